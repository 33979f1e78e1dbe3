"""Logic kernels: closeness tests, whole-tensor equality, set membership and the infinity tests.

Each kernel takes torch tensors and returns a Bool torch tensor (or a Python bool where MindSpore returns one);
the surfaces (``ops.isclose``, ``ops.IsClose()``, ``mint.equal``, ``mindspore.numpy.isin``, ``Tensor.allclose``,
...) unwrap their arguments, call a kernel here and wrap the result. Element-wise comparisons and logical
operators are the binary kernels of :mod:`.elementwise`.
"""

from __future__ import annotations

import torch

from .errors import dtype_error
from . import errors as _errors

__all__ = [
    "isclose",
    "allclose",
    "approximate_equal",
    "approximate_tolerance",
    "equal",
    "array_equal",
    "array_equiv",
    "isin",
    "setdiff1d",
    "isposinf",
    "isneginf",
    "logical",
]


def isclose(a: torch.Tensor, b: torch.Tensor, rtol=1e-05, atol=1e-08, equal_nan: bool = False, promote=False):
    """Element-wise ``|a - b| <= atol + rtol * |b|`` (Bool): ``ops.isclose``, ``ops.IsClose``; ``promote``
    (``mindspore.numpy.isclose``) casts both operands to their promoted dtype first."""
    if promote:
        d = torch.promote_types(a.dtype, b.dtype)
        a, b = a.to(d), b.to(d)
    return torch.isclose(a, b, rtol=rtol, atol=atol, equal_nan=equal_nan)


def allclose(a: torch.Tensor, b: torch.Tensor, rtol=1e-05, atol=1e-08, equal_nan: bool = False) -> bool:
    """A Python bool: :func:`isclose` holds everywhere (``Tensor.allclose``)."""
    return bool(torch.allclose(a, b, rtol=rtol, atol=atol, equal_nan=equal_nan))


_F16_64 = (torch.float16, torch.float32, torch.float64)


def _shape_tuple(s) -> str:
    return "(" + ", ".join(str(d) for d in s) + ")"


def approximate_tolerance(tolerance) -> None:
    """MindSpore's check of ApproximateEqual's ``tolerance`` (at construction, and by ``ops.approximate_equal``):
    a float (``numpy.float64`` too; not a bool or an int), else TypeError."""
    if not isinstance(tolerance, float):
        raise _errors.type_error(
            "ApproximateEqual", f"the type of 'tolerance' should be 'float', but got type '{type(tolerance).__name__}'."
        )


def approximate_equal(a: torch.Tensor, b: torch.Tensor, tolerance: float = 1e-05) -> torch.Tensor:
    """MindSpore's ApproximateEqual: element-wise ``|a - b| < tolerance`` (Bool) of operands of one shape.

    Raises:
        TypeError: a ``tolerance`` that is not a float (checked first); a promoted dtype other than Float16/32/64.
        RuntimeError: shapes that differ (no broadcasting); a rank of 8 or more (MindSpore's CPU kernel).
    """
    approximate_tolerance(tolerance)
    rt = torch.result_type(a, b)
    if rt not in _F16_64:
        raise dtype_error("ApproximateEqual", "x1", rt, _F16_64)
    if a.shape != b.shape:
        raise _errors.runtime_error(
            "ApproximateEqual",
            f"arg 'x1' must have the same shape as 'x2'. But got 'x1' shape: "
            f"{_shape_tuple(a.shape)}, 'x2' shape: {_shape_tuple(b.shape)}.",
        )
    if a.dim() >= 8:
        raise _errors.runtime_error("ApproximateEqual", f"the x's rank should be less than 8, but got: {a.dim()}")
    return torch.abs(a.to(rt) - b.to(rt)) < tolerance


def equal(a: torch.Tensor, b: torch.Tensor) -> bool:
    """A Python bool: same shape and elements, ``b`` cast to ``a``'s dtype first (``mint.equal``)."""
    if a.shape != b.shape:
        return False
    return bool(torch.equal(a, b.to(a.dtype)) if a.dtype != b.dtype else torch.equal(a, b))


def array_equal(a: torch.Tensor, b: torch.Tensor, equal_nan: bool = False) -> torch.Tensor:
    """A 0-d Bool tensor: same shape and elements (NaN equal to NaN with ``equal_nan``):
    ``mindspore.numpy.array_equal``."""
    if a.shape != b.shape:
        return torch.tensor(False)
    eq = a == b
    if equal_nan and a.is_floating_point():
        eq = eq | (torch.isnan(a) & torch.isnan(b))
    return eq.all()


def array_equiv(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """A 0-d Bool tensor: the shapes broadcast and the elements are equal (``mindspore.numpy.array_equiv``)."""
    try:
        torch.broadcast_shapes(a.shape, b.shape)
    except RuntimeError:
        return torch.tensor(False)
    return (a == b).all()


def isin(element: torch.Tensor, test: torch.Tensor, invert: bool = False) -> torch.Tensor:
    """Whether each element of ``element`` is in ``test`` (``invert``: is not), Bool of ``element``'s shape
    (``mindspore.numpy.isin`` / ``in1d``)."""
    return torch.isin(element, test, invert=invert)


def setdiff1d(a: torch.Tensor, b: torch.Tensor, assume_unique: bool = False) -> torch.Tensor:
    """The sorted unique values of the flattened ``a`` that are not in ``b`` (``mindspore.numpy.setdiff1d``;
    ``assume_unique``: ``a``'s values are kept in their order, unsorted)."""
    a = a.reshape(-1)
    a = a if assume_unique else torch.unique(a)
    return a[~torch.isin(a, b)]


def isposinf(t: torch.Tensor) -> torch.Tensor:
    """Element-wise test for +infinity (Bool): ``mindspore.numpy.isposinf``."""
    return torch.isposinf(t)


def isneginf(t: torch.Tensor) -> torch.Tensor:
    """Element-wise test for -infinity (Bool): ``mindspore.numpy.isneginf``."""
    return torch.isneginf(t)


_LOGICAL = {"and": torch.logical_and, "or": torch.logical_or, "xor": torch.logical_xor}


def logical(op: str):
    """The kernel ``k(a, b)`` of ``mindspore.numpy.logical_<op>`` (``op``: 'and', 'or', 'xor'): ``b`` may be a
    Python number (made a tensor)."""
    tfn = _LOGICAL[op]

    def k(a, b):
        return tfn(a, torch.as_tensor(b))

    k.__name__ = k.__qualname__ = f"logical_{op}"
    k.__doc__ = f"Logical {op.upper()} of a tensor and a tensor or number (Bool result)."
    return k


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
