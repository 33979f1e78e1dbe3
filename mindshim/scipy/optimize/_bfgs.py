"""BFGS for `mindspore.scipy.optimize.minimize(method="BFGS")`: the dense inverse-Hessian quasi-Newton method."""

from __future__ import annotations

from typing import Callable, NamedTuple

from ...common.tensor import Tensor
from ...numpy import array_creations as _mnc
from ...numpy import array_ops as _mna
from ...numpy import math_ops as _mnp
from ..utils import _norm, _to_scalar, grad
from .line_search import _search

_INF = float("inf")


class _BFGSResults(NamedTuple):
    """The end state of BFGS (and L-BFGS): ``converged``, ``failed`` (line search failed), ``k`` (iterations),
    ``nfev`` / ``ngev`` / ``nhev`` (function / gradient / Hessian evaluations), ``x_k``, ``f_k``, ``g_k``,
    ``H_k`` (inverse-Hessian estimate, ``None`` for L-BFGS), ``old_old_fval``, ``status`` (0 converged, 1 max
    iterations, 2 + the line search status when it failed, -1 otherwise) and ``line_search_status``."""

    converged: bool
    failed: bool
    k: int
    nfev: int
    ngev: int
    nhev: int
    x_k: Tensor
    f_k: float
    g_k: Tensor
    H_k: Tensor | None
    old_old_fval: float
    status: int
    line_search_status: int


def _status(converged: bool, k: int, maxiter, failed: bool, ls_status: int) -> int:
    if converged:
        return 0
    if k == maxiter:
        return 1
    return 2 + ls_status if failed else -1


def _results(st: dict, maxiter) -> _BFGSResults:
    """The namedtuple of a finished run's state (scalars as Python numbers)."""
    return _BFGSResults(
        converged=bool(st["converged"]),
        failed=bool(st["failed"]),
        k=st["k"],
        nfev=st["nfev"],
        ngev=st["ngev"],
        nhev=0,
        x_k=st["x_k"],
        f_k=_to_scalar(st["f_k"]),
        g_k=st["g_k"],
        H_k=st.get("H_k"),
        old_old_fval=_to_scalar(st["old_old_fval"]),
        status=_status(bool(st["converged"]), st["k"], maxiter, bool(st["failed"]), st["line_search_status"]),
        line_search_status=st["line_search_status"],
    )


def _start(func, jac, x0, gtol: float) -> dict:
    """The state before the first iteration (one function and one gradient evaluation)."""
    f_0, g_0 = func(x0), jac(x0)
    return {
        "converged": bool(_norm(g_0, ord_=_INF) < gtol),
        "failed": False,
        "k": 0,
        "nfev": 1,
        "ngev": 1,
        "x_k": x0,
        "f_k": f_0,
        "g_k": g_0,
        "old_old_fval": f_0 + _norm(g_0) / 2,
        "line_search_status": 0,
    }


def _step(func, jac, st: dict, p_k: Tensor, norm, gtol: float, line_search_maxiter: int):
    """One line search along ``p_k`` and the move to its point; ``(s_k, y_k)``, or ``None`` when the search
    failed or the new gradient is below ``gtol`` (the run ends)."""
    ls = _search(func, jac, st["x_k"], p_k, st["f_k"], st["old_old_fval"], st["g_k"], maxiter=line_search_maxiter)
    st["nfev"] += ls["nfev"]
    st["ngev"] += ls["ngev"]
    st["failed"] = bool(ls["failed"]) or not ls["done"]
    st["line_search_status"] = ls["status"]
    if st["failed"]:
        return None
    s_k = ls["a_star"] * p_k
    g_kp1 = ls["g_star"]
    y_k = g_kp1 - st["g_k"]
    st["old_old_fval"] = st["f_k"]
    st["converged"] = bool(_norm(g_kp1, ord_=norm) < gtol)
    st["x_k"], st["f_k"], st["g_k"] = st["x_k"] + s_k, ls["phi_star"], g_kp1
    return None if st["converged"] else (s_k, y_k)


def minimize_bfgs(
    func: Callable,
    x0: Tensor,
    jac: Callable | None = None,
    maxiter: int | None = None,
    norm: float = _INF,
    gtol: float = 1e-5,
    line_search_maxiter: int = 10,
) -> _BFGSResults:
    """Minimize ``func`` from ``x0`` (1-D) by BFGS (Algorithm 6.1 of Nocedal and Wright), as MindSpore 2.10's
    ``minimize_bfgs``: ``jac`` defaults to autodiff, ``maxiter`` to ``200 * x0.size``; the run stops when the
    ``norm``-norm of the gradient after a step is under ``gtol`` (the first iteration always runs) or the
    line search fails. Returns a ``_BFGSResults``."""
    if jac is None:
        jac = grad(func)
    if maxiter is None:
        maxiter = x0.size * 200
    identity = _mnc.eye(x0.shape[0], dtype=x0.dtype)
    st = _start(func, jac, x0, gtol)
    st["H_k"] = identity
    while st["k"] < maxiter:
        p_k = -1 * _mnp.dot(st["H_k"], st["g_k"])
        pair = _step(func, jac, st, p_k, norm, gtol, line_search_maxiter)
        if pair is None:
            break
        s_k, y_k = pair
        rho_k = _mnp.reciprocal(_mnp.dot(y_k, s_k))
        col_s, row_s = _mna.expand_dims(s_k, 1), _mna.expand_dims(s_k, 0)
        col_y, row_y = _mna.expand_dims(y_k, 1), _mna.expand_dims(y_k, 0)
        left = _mnp.matmul(identity - rho_k * (col_s * row_y), st["H_k"])
        st["H_k"] = _mnp.matmul(left, identity - rho_k * (col_y * row_s)) + rho_k * (col_s * row_s)
        st["k"] += 1
    return _results(st, maxiter)
