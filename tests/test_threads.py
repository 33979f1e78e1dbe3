"""mindshim's CPU thread defaults: intra-op threads from the affinity mask, MindSpore's settings and the user's
environment winning over them, OpenMP's passive waits set before torch loads, one torch thread per dataset worker."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pytest
import torch

import mindshim
from mindshim import _threads

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
needs_affinity = pytest.mark.skipif(not hasattr(os, "sched_setaffinity"), reason="no CPU affinity on this platform")


def _fresh(code: str, env_set: dict | None = None, env_drop: tuple = ()) -> dict:
    """Run ``code`` in a fresh interpreter (mindshim importable) and return the JSON it prints last."""
    env = {k: v for k, v in os.environ.items() if k not in (*_threads.WAIT_ENV, *_threads.THREADS_ENV, *env_drop)}
    env.update(env_set or {})
    env["PYTHONPATH"] = ROOT
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


ONE_CPU = "import os; os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})\n"
REPORT = (
    "import json, torch; print(json.dumps({'n': torch.get_num_threads(), 'wait': os.environ.get('OMP_WAIT_POLICY')}))"
)


@needs_affinity
def test_default_follows_the_affinity_mask() -> None:
    res = _fresh(ONE_CPU + "import mindshim\n" + REPORT)
    assert res["n"] == 1  # torch alone would take every physical core of the machine


@needs_affinity
def test_omp_num_threads_wins_over_the_affinity_default() -> None:
    env = {"OMP_NUM_THREADS": "2"}  # torch itself caps it at the machine's physical cores
    assert _fresh(ONE_CPU + "import mindshim\n" + REPORT, env)["n"] == _fresh(ONE_CPU + REPORT, env)["n"]


def test_torch_threads_never_exceed_the_affinity_mask() -> None:
    res = _fresh("import os, mindshim\n" + REPORT)
    assert 1 <= res["n"] <= _threads.affinity_count()


def test_passive_waits_set_before_torch_loads() -> None:
    assert _fresh("import os, mindshim\n" + REPORT)["wait"] == "PASSIVE"


@pytest.mark.parametrize(
    "var,value", [("OMP_WAIT_POLICY", "ACTIVE"), ("GOMP_SPINCOUNT", "1000"), ("KMP_BLOCKTIME", "5")]
)
def test_a_users_wait_setting_is_kept(var: str, value: str) -> None:
    code = "import os, mindshim, json\nprint(json.dumps({k: os.environ.get(k) for k in mindshim._threads.WAIT_ENV}))"
    res = _fresh(code, {var: value})
    assert res == {k: (value if k == var else None) for k in _threads.WAIT_ENV}


def test_no_wait_policy_once_torch_is_loaded() -> None:
    # OpenMP has read its environment by then: setting it would change nothing but the children's
    assert _fresh("import os, torch, mindshim\n" + REPORT)["wait"] is None


@needs_affinity
def test_set_cpu_affinity_binds_and_caps_the_threads() -> None:
    code = (
        "import os, json, torch, mindshim\n"
        "cpu = min(os.sched_getaffinity(0))\n"
        "mindshim.runtime.set_cpu_affinity(True, [f'{cpu}-{cpu}'])\n"
        "print(json.dumps({'mask': sorted(os.sched_getaffinity(0)), 'cpu': cpu, 'n': torch.get_num_threads()}))"
    )
    res = _fresh(code)
    assert res["mask"] == [res["cpu"]] and res["n"] == 1


def test_runtime_num_threads_and_threads_num_win(mindshim_fresh, monkeypatch) -> None:
    monkeypatch.setattr(_threads, "runnable_others", lambda: None)  # no load readings: the default is the cap
    _threads.apply_default()
    default = torch.get_num_threads()
    try:
        mindshim.set_context(runtime_num_threads=default + 2)
        assert torch.get_num_threads() == default + 2
        mindshim.set_context(runtime_num_threads=0)  # MindSpore's 0: back to the runtime's choice
        assert torch.get_num_threads() == default
        mindshim.device_context.cpu.op_tuning.threads_num(1)
        assert torch.get_num_threads() == 1
        _threads.apply_default()  # a later affinity change does not undo an explicit count
        assert torch.get_num_threads() == 1
    finally:
        mindshim.runtime._reset()
    assert torch.get_num_threads() == default


def test_dataset_worker_threads_use_one_torch_thread(mindshim_fresh) -> None:
    import mindshim.dataset as ds

    main_threads = torch.get_num_threads()
    data = ds.NumpySlicesDataset({"x": np.arange(8, dtype=np.float32)}, shuffle=False)
    data = data.map(lambda x: np.array(torch.get_num_threads(), np.int32), input_columns="x", num_parallel_workers=2)
    seen = [int(row["x"]) for row in data.create_dict_iterator(output_numpy=True)]
    assert seen == [1] * 8
    assert torch.get_num_threads() == main_threads


# ---- the load-aware default: decisions on mocked load readings ---------------------------------------------------


@pytest.mark.parametrize(
    "current,cap,free,want",
    [
        (4, 4, 4.0, 4),  # idle: every CPU
        (4, 4, 0.0, 1),  # one busy thread per CPU of other work: one thread
        (4, 4, -6.0, 1),  # oversubscribed several times over: still one
        (1, 4, 9.0, 4),  # never above the cap
        (2, 2, 1.3, 2),  # within the dead band below 2 (1.25): kept
        (2, 2, 1.2, 1),  # past it: down
        (1, 2, 1.7, 1),  # within the dead band above 1 (1.75): kept
        (1, 2, 1.8, 2),  # past it: up
        (3, 8, 5.0, 5),  # a big change moves straight to the nearest count
        (9, 4, 4.0, 4),  # a current count outside 1..cap is replaced
    ],
)
def test_choose_threads(current: int, cap: int, free: float, want: int) -> None:
    assert _threads.choose_threads(current, cap, free) == want


def test_runnable_others_reads_loadavg(tmp_path, monkeypatch) -> None:
    f = tmp_path / "loadavg"
    f.write_text("6.50 3.53 1.51 7/133 17336\n")
    monkeypatch.setattr(_threads, "affinity_count", lambda: 2)
    monkeypatch.setattr(_threads.os, "cpu_count", lambda: 8)  # the process may use a quarter of the machine
    assert _threads.runnable_others(str(f)) == (6 * 2 / 8, 6.5 * 2 / 8)  # the reading thread is not other work
    f.write_text("0.00 0.00 0.00 1/90 1\n")
    assert _threads.runnable_others(str(f)) == (0.0, 0.0)
    assert _threads.runnable_others(str(tmp_path / "missing")) is None
    f.write_text("garbage\n")
    assert _threads.runnable_others(str(f)) is None


@pytest.fixture
def four_cpus(monkeypatch):
    """A process on 4 CPUs whose torch started with 4 threads, the load readings fed from a list: each reading pops
    the next ``(now, minute)``, the last one repeating (none before the test fills it)."""
    readings: list = []

    def read():
        return readings.pop(0) if len(readings) > 1 else (readings[0] if readings else None)

    for var in (*_threads.THREADS_ENV, _threads.ADAPT_ENV):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(_threads, "affinity_count", lambda: 4)
    monkeypatch.setattr(_threads, "runnable_others", read)
    start, n = _threads._START[0], torch.get_num_threads()
    _threads._START[0] = 4
    yield readings
    monkeypatch.undo()
    _threads._START[0] = start
    _threads.reset()
    torch.set_num_threads(n)


def _boundary() -> int:
    _threads._NEXT[0] = 0.0  # as if CHECK_INTERVAL had passed
    _threads.step_boundary()
    return torch.get_num_threads()


def test_idle_machine_keeps_every_cpu(four_cpus) -> None:
    four_cpus[:] = [(0.0, 0.1)]
    _threads.apply_default()
    assert torch.get_num_threads() == 4
    assert [_boundary() for _ in range(5)] == [4] * 5


def test_start_takes_the_smaller_reading(four_cpus) -> None:
    four_cpus[:] = [(3.0, 0.0)]  # a burst at start-up on a machine idle over the last minute
    _threads.apply_default()
    assert torch.get_num_threads() == 4
    four_cpus[:] = [(0.0, 4.0)]  # the minute still holds a process that has just ended
    _threads.apply_default()
    assert torch.get_num_threads() == 4
    four_cpus[:] = [(4.0, 4.0)]  # busy now and over the last minute
    _threads.apply_default()
    assert torch.get_num_threads() == 1


def test_load_arriving_and_leaving_moves_the_count(four_cpus) -> None:
    four_cpus[:] = [(0.0, 0.0)]
    _threads.apply_default()
    four_cpus[:] = [(4.0, 4.0)]  # one busy thread per CPU starts
    seen = [_boundary() for _ in range(6)]
    assert seen[0] == 2 and seen[-1] == 1 and seen == sorted(seen, reverse=True)  # est 2.0 after the 2nd reading
    four_cpus[:] = [(0.0, 4.0)]  # it stops: back up within a few readings (the minute average is not read)
    seen = [_boundary() for _ in range(10)]
    assert seen[-1] == 4 and seen == sorted(seen)


def test_fluctuating_load_does_not_flip_the_count(four_cpus) -> None:
    four_cpus[:] = [(0.0, 0.0)]
    _threads.apply_default()
    four_cpus[:] = [(2.0, 2.0)] * 8  # free 2: two threads
    assert [_boundary() for _ in range(8)][-1] == 2
    four_cpus[:] = [(2.4, 2.0), (1.6, 2.0)] * 10  # readings across 2's rounding boundaries, within the dead band
    assert {_boundary() for _ in range(20)} == {2}


def test_users_set_num_threads_after_start_is_kept(four_cpus) -> None:
    four_cpus[:] = [(0.0, 0.0)]
    _threads.apply_default()
    torch.set_num_threads(3)
    four_cpus[:] = [(8.0, 8.0)]
    assert [_boundary() for _ in range(4)] == [3] * 4
    assert _threads._NEXT[0] == float("inf")


@pytest.mark.parametrize("how", ["runtime_num_threads", "OMP_NUM_THREADS", "MINDSHIM_ADAPTIVE_THREADS"])
def test_explicit_counts_are_not_adapted(four_cpus, monkeypatch, how: str) -> None:
    four_cpus[:] = [(8.0, 8.0)]
    if how == "runtime_num_threads":
        _threads.set_intra_op(2)
        want = 2
    else:
        monkeypatch.setenv(how, "2" if how == "OMP_NUM_THREADS" else "0")
        _threads.apply_default()
        want = 4  # torch's own count (OMP_NUM_THREADS set it at start-up), or the cap
    assert torch.get_num_threads() == want
    assert [_boundary() for _ in range(3)] == [want] * 3


def test_other_threads_do_not_adapt(four_cpus) -> None:
    import threading

    four_cpus[:] = [(0.0, 0.0)]
    _threads.apply_default()
    four_cpus[:] = [(8.0, 8.0)]
    t = threading.Thread(target=_boundary)
    t.start()
    t.join()
    assert torch.get_num_threads() == 4 and _threads._ADAPT["samples"] == 1


def test_a_gradient_is_a_step_boundary(four_cpus, mindshim_fresh) -> None:
    from mindshim import Tensor, ops

    four_cpus[:] = [(0.0, 0.0)]
    _threads.apply_default()
    four_cpus[:] = [(8.0, 8.0)]
    _threads._NEXT[0] = 0.0
    g = ops.grad(lambda x: (x * x).sum())(Tensor(np.ones(3, np.float32)))
    assert g.asnumpy().tolist() == [2.0, 2.0, 2.0]
    assert torch.get_num_threads() == 1  # the mean of the start's 0 and this 8 leaves no CPU free
