"""`mindspore.parallel`: sharding strategies (`shard`, `Layout`) and algorithm settings, for scripts written for MindSpore's
auto/semi-auto parallel modes; mindshim runs them single-device (or data parallel), so strategies are kept, not applied."""

from __future__ import annotations

from .. import _api
import struct
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


# MindSpore 2.10's auto-parallel search parameters: (type, default); the default epsilon reads as a float32 (0.1
# is 0.10000000149011612), a set one as given
_ALGO_DEFAULTS: dict[str, tuple[type, Any]] = {
    "fully_use_devices": (bool, False),
    "elementwise_op_strategy_follow": (bool, False),
    "tensor_slice_align_enable": (bool, False),
    "tensor_slice_align_size": (int, 16),
    "enable_algo_approxi": (bool, False),
    "algo_approxi_epsilon": (float, 0.1),
}


def _float32(v: float) -> float:
    return struct.unpack("f", struct.pack("f", v))[0]


def set_algo_parameters(**kwargs: Any) -> None:
    """Set the auto-parallel strategy-search parameters (MindSpore's ``mindspore.set_algo_parameters``):
    ``fully_use_devices``, ``elementwise_op_strategy_follow``, ``tensor_slice_align_enable``,
    ``enable_algo_approxi`` (bool), ``tensor_slice_align_size`` (int in [1, 1024]), ``algo_approxi_epsilon``
    (float). They are recorded only: mindshim searches no parallel strategy.

    Raises:
        TypeError: a value of the wrong type (``1`` for a bool, ``1`` for the epsilon).
        ValueError: an unknown keyword, or ``tensor_slice_align_size`` out of [1, 1024].
    """
    for key, value in kwargs.items():
        kind = _ALGO_DEFAULTS.get(key, (None,))[0]
        if kind is not None and not isinstance(value, kind):
            raise TypeError(f"The parameter '{key}' must be {kind}, but got {type(value)}")
    for key, value in kwargs.items():
        if key not in _ALGO_DEFAULTS:
            raise ValueError(f"Set context keyword {key} is not recognized!")
        if key == "tensor_slice_align_size" and not 1 <= value <= 1024:
            raise ValueError(f"Align_size must be in [1, 1024], but got {value}")
        _ALGO[key] = value


def get_algo_parameters(attr_key: str) -> Any:
    """The value of one auto-parallel search parameter (its default until set; MindSpore's
    ``mindspore.get_algo_parameters``: ``fully_use_devices`` is ``False``, ``tensor_slice_align_size`` 16,
    ``algo_approxi_epsilon`` 0.1 as a float32).

    Raises:
        ValueError: an unknown key.
    """
    if attr_key not in _ALGO_DEFAULTS:
        raise ValueError(f"Get context keyword {attr_key} is not recognized!")
    if attr_key in _ALGO:
        return _ALGO[attr_key]
    default = _ALGO_DEFAULTS[attr_key][1]
    return _float32(default) if attr_key == "algo_approxi_epsilon" else default


def reset_algo_parameters() -> None:
    """Put every auto-parallel search parameter back to its default."""
    _ALGO.clear()


# names implemented elsewhere (load_distributed_checkpoint, build_searched_strategy), resolved on first use
__getattr__, __dir__ = _api.attach(__name__)
