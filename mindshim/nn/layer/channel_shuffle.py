"""`nn.ChannelShuffle`: interleave the channels of groups."""

from __future__ import annotations

from ... import _api
from ...common.tensor import Tensor, _wrap
from ..cell import Cell

__all__ = _api.names(__name__)


class ChannelShuffle(Cell):
    """Split the channels into ``groups`` and interleave them. Mirrors ``mindspore.nn.ChannelShuffle(groups)`` (2.10).

    ``(N, C, *)`` -> ``(N, C, *)`` with channel ``g * (C / groups) + i`` moved to ``i * groups + g``; ``C`` must be
    divisible by ``groups``.

    Raises:
        TypeError: if ``groups`` is not an int. ValueError: if ``groups < 1``.
    """

    def __init__(self, groups: int) -> None:
        super().__init__()
        if not isinstance(groups, int):
            raise TypeError(f"For ChannelShuffle, the param `groups` must be int, but got {type(groups)}.")
        if groups < 1:
            raise ValueError(f"For ChannelShuffle, the param `groups` must be larger than 0, but got {groups}.")
        self.groups = groups

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        n, c = t.shape[0], t.shape[1]
        out = t.reshape(n, self.groups, c // self.groups, -1).transpose(1, 2)
        return _wrap(out.reshape(t.shape))
