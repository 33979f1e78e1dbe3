# ops.AdjustHue / ops.AdjustSaturation on CPU: hue rotation and saturation scaling of RGB images (last axis 3), errors.
import numpy as np, mindspore as ms
from mindspore import Tensor, ops

np.set_printoptions(precision=5, suppress=True)


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, r.shape, r.asnumpy())
    except Exception as e:
        print(tag, type(e).__name__, str(e).split(chr(10))[0][:200])


rng = np.random.RandomState(0)
img = rng.uniform(-0.2, 1.3, (2, 3, 4, 3)).astype(np.float32)
img[0, 0, 0] = [0.5, 0.5, 0.5]
img[0, 0, 1] = [0, 0, 0]
img[0, 0, 2] = [1, 1, 0]
img[0, 0, 3] = [0.2, 0.7, 0.7]
img[1, 0, 0] = [0.3, 0.3, 0.9]
img[1, 0, 1] = [0.9, 0.3, 0.3]
img[1, 0, 2] = [0.3, 0.9, 0.3]
for d in (0.0, 0.2, -0.35, 0.75, 1.0, -1.0, 2.5):
    attempt(f"hue {d}", lambda: ops.AdjustHue()(Tensor(img), Tensor(np.float32(d))))
for s in (0.0, 0.5, 1.0, 1.7, 10.0, -1.0):
    attempt(f"sat {s}", lambda: ops.AdjustSaturation()(Tensor(img), Tensor(np.float32(s))))
x = np.arange(1, 19, dtype=np.float32).reshape(3, 2, 3)
attempt("hue ints", lambda: ops.AdjustHue()(Tensor(x), Tensor(0.2, ms.float32)))
attempt("sat ints", lambda: ops.AdjustSaturation()(Tensor(x), Tensor(0.5, ms.float32)))
big = rng.uniform(0, 1, (1, 2, 2, 3)).astype(np.float32)
attempt("sat f16", lambda: ops.AdjustSaturation()(Tensor(big.astype(np.float16)), Tensor(0.3, ms.float32)))
attempt("hue f16", lambda: ops.AdjustHue()(Tensor(big.astype(np.float16)), Tensor(0.3, ms.float32)))
for name, P, arg in (("hue", ops.AdjustHue, "delta"), ("sat", ops.AdjustSaturation, "scale")):
    attempt(name + " rank2", lambda: P()(Tensor(np.ones((2, 3), np.float32)), Tensor(0.1, ms.float32)))
    attempt(name + " last4", lambda: P()(Tensor(np.ones((1, 2, 4), np.float32)), Tensor(0.1, ms.float32)))
    attempt(name + " f64", lambda: P()(Tensor(img[:1, :2].astype(np.float64)), Tensor(0.1, ms.float32)))
    attempt(name + " int", lambda: P()(Tensor(np.ones((1, 2, 3), np.int32)), Tensor(0.1, ms.float32)))
    attempt(name + " arg f64", lambda: P()(Tensor(np.ones((1, 2, 3), np.float32)), Tensor(0.1, ms.float64)))
    attempt(name + " arg 1d", lambda: P()(Tensor(np.ones((1, 2, 3), np.float32)), Tensor([0.1], ms.float32)))
    attempt(name + " arg float", lambda: P()(Tensor(np.ones((1, 2, 3), np.float32)), 0.1))
    attempt(name + " img np", lambda: P()(np.ones((1, 2, 3), np.float32), Tensor(0.1, ms.float32)))
print(ops.AdjustHue(), ops.AdjustSaturation())
