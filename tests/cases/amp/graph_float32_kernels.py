# Float16 layers whose CPU kernels are Float32 only (Conv2D, BatchNorm, MatMul, BiasAdd): PyNative rounds every op's
# output to float16, and a graph (GRAPH_MODE, jit) passes the Float32 value from one such kernel to the next
# unrounded (MindSpore inserts a cast only where two kernels' device dtypes differ). The values are integers whose
# float32 sums are exact in any order and not representable in float16 (2049 rounds to 2048), so the two rules
# print differently; a ReLU (a Float16 kernel) between them rounds in both modes.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops

x = np.zeros((2, 2, 2, 2), np.float32)
x[:, 0] = 1024.0
x[:, 1] = np.array([[[1025.0, 1027.0], [1025.0, 1026.0]], [[1029.0, 1025.0], [1031.0, 1033.0]]])


class ConvBN(nn.Cell):
    def __init__(self, relu=False, bias=False):
        super().__init__()
        self.conv = nn.Conv2d(2, 1, 1, weight_init="ones", has_bias=bias, bias_init=Tensor(np.array([0.5], np.float32)))
        self.bn = nn.BatchNorm2d(1, eps=1e-3, momentum=0.5)
        self.relu = nn.ReLU() if relu else None

    def construct(self, v):
        c = self.conv(v)
        if self.relu is not None:
            c = self.relu(c)
        return c, self.bn(c)


class DenseNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 3, weight_init="ones", bias_init=Tensor(np.array([0.5, 1.0, -0.5], np.float32)))

    def construct(self, v):
        return self.dense(v)


def show(tag, t):
    print(tag, t.dtype, (np.round(t.asnumpy().astype(np.float64), 3) + 0.0).ravel().tolist())


def half_net(cell, train=True):
    cell.to_float(ms.float16)
    cell.set_train(train)
    return cell


d = np.array([[1024.0, 1025.0], [1024.0, 1027.0]], np.float32)
for mode, name in ((ms.PYNATIVE_MODE, "pynative"), (ms.GRAPH_MODE, "graph")):
    ms.set_context(mode=mode)
    for relu in (False, True):
        net = half_net(ConvBN(relu=relu))
        c, y = net(Tensor(x))
        show(f"{name} relu={relu} conv", c)
        show(f"{name} relu={relu} bn", y)
        print(f"{name} relu={relu} moving_mean", np.round(net.bn.moving_mean.asnumpy().astype(np.float64), 2).tolist())
    c, y = half_net(ConvBN(bias=True), train=False)(Tensor(x))
    show(f"{name} conv+bias", c)
    show(f"{name} conv+bias bn(eval)", y)
    show(f"{name} dense", half_net(DenseNet())(Tensor(d)))

    # the gradient: BatchNorm's input gradient reaches the convolution in float32 inside the graph
    net = half_net(ConvBN())
    w = Tensor(np.array([1.0, 0.0, -1.0, 2.0, 0.0, 1.0, 1.0, -1.0], np.float32).reshape(2, 1, 2, 2))

    class Loss(nn.Cell):
        def __init__(self, net, w):
            super().__init__()
            self.net, self.w = net, w

        def construct(self, v):
            return (ops.cast(self.net(v)[1], ms.float32) * self.w).sum()

    value, grads = ms.value_and_grad(Loss(net, w), None, net.trainable_params())(Tensor(x))
    print(name, "loss", round(float(value.asnumpy()), 3))
    for p, g in zip(net.trainable_params(), grads):
        print(" ", p.name, g.dtype, (np.round(g.asnumpy().astype(np.float64), 2) + 0.0).ravel().tolist())

# jit in PyNative mode compiles a graph too
ms.set_context(mode=ms.PYNATIVE_MODE)
net = half_net(ConvBN())


@ms.jit
def staged(v):
    return net(v)


c, y = staged(Tensor(x))
show("jit conv", c)
show("jit bn", y)
dn = half_net(DenseNet())


@ms.jit
def staged_dense(v):
    return dn(v)


show("jit dense", staged_dense(Tensor(d)))
