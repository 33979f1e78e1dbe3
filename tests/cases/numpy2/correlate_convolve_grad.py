# mindspore.numpy.correlate / convolve in 'full', 'same' and 'valid' modes for either input longer, integer and
# float inputs, and their gradients (GradOperation with a sensitivity): both inputs get MindSpore's gradients.
import numpy as np

import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, ops

rng = np.random.RandomState(5)


def r(v):
    return [round(float(x), 4) for x in v.asnumpy().ravel()]


for n, m in ((5, 3), (3, 5), (2, 7), (4, 4), (1, 3)):
    a = Tensor(rng.randn(n).astype(np.float32))
    v = Tensor(rng.randn(m).astype(np.float32))
    for mode in ("full", "same", "valid"):
        c = mnp.correlate(a, v, mode)
        k = mnp.convolve(a, v, mode)
        print(n, m, mode, c.dtype, r(c), k.dtype, r(k))
ai = Tensor(np.array([1, 2, 3], np.int32))
vi = Tensor(np.array([0, 1, 5, 2], np.int32))
for mode in ("full", "same", "valid"):
    print("int", mode, mnp.correlate(ai, vi, mode).dtype, r(mnp.correlate(ai, vi, mode)),
          mnp.convolve(ai, vi, mode).dtype, r(mnp.convolve(ai, vi, mode)))


def corr(x, y):
    return mnp.correlate(x, y, mode="full")


def conv(x, y):
    return mnp.convolve(x, y, mode="same")


grad = ops.GradOperation(get_all=True, sens_param=True)
a = Tensor(rng.randn(6).astype(np.float32))
v = Tensor(rng.randn(3).astype(np.float32))
ga, gv = grad(corr)(a, v, Tensor(rng.randn(8).astype(np.float32)))
print("corr grad", r(ga), r(gv))
ga, gv = grad(conv)(a, v, Tensor(rng.randn(6).astype(np.float32)))
print("conv grad", r(ga), r(gv))
ga, gv = grad(corr)(v, a, Tensor(rng.randn(8).astype(np.float32)))
print("corr grad swapped", r(ga), r(gv))
