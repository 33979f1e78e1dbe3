# jit inputs and outputs: tuple/list/dict/None/scalars, kwargs and defaults, nested jit, jit over Cells and lambdas
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, jit


@jit
def outs(x):
    return [x, x + 1], {"a": x * 2, "b": (x, 3)}, None, "s", 1.5


r = outs(Tensor([1.0]))
print(type(r).__name__, type(r[0]).__name__, type(r[1]).__name__, r)


@jit
def ins(t, l, d, s=2, flag=None):
    out = t[0] + l[1] + d["k"] * s
    if flag is None:
        return out
    return out - 100


print(ins((Tensor([1.0]), Tensor([2.0])), [Tensor([3.0]), Tensor([4.0])], {"k": Tensor([5.0])}))
print(ins((Tensor([1.0]),), [1, 2], {"k": 5}, s=3, flag=True))


@jit
def inner(x):
    return x * 3


@jit
def outer(x):
    return inner(x) + inner(x + 1)


print(outer(Tensor([1, 2], ms.int32)))
net = nn.Dense(2, 1, weight_init="ones", bias_init="ones")
jnet = jit(net.construct)
print(jnet(Tensor([[1.0, 2.0]])))


@jit
def return_list_of_tensor(x):
    res = []
    for i in range(3):
        res.append(x * i)
    return res


print(return_list_of_tensor(Tensor([1.0, 2.0])))


@jit
def dict_ops(d):
    keys = list(d.keys())
    vals = d.values()
    s = 0
    for v in vals:
        s = s + v
    d2 = {"sum": s}
    d2["n"] = len(keys)
    return d2, keys, "a" in d


print(dict_ops({"a": Tensor(1.0), "b": Tensor(2.5)}))


@jit
def tuple_ops(t):
    a, *rest = t
    return a, rest, t[::-1], t + (9,), len(t), t.index(2) if 2 in t else -1


print(tuple_ops((1, 2, 3)))


@jit
def slicing(x):
    return x[0], x[:, 1], x[..., -1], x[1:, ::2], x[None].shape, x[x > 2]


print(slicing(Tensor(np.arange(6).reshape(2, 3).astype(np.float32))))


@jit
def tensor_setitem(x):
    y = x.copy()
    y[0] = 10
    y[1, 1:] = Tensor([7.0, 8.0])
    return y


print(tensor_setitem(Tensor(np.zeros((2, 3), np.float32))))
