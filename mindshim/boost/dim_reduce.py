"""`mindspore.boost.dim_reduce`: DimReduce (PCA-projected quasi-Newton updates); not available on this backend."""

from __future__ import annotations

from .. import _api
from typing import Any

from ..nn.cell import Cell

__all__ = _api.names(__name__)


class DimReduce(Cell):
    """Mirrors ``mindspore.boost.DimReduce`` (2.10) by name, so code that imports or type-checks it works.

    Raises:
        NotImplementedError: on construction; the algorithm is not available on this backend.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise NotImplementedError("mindspore.boost.DimReduce is not available on this backend.")
