"""``cell_attr_register``: records a Cell's ``__init__`` arguments as ``cell_init_args``."""

from __future__ import annotations

import inspect
from functools import wraps
from typing import Any, Callable

__all__ = ["cell_attr_register"]


def cell_attr_register(fn: Callable | None = None, attrs: list | str | None = None) -> Callable:
    """Decorate a Cell's ``__init__`` so that its arguments are kept. Mirrors MindSpore 2.10's
    ``mindspore._extends.cell_attr_register``.

    After ``__init__`` the Cell gets ``cell_init_args``: its class name followed by the bound arguments (all of
    them when ``attrs`` is None, else the values of the attributes named by ``attrs``, a list of names or one name).

    Raises:
        ValueError: ``attrs`` is neither a list nor a string, or the list holds a non-string.
    """

    def wrap_cell(fn: Callable) -> Callable:
        @wraps(fn)
        def deco(self, *args: Any, **kwargs: Any) -> None:
            arguments: Any = []
            if attrs is None:
                bound_args = inspect.signature(fn).bind(self, *args, **kwargs)
                arguments = bound_args.arguments
                del arguments["self"]
                arguments = arguments.values()
            fn(self, *args, **kwargs)
            if attrs is None:
                self.cell_init_args = type(self).__name__ + str(arguments)
                return
            if isinstance(attrs, list):
                for item in attrs:
                    if not isinstance(item, str):
                        raise ValueError("attr must be a string")
                    if hasattr(self, item):
                        arguments.append(getattr(self, item))
            elif isinstance(attrs, str):
                if hasattr(self, attrs):
                    arguments = getattr(self, attrs)
            else:
                raise ValueError("attrs must be list or string")
            self.cell_init_args = type(self).__name__ + str(arguments)

        return deco

    if fn is not None:
        return wrap_cell(fn)
    return wrap_cell
