# MindSpore's Apply* optimizer primitives: in-place updates of Parameters, their outputs, and their formulas.
import numpy as np
from mindspore import Tensor, Parameter, ops
from mindspore.ops import operations as P

np.set_printoptions(precision=5, suppress=True)


def p(name, v):
    return Parameter(Tensor(np.array(v, np.float32)), name=name)


g = Tensor(np.array([0.1, -0.2, 0.3], np.float32))


def show(tag, out, *params):
    outs = out if isinstance(out, tuple) else (out,)
    print(tag, "out", [o.asnumpy() for o in outs])
    print(tag, "params", [q.asnumpy() for q in params])


v, a = p("v", [1.0, 2.0, -1.5]), p("a", [0.1, 0.2, 0.3])
show("ApplyMomentum", P.ApplyMomentum()(v, a, 0.1, g, 0.9), v, a)
v, a = p("v", [1.0, 2.0, -1.5]), p("a", [0.1, 0.2, 0.3])
show("ApplyMomentum nesterov", P.ApplyMomentum(use_nesterov=True)(v, a, Tensor(0.1), g, Tensor(0.9)), v, a)
v, ms_, mom = p("v", [1.0, 2.0, -1.5]), p("ms", [0.1, 0.2, 0.3]), p("mom", [0.01, 0.0, 0.02])
show("ApplyRMSProp", P.ApplyRMSProp()(v, ms_, mom, 0.01, g, 0.9, 0.5, 1e-6), v, ms_, mom)
v, mg, ms_, mom = p("v", [1.0, 2.0, -1.5]), p("mg", [0.0, 0.1, 0.0]), p("ms", [0.1, 0.2, 0.3]), p("mom", [0.01, 0.0, 0.02])
show("ApplyCenteredRMSProp", P.ApplyCenteredRMSProp()(v, mg, ms_, mom, g, 0.01, 0.9, 0.5, 1e-6), v, mg, ms_, mom)
v = p("v", [1.0, 2.0, -1.5])
show("ApplyGradientDescent", P.ApplyGradientDescent()(v, 0.5, g), v)
v = p("v", [1.0, 0.01, -1.5])
show("ApplyProximalGradientDescent", P.ApplyProximalGradientDescent()(v, 0.5, 0.1, 0.2, g), v)
v, a = p("v", [1.0, 2.0, -1.5]), p("a", [0.1, 0.2, 0.3])
show("ApplyAdagrad", P.ApplyAdagrad()(v, a, 0.1, g), v, a)
v, a = p("v", [1.0, 2.0, -1.5]), p("a", [0.1, 0.2, 0.3])
show("ApplyAdagrad noslots", P.ApplyAdagrad(update_slots=False)(v, a, 0.1, g), v, a)
v, a = p("v", [1.0, 2.0, -1.5]), p("a", [0.1, 0.2, 0.3])
show("ApplyAdagradV2", P.ApplyAdagradV2(epsilon=1e-3)(v, a, 0.1, g), v, a)
v, m, vv = p("v", [1.0, 2.0, -1.5]), p("m", [0.1, 0.2, 0.3]), p("vv", [0.1, 0.5, 0.2])
show("ApplyAdaMax", P.ApplyAdaMax()(v, m, vv, 0.9, 0.01, 0.9, 0.99, 1e-8, g), v, m, vv)
v, a, au = p("v", [1.0, 2.0, -1.5]), p("a", [0.1, 0.2, 0.3]), p("au", [0.1, 0.5, 0.2])
show("ApplyAdadelta", P.ApplyAdadelta()(v, a, au, 0.1, 0.9, 1e-6, g), v, a, au)
v, m = p("v", [1.0, 2.0, -1.5]), p("m", [0.1, 0.2, -0.3])
show("ApplyAddSign", P.ApplyAddSign()(v, m, 0.01, 1.0, 0.99, 0.9, g), v, m)
v, m = p("v", [1.0, 2.0, -1.5]), p("m", [0.1, 0.2, -0.3])
show("ApplyPowerSign", P.ApplyPowerSign()(v, m, Tensor(0.01), Tensor(np.e, dtype=v.dtype), Tensor(0.99, dtype=v.dtype), Tensor(0.9, dtype=v.dtype), g), v, m)
v, a = p("v", [1.0, 0.01, -1.5]), p("a", [0.1, 0.2, 0.3])
show("ApplyProximalAdagrad", P.ApplyProximalAdagrad()(v, a, 0.1, 0.1, 0.2, g), v, a)
v, a, lin = p("v", [1.0, 2.0, -1.5]), p("a", [0.1, 0.2, 0.3]), p("lin", [0.5, -0.2, 0.01])
show("ApplyFtrl", P.ApplyFtrl()(v, a, lin, g, 0.001, 0.0, 0.0, -0.5), v, a, lin)
v, a, lin = p("v", [1.0, 2.0, -1.5]), p("a", [0.1, 0.2, 0.3]), p("lin", [0.5, -0.2, 0.01])
show("ApplyFtrl l1", P.ApplyFtrl()(v, a, lin, g, 0.1, 0.3, 0.1, -0.5), v, a, lin)
v, m, vv = p("v", [1.0, 2.0, -1.5]), p("m", [0.1, 0.2, 0.3]), p("vv", [0.1, 0.5, 0.2])
show("Adam", P.Adam()(v, m, vv, 0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, g), v, m, vv)
v, m, vv = p("v", [1.0, 2.0, -1.5]), p("m", [0.1, 0.2, 0.3]), p("vv", [0.1, 0.5, 0.2])
show("Adam nesterov", P.Adam(use_nesterov=True)(v, m, vv, 0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, g), v, m, vv)
v, a, st = p("v", [1.0, 2.0, -1.5]), p("a", [0.1, 0.2, 0.3]), p("st", [1.0, 1.0, 1.0])
sgd = P.SGD(0.1, 0.01, False)
show("SGD1", sgd(v, g, Tensor(0.1), a, Tensor(0.9), st), v, a, st)
show("SGD2", sgd(v, g, Tensor(0.1), a, Tensor(0.9), st), v, a, st)
v, a, st = p("v", [1.0, 2.0, -1.5]), p("a", [0.1, 0.2, 0.3]), p("st", [1.0, 1.0, 1.0])
show("SGD nesterov", P.SGD(0.0, 0.0, True)(v, g, Tensor(0.1), a, Tensor(0.9), st), v, a, st)
# the output and the updated Parameter
v, a = p("v", [1.0, 2.0, -1.5]), p("a", [0.1, 0.2, 0.3])
out = P.ApplyMomentum()(v, a, 0.1, g, 0.9)
P.ApplyMomentum()(v, a, 0.1, g, 0.9)
print("output after a second step", out.asnumpy(), v.asnumpy())
# a plain Tensor as var
t = Tensor(np.array([1.0, 2.0, -1.5], np.float32))
out = P.ApplyGradientDescent()(t, 0.5, g)
print("tensor var", t.asnumpy(), out.asnumpy())
print(P.ApplyRMSProp(), P.ApplyAdagradV2(1e-3).attrs if hasattr(P.ApplyAdagradV2(1e-3), "attrs") else "")

# argument checks
v = Parameter(Tensor(np.ones(3, np.float32)), name="v3")
a = Parameter(Tensor(np.ones(3, np.float32)), name="a")
cases = [
    lambda: P.ApplyMomentum(use_nesterov=1),
    lambda: P.ApplyAdagrad(update_slots="x"),
    lambda: P.ApplyAdagradV2(epsilon=1),
    lambda: P.SGD(0.5, 0.0, True),
    lambda: P.SGD(0.0, 0.0, 1),
    lambda: P.ApplyGradientDescent()(v, 0.5, Tensor(np.ones(2, np.float32))),
    lambda: P.ApplyMomentum()(v, a, 0.1, Tensor(np.ones(4, np.float32)), 0.9),
    lambda: P.ApplyGradientDescent()(v, 0.5),
]
for c in cases:
    try:
        c()
        print("ok")
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
# FTRL with l1 shrinkage for either sign of linear (MindSpore's CPU kernel adds l1)
for var, lin, grad in (([2.0], [-0.2], [-0.2]), ([-0.5], [3.0], [0.2]), ([0.0], [-3.0], [0.2])):
    v, a, li = p("v", var), p("a", [0.2]), p("lin", lin)
    P.ApplyFtrl()(v, a, li, Tensor(np.array(grad, np.float32)), 0.1, 0.3, 0.1, -0.5)
    print("ftrl", v.asnumpy(), li.asnumpy())
