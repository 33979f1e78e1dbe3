"""`mindspore.scipy.linalg`: SciPy-style linear algebra on MindSpore Tensors (solve_triangular, block_diag, inv,
cholesky, cho_factor, cho_solve, eigh, lu_factor, lu, lu_solve,
det, lstsq)."""

from __future__ import annotations

from .. import _api
from .._kernels import errors as _errors
from .._kernels import linalg as _K_linalg
from ..common import dtype as mstype
from ..common.tensor import Tensor, _wrap

__all__ = _api.names(__name__)

_REAL_DTYPES = (mstype.int32, mstype.int64, mstype.float32, mstype.float64)
_EIGH_DTYPES = _REAL_DTYPES + (mstype.complex64, mstype.complex128)


def _type_check(func_name: str, arg, arg_type: type, arg_name: str) -> None:
    """MindSpore's ``scipy.utils._type_check``: ``arg`` must be an ``arg_type`` (a bool is not an int)."""
    if not isinstance(arg, arg_type) or (arg_type is int and isinstance(arg, bool)):
        raise _errors.type_error(
            func_name,
            f"the type of '{arg_name}' should be {arg_type.__name__}, but got '{arg}' with type {type(arg).__name__}.",
        )


def _tensor_check(func_name: str, arg, arg_name: str = "a") -> None:
    """MindSpore's ``scipy.utils._mstype_check`` for a Tensor argument."""
    if not isinstance(arg, Tensor):
        raise _errors.type_error(
            func_name, f"the type of '{arg_name}' should be Tensor, but got '{arg}' with type {type(arg).__name__}."
        )


def _dtype_check(func_name: str, arg: Tensor, dtypes: tuple, arg_name: str = "a") -> None:
    """MindSpore's ``scipy.utils._dtype_check``: ``arg``'s dtype is one of ``dtypes``."""
    if arg.dtype not in dtypes:
        names = ", ".join(f"mindspore.{d}".lower() for d in dtypes)
        raise _errors.type_error(
            func_name, f"the data type of '{arg_name}' should be one of [{names}], but got {arg.dtype}."
        )


def _square_check(func_name: str, arg: Tensor, arg_name: str = "a") -> None:
    """MindSpore's ``scipy.utils._square_check``: ``arg`` is a 2-D square matrix."""
    if arg.ndim != 2:
        raise _errors.value_error(func_name, f"the dimension of '{arg_name}' should be 2, but got {arg.ndim}.")
    if arg.shape[0] != arg.shape[1]:
        raise _errors.value_error(
            func_name, f"the matrix '{arg_name}' should be a square matrix like (N, N), but got {tuple(arg.shape)}."
        )


def _solve_check(func_name: str, a: Tensor, b: Tensor, a_name: str, b_name: str) -> None:
    """MindSpore's ``scipy.utils._solve_check``: ``a`` a 2-D square matrix, ``b`` 1-D or 2-D with ``a``'s rows, both
    of one dtype."""
    _square_check(func_name, a, a_name)
    if b.ndim not in (1, 2):
        raise _errors.value_error(func_name, f"the dimension of '{b_name}' should be one of (1, 2), but got {b.ndim}.")
    if b.shape[0] != a.shape[0]:
        raise _errors.value_error(
            func_name,
            f"the last two dimensions of '{a_name}' and '{b_name}' should be matched, but got shape of "
            f"{tuple(a.shape)} and {tuple(b.shape)}. Please make sure that the shape of '{a_name}' and '{b_name}' be "
            "like (N, N) X (N, M) or (N, N) X (N).",
        )
    if a.dtype != b.dtype:
        raise _errors.type_error(
            func_name,
            f"the data type of '{a_name}' and '{b_name}' should be the same, but got the data type of '{a_name}' is "
            f"{a.dtype} and the data type of '{b_name}' is {b.dtype}.",
        )


def _as_float64(a: Tensor) -> Tensor:
    """Int32/Int64 ``a`` as Float64 (MindSpore's scipy.linalg computes integer inputs so); others unchanged."""
    return a.astype(mstype.float64) if a.dtype in (mstype.int32, mstype.int64) else a


def _real_matrix(func_name: str, a: Tensor, flags: tuple, square_first: bool = False) -> Tensor:
    """The checks the real square-matrix functions share (flags as ``(value, name)``; the shape checked before the
    dtype with ``square_first``, as ``inv`` and ``det`` do), then ``a`` as computed (Int32/Int64 as Float64)."""
    for arg, name in flags:
        _type_check(func_name, arg, bool, name)
    _tensor_check(func_name, a)
    if square_first:
        _square_check(func_name, a)
    _dtype_check(func_name, a, _REAL_DTYPES)
    if not square_first:
        _square_check(func_name, a)
    return _as_float64(a)


_TRANS = {"N": 0, "T": 1, "C": 2}


def solve_triangular(
    a: Tensor,
    b: Tensor,
    trans=0,
    lower: bool = False,
    unit_diagonal: bool = False,
    overwrite_b: bool = False,
    debug=None,
    check_finite: bool = True,
) -> Tensor:
    """The solution ``x`` of ``a x = b`` (``trans`` 0/'N'), ``a^T x = b`` (1/'T') or ``a^H x = b`` (2/'C') for the
    triangular ``a`` ``(*, M, M)``: only its lower (``lower``) or upper triangle is read, and with ``unit_diagonal``
    its diagonal is taken as ones. ``b`` is ``(*, M)`` or ``(*, M, N)``; ``x`` has ``b``'s shape. Mirrors
    ``mindspore.scipy.linalg.solve_triangular`` (2.10, ``ops.auto_generate.solve_triangular``): Int32 inputs give
    Float32, Int64 ones Float64; ``overwrite_b``, ``debug`` and ``check_finite`` are ignored.

    Raises:
        ValueError: a ``trans`` string other than 'N'/'T'/'C'; ``a`` under 2-D or not square; ``b``'s rows not
            ``a``'s.
        RuntimeError: an int ``trans`` other than 0, 1, 2.
        TypeError: ``a``/``b`` not Tensors, ``lower``/``unit_diagonal`` not bools (``Failed calling
            SolveTriangular``), ``a`` and ``b`` of different dtypes.
    """
    if isinstance(trans, str):
        if trans not in _TRANS:
            raise ValueError("For SolveTriangular, Augment[trans] must be one of [1, 2, 3,'N', 'T', 'C'].")
        trans = _TRANS[trans]
    if not (
        isinstance(a, Tensor)
        and isinstance(b, Tensor)
        and isinstance(trans, int)
        and isinstance(lower, bool)
        and isinstance(unit_diagonal, bool)
    ):
        raise _errors.call_error("SolveTriangular", a=a, b=b, trans=trans, lower=lower, unit_diagonal=unit_diagonal)
    op = "SolveTriangular"
    if trans not in (0, 1, 2):
        raise _errors.runtime_error(op, f"'trans' must be in [0, 1, 2, 'N', 'T', 'C'], but got [{trans}].")
    if a.ndim < 2:
        raise _errors.value_error(op, f"dim of matrix a must greater or equal to 2, but got a at {a.ndim}-dimensional ")
    if a.shape[-1] != a.shape[-2]:
        dims = ", ".join(str(d) for d in a.shape)
        raise _errors.value_error(
            op,
            f"the last two dimensions of `a` should be the same, but got shape of [const vector]{{{dims}}}. Please "
            "make sure that the shape of `a` be like [..., N, N].",
        )
    rows = b.shape[-1] if b.ndim == a.ndim - 1 else b.shape[-2] if b.ndim >= 2 else None
    if rows != a.shape[-1]:
        da, db = (", ".join(str(d) for d in t.shape) for t in (a, b))
        raise _errors.value_error(
            op,
            f"the last two dimensions of `a` and `b` should be matched, but got shape of [const vector]{{{da}}} and "
            f"[const vector]{{{db}}}. Please make sure that the shape of `a` and `b` be like [..., N, N] X "
            "[..., N, M] or [..., N, N ] X[..., N].",
        )
    if a.dtype != b.dtype:
        raise _errors.type_error(
            op, "the type of a and b must be same, but got type of a is different from that of b! ", sep="' "
        )
    if a.dtype in (mstype.int8, mstype.int16, mstype.int32, mstype.uint8):
        a, b = a.astype(mstype.float32), b.astype(mstype.float32)
    a, b = _as_float64(a), _as_float64(b)
    return _wrap(_K_linalg.solve_triangular_ext(a._t, b._t, trans, lower, unit_diagonal))


def block_diag(*arrs: Tensor) -> Tensor:
    """The block-diagonal matrix of ``arrs`` (0-D, 1-D or 2-D Tensors, a 0-D or 1-D one taken as one row), of
    their promoted dtype; ``(1, 0)`` Float32 zeros when none is given. Mirrors
    ``mindspore.scipy.linalg.block_diag`` (2.10).

    Raises:
        ValueError: an argument of more than 2 dimensions.
    """
    if not arrs:
        return _wrap(_K_linalg.block_diag([]).reshape(1, 0))
    if any(a.ndim > 2 for a in arrs):
        raise ValueError("Arguments to mindspore.scipy.linalg.block_diag must have at most 2 dimensions.")
    return _wrap(_K_linalg.block_diag([a._t.reshape(1, -1) if a.ndim < 2 else a._t for a in arrs]))


def inv(a: Tensor, overwrite_a: bool = False, check_finite: bool = True) -> Tensor:
    """The inverse of the square matrix ``a`` ``(N, N)``. Mirrors ``mindspore.scipy.linalg.inv`` (2.10,
    ``MatrixInverse``): Int32/Int64 inputs give Float64, Float32/Float64 keep their dtype; the flags are checked
    and otherwise ignored.

    Raises:
        TypeError: ``a`` not a Tensor, or not Int32/Int64/Float32/Float64; a flag not a bool.
        ValueError: ``a`` not 2-D or not square.
    """
    a = _real_matrix("inv", a, ((overwrite_a, "overwrite_a"), (check_finite, "check_finite")), square_first=True)
    return _wrap(_K_linalg.inverse(a._t))


def cholesky(a: Tensor, lower: bool = False, overwrite_a: bool = False, check_finite: bool = True) -> Tensor:
    """The Cholesky factor of the symmetric positive-definite ``a`` ``(N, N)``: upper (``U^T U = a``, the default)
    or lower (``lower=True``). Mirrors ``mindspore.scipy.linalg.cholesky`` (2.10): Int32/Int64 inputs give
    Float64; the ``overwrite_a``/``check_finite`` flags are checked and otherwise ignored.

    Raises:
        TypeError: a flag not a bool; ``a`` not a Tensor, or not Int32/Int64/Float32/Float64.
        ValueError: ``a`` not 2-D or not square.
    """
    flags = ((overwrite_a, "overwrite_a"), (check_finite, "check_finite"), (lower, "lower"))
    a = _real_matrix("cholesky", a, flags)
    return _wrap(_K_linalg.cholesky(a._t, upper=not lower))


def cho_factor(a: Tensor, lower: bool = False, overwrite_a: bool = False, check_finite: bool = True) -> tuple:
    """``(c, lower)``: :func:`cholesky`'s factor of ``a`` with the ``lower`` flag, for :func:`cho_solve`. Mirrors
    ``mindspore.scipy.linalg.cho_factor`` (2.10), whose ``c`` is zero in the other triangle (SciPy leaves
    arbitrary values there).

    Raises:
        TypeError, ValueError: as :func:`cholesky`, worded for ``cho_factor``.
    """
    flags = ((overwrite_a, "overwrite_a"), (check_finite, "check_finite"), (lower, "lower"))
    a = _real_matrix("cho_factor", a, flags)
    return _wrap(_K_linalg.cholesky(a._t, upper=not lower)), lower


def cho_solve(c_and_lower: tuple, b: Tensor, overwrite_b: bool = False, check_finite: bool = True) -> Tensor:
    """The solution ``x`` of ``A x = b`` given :func:`cho_factor`'s ``(c, lower)`` of ``A``; ``b`` ``(N,)`` or
    ``(N, M)``, ``x`` shaped like ``b``. Mirrors ``mindspore.scipy.linalg.cho_solve`` (2.10): ``c`` and ``b`` must
    share a dtype (Int32/Int64 ones are computed as Float64); only ``c``'s ``lower`` triangle is read.

    Raises:
        TypeError: a flag (or ``lower``) not a bool; ``c``/``b`` not Tensors, not Int32/Int64/Float32/Float64, or of
            different dtypes.
        ValueError: ``c`` not 2-D square; ``b`` not 1-D or 2-D, or its rows not ``c``'s.
    """
    func_name = "cho_solve"
    c, lower = c_and_lower
    for arg, name in ((overwrite_b, "overwrite_b"), (check_finite, "check_finite"), (lower, "lower")):
        _type_check(func_name, arg, bool, name)
    _tensor_check(func_name, c, "c")
    _tensor_check(func_name, b, "b")
    _dtype_check(func_name, c, _REAL_DTYPES, "c")
    _dtype_check(func_name, b, _REAL_DTYPES, "b")
    _solve_check(func_name, c, b, "c", "b")
    return _wrap(_K_linalg.cho_solve(_as_float64(c)._t, _as_float64(b)._t, lower))


def eigh(
    a: Tensor,
    b=None,
    lower: bool = True,
    eigvals_only: bool = False,
    overwrite_a: bool = False,
    overwrite_b: bool = False,
    turbo: bool = True,
    eigvals=None,
    type: int = 1,
    check_finite: bool = True,
):
    """The eigenvalues ``w`` ``(M,)``, ascending, and (unless ``eigvals_only``) the eigenvectors ``v`` ``(M, M)``,
    as columns, of the real symmetric or complex Hermitian ``a`` ``(M, M)``, read from its lower triangle
    (``lower=True``, the default) or upper one. Mirrors ``mindspore.scipy.linalg.eigh`` (2.10): Int32/Int64
    inputs are computed as Float64; the results keep the (so cast) input's dtype, Complex64/Complex128
    eigenvalues included (with zero imaginary parts). Only the standard
    problem is implemented (``b`` and ``eigvals`` must be None); ``overwrite_*``, ``turbo``, ``type`` and
    ``check_finite`` are checked and otherwise ignored, as MindSpore's. The signs of eigenvectors may differ
    from MindSpore's (LAPACK's choice).

    Raises:
        TypeError: ``a`` not a Tensor or of another dtype; a flag not a bool; ``type`` not an int.
        ValueError: ``a`` not 2-D or not square; ``b`` or ``eigvals`` not None.
    """
    func_name = "eigh"
    for arg, name in (
        (lower, "lower"),
        (eigvals_only, "eigvals_only"),
        (overwrite_a, "overwrite_a"),
        (overwrite_b, "overwrite_b"),
        (turbo, "turbo"),
    ):
        _type_check(func_name, arg, bool, name)
    _type_check(func_name, type, int, "type")
    _type_check(func_name, check_finite, bool, "check_finite")
    _tensor_check(func_name, a)
    _dtype_check(func_name, a, _EIGH_DTYPES)
    _square_check(func_name, a)
    if b is not None:
        raise _errors.value_error(func_name, "currently only case b=None of 'eigh' is implemented.")
    if eigvals is not None:
        raise _errors.value_error(func_name, "currently only case eigvals=None of 'eigh' is implemented.")
    out = _K_linalg.eigh(_as_float64(a)._t, lower=lower, vectors=not eigvals_only)
    return tuple(_wrap(o) for o in out) if isinstance(out, tuple) else _wrap(out)


def lu_factor(a: Tensor, overwrite_a: bool = False, check_finite: bool = True) -> tuple:
    """``(lu, piv)``: the LU factorization with partial pivoting of the square ``a`` ``(N, N)``, ``lu`` holding
    ``U`` and ``L`` below the diagonal (its unit diagonal implied), ``piv`` the 0-based Int32 row interchanges.
    Mirrors ``mindspore.scipy.linalg.lu_factor`` (2.10): Int32/Int64 inputs give Float64; the flags are checked
    and otherwise ignored.

    Raises:
        TypeError: a flag not a bool; ``a`` not a Tensor, or not Int32/Int64/Float32/Float64.
        ValueError: ``a`` not 2-D or not square.
    """
    a = _real_matrix("lu_factor", a, ((overwrite_a, "overwrite_a"), (check_finite, "check_finite")))
    lu_t, piv, _ = _K_linalg.lu_scipy(a._t)
    return _wrap(lu_t), _wrap(piv)


def lu(a: Tensor, permute_l: bool = False, overwrite_a: bool = False, check_finite: bool = True) -> tuple:
    """``(p, l, u)`` with ``a = p @ l @ u`` for ``a`` ``(M, N)``, ``M <= N``: ``p`` the Int32 permutation matrix
    ``(M, M)``, ``l`` ``(M, M)`` unit lower triangular, ``u`` ``(M, N)`` upper triangular (zeroed entries below a
    negative factor are -0.0, as MindSpore's). Mirrors ``mindspore.scipy.linalg.lu`` (2.10): Int32/Int64 inputs
    give Float64; ``permute_l=True`` fails as MindSpore's (its ``p @ l`` multiplies Int32 by a float matrix).

    Raises:
        TypeError: a flag not a bool; ``a`` not a Tensor, or not Int32/Int64/Float32/Float64; ``permute_l`` True.
        ValueError: ``a`` not 2-D, or more rows than columns.
    """
    func_name = "lu"
    for arg, name in ((permute_l, "permute_l"), (overwrite_a, "overwrite_a"), (check_finite, "check_finite")):
        _type_check(func_name, arg, bool, name)
    _tensor_check(func_name, a)
    _dtype_check(func_name, a, _REAL_DTYPES)
    if a.ndim != 2:
        raise _errors.value_error(func_name, f"the dimension of 'a' should be 2, but got {a.ndim}.")
    a = _as_float64(a)
    m, n = a.shape
    if m > n:
        raise ValueError("last two dimensions of LU decomposition must be row less or equal to col.")
    lu_t, _, p = _K_linalg.lu_scipy(a._t)
    low, up = _K_linalg.lu_parts(lu_t, m, min(m, n))
    if permute_l:
        raise _errors.type_error(
            "MatMul",
            f"the type of 'x2' should be same as 'x1', but got 'x1' with type Tensor[Int32] and 'x2' with type "
            f"Tensor[{a.dtype}].",
        )
    return _wrap(p), _wrap(low), _wrap(up)


def lu_solve(lu_and_piv: tuple, b: Tensor, trans: int = 0, overwrite_b: bool = False, check_finite: bool = True):
    """The solution ``x`` of ``a x = b`` (``trans`` 0) from :func:`lu_factor`'s ``(lu, piv)`` of ``a``; ``b``
    ``(N, M)``. ``trans`` 1 or 2 gives MindSpore's result, which is not ``a^T x = b``'s (it permutes ``b`` before
    solving with ``U^T`` and ``L^T``). Mirrors ``mindspore.scipy.linalg.lu_solve`` (2.10): ``lu`` and ``b``
    share a dtype (Int32/Int64 computed as Float64), ``piv`` is 1-D Int32; a 1-D ``b`` fails as MindSpore's
    (``IndexError``: it indexes ``b[permutation, :]``).

    Raises:
        TypeError: a flag not a bool; ``lu``/``b``/``piv`` not Tensors or of the wrong dtypes; ``lu`` and ``b`` of
            different dtypes.
        ValueError: ``lu`` not 2-D square; ``b`` not 1-D/2-D or its rows not ``lu``'s; ``piv`` not 1-D; ``trans``
            not 0, 1 or 2.
        IndexError: a 1-D ``b``.
    """
    func_name = "lu_solve"
    lu_matrix, pivot = lu_and_piv
    for arg, name in ((overwrite_b, "overwrite_b"), (check_finite, "check_finite")):
        _type_check(func_name, arg, bool, name)
    for arg, name in ((lu_matrix, "lu_matrix"), (b, "b"), (pivot, "pivot")):
        _tensor_check(func_name, arg, name)
    _dtype_check(func_name, lu_matrix, _REAL_DTYPES, "lu_matrix")
    _dtype_check(func_name, b, _REAL_DTYPES, "b")
    if pivot.dtype != mstype.int32:
        raise _errors.type_error(
            func_name, f"the data type of 'pivot' should be [mindspore.int32], but got {pivot.dtype}."
        )
    _solve_check(func_name, lu_matrix, b, "lu_matrix", "b")
    if pivot.ndim != 1:
        raise _errors.value_error(func_name, f"the dimension of 'pivot' should be 1, but got {pivot.ndim}.")
    if trans not in (0, 1, 2):
        raise _errors.value_error(func_name, f"the value of 'trans' should be one of (0, 1, 2), but got {trans}.")
    if b.ndim == 1:
        raise IndexError("too many indices for tensor of dimension1")
    x = _K_linalg.lu_solve_scipy(_as_float64(lu_matrix)._t, pivot._t, _as_float64(b)._t, trans)
    return _wrap(x)


def det(a: Tensor, overwrite_a: bool = False, check_finite: bool = True) -> Tensor:
    """The determinant of the square matrix ``a`` ``(N, N)``, a 0-d Tensor. Mirrors ``mindspore.scipy.linalg.det``
    (2.10; bound in the module, not in its ``__all__``): Int32/Int64 inputs give Float64; the flags are checked and
    otherwise ignored. MindSpore expands 2x2 and 3x3 determinants and takes larger ones from the LU factors; this
    computes them all from LU, so the last digits may differ.

    Raises:
        TypeError: a flag not a bool; ``a`` not a Tensor, or not Int32/Int64/Float32/Float64.
        ValueError: ``a`` not 2-D or not square.
    """
    a = _real_matrix("det", a, ((overwrite_a, "overwrite_a"), (check_finite, "check_finite")), square_first=True)
    return _wrap(_K_linalg.det(a._t))


def lstsq(A: Tensor, B: Tensor, rcond=None, driver=None) -> tuple:
    """``(solution, residuals, rank, singular_values)`` of the least-squares problem ``A x = B`` (``A`` ``(M, N)``,
    ``B`` ``(M, K)``) with LAPACK's ``driver`` ('gelsy' by default on CPU, 'gels', 'gelsd', 'gelss'): residuals
    only for full-rank ``M > N`` and a driver other than 'gelsy', singular values only for 'gelsd'/'gelss', both
    empty otherwise, ``rank`` a 0-d Int64. Mirrors ``mindspore.scipy.linalg.lstsq`` (2.10, ``lstsq_v2_op``);
    ``rcond`` is ignored, as MindSpore's.
    """
    return tuple(_wrap(t) for t in _K_linalg.lstsq_full(A._t, B._t, driver))
