# RandomGamma draws MindSpore 2.10 CPU's numbers: a GuardedPhiloxRandom keyed by (seed, seed2) per kernel (one
# per signature of a primitive) that reserves 256 blocks per output at each launch; -log(1 - u) for alpha 1, else
# Marsaglia-Tsang on Box-Muller normals; ops.random_gamma makes a new primitive per call.
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import operations as P


def r(t):
    return [round(float(v), 4) for v in t.asnumpy().reshape(-1)]


sh = Tensor(np.array([3]), ms.int32)
alpha = Tensor(np.array([1.0, 2.0, 0.5, 30.0], np.float32))
print("unseeded", ops.random_gamma(sh, alpha).shape)
print("seed 2", r(ops.random_gamma(sh, alpha, seed=2)))
print("seed 2 again", r(ops.random_gamma(sh, alpha, seed=2)))
ms.set_seed(4)
print("set_seed", r(ops.random_gamma(sh, alpha)))
out = ops.random_gamma(Tensor(np.array([2, 2]), ms.int32), Tensor(3.5, ms.float64))
print("2x2 float64", out.dtype, out.shape, r(out))
prim = P.RandomGamma(seed=1, seed2=2)
for call in (1, 2):
    print("prim call", call, r(prim(sh, alpha)))
out = P.RandomGamma(seed=7)(Tensor(np.array([5]), ms.int32), Tensor(np.array([0.1, 12.0], np.float16)))
print("float16", out.dtype, [round(float(v), 2) for v in out.asnumpy().reshape(-1)])
x = P.RandomGamma(seed=9)(Tensor(np.array([1000]), ms.int32), Tensor(np.array([0.3, 1.0, 4.0], np.float64))).asnumpy()
print("1000 per alpha", [round(float(v), 2) for v in x.sum(0)], [round(float(v), 4) for v in x[-2:].reshape(-1)])
ms.set_seed(4)
print("set_seed again", r(ops.random_gamma(sh, alpha)))
