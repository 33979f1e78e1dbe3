# GRAPH_MODE Cell features: tuple outputs, loops over CellList, self.training branch, Tensor creation in construct, shape ops
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor, context
from mindspore.ops import operations as P

context.set_context(mode=context.GRAPH_MODE, device_target="CPU")


class Net(nn.Cell):
    def __init__(self, depth=3):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(4, 4, weight_init="ones", bias_init="zeros") for _ in range(depth)])
        self.shape = P.Shape()
        self.reshape = P.Reshape()
        self.concat = P.Concat(axis=1)
        self.scale = 0.1
        self.names = ("a", "b")

    def construct(self, x, y=None):
        b = self.shape(x)[0]
        feats = ()
        for layer in self.layers:
            x = layer(x) * self.scale
            feats = feats + (x,)
        out = self.concat(feats)
        if self.training:
            out = out + 1.0
        if y is not None:
            out = out * y
        z = ops.zeros((b, 2), ms.float32)
        idx = Tensor(np.array([0, 2], np.int32))
        return out, self.reshape(out, (b, -1, 4)).sum(axis=1), z + ops.gather(out, idx, 1), len(feats)


net = Net()
x = Tensor(np.arange(8, dtype=np.float32).reshape(2, 4))
net.set_train(False)
a, s, g, n = net(x)
print(a.shape, s, g, n)
net.set_train(True)
a2, _, _, _ = net(x, Tensor(2.0))
print(a2[:, :4])


class Loop(nn.Cell):
    def construct(self, x, n):
        acc = ops.zeros_like(x)
        for i in range(3):
            acc = acc + x * i
        while n > 0:
            acc = acc - 1
            n = n - 1
        if (acc > 5).any():
            acc = ops.clip_by_value(acc, -100.0, 5.0)
        return acc


print(Loop()(Tensor([1.0, 2.0, 4.0]), Tensor(2, ms.int32)))


class DictOut(nn.Cell):
    def construct(self, x):
        return {"sum": x.sum(), "max": x.max(), "shape0": x.shape[0]}


print(DictOut()(Tensor([[1.0, 5.0], [3.0, 2.0]])))


class ListIdx(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = [1.0, 2.0, 3.0]

    def construct(self, x, i):
        res = x * self.w[1]
        return res[i], x[1:].mean(), x[::-1]


print(ListIdx()(Tensor([1.0, 2.0, 3.0]), 2))
grad = ops.GradOperation()(Loop())
print(grad(Tensor([1.0, 2.0, 4.0]), Tensor(1, ms.int32)))
