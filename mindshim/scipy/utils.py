"""`mindspore.scipy.utils`: the helpers the scipy solvers share (autodiff gradient, norms, scalar results)."""

from __future__ import annotations

from .. import _api
from ..common.tensor import Tensor
from ..numpy import math_ops as _mnp
from ..ops.composite import GradOperation

__all__ = _api.names(__name__)

grad = GradOperation(get_all=False, get_by_list=False, sens_param=False)
grad.__doc__ = """The gradient of a function with respect to its first input: ``grad(f)(x)`` has ``x``'s shape.

    Mirrors ``mindspore.scipy.utils.grad`` (2.10), ``GradOperation(get_all=False, get_by_list=False,
    sens_param=False)``; the scipy solvers use it when no ``jac`` is given."""


def _norm(x: Tensor, ord_=None) -> Tensor:
    """The max-abs norm of ``x`` (``ord_`` is ``inf``) or its 2-norm (anything else), as a 0-d Tensor."""
    if ord_ == float("inf"):
        return _mnp.amax(_mnp.absolute(x))
    return _mnp.sqrt(_mnp.sum(x**2))


def _to_scalar(arr):
    """A 0-d Tensor as its Python number (a Python number and a Tensor with a shape come back unchanged); other
    inputs raise ValueError, as MindSpore's ``_to_scalar``."""
    if isinstance(arr, (int, float, bool)):
        return arr
    if isinstance(arr, Tensor):
        return arr if arr.shape else arr.asnumpy().item()
    raise ValueError(f"{type(arr)} are not supported.")
