"""Loss kernels: class-index targets, negative log-likelihood, sparse softmax cross entropy and BCE with logits.

``nn.CrossEntropyLoss``/``NLLLoss``/``SoftmaxCrossEntropyWithLogits``/``BCEWithLogitsLoss``, ``ops.cross_entropy``/
``nll_loss``/``binary_cross_entropy_with_logits`` and the ``NLLLoss``/``SparseSoftmaxCrossEntropyWithLogits``/
``BCEWithLogitsLoss`` primitives call these. MindSpore gathers the target's class with ``GatherD``: an index in
``[-C, 0)`` counts from the end, one outside ``[-C, C)`` is its ``RuntimeError``, a float index its ``TypeError``.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from ._dtype_names import ms_name as _name
from .errors import translated

__all__ = [
    "class_indices",
    "nll",
    "nll_prim",
    "sparse_softmax_ce",
    "bce_with_logits",
    "smooth_l1",
    "BCEFunction",
    "bce",
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
    with translated("NLLLoss"):
        return F.nll_loss(logp, tg, weight, None, ignore_index, None, reduction)


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
    elif weight.dim() != 1 or weight.shape[0] != c:
        raise RuntimeError(
            f"For 'NLLLoss', the 'weight' shape must be equal to the class count of 'logits' ({c}), but got "
            f"{list(weight.shape)}."
        )
    t = target.long()
    keep = t != ignore_index
    if t.numel():
        bad = keep & ((t < 0) | (t >= c))
        if bool(bad.any()):
            raise ValueError(f"For 'NLLLoss', the label must in scope[0, C-1], but got{int(t[bad][0])}")
    zero = torch.zeros((), dtype=weight.dtype, device=weight.device)
    total = torch.where(keep, weight[t.clamp(0, c - 1)], zero).sum()
    with translated("NLLLoss"):
        loss = F.nll_loss(x, t, weight.to(x.dtype), None, ignore_index, None, reduction)
    return loss, total


class BCEFunction(torch.autograd.Function):
    """MindSpore's BinaryCrossEntropy kernel and its BinaryCrossEntropyGrad (unreduced, eps 1e-12)."""

    @staticmethod
    def forward(ctx, x: torch.Tensor, y: torch.Tensor, w: torch.Tensor | None) -> torch.Tensor:
        ctx.save_for_backward(x, y, w)
        eps = 1e-12
        loss = -(y * torch.log(x + eps) + (1 - y) * torch.log(1 - x + eps))
        return loss if w is None else w * loss

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
    if x.numel():
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
