# Float16 activations and unary math on MindSpore's CPU kernels, bit for bit: 1,000+ half values in [-10, 10] per op,
# printed as their 16-bit patterns (4 hex digits each), over ops / nn layers / mint / Tensor methods.
# compare: exact
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint, nn, ops

ms.runtime.launch_blocking()

v = np.linspace(-10, 10, 1001).astype(np.float16)
v = np.unique(np.concatenate([v, np.array([1e-4, -1e-4, 60000, -60000, 0.5, -0.5, 3, -3, 6, -6], np.float16)]))
# both zeros, placed by hand: which of two equal values np.unique keeps depends on numpy's sort and the CPU
v = np.concatenate([v[v < 0], np.array([-0.0, 0.0], np.float16), v[v > 0]])
x = Tensor(v)
xp = Tensor(np.abs(v) + np.float16(0.01))
rows = Tensor(v[: v.size // 7 * 7].reshape(-1, 7))

OPS = {
    "ops.sigmoid": lambda: ops.sigmoid(x),
    "nn.Sigmoid": lambda: nn.Sigmoid()(x),
    "mint.sigmoid": lambda: mint.sigmoid(x),
    "Tensor.sigmoid": lambda: x.sigmoid(),
    "ops.silu": lambda: ops.silu(x),
    "nn.SiLU": lambda: nn.SiLU()(x),
    "mint.nn.functional.silu": lambda: mint.nn.functional.silu(x),
    "ops.logsigmoid": lambda: ops.logsigmoid(x),
    "ops.softmax": lambda: ops.softmax(rows, axis=-1),
    "ops.softmax(axis=0)": lambda: ops.softmax(rows, axis=0),
    "nn.Softmax": lambda: nn.Softmax()(rows),
    "mint.nn.functional.softmax": lambda: mint.nn.functional.softmax(rows, dim=-1),
    "ops.softmin": lambda: ops.softmin(rows, axis=-1),
    "ops.log_softmax": lambda: ops.log_softmax(rows, axis=-1),
    "nn.LogSoftmax": lambda: nn.LogSoftmax()(rows),
    "ops.gelu(none)": lambda: ops.gelu(x, approximate="none"),
    "nn.GELU(approximate=False)": lambda: nn.GELU(approximate=False)(x),
    "ops.selu": lambda: ops.selu(x),
    "nn.SeLU": lambda: nn.SeLU()(x),
    "ops.tanh": lambda: ops.tanh(x),
    "nn.Tanh": lambda: nn.Tanh()(x),
    "mint.tanh": lambda: mint.tanh(x),
    "Tensor.tanh": lambda: x.tanh(),
    "ops.tanhshrink": lambda: ops.tanhshrink(x),
    "ops.erf": lambda: ops.erf(x),
    "mint.erf": lambda: mint.erf(x),
    "ops.expm1": lambda: ops.expm1(x),
    "ops.log1p": lambda: ops.log1p(xp),
    "ops.rsqrt": lambda: ops.rsqrt(xp),
    "mint.rsqrt": lambda: mint.rsqrt(xp),
    "ops.softsign": lambda: ops.softsign(x),
    "ops.leaky_relu": lambda: ops.leaky_relu(x, 0.2),
    "ops.leaky_relu(0.01)": lambda: ops.leaky_relu(x, 0.01),
    "nn.LeakyReLU": lambda: nn.LeakyReLU(0.3)(x),
    "ops.relu6": lambda: ops.relu6(x),
    "ops.elu": lambda: ops.elu(x),
    "ops.log": lambda: ops.log(xp),
    "ops.sqrt": lambda: ops.sqrt(xp),
    "ops.reciprocal": lambda: ops.reciprocal(x),
    "ops.square": lambda: ops.square(x),
    "ops.sin": lambda: ops.sin(x),
    "ops.cos": lambda: ops.cos(x),
    "ops.atan": lambda: ops.atan(x),
    "ops.celu": lambda: ops.celu(x),
    "ops.hardsigmoid": lambda: ops.hardsigmoid(x),
    "ops.hardtanh": lambda: ops.hardtanh(x),
    "ops.softshrink": lambda: ops.softshrink(x),
}
for name, fn in OPS.items():
    try:
        r = fn()
        print(name, r.dtype, "".join(f"{b:04x}" for b in r.asnumpy().reshape(-1).view(np.uint16).tolist()))
    except Exception as e:  # noqa: BLE001
        print(name, "raised", type(e).__name__)
