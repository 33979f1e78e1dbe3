"""After mindspore.set_seed, default-initialised layers (HeUniform weights, Uniform biases), the uniform and normal
initializers, and initializers after a TruncatedNormal start from the values MindSpore gives: its numpy-drawn seeds
and Philox stream (Box-Muller for the normal ones). Values agree to float32 rounding."""

import numpy as np

import mindspore as ms
from mindspore import nn
from mindspore.common.initializer import (
    HeNormal,
    HeUniform,
    Normal,
    TruncatedNormal,
    Uniform,
    VarianceScaling,
    XavierNormal,
    XavierUniform,
    initializer,
)

np.set_printoptions(precision=6, suppress=True)
ms.set_seed(7)
print(initializer(Uniform(0.3), [6], ms.float32).init_data())
dense = nn.Dense(4, 3)
print(dense.weight.asnumpy(), dense.bias.asnumpy())
conv = nn.Conv2d(2, 3, 3, has_bias=True)
print(conv.weight.asnumpy().reshape(3, -1)[:, :5], conv.bias.asnumpy())
print(initializer(XavierUniform(), [3, 4], ms.float32).init_data())
print(initializer(Normal(0.1), [10], ms.float32).init_data())
print(initializer(Normal(0.02, 0.5), [2000], ms.float32).init_data().asnumpy()[-4:])
print(initializer(HeNormal(mode="fan_out"), [3, 4], ms.float32).init_data())
print(initializer(XavierNormal(2.0), [2, 3], ms.float32).init_data())
print(initializer(TruncatedNormal(0.02), [6], ms.float32).init_data())
tn = initializer(TruncatedNormal(0.5, 0.1, -0.3, 0.4), [20000], ms.float32).init_data().asnumpy()
print(tn[:4], round(float(tn.min()), 4), round(float(tn.max()), 4), round(float(tn.mean()), 5))
print(initializer(VarianceScaling(2.0, "fan_out", "untruncated_normal"), [2, 3], ms.float32).init_data())
print(initializer(VarianceScaling(), [2, 3], ms.float32).init_data())  # MindSpore's default draws uniform
print(initializer(HeUniform(), [2, 5], ms.float64).init_data())
ms.set_seed(7)
print(initializer(Uniform(0.3), [6], ms.float32).init_data())
big = initializer(Uniform(1.0), [4096], ms.float32).init_data().asnumpy()
print(big[:4], big[-4:], float(big.mean()))
