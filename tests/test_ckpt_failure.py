"""Checkpoints under failure: saves killed at random points, temp-file clean-up, concurrent converts, CLI errors."""

from __future__ import annotations

import os
import random
import stat
import subprocess
import sys
import textwrap
import threading
import time

import numpy as np
import pytest
import torch

import mindspore as ms
from mindshim.tools import ckpt as ckpt_tool
from mindshim.train import _atomic

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Saves a 4 MiB parameter filled with start, start + 1, ... in a loop until killed.
_SAVER = textwrap.dedent(
    """
    import sys
    import numpy as np
    import mindshim
    mindshim.install()
    import mindspore as ms
    from mindspore import Parameter, Tensor
    path, fmt, i = sys.argv[1], sys.argv[2], int(sys.argv[3])
    print("ready", flush=True)
    while True:
        p = Parameter(Tensor(np.full((1024, 1024), float(i), np.float32)), name="w")
        ms.save_checkpoint([{"name": "w", "data": p}], path, format=fmt)
        i += 1
    """
)


def _value(path: str, fmt: str) -> float:
    w = ms.load_checkpoint(path, format=fmt)["w"].asnumpy()
    assert w.shape == (1024, 1024) and (w == w.flat[0]).all(), "the checkpoint holds a torn write"
    return float(w.flat[0])


def _others(directory, name: str) -> list[str]:
    return sorted(f for f in os.listdir(directory) if f != name)


@pytest.mark.parametrize("fmt", ["ckpt", "safetensors"])
def test_killed_saves_keep_the_old_file_and_leave_one_temp_at_most(tmp_path, fmt):
    name = f"model.{fmt}"
    path = str(tmp_path / name)
    ms.save_checkpoint([{"name": "w", "data": ms.Tensor(np.zeros((1024, 1024), np.float32))}], path, format=fmt)
    rng = random.Random(0)
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    last = 0.0
    for rnd in range(3):
        start = 1000 * (rnd + 1)  # this round's saves hold start, start + 1, ...
        proc = subprocess.Popen(
            [sys.executable, "-c", _SAVER, path, fmt, str(start)],
            stdout=subprocess.PIPE,
            env=env,
            stdin=subprocess.DEVNULL,
        )
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.05, 0.6))
        proc.kill()
        proc.wait()
        proc.stdout.close()
        # what is left: the target (whole, some completed save) and at most the one fixed temp file
        assert set(_others(tmp_path, name)) <= {name + _atomic.TMP_SUFFIX}
        value = _value(path, fmt)  # the load also removes the stale temp file
        assert value == last or value >= start  # the file before this round, or one of its completed saves
        last = value
        assert _others(tmp_path, name) == []


def test_next_save_replaces_a_stale_temp_file(tmp_path):
    path = str(tmp_path / "m.ckpt")
    with open(path + _atomic.TMP_SUFFIX, "wb") as f:
        f.write(b"\0" * 4096)  # what a killed save leaves
    ms.save_checkpoint([{"name": "w", "data": ms.Tensor(np.ones(3, np.float32))}], path)
    assert os.listdir(tmp_path) == ["m.ckpt"]
    assert stat.S_IMODE(os.stat(path).st_mode) == stat.S_IRUSR  # MindSpore leaves checkpoints read-only


def test_stale_temp_of_a_live_writer_is_not_removed(tmp_path):
    path = str(tmp_path / "m.ckpt")
    entered, release = threading.Event(), threading.Event()

    def slow_write(f):
        f.write(b"partial")
        entered.set()
        release.wait(10)

    t = threading.Thread(target=_atomic.atomic_write, args=(path, slow_write))
    t.start()
    assert entered.wait(10)
    _atomic.remove_stale_tmp(path)  # a load of the target while the save runs: the writer's file stays
    assert os.path.exists(path + _atomic.TMP_SUFFIX)
    release.set()
    t.join()
    with open(path, "rb") as f:
        assert f.read() == b"partial"
    assert os.listdir(tmp_path) == ["m.ckpt"]


def test_concurrent_writers_of_one_target_take_turns(tmp_path):
    path = str(tmp_path / "t.bin")
    errors = []

    def writer(i):
        def write(f):
            for _ in range(50):
                f.write(bytes([i]) * 1000)
                time.sleep(0.0005)

        try:
            _atomic.atomic_write(path, write)
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=writer, args=(i,)) for i in range(1, 5)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    with open(path, "rb") as f:
        data = f.read()
    assert len(data) == 50_000 and len(set(data)) == 1  # one writer's bytes, whole
    assert os.listdir(tmp_path) == ["t.bin"]


def test_convert_is_atomic_keeps_mode_and_never_interleaves(tmp_path):
    src = [str(tmp_path / f"src{i}.pt") for i in range(3)]
    for i, p in enumerate(src):
        torch.save({"fc.weight": torch.full((256, 256), float(i)), "fc.bias": torch.full((256,), float(i))}, p)
    dst = str(tmp_path / "out.ckpt")
    ms.save_checkpoint([{"name": "x", "data": ms.Tensor(np.ones(1, np.float32))}], dst)
    os.chmod(dst, 0o640)
    threads = [threading.Thread(target=ckpt_tool.main, args=(["convert", s, dst],)) for s in src]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert stat.S_IMODE(os.stat(dst).st_mode) == 0o640
    d = ms.load_checkpoint(dst)
    w, b = d["fc.weight"].asnumpy(), d["fc.bias"].asnumpy()
    assert (w == w.flat[0]).all() and (b == w.flat[0]).all()  # one source's tensors, never a mix
    assert sorted(os.listdir(tmp_path)) == sorted([os.path.basename(p) for p in src] + ["out.ckpt"])
    # a torch target is written the same way and keeps its mode too
    pt = str(tmp_path / "back.pt")
    open(pt, "wb").close()
    os.chmod(pt, 0o600)
    assert ckpt_tool.main(["convert", dst, pt]) == 0
    assert stat.S_IMODE(os.stat(pt).st_mode) == 0o600
    assert torch.load(pt, weights_only=True)["fc.weight"].shape == (256, 256)


class _Obj:
    """A picklable object that is not a tensor: a .pt holding it needs pickle's code execution to load."""

    def __init__(self):
        self.x = 1


@pytest.mark.parametrize("cmd", ["show", "diff", "convert"])
def test_cli_on_a_pickle_pt_prints_one_error_and_exits_2(tmp_path, cmd, capsys):
    bad = str(tmp_path / "model.pt")
    torch.save({"w": torch.ones(2), "extra": _Obj()}, bad)
    other = str(tmp_path / "other.ckpt")
    ms.save_checkpoint([{"name": "w", "data": ms.Tensor(np.ones(2, np.float32))}], other)
    argv = {"show": ["show", bad], "diff": ["diff", bad, other], "convert": ["convert", bad, str(tmp_path / "o.ckpt")]}
    if cmd == "show":  # once through the real command line: exit status and stderr of the process
        env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
        proc = subprocess.run(
            [sys.executable, "-m", "mindshim", "ckpt", *argv[cmd]], capture_output=True, text=True, env=env
        )
        rc, err = proc.returncode, proc.stderr
    else:
        rc, err = ckpt_tool.main(argv[cmd]), capsys.readouterr().err
    assert rc == 2
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "weights_only=True" in lines[0] and "model.pt" in lines[0]
    assert not os.path.exists(tmp_path / "o.ckpt")
