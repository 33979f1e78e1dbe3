# InsertGradientOf: identity forward, the function applied to the gradient in backward (grad, GradOperation, value_and_grad, Cells)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, jit

# MindSpore's documented gradient-clipping example
a = Tensor(np.array([1.0]).astype(np.float32))
b = Tensor(np.array([0.2]).astype(np.float32))


def clip_gradient(dx):
    ret = dx
    if ret > a:
        ret = a
    if ret < b:
        ret = b
    return ret


clip = ops.InsertGradientOf(clip_gradient)
grad_all = ops.GradOperation(get_all=True)


def clip_test(x, y):
    x = clip(x)
    y = clip(y)
    c = x * y
    return c


@jit
def f(x, y):
    return clip_test(x, y)


def fd(x, y):
    return grad_all(clip_test)(x, y)


print("forward: ", f(Tensor(np.array([1.1]).astype(np.float32)), Tensor(np.array([0.1]).astype(np.float32))))
print("clip_gradient:", fd(Tensor(np.array([1.1]).astype(np.float32)), Tensor(np.array([0.1]).astype(np.float32))))

x = Tensor(np.array([1.1]).astype(np.float32))
r = clip(x)
print("forward value", type(r).__name__, r.dtype, r.shape, r)
print("non-tensor inputs", clip(3), clip((Tensor(1.0), 2)))


def show(g):
    print("hook got", type(g).__name__, g.dtype, g.shape, g)
    return g * 2


pr = ops.InsertGradientOf(show)
print(ms.grad(lambda x: (pr(x) * 3).sum())(Tensor([1.0, 2.0])))


def keep(g):
    print("returns None", g)


print(ms.grad(lambda x: (ops.InsertGradientOf(keep)(x) * 3).sum())(Tensor([1.0, 2.0])))


def dbl(g):
    return g * 2


p2 = ops.InsertGradientOf(dbl)
print("chained", ms.grad(lambda x: (p2(p2(x)) * x).sum())(Tensor([1.0, 2.0])))


def two(g):
    return (g * 2, g * 5)


def seven(g):
    return [g * 7]


print("tuple return", ms.grad(lambda x: (ops.InsertGradientOf(two)(x) * 3).sum())(Tensor([1.0, 2.0])))
print("list return", ms.grad(lambda x: (ops.InsertGradientOf(seven)(x) * 3).sum())(Tensor([1.0, 2.0])))
r = ms.grad(lambda x: (p2(x) * 3).sum())(Tensor([1, 2], ms.int32))
print("int input", r.dtype, r)


def cl(g):
    return ops.clip_by_value(g, -0.5, 0.5)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor([2.0, 3.0]), name="w")
        self.clip = ops.InsertGradientOf(cl)

    def construct(self, x):
        w = self.clip(self.w)
        return (w * x).sum()


net = Net()
print(ms.grad(net, grad_position=0, weights=net.trainable_params())(Tensor([1.0, -2.0])))
print(ms.value_and_grad(net, None, weights=net.trainable_params())(Tensor([1.0, -2.0])))


class N(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ig = ops.InsertGradientOf(self.hk)

    def hk(self, g):
        print("cell hook", g)
        return g * 0.5

    def construct(self, x):
        return (self.ig(x) ** 2).sum()


print(ops.GradOperation()(N())(Tensor([1.0, 2.0])))
