# RandomShuffle, RandpermV2, Multinomial and Bernoulli draw MindSpore 2.10 CPU's numbers: RandomShuffle and
# Multinomial a minstd_rand0 seeded with GetSeed(seed, seed2) per kernel (one per input shape of a primitive);
# randperm a new mt19937 seeded with offset or seed at each call; Bernoulli a PhiloxRandom(seed, 0) re-made at
# each launch that first uses the words its previous launch left (ops.bernoulli caches one primitive per seed).
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import operations as P

x = Tensor(np.arange(10).astype(np.float32))
z = Tensor(np.zeros(6, np.float32))
print("unseeded", sorted(ops.shuffle(x).asnumpy().astype(int).tolist()), ops.bernoulli(z, 0.5).shape)
print("shuffle prim", [P.RandomShuffle(seed=1, seed2=2)(x).asnumpy().astype(int).tolist() for _ in range(1)])
sp = P.RandomShuffle(seed=1, seed2=2)
print(
    "shuffle prim2",
    sp(x).asnumpy().astype(int).tolist(),
    sp(x).asnumpy().astype(int).tolist(),
    sp(Tensor(np.arange(7).astype(np.float32))).asnumpy().astype(int).tolist(),
)
print("shuffle 2d", P.RandomShuffle(seed=3)(Tensor(np.arange(12).reshape(4, 3).astype(np.int32))).asnumpy().tolist())
print(
    "randperm",
    ops.randperm(10).asnumpy().tolist(),
    ops.randperm(10, seed=5).asnumpy().tolist(),
    ops.randperm(8, seed=5, offset=3, dtype=ms.int32).asnumpy().tolist(),
    ops.randperm(6, dtype=ms.float32).asnumpy().tolist(),
)
w = Tensor(np.array([[0.1, 0.2, 0.3, 0.4], [0.5, 0.0, 0.25, 0.25]], np.float32))
mp = P.Multinomial(seed=1, seed2=2)
print("multinomial prim", mp(w, 6).asnumpy().tolist(), mp(w, 6).asnumpy().tolist(), mp(w, 6).dtype)
print("multinomial prim 1d", P.Multinomial(seed=4)(Tensor(np.array([1.0, 2.0, 3.0], np.float64)), 8).asnumpy().tolist())
print(
    "bern prim",
    [
        P.Bernoulli(seed=5)(Tensor(np.zeros(6, np.float32)), Tensor(0.5, ms.float32)).asnumpy().tolist()
        for _ in range(1)
    ],
)
bp = P.Bernoulli(seed=5)
print(
    "bern prim2",
    bp(z, Tensor(np.array([0.5], np.float32))).asnumpy().tolist(),
    bp(z, Tensor(np.array([0.5], np.float32))).asnumpy().tolist(),
    bp(Tensor(np.zeros(3, np.float32)), Tensor(np.array([0.5], np.float32))).asnumpy().tolist(),
)
print(
    "bern prim p",
    P.Bernoulli(seed=0)(Tensor(np.zeros(5, np.float64)), Tensor(np.array([0.1, 0.9, 0.5, 0.3, 0.7])))
    .asnumpy()
    .tolist(),
)
ms.set_seed(3)
print(
    "shuffle f",
    ops.shuffle(x).asnumpy().astype(int).tolist(),
    ops.shuffle(x).asnumpy().astype(int).tolist(),
    ops.shuffle(x, seed=2).asnumpy().astype(int).tolist(),
)
print(
    "multinomial f",
    ops.multinomial(w, 5).asnumpy().tolist(),
    ops.multinomial(w, 3, False).asnumpy().tolist(),
    ops.multinomial(Tensor(np.array([1.0, 5.0, 2.0, 0.5], np.float32)), 2, False).asnumpy().tolist(),
)
print(
    "bernoulli f",
    ops.bernoulli(z, 0.5, seed=3).asnumpy().tolist(),
    ops.bernoulli(z, 0.5, seed=3).asnumpy().tolist(),
    ops.bernoulli(z, 0.3, seed=4).asnumpy().tolist(),
)
print(
    "bernoulli shape",
    ops.bernoulli(Tensor(np.zeros(3, np.float32)), 0.5, seed=3).asnumpy().tolist(),
    ops.bernoulli(z, 0.5, seed=3).asnumpy().tolist(),
)
print(
    "shuffle scalar and one row",
    ops.shuffle(Tensor(5.0)).asnumpy().tolist(),
    P.RandomShuffle(seed=1)(Tensor([[1, 2]])).asnumpy().tolist(),
)
print("shuffle long", P.RandomShuffle(seed=8, seed2=1)(Tensor(np.arange(300).astype(np.int64))).asnumpy().tolist()[:40])
print("randperm 1000", ops.randperm(1000, seed=11).asnumpy().tolist()[-20:])
print("bernoulli 1000", int(ops.bernoulli(Tensor(np.zeros(1000, np.float32)), 0.25, seed=21).asnumpy().sum()))
print("multinomial f16", P.Multinomial(seed=6)(Tensor(np.array([0.2, 0.3, 0.5], np.float16)), 10).asnumpy().tolist())
ms.set_seed(3)
print(
    "again shuffle",
    ops.shuffle(x).asnumpy().astype(int).tolist(),
    "multinomial",
    ops.multinomial(w, 5).asnumpy().tolist(),
)
