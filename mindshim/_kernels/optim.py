"""Optimizer-update kernels: the one Adam update behind every Adam-family optimizer and primitive.

``nn.Adam``, ``nn.AdamWeightDecay``, the ``ops.Adam`` (ApplyAdam) primitive, ``mint.optim.Adam``/``AdamW``/
``FusedAdamW`` and ``experimental.optim.Adam``/``AdamW`` call :func:`adam`; they differ only in where the bias
corrections go (folded into the step size as MindSpore's ``Adam`` kernels do, or dividing ``sqrt(v)`` as torch's
and MindSpore's ``AdamW`` kernels do), in weight decay, Nesterov momentum and AMSGrad, which are arguments here.
Updates are in place, over lists of torch tensors (torch's ``_foreach`` kernels), under ``torch.no_grad``.
With ``set_context(deterministic="ON")`` / ``mindspore.set_deterministic(True)``, float32 parameters without
AMSGrad or a ``sqrt(v)`` bias correction (``nn.Adam``, ``ops.Adam``, ``experimental.optim.Adam``: MindSpore's
``Adam`` kernel; ``AdamWeightDecay``'s) take MindSpore's float32 kernel arithmetic bit for bit, which gives the same
bits on every CPU (:func:`_adam_fp32`, :func:`_adam_weight_decay_fp32`), at about ten times the cost of an update;
by default torch's fused ``_foreach`` kernels compute the same formulas (the same values within float32 rounding,
whose last bits depend on the ISA ATen and MKL choose).

``experimental.optim``'s torch-style optimizers (``Adadelta``, ``Adagrad``, ``Adamax``, ``ASGD``, ``NAdam``,
``RAdam``, ``RMSprop``) update a parameter group at a time through the ``*_ext`` kernels, over lists with torch's
``_foreach`` kernels; their scalar coefficients are computed by the optimizer in float32, as MindSpore's jit does.

The other optimizers' updates (``nn.Adagrad``, ``nn.Adadelta``, ``nn.Adamax``, ``nn.ASGD``, ``nn.FTRL``,
``nn.ProximalAdagrad``, ``nn.Lamb``, ``nn.LARS``, ``nn.Rprop``, ``nn.AdaFactor``, ``experimental.optim.Rprop``)
are kernels over one parameter and its state, called once per parameter by the optimizer's step (which runs
under ``torch.no_grad``); they reproduce MindSpore's rounding order. :func:`state_like` and :func:`as_tensor`
make optimizer state and read gradients.

The optimizer primitives (``ops.ApplyMomentum``, ``ops.SGD``, ``ops.Adam``) call :func:`momentum`, :func:`sgd`
and :func:`adam`; the other Apply* primitives (``ApplyRMSProp``, ``ApplyAdagrad``, ``ApplyFtrl``, ...) keep their
CPU kernels' own rounding order in the ``apply_*`` kernels, over their slot tensors and :func:`hyper` scalars.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import torch

from .._state import CONTEXT

__all__ = [
    "state_like",
    "as_tensor",
    "add_weight_decay",
    "adam_rates",
    "adam_kernel_rate",
    "adam",
    "sgd",
    "momentum",
    "adagrad",
    "adadelta",
    "adamax",
    "asgd",
    "ftrl",
    "proximal_adagrad",
    "hyper",
    "apply_rmsprop",
    "prox",
    "apply_gradient_descent",
    "apply_proximal_gradient_descent",
    "apply_adagrad",
    "apply_adamax",
    "apply_adadelta",
    "apply_sign",
    "apply_proximal_adagrad",
    "apply_ftrl",
    "apply_sgd",
    "bias_correction",
    "lamb",
    "lars_update",
    "rprop",
    "rprop_ext",
    "adafactor_rates",
    "adafactor",
    "scale_grads",
    "thor_layernorm_grad",
    "thor_decay",
    "maximize_decay",
    "decoupled_decay",
    "adamw_ext",
    "adadelta_ext",
    "adagrad_ext",
    "adamax_ext",
    "asgd_ext",
    "nadam_ext",
    "radam_ext",
    "rmsprop_ext",
    "fused_cast_adam_weight_decay",
]


def state_like(t: torch.Tensor, init="zeros") -> torch.Tensor:
    """Optimizer state shaped and typed like ``t``: zeros, ones or the float ``init`` (``Parameter.clone``'s
    ``init``, ``Optimizer``'s moment buffers)."""
    if init == "zeros":
        return torch.zeros_like(t)
    if init == "ones":
        return torch.ones_like(t)
    return torch.full_like(t, float(init))


def as_tensor(x) -> torch.Tensor:
    """``x`` (a gradient given as a number or array) as a torch tensor."""
    return torch.as_tensor(x)


def add_weight_decay(g: torch.Tensor, p: torch.Tensor, weight_decay: float) -> torch.Tensor:
    """``g + weight_decay * p`` in one rounding (``experimental.optim``'s weight decay, torch's ``add(alpha=)``)."""
    return torch.add(g, p, alpha=weight_decay)


def adam_rates(beta1_power: torch.Tensor, beta2_power: torch.Tensor, beta1: float, beta2: float, lrs) -> list:
    """``nn.Adam``'s step prologue: advance the powers (``*= beta``) and fold the bias corrections into each rate:
    ``lr * sqrt(1 - beta2_power) / (1 - beta1_power)``, in float32 and in that order, as MindSpore's Adam kernel
    computes it."""
    beta1_power.mul_(beta1)
    beta2_power.mul_(beta2)
    root, den = torch.sqrt(1.0 - beta2_power).reshape(()), (1.0 - beta1_power).reshape(())
    return [lr * root / den for lr in lrs]


def adam_kernel_rate(lr, beta1_power, beta2_power) -> float:
    """The step size MindSpore's ``Adam`` kernel folds its bias corrections into (``ops.Adam``), in float32:
    ``lr * sqrt(1 - beta2_power) / (1 - beta1_power)``."""
    f32 = np.float32
    one = f32(1)
    return float(f32(lr) * np.sqrt(one - f32(beta2_power)) / (one - f32(beta1_power)))


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
    if not params:
        return
    exact = bias2_sqrt is None and vhat is None and _bit_exact()
    if exact and decay is None and all(p.dtype == torch.float32 for p in params):
        _adam_fp32(params, grads, m, v, beta1, beta2, eps, lr, nesterov)
        return
    if exact and decay is not None and not nesterov:
        if all(p.dtype == torch.float32 for p in params):
            _adam_weight_decay_fp32(params, grads, m, v, beta1, beta2, eps, lr, decay)
            return
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


def _bit_exact() -> bool:
    """Whether MindSpore's deterministic mode is on: optimizer kernels then reproduce its float32 bits exactly."""
    return CONTEXT.values.get("deterministic") == "ON"


def _fma32(a: torch.Tensor, b, c: torch.Tensor) -> torch.Tensor:
    """``a * b + c`` rounded once to float32, as an FMA instruction rounds it: the product of two float32 values is
    exact in float64, so only the float64 sum and the final cast round (the two roundings differ from one only when
    the float64 sum lands exactly halfway between two float32 values). The same bits on every CPU: no torch kernel
    here may or may not fuse, whatever ISA ATen dispatches to."""
    b = b.double() if isinstance(b, torch.Tensor) else b
    return torch.add(c.double(), a.double() * b).float()


def _flat(ts) -> torch.Tensor:
    """The float32 elements of ``ts``, one after the other, in one new tensor."""
    return torch.cat([t.reshape(-1).to(torch.float32) for t in ts])


def _per_element(values, sizes: list) -> torch.Tensor | float:
    """One float32 hyperparameter per tensor (numbers or 0-d tensors) as a float when all are the same number,
    else spread over each tensor's ``sizes`` elements."""
    if all(not isinstance(x, torch.Tensor) for x in values) and len(set(values)) == 1:
        return float(np.float32(values[0]))
    vals = torch.stack([torch.as_tensor(x).to(torch.float32).reshape(()) for x in values])
    return torch.repeat_interleave(vals, torch.tensor(sizes, device=vals.device))


def _unflat(flat: torch.Tensor, ts, sizes: list) -> None:
    """Write ``flat`` back into the tensors ``ts`` (the inverse of :func:`_flat`)."""
    for t, part in zip(ts, flat.split(sizes), strict=True):
        t.copy_(part.view(t.shape))


def _adam_moments_fp32(G: torch.Tensor, M: torch.Tensor, V: torch.Tensor, c1: float, c2: float) -> tuple:
    """MindSpore's fused float32 moment updates over flat ``G``/``M``/``V``: ``m = fma(g - m, c1, m)``,
    ``v = fma(fma(g, g, -v), c2, v)`` (see :func:`_fma32`: ``alpha`` times a float32 value is exact in float64,
    fused or not). Returns the new ``(m, v, g as float64)``."""
    G64 = G.double()
    M = M.double().add_((G - M).double(), alpha=c1).float()
    V64 = V.double()
    inner = torch.addcmul(V64.neg(), G64, G64).float()  # fma(g, g, -v), rounded to float32
    return M, V64.add_(inner.double(), alpha=c2).float(), G64


_TAILS: dict = {}


def _tail_mask(sizes: list) -> torch.Tensor | None:
    """Over the flat elements of tensors of ``sizes``: True on each tensor's last ``numel % 8`` (None if none)."""
    key = tuple(sizes)
    if key not in _TAILS:
        if len(_TAILS) > 64:
            _TAILS.clear()
        parts = [torch.arange(n) >= n - n % 8 for n in sizes]
        mask = torch.cat(parts) if parts else torch.zeros(0, dtype=torch.bool)
        _TAILS[key] = mask if bool(mask.any()) else None
    return _TAILS[key]


def _adam_fp32(params, grads, m, v, beta1: float, beta2: float, eps: float, lr, nesterov: bool) -> None:
    """MindSpore's float32 ``Adam`` CPU kernel (nnacl's ``AdamFp32``, behind ``ops.Adam``, ``nn.Adam`` and
    ``experimental.optim.Adam``), element by element in its order and roundings: ``m = fma(g - m, 1 - beta1, m)``;
    ``v = fma(fma(g, g, -v), 1 - beta2, v)``; ``num = m`` (Nesterov: ``fma(1 - beta1, g, m * beta1)``);
    ``param -= (lr * num) / (sqrt(v) + eps)`` in float32 (``1 - beta`` too) over the elements its 16- and 8-wide
    vector loops cover, and for the last ``numel % 8`` elements (its scalar loop) ``sqrt``, ``+ eps``, the division
    and the subtraction in float64, rounded to float32 once. Each step is one correctly rounded operation, so the
    result does not depend on the machine (torch's fused ``lerp``/``addcmul`` kernels use FMA under AVX2/AVX-512
    and not under the default ISA; its float32 ``sqrt`` is MKL's, off by an ulp for about one value in five, so
    the root is taken in float64). Known difference: a parameter large enough for MindSpore to split across its
    threads has scalar tails at each split too; here only at its end (a last-bit difference on those elements)."""
    f32 = np.float32
    c1, c2 = float(f32(1) - f32(beta1)), float(f32(1) - f32(beta2))
    b1, eps = float(f32(beta1)), float(f32(eps))
    sizes = [p.numel() for p in params]
    rate = _per_element(lr if isinstance(lr, (list, tuple)) else [lr] * len(params), sizes)
    G, P = _flat(grads), _flat(params)
    M, V, G64 = _adam_moments_fp32(G, _flat(m), _flat(v), c1, c2)
    num = (M * b1).double().add_(G64, alpha=c1).float() if nesterov else M
    step = num * rate
    root = V.double().sqrt_()  # float32 sqrt on CPU goes through MKL's VML: not correctly rounded
    out = P - step / (root.float() + eps)
    tail = _tail_mask(sizes)
    if tail is not None:
        tail = tail.to(P.device)
        out[tail] = (P[tail].double() - step[tail].double() / (root[tail] + eps)).float()
    _unflat(M, m, sizes)
    _unflat(V, v, sizes)
    _unflat(out, params, sizes)


def _adam_weight_decay_fp32(params, grads, m, v, beta1: float, beta2: float, eps: float, lrs, decay) -> None:
    """MindSpore's float32 ``AdamWeightDecay`` CPU kernel (``nn.AdamWeightDecay``), in its order and roundings:
    ``m`` and ``v`` as :func:`_adam_fp32` updates them (fused, float32), then in float64, rounded to float32 once,
    ``param - lr * (m / (sqrt(v) + eps) + weight_decay * param)`` (``weight_decay`` 0 where ``decay`` is None).
    Every step is correctly rounded, so the result is the same on every CPU. Known difference: MindSpore's own
    float64 expression is compiled with fused multiply-adds, so about one element in 2,000 differs in its last
    bit."""
    f32 = np.float32
    c1, c2 = float(f32(1) - f32(beta1)), float(f32(1) - f32(beta2))
    eps = float(f32(eps))
    sizes = [p.numel() for p in params]
    rate = _per_element(lrs if isinstance(lrs, (list, tuple)) else [lrs] * len(params), sizes)
    wd = _per_element([0.0 if d is None else d for d in decay], sizes)
    M, V, q = _adam_moments_fp32(_flat(grads), _flat(m), _flat(v), c1, c2)
    P64 = _flat(params).double()
    q.copy_(V).sqrt_().add_(eps)
    q = torch.div(M.double(), q, out=q)
    q.add_(P64 * (wd.double() if isinstance(wd, torch.Tensor) else wd))
    out = (P64 - q * (rate.double() if isinstance(rate, torch.Tensor) else rate)).float()
    _unflat(M, m, sizes)
    _unflat(V, v, sizes)
    _unflat(out, params, sizes)


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


def adagrad(p: torch.Tensor, g: torch.Tensor, acc: torch.Tensor, lr, update_slots: bool = True) -> None:
    """MindSpore's ``ApplyAdagrad`` (``nn.Adagrad``) on one parameter, in place: ``acc += g * g`` (when
    ``update_slots``), ``p -= lr * g / sqrt(acc)``."""
    if update_slots:
        acc.addcmul_(g, g)
    p.sub_(lr * g / torch.sqrt(acc))


def adadelta(p: torch.Tensor, g: torch.Tensor, acc: torch.Tensor, acc_up: torch.Tensor, lr, rho: float,
             eps: float) -> None:  # fmt: skip
    """MindSpore's ``ApplyAdadelta`` (``nn.Adadelta``) on one parameter, in place: ``acc = rho * acc + (1 - rho) *
    g * g``; ``update = sqrt(acc_up + eps) / sqrt(acc + eps) * g``; ``acc_up = rho * acc_up + (1 - rho) * update *
    update``; ``p -= lr * update``."""
    acc.mul_(rho).addcmul_(g, g, value=1.0 - rho)
    update = torch.sqrt(acc_up + eps) / torch.sqrt(acc + eps) * g
    acc_up.mul_(rho).addcmul_(update, update, value=1.0 - rho)
    p.sub_(lr * update)


def adamax(p: torch.Tensor, g: torch.Tensor, m: torch.Tensor, v: torch.Tensor, lr, beta1: float, beta2: float,
           eps: float, beta1_power: torch.Tensor) -> None:  # fmt: skip
    """MindSpore's ``ApplyAdaMax`` (``nn.AdaMax``) on one parameter, in place: ``m = lerp(m, g, 1 - beta1)``,
    ``v = max(beta2 * v, |g|)``, ``p -= lr / (1 - beta1_power) * m / (v + eps)``."""
    m.lerp_(g, 1.0 - beta1)
    torch.maximum(v * beta2, g.abs(), out=v)
    p.sub_((lr / (1.0 - beta1_power)) * m / (v + eps))


def asgd(p: torch.Tensor, g: torch.Tensor, mu: torch.Tensor, eta: torch.Tensor, ax: torch.Tensor, lr,
         step: float, lambd: float, alpha: float, t0: float) -> None:  # fmt: skip
    """MindSpore's ``nn.ASGD`` step ``step`` on one parameter, in place (float32 ``mu``/``eta``, average ``ax``):
    ``p = p * (1 - lambd * eta) - eta * g`` (``eta = lr`` on the first step); ``ax`` follows ``p`` while ``mu == 1``,
    else ``ax += (p - ax) * mu``; then ``eta = lr / (1 + lambd * lr * step) ** alpha``, ``mu = 1 / max(1, step -
    t0)``."""
    lr = lr.reshape(()).to(torch.float32)
    if step == 1:
        eta.copy_(lr)
    new = p.float() * (1.0 - lambd * eta) - eta * g.float()
    p.copy_(new)
    ax.copy_(torch.where(mu != 1.0, ax + (new - ax.float()) * mu, p))
    eta.copy_(lr / (1.0 + lambd * lr * step) ** alpha)
    mu.fill_(1.0 / max(1.0, step - t0))


def ftrl(p: torch.Tensor, g: torch.Tensor, acc: torch.Tensor, linear: torch.Tensor, lr, l1: float, l2: float,
         lr_power: float) -> None:  # fmt: skip
    """MindSpore's ``ApplyFtrl`` (``nn.FTRL``) on one parameter, in place: ``acc' = acc + g * g``; ``linear += g -
    (acc'^-p - acc^-p) / lr * param``; ``param = (l1 * sign(linear) - linear) / (acc'^-p / lr + 2 * l2)`` where
    ``|linear| > l1``, else 0; ``acc = acc'`` (``p = lr_power``)."""
    neg_power = -lr_power
    acc_new = acc + g * g
    acc_new_pow = acc_new.pow(neg_power)
    linear.add_(g - (acc_new_pow - acc.pow(neg_power)) / lr * p)
    quadratic = acc_new_pow / lr + 2.0 * l2
    upd = (l1 * torch.sign(linear) - linear) / quadratic
    p.copy_(torch.where(linear.abs() > l1, upd, torch.zeros_like(upd)))
    acc.copy_(acc_new)


def proximal_adagrad(p: torch.Tensor, g: torch.Tensor, acc: torch.Tensor, lr, l1: float, l2: float) -> None:
    """MindSpore's ``ApplyProximalAdagrad`` (``nn.ProximalAdagrad``) on one parameter, in place: ``acc += g * g``;
    ``lr' = lr / sqrt(acc)``; ``prox = p - lr' * g``; ``p = sign(prox) / (1 + lr' * l2) * max(|prox| - lr' * l1,
    0)``."""
    acc.addcmul_(g, g)
    lr_t = lr * torch.rsqrt(acc)
    prox = p - lr_t * g
    p.copy_(torch.sign(prox) / (1.0 + lr_t * l2) * torch.clamp(prox.abs() - lr_t * l1, min=0.0))


# ---- the Apply* primitives' own updates (``ops.ApplyRMSProp``, ``ops.ApplyAdagrad``, ...) -----------------------
# In place on the primitive's slot tensors; hyper-parameters are 0-d tensors of the variable's dtype (see
# :func:`hyper`) and ``grad`` is already in that dtype. They keep the rounding order of MindSpore's CPU kernels,
# which differs from the optimizers' kernels above (products rounded before sums, no fused ``addcmul``).


def hyper(v, like: torch.Tensor) -> torch.Tensor:
    """A scalar hyper-parameter (a Python number or a one-element torch tensor) as a 0-d tensor of ``like``'s dtype
    and device: the Apply* primitives compute in the variable's dtype."""
    if isinstance(v, torch.Tensor):
        return v.detach().to(like.dtype).reshape(())
    return torch.tensor(v, dtype=like.dtype, device=like.device)


def apply_rmsprop(var, ms, mom, lr, grad, decay, momentum, eps, mg=None) -> None:
    """``ApplyRMSProp`` / ``ApplyCenteredRMSProp`` (``mg`` given): ``ms = decay ms + (1 - decay) g^2``; ``mom =
    momentum mom + lr g / sqrt(ms [- mg^2] + eps)``; ``var -= mom`` (centered: ``mg = decay mg + (1 - decay) g``
    first)."""
    ms.mul_(decay).add_(grad * grad * (1 - decay))
    if mg is not None:
        mg.mul_(decay).add_(grad * (1 - decay))
        denom = torch.sqrt(ms - mg * mg + eps)
    else:
        denom = torch.sqrt(ms + eps)
    mom.mul_(momentum).add_(grad * lr / denom)
    var.sub_(mom)


def prox(prox_v: torch.Tensor, lr, l1, l2) -> torch.Tensor:
    """The proximal step ``sign(v) max(|v| - lr l1, 0) / (1 + lr l2)`` (no shrinkage when ``l1 <= 0``) of
    ``ApplyProximalGradientDescent`` and ``ApplyProximalAdagrad``."""
    if bool(l1 > 0):
        return torch.sign(prox_v) * torch.clamp(torch.abs(prox_v) - lr * l1, min=0) / (1 + lr * l2)
    return prox_v / (1 + lr * l2)


def apply_gradient_descent(var, alpha, delta) -> None:
    """``ApplyGradientDescent``: ``var -= delta * alpha``."""
    var.sub_(delta * alpha)


def apply_proximal_gradient_descent(var, alpha, l1, l2, delta) -> None:
    """``ApplyProximalGradientDescent``: ``var = prox(var - delta * alpha)`` (see :func:`prox`)."""
    var.copy_(prox(var - delta * alpha, alpha, l1, l2))


def apply_adagrad(var, accum, lr, grad, eps=None) -> None:
    """``ApplyAdagrad`` / ``ApplyAdagradV2`` (``eps`` given): ``accum += g^2``; ``var -= g lr / (sqrt(accum)
    [+ eps])``."""
    accum.add_(grad * grad)
    denom = torch.sqrt(accum) if eps is None else torch.sqrt(accum) + eps
    var.sub_(grad * lr / denom)


def apply_adamax(var, m, v, beta1_power, lr, beta1, beta2, eps, grad) -> None:
    """``ApplyAdaMax``: ``m = b1 m + (1 - b1) g``; ``v = max(b2 v, |g|)``; ``var -= m / (v + eps) lr / (1 -
    beta1_power)``."""
    m.mul_(beta1).add_(grad * (1 - beta1))
    torch.maximum(v * beta2, torch.abs(grad), out=v)
    var.sub_(m / (v + eps) * (lr / (1 - beta1_power)))


def adam_weight_decay(var, m, v, lr, beta1, beta2, eps, decay, grad) -> None:
    """MindSpore's ``AdamWeightDecay`` primitive, in place: ``m += (g - m)(1 - b1)``; ``v += (g^2 - v)(1 - b2)``;
    ``var -= lr (m / (sqrt(v) + eps) + decay var)`` (no bias correction)."""
    m.add_((grad - m) * (1 - beta1))
    v.add_((grad * grad - v) * (1 - beta2))
    var.sub_(lr * (m / (torch.sqrt(v) + eps) + decay * var))


def apply_adadelta(var, accum, accum_update, lr, rho, eps, grad) -> None:
    """``ApplyAdadelta``: ``accum = rho accum + (1 - rho) g^2``; ``update = sqrt(accum_update + eps) / sqrt(accum +
    eps) g``; ``accum_update = rho accum_update + (1 - rho) update^2``; ``var -= update lr``."""
    accum.mul_(rho).add_(grad * grad * (1 - rho))
    update = torch.sqrt(accum_update + eps) / torch.sqrt(accum + eps) * grad
    accum_update.mul_(rho).add_(update * update * (1 - rho))
    var.sub_(update * lr)


def apply_sign(power: bool):
    """``ApplyAddSign`` (``power`` False) / ``ApplyPowerSign`` (True) as an update ``(var, m, lr, base, sign_decay,
    beta, grad)``: ``m = beta m + (1 - beta) g``; ``var -= (alpha + sign_decay sign(g) sign(m)) g lr``, or with
    ``power`` ``var -= exp(logbase sign_decay sign(g) sign(m)) g lr``."""

    def update(var, m, lr, base, sign_decay, beta, grad) -> None:
        m.mul_(beta).add_(grad * (1 - beta))
        agree = torch.sign(grad) * torch.sign(m) * sign_decay
        var.sub_((torch.exp(agree * base) if power else agree + base) * grad * lr)

    return update


def apply_proximal_adagrad(var, accum, lr, l1, l2, grad) -> None:
    """``ApplyProximalAdagrad``: ``accum += g^2``, then the proximal step (:func:`prox`) of ``var - g lr_t`` with
    the rate ``lr_t = lr / sqrt(accum)``."""
    accum.add_(grad * grad)
    lr_t = lr / torch.sqrt(accum)
    var.copy_(prox(var - grad * lr_t, lr_t, l1, l2))


def apply_ftrl(var, accum, linear, grad, lr, l1, l2, lr_power) -> None:
    """``ApplyFtrl`` as MindSpore's CPU kernel computes it: the new ``var`` is ``(l1 - linear) / quadratic`` where
    ``|linear| > l1`` (for either sign of ``linear``), else 0; a true division by ``lr`` and, for ``lr_power =
    -0.5``, a correctly rounded square root."""
    new_accum = accum + grad * grad
    # a correctly rounded sqrt (torch's vectorised float32 sqrt may be 1 ulp off, which 1/lr magnifies)
    powered = (
        (lambda t: torch.sqrt(t.double()).to(t.dtype)) if float(lr_power) == -0.5 else (lambda t: t.pow(-lr_power))
    )
    lr = lr.expand_as(var)  # a true division by lr (torch multiplies by the reciprocal of a 0-d divisor)
    linear.add_(grad).sub_((powered(new_accum) - powered(accum)) * var / lr)
    quadratic = powered(new_accum) / lr + 2 * l2
    # MindSpore's CPU kernel shrinks by ``+l1`` whatever the sign of ``linear`` (``(l1 - linear) / quadratic``)
    shrunk = (l1 - linear) / quadratic
    var.copy_(torch.where(torch.abs(linear) > l1, shrunk, torch.zeros_like(var)))
    accum.copy_(new_accum)


def apply_sgd(param, accum, stat, grad, lr, momentum, dampening: float, weight_decay: float, nesterov: bool) -> None:
    """The ``SGD`` primitive on one parameter: ``grad + param * weight_decay`` (when nonzero), then :func:`sgd`'s
    update with momentum when ``momentum > 0`` (else plain ``param -= grad * lr``)."""
    g = grad + param * weight_decay if weight_decay != 0 else grad
    if bool(momentum > 0):
        sgd([param], [g], [lr], momentum, dampening, nesterov, [accum], [stat])
    else:
        param.sub_(g * lr)


def bias_correction(beta: float, step: torch.Tensor) -> torch.Tensor:
    """``1 - beta ** step`` in float32 (``step`` a float32 0-d tensor): ``nn.Lamb``'s bias corrections."""
    return 1.0 - torch.pow(torch.tensor(beta, dtype=torch.float32, device=step.device), step)


def lamb(p: torch.Tensor, g: torch.Tensor, m: torch.Tensor, v: torch.Tensor, lr, c1: torch.Tensor,
         c2: torch.Tensor, beta1: float, beta2: float, eps: float, decay=None) -> None:  # fmt: skip
    """MindSpore's ``nn.Lamb`` on one parameter, in place: ``m = beta1 * m + (1 - beta1) * g``, ``v = beta2 * v +
    (1 - beta2) * g * g``; ``update = (m / c1) / (sqrt(v / c2) + eps)`` (``c1``, ``c2``: :func:`bias_correction`)
    plus ``decay * p`` when ``decay`` is given; ``p -= lr * ratio * update`` with the trust ratio ``|p| /
    |update|`` (1 when either norm is 0)."""
    m.mul_(beta1).add_(g, alpha=1.0 - beta1)
    v.mul_(beta2).addcmul_(g, g, value=1.0 - beta2)
    update = (m / c1) / (torch.sqrt(v / c2) + eps)
    if decay is not None:
        update = update + p * decay
    w_norm = torch.linalg.vector_norm(p)
    u_norm = torch.linalg.vector_norm(update)
    ratio = torch.where((w_norm > 0) & (u_norm > 0), w_norm / u_norm, torch.ones_like(w_norm))
    p.sub_(lr * ratio * update)


def lars_update(w, g, weight_decay, lr, epsilon: float, coefficient: float, use_clip: bool):
    """MindSpore's LARSUpdate (``nn.LARS``): ``trust * (g + weight_decay * w)`` with
    ``trust = coefficient * |w| / (|g| + weight_decay * |w| + epsilon)`` (1 when a norm is 0), clipped to
    ``min(trust / lr, 1)`` with ``use_clip``; norms in float32, the result of ``g``'s dtype."""
    w_norm = torch.linalg.vector_norm(w.float())
    g_norm = torch.linalg.vector_norm(g.float())
    trust = coefficient * w_norm / (g_norm + weight_decay * w_norm + epsilon)
    trust = torch.where((w_norm > 0) & (g_norm > 0), trust, torch.ones_like(trust))
    if use_clip:
        trust = torch.clamp(trust / lr, max=1.0)
    return (trust * (g + weight_decay * w)).to(g.dtype)


def rprop(p: torch.Tensor, g: torch.Tensor, prev: torch.Tensor, step_size: torch.Tensor, lr, first: bool,
          etaminus: float, etaplus: float, step_min: float, step_max: float) -> None:  # fmt: skip
    """MindSpore's ``nn.Rprop`` on one parameter, in place, in float32 (float16/bfloat16 parameters in their own
    dtype): the step size (``lr`` on the first step) is multiplied by ``etaplus``/``etaminus``/1 as ``g * prev``
    is positive/negative/zero and clamped to ``[step_min, step_max]``; a gradient whose sign flipped counts as 0;
    ``p -= sign(g) * step``; ``prev = g``."""
    dtype = p.dtype if p.dtype in (torch.float16, torch.bfloat16) else torch.float32
    step = torch.ones_like(step_size, dtype=dtype) * lr.to(dtype) if first else step_size.to(dtype)
    g = g.to(dtype)
    sign = torch.sign(g * prev.to(dtype))
    sign = torch.where(sign > 0, torch.full_like(sign, etaplus), sign)
    sign = torch.where(sign < 0, torch.full_like(sign, etaminus), sign)
    sign = torch.where(sign == 0, torch.ones_like(sign), sign)
    step = torch.clamp(step * sign, step_min, step_max)
    g = torch.where(sign == etaminus, torch.zeros_like(g), g)
    p.copy_(p.to(dtype) - torch.sign(g) * step)
    prev.copy_(g)
    step_size.copy_(step)


def rprop_ext(p: torch.Tensor, g: torch.Tensor, prev: torch.Tensor, size: torch.Tensor, lr: float, first: bool,
              etaminus: float, etaplus: float, step_min: float, step_max: float) -> None:  # fmt: skip
    """``experimental.optim.Rprop`` (torch's Rprop) on one parameter, in place, in the parameter's dtype: the step
    ``size`` (``lr`` on the first step) times ``etaplus``/``etaminus``/1 as ``g * prev`` is positive/negative/zero,
    clamped to ``[step_min, step_max]``; a gradient whose sign flipped counts as 0; ``p -= sign(g) * size``."""
    sign = torch.sign(g * prev)
    factor = torch.where(sign > 0, etaplus, torch.where(sign < 0, etaminus, 1.0)).to(p.dtype)
    if first:
        size.fill_(lr)
    torch.clamp(size * factor, step_min, step_max, out=size)
    g = torch.where(factor == etaminus, 0.0, g).to(p.dtype)
    prev.copy_(g)
    p.sub_(torch.sign(g) * size)


def adafactor_rates(step: torch.Tensor, decay_rate: float, relative_step: bool, warmup_init: bool) -> tuple:
    """``nn.AdaFactor``'s step prologue: advance ``step`` (float32, shape (1,)) by one and return ``(lr, beta2t)``:
    the relative rate ``min(1e-2, 1 / sqrt(step))`` (``min(1e-6 * step, ...)`` with ``warmup_init``; None without
    ``relative_step``) and ``beta2t = 1 - step ** decay_rate`` (``decay_rate`` negative)."""
    step.add_(1)
    lr_rel = None
    if relative_step:
        min_step = 1e-6 * step if warmup_init else torch.full_like(step, 1e-2)
        lr_rel = torch.minimum(min_step, 1.0 / torch.sqrt(step))
    return lr_rel, 1.0 - torch.pow(step, decay_rate)


def _rms(t: torch.Tensor) -> torch.Tensor:
    return torch.sqrt(torch.mean(t * t))


def adafactor(p: torch.Tensor, g, lr, beta2t: torch.Tensor, row: torch.Tensor, col: torch.Tensor,
              sq: torch.Tensor, avg: torch.Tensor | None, eps: tuple, clip_threshold: float, beta1: float,
              weight_decay: float, scale_parameter: bool) -> None:  # fmt: skip
    """MindSpore's ``nn.AdaFactor`` on one parameter, in place (float16 parameters and gradients computed in
    float32): the rate times ``max(eps[1], rms(p))`` with ``scale_parameter``; ``g * g + eps[0]`` averaged with
    ``beta2t`` into the ``row``/``col`` statistics (2+ dimensions) or ``sq``; the update ``g / sqrt(second
    moment)`` divided by ``max(1, rms(update) / clip_threshold)``, times the rate, averaged with ``beta1`` into
    ``avg`` (when given); ``p -= update`` after the decoupled decay ``p -= weight_decay * rate * p`` (when
    ``weight_decay``)."""
    if not isinstance(g, torch.Tensor):
        g = torch.as_tensor(g)
    eps0, eps1 = eps
    if g.dtype == torch.float16:
        g = g.float()
    pf = p.float() if p.dtype == torch.float16 else p
    if scale_parameter:
        lr = lr * torch.maximum(torch.tensor(eps1, device=p.device), _rms(pf))
    update = g * g + eps0
    if g.dim() >= 2:
        row.copy_(row.to(g.dtype) * beta2t + update.mean(dim=-1) * (1.0 - beta2t))
        col.copy_(col.to(g.dtype) * beta2t + update.mean(dim=-2) * (1.0 - beta2t))
        r_factor = (1.0 / torch.sqrt(row / row.mean(dim=-1, keepdim=True))).unsqueeze(-1)
        c_factor = 1.0 / torch.sqrt(col.unsqueeze(-2))
        update = r_factor * c_factor * g
    else:
        sq.copy_(sq.to(g.dtype) * beta2t + update * (1.0 - beta2t))
        update = (1.0 / torch.sqrt(sq)) * g
    coff = torch.clamp(_rms(update) / clip_threshold, min=1.0)
    update = update / coff * lr
    if avg is not None:
        avg.copy_(avg.to(g.dtype) * beta1 + update * (1.0 - beta1))
        update = avg
    if weight_decay:
        pf = pf + pf * -weight_decay * lr
    p.copy_((pf - update).to(p.dtype))


def scale_grads(grads: Sequence[torch.Tensor], factor) -> list:
    """``grads`` times ``factor`` (``Optimizer.scale_grad``: ``1 / loss_scale``)."""
    return torch._foreach_mul(grads, factor)


def maximize_decay(params: Sequence[torch.Tensor], grads: Sequence[torch.Tensor], maximize: bool,
                   weight_decay: float | None) -> list:  # fmt: skip
    """``experimental.optim``'s gradient prologue: ``grads`` negated when ``maximize``, plus ``weight_decay *
    param`` (one rounding) when ``weight_decay`` is not None."""
    if maximize:
        grads = torch._foreach_neg(grads)
    if weight_decay is not None:
        grads = torch._foreach_add(grads, params, alpha=weight_decay)
    return grads


def decoupled_decay(params: Sequence[torch.Tensor], factor: float) -> None:
    """``params *= factor`` in place (``experimental.optim.AdamW``'s ``1 - lr * weight_decay``)."""
    torch._foreach_mul_(params, factor)


@torch.no_grad()
def adamw_ext(params, grads, m, v, *, beta1: float, beta2: float, eps: float, step_size: float, bias2_sqrt: float,
              vhat=None) -> None:  # fmt: skip
    """``experimental.optim.AdamW``'s update after its decoupled decay, as MindSpore's graph of single ops computes
    it, each rounded in the parameter dtype: ``m = m * beta1 + g * (1 - beta1)``; ``v = v * beta2 + (1 - beta2) *
    (g * g)``; (AMSGrad, ``vhat`` given: ``vhat = max(vhat, v)``, used for ``v``) ``denom = sqrt(v) /
    bias2_sqrt + eps``; ``param -= (m / denom) * step_size``. No fused kernel is used; in deterministic mode
    float32's square root is taken in float64 (torch's float32 ``sqrt`` is MKL's, off by an ulp for about one value
    in five), so the result is the same on every CPU."""
    params, grads, m, v = list(params), list(grads), list(m), list(v)
    f32 = np.float32
    c1, c2 = float(f32(1) - f32(beta1)), float(f32(1) - f32(beta2))
    torch._foreach_mul_(m, float(f32(beta1)))
    torch._foreach_add_(m, torch._foreach_mul(grads, c1))
    torch._foreach_mul_(v, float(f32(beta2)))
    gg = torch._foreach_mul(grads, grads)
    torch._foreach_mul_(gg, c2)
    torch._foreach_add_(v, gg)
    src = v
    if vhat is not None:
        vhat = list(vhat)
        torch._foreach_maximum_(vhat, v)
        src = vhat
    if _bit_exact():  # torch's float32 sqrt is MKL's, an ulp off for one value in five: take it in float64
        denom = [s.double().sqrt().float() if s.dtype == torch.float32 else s.sqrt() for s in src]
    else:
        denom = torch._foreach_sqrt(src)
    torch._foreach_div_(denom, bias2_sqrt)
    torch._foreach_add_(denom, float(f32(eps)))
    upd = torch._foreach_div(m, denom)
    torch._foreach_mul_(upd, step_size)
    torch._foreach_sub_(params, upd)


def adadelta_ext(params, grads, accum, accum_update, rho: float, one_rho: float, eps: float, lr: float) -> None:
    """``experimental.optim.Adadelta`` on a group, in place: ``accum = rho * accum + (1 - rho) * g * g``;
    ``update = sqrt(accum_update + eps) * g / sqrt(accum + eps)``; ``accum_update = rho * accum_update + (1 - rho)
    * update * update``; ``p -= lr * update``."""
    torch._foreach_mul_(accum, rho)
    torch._foreach_addcmul_(accum, grads, grads, value=one_rho)
    update = torch._foreach_add(accum_update, eps)
    torch._foreach_sqrt_(update)
    torch._foreach_mul_(update, grads)
    std = torch._foreach_add(accum, eps)
    torch._foreach_sqrt_(std)
    torch._foreach_div_(update, std)
    torch._foreach_mul_(accum_update, rho)
    torch._foreach_addcmul_(accum_update, update, update, value=one_rho)
    torch._foreach_add_(params, update, alpha=-lr)


def adagrad_ext(params, grads, accum, eps: float, lr: float) -> None:
    """``experimental.optim.Adagrad`` on a group, in place: ``accum += g * g``; ``p -= lr * g / (sqrt(accum) +
    eps)`` (``lr`` already decayed)."""
    torch._foreach_addcmul_(accum, grads, grads)
    denom = torch._foreach_sqrt(accum)
    torch._foreach_add_(denom, eps)
    torch._foreach_addcdiv_(params, grads, denom, value=-lr)


def adamax_ext(params, grads, exp_avg, exp_inf, beta1: float, one_beta1: float, beta2: float, eps: float,
               lr: float) -> None:  # fmt: skip
    """``experimental.optim.Adamax`` on a group, in place: ``exp_avg = beta1 * exp_avg + (1 - beta1) * g``;
    ``exp_inf = max(beta2 * exp_inf, |g| + eps)``; ``p -= lr * exp_avg / exp_inf`` (``lr`` bias-corrected)."""
    torch._foreach_mul_(exp_avg, beta1)
    torch._foreach_add_(exp_avg, grads, alpha=one_beta1)
    torch._foreach_mul_(exp_inf, beta2)
    norm = torch._foreach_abs(grads)
    torch._foreach_add_(norm, eps)
    torch._foreach_maximum_(exp_inf, norm)
    torch._foreach_add_(params, torch._foreach_div(exp_avg, exp_inf), alpha=-lr)


def asgd_ext(params, grads, ax, decay: float, eta: float, mu: float) -> None:
    """``experimental.optim.ASGD`` on a group, in place: ``p = p * decay - eta * g`` (``decay = 1 - lambd *
    eta``); the average ``ax`` copies ``p`` while ``mu == 1``, else ``ax += (p - ax) * mu``."""
    torch._foreach_mul_(params, decay)
    torch._foreach_add_(params, grads, alpha=-eta)
    if mu != 1:
        diff = torch._foreach_sub(params, ax)
        torch._foreach_mul_(diff, mu)
        torch._foreach_add_(ax, diff)
    else:
        torch._foreach_copy_(ax, params)


def nadam_ext(params, grads, exp_avg, exp_avg_sq, beta1: float, one_beta1: float, beta2: float, one_beta2: float,
              bias_correction2: float, eps: float, c_grad: float, c_avg: float) -> None:  # fmt: skip
    """``experimental.optim.NAdam`` on a group, in place: Adam's moments; ``denom = sqrt(exp_avg_sq /
    bias_correction2) + eps``; ``p -= c_grad * g / denom``, then ``p -= c_avg * exp_avg / denom`` (the momentum
    coefficients computed by the optimizer)."""
    torch._foreach_mul_(exp_avg, beta1)
    torch._foreach_add_(exp_avg, grads, alpha=one_beta1)
    torch._foreach_mul_(exp_avg_sq, beta2)
    torch._foreach_addcmul_(exp_avg_sq, grads, grads, value=one_beta2)
    denom = torch._foreach_div(exp_avg_sq, bias_correction2)
    torch._foreach_sqrt_(denom)
    torch._foreach_add_(denom, eps)
    torch._foreach_add_(params, torch._foreach_div(grads, denom), alpha=-c_grad)
    torch._foreach_add_(params, torch._foreach_div(exp_avg, denom), alpha=-c_avg)


def radam_ext(params, grads, exp_avg, exp_avg_sq, beta1: float, one_beta1: float, beta2: float, one_beta2: float,
              eps: float, scale: float | None, plain: float) -> None:  # fmt: skip
    """``experimental.optim.RAdam`` on a group, in place: Adam's moments; with the rectification on (``scale``
    given) ``p -= scale * exp_avg / (sqrt(exp_avg_sq) + eps)``, else ``p -= plain * exp_avg``."""
    torch._foreach_mul_(exp_avg, beta1)
    torch._foreach_add_(exp_avg, grads, alpha=one_beta1)
    torch._foreach_mul_(exp_avg_sq, beta2)
    torch._foreach_addcmul_(exp_avg_sq, grads, grads, value=one_beta2)
    if scale is not None:
        denom = torch._foreach_sqrt(exp_avg_sq)
        torch._foreach_add_(denom, eps)
        torch._foreach_add_(params, torch._foreach_div(exp_avg, denom), alpha=-scale)
    else:
        torch._foreach_add_(params, exp_avg, alpha=-plain)


def rmsprop_ext(params, grads, mean_square, mean_grad, moment, alpha: float, one_alpha: float, eps: float,
                momentum: float, lr: float) -> None:  # fmt: skip
    """``experimental.optim.RMSprop`` on a group, in place: ``mean_square = alpha * mean_square + (1 - alpha) * g *
    g``; ``avg = sqrt(mean_square - mean_grad ** 2) + eps`` (centered: ``mean_grad`` given and averaged like
    ``g``) or ``sqrt(mean_square) + eps``; with ``moment`` given ``moment = momentum * moment + g / avg``, ``p -=
    lr * moment``, else ``p -= lr * g / avg``."""
    torch._foreach_mul_(mean_square, alpha)
    torch._foreach_addcmul_(mean_square, grads, grads, value=one_alpha)
    if mean_grad is not None:
        torch._foreach_mul_(mean_grad, alpha)
        torch._foreach_add_(mean_grad, grads, alpha=one_alpha)
        avg = torch._foreach_addcmul(mean_square, mean_grad, mean_grad, value=-1.0)
        torch._foreach_sqrt_(avg)
    else:
        avg = torch._foreach_sqrt(mean_square)
    torch._foreach_add_(avg, eps)
    if moment is not None:
        torch._foreach_mul_(moment, momentum)
        torch._foreach_add_(moment, torch._foreach_div(grads, avg))
        torch._foreach_add_(params, moment, alpha=-lr)
    else:
        torch._foreach_addcdiv_(params, grads, avg, value=-lr)


def fused_cast_adam_weight_decay(var, m, v, lr, beta1, beta2, eps, decay, grad, global_norm, refs=(False,) * 3):
    """MindSpore 2.10's FusedCastAdamWeightDecay CPU kernel, in place, in Float32: ``g = grad / global_norm;
    m += (g - m)(1 - beta1); v += (g^2 - v)(1 - beta2); var -= lr (m / (sqrt(v) + eps) + decay var)``, each
    result cast back to its slot's dtype (``var`` Float16 or Float32). ``refs`` says which of var/m/v are Parameters
    (their type reads ``Ref[Tensor[...]]`` in the dtype error). Returns three zero tensors like ``var``, ``m``, ``v``
    (the kernel's outputs, which it never writes).

    Raises:
        TypeError: ``var`` or ``grad`` not Float16/Float32; ``m``/``v`` of different or non-number dtypes.
    """
    from . import errors as _errors

    op = "FusedCastAdamWeightDecay"
    for name, t in (("var", var), ("grad", grad)):
        if t.dtype not in (torch.float16, torch.float32):
            raise _errors.type_error(
                op,
                f"the type of '{name}' must be in [mindspore.float16, mindspore.float32], but got "
                f"{_errors.dtype_name(t)}.",
            )
    if m.dtype != v.dtype or m.dtype == torch.bool:
        kinds = [f"Ref[Tensor[{_errors.dtype_name(t)}]]" if r else f"Tensor[{_errors.dtype_name(t)}]"
                 for t, r in ((m, refs[1]), (v, refs[2]))]  # fmt: skip
        raise _errors.type_error(
            op, f"the type of 'v' should be same as 'm', but got 'm' with type {kinds[0]} and 'v' with type {kinds[1]}."
        )
    f32 = np.float32  # the kernel's scalars are Float32, and so are 1 - beta1 and 1 - beta2
    lr, eps, decay, global_norm = (float(f32(x)) for x in (lr, eps, decay, global_norm))
    c1, c2 = (float(f32(1) - f32(b)) for b in (beta1, beta2))
    with torch.no_grad():
        g = grad.to(torch.float32) / global_norm
        m32 = m.to(torch.float32)
        v32 = v.to(torch.float32)
        m32 = m32 + (g - m32) * c1
        v32 = v32 + (g * g - v32) * c2
        w32 = var.to(torch.float32)
        w32 = w32 - lr * (m32 / (torch.sqrt(v32) + eps) + decay * w32)
        m.copy_(m32)
        v.copy_(v32)
        var.copy_(w32)
    return torch.zeros_like(var), torch.zeros_like(m), torch.zeros_like(v)


def thor_layernorm_grad(g: torch.Tensor, damping: torch.Tensor, batch_size: torch.Tensor) -> torch.Tensor:
    """THOR's preconditioning of a LayerNorm parameter's gradient (``ThorGpu._process_layernorm``):
    ``g * reciprocal(g * g * (1 / batch_size) + sqrt(damping))``."""
    fim_cov = torch.square(g) * (1.0 / batch_size) + torch.sqrt(damping)
    return torch.reciprocal(fim_cov) * g


def thor_decay(g: torch.Tensor, w: torch.Tensor, weight_decay: float) -> torch.Tensor:
    """THOR's weight decay (``apply_decay``): ``w * weight_decay + g``."""
    return w.detach() * weight_decay + g


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
