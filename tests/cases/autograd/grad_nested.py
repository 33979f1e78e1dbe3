# Higher-order gradients (grad of grad, GradOperation of GradOperation), stop_gradient, vjp and jvp.
import mindspore as ms
from mindspore import Tensor, ops


def cube(x):
    return x * x * x


print("2nd", ms.grad(ms.grad(cube))(Tensor(2.0)))
print("3rd", ms.grad(ms.grad(ms.grad(cube)))(Tensor(2.0)))
print("GO 2nd", ops.GradOperation()(ops.GradOperation()(cube))(Tensor(2.0)))
print("vag of grad", ms.value_and_grad(ms.grad(cube))(Tensor(3.0)))
print("stop", ms.grad(lambda x: x * ops.stop_gradient(x * 2))(Tensor(3.0)))


def f(x, y):
    return x * y * 2, x + y


x = Tensor([1.0, 2.0])
y = Tensor([3.0, 4.0])
out, fn = ms.vjp(f, x, y)
print("vjp out", out)
print("vjp", fn((Tensor([1.0, 1.0]), Tensor([1.0, 2.0]))))


def g(x):
    return x * x * 3


out, fn = ms.vjp(g, x)
print("vjp1", out, fn(Tensor([1.0, 1.0])))
print("jvp", ms.jvp(g, x, Tensor([1.0, 2.0])))
print("jvp2", ms.jvp(f, (x, y), (Tensor([1.0, 1.0]), Tensor([1.0, 2.0]))))
