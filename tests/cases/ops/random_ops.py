# Random ops: shapes and dtypes of StandardNormal, UniformReal, randn/rand/randint, uniform, normal (values differ by design).
# compare: structure
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def show(name, r):
    if isinstance(r, (tuple, list)):
        print(name, type(r).__name__, len(r))
        for i, v in enumerate(r):
            show(f"  {name}[{i}]", v)
    elif isinstance(r, Tensor):
        print(name, r.dtype, r.shape)
        print(r)
    else:
        print(name, type(r).__name__, r)


ms.set_seed(1)
show("StandardNormal", ops.StandardNormal()((2, 3)))
show("StandardNormal_seed", ops.StandardNormal(seed=2)((3,)))
show("UniformReal", ops.UniformReal()((2, 2)))
show("randn", ops.randn(2, 3))
show("randn_tuple", ops.randn((4,)))
show("rand", ops.rand(3, 2))
show("rand_f16", ops.rand(2, dtype=ms.float16))
show("randint", ops.randint(0, 10, (2, 3)))
show("uniform", ops.uniform((2, 2), Tensor(1.0, ms.float32), Tensor(2.0, ms.float32)))
show("normal", ops.normal((3,), Tensor(0.0, ms.float32), Tensor(1.0, ms.float32)))
show("standard_normal", ops.standard_normal((2,)))
show("dropout", ops.dropout(Tensor(np.ones((2, 4), np.float32)), p=0.5).shape)
show("Dropout", len(ops.Dropout(keep_prob=0.8)(Tensor(np.ones((2, 4), np.float32)))))
show("randn_like", ops.randn_like(Tensor(np.ones((2,), np.float32))))
show("rand_like", ops.rand_like(Tensor(np.ones((2,), np.float16))))
