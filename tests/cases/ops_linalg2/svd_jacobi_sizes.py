# ops.svd on the larger and batched matrices of fewer than 16 columns that MindSpore 2.10's CPU kernel hands to
# Eigen's Jacobi SVD (many sweeps and rotations a matrix): U, S and V, signs included, thin and full, Float32 and
# Float64; batches whose matrices converge after different numbers of sweeps (an identity next to a random matrix).
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops


def attempt(tag, fn):
    try:
        r = fn()
        rs = r if isinstance(r, tuple) else (r,)
        print(tag, [(str(x.dtype), x.shape) for x in rs])
        for x in rs:
            print("  ", x.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0])


rng = np.random.default_rng(11)
for shape in [(15, 15), (2, 14, 14), (40, 9), (9, 15), (30, 15), (3, 11, 6)]:
    for dt in (np.float32, np.float64):
        a = Tensor(rng.standard_normal(shape).astype(dt))
        attempt(f"svd{shape}_{dt.__name__}", lambda a=a: ops.svd(a))
        attempt(f"svals{shape}_{dt.__name__}", lambda a=a: ops.svd(a, compute_uv=False))
# 16 columns and more go to Eigen's divide-and-conquer path (torch's SVD here): the values only
attempt("svals(9, 40)", lambda: ops.svd(Tensor(rng.standard_normal((9, 40)).astype(np.float32)), compute_uv=False))
a = Tensor(rng.standard_normal((12, 7)).astype(np.float32))
attempt("full_tall", lambda: ops.svd(a, full_matrices=True))
attempt("full_wide", lambda: ops.svd(a.T, full_matrices=True))
mixed = np.stack([np.eye(6), rng.standard_normal((6, 6)), np.diag([3.0, -1, 2, 0, 5, -4])])
attempt("mixed_batch", lambda: ops.svd(Tensor(mixed, ms.float64)))
attempt("mixed_batch32", lambda: ops.Svd(full_matrices=True)(Tensor(mixed, ms.float32)))
ints = rng.integers(-4, 5, (2, 8, 5)).astype(np.float32)  # repeated entries and ties among the values
attempt("integers", lambda: ops.svd(Tensor(ints)))
attempt("rank_one", lambda: ops.svd(Tensor(np.outer(np.arange(1.0, 10), np.arange(1.0, 5)), ms.float64)))
