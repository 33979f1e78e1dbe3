"""Convolution at the sizes of MindSpore's docstring examples: ``nn.Conv2d`` / ``nn.Conv2dBnAct`` vs torch.

    python benchmarks/bench_conv.py [--threads 1] [--size 256 160] [--repeat 3] [--mindspore-python PY]

The ``nn.Conv2d`` docstring example convolves a 1x120x1024x640 input with 240 4x4 filters (``pad_mode='same'``,
about 600 GFLOP); ``--size 1024 640`` runs that size, the default is a quarter of each side (16x less work). Cases:
``nn.Conv2d(120, 240, 4, has_bias=False)`` and ``nn.Conv2dBnAct(120, 240, 4, has_bn=True, activation='relu')`` in
inference, against ``torch.conv2d`` (+ ``F.batch_norm`` + ``relu`` for the second) on the same weights and input,
checked equal before timing.

With ``--mindspore-python`` (default: the MindSpore 2.10 interpreter ``tools/mindspore_oracle.sh`` makes, when it
exists) the same layer runs under real MindSpore in a subprocess, timed twice: up to ``net(x).shape`` (what the
docstring example prints) and up to ``net(x).asnumpy()``. MindSpore launches PyNative kernels asynchronously and
answers ``.shape`` from shape inference, so the first time does not include the convolution.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from _timing import ORACLE_PYTHON, best_of, oracle_json

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def oracle_worker(args: argparse.Namespace) -> int:
    """Under real MindSpore: seconds (wall) to ``.shape`` and to ``.asnumpy()`` of ``nn.Conv2d``, one JSON line."""
    import numpy as np
    from mindspore import Tensor, float32, nn

    net = nn.Conv2d(120, 240, 4, has_bias=False, weight_init="normal")
    x = Tensor(np.ones([1, 120, *args.size]), float32)
    net(x).asnumpy()
    t0 = time.perf_counter()
    net(x).shape  # what the docstring example evaluates
    shape_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    net(x).asnumpy()
    print(json.dumps({"shape": shape_s, "asnumpy": time.perf_counter() - t0}))
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--size", type=int, nargs=2, default=[256, 160], metavar=("H", "W"))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--mindspore-python", default=ORACLE_PYTHON if os.path.exists(ORACLE_PYTHON) else None)
    ap.add_argument("--oracle-worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.oracle_worker:
        return oracle_worker(args)

    import numpy as np
    import torch

    torch.set_num_threads(args.threads)
    sys.path.insert(0, ROOT)
    import mindshim

    mindshim.install()
    from mindspore import Tensor, float32, nn

    now = time.thread_time if args.threads == 1 else time.perf_counter
    x = Tensor(np.ones([1, 120, *args.size]), float32)
    xt = torch.ones(1, 120, *args.size)
    conv = nn.Conv2d(120, 240, 4, has_bias=False, weight_init="normal")
    cba = nn.Conv2dBnAct(120, 240, 4, has_bn=True, activation="relu")
    cba.set_train(False)
    w1 = torch.from_numpy(conv.weight.asnumpy())
    w2 = torch.from_numpy(cba.conv.weight.asnumpy())
    bn = {k: torch.from_numpy(getattr(cba.batchnorm, k).asnumpy()) for k in ("moving_mean", "moving_variance")}
    gamma, beta = torch.from_numpy(cba.batchnorm.gamma.asnumpy()), torch.from_numpy(cba.batchnorm.beta.asnumpy())
    eps = cba.batchnorm.eps

    def t_conv():
        with torch.no_grad():
            return torch.conv2d(xt, w1, padding="same")

    def t_cba():
        with torch.no_grad():
            y = torch.conv2d(xt, w2, padding="same")
            return torch.relu(
                torch.nn.functional.batch_norm(
                    y, bn["moving_mean"], bn["moving_variance"], gamma, beta, False, 0.0, eps
                )
            )

    cases = [
        ("nn.Conv2d(120, 240, 4)", lambda: conv(x), t_conv),
        ("nn.Conv2dBnAct(..., BN, relu)", lambda: cba(x), t_cba),
    ]
    for name, shim, ref in cases:
        if not np.allclose(shim().asnumpy(), ref().numpy(), rtol=1e-4, atol=1e-4):
            raise SystemExit(f"{name}: mindshim and torch differ: not the same computation")
    print(
        f"torch {torch.__version__}, threads {args.threads}, input 1x120x{args.size[0]}x{args.size[1]}, best of {args.repeat}"
    )
    print("\n| case | torch | mindshim | ratio |\n|---|---:|---:|---:|")
    for name, shim, ref in cases:
        tt, ts = best_of(ref, args.repeat, now), best_of(shim, args.repeat, now)
        print(f"| {name} | {tt:.3f} s | {ts:.3f} s | {ts / tt:.2f}x |")
    if args.mindspore_python:
        cmd = [args.mindspore_python, os.path.abspath(__file__), "--oracle-worker", "--size", *map(str, args.size)]
        r = oracle_json(cmd)
        if isinstance(r, dict):
            print(
                f"\nreal MindSpore nn.Conv2d (wall, its own threads): `net(x).shape` {r['shape']:.4f} s, "
                f"`net(x).asnumpy()` {r['asnumpy']:.3f} s"
            )
        else:
            print("\nreal MindSpore did not run:", r)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
