# ops.FractionalMaxPool / FractionalAvgPool: pooling sequences for fixed seeds (random and pseudo-random), values,
# dtypes, the average's gradient and the argument errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def attempt(tag, f):
    try:
        r = f()
        vals = [v.asnumpy() for v in (r if isinstance(r, tuple) else (r,))]
        for i, (v, a) in enumerate(zip(r if isinstance(r, tuple) else (r,), vals)):
            print(tag, i, v.dtype, v.shape)
            print(a.tolist() if a.ndim == 1 else a)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])


rs = np.random.RandomState(0)
x = Tensor(rs.rand(2, 7, 9, 3).astype(np.float32))
xi = Tensor(rs.randint(-50, 50, (1, 5, 7, 2)).astype(np.int32))
big = Tensor(np.arange(17 * 23, dtype=np.float32).reshape(1, 17, 23, 1))


def launch(prim):
    """MindSpore 2.10's CPU FractionalAvgPool now and then fails a launch on a random value of its own ("The
    size_t value(...) exceeds the maximum value of int."), whatever the seeds; it is launched again then."""

    def call(t):
        for _ in range(20):
            try:
                return prim(t)
            except RuntimeError as e:
                if "exceeds the maximum value of int" not in str(e):
                    raise
        return prim(t)

    return call


for name in ("FractionalMaxPool", "FractionalAvgPool"):
    P0 = getattr(ops, name)

    def P(*a, P0=P0, **k):
        return launch(P0(*a, **k))

    for pr in (False, True):
        for det, seed, seed2 in ((True, 7, 0), (False, 0, 0), (True, 0, 5), (True, 12345, 3), (True, -9, 0)):
            for ratio in ([1.0, 1.5, 1.5, 1.0], [1.0, 1.7, 2.3, 1.0], [1.0, 1.2, 1.9, 1.0]):
                tag = f"{name}_seq pr={pr} seed={seed},{seed2} ratio={ratio[1:3]}"
                attempt(tag, lambda: P(ratio, pr, False, det, seed, seed2)(big)[1:])
    attempt(name + "_ov", lambda: P([1.0, 1.4, 1.6, 1.0], True, True, True, 3)(x))
    attempt(name + "_i32", lambda: P([1.0, 1.3, 1.8, 1.0], False, False, True, 0, 9)(xi))
    attempt(name + "_i64", lambda: P([1.0, 1.3, 1.8, 1.0])(xi.astype(ms.int64)))
    attempt(name + "_f64", lambda: P([1.0, 2.0, 1.5, 1.0], overlapping=True)(x.astype(ms.float64)))
    attempt(name + "_whole", lambda: P([1.0, 1.0, 3.0, 1.0])(x))
    attempt(name + "_f16", lambda: P([1.0, 2.0, 1.5, 1.0])(x.astype(ms.float16)))
    attempt(name + "_bool", lambda: P([1.0, 2.0, 1.5, 1.0])(Tensor(np.ones((1, 4, 4, 1), np.bool_))))
    attempt(name + "_3d", lambda: P([1.0, 2.0, 1.5, 1.0])(x[0]))
    attempt(name + "_ratio3", lambda: P([1.0, 2.0, 1.0])(x))
    attempt(name + "_ratio_first", lambda: P([2.0, 2.0, 1.5, 1.0])(x))
    attempt(name + "_ratio_last", lambda: P([1.0, 2.0, 1.5, 2.0])(x))
    attempt(name + "_ratio_row", lambda: P([1.0, 0.5, 1.5, 1.0])(x))
    attempt(name + "_ratio_col", lambda: P([1.0, 1.5, 0.5, 1.0])(x))
    attempt(name + "_ratio_int", lambda: P([1, 2, 1, 1]))
    attempt(name + "_ratio_tuple", lambda: P((1.0, 2.0, 1.0, 1.0)))
    attempt(name + "_ratio_big", lambda: P([1.0, 8.0, 1.5, 1.0])(x))
    attempt(name + "_pseudo_int", lambda: P([1.0, 2.0, 1.5, 1.0], 1))
    attempt(name + "_overlap_int", lambda: P([1.0, 2.0, 1.5, 1.0], overlapping=0))
    attempt(name + "_seed_float", lambda: P([1.0, 2.0, 1.5, 1.0], seed=1.0))
    attempt(name + "_seed_not_det", lambda: P([1.0, 2.0, 1.5, 1.0], seed=1)(x))
    attempt(name + "_seed2_not_det", lambda: P([1.0, 2.0, 1.5, 1.0], seed2=1)(x))
    fresh = P([1.0, 1.5, 1.5, 1.0], False, False, True)(big)
    print(name, "fresh seeds", fresh[0].shape, fresh[1].shape, fresh[2].shape)

g = ops.GradOperation()(lambda t: launch(ops.FractionalAvgPool([1.0, 1.5, 1.5, 1.0], False, True, True, 3))(t)[0].sum())
attempt("avg_grad", lambda: g(Tensor(np.arange(20, dtype=np.float32).reshape(1, 4, 5, 1))))
g2 = ops.GradOperation()(
    lambda t: (launch(ops.FractionalAvgPool([1.0, 1.3, 1.7, 1.0], True))(t)[0] * t[:, :3, :4]).sum()
)
attempt("avg_grad_weighted", lambda: g2(Tensor(np.ones((1, 4, 7, 2), np.float32))))
