"""Loss kernels: class-index targets, NLL and cross entropy, BCE, the regression and margin losses, CTC.

``ops.<loss>`` functions, the loss primitives (``NLLLoss``, ``SparseSoftmaxCrossEntropyWithLogits``,
``SoftmaxCrossEntropyWithLogits``, ``BCEWithLogitsLoss``, ``MultiMarginLoss``, ``CTCLoss``, ...), the ``nn`` loss
cells and ``mint.nn.functional``'s losses call these. MindSpore gathers the target's class with ``GatherD``: an
index in ``[-C, 0)`` counts from the end, one outside ``[-C, C)`` is its ``RuntimeError``, a float index its
``TypeError``.
"""

from __future__ import annotations

import math

import numpy as np

import torch
import torch.nn.functional as F

from ._dtype_names import ms_name as _name
from .errors import translated
from .transform import vmapped
from . import errors as _errors

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
    "softmax_ce_pair",
    "sparse_softmax_ce_grad",
    "check_sparse_labels",
    "sparse_softmax_ce_mean",
    "cross_entropy_probs",
    "nll_smoothed",
    "cross_entropy_indices",
    "huber",
    "kl_div",
    "kl_div_grad",
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
        raise _errors.runtime_error(
            "GatherD",
            f"the value of 'index' must be in [{-num_classes}, {num_classes}), but got: {int(t[bad].flatten()[0])}",
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
        raise _errors.value_error(
            "SoftmaxCrossEntropyWithLogits",
            "evaluator arg 'label' shape must be consistent with 'logits' "
            f"shape, but got 'label' shape: {list(labels.shape)} and 'logits' shape: {list(logits.shape)}.",
        )
    if reduction == "mean":  # MindSpore's SparseSoftmaxCrossEntropyWithLogits primitive
        return sparse_softmax_ce_mean(logits, labels)
    loss = softmax_ce(logits, _one_hot(labels, logits))
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
        ValueError: a ``reduction`` other than 'mean', 'sum', 'none' (the op's error: the 'reduction' must be in ...).
    """
    if reduction not in ("mean", "sum", "none"):
        raise _errors.choice_error(op, "reduction", ["mean", "sum", "none"], reduction)
    if reduction == "none":
        return x
    y = x.float()
    y = y.mean() if reduction == "mean" else y.sum()
    return y.to(x.dtype)


class SoftmaxCEFunction(torch.autograd.Function):
    """MindSpore's SoftmaxCrossEntropyWithLogits kernel and its bprop: the outputs are the per-sample loss
    ``-sum(labels * log_softmax(logits), -1)`` and ``softmax(logits) - labels``; the gradient of the logits is that
    second output times the loss's incoming gradient (exact only when each row of ``labels`` sums to 1, which
    MindSpore assumes), the labels get a zero gradient and the second output passes none back."""

    generate_vmap_rule = True

    @staticmethod
    def forward(logits: torch.Tensor, labels: torch.Tensor) -> tuple:
        dt = logits.dtype
        if dt in (torch.float16, torch.bfloat16):  # computed in Float32 and cast back, as MindSpore's values show
            logits, labels = logits.float(), labels.float()
        logp = torch.log_softmax(logits, -1)
        return (-(labels * logp).sum(-1)).to(dt), (torch.exp(logp) - labels).to(dt)

    @staticmethod
    def setup_context(ctx, inputs: tuple, output: tuple) -> None:
        ctx.save_for_backward(output[1])

    @staticmethod
    @torch.autograd.function.once_differentiable
    def backward(ctx, g_loss: torch.Tensor, g_back: torch.Tensor):
        (back,) = ctx.saved_tensors
        dlogits = back * g_loss.unsqueeze(-1) if ctx.needs_input_grad[0] else None
        dlabels = torch.zeros_like(back) if ctx.needs_input_grad[1] else None
        return dlogits, dlabels


def softmax_ce_pair(logits: torch.Tensor, labels: torch.Tensor) -> tuple:
    """``(loss, softmax(logits) - labels)``: the outputs of ``ops.SoftmaxCrossEntropyWithLogits``, with MindSpore's
    gradient (:class:`SoftmaxCEFunction`)."""
    return SoftmaxCEFunction.apply(logits, labels)


def softmax_ce(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    """Per-sample ``-sum(labels * log_softmax(logits), -1)``: the loss of ``ops.SoftmaxCrossEntropyWithLogits`` and of
    ``nn.SoftmaxCrossEntropyWithLogits`` with dense labels. Its gradient is MindSpore's: ``softmax(logits) -
    labels`` for the logits (whatever the labels sum to), zero for the labels."""
    return SoftmaxCEFunction.apply(logits, labels)[0]


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
    ``smooth = -sum_c w_c * logp_c`` per sample, ignored samples zeroed, reduced as the loss. A ``w`` of another
    float dtype than ``logp`` promotes both to the wider one (Float32 ``logp`` with Float64 ``w``: Float64)."""
    cdim = 0 if logp.ndim == 1 else 1
    if w is not None and w.dtype != logp.dtype and w.is_floating_point() and logp.is_floating_point():
        # MindSpore's nll_loss is a composite (``inputs * weight``): mixed float dtypes promote to the wider one
        dt = torch.promote_types(logp.dtype, w.dtype)
        logp, w = logp.to(dt), w.to(dt)
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
    if (
        not ls
        and x.is_cpu
        and tg.dtype in _INDEX_DTYPES
        and x.dtype != torch.float16
        and (w is None or w.dtype == x.dtype)
    ):
        try:
            return F.cross_entropy(
                x, tg if tg.dtype == torch.int64 else tg.long(), w, None, ignore_index, None, reduction
            )
        except (IndexError, RuntimeError, ValueError):
            pass
    cdim = 0 if x.ndim == 1 else 1
    if x.dtype == torch.float16:  # MindSpore's ``x - logsumexp(x)``, each of its Float16 ops rounded
        m = x.amax(cdim, keepdim=True)
        logp = x - (torch.log(torch.exp(x - m).sum(cdim, keepdim=True)) + m)
    else:
        logp = torch.log_softmax(x, cdim)
    return nll_smoothed(logp, tg, w, ignore_index, reduction, ls)


def check_sparse_labels(labels: torch.Tensor, classes: int) -> None:
    """MindSpore's label check of SparseSoftmaxCrossEntropyWithLogits: the first label (in order) below 0 or above
    ``classes`` raises its RuntimeError; a label equal to ``classes`` passes (it selects no class).

    Known difference: MindSpore's loss for a label equal to ``classes`` reads past the row (inf here on CPU);
    mindshim's counts it as selecting no class (a zero term).
    """
    flat = labels.reshape(-1)
    bad = ((flat < 0) | (flat > classes)).nonzero()
    if bad.numel():
        i = int(bad[0, 0])
        v = int(flat[i])
        if v < 0:
            raise _errors.runtime_error(
                "SparseSoftmaxCrossEntropyWithLogits",
                f"got error label! label[index] must >= 0, but got  index = {i} label[index] = {v}",
                sep="' ",
            )
        raise _errors.runtime_error(
            "SparseSoftmaxCrossEntropyWithLogits",
            "got error label! label[index] must <= class_num, but got "
            f"index = {i} label[index] = {v} and class_num = {classes}",
            sep="' ",
        )


def _one_hot(labels: torch.Tensor, logits: torch.Tensor) -> torch.Tensor:
    classes = torch.arange(logits.shape[-1], device=logits.device)
    return (labels.long().unsqueeze(-1) == classes).to(logits.dtype)


def sparse_softmax_ce_grad(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    """``(softmax(logits) - one_hot(labels)) / N``: ``SparseSoftmaxCrossEntropyWithLogits(is_grad=True)``.

    Raises:
        RuntimeError: a label below 0 or above the class count (:func:`check_sparse_labels`).
    """
    check_sparse_labels(labels, logits.shape[-1])
    return (torch.softmax(logits, -1) - _one_hot(labels, logits)) / logits.shape[0]


def sparse_softmax_ce_mean(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    """Mean cross entropy of ``logits`` at class ``labels`` (``SparseSoftmaxCrossEntropyWithLogits``, and
    ``nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')``), with MindSpore's gradient
    (``(softmax - one_hot) / N``, see :class:`SoftmaxCEFunction`).

    Raises:
        RuntimeError: a label below 0 or above the class count (:func:`check_sparse_labels`).
    """
    c = logits.shape[-1]
    if labels.numel() and not vmapped(labels):
        lo, hi = (int(v) for v in torch.aminmax(labels))
        if lo < 0 or hi > c:
            check_sparse_labels(labels, c)
        if hi == c:  # a label selecting no class: MindSpore's gradient is softmax / N there
            return softmax_ce(logits, _one_hot(labels, logits)).mean()
    # labels in [0, C): torch's fused loss, whose gradient (softmax - one_hot) / N is MindSpore's
    return F.cross_entropy(logits, labels.long())


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
        raise _errors.value_error(
            "BCEWithLogitsLoss",
            f"two inputs 'input' and 'target' shape are not equal, 'input' shape: "
            f"{list(x.shape)}, 'target' shape: {list(y.shape)}.",
        )
    for arg, w in (("weight", weight), ("pos_weight", pos_weight)):
        if w is not None:
            try:
                torch.broadcast_shapes(w.shape, x.shape)
            except RuntimeError:
                raise _errors.value_error(
                    "BCEWithLogitsLoss", f"the shape of '{arg}' can not broadcast to the shape of 'input'."
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
        raise _errors.runtime_error("SmoothL1Loss", f"the values for beta not support negative values, but got {beta}.")
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
        raise _errors.runtime_error("NLLLoss", f"the dimension of 'logits' should be 2, but got: {x.dim()}")
    if target.is_floating_point() or target.is_complex() or target.dtype == torch.bool:
        raise TypeError("Select CPU operator[NLLLoss] fail! Unsupported data type!")
    n, c = x.shape
    if target.dim() != 1 or target.shape[0] != n:
        raise _errors.runtime_error(
            "NLLLoss",
            f"the 'labels' shape must be equal to the batch size of 'logits' ({n}), but got {list(target.shape)}.",
        )
    if weight is None:
        weight = torch.ones(c, dtype=x.dtype, device=x.device)
    else:
        weight = weight.detach()  # MindSpore's NLLLoss bprop gives the weight a zero gradient
    if weight.dim() != 1 or weight.shape[0] != c:
        raise _errors.runtime_error(
            "NLLLoss",
            f"the 'weight' shape must be equal to the class count of 'logits' ({c}), but got {list(weight.shape)}.",
        )
    t = target.long()
    keep = t != ignore_index
    if t.numel() and not vmapped(t):
        bad = keep & ((t < 0) | (t >= c))
        if bool(bad.any()):
            raise _errors.value_error("NLLLoss", f"the label must in scope[0, C-1], but got{int(t[bad][0])}")
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
        raise _errors.choice_error("BinaryCrossEntropy", "reduction", ["none", "mean", "sum"], reduction)
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
            raise _errors.value_error(
                "BinaryCrossEntropy", "the shape of 'weight' can not broadcast to the shape of 'input'."
            ) from None
    if x.numel() and not vmapped(x):
        bad = (x < 0) | (x > 1)
        if bool(bad.any()):
            raise _errors.runtime_error(
                "BinaryCrossEntropy",
                f"the value of 'input_x' must be between 0 and 1, but got value: {float(x[bad].flatten()[0])}",
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


def kl_div_grad(dy: torch.Tensor, x: torch.Tensor, target: torch.Tensor, reduction: str) -> torch.Tensor:
    """MindSpore's ``KLDivLossGrad`` CPU kernel: the gradient of ``KLDivLoss`` at ``x``, ``-target * dy`` ('none':
    ``dy`` shaped like ``x``), else ``target * (c * dy[0])`` and ``c`` -1 ('sum'),
    ``-1 / x.size`` ('mean') or ``-1 / x.shape[0]`` ('batchmean'); ``c`` and its product with ``dy`` are rounded to
    the dtype first, as the kernel does. Result of ``x``'s shape and dtype (Float16/32/64).

    Raises:
        TypeError: an input not Float16/32/64, or the dtypes differ. ValueError: ``target``'s size not ``x``'s, or
        ('none') ``dy``'s size not ``x``'s. Otherwise ``dy``'s first value is read, whatever its size (as the kernel).
    """
    op = "KLDivLossGrad"
    floats = (torch.float16, torch.float32, torch.float64)
    for name, t in (("x", x), ("target", target), ("grad", dy)):
        if t.dtype not in floats:
            raise _errors.dtype_error(op, name, t.dtype, floats)
    if not x.dtype == target.dtype == dy.dtype:
        raise TypeError(f"For primitive[{op}], the input type must be same.")
    if target.numel() != x.numel():
        raise _errors.value_error(
            op, f"the size of 'target' must be the size of 'x', but got {target.numel()} and {x.numel()}."
        )
    if reduction == "none":
        if dy.numel() != x.numel():
            raise _errors.value_error(
                op, f"the size of 'grad' must be the size of 'x', but got {dy.numel()} and {x.numel()}."
            )
        return (target * dy.reshape(target.shape) * -1.0).reshape(x.shape)
    coef = -1.0
    if reduction == "mean":
        coef /= x.numel()
    elif reduction == "batchmean":
        coef /= x.shape[0] if x.dim() else 1
    c = torch.tensor(coef, dtype=x.dtype) * dy.reshape(-1)[0]
    return (target * c).reshape(x.shape)


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


def _ctc_emit(lp: torch.Tensor, ext: torch.Tensor) -> torch.Tensor:
    """``lp[t, b, ext[b, s]]`` as ``(N, T, W)``. A class outside ``[0, C)`` is read as MindSpore's CPU kernel reads
    it, at the flat offset ``t*N*C + b*C + class`` of ``lp`` (another batch's or time step's entry). Past the ends
    of the buffer mindshim reads 0, which is what MindSpore 2.10 on CPU gives just past it (its own test
    ``test_ctc_loss_tnc`` reads there); far past it MindSpore reads unrelated memory (NaN in a probe)."""
    t_max, n, c = lp.shape
    w = ext.shape[1]
    if not ext.numel() or (int(ext.min()) >= 0 and int(ext.max()) < c):
        return lp.permute(1, 0, 2).gather(2, ext[:, None, :].expand(n, t_max, w))
    dev = lp.device
    pos = (torch.arange(t_max, device=dev)[None, :, None] * (n * c) + torch.arange(n, device=dev)[:, None, None] * c
           + ext[:, None, :])  # fmt: skip
    inside = (pos >= 0) & (pos < lp.numel())
    vals = lp.reshape(-1)[pos.clamp(0, max(lp.numel() - 1, 0))]
    return torch.where(inside, vals, torch.full((), 0.0, dtype=lp.dtype, device=dev))


def _ctc_padded(tg: torch.Tensor, tl: torch.Tensor, n: int, blank: int) -> torch.Tensor:
    """Targets as padded rows ``(N, S)``: 2-D targets as they are, concatenated 1-D ones split by ``tl``."""
    if tg.ndim == 2:
        return tg
    s = int(tl.max()) if tl.numel() else 0
    rows, off = [], 0
    for k in range(n):
        ln = int(tl[k])
        rows.append(F.pad(tg[off : off + ln], (0, s - ln), value=blank))
        off += ln
    return torch.stack(rows) if rows else tg.reshape(n, 0)


def ctc_alpha(lp: torch.Tensor, tg: torch.Tensor, il: torch.Tensor, tl: torch.Tensor, blank: int,
              low: float = float("-inf")) -> torch.Tensor:  # fmt: skip
    """CTC forward variables ``log_alpha`` ``(N, T, 2S+1)`` of ``ops.ctc_loss`` (``low`` past each input length and
    for unreachable states; a finite ``low`` keeps gradients finite). A state may skip the one before it when its
    label differs from the label two states back (a target equal to the blank included), as MindSpore's kernel
    does; classes outside ``[0, C)`` are read as that kernel reads them (:func:`_ctc_emit`)."""
    t_max, n, _ = lp.shape
    tg = _ctc_padded(tg, tl, n, blank)
    s = tg.shape[1]
    width = 2 * s + 1
    ext = torch.full((n, width), blank, dtype=torch.long, device=lp.device)
    ext[:, 1::2] = tg.long()
    neg_inf = torch.tensor(low, dtype=lp.dtype, device=lp.device)
    pos = torch.arange(width, device=lp.device)
    valid = pos[None, :] < (2 * tl.long()[:, None] + 1)
    skip = torch.zeros((n, width), dtype=torch.bool, device=lp.device)
    if width > 2:
        skip[:, 2:] = ext[:, 2:] != ext[:, :-2]
    emit = _ctc_emit(lp, torch.where(valid, ext, blank))  # (N, T, W)
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
        a = torch.logsumexp(torch.stack([a, prev1, prev2]), 0) + emit[:, t]
        a = torch.where(valid, a, neg_inf)
        alphas.append(a)
    log_alpha = torch.stack(alphas, 1)
    alive = torch.arange(t_max, device=lp.device)[None, :, None] < il.long()[:, None, None]
    return torch.where(alive, log_alpha, neg_inf)


def _ctc_flat_grad(lp: np.ndarray, pt: np.ndarray, il: np.ndarray, tl: np.ndarray, blank: int, nll: np.ndarray,
                   alpha: np.ndarray, g: np.ndarray, zero_infinity: bool) -> np.ndarray:  # fmt: skip
    """MindSpore's CTCLossV2Grad CPU kernel over one flat buffer, batch after batch, as it runs: the alignment mass of
    state ``s`` at ``(t, b)`` is accumulated at the flat offset of ``(t, b, class)`` even for a class outside
    ``[0, C)`` (landing in another batch's or time step's slot, where that batch's own pass then combines it), then
    each batch's slots become ``(exp(lp) - exp(mass + nll - lp)) * g``. Reads past the buffer are 0 (see
    :func:`_ctc_emit`); writes there are dropped."""
    t_max, n, c = lp.shape
    flat_lp = lp.reshape(-1)
    grad = np.full(lp.size, -np.inf, lp.dtype)

    def read(t, b, k):
        pos = t * n * c + b * c + k
        ok = (pos >= 0) & (pos < lp.size)
        return np.where(ok, flat_lp[np.clip(pos, 0, lp.size - 1)], 0.0), pos, ok

    for b in range(n):
        if zero_infinity and np.isposinf(nll[b]):
            grad.reshape(t_max, n, c)[:, b] = 0
            continue
        t_len, s_len = int(il[b]), int(tl[b])
        width = 2 * s_len + 1
        prime = np.full(width, blank, np.int64)
        prime[1::2] = pt[b, :s_len]
        beta = np.full(width, -np.inf, lp.dtype)
        if t_len > 0:
            for s in [width - 1, width - 2] if s_len > 0 else [width - 1]:
                v, pos, ok = read(t_len - 1, b, prime[s])
                beta[s] = v
                if ok:
                    grad[pos] = alpha[b, t_len - 1, s] + v
        skip = np.zeros(width, bool)
        skip[: width - 2] = prime[2:] != prime[:-2]
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            for t in range(t_len - 2, -1, -1):
                lb2 = np.concatenate([beta[1:], [-np.inf]])
                lb3 = np.where(skip, np.concatenate([beta[2:], [-np.inf, -np.inf]]), -np.inf)
                m = np.maximum(np.maximum(beta, lb2), lb3)
                m = np.where(np.isneginf(m), 0, m)
                v, pos, ok = read(t, b, prime)
                beta = np.log(np.exp(beta - m) + np.exp(lb2 - m) + np.exp(lb3 - m)) + m + v
                ab = alpha[b, t, :width] + beta
                for s in np.nonzero(ok)[0]:
                    cur = grad[pos[s]]
                    grad[pos[s]] = ab[s] if np.isneginf(cur) else np.logaddexp(cur, ab[s])
            mine = grad.reshape(t_max, n, c)[:, b]
            own = lp[:, b]
            mine[:t_len] = (np.exp(own[:t_len]) - np.exp(mine[:t_len] + nll[b] - own[:t_len])) * g[b]
            mine[t_len:] = 0
    return grad.reshape(t_max, n, c)


class _CTCOutOfRange(torch.autograd.Function):
    """Per-sample CTC loss of targets with classes outside ``[0, C)``, read and differentiated as MindSpore's CPU
    kernels do (:func:`_ctc_emit`, :func:`_ctc_flat_grad`)."""

    @staticmethod
    def forward(lp, pt, il, tl, blank: int, zero_infinity: bool):
        alpha = ctc_alpha(lp, pt, il, tl, blank)
        n = lp.shape[1]
        rows = torch.arange(n, device=lp.device)
        last = alpha[rows, (il.long() - 1).clamp(min=0)]
        end = 2 * tl.long()
        l1 = last.gather(1, end[:, None]).squeeze(1)
        l2 = torch.where(end > 0, last.gather(1, (end - 1).clamp(min=0)[:, None]).squeeze(1), float("-inf"))
        return -torch.logaddexp(l1, l2), alpha

    @staticmethod
    def setup_context(ctx, inputs: tuple, output: tuple) -> None:
        lp, pt, il, tl, blank, zero_infinity = inputs
        ctx.save_for_backward(lp, pt, il, tl, output[0], output[1])
        ctx.blank, ctx.zero_infinity = blank, zero_infinity

    @staticmethod
    @torch.autograd.function.once_differentiable
    def backward(ctx, g: torch.Tensor, _g_alpha):
        lp, pt, il, tl, nll, alpha = (t.detach().cpu().numpy() for t in ctx.saved_tensors)
        grad = _ctc_flat_grad(lp, pt, il, tl, ctx.blank, nll, alpha, g.detach().cpu().numpy().astype(lp.dtype),
                              ctx.zero_infinity)  # fmt: skip
        return torch.from_numpy(grad).to(g.device), None, None, None, None, None


def ctc_nll(lp: torch.Tensor, tg: torch.Tensor, il: torch.Tensor, tl: torch.Tensor, blank: int, reduction: str,
             zero_infinity: bool) -> torch.Tensor:  # fmt: skip
    """The CTC loss behind ``ops.ctc_loss`` and ``nn.CTCLoss``: torch's ``ctc_loss`` per sample ('mean' divides each
    loss by its target length, then averages), computed in Float32 for half-precision input.

    Targets outside ``[0, C)`` (within their target lengths) raise no error, as in MindSpore, whose CPU kernel
    reads them at their flat offset in ``lp`` (see :func:`_ctc_emit`); torch's kernel would read past its input.

    Raises:
        ValueError: ``blank`` outside ``[0, C)``; ``tg`` not 2-D (padded ``(N, S)``).
    """
    c = lp.shape[-1]
    if not 0 <= blank < c:
        raise ValueError(f"For primitive[CTCLossV2], the blank must be in [0,{c}), but got {blank}.")
    if tg.ndim != 2:
        raise ValueError(f"For primitive[CTCLossV2], the dim of targets must be equal to 2 , but got {tg.ndim}.")
    x = lp if lp.dtype in (torch.float32, torch.float64) else lp.float()
    pt = _ctc_padded(tg, tl, lp.shape[1], blank)
    inside = torch.arange(pt.shape[1], device=pt.device)[None, :] < tl.long()[:, None]
    oob = bool((((pt < 0) | (pt >= c)) & inside).any()) if pt.numel() else False
    if oob:
        loss = _CTCOutOfRange.apply(x, pt.long(), il.long(), tl.long(), blank, zero_infinity)[0]
        if zero_infinity:
            loss = torch.where(torch.isinf(loss), torch.zeros_like(loss), loss)
    else:
        loss = F.ctc_loss(x, tg.long(), il.long(), tl.long(), blank, "none", zero_infinity)
    if reduction == "sum":
        loss = loss.sum()
    elif reduction == "mean":
        loss = (loss.float() / tl.float().clamp(min=1.0)).mean()
    return loss.to(lp.dtype)


def _ctc_rows(idx: torch.Tensor, vals: torch.Tensor, il: list, n: int, blank: int, collapse: bool,
              ignore_longer: bool) -> list:  # fmt: skip
    """MindSpore's CTCLoss label rows: each batch takes as many values, in order, as ``idx`` names it (the positions
    in ``idx[:, 1]`` are not read); repeats collapse with ``collapse``; a value outside ``[0, blank)`` ends the row
    (an unsigned read: negatives too), a valid one after it raises."""
    if idx.shape[0] != vals.shape[0]:
        raise _errors.value_error(
            "CTCLoss",
            "the first dim of 'label_indices' and 'label_value' must be same, but got "
            f"'label_indices':{idx.shape[0]}, 'label_value': {vals.shape[0]}.",
        )
    for t in il:
        if t <= 0:
            raise _errors.runtime_error(
                "CTCLoss", f"the 'sequence_length' must be greater than 0, but got {t}.", sep=", "
            )
    counts = [0] * n
    for i in idx[:, 0].tolist() if idx.numel() else []:
        if not 0 <= i < n:
            raise _errors.runtime_error(
                "CTCLoss",
                f"'index' must be less than the length of 'label', but got 'index': {i} and the length of 'label': {n}",
                sep=", ",
            )
        counts[i] += 1
    values, rows, off = vals.tolist(), [], 0
    for b in range(n):
        raw, off = values[off : off + counts[b]], off + counts[b]
        row, ended = [], False
        for i, v in enumerate(raw):
            if i and collapse and v == raw[i - 1]:
                continue
            if not 0 <= v < blank:
                ended = True
            elif ended:
                raise _errors.runtime_error(
                    "CTCLoss", f"the value of labels_values[{i}] must be in the range of [0, num_classes), but got {v}"
                )
            else:
                row.append(v)
        if not ignore_longer and len(row) > il[b]:
            raise _errors.runtime_error(
                "CTCLoss",
                "input time(sequence length) must be greater than output size(label length), but got "
                f"sequence length: {il[b]} and label length: {len(row)}",
                sep=", ",
            )
        rows.append(row)
    return rows


def _lse(*xs: np.ndarray) -> np.ndarray:
    """Element-wise log(sum(exp)) of arrays that may hold -inf."""
    m = np.maximum.reduce(xs)
    safe = np.where(np.isneginf(m), 0.0, m)
    with np.errstate(divide="ignore"):
        return np.where(np.isneginf(m), m, safe + np.log(sum(np.exp(x - safe) for x in xs)))


def _shift(a: np.ndarray, k: int, fill) -> np.ndarray:
    """``a`` moved ``k`` places towards the end (``k < 0``: towards the start), keeping its size, ``fill`` entering."""
    out = np.full_like(a, fill)
    if 0 < k < a.size:
        out[k:] = a[:-k]
    elif -a.size < k < 0:
        out[:k] = a[-k:]
    elif k == 0:
        out[:] = a
    return out


def _ctc_one(x: np.ndarray, row: list, blank: int, merge: bool) -> tuple:
    """Loss and logits gradient of one sample (``x`` (T, C) logits) by MindSpore's CTCLoss CPU kernel: its softmax
    (shifted by ``max(0, max x)``), forward and backward variables over ``blank, l1, blank, ..., blank`` and the loss
    read at ``t = 0``. A row without labels keeps the kernel's backward start (both of the last two steps at 1), so
    its probability is ``y_b[0] * ... * y_b[T-3] * y_b[T-2] * (1 + y_b[T-1])`` rather than the product of
    blanks. No path: loss inf, gradient 0."""
    t_len, _ = x.shape
    if t_len < 2:
        raise RuntimeError("Failure info [For CTCLoss, the length of log_beta_b must be greater than 1!].")
    e = np.exp(x - np.maximum(x.max(1, keepdims=True), 0))
    y = e / e.sum(1, keepdims=True)
    ext = np.full(2 * len(row) + 1, blank, dtype=np.int64)
    ext[1::2] = row
    u_len = ext.size
    with np.errstate(divide="ignore"):
        ly = np.log(y[:, ext])  # (T, U)
    stay = np.ones(u_len, bool) if merge else ext == blank
    skip = np.zeros(u_len, bool)
    skip[2:] = ext[2:] != blank
    if merge:
        skip[2:] &= ext[2:] != ext[:-2]
    alpha = np.empty((t_len, u_len), x.dtype)
    alpha[0] = -np.inf
    alpha[0, 0] = ly[0, 0]
    if u_len > 1:
        alpha[0, 1] = ly[0, 1]
    skip_next = _shift(skip, -2, False)  # from u the step to u + 2 is allowed
    for t in range(1, t_len):
        a = alpha[t - 1]
        p2 = np.where(skip, _shift(a, 2, -np.inf), -np.inf)
        alpha[t] = _lse(np.where(stay, a, -np.inf), _shift(a, 1, -np.inf), p2) + ly[t]
    beta = np.full((t_len, u_len), -np.inf, x.dtype)
    if u_len > 1:
        beta[t_len - 1, u_len - 2 :] = 0
    else:
        beta[t_len - 1, 0] = beta[t_len - 2, 0] = 0
    for t in range(t_len - 2, -1, -1):
        nb = beta[t + 1] + ly[t + 1]
        n2 = np.where(skip_next, _shift(nb, -2, -np.inf), -np.inf)
        beta[t] = _lse(beta[t], np.where(stay, nb, -np.inf), _shift(nb, -1, -np.inf), n2)
    log_p = _lse(*(alpha[0] + beta[0])[:, None])[0]
    if np.isneginf(log_p):
        return np.array(np.inf, x.dtype), np.zeros_like(y)
    occ = np.zeros_like(y)
    np.add.at(occ.T, ext, np.exp(alpha + beta - log_p).T)
    return np.array(-log_p, x.dtype), y - occ


class _CTCSparseFunction(torch.autograd.Function):
    """The loss output of ``ops.CTCLoss`` with MindSpore's bprop: the kernel's gradient times the loss's incoming
    gradient (per sample)."""

    @staticmethod
    def forward(xt: torch.Tensor, loss: torch.Tensor, grad: torch.Tensor) -> torch.Tensor:
        return loss.clone()

    @staticmethod
    def setup_context(ctx, inputs: tuple, output: torch.Tensor) -> None:
        ctx.save_for_backward(inputs[2])

    @staticmethod
    @torch.autograd.function.once_differentiable
    def backward(ctx, g: torch.Tensor):
        (grad,) = ctx.saved_tensors
        return grad * g[None, :, None], None, None


def ctc_sparse(xt: torch.Tensor, idx: torch.Tensor, vals: torch.Tensor, il: torch.Tensor, collapse: bool,
               merge_repeated: bool, ignore_longer: bool) -> tuple:  # fmt: skip
    """MindSpore's CTCLoss primitive (``ops.CTCLoss``, its CPU kernel): logits ``xt`` (T, N, C) (softmax taken
    here), sparse labels (``idx`` (K, 2): the batch of each value; ``vals`` (K,)), sequence lengths ``il`` (N,),
    blank ``C - 1``. Returns ``(loss (N,), gradient of the loss w.r.t. xt (T, N, C))`` in ``xt``'s dtype; the loss
    is differentiable (its gradient is that output times the incoming gradient).

    Semantics of the kernel, kept: the values of batch ``b`` are the next ``count(idx[:, 0] == b)`` values in
    order; a label ``>= C - 1`` (or negative) ends a row; a row without labels has the kernel's quirky
    probability (see :func:`_ctc_one`); with ``ignore_longer`` a row longer than its sequence gets loss inf and a
    zero gradient (no path), not 0. Gradient rows past a sequence length are 0 (MindSpore leaves them unwritten).
    Float16 is computed in Float32.

    Raises:
        TypeError: ``idx`` not Int64, ``vals`` or ``il`` not Int32.
        ValueError: ``idx`` and ``vals`` of different lengths.
        RuntimeError: a sequence length of 0, above T, or of 1; a batch index out of range; a valid label after an
        invalid one; a row longer than its sequence (unless ``ignore_longer``).
    """
    for arg, t, want in (("labels_indices", idx, torch.int64), ("labels_values", vals, torch.int32),
                         ("sequence_length", il, torch.int32)):  # fmt: skip
        if t.dtype != want:
            raise TypeError(
                f"For primitive[CTCLoss], the input argument[{arg}] must be a type of {{Tensor[{_name(want)}]}}, but "
                f"got Tensor[{_name(t.dtype)}]."
            )
    t_max, n, c = xt.shape
    lens = il.tolist()
    for t in lens:
        if t > t_max:
            raise _errors.runtime_error(
                "CTCLoss",
                "the 'max_time'(the 1st dimension value of 'probs') must be greater than or equal to "
                f"'sequence_length', but got 'max_time': {t_max} and 'sequence_length': {t}",
                sep=", ",
            )
    rows = _ctc_rows(idx, vals, lens, n, c - 1, collapse, ignore_longer)
    dt = np.float64 if xt.dtype == torch.float64 else np.float32
    xn = xt.detach().cpu().numpy().astype(dt)
    loss = np.zeros(n, dt)
    grad = np.zeros((t_max, n, c), dt)
    for b in range(n):
        loss[b], grad[: lens[b], b] = _ctc_one(xn[: lens[b], b], rows[b], c - 1, merge_repeated)
    loss_t = torch.from_numpy(loss).to(device=xt.device, dtype=xt.dtype)
    grad_t = torch.from_numpy(grad).to(device=xt.device, dtype=xt.dtype)
    if xt.requires_grad:
        loss_t = _CTCSparseFunction.apply(xt, loss_t, grad_t)
    return loss_t, grad_t


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
        raise _errors.value_error(
            "pairwise_distance",
            f"in 'TripletMarginWithDistanceLoss', 'ndim' of the input must be positive, but got {d.dim()}",
            sep="' ",
        )
    return torch.linalg.vector_norm(d, 2, dim=1)


def cosine_similarity(a: torch.Tensor, b: torch.Tensor, dim: int = 1, eps: float = 1e-8) -> torch.Tensor:
    """Cosine similarity of ``a`` and ``b`` along ``dim`` (``ops.cosine_similarity``)."""
    return F.cosine_similarity(a, b, dim, eps)


_PDIST_TYPES = (torch.float16, torch.float32, torch.float64)


def pdist(t: torch.Tensor, p: float = 2.0) -> torch.Tensor:
    """p-norm distances between the rows of ``t`` (upper triangle, ``ops.pdist``). Float16 (which torch's CPU
    pdist lacks) is computed in Float32 and rounded back, as MindSpore's CPU Pdist kernel accumulates.

    Raises:
        TypeError: for a dtype other than Float16/Float32/Float64.
        ValueError: for an input that is not 2-D (MindSpore's ``For primitive[Pdist], the x dim must be ...``), a
            negative ``p``.
    """
    if t.dtype not in _PDIST_TYPES:
        raise _errors.dtype_error("Pdist", "x", t.dtype, _PDIST_TYPES)
    if t.dim() != 2:
        raise ValueError(f"For primitive[Pdist], the x dim must be equal to 2, but got {t.dim()}.")
    if p < 0:
        raise ValueError(f"Pdist p must be a non-negative value, but got `{p}`.")
    if t.dtype == torch.float16:
        return F.pdist(t.float(), p).half()
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
