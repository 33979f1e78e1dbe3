"""Primitives over the solver and factorisation kernels: `Lstsq`, `MatrixSolveLs`, `MatrixTriangularSolve`,
`LuSolve`, `LuUnpack`, `Orgqr`, `TridiagonalMatMul`, `ConjugateTranspose`, `MatrixLogarithm`."""

from __future__ import annotations

from ..._checkparam import check_type_name, check_value_type
from ..._kernels import linalg_ext as _LX
from ..function import _linalg_ext as _F
from ..function._utils import Tensor, _wrap
from ..primitive import Primitive


def _same_tensors(prim: str, names: str, valid: str, **named):
    """MindSpore's CheckTensorTypeSame TypeError for a non-Tensor among inputs checked together."""
    for arg, v in named.items():
        if not isinstance(v, Tensor):
            from ..._kernels.errors import not_tensor_name

            kind = not_tensor_name(v) if not isinstance(v, list) else _list_name(v)
            raise TypeError(
                f"The primitive[{prim}]'s input arguments[{names}] must be all tensor and those type must be same. "
                f"But got input argument[{arg}]:{kind}\nValid type list: {{{valid}}}."
            )
    return [v._t if v._t is not None else v._data() for v in named.values()]


def _list_name(v) -> str:
    if isinstance(v, list):
        return "List[" + (_list_name(v[0]) if v else "") + "]"
    return {bool: "Bool", int: "Int64", float: "Float32"}.get(type(v), "External")


_FC = "Tensor[Complex128], Tensor[Complex64], Tensor[Float32], Tensor[Float64]"


class Lstsq(Primitive):
    """``ops.Lstsq(fast=True, l2_regularizer=0.0)(x, a)``: the least-squares solution of ``x @ out = a``.

    Mirrors ``mindspore.ops.Lstsq`` (2.10, CPU): ``x`` (M, N), ``a`` (M,) or (M, K) of one dtype (Float16/32/64);
    out (N, K) (minimum-norm when M < N). MindSpore's constructor takes only ``fast=True`` and
    ``l2_regularizer=0.0``.

    Raises:
        TypeError: another ``fast`` or ``l2_regularizer``; unsupported or differing dtypes.
        ValueError: ``x`` not 2-D, ``a`` not 1-D/2-D, row counts that differ.
    """

    def __init__(self, fast: bool = True, l2_regularizer: float = 0.0) -> None:
        super().__init__("Lstsq")
        check_type_name("fast", fast, True, "Lstsq")
        check_type_name("l2_regularizer", l2_regularizer, 0.0, "Lstsq")
        self.fast, self.l2_regularizer = fast, l2_regularizer
        self.add_prim_attr("fast", fast)
        self.add_prim_attr("l2_regularizer", l2_regularizer)

    def __call__(self, x: Tensor, a: Tensor) -> Tensor:
        tx, ta = _same_tensors("Lstsq", "a, x", "Tensor[Float16], Tensor[Float32], Tensor[Float64]", x=x, a=a)
        return _wrap(_LX.lstsq_ms(tx, ta))


class MatrixSolveLs(Primitive):
    """``ops.MatrixSolveLs(fast=True)(matrix, rhs, l2_regularizer)``: regularised least-squares solutions of
    ``matrix @ X = rhs`` (..., N, K).

    Mirrors ``mindspore.ops.MatrixSolveLs`` (2.10, CPU): Float32/64/Complex64/128 matrices, a Float64 scalar
    ``l2_regularizer``. ``fast``: the normal equations ``(A^H A + l2 I)^-1 A^H B`` (``A^H (A A^H + l2 I)^-1 B``
    for fewer rows than columns); otherwise the minimum-norm solution, the regulariser ignored.

    Raises:
        TypeError: ``fast`` not bool; an ``l2_regularizer`` not Float64, unsupported or differing dtypes.
        ValueError: rank < 2 or row counts that differ.
    """

    def __init__(self, fast: bool = True) -> None:
        super().__init__("MatrixSolveLs")
        check_value_type("fast", fast, [bool], "MatrixSolveLs")
        self.fast = fast
        self.add_prim_attr("fast", fast)

    def __call__(self, matrix: Tensor, rhs: Tensor, l2: Tensor) -> Tensor:
        tm, tr, tl = _same_tensors("MatrixSolveLs", "matrix, rhs", _FC, matrix=matrix, rhs=rhs, l2_regularizer=l2)
        return _wrap(_LX.matrix_solve_ls(tm, tr, tl, self.fast))


class MatrixTriangularSolve(Primitive):
    """``ops.MatrixTriangularSolve(lower=True, adjoint=False)(matrix, rhs)``: ``X`` with ``T @ X = rhs``, ``T``
    the lower (upper) triangle of each square ``matrix`` (``adjoint``: its conjugate transpose).

    Mirrors ``mindspore.ops.MatrixTriangularSolve`` (2.10, CPU): Float32/64/Complex64/128. Known difference: a 2-D
    ``matrix`` with a batched ``rhs`` is broadcast here; MindSpore's CPU kernel reads past the matrix there.

    Raises:
        TypeError: ``lower``/``adjoint`` not bool; unsupported or differing dtypes.
        ValueError: rank < 2, non-square matrices, row counts or batch dimensions that differ.
    """

    def __init__(self, lower: bool = True, adjoint: bool = False) -> None:
        super().__init__("MatrixTriangularSolve")
        check_value_type("adjoint", adjoint, [bool], "MatrixTriangularSolve")
        check_value_type("lower", lower, [bool], "MatrixTriangularSolve")
        self.lower, self.adjoint = lower, adjoint
        self.add_prim_attr("lower", lower)
        self.add_prim_attr("adjoint", adjoint)

    def __call__(self, matrix: Tensor, rhs: Tensor) -> Tensor:
        tm, tr = _same_tensors("MatrixTriangularSolve", "matrix, rhs", _FC, matrix=matrix, rhs=rhs)
        return _wrap(_LX.matrix_triangular_solve(tm, tr, self.lower, self.adjoint))


class LuSolve(Primitive):
    """``ops.LuSolve()(x, lu_data, lu_pivots)``: ``ops.lu_solve(x, lu_data, lu_pivots)``. Mirrors
    ``mindspore.ops.LuSolve`` (2.10); errors are those of :func:`mindspore.ops.lu_solve`."""

    def __init__(self) -> None:
        super().__init__("LuSolve")

    def __call__(self, x: Tensor, lu_data: Tensor, lu_pivots: Tensor) -> Tensor:
        return _F.lu_solve(x, lu_data, lu_pivots)


class LuUnpack(Primitive):
    """``ops.LuUnpack(unpack_data=True, unpack_pivots=True)(LU_data, LU_pivots)``: ``(pivots, L, U)`` (all three,
    whatever the attributes). Mirrors ``mindspore.ops.LuUnpack`` (2.10); see :func:`mindspore.ops.lu_unpack`.

    Raises:
        TypeError: attributes not bool, pivots of an unsupported dtype. ValueError: as ``ops.lu_unpack``.
    """

    def __init__(self, unpack_data: bool = True, unpack_pivots: bool = True) -> None:
        super().__init__("LuUnpack")
        check_value_type("unpack_data", unpack_data, [bool], "LuUnpack")
        check_value_type("unpack_pivots", unpack_pivots, [bool], "LuUnpack")
        self.unpack_data, self.unpack_pivots = unpack_data, unpack_pivots
        self.add_prim_attr("unpack_data", unpack_data)
        self.add_prim_attr("unpack_pivots", unpack_pivots)

    def __call__(self, LU_data: Tensor, LU_pivots: Tensor) -> tuple:
        return _F.lu_unpack(LU_data, LU_pivots)


class Orgqr(Primitive):
    """``ops.Orgqr()(x, tau)``: ``ops.orgqr(x, tau)``. Mirrors ``mindspore.ops.Orgqr`` (2.10)."""

    def __init__(self) -> None:
        super().__init__("Orgqr")
        self.init_prim_io_names(inputs=["x", "tau"], outputs=["y"])

    def __call__(self, x: Tensor, tau: Tensor) -> Tensor:
        return _F.orgqr(x, tau)


class TridiagonalMatMul(Primitive):
    """``ops.TridiagonalMatMul()(superdiag, maindiag, subdiag, rhs)``: the product of tridiagonal matrices, given by
    their three diagonals (..., 1, M), with ``rhs`` (..., M, N).

    Mirrors ``mindspore.ops.TridiagonalMatMul`` (2.10, CPU): Float16/32/64/Complex64/128, one dtype;
    ``superdiag[..., -1]`` and ``subdiag[..., 0]`` are not read.

    Raises:
        TypeError: unsupported or differing dtypes. ValueError: diagonal shapes that do not fit ``rhs``.
    """

    def __init__(self) -> None:
        super().__init__("TridiagonalMatMul")
        self.init_prim_io_names(inputs=["superdiag", "maindiag", "subdiag", "rhs"], outputs=["y"])

    def __call__(self, superdiag: Tensor, maindiag: Tensor, subdiag: Tensor, rhs: Tensor) -> Tensor:
        ts = _same_tensors(
            "TridiagonalMatMul",
            "superdiag, maindiag, subdiag, rhs",
            "Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64]",
            superdiag=superdiag,
            maindiag=maindiag,
            subdiag=subdiag,
            rhs=rhs,
        )
        return _wrap(_LX.tridiagonal_matmul(*ts))


class ConjugateTranspose(Primitive):
    """``ops.ConjugateTranspose()(x, perm)``: ``x``'s axes permuted by the tuple ``perm``, conjugated when complex
    (any dtype). Mirrors ``mindspore.ops.ConjugateTranspose`` (2.10).

    Raises:
        TypeError: ``x`` not a Tensor, ``perm`` not a tuple. ValueError: a wrong, repeated or out-of-range ``perm``.
    """

    def __init__(self) -> None:
        super().__init__("ConjugateTranspose")
        self.init_prim_io_names(inputs=["x", "perm"], outputs=["output"])

    def __call__(self, x: Tensor, perm: tuple) -> Tensor:
        return _wrap(_LX.conjugate_transpose(_F._tensor_of("ConjugateTranspose", "x", x), perm))


class MatrixLogarithm(Primitive):
    """``ops.MatrixLogarithm()(x)``: the principal logarithm of each complex square matrix (..., M, M).

    Mirrors ``mindspore.ops.MatrixLogarithm`` (2.10, CPU): Complex64/Complex128. Computed through the
    eigendecomposition; MindSpore's Eigen kernel (Schur-Padé) agrees on diagonalisable matrices, defective ones
    are a known difference.

    Raises:
        TypeError: ``x`` not a complex Tensor. ValueError: rank < 2 or non-square matrices.
    """

    def __init__(self) -> None:
        super().__init__("MatrixLogarithm")
        self.init_prim_io_names(inputs=["x"], outputs=["y"])

    def __call__(self, x: Tensor) -> Tensor:
        return _wrap(_LX.matrix_logarithm(_F._tensor_of("MatrixLogarithm", "x", x)))
