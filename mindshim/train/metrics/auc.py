"""`mindspore.train.auc`: the area under a curve by the trapezoidal rule."""

from __future__ import annotations

from ... import _api
import numpy as np
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


def _column_or_1d(y: np.ndarray) -> np.ndarray:
    shape = np.shape(y)
    if len(shape) == 1 or (len(shape) == 2 and shape[1] == 1):
        return np.ravel(y)
    raise _errors.value_error(
        "auc",
        "the input must be a 1-dimensional array, or a 2-dimensional array with the second dimension of 1, "
        f"but got shape {shape}.",
    )


def _num_samples(x) -> int:
    if not hasattr(x, "__len__") and not hasattr(x, "shape"):
        raise TypeError(f"Expected sequence or array-like, got {type(x)}.")
    if hasattr(x, "shape"):
        if x.ndim == 0:
            raise TypeError(f"Singleton array {x} cannot be considered as a valid collection.")
        return x.shape[0]
    return len(x)


def auc(x: np.ndarray, y: np.ndarray, reorder: bool = False):
    """Area under the curve ``y(x)`` (e.g. the fpr/tpr of :class:`ROC`). Mirrors ``mindspore.train.auc`` (2.10).

    ``x`` must be monotonic unless ``reorder`` sorts the points by x (then y). Returns a numpy float.

    Raises:
        TypeError: ``x`` or ``y`` not np.ndarray. ValueError: different lengths, fewer than 2 points, not 1-D, or
            non-monotonic ``x`` without ``reorder``.
    """
    if not isinstance(x, np.ndarray) or not isinstance(y, np.ndarray):
        raise _errors.type_error(
            "auc", f"the argument 'x' and 'y' must all be np.ndarray, but got {type(x)}, {type(y)}"
        )
    lengths = [_num_samples(a) for a in (x, y)]
    if len(np.unique(lengths)) > 1:
        raise ValueError(f"Found input variables with inconsistent numbers of samples: {[int(n) for n in lengths]}.")
    x = _column_or_1d(x)
    y = _column_or_1d(y)
    if x.shape[0] < 2:
        raise _errors.value_error(
            "auc", f"the shape of the argument 'x' in axis 0 must be greater than 2, but got {x.shape[0]}."
        )
    direction = 1
    if reorder:
        order = np.lexsort((y, x))
        x, y = x[order], y[order]
    else:
        dx = np.diff(x)
        if np.any(dx < 0):
            if np.all(dx <= 0):
                direction = -1
            else:
                raise _errors.value_error(
                    "auc",
                    "if the argument is False, the argument 'x' array must be increasing or decreasing, "
                    f"but got 'x': {x}",
                )
    trapezoid = getattr(np, "trapezoid", None) or np.trapz
    return direction * trapezoid(y, x)
