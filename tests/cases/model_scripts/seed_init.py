# set_seed reproducibility of initializers and random ops: compare runs within one process, print only stats/shapes
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore.common.initializer import initializer, Normal, XavierUniform, HeNormal, TruncatedNormal, Uniform, One, Constant


def weights():
    return [nn.Dense(8, 4).weight.asnumpy(), nn.Conv2d(3, 4, 3).weight.asnumpy(),
            initializer(Normal(0.1), [100, 100], ms.float32).asnumpy()]


ms.set_seed(3)
a = weights()
ms.set_seed(3)
b = weights()
print("reproducible", all(np.array_equal(p, q) for p, q in zip(a, b)))
c = weights()
print("differs without reseed", not np.array_equal(a[2], c[2]))
t = initializer(Normal(0.1), [200, 200], ms.float32).asnumpy()
print("normal std ~", round(float(t.std()), 1), abs(float(t.mean())) < 0.01)
u = initializer(Uniform(0.5), [200, 200]).asnumpy()
print("uniform range", bool(u.min() >= -0.5 and u.max() <= 0.5), round(float(u.std()), 2))
tn = initializer(TruncatedNormal(0.02), [200, 200]).asnumpy()
print("trunc", bool(np.abs(tn).max() <= 0.04 + 1e-6))
xu = initializer(XavierUniform(), [64, 32]).asnumpy()
print("xavier bound", bool(np.abs(xu).max() <= np.sqrt(6 / 96) + 1e-6))
hn = initializer(HeNormal(), [256, 128]).asnumpy()
print("he std close", abs(float(hn.std()) - np.sqrt(2 / 128)) < 0.005)
print(initializer(One(), [2, 2], ms.float16).asnumpy().dtype, initializer(Constant(3), (2,), ms.int32))
print(initializer("zeros", [3]).asnumpy(), initializer("ones", (1, 2), ms.float32))
w = initializer(Normal(), [4, 4])
print(type(w).__name__, w.shape, w.dtype)
ms.set_seed(11)
r1 = ops.uniform((3, 3), ms.Tensor(0.0), ms.Tensor(1.0)).asnumpy()
s1 = ops.standard_normal((5,)).asnumpy()
ms.set_seed(11)
r2 = ops.uniform((3, 3), ms.Tensor(0.0), ms.Tensor(1.0)).asnumpy()
s2 = ops.standard_normal((5,)).asnumpy()
print("ops reproducible", np.array_equal(r1, r2), np.array_equal(s1, s2))
ms.set_seed(5)
d1 = nn.Dropout(p=0.5)
d1.set_train()
m1 = d1(ms.Tensor(np.ones((4, 4), np.float32))).asnumpy()
print("dropout values subset", set(np.unique(m1).tolist()) <= {0.0, 2.0})
perm = ops.randperm(10, seed=0).asnumpy() if hasattr(ops, "randperm") else np.arange(10)
print("randperm is perm", sorted(perm.tolist()) == list(range(10)))
