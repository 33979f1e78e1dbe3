# ops.svd / ops.Svd / Tensor.svd as MindSpore 2.10's CPU kernel computes them (Eigen's Jacobi SVD below 16 columns):
# U, S and V themselves (their signs included) on square, tall, wide and batched matrices, thin and full, Float32 and
# Float64; the singular values of wider and complex matrices; the dtype, rank, empty-input and argument errors.
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


rng = np.random.default_rng(7)
shapes = [(2, 2), (3, 2), (2, 3), (3, 3), (4, 4), (5, 3), (3, 5), (6, 6), (8, 5), (5, 8), (2, 4, 3), (3, 3, 3),
          (10, 10), (12, 7), (7, 12), (15, 15), (1, 4), (4, 1), (15, 4)]  # fmt: skip
for shape in shapes:
    for dt in (np.float32, np.float64):
        a = Tensor(rng.standard_normal(shape).astype(dt))
        for full in (False, True):
            attempt(f"svd{shape}_{dt.__name__}_full{full}", lambda a=a, full=full: ops.svd(a, full_matrices=full))
        attempt(f"svals{shape}_{dt.__name__}", lambda a=a: ops.svd(a, compute_uv=False))

x = Tensor(np.array([[1, 2], [-4, -5], [2, 1]]).astype(np.float32))
attempt("method", lambda: x.svd())
attempt("method_full", lambda: x.svd(True))
attempt("method_values", lambda: x.svd(compute_uv=False))
attempt("prim", lambda: ops.Svd(full_matrices=True)(x))
attempt("prim_values", lambda: ops.Svd(compute_uv=False)(x))
attempt("prim_values_batch", lambda: ops.Svd(compute_uv=False)(Tensor(rng.standard_normal((2, 3, 2)), ms.float64)))
attempt("scaled", lambda: ops.svd(x * 1e-20))
attempt("integers", lambda: ops.svd(Tensor(np.array([[3.0, 1, 4], [1, 5, 9], [2, 6, 5]]), ms.float64)))

# 16 columns and more (Eigen's divide-and-conquer path) and complex input: the singular values
wide = rng.standard_normal((18, 16)).astype(np.float32)
attempt("bdc_values", lambda: ops.svd(Tensor(wide), compute_uv=False))
s, u, v = ops.svd(Tensor(wide))
print("bdc_shapes", s.shape, u.shape, v.shape)
c = (rng.standard_normal((3, 2)) + 1j * rng.standard_normal((3, 2))).astype(np.complex64)
attempt("complex_values", lambda: ops.svd(Tensor(c), compute_uv=False))

attempt("int32", lambda: ops.svd(Tensor(np.ones((2, 2), np.int32))))
attempt("float16", lambda: ops.svd(Tensor(np.ones((2, 2), np.float16))))
attempt("bool", lambda: ops.svd(Tensor(np.ones((2, 2), np.bool_))))
attempt("rank1", lambda: ops.svd(Tensor(np.ones((3,), np.float32))))
attempt("empty", lambda: ops.svd(Tensor(np.ones((0, 3), np.float32))))
attempt("full_int", lambda: ops.svd(x, full_matrices=1))
attempt("uv_none", lambda: ops.svd(x, compute_uv=None))
attempt("list", lambda: ops.svd([[1.0, 2.0], [3.0, 4.0]]))
attempt("prim_full_int", lambda: ops.Svd(full_matrices=1)(x))
