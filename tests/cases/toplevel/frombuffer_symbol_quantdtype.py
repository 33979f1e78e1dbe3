# mindspore.frombuffer (shared memory, its RuntimeErrors), QuantDtype (value() a method), Symbol (checks, to_dict,
# a dynamic dimension of a set_inputs placeholder) and ms_memory_recycle, as MindSpore 2.10 has them.
import numpy as np
import mindspore as ms
from mindspore import Symbol, QuantDtype, Tensor, nn, ops

d = bytearray([1, 2, 3, 4, 5, 6, 7, 8])
t = ms.frombuffer(d, dtype=ms.uint8)
d[0] = 9
print(t, t.dtype, t.shape)
print(ms.frombuffer(d, ms.int16, count=2, offset=2))
for args in [
    dict(dtype=ms.float32),
    dict(dtype=ms.uint8, count=10),
    dict(dtype=ms.uint8, offset=9),
    dict(dtype=ms.uint8, offset=-1),
    dict(dtype=ms.int32, count=0),
    dict(dtype=ms.uint8, count=-2),
]:
    try:
        print(args, ms.frombuffer(bytearray([1, 2, 3, 4, 5, 6]), **args))
    except Exception as e:
        print(args, type(e).__name__, str(e).splitlines()[0])
print(ms.frombuffer(b"1234", ms.uint8), ms.frombuffer(np.arange(3, dtype=np.float32), ms.float32))
for bad in ([1, 2], bytearray()):
    try:
        print(ms.frombuffer(bad, ms.uint8))
    except Exception as e:
        print(type(bad).__name__, type(e).__name__, str(e).splitlines()[0])
print(QuantDtype.INT8, repr(QuantDtype.INT8), QuantDtype.INT8.value(), QuantDtype.UINT16.value(), len(QuantDtype))
s1 = Symbol(divisor=8, remainder=1)
s2 = Symbol(max=32, unique=True)
print(s1, sorted(s2.to_dict()), Symbol(min=20, divisor=4).to_dict())
for kw in [dict(min=0), dict(divisor=0), dict(divisor=4, remainder=4), dict(max=1.5), dict(unique=1)]:
    try:
        Symbol(**kw)
    except Exception as e:
        print(kw, type(e).__name__, str(e).splitlines()[0])


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.abs = ops.Abs()

    def construct(self, x):
        return self.abs(x)


net = Net()
dyn_t = Tensor(shape=(None, s1, s1, s2, s2), dtype=ms.float32)
print(dyn_t.shape)
net.set_inputs(dyn_t)
print(net(Tensor(np.ones((1, 9, 17, 32, 32)), dtype=ms.float32)).shape)
ms.ms_memory_recycle()
print("recycled")
