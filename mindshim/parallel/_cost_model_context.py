"""`mindspore.parallel._cost_model_context`: the cost-model settings of MindSpore's auto-parallel strategy search,
kept with MindSpore's defaults and checks (mindshim searches no strategies, so they change nothing)."""

from __future__ import annotations

from typing import Any
from .._kernels import errors as _errors

# MindSpore 2.10's defaults (costmodel_gamma is held as a float32 there)
_DEFAULTS: dict[str, Any] = {
    "device_memory_capacity": 17179869184.0,
    "costmodel_alpha": 1.0,
    "costmodel_beta": 400.0,
    "costmodel_gamma": 0.0010000000474974513,
    "costmodel_communi_threshold": 2048.0,
    "costmodel_communi_const": 3072.0,
    "costmodel_communi_bias": 1024.0,
    "run_phase": 0,
    "costmodel_allreduce_fusion_algorithm": 0,
    "costmodel_allreduce_fusion_times": 0,
    "costmodel_allreduce_fusion_tail_percent": 0.1,
    "costmodel_allreduce_fusion_tail_time": 0.1,
    "costmodel_allreduce_fusion_allreduce_inherent_time": 0.1,
    "costmodel_allreduce_fusion_allreduce_bandwidth": 0.1,
    "costmodel_allreduce_fusion_computation_time_parameter": 0.1,
}
_INT_KEYS = ("run_phase", "costmodel_allreduce_fusion_algorithm", "costmodel_allreduce_fusion_times")
_POSITIVE = ("device_memory_capacity", "costmodel_alpha", "costmodel_beta")
_NON_NEGATIVE = ("costmodel_communi_threshold", "costmodel_communi_const", "costmodel_communi_bias")
_FLAG_DEFAULTS: dict[str, Any] = {
    "multi_subgraphs": False,
    "dp_algo_single_loop": False,
    "rp_matmul_mem_coef": 0.10000000149011612,
}

_VALUES: dict[str, Any] = dict(_DEFAULTS)
_FLAGS: dict[str, Any] = dict(_FLAG_DEFAULTS)


def _check(key: str, value: Any) -> Any:
    """MindSpore's type and range checks of one cost-model setting; returns the value stored."""
    if key == "run_phase" and isinstance(value, bool):
        raise _errors.type_error("set_run_phase", f"the argument 'communi_const' must be int, but got {type(value)}.")
    want = int if key in _INT_KEYS else float
    if not isinstance(value, want) or (want is float and isinstance(value, bool)):
        raise TypeError(f"The parameter '{key}' must be {want}, but got {type(value)}")
    if key in _POSITIVE and value <= 0:
        raise RuntimeError(f"'{key}' must be positive.")
    if key == "costmodel_gamma" and not 0 <= value <= 1:
        raise RuntimeError("'costmodel_gamma' must in [0, 1].")
    if key in _NON_NEGATIVE and value < 0:
        raise RuntimeError(f"'{key}' must be non-zero.")
    if key == "run_phase" and value not in (0, 1):
        raise _errors.value_error("set_run_phase", f"the argument 'phase' must be '0' or '1', but got {value}")
    return int(value) if want is int else value


def set_cost_model_context(**kwargs: Any) -> None:
    """Store cost-model settings (``costmodel_alpha=1.5``, ``run_phase=1``, ...). Mirrors
    ``mindspore.parallel._cost_model_context.set_cost_model_context``.

    Raises:
        ValueError: an unknown key, or a ``run_phase`` other than 0 or 1.
        TypeError: a float setting given an int or bool, an int setting given a float.
        RuntimeError: a non-positive ``device_memory_capacity``/``costmodel_alpha``/``costmodel_beta``, a
            ``costmodel_gamma`` outside [0, 1], a negative ``costmodel_communi_*``.
    """
    for key, value in kwargs.items():
        if key not in _DEFAULTS:
            raise ValueError(f"Set context keyword {key} is not recognized!")
        _VALUES[key] = _check(key, value)


def get_cost_model_context(attr_key: str) -> Any:
    """One cost-model setting. Raises ValueError for an unknown key, as MindSpore."""
    if attr_key not in _DEFAULTS:
        raise ValueError(f"Get context keyword {attr_key} is not recognized!")
    return _VALUES[attr_key]


def reset_cost_model_context() -> None:
    """Reset every cost-model setting (and the multi-subgraphs / single-loop flags) to its default."""
    _VALUES.clear()
    _VALUES.update(_DEFAULTS)
    _FLAGS.clear()
    _FLAGS.update(_FLAG_DEFAULTS)


def _set_multi_subgraphs(multi_subgraph: bool = True) -> None:
    """Mark the graph as holding several subgraphs (model zoo scripts call it before auto-parallel training)."""
    _FLAGS["multi_subgraphs"] = multi_subgraph


def _get_multi_subgraphs() -> bool:
    """The multi-subgraphs flag (False until ``_set_multi_subgraphs``)."""
    return _FLAGS["multi_subgraphs"]


def _set_algo_single_loop(single_loop: bool = True) -> None:
    """Set the strategy search's single-loop flag. Raises TypeError for a non-bool, as MindSpore."""
    if not isinstance(single_loop, bool):
        raise _errors.type_error(
            "set_dp_algo_single_loop",
            f"the argument 'single_loop' must be bool, but got the type : {type(single_loop)}",
        )
    _FLAGS["dp_algo_single_loop"] = single_loop


def _get_algo_single_loop() -> bool:
    """The strategy search's single-loop flag (False by default)."""
    return _FLAGS["dp_algo_single_loop"]


def _set_rp_matmul_mem_coef(coef: float) -> None:
    """Set the recursive-programming MatMul memory coefficient."""
    _FLAGS["rp_matmul_mem_coef"] = coef


def _get_rp_matmul_mem_coef() -> float:
    """The recursive-programming MatMul memory coefficient (float32 0.1 by default, as MindSpore holds it)."""
    return _FLAGS["rp_matmul_mem_coef"]
