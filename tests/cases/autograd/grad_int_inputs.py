# Gradients w.r.t. integer inputs come back in the input dtype; value_and_grad keeps the int value.
import mindspore as ms
from mindspore import Tensor, ops


def mul(x, y):
    return x * y


print(ops.GradOperation(get_all=True)(mul)(Tensor(1, ms.int32), Tensor(2, ms.int32)))
print(ops.GradOperation(get_all=True)(mul)(Tensor(1, ms.int32), Tensor(2, ms.int64)))
print(ms.value_and_grad(mul, grad_position=(0, 1))(Tensor(3, ms.int32), Tensor(4, ms.int32)))
print(ms.grad(mul)(Tensor([1, 2], ms.int32), Tensor([5, 6], ms.int32)))
