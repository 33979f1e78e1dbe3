"""`mindspore.nn.learning_rate_schedule`: LearningRateSchedule and its subclasses."""

from __future__ import annotations

from .. import _api
import math
from typing import Any

import torch

from .. import _checkparam as validator
from .._kernels import schedule as _K
from ..common.tensor import Tensor, _device, _wrap
from .cell import Cell
from .._kernels import errors as _errors

__all__ = _api.names(__name__)


def _step(global_step: Any) -> torch.Tensor:
    """The step as a float32 torch tensor (keeps the input's shape)."""
    return _K.as_step(global_step._t if isinstance(global_step, Tensor) else global_step, _device())


class LearningRateSchedule(Cell):
    """Base class of learning-rate schedules: a Cell whose ``construct(global_step)`` returns the rate.

    Mirrors ``mindspore.nn.LearningRateSchedule`` (2.10). ``global_step`` is an int32 Tensor (the optimizer
    passes its ``global_step`` Parameter, shape ``(1,)``); the result is a float32 Tensor of the same shape.
    """

    def __init__(self) -> None:
        super().__init__()

    def construct(self, global_step: Tensor) -> Tensor:
        """Return the learning rate for ``global_step``. Subclasses must override it.

        Raises:
            NotImplementedError: when not overridden.
        """
        raise NotImplementedError


def _check_inputs(learning_rate, decay_rate, decay_steps, is_stair, cls_name):
    validator.check_positive_int(decay_steps, "decay_steps", cls_name)
    validator.check_positive_float(learning_rate, "learning_rate", cls_name)
    validator.check_is_float(learning_rate, "learning_rate", cls_name)
    validator.check_positive_float(decay_rate, "decay_rate", cls_name)
    validator.check_is_float(decay_rate, "decay_rate", cls_name)
    validator.check_value_type("is_stair", is_stair, [bool], cls_name)


class ExponentialDecayLR(LearningRateSchedule):
    """``learning_rate * decay_rate ** p`` with ``p = step / decay_steps`` (floored when ``is_stair``).

    Mirrors ``mindspore.nn.ExponentialDecayLR`` (2.10). Output: float32 Tensor shaped like ``global_step``.

    Raises:
        TypeError: if ``learning_rate``/``decay_rate`` are not floats or ``decay_steps`` not an int.
        ValueError: if any of them is not positive.
    """

    def __init__(self, learning_rate: float, decay_rate: float, decay_steps: int, is_stair: bool = False) -> None:
        super().__init__()
        _check_inputs(learning_rate, decay_rate, decay_steps, is_stair, self.cls_name)
        self.learning_rate = learning_rate
        self.decay_rate = decay_rate
        self.decay_steps = decay_steps
        self.is_stair = is_stair

    def construct(self, global_step: Tensor) -> Tensor:
        step = _step(global_step)
        return _wrap(_K.exponential_decay(step, self.learning_rate, self.decay_rate, self.decay_steps, self.is_stair))


class NaturalExpDecayLR(LearningRateSchedule):
    """``learning_rate * e ** (-decay_rate * p)``, ``p = step`` (rounded down to a multiple of ``decay_steps``
    when ``is_stair``).

    Mirrors ``mindspore.nn.NaturalExpDecayLR`` (2.10). Output: float32 Tensor shaped like ``global_step``.

    Raises:
        TypeError/ValueError: as :class:`ExponentialDecayLR`.
    """

    def __init__(self, learning_rate: float, decay_rate: float, decay_steps: int, is_stair: bool = False) -> None:
        super().__init__()
        _check_inputs(learning_rate, decay_rate, decay_steps, is_stair, self.cls_name)
        self.learning_rate = learning_rate
        self.decay_rate = decay_rate
        self.decay_steps = decay_steps
        self.is_stair = is_stair
        self.math_e = math.e

    def construct(self, global_step: Tensor) -> Tensor:
        step = _step(global_step)
        return _wrap(_K.natural_exp_decay(step, self.learning_rate, self.decay_rate, self.decay_steps, self.is_stair))


class InverseDecayLR(LearningRateSchedule):
    """``learning_rate / (1 + decay_rate * p)`` with ``p = step / decay_steps`` (floored when ``is_stair``).

    Mirrors ``mindspore.nn.InverseDecayLR`` (2.10). Output: float32 Tensor shaped like ``global_step``.

    Raises:
        TypeError/ValueError: as :class:`ExponentialDecayLR`.
    """

    def __init__(self, learning_rate: float, decay_rate: float, decay_steps: int, is_stair: bool = False) -> None:
        super().__init__()
        _check_inputs(learning_rate, decay_rate, decay_steps, is_stair, self.cls_name)
        self.learning_rate = learning_rate
        self.decay_rate = decay_rate
        self.decay_steps = decay_steps
        self.is_stair = is_stair

    def construct(self, global_step: Tensor) -> Tensor:
        step = _step(global_step)
        return _wrap(_K.inverse_decay(step, self.learning_rate, self.decay_rate, self.decay_steps, self.is_stair))


class CosineDecayLR(LearningRateSchedule):
    """``min_lr + 0.5 * (max_lr - min_lr) * (1 + cos(pi * min(step, decay_steps) / decay_steps))``.

    Mirrors ``mindspore.nn.CosineDecayLR`` (2.10). Output: float32 Tensor shaped like ``global_step``.

    Raises:
        TypeError: if ``min_lr``/``max_lr`` are not floats or ``decay_steps`` not an int.
        ValueError: if ``min_lr >= max_lr`` or values are out of range.
    """

    def __init__(self, min_lr: float, max_lr: float, decay_steps: int) -> None:
        super().__init__()
        if not isinstance(min_lr, float):
            raise _errors.float_type_error("CosineDecayLR", "min_lr", min_lr)
        validator.check_non_negative_float(min_lr, "min_lr", self.cls_name)
        validator.check_positive_float(max_lr, "max_lr", self.cls_name)
        validator.check_is_float(max_lr, "max_lr", self.cls_name)
        validator.check_positive_int(decay_steps, "decay_steps", self.cls_name)
        if min_lr >= max_lr:
            raise _errors.value_error(
                "CosineDecayLR",
                "the 'max_lr' must be greater than the 'min_lr', "
                f"but got 'max_lr' value: {max_lr}, 'min_lr' value: {min_lr}.",
            )
        self.min_lr = min_lr
        self.max_lr = max_lr
        self.decay_steps = decay_steps
        self.math_pi = math.pi
        self.delta = 0.5 * (max_lr - min_lr)

    def construct(self, global_step: Tensor) -> Tensor:
        return _wrap(_K.cosine_decay(_step(global_step), self.min_lr, self.delta, self.decay_steps))


class PolynomialDecayLR(LearningRateSchedule):
    """``(lr - end_lr) * (1 - p) ** power + end_lr``, ``p = min(step, decay_steps) / decay_steps``.

    With ``update_decay_steps=True`` the period becomes ``decay_steps * max(ceil(step / decay_steps), 1)``.
    Mirrors ``mindspore.nn.PolynomialDecayLR`` (2.10). Output: float32 Tensor shaped like ``global_step``.

    Raises:
        TypeError/ValueError: for wrongly typed or non-positive arguments (MindSpore's messages).
    """

    def __init__(
        self,
        learning_rate: float,
        end_learning_rate: float,
        decay_steps: int,
        power: float,
        update_decay_steps: bool = False,
    ) -> None:
        super().__init__()
        validator.check_positive_float(learning_rate, "learning_rate")
        validator.check_is_float(learning_rate, "learning_rate")
        if not isinstance(end_learning_rate, float):
            raise _errors.float_type_error("PolynomialDecayLR", "end_learning_rate", end_learning_rate)
        validator.check_non_negative_float(end_learning_rate, "end_learning_rate", self.cls_name)
        validator.check_positive_int(decay_steps, "decay_steps", self.cls_name)
        validator.check_value_type("update_decay_steps", update_decay_steps, [bool], self.cls_name)
        validator.check_positive_float(power, "power", self.cls_name)
        validator.check_is_float(power, "power", self.cls_name)
        self.decay_steps = decay_steps
        self.start_learning_rate = learning_rate
        self.end_learning_rate = end_learning_rate
        self.diff_learning_rate = learning_rate - end_learning_rate
        self.power = power
        self.update_decay_steps = update_decay_steps

    def construct(self, global_step: Tensor) -> Tensor:
        return _wrap(
            _K.polynomial_decay(_step(global_step), self.diff_learning_rate, self.end_learning_rate, self.decay_steps,
                                self.power, self.update_decay_steps)
        )  # fmt: skip


class WarmUpLR(LearningRateSchedule):
    """``learning_rate * min(step, warmup_steps) / warmup_steps``.

    Mirrors ``mindspore.nn.WarmUpLR`` (2.10). Output: float32 Tensor shaped like ``global_step``.

    Raises:
        TypeError: if ``learning_rate`` is not a float or ``warmup_steps`` not an int.
        ValueError: if ``learning_rate < 0`` or ``warmup_steps <= 0``.
    """

    def __init__(self, learning_rate: float, warmup_steps: int) -> None:
        super().__init__()
        if not isinstance(learning_rate, float):
            raise _errors.float_type_error("WarmUpLR", "learning_rate", learning_rate)
        validator.check_non_negative_float(learning_rate, "learning_rate", self.cls_name)
        validator.check_positive_int(warmup_steps, "warmup_steps", self.cls_name)
        self.warmup_steps = warmup_steps
        self.learning_rate = learning_rate

    def construct(self, global_step: Tensor) -> Tensor:
        return _wrap(_K.warmup(_step(global_step), self.learning_rate, self.warmup_steps))
