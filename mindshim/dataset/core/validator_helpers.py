"""Argument checks shared by the dataset pipeline, with MindSpore's messages (`mindspore.dataset.core.validator_helpers`)."""

from __future__ import annotations

from ... import _api
import os
from multiprocessing import cpu_count
from typing import Any

__all__ = _api.names(__name__)

INT32_MAX = 2147483647
UINT32_MAX = 4294967295


def type_check(arg: Any, types: tuple, arg_name: str) -> None:
    """Raise MindSpore's TypeError when ``arg`` is not one of ``types`` (a bool is not an int).

    Raises:
        TypeError: ``Argument {arg_name} with value {arg} is not of type [...], but got {type}.``
    """
    value = '""' if repr(arg) == repr("") else arg
    if int in types and bool not in types and isinstance(arg, bool):
        raise TypeError(f"Argument {arg_name} with value {value} is not of type {types}, but got {type(arg)}.")
    if not isinstance(arg, types):
        raise TypeError(f"Argument {arg_name} with value {value} is not of type {list(types)}, but got {type(arg)}.")


def check_num_parallel_workers(value: Any) -> None:
    """A worker count must be an int in [1, number of CPUs], as MindSpore 2.10 checks.

    Raises:
        TypeError: if ``value`` is not an int. ValueError: if it is outside [1, cpu_count()].
    """
    type_check(value, (int,), "num_parallel_workers")
    if value < 1 or value > cpu_count():
        raise ValueError(f"num_parallel_workers exceeds the boundary between 1 and {cpu_count()}!")


def check_value(value: Any, valid_range: tuple, arg_name: str = "") -> None:
    """Raise MindSpore's ValueError when ``value`` is outside the closed interval ``valid_range``.

    Raises:
        ValueError: ``Input {arg_name} is not within the required interval of [lo, hi].``
    """
    if value < valid_range[0] or value > valid_range[1]:
        name = f"{arg_name} " if arg_name else ""
        raise ValueError(f"Input {name}is not within the required interval of [{valid_range[0]}, {valid_range[1]}].")


def check_pos_int32(value: Any, arg_name: str = "") -> None:
    """An int in [1, INT32_MAX], with MindSpore's TypeError/ValueError messages."""
    type_check(value, (int,), arg_name)
    check_value(value, (1, INT32_MAX), arg_name)


def type_check_list(args: Any, types: tuple, arg_names: Any) -> None:
    """:func:`type_check` on each element of the list/tuple ``args`` (names ``arg_names[i]``, or ``name[i]`` when
    ``arg_names`` is one str).

    Raises:
        TypeError: if ``args`` is not a list/tuple or an element has another type.
    """
    type_check(args, (list, tuple), arg_names)
    if isinstance(arg_names, str):
        arg_names = [f"{arg_names}[{i}]" for i in range(len(args))]
    elif len(args) != len(arg_names):
        raise ValueError("List of arguments is not the same length as argument_names.")
    for arg, name in zip(args, arg_names):
        type_check(arg, types, name)


def check_positive(value: Any, arg_name: str = "") -> None:
    """Raise MindSpore's ValueError (``Input {arg_name} must be greater than 0.``) when ``value`` <= 0."""
    if value <= 0:
        name = f"{arg_name} " if arg_name else ""
        raise ValueError(f"Input {name}must be greater than 0.")


def check_uint32(value: Any, arg_name: str = "") -> None:
    """An int in [0, 4294967295], with MindSpore's TypeError/ValueError messages."""
    type_check(value, (int,), arg_name)
    check_value(value, (0, UINT32_MAX), arg_name)


def check_independent_mode(feature_name: str, condition: Any = True) -> None:
    """Refuse ``feature_name`` while ``MS_INDEPENDENT_DATASET`` is ``True``/``true`` (MindSpore's independent dataset
    process mode, which does not support sync_wait, callbacks, offload, cache or autotune).

    Raises:
        RuntimeError: ``{feature_name} is not supported in Dataset Independent mode.`` when ``condition`` holds.
    """
    env = os.getenv("MS_INDEPENDENT_DATASET", None)
    if condition and env and env.strip() in ["True", "true"]:
        raise RuntimeError(f"{feature_name} is not supported in Dataset Independent mode.")


def check_columns(columns: Any, name: str) -> None:
    """Column names: a non-empty str, or a non-empty list of distinct non-empty strs. Mirrors MindSpore's check.

    Raises:
        TypeError: ``columns`` neither a list nor a str, or an item not a str (``Argument {name}[i] ...``).
        ValueError: empty names, or a name given twice.
    """
    type_check(columns, (list, str), name)
    if isinstance(columns, str):
        if not columns:
            raise ValueError(f"{name} should not be an empty str.")
        return
    if not columns:
        raise ValueError(f"{name} should not be empty.")
    for i, column_name in enumerate(columns):
        if not column_name:
            raise ValueError(f"{name}[{i}] should not be empty.")
    type_check_list(columns, (str,), [f"{name}[{i}]" for i in range(len(columns))])
    if len(set(columns)) != len(columns):
        raise ValueError("Every column name should not be same with others in column_names.")
