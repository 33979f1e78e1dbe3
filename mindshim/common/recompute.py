"""`mindspore.recompute`: run a block without keeping its activations, recomputing them in the backward pass."""

from __future__ import annotations

from .. import _api
from collections.abc import Callable
from typing import Any

from torch.utils import checkpoint as _checkpoint
from .._kernels import errors as _errors

__all__ = _api.names(__name__)


def recompute(block: Callable, *args: Any, use_reentrant: bool = True, output_recompute: bool = False, **kwargs: Any):
    """Call ``block(*args, **kwargs)`` under activation checkpointing: the forward values inside the block are
    not saved for the backward pass but recomputed there, trading compute for memory. Results and gradients
    equal a plain call.

    Mirrors ``mindspore.recompute`` (2.10) through ``torch.utils.checkpoint.checkpoint`` (always its
    non-reentrant form, which accepts MindSpore Tensors and non-tensor arguments; ``use_reentrant``,
    ``output_recompute``, ``early_stop`` and ``context_fn`` are accepted and not used). Random ops inside the
    block replay the same draws in the recomputation (torch saves and restores the RNG state).

    Raises:
        TypeError: if ``block`` is not callable.
    """
    if not callable(block):
        raise _errors.type_error("recompute", f"the 'block' must be a Cell or a function, but got {type(block)}.")
    for key in ("early_stop", "context_fn"):
        kwargs.pop(key, None)
    return _checkpoint.checkpoint(block, *args, use_reentrant=False, **kwargs)
