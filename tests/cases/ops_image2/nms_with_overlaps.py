# ops.NonMaxSuppressionWithOverlaps on CPU: greedy selection by score over an overlap matrix (ties, thresholds, limits), errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

np.set_printoptions(precision=5, suppress=True)


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, r.shape, r.asnumpy().tolist())
    except Exception as e:
        print(tag, type(e).__name__, str(e).split(chr(10))[0][:200])


def T(v, dt=ms.float32):
    return Tensor(np.array(v), dt)


rng = np.random.RandomState(4)
n = 9
ov = rng.uniform(0, 1, (n, n)).astype(np.float32)
ov = (ov + ov.T) / 2
sc = rng.uniform(0, 1, n).astype(np.float32)
sc[3] = sc[5] = sc[7] = sc[1]
op = ops.NonMaxSuppressionWithOverlaps()
for mx, ot, st in ((9, 0.5, 0.0), (3, 0.5, 0.0), (9, 0.7, 0.3), (9, 1.1, -1.0), (0, 0.5, 0.0), (9, 0.0, 0.0), (20, 0.6, 0.9)):
    attempt(f"max={mx} ov={ot} sc={st}", lambda: op(Tensor(ov), Tensor(sc), T(mx, ms.int32), T(ot), T(st)))
ties = np.full(12, 0.5, np.float32)
zero = np.zeros((12, 12), np.float32)
attempt("all ties", lambda: op(Tensor(zero), Tensor(ties), T(12, ms.int32), T(0.5), T(0.0)))
ties[[2, 9]] = 0.7
attempt("some ties", lambda: op(Tensor(zero), Tensor(ties), T(12, ms.int32), T(0.5), T(0.0)))
ok = (T(3, ms.int32), T(0.5), T(0.0))
attempt("neg max", lambda: op(Tensor(ov), Tensor(sc), T(-1, ms.int32), T(0.5), T(0.0)))
attempt("ov f64", lambda: op(Tensor(ov.astype(np.float64)), Tensor(sc), *ok))
attempt("ov f16", lambda: op(Tensor(ov.astype(np.float16)), Tensor(sc), *ok))
attempt("sc f16", lambda: op(Tensor(ov), Tensor(sc.astype(np.float16)), *ok))
attempt("max i64", lambda: op(Tensor(ov), Tensor(sc), T(3, ms.int64), T(0.5), T(0.0)))
attempt("ov 1d", lambda: op(Tensor(sc), Tensor(sc), *ok))
attempt("ov non-square", lambda: op(Tensor(ov[:5]), Tensor(sc), *ok))
attempt("sc 2d", lambda: op(Tensor(ov), Tensor(ov), *ok))
attempt("sc len", lambda: op(Tensor(ov), Tensor(sc[:4]), *ok))
attempt("max 1d", lambda: op(Tensor(ov), Tensor(sc), T([3], ms.int32), T(0.5), T(0.0)))
attempt("thr 1d", lambda: op(Tensor(ov), Tensor(sc), ok[0], T([0.5]), T(0.0)))
attempt("int max", lambda: op(Tensor(ov), Tensor(sc), 3, T(0.5), T(0.0)))
attempt("float thr", lambda: op(Tensor(ov), Tensor(sc), ok[0], 0.5, T(0.0)))
attempt("np overlaps", lambda: op(ov, Tensor(sc), *ok))
for dt in (ms.float16, ms.float64):
    attempt(f"all {dt}", lambda: op(Tensor(ov, dt), Tensor(sc, dt), ok[0], T(0.5, dt), T(0.0, dt)))
attempt("thr f64", lambda: op(Tensor(ov), Tensor(sc), ok[0], T(0.5, ms.float64), T(0.0, ms.float64)))
print(op)
