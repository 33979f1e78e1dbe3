# Graph-mode constants and attribute rules: a compiled Cell folds its Python scalar attributes in per input
# signature (later changes do not reach the same signature; a new one compiles with the values of then), a
# Parameter attribute assigned in construct takes the value (Assign's rank rule), floats the graph returns are
# float32 values (inputs returned as they are stay), ops.partial binds keywords only inside a graph.
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, jit, nn, ops


def run(name, fn, *a):
    try:
        r = fn(*a)
        print(name, "->", r)
    except Exception as e:
        print(name, "!!", type(e).__name__, str(e).splitlines()[0][:200])


class Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 10

    def construct(self, x):
        return x + self.k


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.len = 1
        self.sub = Sub()
        self.flag = True

    @jit
    def construct(self, inputs):
        x = inputs + self.len
        if self.flag:
            x = x * 2
        return self.sub(x)


net = Net()
run("first", net, 2)
net.len = 2
run("same input", net, 2)
run("new scalar input", net, 3)
run("tensor", net, Tensor(2))
net.len = 5
run("tensor again", net, Tensor(2))
run("new shape", net, Tensor([2]))
net.sub.k = 100
run("sub attribute", net, Tensor([2]))
net.flag = False
run("flag", net, Tensor([2]))
other = Net()
other.len = 7
run("other instance", other, 2)


class W(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = Parameter(Tensor(3, ms.float32), name="w")

    @jit
    def construct(self, x):
        self.weight = x
        return x


w = W()
run("assign int", w, 1)
print("weight", w.weight.asnumpy())
run("assign tensor", w, Tensor(5.0))
print("weight", w.weight.asnumpy())
run("assign rank 1", W(), Tensor(np.array([5.0, 6.0], np.float32)))


class P(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = Parameter(Tensor(3, ms.float32), name="w")

    def construct(self, x):
        self.weight = x
        return x


run("pynative assign", P(), 1)


def add(x, y):
    return x + y


run("partial keywords pynative", lambda: ops.partial(add, x=2)(y=3))


@jit
def partial_kw():
    f = ops.partial(add, x=2)
    return f(y=3), f(y=5)


run("partial keywords graph", partial_kw)


@jit
def floats():
    return 0.1, 1.5, -123.6, 2.0 / 3, float(3), 7, True, (0.1, [0.2]), {"a": 0.3}


@jit
def float_math(x):
    return x * 0.1, 0.1 + 0.2


@jit
def float_inputs(a, b):
    return a, b, a + b


@jit
def one_float():
    return 0.1


run("floats", floats)
run("float math", float_math, Tensor(1.0))
run("float inputs", float_inputs, 0.1, 0.2)
run("one float", one_float)


@jit
def literal_tuple():
    return (0.1, 0.2)


@jit
def mixed_list():
    return [0.1, 2.0 / 3]


@jit
def literal_and_int():
    return 0.1, 7


@jit
def with_dict():
    return 0.1, {"a": 1}


@jit
def cast(x):
    return float(x), float(-123.6)


run("literal tuple", literal_tuple)
run("mixed list", mixed_list)
run("literal and int", literal_and_int)
run("with dict", with_dict)
run("cast", cast, Tensor(0.1))
