"""Gradient and Cell hooks (HookBackward, Tensor.register_hook, Cell forward/backward hooks) on torch autograd."""

from __future__ import annotations

import itertools
from typing import Any

__all__ = ["call_cell_slow", "register_cell_hook", "tensor_register_hook"]

_ids = itertools.count()


class _Handle:
    """A removable hook handle (``handle.remove()``), as MindSpore returns."""

    def __init__(self, cell, table: str, key: int) -> None:
        self._cell, self._table, self._key = cell, table, key

    def remove(self) -> None:
        """Unregister the hook (idempotent)."""
        getattr(self._cell, self._table).pop(self._key, None)
        self._cell._update_slow_flag()


def register_cell_hook(cell, table: str, hook_fn, with_kwargs: bool = False) -> _Handle:
    key = next(_ids)
    getattr(cell, table)[key] = (hook_fn, with_kwargs)
    cell._update_slow_flag()
    return _Handle(cell, table, key)


def call_cell_slow(cell, args: tuple, kwargs: dict) -> Any:
    """Call ``cell`` with its hooks / custom bprop (placeholder: forward hooks only)."""
    for fn, _ in cell._ms_forward_pre_hooks.values():
        r = fn(cell, args)
        if r is not None:
            args = r if isinstance(r, tuple) else (r,)
    out = cell.construct(*args, **kwargs)
    for fn, _ in cell._ms_forward_hooks.values():
        r = fn(cell, args, out)
        if r is not None:
            out = r
    return out


def tensor_register_hook(tensor, hook):
    raise NotImplementedError("Tensor.register_hook is not implemented yet.")
