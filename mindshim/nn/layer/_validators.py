"""Argument checks of the `nn` layers (thin names over `mindshim._checkparam`) and padding helpers."""

from __future__ import annotations

from typing import Any

from ... import _checkparam as C

__all__ = []


_REL = {">": C.GT, ">=": C.GE, "=": C.EQ}


def check_int(value: Any, bound: int, rel: str, arg_name: str, prim_name: str | None = None) -> Any:
    """Check ``value`` is an int (not bool) with ``value <rel> bound``; rel is '>' '>=' or '='.

    Raises:
        TypeError: for another type (or bool).
        ValueError: when the relation fails.
    """
    return C.check_int(value, bound, _REL[rel], arg_name, prim_name)


def check_positive_int(value: Any, arg_name: str, prim_name: str | None = None) -> int:
    """``Validator.check_positive_int``: an int > 0."""
    return C.check_positive_int(value, arg_name, prim_name)


def check_non_negative_int(value: Any, arg_name: str, prim_name: str | None = None) -> int:
    """``Validator.check_non_negative_int``: an int >= 0."""
    return C.check_non_negative_int(value, arg_name, prim_name)


def check_bool(value: Any, arg_name: str, prim_name: str | None = None) -> bool:
    """``Validator.check_bool``: raises TypeError unless ``value`` is a bool."""
    return C.check_bool(value, arg_name, prim_name)


def check_value_type(arg_name: str, value: Any, types, prim_name: str | None = None) -> Any:
    """``Validator.check_value_type``: raises TypeError unless ``value`` is one of ``types`` (bool is not an int)."""
    C.check_value_type(arg_name, value, types, prim_name)
    return value


def check_string(value: Any, valid: list, arg_name: str, prim_name: str | None = None) -> str:
    """``Validator.check_string``: raises ValueError unless ``value`` is a str in ``valid``."""
    return C.check_string(value, valid, arg_name, prim_name)


def twice(value: Any) -> tuple:
    """An int becomes ``(v, v)``; a tuple of 2 ints is kept. Mirrors ``mindspore._checkparam.twice`` (2.10).

    Raises:
        TypeError: neither an int nor a tuple, a tuple of another length, or an item that is not an int.
    """
    from ... import _checkparam

    return _checkparam.twice(value)
