"""Loss cells of `mindspore.nn.loss`: LossBase and the common losses, computed with torch."""

from __future__ import annotations

from typing import Any

import torch
import torch.nn.functional as F

from ... import _checkparam as validator
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _unwrap, _wrap
from ..cell import Cell

__all__ = [
    "LossBase",
    "MSELoss",
    "L1Loss",
    "SmoothL1Loss",
    "SoftmaxCrossEntropyWithLogits",
    "BCELoss",
    "BCEWithLogitsLoss",
    "NLLLoss",
    "CrossEntropyLoss",
    "RMSELoss",
    "MAELoss",
    "HuberLoss",
    "KLDivLoss",
    "SoftMarginLoss",
]

_REDUCTIONS = ("mean", "sum", "none")


def _check_is_tensor(param_name: str, value: Any, cls_name: str) -> None:
    if not isinstance(value, Tensor):
        raise TypeError(f"For '{cls_name}', the '{param_name}' must be '{Tensor}', but got '{type(value).__name__}'.")


def _reduce(x: torch.Tensor, reduction: str) -> torch.Tensor:
    if reduction == "mean":
        return x.mean()
    if reduction == "sum":
        return x.sum()
    return x


class LossBase(Cell):
    """Base class of losses. Mirrors ``mindspore.nn.LossBase`` (2.10).

    Subclasses compute an element-wise loss ``x`` and return ``self.get_loss(x, weights)``, which multiplies
    by ``weights``, then averages (``'mean'``), sums (``'sum'``) or keeps (``'none'``) all elements.

    Args:
        reduction (str): ``'mean'`` | ``'sum'`` | ``'none'``. Default ``'mean'``.

    Raises:
        ValueError: if ``reduction`` is not one of them.
    """

    def __init__(self, reduction: str = "mean") -> None:
        super().__init__()
        if reduction not in _REDUCTIONS:
            raise ValueError(
                f"For '{self.cls_name}', the 'reduction' must be in ['mean', 'sum', 'none'], but got {reduction}."
            )
        self.average = reduction == "mean"
        self.reduce = reduction != "none"

    def get_axis(self, x: Tensor) -> tuple:
        """Return ``(0, 1, ..., x.ndim - 1)``: all axes of ``x``."""
        return tuple(range(len(x.shape)))

    def get_loss(self, x: Tensor, weights: Any = 1.0) -> Tensor:
        """Weight and reduce the element-wise loss ``x`` (computed in float32, returned in ``x``'s dtype).

        Args:
            x (Tensor): element-wise loss.
            weights (Tensor | float): broadcastable to ``x``. Default 1.0.
        """
        xt = _unwrap(x)
        dtype = xt.dtype
        xt = xt.to(torch.float32)
        w = _unwrap(weights)
        if isinstance(w, torch.Tensor):
            xt = w.to(torch.float32) * xt
        elif w != 1.0:
            xt = xt * float(w)
        if self.reduce:
            xt = xt.mean() if self.average else xt.sum()
        return _wrap(xt.to(dtype))

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        raise NotImplementedError


class MSELoss(LossBase):
    """Mean squared error ``(logits - labels) ** 2``, reduced per ``reduction``. Mirrors ``mindspore.nn.MSELoss``.

    Inputs: ``logits`` and ``labels`` broadcastable Tensors. Output: scalar, or the broadcast shape for ``'none'``.

    Raises:
        ValueError: bad ``reduction``. TypeError: inputs that are not Tensors.
    """

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        _check_is_tensor("logits", logits, self.cls_name)
        _check_is_tensor("labels", labels, self.cls_name)
        return self.get_loss(_wrap(torch.square(logits._t - labels._t)))


class L1Loss(LossBase):
    """Mean absolute error ``|logits - labels|``, reduced per ``reduction``. Mirrors ``mindspore.nn.L1Loss``.

    Raises:
        ValueError: bad ``reduction``.
    """

    def __init__(self, reduction: str = "mean") -> None:
        super().__init__(reduction)
        self.reduction = reduction

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        return _wrap(_reduce(torch.abs(_unwrap(logits) - _unwrap(labels)), self.reduction))


class SmoothL1Loss(LossBase):
    """Smooth L1 (Huber-like) loss with threshold ``beta``. Mirrors ``mindspore.nn.SmoothL1Loss`` (2.10).

    ``0.5 * d**2 / beta`` where ``|d| < beta``, else ``|d| - 0.5 * beta``. Note the default reduction is
    ``'none'`` (element-wise output, same shape as ``logits``).

    Raises:
        ValueError: bad ``reduction``.
    """

    def __init__(self, beta: float = 1.0, reduction: str = "none") -> None:
        super().__init__(reduction)
        self.beta = beta
        self.reduction = reduction

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        lt, yt = _unwrap(logits), _unwrap(labels)
        return _wrap(F.smooth_l1_loss(lt, yt, reduction=self.reduction, beta=float(self.beta)))


class SoftmaxCrossEntropyWithLogits(LossBase):
    """Softmax cross entropy between ``logits`` (N, C) and labels. Mirrors ``mindspore.nn.SoftmaxCrossEntropyWithLogits``.

    Args:
        sparse (bool): labels are class indices (int, shape (N,)) instead of one-hot/probabilities (N, C).
            Default False.
        reduction (str): Default ``'none'`` (per-sample loss of shape (N,)).

    Raises:
        TypeError: if ``sparse`` is not a bool or inputs are not Tensors. ValueError: bad ``reduction``.
    """

    def __init__(self, sparse: bool = False, reduction: str = "none") -> None:
        super().__init__(reduction)
        self.sparse = validator.check_bool(sparse, "sparse", self.cls_name)
        self.reduction = reduction

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        _check_is_tensor("logits", logits, self.cls_name)
        _check_is_tensor("labels", labels, self.cls_name)
        lt = logits._t
        if self.sparse:
            x = F.cross_entropy(lt, labels._t.long(), reduction=self.reduction)
            return _wrap(x)
        x = -(labels._t.to(lt.dtype) * torch.log_softmax(lt, dim=-1)).sum(-1)
        return _wrap(_reduce(x, self.reduction))


class BCELoss(LossBase):
    """Binary cross entropy between probabilities ``logits`` and ``labels``. Mirrors ``mindspore.nn.BCELoss``.

    Args:
        weight (Tensor): optional per-element rescaling weight. Default None.
        reduction (str): Default ``'mean'``.

    Raises:
        ValueError: bad ``reduction``.
    """

    def __init__(self, weight: Tensor | None = None, reduction: str = "mean") -> None:
        super().__init__(reduction)
        self.reduction = reduction
        self.weight = weight

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        w = None if self.weight is None else _unwrap(self.weight)
        return _wrap(F.binary_cross_entropy(_unwrap(logits), _unwrap(labels), weight=w, reduction=self.reduction))


class BCEWithLogitsLoss(LossBase):
    """Sigmoid + binary cross entropy. Mirrors ``mindspore.nn.BCEWithLogitsLoss`` (2.10).

    Args:
        reduction (str): Default ``'mean'``.
        weight (Tensor): optional rescaling weight, broadcast to the input. Default None.
        pos_weight (Tensor): optional weight of positive examples. Default None.

    Raises:
        TypeError: if ``weight``/``pos_weight`` is a Parameter or inputs are not Tensors.
        ValueError: bad ``reduction`` (raised on the first call, as in MindSpore's functional op).
    """

    def __init__(self, reduction: str = "mean", weight: Tensor | None = None, pos_weight: Tensor | None = None) -> None:
        super().__init__()
        self.reduction = reduction
        if isinstance(weight, Parameter):
            raise TypeError(f"For '{self.cls_name}', the 'weight' can not be a Parameter.")
        if isinstance(pos_weight, Parameter):
            raise TypeError(f"For '{self.cls_name}', the 'pos_weight' can not be a Parameter.")
        self.weight = weight
        self.pos_weight = pos_weight

    def construct(self, input: Tensor, target: Tensor) -> Tensor:  # noqa: A002
        _check_is_tensor("input", input, self.cls_name)
        _check_is_tensor("target", target, self.cls_name)
        if self.reduction not in _REDUCTIONS:
            raise ValueError(
                f"For 'binary_cross_entropy_with_logits', the 'reduction' must be in ['mean', 'sum', 'none'], "
                f"but got {self.reduction}."
            )
        w = None if self.weight is None else _unwrap(self.weight)
        pw = None if self.pos_weight is None else _unwrap(self.pos_weight)
        return _wrap(
            F.binary_cross_entropy_with_logits(input._t, target._t, weight=w, pos_weight=pw, reduction=self.reduction)
        )


class NLLLoss(LossBase):
    """Negative log-likelihood of log-probabilities ``logits`` (N, C[, d...]) at class ``labels`` (N[, d...]).

    Mirrors ``mindspore.nn.NLLLoss`` (2.10).

    Args:
        weight (Tensor): optional per-class weight (C,). Default None.
        ignore_index (int): label value that contributes nothing. Default -100.
        reduction (str): Default ``'mean'`` (weighted mean over non-ignored targets).

    Raises:
        TypeError: if ``ignore_index`` is not an int or ``weight`` not a float Tensor. ValueError: bad ``reduction``.
    """

    def __init__(self, weight: Tensor | None = None, ignore_index: int = -100, reduction: str = "mean") -> None:
        super().__init__(reduction)
        validator.check_value_type("ignore_index", ignore_index, int, self.cls_name)
        if weight is not None:
            validator.check_value_type("weight", weight, [Tensor], self.cls_name)
        self.weight = weight
        self.ignore_index = ignore_index
        self.reduction = reduction

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        w = None if self.weight is None else _unwrap(self.weight)
        return _wrap(
            F.nll_loss(
                _unwrap(logits),
                _unwrap(labels).long(),
                weight=w,
                ignore_index=self.ignore_index,
                reduction=self.reduction,
            )
        )


class CrossEntropyLoss(LossBase):
    """Cross entropy of ``logits`` (N, C[, d...]) against class indices (N[, d...], int32) or probabilities (same
    shape as ``logits``). Mirrors ``mindspore.nn.CrossEntropyLoss`` (2.10).

    Args:
        weight (Tensor): optional per-class weight. Default None.
        ignore_index (int): ignored class index. Default -100.
        reduction (str): Default ``'mean'``.
        label_smoothing (float): in [0, 1]. Default 0.0.

    Raises:
        TypeError: wrong argument types. ValueError: bad ``reduction`` or ``label_smoothing`` out of range.
    """

    def __init__(
        self,
        weight: Tensor | None = None,
        ignore_index: int = -100,
        reduction: str = "mean",
        label_smoothing: float = 0.0,
    ) -> None:
        super().__init__(reduction)
        validator.check_value_type("ignore_index", ignore_index, int, self.cls_name)
        validator.check_value_type("label_smoothing", label_smoothing, float, self.cls_name)
        validator.check_float_range(label_smoothing, 0.0, 1.0, validator.INC_BOTH, "label_smoothing", self.cls_name)
        if weight is not None:
            validator.check_value_type("weight", weight, [Tensor], self.cls_name)
        self.weight = weight
        self.ignore_index = ignore_index
        self.reduction = reduction
        self.label_smoothing = label_smoothing

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        _check_is_tensor("logits", logits, self.cls_name)
        _check_is_tensor("labels", labels, self.cls_name)
        lt, yt = logits._t, labels._t
        if yt.dim() != lt.dim():
            yt = yt.long()
        else:
            yt = yt.to(lt.dtype)
        w = None if self.weight is None else _unwrap(self.weight)
        return _wrap(
            F.cross_entropy(
                lt,
                yt,
                weight=w,
                ignore_index=self.ignore_index,
                reduction=self.reduction,
                label_smoothing=self.label_smoothing,
            )
        )


class RMSELoss(LossBase):
    """Root mean squared error ``sqrt(mean((logits - label) ** 2))``. Mirrors ``mindspore.nn.RMSELoss``.

    Output: a scalar Tensor.
    """

    def __init__(self) -> None:
        super().__init__()

    def construct(self, logits: Tensor, label: Tensor) -> Tensor:
        return _wrap(torch.sqrt(torch.square(_unwrap(logits) - _unwrap(label)).mean()))


class MAELoss(LossBase):
    """Mean absolute error ``|logits - label|`` reduced per ``reduction``. Mirrors ``mindspore.nn.MAELoss``.

    Raises:
        ValueError: bad ``reduction``. TypeError: inputs that are not Tensors.
    """

    def construct(self, logits: Tensor, label: Tensor) -> Tensor:
        _check_is_tensor("logits", logits, self.cls_name)
        _check_is_tensor("labels", label, self.cls_name)
        return self.get_loss(_wrap(torch.abs(logits._t - label._t)))


class HuberLoss(LossBase):
    """Huber loss with threshold ``delta``: ``0.5 d**2`` where ``|d| <= delta``, else ``delta (|d| - 0.5 delta)``.

    Mirrors ``mindspore.nn.HuberLoss`` (2.10). Args: ``reduction`` (default ``'mean'``), ``delta`` (1.0).

    Raises:
        ValueError: bad ``reduction``.
    """

    def __init__(self, reduction: str = "mean", delta: float = 1.0) -> None:
        super().__init__(reduction=reduction)
        self.reduction = reduction
        self.delta = delta

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        return _wrap(F.huber_loss(_unwrap(logits), _unwrap(labels), reduction=self.reduction, delta=float(self.delta)))


class KLDivLoss(LossBase):
    """Kullback-Leibler divergence ``labels * (log(labels) - logits)`` with ``logits`` log-probabilities.

    Mirrors ``mindspore.nn.KLDivLoss`` (2.10). ``reduction``: ``'mean'`` (over all elements), ``'batchmean'``,
    ``'sum'`` or ``'none'``.
    """

    def __init__(self, reduction: str = "mean") -> None:
        super().__init__()
        self.reduction = reduction

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        _check_is_tensor("logits", logits, self.cls_name)
        _check_is_tensor("labels", labels, self.cls_name)
        if self.reduction not in ("none", "mean", "batchmean", "sum"):
            raise ValueError(
                "For 'kl_div', the 'reduction' must be one of 'none', 'mean', 'batchmean' or 'sum', "
                f"but got {self.reduction}."
            )
        x = F.kl_div(logits._t, labels._t, reduction="none")
        if self.reduction == "batchmean":
            return _wrap(x.sum() / x.shape[0] if x.dim() else x.sum())
        return _wrap(_reduce(x, self.reduction))


class SoftMarginLoss(LossBase):
    """Two-class soft margin loss ``log(1 + exp(-labels * logits))``. Mirrors ``mindspore.nn.SoftMarginLoss``.

    Args: ``reduction`` (default ``'mean'``).
    """

    def __init__(self, reduction: str = "mean") -> None:
        super().__init__()
        self.reduction = reduction

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        return _wrap(F.soft_margin_loss(_unwrap(logits), _unwrap(labels), reduction=self.reduction))
