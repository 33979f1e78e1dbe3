"""`mindspore.mint.linalg`: torch-style linear algebra (`inv`, `norm`, `vector_norm`, `matrix_norm`, `qr`)."""

from __future__ import annotations

from ... import _api
from ..._kernels import linalg as _K_linalg
from ...common import dtype as _mstype
from ...common.tensor import Tensor
from ...ops.function._utils import _as_tensor, _wrap

__all__ = _api.names(__name__)


def _dim(dim):
    return tuple(dim) if isinstance(dim, list) else dim


def _dtype(dtype):
    return None if dtype is None else _mstype.to_torch_dtype(dtype)


def inv(A) -> Tensor:
    """Inverse of square matrices (batched). Mirrors ``mindspore.mint.linalg.inv`` (2.10)."""
    return _wrap(_K_linalg.inverse(_as_tensor(A), checked=False))


def norm(A, ord=None, dim=None, keepdim: bool = False, *, dtype=None) -> Tensor:
    """Vector or matrix norm of ``A`` (torch's ``linalg.norm`` rules). Mirrors ``mindspore.mint.linalg.norm``."""
    return _wrap(_K_linalg.linalg_norm(_as_tensor(A), ord, _dim(dim), keepdim, dtype=_dtype(dtype)))


def vector_norm(x, ord=2, dim=None, keepdim: bool = False, *, dtype=None) -> Tensor:
    """Vector ``ord``-norm over ``dim`` (all elements when None). Mirrors ``mindspore.mint.linalg.vector_norm``."""
    return _wrap(_K_linalg.vector_norm(_as_tensor(x), ord, _dim(dim), keepdim, dtype=_dtype(dtype)))


def matrix_norm(A, ord="fro", dim=(-2, -1), keepdim: bool = False, *, dtype=None) -> Tensor:
    """Matrix norm (``'fro'``, ``'nuc'``, ``inf``, ``-inf``, 1, -1, 2, -2). Mirrors ``mint.linalg.matrix_norm``."""
    return _wrap(_K_linalg.matrix_norm(_as_tensor(A), ord, _dim(dim), keepdim, dtype=_dtype(dtype)))


def qr(A, mode: str = "reduced") -> tuple:
    """QR decomposition ``(Q, R)``; ``mode`` ``'reduced'``, ``'complete'`` or ``'r'``. Mirrors ``mint.linalg.qr``."""
    q, r = _K_linalg.qr(_as_tensor(A), mode)
    return _wrap(q), _wrap(r)
