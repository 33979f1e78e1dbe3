# GradOperation(sens_param=True) in GRAPH_MODE and under jit: MindSpore does not check the sens against the
# output's shape there; an elementwise last op broadcasts it, and the gradient starts from that broadcast summed
# back to the output's shape. The zoo's loss-scale cells pass a 0-d loss scale for a (1,) loss (the
# Transformer's loss divides a sum by a (1,) tensor). Only the combinations MindSpore runs: where its last op is
# a reduction, it takes a sens of one element only.
import numpy as np
import mindspore as ms
from mindspore import Parameter, ParameterTuple, Tensor, nn, ops


class DivLoss(nn.Cell):  # a (1,) loss: a sum over a (1,) denominator
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, -2.0], np.float32)), name="w")

    def construct(self, x):
        return (self.w * x).sum() / (ops.tuple_to_array((2.0,)) + 0.0)


class Scaled(nn.Cell):  # an output of shape `shape`: a sum times ones
    def __init__(self, shape):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, -2.0], np.float32)), name="w")
        self.ones = Tensor(np.ones(shape, np.float32))

    def construct(self, x):
        return (self.w * x).sum() * self.ones


class LastSum(nn.Cell):  # a (1,) output from a reduction
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, -2.0], np.float32)), name="w")

    def construct(self, x):
        return (self.w * x).reshape(1, 2).sum(axis=1)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.weights = ParameterTuple(net.trainable_params())
        self.grad = ops.GradOperation(get_by_list=True, sens_param=True)

    def construct(self, x, s):
        return self.grad(self.net, self.weights)(x, s)


class JitGrad(Grad):
    @ms.jit
    def construct(self, x, s):
        return self.grad(self.net, self.weights)(x, s)


def sens(shape):
    return Tensor(np.arange(1, 1 + int(np.prod(shape)), dtype=np.float32).reshape(shape))


def show(tag, grads):
    print(tag, "->", [np.round(g.asnumpy(), 5).tolist() for g in grads])


x = Tensor(np.array([3.0, 4.0], np.float32))
ms.set_context(mode=ms.GRAPH_MODE)
for shape in [(), (1,), (2,), (1, 1), (3, 1)]:
    show(f"graph div sens{shape}", Grad(DivLoss())(x, sens(shape)))
for out_shape, sens_shapes in [
    ((1,), [(), (3,), (1, 1), (2, 1), (1, 2, 3)]),
    ((3,), [(), (1,), (1, 3), (2, 1), (2, 3), (1, 2, 3)]),
    ((1, 1), [(), (1,), (3,), (2, 3), (6,)]),
    ((2, 3), [(), (1,), (3,), (1, 3), (2, 1), (1, 2, 3)]),
]:
    for shape in sens_shapes:
        show(f"graph out{out_shape} sens{shape}", Grad(Scaled(out_shape))(x, sens(shape)))
for shape in [(), (1,), (1, 1)]:
    show(f"graph last-sum sens{shape}", Grad(LastSum())(x, sens(shape)))

ms.set_context(mode=ms.PYNATIVE_MODE)
for shape in [(), (2,), (3, 1)]:
    show(f"pynative jit div sens{shape}", JitGrad(DivLoss())(x, sens(shape)))
show("pynative jit out(2, 3) sens(3,)", JitGrad(Scaled((2, 3)))(x, sens((3,))))
