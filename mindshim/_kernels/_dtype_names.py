"""MindSpore's name of a torch dtype (``Float32``, ``Int64``, ...), for the kernels' error messages."""

from __future__ import annotations

import torch


def ms_name(dtype: torch.dtype) -> str:
    """MindSpore's name of ``dtype`` as its messages print it (``Float32``); torch's repr when it has none."""
    from .._dtype import _FROM_TORCH

    return str(_FROM_TORCH.get(dtype, dtype))
