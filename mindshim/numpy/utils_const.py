"""`mindspore.numpy.utils_const`: the raising helpers MindSpore's numpy module (and code built on it) calls."""

from __future__ import annotations

from typing import Any, NoReturn


def _raise_value_error(info: str, param: Any = None) -> NoReturn:
    """ValueError ``info`` (followed by ``param`` when given). Mirrors MindSpore 2.10's
    ``mindspore.numpy.utils_const._raise_value_error``."""
    if param is None:
        raise ValueError(info)
    raise ValueError(info + f"{param}")


def _raise_type_error(info: str, param: Any = None) -> NoReturn:
    """TypeError ``info`` (followed by ``param`` when given), as ``_raise_value_error``."""
    if param is None:
        raise TypeError(info)
    raise TypeError(info + f"{param}")
