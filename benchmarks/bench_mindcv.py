"""MindCV models under mindshim vs the same architecture in native torch (torchvision), and vs real MindSpore.

    python benchmarks/bench_mindcv.py [--models resnet50 vit_b_32] [--batch 8] [--threads N] [--clock cpu]
        [--number 1] [--repeat 3] [--torchvision DIR] [--mindcv DIR] [--mindspore-python PYTHON]

Pairs: MindCV's ``resnet50`` vs torchvision's ``resnet50``, MindCV's ``vit_b_32_224`` vs torchvision's
``vit_b_32``; random 224x224 input, batch 8, CPU. Two cases each, timed in the same process, blocks interleaved:
  * forward: MindCV net ``set_train(False)`` called on a Tensor, vs torch ``eval()`` under ``torch.no_grad()``
  * train step: ``TrainOneStepCell(WithLossCell(net, CrossEntropyLoss()), Momentum(lr 0.01, momentum 0.9))``
    in ``set_train(True)``, vs ``F.cross_entropy`` + ``backward()`` + ``torch.optim.SGD(momentum=0.9)``
Each side runs in processes of its own (``--rounds`` fresh processes per side, alternating torch / mindshim; the
median over all their timed blocks): in one process the two sides' steps change each other's allocator state
(memory one side's step frees and glibc gives back is page-faulted in again by the other's), which favours
whichever runs second. ``--same-process`` times both in one process, blocks interleaved, as before.
Ratios are to torch in the same run. With ``--mindspore-python`` (default: the oracle interpreter when it
exists) the same MindCV model is also timed under real MindSpore (PyNative mode, same threads, same repeats)
in a subprocess, as a second column, always on the wall clock (MindSpore computes on its own threads, which
this thread's CPU time does not see): the ratio to it is printed only with ``--clock wall``, and it comes from
another process run after the torch/mindshim blocks, so read it as indicative on a loaded machine.

Needs MindCV (``pip install --no-deps mindcv==0.3.0``; or ``--mindcv DIR`` / ``MINDCV_PATH``) and torchvision
(``pip install --no-deps torchvision``; or ``--torchvision DIR`` / ``TORCHVISION_PATH`` for a ``--target`` folder).
Only torchvision's pure-Python model definitions are used: when its compiled extension does not load
against this torch (a build for another torch version or for CUDA), the models are imported without it.
A pair whose package is missing is skipped with a message.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import time
import types

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import ORACLE_PYTHON, blocks, compare, fmt_time

PAIRS = {"resnet50": ("resnet50", "resnet50"), "vit_b_32": ("vit_b_32_224", "vit_b_32")}
LR, MOMENTUM, NUM_CLASSES = 0.01, 0.9, 1000


def _add_path(folder: str | None) -> None:
    """Put an extra package folder on ``sys.path`` after the entries already there (the worktree stays first)."""
    if folder and os.path.isdir(folder) and folder not in sys.path:
        sys.path.append(folder)


def mindcv_steps(mindspore, mindcv, name: str, batch: int, seed: int = 0, side: int = 224) -> dict:
    """The MindCV model's forward and train-step callables on ``side`` x ``side`` images; works with mindshim and
    with real MindSpore."""
    import numpy as np

    from mindspore import nn

    rng = np.random.RandomState(seed)
    x = mindspore.Tensor(rng.rand(batch, 3, side, side).astype(np.float32))
    y = mindspore.Tensor(rng.randint(0, NUM_CLASSES, size=batch).astype(np.int32))
    fwd_net = mindcv.create_model(name, num_classes=NUM_CLASSES)
    fwd_net.set_train(False)
    net = mindcv.create_model(name, num_classes=NUM_CLASSES)
    step = nn.TrainOneStepCell(
        nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Momentum(net.trainable_params(), LR, MOMENTUM)
    )
    step.set_train(True)
    return {"forward": lambda: fwd_net(x).asnumpy(), "train step": lambda: step(x, y).asnumpy()}


def oracle_worker(args: argparse.Namespace) -> int:
    """Run under real MindSpore: time the MindCV model in PyNative mode and print one JSON line."""
    import mindspore

    try:
        mindspore.device_context.cpu.op_tuning.threads_num(args.threads)
    except Exception:  # older spelling
        mindspore.set_context(runtime_num_threads=args.threads)
    mindspore.set_context(mode=mindspore.PYNATIVE_MODE)
    mindspore.set_device("CPU")
    import mindcv

    t0 = time.perf_counter()
    cases = mindcv_steps(mindspore, mindcv, args.oracle_worker, args.batch)
    t1 = time.perf_counter()
    for fn in cases.values():
        fn()
    t2 = time.perf_counter()
    # Wall clock: MindSpore runs its kernels on its own threads, which this thread's CPU time does not see.
    res = compare(cases, args.number, args.repeat, warmup=max(0, args.warmup - 1), clock="wall")
    setup = {"build s": t1 - t0, "first calls s": t2 - t1}
    print("RESULT " + json.dumps({"version": mindspore.__version__, **res, **setup}))
    return 0


def import_torchvision_models():
    """torchvision's model builders; without its compiled extension when that does not load against this torch."""
    try:
        import torchvision.models as tvm

        return tvm
    except ModuleNotFoundError:
        raise
    except Exception as e:  # e.g. "operator torchvision::nms does not exist": _C built for another torch
        spec = importlib.util.find_spec("torchvision")
        for key in [k for k in sys.modules if k == "torchvision" or k.startswith("torchvision.")]:
            del sys.modules[key]
        pkg = types.ModuleType("torchvision")
        pkg.__path__ = list(spec.submodule_search_locations)
        sys.modules["torchvision"] = pkg
        print(f"(torchvision's extension does not load here: {str(e).splitlines()[0]}; using its models only)")
        import torchvision.models as tvm

        return tvm


def torch_steps(tvm, name: str, batch: int, seed: int = 0, side: int = 224) -> dict:
    """The torchvision model's forward (eval, no_grad) and train-step (SGD momentum) callables on ``side`` x ``side``
    images."""
    import numpy as np
    import torch
    import torch.nn.functional as F

    rng = np.random.RandomState(seed)
    x = torch.from_numpy(rng.rand(batch, 3, side, side).astype(np.float32))
    y = torch.from_numpy(rng.randint(0, NUM_CLASSES, size=batch).astype(np.int64))
    fwd_net = getattr(tvm, name)(num_classes=NUM_CLASSES).eval()
    net = getattr(tvm, name)(num_classes=NUM_CLASSES).train()
    opt = torch.optim.SGD(net.parameters(), lr=LR, momentum=MOMENTUM)

    def forward():
        with torch.no_grad():
            return fwd_net(x).numpy()

    def train_step():
        opt.zero_grad(set_to_none=True)
        loss = F.cross_entropy(net(x), y)
        loss.backward()
        opt.step()
        return loss.item()

    return {"forward": forward, "train step": train_step}


def side_worker(args: argparse.Namespace) -> int:
    """Time one side (``torch`` or ``mindshim``) of one pair in this process and print one JSON line of the
    per-block seconds of each case. The torch side imports neither mindshim nor MindCV."""
    import torch

    torch.set_num_threads(args.threads)
    _add_path(args.mindcv)
    _add_path(args.torchvision)
    ms_name, tv_name = PAIRS[args.models[0]]
    if args.side_worker == "torch":
        cases = torch_steps(import_torchvision_models(), tv_name, args.batch)
    else:
        import mindshim

        mindshim.install()
        import mindcv
        import mindspore

        cases = mindcv_steps(mindspore, mindcv, ms_name, args.batch)
    times = blocks(cases, args.number, args.repeat, args.warmup, args.clock)
    print("RESULT " + json.dumps(times), flush=True)
    return 0


def run_isolated(args: argparse.Namespace, key: str) -> dict:
    """``{(side, case): median seconds}`` over ``args.rounds`` fresh processes per side, the sides alternating."""
    cmd = [sys.executable, os.path.abspath(__file__), "--models", key, "--batch", str(args.batch)]
    cmd += ["--threads", str(args.threads), "--number", str(args.number), "--repeat", str(args.repeat)]
    cmd += ["--warmup", str(args.warmup), "--clock", args.clock, "--mindcv", args.mindcv or ""]
    cmd += ["--torchvision", args.torchvision or ""]
    samples: dict[tuple[str, str], list[float]] = {}
    for _ in range(args.rounds):
        for side in ("torch", "mindshim"):
            proc = subprocess.run(cmd + ["--side-worker", side], capture_output=True, text=True)
            lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("RESULT ")]
            if not lines:
                tail = (proc.stderr or proc.stdout).strip().splitlines()
                raise RuntimeError(f"{side} worker for {key} failed: {tail[-1] if tail else proc.returncode}")
            for case, times in json.loads(lines[-1][len("RESULT ") :]).items():
                samples.setdefault((side, case), []).extend(times)
    return {k: statistics.median(v) for k, v in samples.items()}


def run_oracle(args: argparse.Namespace, mindcv_name: str, clock: str) -> dict | str:
    """Time the MindCV model under real MindSpore in a subprocess; the result dict, or why it is missing."""
    env = dict(os.environ)
    env["PYTHONPATH"] = args.mindcv or ""
    env["OMP_NUM_THREADS"] = str(args.threads)
    cmd = [args.mindspore_python, os.path.abspath(__file__), "--oracle-worker", mindcv_name]
    cmd += ["--batch", str(args.batch), "--threads", str(args.threads)]
    cmd += ["--number", str(args.number), "--repeat", str(args.repeat), "--warmup", str(args.warmup)]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=args.oracle_timeout)
    for line in proc.stdout.splitlines():
        if line.startswith("RESULT "):
            return json.loads(line[len("RESULT ") :])
    tail = (proc.stderr or proc.stdout).strip().splitlines()
    return f"real MindSpore run failed: {tail[-1] if tail else proc.returncode}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", nargs="+", choices=list(PAIRS), default=list(PAIRS))
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--threads", type=int, default=min(4, os.cpu_count() or 1))
    ap.add_argument("--number", type=int, default=1, help="calls per timed block")
    ap.add_argument("--repeat", type=int, default=3, help="timed blocks per case (median taken)")
    ap.add_argument("--warmup", type=int, default=2, help="untimed calls per case first")
    ap.add_argument(
        "--clock",
        choices=["auto", "wall", "cpu"],
        default="auto",
        help="wall time, or this thread's CPU time (steadier on a busy machine; auto: cpu when --threads 1)",
    )
    ap.add_argument("--torchvision", default=os.environ.get("TORCHVISION_PATH"), help="folder holding torchvision")
    ap.add_argument(
        "--mindcv",
        default=os.environ.get("MINDCV_PATH", "/root/.cache/mindshim/mindcv-pkg"),
        help="folder holding mindcv (also put on the real MindSpore run's PYTHONPATH)",
    )
    ap.add_argument(
        "--mindspore-python",
        default=os.environ.get("MINDSPORE_PYTHON", ORACLE_PYTHON),
        help="a Python with real MindSpore for the second column ('' to skip)",
    )
    ap.add_argument("--oracle-timeout", type=int, default=1800, help="seconds for each real MindSpore run")
    ap.add_argument("--rounds", type=int, default=3, help="fresh processes per side (isolated mode)")
    ap.add_argument("--same-process", action="store_true", help="time both sides in this process, blocks interleaved")
    ap.add_argument("--oracle-worker", metavar="MINDCV_MODEL", help=argparse.SUPPRESS)
    ap.add_argument("--side-worker", choices=["torch", "mindshim"], help=argparse.SUPPRESS)
    args = ap.parse_args()
    clock = args.clock if args.clock != "auto" else ("cpu" if args.threads == 1 else "wall")
    args.clock = clock
    if args.oracle_worker:
        return oracle_worker(args)
    if args.side_worker:
        return side_worker(args)

    import torch

    torch.set_num_threads(args.threads)
    _add_path(args.mindcv)
    _add_path(args.torchvision)
    import mindshim

    mindshim.install()
    import mindspore

    try:
        import mindcv
    except ImportError as e:
        mindcv = None
        print(f"skipped: mindcv is not importable ({e}); pip install --no-deps mindcv==0.3.0, or --mindcv DIR")
    try:
        tvm = import_torchvision_models()
    except ImportError as e:
        tvm = None
        print(f"skipped: torchvision is not importable ({e}); pip install --no-deps torchvision, or --torchvision DIR")
    oracle = args.mindspore_python if args.mindspore_python and os.path.exists(args.mindspore_python) else None
    print(
        f"torch {torch.__version__}, threads {torch.get_num_threads()}, batch {args.batch}, {args.repeat} blocks x "
        f"{args.number} calls after {args.warmup} warm-up, clock: {clock}; "
        + ("both sides in this process" if args.same_process else f"each side in {args.rounds} processes of its own")
        + f"; real MindSpore: {oracle or 'not run'}"
    )
    if mindcv is None or tvm is None:
        return 0

    out = [
        "| MindCV model (torchvision) | case | torch | mindshim | ratio vs torch | real MindSpore | ratio vs MindSpore |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for key in args.models:
        ms_name, tv_name = PAIRS[key]
        if args.same_process:
            ms_cases = mindcv_steps(mindspore, mindcv, ms_name, args.batch)
            tv_cases = torch_steps(tvm, tv_name, args.batch)
            cases = {}
            for case in ("forward", "train step"):
                cases[("torch", case)] = tv_cases[case]
                cases[("mindshim", case)] = ms_cases[case]
            res = compare(cases, args.number, args.repeat, warmup=args.warmup, clock=clock)
            del ms_cases, tv_cases, cases
        else:
            res = run_isolated(args, key)
        real = run_oracle(args, ms_name, clock) if oracle else None
        if isinstance(real, str):
            print(f"{ms_name}: {real}")
        elif real:
            print(
                f"{ms_name} under real MindSpore {real['version']}: build {real['build s']:.1f} s, "
                f"first forward + first train step {real['first calls s']:.1f} s"
            )
        for case in ("forward", "train step"):
            t_torch, t_shim = res[("torch", case)], res[("mindshim", case)]
            t_real = real.get(case) if isinstance(real, dict) else None
            real_cols = "- | -"
            if t_real is not None:  # real MindSpore is timed on the wall clock; a ratio needs the same here
                real_cols = f"{fmt_time(t_real)} | " + (f"{t_shim / t_real:.2f}x" if clock == "wall" else "-")
            out.append(
                f"| `{ms_name}` (`{tv_name}`) | {case} | {fmt_time(t_torch)} | {fmt_time(t_shim)} | "
                f"**{t_shim / t_torch:.2f}x** | {real_cols} |"
            )
        print(out[-2] + "\n" + out[-1], flush=True)
    print()
    print(f"### MindCV models vs torchvision, batch {args.batch}, 224x224, CPU\n")
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
