"""`mindspore.parallel`: sharding strategies (`shard`, `Layout`) and algorithm settings, for scripts written for MindSpore's
auto/semi-auto parallel modes; mindshim runs them single-device (or data parallel), so strategies are kept, not applied."""

from __future__ import annotations

from .. import _api
from collections.abc import Callable
from typing import Any
from .._kernels import errors as _errors

__all__ = _api.names(__name__)

_ALGO: dict[str, Any] = {}


def shard(fn: Callable, in_strategy: Any, out_strategy: Any = None, parameter_plan: Any = None) -> Callable:
    """Give ``fn`` (a function or Cell) a sharding strategy for MindSpore's semi-auto parallel mode. Returns ``fn``,
    which runs unsharded here; the strategies are stored on it as ``in_strategy``/``out_strategy`` where possible.
    Mirrors ``mindspore.shard`` / ``mindspore.parallel.shard``.

    Raises:
        TypeError: if ``fn`` is not callable or ``in_strategy`` is not a tuple.
    """
    if not callable(fn):
        raise _errors.type_error("shard", f"the 'fn' should be a function or a Cell, but got {type(fn)}.")
    if not isinstance(in_strategy, tuple):
        raise _errors.type_error("shard", f"the 'in_strategy' should be a tuple, but got {type(in_strategy)}.")
    try:
        fn.in_strategy, fn.out_strategy, fn.parameter_plan = in_strategy, out_strategy, parameter_plan
    except (AttributeError, TypeError):
        pass
    return fn


class Layout:
    """A device-matrix layout for tensor sharding (``Layout((2, 4), ("dp", "mp"))`` then ``layout("dp", "mp")``).
    Mirrors ``mindspore.parallel.Layout``; kept for strategies, not applied."""

    def __init__(self, device_matrix: tuple, alias_name: tuple, rank_list: Any = None) -> None:
        if len(device_matrix) != len(alias_name):
            raise _errors.value_error("Layout", "'device_matrix' and 'alias_name' must have the same length.")
        self._device_shape = tuple(device_matrix)
        self._alias_name = tuple(alias_name)
        self._rank_list = rank_list
        self._tensor_map: tuple = ()

    def __call__(self, *tensor_map: Any) -> Layout:
        for name in tensor_map:
            names = name if isinstance(name, tuple) else (name,)
            for n in names:
                if n != "None" and n not in self._alias_name:
                    raise ValueError(f"The tensor map name '{n}' is not in the alias names {self._alias_name}.")
        out = Layout(self._device_shape, self._alias_name, self._rank_list)
        out._tensor_map = tensor_map
        return out

    def _index(self, name: str) -> int:
        return -1 if name == "None" else len(self._alias_name) - 1 - self._alias_name.index(name)

    def to_dict(self) -> dict:
        """The layout as MindSpore writes it: the device matrix, the tensor map as device-axis indices counted from
        the right (-1 for 'None'), the alias names and the rank list."""
        tensor_map = tuple(
            tuple(self._index(n) for n in name) if isinstance(name, tuple) else self._index(name)
            for name in self._tensor_map
        )
        size = 1
        for d in self._device_shape:
            size *= d
        ranks = list(self._rank_list) if self._rank_list is not None else list(range(size))
        return {
            "device_matrix": self._device_shape,
            "tensor_map": tensor_map,
            "interleaved_parallel": False,
            "alias_name": self._alias_name,
            "rank_list": ranks,
        }


def set_algo_parameters(**kwargs: Any) -> None:
    """Store auto-parallel algorithm parameters (``fully_use_devices``, ``elementwise_op_strategy_follow`` ...)."""
    _ALGO.update(kwargs)


def get_algo_parameters(attr_key: str) -> Any:
    """Return a stored algorithm parameter (None when unset)."""
    return _ALGO.get(attr_key)


def reset_algo_parameters() -> None:
    """Forget the stored algorithm parameters."""
    _ALGO.clear()
