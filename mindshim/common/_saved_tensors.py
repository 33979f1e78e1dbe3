"""`mindspore.saved_tensors_hooks` / `register_saved_tensors_hooks`: pack/unpack hooks on `torch.autograd.graph`."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import torch

from .. import _state
from .tensor import Tensor, _wrap

__all__ = ["saved_tensors_hooks", "register_saved_tensors_hooks"]


def _hooks(pack_hook: Callable, unpack_hook: Callable) -> tuple[Callable, Callable]:
    def pack(t: torch.Tensor) -> Any:
        return pack_hook(_wrap(t))

    def unpack(packed: Any) -> torch.Tensor:
        out = unpack_hook(packed)
        return out._data() if isinstance(out, Tensor) else out

    return pack, unpack


class saved_tensors_hooks(torch.autograd.graph.saved_tensors_hooks):  # MindSpore's name
    """``with saved_tensors_hooks(pack_hook, unpack_hook):`` every tensor the backward pass keeps from an op run
    inside the ``with`` block is given to ``pack_hook`` (as a MindSpore Tensor) when saved, and what
    ``unpack_hook`` returns for it is used when the backward pass needs it (e.g. to offload activations to the
    host). Outside the block tensors are saved as they are. Mirrors ``mindspore.saved_tensors_hooks`` (2.10)
    over ``torch.autograd.graph.saved_tensors_hooks``."""

    def __init__(self, pack_hook: Callable, unpack_hook: Callable) -> None:
        super().__init__(*_hooks(pack_hook, unpack_hook))


def register_saved_tensors_hooks(pack_hook: Callable, unpack_hook: Callable) -> Callable[[Callable], Callable]:
    """A decorator giving a function saved-tensor hooks for graph mode: ``@register_saved_tensors_hooks(pack,
    unpack)`` stores the hooks on the function (on the innermost one of a ``functools.wraps`` chain) as
    ``_saved_tensors_pack_hook`` / ``_saved_tensors_unpack_hook`` and returns it unchanged. They apply, as
    :class:`saved_tensors_hooks` would around its body, when the function is differentiated inside a staged
    region (``jit``, GRAPH_MODE); a PyNative call ignores them, and nothing is turned on for the process.

    Mirrors ``mindspore.register_saved_tensors_hooks`` (2.10). Known difference: MindSpore runs the hooks as graph
    code when it compiles (their Python side effects happen once, at compile time); here they run as Python
    each time the function is differentiated.
    """

    def decorator(func: Callable) -> Callable:
        wrapped = inspect.unwrap(func)
        wrapped._saved_tensors_pack_hook = pack_hook
        wrapped._saved_tensors_unpack_hook = unpack_hook
        return func

    return decorator


def grad_hooks(fn: Any) -> saved_tensors_hooks | None:
    """The :class:`saved_tensors_hooks` context for differentiating ``fn``: a Cell's hooks from
    ``Cell.register_saved_tensors_hooks``; a function's from :func:`register_saved_tensors_hooks` when a staged
    region (``jit``, GRAPH_MODE) is running; else None (the common case, checked cheaply)."""
    d = getattr(fn, "__dict__", None)
    if d is not None and d.get("_saved_tensors_pack_hook") is not None and "_params" in d:  # a Cell
        return saved_tensors_hooks(d["_saved_tensors_pack_hook"], d["_saved_tensors_unpack_hook"])
    if not (_state.STAGED_DEPTH[0] or _state.GRAPH_MODE[0]):
        return None
    try:
        inner = inspect.unwrap(fn)
    except ValueError:
        return None
    pack = getattr(inner, "_saved_tensors_pack_hook", None)
    if pack is None:
        return None
    return saved_tensors_hooks(pack, inner._saved_tensors_unpack_hook)
