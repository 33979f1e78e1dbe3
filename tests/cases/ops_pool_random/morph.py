# ops.Morph: the wrapped function runs in GRAPH_MODE (gradients through it, or through a user bprop_fn); a PyNative
# call raises; bprop_fn's signature check.
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, context, nn, ops


def attempt(tag, f):
    try:
        r = f()
        print(tag, r)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])


def infer_dtype(*args):
    return args[0]


def infer_shape(*args):
    return args[0]


def mul_by(k):
    def inner(x):
        return k * x

    return inner


def scaled_sum(x, y):
    return x * 3 + y * y


def scaled_sum_bprop(x, y, out, dout):
    return (dout * 10, dout * 20)


class MorphNet(nn.Cell):
    def __init__(self, morph):
        super().__init__()
        self.weight0 = Parameter(Tensor(np.array([1.0, 2.0, 3.0]), ms.float32), name="weight0")
        self.weight1 = Parameter(Tensor(np.array([4.0, 5.0, 6.0]), ms.float32), name="weight1")
        self.morph = morph

    def construct(self, x):
        a = x * self.weight0
        b = self.morph(a)
        return b * self.weight1


class TwoInputs(nn.Cell):
    def __init__(self, morph):
        super().__init__()
        self.morph = morph

    def construct(self, x, y):
        return self.morph(x, y) * 2


x = Tensor(np.array([7.0, 8.0, 9.0]), ms.float32)
y = Tensor(np.array([1.0, -2.0, 0.5]), ms.float32)
m = ops.Morph(mul_by(100), infer_shape, infer_dtype)
attempt("pynative_call", lambda: m(x))
attempt("pynative_cell", lambda: MorphNet(m)(x))

context.set_context(mode=context.GRAPH_MODE)
net = MorphNet(m)
attempt("graph_forward", lambda: net(x))
grads = ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(x)
print("x_grad", grads[0][0])
print("weight0_grad", grads[1][0])
print("weight1_grad", grads[1][1])

two = TwoInputs(ops.Morph(scaled_sum, infer_shape, infer_dtype))
attempt("two_forward", lambda: two(x, y))
print("two_grads", ops.GradOperation(get_all=True)(two)(x, y))
custom = TwoInputs(ops.Morph(scaled_sum, infer_shape, infer_dtype, bprop_fn=scaled_sum_bprop))
attempt("bprop_forward", lambda: custom(x, y))
print("bprop_grads", ops.GradOperation(get_all=True)(custom)(x, y))


def with_default(x, y=1):
    return x + y


def with_varargs(*xs):
    return xs[0]


attempt("bprop_default", lambda: ops.Morph(with_default, infer_shape, infer_dtype, bprop_fn=scaled_sum_bprop))
attempt("bprop_varargs", lambda: ops.Morph(with_varargs, infer_shape, infer_dtype, bprop_fn=scaled_sum_bprop))
attempt("no_bprop_default", lambda: type(ops.Morph(with_default, infer_shape, infer_dtype)).__name__)

context.set_context(mode=context.PYNATIVE_MODE)


@ms.jit
def staged(v):
    return m(v) + 1


attempt("jit_function", lambda: staged(x))
attempt("pynative_again", lambda: m(x))
