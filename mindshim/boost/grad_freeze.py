"""`mindspore.boost.grad_freeze`: gradient freezing (GradientFreeze, FreezeOpt, freeze_cell); not available on this backend."""

from __future__ import annotations

from .. import _api
from typing import Any

from ..nn.cell import Cell

__all__ = _api.names(__name__)


class GradientFreeze:
    """Mirrors ``mindspore.boost.GradientFreeze`` (2.10) by name, so code that imports or type-checks it works.

    Raises:
        NotImplementedError: on construction; the algorithm is not available on this backend.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise NotImplementedError("mindspore.boost.GradientFreeze is not available on this backend.")


class FreezeOpt(Cell):
    """Mirrors ``mindspore.boost.FreezeOpt`` (2.10) by name, so code that imports or type-checks it works.

    Raises:
        NotImplementedError: on construction; the algorithm is not available on this backend.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise NotImplementedError("mindspore.boost.FreezeOpt is not available on this backend.")


def freeze_cell(*args: Any, **kwargs: Any) -> Any:
    """Mirrors ``mindspore.boost.freeze_cell`` (2.10) by name only.

    Raises:
        NotImplementedError: always; gradient freezing is not available on this backend.
    """
    raise NotImplementedError("mindspore.boost.freeze_cell is not available on this backend.")
