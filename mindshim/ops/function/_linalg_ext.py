"""Functional ops over the solver and factorisation kernels (`ops.lu_solve`, `ops.lu_unpack`, `ops.geqrf`,
`ops.orgqr`, `ops.adjoint`, `ops.cond`): thin adapters of `_kernels.linalg_ext`."""

from __future__ import annotations

from ..._kernels import linalg_ext as _LX
from ._utils import Tensor, _as_tensor, _wrap


def _tensor_of(prim: str, arg: str, v):
    """The torch tensor of a primitive input, or MindSpore's TypeError for a non-Tensor."""
    if not isinstance(v, Tensor):
        from ..._kernels.errors import not_tensor_name

        raise TypeError(
            f"For Primitive[{prim}], the type of input argument[{arg}] must be Tensor but got {not_tensor_name(v)}."
        )
    return _as_tensor(v)


def lu_solve(b: Tensor, LU_data: Tensor, LU_pivots: Tensor) -> Tensor:
    """The solution ``X`` of ``A @ X = b`` from ``A``'s LU factorisation. Mirrors ``mindspore.ops.lu_solve`` (2.10).

    Args:
        b: Float16/32/64 (..., M, K). LU_data: the packed LU factors (..., M, M), of ``b``'s dtype.
        LU_pivots: Int32 (..., M), LAPACK's 1-based row pivots.

    Returns ``X`` of ``b``'s dtype; batches broadcast. MindSpore's CPU kernel (and so this op) computes in
    Float32, Float64 included.

    Raises:
        TypeError: non-Tensor inputs, unsupported or differing dtypes. ValueError: shapes that do not match.
    """
    x = _tensor_of("LuSolve", "x", b)
    lu = _tensor_of("LuSolve", "lu_data", LU_data)
    piv = _tensor_of("LuSolve", "lu_pivots", LU_pivots)
    return _wrap(_LX.lu_solve(x, lu, piv))


def lu_unpack(LU_data: Tensor, LU_pivots: Tensor, unpack_data: bool = True, unpack_pivots: bool = True):
    """``(pivots, L, U)`` unpacked from an LU factorisation, ``A = pivots @ L @ U``. Mirrors
    ``mindspore.ops.lu_unpack`` (2.10).

    Args:
        LU_data: (..., M, N) packed factors (any real dtype; the outputs take it).
        LU_pivots: (..., min(M, N)) 1-based row pivots, Int8/16/32/64 or UInt8.
        unpack_data: default True; False gives None for ``L`` and ``U``.
        unpack_pivots: default True; False gives None for ``pivots``.

    Raises:
        TypeError: pivots of another dtype. ValueError: rank < 2, a wrong pivot count or a pivot out of range.
    """
    p, low, up = _LX.lu_unpack(
        _tensor_of("LuUnpack", "LU_data", LU_data), _tensor_of("LuUnpack", "LU_pivots", LU_pivots)
    )
    p, low, up = _wrap(p), _wrap(low), _wrap(up)
    if unpack_data:
        return (p if unpack_pivots else None), low, up
    return (p if unpack_pivots else None), None, None


def geqrf(input: Tensor) -> tuple:
    """LAPACK's packed QR factorisation ``(y, tau)`` of (..., M, N) matrices. Mirrors ``mindspore.ops.geqrf``
    (2.10): Float16/32/64 (Float16 computed in Float32).

    Raises:
        TypeError: another dtype (MindSpore's kernel-select error). ValueError: rank < 2.
    """
    y, tau = _LX.geqrf(_tensor_of("Geqrf", "input", input))
    return _wrap(y), _wrap(tau)


def orgqr(input: Tensor, input2: Tensor) -> Tensor:
    """The first N columns of the product of the Householder reflectors ``geqrf`` packs (LAPACK's orgqr).
    Mirrors ``mindspore.ops.orgqr`` and ``ops.Orgqr`` (2.10).

    Args:
        input: (..., M, N), ``M >= N``, Float32/64 or Complex64/128. input2: ``tau`` (..., K), ``K <= N``.

    Raises:
        TypeError: unsupported or differing dtypes. ValueError: rank < 2, ``M < N``, ``K > N``, batch sizes.
    """
    return _wrap(_LX.orgqr(_tensor_of("Orgqr", "x", input), _tensor_of("Orgqr", "tau", input2)))


def adjoint(x: Tensor) -> Tensor:
    """The conjugate transpose of the last two axes (a plain transpose for real dtypes). Mirrors
    ``mindspore.ops.adjoint`` (2.10).

    Raises:
        ValueError: rank < 2.
    """
    if not isinstance(x, Tensor):
        raise AttributeError(f"'{type(x).__name__}' object has no attribute 'dtype'")
    return _wrap(_LX.adjoint(_as_tensor(x)))


def cond(A: Tensor, p=None) -> Tensor:
    """The condition number ``norm(A, p) * norm(inv(A), p)`` of square matrices (``p``: None (2), 'fro', 'nuc',
    inf, -inf, 1, -1, 2, -2). Mirrors ``mindspore.ops.cond`` (2.10): a batch (rank >= 3) gives Float32 values of
    the batch shape, as MindSpore fills them.

    Raises:
        ValueError: a ``p`` ``ops.norm`` refuses, rank < 2 or matrices that are not square. TypeError: an integer
            or Float16 ``A`` (MatrixInverse's error).
    """
    if not isinstance(A, Tensor):
        raise AttributeError(f"'{type(A).__name__}' object has no attribute 'dim'")
    return _wrap(_LX.cond(_as_tensor(A), p))
