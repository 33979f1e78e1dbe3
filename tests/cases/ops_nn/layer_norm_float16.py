# Float16 LayerNorm on MindSpore's CPU kernel, bit for bit: the kernel takes the mean and variance in float32 and
# then computes (x - mean) / sqrt(var + eps) * gamma + beta in float16, rounding after each step (a float32 pass
# rounded once differs in ~1/3 of the values). Printed as 16-bit patterns, over the primitive (y, mean, variance:
# float32 for a float16 input), nn.LayerNorm (float32 parameters cast to float16 by to_float), a begin_params_axis
# after begin_norm_axis, and float32 parameters with a float16 input.
# compare: exact
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops

rng = np.random.default_rng(0)
x = rng.uniform(-2, 2, (24, 32)).astype(np.float16)
g = rng.uniform(0.5, 1.5, (32,)).astype(np.float16)
b = rng.uniform(-1, 1, (32,)).astype(np.float16)
x3 = rng.uniform(-3, 3, (4, 6, 8)).astype(np.float16)
g3 = rng.uniform(0.5, 1.5, (8,)).astype(np.float16)
b3 = rng.uniform(-1, 1, (8,)).astype(np.float16)


def bits(t):
    a = t.asnumpy()
    if a.dtype == np.float16:
        return str(t.dtype) + " " + "".join(f"{v:04x}" for v in a.reshape(-1).view(np.uint16).tolist())
    return str(t.dtype) + " " + " ".join(f"{v:.5f}" for v in a.reshape(-1).astype(np.float64).tolist())


y, mean, var = ops.LayerNorm(begin_norm_axis=-1, begin_params_axis=-1, epsilon=1e-6)(Tensor(x), Tensor(g), Tensor(b))
print("LayerNorm y", bits(y))
print("LayerNorm mean", bits(mean))
print("LayerNorm variance", bits(var))
y3 = ops.LayerNorm(begin_norm_axis=1, begin_params_axis=2, epsilon=1e-5)(Tensor(x3), Tensor(g3), Tensor(b3))[0]
print("LayerNorm(begin_norm_axis=1, begin_params_axis=2) y", bits(y3))
ln = nn.LayerNorm([32], epsilon=1e-6)
ln.gamma.set_data(Tensor(g.astype(np.float32)))
ln.beta.set_data(Tensor(b.astype(np.float32)))
ln.to_float(ms.float16)
print("nn.LayerNorm to_float(float16)", bits(ln(Tensor(x.astype(np.float32)))))
print("nn.LayerNorm float16 input", bits(nn.LayerNorm([8])(Tensor(x3))))
