"""Linear-algebra kernels of the solver and factorisation primitives: Lstsq, MatrixSolveLs, MatrixTriangularSolve,
LuSolve, LuUnpack, Geqrf, Orgqr, TridiagonalMatMul, ConjugateTranspose, MatrixLogarithm and ``ops.cond``.

Each kernel takes torch tensors and owns MindSpore 2.10's CPU dtype lists, shape checks and messages for its
primitive; the surfaces (``ops.lu_solve``, ``ops.LuSolve()``, ...) unwrap, call and wrap.
"""

from __future__ import annotations

import torch

from . import errors as _errors
from .errors import dtype_error, dtype_name

__all__ = [
    "lstsq_ms",
    "matrix_solve_ls",
    "matrix_triangular_solve",
    "lu_solve",
    "lu_unpack",
    "geqrf",
    "orgqr",
    "tridiagonal_matmul",
    "conjugate_transpose",
    "adjoint",
    "matrix_logarithm",
    "cond",
]

_F = (torch.float32, torch.float64)
_FC = (torch.float32, torch.float64, torch.complex64, torch.complex128)
_HFC = (torch.float16, torch.float32, torch.float64, torch.complex64, torch.complex128)


def _same(prim: str, *ts: torch.Tensor) -> None:
    if any(t.dtype != ts[0].dtype for t in ts):
        raise TypeError(f"For primitive[{prim}], the input type must be same.")


def _types(prim: str, allowed, **named: torch.Tensor) -> None:
    for arg, t in named.items():
        if t.dtype not in allowed:
            raise dtype_error(prim, arg, t.dtype, allowed)


def _rank2(prim: str, t: torch.Tensor, what: str = "matrix") -> None:
    if t.ndim < 2:
        raise ValueError(
            f"For primitive[{prim}], the input {what} rank must be greater than or equal to 2, but got {t.ndim}."
        )


def _ls(a: torch.Tensor, b: torch.Tensor, l2: float) -> torch.Tensor:
    """The regularised least-squares solution by the normal equations (TensorFlow's fast path): ``(A^H A + l2 I)^-1
    A^H B`` for at least as many rows as columns, ``A^H (A A^H + l2 I)^-1 B`` otherwise."""
    m, n = a.shape[-2], a.shape[-1]
    ah = a.mH
    if m >= n:
        g = ah @ a + l2 * torch.eye(n, dtype=a.dtype, device=a.device)
        return torch.cholesky_solve(ah @ b, torch.linalg.cholesky(g))
    g = a @ ah + l2 * torch.eye(m, dtype=a.dtype, device=a.device)
    return ah @ torch.cholesky_solve(b, torch.linalg.cholesky(g))


def lstsq_ms(x: torch.Tensor, a: torch.Tensor) -> torch.Tensor:
    """``ops.Lstsq()(x, a)``: the least-squares solution of ``x @ out = a`` (``x`` (m, n), ``a`` (m,) or (m, k)),
    (n, k) (minimum-norm for fewer rows than columns); Float16 is computed in Float32.

    Raises:
        TypeError: a dtype other than Float16/32/64, or dtypes that differ.
        ValueError: ``x`` not 2-D, ``a`` not 1-D or 2-D, or row counts that differ.
    """
    _types("Lstsq", (torch.float16,) + _F, a=a, x=x)
    _same("Lstsq", x, a)
    if x.ndim != 2:
        raise _errors.value_error("Lstsq", f"the dimension of x must be equal to 2, but got x_dim: {x.ndim}.")
    if a.ndim not in (1, 2):
        raise _errors.value_error("Lstsq", f"the dimension of 'a' must be equal to 2 or 1, but got a_dim: {a.ndim}.")
    if x.shape[0] != a.shape[0]:
        raise _errors.value_error(
            "Lstsq",
            f"the length of x_dim[0] must be equal to the length of a_dims[0]. But got x_dim[0]: {x.shape[0]},  "
            f"a_dims[0]: {a.shape[0]}.",
        )
    b = a.reshape(-1, 1) if a.ndim == 1 else a
    wide = x.dtype == torch.float16
    r = _ls(x.float() if wide else x, b.float() if wide else b, 0.0)
    return r.to(x.dtype)


def matrix_solve_ls(m: torch.Tensor, rhs: torch.Tensor, l2: torch.Tensor, fast: bool = True) -> torch.Tensor:
    """``ops.MatrixSolveLs(fast)(matrix, rhs, l2_regularizer)``: the least-squares solution of each ``matrix @ X =
    rhs`` (..., N, K), regularised by ``l2_regularizer`` (a Float64 scalar) on the fast (normal equations) path;
    ``fast=False``: the minimum-norm solution (the regulariser is ignored, as in MindSpore's kernel).

    Raises:
        TypeError: ``l2_regularizer`` not Float64, a matrix dtype other than Float32/64/Complex64/128, or
            ``matrix`` and ``rhs`` of different dtypes.
        ValueError: rank < 2 or row counts that differ.
    """
    if l2.dtype != torch.float64:
        raise dtype_error("MatrixSolveLs", "l2_regularizer", l2.dtype, (torch.float64,))
    _types("MatrixSolveLs", _FC, matrix=m, rhs=rhs)
    _same("MatrixSolveLs", m, rhs)
    _rank2("MatrixSolveLs", m)
    _rank2("MatrixSolveLs", rhs, "rhs")
    if m.shape[-2] != rhs.shape[-2]:
        raise ValueError(
            f"MatrixSolveLs shape error, got matrix_row: {m.shape[-2]}, rhs_row: {rhs.shape[-2]}. In MatrixSolveLs "
            "matrix_row and rhs_row should be equal."
        )
    if not fast:
        return torch.linalg.pinv(m) @ rhs
    return _ls(m, rhs, float(l2))


def matrix_triangular_solve(m: torch.Tensor, rhs: torch.Tensor, lower: bool = True, adjoint: bool = False):
    """``ops.MatrixTriangularSolve(lower, adjoint)(matrix, rhs)``: ``X`` with ``T @ X = rhs`` where ``T`` is the
    lower (or upper) triangle of ``matrix`` (``adjoint``: its conjugate transpose); the other triangle is not read.

    Raises:
        TypeError: a dtype other than Float32/64/Complex64/128, or dtypes that differ.
        ValueError: rank < 2, matrices that are not square, row counts or batch dimensions that differ.
    """
    _types("MatrixTriangularSolve", _FC, matrix=m, rhs=rhs)
    _same("MatrixTriangularSolve", m, rhs)
    _rank2("MatrixTriangularSolve", m)
    _rank2("MatrixTriangularSolve", rhs, "rhs")
    pre = "For MatrixTriangularSolve evaluator shapes of inputs can not do this operator, got"
    if m.shape[-1] != m.shape[-2]:
        raise ValueError(
            f"{pre} {m.shape[-2]} and {m.shape[-1]} , with matrix row {m.shape[-2]}, matrix col {m.shape[-1]}. "
            "Inner-most 2 demision of input matrix must be square"
        )
    if m.shape[-2] != rhs.shape[-2]:
        raise ValueError(
            f"{pre} {m.shape[-2]} and {rhs.shape[-2]} , with matrix row {m.shape[-2]}, rhs row {rhs.shape[-2]}, "
            "matrix's row rank should be same as rhs's row rank"
        )
    for i in range(m.ndim - 2):
        if i < rhs.ndim and m.shape[i] != rhs.shape[i]:
            raise ValueError(
                f"For MatrixTriangularSolve shapes in batch dimension should be same, dim[{i}] are not the same, "
                f"while matrix is {m.shape[i]}, rhs is {rhs.shape[i]}"
            )
    if adjoint:
        return torch.linalg.solve_triangular(m.mH, rhs, upper=lower)
    return torch.linalg.solve_triangular(m, rhs, upper=not lower)


def _not_tensor(prim: str, arg: str, v) -> None:
    if not isinstance(v, torch.Tensor):
        raise TypeError(
            f"For Primitive[{prim}], the type of input argument[{arg}] must be Tensor but got "
            f"{_errors.not_tensor_name(v)}."
        )


def lu_solve(b: torch.Tensor, lu: torch.Tensor, piv: torch.Tensor) -> torch.Tensor:
    """``ops.lu_solve(b, LU_data, LU_pivots)``: ``X`` with ``A @ X = b`` from ``A``'s LU factors and its 1-based
    row pivots (Int32), batches broadcast. MindSpore's CPU kernel computes in Float32 (Float16 and Float64 inputs
    are cast back), and so does this.

    Raises:
        TypeError: a dtype other than Float16/32/64, dtypes that differ, pivots not Int32.
        ValueError: ``LU_data`` not square, pivots or ``b`` rows that do not match it.
    """
    _types("LuSolve", (torch.float16,) + _F, x=b, lu_data=lu)
    _same("LuSolve", b, lu)
    if piv.dtype != torch.int32:
        raise dtype_error("LuSolve", "lu_pivots", piv.dtype, (torch.int32,))
    if lu.shape[-1] != lu.shape[-2]:
        raise _errors.value_error(
            "LuSolve", f"input lu_data must be a square matrix, but got row: {lu.shape[-2]}, col: {lu.shape[-1]}."
        )
    if piv.shape[-1] != lu.shape[-1]:
        raise _errors.value_error(
            "LuSolve",
            f"the last dim of lu_pivots must be the same as lu_data's last dim, but got lu_pivots' last dim: "
            f"{piv.shape[-1]}, lu_data's last dim: {lu.shape[-1]}.",
        )
    if b.shape[-2] != lu.shape[-1]:
        raise _errors.value_error(
            "LuSolve",
            f"x's col rank must be the same as lu_data's col rank, but got x's: {b.shape[-2]}, lu_data's: "
            f"{lu.shape[-1]}.",
        )
    r = torch.linalg.lu_solve(lu.float(), piv, b.float())
    return r.to(b.dtype)


_PIV_TYPES = (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8)


def lu_unpack(lu: torch.Tensor, piv: torch.Tensor) -> tuple:
    """``ops.LuUnpack()(LU_data, LU_pivots)``: ``(P, L, U)`` with ``A = P @ L @ U`` from the packed LU factors of
    (..., M, N) matrices and their 1-based row pivots: ``P`` (..., M, M), ``L`` (..., M, K) unit lower
    triangular, ``U`` (..., K, N), ``K = min(M, N)``, all of ``LU_data``'s dtype.

    Raises:
        TypeError: pivots not of an integer dtype MindSpore takes.
        ValueError: rank < 2, a pivot count other than ``K``, or a pivot outside ``[1, M]``.
    """
    if piv.dtype not in _PIV_TYPES:
        raise dtype_error("LuUnpack", "LU_pivots", piv.dtype, _PIV_TYPES)
    if lu.ndim < 2:
        raise _errors.value_error(
            "LuUnpack", f"the dimension of LU_data must be greater than or equal to 2, but got: {lu.ndim}."
        )
    m, n = lu.shape[-2], lu.shape[-1]
    k = min(m, n)
    if piv.shape[-1] != k:
        raise _errors.value_error(
            "LuUnpack",
            "the last dimension of LU_pivots must be the same as the minimum value of the last two dimensions of "
            f"LU_data, but got lu_pivots': {piv.shape[-1]}, the minimum value of the last two dimensions of "
            f"LU_data: {k}.",
        )
    p64 = piv.to(torch.int64)
    if bool(((p64 < 1) | (p64 > m)).any()):
        raise ValueError(
            "The value of the elements in LU_pivots must be greater than 1 and less than the size of the "
            "penultimate dimension of LU_data."
        )
    eye = torch.eye(m, k, dtype=lu.dtype, device=lu.device)
    low = torch.tril(lu[..., :, :k], -1) + eye
    up = torch.triu(lu[..., :k, :])
    lead = lu.shape[:-2]
    flat = p64.reshape(-1, k) - 1
    perm = torch.arange(m, device=lu.device).expand(flat.shape[0], m).clone()
    rows = torch.arange(flat.shape[0], device=lu.device)
    for i in range(k):
        j = flat[:, i]
        pi = perm[:, i].clone()
        perm[:, i] = perm[rows, j]
        perm[rows, j] = pi
    pm = torch.zeros(flat.shape[0], m, m, dtype=lu.dtype, device=lu.device)
    pm[rows[:, None], perm, torch.arange(m, device=lu.device)[None, :]] = 1
    return pm.reshape(*lead, m, m), low, up


def _kernel_select(prim: str, t: torch.Tensor, outs: int, supported: str) -> TypeError:
    rule = "-" * 52
    name = dtype_name(t)
    return TypeError(
        f"\n{rule}\n- Kernel select failed:\n{rule}\nSelect CPU operator[{prim}] fail! Unsupported data type!\n"
        f"The supported data types are {supported} , but get input[{name} ] and output[{' '.join([name] * outs)} ]"
    )


def geqrf(t: torch.Tensor) -> tuple:
    """``ops.geqrf(input)``: LAPACK's packed QR ``(y, tau)`` of (..., M, N) matrices: ``R`` on and above the
    diagonal of ``y``, the Householder vectors below it, their scales ``tau`` (..., min(M, N)). Float16 is computed
    in Float32.

    Raises:
        TypeError: a dtype other than Float16/32/64 (MindSpore's kernel-select error).
        ValueError: rank < 2.
    """
    if t.dtype not in (torch.float16,) + _F:
        raise _kernel_select(
            "Geqrf", t, 2, "input[Float32], output[Float32 Float32]; input[Float64], output[Float64 Float64];"
        )
    if t.ndim < 2:
        raise ValueError(f"For primitive[Geqrf], the rank of a must be greater than or equal to 2, but got {t.ndim}.")
    y, tau = torch.geqrf(t.float() if t.dtype == torch.float16 else t)
    return y.to(t.dtype), tau.to(t.dtype)


def orgqr(x: torch.Tensor, tau: torch.Tensor) -> torch.Tensor:
    """``ops.orgqr(input, tau)``: LAPACK's orgqr: the first N columns of ``H_1 ... H_k`` from the Householder
    vectors below the diagonal of ``input`` (..., M, N) and their scales ``tau`` (..., k), ``k <= N <= M``.

    Raises:
        TypeError: a dtype other than Float32/64/Complex64/128, or dtypes that differ.
        ValueError: rank < 2, ``M < N``, ``k > N`` or batch sizes that differ.
    """
    _types("Orgqr", _FC, tau=tau, x=x)
    _same("Orgqr", x, tau)
    if x.ndim < 2:
        raise ValueError(f"For Orgqr, the rank of x must be greater than or equal to 2, while got x rank {x.ndim}.")
    if x.shape[-2] < x.shape[-1]:
        raise ValueError(
            "For Orgqr, x.shape[-2] must be greater than or equal to x.shape[-1], while x.shape[-2] is "
            f"{x.shape[-2]} and x.shape[-1] is {x.shape[-1]}."
        )
    if tau.shape[-1] > x.shape[-1]:
        raise ValueError(
            "For Orgqr, x.shape[-1] must be greater than or equal to tau.shape[-1], while x.shape[-1] is "
            f"{x.shape[-1]} and tau.shape[-1] is {tau.shape[-1]}."
        )
    if x.ndim > 2 and tau.ndim >= 2 and x.shape[0] != tau.shape[0]:
        raise ValueError(
            f"For Orgqr, x and tau should share the same batch size, but x.shape[0] is {x.shape[0]},and "
            f"tau.shape[0] is {tau.shape[0]}."
        )
    return torch.linalg.householder_product(x, tau)


def tridiagonal_matmul(sup: torch.Tensor, main: torch.Tensor, sub: torch.Tensor, rhs: torch.Tensor):
    """``ops.TridiagonalMatMul()(superdiag, maindiag, subdiag, rhs)``: the product of the tridiagonal matrices
    given by their diagonals (..., 1, M) with ``rhs`` (..., M, N): row ``i`` is ``superdiag[i] * rhs[i + 1] +
    maindiag[i] * rhs[i] + subdiag[i] * rhs[i - 1]`` (``superdiag[-1]`` and ``subdiag[0]`` are not read).

    Raises:
        TypeError: a dtype other than Float16/32/64/Complex64/128, or dtypes that differ.
        ValueError: diagonals of rank < 2, not of shape (..., 1, M), or ``M`` other than ``rhs``'s rows.
    """
    named = {"superdiag": sup, "maindiag": main, "subdiag": sub, "rhs": rhs}
    _types("TridiagonalMatMul", _HFC, **named)
    _same("TridiagonalMatMul", sup, main, sub, rhs)
    pre = "For primitive[TridiagonalMatMul], the"
    for name, d in list(named.items())[:3]:
        if d.ndim < 2:
            raise ValueError(f"{pre} dimension of '{name}' must be greater than or equal to 2 , but got {d.ndim}.")
        if d.shape[-2] != 1:
            raise ValueError(
                f"{pre} 1 in the shape of '{name}' [..., 1, M] must be equal to 1 , but got {d.shape[-2]}."
            )
        if d.shape[-1] != rhs.shape[-2]:
            raise ValueError(
                f"{pre} M in the shape of '{name}' [..., 1, M] must be equal to M in the shape of 'rhs' [..., M, N] "
                f"which is {rhs.shape[-2]} , but got {d.shape[-1]}."
            )
    su, ma, sb = (d.mT for d in (sup, main, sub))  # (..., M, 1)
    out = ma * rhs
    out[..., :-1, :] += su[..., :-1, :] * rhs[..., 1:, :]
    out[..., 1:, :] += sb[..., 1:, :] * rhs[..., :-1, :]
    return out


def conjugate_transpose(x: torch.Tensor, perm) -> torch.Tensor:
    """``ops.ConjugateTranspose()(x, perm)``: ``x``'s axes permuted by the tuple ``perm`` (negative axes count from
    the end), conjugated when complex.

    Raises:
        TypeError: ``perm`` not a tuple.
        ValueError: a ``perm`` of the wrong length, with an axis out of range or repeated.
    """
    if not isinstance(perm, tuple):
        raise TypeError(
            f"For primitive[ConjugateTranspose], the input argument[perm] must be a type of {{Tuple}}, but got "
            f"{_errors.not_tensor_name(perm)}."
        )
    if len(perm) != x.ndim:
        raise _errors.value_error(
            "ConjugateTranspose",
            f"the dimension of x {x.ndim} and perm {len(perm)} must be equal, but got the dimension of x {x.ndim} "
            f"and perm {len(perm)} .",
        )
    for p in perm:
        if p >= x.ndim:
            raise ValueError(
                f"For primitive[ConjugateTranspose], the perm element must be less than {x.ndim}, but got {p}."
            )
    axes = [p % x.ndim if x.ndim else p for p in perm]
    if len(set(axes)) != len(axes):
        raise _errors.value_error("ConjugateTranspose", "the value of perm must be different.")
    r = x.permute(axes)
    return r.conj().resolve_conj() if r.is_complex() else r.contiguous()


def adjoint(x: torch.Tensor) -> torch.Tensor:
    """``ops.adjoint(x)``: the last two axes swapped, conjugated when complex.

    Raises:
        ValueError: rank < 2 (MindSpore's swapaxes message).
    """
    if x.ndim < 2:
        lo = -x.ndim if x.ndim else 0
        raise ValueError(f"The 'axis' must be in the range of [{lo}, {max(x.ndim, 1)}), but got -2.")
    r = x.transpose(-1, -2)
    return r.conj().resolve_conj() if r.is_complex() else r.contiguous()


def matrix_logarithm(x: torch.Tensor) -> torch.Tensor:
    """``ops.MatrixLogarithm()(x)``: the principal logarithm of each complex square matrix, through its
    eigendecomposition ``V diag(log w) V^-1`` (MindSpore's Eigen kernel uses the Schur-Padé method: the same for
    diagonalisable matrices; defective matrices are outside this kernel's reach).

    Raises:
        TypeError: ``x`` not a Tensor or not Complex64/Complex128.
        ValueError: rank < 2 or matrices that are not square.
    """
    _not_tensor("MatrixLogarithm", "x", x)
    _types("MatrixLogarithm", (torch.complex64, torch.complex128), x=x)
    if x.ndim < 2:
        raise ValueError(
            f"For primitive[MatrixLogarithm], the x rank must be greater than or equal to 2, but got {x.ndim}."
        )
    if x.shape[-1] != x.shape[-2]:
        raise ValueError(
            f"For MatrixLogarithm, the last two dimensions of input 'x' must be equal, but got x.shape = "
            f"{tuple(x.shape)}."
        )
    w, v = torch.linalg.eig(x.to(torch.complex128))
    r = v @ torch.diag_embed(torch.log(w)) @ torch.linalg.inv(v)
    return r.to(x.dtype)


def cond(a: torch.Tensor, p=None) -> torch.Tensor:
    """``ops.cond(A, p)``: ``norm(A, p) * norm(inv(A), p)`` (``p`` None: 2), as MindSpore composes it from
    ``ops.norm`` and ``MatrixInverse``; a batch (rank >= 3) gives Float32 of the batch shape.

    Raises:
        ValueError: a ``p`` ``ops.norm`` refuses for matrices, ``A`` of rank < 2 or not square (MatrixInverse's).
        TypeError: a dtype MatrixInverse refuses.
    """
    from .linalg import inverse, norm

    p = 2 if p is None else p

    def one(m: torch.Tensor) -> torch.Tensor:
        na = norm(m if m.is_floating_point() or m.is_complex() else m.double(), p)
        return na * norm(inverse(m), p)

    if a.ndim >= 3:
        flat = a.reshape(-1, *a.shape[-2:])
        out = torch.stack([one(m).to(torch.float32) for m in flat])
        return out.reshape(a.shape[:-2])
    return one(a)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
