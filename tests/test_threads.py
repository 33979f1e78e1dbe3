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


def test_runtime_num_threads_and_threads_num_win(mindshim_fresh) -> None:
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
