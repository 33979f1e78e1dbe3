# mindspore.scipy.optimize.minimize (BFGS, LBFGS) and line_search: docstring examples and Rosenbrock.
import numpy as onp

import mindspore as ms
from mindspore.scipy.optimize import line_search, minimize


def r(v):
    return onp.round(v.asnumpy().astype(onp.float64), 3).tolist()


def show(name, res):
    print(name, type(res).__name__, list(res._fields))
    print("  x", r(res.x), "fun", round(float(res.fun), 3), "success", bool(res.success), "status", int(res.status))
    print("  nit", int(res.nit), "nfev", int(res.nfev), "njev", int(res.njev))
    print("  jac", res.jac.dtype, res.jac.shape, "hess_inv", None if res.hess_inv is None else res.hess_inv.shape)


def himmelblau(p):
    x, y = p
    return (x**2 + y - 11.0) ** 2 + (x + y**2 - 7.0) ** 2


def rosen(p):
    return ms.ops.sum(100.0 * (p[1:] - p[:-1] ** 2) ** 2 + (1 - p[:-1]) ** 2)


x0 = ms.Tensor(onp.zeros(2).astype(onp.float32))
show("bfgs", minimize(himmelblau, x0, method="BFGS", options=dict(maxiter=None, gtol=1e-6)))
show("lbfgs", minimize(himmelblau, x0, method="LBFGS", options=dict(maxiter=None, gtol=1e-6)))
xr = ms.Tensor(onp.array([-1.2, 1.0, 0.5], onp.float32))
# Float32 Rosenbrock runs are followed for 3 iterations only: later steps are round-off a CPU may change
xd = ms.Tensor(onp.array([-1.2, 1.0, 0.5], onp.float64))
show("rosen_bfgs64", minimize(rosen, xd, method="BFGS"))
show("rosen_lbfgs64", minimize(rosen, xd, method="lbfgs", options=dict(history_size=5)))
show("rosen_maxiter", minimize(rosen, xr, method="BFGS", options=dict(maxiter=3)))


def shifted(x, c):
    return ms.ops.sum((x - c) ** 2)


show("args", minimize(shifted, x0, args=(ms.Tensor(onp.array([1.0, -2.0], onp.float32)),), method="BFGS"))

x1 = ms.Tensor(onp.ones(2).astype(onp.float32))
p0 = ms.Tensor(onp.array([-1, -1]).astype(onp.float32))
ls = line_search(lambda x: x[0] ** 2 - x[1] ** 3, x1, p0)
print("line_search", type(ls).__name__, list(ls._fields))
print("  a_k", round(float(ls.a_k), 4), "f_k", round(float(ls.f_k), 4), "failed", bool(ls.failed))
print("  nit", ls.nit, "nfev", ls.nfev, "ngev", ls.ngev, "k", ls.k, "status", ls.status, "g_k", r(ls.g_k))
ls2 = line_search(rosen, xr, ms.Tensor(onp.array([1.0, 0.5, 0.2], onp.float32)))
print("line_search2", round(float(ls2.a_k), 4), bool(ls2.failed), ls2.nit, ls2.nfev, ls2.status)
for bad in (dict(method=None), dict(method="nelder"), dict(method="BFGS", args=[1])):
    try:
        minimize(himmelblau, x0, **bad)
    except (ValueError, TypeError) as e:
        print("error", type(e).__name__, e)
