# A jit-decorated method called on an instance compiles the instance's own method of that name
# (MindSpore 2.10 parses `obj.<name>`), so a subclass override that calls super().<name>() runs its
# own body twice in PyNative: once in Python, once as the graph its jit call builds. Built-in
# optimizers' construct is jit-decorated, so an optimizer subclass that rescales gradients before
# super().construct() rescales them twice; inside a jit region (or GRAPH_MODE) the body runs once.
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit, nn, ops

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


class Base(nn.Cell):
    @jit
    def construct(self, v):
        return v + 1


class Halve(Base):
    def construct(self, v):
        return super().construct(v * 0.5)


class Plain(nn.Cell):
    def construct(self, v):
        return v + 1


class HalvePlain(Plain):
    def construct(self, v):
        return super().construct(v * 0.5)


class Helper:
    @jit
    def step(self, v):
        return v * 10


class SubHelper(Helper):
    def step(self, v):
        return super().step(v - 1)


print("Base", Base()(x))
print("Halve (body twice)", Halve()(x))
print("HalvePlain (no jit)", HalvePlain()(x))
print("Halve.construct direct", Halve().construct(x))
print("Base.construct on Halve", Base.construct(Halve(), x))
print("SubHelper.step", SubHelper().step(x))


@jit
def outer(v):
    return Halve()(v)


print("inside jit (once)", outer(x))


def run_optimizer(cls, label):
    net = nn.Dense(3, 2, weight_init=Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 10), bias_init="zeros")
    w0 = net.weight.asnumpy().copy()
    opt = cls(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    data = Tensor(np.linspace(-1, 1, 12, dtype=np.float32).reshape(4, 3))
    step(data, Tensor(np.ones((4, 2), np.float32)))
    return net.weight.asnumpy() - w0


class HalfMomentum(nn.Momentum):
    def construct(self, gradients):
        gradients = tuple(g / 2 for g in gradients)
        return super().construct(gradients)


_scale = ops.MultitypeFuncGraph("scale")


@_scale.register("Tensor", "Tensor")
def _scale_tensor(scale, grad):
    return grad * ops.Reciprocal()(scale)


class MapHalfMomentum(nn.Momentum):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.map = ops.HyperMap()
        self.two = Tensor(2, ms.float32)

    def construct(self, gradients):
        gradients = self.map(ops.partial(_scale, self.two), gradients)
        return super().construct(gradients)


class HalfSGD(nn.SGD):
    def __init__(self, params, learning_rate, momentum):
        super().__init__(params, learning_rate=learning_rate, momentum=momentum)

    def construct(self, gradients):
        return super().construct(tuple(g * 0.5 for g in gradients))


full = run_optimizer(nn.Momentum, "Momentum")
for cls in (HalfMomentum, MapHalfMomentum, HalfSGD):
    print(cls.__name__, "step / Momentum step", np.round(run_optimizer(cls, cls.__name__) / full, 4)[0])

ms.set_context(mode=ms.GRAPH_MODE)
print("GRAPH_MODE Halve (once)", Halve()(x))
print("GRAPH_MODE HalfMomentum", np.round(run_optimizer(HalfMomentum, "HalfMomentum") / full, 4)[0])
