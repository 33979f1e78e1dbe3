"""Math primitives (`ops.Add`, `ops.ReduceSum`, `ops.MatMul`, ...), each forwarding to its functional op."""

from __future__ import annotations

import torch

from ...common import dtype as mstype
from ..function import math_func as M
from ..function._utils import _as_tensor, _check_tensor, _wrap
from ._base import define

# ---- element-wise: no attributes -----------------------------------------------------------------
_BIN = {
    "Add": M.add, "Sub": M.sub, "Mul": M.mul, "Div": M.div, "RealDiv": M.div, "FloorDiv": M.floor_div,
    "FloorMod": M.floor_mod, "Mod": M.floor_mod, "Pow": M.pow, "Minimum": M.minimum, "Maximum": M.maximum,
    "Atan2": M.atan2, "BitwiseAnd": M.bitwise_and, "BitwiseOr": M.bitwise_or, "BitwiseXor": M.bitwise_xor,
    "LogicalAnd": M.logical_and, "LogicalOr": M.logical_or, "LogicalXor": M.logical_xor, "Equal": M.equal,
    "NotEqual": M.not_equal, "Less": M.less, "LessEqual": M.less_equal, "Greater": M.greater,
    "GreaterEqual": M.greater_equal, "SquaredDifference": M.squared_difference, "Xlogy": M.xlogy,
}  # fmt: skip
_UN = {
    "Neg": M.neg, "Abs": M.abs, "Exp": M.exp, "Expm1": M.expm1, "Log": M.log, "Log1p": M.log1p, "Sqrt": M.sqrt,
    "Rsqrt": M.rsqrt, "Square": M.square, "Sin": M.sin, "Cos": M.cos, "Tan": M.tan, "Asin": M.asin, "ACos": M.acos,
    "Atan": M.atan, "Sinh": M.sinh, "Cosh": M.cosh, "Round": M.round, "Floor": M.floor, "Ceil": M.ceil,
    "Trunc": M.trunc, "Sign": M.sign, "Reciprocal": M.reciprocal, "Inv": M.reciprocal, "Erf": M.erf, "Erfc": M.erfc,
    "LogicalNot": M.logical_not, "IsNan": M.isnan, "IsInf": M.isinf, "IsFinite": M.isfinite, "Invert": M.invert,
}  # fmt: skip

for _n, _f in {**_BIN, **_UN}.items():
    globals()[_n] = define(_n, _f, inputs="x, y" if _n in _BIN else "x")


def _div_no_nan(x, y):
    a, b = _as_tensor(x), _as_tensor(y)
    out = torch.true_divide(a, b)
    return _wrap(torch.where(b == 0, torch.zeros((), dtype=out.dtype), out))


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
    if p.transpose_a:
        a = a.transpose(-1, -2)
    if p.transpose_b:
        b = b.transpose(-1, -2)
    if a.ndim >= 2 and b.ndim >= 2 and a.shape[-1] != b.shape[-2]:
        raise ValueError(
            f"For 'MatMul' the input dimensions must be equal, but got 'x1_col': {a.shape[-1]} and "
            f"'x2_row': {b.shape[-2]}."
        )
    return _wrap(torch.matmul(a, b))


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


def _argmax_call(fn):
    def call(p, x):
        t = _as_tensor(x)
        M._check_axis("Argmax", t, p.axis)
        return _wrap(fn(t, dim=p.axis).to(mstype.to_torch_dtype(p.output_type)))

    return call


Argmax = define("Argmax", M.argmax, (("axis", -1), ("output_type", mstype.int32)), _argmax_call(torch.argmax),
                "index of the maximum along ``axis`` (Int32 by default).", "x")  # fmt: skip
Argmin = define("Argmin", M.argmin, (("axis", -1), ("output_type", mstype.int32)), _argmax_call(torch.argmin),
                "index of the minimum along ``axis`` (Int32 by default).", "x")  # fmt: skip


def _with_value(fn):
    def call(p, x):
        v, i = fn(_as_tensor(x), dim=p.axis, keepdim=p.keep_dims)
        return _wrap(i), _wrap(v)

    return call


ArgMaxWithValue = define(
    "ArgMaxWithValue", M.max, (("axis", 0), ("keep_dims", False)), _with_value(torch.max),
    "``(index, value)`` of the maximum along ``axis`` (default 0); indices are Int64.", "x",
)  # fmt: skip
ArgMinWithValue = define(
    "ArgMinWithValue", M.min, (("axis", 0), ("keep_dims", False)), _with_value(torch.min),
    "``(index, value)`` of the minimum along ``axis`` (default 0); indices are Int64.", "x",
)  # fmt: skip


def _cumsum_call(p, x, axis):
    t = _as_tensor(x)
    if p.reverse:
        t = t.flip(axis)
    out = torch.cumsum(t, axis, dtype=t.dtype)
    if p.exclusive:
        out = out - t
    return _wrap(out.flip(axis) if p.reverse else out)


CumSum = define("CumSum", M.cumsum, (("exclusive", False), ("reverse", False)), _cumsum_call,
                "cumulative sum along ``axis``.", "x, axis")  # fmt: skip
CumProd = define("CumProd", M.cumprod, (("exclusive", False), ("reverse", False)),
                 lambda p, x, axis: M.cumprod(x, axis), "cumulative product along ``axis``.", "x, axis")  # fmt: skip
TopK = define("TopK", M.topk, (("sorted", True),), lambda p, x, k: M.topk(x, k, sorted=p.sorted),
              "the ``k`` largest entries of the last axis and their Int32 indices.", "input_x, k")  # fmt: skip
Sort = define("Sort", M.sort, (("axis", -1), ("descending", False)), lambda p, x: M.sort(x, p.axis, p.descending),
              "sorted values and Int32 indices along ``axis``.", "x")  # fmt: skip
ReduceStd = define(
    "ReduceStd", M.std_mean, (("axis", ()), ("unbiased", True), ("keep_dims", False)),
    lambda p, x: M.std_mean(x, p.axis, int(p.unbiased), p.keep_dims), "``(std, mean)`` over ``axis``.", "x",
)  # fmt: skip

__all__ = [n for n, v in list(globals().items()) if isinstance(v, type) and n[0].isupper()]
