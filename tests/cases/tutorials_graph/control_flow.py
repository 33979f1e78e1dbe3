# control flow inside jit functions: if/for/while over tensors and scalars, break/continue, nested functions
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, jit


@jit
def f_if(x, y):
    if x > y:
        out = x - y
    elif x == y:
        out = x * 0
    else:
        out = y - x
    return out


print(f_if(Tensor(3.0), Tensor(1.0)), f_if(Tensor(1.0), Tensor(1.0)), f_if(Tensor(1), Tensor(4)))


@jit
def f_for(x):
    out = x
    for i in range(4):
        if i % 2 == 0:
            continue
        out = out + i
    for v in (1.0, 2.0):
        out = out * v
    return out


print(f_for(Tensor([1.0, 2.0])))


@jit
def f_while(x, n):
    i = 0
    while i < n:
        x = x + 1
        if x.sum() > 20:
            break
        i += 1
    return x, i


print(f_while(Tensor([1.0, 2.0]), 3))
print(f_while(Tensor([5.0, 5.0]), 10))


@jit
def f_tensor_while(x):
    n = Tensor(0, ms.int32)
    while x.max() < 100:
        x = x * 3
        n = n + 1
    return x, n


r, n = f_tensor_while(Tensor([1.0, 2.0]))
print(r, n, n.dtype)


@jit
def f_iter_tensor(x):
    s = ops.zeros((2,), ms.float32)
    for row in x:
        s = s + row
    return s


print(f_iter_tensor(Tensor(np.arange(6).reshape(3, 2).astype(np.float32))))


def helper(a, b=2):
    return a * b


@jit
def f_nested(x):
    def inner(z):
        return z + 1

    return inner(helper(x)), helper(x, b=3)


print(f_nested(Tensor([1, 2], ms.int32)))


@jit
def f_ternary(x, flag):
    y = x * 2 if flag else x / 2
    z = ops.select(x > 1, x, -x)
    return y, z, ops.where(x > 1.5, 1.0, 0.0)


print(f_ternary(Tensor([1.0, 2.0]), True), f_ternary(Tensor([1.0, 2.0]), False))


@jit
def f_enumerate_zip(xs, ys):
    acc = 0
    for i, (a, b) in enumerate(zip(xs, ys)):
        acc = acc + a * b * i
    return acc


print(f_enumerate_zip((Tensor(1.0), Tensor(2.0), Tensor(3.0)), (Tensor(4.0), Tensor(5.0), Tensor(6.0))))
print(f_enumerate_zip([1, 2, 3], [4, 5, 6]))


@jit
def f_bool_ops(x):
    if x.any() and not (x < 0).all():
        return x.sum()
    return x.mean()


print(f_bool_ops(Tensor([0.0, 1.0, 2.0])))


@jit
def f_scalar_only(a, b):
    return a + b, a * b, a / b, a > b, a**b


print(f_scalar_only(3, 2), f_scalar_only(1.5, 2))
