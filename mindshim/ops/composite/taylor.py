"""Higher-order forward-mode AD: `ops.jet`, `ops.derivative` (Taylor series of a function) and `linearize`."""

from __future__ import annotations

import math
from typing import Any, Callable

import torch

from ..._dtype import float32, float64, int32, int64
from ..._kernels import array as _K_array
from ..._kernels import creation as _creation
from ..._kernels import errors as _errors
from ..._state import GRAD_DEPTH
from ...common.tensor import Tensor, _wrap
from .base import jvp

_TAYLOR_DTYPES = (int32, int64, float32, float64)
_JET_DTYPE_MSG = (
    "For `F.jet`, the elements' types of primals and series must be the same and belong to "
    "`mstype.int32, mstype.int64, mstype.float32, mstype.float64`, but got other dtype."
)
_DERIVATIVE_DTYPE_MSG = (
    "For `F.derivative`, the elements of primals must belong to "
    "`mstype.int32, mstype.int64, mstype.float32, mstype.float64`, but got other dtype."
)


def _as_float(t: torch.Tensor) -> torch.Tensor:
    """MindSpore casts int32/int64 primals and series to float32 before differentiating."""
    return t if t.is_floating_point() else t.to(torch.float32)


def _d_dt(ys: list, t: torch.Tensor) -> list:
    """The element-wise derivatives ``dy/dt`` of tensors ``ys`` with respect to the scalar ``t``, each kept in
    the graph: ``d(u . dy/dt)/du`` for a dummy ``u`` (the reverse-over-reverse form of a forward derivative)."""
    out = []
    for y in ys:
        if not y.requires_grad:
            out.append(_creation.zeros_like(y))
            continue
        u = _creation.zeros_like(y).requires_grad_()
        (g,) = torch.autograd.grad(y, t, u, allow_unused=True, create_graph=True)
        if g is None or not g.requires_grad:
            out.append(_creation.zeros_like(y))
            continue
        (dy,) = torch.autograd.grad(g, u, _creation.ones_like(g), allow_unused=True, create_graph=True)
        out.append(_creation.zeros_like(y) if dy is None else dy)
    return out


def _taylor(fn: Callable, primals: list, series: list) -> tuple:
    """Run ``fn`` on the curves ``x_i(t) = p_i + sum_k s_i[k] t^(k+1) / (k+1)!`` and return, for each output,
    the stack of its value and its first ``n`` derivatives in ``t`` at ``t = 0`` (``n = len(s_i)``), and whether
    ``fn`` returned a tuple/list of several outputs."""
    n = series[0].shape[0]
    dtype = primals[0].dtype
    GRAD_DEPTH[0] += 1
    try:
        with torch.enable_grad():
            t = _creation.full_cast((), 0, dtype, primals[0].device).requires_grad_()
            xs = []
            for p, s in zip(primals, series):
                x = p.detach()
                power = _creation.ones_like(t)
                for k in range(n):
                    power = power * t
                    x = x + s[k].detach() * (power / math.factorial(k + 1))
                xs.append(_wrap(x))
            out = fn(*xs)
            many = isinstance(out, (tuple, list)) and len(out) > 1
            outs = list(out) if isinstance(out, (tuple, list)) else [out]
            level = [o._data() for o in outs]
            orders = [[y.detach()] for y in level]
            for _ in range(n):
                level = _d_dt(level, t)
                for acc, y in zip(orders, level):
                    acc.append(y.detach())
    finally:
        GRAD_DEPTH[0] -= 1
    return [_K_array.stack(acc, 0) for acc in orders], many


def jet(fn: Callable, primals: Tensor | tuple, series: Tensor | tuple) -> tuple:
    """Higher-order derivatives of ``fn`` along a Taylor series of its inputs. Mirrors ``mindspore.ops.jet`` (2.10).

    ``primals`` is a Tensor (or a tuple of Tensors, one per input of ``fn``), ``series`` a Tensor of shape
    ``(n, *primals.shape)`` (or a tuple of them): ``series[k]`` is the ``(k+1)``-th derivative of the input
    along the curve (a Tensor of ``primals``' own shape counts as ``n = 1``). Returns ``(out_primals,
    out_series)``: ``fn(primals)`` and a Tensor of shape ``(n, *out.shape)`` holding the 1st to ``n``-th
    derivatives of the output along that curve (Faà di Bruno's formula; with ``series = [1, 0, ...]`` these are
    the plain derivatives). When ``fn`` returns several outputs both are lists, one entry per output.
    int32/int64 inputs are computed as float32; float32/float64 keep their dtype.

    Raises:
        TypeError: ``primals`` and ``series`` not both Tensors or both tuples (MindSpore's ``F.jet`` message),
            or a dtype outside int32/int64/float32/float64, or primals and series of different dtypes.
        ValueError: a series element of another shape than its primal, or tuples of different lengths.

    Differences: computed by nested reverse-mode derivatives in torch (each order differentiates the previous
    one), not MindSpore's Taylor-mode graph pass; values agree to float rounding.
    """
    if not (isinstance(primals, Tensor) and isinstance(series, Tensor)) and not (
        isinstance(primals, tuple) and isinstance(series, tuple)
    ):
        raise _errors.type_error("F.jet", "the 'primals' and `series` must be both Tensor or tuple.")
    if isinstance(primals, Tensor):
        pairs = [(primals, series)]
    else:
        if len(primals) != len(series):
            raise ValueError("The lengths of primals and series must be the same.")
        pairs = list(zip(primals, series))
    ps, ss = [], []
    for p, s in pairs:
        if p.dtype not in _TAYLOR_DTYPES or p.dtype != s.dtype:
            raise TypeError(_JET_DTYPE_MSG)
        pt, st = _as_float(p._data()), _as_float(s._data())
        if isinstance(primals, Tensor):
            if tuple(pt.shape) == tuple(st.shape):
                st = st.unsqueeze(0)
            elif tuple(pt.shape) != tuple(st.shape[1:]):
                raise ValueError("In series, the shape of each element must be the same as the primals.")
        ps.append(pt)
        ss.append(st)
    stacks, many = _taylor(fn, ps, ss)
    if many:
        return [_wrap(s[0]) for s in stacks], [_wrap(s[1:]) for s in stacks]
    return _wrap(stacks[0][0]), _wrap(stacks[0][1:])


def derivative(fn: Callable, primals: Tensor | tuple, order: int) -> tuple:
    """The ``order``-th derivative of ``fn`` at ``primals``. Mirrors ``mindspore.ops.derivative`` (2.10).

    The first derivative of every input is set to 1 and the higher ones to 0 (for a tuple of inputs, the
    derivative along all of them at once: ``d^n/dt^n fn(x + t, y + t)``). Returns ``(out_primals, out_series)``:
    ``fn(primals)`` and the ``order``-th derivative, a Tensor of the output's shape (lists of them when ``fn``
    returns several outputs). int32/int64 inputs are computed as float32; float32/float64 keep their dtype.

    Raises:
        TypeError: ``order`` not an int; an input dtype outside int32/int64/float32/float64 (MindSpore's
            ``F.derivative`` messages).
        ValueError: ``order`` below 1.

    Differences: computed by nested reverse-mode derivatives in torch, not MindSpore's Taylor-mode graph pass.
    """
    if not isinstance(order, int):
        raise TypeError("For `F.derivative`, the type of order must be int.")
    if order < 1:
        raise ValueError(f"For `F.derivative`, value of order should not be less than 1, but got {order}.")
    items = list(primals) if isinstance(primals, tuple) else [primals]
    ps, ss = [], []
    for p in items:
        if p.dtype not in _TAYLOR_DTYPES:
            raise TypeError(_DERIVATIVE_DTYPE_MSG)
        pt = _as_float(p._data())
        s = _creation.zeros_like(pt).unsqueeze(0).repeat((order,) + (1,) * pt.dim())
        s[0] = 1
        ps.append(pt)
        ss.append(s)
    stacks, many = _taylor(fn, ps, ss)
    if many:
        return [_wrap(s[0]) for s in stacks], [_wrap(s[-1]) for s in stacks]
    return _wrap(stacks[0][0]), _wrap(stacks[0][-1])


def linearize(fn: Callable, inputs: Tensor | tuple | list) -> tuple:
    """``(fn(*inputs), jvp_fn)``: ``fn``'s output and a function of tangents ``v`` (a Tensor, or a tuple/list
    with one Tensor per input) returning the Jacobian-vector product at ``inputs``. Mirrors
    ``mindspore.ops.functional.linearize`` / ``ops.linearize`` (2.10).

    Raises:
        TypeError: ``inputs`` not a Tensor, tuple or list (``The inputs type must be a Tensor, tuple or list of
            Tensors.``); ``jvp_fn`` given a tuple/list for a one-input ``fn`` (MindSpore's graph type-join error:
            one input takes a Tensor tangent).

    Differences: ``jvp_fn`` re-evaluates ``fn`` for each call (as ``ops.jvp``), where MindSpore keeps the
    linearized graph.
    """
    if not isinstance(inputs, (Tensor, tuple, list)):
        raise TypeError("The inputs type must be a Tensor, tuple or list of Tensors.")
    args = (inputs,) if isinstance(inputs, Tensor) else tuple(inputs)
    output = fn(*args)

    def jvp_fn(v: Tensor | tuple | list) -> Any:
        """The Jacobian-vector product of ``fn`` at the linearization point with tangents ``v``."""
        if len(args) == 1 and isinstance(v, (tuple, list)):
            # MindSpore's compiled jvp pairs a one-input linearization with a Tensor tangent only
            raise TypeError("Type Join Failed: Abstract type AbstractTuple cannot join with AbstractTensor.")
        vs = tuple(v) if isinstance(v, (tuple, list)) else (v,)
        return jvp(fn, args, vs)[1]

    return output, jvp_fn
