# nn.Dense: fixed weights, bias, activation (str/Cell), 1-D/2-D/3-D inputs, repr, parameter names and dtypes.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

w = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) / 10 - 0.5)
b = Tensor(np.array([0.1, -0.2, 0.3, -0.4], np.float32))
d = nn.Dense(3, 4, weight_init=w, bias_init=b)
print(d)
x2 = Tensor(np.array([[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]], np.float32))
print(d(x2))
print(d(Tensor(np.array([1.0, -2.0, 0.5], np.float32))))
x3 = Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3) / 5)
y3 = d(x3)
print(y3.shape, y3.dtype)
print(y3)
d2 = nn.Dense(3, 4, weight_init=w, has_bias=False, activation='relu')
print(d2)
print(d2(x2))
d3 = nn.Dense(3, 4, weight_init='ones', bias_init='zeros', activation=nn.Sigmoid())
print(d3)
print(d3(x2))
print([(n, p.name, p.shape, p.dtype, p.requires_grad) for n, p in d.parameters_and_names()])
print(d.weight.name, d.bias.name, d.in_channels, d.out_channels, d.has_bias, d2.bias)
d4 = nn.Dense(5, 2)
print(d4.weight.shape, d4.bias.shape, float(np.abs(d4.weight.asnumpy()).max()) <= 1 / np.sqrt(5) + 1e-6,
      float(np.abs(d4.bias.asnumpy()).max()) <= 1 / np.sqrt(5) + 1e-6)
d5 = nn.Dense(3, 2, weight_init='ones', dtype=ms.float16)
print(d5.weight.dtype, d5.bias.dtype)
