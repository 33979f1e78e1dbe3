# Tensor and Python: arithmetic dtype rules with scalars, int division, bool(), len(), iteration, comparisons, hashing, in-list
import numpy as np
import mindspore as ms
from mindspore import Tensor


def show(name, r):
    if isinstance(r, Tensor):
        print(name, r.dtype, r.shape, r)
    else:
        print(name, type(r).__name__, r)


i = Tensor([7, -7], ms.int32)
f = Tensor([1.5, -2.5], ms.float32)
h = Tensor([1.5, 2.0], ms.float16)
b = Tensor([True, False])
show("i/2", i / 2)
show("i//2", i // 2)
show("i%3", i % 3)
show("i*1.5", i * 1.5)
show("i+True", i + True)
show("i**2", i ** 2)
show("2**i", 2 ** Tensor([1, 2]))
show("f+i", f + i)
show("h+f", h + f)
show("h*2.0", h * 2.0)
show("h+i", h + i)
show("b+b", b + b)
show("b*2", b * 2)
show("b&b", b & Tensor([True, True]))
show("~b", ~b)
show("-i", -i)
show("i/i", i / i)
show("f//1", f // 1)
show("f%1", f % 1)
show("int64+int32", Tensor([1], ms.int64) + Tensor([1], ms.int32))
show("uint8+int8", Tensor([200], ms.uint8) + Tensor([1], ms.int8))
show("f64+f32", Tensor([1.0], ms.float64) + f)
show("np+T", np.array([1.0, 2.0], np.float32) + f)
show("int scalar tensor", Tensor(3) * 2.5)
show("bool", bool(Tensor([3.0])))
show("bool0", bool(Tensor(0)))
show("int()", int(Tensor(3.7)))
show("float()", float(Tensor([2])))
show("len", len(Tensor(np.zeros((4, 2)))))
show("iter", [t.shape for t in Tensor(np.zeros((3, 2)))])
show("iter vals", [int(t) for t in Tensor([5, 6])])
show("eq", Tensor([1, 2]) == Tensor([1, 3]))
show("eq scalar", f == 1.5)
show("ne", f != 1.5)
show("eq None", Tensor([1]) == None)  # noqa: E711
show("is in", Tensor([1]) in [None, 1])
show("max builtin", max(Tensor(1.0), Tensor(2.0)))
show("sum builtin", sum([Tensor(1.0), Tensor(2.0)]))
show("abs builtin", abs(Tensor([-1, 2])))
show("round builtin", round(float(Tensor(2.567)), 2))
show("format", "{:.3f}".format(Tensor(1.23456).asnumpy().item()))
show("format direct", f"{float(Tensor(0.5)):.2f}")
try:
    bool(Tensor([1, 2]))
except Exception as e:
    print("bool multi", type(e).__name__, str(e).split("\n")[0][:120])
try:
    hash(Tensor([1]))
    print("hashable", True)
except Exception as e:
    print("hash", type(e).__name__)
show("neg zero", Tensor(-0.0))
show("index int tensor", Tensor([10, 20, 30])[Tensor(1)])
show("index bool list", Tensor([10, 20, 30])[Tensor([True, False, True])])
show("matmul op", Tensor(np.ones((2, 3), np.float32)) @ Tensor(np.ones((3,), np.float32)))
show("rsub", 1 - f)
show("rdiv", 1 / Tensor([2, 4]))
show("rfloordiv", 7 // Tensor([2, 3]))
show("rpow", 2.0 ** f)
t = Tensor([1.0, 2.0])
u = t
t += 1
show("inplace alias", u)
show("shape type", type(t.shape).__name__)
show("dtype eq", t.dtype == ms.float32)
show("dtype in", t.dtype in (ms.float16, ms.float32))
