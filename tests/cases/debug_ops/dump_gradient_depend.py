# DumpGradient (the gradient saved with TensorDump in backward), TensorDump inside an InsertGradientOf hook, Depend/depend
import glob
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

dg = ops.DumpGradient()
print(repr(dg))


def dout_dump_test(x, y):
    x = dg("x_dout.npy", x, "out")
    print(f"x value is {x}")
    z = x * y
    return z


x_grad, y_grad = ms.grad(dout_dump_test, grad_position=(0, 1))(Tensor(1, ms.float32), Tensor(2, ms.float32))
print(f"x grad is {x_grad}, y grad is {y_grad}")
td = ops.TensorDump()


def h(g):
    td("g", g)
    return g


p = ops.InsertGradientOf(h)
print(ms.grad(lambda x: (p(x) * 3).sum())(Tensor([1.0, 2.0])))
for f in sorted(glob.glob("*.npy")):
    v = np.load(f)
    print(f, v.dtype, v.shape, v.tolist())

print(ops.Depend()(Tensor(1.0), Tensor(2.0)), ops.depend(Tensor([1, 2]), 3))
print(ms.grad(lambda x, y: ops.depend(x * 2, y).sum())(Tensor([1.0]), Tensor([2.0])))
print(ms.grad(lambda x, y: ops.depend(x * 2, y * 3).sum(), grad_position=(0, 1))(Tensor([1.0]), Tensor([2.0])))
print(ms.grad(lambda x, y: ops.Depend()(x * 2, ops.assign(y, y * 3)).sum(), grad_position=0)(Tensor([1.0]), ms.Parameter(Tensor([2.0]), name="p")))
