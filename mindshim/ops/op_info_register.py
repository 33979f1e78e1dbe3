"""`mindspore.ops.op_info_register`: operator registration-info builders (`TBERegOp`, `AiCPURegOp`, ...) and decorators."""

from __future__ import annotations

import functools
import json
from typing import Any, Callable

from .. import _api
from .. import _checkparam as validator

__all__ = _api.names(__name__)


def op_info_register(op_info: str | dict) -> Callable[[Callable], Callable]:
    """Decorator registering an operator's information (``TBERegOp(...).get_op_info()``, a dict or its JSON text).

    Mirrors ``mindspore.ops.op_info_register`` (2.10): the dict is turned into JSON, the information is checked to
    be a str when the decorator is applied, and the decorated function comes back wrapped in a plain function
    named ``wrapped_function`` (no ``functools.wraps``, as in MindSpore) that calls it. MindSpore's CPU build logs
    JSON it cannot parse and still registers; mindshim keeps no operator library, so nothing is looked up later.

    Raises:
        TypeError: ``op_info`` is neither a dict nor a str (when the decorator is applied).
    """

    def register_decorator(func: Callable) -> Callable:
        op_info_real = json.dumps(op_info) if isinstance(op_info, dict) else op_info
        validator.check_value_type("op_info", op_info_real, [str])

        def wrapped_function(*args: Any, **kwargs: Any) -> Any:
            return func(*args, **kwargs)

        return wrapped_function

    return register_decorator


def custom_info_register(*reg_info: Any) -> Callable[[Callable], Callable]:
    """Decorator binding registration information (``CustomRegOp(...).get_op_info()``) to the function of an
    ``ops.Custom``: the function gets ``reg_info`` (the tuple of the arguments) and comes back wrapped
    (``functools.wraps``). Mirrors ``mindspore.ops.custom_info_register`` (2.10)."""

    def decorator(func: Callable) -> Callable:
        func.reg_info = reg_info

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            return func(*args, **kwargs)

        return wrapper

    return decorator


class RegOp:
    """Base of the registration-info builders: ``op_name`` and the lists ``inputs``, ``outputs``, ``attr_``,
    ``dtype_format_`` and ``fusion_type_``; every setter checks its argument and returns the builder.
    Mirrors ``mindspore.ops.op_info_register.RegOp`` (2.10).

    Raises:
        ValueError: ``op_name`` not a str, or blank.
    """

    def __init__(self, op_name: str = "") -> None:
        if not isinstance(op_name, str):
            raise ValueError("op name value must be string")
        if not op_name.strip():
            raise ValueError("op name is empty")
        self.op_name = op_name
        self.inputs: list = []
        self.outputs: list = []
        self.attr_: list = []
        self.fusion_type_ = ""
        self.dtype_format_: list = []

    def _is_string(self, value: Any) -> bool:
        if not isinstance(value, str):
            raise TypeError("%s value must be str" % str(value))
        return True

    def _is_int(self, value: Any) -> bool:
        if not isinstance(value, int):
            raise TypeError("%s value must be int" % str(value))
        return True

    def _is_bool(self, value: Any) -> bool:
        if not isinstance(value, bool):
            raise TypeError("%s value must be bool" % str(value))
        return True

    @staticmethod
    def _is_list(value: Any) -> bool:
        if not isinstance(value, list):
            raise TypeError("%s value must be list" % str(value))
        return True

    def _check_param(self, param_list: list, key_list: list, fn_list: list, kwargs: dict) -> dict:
        """The dict of the given (not None) parameters under ``key_list``'s names, each checked by its function
        (one function for all when ``fn_list`` has one), then ``kwargs``."""
        for i in (param_list, key_list, fn_list):
            if not isinstance(i, list):
                raise TypeError("%s value must be list type" % str(i))
        if len(param_list) != len(key_list) or (len(fn_list) != 1 and len(param_list) != len(fn_list)):
            raise ValueError(
                "param_list size {}, key_list size {}, must be equal.And fn_list size {}.".format(
                    len(param_list), len(key_list), len(fn_list)
                )
            )
        out_dict = {}
        for idx, element in enumerate(param_list):
            if element is not None:
                (fn_list[0] if len(fn_list) == 1 else fn_list[idx])(element)
                out_dict[key_list[idx]] = element
        if kwargs:
            out_dict = dict(out_dict, **kwargs)
        return out_dict

    def fusion_type(self, fusion_type: str) -> RegOp:
        """Set the fusion type (a str: ``"ELEMWISE"``, ``"OPAQUE"`` ...). Raises TypeError for another type."""
        self._is_string(fusion_type)
        self.fusion_type_ = fusion_type
        return self

    def dtype_format(self, *args: tuple) -> RegOp:
        """Add one supported combination: a ``(dtype, format)`` or ``(dtype, format, kind)`` tuple of str per input
        and output (``DataType.F32_Default`` ...).

        Raises:
            ValueError: the count differs from inputs + outputs, or an item is not a tuple of 2 or 3.
            TypeError: an item holds a non-str.
        """
        if len(self.inputs) + len(self.outputs) != len(args):
            raise ValueError("input size add output size must be equal to dtype format size")
        dtype_format = []
        for arg in args:
            if not isinstance(arg, tuple) or (len(arg) != 2 and len(arg) != 3):
                raise ValueError("dtype and format value must be tuple of two or three elements")
            self._is_string(arg[0])
            self._is_string(arg[1])
            if len(arg) == 3:
                self._is_string(arg[2])
            dtype_format.append(arg)
        self.dtype_format_.append(tuple(dtype_format))
        return self

    def get_op_info(self) -> dict:
        """Every attribute as a dict; a trailing ``_`` is dropped from the names and the TBE flags take MindSpore's
        camel-case keys (``dynamicShapeSupport``, ``dynamicRankSupport``, ``dynamicCompileStatic``,
        ``needCheckSupport``, ``dynamicFormat``)."""
        key_dic = {
            "dynamic_shape_support": "dynamicShapeSupport",
            "dynamic_rank_support": "dynamicRankSupport",
            "dynamic_compile_static": "dynamicCompileStatic",
            "need_check_support": "needCheckSupport",
            "dynamic_format": "dynamicFormat",
        }
        op_info = {}
        for key, value in self.__dict__.items():
            if isinstance(key, str) and key.endswith("_"):
                key = key.rstrip("_")
                key = key_dic.get(key, key)
            op_info[key] = value
        return op_info


class CpuRegOp(RegOp):
    """Registration info of a CPU kernel (``imply_type`` ``"CPU"``): ``input``/``output(index, name, param_type)``
    and ``attr(name, value_type, value)``, each item a str except the int index; TypeError otherwise.
    Mirrors ``mindspore.ops.CpuRegOp`` (2.10)."""

    def __init__(self, op_name: str) -> None:
        super().__init__(op_name)
        self.imply_type = "CPU"

    def input(self, index: int | None = None, name: str | None = None, param_type: str | None = None, **kwargs: Any):
        """Add an input (keys ``index``, ``name``, ``paramType`` and any ``kwargs``)."""
        self.inputs.append(
            self._check_param(
                [index, name, param_type],
                ["index", "name", "paramType"],
                [self._is_int, self._is_string, self._is_string],
                kwargs,
            )  # fmt: skip
        )
        return self

    def output(self, index: int | None = None, name: str | None = None, param_type: str | None = None, **kwargs: Any):
        """Add an output (keys ``index``, ``name``, ``paramType`` and any ``kwargs``)."""
        self.outputs.append(
            self._check_param(
                [index, name, param_type],
                ["index", "name", "paramType"],
                [self._is_int, self._is_string, self._is_string],
                kwargs,
            )  # fmt: skip
        )
        return self

    def attr(self, name: str | None = None, value_type: str | None = None, value: str | None = None, **kwargs: Any):
        """Add an attribute (keys ``name``, ``type``, ``value``: all str)."""
        self.attr_.append(self._check_param([name, value_type, value], ["name", "type", "value"], [self._is_string],
                                            kwargs))  # fmt: skip
        return self


class AkgRegOp(RegOp):
    """Registration info of an AKG kernel (``imply_type`` ``"AKG"`` and its ``processor``): ``input(index, name,
    param_type)``, ``output(index, name)``, ``attr(name, param_type, value_type)``.
    Mirrors ``mindspore.ops.op_info_register.AkgRegOp`` (2.10)."""

    def __init__(self, op_name: str, processor: str) -> None:
        super().__init__(op_name)
        self.imply_type = "AKG"
        self.processor = processor

    def input(self, index: int | None = None, name: str | None = None, param_type: str | None = None, **kwargs: Any):
        """Add an input (keys ``index``, ``name``, ``paramType``)."""
        self.inputs.append(
            self._check_param(
                [index, name, param_type],
                ["index", "name", "paramType"],
                [self._is_int, self._is_string, self._is_string],
                kwargs,
            )  # fmt: skip
        )
        return self

    def output(self, index: int | None = None, name: str | None = None, **kwargs: Any):
        """Add an output (keys ``index``, ``name``)."""
        self.outputs.append(self._check_param([index, name], ["index", "name"], [self._is_int, self._is_string],
                                              kwargs))  # fmt: skip
        return self

    def attr(self, name: str | None = None, param_type: str | None = None, value_type: str | None = None,
             **kwargs: Any):  # fmt: skip
        """Add an attribute (keys ``name``, ``paramType``, ``type``: all str)."""
        self.attr_.append(self._check_param([name, param_type, value_type], ["name", "paramType", "type"],
                                            [self._is_string], kwargs))  # fmt: skip
        return self


class AkgGpuRegOp(AkgRegOp):
    """AKG registration info for the GPU (``processor`` ``"CUDA"``). Mirrors ``mindspore.ops.AkgGpuRegOp``."""

    def __init__(self, op_name: str) -> None:
        super().__init__(op_name, "CUDA")


class AkgAscendRegOp(AkgRegOp):
    """AKG registration info for Ascend (``processor`` ``"AiCore"``). Mirrors ``mindspore.ops.AkgAscendRegOp``."""

    def __init__(self, op_name: str) -> None:
        super().__init__(op_name, "AiCore")


class AkgCpuRegOp(AkgRegOp):
    """AKG registration info for the CPU (``processor`` ``"CPU"``). Mirrors
    ``mindspore.ops.op_info_register.AkgCpuRegOp``."""

    def __init__(self, op_name: str) -> None:
        super().__init__(op_name, "CPU")


class AiCPURegOp(CpuRegOp):
    """Registration info of an AiCPU kernel: :class:`CpuRegOp` with ``imply_type`` ``"AiCPU"``.
    Mirrors ``mindspore.ops.AiCPURegOp`` (2.10). Known difference: mindshim runs no AiCPU kernels; the
    information is only collected."""

    def __init__(self, op_name: str) -> None:
        super().__init__(op_name)
        self.imply_type = "AiCPU"


class TBERegOp(RegOp):
    """Registration info of a TBE (Ascend) kernel, ``imply_type`` ``"TBE"``: chained setters for the kernel's
    flags (bool), names (str), cost (int) and index lists (list), each raising TypeError for another type;
    ``input(index, name, need_compile, param_type, shape, value_depend)`` (ValueError for a ``value_depend``
    other than ignored/optional/required), ``output(index, name, need_compile, param_type, shape)`` and
    ``attr(name, param_type, value_type, value, default_value)``. Mirrors ``mindspore.ops.TBERegOp`` (2.10).
    Known difference: mindshim compiles no TBE kernels; the information is only collected."""

    def __init__(self, op_name: str) -> None:
        super().__init__(op_name)
        self.imply_type = "TBE"
        self.async_flag_ = False
        self.binfile_ = ""
        self.compute_cost_ = 10
        self.kernel_ = ""
        self.partial_flag_ = False
        self.reshape_type_ = ""
        self.dynamic_rank_support_ = False
        self.dynamic_shape_support_ = False
        self.dynamic_compile_static_ = False
        self.need_check_support_ = False
        self.dynamic_format_ = False
        self.op_pattern_ = ""
        self.real_input_index_: list = []
        self.input_to_attr_index_: list = []
        self.unknown_shape_formats_: list = []

    def unknown_shape_formats(self, unknown_shape_formats: list) -> TBERegOp:
        """Append the formats of the inputs/outputs for dynamic shapes (a list)."""
        RegOp._is_list(unknown_shape_formats)
        self.unknown_shape_formats_.append(unknown_shape_formats)
        return self

    def dynamic_rank_support(self, dynamic_rank_support: bool) -> TBERegOp:
        """Whether the kernel supports a dynamic rank."""
        self._is_bool(dynamic_rank_support)
        self.dynamic_rank_support_ = dynamic_rank_support
        return self

    def real_input_index(self, real_input_index: list) -> TBERegOp:
        """The front-end to TBE input mapping (a list)."""
        RegOp._is_list(real_input_index)
        self.real_input_index_ = real_input_index
        return self

    def input_to_attr_index(self, input_to_attr_index: list) -> TBERegOp:
        """The indices of the inputs turned into attributes (a list)."""
        RegOp._is_list(input_to_attr_index)
        self.input_to_attr_index_ = input_to_attr_index
        return self

    def async_flag(self, async_flag: bool = False) -> TBERegOp:
        """Whether the kernel computes asynchronously."""
        self._is_bool(async_flag)
        self.async_flag_ = async_flag
        return self

    def binfile_name(self, binfile_name: str) -> TBERegOp:
        """The kernel's binary file name (key ``binfile``)."""
        self._is_string(binfile_name)
        self.binfile_ = binfile_name
        return self

    def compute_cost(self, compute_cost: int = 10) -> TBERegOp:
        """The kernel's cost-model value (an int; a bool passes, as in MindSpore)."""
        self._is_int(compute_cost)
        self.compute_cost_ = compute_cost
        return self

    def kernel_name(self, kernel_name: str) -> TBERegOp:
        """The kernel's name (key ``kernel``)."""
        self._is_string(kernel_name)
        self.kernel_ = kernel_name
        return self

    def partial_flag(self, partial_flag: bool = True) -> TBERegOp:
        """Whether the kernel supports partial computation."""
        self._is_bool(partial_flag)
        self.partial_flag_ = partial_flag
        return self

    def reshape_type(self, reshape_type: str) -> TBERegOp:
        """The kernel's reshape type (``"NC"``, ``"CH"`` ...)."""
        self._is_string(reshape_type)
        self.reshape_type_ = reshape_type
        return self

    def dynamic_shape(self, dynamic_shape: bool = False) -> TBERegOp:
        """Whether the kernel supports dynamic shapes (key ``dynamicShapeSupport``)."""
        self._is_bool(dynamic_shape)
        self.dynamic_shape_support_ = dynamic_shape
        return self

    def dynamic_compile_static(self, dynamic_compile_static: bool = False) -> TBERegOp:
        """Whether the kernel supports dynamic compile static (key ``dynamicCompileStatic``)."""
        self._is_bool(dynamic_compile_static)
        self.dynamic_compile_static_ = dynamic_compile_static
        return self

    def need_check_supported(self, need_check_supported: bool = False) -> TBERegOp:
        """Whether the kernel needs a support check (key ``needCheckSupport``)."""
        self._is_bool(need_check_supported)
        self.need_check_support_ = need_check_supported
        return self

    def is_dynamic_format(self, is_dynamic_format: bool = False) -> TBERegOp:
        """Whether the kernel selects its format dynamically (key ``dynamicFormat``)."""
        self._is_bool(is_dynamic_format)
        self.dynamic_format_ = is_dynamic_format
        return self

    def op_pattern(self, pattern: str | None = None) -> TBERegOp:
        """The kernel's behaviour type (``"broadcast"``, ``"reduce"`` ...); None leaves it unchanged."""
        if pattern is not None and self._is_string(pattern):
            self.op_pattern_ = pattern
        return self

    def attr(self, name: str | None = None, param_type: str | None = None, value_type: str | None = None,
             value: str | None = None, default_value: str | None = None, **kwargs: Any) -> TBERegOp:  # fmt: skip
        """Add an attribute (keys ``name``, ``paramType``, ``type``, ``value``, ``defaultValue``: all str)."""
        self.attr_.append(
            self._check_param(
                [name, param_type, value_type, value, default_value],
                ["name", "paramType", "type", "value", "defaultValue"],
                [self._is_string],
                kwargs,
            )  # fmt: skip
        )
        return self

    def input(self, index: int | None = None, name: str | None = None, need_compile: bool | None = None,
              param_type: str | None = None, shape: str | None = None, value_depend: str | None = None,
              **kwargs: Any) -> TBERegOp:  # fmt: skip
        """Add an input (keys ``index``, ``name``, ``needCompile``, ``paramType``, ``shape``, ``valueDepend``)."""
        input_dict = self._check_param(
            [index, name, need_compile, param_type, shape, value_depend],
            ["index", "name", "needCompile", "paramType", "shape", "valueDepend"],
            [self._is_int, self._is_string, self._is_bool, self._is_string, self._is_string, self._is_string],
            kwargs,
        )
        value_depend_values = ("ignored", "optional", "required")
        if value_depend and value_depend.lower() not in value_depend_values:
            raise ValueError(
                "Operator {} input{}'s value_depend's value ({}) is not in {}.".format(
                    self.op_name, index, value_depend, value_depend_values
                )
            )
        self.inputs.append(input_dict)
        return self

    def output(self, index: int | None = None, name: str | None = None, need_compile: bool | None = None,
               param_type: str | None = None, shape: str | None = None, **kwargs: Any) -> TBERegOp:  # fmt: skip
        """Add an output (keys ``index``, ``name``, ``need_compile``, ``paramType``, ``shape``)."""
        self.outputs.append(
            self._check_param(
                [index, name, need_compile, param_type, shape],
                ["index", "name", "need_compile", "paramType", "shape"],
                [self._is_int, self._is_string, self._is_bool, self._is_string, self._is_string],
                kwargs,
            )  # fmt: skip
        )
        return self


class CustomRegOp(RegOp):
    """Registration info of an ``ops.Custom`` function (``op_name`` ``"Custom"`` by default, ``target``
    ``"UnKnown"`` until set): ``input``/``output(index, name, param_type='required')``,
    ``attr(name, param_type, value_type, default_value)``, ``dtype_format`` and ``target``.
    Mirrors ``mindspore.ops.CustomRegOp`` (2.10); mindshim's ``Custom`` runs its function whatever the target.

    Raises:
        ValueError: ``dtype_format`` given another count than inputs + outputs (and as :class:`RegOp`).
    """

    def __init__(self, op_name: str = "Custom") -> None:
        super().__init__(op_name)
        self.target_ = "UnKnown"

    def input(self, index: int | None = None, name: str | None = None, param_type: str | None = "required",
              **kwargs: Any) -> CustomRegOp:  # fmt: skip
        """Add an input (keys ``index``, ``name``, ``paramType``)."""
        self.inputs.append(
            self._check_param(
                [index, name, param_type],
                ["index", "name", "paramType"],
                [self._is_int, self._is_string, self._is_string],
                kwargs,
            )  # fmt: skip
        )
        return self

    def output(self, index: int | None = None, name: str | None = None, param_type: str | None = "required",
               **kwargs: Any) -> CustomRegOp:  # fmt: skip
        """Add an output (keys ``index``, ``name``, ``paramType``)."""
        self.outputs.append(
            self._check_param(
                [index, name, param_type],
                ["index", "name", "paramType"],
                [self._is_int, self._is_string, self._is_string],
                kwargs,
            )  # fmt: skip
        )
        return self

    def dtype_format(self, *args: tuple) -> CustomRegOp:
        """Add one supported ``(dtype, format)`` combination per input and output."""
        io_nums = len(self.inputs) + len(self.outputs)
        if len(args) != io_nums:
            raise ValueError(
                "The size of 'args' must be equal to the sum of input tensors and output tensors, but got "
                "{} vs {}".format(len(args), io_nums)
            )
        return super().dtype_format(*args)

    def attr(self, name: str | None = None, param_type: str | None = None, value_type: str | None = None,
             default_value: str | None = None, **kwargs: Any) -> CustomRegOp:  # fmt: skip
        """Add an attribute (keys ``name``, ``paramType``, ``type``, ``defaultValue``: all str)."""
        self.attr_.append(
            self._check_param(
                [name, param_type, value_type, default_value],
                ["name", "paramType", "type", "defaultValue"],
                [self._is_string],
                kwargs,
            )  # fmt: skip
        )
        return self

    def target(self, target: str | None = None) -> CustomRegOp:
        """The device the function is for (``"CPU"``, ``"GPU"``, ``"Ascend"``; None clears it)."""
        if target is not None:
            self._is_string(target)
        self.target_ = target
        return self

    def get_op_info(self) -> dict:
        """Every attribute as a dict, a trailing ``_`` dropped from the names."""
        return {(k.rstrip("_") if isinstance(k, str) and k.endswith("_") else k): v for k, v in self.__dict__.items()}


class DataType:
    """MindSpore's ``(dtype, format)`` pairs for the registration builders: ``<DT>_<FORMAT>`` with ``DT`` one of
    ``BOOL I8 U8 I16 U16 I32 U32 I64 U64 F16 F32 F64 BF16 C64 C128`` (``DataType.F32_None`` is
    ``("float32", "")``, ``F32_Default`` ``("float32", "DefaultFormat")``, ``F16_5HD`` ``("float16", "NC1HWC0")``,
    ``F32_Default_Tuple`` a third item ``"tuple"``). Mirrors ``mindspore.ops.DataType`` (2.10): the same names
    and values."""

    None_None = ("", "")
    None_Default = ("", "DefaultFormat")

    BOOL_None = ("bool", "")
    BOOL_Default = ("bool", "DefaultFormat")
    BOOL_5HD = ("bool", "NC1HWC0")
    BOOL_FracZ = ("bool", "FRACTAL_Z")
    BOOL_FracNZ = ("bool", "FRACTAL_NZ")
    BOOL_C1HWNCoC0 = ("bool", "C1HWNCoC0")
    BOOL_NCHW = ("bool", "NCHW")
    BOOL_NHWC = ("bool", "NHWC")
    BOOL_HWCN = ("bool", "HWCN")
    BOOL_NDHWC = ("bool", "NDHWC")
    BOOL_ChannelLast = ("bool", "ChannelLast")
    BOOL_Default_Tuple = ("bool", "DefaultFormat", "tuple")
    BOOL_Default_List = ("bool", "DefaultFormat", "list")

    I8_None = ("int8", "")
    I8_Default = ("int8", "DefaultFormat")
    I8_5HD = ("int8", "NC1HWC0")
    I8_FracZ = ("int8", "FRACTAL_Z")
    I8_FracNZ = ("int8", "FRACTAL_NZ")
    I8_C1HWNCoC0 = ("int8", "C1HWNCoC0")
    I8_NCHW = ("int8", "NCHW")
    I8_NHWC = ("int8", "NHWC")
    I8_HWCN = ("int8", "HWCN")
    I8_NDHWC = ("int8", "NDHWC")
    I8_NCDHW = ("int8", "NCDHW")
    I8_ChannelLast = ("int8", "ChannelLast")
    I8_NDC1HWC0 = ("int8", "NDC1HWC0")
    I8_NC1HWC0 = ("int8", "NC1HWC0")
    I8_Default_Tuple = ("int8", "DefaultFormat", "tuple")
    I8_Default_List = ("int8", "DefaultFormat", "list")

    U8_None = ("uint8", "")
    U8_Default = ("uint8", "DefaultFormat")
    U8_5HD = ("uint8", "NC1HWC0")
    U8_FracZ = ("uint8", "FRACTAL_Z")
    U8_FracNZ = ("uint8", "FRACTAL_NZ")
    U8_C1HWNCoC0 = ("uint8", "C1HWNCoC0")
    U8_NCHW = ("uint8", "NCHW")
    U8_NHWC = ("uint8", "NHWC")
    U8_HWCN = ("uint8", "HWCN")
    U8_NDHWC = ("uint8", "NDHWC")
    U8_NCDHW = ("uint8", "NCDHW")
    U8_ChannelLast = ("uint8", "ChannelLast")
    U8_NDC1HWC0 = ("uint8", "NDC1HWC0")
    U8_NC1HWC0 = ("uint8", "NC1HWC0")
    U8_Default_Tuple = ("uint8", "DefaultFormat", "tuple")
    U8_Default_List = ("uint8", "DefaultFormat", "list")

    I16_None = ("int16", "")
    I16_Default = ("int16", "DefaultFormat")
    I16_5HD = ("int16", "NC1HWC0")
    I16_FracZ = ("int16", "FRACTAL_Z")
    I16_FracNZ = ("int16", "FRACTAL_NZ")
    I16_C1HWNCoC0 = ("int16", "C1HWNCoC0")
    I16_NCHW = ("int16", "NCHW")
    I16_NHWC = ("int16", "NHWC")
    I16_HWCN = ("int16", "HWCN")
    I16_NDHWC = ("int16", "NDHWC")
    I16_ChannelLast = ("int16", "ChannelLast")
    I16_Default_Tuple = ("int16", "DefaultFormat", "tuple")
    I16_Default_List = ("int16", "DefaultFormat", "list")

    U16_None = ("uint16", "")
    U16_Default = ("uint16", "DefaultFormat")
    U16_5HD = ("uint16", "NC1HWC0")
    U16_FracZ = ("uint16", "FRACTAL_Z")
    U16_FracNZ = ("uint16", "FRACTAL_NZ")
    U16_C1HWNCoC0 = ("uint16", "C1HWNCoC0")
    U16_NCHW = ("uint16", "NCHW")
    U16_NHWC = ("uint16", "NHWC")
    U16_HWCN = ("uint16", "HWCN")
    U16_NDHWC = ("uint16", "NDHWC")
    U16_ChannelLast = ("uint16", "ChannelLast")
    U16_Default_Tuple = ("uint16", "DefaultFormat", "tuple")
    U16_Default_List = ("uint16", "DefaultFormat", "list")

    I32_None = ("int32", "")
    I32_Default = ("int32", "DefaultFormat")
    I32_5HD = ("int32", "NC1HWC0")
    I32_FracZ = ("int32", "FRACTAL_Z")
    I32_FracNZ = ("int32", "FRACTAL_NZ")
    I32_C1HWNCoC0 = ("int32", "C1HWNCoC0")
    I32_NCHW = ("int32", "NCHW")
    I32_NHWC = ("int32", "NHWC")
    I32_HWCN = ("int32", "HWCN")
    I32_NDHWC = ("int32", "NDHWC")
    I32_NDC1HWC0 = ("int32", "NDC1HWC0")
    I32_NCDHW = ("int32", "NCDHW")
    I32_ChannelLast = ("int32", "ChannelLast")
    I32_Default_Tuple = ("int32", "DefaultFormat", "tuple")
    I32_Default_List = ("int32", "DefaultFormat", "list")

    U32_None = ("uint32", "")
    U32_Default = ("uint32", "DefaultFormat")
    U32_5HD = ("uint32", "NC1HWC0")
    U32_FracZ = ("uint32", "FRACTAL_Z")
    U32_FracNZ = ("uint32", "FRACTAL_NZ")
    U32_C1HWNCoC0 = ("uint32", "C1HWNCoC0")
    U32_NCHW = ("uint32", "NCHW")
    U32_NHWC = ("uint32", "NHWC")
    U32_HWCN = ("uint32", "HWCN")
    U32_NDHWC = ("uint32", "NDHWC")
    U32_ChannelLast = ("uint32", "ChannelLast")
    U32_Default_Tuple = ("uint32", "DefaultFormat", "tuple")
    U32_Default_List = ("uint32", "DefaultFormat", "list")

    I64_None = ("int64", "")
    I64_Default = ("int64", "DefaultFormat")
    I64_5HD = ("int64", "NC1HWC0")
    I64_FracZ = ("int64", "FRACTAL_Z")
    I64_FracNZ = ("int64", "FRACTAL_NZ")
    I64_C1HWNCoC0 = ("int64", "C1HWNCoC0")
    I64_NCHW = ("int64", "NCHW")
    I64_NHWC = ("int64", "NHWC")
    I64_HWCN = ("int64", "HWCN")
    I64_NDHWC = ("int64", "NDHWC")
    I64_ChannelLast = ("int64", "ChannelLast")
    I64_Default_Tuple = ("int64", "DefaultFormat", "tuple")
    I64_Default_List = ("int64", "DefaultFormat", "list")

    U64_None = ("uint64", "")
    U64_Default = ("uint64", "DefaultFormat")
    U64_5HD = ("uint64", "NC1HWC0")
    U64_FracZ = ("uint64", "FRACTAL_Z")
    U64_FracNZ = ("uint64", "FRACTAL_NZ")
    U64_C1HWNCoC0 = ("uint64", "C1HWNCoC0")
    U64_NCHW = ("uint64", "NCHW")
    U64_NHWC = ("uint64", "NHWC")
    U64_HWCN = ("uint64", "HWCN")
    U64_NDHWC = ("uint64", "NDHWC")
    U64_ChannelLast = ("uint64", "ChannelLast")
    U64_Default_Tuple = ("uint64", "DefaultFormat", "tuple")
    U64_Default_List = ("uint64", "DefaultFormat", "list")

    F16_None = ("float16", "")
    F16_Default = ("float16", "DefaultFormat")
    F16_5HD = ("float16", "NC1HWC0")
    F16_FracZ = ("float16", "FRACTAL_Z")
    F16_FracNZ = ("float16", "FRACTAL_NZ")
    F16_C1HWNCoC0 = ("float16", "C1HWNCoC0")
    F16_NCHW = ("float16", "NCHW")
    F16_NHWC = ("float16", "NHWC")
    F16_HWCN = ("float16", "HWCN")
    F16_NDHWC = ("float16", "NDHWC")
    F16_NCDHW = ("float16", "NCDHW")
    F16_DHWCN = ("float16", "DHWCN")
    F16_NDC1HWC0 = ("float16", "NDC1HWC0")
    F16_FRACTAL_Z_3D = ("float16", "FRACTAL_Z_3D")
    F16_FracZNLSTM = ("float16", "FRACTAL_ZN_LSTM")
    F16_FracZNRNN = ("float16", "FRACTAL_ZN_RNN")
    F16_ND_RNNBIAS = ("float16", "ND_RNN_BIAS")
    F16_ChannelLast = ("float16", "ChannelLast")
    F16_Default_Tuple = ("float16", "DefaultFormat", "tuple")
    F16_Default_List = ("float16", "DefaultFormat", "list")

    F32_None = ("float32", "")
    F32_Default = ("float32", "DefaultFormat")
    F32_5HD = ("float32", "NC1HWC0")
    F32_FracZ = ("float32", "FRACTAL_Z")
    F32_FracNZ = ("float32", "FRACTAL_NZ")
    F32_C1HWNCoC0 = ("float32", "C1HWNCoC0")
    F32_NCHW = ("float32", "NCHW")
    F32_NHWC = ("float32", "NHWC")
    F32_HWCN = ("float32", "HWCN")
    F32_NDHWC = ("float32", "NDHWC")
    F32_NCDHW = ("float32", "NCDHW")
    F32_DHWCN = ("float32", "DHWCN")
    F32_NDC1HWC0 = ("float32", "NDC1HWC0")
    F32_FRACTAL_Z_3D = ("float32", "FRACTAL_Z_3D")
    F32_FracZNLSTM = ("float32", "FRACTAL_ZN_LSTM")
    F32_FracZNRNN = ("float32", "FRACTAL_ZN_RNN")
    F32_ND_RNNBIAS = ("float32", "ND_RNN_BIAS")
    F32_ChannelLast = ("float32", "ChannelLast")
    F32_Default_Tuple = ("float32", "DefaultFormat", "tuple")
    F32_Default_List = ("float32", "DefaultFormat", "list")

    F64_None = ("float64", "")
    F64_Default = ("float64", "DefaultFormat")
    F64_5HD = ("float64", "NC1HWC0")
    F64_FracZ = ("float64", "FRACTAL_Z")
    F64_FracNZ = ("float64", "FRACTAL_NZ")
    F64_C1HWNCoC0 = ("float64", "C1HWNCoC0")
    F64_NCHW = ("float64", "NCHW")
    F64_NHWC = ("float64", "NHWC")
    F64_HWCN = ("float64", "HWCN")
    F64_NDHWC = ("float64", "NDHWC")
    F64_ChannelLast = ("float64", "ChannelLast")
    F64_Default_Tuple = ("float64", "DefaultFormat", "tuple")
    F64_Default_List = ("float64", "DefaultFormat", "list")

    BF16_None = ("bfloat16", "")
    BF16_Default = ("bfloat16", "DefaultFormat")
    BF16_5HD = ("bfloat16", "NC1HWC0")
    BF16_FracZ = ("bfloat16", "FRACTAL_Z")
    BF16_FracNZ = ("bfloat16", "FRACTAL_NZ")
    BF16_C1HWNCoC0 = ("bfloat16", "C1HWNCoC0")
    BF16_NCHW = ("bfloat16", "NCHW")
    BF16_NHWC = ("bfloat16", "NHWC")
    BF16_HWCN = ("bfloat16", "HWCN")
    BF16_NDHWC = ("bfloat16", "NDHWC")
    BF16_NCDHW = ("bfloat16", "NCDHW")
    BF16_DHWCN = ("bfloat16", "DHWCN")
    BF16_NDC1HWC0 = ("bfloat16", "NDC1HWC0")
    BF16_FRACTAL_Z_3D = ("bfloat16", "FRACTAL_Z_3D")
    BF16_FracZNLSTM = ("bfloat16", "FRACTAL_ZN_LSTM")
    BF16_FracZNRNN = ("bfloat16", "FRACTAL_ZN_RNN")
    BF16_ND_RNNBIAS = ("bfloat16", "ND_RNN_BIAS")
    BF16_ChannelLast = ("bfloat16", "ChannelLast")
    BF16_Default_Tuple = ("bfloat16", "DefaultFormat", "tuple")
    BF16_Default_List = ("bfloat16", "DefaultFormat", "list")

    C64_Default = ("complex64", "DefaultFormat")
    C128_Default = ("complex128", "DefaultFormat")
    C64_Default_Tuple = ("complex64", "DefaultFormat", "tuple")
    C128_Default_Tuple = ("complex128", "DefaultFormat", "tuple")
