"""Installs Tensor's operators and methods, each reaching the same functional op as `ops.<name>`."""

from __future__ import annotations

from ...common.tensor import Tensor
from . import array_func as A
from . import math_func as M


def _r(fn):
    return lambda self, other: fn(other, self)


OPERATORS = {
    "__add__": M.add,
    "__radd__": _r(M.add),
    "__sub__": M.sub,
    "__rsub__": _r(M.sub),
    "__mul__": M.mul,
    "__rmul__": _r(M.mul),
    "__truediv__": M.div,
    "__rtruediv__": _r(M.div),
    "__pow__": M.pow,
    "__rpow__": _r(M.pow),
    "__matmul__": M.matmul,
    "__rmatmul__": _r(M.matmul),
    "__neg__": M.neg,
}

METHODS = {
    "reshape": lambda self, *shape: A.reshape(self, shape[0] if len(shape) == 1 and not isinstance(shape[0], int) else shape),
}


def install() -> None:
    """Attach every operator and method above to :class:`Tensor` (idempotent)."""
    for name, fn in {**OPERATORS, **METHODS}.items():
        setattr(Tensor, name, fn)
