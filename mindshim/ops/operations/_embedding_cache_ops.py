"""Embedding-cache primitives of `mindspore.ops.operations._embedding_cache_ops`: `UpdateCache`."""

from __future__ import annotations

from typing import Any

from ...common.tensor import Tensor
from ..primitive import Primitive
from ..._kernels import errors as _errors

__all__ = ["UpdateCache"]


class UpdateCache(Primitive):
    """``ops.UpdateCache()(input_x, indices, updates, max_num)``: rows of ``input_x`` (a Parameter or Tensor,
    written in place) replaced by the rows of ``updates`` at ``indices``, like ``ScatterNdUpdate`` but skipping
    indices outside ``[0, max_num)``; returns ``[0]`` in ``input_x``'s dtype (a placeholder).

    Mirrors ``mindspore.ops.UpdateCache`` (2.10, deprecated since 2.8.0: the constructor logs MindSpore's
    once-per-name warning). As MindSpore's CPU kernel, a row is ``updates.shape[1]`` elements long. Computed by
    ``_kernels.indexing.update_cache``.

    Raises:
        TypeError: ``input_x``, ``indices`` or ``updates`` not a Tensor, or ``indices`` not of an int dtype.
        ValueError: ``updates`` of rank < 2.
    """

    def __init__(self) -> None:
        from ..function.array_func import _deprecated

        _deprecated("UpdateCache", "2.8.0")
        Primitive.__init__(self, "UpdateCache")

    def __call__(self, input_x: Tensor, indices: Tensor, updates: Tensor, max_num: Any) -> Tensor:
        from ..._kernels import indexing as _K_idx
        from ..function._utils import _as_tensor, _wrap

        for arg, v in (("input_x", input_x), ("indices", indices), ("updates", updates)):
            if not isinstance(v, Tensor):
                raise _errors.not_tensor_error("UpdateCache", type(v).__name__, arg)
        m = int(_as_tensor(max_num)) if isinstance(max_num, Tensor) else int(max_num)
        return _wrap(_K_idx.update_cache(input_x._data(), _as_tensor(indices), _as_tensor(updates), m))
