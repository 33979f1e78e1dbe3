"""mindspore.scipy.optimize: minimize and line_search beyond the golden cases (explicit jac, module layout)."""

import numpy as np

import mindshim as ms
import mindshim.scipy
from mindshim.scipy.optimize import line_search, minimize


def _quad(x):
    return ms.ops.sum((x - 3.0) ** 2)


def test_optimize_names_are_the_functions():
    assert mindshim.scipy.optimize.minimize is minimize
    assert mindshim.scipy.optimize.line_search is line_search
    assert sorted(mindshim.scipy.optimize.__all__) == ["line_search", "minimize"]


def test_minimize_with_explicit_jac_matches_autodiff():
    x0 = ms.Tensor(np.zeros(3, np.float32))
    auto = minimize(_quad, x0, method="BFGS")
    given = minimize(_quad, x0, method="BFGS", jac=lambda x: 2.0 * (x - 3.0))
    assert given.success and auto.success
    assert (given.nit, given.nfev) == (auto.nit, auto.nfev)
    np.testing.assert_allclose(given.x.asnumpy(), [3.0, 3.0, 3.0], atol=1e-5)
    assert isinstance(given.fun, float) and isinstance(given.nit, int)


def test_lbfgs_has_no_hess_inv_and_respects_maxiter():
    x0 = ms.Tensor(np.array([-1.2, 1.0], np.float64))
    res = minimize(
        lambda p: 100.0 * (p[1] - p[0] ** 2) ** 2 + (1 - p[0]) ** 2, x0, method="LBFGS", options={"maxiter": 2}
    )
    assert res.hess_inv is None and res.nit == 2 and res.status == 1 and not res.success
    assert res.x.dtype == ms.float64


def test_line_search_descent_step_satisfies_wolfe():
    xk = ms.Tensor(np.array([2.0, -1.0], np.float32))
    res = line_search(_quad, xk, ms.Tensor(np.array([1.0, 4.0], np.float32)))
    assert not res.failed and res.status == 0
    assert res.f_k < float(_quad(xk).asnumpy())
