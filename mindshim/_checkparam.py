"""`mindspore._checkparam`: argument validators with MindSpore's exception classes and messages.

The check functions, relation constants (``EQ``, ``GE``, ``INC_BOTH`` ...) and error texts follow
``mindspore._checkparam`` of MindSpore 2.10 (Apache-2.0), so code written against
``from mindspore import _checkparam as validator`` behaves the same. Dtype/tensor-type checks are not
provided here (ops validate their own inputs).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable

import numpy as np
from ._kernels import errors as _errors

EQ = 1  # ==
NE = 2  # !=
LT = 3  # <
LE = 4  # <=
GT = 5  # >
GE = 6  # >=
_REL_TEXT = {EQ: "==", NE: "!=", LT: "<", LE: "<=", GT: ">", GE: ">="}
_ARTICLE = {int: "an", float: "a"}
# scalar range check
INC_NEITHER = 7  # (), include neither
INC_LEFT = 8  # [), include left
INC_RIGHT = 9  # (], include right
INC_BOTH = 10  # [], include both
# collection in, not in
IN = 11
NOT_IN = 12


def _check_binary_rel(val1, val2, rel):
    """check binary relation"""
    if rel == EQ:
        return val1 == val2
    if rel == NE:
        return val1 != val2
    if rel == LT:
        return val1 < val2
    if rel == LE:
        return val1 <= val2
    if rel == GT:
        return val1 > val2
    if rel == GE:
        return val1 >= val2
    if rel == IN:
        return val1 in val2
    if rel == NOT_IN:
        return val1 not in val2

    return False


def _check_inc_rel(val, lower, upper, rel):
    """check include relation"""
    if rel == INC_NEITHER:
        return not (val <= lower or val >= upper)
    if rel == INC_LEFT:
        return not (val < lower or val >= upper)
    if rel == INC_RIGHT:
        return not (val <= lower or val > upper)
    if rel == INC_BOTH:
        return not (val < lower or val > upper)

    return False


def _format_str_one_value(value, rel):
    """format string"""
    if rel == EQ:
        return f"= {value}"
    if rel == NE:
        return f"!= {value}"
    if rel == LT:
        return f"< {value}"
    if rel == LE:
        return f"<= {value}"
    if rel == GT:
        return f"> {value}"
    if rel == GE:
        return f">= {value}"
    if rel == IN:
        return f"in {value}"
    if rel == NOT_IN:
        return f"not in {value}"

    return ""


def _format_str_two_value(val1, val2, rel):
    """format string"""
    if rel == INC_NEITHER:
        return f"({val1}, {val2})"
    if rel == INC_LEFT:
        return f"[{val1}, {val2})"
    if rel == INC_RIGHT:
        return f"({val1}, {val2}]"
    if rel == INC_BOTH:
        return f"[{val1}, {val2}]"

    return ""


def _check_dup(axes):
    for item in axes:
        count = 0
        for item2 in axes:
            if item == item2:
                count += 1

        if count > 1:
            raise ValueError(f"The element of parameter 'axis' can not be duplicate, but got {axes}.")


def _check_number(arg_value, value, rel, arg_type=int, arg_name=None, prim_name=None):
    """
    Check argument integer.

    Usage:
    - arg_value = _check_number(arg_value, 2, GT, int, "value", None)
    """
    op, name = prim_name, arg_name
    prim_name = _errors.subject(prim_name) + " "
    arg_name = f"'{arg_name}'" if arg_name else "input value"

    def _check_param():
        prim_info = f"{prim_name}" + f"{arg_name}"
        if isinstance(arg_value, arg_type):
            if math.isinf(arg_value) or math.isnan(arg_value) or np.isinf(arg_value) or np.isnan(arg_value):
                raise ValueError(f"{prim_info} must be a legal value, but got '{arg_value}'.")
        else:
            raise TypeError(f"{prim_info} must be {arg_type.__name__}, but got '{type(arg_value).__name__}'")

        type_mismatch = not isinstance(arg_value, arg_type) or isinstance(arg_value, bool)
        rel_ret = _check_binary_rel(arg_value, value, rel)
        if type_mismatch or not rel_ret:
            rel_str = _format_str_one_value(value, rel)
            cls = TypeError if type_mismatch else ValueError
            raise _errors.number_error(cls, op, name, arg_value, rel_str, arg_type)

    _check_param()
    return arg_value


def check_is_number(arg_value, arg_type, arg_name=None, prim_name=None):
    """
    Checks input value is float type or not.

    Usage:
    - number = check_is_number(number, int)
    - number = check_is_number(number, int, "bias")
    - number = check_is_number(number, int, "bias", "bias_class")
    """
    prim_name = _errors.subject(prim_name)
    arg_name = f"'{arg_name}'" if arg_name else "input value"

    def _check_param():
        if isinstance(arg_value, arg_type) and not isinstance(arg_value, bool):
            if math.isinf(arg_value) or math.isnan(arg_value) or np.isinf(arg_value) or np.isnan(arg_value):
                raise ValueError(f"{prim_name} {arg_name} must be a legal float, but got '{arg_value}'.")
        else:
            raise TypeError(
                f"{prim_name} type of {arg_name} must be '{arg_type.__name__}', but got '{type(arg_value).__name__}'."
            )

    _check_param()
    return arg_value


def check_number_range(arg_value, lower_limit, upper_limit, rel, value_type, arg_name=None, prim_name=None):
    """
    Method for checking whether an int value is in some range.

    Usage:
    - number = check_number_range(number, 0.0, 1.0, INC_NEITHER, "number", float) # number in [0.0, 1.0]
    - number = check_number_range(number, 0, 1, INC_NEITHER, "number", int) # number in [0, 1]
    """
    prim_name = _errors.subject(prim_name)
    arg_name = f"'{arg_name}'" if arg_name else "input value"

    def _check_param():
        type_mismatch = not isinstance(arg_value, (np.ndarray, np.generic, value_type)) or isinstance(arg_value, bool)
        if type_mismatch:
            raise TypeError(
                f"{prim_name} {arg_name} must be '{value_type.__name__}',  but got '{type(arg_value).__name__}'."
            )

        if not _check_inc_rel(arg_value, lower_limit, upper_limit, rel):
            rel_str = _format_str_two_value(lower_limit, upper_limit, rel)
            raise ValueError(
                f"{prim_name} {arg_name} must be in range of {rel_str}, "
                f"but got {arg_value} with type '{type(arg_value).__name__}'."
            )

    _check_param()
    return arg_value


def check(arg_name, arg_value, value_name, value, rel=EQ, prim_name=None, excp_cls=ValueError):
    """
    Method for judging relation between two int values or list/tuple made up of ints.
    This method is not suitable for judging relation between floats, since it does not consider float error.
    """

    def _check():
        if not _check_binary_rel(arg_value, value, rel):
            rel_str = _format_str_one_value(f"{value_name}: {value}", rel)
            msg_prefix = _errors.subject(prim_name)
            msg_subject = f"{msg_prefix} '{arg_name}'" if " " not in arg_name else f"{msg_prefix} {arg_name}"
            raise excp_cls(f"{msg_subject} should be {rel_str}, but got {arg_value}.")

    _check()
    return arg_value


def check_int(arg_value, value, rel, arg_name=None, prim_name=None):
    """
    Checks input integer value `arg_value` compare to `value`.

    Usage:
    - number = check_int(number, 0, GE, "number", None) # number >= 0
    """
    return _check_number(arg_value, value, rel, int, arg_name, prim_name)


def check_is_int(arg_value, arg_name=None, prim_name=None):
    """
    Checks input value is float type or not.

    Usage:
    - number = check_is_int(number, int)
    - number = check_is_int(number, int, "bias")
    - number = check_is_int(number, int, "bias", "bias_class")
    """
    return check_is_number(arg_value, int, arg_name, prim_name)


def check_equal_int(arg_value, value, arg_name=None, prim_name=None):
    """
    Checks input integer value `arg_value` compare to `value`.

    Usage:
    - number = check_equal_int(number, 0, "number", None) # number == 0
    """
    return _check_number(arg_value, value, EQ, int, arg_name, prim_name)


def _sign_check(name: str, rel: int, kind: type) -> Callable:
    """MindSpore's ``check_<sign>_<int|float>(arg_value, arg_name=None, prim_name=None)``: ``arg_value`` is a
    ``kind`` with ``arg_value <rel> 0``; returns it (raises as ``_check_number``)."""

    def check(arg_value, arg_name=None, prim_name=None):
        return _check_number(arg_value, 0, rel, kind, arg_name, prim_name)

    check.__name__ = check.__qualname__ = name
    check.__doc__ = f"Check that the argument is {_ARTICLE[kind]} {kind.__name__} {_REL_TEXT[rel]} 0; return it."
    return check


def _sign_sequence_check(name: str, rel: int, kind: type) -> Callable:
    """MindSpore's ``check_<sign>_<int|float>_sequence(sequence, arg_name=None, prim_name=None)``: every element
    is a ``kind`` with ``element <rel> 0`` (named ``arg_name[i]`` in the error); returns the sequence."""

    def check(sequence, arg_name=None, prim_name=None):
        for idx, element in enumerate(sequence):
            arg_idx = f"{arg_name if arg_name else 'arg_name'}[{idx}]"
            _check_number(element, 0, rel, kind, arg_idx, prim_name)
        return sequence

    check.__name__ = check.__qualname__ = name
    check.__doc__ = (
        f"Check that every element of the sequence is {_ARTICLE[kind]} {kind.__name__} {_REL_TEXT[rel]} 0; return it."
    )
    return check


check_positive_int = _sign_check("check_positive_int", GT, int)
check_positive_int_sequence = _sign_sequence_check("check_positive_int_sequence", GT, int)
check_negative_int = _sign_check("check_negative_int", LT, int)
check_non_positive_int = _sign_check("check_non_positive_int", LE, int)
check_non_negative_int = _sign_check("check_non_negative_int", GE, int)
check_non_negative_int_sequence = _sign_sequence_check("check_non_negative_int_sequence", GE, int)


def check_float(arg_value, value, rel, arg_name=None, prim_name=None):
    """
    Checks input float value `arg_value` compare to `value`.

    Usage:
    - number = check_float(number, 0.0, GE, "number", None) # number >= 0
    """
    return _check_number(arg_value, value, rel, float, arg_name, prim_name)


def check_is_float(arg_value, arg_name=None, prim_name=None):
    """
    Checks input value is float type or not.

    Usage:
    - number = check_is_float(number)
    - number = check_is_float(number, "bias")
    - number = check_is_float(number, "bias", "bias_class")
    """
    return check_is_number(arg_value, float, arg_name, prim_name)


check_positive_float = _sign_check("check_positive_float", GT, float)
check_positive_float_sequence = _sign_sequence_check("check_positive_float_sequence", GT, float)
check_negative_float = _sign_check("check_negative_float", LT, float)
check_non_positive_float = _sign_check("check_non_positive_float", LE, float)
check_non_negative_float = _sign_check("check_non_negative_float", GE, float)


def check_number(arg_name, arg_value, value, rel, prim_name):
    """Number value judgment."""

    def _check():
        if not _check_binary_rel(arg_value, value, rel):
            rel_str = _format_str_one_value(value, rel)
            raise _errors.value_error(prim_name, f"the argument '{arg_name}' must {rel_str}, but got {arg_value}.")

    _check()
    return arg_value


def check_isinstance(arg_name, arg_value, classes):
    """Check arg isinstance of classes"""

    def _check():
        if not isinstance(arg_value, classes):
            raise ValueError(f"The parameter '{arg_name}' must be isinstance of {classes}, but got {arg_value}.")

    _check()
    return arg_value


def check_bool(arg_value, arg_name=None, prim_name=None):
    """
    Check argument is instance of bool.

    Usage:
    - has_bias = check_bool(has_bias)
    - has_bias = check_bool(has_bias, "has_bias")
    """

    def _check():
        if not isinstance(arg_value, bool):
            raise _errors.must_be_error(TypeError, prim_name, arg_name, "a bool", type(arg_value).__name__)

    _check()
    return arg_value


def check_int_range(arg_value, lower_limit, upper_limit, rel, arg_name=None, prim_name=None):
    """
    Method for checking whether input value is in int range.

    Usage:
    - number = check_int_range(number, 0, 1, INC_NEITHER) # number in [0, 1]
    - number = check_int_range(number, 0, 1, INC_NEITHER, "number") # number in [0, 1]
    """
    return check_number_range(arg_value, lower_limit, upper_limit, rel, int, arg_name, prim_name)


def check_float_range(arg_value, lower_limit, upper_limit, rel, arg_name=None, prim_name=None):
    """
    Method for checking whether input value is in float range.

    Usage:
    - number = check_float_range(number, 0.0, 1.0, INC_NEITHER) # number in [0.0, 1.0]
    - number = check_float_range(number, 0.0, 1.0, INC_NEITHER, "number") # number in [0.0, 1.0]
    """
    return check_number_range(arg_value, lower_limit, upper_limit, rel, float, arg_name, prim_name)


def check_string(arg_value, valid_values, arg_name=None, prim_name=None):
    """
    Check whether string is in some value list.

    Usage:
    - method = check_string(method, ["string1", "string2", "string3"], "method")
    """
    arg_name = arg_name if arg_name else "parameter"
    msg_prefix = _errors.subject(prim_name)

    def _check():
        if not (isinstance(arg_value, str) and arg_value in valid_values):
            raise ValueError(
                f"{msg_prefix} '{arg_name}' must be str and must be in '{valid_values}', but got '{arg_value}'."
            )

    _check()
    return arg_value


def check_str_by_regular(target, reg=None, flag=re.ASCII, prim_name=None):
    if reg is None:
        # Named string regular expression
        reg = r"^\w+[0-9a-zA-Z\_\.]*$"
    if re.match(reg, target, flag) is None:
        prim_name = _errors.subject(prim_name)
        raise ValueError(f"{prim_name} '{target}' is illegal, it must be match regular'{reg}' by flags'{flag}.'")
    return True


# pylint: disable=missing-docstring
def check_str_and_none_by_regular(target, reg=None, flag=re.ASCII, prim_name=None):
    if reg is None:
        # Named string regular expression
        reg = r"^\w*[0-9a-zA-Z\_\.\-]*$"
    if re.match(reg, target, flag) is None:
        prim_name = _errors.subject(prim_name)
        raise ValueError(f"{prim_name} '{target}' is illegal, it must be match regular'{reg}' by flags'{flag}.'")
    return True


def check_file_name_by_regular(target, reg=None, prim_name=None):
    """Check whether file name is legitimate."""
    if not isinstance(target, str):
        prim_name = _errors.subject(prim_name)
        raise TypeError(f"{prim_name} '{target}' must be string, but got {type(target)}.")
    if target.endswith("\\") or target.endswith("/"):
        prim_name = _errors.subject(prim_name)
        raise ValueError(f"{prim_name} '{target}' cannot be a directory path.")
    if reg is None:
        reg = r"^[0-9a-zA-Z@\_\-\.\:\/\\]+$"
    if re.match(reg, target) is None:
        prim_name = _errors.subject(prim_name)
        raise ValueError(f"{prim_name} '{target}' is illegal, it must be match regular '{reg}'.")

    return True


def check_valid_input(arg_name, arg_value, prim_name):
    """Checks valid value."""

    def _check():
        if arg_value is None:
            raise _errors.value_error(prim_name, f"the argument '{arg_name}'can not be None, but got {arg_value}.")

    _check()
    return arg_value


def check_value_type(arg_name, arg_value, valid_types, prim_name=None):
    """Checks whether a value is instance of some types."""
    valid_types = valid_types if isinstance(valid_types, Iterable) else (valid_types,)

    def raise_error_msg(cond, arg_value):
        """func for raising error message when check failed"""
        if not cond:
            return
        raise _errors.value_type_error(arg_name, arg_value, valid_types, prim_name)

    # Notice: bool is subclass of int, so `check_value_type('x', True, [int])` will check fail, and
    #         `check_value_type('x', True, [bool, int])` will check pass
    cond = isinstance(arg_value, bool) and bool not in tuple(valid_types)
    raise_error_msg(cond, arg_value)
    if isinstance(arg_value, float) and float not in tuple(valid_types):
        arg_value = round(arg_value, 6)
    cond = not isinstance(arg_value, tuple(valid_types))
    raise_error_msg(cond, arg_value)
    return arg_value


def check_type_name(arg_name, arg_type, valid_types, prim_name):
    """Checks whether a type (a MindSpore dtype, or a tensor type's element type) is one of ``valid_types``."""
    valid_types = valid_types if isinstance(valid_types, Iterable) else (valid_types,)
    if hasattr(arg_type, "element_type") and callable(arg_type.element_type):
        arg_type = arg_type.element_type()
    if arg_type not in valid_types:
        type_names = [t.__name__ if hasattr(t, "__name__") else t for t in valid_types]
        num_types = len(valid_types)
        msg_prefix = _errors.subject(prim_name)
        got = arg_type.__name__ if hasattr(arg_type, "__name__") else repr(arg_type)
        raise TypeError(
            f"{msg_prefix} '{arg_name}' should be {'one of ' if num_types > 1 else ''}"
            f"{type_names if num_types > 1 else type_names[0]}, but got '{got}'."
        )
    return arg_type


def check_element_type_of_iterable(arg_name, arg_value, valid_types, prim_name=None):
    """Check type of the element of a iterabel object, except dict."""
    check_value_type(arg_name, arg_value, [list, tuple], prim_name)
    type_names = [t.__name__ if hasattr(t, "__name__") else str(t) for t in valid_types]
    num_types = len(valid_types)
    msg_prefix = _errors.subject(prim_name)
    for element in arg_value:
        if not isinstance(element, tuple(valid_types)):
            raise TypeError(
                f"{msg_prefix} type of '{arg_name}' should be {'one of ' if num_types > 1 else ''}"
                f"{type_names if num_types > 1 else type_names[0]}, "
                f"but got '{element}' with type '{type(element).__name__}'."
            )


def check_element_type_of_dict(arg_name, arg_value, key_types, value_types, prim_name=None):
    """Check the type of key and value of a dict."""
    check_value_type(arg_name, arg_value, [dict], prim_name)
    msg_prefix = _errors.subject(prim_name)
    type_names = [t.__name__ if hasattr(t, "__name__") else str(t) for t in key_types]
    num_types = len(key_types)
    for element in arg_value.keys():
        if not isinstance(element, tuple(key_types)):
            raise TypeError(
                f"{msg_prefix} type of '{arg_name}' should be {'one of ' if num_types > 1 else ''}"
                f"{type_names if num_types > 1 else type_names[0]}, "
                f"but got '{element}' with type '{type(element).__name__}'."
            )

    type_names = [t.__name__ if hasattr(t, "__name__") else str(t) for t in value_types]
    num_types = len(value_types)
    for element in arg_value.values():
        if not isinstance(element, tuple(value_types)):
            raise TypeError(
                f"{msg_prefix} type of '{arg_name}' should be {'one of ' if num_types > 1 else ''}"
                f"{type_names if num_types > 1 else type_names[0]}, "
                f"but got '{element}' with type '{type(element).__name__}'."
            )


def check_size_and_element_type_of_tuple(arg_name, arg_value, expect_size, expect_element_type, prim_name=None):
    """Check the size and element type of a tuple."""
    check_value_type(arg_name, arg_value, [tuple], prim_name)
    check_equal_int(len(arg_value), expect_size, arg_name + " size", prim_name)
    check_element_type_of_iterable("arg_name", arg_value, [expect_element_type], prim_name)


def check_input_format(input_param):
    """Judge input format."""
    if input_param == "NCHW":
        return input_param
    raise ValueError(f"The data format must be NCHW, but got {input_param}.")


class _Rel:
    """MindSpore 1.x's ``Rel`` namespace of relation constants (``mindspore._checkparam.Rel``, gone in 2.0)."""

    EQ = EQ
    NE = NE
    LT = LT
    LE = LE
    GT = GT
    GE = GE
    INC_NEITHER = INC_NEITHER
    INC_LEFT = INC_LEFT
    INC_RIGHT = INC_RIGHT
    INC_BOTH = INC_BOTH
    IN = IN
    NOT_IN = NOT_IN


class _Validator:
    """MindSpore 1.x's ``Validator`` class: every check function as a static method (gone in 2.0)."""


for _name, _fn in list(globals().items()):
    if _name.startswith("check") and callable(_fn):
        setattr(_Validator, _name, staticmethod(_fn))
del _name, _fn

_RENAMED = {"Rel": _Rel, "Validator": _Validator}


def __getattr__(name: str):
    """``Validator`` and ``Rel`` exist only when a MindSpore 1.x is emulated (``--ms-version 1.x``), as in MindSpore.

    MindSpore 2.0 removed them for the module-level functions and constants; libraries tell the generations apart
    with ``try: from mindspore._checkparam import Validator except ImportError: ...`` and must take 2.10's path.
    """
    from ._version import before

    if name in _RENAMED and before(2, 0):
        return _RENAMED[name]
    raise AttributeError(f"module 'mindspore._checkparam' has no attribute '{name}'")


def _check_positive_int_or_tuple(arg_name, arg_value, prim_name, allow_four=False, ret_four=False,
                                 strict_positive=True):  # fmt: skip
    """An int or a tuple of 2 (or 4 when ``allow_four``) ints > 0 (>= 0 when not ``strict_positive``), returned as
    ``(h, w)`` or ``(1, 1, h, w)`` (``ret_four``). Mirrors ``mindspore.ops.operations.nn_ops.
    _check_positive_int_or_tuple`` (2.10), the window check of the 2-D pooling and convolution primitives.

    Raises:
        TypeError: ``arg_value`` neither an int nor a tuple (a bool or a list too).
        ValueError: another length, or an item that is not a positive int.
    """

    def _raise_message():
        raise _errors.value_error(
            prim_name,
            f"attr '{arg_name}' must be an positive int number or a tuple of two "
            f"{'or four ' if allow_four else ''}positive int numbers, but got {arg_value}",
            sep="' ",
        )

    check_value_type(arg_name, arg_value, (int, tuple), prim_name)
    if isinstance(arg_value, int):
        ret = (1, 1, arg_value, arg_value) if ret_four else (arg_value, arg_value)
    elif len(arg_value) == 2:
        ret = (1, 1, arg_value[0], arg_value[1]) if ret_four else arg_value
    elif len(arg_value) == 4 and allow_four:
        ret = arg_value if ret_four else (arg_value[2], arg_value[3])
    else:
        _raise_message()
    for item in ret:
        if not isinstance(item, int) or isinstance(item, bool) or item < (1 if strict_positive else 0):
            _raise_message()
    return tuple(ret)


def _check_3d_int_or_tuple(arg_name, arg_value, prim_name, allow_five=False, ret_five=False, greater_zero=True,
                           third_one=False, three_input=False, pad_value=1):  # fmt: skip
    """An int or a tuple of 3 (or 5 when ``allow_five``) ints > 0 (>= 0 when not ``greater_zero``), returned as a
    3-tuple or ``(pad_value, pad_value, d, h, w)`` (``ret_five``). Mirrors ``mindspore._checkparam.
    _check_3d_int_or_tuple`` (2.10), the window check of the 3-D pooling and convolution primitives.

    Raises:
        TypeError: ``arg_value`` neither an int nor a tuple. ValueError: another length, an item that is not a
        positive (non-negative) int, or a depth item other than 1 when ``third_one``.
    """

    def _raise_message(third_one_flag=False, three_input_flag=False, ret_value=None):
        ret_value = arg_value if ret_value is None else ret_value
        if third_one_flag:
            raise _errors.value_error(
                prim_name, f"the depth of parameter '{arg_name}' must be 1, but got {ret_value[-3]}."
            )
        tail = f"a tuple of three {'or five ' if allow_five and not three_input_flag else ''}positive integer"
        raise _errors.value_error(
            prim_name,
            f"the parameter '{arg_name}' must be an positive integer or {tail}, but got {ret_value}"
            + ("." if three_input_flag else ""),
        )

    check_value_type(arg_name, arg_value, (int, tuple), prim_name)
    if three_input and isinstance(arg_value, tuple) and len(arg_value) != 3:
        _raise_message(three_input_flag=True)
    if not isinstance(arg_value, int) and not (len(arg_value) == 3 or (len(arg_value) == 5 and allow_five)):
        _raise_message()
    if isinstance(arg_value, int):
        ret = (pad_value, pad_value, arg_value, arg_value, arg_value) if ret_five else (arg_value,) * 3
    elif len(arg_value) == 3:
        ret = (pad_value, pad_value, *arg_value) if ret_five else arg_value
    else:
        ret = arg_value if ret_five else (arg_value[2], arg_value[3], arg_value[4])
    for item in ret:
        if not isinstance(item, int) or isinstance(item, bool) or item < (1 if greater_zero else 0):
            _raise_message(ret_value=ret)
    if third_one and ret[-3] != 1:
        _raise_message(third_one_flag=True, ret_value=ret)
    return tuple(ret)


def _expand_tuple(n_dimensions):
    """The converter of an int (or a tuple of ``n_dimensions`` ints) to a tuple of ``n_dimensions`` ints. Mirrors
    ``mindspore._checkparam._expand_tuple`` (2.10), behind ``once``/``twice``/``triple``.

    Raises:
        TypeError: neither an int nor a tuple (a bool or a list too), a tuple of another length, or an item that is
        not an int."""

    def convert(m):
        if not isinstance(m, tuple):
            if isinstance(m, int) and not isinstance(m, bool):
                return (m,) * n_dimensions
            raise TypeError(
                f"When expanding an int number to tuple, input type must be integer or tuple[int], but got {type(m)}"
            )
        if len(m) != n_dimensions:
            raise TypeError(
                f"When expanding an int number to tuple, input tuple dimension must be {n_dimensions}, but got {m}"
            )
        for i in m:
            if not isinstance(i, int) or isinstance(i, bool):
                raise TypeError(
                    "When expanding an int number to tuple, the type of element in input tuple must be an integer, "
                    f"but got {type(i)}."
                )
        return m

    return convert


once = _expand_tuple(1)
twice = _expand_tuple(2)
triple = _expand_tuple(3)


def check_and_canonicalize_axes(axes, ndim):
    """``axes`` (an int or a tuple of ints) checked against ``ndim`` and made non-negative. Mirrors
    ``mindspore._checkparam.check_and_canonicalize_axes`` (2.10), the axis check of ``ops.std``/``var`` and the
    numpy-style reductions.

    Raises:
        TypeError: an item that is not an int (a list ``axes`` counts as one such item). ValueError: an item outside
        ``[-ndim, ndim)``, or a repeated axis.
    """

    def _check(axes, ax, ndim):
        if not isinstance(ax, int):
            raise TypeError(f"Each axis should be integer, but got {type(ax)} in {axes}.")
        if ax >= ndim or ax < -ndim:
            raise ValueError(f"The 'axis' must be in the range of [-{ndim}, {ndim}), but got {ax}.")

    axes = axes if isinstance(axes, tuple) else (axes,)
    new_axes = ()
    for ax in axes:
        _check(axes, ax, ndim)
        ax = ax if ax >= 0 else ax + ndim
        new_axes += (ax,)
    _check_dup(new_axes)
    return new_axes
