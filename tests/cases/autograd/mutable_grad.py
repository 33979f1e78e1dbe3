# GradOperation / grad / value_and_grad / ForwardValueAndGrad over mutable inputs: in GRAPH_MODE (and inside jit) a
# mutable tuple, list or dict input gets a gradient of its own structure (a Tensor held twice gets two), a mutable
# number 0 / 0.0, and a plain tuple none; in PyNative mode mutable changes nothing. The mutable docstring example,
# and mutable's argument checks
import numpy as np
import mindspore as ms
from mindspore import mutable, nn, ops, Tensor, context, Parameter, ParameterTuple
from mindspore import dtype as mstype


def show(r):
    if isinstance(r, (tuple, list)):
        return type(r).__name__ + "(" + ", ".join(show(v) for v in r) + ")"
    if isinstance(r, dict):
        return "{" + ", ".join(f"{k}: {show(v)}" for k, v in r.items()) + "}"
    if isinstance(r, Tensor):
        return f"T{r.shape}{np.round(r.asnumpy().astype(np.float64), 4).tolist()}"
    return repr(r)


def attempt(tag, fn):
    try:
        print(tag, "OK", show(fn()))
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:200])


x = Tensor([[0.5, 0.6], [1.2, 1.3]], dtype=mstype.float32)
y = Tensor([[0.01, 0.3], [0.1, 0.2]], dtype=mstype.float32)
w = Tensor(2.0, mstype.float32)


class F1(nn.Cell):
    def construct(self, z):
        return ops.matmul(z[0], z[1])


class F2(nn.Cell):
    def construct(self, z, s):
        return ops.matmul(z[0], z[1]) * s


class FD(nn.Cell):
    def construct(self, d):
        return ops.matmul(d["a"], d["b"])


class FN(nn.Cell):
    def construct(self, z):
        return ops.matmul(z[0][0], z[1]) + z[0][1]


class FW(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)), name="p")

    def construct(self, z):
        return ops.matmul(z[0], self.p) * z[1]


class G(nn.Cell):
    def __init__(self, net, weights=None, **kw):
        super().__init__()
        self.net = net
        self.weights = weights
        self.g = ops.GradOperation(**kw)

    def construct(self, *a):
        if self.weights is None:
            return self.g(self.net)(*a)
        return self.g(self.net, self.weights)(*a)


class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.matmul = ops.MatMul()

    def construct(self, z):
        x = z[0]
        y = z[1]
        out = self.matmul(x, y)
        return out


class GradNetWrtX(nn.Cell):
    def __init__(self, net):
        super(GradNetWrtX, self).__init__()
        self.net = net
        self.grad_op = ops.GradOperation()

    def construct(self, z):
        gradient_function = self.grad_op(self.net)
        return gradient_function(z)


class VG(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, z):
        return ms.value_and_grad(self.net)(z)


class GG(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, z):
        return ms.grad(self.net)(z)


@ms.jit
def jit_grad(z):
    return ops.GradOperation()(F2())(z, 2.0)


dz = mutable((Tensor([[0.5, 0.6, 0.4], [1.2, 1.3, 1.1]], dtype=mstype.float32),
              Tensor([[0.01, 0.3, 1.1], [0.1, 0.2, 1.3], [2.1, 1.2, 3.3]], dtype=mstype.float32)))  # fmt: skip
sens = Tensor(np.ones((2, 2), np.float32) * 3)
for mode in (context.PYNATIVE_MODE, context.GRAPH_MODE):
    context.set_context(mode=mode)
    print("mode", mode)
    attempt("doc example", lambda: GradNetWrtX(Net())(dz))
    attempt("F1 default", lambda: G(F1())(mutable((x, y))))
    attempt("F1 get_all", lambda: G(F1(), get_all=True)(mutable((x, y))))
    attempt("F1 sens", lambda: G(F1(), sens_param=True)(mutable((x, y)), sens))
    attempt("F1 get_all sens", lambda: G(F1(), get_all=True, sens_param=True)(mutable((x, y)), sens))
    attempt("F2 default", lambda: G(F2())(mutable((x, y)), w))
    attempt("F2 get_all", lambda: G(F2(), get_all=True)(mutable((x, y)), w))
    attempt("F2 get_all plain tuple", lambda: G(F2(), get_all=True)((x, y), w))
    attempt("F2 get_all mutable list", lambda: G(F2(), get_all=True)(mutable([x, y]), w))
    attempt("F2 default plain", lambda: G(F2())((x, y), w))
    attempt("F2 mutable int", lambda: G(F2(), get_all=True)(mutable((x, y)), mutable(2)))
    attempt("F2 mutable float", lambda: G(F2(), get_all=True)(mutable((x, y)), mutable(2.0)))
    attempt("F2 number element", lambda: G(F2(), get_all=True)(mutable((x, y, 3.0)), 2.0))
    attempt("F2 mutable Tensor", lambda: G(F2(), get_all=True)((x, y), mutable(w)))
    attempt("FD default", lambda: G(FD())(mutable({"a": x, "b": y})))
    attempt("FD get_all", lambda: G(FD(), get_all=True)(mutable({"a": x, "b": y})))
    attempt("FN default", lambda: G(FN())(mutable(((x, y), y))))
    attempt("FN get_all", lambda: G(FN(), get_all=True)(mutable(((x, y), y))))
    fw = FW()
    ws = ParameterTuple(fw.trainable_params())
    attempt("FW by_list", lambda: G(fw, ws, get_by_list=True)(mutable((x, y))))
    attempt("FW all+list", lambda: G(fw, ws, get_all=True, get_by_list=True)(mutable((x, y))))
    attempt(
        "FW all+list+sens", lambda: G(fw, ws, get_all=True, get_by_list=True, sens_param=True)(mutable((x, y)), sens)
    )
    attempt("FW all+list plain", lambda: G(fw, ws, get_all=True, get_by_list=True)((x, y)))
    attempt("value_and_grad", lambda: VG(F1())(mutable((x, y))))
    attempt("ms.grad", lambda: GG(F1())(mutable((x, y))))
    attempt("ForwardValueAndGrad", lambda: nn.ForwardValueAndGrad(F2(), get_all=True)(mutable((x, y)), w))
context.set_context(mode=context.PYNATIVE_MODE)
attempt("PyNative jit", lambda: jit_grad(mutable((x, y))))
for bad in ("s", None, [1, "a"], {"k": (x, None)}):
    attempt(f"mutable {type(bad).__name__}", lambda: mutable(bad))
attempt("dynamic_len int", lambda: mutable(1, True))
attempt("dynamic_len not bool", lambda: mutable((x,), 1))
attempt("types", lambda: (type(mutable((x,))).__name__, type(mutable([x])).__name__, type(mutable({})).__name__))
attempt("equal", lambda: (mutable((1, 2)) == (1, 2), isinstance(mutable([1]), list), mutable(True) is True))
b = mutable(True)
attempt("bool", lambda: (type(b).__name__, isinstance(b, bool), b & False, True | b, str(b), repr(b), b == 1, b + 1))
attempt("int float", lambda: (mutable(3) + 1, mutable(2.5) * 2, type(mutable(3)).__name__, str(mutable(3))))
