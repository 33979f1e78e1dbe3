# ops.derivative and ops.jet (higher-order forward mode: Tensor and tuple primals, int inputs cast to float32,
# float64 kept, several outputs, orders 1-4) with their argument checks, and ops.functional.linearize.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r)
    except Exception as e:
        print(tag, "!!", type(e).__name__, str(e).splitlines()[0][:200])


x = Tensor(np.array([0.5, -1.0, 2.0], np.float32))


def f(x):
    return ops.sin(x) * x


def f2(x, y):
    return x * y + ops.exp(x)


def f3(x):
    return ops.sin(x), ops.cos(x) * x


attempt("der1", lambda: ops.derivative(f, x, 1))
attempt("der3", lambda: ops.derivative(f, x, 3))


def cube(v):
    return v * v * v


attempt("der int", lambda: ops.derivative(cube, Tensor(np.array([1, 2], np.int32)), 2))
attempt("der f16", lambda: ops.derivative(f, Tensor(np.array([1.0], np.float16)), 1))
attempt("der order0", lambda: ops.derivative(f, x, 0))
attempt("der orderf", lambda: ops.derivative(f, x, 1.0))
attempt("der tuple", lambda: ops.derivative(f2, (x, x * 2), 2))
attempt("der tuple1", lambda: ops.derivative(f2, (x, x * 2), 1))
attempt("der multi", lambda: ops.derivative(f3, x, 2))
attempt("der f64", lambda: ops.derivative(ops.exp, Tensor(np.array([0.0, 1.0])), 4))
s = Tensor(np.array([[1.0, 1.0, 1.0], [0.5, 0.0, 2.0]], np.float32))
attempt("jet", lambda: ops.jet(f, x, s))
attempt("jet sameshape", lambda: ops.jet(f, x, Tensor(np.array([1.0, 2.0, 3.0], np.float32))))
attempt("jet badshape", lambda: ops.jet(f, x, Tensor(np.ones((2, 2), np.float32))))
attempt("jet dtype", lambda: ops.jet(f, x, Tensor(np.ones((1, 3), np.float64))))
attempt("jet f16", lambda: ops.jet(f, Tensor(np.ones(3, np.float16)), Tensor(np.ones((1, 3), np.float16))))


def sq(v):
    return v * v


attempt("jet int", lambda: ops.jet(sq, Tensor(np.array([1, 2], np.int32)), Tensor(np.array([[1, 1]], np.int32))))
attempt("jet mixed", lambda: ops.jet(f, x, (s,)))
attempt("jet list", lambda: ops.jet(f, [x], [s]))
attempt("jet tuple", lambda: ops.jet(f2, (x, x), (s, s)))
attempt("jet tuple len", lambda: ops.jet(f2, (x, x), (s,)))
attempt("jet multi", lambda: ops.jet(f3, x, s))
from mindspore.ops.functional import linearize


def mm(a, b):
    return ops.matmul(a, b) * 2


def two(a):
    return ops.sin(a), a * a


a = Tensor(np.array([[1.0, 2.0], [3.0, -1.0]], np.float32))
b = Tensor(np.array([[0.5, 1.0], [2.0, 0.0]], np.float32))
out, jfn = linearize(mm, (a, b))
print(out)
print(jfn((b, a)))
print(jfn([a, a]))
out, jfn = linearize(two, a)
print(out)
print(jfn(b))
attempt("lin one-tuple v", lambda: jfn((a,)))
out, jfn = linearize(mm, [a, b])
print(jfn((b, b)))
attempt("lin bad", lambda: linearize(mm, 3))
attempt("lin bad np", lambda: linearize(mm, np.ones(2)))
attempt("ops.linearize", lambda: ops.linearize is linearize)
