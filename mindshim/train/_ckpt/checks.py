"""Argument checks of the checkpoint API (MindSpore's Validator wording) and the prefix filters of `load_checkpoint`."""

from __future__ import annotations

from typing import Any
from ..._kernels import errors as _errors

# --------------------------------------------------------------------------------------------------------------------
# argument checks (MindSpore's Validator wording)


def _check_isinstance(arg_name: str, value: Any, classes) -> Any:
    if not isinstance(value, classes):
        raise ValueError(f"The parameter '{arg_name}' must be isinstance of {classes}, but got {value}.")
    return value


def _check_bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"The input value must be a bool, but got {type(value).__name__}.")
    return value


def _check_prefix(prefix):
    if prefix is None:
        return prefix
    if not isinstance(prefix, (str, list, tuple)):
        raise _errors.type_error(
            "load_checkpoint",
            "the type of 'specify_prefix' or 'filter_prefix' must be string, "
            f"list[string] or tuple[string], but got {type(prefix)}.",
        )
    if isinstance(prefix, str):
        prefix = (prefix,)
    if not prefix:
        raise _errors.value_error(
            "load_checkpoint",
            "the argument 'specify_prefix' or 'filter_prefix' can't be empty when"
            " 'specify_prefix' or 'filter_prefix' is list or tuple.",
        )
    for index, pre in enumerate(prefix):
        if not isinstance(pre, str):
            raise _errors.type_error(
                "load_checkpoint",
                "when 'specify_prefix' or 'filter_prefix' is list or tuple, "
                f"the element in it must be string, but got {type(pre)} at index {index}.",
            )
        if pre == "":
            raise _errors.value_error(
                "load_checkpoint", "the value of 'specify_prefix' or 'filter_prefix' can't include ''."
            )
    return prefix


def _whether_load_param(specify_prefix, filter_prefix, name: str) -> bool:
    if specify_prefix and not any(name.startswith(p) for p in specify_prefix):
        return False
    if filter_prefix and any(name.startswith(p) for p in filter_prefix):
        return False
    return True
