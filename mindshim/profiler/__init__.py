"""`mindspore.Profiler` and `mindspore.profiler.profile` on `torch.profiler`: Chrome traces and per-op statistics."""

from __future__ import annotations

from .. import _api
import csv
import enum
import os
import socket
import time
from collections.abc import Callable, Iterable
from typing import Any

import torch
from torch import profiler as _tp

from .schedule import ProfilerAction, Schedule

# ``mindspore.profiler.schedule`` is the Schedule class (MindSpore binds it over its submodule of that name, which
# ``from mindspore.profiler.schedule import ProfilerAction`` still reaches)
schedule = Schedule

__all__ = _api.names(__name__)


class ProfilerActivity(enum.Enum):
    """Which device's activity to record. ``CPU`` records host ops; ``GPU``/``NPU`` record CUDA kernels."""

    NPU = "NPU"
    GPU = "GPU"
    CPU = "CPU"


class ProfilerLevel(enum.Enum):
    """How much MindSpore collects; accepted, torch records the same data at every level."""

    LevelNone = "LevelNone"
    Level0 = "Level0"
    Level1 = "Level1"
    Level2 = "Level2"


class AicoreMetrics(enum.Enum):
    """Ascend AI-core metrics (accepted; there are no AI cores here)."""

    PipeUtilization = "PipeUtilization"
    ArithmeticUtilization = "ArithmeticUtilization"
    Memory = "Memory"
    MemoryL0 = "MemoryL0"
    MemoryUB = "MemoryUB"
    ResourceConflictRatio = "ResourceConflictRatio"
    L2Cache = "L2Cache"
    MemoryAccess = "MemoryAccess"
    AiCoreNone = "None"


class ExportType(enum.Enum):
    """Export formats of MindSpore's analysis (the text form is what is written here)."""

    Db = "db"
    Text = "text"


class HostSystem(enum.Enum):
    """Host system data MindSpore can sample (accepted, not sampled)."""

    CPU = "cpu"
    MEM = "mem"
    DISK = "disk"
    NETWORK = "network"
    OSRT = "osrt"


_TO_TORCH_ACTION = {
    ProfilerAction.NONE: _tp.ProfilerAction.NONE,
    ProfilerAction.WARM_UP: _tp.ProfilerAction.WARMUP,
    ProfilerAction.RECORD: _tp.ProfilerAction.RECORD,
    ProfilerAction.RECORD_AND_SAVE: _tp.ProfilerAction.RECORD_AND_SAVE,
}


class _ExperimentalConfig:
    """Ascend-oriented collection options of ``mindspore.profiler._ExperimentalConfig``: kept, not used."""

    def __init__(self, profiler_level: ProfilerLevel = ProfilerLevel.Level0, **kwargs: Any) -> None:
        self.profiler_level = profiler_level
        self.options = kwargs


def _run_dir(output_path: str) -> str:
    """``<output_path>/<host>_<pid>_<YYYYmmddHHMMSSmmm>_ascend_ms``, a folder no earlier run has: two runs in the
    same millisecond get consecutive stamps instead of sharing one."""
    ms = int(time.time() * 1000)
    while True:
        stamp = time.strftime("%Y%m%d%H%M%S", time.localtime(ms // 1000)) + f"{ms % 1000:03d}"
        path = os.path.join(os.path.abspath(output_path), f"{socket.gethostname()}_{os.getpid()}_{stamp}_ascend_ms")
        if not os.path.exists(path):
            return path
        ms += 1


def _write_results(prof: _tp.profile, run_dir: str) -> str:
    """Write ``trace_view.json`` (Chrome trace) and ``op_statistic.csv`` under ``run_dir/ASCEND_PROFILER_OUTPUT``."""
    out = os.path.join(run_dir, "ASCEND_PROFILER_OUTPUT")
    print(f"[{os.getpid()}] Start parsing profiling data: {run_dir}", flush=True)  # MindSpore's line, on stdout
    os.makedirs(out, exist_ok=True)
    prof.export_chrome_trace(os.path.join(out, "trace_view.json"))
    rows = sorted(prof.key_averages(), key=lambda e: e.self_cpu_time_total, reverse=True)
    tmp = os.path.join(out, ".op_statistic.csv.tmp")
    with open(tmp, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["OP Type", "Count", "Total Time(us)", "Avg Time(us)", "Self Time(us)", "Device Time(us)"])
        for e in rows:
            w.writerow(
                [
                    e.key,
                    e.count,
                    f"{e.cpu_time_total:.3f}",
                    f"{e.cpu_time_total / max(e.count, 1):.3f}",
                    f"{e.self_cpu_time_total:.3f}",
                    f"{getattr(e, 'device_time_total', 0.0):.3f}",
                ]
            )
    os.replace(tmp, os.path.join(out, "op_statistic.csv"))
    return out


def tensorboard_trace_handler(
    dir_name: str | None = None, worker_name: str | None = None, analyse_flag: bool = True, async_mode: bool = False
) -> Callable[[Any], None]:
    """The ``on_trace_ready`` handler that writes each saved trace under ``dir_name`` (default ``./data``), in
    MindSpore's ``<host>_<pid>_<time>_ascend_ms/ASCEND_PROFILER_OUTPUT`` layout (``trace_view.json``, openable in
    ``chrome://tracing`` or Perfetto, and ``op_statistic.csv``). Mirrors ``mindspore.profiler.tensorboard_trace_handler``.
    """
    root = dir_name or "./data"

    def handler(prof: Any) -> None:
        torch_prof = prof._torch if isinstance(prof, profile) else prof
        _write_results(torch_prof, _run_dir(root))

    return handler


def _activities(activities: Iterable[ProfilerActivity] | None) -> list:
    acts = {_tp.ProfilerActivity.CPU}
    for a in activities or (ProfilerActivity.CPU, ProfilerActivity.GPU):
        if a in (ProfilerActivity.GPU, ProfilerActivity.NPU) and torch.cuda.is_available():
            acts.add(_tp.ProfilerActivity.CUDA)
    return sorted(acts, key=lambda a: a.name)


class profile:  # MindSpore's name
    """Record what runs between :meth:`start` and :meth:`stop` (or inside ``with profile(...) as prof:``), stepping
    a :func:`schedule` with :meth:`step`. Mirrors ``mindspore.profiler.profile`` (2.5+) on ``torch.profiler.profile``.

    Args:
        activities: :class:`ProfilerActivity` values; CPU is always recorded, GPU/NPU add CUDA kernels when torch
            sees CUDA.
        with_stack, profile_memory, record_shapes (bool): as torch's options. Default False.
        schedule (schedule): when to record (default: every step, saved at :meth:`stop`).
        on_trace_ready (callable): called with the profiler when a recording is saved, e.g.
            :func:`tensorboard_trace_handler`.
        start_profile (bool): with ``Profiler``, start at construction. Default True.
        The Ascend options (``hbm_ddr``, ``pcie``, ``data_process``, ``parallel_strategy``, ``experimental_config``,
        ...) are accepted and not used.

    Known difference: the trace holds torch's ops and kernels, not MindSpore's; the file layout follows MindSpore's.
    """

    def __init__(
        self,
        activities: Iterable[ProfilerActivity] | None = None,
        with_stack: bool = False,
        profile_memory: bool = False,
        data_process: bool = False,
        parallel_strategy: bool = False,
        start_profile: bool = True,
        hbm_ddr: bool = False,
        pcie: bool = False,
        sync_enable: bool = True,
        record_shapes: bool = False,
        schedule: schedule | None = None,
        on_trace_ready: Callable[..., Any] | None = None,
        experimental_config: _ExperimentalConfig | None = None,
    ) -> None:
        self._schedule = schedule
        self._on_trace_ready = on_trace_ready
        torch_schedule = (lambda step: _TO_TORCH_ACTION[schedule(step)]) if schedule is not None else None
        ready = (lambda _p: on_trace_ready(self)) if on_trace_ready is not None else None
        self._torch = _tp.profile(
            activities=_activities(activities),
            record_shapes=record_shapes,
            profile_memory=profile_memory,
            with_stack=with_stack,
            schedule=torch_schedule,
            on_trace_ready=ready,
        )
        self._running = False

    def start(self) -> None:
        """Start recording (no effect when already recording)."""
        if not self._running:
            self._torch.start()
            self._running = True

    def stop(self) -> None:
        """Stop recording; without a schedule the recording is handed to ``on_trace_ready``."""
        if self._running:
            self._torch.stop()
            self._running = False

    def step(self) -> None:
        """Mark the end of a training step (advances the schedule)."""
        self._torch.step()

    def key_averages(self):
        """Per-op totals (torch's ``key_averages``), for printing with ``.table()``."""
        return self._torch.key_averages()

    def __enter__(self) -> profile:
        self.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.stop()


class Profiler(profile):
    """MindSpore's classic profiler: ``Profiler(output_path='./data', ...)`` starts recording at once (unless
    ``start_profile=False``), and :meth:`analyse` stops it and writes ``trace_view.json`` (Chrome trace) and
    ``op_statistic.csv`` under ``<output_path>/<host>_<pid>_<time>_ascend_ms/ASCEND_PROFILER_OUTPUT``, MindSpore's
    layout. Mirrors ``mindspore.Profiler`` (2.10) on ``torch.profiler``; keyword arguments as :class:`profile`, plus
    ``output_path`` and ``profiler_level``/``aic_metrics`` (accepted).
    """

    def __init__(self, **kwargs: Any) -> None:
        self.output_path = kwargs.pop("output_path", "./data")
        kwargs.pop("profiler_level", None)
        kwargs.pop("aic_metrics", None)
        start = kwargs.pop("start_profile", True)
        allowed = set(profile.__init__.__code__.co_varnames[1 : profile.__init__.__code__.co_argcount])
        super().__init__(**{k: v for k, v in kwargs.items() if k in allowed})
        self._result_dir: str | None = None
        if start:
            self.start()

    def analyse(self, offline_path: str | None = None, pretty: bool = False, step_list: Any = None, mode: Any = None):
        """Stop recording and write the results (see the class). Returns nothing, as MindSpore."""
        self.stop()
        self._result_dir = _write_results(self._torch, _run_dir(offline_path or self.output_path))

    def op_analyse(self, op_name: str, device_id: int | None = None) -> str:
        """The statistics rows of ops whose name contains ``op_name``, as text."""
        rows = [e for e in self._torch.key_averages() if op_name.lower() in e.key.lower()]
        return "\n".join(f"{e.key}: count={e.count}, total_us={e.cpu_time_total:.3f}" for e in rows)

    def add_metadata(self, key: str, value: str) -> None:
        """Record a metadata entry in the trace."""
        self._torch.add_metadata(key, value)

    def add_metadata_json(self, key: str, value: str) -> None:
        """Record a JSON metadata entry in the trace."""
        self._torch.add_metadata_json(key, value)

    @classmethod
    def offline_analyse(cls, path: str, pretty: bool = False, step_list: Any = None, data_simplification: bool = True):
        """MindSpore re-parses raw device data here; mindshim writes its results at :meth:`analyse`, so this only
        checks that ``path`` exists.

        Raises:
            ValueError: if ``path`` is not a directory.
        """
        if not os.path.isdir(path):
            raise ValueError(f"The profiler data path '{path}' does not exist.")
