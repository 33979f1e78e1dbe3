"""Float16 rules: how MindSpore 2.10's CPU kernels compute activations and unary math in half precision.

Torch computes a Float16 op in Float32 and rounds once. MindSpore's CPU kernels do that for some ops and, for
others, compute the formula step by step in Float16, each step rounded to half (found by comparing every
Float16 value in [-10, 10] with MindSpore 2.10; the golden case ``ops_nn/float16_activations`` records them).
The kernels of these ops call the functions here for a Float16 input:

- step by step in Float16: ``sigmoid = 1 / (1 + exp(-x))``, ``silu = x * sigmoid(x)``, ``logsigmoid =
  log(sigmoid(x))``, ``softmax = exp(x - max) / sum`` (the sum accumulated in Float32, rounded to half),
  ``softmin = softmax(-x)``, ``expm1 = exp(x) - 1``, ``log1p = log(1 + x)``, ``rsqrt = 1 / sqrt(x)``,
  ``leaky_relu = x * alpha`` with ``alpha`` rounded to half first, exact ``gelu = (x * (1 + erf(x / sqrt(2)))) *
  0.5`` (``erf`` in Float32, rounded), ``selu = x * scale`` above 0, else ``(alpha * scale) * expm1(x)`` with
  both constants rounded to half;
- in Float32, rounded once: ``log_softmax``, ``erf``, ``softsign``, and ``tanh`` by MindSpore's own rational
  approximation (nnacl's ``TanhOpt``: a Pade approximant, clamped to +-1 beyond |x| > 5, so ``tanh(4.45)`` is
  1.0 in half), also inside ``tanhshrink = x - tanh(x)``.

Each step of a half formula is one torch Float16 op (computed in Float32, rounded to half), so the roundings
fall where MindSpore's do.

Inside a graph (GRAPH_MODE or ``jit``), MindSpore's CPU backend picks a Float32 kernel for an op that has no Float16
one (``Conv2D``, ``BatchNorm``, ``MatMul``, ``BiasAdd``) and inserts a cast only where the device dtypes of two
kernels differ (``InsertCastCPU``: the producer's device dtype against the consumer's), so a value passed from one
such kernel to the next stays Float32 and is not rounded to half in between (a Float16 ``Conv2D`` followed by
``BatchNorm`` normalises the unrounded convolution; ``MatMul`` then ``BiasAdd`` rounds once). PyNative runs each op
alone and rounds every output. :func:`keep_float32` returns a kernel's half output carrying its Float32 value
while a graph runs, and :func:`as_float32` gives a Float32-only kernel that value (or the half input widened).
"""

from __future__ import annotations

import torch

from .._state import STAGED_DEPTH

__all__ = [
    "keep_float32",
    "as_float32",
    "sigmoid",
    "silu",
    "logsigmoid",
    "softmax",
    "softmin",
    "log_softmax",
    "expm1",
    "log1p",
    "rsqrt",
    "erf",
    "softsign",
    "leaky_relu",
    "gelu",
    "selu",
    "tanh",
    "tanhshrink",
]

_H = torch.float16
_F32 = "_ms_float32"  # the attribute of a half torch tensor holding its unrounded Float32 value in a graph


def keep_float32(r32: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """``r32`` (a Float32-only kernel's result) rounded to ``dtype``; while a graph runs (``STAGED_DEPTH``), the
    rounded tensor keeps ``r32`` for the next Float32-only kernel (:func:`as_float32`), as MindSpore's CPU graphs
    pass it on unrounded. Only Float16 on the CPU, where MindSpore inserts these casts."""
    out = r32.to(dtype)
    if STAGED_DEPTH[0] and dtype is _H and out.device.type == "cpu":
        setattr(out, _F32, (r32, out._version))
    return out


def as_float32(t: torch.Tensor) -> torch.Tensor:
    """The Float32 value a Float32-only kernel computes from the half ``t``: the unrounded result ``t`` carries from
    the Float32-only kernel that made it inside a graph (:func:`keep_float32`, unless ``t`` was written in place
    since), else ``t`` widened."""
    kept = getattr(t, _F32, None)
    if kept is not None and kept[1] == t._version:  # not written in place since
        return kept[0]
    return t.float()


def sigmoid(t: torch.Tensor) -> torch.Tensor:
    """Float16 ``1 / (1 + exp(-x))``, each step rounded to half."""
    return torch.reciprocal(1 + torch.exp(-t))


def silu(t: torch.Tensor) -> torch.Tensor:
    """Float16 ``x * sigmoid(x)`` with the half :func:`sigmoid`."""
    return t * sigmoid(t)


def logsigmoid(t: torch.Tensor) -> torch.Tensor:
    """Float16 ``log(sigmoid(x))`` with the half :func:`sigmoid` (0 once the sigmoid rounds to 1)."""
    return torch.log(sigmoid(t))


def softmax(t: torch.Tensor, dim: int) -> torch.Tensor:
    """Float16 softmax along ``dim``: ``e = exp(x - max)`` in half, the sum of ``e`` in Float32 rounded to half,
    then ``e / sum`` rounded to half."""
    e = torch.exp(t - torch.amax(t, dim, keepdim=True))
    return e / torch.sum(e, dim, keepdim=True, dtype=torch.float32).to(_H)


def softmin(t: torch.Tensor, dim: int) -> torch.Tensor:
    """Float16 ``softmax(-x)`` (see :func:`softmax`)."""
    return softmax(-t, dim)


def log_softmax(t: torch.Tensor, dim: int) -> torch.Tensor:
    """Float16 log-softmax computed in Float32 and rounded once."""
    return torch.log_softmax(t.float(), dim).to(_H)


def expm1(t: torch.Tensor) -> torch.Tensor:
    """Float16 ``exp(x) - 1``, each step rounded to half."""
    return torch.exp(t) - 1


def log1p(t: torch.Tensor) -> torch.Tensor:
    """Float16 ``log(1 + x)``, each step rounded to half."""
    return torch.log(1 + t)


def rsqrt(t: torch.Tensor) -> torch.Tensor:
    """Float16 ``1 / sqrt(x)``, each step rounded to half."""
    return torch.reciprocal(torch.sqrt(t))


def erf(t: torch.Tensor) -> torch.Tensor:
    """Float16 erf computed in Float32 and rounded once (torch's half erf differs in the last place)."""
    return torch.erf(t.float()).to(_H)


def softsign(t: torch.Tensor) -> torch.Tensor:
    """Float16 ``x / (1 + |x|)`` computed in Float32 and rounded once."""
    f = t.float()
    return (f / (1 + f.abs())).to(_H)


def leaky_relu(t: torch.Tensor, alpha: float) -> torch.Tensor:
    """Float16 ``x if x > 0 else x * alpha``, ``alpha`` rounded to half before the (half) product."""
    return torch.where(t > 0, t, t * torch.tensor(alpha, dtype=_H, device=t.device))


_SQRT2 = 1.4142135623730951


def gelu(t: torch.Tensor) -> torch.Tensor:
    """Float16 exact GELU ``(x * (1 + erf(x / sqrt(2)))) * 0.5``, each step rounded to half (``erf`` computed in
    Float32; ``x * 2`` overflows to inf near the top of the range, as in MindSpore)."""
    h = torch.tensor
    return (t * (1 + erf(t / h(_SQRT2, dtype=_H, device=t.device)))) * h(0.5, dtype=_H, device=t.device)


_SELU_ALPHA, _SELU_SCALE = 1.6732632423543772, 1.0507009873554805


def selu(t: torch.Tensor) -> torch.Tensor:
    """Float16 SELU: ``x * scale`` where ``x > 0``, else ``(alpha * scale) * expm1(x)``, the constants rounded to
    half and each product rounded to half (``expm1`` computed in Float32, rounded)."""
    h = torch.tensor
    pos = t * h(_SELU_SCALE, dtype=_H, device=t.device)
    neg = h(_SELU_ALPHA * _SELU_SCALE, dtype=_H, device=t.device) * torch.expm1(t)
    return torch.where(t > 0, pos, neg)


def _tanh_opt(f: torch.Tensor) -> torch.Tensor:
    sq = f * f
    a = (((sq + 378.0) * sq + 17325.0) * sq + 135135.0) * f
    b = ((28.0 * sq + 3150.0) * sq + 62370.0) * sq + 135135.0
    r = a / b
    return torch.where(f > 5.0, 1.0, torch.where(f < -5.0, -1.0, r))


def tanh(t: torch.Tensor) -> torch.Tensor:
    """Float16 tanh as MindSpore's CPU kernel computes it: its Pade approximant in Float32 (clamped to +-1 beyond
    |x| > 5), rounded to half. The gradient is tanh's own (``1 - tanh**2``)."""
    with torch.no_grad():
        y = _tanh_opt(t.float()).to(_H)
    if not t.requires_grad:
        return y
    exact = torch.tanh(t)
    return exact + (y - exact).detach()


def tanhshrink(t: torch.Tensor) -> torch.Tensor:
    """Float16 ``x - tanh(x)`` with the half :func:`tanh`, rounded to half."""
    return t - tanh(t)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
