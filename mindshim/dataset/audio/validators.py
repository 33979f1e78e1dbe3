"""Argument checks of `mindspore.dataset.audio`, with MindSpore's messages (`mindspore.dataset.audio.validators`)."""

from __future__ import annotations

from ... import _api
from typing import Any

from ..core.validator_helpers import type_check

INT32_MAX = 2147483647
FLOAT_MAX_INTEGER = 16777216
FLOAT_MIN_INTEGER = -16777216

__all__ = _api.names(__name__)


def check_value(value: Any, valid_range: tuple, arg_name: str = "", left_open: bool = False,
                right_open: bool = False) -> None:  # fmt: skip
    """Raise MindSpore's ValueError when ``value`` is outside ``valid_range`` (each end open or closed).

    Raises:
        ValueError: ``Input {arg_name} is not within the required interval of [lo, hi].`` (brackets as the ends).
    """
    lo, hi = valid_range
    bad = (value <= lo if left_open else value < lo) or (value >= hi if right_open else value > hi)
    if bad:
        name = f"{arg_name} " if arg_name else ""
        raise ValueError(
            f"Input {name}is not within the required interval of {'(' if left_open else '['}{lo}, {hi}"
            f"{')' if right_open else ']'}."
        )


def check_pos_int32(value: Any, arg_name: str = "") -> None:
    """An int in [1, INT32_MAX]."""
    type_check(value, (int,), arg_name)
    check_value(value, (1, INT32_MAX), arg_name)


def check_non_negative_int32(value: Any, arg_name: str = "") -> None:
    """An int in [0, INT32_MAX]."""
    type_check(value, (int,), arg_name)
    check_value(value, (0, INT32_MAX), arg_name)


def check_float32(value: Any, arg_name: str = "") -> None:
    """A number in [-16777216, 16777216]."""
    type_check(value, (int, float), arg_name)
    check_value(value, (FLOAT_MIN_INTEGER, FLOAT_MAX_INTEGER), arg_name)


def check_pos_float32(value: Any, arg_name: str = "") -> None:
    """A number in (0, 16777216]."""
    type_check(value, (int, float), arg_name)
    check_value(value, (0, FLOAT_MAX_INTEGER), arg_name, left_open=True)


def check_non_negative_float32(value: Any, arg_name: str = "") -> None:
    """A number in [0, 16777216]."""
    type_check(value, (int, float), arg_name)
    check_value(value, (0, FLOAT_MAX_INTEGER), arg_name)


def check_int32_not_zero(value: Any, arg_name: str = "") -> None:
    """A non-zero int32."""
    type_check(value, (int,), arg_name)
    if value < -INT32_MAX - 1 or value > INT32_MAX or value == 0:
        raise ValueError(
            f"Input {arg_name} is not within the required interval of [-2147483648, 0) and (0, 2147483647]."
        )


def check_float32_not_zero(value: Any, arg_name: str = "") -> None:
    """A non-zero number in [-16777216, 16777216]."""
    type_check(value, (float, int), arg_name)
    if value < FLOAT_MIN_INTEGER or value > FLOAT_MAX_INTEGER or value == 0:
        raise ValueError(f"Input {arg_name} is not within the required interval of [-16777216, 0) and (0, 16777216].")
