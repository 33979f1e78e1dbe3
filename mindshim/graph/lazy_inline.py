"""`mindspore.graph.lazy_inline`: the ``lazy_inline`` decorator (``from mindspore.graph.lazy_inline import
lazy_inline``)."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from .. import _api

__all__ = _api.names(__name__)


def _check_init(fn: Callable) -> Callable:
    if inspect.isclass(fn):
        raise ValueError(
            f"The lazy_inline should decorate the __init__ function, not the class {fn.__name__}. "
            f"File: {inspect.getfile(fn)}"
        )
    if fn.__name__ != "__init__":
        raise ValueError(
            f"The lazy_inline should decorate the __init__ function, not the function: {fn.__name__}. line: "
            f"{fn.__code__.co_firstlineno} in {fn.__code__.co_filename}"
        )
    return fn


def lazy_inline(fn: Callable | None = None, attrs: Any = None, policy: Any = None) -> Callable:
    """Decorator for a Cell's ``__init__`` that MindSpore uses to reuse compiled sub-graphs. Returns ``fn`` unchanged
    (usable bare or with arguments). Mirrors ``mindspore.lazy_inline``.

    Raises:
        ValueError: if it decorates a class or a function other than ``__init__``, as in MindSpore.
    """
    if fn is None:
        return _check_init
    return _check_init(fn)
