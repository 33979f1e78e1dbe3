"""Recording the torch operator calls of one run (what ``mindspore.export`` turns into a MindIR graph)."""

from __future__ import annotations

from typing import Any, Callable

import torch
from torch.utils._python_dispatch import TorchDispatchMode

__all__ = ["record", "to_bytes", "op_name", "scalar_tensor_bytes"]


class _Recorder(TorchDispatchMode):
    """Runs every ATen operator as usual and keeps ``(name, args, kwargs, out)`` of each call, in call order. The
    kept references hold every tensor of the run alive, so tensor identities stay unique while it is read."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list = []

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple = (), kwargs: Any = None) -> Any:
        kwargs = kwargs or {}
        out = func(*args, **kwargs)
        snapshot = None
        if not any(isinstance(a, torch.Tensor) for a in _flat(args)) and isinstance(out, torch.Tensor):
            snapshot = out.clone()  # a factory's value when made (a later in-place write does not change it)
        self.calls.append((op_name(func), args, kwargs, out, snapshot))
        return out


def _flat(args: Any) -> list:
    out = []
    for a in args:
        if isinstance(a, (list, tuple)):
            out.extend(_flat(a))
        else:
            out.append(a)
    return out


def op_name(func: Any) -> str:
    """``convolution.default``, ``add.Tensor``: an ATen overload's packet and overload names."""
    return f"{func._overloadpacket.__name__}.{func._overloadname}"


def record(fn: Callable[[], Any]) -> tuple:
    """``(fn(), calls)``: run ``fn`` without autograd and return its result with the ATen calls it made, each
    ``(op name, args, kwargs, out, snapshot)`` (``snapshot``: a copy of a factory call's output)."""
    rec = _Recorder()
    with torch.no_grad(), rec:
        out = fn()
    return out, rec.calls


def to_bytes(t: torch.Tensor) -> bytes:
    """The little-endian bytes of ``t``'s values in row-major order (BFloat16 as its 16-bit patterns)."""
    t = t.detach().cpu().contiguous()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().astype("<i2").tobytes()
    arr = t.numpy()
    return arr.astype(arr.dtype.newbyteorder("<")).tobytes()


def scalar_tensor_bytes(value: Any, dtype: torch.dtype) -> bytes:
    """The bytes of a 0-dimensional tensor of ``dtype`` holding the Python number ``value``."""
    return to_bytes(torch.tensor(value, dtype=dtype))


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals(), skip=("record",))  # record runs the network: its errors are the network's own
