"""`mindspore.train.Metric`: the metric base class and shared input checks (numpy-based, as in MindSpore)."""

from __future__ import annotations

from ... import _api
import functools
from abc import ABCMeta, abstractmethod
from typing import Any

import numpy as np
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

_eval_types = {"classification", "multilabel"}


def rearrange_inputs(func):
    """Decorator for ``update``: pick and reorder the inputs by the metric's ``indexes`` (see ``set_indexes``).

    Mirrors ``mindspore.train.rearrange_inputs``.
    """

    @functools.wraps(func)
    def wrapper(self, *inputs):
        indexes = self.indexes
        inputs = inputs if not indexes else [inputs[i] for i in indexes]
        return func(self, *inputs)

    return wrapper


class Metric(metaclass=ABCMeta):
    """Base of all metrics: ``clear()`` resets, ``update(*inputs)`` accumulates, ``eval()`` returns the value.

    Inputs may be Tensors, lists or numpy arrays (converted with ``asnumpy``/``np.array``). Calling a metric
    runs clear, update and eval. Mirrors ``mindspore.train.Metric``.
    """

    def __init__(self) -> None:
        self._indexes = None

    def _convert_data(self, data: Any) -> np.ndarray:
        asnumpy = getattr(data, "asnumpy", None)
        if asnumpy is not None:
            return asnumpy()
        if isinstance(data, list):
            return np.array(data)
        if isinstance(data, np.ndarray):
            return data
        raise _errors.type_error(
            "Metric",
            "and its derived classes, the input data type must be tensor, list or numpy.ndarray, "
            f"but got {type(data)}.",
            sep="' ",
        )

    @property
    def indexes(self):
        """The input indexes set by :meth:`set_indexes`, or None."""
        return getattr(self, "_indexes", None)

    def set_indexes(self, indexes: list) -> Metric:
        """Choose which (and in what order) of the ``update`` inputs this metric uses; returns ``self``.

        Raises:
            ValueError: if ``indexes`` is not a list of ints.
        """
        if not isinstance(indexes, list) or not all(isinstance(i, int) for i in indexes):
            raise _errors.value_error(
                "set_indexes",
                "the argument 'indexes' must be a list and all its elements must be int, "
                "please check whether it is correct.",
            )
        self._indexes = indexes
        return self

    def __call__(self, *inputs):
        self.clear()
        self.update(*inputs)
        return self.eval()

    @abstractmethod
    def clear(self):
        """Reset the accumulated state."""
        raise NotImplementedError("Must define clear function to use this base class")

    @abstractmethod
    def eval(self):
        """Return the metric value from the accumulated state."""
        raise NotImplementedError("Must define eval function to use this base class")

    @abstractmethod
    def update(self, *inputs):
        """Accumulate a batch of inputs."""
        raise NotImplementedError("Must define update function to use this base class")


class EvaluationBase(Metric):
    """Base of classification metrics: checks shapes for 'classification' or 'multilabel' inputs."""

    def __init__(self, eval_type: str) -> None:
        super().__init__()
        if eval_type not in _eval_types:
            raise TypeError(f"The argument 'eval_type' must be in {_eval_types}, but got {eval_type}")
        self._type = eval_type

    def _check_shape(self, y_pred, y):
        if self._type == "classification":
            if y_pred.ndim != y.ndim + 1:
                raise ValueError(
                    "In classification case, the dimension of y_pred (predicted value) should equal to the dimension "
                    f"of y (true value) add 1, but got y_pred dimension: {y_pred.ndim} and y dimension: {y.ndim}."
                )
            if y.shape != (y_pred.shape[0],) + y_pred.shape[2:]:
                raise ValueError(
                    "In classification case, y_pred (predicted value) shape and y (true value) shape can not match, "
                    "y shape should be equal to y_pred shape that the value at index 1 is deleted. Such as y_pred "
                    f"shape (1, 2, 3), then y shape should be (1, 3). But got y_pred shape {y_pred.shape} and y "
                    f"shape {y.shape}"
                )
        else:
            if y_pred.ndim != y.ndim:
                raise ValueError(
                    f"In {self._type} case, the dimension of y_pred (predicted value) should equal to the dimension "
                    f"of y (true value), but got y_pred dimension: {y_pred.ndim} and y dimension: {y.ndim}."
                )
            if y_pred.shape != y.shape:
                raise ValueError(
                    f"In {self._type} case, the shape of y_pred (predicted value) should equal to the shape of y "
                    f"(true value), but got y_pred shape: {y_pred.shape} and y shape: {y.shape}."
                )

    def _check_value(self, y_pred, y):
        if self._type != "classification" and not (np.equal(y_pred**2, y_pred).all() and np.equal(y**2, y).all()):
            raise ValueError(
                "In multilabel case, all elements in y_pred (predicted value) and y (true value) should be 0 or 1."
                "Please check whether your inputs y_pred and y are correct."
            )

    def clear(self):
        raise NotImplementedError

    def update(self, *inputs):
        raise NotImplementedError

    def eval(self):
        raise NotImplementedError


def _check_onehot_data(data: np.ndarray) -> bool:
    if data.ndim > 1 and np.equal(data**2, data).all():
        shp = (data.shape[0],) + data.shape[2:]
        if np.equal(np.ones(shp), data.sum(axis=1)).all():
            return True
    return False
