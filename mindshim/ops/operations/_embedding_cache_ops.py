"""Embedding-cache primitives of `mindspore.ops.operations._embedding_cache_ops`: `UpdateCache`, `MapUniform`."""

from __future__ import annotations

from typing import Any

from ...common.tensor import Tensor
from ..primitive import Primitive
from ..._kernels import errors as _errors

__all__ = ["UpdateCache", "MapUniform"]


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


def _map_uniform_int(arg: str, v: Any) -> int:
    """A ``MapUniform`` size argument: an int or an integer Tensor (MindSpore's Int32/Int64 check)."""
    import torch

    from ..function._utils import _as_tensor

    if isinstance(v, Tensor):
        t = _as_tensor(v)
        if t.dtype not in (torch.int32, torch.int64):
            raise _errors.dtype_error("MapUniform", arg, t.dtype, (torch.int32, torch.int64), tensor=False)
        return int(t.item())
    if isinstance(v, bool) or not isinstance(v, int):
        dt = torch.float32 if isinstance(v, float) else torch.bool
        raise _errors.dtype_error("MapUniform", arg, dt, (torch.int32, torch.int64), tensor=False)
    return v


class MapUniform(Primitive):
    """``ops.MapUniform()(input, per_group_size, group_num)``: each key mapped to ``key % group_num *
    per_group_size + key // group_num`` (C++'s truncating division for negative keys), same dtype and shape.

    Mirrors ``mindspore.ops.MapUniform`` (2.10, deprecated since 2.8.0: the constructor logs MindSpore's
    once-per-name warning). ``input``: an Int8/Int16/Int32/Int64 Tensor; ``per_group_size``/``group_num``: ints
    (or integer Tensors). Computed by ``_kernels.embedding.map_uniform``.

    Raises:
        TypeError: ``input`` not a Tensor or of another dtype; a size neither an int nor an integer Tensor.
        RuntimeError: ``group_num`` not positive.
    """

    def __init__(self) -> None:
        from ..function.array_func import _deprecated

        _deprecated("MapUniform", "2.8.0")
        Primitive.__init__(self, "MapUniform")

    def __call__(self, input: Tensor, per_group_size: Any, group_num: Any) -> Tensor:
        from ..._kernels import embedding as _K_emb
        from ..function._utils import _as_tensor, _wrap

        if not isinstance(input, Tensor):
            raise _errors.input_tensor_error("MapUniform", "input", input)
        size = _map_uniform_int("per_group_size", per_group_size)
        num = _map_uniform_int("group_num", group_num)
        return _wrap(_K_emb.map_uniform(_as_tensor(input), size, num))
