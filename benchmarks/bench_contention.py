"""Training under CPU contention: mindshim's thread defaults vs plain torch and real MindSpore 2.10.

    python benchmarks/bench_contention.py [--cases quickstart resnet50 mobilenet_v2] [--rounds 2] [--repeat 3]
        [--frameworks mindshim mindshim-1 torch torch-1 mindspore] [--loads quiet busy] [--mindcv DIR]
        [--torchvision DIR] [--mindspore-python PYTHON]

Cases (each run in a fresh process per framework, load and round):
  * ``quickstart``: the README's quick start, ``examples/quickstart_mnist.py --epochs 1`` end to end (wall time of the
    whole process: import, MNIST pipeline, 125 ``Model.train`` steps, evaluation, checkpoint), under
    ``python -m mindshim`` and under real MindSpore; "torch" is the same work as a plain torch script (LeNet-5,
    bilinear resize to 32x32, SGD momentum, evaluation).
  * ``resnet50`` / ``mobilenet_v2``: one training step of MindCV's ``resnet50`` / ``mobilenet_v2_100``
    (``TrainOneStepCell(WithLossCell(net, CrossEntropyLoss()), Momentum)``) under mindshim and under real MindSpore
    (PyNative), and torchvision's ``resnet50`` / ``mobilenet_v2`` with ``F.cross_entropy`` + SGD momentum under plain
    torch; small batch, best of ``--repeat`` steps after two warm-up steps, wall clock.
Frameworks: ``mindshim`` (its defaults), ``mindshim-fixed`` (its defaults without following the load,
``MINDSHIM_ADAPTIVE_THREADS=0``: the affinity-capped count), ``mindshim-1`` (``OMP_NUM_THREADS=1``), ``torch`` (torch's default threads
and OpenMP settings), ``torch-1`` (``torch.set_num_threads(1)``), ``mindspore`` (real MindSpore 2.10, its defaults).
Loads: ``quiet`` (nothing added) and ``busy`` (one CPU-bound Python busy loop per CPU of this process's affinity,
started by the benchmark before the worker and stopped after it). The runs are interleaved (round by round, each
load and framework in turn) and the best over rounds is reported, with the load average seen around each run.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import ORACLE_PYTHON, best_of, fmt_time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QUICKSTART = os.path.join(ROOT, "examples", "quickstart_mnist.py")
# case -> (MindCV model, torchvision model, batch, image side)
MODELS = {"resnet50": ("resnet50", "resnet50", 2, 112), "mobilenet_v2": ("mobilenet_v2_100", "mobilenet_v2", 2, 224)}
FRAMEWORKS = ("mindshim", "mindshim-fixed", "mindshim-1", "torch", "torch-1", "mindspore")


def model_worker(args: argparse.Namespace) -> int:
    """Time one model's train step under ``args.framework`` in this process (bench_mindcv's models and steps);
    print one JSON line."""
    from bench_mindcv import import_torchvision_models, mindcv_steps, torch_steps

    ms_name, tv_name, batch, side = MODELS[args.worker]
    fw = args.framework
    if fw != "mindspore":  # real MindSpore's interpreter has no torch
        import torch

        if fw == "torch-1":
            torch.set_num_threads(1)
    if fw.startswith("torch"):
        sys.path.append(args.torchvision)
        step = torch_steps(import_torchvision_models(), tv_name, batch, side=side)["train step"]
        threads = torch.get_num_threads()
    else:
        if fw.startswith("mindshim"):
            import mindshim

            mindshim.install()
        import mindspore

        if fw == "mindspore":
            mindspore.set_context(mode=mindspore.PYNATIVE_MODE)
        sys.path.append(args.mindcv)
        import mindcv

        step = mindcv_steps(mindspore, mindcv, ms_name, batch, side=side)["train step"]
        threads = torch.get_num_threads() if fw.startswith("mindshim") else mindspore.get_context("runtime_num_threads")
    step()  # a second warm-up call: best_of makes the first
    seconds = best_of(step, args.repeat, time.perf_counter)
    print(json.dumps({"seconds": seconds, "threads": threads}), flush=True)
    return 0


def torch_quickstart(args: argparse.Namespace) -> int:
    """The quick start's work in plain torch: one epoch of LeNet-5 on the 4,000 MNIST images, then evaluation."""
    import importlib.util

    import numpy as np
    import torch
    import torch.nn.functional as F

    if args.framework == "torch-1":
        torch.set_num_threads(1)
    torch.manual_seed(1)
    spec = importlib.util.spec_from_file_location("prepare_mnist", os.path.join(ROOT, "tools", "prepare_mnist.py"))
    prep = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(prep)
    data = os.path.join(ROOT, "data", "mnist")

    def batches(prefix: str, shuffle: bool):
        images = prep.read_idx(os.path.join(data, f"{prefix}-images-idx3-ubyte"))
        labels = prep.read_idx(os.path.join(data, f"{prefix}-labels-idx1-ubyte")).astype(np.int64)
        order = np.random.RandomState(1).permutation(len(labels)) if shuffle else np.arange(len(labels))
        for i in range(0, len(order) - 31, 32):
            idx = order[i : i + 32]
            x = torch.from_numpy(images[idx].astype(np.float32))[:, None]
            x = F.interpolate(x, size=(32, 32), mode="bilinear", align_corners=False) / 255.0
            yield (x - 0.1307) / 0.3081, torch.from_numpy(labels[idx])

    net = torch.nn.Sequential(
        torch.nn.Conv2d(1, 6, 5), torch.nn.ReLU(), torch.nn.MaxPool2d(2),
        torch.nn.Conv2d(6, 16, 5), torch.nn.ReLU(), torch.nn.MaxPool2d(2), torch.nn.Flatten(),
        torch.nn.Linear(400, 120), torch.nn.ReLU(), torch.nn.Linear(120, 84), torch.nn.ReLU(), torch.nn.Linear(84, 10),
    )  # fmt: skip
    opt = torch.optim.SGD(net.parameters(), lr=0.01, momentum=0.9)
    for x, y in batches("train", True):
        opt.zero_grad(set_to_none=True)
        F.cross_entropy(net(x), y).backward()
        opt.step()
    with torch.no_grad():
        right = sum(int((net(x).argmax(1) == y).sum()) for x, y in batches("t10k", False))
    torch.save(net.state_dict(), os.path.join(args.scratch, "lenet.pt"))
    print(f"Accuracy: {right / 992:.4f}")
    return 0


def worker_command(args: argparse.Namespace, case: str, fw: str) -> tuple[list[str], dict]:
    """The command line and environment of one timed run."""
    env = dict(os.environ)
    env.pop("OMP_NUM_THREADS", None)
    env["PYTHONPATH"] = ROOT
    env.pop("MINDSHIM_ADAPTIVE_THREADS", None)
    if fw == "mindshim-1":
        env["OMP_NUM_THREADS"] = "1"
    if fw == "mindshim-fixed":
        env["MINDSHIM_ADAPTIVE_THREADS"] = "0"
    me = [os.path.abspath(__file__), "--framework", fw, "--repeat", str(args.repeat)]
    me += ["--mindcv", args.mindcv, "--torchvision", args.torchvision, "--scratch", args.scratch]
    python = args.mindspore_python if fw == "mindspore" else sys.executable
    if fw == "mindspore":
        env["PYTHONPATH"] = ""
    if case == "quickstart":
        script = [QUICKSTART, "--epochs", "1", "--data", os.path.join(ROOT, "data", "mnist")]
        script += ["--ckpt_dir", os.path.join(args.scratch, f"ckpt-{fw}"), "--print_every", "1000"]
        if fw.startswith("torch"):
            return [python, *me, "--worker", "torch-quickstart"], env
        return ([python, "-m", "mindshim", *script] if fw.startswith("mindshim") else [python, *script]), env
    return [python, *me, "--worker", case], env


def busy_start(n: int) -> list[subprocess.Popen]:
    """Start ``n`` CPU-bound busy loops (the competing load)."""
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(n)]


def busy_stop(procs: list[subprocess.Popen]) -> None:
    """Stop the busy loops this benchmark started."""
    for p in procs:
        p.kill()
    for p in procs:
        p.wait()


def timed_run(args: argparse.Namespace, case: str, fw: str) -> tuple[float | None, int | None, str]:
    """(seconds, threads, note) of one run: the step's best time, or the whole process's wall time."""
    cmd, env = worker_command(args, case, fw)
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, cwd=ROOT, timeout=args.timeout)
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()
        return None, None, f"failed: {tail[-1] if tail else proc.returncode}"
    if case == "quickstart":
        acc = [ln for ln in proc.stdout.splitlines() if ln.startswith("Accuracy")]
        return wall, None, acc[-1] if acc else ""
    line = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")][-1]
    res = json.loads(line)
    return res["seconds"], res["threads"], ""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", nargs="+", default=["quickstart", *MODELS], choices=["quickstart", *MODELS])
    ap.add_argument("--frameworks", nargs="+", default=list(FRAMEWORKS), choices=FRAMEWORKS)
    ap.add_argument("--loads", nargs="+", default=["quiet", "busy"], choices=["quiet", "busy"])
    ap.add_argument("--rounds", type=int, default=2, help="interleaved rounds; the best is reported")
    ap.add_argument("--repeat", type=int, default=3, help="timed steps per model run (best taken)")
    ap.add_argument("--timeout", type=int, default=900, help="seconds for one run")
    ap.add_argument(
        "--mindcv", default=os.environ.get("MINDCV_PATH", os.path.expanduser("~/.cache/mindshim/mindcv-pkg"))
    )
    ap.add_argument(
        "--torchvision",
        default=os.environ.get("TORCHVISION_PATH", os.path.expanduser("~/.cache/mindshim/torchvision-pkg")),
    )
    ap.add_argument("--mindspore-python", default=os.environ.get("MINDSPORE_PYTHON", ORACLE_PYTHON))
    ap.add_argument("--scratch", default="/tmp/bench_contention")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--framework", default="mindshim", choices=FRAMEWORKS, help=argparse.SUPPRESS)
    args = ap.parse_args()
    os.makedirs(args.scratch, exist_ok=True)
    if args.worker == "torch-quickstart":
        return torch_quickstart(args)
    if args.worker:
        return model_worker(args)
    frameworks = [f for f in args.frameworks if f != "mindspore" or os.path.exists(args.mindspore_python)]
    ncpu = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    print(f"{ncpu} CPUs in this process's affinity; busy load: {ncpu} Python busy loops; best of {args.rounds} rounds")
    best: dict[tuple[str, str, str], float] = {}
    info: dict[tuple[str, str, str], str] = {}
    loads: list[float] = []
    for rnd in range(args.rounds):
        for case in args.cases:
            for load in args.loads:
                for fw in frameworks:
                    busy = busy_start(ncpu) if load == "busy" else []
                    try:
                        time.sleep(0.5 if busy else 0)
                        la0 = os.getloadavg()[0]
                        secs, threads, note = timed_run(args, case, fw)
                        la1 = os.getloadavg()[0]
                    finally:
                        busy_stop(busy)
                    loads += [la0, la1]
                    key = (case, load, fw)
                    shown = "-" if secs is None else fmt_time(secs)
                    print(
                        f"round {rnd + 1} {case:12s} {load:5s} {fw:10s} {shown:>9s} threads={threads} "
                        f"load {la0:.1f}->{la1:.1f} {note}",
                        flush=True,
                    )
                    if secs is not None and secs < best.get(key, float("inf")):
                        best[key] = secs
                    if threads is not None:
                        info[key] = str(threads)
    print(f"\nload average seen: {min(loads):.1f}-{max(loads):.1f}\n")
    head = "| case | load | " + " | ".join(frameworks) + " | mindshim / mindshim-1 | mindshim / MindSpore |"
    print(head + "\n|---|---|" + "---:|" * (len(frameworks) + 2))
    for case in args.cases:
        for load in args.loads:
            cells = [fmt_time(best[(case, load, f)]) if (case, load, f) in best else "-" for f in frameworks]
            shim = best.get((case, load, "mindshim"))
            one = best.get((case, load, "mindshim-1"))
            real = best.get((case, load, "mindspore"))
            r1 = f"{shim / one:.2f}x" if shim and one else "-"
            r2 = f"{shim / real:.2f}x" if shim and real else "-"
            print(f"| {case} | {load} | " + " | ".join(cells) + f" | {r1} | {r2} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
