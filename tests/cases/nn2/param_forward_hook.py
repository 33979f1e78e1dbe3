# Cell.register_parameter_forward_hook: applied in jit / GRAPH_MODE only, per-parameter hooks over the network-wide one, gradients through the hook, MindSpore's errors.
import mindspore as ms
from mindspore import nn, Tensor


class SimpleCell(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = ms.Parameter(ms.Tensor(2.0), name="weight")
        self.bias = ms.Parameter(ms.Tensor(1.0), name="bias")

    def construct(self, x):
        return x * self.weight + self.bias


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r)
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


def times10(p):
    return p * 10


net = SimpleCell()
attempt("reg", lambda: net.register_parameter_forward_hook([{"params": [net.weight], "hook": times10}]))
x = Tensor(3.0)
attempt("pynative", lambda: net(x))
attempt("jit", lambda: ms.jit(net)(x))
attempt("jit_vg", lambda: ms.jit(ms.value_and_grad(net), backend="ms_backend")(x))
attempt("jit_vg_w", lambda: ms.jit(ms.value_and_grad(net, None, net.trainable_params()), backend="ms_backend")(x))
attempt("weight_after", lambda: net.weight.value())
net3 = SimpleCell()
attempt("bad_item", lambda: net3.register_parameter_forward_hook([3]))
attempt("bad_keys", lambda: net3.register_parameter_forward_hook([{"params": [net3.weight]}]))
attempt("bad_hook", lambda: net3.register_parameter_forward_hook([{"params": [net3.weight], "hook": 3}]))
attempt("bad_param", lambda: net3.register_parameter_forward_hook([{"params": [Tensor(1.0)], "hook": times10}]))
attempt("bad_type", lambda: net3.register_parameter_forward_hook(5))
attempt("after_bad", lambda: ms.jit(net3)(x))


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = SimpleCell()
        self.scale = ms.Parameter(ms.Tensor(3.0), name="scale")

    def construct(self, x):
        return self.inner(x) * self.scale


def plus1(p):
    return p + 1


net2 = SimpleCell()
net2.register_parameter_forward_hook(plus1)
attempt("jit_all", lambda: ms.jit(net2)(x))
o = Outer()
o.register_parameter_forward_hook(plus1)
attempt("outer_all", lambda: ms.jit(o)(x))
o2 = Outer()
o2.register_parameter_forward_hook([{"params": [o2.inner.weight, o2.scale], "hook": times10}])
attempt("outer_some", lambda: ms.jit(o2)(x))
attempt("outer_some_inner_jit", lambda: ms.jit(o2.inner)(x))
o3 = Outer()
o3.inner.register_parameter_forward_hook(plus1)
attempt("inner_reg_outer_jit", lambda: ms.jit(o3)(x))
attempt("inner_reg_inner_jit", lambda: ms.jit(o3.inner)(x))
n = SimpleCell()
n.register_parameter_forward_hook([{"params": [n.weight], "hook": times10}])
n.register_parameter_forward_hook(plus1)
attempt("both", lambda: ms.jit(n)(x))
n5 = SimpleCell()
n5.register_parameter_forward_hook([{"params": [n5.weight], "hook": times10}])
n5.register_parameter_forward_hook([{"params": [n5.weight], "hook": plus1}])
attempt("twice", lambda: ms.jit(n5)(x))
attempt("grad_w", lambda: ms.jit(ms.grad(n5, grad_position=None, weights=n5.trainable_params()))(x))
ms.set_context(mode=ms.GRAPH_MODE)
n4 = SimpleCell()
n4.register_parameter_forward_hook([{"params": [n4.weight], "hook": times10}])
attempt("graph_mode", lambda: n4(x))
