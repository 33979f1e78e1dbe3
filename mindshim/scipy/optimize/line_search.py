"""`mindspore.scipy.optimize.line_search`: the inexact line search satisfying the strong Wolfe conditions."""

from __future__ import annotations

from typing import Callable, NamedTuple

import numpy

from ... import _api
from ..._dtype import float32, float64
from ...common.tensor import Tensor
from ...numpy import array_creations as _mnc
from ...numpy import logic_ops as _mnl
from ...numpy import math_ops as _mnp
from ..utils import _to_scalar, grad

__all__ = _api.names(__name__)


class _LineSearchResults(NamedTuple):
    """What :func:`line_search` returns: ``failed`` (the strong Wolfe conditions were not met), ``nit``
    (iterations), ``nfev`` / ``ngev`` (function / gradient evaluations), ``k`` (``nit + 1``), ``a_k`` (step
    size), ``f_k`` (function value there), ``g_k`` (gradient there, a Tensor) and ``status`` (0 passed,
    1 zoom failed, 3 maxiter reached)."""

    failed: bool
    nit: int
    nfev: int
    ngev: int
    k: int
    a_k: float
    f_k: float
    g_k: Tensor
    status: int


# MindSpore multiplies a Tensor by a Python float through a Float32 scalar, also for a Float64 Tensor
_F32_02, _F32_01, _F32_202 = (float(numpy.float32(v)) for v in (0.2, 0.1, 1.01 * 2))


def _scalar(value: float, dtype) -> Tensor:
    return Tensor(value, dtype)


def _cubicmin(a, fa, fpa, b, fb, c, fc):
    """The minimizer of the cubic through ``(a, fa)``, ``(b, fb)``, ``(c, fc)`` with slope ``fpa`` at ``a``
    (the 2x2 system is solved in Float32, as MindSpore does)."""
    db = b - a
    dc = c - a
    denom = (db * dc) ** 2 * (db - dc)
    d1 = _mnc.zeros((2, 2))
    d1[0, 0] = dc**2
    d1[0, 1] = -(db**2)
    d1[1, 0] = -(dc**3)
    d1[1, 1] = db**3
    d2 = _mnc.zeros((2,))
    d2[0] = fb - fa - fpa * db
    d2[1] = fc - fa - fpa * dc
    a2, b2 = _mnp.dot(d1, d2) / denom
    radical = b2 * b2 - 3.0 * a2 * fpa
    return a + (-b2 + _mnp.sqrt(radical)) / (3.0 * a2)


def _quadmin(a, fa, fpa, b, fb):
    """The minimizer of the quadratic through ``(a, fa)``, ``(b, fb)`` with slope ``fpa`` at ``a``."""
    db = b - a
    b2 = (fb - fa - fpa * db) / (db**2)
    return a - fpa / (2.0 * b2)


def _zoom(fn, a_low, phi_low, dphi_low, a_high, phi_high, dphi_high, phi_0, g_0, dphi_0, c1, c2) -> dict:
    """Algorithm 3.6 of Nocedal and Wright (cubic, then quadratic, then bisection), at most 10 steps. As in
    MindSpore 2.10, swapping the bracket puts back the *initial* low end."""
    st = {
        "done": False,
        "a_low": a_low,
        "phi_low": phi_low,
        "dphi_low": dphi_low,
        "a_high": a_high,
        "phi_high": phi_high,
        "dphi_high": dphi_high,
        "a_rec": (a_low + a_high) / 2.0,
        "phi_rec": (phi_low + phi_high) / 2.0,
        "a_star": _scalar(1.0, a_low.dtype),
        "phi_star": phi_low,
        "dphi_star": dphi_low,
        "g_star": g_0,
        "nfev": 0,
        "ngev": 0,
    }
    maxiter = 10
    j = 0
    c2_32 = Tensor(c2, float32)  # MindSpore's zoom takes c2 through a Float32 Tensor, also for Float64 inputs
    while not st["done"] and j < maxiter:
        dalpha = st["a_high"] - st["a_low"]
        lo = _mnp.minimum(st["a_low"], st["a_high"])
        hi = _mnp.maximum(st["a_low"], st["a_high"])
        cchk = _F32_02 * dalpha
        qchk = _F32_01 * dalpha
        a_cubic = _cubicmin(
            st["a_low"], st["phi_low"], st["dphi_low"], st["a_high"], st["phi_high"], st["a_rec"], st["phi_rec"]
        )
        use_cubic = j > 0 and bool(_mnl.isfinite(a_cubic)) and bool(a_cubic > lo + cchk) and bool(a_cubic < hi - cchk)
        a_quad = _quadmin(st["a_low"], st["phi_low"], st["dphi_low"], st["a_high"], st["phi_high"])
        use_quad = (
            not use_cubic and bool(_mnl.isfinite(a_quad)) and bool(a_quad > lo + qchk) and bool(a_quad < hi - qchk)
        )
        if use_cubic:
            a_j = a_cubic
        elif use_quad:
            a_j = a_quad
        else:
            a_j = (st["a_low"] + st["a_high"]) / 2.0
        phi_j, g_j, dphi_j = fn(a_j)
        st["nfev"] += 1
        st["ngev"] += 1
        if bool(phi_j > phi_0 + c1 * a_j * dphi_0) or bool(phi_j >= st["phi_low"]):
            st["a_rec"], st["phi_rec"] = st["a_high"], st["phi_high"]
            st["a_high"], st["phi_high"], st["dphi_high"] = a_j, phi_j, dphi_j
        elif bool(_mnp.absolute(dphi_j) <= -c2_32 * dphi_0):
            st["done"] = True
            st["a_star"], st["phi_star"], st["g_star"], st["dphi_star"] = a_j, phi_j, g_j, dphi_j
        else:
            if bool(dphi_j * (st["a_high"] - st["a_low"]) >= 0.0):
                st["a_rec"], st["phi_rec"] = st["a_high"], st["phi_high"]
                st["a_high"], st["phi_high"], st["dphi_high"] = a_low, phi_low, dphi_low
            st["a_rec"], st["phi_rec"] = st["a_low"], st["phi_low"]
            st["a_low"], st["phi_low"], st["dphi_low"] = a_j, phi_j, dphi_j
        j += 1
    st["failed"] = j == maxiter
    return st


def _search(func, jac, xk, pk, old_fval=None, old_old_fval=None, gfk=None, c1=1e-4, c2=0.9, maxiter=20) -> dict:
    """Algorithm 3.5 of Nocedal and Wright: the state of MindSpore 2.10's ``LineSearch`` cell after the search
    (``done``, ``failed``, ``i``, ``nfev``, ``ngev``, ``a_star``, ``phi_star``, ``g_star``, ``status``)."""

    def fval_and_grad(alpha):
        xkk = xk + alpha * pk
        fkk = func(xkk)
        gkk = jac(xkk)
        return fkk, gkk, _mnp.dot(gkk, pk)

    zero, one = _scalar(0.0, xk.dtype), _scalar(1.0, xk.dtype)
    c1, c2 = float(numpy.float32(c1)), float(numpy.float32(c2))
    if old_fval is None or gfk is None:
        nfev = ngev = 1
        phi_0, g_0, dphi_0 = fval_and_grad(zero)
    else:
        nfev = ngev = 0
        phi_0, g_0 = old_fval, gfk
        dphi_0 = _mnp.dot(g_0, pk)
    if old_old_fval is None:
        start = one
    else:
        candidate = _F32_202 * (phi_0 - old_old_fval) / dphi_0
        start = _mnp.minimum(candidate, one) if bool(_mnl.isfinite(candidate)) else one
    st = {"done": False, "failed": False, "i": 1, "a_i": zero, "phi_i": phi_0, "dphi_i": dphi_0}
    st.update(nfev=nfev, ngev=ngev, a_star=zero, phi_star=phi_0, dphi_star=dphi_0, g_star=g_0)
    while not st["done"] and st["i"] <= maxiter:
        a_i = st["a_i"] * 2.0 if st["i"] > 1 else start
        phi_i, g_i, dphi_i = fval_and_grad(a_i)
        st["nfev"] += 1
        st["ngev"] += 1
        zoom = None
        if bool(phi_i > phi_0 + c1 * a_i * dphi_0) or (bool(phi_i >= st["phi_i"]) and st["i"] > 1):
            zoom = _zoom(
                fval_and_grad, st["a_i"], st["phi_i"], st["dphi_i"], a_i, phi_i, dphi_i, phi_0, g_0, dphi_0, c1, c2
            )
        elif bool(_mnp.absolute(dphi_i) <= -c2 * dphi_0):
            st["done"] = True
            st["a_star"], st["phi_star"], st["g_star"], st["dphi_star"] = a_i, phi_i, g_i, dphi_i
        elif bool(dphi_i >= 0.0):
            zoom = _zoom(
                fval_and_grad, a_i, phi_i, dphi_i, st["a_i"], st["phi_i"], st["dphi_i"], phi_0, g_0, dphi_0, c1, c2
            )
        if zoom is not None:
            st["nfev"] += zoom["nfev"]
            st["ngev"] += zoom["ngev"]
            st["done"] = True
            st["failed"] = zoom["failed"]
            st["a_star"], st["phi_star"] = zoom["a_star"], zoom["phi_star"]
            st["g_star"], st["dphi_star"] = zoom["g_star"], zoom["dphi_star"]
        st["i"] += 1
        st["a_i"], st["phi_i"], st["dphi_i"] = a_i, phi_i, dphi_i
    st["status"] = 1 if st["failed"] else (3 if st["i"] > maxiter else 0)
    a_star = st["a_star"]
    if a_star.dtype != float64 and bool(_mnp.absolute(a_star) < 1e-8):
        st["a_star"] = _mnp.sign(a_star) * 1e-8
    return st


def line_search(
    f: Callable,
    xk: Tensor,
    pk: Tensor,
    jac: Callable | None = None,
    gfk: Tensor | None = None,
    old_fval: Tensor | None = None,
    old_old_fval: Tensor | None = None,
    c1: float = 1e-4,
    c2: float = 0.9,
    maxiter: int = 20,
) -> _LineSearchResults:
    """Inexact line search along ``pk`` from ``xk`` satisfying the strong Wolfe conditions (Algorithm 3.5 of
    Nocedal and Wright, zooming with Algorithm 3.6).

    Mirrors ``mindspore.scipy.optimize.line_search`` (2.10). ``f(x)`` returns a scalar Tensor for a 1-D ``x``;
    ``jac(x)`` its gradient (default: autodiff of ``f``); ``gfk`` and ``old_fval`` are the gradient and value at
    ``xk`` (both or neither; otherwise they are evaluated); ``old_old_fval`` the previous value, which sets the
    first trial step. ``c1``, ``c2``: the Wolfe constants; ``maxiter``: the most outer steps (each zoom takes
    at most 10 more evaluations).

    Returns a ``_LineSearchResults`` namedtuple ``(failed, nit, nfev, ngev, k, a_k, f_k, g_k, status)`` of
    Python numbers (``g_k`` a Tensor). In Float32 a step under 1e-8 in magnitude is returned as +-1e-8.
    """
    if jac is None:
        jac = grad(f)
    st = _search(f, jac, xk, pk, old_fval, old_old_fval, gfk, c1, c2, maxiter)
    return _LineSearchResults(
        failed=bool(st["failed"] or not st["done"]),
        nit=st["i"] - 1,
        nfev=st["nfev"],
        ngev=st["ngev"],
        k=st["i"],
        a_k=_to_scalar(st["a_star"]),
        f_k=_to_scalar(st["phi_star"]),
        g_k=st["g_star"],
        status=st["status"],
    )
