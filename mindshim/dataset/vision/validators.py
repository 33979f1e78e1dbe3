"""Argument checks of `mindspore.dataset.vision` transforms, with MindSpore's messages (its ``vision/validators.py``)."""

from __future__ import annotations

from ... import _api
from typing import Any

from ..core.validator_helpers import check_pos_int32, check_positive, type_check, type_check_list

__all__ = _api.names(__name__)

FLOAT_MAX_INTEGER = 16777216
UINT32_MIN = 0


def check_value_interval(value: Any, valid_range: tuple, arg_name: str = "", left_open: bool = False,
                         right_open: bool = False) -> None:  # fmt: skip
    """Raise MindSpore's ValueError (``Input {name} is not within the required interval of [lo, hi).``, brackets
    per side) when ``value`` is outside the interval."""
    lo, hi = valid_range
    if (value <= lo if left_open else value < lo) or (value >= hi if right_open else value > hi):
        name = f"{arg_name} " if arg_name else ""
        raise ValueError(
            f"Input {name}is not within the required interval of {'(' if left_open else '['}{lo}, {hi}"
            f"{')' if right_open else ']'}."
        )


def check_range(values: Any, valid_range: tuple, arg_name: str = "") -> None:
    """``valid_range[0] <= values[0] <= values[1] <= valid_range[1]``, or MindSpore's ValueError."""
    if not valid_range[0] <= values[0] <= values[1] <= valid_range[1]:
        name = f"{arg_name} " if arg_name else ""
        raise ValueError(f"Input {name}is not within the required interval of [{valid_range[0]}, {valid_range[1]}].")


def check_pos_float32(value: Any, arg_name: str = "") -> None:
    """A float or int in (0, 16777216], with MindSpore's TypeError/ValueError messages."""
    type_check(value, (float, int), arg_name)
    check_value_interval(value, (UINT32_MIN, FLOAT_MAX_INTEGER), arg_name, left_open=True)


def check_crop_size(size: Any) -> None:
    """An int or an (h, w) pair of ints, each in [1, 16777216] (MindSpore's ``check_crop_size``)."""
    type_check(size, (int, list, tuple), "size")
    if isinstance(size, int):
        check_value_interval(size, (1, FLOAT_MAX_INTEGER))
    elif len(size) == 2:
        for i, v in enumerate(size):
            type_check(v, (int,), f"size[{i}]")
            check_value_interval(v, (1, FLOAT_MAX_INTEGER))
    else:
        raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")


def check_random_resize_crop(size: Any, scale: Any, ratio: Any, interpolation: Any, max_attempts: Any,
                             inter_type: type) -> None:  # fmt: skip
    """The checks of RandomResizedCrop / RandomCropDecodeResize (MindSpore's order and messages)."""
    if interpolation is not None:
        type_check(interpolation, (inter_type,), "interpolation")
    check_crop_size(size)
    if scale is not None:
        type_check(scale, (tuple, list), "scale")
        if len(scale) != 2:
            raise TypeError("scale should be a list/tuple of length 2.")
        type_check_list(scale, (float, int), "scale")
        if scale[0] > scale[1]:
            raise ValueError("scale should be in (min,max) format. Got (max,min).")
        check_range(scale, (0, FLOAT_MAX_INTEGER))
        check_positive(scale[1], "scale[1]")
    if ratio is not None:
        type_check(ratio, (tuple, list), "ratio")
        if len(ratio) != 2:
            raise TypeError("ratio should be a list/tuple of length 2.")
        check_pos_float32(ratio[0], "ratio[0]")
        check_pos_float32(ratio[1], "ratio[1]")
        if ratio[0] > ratio[1]:
            raise ValueError("ratio should be in (min,max) format. Got (max,min).")
    if max_attempts is not None:
        check_pos_int32(max_attempts, "max_attempts")
