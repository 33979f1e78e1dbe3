"""CPU thread defaults: torch's intra-op threads from the CPU affinity, MindSpore's thread settings, OpenMP's waits."""

from __future__ import annotations

import os
import sys

__all__ = [
    "OP_THREADS_SET",
    "THREADS_ENV",
    "WAIT_ENV",
    "affinity_count",
    "set_openmp_wait_policy",
    "apply_default",
    "reset",
    "set_intra_op",
    "worker_init",
]

# Any of these in the environment is the user's own choice of how OpenMP threads wait (GNU's GOMP_SPINCOUNT wins
# over OMP_WAIT_POLICY in libgomp; KMP_BLOCKTIME is Intel's and LLVM's runtime), so mindshim sets none of them then.
WAIT_ENV = ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT", "KMP_BLOCKTIME")
# Environment variables with which the user chose torch's intra-op thread count (torch reads them at start-up).
THREADS_ENV = ("OMP_NUM_THREADS", "MKL_NUM_THREADS")

# [explicit]: True once the thread count was chosen through MindSpore's API (set_context(runtime_num_threads=N),
# device_context.cpu.op_tuning.threads_num); the affinity-derived default then no longer applies.
_EXPLICIT = [False]
# [set]: ``op_tuning.threads_num`` was called (MindSpore refuses a second call).
OP_THREADS_SET = [False]
# [count]: torch's intra-op thread count when mindshim first applied its default (torch's own default, or the user's).
_START: list = [None]


def affinity_count() -> int:
    """The number of CPUs this process may run on (``os.sched_getaffinity``; ``os.cpu_count()`` where the platform
    has no affinity mask), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def set_openmp_wait_policy() -> bool:
    """Make OpenMP's idle threads sleep instead of spinning (``OMP_WAIT_POLICY=PASSIVE``) unless the user set any of
    :data:`WAIT_ENV`, and only while torch is not imported yet (OpenMP reads it once, when torch loads it). True when
    it was set.

    On a machine where other processes compete for the cores, spinning threads take the CPU from the thread that
    holds the work: on the project's loaded 2-core machine the quick start and MindCV training steps took 4-10x
    longer with torch's defaults (active waits, every core) than with mindshim's (``benchmarks/bench_contention.py``,
    docs/benchmarks.md). ``python -m mindshim``, the pytest plugin and ``import mindspore`` under the alias all
    import mindshim before torch, so they all get it.
    """
    if "torch" in sys.modules or any(k in os.environ for k in WAIT_ENV):
        return False
    os.environ["OMP_WAIT_POLICY"] = "PASSIVE"
    return True


def apply_default() -> None:
    """Cap torch's intra-op threads at :func:`affinity_count`, unless ``OMP_NUM_THREADS``/``MKL_NUM_THREADS`` is set
    or the count was set through MindSpore's API. torch's own default counts the machine's physical cores, including
    those the process may not run on (``taskset``, a container's cpuset, ``set_cpu_affinity``); a smaller count
    (torch's physical cores on a machine with hyperthreads, or the user's own ``torch.set_num_threads`` before
    mindshim was imported) is kept. Called when mindshim is imported, after ``mindspore.runtime.set_cpu_affinity``
    changes the mask, and by :func:`reset`."""
    import torch

    if _START[0] is None:
        _START[0] = torch.get_num_threads()
    if _EXPLICIT[0]:
        return
    n = _START[0] if any(k in os.environ for k in THREADS_ENV) else min(_START[0], affinity_count())
    if torch.get_num_threads() != n:
        torch.set_num_threads(n)


def reset() -> None:
    """Forget an explicit thread count and go back to the default, as in a new process."""
    _EXPLICIT[0] = False
    OP_THREADS_SET[0] = False
    if _START[0] is not None:
        apply_default()


def set_intra_op(num: int) -> None:
    """Use ``num`` intra-op threads from now on (``set_context(runtime_num_threads=num)``, ``op_tuning.threads_num``);
    ``num == 0`` goes back to the default of :func:`apply_default` (MindSpore's 0: the runtime chooses)."""
    import torch

    _EXPLICIT[0] = num > 0
    if num > 0:
        torch.set_num_threads(num)
    else:
        apply_default()


def worker_init() -> None:
    """Run in each dataset worker thread: its torch calls use one intra-op thread (the count is per calling thread
    under OpenMP), so ``num_parallel_workers`` threads do not each start a full team on top of the training step's."""
    import torch

    torch.set_num_threads(1)
