# The gradient of ops.svd (fewer than 16 columns, MindSpore 2.10's CPU kernel) through ms.grad: of the singular
# values alone, of thin U, S and V (with the kernel's signs), of a square matrix with full_matrices; tall, wide and
# square, Float32 and Float64, and a batch; the forward values of a Parameter input.
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, ops


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, str(r.dtype), r.shape)
        print("  ", r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0])


rng = np.random.default_rng(3)
for shape in [(4, 3), (3, 4), (3, 3), (6, 5), (2, 5, 4)]:
    for dt in (np.float32, np.float64):
        x = Tensor(rng.standard_normal(shape).astype(dt))
        rows, cols = shape[-2:]
        k = min(rows, cols)
        wu = Tensor(rng.standard_normal(shape[:-2] + (rows, k)).astype(dt))
        wv = Tensor(rng.standard_normal(shape[:-2] + (cols, k)).astype(dt))
        ws = Tensor(np.arange(1, k + 1).astype(dt))

        def thin(x, wu=wu, wv=wv, ws=ws):
            s, u, v = ops.svd(x)
            return (s * ws).sum() + (u * wu).sum() + (v * wv).sum()

        attempt(f"thin{shape}_{dt.__name__}", lambda x=x, f=thin: ms.grad(f)(x))
        attempt(
            f"vals{shape}_{dt.__name__}", lambda x=x, ws=ws: ms.grad(lambda t: (ops.svd(t, False, False) * ws).sum())(x)
        )
        if rows == cols:

            def full(x, wu=wu, wv=wv):
                s, u, v = ops.svd(x, full_matrices=True)
                return s.sum() + (u * wu).sum() - (v * wv).sum()

            attempt(f"full{shape}_{dt.__name__}", lambda x=x, f=full: ms.grad(f)(x))

p = Parameter(Tensor(rng.standard_normal((5, 3)).astype(np.float32)), name="w")
s, u, v = ops.svd(p)
print("parameter", s.asnumpy().tolist(), u.asnumpy().tolist(), v.asnumpy().tolist())
