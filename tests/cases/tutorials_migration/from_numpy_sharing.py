# Tensor.from_numpy vs Tensor(): memory sharing, non-contiguous inputs, dtype keeping, asnumpy round trips
import numpy as np
from mindspore import Tensor

a = np.arange(6, dtype=np.float32).reshape(2, 3)
t1 = Tensor(a)
t2 = Tensor.from_numpy(a)
a[0, 0] = 100
print(t1.asnumpy()[0, 0], t2.asnumpy()[0, 0])
b = a.T
t3 = Tensor.from_numpy(np.ascontiguousarray(b))
print(t3.shape, t3.dtype, t3)
t4 = Tensor(b)
print(t4.shape, t4.asnumpy().flags["C_CONTIGUOUS"])
n = t2.asnumpy()
n[1, 1] = -5
print(t2.asnumpy()[1, 1])
for dt in (np.float64, np.int8, np.uint8, np.bool_, np.float16, np.int16):
    print(np.dtype(dt).name, Tensor.from_numpy(np.zeros(2, dt)).dtype, Tensor(np.zeros(2, dt)).dtype)
c = Tensor(np.float32(2.5))
print(c.shape, c.dtype, c.asnumpy().shape, type(c.item()).__name__, c.item())
print(Tensor([1, 2]).asnumpy().dtype, Tensor(2).asnumpy().dtype, Tensor(2.0).asnumpy().dtype)
print(Tensor(a).copy().asnumpy()[0, 0], Tensor(a).tolist()[0])
