# Gradients with respect to integer inputs that enter the computation through ops.cast (value and dtype), through
# ms.grad, get_all, GradOperation, value_and_grad and a Cell.
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops


def attempt(tag, fn):
    try:
        r = fn()
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0] if str(e).strip() else "")
        return
    show(tag, r)


def show(tag, r):
    if isinstance(r, (tuple, list)):
        print(tag, type(r).__name__, len(r))
        for i, v in enumerate(r):
            show(f"  {tag}[{i}]", v)
    elif isinstance(r, Tensor):
        print(tag, r.dtype, r.shape, r)
    else:
        print(tag, type(r).__name__, r)


xi = Tensor(np.array([1, 2, 3], np.int32))
x64 = Tensor(np.array([1, -2], np.int64))
x8 = Tensor(np.array([4, 5], np.uint8))
xb = Tensor(np.array([True, False]))
yf = Tensor(np.array([0.5, 1.5, 2.5], np.float32))


def f(x):
    return ops.cast(x, ms.float32) * 2


def g(x, y):
    return ops.cast(x, ms.float32) * y


def h(x):
    return ops.cast(x, ms.float32) ** 2


def k(x):
    return (ops.cast(x, ms.float16) * 3).sum()


attempt("grad f int32", lambda: ms.grad(f)(xi))
attempt("grad h int32", lambda: ms.grad(h)(xi))
attempt("grad f int64", lambda: ms.grad(f)(x64))
attempt("grad f uint8", lambda: ms.grad(f)(x8))
attempt("grad f bool", lambda: ms.grad(f)(xb))
attempt("grad k float16 cast", lambda: ms.grad(k)(xi))
attempt("grad f float64 cast", lambda: ms.grad(lambda x: ops.cast(x, ms.float64) * 2)(xi))
attempt("grad g (0, 1)", lambda: ms.grad(g, (0, 1))(xi, yf))
attempt("grad g pos 1", lambda: ms.grad(g, 1)(xi, yf))
attempt("GradOperation f", lambda: ops.GradOperation()(f)(xi))
attempt("GradOperation get_all g", lambda: ops.GradOperation(get_all=True)(g)(xi, yf))
attempt(
    "GradOperation sens f",
    lambda: ops.GradOperation(sens_param=True)(f)(xi, Tensor(np.array([1.0, 2.0, 3.0], np.float32))),
)
attempt("value_and_grad f", lambda: ms.value_and_grad(f)(xi))
attempt("value_and_grad g (0, 1)", lambda: ms.value_and_grad(g, (0, 1))(xi, yf))
attempt("Tensor.astype", lambda: ms.grad(lambda x: x.astype(ms.float32) * 2)(xi))
attempt("Tensor.float", lambda: ms.grad(lambda x: x.float() * 2)(xi))
attempt("ops.Cast", lambda: ms.grad(lambda x: ops.Cast()(x, ms.float32) * 2)(xi))
attempt("no cast int mul", lambda: ms.grad(lambda x: x * 2)(xi))
attempt("scalar int32", lambda: ms.grad(f)(Tensor(3, ms.int32)))
attempt("value_and_grad no cast", lambda: ms.value_and_grad(lambda x: x * 2)(xi))
attempt("value_and_grad two outputs", lambda: ms.value_and_grad(lambda x: (ops.cast(x, ms.float32), x * 2))(xi))
attempt("value_and_grad cast + x", lambda: ms.value_and_grad(lambda x: ops.cast(x, ms.float32) + x)(xi))
attempt("value_and_grad float16 cast", lambda: ms.value_and_grad(lambda x: ops.cast(x, ms.float16) * 3)(xi))
attempt("grad cast int64 then float", lambda: ms.grad(lambda x: ops.cast(ops.cast(x, ms.int64), ms.float32) * 2)(xi))
attempt("grad cast twice", lambda: ms.grad(lambda x: ops.cast(x, ms.float32) * ops.cast(x, ms.float32))(xi))
attempt(
    "value_and_grad has_aux",
    lambda: ms.value_and_grad(lambda x, y: (ops.cast(x, ms.float32) * y, x), (0, 1), has_aux=True)(xi, yf),
)
idx = Tensor(np.array([2, 0], np.int32))
attempt("grad gather index", lambda: ms.grad(lambda a, i: ops.gather(a, i, 0).sum(), (0, 1))(yf, idx))
attempt("grad float y, int x unused cast", lambda: ms.grad(lambda x, y: (y * 2).sum(), (0, 1))(xi, yf))
big = Tensor(np.array([2**40 + 1], np.int64))
attempt("value_and_grad int64 to float64", lambda: ms.value_and_grad(lambda x: ops.cast(x, ms.float64) * 1)(big))


class Net(nn.Cell):
    def construct(self, x, y):
        return ops.cast(x, ms.float32) * y


attempt("Cell get_all", lambda: ops.GradOperation(get_all=True)(Net())(xi, yf))
