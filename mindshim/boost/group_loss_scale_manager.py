"""`mindspore.boost.group_loss_scale_manager`: GroupLossScaleManager (per-layer-group loss scales for enhanced AMP); not available on this backend."""

from __future__ import annotations

from .. import _api
from typing import Any

from ..nn.cell import Cell

__all__ = _api.names(__name__)


class GroupLossScaleManager(Cell):
    """Mirrors ``mindspore.boost.GroupLossScaleManager`` (2.10) by name, so code that imports or type-checks it works.

    Raises:
        NotImplementedError: on construction; the algorithm is not available on this backend.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise NotImplementedError("mindspore.boost.GroupLossScaleManager is not available on this backend.")
