"""Image layers: `nn.PixelShuffle`, `nn.PixelUnshuffle`."""

from __future__ import annotations

import torch.nn.functional as F

from ...common.tensor import Tensor, _wrap
from ..cell import Cell

__all__ = ["PixelShuffle", "PixelUnshuffle"]


class PixelShuffle(Cell):
    """Rearrange ``(*, C*r*r, H, W)`` into ``(*, C, H*r, W*r)``. Mirrors ``mindspore.nn.PixelShuffle(upscale_factor)``."""

    def __init__(self, upscale_factor: int) -> None:
        super().__init__()
        self.upscale_factor = upscale_factor

    def construct(self, input: Tensor) -> Tensor:  # noqa: A002
        return _wrap(F.pixel_shuffle(input._t, self.upscale_factor))


class PixelUnshuffle(Cell):
    """Rearrange ``(*, C, H*r, W*r)`` into ``(*, C*r*r, H, W)``. Mirrors ``mindspore.nn.PixelUnshuffle(downscale_factor)``."""

    def __init__(self, downscale_factor: int) -> None:
        super().__init__()
        self.downscale_factor = downscale_factor

    def construct(self, input: Tensor) -> Tensor:  # noqa: A002
        return _wrap(F.pixel_unshuffle(input._t, self.downscale_factor))
