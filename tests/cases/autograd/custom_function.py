# mindspore._Function: ctx state, needs_input_grad, non-differentiable outputs, materialize_grads, setup_context,
# auto cast/reduce of gradients, and the errors of a malformed backward
import numpy as np

import mindspore
from mindspore import Tensor, _Function
from mindspore.ops import composite as C


def show(tag, fn):
    try:
        r = fn()
        print(tag, r)
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


x = Tensor([2.0, 2.0], mindspore.float32)
y = Tensor([3.0, 3.0], mindspore.float32)
grad_all = C.GradOperation(get_all=True)


class Ctx(_Function):
    @staticmethod
    def forward(ctx, a, b):
        print("forward needs_input_grad", ctx.needs_input_grad, ctx.saved_tensors)
        ctx.k = 5
        ctx.save_for_backward(a)
        return a * a + b, 4, a * 2

    @staticmethod
    def backward(ctx, g0, g1, g2):
        print("backward", g1, g2, ctx.k, len(ctx.saved_tensors), ctx.needs_input_grad)
        (a,) = ctx.saved_tensors
        return g0 * 2 * a, None


print("plain", Ctx.apply(x, y))
show("grad_all", lambda: grad_all(Ctx.apply)(x, y))
show("grad_all int", lambda: grad_all(Ctx.apply)(x, 3))


class NonDiff(_Function):
    @staticmethod
    def forward(ctx, a, b):
        z = a * b
        ctx.mark_non_differentiable(z)
        return z

    @staticmethod
    def backward(ctx, g):
        return g, g


show("non_diff", lambda: grad_all(NonDiff.apply)(x, y))


class NoMat(_Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.set_materialize_grads(False)
        return a * b, a + b

    @staticmethod
    def backward(ctx, g0, g1):
        print("no materialize", g1)
        return g0, g0


class Mat(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * b, a + b

    @staticmethod
    def backward(ctx, g0, g1):
        print("materialize", g1)
        return g0 + g1, g0


show("no_mat", lambda: grad_all(lambda a, b: NoMat.apply(a, b)[0])(x, y))
show("mat", lambda: grad_all(lambda a, b: Mat.apply(a, b)[0])(x, y))


class Setup(_Function):
    @staticmethod
    def forward(a, b, k=3):
        return a * b * k

    @staticmethod
    def setup_context(ctx, inputs, output):
        print("setup", len(inputs), ctx.needs_input_grad)
        ctx.save_for_backward(inputs[1])

    @staticmethod
    def backward(ctx, g):
        (b,) = ctx.saved_tensors
        return g * b * 3, g, None


show("setup", lambda: grad_all(Setup.apply)(x, y))
show("setup chained", lambda: grad_all(lambda a, b: Setup.apply(a + b, b) * a)(x, y))


class Reduce(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a + b

    @staticmethod
    def backward(ctx, g):
        return Tensor(np.ones((3, 3)), mindspore.int64), Tensor(np.ones((3, 3)), mindspore.int64)


big = Tensor(np.ones((3, 3), np.float32))
show("reduce", lambda: grad_all(Reduce.apply)(Tensor([1.0, 2.0, 3.0]), big))


class Few(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * b

    @staticmethod
    def backward(ctx, g):
        return g


class NotTensorGrad(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * b

    @staticmethod
    def backward(ctx, g):
        return g, 2.0


class BadShape(_Function):
    @staticmethod
    def forward(ctx, a):
        return a * 2

    @staticmethod
    def backward(ctx, g):
        return Tensor(np.ones((2, 4), np.float32))


show("few", lambda: grad_all(Few.apply)(x, y))
show("grad for number", lambda: grad_all(NotTensorGrad.apply)(x, 3))
show("not tensor grad", lambda: grad_all(NotTensorGrad.apply)(x, y))
show("bad shape", lambda: grad_all(BadShape.apply)(x))
show("kwargs", lambda: Few.apply(x, b=y))
show("no forward", lambda: _Function.apply(x))


class NoBackward(_Function):
    @staticmethod
    def forward(ctx, a):
        return a * 2


show("no backward", lambda: C.GradOperation()(NoBackward.apply)(x))


class IntIn(_Function):
    @staticmethod
    def forward(ctx, a):
        return a * 2

    @staticmethod
    def backward(ctx, g):
        return g * 2


show("int input", lambda: C.GradOperation()(IntIn.apply)(Tensor([1, 2], mindspore.int32)))


class Square(_Function):
    @staticmethod
    def forward(ctx, a):
        ctx.save_for_backward(a)
        return a * a

    @staticmethod
    def backward(ctx, g):
        (a,) = ctx.saved_tensors
        return g * 2 * a


show("second order", lambda: C.GradOperation()(C.GradOperation()(Square.apply))(x))
t = Tensor([1.0])
t.note = "kept"
print("tensor attribute", t.note)
