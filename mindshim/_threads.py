"""CPU thread defaults: torch's intra-op threads from the CPU affinity and the machine's load, MindSpore's thread
settings, OpenMP's waits."""

from __future__ import annotations

import math
import os
import sys
import threading
import time

__all__ = [
    "OP_THREADS_SET",
    "THREADS_ENV",
    "WAIT_ENV",
    "ADAPT_ENV",
    "affinity_count",
    "choose_threads",
    "runnable_others",
    "step_boundary",
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
# ``MINDSHIM_ADAPTIVE_THREADS=0`` keeps the affinity-capped count fixed (no load readings).
ADAPT_ENV = "MINDSHIM_ADAPTIVE_THREADS"
# Seconds between two load readings at step boundaries; the weight of a new reading in the running estimate once
# the first few are in; how far (in CPUs) the free capacity must pass a count's rounding boundary before it changes.
CHECK_INTERVAL = 0.5
EMA_WEIGHT = 0.3
HYSTERESIS = 0.25

# [explicit]: True once the thread count was chosen through MindSpore's API (set_context(runtime_num_threads=N),
# device_context.cpu.op_tuning.threads_num); the affinity-derived default then no longer applies.
_EXPLICIT = [False]
# [set]: ``op_tuning.threads_num`` was called (MindSpore refuses a second call).
OP_THREADS_SET = [False]
# [count]: torch's intra-op thread count when mindshim first applied its default (torch's own default, or the user's).
_START: list = [None]
# [monotonic time]: when :func:`step_boundary` reads the load next; ``inf`` while the count is not adapted.
_NEXT = [math.inf]
# The adaptation's state: the load estimate (runnable threads of other work on this process's CPUs), how many
# readings it holds, the count last applied, the thread that applies it, the cap and this process's CPUs.
_ADAPT: dict = {"est": 0.0, "samples": 0, "applied": None, "owner": None, "cap": 1, "cpus": 1}


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


def runnable_others(path: str = "/proc/loadavg") -> tuple[float, float] | None:
    """How many threads of other work compete for this process's CPUs, from ``/proc/loadavg``: ``(now, minute)``,
    now the kernel's count of runnable threads (the fourth field, ``running/total``) less the calling thread, minute
    the one-minute load average, both scaled by the share of the machine's CPUs this process may use (the load is
    taken as spread evenly over them). None where the file cannot be read (not Linux)."""
    try:
        with open(path, "rb") as f:
            fields = f.read().split()
        minute, running = float(fields[0]), int(fields[3].split(b"/")[0])
    except (OSError, ValueError, IndexError):
        return None
    share = affinity_count() / max(1, os.cpu_count() or 1)
    return max(0, running - 1) * share, minute * share


def choose_threads(current: int, cap: int, free: float, hysteresis: float = HYSTERESIS) -> int:
    """The intra-op thread count for ``free`` CPUs of capacity left by other work (this process's CPUs less their
    runnable load), between 1 and ``cap``: the nearest count, but ``current`` is kept until ``free`` passes the
    rounding boundary next to it by more than ``hysteresis`` (so a load hovering at a boundary does not flip the
    count at every reading).

    With more runnable threads than CPUs, each parallel region waits at its barrier for whichever of the team's
    threads the scheduler has set aside, and a training step has hundreds of regions: on the 2-CPU machine of
    docs/benchmarks.md a MobileNetV2 step took 1.7-20x its one-thread time with two threads under such a load."""
    want = max(1, min(cap, math.floor(free + 0.5)))
    if want == current or not 1 <= current <= cap:
        return want
    if want < current:
        return want if free < current - 0.5 - hysteresis else current
    return want if free >= current + 0.5 + hysteresis else current


def _adaptive() -> bool:
    """Whether the count may follow the load: not chosen by the user (environment, MindSpore's API) nor switched
    off with :data:`ADAPT_ENV`."""
    return not (_EXPLICIT[0] or os.environ.get(ADAPT_ENV, "1") == "0" or any(k in os.environ for k in THREADS_ENV))


def _read_load(first: bool = False) -> None:
    """Fold one reading of :func:`runnable_others` into the estimate: the mean of the first readings, then an
    exponential average with weight :data:`EMA_WEIGHT`. The ``first`` reading (at start-up) takes the smaller of
    the runnable count and the one-minute average: one count is a snapshot (a passing kernel thread, a short burst),
    and the average still holds the work of a process that has just ended (the previous run of the same script);
    either error is corrected at the next readings."""
    load = runnable_others()
    if load is None:
        return
    a = _ADAPT
    a["samples"] += 1
    now = min(load) if first else load[0]
    a["est"] += (now - a["est"]) * max(EMA_WEIGHT, 1.0 / a["samples"])


def apply_default() -> None:
    """Set torch's intra-op threads to mindshim's default, unless ``OMP_NUM_THREADS``/``MKL_NUM_THREADS`` is set
    or the count was set through MindSpore's API.

    The default is capped at :func:`affinity_count`: torch's own default counts the machine's physical cores,
    including those the process may not run on (``taskset``, a container's cpuset, ``set_cpu_affinity``); a smaller
    count (torch's physical cores on a machine with hyperthreads, or the user's own ``torch.set_num_threads`` before
    mindshim was imported) is the cap instead. Below the cap it follows the machine's load: the CPUs less the
    runnable threads of other work (:func:`runnable_others`, read now and again at training-step boundaries, see
    :func:`step_boundary`), through :func:`choose_threads`; on an idle machine that is the cap. A
    ``torch.set_num_threads`` of the user's after mindshim's import is seen at the next reading and kept from then
    on; ``MINDSHIM_ADAPTIVE_THREADS=0`` keeps the cap. Called when mindshim is imported, after
    ``mindspore.runtime.set_cpu_affinity`` changes the mask, and by :func:`reset`."""
    import torch

    if _START[0] is None:
        _START[0] = torch.get_num_threads()
    _NEXT[0] = math.inf
    if _EXPLICIT[0]:
        return
    if any(k in os.environ for k in THREADS_ENV):
        n = _START[0]
    else:
        a = _ADAPT
        a["cpus"] = affinity_count()
        a["cap"] = n = min(_START[0], a["cpus"])
        if _adaptive():
            a["est"], a["samples"] = 0.0, 0
            _read_load(first=True)
            n = choose_threads(n, n, a["cpus"] - a["est"])
            a["applied"], a["owner"] = n, threading.get_ident()
            _NEXT[0] = time.monotonic() + CHECK_INTERVAL
    if torch.get_num_threads() != n:
        torch.set_num_threads(n)


def step_boundary() -> None:
    """Re-read the load between training steps (each outermost gradient computation: ``TrainOneStepCell``,
    ``value_and_grad``, ``GradOperation``), at most every :data:`CHECK_INTERVAL` seconds, and move the intra-op
    count to :func:`choose_threads`'s answer. Costs one clock read between readings. Only the thread that applied
    the default adapts (the count is per thread under OpenMP); a count that is no longer the one applied (the user's
    ``torch.set_num_threads``, a dataset worker's) ends the adaptation."""
    now = time.monotonic()
    if now < _NEXT[0]:
        return
    a = _ADAPT
    if threading.get_ident() != a["owner"]:
        return
    import torch

    if torch.get_num_threads() != a["applied"] or not _adaptive():
        _NEXT[0] = math.inf
        return
    _NEXT[0] = now + CHECK_INTERVAL
    _read_load()
    n = choose_threads(a["applied"], a["cap"], a["cpus"] - a["est"])
    if n != a["applied"]:
        torch.set_num_threads(n)
        a["applied"] = n


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
        _NEXT[0] = math.inf
        torch.set_num_threads(num)
    else:
        apply_default()


def worker_init() -> None:
    """Run in each dataset worker thread: its torch calls use one intra-op thread (the count is per calling thread
    under OpenMP), so ``num_parallel_workers`` threads do not each start a full team on top of the training step's."""
    import torch

    torch.set_num_threads(1)
