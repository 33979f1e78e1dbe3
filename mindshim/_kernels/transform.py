"""Whether a kernel runs inside a functorch transform (``vmap``, ``grad``, ``jacrev``, ...), where values are unread.

Inside ``torch.func.vmap`` (``ops.vmap``) a batched tensor's values cannot be read in Python: ``.item()``,
``bool(t)``, ``if t.any():`` raise torch's "vmap: ... data-dependent control flow" error. Kernels therefore

* take their tensor-op path (``torch.where`` / ``masked_fill`` rules, the path already used on devices where
  reading a value would synchronise) instead of a value-dependent shortcut when :func:`in_transform` is true;
* skip value checks that only raise an error (index and range checks) when :func:`vmapped` is true for the
  checked tensor, leaving bad values to torch's kernels.

Outside a transform both tests are a C call or two and add no tensor op, so eager results and speed are unchanged.
"""

from __future__ import annotations

import torch

_peek = torch._C._functorch.peek_interpreter_stack
_f = torch._C._functorch


def in_transform() -> bool:
    """Whether a functorch transform (vmap, grad, jvp, jacrev, ...) is active: a value-dependent Python branch
    may meet a tensor whose values cannot be read, so the kernel takes its branch-free tensor-op path."""
    return _peek() is not None


def vmapped(t: torch.Tensor) -> bool:
    """Whether ``t`` is batched by ``vmap`` (possibly under a grad wrapper): its values cannot be read then, so
    value checks (index ranges) are skipped and torch's own kernels report bad values."""
    if _peek() is None:
        return False
    while _f.is_functorch_wrapped_tensor(t):
        if _f.is_batchedtensor(t):
            return True
        t = _f.get_unwrapped(t)
    return False


def tracks_grad(t: torch.Tensor) -> bool:
    """Whether autograd may differentiate through ``t``: it requires grad, or a functorch transform is active (inside
    ``vmap`` a batched tensor reads ``requires_grad`` False even where an outer gradient tracks it). Kernels whose
    gradient at a tie differs from torch's take their MindSpore-gradient formula then, torch's kernel otherwise."""
    return t.requires_grad or _peek() is not None


def snapshot(ts: list) -> list:
    """``[(t, copy)]`` of tensors an attempt may write in place (the Parameters given to ``vmap``), so
    :func:`restore` can undo the writes of an attempt that failed part-way."""
    return [(t, t.detach().clone()) for t in ts]


def restore(saved: list) -> None:
    """Put back the values :func:`snapshot` kept (a batched view's writes show in no version counter, so all)."""
    with torch.no_grad():
        for t, copy in saved:
            t.copy_(copy)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
