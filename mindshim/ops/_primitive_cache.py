"""`mindspore.ops._primitive_cache`: one Primitive instance per class and arguments (``_get_cache_prim``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .primitive import Primitive

_PRIM_CACHE: dict[str, Primitive] = {}


def _get_cache_prim(cls: type) -> Callable[..., Primitive]:
    """A function returning the one cached instance of the Primitive class ``cls`` built with the given arguments:
    ``_get_cache_prim(ops.ReduceSum)(keep_dims=True)`` twice is the same object, other arguments another.
    Mirrors ``mindspore.ops._primitive_cache._get_cache_prim`` in PyNative (the key is the class and the str() of each
    positional argument and ``name:value`` of each keyword, so equal-looking arguments share an instance); inside a
    ``jit`` region MindSpore builds a new instance per call, which behaves the same.
    """

    def _get_cache_prim_for_pynative(*args: Any, **kwargs: Any) -> Primitive:
        key = (str(cls), *(str(a) for a in args), *(f"{k}:{v}" for k, v in kwargs.items()))
        key = str(key)
        if key not in _PRIM_CACHE:
            _PRIM_CACHE[key] = cls(*args, **kwargs)
        return _PRIM_CACHE[key]

    return _get_cache_prim_for_pynative
