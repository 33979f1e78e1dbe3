"""`mindspore.parallel._utils`: the helpers training code calls to read the parallel settings (device number, rank,
gradient mean, parallel mode) and MindSpore's checks of them."""

from __future__ import annotations

from .. import context as _context
from .. import log as logger
from ..communication.management import get_rank
from ._auto_parallel_context import auto_parallel_context


def _get_parallel_mode() -> str:
    """The parallel mode ('stand_alone' unless ``set_auto_parallel_context(parallel_mode=...)`` set another)."""
    return auto_parallel_context().get_parallel_mode()


def _is_in_auto_parallel_mode() -> bool:
    """Whether the mode is 'semi_auto_parallel' or 'auto_parallel'."""
    return _get_parallel_mode() in (_context.ParallelMode.SEMI_AUTO_PARALLEL, _context.ParallelMode.AUTO_PARALLEL)


def _is_in_data_parallel_mode() -> bool:
    """Whether the mode is 'data_parallel'."""
    return _get_parallel_mode() == _context.ParallelMode.DATA_PARALLEL


def _is_in_hybrid_parallel_mode() -> bool:
    """Whether the mode is 'hybrid_parallel'."""
    return _get_parallel_mode() == _context.ParallelMode.HYBRID_PARALLEL


def _is_sharding_propagation() -> bool:
    """Whether strategies are searched by sharding propagation."""
    ctx = auto_parallel_context()
    return ctx.get_strategy_search_mode() == "sharding_propagation" or bool(ctx.get_sharding_propagation())


def _get_full_batch() -> bool:
    """The ``full_batch`` setting."""
    return auto_parallel_context().get_full_batch()


def _get_pipeline_stages() -> int:
    """The number of pipeline stages (1 unless set)."""
    return auto_parallel_context().get_pipeline_stages()


def _check_full_batch() -> None:
    """Raise RuntimeError when ``full_batch`` is set outside the (semi-)auto parallel modes, as MindSpore does."""
    if _get_parallel_mode() not in ("semi_auto_parallel", "auto_parallel") and _get_full_batch():
        raise RuntimeError("full_batch could only be used under semi_auto_parallel or auto_parallel.")


def _need_to_full() -> bool:
    """Whether dataset batches are sliced per device and must be made full: (semi-)auto parallel without
    ``full_batch``."""
    if _get_parallel_mode() not in ("semi_auto_parallel", "auto_parallel"):
        return False
    strategy = auto_parallel_context().get_dataset_strategy()
    if strategy and strategy not in ("data_parallel", "full_batch"):
        return True
    return not _get_full_batch()


def _get_gradients_mean() -> bool:
    """The ``gradients_mean`` setting (whether reduced gradients are averaged over the devices)."""
    return auto_parallel_context().get_gradients_mean()


def _get_device_num() -> int:
    """The number of devices gradients are reduced over: 1 in 'stand_alone'; else the ``device_num`` set in the
    context, else the world group's size (1 in a single process, the job's size after ``communication.init``)."""
    return _context._get_device_num()


def _get_stage_device_num() -> int:
    """The devices of one pipeline stage: ``_get_device_num() // _get_pipeline_stages()``."""
    return _get_device_num() // _get_pipeline_stages()


def _get_global_rank() -> int:
    """This process's rank: 0 in 'stand_alone'; else the ``global_rank`` set in the context, else ``get_rank()``."""
    ctx = auto_parallel_context()
    if ctx.get_parallel_mode() == "stand_alone":
        return 0
    if not ctx.get_global_rank_is_set():
        return get_rank()
    return ctx.get_global_rank()


def _get_parameter_broadcast() -> bool:
    """The ``parameter_broadcast`` setting; in data/hybrid parallel without it and without a seed MindSpore logs (at
    INFO) that parameters may differ between devices."""
    from ..common.seed import get_seed

    ctx = auto_parallel_context()
    broadcast = ctx.get_parameter_broadcast()
    if ctx.get_parallel_mode() in ("data_parallel", "hybrid_parallel") and broadcast is False and get_seed() is None:
        logger.info(
            "You are suggested to use mindspore.context.set_auto_parallel_context(parameter_broadcast=True)"
            " or mindspore.common.set_seed() to share parameters among multi-devices."
        )
    return broadcast


def _get_enable_parallel_optimizer() -> bool:
    """The ``enable_parallel_optimizer`` setting."""
    return auto_parallel_context().get_enable_parallel_optimizer()


def _get_grad_accumulation_shard() -> bool:
    """Whether gradient accumulation is sharded (``parallel_optimizer_config``'s ``gradient_accumulation_shard``)."""
    return auto_parallel_context().get_grad_accumulation_shard()


def _device_number_check(parallel_mode: str, device_number: int) -> None:
    """Raise ValueError for a ``device_number`` other than 1 in 'stand_alone', as MindSpore's check."""
    if parallel_mode == "stand_alone" and device_number != 1:
        raise ValueError(
            "If parallel_mode is stand_alone, device_number must be 1, "
            f"device_number: {device_number}, parallel_mode:{parallel_mode}"
        )


def _parameter_broadcast_check(parallel_mode: str, parameter_broadcast: bool) -> None:
    """Raise ValueError for ``parameter_broadcast`` in 'stand_alone' or the (semi-)auto parallel modes."""
    if parameter_broadcast is True and parallel_mode in ("stand_alone", "semi_auto_parallel", "auto_parallel"):
        raise ValueError(
            "stand_alone, semi_auto_parallel and auto_parallel "
            f"do not support parameter broadcast, parallel_mode: {parallel_mode}, "
            f"parameter_broadcast:{parameter_broadcast}"
        )
