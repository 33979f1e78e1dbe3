"""L-BFGS for `mindspore.scipy.optimize.minimize(method="LBFGS")`: the limited-memory two-loop recursion."""

from __future__ import annotations

from typing import Callable

from ...common.tensor import Tensor
from ...numpy import array_creations as _mnc
from ...numpy import array_ops as _mna
from ...numpy import math_ops as _mnp
from ..utils import grad
from ._bfgs import _INF, _BFGSResults, _results, _start, _step


def _dot(a: Tensor, b: Tensor) -> Tensor:
    """``a . b`` as a shape-(1,) Tensor (MindSpore's column-matrix product)."""
    return _mnp.matmul(a.reshape(1, -1), b.reshape(-1, 1)).reshape(1)


class _History:
    """The last ``size`` pairs ``(s, y)`` with ``rho * s`` and ``rho * y``, zero rows until filled; the two-loop
    recursion runs over every row, as in MindSpore 2.10's ``SearchVector``."""

    def __init__(self, size: int, n: int, dtype) -> None:
        self.s, self.y, self.alpha_rate, self.beta_rate = (_mnc.zeros((size, n), dtype) for _ in range(4))

    @staticmethod
    def _push(buf: Tensor, row: Tensor) -> Tensor:
        out = _mna.concatenate((buf[1:], row.reshape(1, -1))) if buf.shape[0] > 1 else row.reshape(1, -1)
        return out.astype(buf.dtype)

    def direction(self, q: Tensor, s_k: Tensor, y_k: Tensor) -> Tensor:
        """The new search vector from gradient ``q`` after step ``s_k`` with gradient change ``y_k`` (``q`` itself
        when the curvature ``y . s`` is at most 1e-10, and the pair is then not kept)."""
        y_s = _dot(y_k, s_k)
        if bool(y_s <= 1e-10):
            return q
        rho = _mnp.reciprocal(y_s)
        self.s, self.y = self._push(self.s, s_k), self._push(self.y, y_k)
        self.alpha_rate = self._push(self.alpha_rate, rho * s_k)
        self.beta_rate = self._push(self.beta_rate, rho * y_k)
        size = self.s.shape[0]
        alphas = [None] * size
        for i in range(size - 1, -1, -1):
            alphas[i] = _dot(self.alpha_rate[i], q)
            q = q - alphas[i] * self.y[i]
        r = (y_s / _dot(y_k, y_k)) * q
        for i in range(size):
            beta = _dot(self.beta_rate[i], r)
            r = r + alphas[i] * self.s[i] - beta * self.s[i]
        return r


def minimize_lbfgs(
    func: Callable,
    x_0: Tensor,
    jac: Callable | None = None,
    history_size: int = 20,
    maxiter: int | None = None,
    norm: float = _INF,
    gtol: float = 1e-5,
    line_search_maxiter: int = 10,
) -> _BFGSResults:
    """Minimize ``func`` from ``x_0`` (1-D) by L-BFGS keeping ``history_size`` pairs, as MindSpore 2.10's
    ``minimize_lbfgs``: ``jac`` defaults to autodiff, ``maxiter`` to ``200 * x_0.size``; stops when the
    ``norm``-norm of the gradient after a step is under ``gtol`` or the line search fails. Returns a
    ``_BFGSResults`` with ``H_k`` None."""
    if jac is None:
        jac = grad(func)
    if maxiter is None:
        maxiter = x_0.size * 200
    st = _start(func, jac, x_0, gtol)
    history = None
    vec = st["g_k"]
    while st["k"] < maxiter:
        sdv = -1 * vec
        pair = _step(func, jac, st, sdv, norm, gtol, line_search_maxiter)
        if pair is None:
            break
        s_k, y_k = pair
        if history is None:
            history = _History(history_size, s_k.shape[0], s_k.dtype)
        vec = history.direction(st["g_k"], s_k, y_k)
        st["k"] += 1
    return _results(st, maxiter)
