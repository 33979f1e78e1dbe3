# Gradients at the kinks, continued: the remaining nn layers (Softmax2d, PReLUExt), the mint
# activations MindSpore runs on CPU, Tensor methods and Float64, at and beside each kink.
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops

D = 0.25


def around(*ks):
    pts = []
    for k in ks:
        pts += [k - D, k, k + D]
    return pts


def show(tag, fn, pts, dtypes=(ms.float32, ms.float16, ms.float64)):
    parts = []
    for dt in dtypes:
        try:
            g = ms.grad(fn)(Tensor(np.array(pts, np.float32), dt))
            v = g.asnumpy().astype(np.float32)
            parts.append(f"{g.dtype} {v.tolist() if dt != ms.float16 else v[1::3].tolist()}")
        except Exception as e:  # noqa: BLE001
            parts.append(f"{dt} {type(e).__name__}")
    print(tag, pts, " | ".join(parts))


F32_16 = (ms.float32, ms.float16)  # MindSpore's kernel takes no Float64
Z = around(0)
H = around(-3, 0, 3)
F = mint.nn.functional
show("mint relu", F.relu, Z)
show("mint hardswish", F.hardswish, H)
show("mint hardsigmoid", F.hardsigmoid, H)
show("mint silu", F.silu, Z)
show("mint hardshrink", F.hardshrink, around(-0.5, 0, 0.5), F32_16)
show("mint softshrink", F.softshrink, around(-0.5, 0, 0.5), F32_16)
show("mint tanh", F.tanh, Z)
show("mint sigmoid", F.sigmoid, Z)
show("mint.nn.ReLU", mint.nn.ReLU(), Z)
show("mint.nn.Hardswish", mint.nn.Hardswish(), H)
show("Tensor.hardshrink", lambda a: a.hardshrink(), around(-0.5, 0, 0.5), F32_16)
show("ops.soft_shrink", ops.soft_shrink, around(-0.5, 0, 0.5), F32_16)
show("ops.leaky_relu(0.2)", lambda a: ops.leaky_relu(a, 0.2), Z)
show("ops.hardswish", ops.hardswish, H)
show("ops.selu", ops.selu, Z)
show("ops.relu6", ops.relu6, around(0, 6), F32_16)
show("nn.PReLUExt", nn.PReLUExt(), Z, F32_16)
x4 = Tensor(np.array([1.0, 1.0, 1.0, 2.0], np.float32).reshape(1, 4, 1, 1))
w4 = Tensor(np.arange(4, dtype=np.float32).reshape(1, 4, 1, 1))
print("nn.Softmax2d", ms.grad(lambda a: (nn.Softmax2d()(a) * w4).sum())(x4).reshape(-1))
