"""Timing of ``ops.svd`` (Eigen's Jacobi SVD below 16 columns, ``mindshim/_kernels/svd.py``) against
``torch.linalg.svd`` on the same matrices, in one run: median seconds per call and the ratio. Not a test."""

from __future__ import annotations

import argparse
import os
import statistics
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from _timing import blocks

SHAPES = [(3, 3), (8, 8), (15, 15), (4, 15, 15), (64, 8), (100, 10), (200, 15)]


def main() -> None:
    """Print one row per shape and dtype: ops.svd, torch.linalg.svd, and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5, help="timed blocks per case")
    parser.add_argument("--number", type=int, default=0, help="calls per block (0: chosen from a first call)")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="cpu", help="cpu: this thread's CPU time")
    args = parser.parse_args()
    import mindshim

    mindshim.install()
    from mindspore import Tensor, ops

    torch.set_num_threads(1)  # so that the CPU clock counts all of torch's work
    rng = np.random.default_rng(0)
    print(f"{'shape':>14} {'dtype':>8} {'ops.svd':>11} {'torch':>11} {'ratio':>8}")
    for shape in SHAPES:
        for dt in (np.float32, np.float64):
            a = rng.standard_normal(shape).astype(dt)
            ms_a, pt_a = Tensor(a), torch.from_numpy(a)
            cases = {"ms": lambda: ops.svd(ms_a), "torch": lambda: torch.linalg.svd(pt_a, full_matrices=False)}
            number = args.number or max(1, min(200, int(0.05 / max(1e-6, _once(cases["ms"])))))
            got = blocks(cases, number=number, repeat=args.repeat, warmup=1, clock=args.clock)
            ms_t, pt_t = statistics.median(got["ms"]), statistics.median(got["torch"])
            print(f"{str(shape):>14} {dt.__name__:>8} {ms_t * 1e3:9.3f}ms {pt_t * 1e3:9.3f}ms {ms_t / pt_t:7.1f}x")


def _once(fn) -> float:
    """Seconds of one call of ``fn``."""
    import time

    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


if __name__ == "__main__":
    main()
