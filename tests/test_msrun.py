"""msrun and data-parallel training: launcher options, rank discovery, gradient reduction, multi-process jobs.

The multi-process tests (gloo on CPU) start real jobs of 2 and 4 processes and are marked slow; the default suite
checks the pieces that run in one process. (MindSpore's CPU build cannot run collectives without its own
launcher, so there are no recorded goldens here: a data-parallel run is checked against the same run in one
process, which is MindSpore's definition of data parallelism.)
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from types import SimpleNamespace

import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor, nn
from mindspore.communication import management
from mindshim.parallel.cluster import run as msrun

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "examples", "data_parallel_train.py")
PY = sys.executable


@pytest.fixture
def parallel_context():
    ms.reset_auto_parallel_context()
    yield
    ms.reset_auto_parallel_context()


# ---- launcher pieces ---------------------------------------------------------------------------------------------


def test_msrun_options_and_defaults_are_mindsporeS():
    a = msrun.get_args(["train.py", "--lr", "0.1"])
    assert (a.worker_num, a.local_worker_num, a.master_addr, a.master_port, a.node_rank) == (
        8,
        8,
        "127.0.0.1",
        8118,
        -1,
    )
    assert (a.log_dir, a.join, a.cluster_time_out, a.bind_core) == ("", False, 600, False)
    assert (a.task_script, a.task_script_args) == ("train.py", ["--lr", "0.1"])
    a = msrun.get_args(["--join", "True", "--bind_core", '{"device0": ["0-3"]}', "--node_rank=1", "t.py"])
    assert a.join is True and a.bind_core == {"device0": ["0-3"]} and a.node_rank == 1
    with pytest.raises(SystemExit):
        msrun.get_args(["--join", "maybe", "t.py"])


def test_worker_command_follows_msrun():
    # MindSpore runs `python <script>` unless the command already is python/pytest
    assert msrun._worker_argv("train.py", ["--x"]) == ["train.py", "--x"]
    assert msrun._worker_argv("python", ["-u", "train.py"]) == ["train.py"]
    assert msrun._worker_argv("python3", ["-m", "pkg.train"]) == ["-m", "pkg.train"]
    assert msrun._worker_argv("pytest", ["-q", "t.py"]) == ["-m", "pytest", "-q", "t.py"]


@pytest.mark.parametrize("module", ["mindshim.msrun", "mindshim.parallel.cluster.run", "mindshim.tools.compare"])
def test_launchers_run_as_modules(module):
    """``python -m <module> --help``: a module run as a script (``__name__ == "__main__"``) still finds its names
    in the registry, and prints its usage."""
    proc = subprocess.run(
        [PY, "-m", module, "--help"], cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.startswith("usage:"), proc.stdout[:500]


def test_msrun_checks_worker_numbers(capsys):
    with pytest.raises(ValueError, match="worker_num must be greater than 0"):
        msrun.run(msrun.get_args(["--worker_num=0", "t.py"]))
    with pytest.raises(ValueError, match="exceeded local worker number: 4"):
        msrun.run(msrun.get_args(["--worker_num=2", "--local_worker_num=4", "t.py"]))
    assert msrun.main(["--worker_num=3", "--local_worker_num=2", "t.py"]) == 2
    assert "divide worker_num" in capsys.readouterr().err


def test_root_cause_is_the_first_failure(tmp_path):
    def failure(code):
        return SimpleNamespace(exitcode=code, local_rank=0, pid=1)

    # a worker that died (signal) wins; the launcher's own SIGTERMs do not count
    assert msrun._root_cause({0: failure(-15), 1: failure(-9), 2: failure(1)}, str(tmp_path))[0] == 1
    # otherwise the worker whose failure was recorded first (the others lost their connection to it)
    (tmp_path / "failed_0").write_text(repr(time.time()))
    (tmp_path / "failed_1").write_text(repr(time.time() - 5))
    assert msrun._root_cause({0: failure(1), 1: failure(1)}, str(tmp_path))[0] == 1


def test_rank_discovery_torch_then_open_mpi(monkeypatch):
    for k in ("WORLD_SIZE", "RANK", "LOCAL_RANK", "LOCAL_WORLD_SIZE"):
        monkeypatch.delenv(k, raising=False)
    assert management._env_topology() == (0, 1, 0, 1)
    monkeypatch.setenv("OMPI_COMM_WORLD_SIZE", "4")
    monkeypatch.setenv("OMPI_COMM_WORLD_RANK", "3")
    monkeypatch.setenv("OMPI_COMM_WORLD_LOCAL_RANK", "1")
    monkeypatch.setenv("OMPI_COMM_WORLD_LOCAL_SIZE", "2")
    assert management._env_topology() == (3, 4, 1, 2)
    assert management.get_local_rank() == 1 and management.get_local_rank_size() == 2
    monkeypatch.setenv("WORLD_SIZE", "2")  # torch's variables come first
    monkeypatch.setenv("RANK", "1")
    monkeypatch.setenv("LOCAL_RANK", "0")
    assert management._env_topology()[:3] == (1, 2, 0)
    monkeypatch.setenv("MS_TOPO_TIMEOUT", "7")
    assert management._timeout().total_seconds() == 7


# ---- data parallel in one process --------------------------------------------------------------------------------


def test_auto_parallel_context_checks(parallel_context):
    with pytest.raises(ValueError, match="only support 'stand_alone'"):
        ms.set_auto_parallel_context(parallel_mode="DATA_PARALLEL")
    with pytest.raises(TypeError, match="'gradients_mean' must be"):
        ms.set_auto_parallel_context(gradients_mean=1)
    with pytest.raises(ValueError, match="device_num must be a positive|'device_num' must be a positive"):
        ms.set_auto_parallel_context(device_num=0)
    assert ms.get_auto_parallel_context("parameter_broadcast") is False


def test_train_one_step_cell_reduces_in_data_parallel(parallel_context):
    def train(mode):
        ms.reset_auto_parallel_context()
        ms.set_auto_parallel_context(parallel_mode=mode, gradients_mean=True)
        net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
        x, y = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), Tensor(np.ones((2, 2), np.float32))
        losses = [float(step(x, y).asnumpy()) for _ in range(3)]
        return step, losses, net.weight.asnumpy()

    step, losses, w = train("data_parallel")
    assert step.reducer_flag and isinstance(step.grad_reducer, nn.DistributedGradReducer) and step.degree == 1
    ref_step, ref_losses, ref_w = train("stand_alone")
    assert not ref_step.reducer_flag
    assert losses == ref_losses and np.array_equal(w, ref_w)  # a group of one: the same training


def test_grad_reducer_follows_mindspore(parallel_context):
    p = [ms.Parameter(Tensor(np.ones(2, np.float32)), name="a"), ms.Parameter(Tensor(np.ones(2, np.float16)), name="b")]
    p[1].layerwise_parallel = True
    grads = (Tensor(np.array([1.0, 3.0], np.float32)), Tensor(np.array([2.0, 4.0], np.float16)))
    out = nn.DistributedGradReducer(p, mean=True, degree=2)(grads)
    np.testing.assert_allclose(out[0].asnumpy(), [0.5, 1.5])
    assert out[1].dtype == ms.float16 and np.array_equal(out[1].asnumpy(), [2.0, 4.0])  # layerwise: untouched
    with pytest.raises(ValueError, match="should large than 0 and be int, degree: 1.5"):
        nn.DistributedGradReducer(p, degree=1.5)


def test_parameter_broadcast_needs_data_parallel_in_build(parallel_context):
    ms.set_auto_parallel_context(parameter_broadcast=True)
    net = nn.Dense(2, 1)
    model = ms.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
    data = ms.dataset.NumpySlicesDataset({"x": np.ones((2, 2), np.float32), "y": np.ones((2, 1), np.float32)})
    with pytest.raises(ValueError, match="do not support parameter broadcast, parallel_mode: stand_alone"):
        model.build(data.batch(2))
    model.train(1, data.batch(2), dataset_sink_mode=False)  # train itself does not check (MindSpore 2.10)


# ---- multi-process jobs (gloo) -------------------------------------------------------------------------------------


def _env(**extra):
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("WORLD_SIZE", None)
    env.update(extra)
    return env


def _port():
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _msrun(args, cwd, timeout=300):
    return subprocess.run(
        [PY, "-m", "mindshim.msrun", *args],
        cwd=cwd,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )


def _losses(text):
    out = {}
    for line in text.splitlines():
        if line.startswith("rank "):
            _, r, _, step, _, loss = line.split()
            out.setdefault(int(step), []).append(float(loss))
    return out


def _weights(folder):
    (name,) = [n for n in os.listdir(folder) if n.endswith(".ckpt")]
    params = ms.load_checkpoint(os.path.join(folder, name))
    return {k: v.asnumpy() for k, v in params.items() if not k.startswith(("moments", "learning_rate", "global"))}


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["model", "loss_scale", "loop"])
def test_data_parallel_equals_one_process_with_the_whole_batch(tmp_path, mode):
    """2 processes with batch b: per-step mean loss and final weights of 1 process with batch 2b (<= 1e-6)."""
    one = subprocess.run(
        [PY, "-m", "mindshim", EXAMPLE, "--batch_size=16", f"--mode={mode}", "--ckpt_dir=one"],
        cwd=tmp_path, env=_env(), capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    assert one.returncode == 0, one.stderr[-3000:]
    two = _msrun(
        ["--worker_num=2", "--local_worker_num=2", f"--master_port={_port()}", "--log_dir=logs", EXAMPLE,
         "--batch_size=8", f"--mode={mode}", "--ckpt_dir=two"], tmp_path,
    )  # fmt: skip
    assert two.returncode == 0 and two.stderr == "", two.stderr[-3000:]
    assert sorted(os.listdir(tmp_path / "logs")) == ["scheduler.log", "worker_0.log", "worker_1.log"]
    logs = "".join((tmp_path / "logs" / f"worker_{r}.log").read_text() for r in (0, 1))
    assert "Traceback" not in logs and "terminate" not in logs
    ref, got = _losses(one.stdout), _losses(logs)
    assert len(ref) == 8 and sorted(got) == sorted(ref)
    for step, (loss,) in ref.items():
        assert len(got[step]) == 2
        np.testing.assert_allclose(np.mean(got[step]), loss, rtol=1e-6)
    w1 = _weights(tmp_path / "one" / "rank_0")
    for r in (0, 1):  # MindSpore's rule: one checkpoint folder per rank, no rank in the file name
        wr = _weights(tmp_path / "two" / f"rank_{r}")
        assert sorted(wr) == sorted(w1)
        for k in w1:
            np.testing.assert_allclose(wr[k], w1[k], rtol=1e-6, atol=1e-7)


COLLECTIVES = textwrap.dedent(
    """
    import numpy as np
    import mindspore as ms
    from mindspore import Tensor, nn, ops
    from mindspore.communication import init, get_rank, get_group_size, create_group, get_local_rank, get_local_rank_size
    from mindspore.communication import comm_func as f

    init()
    r, n = get_rank(), get_group_size()
    assert get_local_rank() == r % get_local_rank_size()
    x = Tensor(np.array([r + 1.0, 10.0], np.float32))
    s = n * (n + 1) / 2
    assert f.all_reduce(x)[0].asnumpy().tolist() == [s, 10.0 * n]
    assert f.all_reduce(x, "max")[0].asnumpy().tolist() == [n, 10.0]
    assert f.all_reduce(x, "min")[0].asnumpy().tolist() == [1.0, 10.0]
    assert f.all_reduce(x, "avg")[0].asnumpy().tolist() == [s / n, 10.0]
    assert ops.AllReduce()(x).asnumpy().tolist() == [s, 10.0 * n]
    assert ops.AllGather()(x.reshape(1, 2)).asnumpy().tolist() == [[i + 1.0, 10.0] for i in range(n)]
    assert f.all_gather_into_tensor(x)[0].asnumpy().tolist() == sum(([i + 1.0, 10.0] for i in range(n)), [])
    assert f.broadcast(x, 1)[0].asnumpy().tolist() == 2.0
    assert ops.Broadcast(n - 1)((x,))[0].asnumpy().tolist() == [float(n), 10.0]
    rs = f.reduce_scatter_tensor(Tensor(np.arange(2 * n, dtype=np.float32)))[0].asnumpy()
    assert rs.tolist() == [n * 2.0 * r, n * (2.0 * r + 1)]
    create_group("evens", list(range(0, n, 2)))
    if r % 2 == 0:
        assert ops.AllReduce(group="evens")(x).asnumpy().tolist() == [sum(range(1, n + 1, 2)), 10.0 * len(range(0, n, 2))]
    f.barrier()

    # parameter_broadcast: every rank starts from rank 0's parameters (learning rate 0 keeps them)
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, parameter_broadcast=True)
    net = nn.Dense(2, 1, weight_init=Tensor(np.full((1, 2), r + 5.0, np.float32)), bias_init="zeros")
    data = ms.dataset.NumpySlicesDataset({"x": np.ones((4, 2), np.float32), "y": np.ones((4, 1), np.float32)},
                                         shuffle=False, num_shards=n, shard_id=r).batch(1)
    ms.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.0)).train(1, data, dataset_sink_mode=False)
    assert net.weight.asnumpy().tolist() == [[5.0, 5.0]], net.weight.asnumpy()
    import os; os.write(1, f"collectives ok {r} {n}\\n".encode())  # one write: the ranks share the pipe
    """
)


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 4])
def test_collectives_on_n_processes_and_clean_exit(tmp_path, n):
    """all_reduce/AllGather/Broadcast/reduce_scatter/groups/parameter_broadcast under `torchrun -m mindshim`:
    every rank exits 0 and nothing reaches stderr (process groups torn down at exit, no SIGABRT)."""
    import shutil

    (tmp_path / "c.py").write_text(COLLECTIVES)
    torchrun = shutil.which("torchrun", path=os.path.dirname(PY)) or "torchrun"
    proc = subprocess.run(
        [torchrun, f"--nproc_per_node={n}", f"--master_port={_port()}", "-m", "mindshim", "c.py"],
        cwd=tmp_path, env=_env(OMP_NUM_THREADS="1"), capture_output=True, text=True, timeout=300,
        stdin=subprocess.DEVNULL,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert sorted(ln for ln in proc.stdout.splitlines() if ln.startswith("coll")) == [
        f"collectives ok {r} {n}" for r in range(n)
    ]
    assert "terminate" not in proc.stderr and "Traceback" not in proc.stderr, proc.stderr[-3000:]


@pytest.mark.slow
def test_a_failing_worker_ends_the_job_naming_its_rank(tmp_path):
    (tmp_path / "fail.py").write_text(
        textwrap.dedent(
            """
            import numpy as np
            from mindspore import Tensor
            from mindspore.communication import init, get_rank
            from mindspore.communication import comm_func as f
            init()
            f.all_reduce(Tensor(np.ones(2, np.float32)))
            if get_rank() == 1:
                raise ValueError("bad batch on rank 1")
            f.all_reduce(Tensor(np.ones(2, np.float32)))  # rank 0 would wait here for ever
            """
        )
    )
    start = time.time()
    proc = _msrun(
        ["--worker_num=2", "--local_worker_num=2", f"--master_port={_port()}", "--log_dir=logs",
         "--cluster_time_out=120", "fail.py"], tmp_path, timeout=240,
    )  # fmt: skip
    assert time.time() - start < 120
    assert proc.returncode == 1
    assert "msrun: worker rank 1 (local rank 1" in proc.stderr and "exited with code 1" in proc.stderr
    assert "ValueError: bad batch on rank 1" in proc.stderr
    assert "Please check logs in directory" in proc.stderr


@pytest.mark.slow
def test_two_nodes_on_localhost(tmp_path):
    """`msrun --worker_num=2 --local_worker_num=1 --node_rank=K` on two "machines" (here both on localhost)."""
    port = _port()
    cmds = [
        [PY, "-m", "mindshim.msrun", "--worker_num=2", "--local_worker_num=1", f"--node_rank={k}",
         f"--master_port={port}", f"--log_dir=node{k}", "c.py"]
        for k in (0, 1)
    ]  # fmt: skip
    (tmp_path / "c.py").write_text(COLLECTIVES)
    procs = [
        subprocess.Popen(c, cwd=tmp_path, env=_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for c in cmds
    ]
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [o[1][-2000:] for o in outs]
    assert sorted(os.listdir(tmp_path / "node0")) == ["scheduler.log", "worker_0.log"]
    assert os.listdir(tmp_path / "node1") == ["worker_1.log"]
    assert "collectives ok 1 2" in (tmp_path / "node1" / "worker_1.log").read_text()


@pytest.mark.slow
def test_open_mpi_ranks(tmp_path):
    """`mpirun -n 2 python -m mindshim x.py`: the ranks come from OMPI_COMM_WORLD_* (emulated here)."""
    (tmp_path / "c.py").write_text(COLLECTIVES)
    port = str(_port())
    procs = [
        subprocess.Popen(
            [PY, "-m", "mindshim", "c.py"],
            cwd=tmp_path,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=_env(
                OMPI_COMM_WORLD_RANK=str(r),
                OMPI_COMM_WORLD_SIZE="2",
                OMPI_COMM_WORLD_LOCAL_RANK=str(r),
                OMPI_COMM_WORLD_LOCAL_SIZE="2",
                MASTER_PORT=port,
                OMP_NUM_THREADS="1",
            ),
        )  # fmt: skip
        for r in (0, 1)
    ]
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [o[1][-2000:] for o in outs]
    assert [o[0].strip() for o in outs] == ["collectives ok 0 2", "collectives ok 1 2"]
    assert [o[1] for o in outs] == ["", ""]
