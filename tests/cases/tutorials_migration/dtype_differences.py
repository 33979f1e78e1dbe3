# dtype differences MindSpore vs PyTorch listed in the migration guide: default dtypes, Cast, from_numpy, deterministic
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn

ms.set_deterministic(True)
ms.set_context(deterministic="ON")
print(ms.get_context("deterministic"))
for v in (1.0, 1, True, [1, 2], [1.0, 2], (1, 2.5), [[True, False]]):
    t = Tensor(v)
    print(repr(v), t.dtype, t.shape)
print(Tensor(np.array([1.0, 2.0])).dtype, Tensor(np.array([1, 2])).dtype)
a = np.array([[1, 2], [3, 4]], np.float32)
t = Tensor.from_numpy(a)
print(t, t.dtype)
a[0, 0] = 10
print(t.asnumpy()[0, 0])
t2 = ms.from_numpy(np.array([1, 2], np.int16))
print(t2.dtype)
cast = ops.Cast()
x = Tensor(np.array([1.7, -1.7, 2.5]), ms.float32)
for d in (ms.int32, ms.int64, ms.float16, ms.bool_, ms.uint8, ms.float64):
    r = cast(x, d)
    print(d, r, r.dtype)
print(x.astype("int32"), x.astype(np.float16).dtype)
print(Tensor(3) / Tensor(2), (Tensor(3) / Tensor(2)).dtype)
print(Tensor(3) // Tensor(2), (Tensor(7) % Tensor(-3)))
print((Tensor([1, 2]) * 1.5).dtype, (Tensor([1, 2], ms.int32) + Tensor([1, 2], ms.int64)).dtype)
print((Tensor([1.0], ms.float16) + Tensor([1.0], ms.float32)).dtype)
print(ops.mean(Tensor([1, 2, 4], ms.float32)), ops.sum(Tensor([1, 2, 3])).dtype)
d = nn.Dense(4, 3)
print(d.weight.dtype, d.weight.shape, d.bias.shape, d.weight.init, d.has_bias)
print(d)
c = nn.Conv2d(3, 8, 3)
print(c.weight.shape, c.bias, c.pad_mode, c.has_bias)
print(nn.BatchNorm2d(4))
print(nn.Dropout(p=0.5), nn.Dropout(keep_prob=0.8).p if hasattr(nn.Dropout(keep_prob=0.8), "p") else None)
print(ms.float32, ms.dtype.float32, type(ms.float32).__name__, str(ms.int64), ms.float32 == ms.dtype.float32)
print(ms.dtype_to_nptype(ms.float16), ms.pytype_to_dtype(float) if hasattr(ms, "pytype_to_dtype") else "")
print(Tensor(np.ones((2, 3))).dtype, Tensor(np.ones((2, 3)), ms.float32).dtype)
