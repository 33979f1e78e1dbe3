# Parameters and in-place updates: ops.assign, clone, ParameterTuple, ScatterNdUpdate, asnumpy on slices, setitem
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor, Parameter, ParameterTuple
from mindspore.ops import operations as P

p = Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), name="p")
ops.assign(p, Tensor(np.ones((2, 3), np.float32)))
print(p.asnumpy())
ops.assign_add(p, Tensor(np.full((2, 3), 2.0, np.float32)))
ops.assign_sub(p, Tensor(np.full((2, 3), 0.5, np.float32)))
print(p.asnumpy())
c = p.clone(init="same")
print(c.name, c.shape, c.requires_grad, c.asnumpy()[0])
c2 = p.clone(init="zeros")
print(c2.name, c2.asnumpy().sum())
c.set_data(Tensor(np.zeros((2, 3), np.float32)))
print("clone independent", p.asnumpy()[0, 0], c.asnumpy()[0, 0])
c.name = "renamed"
print(c.name, c)

pt = ParameterTuple([p, Parameter(Tensor([1.0]), name="q")])
print(type(pt).__name__, len(pt), [x.name for x in pt])
pt2 = pt.clone(prefix="mirror", init="zeros")
print([x.name for x in pt2], [float(x.asnumpy().sum()) for x in pt2])

v = Parameter(Tensor(np.zeros((4, 3), np.float32)), name="v")
upd = P.ScatterNdUpdate()
idx = Tensor(np.array([[0], [2]], np.int32))
upd(v, idx, Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.float32)))
print(v.asnumpy())
ops.scatter_nd_update(v, Tensor(np.array([[1, 1]], np.int32)), Tensor(np.array([9.0], np.float32)))
print(v.asnumpy())
su = P.ScatterUpdate()
su(v, Tensor(np.array([3], np.int32)), Tensor(np.array([[7, 7, 7]], np.float32)))
print(v.asnumpy())
ops.scatter_add(v, Tensor(np.array([0, 0], np.int32)), Tensor(np.ones((2, 3), np.float32)))
print(v.asnumpy()[0])

t = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
print(t[1:].asnumpy(), t[:, 1].asnumpy(), t[::2, ::-1].asnumpy() if False else t[::2].asnumpy())
t[0] = 100.0
t[1:, 2] = Tensor([-1.0, -2.0])
t[t > 9] = 0.0
print(t)


class Counter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.count = Parameter(Tensor(0, ms.int32), name="count", requires_grad=False)
        self.acc = Parameter(Tensor(np.zeros(2, np.float32)), name="acc", requires_grad=False)
        self.assign_add = P.AssignAdd()
        self.assign = P.Assign()

    def construct(self, x):
        self.assign_add(self.count, Tensor(1, ms.int32))
        self.assign(self.acc, self.acc + x)
        return self.acc * 1


cnt = Counter()
for i in range(3):
    out = cnt(Tensor(np.array([1.0, float(i)], np.float32)))
print(cnt.count.asnumpy(), cnt.acc.asnumpy(), out)
print(p.value().dtype, p.data.shape)
