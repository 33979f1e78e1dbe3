# mindspore.common.initializer's private draws that custom initializers call (MindChemistry's Uniform(0, scale)):
# float32 numpy arrays; after set_seed the values are MindSpore's own stream.
import numpy as np

import mindspore as ms
from mindspore import Parameter
from mindspore.common.initializer import (
    Initializer,
    _assignment,
    _init_random_normal,
    _init_random_uniform,
    _init_truncated_normal,
    _register,
    initializer,
)

ms.set_seed(7)
u = _init_random_uniform(0.0, 2.0, (2, 3))
print(type(u).__name__, u.dtype, u.shape, u)
n = _init_random_normal(1.0, 0.5, [4])
print(n.dtype, n)
t = _init_truncated_normal(-1.0, 1.0, 0.0, 2.0, (3,))
print(t.dtype, t, bool(np.all(np.abs(t) <= 1.0)))
for fn, args in ((_init_random_normal, (0.0, -1.0, (2,))), (_init_truncated_normal, (-1.0, 1.0, 0.0, -0.5, (2,)))):
    try:
        fn(*args)
    except ValueError as e:
        print(fn.__name__, "ValueError", e)


@_register()
class HalfUniform(Initializer):
    def __init__(self, scale=1.0):
        super().__init__(scale=scale)
        self.scale = scale

    def _initialize(self, arr):
        _assignment(arr, _init_random_uniform(0.0, self.scale, arr.shape))


ms.set_seed(8)
w = Parameter(initializer(HalfUniform(3.0), [2, 2], ms.float32), name="w")
print(w.dtype, w.asnumpy())
print(initializer("halfuniform", [3], ms.float32).asnumpy())
