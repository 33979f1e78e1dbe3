"""`mindspore.numpy` logic: comparisons, logical ops, `isclose`, `isfinite`/`isnan`/`isinf`, `isin`, `array_equal`."""

from __future__ import annotations

from .. import _api
import numbers

import torch

from .._kernels import elementwise as _K_elem
from .._kernels import logic as _K_logic

from ..common.tensor import Tensor
from .utils import _axis, _out, _to_torch, _wrap

__all__ = _api.names(__name__)


def _t(x) -> torch.Tensor:
    return _to_torch(x)


def _operand(x):
    return x if isinstance(x, (bool, int, float)) else _t(x)


def _cmp(tfn, name: str, what: str):
    k = _K_elem.binary(
        tfn, "".join(w.capitalize() for w in name.split("_"))
    )  # MindSpore's errors (broadcast ValueError)

    def fn(x1, x2, dtype=None):
        a = _t(x1)
        return _out(k(a, _operand(x2)), dtype)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"Element-wise {what} (Bool), with broadcasting. Mirrors ``mindspore.numpy.{name}`` (2.10).\n"
    return fn


equal = _cmp(_K_elem.BINARY["equal"], "equal", "``x1 == x2``")
not_equal = _cmp(_K_elem.BINARY["not_equal"], "not_equal", "``x1 != x2``")
less = _cmp(_K_elem.BINARY["less"], "less", "``x1 < x2``")
less_equal = _cmp(_K_elem.BINARY["less_equal"], "less_equal", "``x1 <= x2``")
greater = _cmp(_K_elem.BINARY["greater"], "greater", "``x1 > x2``")
greater_equal = _cmp(_K_elem.BINARY["greater_equal"], "greater_equal", "``x1 >= x2``")
logical_and = _cmp(_K_logic.logical("and"), "logical_and", "logical AND")
logical_or = _cmp(_K_logic.logical("or"), "logical_or", "logical OR")
logical_xor = _cmp(_K_logic.logical("xor"), "logical_xor", "logical XOR")


def _pred(tfn, name: str, what: str):
    def fn(x, dtype=None):
        return _out(tfn(_t(x)), dtype)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"Element-wise test {what} (Bool). Mirrors ``mindspore.numpy.{name}`` (2.10).\n"
    return fn


logical_not = _pred(_K_elem.torch_unary("logical_not", False), "logical_not", "of logical NOT")
isfinite = _pred(_K_elem.torch_unary("isfinite", False), "isfinite", "for finite values")
isnan = _pred(_K_elem.torch_unary("isnan", False), "isnan", "for NaN")
isinf = _pred(_K_elem.torch_unary("isinf", False), "isinf", "for +/- infinity")
signbit = _pred(_K_elem.torch_unary("signbit", False), "signbit", "for a set sign bit")


def isposinf(x) -> Tensor:
    """Element-wise test for +infinity (Bool). Mirrors ``mindspore.numpy.isposinf`` (2.10)."""
    return _wrap(_K_logic.isposinf(_t(x)))


def isneginf(x) -> Tensor:
    """Element-wise test for -infinity (Bool). Mirrors ``mindspore.numpy.isneginf`` (2.10)."""
    return _wrap(_K_logic.isneginf(_t(x)))


def isscalar(element) -> bool:
    """Whether ``element`` is a Python scalar (a Tensor is not). Mirrors ``mindspore.numpy.isscalar`` (2.10)."""
    return isinstance(element, (numbers.Number, str, bool))


def isclose(a, b, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False) -> Tensor:
    """Element-wise ``|a - b| <= atol + rtol * |b|`` (Bool). Mirrors ``mindspore.numpy.isclose`` (2.10)."""
    return _wrap(_K_logic.isclose(_t(a), _t(b), rtol, atol, equal_nan, promote=True))


def isin(element, test_elements, invert: bool = False) -> Tensor:
    """Whether each element is in ``test_elements`` (Bool, shaped like ``element``). Mirrors ``mnp.isin``."""
    return _wrap(_K_logic.isin(_t(element), _t(test_elements), invert))


def in1d(ar1, ar2, invert: bool = False) -> Tensor:
    """:func:`isin` of the flattened ``ar1``. Mirrors ``mindspore.numpy.in1d`` (2.10)."""
    return _wrap(_K_logic.isin(_t(ar1).reshape(-1), _t(ar2), invert))


def array_equal(a1, a2, equal_nan: bool = False) -> Tensor:
    """A 0-d Bool Tensor: same shape and elements. Mirrors ``mindspore.numpy.array_equal`` (2.10)."""
    return _wrap(_K_logic.array_equal(_t(a1), _t(a2), equal_nan))


def array_equiv(a1, a2) -> Tensor:
    """A 0-d Bool Tensor: broadcastable and equal. Mirrors ``mindspore.numpy.array_equiv`` (2.10)."""
    return _wrap(_K_logic.array_equiv(_t(a1), _t(a2)))


def sometrue(a, axis=None, keepdims: bool = False) -> Tensor:
    """Whether any element along ``axis`` is true (Bool). Mirrors ``mindspore.numpy.sometrue`` (2.10)."""
    t = _t(a).bool()
    ax = _axis(axis)
    if ax is None:
        r = t.any()
        return _wrap(r.reshape((1,) * t.ndim) if keepdims else r)
    return _wrap(t.any(dim=ax, keepdim=keepdims))


def setdiff1d(ar1, ar2, assume_unique: bool = False) -> Tensor:
    """The sorted unique values of ``ar1`` not in ``ar2``. Mirrors ``mindspore.numpy.setdiff1d`` (2.10)."""
    return _wrap(_K_logic.setdiff1d(_t(ar1), _t(ar2), assume_unique))
