# Gradients of ops.maximum / ops.minimum (and their primitives) with NaN inputs, ties and broadcasting: MindSpore's
# MinimumMaximumGrad gives dout to both inputs where a NaN is compared, even where the value picked is the other one.
import numpy as np

import mindspore as ms
from mindspore import Tensor, context, nn, ops

ms.runtime.launch_blocking()


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, " | ".join(f"{v.dtype}{list(v.shape)} {v.asnumpy().tolist()}" for v in r))
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__)


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, b):
        return self.fn(a, b)


class ScalarNet(nn.Cell):
    def construct(self, a):
        return ops.maximum(a, 1.0).sum()


nan = float("nan")
xs = np.array([nan, 1.0, nan, 2.0, -3.0, 0.5], np.float32)
ys = np.array([1.0, nan, nan, 2.0, 4.0, -0.5], np.float32)
ds = np.array([1.5, -2.0, 3.0, 4.0, 0.25, -1.0], np.float32)
for mode_name, mode in (("pynative", context.PYNATIVE_MODE), ("graph", context.GRAPH_MODE)):
    context.set_context(mode=mode)
    for name, fn in (
        ("maximum", ops.maximum),
        ("minimum", ops.minimum),
        ("Maximum", ops.Maximum()),
        ("Minimum", ops.Minimum()),
    ):
        for dname, dt in (("f32", np.float32), ("f64", np.float64), ("f16", np.float16)):
            x, y, d = Tensor(xs.astype(dt)), Tensor(ys.astype(dt)), Tensor(ds.astype(dt))

            net = Net(fn)
            grad = ops.GradOperation(get_all=True, sens_param=True)(net)
            attempt(f"{mode_name} {name} {dname} value", lambda: (net(x, y),))
            attempt(f"{mode_name} {name} {dname} grad", lambda: grad(x, y, d))
            attempt(f"{mode_name} {name} {dname} grad swapped", lambda: grad(y, x, d))
        # broadcasting: a NaN row against a column, the gradients summed back to each input's shape
        a = Tensor(np.array([[nan, 1.0, 3.0]], np.float32))
        b = Tensor(np.array([[2.0], [nan]], np.float32))
        g = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) + 1)
        attempt(
            f"{mode_name} {name} broadcast grad",
            lambda: ops.GradOperation(get_all=True, sens_param=True)(Net(fn))(a, b, g),
        )
    # a NaN input against a Python number
    attempt(f"{mode_name} maximum scalar grad", lambda: (ops.grad(ScalarNet())(Tensor(xs)),))
