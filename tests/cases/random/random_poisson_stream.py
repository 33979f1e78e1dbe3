# RandomPoisson draws MindSpore 2.10 CPU's numbers: an mt19937 seeded with PCG_XSH_RS_state(GetSeed(seed, seed2))
# per kernel (one per signature of a primitive, continued by its later calls), products of uniforms below rate 10
# and transformed rejection above, rate by rate; ops.random_poisson makes a new primitive per call.
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import operations as P

sh = Tensor(np.array([3]), ms.int32)
rate = Tensor(np.array([1.0, 20.0, 0.5, 150.0], np.float32))
print("unseeded", ops.random_poisson(sh, rate).shape)
print("seed 2", ops.random_poisson(sh, rate, seed=2).asnumpy().tolist())
print("seed 2 again", ops.random_poisson(sh, rate, seed=2).asnumpy().tolist())
ms.set_seed(4)
print("set_seed", ops.random_poisson(sh, rate).asnumpy().tolist())
print(
    "2x2 int32", ops.random_poisson(Tensor(np.array([2, 2]), ms.int32), Tensor(3.5), dtype=ms.int32).asnumpy().tolist()
)
prim = P.RandomPoisson(seed=1, seed2=2)
for call in (1, 2):
    out = prim(sh, rate)
    print("prim call", call, out.dtype, out.asnumpy().tolist())
print(
    "float16",
    P.RandomPoisson(seed=7, dtype=ms.float16)(
        Tensor(np.array([5]), ms.int32), Tensor(np.array([3.0, 12.0], np.float64))
    )
    .asnumpy()
    .tolist(),
)
x = P.RandomPoisson(seed=9)(
    Tensor(np.array([1000]), ms.int32), Tensor(np.array([2.0, 40.0, 1e4], np.float32))
).asnumpy()
print("1000 per rate", x.sum(0).tolist(), x[-3:].tolist())
ms.set_seed(4)
print("set_seed again", ops.random_poisson(sh, rate).asnumpy().tolist())
