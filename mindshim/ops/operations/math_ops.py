"""Math primitives (`ops.Add`, `ops.ReduceSum`, `ops.MatMul`, ...), each forwarding to its functional op."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ...common import dtype as mstype
from ..function import math_func as M
from ..._kernels import amp as _AMP
from ..._kernels import array as _AK
from ..._kernels import dtypes as _dtypes
from ..._kernels import elementwise as _EK
from ..._kernels import errors as _errors
from ..._kernels import linalg as _LK
from ..._kernels import reduction as _RK
from ..._kernels import scan as _SK
from ..function import nn_func as N
from ..function.other_func import scalar_cast as _scalar_cast
from ..function._utils import Tensor, _as_tensor, _check_tensor, _wrap
from ..primitive import Primitive  # noqa: F401  (re-exported: mindshim._api)
from ._base import define

# ---- element-wise: no attributes -----------------------------------------------------------------
_BIN = {
    "Add": M.add, "Sub": M.sub, "Mul": M.mul, "Div": M.div, "FloorDiv": M.floor_div,
    "FloorMod": M.floor_mod, "Mod": M._mod_prim, "Pow": M.pow, "Minimum": M.minimum, "Maximum": M.maximum,
    "Atan2": M.atan2, "BitwiseAnd": M.bitwise_and, "BitwiseOr": M.bitwise_or, "BitwiseXor": M.bitwise_xor,
    "LogicalAnd": M.logical_and, "LogicalOr": M.logical_or, "LogicalXor": M.logical_xor, "Equal": M.equal,
    "NotEqual": M.not_equal, "Less": M.less, "LessEqual": M.less_equal, "Greater": M.greater,
    "GreaterEqual": M.greater_equal, "SquaredDifference": M.squared_difference, "Xlogy": M.xlogy,
    "TensorAdd": M.add, "Hypot": M.hypot, "Xdivy": M.xdivy, "Fmax": M.fmax, "Fmin": M.fmin, "Gcd": M.gcd,
    "Lcm": M.lcm, "LeftShift": M.bitwise_left_shift, "RightShift": M.bitwise_right_shift, "NextAfter": M.nextafter,
    "Igamma": M.igamma, "Igammac": M.igammac, "Zeta": M.zeta, "TruncateDiv": M.truncate_div,
    "TruncateMod": M.truncate_mod, "Heaviside": M.heaviside, "Polar": M.polar, "Ger": M.ger,
}  # fmt: skip
_UN = {
    "Neg": M.neg, "Abs": M.abs, "Exp": M.exp, "Expm1": M.expm1, "Log": M.log, "Log1p": M.log1p, "Sqrt": M.sqrt,
    "Rsqrt": M.rsqrt, "Square": M.square, "Sin": M.sin, "Cos": M.cos, "Tan": M.tan, "Asin": M.asin, "ACos": M.acos,
    "Atan": M.atan, "Sinh": M.sinh, "Cosh": M.cosh, "Round": M.round, "Floor": M.floor, "Ceil": M.ceil,
    "Trunc": M.trunc, "Sign": M.sign, "Reciprocal": M.reciprocal, "Inv": M.inv, "Erf": M.erf, "Erfc": M.erfc,
    "LogicalNot": M.logical_not, "IsNan": M.isnan, "IsInf": M.isinf, "IsFinite": M.isfinite, "Invert": M.invert,
    "Acosh": M.acosh, "Asinh": M.asinh, "Atanh": M.atanh, "Erfinv": M.erfinv, "Digamma": M.digamma,
    "Lgamma": M.lgamma, "Sinc": M.sinc, "Rint": M.round, "Trace": M.trace, "Real": M.real, "Imag": M.imag,
    "Conj": M.conj, "Angle": M.angle, "BesselI0": M.bessel_i0, "BesselI0e": M.bessel_i0e, "BesselI1": M.bessel_i1,
    "BesselI1e": M.bessel_i1e, "BesselJ0": M.bessel_j0, "BesselJ1": M.bessel_j1, "BesselK0": M.bessel_k0,
    "BesselK0e": M.bessel_k0e, "BesselK1": M.bessel_k1, "BesselK1e": M.bessel_k1e, "BesselY0": M.bessel_y0,
    "BesselY1": M.bessel_y1, "PopulationCount": M.population_count, "MatrixDeterminant": M.det,
    "LogMatrixDeterminant": M.slogdet, "MatrixExp": M.matrix_exp, "Eps": M.eps,
}  # fmt: skip

for _n, _f in {**_BIN, **_UN}.items():
    globals()[_n] = define(_n, _f, inputs="x, y" if _n in _BIN else "x")


def _real_div(x, y):
    a, b = _as_tensor(x), _as_tensor(y)
    rt = torch.result_type(a, b)
    if rt.is_floating_point or rt.is_complex:
        return M.div(x, y)
    # integer operands stay integers: the quotient is truncated, and x / 0 saturates, as MindSpore's CPU kernel
    return _wrap(_EK.real_div(a.to(rt), b.to(rt), M._bcall))


RealDiv = define("RealDiv", M.div, call=lambda p, x, y: _real_div(x, y),
                 doc="``x / y``; integer operands give the truncated integer quotient.", inputs="x, y")  # fmt: skip


def _div_no_nan(x, y):
    return _wrap(_EK.div_no_nan(_as_tensor(x), _as_tensor(y)))


DivNoNan = define("DivNoNan", M.div, call=lambda p, x, y: _div_no_nan(x, y), doc="``x / y``, 0 where ``y`` is 0.",
                  inputs="x, y")  # fmt: skip
AddN = define("AddN", M.addn, inputs="x: tuple[Tensor]")
Select = define("Select", M.select, inputs="cond, x, y")
ClipByValue = define("ClipByValue", M.clip_by_value, inputs="x, clip_value_min, clip_value_max")
TensorDot = define("TensorDot", M.tensor_dot, inputs="x1, x2, axes")
Lerp = define("Lerp", M.lerp, inputs="start, end, weight")


def _matmul_call(p, x, y):
    a = _check_tensor("MatMul", "x1", x)
    b = _check_tensor("MatMul", "x2", y)
    if a.dtype != b.dtype:
        M._matmul_check("MatMul", a, b)
    M._matmul_dtype("MatMul", a)
    if a.ndim != 2 or b.ndim != 2:
        raise ValueError("MatMul inputs should have the same dimension size and equal to 2.")
    if p.transpose_a:
        a = a.transpose(-1, -2)
    if p.transpose_b:
        b = b.transpose(-1, -2)
    if a.shape[-1] != b.shape[-2]:
        raise ValueError(
            f"For 'MatMul' the input dimensions must be equal, but got 'x1_col': {a.shape[-1]} and "
            f"'x2_row': {b.shape[-2]}."
        )
    return _wrap(_LK.matmul(a, b, None))


MatMul = define("MatMul", M.matmul, (("transpose_a", False), ("transpose_b", False)), _matmul_call,
                "matrix product of 2-D tensors, optionally transposing either operand.", "x, y")  # fmt: skip
BatchMatMul = define(
    "BatchMatMul", M.batch_matmul, (("transpose_a", False), ("transpose_b", False)),
    lambda p, x, y: M.batch_matmul(x, y, p.transpose_a, p.transpose_b),
    "batched matrix product, optionally transposing either operand.", "x, y",
)  # fmt: skip

# ---- reductions ----------------------------------------------------------------------------------
_RED = (("keep_dims", False), ("skip_mode", False))
ReduceSum = define("ReduceSum", M.reduce_sum, _RED, lambda p, x, axis=(): M.reduce_sum(x, axis, p.keep_dims),
                   "sum over ``axis`` (default: all), keeping the input dtype.", "x, axis=()")  # fmt: skip
ReduceMean = define("ReduceMean", M.mean, (("keep_dims", False),), lambda p, x, axis=(): M.mean(x, axis, p.keep_dims),
                    "mean over ``axis`` (default: all).", "x, axis=()")  # fmt: skip
ReduceMax = define("ReduceMax", M.amax, (("keep_dims", False),), lambda p, x, axis=(): M.amax(x, axis, p.keep_dims),
                   "maximum over ``axis`` (default: all).", "x, axis=()")  # fmt: skip
ReduceMin = define("ReduceMin", M.amin, (("keep_dims", False),), lambda p, x, axis=(): M.amin(x, axis, p.keep_dims),
                   "minimum over ``axis`` (default: all).", "x, axis=()")  # fmt: skip
ReduceProd = define(
    "ReduceProd", M.prod, (("keep_dims", False),),
    lambda p, x, axis=(): M.prod(x, axis, p.keep_dims, _as_tensor(x).dtype if _as_tensor(x).dtype != torch.bool
                                 else None),
    "product over ``axis`` (default: all), keeping the input dtype.", "x, axis=()",
)  # fmt: skip
ReduceAll = define("ReduceAll", M.all, (("keep_dims", False),), lambda p, x, axis=(): M.all(x, axis, p.keep_dims),
                   "logical AND over ``axis``.", "x, axis=()")  # fmt: skip
ReduceAny = define("ReduceAny", M.any, (("keep_dims", False),), lambda p, x, axis=(): M.any(x, axis, p.keep_dims),
                   "logical OR over ``axis``.", "x, axis=()")  # fmt: skip


def _argmax_call(largest: bool):
    op = "Argmax" if largest else "Argmin"

    def call(p, x):
        if not isinstance(x, Tensor):
            raise _errors.call_error(op, x)
        t = x._data()
        if t.ndim == 0:
            raise ValueError(f"For '{op}', the dimension of 'x' must be greater than 0, but got 0.")
        M._check_axis(op, t, p.axis)
        if t.numel() == 0:
            raise RuntimeError(f"For '{op}', the input is empty.")
        out = _RK.argmax(t, p.axis, False, largest, widen=True, op=op)
        return _wrap(out.to(mstype.to_torch_dtype(p.output_type)))

    return call


Argmax = define("Argmax", M.argmax, (("axis", -1), ("output_type", mstype.int32)), _argmax_call(True),
                "index of the maximum along ``axis`` (Int32 by default).", "x")  # fmt: skip
Argmin = define("Argmin", M.argmin, (("axis", -1), ("output_type", mstype.int32)), _argmax_call(False),
                "index of the minimum along ``axis`` (Int32 by default).", "x")  # fmt: skip


def _with_value(largest: bool):
    def call(p, x):
        t = _as_tensor(x)
        if t.dtype == torch.bool:
            raise _dtypes.select_fail("ArgMaxWithValue" if largest else "ArgMinWithValue")
        v, i = _RK.max_min(t, p.axis, p.keep_dims, largest)  # MindSpore's NaN rule: NaN counts only when first
        return _wrap(i), _wrap(v)

    return call


ArgMaxWithValue = define(
    "ArgMaxWithValue", M.max, (("axis", 0), ("keep_dims", False)), _with_value(True),
    "``(index, value)`` of the maximum along ``axis`` (default 0); indices are Int64.", "x",
)  # fmt: skip
ArgMinWithValue = define(
    "ArgMinWithValue", M.min, (("axis", 0), ("keep_dims", False)), _with_value(False),
    "``(index, value)`` of the minimum along ``axis`` (default 0); indices are Int64.", "x",
)  # fmt: skip


def _cum_call(kind: str):
    """``CumSum``/``CumProd`` (``kind`` 'sum'/'prod'): ``reverse`` scans from the end, ``exclusive`` shifts by
    one (:func:`_kernels.scan.scan`)."""

    def call(p, x, axis):
        t = _as_tensor(x)
        ax = int(axis.asnumpy()) if isinstance(axis, Tensor) else axis
        return _wrap(_SK.scan(kind, t, ax, p.exclusive, p.reverse))

    return call


CumSum = define("CumSum", M.cumsum, (("exclusive", False), ("reverse", False)), _cum_call("sum"),
                "cumulative sum along ``axis``.", "x, axis")  # fmt: skip
CumProd = define("CumProd", M.cumprod, (("exclusive", False), ("reverse", False)), _cum_call("prod"),
                 "cumulative product along ``axis``.", "x, axis")  # fmt: skip
TopK = define("TopK", M.topk, (("sorted", True),), lambda p, x, k: M.topk(x, k, sorted=p.sorted),
              "the ``k`` largest entries of the last axis and their Int32 indices.", "input_x, k")  # fmt: skip
Sort = define("Sort", M.sort, (("axis", -1), ("descending", False)), lambda p, x: M.sort(x, p.axis, p.descending),
              "sorted values and Int32 indices along ``axis``.", "x")  # fmt: skip
ReduceStd = define(
    "ReduceStd", M.std_mean, (("axis", ()), ("unbiased", True), ("keep_dims", False)),
    lambda p, x: M.std_mean(x, p.axis, int(p.unbiased), p.keep_dims), "``(std, mean)`` over ``axis``.", "x",
)  # fmt: skip


# ---- element-wise ops with attributes or extra inputs -------------------------------------------------
def _mul_no_nan(x, y):
    return _wrap(M._bcall("MulNoNan", _EK.mul_no_nan, _as_tensor(x), _as_tensor(y)))


MulNoNan = define("MulNoNan", M.mul, call=lambda p, x, y: _mul_no_nan(x, y),
                  doc="``x * y``, 0 where ``y`` is 0 (even if ``x`` is inf or NaN).", inputs="x, y")  # fmt: skip
Complex = define("Complex", M.polar, call=lambda p, re, im: _wrap(_EK.complex_(_as_tensor(re), _as_tensor(im))),
                 doc="the complex tensor ``real + 1j * imag`` (Float32 gives Complex64).", inputs="real, imag")  # fmt: skip
ComplexAbs = define(
    "ComplexAbs",
    M.abs,
    call=lambda p, x: _wrap(_EK.complex_abs(_as_tensor(x))),
    doc="element-wise modulus of a complex tensor (real result).",
    inputs="x",
)
ApproximateEqual = define(
    "ApproximateEqual", M.approximate_equal, (("tolerance", 1e-05),),
    lambda p, x, y: M.approximate_equal(x, y, p.tolerance), "``|x - y| < tolerance`` (Bool).", "x, y",
)  # fmt: skip
IsClose = define(
    "IsClose", M.isclose, (("rtol", 1e-05), ("atol", 1e-08), ("equal_nan", False)),
    lambda p, x, y: M.isclose(x, y, p.rtol, p.atol, p.equal_nan), "``|x - y| <= atol + rtol * |y|`` (Bool).", "x, y",
)  # fmt: skip
Addcmul = define("Addcmul", M.addcmul, call=lambda p, x, t1, t2, v: M.addcmul(x, t1, t2, v),
                 inputs="input_data, x1, x2, value")  # fmt: skip
Addcdiv = define("Addcdiv", M.addcdiv, call=lambda p, x, t1, t2, v: M.addcdiv(x, t1, t2, v),
                 inputs="input_data, x1, x2, value")  # fmt: skip
Logit = define("Logit", M.logit, (("eps", -1.0),), lambda p, x: M.logit(x, p.eps), inputs="x")
NanToNum = define(
    "NanToNum", M.nan_to_num, (("nan", None), ("posinf", None), ("neginf", None)),
    lambda p, x: M.nan_to_num(x, 0.0 if p.nan is None else p.nan, p.posinf, p.neginf),
    "NaN -> ``nan`` (default 0), +inf/-inf -> ``posinf``/``neginf`` (default: the dtype's extremes).", "x",
)  # fmt: skip
Polygamma = define("Polygamma", M.polygamma, inputs="n, x")
Mvlgamma = define("Mvlgamma", M.mvlgamma, (("p", None),), lambda p, x: M.mvlgamma(x, p.p), inputs="x")
AccumulateNV2 = define("AccumulateNV2", M.accumulate_n, inputs="x: tuple[Tensor]")
Cross = define(
    "Cross", M.cross, (("dim", -65530),), lambda p, x1, x2: M.cross(x1, x2, None if p.dim == -65530 else p.dim),
    "cross product of 3-vectors along ``dim`` (the default: the first dimension of size 3).", "x1, x2",
)  # fmt: skip
Einsum = define("Einsum", M.einsum, (("equation", None),), lambda p, xs: M.einsum(p.equation, *xs),
                "Einstein summation over the tuple of inputs.", "x: tuple[Tensor]")  # fmt: skip


def _square_sum_all(x, y):
    a, b = _as_tensor(x), _as_tensor(y)
    return _wrap(_RK.square_sum(a)), _wrap(_RK.square_sum(b))


SquareSumAll = define("SquareSumAll", M.square, call=lambda p, x, y: _square_sum_all(x, y),
                      doc="``(sum(x**2), sum(y**2))`` as two 0-d tensors.", inputs="x, y")  # fmt: skip


def _equal_count(x, y):
    a, b = _as_tensor(x), _as_tensor(y)
    return _wrap((a == b).sum().reshape(1).to(a.dtype))


EqualCount = define("EqualCount", M.equal, call=lambda p, x, y: _equal_count(x, y),
                    doc="number of equal elements, as a 1-element tensor of the input dtype.", inputs="x, y")  # fmt: skip


# ---- scans, reductions and norms -------------------------------------------------------------------
Cummax = define("Cummax", M.cummax, (("axis", None),), lambda p, x: M.cummax(x, p.axis), inputs="x")
Cummin = define("Cummin", M.cummin, (("axis", None),), lambda p, x: M.cummin(x, p.axis), inputs="x")


def _axis_tensor(prim: str, arg: str, axis):
    if not isinstance(axis, Tensor):
        kind = M._type_name(axis)
        kind = {"int": "Int64", "float": "Float32", "bool": "Bool"}.get(kind, kind)
        if isinstance(axis, (tuple, list)):
            inner = ", ".join({"int": "Int64"}.get(M._type_name(a), M._type_name(a)) for a in axis)
            kind = f"{'Tuple' if isinstance(axis, tuple) else 'List'}[{inner}]"
        raise TypeError(f"For Primitive[{prim}], the type of input argument[{arg}] must be Tensor but got {kind}.")
    v = axis.asnumpy()
    return int(v) if v.ndim == 0 else tuple(int(a) for a in v.reshape(-1))


def _cum_logsumexp(p, x, axis):
    ax = _axis_tensor("CumulativeLogsumexp", "axis", axis)
    return _wrap(_SK.logcumsumexp(_as_tensor(x), ax, p.exclusive, p.reverse))


CumulativeLogsumexp = define(
    "CumulativeLogsumexp", M.logcumsumexp, (("exclusive", False), ("reverse", False)), _cum_logsumexp,
    "``log(cumsum(exp(x)))`` along the Tensor ``axis``.", "x, axis: Tensor",
)  # fmt: skip
Renorm = define("Renorm", M.renorm, (("p", None), ("dim", None), ("maxnorm", None)),
                lambda p, x: M.renorm(x, p.p, p.dim, p.maxnorm), inputs="x")  # fmt: skip


def _lp_norm(p, x):
    t = _as_tensor(x)
    axis = tuple(p.axis) if isinstance(p.axis, (list, tuple)) else p.axis
    return _wrap(_LK.vector_norm(t, p.p, axis, p.keep_dims))


LpNorm = define("LpNorm", M.vector_norm, (("axis", None), ("p", 2), ("keep_dims", False), ("epsilon", 1e-12)),
                _lp_norm, "vector ``p``-norm over ``axis``.", "input")  # fmt: skip


def _euclidean_norm(p, x, axes):
    dims = _axis_tensor("EuclideanNorm", "axes", axes)
    return _wrap(_LK.vector_norm(_as_tensor(x), 2, dims, p.keep_dims))


EuclideanNorm = define("EuclideanNorm", M.vector_norm, (("keep_dims", False),), _euclidean_norm,
                       "2-norm over the Tensor ``axes``.", "x, axes: Tensor")  # fmt: skip
NuclearNorm = define(
    "NuclearNorm", M.matrix_norm, (("dim", None), ("keepdim", False)),
    lambda p, x: M.matrix_norm(x, "nuc", (-2, -1) if p.dim is None else p.dim, p.keepdim),
    "nuclear norm (sum of singular values) over the two ``dim``.", "input",
)  # fmt: skip
Cdist = define("Cdist", N.cdist, (("p", 2.0),), lambda p, x1, x2: N.cdist(x1, x2, p.p), inputs="input_x, input_y")
Histogram = define("Histogram", M.histc, (("bins", 100), ("min", 0.0), ("max", 0.0)),
                   lambda p, x: M.histc(x, p.bins, p.min, p.max), inputs="x")  # fmt: skip


def _bincount(p, array, size, weights):
    n = int(size.asnumpy()) if isinstance(size, Tensor) else int(size)
    return _wrap(_RK.bincount(_as_tensor(array), _as_tensor(weights), size=n))


Bincount = define("Bincount", M.bincount, call=_bincount,
                  doc="sums of ``weights`` per value of ``array`` in ``[0, size)``.", inputs="array, size, weights")  # fmt: skip


def _median(p, x):
    v, i = _RK.median(_as_tensor(x), p.axis, p.keep_dims, p.ignore_nan, p.global_median)
    return _wrap(v), _wrap(i)


Median = define(
    "Median", M.median, (("global_median", False), ("axis", 0), ("keep_dims", False), ("ignore_nan", False)),
    _median, "``(values, Int64 indices)`` of the (lower) median along ``axis``, or of all elements.", "x",
)  # fmt: skip
Quantile = define(
    "Quantile", M.quantile, (("dim", None), ("keep_dims", False), ("ignore_nan", False)),
    lambda p, x, q: (M.nanquantile if p.ignore_nan else M.quantile)(x, q, p.dim, p.keep_dims), inputs="input, q",
)  # fmt: skip

# ---- linear algebra --------------------------------------------------------------------------------


def _inv_call(p, x):
    t = M.inverse(x)._data()
    return _wrap(t.mH if p.adjoint else t)


MatrixInverse = define("MatrixInverse", M.inverse, (("adjoint", False),), _inv_call, inputs="x")
MatrixPower = define("MatrixPower", M.matrix_power, (("n", None),), lambda p, x: M.matrix_power(x, p.n), inputs="x")


def _matrix_solve(p, matrix, rhs):
    return _wrap(_LK.solve(_as_tensor(matrix), _as_tensor(rhs), p.adjoint))


MatrixSolve = define("MatrixSolve", M.inverse, (("adjoint", False),), _matrix_solve,
                     "solution ``X`` of ``matrix @ X = rhs`` (``adjoint``: of its conjugate transpose).",
                     "matrix, rhs")  # fmt: skip
Cholesky = define("Cholesky", M.cholesky, (("upper", False),), lambda p, x: M.cholesky(x, p.upper), inputs="input_x")
CholeskyInverse = define("CholeskyInverse", M.cholesky_inverse, (("upper", False),),
                         lambda p, x: M.cholesky_inverse(x, p.upper), inputs="x")  # fmt: skip
CholeskySolve = define("CholeskySolve", M.cholesky_solve, (("upper", False),),
                       lambda p, x1, x2: M.cholesky_solve(x1, x2, p.upper), inputs="x1, x2")  # fmt: skip
Svd = define("Svd", M.svd, (("full_matrices", False), ("compute_uv", True)),
             lambda p, x: M.svd(x, p.full_matrices, True) if p.compute_uv else _svd_values(x), inputs="input")  # fmt: skip


def _svd_values(x):
    s = M.svd(x, compute_uv=False)
    z = _AK.zeros((), s._data().dtype, s._data().device)
    return s, _wrap(z), _wrap(z)


Qr = define("Qr", M.qr, (("full_matrices", False),),
            lambda p, x: M.qr(x, "complete" if p.full_matrices else "reduced"), inputs="x")  # fmt: skip


def _eig(p, x):
    w, v = M.eig(x)
    return (w, v) if p.compute_v else (w, _wrap(_AK.zeros((), w._data().dtype, w._data().device)))


Eig = define("Eig", M.eig, (("compute_v", False),), _eig, "``(eigenvalues, eigenvectors)`` (complex).", "x")

__all__ = _api.names(__name__)


class InplaceUpdateV2(Primitive):
    """``ops.InplaceUpdateV2()(x, indices, v)``: a copy of ``x`` with rows ``indices`` replaced by the rows of
    ``v``; ``indices`` (an int, a tuple of ints or an Int32/Int64 Tensor) is an input, not an attribute as in
    ``InplaceUpdate``.

    Mirrors ``mindspore.ops.InplaceUpdateV2`` (2.10) on CPU: ``x`` and ``v`` Float16/Float32/Int32 of one dtype,
    ``v`` of ``x``'s shape but for its first dim (the number of indices); negative indices count from the end and a
    repeated row keeps its last update. Computed by ``_kernels.indexing.inplace_update_v2``.

    Raises:
        TypeError: ``indices`` not an int, tuple or Tensor (or a float Tensor); ``x``/``v`` of different or
            unsupported dtypes.
        ValueError: a number of indices other than ``v.shape[0]``, or other dims of ``x`` and ``v`` that differ.
        RuntimeError: an index outside ``[-x.shape[0], x.shape[0])``.
    """

    def __init__(self) -> None:
        Primitive.__init__(self, "InplaceUpdateV2")

    def __call__(self, x: Tensor, indices: Any, v: Tensor) -> Tensor:
        from ..._kernels import indexing as _IXK
        from ..function._utils import _as_tensor, _wrap

        if isinstance(indices, bool) or not isinstance(indices, (int, tuple, Tensor)):
            raise TypeError(
                f"Input 'indices' should be int scalar, tuple or Tensor, but got \n{type(indices).__name__}"
            )
        if isinstance(indices, Tensor):
            idx = _as_tensor(indices)
        elif isinstance(indices, int):
            idx = [indices]
        else:
            idx = [int(i) for i in indices]
        return _wrap(_IXK.inplace_update_v2(_as_tensor(x), _as_tensor(v), idx))


class NMSWithMask(Primitive):
    """``ops.NMSWithMask(iou_threshold=0.5)(bboxes)``: non-maximum suppression of ``(N, 5)`` boxes ``(x0, y0, x1,
    y1, score)``, returning ``(output_boxes, output_idx, selected_mask)``.

    Mirrors ``mindspore.ops.NMSWithMask`` (2.10) on CPU: ``output_boxes`` (N, 5) are the boxes sorted by score,
    descending (ties ordered as MindSpore's bitonic sort leaves them), ``output_idx`` (N,) Int32 is ``0..N-1``
    (positions in ``output_boxes``, so ``output_boxes[mask]`` are the kept boxes), ``selected_mask`` (N,) Bool keeps
    a box unless its IoU (without ``+ 1``) with a kept higher-ranked box exceeds ``iou_threshold``. Float16/Float32,
    ``output_boxes`` in the input dtype; an empty input gives empty outputs. Computed by
    ``_kernels.detection.nms_with_mask``.

    Raises:
        TypeError: ``iou_threshold`` not a float; ``bboxes`` not a Tensor or not Float16/Float32.
        ValueError: ``bboxes`` not 2-D or its second axis neither 5 nor 8.
    """

    def __init__(self, iou_threshold: float = 0.5) -> None:
        from ... import _checkparam as validator

        Primitive.__init__(self, "NMSWithMask")
        validator.check_value_type("iou_threshold", iou_threshold, [float], self.name)
        self.iou_threshold = iou_threshold
        self.attrs.update(iou_threshold=iou_threshold)

    def __call__(self, bboxes: Tensor) -> tuple:
        from ..._kernels import detection as _DK
        from ..function._utils import _prim_input

        out = _DK.nms_with_mask(_prim_input(self.name, "bboxes", bboxes), self.iou_threshold)
        return tuple(_wrap(t) for t in out)


# ---- float status: the overflow checks of loss-scale train cells ---------------------------------------------------


def _status_input(prim: str, args: tuple, arg: str = "input_x") -> Any:
    if len(args) != 1:
        raise ValueError(f"For primitive[{prim}], the input number must be equal to 1, but got {len(args)}.")
    x = args[0]
    if not isinstance(x, Tensor):
        if prim == "FloatStatus":
            raise TypeError(
                f"For Primitive[{prim}], the type of input argument[{arg}] must be Tensor but got "
                f"{_errors.not_tensor_name(x)}."
            )
        raise TypeError(
            f"The primitive[{prim}]'s input arguments[{arg}] must be all tensor and those type must be same. But got "
            f"input argument[{arg}]:{_errors.not_tensor_name(x)}"
        )
    return x._t


class FloatStatus(Primitive):
    """``ops.FloatStatus()(x)``: a (1,) Float32 Tensor, 1.0 if ``x`` (float16/32/64) holds an inf or NaN, else 0.0.
    Mirrors ``mindspore.ops.FloatStatus`` (2.10), a GPU kernel: model-zoo loss-scale cells call it when
    ``device_target`` is 'GPU' (mindshim computes it there, on CUDA or CPU).

    Raises:
        TypeError: ``x`` not a Tensor, or not float16/float32/float64.
        ValueError: not exactly one input.
        RuntimeError: with ``device_target`` 'CPU', as MindSpore's CPU backend, which has no FloatStatus kernel.
    """

    def __init__(self) -> None:
        super().__init__("FloatStatus")
        self.init_prim_io_names(inputs=["x"], outputs=["output"])

    def __call__(self, *args: Any) -> Tensor:
        return _wrap(_AMP.float_status(_status_input("FloatStatus", args, "x")))


class NPUAllocFloatStatus(Primitive):
    """``ops.NPUAllocFloatStatus()()``: on Ascend, an (8,) Float32 zero flag for the overflow register. Mirrors
    ``mindspore.ops.NPUAllocFloatStatus`` (2.10): the model zoo's loss-scale cells call it off GPU, and MindSpore's
    CPU and GPU backends have no kernel for it.

    Raises:
        TypeError: when given inputs.
        RuntimeError: when called ('Unsupported op [NPUAllocFloatStatus] on CPU'; 'on GPU' on CUDA): mindshim runs on
            torch's CPU/CUDA devices, which have no Ascend overflow register.
    """

    def __init__(self) -> None:
        super().__init__("NPUAllocFloatStatus")

    def __call__(self, *args: Any) -> Tensor:
        if args:
            raise TypeError(f"For 'NPUAllocFloatStatus' op, input num should be 0, bug gets {len(args)}")
        return _AMP.npu_float_status("NPUAllocFloatStatus")


class NPUGetFloatStatus(Primitive):
    """``ops.NPUGetFloatStatus()(x)``: on Ascend, writes the overflow register into the flag ``x`` (the output of
    ``NPUAllocFloatStatus``). Mirrors ``mindspore.ops.NPUGetFloatStatus`` (2.10).

    Raises:
        TypeError: ``x`` not a Tensor, or not float16/float32.
        ValueError: ``x`` not 1-D.
        RuntimeError: after the checks, as MindSpore's CPU and GPU backends (no kernel: 'Unsupported op').
    """

    def __init__(self) -> None:
        super().__init__("NPUGetFloatStatus")

    def __call__(self, *args: Any) -> Tensor:
        return _AMP.npu_float_status("NPUGetFloatStatus", _status_input("NPUGetFloatStatus", args))


class NPUClearFloatStatus(Primitive):
    """``ops.NPUClearFloatStatus()(x)``: on Ascend, clears the overflow register (``x``: the flag of
    ``NPUAllocFloatStatus``). Mirrors ``mindspore.ops.NPUClearFloatStatus`` (2.10).

    Raises:
        TypeError: ``x`` not a Tensor, or not float16/float32.
        ValueError: ``x`` not 1-D.
        RuntimeError: after the checks, as MindSpore's CPU and GPU backends (no kernel: 'Unsupported op').
    """

    def __init__(self) -> None:
        super().__init__("NPUClearFloatStatus")

    def __call__(self, *args: Any) -> Tensor:
        return _AMP.npu_float_status("NPUClearFloatStatus", _status_input("NPUClearFloatStatus", args))


class ScalarCast(Primitive):
    """``ops.ScalarCast()(input_x, input_y)``: the Python number ``input_x`` converted to ``input_y``
    (``mindspore.int64`` -> int, truncating; ``float64`` -> float; ``bool_`` -> bool). Mirrors
    ``mindspore.ops.ScalarCast`` (2.10) through ``ops.functional.scalar_cast``.

    Raises:
        TypeError: if ``input_x`` is not a bool or number.
        ValueError: for any other target dtype (``int32``, ``float32`` ... included, as in MindSpore 2.10).
    """

    def __init__(self) -> None:
        super().__init__("ScalarCast")

    def __call__(self, input_x: Any, input_y: Any) -> Any:
        return _scalar_cast(input_x, input_y)
