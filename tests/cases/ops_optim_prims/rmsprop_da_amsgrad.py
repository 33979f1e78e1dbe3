# MindSpore's SparseApplyRMSProp, ApplyAdagradDA and ApplyAdamWithAmsgrad(V2): in-place updates, returned values,
# dtype groups (float16 / float64, Python numbers) and the errors of their checks.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops
from mindspore.ops import operations as P

np.set_printoptions(precision=6, suppress=True)
rng = np.random.RandomState(7)


def f(*s):
    return rng.rand(*s).astype(np.float32)


def p(a, n, dt=np.float32):
    return Parameter(Tensor(np.asarray(a).astype(dt)), name=n)


def F(x):
    return Tensor(np.float32(x))


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r)
    except Exception as e:  # noqa: BLE001
        print(tag, "!!", type(e).__name__, str(e).splitlines()[0])


def I(*a, dt=np.int32):  # noqa: E743
    return Tensor(np.array(a, dt))


op = P.SparseApplyRMSProp(0.2, 0.01, 1e-6)
print(op, op.rho, op.momentum, op.epsilon)
var, ms_, mom = p(f(3, 2), "var"), p(f(3, 2), "ms"), p(f(3, 2), "mom")
g = f(3, 2)
g[1, 0] = 0
attempt("SARMS", lambda: op(var, ms_, mom, 0.01, Tensor(g), I(2, 0, 1)))
attempt("SARMS lr tensor i64", lambda: op(var, ms_, mom, F(0.05), Tensor(f(3, 2)), I(1, 0, 2, dt=np.int64)))
attempt("SARMS repeated", lambda: op(var, ms_, mom, F(0.05), Tensor(f(3, 2)), I(1, 1, 2)))
attempt("SARMS out of range", lambda: [o.asnumpy() for o in op(var, ms_, mom, 0.01, Tensor(f(3, 2)), I(0, 1, 5))])
print(var.asnumpy(), ms_.asnumpy(), mom.asnumpy(), sep="\n")
attempt("SARMS short", lambda: op(var, ms_, mom, 0.01, Tensor(f(2, 2)), I(0, 1)))
attempt("SARMS lr shape", lambda: op(var, ms_, mom, Tensor(f(1)), Tensor(f(3, 2)), I(0, 1, 2)))
attempt("SARMS grad shape", lambda: op(var, ms_, mom, 0.01, Tensor(f(3, 3)), I(0, 1, 2)))
attempt("SARMS tensor var", lambda: op(Tensor(f(3, 2)), ms_, mom, 0.01, Tensor(f(3, 2)), I(0, 1, 2))[0])
for args in ((2.0, 0.01, 1e-6), (0.2, -0.01, 1e-6), (0.2, 0.01, 0.0), (1, 0.01, 0.1)):
    attempt("SARMS attr " + str(args), lambda: P.SparseApplyRMSProp(*args))

op = ops.ApplyAdagradDA()
print(op)
var, ga, gs = p(f(2, 3), "var"), p(f(2, 3) - 0.5, "ga"), p(f(2, 3), "gs")
attempt("DA", lambda: op(var, ga, gs, Tensor(f(2, 3)), F(0.01), F(0.1), F(0.2), Tensor(3, ms.int32)))
print(var.asnumpy(), ga.asnumpy(), gs.asnumpy(), sep="\n")
attempt("DA l1 0 numbers", lambda: op(var, ga, gs, Tensor(f(2, 3) - 0.5), 0.01, 0.0, 0.2, 2))
attempt("DA big l1 i64", lambda: op(var, ga, gs, Tensor(f(2, 3)), F(0.05), F(0.5), F(0.1), Tensor(4, ms.int64)))
attempt("DA lr shape", lambda: op(var, ga, gs, Tensor(f(2, 3)), Tensor(f(1)), F(0.1), F(0.2), Tensor(3, ms.int32)))
attempt("DA float step", lambda: op(var, ga, gs, Tensor(f(2, 3)), F(0.01), F(0.1), F(0.2), F(3)))
attempt("DA grad shape", lambda: op(var, ga, gs, Tensor(f(3, 3)), F(0.01), F(0.1), F(0.2), Tensor(3, ms.int32)))
attempt("DA attr", lambda: ops.ApplyAdagradDA(1))

for v2 in (False, True):
    name = "AMS2" if v2 else "AMS"
    op = ops.ApplyAdamWithAmsgradV2() if v2 else P.ApplyAdamWithAmsgrad(0.8, 0.99, 1e-6)
    print(op)
    var, m, v, vh = (p(f(2, 3), n) for n in ("var", "m", "v", "vh"))
    extra = (F(0.8), F(0.99), F(1e-6)) if v2 else ()
    attempt(name, lambda: op(var, m, v, vh, F(0.8), F(0.99), F(0.01), *extra, Tensor(f(2, 3))))
    attempt(name + " again", lambda: op(var, m, v, vh, F(0.64), F(0.98), F(0.01), *extra, Tensor(f(2, 3)))[0])
    attempt(name + " beta1_power 1", lambda: op(var, m, v, vh, F(1.0), F(0.99), F(0.01), *extra, Tensor(f(2, 3)))[0])
    attempt(name + " grad shape", lambda: op(var, m, v, vh, F(0.8), F(0.99), F(0.01), *extra, Tensor(f(3, 3))))
    ints = [p(np.ones((2, 3)), n, np.int32) for n in "abcd"]
    attempt(name + " int", lambda: op(*ints, F(0.8), F(0.99), F(0.01), *extra, Tensor(np.ones((2, 3), np.int32))))
attempt("AMS floats", lambda: P.ApplyAdamWithAmsgrad()(var, m, v, vh, 0.64, 0.98, 0.01, Tensor(f(2, 3))))
attempt(
    "AMS f64",
    lambda: P.ApplyAdamWithAmsgrad()(
        *(p(f(2, 3), n, np.float64) for n in "abcd"),
        Tensor(0.8, ms.float64),
        Tensor(0.99, ms.float64),
        Tensor(0.01, ms.float64),
        Tensor(f(2, 3)).astype(ms.float64),
    ),
)
attempt("AMS attr", lambda: P.ApplyAdamWithAmsgrad(1, 0.99, 1e-6))
op = ops.ApplyAdamWithAmsgradV2()
attempt("AMS2 floats", lambda: op(var, m, v, vh, 0.64, 0.98, 0.01, 0.8, 0.99, 1e-8, Tensor(f(2, 3)))[0])
s64 = [p(f(2, 3), n, np.float64) for n in "abcd"]
attempt("AMS2 f64", lambda: op(*s64, 0.8, 0.99, 0.01, 0.8, 0.99, 1e-8, Tensor(f(2, 3)).astype(ms.float64)))
s16 = [p(f(2, 3), n, np.float16) for n in "abcd"]
attempt("AMS2 f16 with f32", lambda: op(*s16, F(0.8), 0.99, 0.01, 0.8, 0.99, 1e-3, Tensor(f(2, 3)).astype(ms.float16)))
attempt("AMS2 attr", lambda: ops.ApplyAdamWithAmsgradV2(1))
