"""Optimizer-update kernels: the one Adam update behind every Adam-family optimizer and primitive.

``nn.Adam``, ``nn.AdamWeightDecay``, the ``ops.Adam`` (ApplyAdam) primitive, ``mint.optim.Adam``/``AdamW``/
``FusedAdamW`` and ``experimental.optim.Adam``/``AdamW`` call :func:`adam`; they differ only in where the bias
corrections go (folded into the step size as MindSpore's ``Adam`` kernels do, or dividing ``sqrt(v)`` as torch's
and MindSpore's ``AdamW`` kernels do), in weight decay, Nesterov momentum and AMSGrad, which are arguments here.
Updates are in place, over lists of torch tensors (torch's ``_foreach`` kernels), under ``torch.no_grad``.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch

__all__ = ["adam", "sgd", "momentum"]


@torch.no_grad()
def adam(
    params: Sequence[torch.Tensor],
    grads: Sequence[torch.Tensor],
    m: Sequence[torch.Tensor],
    v: Sequence[torch.Tensor],
    *,
    beta1: float,
    beta2: float,
    eps: float,
    lr,
    bias2_sqrt: float | None = None,
    nesterov: bool = False,
    vhat: Sequence[torch.Tensor] | None = None,
    decay: Sequence | None = None,
) -> None:
    """One Adam step over ``params`` in place.

    ``m = beta1 * m + (1 - beta1) * g`` (as a lerp), ``v = beta2 * v + (1 - beta2) * g * g``; the direction is
    ``num / (sqrt(v') / bias2_sqrt + eps)`` with ``num = m`` (Nesterov: ``beta1 * m + (1 - beta1) * g``) and
    ``v' = v`` (AMSGrad, ``vhat`` given: ``vhat = max(vhat, v)``, ``v' = vhat``); ``bias2_sqrt`` None divides by
    nothing (MindSpore's ``Adam`` kernels fold ``sqrt(1 - beta2^t)`` into ``lr``). With ``decay`` (one factor or
    None per parameter) ``decay * param`` is added to the direction (``AdamWeightDecay``). Finally ``param -=
    lr * direction``: ``lr`` one float, or one value (float or 0-d tensor) per parameter.
    """
    params, grads, m, v = list(params), list(grads), list(m), list(v)
    torch._foreach_lerp_(m, grads, 1.0 - beta1)
    torch._foreach_mul_(v, beta2)
    torch._foreach_addcmul_(v, grads, grads, value=1.0 - beta2)
    src = v
    if vhat is not None:
        vhat = list(vhat)
        torch._foreach_maximum_(vhat, v)
        src = vhat
    denom = torch._foreach_sqrt(src)
    if bias2_sqrt is not None:
        torch._foreach_div_(denom, bias2_sqrt)
    torch._foreach_add_(denom, eps)
    if nesterov:
        num = torch._foreach_add(torch._foreach_mul(m, beta1), torch._foreach_mul(grads, 1.0 - beta1))
    else:
        num = m
    upd = list(torch._foreach_div(num, denom))
    if decay is not None:
        for i, d in enumerate(decay):
            if d is not None:
                upd[i] = upd[i] + params[i] * d
    if isinstance(lr, (list, tuple)):
        for p, u, rate in zip(params, upd, lr, strict=True):
            p.sub_(u * rate)
    else:
        torch._foreach_add_(params, upd, alpha=-lr)


# elements per block (4 MiB of float32): the block stays in cache until the subtraction reads it, and a model of
# small layers takes one block per parameter (1 << 16 cost 25% more on an MLP, 1 << 30 35% more on 47M elements)
_SGD_CHUNK = 1 << 20


@torch.no_grad()
def sgd(
    params: Sequence[torch.Tensor],
    grads: Sequence[torch.Tensor],
    lrs: Sequence,
    momentum: float = 0.0,
    dampening: float = 0.0,
    nesterov: bool = False,
    accums: Sequence[torch.Tensor] | None = None,
    stats: Sequence[torch.Tensor] | None = None,
    scratch: dict | None = None,
) -> None:
    """MindSpore's SGD update, in place: ``param -= lr * g`` (``nn.SGD``, the ``SGD`` kernel).

    With ``momentum > 0`` each parameter has an accumulator and a first-step flag (``stats``, nonzero until the
    first step): on the first step ``accum = grad``, later ``accum = momentum * accum + (1 - dampening) * grad``;
    ``g`` is ``grad + momentum * accum`` with ``nesterov``, else ``accum``. Without momentum the product
    ``lr * grad`` is rounded before the subtraction, as MindSpore's kernel computes it, block by block through
    one small buffer kept in ``scratch`` between steps (no tensor the size of each parameter per step).
    """
    if momentum == 0.0:
        if _foreach_sgd(params, grads, lrs):
            return
        for p, g, lr in zip(params, grads, lrs):
            if g.dtype != p.dtype or g.shape != p.shape or not (g.is_contiguous() and p.is_contiguous()):
                p.sub_(g * lr)
                continue
            n = g.numel()
            buf = _scratch(scratch, min(n, _SGD_CHUNK), g)
            if n <= _SGD_CHUNK:
                torch.mul(g.view(-1), lr, out=buf)
                p.view(-1).sub_(buf)
                continue
            pf, gf = p.view(-1), g.view(-1)
            for start in range(0, n, _SGD_CHUNK):
                stop = min(start + _SGD_CHUNK, n)
                b = buf[: stop - start]
                torch.mul(gf[start:stop], lr, out=b)
                pf[start:stop].sub_(b)
        return
    for p, g, acc, st, lr in zip(params, grads, accums, stats, lrs):
        acc.copy_(torch.where(st > 0, g, acc * momentum + g * (1.0 - dampening)))
        st.zero_()
        g = g + acc * momentum if nesterov else acc
        p.sub_(g * lr)


# at most this many elements in all take the fused path of :func:`_foreach_sgd` (its products are one temporary
# of the parameters' size; beyond this, the blocked loop through a small buffer is faster)
_SGD_FOREACH_MAX = 1 << 22


def _foreach_sgd(params: Sequence[torch.Tensor], grads: Sequence[torch.Tensor], lrs: Sequence) -> bool:
    """``param -= lr * grad`` for every pair in two fused torch calls (the rounded products first, then the
    subtraction, bit for bit the per-parameter loop's result), when one rate serves all, every tensor has the
    rate's dtype and its parameter's shape, and the parameters are small (at most ``_SGD_FOREACH_MAX`` elements in
    all). Returns False (nothing done) otherwise."""
    if not params or len(params) != len(grads):
        return False
    lr = lrs[0]
    dt = lr.dtype if isinstance(lr, torch.Tensor) else None
    total = 0
    for p, g, r in zip(params, grads, lrs):
        if r is not lr or p.dtype is not dt or g.dtype is not dt or g.shape != p.shape:
            return False
        total += p.numel()
    if total > _SGD_FOREACH_MAX:
        return False
    params, grads = list(params), list(grads)
    torch._foreach_sub_(params, torch._foreach_mul(grads, lr))
    return True


def _scratch(holder: dict | None, n: int, like: torch.Tensor) -> torch.Tensor:
    """``n`` elements of a flat buffer of ``like``'s dtype and device, kept in ``holder`` between calls."""
    flat = None if holder is None else holder.get("buf")
    if flat is None or flat.dtype != like.dtype or flat.device != like.device or flat.numel() < n:
        flat = torch.empty(max(n, 0 if flat is None else flat.numel()), dtype=like.dtype, device=like.device)
        if holder is not None:
            holder["buf"] = flat
    return flat[:n]


@torch.no_grad()
def momentum(
    params: Sequence[torch.Tensor],
    grads: Sequence[torch.Tensor],
    moments: Sequence[torch.Tensor],
    mom: torch.Tensor | float,
    lrs: Sequence,
    nesterov: bool = False,
    scratch: dict | None = None,
) -> None:
    """MindSpore's Momentum update (``nn.Momentum``, the ``ApplyMomentum`` kernel), in place.

    ``moment = momentum * moment + grad``; ``param -= lr * moment``, or with ``nesterov``
    ``param -= lr * (grad + momentum * moment)``. The product with ``lr`` is rounded before the subtraction, as
    MindSpore's kernel computes it, through :func:`sgd`'s small reused buffer (no full-size copy per step).
    """
    torch._foreach_mul_(moments, mom)
    torch._foreach_add_(moments, grads)
    upd = torch._foreach_add(grads, torch._foreach_mul(moments, mom)) if nesterov else moments
    sgd(params, upd, lrs, scratch=scratch)
