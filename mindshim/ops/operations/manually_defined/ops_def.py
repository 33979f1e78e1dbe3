"""`mindspore.ops.operations.manually_defined.ops_def`: the hand-written primitives MindSpore's ops re-export (the
Scalar* primitives, ``TypeAs``, ``DtypeToEnum``, ``shape_``, ``batch_norm_``) and its constant-folding helpers
``infer_value_for_<Op>``."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .... import _api
from ...._kernels import constfold as _K
from ...._kernels import errors as _errors
from ....common import dtype as mstype
from ....common.tensor import Tensor
from ...function import other_func as _other
from ...primitive import Primitive
from .. import BatchNorm, Shape

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)


# --- the Scalar* primitives: MindSpore's ops.scalar_add, ... are instances of these classes -------------------------


class _ScalarPrim(Primitive):
    """A primitive over Python numbers whose ``__call__`` is the functional op ``_fn`` (``ops.scalar_add``, ...)."""

    _fn: Any = None

    def __init__(self) -> None:
        super().__init__(type(self).__name__)

    def __call__(self, *args: Any) -> Any:
        return type(self)._fn(*args)


class ScalarAdd(_ScalarPrim):
    """``ScalarAdd()(x, y)``: ``x + y`` of two numbers. Mirrors MindSpore 2.10's
    ``manually_defined.ScalarAdd``."""

    _fn = staticmethod(_other.scalar_add)


class ScalarSub(_ScalarPrim):
    """``ScalarSub()(x, y)``: ``x - y``. Mirrors MindSpore 2.10's ``manually_defined.ScalarSub``."""

    _fn = staticmethod(_other.scalar_sub)


class ScalarMul(_ScalarPrim):
    """``ScalarMul()(x, y)``: ``x * y``. Mirrors MindSpore 2.10's ``manually_defined.ScalarMul``."""

    _fn = staticmethod(_other.scalar_mul)


class ScalarDiv(_ScalarPrim):
    """``ScalarDiv()(x, y)``: ``x / y`` (a float). Mirrors MindSpore 2.10's ``manually_defined.ScalarDiv``.

    Raises:
        ValueError: ``y`` is zero.
    """

    _fn = staticmethod(_other.scalar_div)


class ScalarFloorDiv(_ScalarPrim):
    """``ScalarFloorDiv()(x, y)``: ``x // y``. Mirrors MindSpore 2.10's ``manually_defined.ScalarFloorDiv``.

    Raises:
        ValueError: ``y`` is zero.
    """

    _fn = staticmethod(_other.scalar_floordiv)


class ScalarMod(_ScalarPrim):
    """``ScalarMod()(x, y)``: ``x % y`` (the sign of ``y``). Mirrors MindSpore 2.10's ``manually_defined.ScalarMod``.

    Raises:
        ValueError: ``y`` is zero.
    """

    _fn = staticmethod(_other.scalar_mod)


class ScalarPow(_ScalarPrim):
    """``ScalarPow()(x, y)``: ``x ** y``. Mirrors MindSpore 2.10's ``manually_defined.ScalarPow``."""

    _fn = staticmethod(_other.scalar_pow)


class ScalarEq(_ScalarPrim):
    """``ScalarEq()(x, y)``: ``x == y``. Mirrors MindSpore 2.10's ``manually_defined.ScalarEq``."""

    _fn = staticmethod(_other.scalar_eq)


class ScalarLt(_ScalarPrim):
    """``ScalarLt()(x, y)``: ``x < y``. Mirrors MindSpore 2.10's ``manually_defined.ScalarLt``."""

    _fn = staticmethod(_other.scalar_lt)


class ScalarGt(_ScalarPrim):
    """``ScalarGt()(x, y)``: ``x > y``. Mirrors MindSpore 2.10's ``manually_defined.ScalarGt``."""

    _fn = staticmethod(_other.scalar_gt)


class ScalarLe(_ScalarPrim):
    """``ScalarLe()(x, y)``: ``x <= y``. Mirrors MindSpore 2.10's ``manually_defined.ScalarLe``."""

    _fn = staticmethod(_other.scalar_le)


class ScalarGe(_ScalarPrim):
    """``ScalarGe()(x, y)``: ``x >= y``. Mirrors MindSpore 2.10's ``manually_defined.ScalarGe``."""

    _fn = staticmethod(_other.scalar_ge)


class ScalarMax(_ScalarPrim):
    """``ScalarMax()(x, y)``: ``max(x, y)``. Mirrors MindSpore 2.10's ``manually_defined.ScalarMax``."""

    _fn = staticmethod(_other.scalar_max)


class ScalarMin(_ScalarPrim):
    """``ScalarMin()(x, y)``: ``min(x, y)``. Mirrors MindSpore 2.10's ``manually_defined.ScalarMin``."""

    _fn = staticmethod(_other.scalar_min)


class ScalarUadd(_ScalarPrim):
    """``ScalarUadd()(x)``: ``+x``. Mirrors MindSpore 2.10's ``manually_defined.ScalarUadd``."""

    _fn = staticmethod(_other.scalar_uadd)


class ScalarUsub(_ScalarPrim):
    """``ScalarUsub()(x)``: ``-x``. Mirrors MindSpore 2.10's ``manually_defined.ScalarUsub``."""

    _fn = staticmethod(_other.scalar_usub)


class ScalarLog(_ScalarPrim):
    """``ScalarLog()(x)``: the natural logarithm of a number (a float). Mirrors MindSpore 2.10's
    ``manually_defined.ScalarLog``.

    Raises:
        ValueError: ``x <= 0`` (``math domain error``).
    """

    _fn = staticmethod(_other.scalar_log)


class ScalarBool(_ScalarPrim):
    """``ScalarBool()(x)``: ``bool(x)``. Mirrors MindSpore 2.10's ``manually_defined.ScalarBool``; ``scalar_bool``
    is its instance (``ops`` has no ``scalar_bool``)."""

    _fn = staticmethod(bool)


scalar_bool = ScalarBool()


class TypeAs(Primitive):
    """``TypeAs()(input, other)``: ``input`` cast to ``other``'s dtype. Mirrors MindSpore 2.10's
    ``manually_defined.TypeAs``, whose kernel is Ascend's only: ``input`` itself when the dtypes agree.

    Raises:
        RuntimeError: the dtypes differ (``The kernel TypeAs unregistered.``, MindSpore's CPU text; MindSpore
            raises it when the result is first used).
        AttributeError: an input without a ``dtype``.
    """

    def __init__(self) -> None:
        super().__init__("TypeAs")

    def __call__(self, input: Tensor, other: Tensor) -> Tensor:
        if input.dtype == other.dtype:
            return input
        raise RuntimeError("The kernel TypeAs unregistered.")


def shape_(input_x: Tensor) -> tuple:
    """The shape of ``input_x`` as a tuple of ints (``ops.Shape()(input_x)``). Mirrors MindSpore 2.10's
    ``manually_defined.shape_``.

    Raises:
        TypeError: ``input_x`` is not a Tensor.
    """
    return Shape()(input_x)


def batch_norm_(
    input_x: Tensor,
    scale: Tensor,
    bias: Tensor,
    mean: Tensor,
    variance: Tensor,
    is_training: bool = False,
    epsilon: float = 1e-5,
    momentum: float = 0.1,
    data_format: str = "NCHW",
) -> tuple:
    """``ops.BatchNorm(is_training, epsilon, momentum, data_format)(input_x, scale, bias, mean, variance)``: its
    five outputs. Mirrors MindSpore 2.10's ``manually_defined.batch_norm_``; errors are ``BatchNorm``'s."""
    return BatchNorm(is_training, epsilon, momentum, data_format)(input_x, scale, bias, mean, variance)


# --- dtypes as MindSpore's type ids -------------------------------------------------------------------------------

# MindSpore 2.10's TypeId enum values of its dtype objects (typing.type_to_type_id), by the dtype's name
_TYPE_IDS = {
    "TypeType": 4,
    "None": 7,
    "Number": 11,
    "String": 12,
    "List": 13,
    "Tuple": 14,
    "Tensor": 17,
    "RowTensor": 18,
    "COOTensor": 19,
    "Bool": 30,
    "Int": 31,
    "Int8": 32,
    "Int16": 33,
    "Int32": 34,
    "Int64": 35,
    "UInt": 36,
    "UInt8": 37,
    "UInt16": 38,
    "UInt32": 39,
    "UInt64": 40,
    "Float": 41,
    "Float16": 42,
    "Float32": 43,
    "Float64": 44,
    "BFloat16": 45,
    "Float8E4M3FN": 46,
    "Float8E5M2": 47,
    "HiFloat8": 48,
    "Complex64": 51,
    "Complex128": 52,
    "Int4": 53,
    "CSRTensor": 60,
}


def _type_to_id(dtype: mstype.Type) -> int:
    key = str(dtype)
    if key not in _TYPE_IDS:
        raise _errors.type_error("DtypeToEnum", f"the dtype {dtype} has no type id here.")
    return _TYPE_IDS[key]


def _id_to_type(type_id: int) -> mstype.Type:
    for dtype in mstype.all_types + (mstype.bool_,):
        if _TYPE_IDS.get(str(dtype)) == type_id:
            return dtype
    raise _errors.value_error("DtypeToEnum", f"no number dtype has the type id {type_id}.")


class DtypeToEnum(Primitive):
    """``DtypeToEnum()(op_name, arg_name, dtype)``: MindSpore's type id of a dtype (``Float32`` 43, ``Int64`` 35,
    ``Bool`` 30; the enum the generated ops pass for a ``dtype`` argument). Mirrors MindSpore 2.10's
    ``ops.DtypeToEnum`` (``mindspore.ops._utils.arg_dtype_cast``); ``dtype_to_type_id`` is its instance.

    Raises:
        TypeError: ``dtype`` is not a MindSpore dtype (the error names ``op_name`` and ``arg_name``).
    """

    def __init__(self) -> None:
        super().__init__("DtypeToEnum")

    def __call__(self, op_name: str, arg_name: str, dtype: Any) -> int:
        if not isinstance(dtype, mstype.Type):
            raise _errors.type_error(op_name, f"the input '{arg_name}' should be mindspore dtype, but got {dtype}.")
        return _type_to_id(dtype)


dtype_to_type_id = DtypeToEnum()


def is_shape_unknown(shape) -> bool:
    """Whether a shape has a dynamic dimension (``-1``) or rank (``-2``). Mirrors MindSpore 2.10's
    ``mindspore.common._utils.is_shape_unknown``; mindshim's shapes are always known."""
    return any(d in (-1, -2) for d in shape)


# --- infer_value_for_<Op>: an op's value from constant inputs (None when an input is not known) -------------------


def _np(t: Tensor) -> np.ndarray:
    return t.asnumpy()


def _np_dtype(type_id: int):
    return mstype.dtype_to_nptype(_id_to_type(type_id))


def infer_value_for_Tile(input: Tensor, dims) -> Tensor | None:
    """``Tile``'s value (BFloat16 tiled as Float32); None when ``dims`` holds a None."""
    if input is None or dims is None or None in dims:
        return None
    if input.dtype == mstype.bfloat16:
        return Tensor(_K.tile(_np(input.astype(mstype.float32)), dims)).astype(mstype.bfloat16)
    return Tensor(_K.tile(_np(input), dims))


def infer_value_for_EqualExt(x: Tensor, y: Tensor) -> Tensor | None:
    """``EqualExt``'s value: a Bool scalar Tensor, whether every element is equal."""
    if x is None or y is None:
        return None
    return Tensor(_K.equal_all(_np(x), _np(y)))


def infer_value_for_Concat(tensors, axis) -> Tensor | None:
    """``Concat``'s value; a Float32 result of inputs none Float16/Float32 (BFloat16 ones) is BFloat16."""
    if not tensors or None in tensors or axis is None:
        return None
    out = _K.concat([_np(x) for x in tensors], axis)
    if out.dtype != np.float32 or any(x.dtype in (mstype.float16, mstype.float32) for x in tensors):
        return Tensor(out)
    return Tensor(out, dtype=mstype.bfloat16)


def infer_value_for_GatherD(input: Tensor, dim: int, index: Tensor) -> Tensor | None:
    """``GatherD``'s value, in ``input``'s dtype."""
    if input is None or dim is None or index is None:
        return None
    return Tensor(_K.gather_d(_np(input), dim, _np(index)), dtype=input.dtype)


def infer_value_for_Softmax(input: Tensor, axis) -> Tensor | None:
    """``Softmax``'s value along ``axis``, in ``input``'s dtype."""
    if input is None or axis is None:
        return None
    return Tensor(_K.softmax(_np(input), axis), dtype=input.dtype)


def infer_value_for_ReduceSum(input_x: Tensor, axis, keep_dims: bool, skip_mode: bool) -> Tensor | None:
    """``ReduceSum``'s value (numpy's dtype: integers sum as Int64); an empty ``axis`` with ``skip_mode``:
    ``input_x`` itself."""
    if input_x is None or axis is None:
        return None
    if not isinstance(axis, int) and not axis and axis in ((), []) and skip_mode:
        return input_x
    return Tensor(_K.reduce("ReduceSum", _np(input_x), axis, keep_dims))


def _reduce(kind: str, input_x: Tensor, axis, keep_dims: bool) -> Tensor | None:
    if input_x is None or axis is None:
        return None
    return Tensor(_K.reduce(kind, _np(input_x), axis, keep_dims))


def infer_value_for_ReduceMax(input_x: Tensor, axis, keep_dims: bool) -> Tensor | None:
    """``ReduceMax``'s value (empty ``axis``: all axes)."""
    return _reduce("ReduceMax", input_x, axis, keep_dims)


def infer_value_for_ReduceMin(input_x: Tensor, axis, keep_dims: bool) -> Tensor | None:
    """``ReduceMin``'s value (empty ``axis``: all axes)."""
    return _reduce("ReduceMin", input_x, axis, keep_dims)


def infer_value_for_ReduceProd(input_x: Tensor, axis, keep_dims: bool) -> Tensor | None:
    """``ReduceProd``'s value (numpy's dtype: integers multiply as Int64)."""
    return _reduce("ReduceProd", input_x, axis, keep_dims)


def infer_value_for_ReduceMean(input_x: Tensor, axis, keep_dims: bool) -> Tensor | None:
    """``ReduceMean``'s value (numpy's dtype: integers average as Float64)."""
    return _reduce("ReduceMean", input_x, axis, keep_dims)


def infer_value_for_ReduceAll(input_x: Tensor, axis, keep_dims: bool) -> Tensor | None:
    """``ReduceAll``'s value."""
    return _reduce("ReduceAll", input_x, axis, keep_dims)


def infer_value_for_ReduceAny(input_x: Tensor, axis, keep_dims: bool) -> Tensor | None:
    """``ReduceAny``'s value."""
    return _reduce("ReduceAny", input_x, axis, keep_dims)


def infer_value_for_Max(input_x: Tensor) -> Tensor | None:
    """``Max``'s value: the largest element, a scalar Tensor."""
    return None if input_x is None else Tensor(_K.reduce("Max", _np(input_x), None, False))


def infer_value_for_Min(input_x: Tensor) -> Tensor | None:
    """``Min``'s value: the smallest element, a scalar Tensor."""
    return None if input_x is None else Tensor(_K.reduce("Min", _np(input_x), None, False))


def _reduce_ext(kind: str, input_x: Tensor, axis, keep_dims: bool, dtype) -> Tensor | None:
    if input_x is None:
        return None
    np_dtype = None if dtype is None else _np_dtype(dtype)
    return Tensor(_K.reduce(kind, _np(input_x), axis, keep_dims, np_dtype))


def infer_value_for_MeanExt(input_x: Tensor, axis, keep_dims: bool, dtype) -> Tensor | None:
    """``MeanExt``'s value; ``dtype`` a type id (``dtype_to_type_id``) or None; ``axis`` None: all axes."""
    return _reduce_ext("MeanExt", input_x, axis, keep_dims, dtype)


def infer_value_for_SumExt(input_x: Tensor, axis, keep_dims: bool, dtype) -> Tensor | None:
    """``SumExt``'s value; ``dtype`` a type id or None; ``axis`` None: all axes."""
    return _reduce_ext("SumExt", input_x, axis, keep_dims, dtype)


def infer_value_for_ProdExt(input_x: Tensor, axis, keep_dims: bool, dtype) -> Tensor | None:
    """``ProdExt``'s value; ``dtype`` a type id or None; ``axis`` None: all axes."""
    return _reduce_ext("ProdExt", input_x, axis, keep_dims, dtype)


def infer_value_for_Arange(start, end, step, dtype=None) -> Tensor | None:
    """``Arange``'s value: Int64, Float32 when a bound is a float, or the type id ``dtype``'s."""
    if start is None or end is None or step is None:
        return None
    if dtype is None:
        np_dtype = np.float32 if any(isinstance(v, float) for v in (start, end, step)) else np.int64
    else:
        np_dtype = _np_dtype(dtype)
    return Tensor(_K.arange(start, end, step, np_dtype))


def infer_value_for_Cast(x, dst_type_enum=None) -> Tensor | None:
    """``Cast``'s value: a Tensor or a number cast to the dtype of the type id ``dst_type_enum``.

    Raises:
        TypeError: ``x`` neither a Tensor nor a number, or the type id not a number dtype's.
    """
    if x is None or dst_type_enum is None:
        return None
    dst_type = _id_to_type(dst_type_enum)
    if isinstance(x, (int, float)):
        return Tensor(np.array(x).astype(mstype.dtype_to_nptype(dst_type)), dtype=dst_type)
    if not isinstance(x, Tensor):
        raise _errors.value_type_error("input_x", x, (Tensor, int, float), "Cast")
    return x.astype(dst_type)


def infer_value_for_LinalgVectorNorm(input_x: Tensor, ord, dim, keepdim: bool, dtype) -> Tensor | None:
    """``LinalgVectorNorm``'s value (``ord`` 0: the count of nonzeros); ``dtype`` a type id or None."""
    if input_x is None or ord is None:
        return None
    out = _K.vector_norm(_np(input_x), ord, dim, keepdim)
    return Tensor(out) if dtype is None else Tensor(out, dtype=_id_to_type(dtype))


def infer_value_for_LpNormV2(input_x: Tensor, p=2, dim=None, keepdim=False, eps=1e-12) -> Tensor | None:
    """``LpNormV2``'s value (``np.linalg.norm``; ``eps`` unused, as in MindSpore)."""
    if input_x is None:
        return None
    return Tensor(_K.lp_norm(_np(input_x), p, dim, keepdim))


def infer_value_for_Svd(input_x: Tensor, full_matrices: bool, compute_uv: bool) -> tuple | None:
    """``Svd``'s value ``(s, u, v)``; without ``compute_uv`` ``(s, zeros(1), zeros(1))``, the last two numpy
    arrays as in MindSpore."""
    if input_x is None:
        return None
    if bool(compute_uv):
        u, s, v = _K.svd(_np(input_x), full_matrices, True)
        return Tensor(s), Tensor(u), Tensor(v)
    return Tensor(_K.svd(_np(input_x), full_matrices, False)), np.zeros(1), np.zeros(1)


def _bf16(*ts) -> bool:
    return any(isinstance(t, Tensor) and t.dtype == mstype.bfloat16 for t in ts)


def infer_value_for_Div(input_x: Tensor, other_x: Tensor) -> Tensor | None:
    """``Div``'s value (numpy's true division: integers give Float64); None for BFloat16 inputs."""
    if input_x is None or other_x is None or _bf16(input_x, other_x):
        return None
    return Tensor(_K.true_divide(_np(input_x), _np(other_x)))


def infer_value_for_Divs(input_x: Tensor, other_x) -> Tensor | None:
    """``Divs``'s value (a Tensor by a number); a 0-d integer ``input_x`` gives Float32, another 0-d one its dtype;
    None for BFloat16."""
    if input_x is None or other_x is None or _bf16(input_x):
        return None
    out = _K.true_divide(_np(input_x), other_x)
    if input_x.shape:
        return Tensor(out)
    if input_x.dtype in (mstype.uint8, mstype.uint16, mstype.uint32, mstype.uint64) + (
        mstype.int8,
        mstype.int16,
        mstype.int32,
        mstype.int64,
    ):
        return Tensor(out, dtype=mstype.float32)
    return Tensor(out, dtype=input_x.dtype)


def infer_value_for_DivMod(input_x: Tensor, other_x: Tensor, rounding_mode: int) -> Tensor | None:
    """``DivMod``'s value: ``rounding_mode`` 1 truncates, 2 floors, another: None; None for BFloat16."""
    if input_x is None or other_x is None or _bf16(input_x, other_x):
        return None
    out = _K.div_mode(_np(input_x), _np(other_x), rounding_mode)
    return None if out is None else Tensor(out)


def infer_value_for_DivMods(input_x: Tensor, other_x, rounding_mode: int) -> Tensor | None:
    """``DivMods``'s value (a Tensor by a number): ``rounding_mode`` 1 truncates, 2 floors, another: None."""
    if input_x is None or other_x is None or _bf16(input_x):
        return None
    out = _K.div_mode(_np(input_x), other_x, rounding_mode)
    return None if out is None else Tensor(out)


def infer_value_for_Diag(input_x: Tensor) -> Tensor | None:
    """``Diag``'s value for a 1-D ``input_x``; None for other ranks."""
    if input_x is None or len(input_x.shape) != 1:
        return None
    return Tensor(_K.diag(_np(input_x)))


def _const_shape(op: str, shape) -> list:
    """A target shape given as a tuple or an Int32/Int64 Tensor, as a list."""
    if isinstance(shape, Tensor):
        if shape.dtype not in (mstype.int32, mstype.int64):
            raise _errors.type_error(
                op,
                "the element of 'shape' must be one of Tensor[Int32], Tensor[Int64], but got "
                f"Tensor[{shape.dtype}].The supported data types depend on the hardware that executes the operator, "
                "for more details, please refer to the MindSpore official website to get more information about "
                "the data type.",
            )
        return _np(shape).tolist()
    if not isinstance(shape, tuple):
        raise _errors.value_type_error("shape", shape, (tuple,), op)
    return list(shape)


def _none_in(shape) -> bool:
    return isinstance(shape, (tuple, list)) and None in shape


def infer_value_for_BroadcastTo(x: Tensor, shape) -> Tensor | None:
    """``BroadcastTo``'s value: ``-1`` keeps ``x``'s dimension; ``shape`` a tuple or an Int32/Int64 Tensor.

    Raises:
        TypeError: ``shape`` a list, or a Tensor of another dtype.
    """
    if shape is None or _none_in(shape) or x is None:
        return None
    target = _const_shape("BroadcastTo", shape)
    in_shape = list(x.shape)
    for k in range(1, len(target) + 1):
        if target[-k] == -1 and k <= len(in_shape):
            target[-k] = in_shape[-k]
    out = _K.broadcast_to(_np(x), target)
    return Tensor(out, dtype=x.dtype) if 0 in target else Tensor(out)


def infer_value_for_Reshape(x: Tensor, shape) -> Tensor | None:
    """``Reshape``'s value: one ``-1`` takes the remaining size; ``shape`` a tuple of ints or an Int32/Int64
    Tensor.

    Raises:
        TypeError: ``shape`` a list or an element not an int. ValueError: two ``-1``, a negative product, or a
            product other than ``x``'s size.
    """
    if shape is None or _none_in(shape) or x is None:
        return None
    shape = _const_shape("Reshape", shape)
    neg_index, dim_prod = -1, 1
    for i, d in enumerate(shape):
        if not isinstance(d, int) or isinstance(d, bool):
            raise _errors.value_type_error(f"shape[{i}]", d, (int,), "Reshape")
        if d == -1:
            if neg_index != -1:
                raise _errors.value_error(
                    "Reshape", f"there can be at most one '-1' in 'input_shape', but got {shape}."
                )
            neg_index = i
        else:
            dim_prod *= d
    x_shp = x.shape
    if dim_prod < 0:
        raise _errors.value_error(
            "Reshape",
            f"the shape of 'input_x' is {x_shp}, the value of 'input_shape' is {shape}. "
            f"The product of 'input_shape' should > 0, but got {dim_prod}.",
        )
    arr_prod = math.prod(x_shp)
    if neg_index != -1:
        shape[neg_index] = int(arr_prod // dim_prod)
        dim_prod *= shape[neg_index]
    if dim_prod != arr_prod:
        raise _errors.value_error(
            "Reshape",
            "the product of the 'input_x' shape should be equal to product of 'input_shape', but got product of the "
            f"shape of 'input_x': {arr_prod}, product of 'input_shape': {dim_prod}.",
        )
    return Tensor(_np(x).reshape(shape))
