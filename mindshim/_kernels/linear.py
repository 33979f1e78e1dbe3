"""Linear kernels: the fully connected product of ``nn.Dense``/``nn.Linear``/``mint.nn.Linear``, ``ops.dense`` and
``mint.nn.functional.linear``, and the bilinear form of ``nn.BiDense``.

:func:`linear` is torch's ``linear`` itself (bound, not wrapped), so the layers' forward pays no extra call.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

__all__ = ["linear", "bilinear"]

# ``input @ weight.T + bias`` (torch's linear, bound directly: the Dense/Linear forward is a hot path)
linear = F.linear


def bilinear(a: torch.Tensor, b: torch.Tensor, w: torch.Tensor, bias: torch.Tensor | None) -> torch.Tensor:
    """``a^T W_k b + bias_k`` for each output ``k`` (``nn.BiDense``)."""
    return F.bilinear(a, b, w, bias)
