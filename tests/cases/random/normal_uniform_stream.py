# StandardNormal (std::normal_distribution<float> on minstd_rand0), UniformReal and UniformInt (mt19937) draw
# MindSpore 2.10 CPU's numbers for their seeds: one stream per shape of a primitive (continued by its later
# calls); ops.standard_normal/normal/uniform/rand/randn/randint make a new primitive per call, seeded by
# _get_graph_seed (which advances per call until set_seed restarts it).
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops


def r(t):
    return [round(float(v), 4) for v in t.asnumpy().reshape(-1)]


def summary(t):
    a = t.asnumpy().astype(np.float64).reshape(-1)
    return (
        r(Tensor(a[:3])),
        r(Tensor(a[-3:])),
        round(float(a.sum()), 2),
        round(float(a.min()), 4),
        round(float(a.max()), 4),
    )


print("unseeded", ops.standard_normal((2, 3)).shape, ops.rand(4).dtype, ops.randint(0, 5, (3,)).dtype)
sn = ops.StandardNormal(seed=1, seed2=2)
for shape in ((5,), (5,), (3,), (5,), (1,), (2, 3)):
    print("StandardNormal", shape, r(sn(shape)))
print("StandardNormal new", r(ops.StandardNormal(seed=1, seed2=2)((4,))), r(ops.StandardNormal(seed=9)((3,))))
print("StandardNormal 1000", summary(ops.StandardNormal(seed=5, seed2=6)((1000,))))
print("StandardNormal 100000", summary(ops.StandardNormal(seed=5, seed2=6)((100, 1000))))
ur = ops.UniformReal(seed=1, seed2=2)
for shape in ((5,), (5,), (3,), (5,), (1,)):
    print("UniformReal", shape, r(ur(shape)))
print("UniformReal 1000", summary(ops.UniformReal(seed=5, seed2=6)((10, 100))))
ui = ops.UniformInt(seed=1, seed2=2)
lo, hi = Tensor(-3, ms.int32), Tensor(100, ms.int32)
for shape in ((5,), (5,), (3,), (1,)):
    print("UniformInt", shape, ui(shape, lo, hi).asnumpy().tolist())
print(
    "UniformInt wide",
    ops.UniformInt(seed=1, seed2=2)((6,), Tensor(0, ms.int32), Tensor(2**31 - 1, ms.int32)).asnumpy().tolist(),
)
print("UniformInt 3", ops.UniformInt(seed=4)((10,), Tensor(0, ms.int32), Tensor(3, ms.int32)).asnumpy().tolist())

for seed in (3, 0):
    ms.set_seed(seed)
    print("set_seed", seed)
    print(
        "standard_normal",
        r(ops.standard_normal((3,))),
        r(ops.standard_normal((3,))),
        r(ops.standard_normal((3,), seed=7)),
    )
    print("normal", r(ops.normal((2, 3), Tensor([[1.0], [2.0]]), Tensor(0.5))), r(ops.normal((1,), 0.0, 2.0, seed=2)))
    print("uniform", r(ops.uniform((4,), Tensor(1.0), Tensor(3.0))))
    print("uniform int", ops.uniform((5,), Tensor(1, ms.int32), Tensor(9, ms.int32), dtype=ms.int32).asnumpy().tolist())
    print("rand", r(ops.rand(2, 2)), r(ops.rand((3,), seed=5)))
    print(
        "rand dtypes",
        ops.rand(2, dtype=ms.float16).dtype,
        r(ops.rand(2, dtype=ms.float16)),
        r(ops.rand(2, dtype=ms.float64)),
    )
    print("randn", r(ops.randn(5)), r(ops.randn((2, 2), dtype=ms.float16)), ops.randn(1, dtype=ms.float64).dtype)
    print(
        "randint",
        ops.randint(0, 10, (6,)).asnumpy().tolist(),
        ops.randint(-5, 5, (3,), seed=1, dtype=ms.int32).asnumpy().tolist(),
    )
    print("randn 1000", summary(ops.randn(1000)), "rand 1000", summary(ops.rand(1000)))
ms.set_seed(3)
print("again", r(ops.standard_normal((3,))), r(ops.rand(2, 2)), ops.randint(0, 10, (6,)).asnumpy().tolist())
