"""`mindspore.parallel._auto_parallel_context`: the auto-parallel context object whose getters and setters read and
write the settings that ``mindspore.set_auto_parallel_context`` stores."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import context as _context


def _getter(key: str) -> Callable[[Any], Any]:
    def get(self: _AutoParallelContext) -> Any:
        return _context.get_auto_parallel_context(key)

    get.__name__ = f"get_{key}"
    get.__doc__ = f"The '{key}' setting (``get_auto_parallel_context('{key}')``; MindSpore 2.10's default if unset)."
    return get


def _setter(key: str) -> Callable[[Any, Any], None]:
    def set_(self: _AutoParallelContext, value: Any) -> None:
        _context.set_auto_parallel_context(**{key: value})

    set_.__name__ = f"set_{key}"
    set_.__doc__ = f"Store the '{key}' setting, with ``set_auto_parallel_context``'s checks."
    return set_


class _AutoParallelContext:
    """The process's auto-parallel context (a singleton: ``auto_parallel_context()``), as MindSpore's
    ``_AutoParallelContext``: ``get_<key>()``/``set_<key>(value)`` for the keys of ``set_auto_parallel_context``,
    ``get_device_num_is_set()``/``get_global_rank_is_set()``/... for whether a value was set, ``reset()``.

    Its values are the ones ``mindspore.set_auto_parallel_context`` stores (one record, read by both), so
    ``auto_parallel_context().get_parallel_mode()`` is ``get_auto_parallel_context("parallel_mode")``.
    Known difference: settings that shard graphs (strategies, pipeline, optimizer sharding) are stored, not applied.
    """

    _instance: _AutoParallelContext | None = None

    def __new__(cls) -> _AutoParallelContext:
        if cls._instance is None:
            cls._instance = object.__new__(cls)
        return cls._instance

    get_device_num = _getter("device_num")
    set_device_num = _setter("device_num")
    get_global_rank = _getter("global_rank")
    set_global_rank = _setter("global_rank")
    get_gradients_mean = _getter("gradients_mean")
    set_gradients_mean = _setter("gradients_mean")
    get_gradient_fp32_sync = _getter("gradient_fp32_sync")
    set_gradient_fp32_sync = _setter("gradient_fp32_sync")
    get_loss_repeated_mean = _getter("loss_repeated_mean")
    set_loss_repeated_mean = _setter("loss_repeated_mean")
    get_parallel_mode = _getter("parallel_mode")
    set_parallel_mode = _setter("parallel_mode")
    get_strategy_search_mode = _getter("search_mode")
    set_strategy_search_mode = _setter("search_mode")
    get_auto_parallel_search_mode = _getter("auto_parallel_search_mode")
    set_auto_parallel_search_mode = _setter("auto_parallel_search_mode")
    get_sharding_propagation = _getter("sharding_propagation")
    set_sharding_propagation = _setter("sharding_propagation")
    get_parameter_broadcast = _getter("parameter_broadcast")
    set_parameter_broadcast = _setter("parameter_broadcast")
    get_full_batch = _getter("full_batch")
    set_full_batch = _setter("full_batch")
    get_dataset_strategy = _getter("dataset_strategy")
    set_dataset_strategy = _setter("dataset_strategy")
    get_pipeline_stages = _getter("pipeline_stages")
    set_pipeline_stages = _setter("pipeline_stages")
    get_auto_pipeline = _getter("auto_pipeline")
    set_auto_pipeline = _setter("auto_pipeline")
    get_pipeline_result_broadcast = _getter("pipeline_result_broadcast")
    set_pipeline_result_broadcast = _setter("pipeline_result_broadcast")
    get_pipeline_interleave = _getter("pipeline_interleave")
    get_pipeline_scheduler = _getter("pipeline_scheduler")
    get_strategy_ckpt_load_file = _getter("strategy_ckpt_load_file")
    set_strategy_ckpt_load_file = _setter("strategy_ckpt_load_file")
    get_strategy_ckpt_save_file = _getter("strategy_ckpt_save_file")
    set_strategy_ckpt_save_file = _setter("strategy_ckpt_save_file")
    get_enable_parallel_optimizer = _getter("enable_parallel_optimizer")
    set_enable_parallel_optimizer = _setter("enable_parallel_optimizer")
    get_force_fp32_communication = _getter("force_fp32_communication")
    set_force_fp32_communication = _setter("force_fp32_communication")
    get_grad_accumulation_step = _getter("grad_accumulation_step")
    set_grad_accumulation_step = _setter("grad_accumulation_step")
    get_communi_parallel_mode = _getter("communi_parallel_mode")
    set_communi_parallel_mode = _setter("communi_parallel_mode")
    get_optimizer_weight_shard_size = _getter("optimizer_weight_shard_size")
    set_optimizer_weight_shard_size = _setter("optimizer_weight_shard_size")
    get_optimizer_weight_shard_aggregated_save = _getter("optimizer_weight_shard_aggregated_save")
    set_optimizer_weight_shard_aggregated_save = _setter("optimizer_weight_shard_aggregated_save")
    get_enable_alltoall = _getter("enable_alltoall")
    set_enable_alltoall = _setter("enable_alltoall")
    get_dump_local_norm = _getter("dump_local_norm")
    set_dump_local_norm = _setter("dump_local_norm")
    get_auto_parallel_new_interface = _getter("auto_parallel_new_interface")
    set_auto_parallel_new_interface = _setter("auto_parallel_new_interface")
    get_init_param_in_compile = _getter("init_param_in_compile")
    set_init_param_in_compile = _setter("init_param_in_compile")

    def get_device_num_is_set(self) -> bool:
        """Whether ``device_num`` was set since the last reset (``_get_device_num`` falls back to the group size)."""
        return "device_num" in _context._AUTO_PARALLEL

    def get_global_rank_is_set(self) -> bool:
        """Whether ``global_rank`` was set since the last reset (``_get_global_rank`` falls back to ``get_rank``)."""
        return "global_rank" in _context._AUTO_PARALLEL

    def get_parameter_broadcast_is_set(self) -> bool:
        """Whether ``parameter_broadcast`` was set since the last reset."""
        return "parameter_broadcast" in _context._AUTO_PARALLEL

    def get_full_batch_is_set(self) -> bool:
        """Whether ``full_batch`` was set since the last reset."""
        return "full_batch" in _context._AUTO_PARALLEL

    def get_grad_accumulation_shard(self) -> bool:
        """Whether gradient accumulation is sharded with the parallel optimizer: False until its config sets it."""
        config = _context._AUTO_PARALLEL.get("parallel_optimizer_config") or {}
        return bool(config.get("gradient_accumulation_shard", False))

    def get_comm_fusion(self) -> dict:
        """The communication fusion config; MindSpore's default is every kind in 'auto' mode."""
        if "comm_fusion" in _context._AUTO_PARALLEL:
            return _context._AUTO_PARALLEL["comm_fusion"]
        auto = {"mode": "auto", "config": None}
        return {"openstate": True, "allreduce": dict(auto), "allgather": dict(auto), "reducescatter": dict(auto)}

    def set_comm_fusion(self, config: dict) -> None:
        """Store the communication fusion config (``set_auto_parallel_context(comm_fusion=...)``)."""
        _context.set_auto_parallel_context(comm_fusion=config)

    def reset(self) -> None:
        """Forget every setting (``reset_auto_parallel_context``)."""
        _context.reset_auto_parallel_context()


def auto_parallel_context() -> _AutoParallelContext:
    """The process's auto-parallel context object. Mirrors ``mindspore.parallel._auto_parallel_context.
    auto_parallel_context``: the same object on every call, reading the settings of ``set_auto_parallel_context``."""
    return _AutoParallelContext()


def _set_auto_parallel_context(**kwargs: Any) -> None:
    """Store auto-parallel settings, as ``mindspore.set_auto_parallel_context`` (which calls this in MindSpore)."""
    _context.set_auto_parallel_context(**kwargs)


def _get_auto_parallel_context(attr_key: str) -> Any:
    """One auto-parallel setting, as ``mindspore.get_auto_parallel_context``."""
    return _context.get_auto_parallel_context(attr_key)


def _reset_auto_parallel_context() -> None:
    """Reset every auto-parallel setting to its default, as ``mindspore.reset_auto_parallel_context``."""
    _context.reset_auto_parallel_context()
