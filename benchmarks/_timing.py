"""Shared timing helpers for the benchmark scripts: interleaved repetitions, median per call."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import time
from typing import Callable

# real MindSpore 2.10's interpreter, as tools/mindspore_oracle.sh makes it (the benchmarks' MindSpore column)
ORACLE_PYTHON = os.path.expanduser("~/.cache/mindshim/ms-oracle/bin/python")


CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}


def per_call(fn: Callable[[], object], number: int, clock: str = "wall") -> float:
    """Seconds per call of ``fn`` over one block of ``number`` calls.

    ``clock='cpu'`` counts this thread's CPU time only, which other processes on a busy machine do not
    inflate; it measures all the work only when torch runs single-threaded (``torch.set_num_threads(1)``).
    """
    now = CLOCKS[clock]
    t0 = now()
    for _ in range(number):
        fn()
    return (now() - t0) / number


def blocks(
    cases: dict[str, Callable[[], object]], number: int, repeat: int, warmup: int, clock: str = "wall"
) -> dict[str, list[float]]:
    """Seconds per call of each case in each of ``repeat`` blocks of ``number`` calls, after ``warmup`` untimed
    calls of each; the blocks of the cases are interleaved so drift hits all alike."""
    for fn in cases.values():
        for _ in range(warmup):
            fn()
    samples: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(repeat):
        for name, fn in cases.items():
            samples[name].append(per_call(fn, number, clock))
    return samples


def compare(
    cases: dict[str, Callable[[], object]], number: int, repeat: int, warmup: int, clock: str = "wall"
) -> dict[str, float]:
    """Median seconds per call of each case over :func:`blocks`."""
    return {name: statistics.median(v) for name, v in blocks(cases, number, repeat, warmup, clock).items()}


def fmt_time(seconds: float) -> str:
    """Human units: ns, µs, ms or s."""
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6)):
        if seconds >= scale:
            return f"{seconds / scale:.3g} {unit}"
    return f"{seconds / 1e-9:.3g} ns"


def table(title: str, rows: list[tuple[str, float, float | None, str]]) -> str:
    """A Markdown table: case, time per call, ratio to its native torch reference, and target."""
    out = [f"### {title}", "", "| case | time per call | ratio vs torch | target |", "|---|---:|---:|---:|"]
    for name, t, ratio, target in rows:
        out.append(f"| {name} | {fmt_time(t)} | {'-' if ratio is None else f'{ratio:.2f}x'} | {target} |")
    return "\n".join(out)


def best_of(fn: Callable[[], object], repeat: int, now: Callable[[], float]) -> float:
    """Best-of-``repeat`` seconds of one ``fn()`` call on the clock ``now``, after one untimed call."""
    fn()
    ts = []
    for _ in range(repeat):
        t0 = now()
        fn()
        ts.append(now() - t0)
    return min(ts)


def oracle_json(cmd: list[str]) -> dict | str:
    """Run ``cmd`` (a worker under real MindSpore, in /tmp) and return the last JSON object it printed on stdout,
    or, when it printed none, the last line of its stderr (why it did not run)."""
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd="/tmp")
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    if lines:
        return json.loads(lines[-1])
    err = proc.stderr.strip().splitlines()
    return err[-1] if err else f"exit status {proc.returncode}"
