"""`mindspore.graph`: graph-compilation controls (`set_recursion_limit`, `lazy_inline`, `no_inline`); mindshim runs
eagerly, so they keep their arguments and change nothing about the result."""

from __future__ import annotations

from .. import _api
import inspect
from collections.abc import Callable
from typing import Any

from .. import _state
from .._state import RECURSION_LIMIT
from .lazy_inline import lazy_inline  # MindSpore's home of it is mindspore.graph.lazy_inline

__all__ = _api.names(__name__)


def set_recursion_limit(recursion_limit: int = 1000) -> None:
    """Set the graph compiler's recursion limit. Mirrors ``mindspore.set_recursion_limit`` (2.10), which sets
    the graph executor's limit (``get_context('max_call_depth')`` is unchanged); there is no graph compiler here,
    so the value is only kept. Python's own recursion limit is left alone.

    Raises:
        TypeError: if ``recursion_limit`` is not an int. ValueError: if it is not positive.
    """
    if not isinstance(recursion_limit, int) or isinstance(recursion_limit, bool):
        raise TypeError(f"The parameter 'recursion_limit' must be {int}, but got {type(recursion_limit)}")
    if recursion_limit <= 0:
        raise ValueError(f"The 'recursion_limit' must be greater than 0, but got {recursion_limit}.")
    RECURSION_LIMIT[0] = recursion_limit


def _passthrough(fn: Callable | None, **_: Any) -> Callable:
    if fn is None:
        return lambda f: f
    return fn


def no_inline(fn: Callable | None = None) -> Callable:
    """Decorator keeping a function a separate compiled sub-graph in MindSpore. Returns ``fn`` unchanged.
    Mirrors ``mindspore.no_inline``."""
    return _passthrough(fn)
