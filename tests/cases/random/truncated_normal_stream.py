# TruncatedNormal draws MindSpore 2.10 CPU's numbers for nonzero seeds: a minstd_rand0 seeded with GetSeed(seed,
# seed2), one new std::normal_distribution<double> per call, values outside [-2, 2] skipped, rounded to the dtype;
# one stream per shape of a primitive. Its shape input must be a Tensor of at least 2 entries.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor


def r(t):
    return [round(float(v), 5) for v in t.asnumpy().reshape(-1)]


p = ops.TruncatedNormal(seed=3, seed2=4)
s = Tensor(np.array([2, 3]), ms.int32)
print(r(p(s)), r(p(s)), r(p(Tensor(np.array([3, 1]), ms.int32))))
print(r(ops.TruncatedNormal(dtype=ms.float16, seed=1)(Tensor(np.array([2, 4]), ms.int64))))
o = ops.TruncatedNormal(dtype=ms.float64, seed=1)(Tensor(np.array([2, 4]), ms.int64))
print(o.dtype, r(o))
big = ops.TruncatedNormal(seed=5, seed2=6)(Tensor(np.array([100, 100]), ms.int32)).asnumpy()
print(round(float(big.sum()), 3), float(big.min()), float(big.max()))
for sh in ((2, 3), Tensor(np.array([5]), ms.int32)):
    try:
        print(ops.TruncatedNormal(seed=1)(sh).shape)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(ops.TruncatedNormal()(s).shape)
