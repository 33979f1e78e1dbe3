# HookBackward hook return values: Tensor, 1-tuple, list, wrong sizes, non-Tensor entries (MindSpore's errors)
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
x = Tensor(np.array([1.0, 2.0]), ms.float32)
y = Tensor(np.array([3.0, 4.0]), ms.float32)
for name, r in [("tensor", lambda g: g[0] * 2), ("list1", lambda g: [g[0] * 2]), ("tuple3", lambda g: (g[0], g[0], g[0])), ("num", lambda g: 5.0), ("tuple1", lambda g: (g[0] * 2,))]:
    hb = ops.HookBackward(r)
    try:
        print(name, ms.grad(lambda a: hb(a) * 2)(x))
    except Exception as e:
        print(name, type(e).__name__, repr(str(e)))
for name, r in [("tensor2", lambda g: g[0] * 2), ("tuple1of2", lambda g: (g[0] * 2,)), ("tuple3of2", lambda g: (g[0], g[1], g[0]))]:
    hb = ops.HookBackward(r)
    def f(a, b):
        c, d = hb(a, b)
        return c * d
    try:
        print(name, ms.grad(f, (0, 1))(x, y))
    except Exception as e:
        print(name, type(e).__name__, repr(str(e)))
hb = ops.HookBackward(lambda g: [g[0], g[1]])
def f(a, b):
    c, d = hb(a, b)
    return c * d
try:
    print("list2", ms.grad(f, (0, 1))(x, y))
except Exception as e:
    print("list2", type(e).__name__, repr(str(e)))
hb = ops.HookBackward(lambda g: (g[0], 3.0))
try:
    print("tuplefloat", ms.grad(f, (0, 1))(x, y))
except Exception as e:
    print("tuplefloat", type(e).__name__, repr(str(e)))
hb = ops.HookBackward(lambda g: (g[0], None))
try:
    print("tuplenone", ms.grad(f, (0, 1))(x, y))
except Exception as e:
    print("tuplenone", type(e).__name__, repr(str(e)))
