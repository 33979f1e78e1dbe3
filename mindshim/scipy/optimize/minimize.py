"""`mindspore.scipy.optimize.minimize`: minimization of a scalar function of a 1-D Tensor (BFGS, L-BFGS)."""

from __future__ import annotations

from typing import Callable, NamedTuple, Optional

from ... import _api
from ...common.tensor import Tensor
from ._bfgs import minimize_bfgs
from ._lbfgs import minimize_lbfgs

__all__ = _api.names(__name__)


class OptimizeResults(NamedTuple):
    """The result of :func:`minimize`: ``x`` (solution), ``success``, ``status`` (0 converged, 1 max
    iterations, 3 zoom failed, 4 saddle point, 5 max line-search iterations, -1 undefined), ``fun`` (value at
    ``x``), ``jac`` (gradient there), ``hess_inv`` (inverse-Hessian estimate; None for L-BFGS), ``nfev``,
    ``njev`` and ``nit``. Mirrors ``mindspore.scipy.optimize.minimize.OptimizeResults`` (2.10)."""

    x: Tensor
    success: bool
    status: int
    fun: float
    jac: Tensor
    hess_inv: Optional[Tensor]
    nfev: int
    njev: int
    nit: int


def minimize(
    func: Callable,
    x0: Tensor,
    args: tuple = (),
    method: str | None = None,
    jac: Callable | None = None,
    hess=None,
    hessp=None,
    bounds=None,
    constraints=(),
    tol=None,
    callback=None,
    options: dict | None = None,
) -> OptimizeResults:
    """Minimize ``func(x, *args)`` from the 1-D Tensor ``x0``.

    Mirrors ``mindspore.scipy.optimize.minimize`` (2.10). ``method`` is required: ``"BFGS"`` or ``"LBFGS"``
    (any case). ``jac(x)`` is the gradient (called without ``args``, as in MindSpore); None means autodiff of
    ``func``. ``options``: ``maxiter`` (default ``200 * x0.size``), ``gtol`` (1e-5), ``norm`` (inf),
    ``line_search_maxiter`` (10), and for L-BFGS ``history_size`` (20). ``hess``, ``hessp``, ``bounds``,
    ``tol`` and ``callback`` are accepted and unused, as in MindSpore.

    Raises ValueError when ``method`` is None or not recognized, TypeError when ``args`` is not a tuple.
    Known difference: ``"LAGRANGE"`` (documented GPU-only, yet MindSpore 2.10 CPU runs it and returns a
    ``_LagrangeResults``) is not implemented and raises ValueError here.
    """
    if method is None:
        raise ValueError("You must specify a solver.")
    if options is None:
        options = {}
    if not isinstance(args, tuple):
        raise TypeError(f"args argument to mindspore.scipy.optimize.minimize must be a tuple, got {args}")

    def inner(x):
        return func(x, *args)

    kind = method.lower()
    if kind == "bfgs":
        res = minimize_bfgs(inner, x0, jac, **options)
        hess_inv = res.H_k
    elif kind == "lbfgs":
        res = minimize_lbfgs(inner, x0, jac, **options)
        hess_inv = None
    else:
        raise ValueError(f"Method {method} not recognized")
    return OptimizeResults(
        x=res.x_k,
        success=res.converged and not res.failed,
        status=res.status,
        fun=res.f_k,
        jac=res.g_k,
        hess_inv=hess_inv,
        nfev=res.nfev,
        njev=res.ngev,
        nit=res.k,
    )
