"""MindSpore data types (`mindspore.float32`, `mstype.int64`, ...) and their torch/numpy counterparts, at layer 0.

The public module is `mindspore.common.dtype` (`mindshim/common/dtype.py`, which re-exports these); the kernels
and the other layer-0 modules import this one, which imports nothing of `common/`.
"""

from __future__ import annotations

import enum

from . import _api
import builtins

import numpy as np
import torch
from ml_dtypes import bfloat16 as _NP_BF16

from . import _state

__all__ = _api.names("mindshim.common.dtype")  # the names mindspore.common.dtype re-exports


class Type:
    """A MindSpore data type, such as ``mindspore.float32``.

    Mirrors ``mindspore.common.dtype`` (MindSpore 2.10): ``str(mstype.float32)`` is ``'Float32'`` and
    ``repr`` is ``'mindspore.float32'``. Each numeric type knows its torch dtype (``torch_dtype``) and
    numpy dtype (``np_dtype``); non-tensor types (``string``, ``type_none``) have ``None`` there.
    Types are singletons, so ``is`` and ``==`` agree.
    """

    __slots__ = ("name", "short", "torch_dtype", "np_dtype", "py_type", "kind")

    def __init__(self, name: str, short: str, torch_dtype, np_dtype, py_type, kind: str) -> None:
        self.name = name  # "Float32"
        self.short = short  # "float32"
        self.torch_dtype = torch_dtype
        self.np_dtype = np_dtype
        self.py_type = py_type
        self.kind = kind  # "bool", "int", "uint", "float", "complex", "other"

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return "mindspore." + self.short

    def __reduce__(self):
        return (_by_short, (self.short,))

    @property
    def is_floating_point(self) -> bool:
        return self.kind == "float"


class Number(Type):
    """The class of ``mindspore.number`` and the base of the number classes (Bool, Int, UInt, Float, BFloat, Complex),
    as MindSpore's ``_c_expression.typing.Number``."""

    __slots__ = ()


class Bool(Number):
    """The class of ``mindspore.bool_``."""

    __slots__ = ()


class Int(Number):
    """The class of the signed integer types (``mindspore.int32`` ...)."""

    __slots__ = ()


class UInt(Number):
    """The class of the unsigned integer types (``mindspore.uint8`` ...)."""

    __slots__ = ()


class Float(Number):
    """The class of ``float16``/``float32``/``float64``."""

    __slots__ = ()


class BFloat(Number):
    """The class of ``mindspore.bfloat16``."""

    __slots__ = ()


class Complex(Number):
    """The class of ``complex64``/``complex128``."""

    __slots__ = ()


class String(Type):
    """The class of ``mindspore.string``."""

    __slots__ = ()


class TypeNone(Type):
    """The class of ``mindspore.type_none``."""

    __slots__ = ()


class TensorType(Type):
    """The class of ``mindspore.tensor_type``."""

    __slots__ = ()


class List(Type):
    """The class of ``mindspore.list_`` (the type of a Python list in MindSpore's type system)."""

    __slots__ = ()


class Tuple(Type):
    """The class of ``mindspore.tuple_`` (the type of a Python tuple in MindSpore's type system)."""

    __slots__ = ()


def _by_short(short: str) -> Type:
    return _BY_SHORT[short]


_bf16_np = None
try:  # numpy has no bfloat16; float32 is the host representation used by asnumpy()
    _bf16_np = np.float32
except Exception:  # pragma: no cover
    pass

bool_ = Bool("Bool", "bool", torch.bool, np.bool_, bool, "bool")
int8 = Int("Int8", "int8", torch.int8, np.int8, int, "int")
int16 = Int("Int16", "int16", torch.int16, np.int16, int, "int")
int32 = Int("Int32", "int32", torch.int32, np.int32, int, "int")
int64 = Int("Int64", "int64", torch.int64, np.int64, int, "int")
uint8 = UInt("UInt8", "uint8", torch.uint8, np.uint8, int, "uint")
uint16 = UInt("UInt16", "uint16", torch.uint16, np.uint16, int, "uint")
uint32 = UInt("UInt32", "uint32", torch.uint32, np.uint32, int, "uint")
uint64 = UInt("UInt64", "uint64", torch.uint64, np.uint64, int, "uint")
float16 = Float("Float16", "float16", torch.float16, np.float16, float, "float")
float32 = Float("Float32", "float32", torch.float32, np.float32, float, "float")
float64 = Float("Float64", "float64", torch.float64, np.float64, float, "float")
bfloat16 = BFloat("BFloat16", "bfloat16", torch.bfloat16, _bf16_np, float, "float")
complex64 = Complex("Complex64", "complex64", torch.complex64, np.complex64, complex, "complex")
complex128 = Complex("Complex128", "complex128", torch.complex128, np.complex128, complex, "complex")
float8_e4m3fn = Float("Float8E4M3FN", "float8_e4m3fn", torch.float8_e4m3fn, None, builtins.float, "float")
float8_e5m2 = Float("Float8E5M2", "float8_e5m2", torch.float8_e5m2, None, builtins.float, "float")
# no torch counterpart: accepted as names (``repr``/``str`` as MindSpore), refused as Tensor dtypes
hifloat8 = Float("HiFloat8", "hifloat8", None, None, builtins.float, "other")
qint4x2 = Int("Int4", "int4", None, None, builtins.int, "other")
list_ = List("List", "list_", None, None, list, "other")
tuple_ = Tuple("Tuple", "tuple_", None, None, tuple, "other")
string = String("String", "string_", None, None, str, "other")
type_none = TypeNone("None", "type_none", None, None, type(None), "other")
number = Number("Number", "number", None, None, None, "other")
tensor_type = TensorType("Tensor", "tensor", None, None, None, "other")

# MindSpore's aliases
bool = bool_  # mindspore.bool exists in 2.x
half = float16
single = float32
double = float64
float_ = Float("Float", "float", None, None, float, "other")  # the generic type, not a tensor dtype
int_ = Int("Int", "int", None, None, int, "other")
uint = UInt("UInt", "uint", None, None, int, "other")
byte = int8
ubyte = uint8
short = int16
ushort = uint16
intc = int32
uintc = uint32
intp = int64
uintp = uint64
long = int64
cfloat = complex64
cdouble = complex128

int_type = (int8, int16, int32, int64)
uint_type = (uint8, uint16, uint32, uint64)
float_type = (float16, float32, float64, bfloat16)
complex_type = (complex64, complex128)
number_type = (*int_type, *uint_type, *float_type, *complex_type)
all_types = (bool_, *number_type)

_ALL = (bool_, *number_type, string, type_none, number, tensor_type, float_, int_, uint, list_, tuple_)
_ALL += (float8_e4m3fn, float8_e5m2, hifloat8, qint4x2)
_BY_SHORT = {t.short: t for t in _ALL}
_BY_SHORT["bool_"] = bool_
_FROM_TORCH = {t.torch_dtype: t for t in all_types}
_state.PROVIDED["dtype.from_torch"] = _FROM_TORCH  # the errors module (_kernels.errors.dtype_name) names dtypes by it
_FROM_NP = {np.dtype(t.np_dtype): t for t in all_types if t is not bfloat16}
_FROM_STR = {t.short: t for t in all_types}
_FROM_STR.update({"bool": bool_, "float": float32, "int": int64, "half": float16, "double": float64})


def to_torch_dtype(dtype) -> torch.dtype:
    """Return the torch dtype for a MindSpore type, numpy dtype, Python type or name.

    Raises:
        TypeError: if ``dtype`` names no tensor data type.
    """
    return to_ms_dtype(dtype).torch_dtype


def from_torch_dtype(dtype: torch.dtype) -> Type:
    """Return the MindSpore type of a torch dtype (``torch.float32`` -> ``mindspore.float32``)."""
    return _FROM_TORCH[dtype]


def to_ms_dtype(dtype) -> Type:
    """Normalise ``dtype`` (MindSpore type, torch dtype, numpy dtype/type, Python type or name) to a :class:`Type`.

    Raises:
        TypeError: if it names no tensor data type.
    """
    if isinstance(dtype, Type):
        if dtype.torch_dtype is None:
            valid = ", ".join(repr(t) for t in (*int_type, *uint_type, *float_type, *complex_type, bool_))
            from ._kernels import errors as _errors  # the errors module sits above this layer-0 module

            raise _errors.type_error("Tensor", f"the 'dtype' should be one of [{valid}], but got '{dtype!r}'.")
        return dtype
    if isinstance(dtype, torch.dtype):
        return _FROM_TORCH[dtype]
    if dtype is builtins.float:
        return float32
    if dtype is builtins.int:
        return int64
    if dtype is builtins.bool:
        return bool_
    if isinstance(dtype, str):
        try:
            return _FROM_STR[dtype]
        except KeyError:
            pass
    try:
        return _FROM_NP[np.dtype(dtype)]
    except (TypeError, KeyError):
        raise TypeError(f"The data type '{dtype}' is not supported by MindSpore tensors.") from None


def dtype_to_nptype(type_: Type):
    """Return the numpy type of a MindSpore type (``mstype.float16`` -> ``numpy.float16``).

    Mirrors ``mindspore.dtype_to_nptype``. bfloat16 maps to ``mindspore.common.np_dtype.bfloat16`` (ml_dtypes'
    numpy ``bfloat16``), as in MindSpore 2.10.
    """
    if type_ is bfloat16:
        return _NP_BF16
    return type_.np_dtype


def dtype_to_pytype(type_: Type):
    """Return the Python type of a MindSpore type (``mstype.float32`` -> ``float``). Mirrors ``mindspore.dtype_to_pytype``."""
    return type_.py_type


def pytype_to_dtype(obj) -> Type:
    """Return the MindSpore type of a Python or numpy type (``float`` -> ``mstype.float64``).

    Mirrors ``mindspore.pytype_to_dtype``: Python ``float`` is Float64, ``int`` Int64, ``bool`` Bool.

    Raises:
        NotImplementedError: for numpy ``bfloat16`` (the type or its dtype), as MindSpore 2.10, which names the
            type ``<class 'bfloat16'>``.
    """
    if isinstance(obj, Type):
        return obj
    if obj is _NP_BF16 or (isinstance(obj, np.dtype) and obj.type is _NP_BF16):
        raise NotImplementedError("The python type <class 'bfloat16'> cannot be converted to MindSpore type.")
    if obj is builtins.float:
        return float64
    if obj is builtins.int:
        return int64
    if obj is builtins.bool:
        return bool_
    return to_ms_dtype(obj)


def get_py_obj_dtype(obj) -> Type:
    """Return the MindSpore type of a Python object or its type. Mirrors ``mindspore.get_py_obj_dtype``."""
    tensor_cls = _state.PROVIDED.get("Tensor")  # common.tensor registers it (it imports this module)
    if tensor_cls is not None and isinstance(obj, tensor_cls):
        return obj.dtype
    if isinstance(obj, type):
        return pytype_to_dtype(obj)
    return pytype_to_dtype(type(obj))


def type_size_in_bytes(dtype: Type) -> builtins.int:
    """The size in bytes of one element of ``dtype`` (``mstype.float32`` -> 4). Mirrors
    ``mindspore.common.dtype.type_size_in_bytes``.

    Raises:
        TypeError: if ``dtype`` is not a tensor data type.
    """
    if not isinstance(dtype, Type) or dtype.torch_dtype is None:
        from ._kernels import errors as _errors  # the errors module sits above this layer-0 module

        raise _errors.type_error("type_size_in_bytes", f"the input must be a mindspore type, but got {dtype!r}.")
    return dtype.torch_dtype.itemsize


@enum.unique
class QuantDtype(enum.Enum):
    """Quantization data types ``INT1`` ... ``INT16`` (values 0-15) and ``UINT1`` ... ``UINT16`` (100-115), for
    quantization tools (MindSpore Golden Stick). Mirrors ``mindspore.QuantDtype`` (2.10): ``str()`` is the bare
    name and ``value()`` is a method returning the int (MindSpore's serialization form), as there."""

    INT1 = 0
    INT2 = 1
    INT3 = 2
    INT4 = 3
    INT5 = 4
    INT6 = 5
    INT7 = 6
    INT8 = 7
    INT9 = 8
    INT10 = 9
    INT11 = 10
    INT12 = 11
    INT13 = 12
    INT14 = 13
    INT15 = 14
    INT16 = 15

    UINT1 = 100
    UINT2 = 101
    UINT3 = 102
    UINT4 = 103
    UINT5 = 104
    UINT6 = 105
    UINT7 = 106
    UINT8 = 107
    UINT9 = 108
    UINT10 = 109
    UINT11 = 110
    UINT12 = 111
    UINT13 = 112
    UINT14 = 113
    UINT15 = 114
    UINT16 = 115

    def __str__(self) -> str:
        return self.name

    def value(self) -> builtins.int:  # MindSpore's method form of the member value
        """The member's int value (``QuantDtype.INT8.value()`` is 7)."""
        return self._value_


# MindSpore 2.x aliases that shadow Python's names inside this module (defined last, on purpose):
# ``mindspore.float`` is float32 and ``mindspore.int`` is int32.
float = float32
int = int32
