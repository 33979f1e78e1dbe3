"""Loss kernels: class-index targets, NLL and cross entropy, BCE, the regression and margin losses, CTC.

``ops.<loss>`` functions, the loss primitives (``NLLLoss``, ``SparseSoftmaxCrossEntropyWithLogits``,
``SoftmaxCrossEntropyWithLogits``, ``BCEWithLogitsLoss``, ``MultiMarginLoss``, ``CTCLoss``, ...), the ``nn`` loss
cells and ``mint.nn.functional``'s losses call these. MindSpore gathers the target's class with ``GatherD``: an
index in ``[-C, 0)`` counts from the end, one outside ``[-C, C)`` is its ``RuntimeError``, a float index its
``TypeError``.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F

from ._dtype_names import ms_name as _name
from .errors import translated
from .transform import vmapped

__all__ = [
    "class_indices",
    "nll",
    "nll_prim",
    "sparse_softmax_ce",
    "bce_with_logits",
    "smooth_l1",
    "BCEFunction",
    "bce",
    "reduce",
    "get_loss",
    "softmax_ce",
    "softmax_ce_grad",
    "sparse_softmax_ce_grad",
    "sparse_softmax_ce_mean",
    "cross_entropy_probs",
    "nll_smoothed",
    "cross_entropy_indices",
    "huber",
    "kl_div",
    "cosine_embedding",
    "cosine_embedding_torch",
    "soft_margin",
    "multi_margin",
    "multilabel_margin",
    "multilabel_soft_margin",
    "triplet_margin",
    "gaussian_nll",
    "ctc_alpha",
    "ctc_nll",
    "ctc_sparse",
    "focal",
    "uniform_candidates",
    "sampled_softmax",
    "poisson_nll",
    "pairwise_l2",
    "triplet_from_distances",
    "rmse",
    "squared",
    "absolute",
    "lengths",
    "cosine_similarity",
    "pdist",
    "in_top_k",
    "l1_penalty",
    "cross_entropy_torch",
    "pointwise",
]

_BCE_DTYPES = (torch.bfloat16, torch.float16, torch.float32)


def class_indices(target: torch.Tensor, num_classes: int, ignore_index: int | None = None) -> torch.Tensor:
    """``target`` as int64 class indices, as MindSpore's ``GatherD`` reads them (negatives count from the end).

    Raises:
        TypeError: a non-integer ``target``.
        RuntimeError: an index outside ``[-num_classes, num_classes)`` (other than ``ignore_index``).
    """
    if target.is_floating_point() or target.is_complex() or target.dtype == torch.bool:
        raise TypeError(
            "For primitive[GatherD], the input argument[index] must be a type of {Tensor[Int32], Tensor[Int64]}, "
            f"but got Tensor[{_name(target.dtype)}]."
        )
    t = target if target.dtype == torch.int64 else target.long()
    if t.numel() == 0:
        return t
    if vmapped(t):  # values unread under vmap: no range check, negative labels wrapped by tensor ops
        neg = t < 0 if ignore_index is None else (t < 0) & (t != ignore_index)
        return torch.where(neg, t + num_classes, t)
    lo, hi = torch.aminmax(t)  # one pass: the usual labels, all in [0, C), need nothing else
    if int(lo) >= 0 and int(hi) < num_classes:
        return t
    valid = t != ignore_index if ignore_index is not None else torch.ones_like(t, dtype=torch.bool)
    bad = valid & ((t >= num_classes) | (t < -num_classes))
    if bool(bad.any()):
        raise RuntimeError(
            f"For 'GatherD', the value of 'index' must be in [{-num_classes}, {num_classes}), but got: "
            f"{int(t[bad].flatten()[0])}"
        )
    neg = valid & (t < 0)
    return torch.where(neg, t + num_classes, t) if bool(neg.any()) else t


def nll(
    logp: torch.Tensor,
    target: torch.Tensor,
    weight: torch.Tensor | None,
    ignore_index: int,
    reduction: str,
    indices_checked: bool = False,
) -> torch.Tensor:
    """Negative log-likelihood of log-probabilities ``logp`` (class axis 1, or 0 for 1-D) at ``target``
    (``indices_checked``: ``target`` already came out of :func:`class_indices`).

    Raises:
        TypeError / RuntimeError: a bad ``target`` (:func:`class_indices`).
        ValueError: batch sizes that differ.
    """
    cdim = 0 if logp.dim() == 1 else 1
    tg = target if indices_checked else class_indices(target, logp.shape[cdim], ignore_index)
    if weight is not None and weight.requires_grad and torch.is_grad_enabled():
        return _nll_weighted(logp, tg, weight, ignore_index, reduction)
    with translated("NLLLoss"):
        return F.nll_loss(logp, tg, weight, None, ignore_index, None, reduction)


def _nll_weighted(logp: torch.Tensor, tg: torch.Tensor, w: torch.Tensor, ignore_index: int, reduction: str):
    """:func:`nll` differentiable in the class weights ``w`` too (torch's ``nll_loss`` refuses a ``weight`` that
    requires grad): ``-w[t] * logp[t]`` per sample, ignored samples 0; 'mean' divides by the kept weights' sum.
    MindSpore's functional ``nll_loss`` is such a composite of ops, so its weight gradient is this one's."""
    one_d = logp.dim() == 1
    if one_d:
        logp, tg = logp.unsqueeze(0), tg.reshape(1)
    keep = tg != ignore_index
    safe = torch.where(keep, tg, torch.zeros((), dtype=tg.dtype, device=tg.device)).long()
    with translated("NLLLoss"):
        picked = logp.gather(1, safe.unsqueeze(1)).squeeze(1)
        ws = w.to(logp.dtype)[safe] * keep.to(logp.dtype)
    loss = -picked * ws
    if reduction == "sum":
        return loss.sum()
    if reduction == "mean":
        return loss.sum() / ws.sum()
    return loss.squeeze(0) if one_d else loss


def sparse_softmax_ce(logits: torch.Tensor, labels: torch.Tensor, reduction: str = "none") -> torch.Tensor:
    """Softmax cross entropy of ``logits`` ``(N, C)`` against class indices ``labels`` ``(N,)`` through a one-hot,
    as MindSpore's ``OneHot`` path: a label outside ``[0, C)`` selects no class (its loss is 0).

    Raises:
        TypeError: integer ``logits`` (MindSpore: the input types must be the same).
        ValueError: ``labels`` not of the batch size.
    """
    if not logits.is_floating_point():
        raise TypeError("For primitive[SoftmaxCrossEntropyWithLogits], the input type must be same.")
    if labels.shape[0] != logits.shape[0]:
        raise ValueError(
            "For 'SoftmaxCrossEntropyWithLogits', evaluator arg 'label' shape must be consistent with 'logits' "
            f"shape, but got 'label' shape: {list(labels.shape)} and 'logits' shape: {list(logits.shape)}."
        )
    classes = torch.arange(logits.shape[-1], device=logits.device)
    onehot = (labels.long().unsqueeze(-1) == classes).to(logits.dtype)
    loss = -(onehot * torch.log_softmax(logits, -1)).sum(-1)
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    return loss


def reduce(x: torch.Tensor, reduction: str) -> torch.Tensor:
    """``x`` reduced by 'mean' or 'sum' in its own dtype ('none' and anything else: unreduced)."""
    if reduction == "mean":
        return x.mean()
    if reduction == "sum":
        return x.sum()
    return x


def get_loss(x: torch.Tensor, reduction: str, op: str) -> torch.Tensor:
    """MindSpore's ``_get_loss`` (``LossBase``): 'mean'/'sum' reduce in Float32, then cast back to ``x``'s dtype.

    Raises:
        ValueError: a ``reduction`` other than 'mean', 'sum', 'none' (``For '<op>', the 'reduction' must be in ...``).
    """
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(f"For '{op}', the 'reduction' must be in ['mean', 'sum', 'none'], but got {reduction}.")
    if reduction == "none":
        return x
    y = x.float()
    y = y.mean() if reduction == "mean" else y.sum()
    return y.to(x.dtype)


def softmax_ce(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    """Per-sample ``-sum(labels * log_softmax(logits), -1)``: the loss of ``ops.SoftmaxCrossEntropyWithLogits`` and of
    ``nn.SoftmaxCrossEntropyWithLogits`` with dense labels."""
    return -(labels * torch.log_softmax(logits, -1)).sum(-1)


def softmax_ce_grad(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    """``softmax(logits) - labels``: the gradient output of ``ops.SoftmaxCrossEntropyWithLogits``."""
    return torch.softmax(logits, -1) - labels


def cross_entropy_probs(x: torch.Tensor, target: torch.Tensor, w, reduction: str, label_smoothing: float):
    """Cross entropy of logits ``x`` (class axis 1, or 0 for 1-D) against class probabilities ``target`` (cast to
    ``x``'s dtype); 'mean' divides by the batch size (torch's rule, which MindSpore's ``ops.cross_entropy`` shares)."""
    return F.cross_entropy(x, target.to(x.dtype), w, reduction=reduction, label_smoothing=label_smoothing)


_INDEX_DTYPES = (torch.int64, torch.int32, torch.int16, torch.int8, torch.uint8)


def _nll_unchecked(logp: torch.Tensor, tg: torch.Tensor, w, ignore_index: int, reduction: str):
    """``F.nll_loss`` straight on the targets when each is a class in ``[0, C)`` or ``ignore_index``, the usual
    labels: torch's CPU kernel checks that range itself, so no separate pass over the labels. None when torch
    refuses (a negative or out-of-range index, mismatched sizes): the checked path then reads negative indices
    as MindSpore does or raises MindSpore's error. CPU only: on CUDA an out-of-range index is a device assert."""
    try:
        return F.nll_loss(logp, tg if tg.dtype == torch.int64 else tg.long(), w, None, ignore_index, None, reduction)
    except (IndexError, RuntimeError, ValueError):
        return None


def nll_smoothed(logp: torch.Tensor, tg: torch.Tensor, w, ignore_index: int, reduction: str, ls: float):
    """MindSpore's ``nll_loss`` with ``label_smoothing`` ``ls`` of log-probabilities ``logp`` (class axis 1, or 0
    for 1-D) at class indices ``tg`` (checked by :func:`class_indices`): ``(1 - ls) * nll + ls / C * smooth`` with
    ``smooth = -sum_c w_c * logp_c`` per sample, ignored samples zeroed, reduced as the loss."""
    cdim = 0 if logp.ndim == 1 else 1
    if not ls and logp.is_cpu and tg.dtype in _INDEX_DTYPES:
        loss = _nll_unchecked(logp, tg, w, ignore_index, reduction)
        if loss is not None:
            return loss
    tg = class_indices(tg, logp.shape[cdim], ignore_index)
    loss = nll(logp, tg, w, ignore_index, reduction, indices_checked=True)
    if not ls:
        return loss
    shape = [1] * logp.ndim
    shape[cdim] = -1
    weighted = logp * w.reshape(shape) if w is not None else logp
    smooth = -weighted.sum(cdim)
    keep = tg != ignore_index
    smooth = torch.where(keep, smooth, torch.zeros((), dtype=smooth.dtype, device=smooth.device))
    if reduction == "sum":
        smooth = smooth.sum()
    elif reduction == "mean":
        lw = w[tg.clamp(0)] if w is not None else torch.ones_like(smooth)
        smooth = smooth.sum() / torch.where(keep, lw, torch.zeros_like(lw)).sum()
    return (1.0 - ls) * loss + ls / logp.shape[cdim] * smooth


def cross_entropy_indices(x: torch.Tensor, tg: torch.Tensor, w, ignore_index: int, reduction: str, ls: float):
    """MindSpore's ``ops.cross_entropy`` with class-index targets: :func:`nll_smoothed` of ``log_softmax(x)`` over
    the class axis (1, or 0 for 1-D input). Without smoothing, with targets in range, that is torch's
    ``cross_entropy`` (the same two ops in one call); otherwise, or when torch refuses, the checked path."""
    if not ls and x.is_cpu and tg.dtype in _INDEX_DTYPES:
        try:
            return F.cross_entropy(
                x, tg if tg.dtype == torch.int64 else tg.long(), w, None, ignore_index, None, reduction
            )
        except (IndexError, RuntimeError, ValueError):
            pass
    logp = torch.log_softmax(x, 0 if x.ndim == 1 else 1)
    return nll_smoothed(logp, tg, w, ignore_index, reduction, ls)


def sparse_softmax_ce_grad(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    """``(softmax(logits) - one_hot(labels)) / N``: ``SparseSoftmaxCrossEntropyWithLogits(is_grad=True)``."""
    g = torch.softmax(logits, -1) - F.one_hot(labels, logits.shape[-1]).to(logits.dtype)
    return g / logits.shape[0]


def sparse_softmax_ce_mean(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    """Mean cross entropy of ``logits`` at Int64 class ``labels`` (``SparseSoftmaxCrossEntropyWithLogits``)."""
    return F.cross_entropy(logits, labels)


def bce_with_logits(
    x: torch.Tensor,
    y: torch.Tensor,
    weight: torch.Tensor | None,
    pos_weight: torch.Tensor | None,
    reduction: str,
) -> torch.Tensor:
    """Sigmoid + binary cross entropy with MindSpore's ``BCEWithLogitsLoss`` checks.

    Raises:
        TypeError: an input other than BFloat16/Float16/Float32.
        ValueError: ``input`` and ``target`` of different shapes, or a ``weight``/``pos_weight`` that does not
            broadcast to them.
    """
    for arg, t in (("input", x), ("target", y)):
        if t.dtype not in _BCE_DTYPES:
            raise TypeError(
                f"For primitive[BCEWithLogitsLoss], the input argument[{arg}] must be a type of {{BFloat16, "
                f"Float16, Float32}}, but got {_name(t.dtype)}."
            )
    if x.shape != y.shape:
        raise ValueError(
            f"For 'BCEWithLogitsLoss', two inputs 'input' and 'target' shape are not equal, 'input' shape: "
            f"{list(x.shape)}, 'target' shape: {list(y.shape)}."
        )
    for arg, w in (("weight", weight), ("pos_weight", pos_weight)):
        if w is not None:
            try:
                torch.broadcast_shapes(w.shape, x.shape)
            except RuntimeError:
                raise ValueError(
                    f"For 'BCEWithLogitsLoss', the shape of '{arg}' can not broadcast to the shape of 'input'."
                ) from None
    with translated("BCEWithLogitsLoss"):
        return F.binary_cross_entropy_with_logits(x, y, weight, reduction=reduction, pos_weight=pos_weight)


def smooth_l1(x: torch.Tensor, y: torch.Tensor, beta: float, reduction: str) -> torch.Tensor:
    """MindSpore's ``SmoothL1Loss`` (torch's, same shapes): ``0.5 d^2 / beta`` below ``beta``, ``|d| - 0.5 beta`` above.

    Raises:
        ValueError: ``x`` and ``y`` of different shapes (no broadcasting).
        RuntimeError: a negative ``beta`` (MindSpore's kernel refuses it at launch).
        TypeError: a non-float input (MindSpore's kernel takes Float16/Float32/Float64).
    """
    if x.shape != y.shape:
        sx, sy = "".join(f"{d}," for d in x.shape), "".join(f"{d}," for d in y.shape)
        raise ValueError(f"For primitive[SmoothL1Loss], the prediction_shape: [{sx}] must be equal to [{sy}]")
    if beta < 0:
        raise RuntimeError(f"For 'SmoothL1Loss', the values for beta not support negative values, but got {beta}.")
    for arg, t in (("prediction", x), ("target", y)):
        if not t.is_floating_point():
            raise TypeError(
                f"For primitive[SmoothL1Loss], the input argument[{arg}] must be a type of {{Tensor[Float16], "
                f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{_name(t.dtype)}]."
            )
    with translated("SmoothL1Loss"):
        return F.smooth_l1_loss(x, y, reduction=reduction, beta=beta)


def nll_prim(
    x: torch.Tensor, target: torch.Tensor, weight: torch.Tensor | None, ignore_index: int, reduction: str
) -> tuple[torch.Tensor, torch.Tensor]:
    """MindSpore's ``NLLLoss`` kernel (the primitive, ``mint.nn.functional.nll_loss``): ``(loss, total_weight)`` of
    log-probabilities ``x`` ``(N, C)`` at class indices ``target`` ``(N,)``; ``weight`` None weighs classes 1.

    Raises:
        RuntimeError: ``x`` not 2-D, a ``target`` not of the batch size, or a ``weight`` not of ``C`` values.
        TypeError: a ``target`` that is not Int32/Int64/UInt8.
        ValueError: a label outside ``[0, C)`` other than ``ignore_index``.
    """
    if x.dim() != 2:
        raise RuntimeError(f"For 'NLLLoss', the dimension of 'logits' should be 2, but got: {x.dim()}")
    if target.is_floating_point() or target.is_complex() or target.dtype == torch.bool:
        raise TypeError("Select CPU operator[NLLLoss] fail! Unsupported data type!")
    n, c = x.shape
    if target.dim() != 1 or target.shape[0] != n:
        raise RuntimeError(
            f"For 'NLLLoss', the 'labels' shape must be equal to the batch size of 'logits' ({n}), but got "
            f"{list(target.shape)}."
        )
    if weight is None:
        weight = torch.ones(c, dtype=x.dtype, device=x.device)
    else:
        weight = weight.detach()  # MindSpore's NLLLoss bprop gives the weight a zero gradient
    if weight.dim() != 1 or weight.shape[0] != c:
        raise RuntimeError(
            f"For 'NLLLoss', the 'weight' shape must be equal to the class count of 'logits' ({c}), but got "
            f"{list(weight.shape)}."
        )
    t = target.long()
    keep = t != ignore_index
    if t.numel() and not vmapped(t):
        bad = keep & ((t < 0) | (t >= c))
        if bool(bad.any()):
            raise ValueError(f"For 'NLLLoss', the label must in scope[0, C-1], but got{int(t[bad][0])}")
    zero = torch.zeros((), dtype=weight.dtype, device=weight.device)
    total = torch.where(keep, weight[t.clamp(0, c - 1)], zero).sum()
    with translated("NLLLoss"):
        loss = F.nll_loss(x, t, weight.to(x.dtype), None, ignore_index, None, reduction)
    return loss, total


class BCEFunction(torch.autograd.Function):
    """MindSpore's BinaryCrossEntropy kernel and its BinaryCrossEntropyGrad (unreduced, eps 1e-12). Forward and
    backward are plain tensor ops, so ``vmap`` batches them (``generate_vmap_rule``)."""

    generate_vmap_rule = True

    @staticmethod
    def forward(x: torch.Tensor, y: torch.Tensor, w: torch.Tensor | None) -> torch.Tensor:
        eps = 1e-12
        loss = -(y * torch.log(x + eps) + (1 - y) * torch.log(1 - x + eps))
        return loss if w is None else w * loss

    @staticmethod
    def setup_context(ctx, inputs: tuple, output: torch.Tensor) -> None:
        ctx.save_for_backward(*inputs)

    @staticmethod
    @torch.autograd.function.once_differentiable
    def backward(ctx, g: torch.Tensor):
        x, y, w = ctx.saved_tensors
        gw = g if w is None else g * w
        dx = dy = None
        if ctx.needs_input_grad[0]:
            dx = gw * (x - y) / torch.clamp(x * (1 - x), min=1e-12)
        if ctx.needs_input_grad[1]:
            dy = gw * (torch.log(1 - x) - torch.log(x))
        # MindSpore's bprop gives the weight a zero gradient
        dw = torch.zeros_like(w) if w is not None and ctx.needs_input_grad[2] else None
        return dx, dy, dw


def bce(x: torch.Tensor, y: torch.Tensor, w: torch.Tensor | None, reduction: str) -> torch.Tensor:
    """MindSpore's ``BinaryCrossEntropy`` (``ops.binary_cross_entropy``, the primitive, ``mint``'s, ``nn.BCELoss``):
    ``-w (y log(x + 1e-12) + (1 - y) log(1 - x + 1e-12))`` reduced; the mean of an empty input is 0.

    Raises:
        TypeError: a dtype other than Float16/Float32/BFloat16, or ``y`` of another dtype than ``x``.
        ValueError: shapes that differ, or a ``w`` that does not broadcast.
        RuntimeError: a probability outside ``[0, 1]`` (MindSpore's CPU kernel checks every value).
    """
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(
            f"For 'BinaryCrossEntropy', the 'reduction' must be in ['none', 'mean', 'sum'], but got {reduction}."
        )
    if x.dtype not in _BCE_DTYPES:
        raise TypeError(
            "For Primitive[BinaryCrossEntorpy], the type of the input must be [Float16, Float32, BFloat16], but "
            f"got {_name(x.dtype)}!"
        )
    if y.dtype != x.dtype:
        raise TypeError(
            "For primitive[BinaryCrossEntorpy], the input and target should have same type, but got: "
            f"{_name(x.dtype)} and {_name(y.dtype)}."
        )
    if x.shape != y.shape:
        raise ValueError(
            f"For primitive[BinaryCrossEntropy], the input_shape: [{','.join(map(str, x.shape))},] must be equal "
            f"to [{','.join(map(str, y.shape))},]"
        )
    if w is not None:
        try:
            w = torch.broadcast_to(w.to(x.dtype), x.shape)
        except RuntimeError:
            raise ValueError(
                "For 'BinaryCrossEntropy', the shape of 'weight' can not broadcast to the shape of 'input'."
            ) from None
    if x.numel() and not vmapped(x):
        bad = (x < 0) | (x > 1)
        if bool(bad.any()):
            raise RuntimeError(
                "For 'BinaryCrossEntropy', the value of 'input_x' must be between 0 and 1, but got value: "
                f"{float(x[bad].flatten()[0])}"
            )
    loss = BCEFunction.apply(x, y, w)
    if reduction == "mean":
        return loss.mean() if loss.numel() else loss.sum()
    if reduction == "sum":
        return loss.sum()
    return loss


def huber(x: torch.Tensor, y: torch.Tensor, delta: float) -> torch.Tensor:
    """Unreduced Huber loss: ``0.5 d^2`` below ``delta``, ``delta (|d| - 0.5 delta)`` above (``ops.huber_loss``)."""
    return F.huber_loss(x, y, reduction="none", delta=delta)


def kl_div(x: torch.Tensor, y: torch.Tensor, reduction: str, log_target: bool = False, ms_mean: bool = True):
    """``y * (log(y) - x)`` of log-probabilities ``x`` reduced by ``reduction`` ('batchmean' divides by the batch
    size). With ``ms_mean`` (``ops.kl_div``) 'mean' is the sum over the element count (torch warns on 'mean')."""
    if ms_mean and reduction == "mean":
        return F.kl_div(x, y, reduction="sum", log_target=log_target) / x.numel()
    return F.kl_div(x, y, reduction=reduction, log_target=log_target)


def cosine_embedding(a: torch.Tensor, b: torch.Tensor, t: torch.Tensor, margin: float) -> torch.Tensor:
    """Unreduced MindSpore ``cosine_embedding_loss``: ``1 - cos`` where ``t == 1``, ``max(0, cos - margin)`` where
    ``t == -1`` (cosine along axis 1; integer inputs computed in Float32)."""
    if not a.is_floating_point():
        a = a.float()
    if not b.is_floating_point():
        b = b.float()
    cos = (a * b).sum(1) / (a.square().sum(1).sqrt() * b.square().sum(1).sqrt())
    zero = torch.zeros_like(cos)
    return torch.where(t == 1, 1.0 - cos, zero) + torch.where(t == -1, (cos - margin).clamp(min=0), zero)


def cosine_embedding_torch(a: torch.Tensor, b: torch.Tensor, t: torch.Tensor, margin: float, reduction: str):
    """torch's ``cosine_embedding_loss`` (``mint.nn.functional.cosine_embedding_loss``)."""
    return F.cosine_embedding_loss(a, b, t, margin=margin, reduction=reduction)


def soft_margin(x: torch.Tensor, y: torch.Tensor, reduction: str) -> torch.Tensor:
    """``log(1 + exp(-y * x))`` (``y`` cast to ``x``'s dtype), averaged over all elements for 'mean'
    (``ops.soft_margin_loss``; MindSpore has no CPU kernel for it)."""
    return F.soft_margin_loss(x, y.to(x.dtype), reduction=reduction)


def multi_margin(x: torch.Tensor, tg: torch.Tensor, p: int, margin: float, w, reduction: str) -> torch.Tensor:
    """Multi-class hinge loss ``sum_{i != y} w_y * max(0, margin - x_y + x_i)^p / C`` (``ops.multi_margin_loss``,
    ``ops.MultiMarginLoss``, ``nn.MultiMarginLoss``).

    Raises:
        TypeError: ``tg`` not Int64 (MindSpore's primitive check).
    """
    if tg.dtype != torch.int64:
        raise TypeError(
            "For primitive[MultiMarginLoss], the input argument[target] must be a type of {Tensor[Int64]}, but got "
            f"Tensor[{_name(tg.dtype)}]."
        )
    return F.multi_margin_loss(x, tg, p, float(margin), w, reduction=reduction)


def multilabel_margin(x: torch.Tensor, tg: torch.Tensor, reduction: str) -> torch.Tensor:
    """Multi-label hinge loss with class-index ``tg`` rows ended by -1 (``ops.multilabel_margin_loss``).

    Raises:
        TypeError: ``tg`` not Int32 (MindSpore's primitive check).
    """
    if tg.dtype != torch.int32:
        raise TypeError(
            "For primitive[MultilabelMarginLoss], the input argument[target] must be a type of {Tensor[Int32]}, but "
            f"got Tensor[{_name(tg.dtype)}]."
        )
    return F.multilabel_margin_loss(x, tg.long(), reduction=reduction)


def multilabel_soft_margin(x: torch.Tensor, y: torch.Tensor, w) -> torch.Tensor:
    """Per-sample ``-(y log sigmoid(x) + (1 - y) log sigmoid(-x))`` times ``w``, averaged over the last axis."""
    loss = y * F.softplus(-x) + (1 - y) * F.softplus(x)
    if w is not None:
        loss = loss * w
    return loss.sum(x.ndim - 1) / x.shape[-1]


def triplet_margin(a, pos, neg, margin: float, p, eps: float, swap: bool, reduction: str) -> torch.Tensor:
    """``max(d(a, pos) - d(a, neg) + margin, 0)`` with p-norm distances (torch's ``triplet_margin_loss``)."""
    return F.triplet_margin_loss(a, pos, neg, margin, p, eps, swap, reduction=reduction)


def gaussian_nll(x: torch.Tensor, target: torch.Tensor, var: torch.Tensor, full: bool, eps: float) -> torch.Tensor:
    """Unreduced ``0.5 * (log(max(var, eps)) + (x - target)^2 / max(var, eps))`` (+ ``0.5 log(2 pi)`` with
    ``full``); ``var`` may lack the last axis of ``x`` (``ops.gaussian_nll_loss``)."""
    if x.shape != var.shape and x.shape[:-1] == var.shape:
        var = var.unsqueeze(-1)
    var = var.clamp(min=eps)
    loss = 0.5 * (torch.log(var) + (x - target) ** 2 / var)
    if full:
        loss = loss + 0.5 * math.log(2 * math.pi)
    return loss


def ctc_alpha(lp: torch.Tensor, tg: torch.Tensor, il: torch.Tensor, tl: torch.Tensor, blank: int,
               merge_repeated: bool = True, low: float = float("-inf")) -> torch.Tensor:  # fmt: skip
    """CTC forward variables ``log_alpha`` ``(N, T, 2S+1)`` (``low`` past each input length and for unreachable
    states; a finite ``low`` keeps gradients finite). Without ``merge_repeated`` (TensorFlow's
    ``ctc_merge_repeated=False``) a label never stays on itself nor merges with an equal neighbour."""
    t_max, n, _ = lp.shape
    s = tg.shape[1] if tg.ndim == 2 else int(tl.max())
    if tg.ndim == 1:  # concatenated targets -> padded rows
        rows, off = [], 0
        for k in range(n):
            ln = int(tl[k])
            rows.append(F.pad(tg[off : off + ln], (0, s - ln), value=blank))
            off += ln
        tg = torch.stack(rows) if rows else tg.reshape(n, 0)
    width = 2 * s + 1
    ext = torch.full((n, width), blank, dtype=torch.long, device=lp.device)
    ext[:, 1::2] = tg.long()
    neg_inf = torch.tensor(low, dtype=lp.dtype, device=lp.device)
    pos = torch.arange(width, device=lp.device)
    valid = pos[None, :] < (2 * tl.long()[:, None] + 1)
    skip = torch.zeros((n, width), dtype=torch.bool, device=lp.device)
    if width > 2:
        skip[:, 2:] = ext[:, 2:] != blank
        if merge_repeated:
            skip[:, 2:] &= ext[:, 2:] != ext[:, :-2]
    stay = torch.ones((n, width), dtype=torch.bool, device=lp.device) if merge_repeated else ext == blank
    emit = lp.permute(1, 0, 2).gather(2, ext[:, None, :].expand(n, t_max, width))  # (N, T, W)
    alphas = []
    a = torch.full((n, width), low, dtype=lp.dtype, device=lp.device)
    a[:, 0] = emit[:, 0, 0]
    if width > 1:
        a[:, 1] = torch.where(tl > 0, emit[:, 0, 1], neg_inf)
    a = torch.where(valid, a, neg_inf)
    alphas.append(a)
    for t in range(1, t_max):
        prev1 = F.pad(a, (1, 0), value=low)[:, :-1]
        prev2 = F.pad(a, (2, 0), value=low)[:, :-2]
        prev2 = torch.where(skip, prev2, neg_inf)
        prev0 = a if merge_repeated else torch.where(stay, a, neg_inf)
        a = torch.logsumexp(torch.stack([prev0, prev1, prev2]), 0) + emit[:, t]
        a = torch.where(valid, a, neg_inf)
        alphas.append(a)
    log_alpha = torch.stack(alphas, 1)
    alive = torch.arange(t_max, device=lp.device)[None, :, None] < il.long()[:, None, None]
    return torch.where(alive, log_alpha, neg_inf)


def ctc_nll(lp: torch.Tensor, tg: torch.Tensor, il: torch.Tensor, tl: torch.Tensor, blank: int, reduction: str,
             zero_infinity: bool) -> torch.Tensor:  # fmt: skip
    """The CTC loss behind ``ops.ctc_loss`` and ``nn.CTCLoss``: torch's ``ctc_loss`` per sample ('mean' divides each
    loss by its target length, then averages), computed in Float32 for half-precision input."""
    x = lp if lp.dtype in (torch.float32, torch.float64) else lp.float()
    loss = F.ctc_loss(x, tg.long(), il.long(), tl.long(), blank, "none", zero_infinity)
    if reduction == "sum":
        loss = loss.sum()
    elif reduction == "mean":
        loss = (loss.float() / tl.float().clamp(min=1.0)).mean()
    return loss.to(lp.dtype)


def ctc_sparse(xt: torch.Tensor, idx: torch.Tensor, vals: torch.Tensor, il: torch.Tensor, collapse: bool,
               merge_repeated: bool, ignore_longer: bool) -> tuple:  # fmt: skip
    """TensorFlow's CTC loss of ``ops.CTCLoss``: logits ``xt`` (T, N, C) (softmax taken here), sparse labels
    (``idx`` (K, 2) batch/position, ``vals`` (K,)), sequence lengths ``il``, blank ``C - 1``; returns
    ``(loss (N,), gradient of the loss w.r.t. xt)`` in ``xt``'s dtype."""
    idx, vals, il = idx.long(), vals.long(), il.long()
    n, blank = xt.shape[1], xt.shape[2] - 1
    rows = [vals[idx[:, 0] == b][idx[idx[:, 0] == b][:, 1].argsort()].tolist() for b in range(n)]
    if collapse:
        rows = [[v for i, v in enumerate(r) if i == 0 or v != r[i - 1]] for r in rows]
    tl = torch.tensor([len(r) for r in rows], dtype=torch.long, device=xt.device)
    width = max(int(tl.max()) if n else 0, 1)
    tg = torch.tensor([r + [blank] * (width - len(r)) for r in rows], dtype=torch.long, device=xt.device)
    with torch.enable_grad():
        logits = xt.detach().float().requires_grad_(True)
        lp = torch.log_softmax(logits, -1)
        alpha = ctc_alpha(lp, tg, il, tl, blank, merge_repeated, -1e30)
        last = alpha[torch.arange(n, device=xt.device), (il - 1).clamp(min=0)]
        end = 2 * tl
        ll = torch.logaddexp(
            last.gather(1, end[:, None]).squeeze(1), last.gather(1, (end - 1).clamp(min=0)[:, None]).squeeze(1)
        )
        loss = -ll
        (grad,) = torch.autograd.grad(loss.sum(), logits)
    if ignore_longer:
        drop = tl > il
        loss = torch.where(drop, torch.zeros_like(loss), loss)
        grad = torch.where(drop[None, :, None], torch.zeros_like(grad), grad)
    return loss.detach().to(xt.dtype), grad.to(xt.dtype)


def focal(x: torch.Tensor, y: torch.Tensor, w, gamma: float) -> torch.Tensor:
    """Per-sample focal loss ``-(1 - p)^gamma * log p`` of ``nn.FocalLoss``: ``x`` logits ``(N, C[, ...])``, ``y``
    class indices ``(N, 1[, ...])`` or one-hot ``(N, C[, ...])``, ``w`` per-class weights or None; a mean over
    the spatial positions (and classes for one-hot labels), as MindSpore."""
    x = x.reshape(x.shape[0], x.shape[1], -1)
    y = y.reshape(y.shape[0], y.shape[1], -1)
    logp = torch.log_softmax(x, 1)
    single = y.shape[1] == 1
    if single:
        logp = logp.gather(1, y.long()).squeeze(1)
    prob = torch.exp(logp)
    if w is not None:
        w = w[None, :, None].expand(y.shape[0], -1, y.shape[2])
        if single:
            w = w.gather(1, y.long()).squeeze(1)
        logp = logp * w
    factor = torch.pow(1.0 - prob, gamma)
    if single:
        loss = (-1 * factor * logp).mean(1)
    else:
        loss = (-1 * factor * y.to(logp.dtype) * logp).mean(-1)
    return loss


def uniform_candidates(labels: torch.Tensor, num_sampled: int, num_classes: int, remove_hits: bool) -> tuple:
    """Uniform sampling of ``num_sampled`` distinct classes (true classes skipped with ``remove_hits``) and the
    expected counts of MindSpore's ``UniformCandidateSampler``: ``p * n`` when no draw repeated, else
    ``1 - (1 - p) ** tries``, ``p = 1 / num_classes``."""
    banned = set(labels.reshape(-1).tolist()) if remove_hits else set()
    picked: list = []
    tries = 0
    while len(picked) < num_sampled:
        c = int(torch.randint(num_classes, ()).item())
        if c in banned:
            continue
        tries += 1
        if c not in picked:
            picked.append(c)
    p = 1.0 / num_classes
    count = p * num_sampled if tries == num_sampled else -math.expm1(tries * math.log1p(-p))
    sampled = torch.tensor(picked, dtype=torch.int64, device=labels.device)
    true_count = torch.full(labels.shape, count, dtype=torch.float32, device=labels.device)
    return sampled, true_count, torch.full((num_sampled,), count, dtype=torch.float32, device=labels.device)


def sampled_softmax(w: torch.Tensor, b: torch.Tensor, labels: torch.Tensor, x: torch.Tensor, num_true: int,
                    num_sampled: int, num_classes: int, remove_hits: bool, sampled_values) -> torch.Tensor:  # fmt: skip
    """Per-sample loss of ``nn.SampledSoftmaxLoss``: logits ``x @ w[ids].T + b[ids]`` minus ``log(expected_count)``
    for the true ids ``labels`` (targets ``1 / num_true``) and the sampled ids (targets 0), then
    ``-sum(targets * log(softmax(logits) + 1e-20))``. ``sampled_values`` ``(sampled, true_count, sampled_count)``
    (torch tensors or arrays) fixes the candidates; None draws them with :func:`uniform_candidates`."""
    true_ids = labels.reshape(-1, num_true).long()
    if sampled_values is None:
        sampled, true_count, sampled_count = uniform_candidates(true_ids, num_sampled, num_classes, remove_hits)
    else:
        sampled, true_count, sampled_count = sampled_values
        sampled = torch.as_tensor(sampled, device=w.device).long()
    true_w = w[true_ids.reshape(-1)].reshape(-1, num_true, w.shape[1])
    true_logits = (x.unsqueeze(1) * true_w).sum(-1) + b[true_ids]
    sampled_logits = x @ w[sampled].T + b[sampled]
    true_logits = true_logits - torch.log(torch.as_tensor(true_count, dtype=x.dtype, device=x.device))
    sampled_logits = sampled_logits - torch.log(torch.as_tensor(sampled_count, dtype=x.dtype, device=x.device))
    out_logits = torch.cat((true_logits, sampled_logits), 1)
    targets = torch.cat((torch.ones_like(true_logits) / num_true, torch.zeros_like(sampled_logits)), 1)
    stable = torch.exp(out_logits - out_logits.amax(1, keepdim=True))
    pred = stable / stable.sum(1, keepdim=True)
    return -(targets * torch.log(pred + 1.0e-20)).sum(1)


def poisson_nll(x: torch.Tensor, t: torch.Tensor, log_input: bool, full: bool, eps: float) -> torch.Tensor:
    """Unreduced ``nn.PoissonNLLLoss``: ``exp(x) - t * x`` (``log_input``) or ``x - t * log(x + eps)``; ``full`` adds
    the Stirling term ``(t + 0.5) log t - t + 0.5 log(2 pi)`` where ``t > 1`` (``t`` clamped at ``eps``)."""
    t = t.to(x.dtype)
    loss = torch.exp(x) - t * x if log_input else x - t * torch.log(x + eps)
    if full:
        t = torch.clamp(t, min=eps)
        stirling = (t + 0.5) * torch.log(t) - t + 0.5 * math.log(2 * math.pi)
        loss = loss + torch.where(t > 1, stirling, torch.zeros_like(stirling))
    return loss


def pairwise_l2(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """``||a - b||_2`` along axis 1: the default distance of ``nn.TripletMarginWithDistanceLoss``.

    Raises:
        ValueError: 0-d inputs (MindSpore's ``pairwise_distance`` message).
    """
    d = (a - b).abs()
    if d.dim() == 0:
        raise ValueError(
            "For 'pairwise_distance' in 'TripletMarginWithDistanceLoss', 'ndim' of the input must be positive, "
            f"but got {d.dim()}"
        )
    return torch.linalg.vector_norm(d, 2, dim=1)


def cosine_similarity(a: torch.Tensor, b: torch.Tensor, dim: int = 1, eps: float = 1e-8) -> torch.Tensor:
    """Cosine similarity of ``a`` and ``b`` along ``dim`` (``ops.cosine_similarity``)."""
    return F.cosine_similarity(a, b, dim, eps)


def pdist(t: torch.Tensor, p: float = 2.0) -> torch.Tensor:
    """p-norm distances between the rows of ``t`` (upper triangle, ``ops.pdist``)."""
    return F.pdist(t, p)


def triplet_from_distances(d1: torch.Tensor, d2: torch.Tensor, swap, margin: float) -> torch.Tensor:
    """Unreduced ``max(d1 - d2 + margin, 0)``; ``swap`` (the positive-negative distance, or None) replaces ``d2``
    where smaller (``nn.TripletMarginWithDistanceLoss``)."""
    if swap is not None:
        d2 = torch.minimum(d2, swap)
    return torch.clamp(d1 - d2 + margin, min=0)


def rmse(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """``sqrt(mean((x - y) ** 2))`` (``nn.RMSELoss``)."""
    return torch.sqrt(torch.square(x - y).mean())


def squared(d: torch.Tensor) -> torch.Tensor:
    """``d ** 2`` elementwise (``nn.MSELoss`` of a difference)."""
    return torch.square(d)


def absolute(d: torch.Tensor) -> torch.Tensor:
    """``|d|`` elementwise (``nn.MAELoss`` of a difference)."""
    return torch.abs(d)


def lengths(v, device) -> torch.Tensor:
    """CTC input/target lengths (a tensor, array or list) as a tensor on ``device``."""
    return torch.as_tensor(v, device=device)


def cross_entropy_torch(x: torch.Tensor, tg: torch.Tensor, w, ignore_index: int, reduction: str, ls: float):
    """torch's cross entropy (``mint.nn.functional.cross_entropy``): a floating ``tg`` holds class probabilities,
    any other dtype (int32, int64, uint8) class indices (taken as Int64)."""
    if not tg.is_floating_point() and tg.dtype != torch.int64:
        tg = tg.long()
    return F.cross_entropy(x, tg, w, ignore_index=ignore_index, reduction=reduction, label_smoothing=ls)


_POINTWISE = {"mse_loss": F.mse_loss, "l1_loss": F.l1_loss, "soft_margin_loss": F.soft_margin_loss}


def pointwise(name: str, a: torch.Tensor, b: torch.Tensor, reduction: str) -> torch.Tensor:
    """``mint.nn.functional.mse_loss``/``l1_loss``/``soft_margin_loss`` (``name``) of ``a`` and ``b``, broadcast to
    one shape first (MindSpore broadcasts silently where torch would warn)."""
    if a.shape != b.shape:
        a, b = torch.broadcast_tensors(a, b)
    return _POINTWISE[name](a, b, reduction=reduction)


def in_top_k(p: torch.Tensor, t: torch.Tensor, k: int) -> torch.Tensor:
    """Bool ``(N,)``: whether ``p[i, t[i]]`` is among the ``k`` largest of row ``i`` of ``(N, C)`` ``p`` (MindSpore's
    ``InTopK`` CPU kernel): fewer than ``k`` entries strictly greater; False for a target outside ``[0, C)`` or a
    row holding a non-finite value, and every row False for ``k < 1``."""
    n, c = p.shape
    if k < 1 or n == 0:
        return torch.zeros(n, dtype=torch.bool, device=p.device)
    pf = p.float()
    ok = (t >= 0) & (t < c) & torch.isfinite(pf).all(dim=1)
    target = pf.gather(1, t.long().clamp(0, max(c - 1, 0)).unsqueeze(1))
    return ok & ((pf > target).sum(dim=1) < k)


def l1_penalty(t: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    """``scale * sum(|t|)`` (``nn.L1Regularizer``)."""
    return scale * torch.abs(t).sum()


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
