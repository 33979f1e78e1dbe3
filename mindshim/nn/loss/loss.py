"""Loss cells of `mindspore.nn.loss`: LossBase and the common losses, computed with torch."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ... import _checkparam as validator
from ..._kernels import loss as _K_loss
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _unwrap, _wrap
from ...ops.function import nn_func as NF
from ...ops.function._utils import _int_indices
from ..cell import Cell
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

_REDUCTIONS = ("mean", "sum", "none")


def _check_is_tensor(param_name: str, value: Any, cls_name: str) -> None:
    """MindSpore's loss-input check: a value other than a Tensor is its ``TypeError``; None passes (and fails
    later, where MindSpore reads its attributes)."""
    if value is not None and not isinstance(value, Tensor):
        raise _errors.type_error(cls_name, f"the '{param_name}' must be '{Tensor}', but got '{type(value).__name__}'.")


_reduce = _K_loss.reduce


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
            raise _errors.choice_error(self.cls_name, "reduction", ["mean", "sum", "none"], reduction)
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


class _Loss(LossBase):
    """The 1.x base class of losses. Mirrors ``mindspore.nn.loss.loss._Loss`` (2.10): a ``LossBase`` whose creation
    logs MindSpore's deprecation warning ('_Loss' is deprecated from version 1.3 ...) and whose ``construct``
    raises NotImplementedError until a subclass defines it."""

    def __init__(self, reduction: str = "mean") -> None:
        from ... import log

        log.warning(
            "'_Loss' is deprecated from version 1.3 and will be removed after version 2.9.0, use 'LossBase' instead."
        )
        super().__init__(reduction)

    def construct(self, logits: Any, labels: Any) -> Any:
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
        return self.get_loss(_wrap(_K_loss.squared(NF._loss_diff(logits, labels))))


class L1Loss(LossBase):
    """Mean absolute error ``|logits - labels|``, reduced per ``reduction``. Mirrors ``mindspore.nn.L1Loss``.

    Raises:
        ValueError: bad ``reduction``.
    """

    def __init__(self, reduction: str = "mean") -> None:
        super().__init__(reduction)
        self.reduction = reduction

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        return NF.l1_loss(logits, labels, self.reduction)


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
        return NF.smooth_l1_loss(logits, labels, float(self.beta), self.reduction)


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
        from ... import ops  # MindSpore's primitive attributes, which scripts shard (``ce.softmax_cross_entropy``)

        self.softmax_cross_entropy = ops.SoftmaxCrossEntropyWithLogits()
        self.one_hot = ops.OneHot()
        self.on_value = Tensor(1.0, mstype.float32)
        self.off_value = Tensor(0.0, mstype.float32)
        self.sparse_softmax_cross_entropy = ops.SparseSoftmaxCrossEntropyWithLogits()

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        _check_is_tensor("logits", logits, self.cls_name)
        _check_is_tensor("labels", labels, self.cls_name)
        for arg, v in (("logits", logits), ("labels", labels)):
            if v is None:  # a None reaches MindSpore's OneHot / SoftmaxCrossEntropyWithLogits primitive
                raise TypeError(f"For primitive[SoftmaxCrossEntropyWithLogits], the input argument[{arg}] must be a "
                                "type of {Tensor}, but got None.")  # fmt: skip
        lt = logits._t
        if self.sparse:  # MindSpore: the SparseSoftmaxCrossEntropyWithLogits primitive for 'mean', else OneHot
            if self.reduction == "mean":
                lb = _int_indices("SparseSoftmaxCrossEntropyWithLogits", labels._data(), "labels_type")
            else:
                lb = _int_indices("OneHot", labels._data(), "indices")
            return _wrap(_K_loss.sparse_softmax_ce(lt, lb, self.reduction))
        return _wrap(_reduce(_K_loss.softmax_ce(lt, labels._t.to(lt.dtype)), self.reduction))


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
        return NF.binary_cross_entropy(logits, labels, self.weight, self.reduction)


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
            raise _errors.type_error(self.cls_name, "the 'weight' can not be a Parameter.")
        if isinstance(pos_weight, Parameter):
            raise _errors.type_error(self.cls_name, "the 'pos_weight' can not be a Parameter.")
        self.weight = weight
        self.pos_weight = pos_weight

    def construct(self, input: Tensor, target: Tensor) -> Tensor:
        _check_is_tensor("input", input, self.cls_name)
        _check_is_tensor("target", target, self.cls_name)
        return NF.binary_cross_entropy_with_logits(input, target, self.weight, self.pos_weight, self.reduction)


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
        return NF.nll_loss(logits, labels, self.weight, self.ignore_index, self.reduction)


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
        if logits is None:  # MindSpore's tensor check lets None through to its shape check
            raise AttributeError("'NoneType' object has no attribute 'shape'")
        _check_is_tensor("logits", logits, self.cls_name)
        _check_is_tensor("labels", labels, self.cls_name)
        _check_cross_entropy_inputs(logits._t, labels._t, self.cls_name)
        return NF.cross_entropy(logits, labels, self.weight, self.ignore_index, self.reduction, self.label_smoothing)


def _check_cross_entropy_inputs(lt: torch.Tensor, yt: torch.Tensor, name: str) -> None:
    """MindSpore's ``_check_cross_entropy_inputs`` of ``nn.CrossEntropyLoss``: dtypes and shapes of the two inputs."""
    if (  # the usual inputs, Float logits (N, C, ...) and Int32 class indices (N, ...), need no message built
        yt.dtype == torch.int32
        and lt.dtype in (torch.float32, torch.float16)
        and yt.dim() == lt.dim() - 1
        and (lt.dim() == 1 or (lt.shape[0], *lt.shape[2:]) == tuple(yt.shape))
    ):
        return
    _FROM_TORCH = mstype._FROM_TORCH
    validator.check_type_name("logits", _FROM_TORCH[lt.dtype], [mstype.float16, mstype.float32], name)
    if lt.dim() == yt.dim():
        validator.check_type_name("labels", _FROM_TORCH[yt.dtype], [mstype.float16, mstype.float32], name)
        if lt.shape != yt.shape:
            raise _errors.value_error(
                name,
                f"the shape of 'logits' should be (N, C, d_0, d_1, ...), and the shape of 'labels' "
                f"should be (N, C, d_0, d_1, ...), but get 'logits' shape: {tuple(lt.shape)} and 'labels' shape: "
                f"{tuple(yt.shape)}.",
            )
    elif yt.dim() == lt.dim() - 1:
        validator.check_type_name("labels", _FROM_TORCH[yt.dtype], [mstype.int32], name)
        if lt.dim() != 1 and (lt.shape[0], *lt.shape[2:]) != tuple(yt.shape):
            raise _errors.value_error(
                name,
                f"the shape of 'logits' should be (N, C, d_0, d_1, ...), and the shape of 'labels' "
                f"should be (N, d_0, d_1, ...), but get 'logits' shape: {tuple(lt.shape)} and 'labels' shape: "
                f"{tuple(yt.shape)}.",
            )
    else:
        raise _errors.value_error(
            name,
            f"the rank of 'logits' and 'labels' should be:\n1. 'logits.ndim == labels.ndim' for "
            "probabilities, \n2. 'logits.ndim - 1 == labels.ndim' for class indices, \nbut get 'logits' rank: "
            f"{lt.dim()} and 'labels' rank: {yt.dim()}.",
        )


class RMSELoss(LossBase):
    """Root mean squared error ``sqrt(mean((logits - label) ** 2))``. Mirrors ``mindspore.nn.RMSELoss``.

    Output: a scalar Tensor.
    """

    def __init__(self) -> None:
        super().__init__()

    def construct(self, logits: Tensor, label: Tensor) -> Tensor:
        return _wrap(_K_loss.rmse(_unwrap(logits), _unwrap(label)))


class MAELoss(LossBase):
    """Mean absolute error ``|logits - label|`` reduced per ``reduction``. Mirrors ``mindspore.nn.MAELoss``.

    Raises:
        ValueError: bad ``reduction``. TypeError: inputs that are not Tensors.
    """

    def construct(self, logits: Tensor, label: Tensor) -> Tensor:
        _check_is_tensor("logits", logits, self.cls_name)
        _check_is_tensor("labels", label, self.cls_name)
        return self.get_loss(_wrap(_K_loss.absolute(logits._t - label._t)))


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
        return NF.huber_loss(logits, labels, self.reduction, self.delta)


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
        return NF.kl_div(logits, labels, self.reduction)


class SoftMarginLoss(LossBase):
    """Two-class soft margin loss ``log(1 + exp(-labels * logits))``. Mirrors ``mindspore.nn.SoftMarginLoss``.

    Args: ``reduction`` (default ``'mean'``). Difference: MindSpore 2.10's CPU build has no kernel for it
    (RuntimeError on call); mindshim computes it.
    """

    def __init__(self, reduction: str = "mean") -> None:
        super().__init__()
        self.reduction = reduction

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        return NF.soft_margin_loss(logits, labels, self.reduction)


def _check_tensor_arg(param_name: str, value: Any, cls_name: str) -> None:
    """MindSpore's ``_check_is_tensor`` of the loss cells (``ops.typeof`` text in the message)."""
    from ..layer.rnn_cells import check_is_tensor

    check_is_tensor(param_name, value, cls_name)


class MarginRankingLoss(LossBase):
    """``max(0, -target * (input1 - input2) + margin)``. Mirrors ``mindspore.nn.MarginRankingLoss`` (2.10).

    ``MarginRankingLoss(margin=0.0, reduction='mean')``; inputs ``input1``, ``input2``, ``target`` (values 1/-1)
    of one shape.

    Raises:
        ValueError: bad ``reduction``.
    """

    def __init__(self, margin: float = 0.0, reduction: str = "mean") -> None:
        super().__init__(reduction)
        self.reduction = reduction
        self.margin = margin

    def construct(self, input1: Tensor, input2: Tensor, target: Tensor) -> Tensor:
        return NF.margin_ranking_loss(input1, input2, target, self.margin, self.reduction)


class CosineEmbeddingLoss(LossBase):
    """``1 - cos(x1, x2)`` where ``labels == 1``, ``max(0, cos(x1, x2) - margin)`` where ``labels == -1``.

    Mirrors ``mindspore.nn.CosineEmbeddingLoss(margin=0.0, reduction='mean')`` (2.10); the cosine is taken along
    axis 1 of ``logits_x1``/``logits_x2`` (same dtype and shape); ``labels`` has their shape without axis 1.

    Raises:
        TypeError: if ``margin`` is not a float or an input not a Tensor.
        ValueError: if ``margin`` is outside [-1, 1] or ``reduction`` is bad.
    """

    def __init__(self, margin: float = 0.0, reduction: str = "mean") -> None:
        super().__init__(reduction)
        validator.check_value_type("margin", margin, [float], self.cls_name)
        self.margin = validator.check_float_range(margin, -1.0, 1.0, validator.INC_BOTH, "margin", self.cls_name)
        self.reduction = reduction

    def construct(self, logits_x1: Tensor, logits_x2: Tensor, labels: Tensor) -> Tensor:
        name = self.cls_name
        _check_tensor_arg("logits_x1", logits_x1, name)
        _check_tensor_arg("logits_x2", logits_x2, name)
        _check_tensor_arg("labels", labels, name)
        return NF.cosine_embedding_loss(logits_x1, logits_x2, labels, self.margin, self.reduction)


class TripletMarginLoss(LossBase):
    """``max(d(x, positive) - d(x, negative) + margin, 0)`` with the p-norm distance. Mirrors
    ``mindspore.nn.TripletMarginLoss(p=2, swap=False, eps=1e-06, reduction='mean', margin=1.0)`` (2.10).

    Inputs: ``x``, ``positive``, ``negative`` ``(N, D)`` and an optional call-time ``margin`` (used when the
    constructor's ``margin`` is 1.0). ``swap`` uses ``min(d(x, n), d(p, n))``. Difference: MindSpore 2.10's CPU
    build has no kernel for it (RuntimeError on call); mindshim computes it (as torch's ``triplet_margin_loss``).
    """

    def __init__(
        self, p: int = 2, swap: bool = False, eps: float = 1e-06, reduction: str = "mean", margin: float = 1.0
    ) -> None:
        super().__init__()
        self.p = p
        self.swap = swap
        self.eps = eps
        self.reduction = reduction
        self.margin = margin

    def construct(self, x: Tensor, positive: Tensor, negative: Tensor, margin: Any = 1.0) -> Tensor:
        if self.margin != 1.0:
            margin = self.margin
        return NF.triplet_margin_loss(x, positive, negative, margin, self.p, self.eps, self.swap, self.reduction)


class TripletMarginWithDistanceLoss(LossBase):
    """``max(d(x, positive) - d(x, negative) + margin, 0)`` with a custom distance. Mirrors
    ``mindspore.nn.TripletMarginWithDistanceLoss(distance_function=None, swap=False, reduction='mean', margin=1.0)``.

    The default distance is the L2 norm of ``|x - y|`` along axis 1 (no epsilon, unlike torch's
    ``pairwise_distance``).

    Raises:
        TypeError: if ``margin`` is not a float or ``swap`` not a bool.
    """

    def __init__(
        self, distance_function: Any = None, swap: bool = False, reduction: str = "mean", margin: float = 1.0
    ) -> None:
        super().__init__(reduction=reduction)
        validator.check_is_float(margin, "margin", self.cls_name)
        validator.check_bool(swap, "swap", self.cls_name)
        self.distance_function = distance_function
        self.swap = swap
        self.reduction = reduction
        self.margin = margin

    def _distance(self, a: Tensor, b: Tensor) -> torch.Tensor:
        if self.distance_function is not None:
            return _unwrap(self.distance_function(a, b))
        return _K_loss.pairwise_l2(a._t, b._t)

    def construct(self, x: Tensor, positive: Tensor, negative: Tensor) -> Tensor:
        name = self.cls_name
        _check_tensor_arg("x", x, name)
        _check_tensor_arg("positive", positive, name)
        _check_tensor_arg("negative", negative, name)
        d1 = self._distance(x, positive)
        d2 = self._distance(x, negative)
        swap = self._distance(positive, negative) if self.swap else None
        return self.get_loss(_wrap(_K_loss.triplet_from_distances(d1, d2, swap, self.margin)))


class HingeEmbeddingLoss(LossBase):
    """``x`` where ``labels == 1``, ``max(0, margin - x)`` where ``labels == -1``. Mirrors
    ``mindspore.nn.HingeEmbeddingLoss(margin=1.0, reduction='mean')`` (2.10).

    Raises:
        TypeError: if ``margin`` is not a float/int. ValueError: bad ``reduction``.
    """

    def __init__(self, margin: float = 1.0, reduction: str = "mean") -> None:
        super().__init__()
        validator.check_value_type("margin", margin, [float, int], self.cls_name)
        validator.check_string(reduction, ["none", "sum", "mean"], "reduction", self.cls_name)
        self.margin = margin
        self.reduction = reduction

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        return NF.hinge_embedding_loss(logits, labels, self.margin, self.reduction)


class MultiMarginLoss(LossBase):
    """Multi-class hinge loss ``sum_j w[y] * max(0, margin - x[y] + x[j])^p / C``. Mirrors
    ``mindspore.nn.MultiMarginLoss(p=1, margin=1.0, reduction='mean', weight=None)`` (2.10).

    Inputs: ``x`` ``(N, C)``, ``target`` int64 ``(N,)``, optional ``weight`` ``(C,)`` (the constructor's wins).

    Raises:
        TypeError: if an input is not a Tensor (on call).
    """

    def __init__(self, p: int = 1, margin: float = 1.0, reduction: str = "mean", weight: Tensor | None = None) -> None:
        super().__init__()
        if p not in (1, 2):
            raise _errors.value_error("MultiMarginLoss", f"the value of 'p' must be 1 or 2, but got {p}.")
        validator.check_string(reduction, ["none", "sum", "mean"], "reduction", "MultiMarginLoss")
        self.p = p
        self.margin = margin
        self.reduction = reduction
        self.weight = weight

    def construct(self, x: Tensor, target: Tensor, weight: Tensor | None = None) -> Tensor:
        name = self.cls_name
        _check_tensor_arg("x", x, name)
        _check_tensor_arg("target", target, name)
        if self.weight is not None:
            weight = self.weight
        if weight is not None:
            _check_tensor_arg("weight", weight, name)
        return NF._multi_margin(x, target, self.p, self.margin, weight, self.reduction)


class MultilabelMarginLoss(LossBase):
    """Multi-label hinge loss over the target classes listed in ``target`` (ended by -1). Mirrors
    ``mindspore.nn.MultilabelMarginLoss(reduction='mean')`` (2.10).

    Inputs: ``x`` ``(C,)`` or ``(N, C)`` float, ``target`` int32 of the same shape. Difference: MindSpore 2.10's
    CPU build has no kernel for it (RuntimeError on call); mindshim computes it.
    """

    def __init__(self, reduction: str = "mean") -> None:
        super().__init__()
        validator.check_string(reduction, ["none", "sum", "mean"], "reduction", "MultilabelMarginLoss")
        self.reduction = reduction

    def construct(self, x: Tensor, target: Tensor) -> Tensor:
        return NF.multilabel_margin_loss(x, target, self.reduction)


class MultiLabelSoftMarginLoss(LossBase):
    """Multi-label one-versus-all loss ``-mean_c(w_c (y log sigmoid(x) + (1 - y) log sigmoid(-x)))``. Mirrors
    ``mindspore.nn.MultiLabelSoftMarginLoss(weight=None, reduction='mean')`` (2.10).

    Inputs: ``x`` ``(N, C)``, ``target`` ``(N, C)`` of 0/1.
    """

    def __init__(self, weight: Tensor | None = None, reduction: str = "mean") -> None:
        super().__init__(reduction)
        self.weight = weight
        self.reduction = reduction

    def construct(self, x: Tensor, target: Tensor) -> Tensor:
        return NF.multilabel_soft_margin_loss(x, target, self.weight, self.reduction)


class PoissonNLLLoss(LossBase):
    """Poisson negative log-likelihood. Mirrors ``mindspore.nn.PoissonNLLLoss(log_input=True, full=False, eps=1e-08,
    reduction='mean')`` (2.10).

    ``exp(input) - target * input`` (``log_input``) or ``input - target * log(input + eps)``; ``full`` adds the
    Stirling term ``(t + 0.5) log t - t + 0.5 log(2 pi)`` where ``target > 1`` (target clamped at ``eps``).
    """

    def __init__(self, log_input: bool = True, full: bool = False, eps: float = 1e-08, reduction: str = "mean") -> None:
        super().__init__(reduction=reduction)
        self.log_input = log_input
        self.full = full
        self.eps = eps

    def construct(self, input: Tensor, target: Tensor) -> Tensor:
        name = self.cls_name
        _check_tensor_arg("input", input, name)
        _check_tensor_arg("target", target, name)
        return self.get_loss(_wrap(_K_loss.poisson_nll(input._t, target._t, self.log_input, self.full, self.eps)))


class GaussianNLLLoss(LossBase):
    """Gaussian negative log-likelihood ``0.5 * (log(max(var, eps)) + (logits - labels)^2 / max(var, eps))``
    (+ ``0.5 log(2 pi)`` with ``full``). Mirrors ``mindspore.nn.GaussianNLLLoss(*, full=False, eps=1e-6,
    reduction='mean')`` (2.10).

    Raises:
        TypeError: if ``full`` is not a bool or an input is not a Tensor.
        ValueError: if ``eps <= 0`` or ``reduction`` is bad.
    """

    def __init__(self, *, full: bool = False, eps: float = 1e-6, reduction: str = "mean") -> None:
        super().__init__()
        validator.check_float_range(eps, 0, float("inf"), validator.INC_NEITHER, "eps", self.cls_name)
        validator.check_value_type("full", full, [bool], self.cls_name)
        validator.check_string(reduction, ["none", "mean", "sum"], "reduction", "gaussian_nll_loss")
        self.full = full
        self.eps = eps
        self.reduction = reduction

    def construct(self, logits: Tensor, labels: Tensor, var: Tensor) -> Tensor:
        name = self.cls_name
        _check_tensor_arg("logits", logits, name)
        _check_tensor_arg("labels", labels, name)
        _check_tensor_arg("var", var, name)
        return NF.gaussian_nll_loss(logits, labels, var, self.full, self.eps, self.reduction)


class CTCLoss(LossBase):
    """Connectionist temporal classification loss. Mirrors ``mindspore.nn.CTCLoss(blank=0, reduction='mean',
    zero_infinity=False)`` (2.10).

    Inputs: ``log_probs`` ``(T, N, C)`` (or ``(T, C)`` unbatched), ``targets`` ``(N, S)`` (or ``(S,)``),
    ``input_lengths`` and ``target_lengths`` ``(N,)`` Tensors. 'mean' divides each loss by its target length and
    averages over the batch.
    """

    def __init__(self, blank: int = 0, reduction: str = "mean", zero_infinity: bool = False) -> None:
        super().__init__()
        self.blank = blank
        self.reduction = reduction
        self.zero_infinity = zero_infinity

    def construct(self, log_probs: Tensor, targets: Tensor, input_lengths: Any, target_lengths: Any) -> Tensor:
        name = self.cls_name
        _check_tensor_arg("log_probs", log_probs, name)
        _check_tensor_arg("targets", targets, name)
        lp, tg = log_probs._t, targets._t
        il = _K_loss.lengths(_unwrap(input_lengths), lp.device)
        tl = _K_loss.lengths(_unwrap(target_lengths), lp.device)
        unbatched = lp.dim() == 2
        if unbatched:
            if tg.dim() > 2:
                raise ValueError(
                    "For CTCLoss, when the shape of log_probs is (T, C), the dimension of targets shouldbe 1 or 2, "
                    f"but got {tg.dim()}."
                )
            if tg.dim() == 2 and tg.shape[0] != 1:
                raise ValueError(f"For CTCLoss, the first dimension of 2-D targets should be 1,but got {tg.shape[0]}.")
            lp, tg = lp.unsqueeze(1), tg.reshape(1, -1)
            il, tl = il.reshape(1), tl.reshape(1)
        loss = _K_loss.ctc_nll(lp, tg, il, tl, self.blank, self.reduction, self.zero_infinity)
        return _wrap(loss.squeeze(0) if unbatched and loss.dim() else loss)


class FocalLoss(LossBase):
    """Focal loss ``-(1 - p)^gamma * log p`` over softmax probabilities. Mirrors ``mindspore.nn.FocalLoss(weight=None,
    gamma=2.0, reduction='mean')`` (2.10, deprecated there since 2.8).

    Inputs: ``logits`` ``(N, C[, ...])``; ``labels`` int class indices ``(N, 1[, ...])`` or one-hot
    ``(N, C[, ...])``. As MindSpore, the per-sample loss is a mean over the spatial positions (and classes for
    one-hot labels), then ``reduction`` applies.

    Raises:
        TypeError: if ``gamma`` is not a float or ``weight`` not a Tensor.
        ValueError: if ``weight`` is not 1-D, or the inputs' ranks/channels do not fit (on call).
    """

    def __init__(self, weight: Tensor | None = None, gamma: float = 2.0, reduction: str = "mean") -> None:
        super().__init__(reduction=reduction)
        self.gamma = validator.check_value_type("gamma", gamma, [float])
        if weight is not None and not isinstance(weight, Tensor):
            raise _errors.type_error(
                self.cls_name, f"the type of 'weight' must be a Tensor, but got {type(weight).__name__}."
            )
        if isinstance(weight, Tensor) and weight.ndim != 1:
            raise _errors.dim_error(self.cls_name, "weight", 1, weight.ndim)
        self.weight = weight

    def construct(self, logits: Tensor, labels: Tensor) -> Tensor:
        name = self.cls_name
        _check_tensor_arg("logits", logits, name)
        _check_tensor_arg("labels", labels, name)
        x, y = logits._t, labels._t
        for arg, nd in (("logits", x.dim()), ("labels", y.dim())):
            if nd < 2 or nd > 4:
                raise _errors.value_error(
                    name, f"the dimensions of '{arg}' must be in [2, 4], but got dimension of '{arg}' {nd}."
                )
        if x.dim() != y.dim():
            raise _errors.value_error(
                name,
                f"the dimensions of 'logits' and 'labels' must be equal, but got dimension of 'logits' "
                f"{x.dim()} and dimension of 'labels' {y.dim()}.",
            )
        if x.shape[1] == 1:
            raise _errors.value_error(name, f"the 'logits'.shape[1] cannot be one, but got {x.shape[1]}.")
        if y.shape[1] not in (1, x.shape[1]):
            raise _errors.value_error(
                name,
                f"the 'labels'.shape[1] must be one or equal to 'logits'.shape[1]: {x.shape[1]}, but got {y.shape[1]}.",
            )
        from ..layer.rnn_cells import check_float_input

        check_float_input("labels", y, name, (torch.int32, torch.int64, torch.float16, torch.float32))
        w = self.weight._t if self.weight is not None else None
        loss = _K_loss.focal(x, y, w, self.gamma)
        return self.get_loss(_wrap(loss))


class DiceLoss(LossBase):
    """``1 - 2 sum(x y) / (sum(x^2) + sum(y^2) + smooth)`` over all elements. Mirrors ``mindspore.nn.DiceLoss(smooth=1e-5)``
    (2.10, deprecated there since 2.8).

    Raises:
        TypeError: if an input is not a Tensor or is uint8. ValueError: if ``smooth <= 0`` or the shapes differ.
    """

    def __init__(self, smooth: float = 1e-5) -> None:
        super().__init__()
        self.smooth = validator.check_positive_float(smooth, "smooth")

    def construct(self, logits: Tensor, label: Tensor) -> Tensor:
        name = self.cls_name
        _check_tensor_arg("logits", logits, name)
        _check_tensor_arg("labels", label, name)
        x, y = logits._t, label._t
        validator.check("logits_shape", tuple(x.shape), "label_shape", tuple(y.shape), prim_name=name)
        if x.dtype == torch.uint8:
            raise _errors.type_error(name, "the dtype of 'logits' can not be uint8.")
        if y.dtype == torch.uint8:
            raise _errors.type_error(name, "the dtype of 'labels' can not be uint8.")
        x, y = x.reshape(-1), y.reshape(-1)
        intersection = (x * y).sum()
        union = (x * x).sum() + (y * y).sum()
        return _wrap(1 - (2 * intersection) / (union + self.smooth))


class MultiClassDiceLoss(LossBase):
    """Mean over classes of :class:`DiceLoss` between ``activation(logits)[:, i]`` and ``label[:, i]``. Mirrors
    ``mindspore.nn.MultiClassDiceLoss(weights=None, ignore_indiex=None, activation='softmax')`` (2.10).

    ``activation`` is a name ('softmax' = ``nn.Softmax()`` over the last axis, as MindSpore's ``get_activation``,
    'logsoftmax', 'relu', 'relu6', 'tanh', 'sigmoid'), a Cell or None; ``weights`` ``(C, 1)`` scale each class;
    ``ignore_indiex`` (sic) skips one class but still divides by the class count.

    Raises:
        TypeError: for a ``weights`` that is not a Tensor, an ``ignore_indiex`` that is not an int, or an
            ``activation`` that is not a str/Cell.
        ValueError: for an unknown activation name, ``weights`` not 2-D, or inputs of different shapes / rank < 2.
    """

    def __init__(
        self, weights: Tensor | None = None, ignore_indiex: int | None = None, activation: Any = "softmax"
    ) -> None:
        super().__init__()
        from ..layer.activation import get_activation

        activation_list = ["softmax", "logsoftmax", "relu", "relu6", "tanh", "sigmoid"]
        self.binarydiceloss = DiceLoss(smooth=1e-5)
        self.weights = weights if weights is None else validator.check_value_type("weights", weights, [Tensor])
        if isinstance(self.weights, Tensor) and self.weights.ndim != 2:
            raise _errors.dim_error(self.cls_name, "weights", 2, self.weights.ndim)
        self.ignore_indiex = (
            ignore_indiex
            if ignore_indiex is None
            else validator.check_value_type("ignore_indiex", ignore_indiex, [int])
        )
        if isinstance(activation, str) and activation not in activation_list:
            raise _errors.value_error(
                self.cls_name, f"the 'activation' must be in {activation_list}, but got {activation}."
            )
        self.activation = get_activation(activation) if isinstance(activation, str) else activation
        if self.activation is not None and not isinstance(self.activation, Cell):
            raise _errors.type_error(
                self.cls_name, f"the 'activation' must be str or Cell, but got {type(self.activation)}."
            )

    def construct(self, logits: Tensor, label: Tensor) -> Tensor:
        name = self.cls_name
        _check_tensor_arg("logits", logits, name)
        _check_tensor_arg("labels", label, name)
        validator.check("logits_shape", logits.shape, "label_shape", label.shape, prim_name=name)
        for arg, ndim in (("logits", logits.ndim), ("labels", label.ndim)):
            if ndim < 2:
                raise _errors.value_error(name, f"the '{arg}' dimension must be greater than 1, but got {ndim}.")
        if self.activation is not None:
            logits = self.activation(logits)
        classes = label.shape[1]
        total: Any = 0
        for i in range(classes):
            if i != self.ignore_indiex:
                dice = self.binarydiceloss(logits[:, i], label[:, i])._t
                if self.weights is not None:
                    if self.weights.shape[0] != classes:
                        raise _errors.value_error(
                            name,
                            f"the weight_shape[0] must be equal to label_shape[1], but got "
                            f"weight_shape[0]: {self.weights.shape[0]} and label_shape[1]: {classes}.",
                        )
                    dice = dice * self.weights._t[i]
                total = total + dice
        return _wrap(total / classes)


class SampledSoftmaxLoss(LossBase):
    """Softmax cross entropy over the true classes and ``num_sampled`` sampled classes only. Mirrors
    ``mindspore.nn.SampledSoftmaxLoss(num_sampled, num_classes, num_true=1, sampled_values=None,
    remove_accidental_hits=True, seed=0, reduction='none')`` (2.10, deprecated there since 2.8).

    Logits are ``inputs @ weights[ids].T + biases[ids]`` minus ``log(expected_count)`` for the true ids
    ``labels`` (targets ``1 / num_true``) and the sampled ids (targets 0); the loss is
    ``-sum(targets * log(softmax(logits) + 1e-20))`` per sample. ``sampled_values`` =
    ``(sampled, true_expected_count, sampled_expected_count)`` fixes the candidates; without it they are drawn
    uniformly (distinct, skipping the true classes with ``remove_accidental_hits``) from torch's generator, so
    they differ from MindSpore's. As in MindSpore, ``reduction`` is accepted but the output is per sample.

    Inputs:
        weights (Tensor): ``(num_classes, dim)``. biases (Tensor): ``(num_classes,)``.
        labels (Tensor): Int32/Int64 ``(batch, num_true)``. logits (Tensor): the inputs ``(batch, dim)``.

    Outputs:
        Tensor ``(batch,)``.

    Raises:
        ValueError: if ``num_true < 1``, ``seed < 0``, ``num_sampled`` or ``num_true`` exceeds ``num_classes``,
            a ``sampled_values`` of another length than 3, or a bad ``reduction``.
        TypeError: if ``sampled_values`` is not a list/tuple, an input is not a Tensor or ``labels`` not an int
            Tensor (on call).
    """

    def __init__(
        self,
        num_sampled: int,
        num_classes: int,
        num_true: int = 1,
        sampled_values: Any = None,
        remove_accidental_hits: bool = True,
        seed: int = 0,
        reduction: str = "none",
    ) -> None:
        super().__init__(reduction)
        name = self.cls_name
        if num_true < 1:
            raise _errors.value_error(name, f"the 'num_true' must be greater than or equal to 1, but got {num_true}.")
        if seed < 0:
            raise _errors.value_error(name, f"the 'seed' must be greater than or equal to 0, but got {seed}.")
        if num_sampled > num_classes:
            raise _errors.value_error(
                name,
                f"the 'num_sampled' must be smaller than or equal to 'num_classes', but got "
                f"'num_sampled': {num_sampled} and 'num_classes': {num_classes}.",
            )
        if num_true > num_classes:
            raise _errors.value_error(
                name,
                f"the 'num_true' must be smaller than or equal to 'num_classes', but got 'num_true': "
                f"{num_true} amd 'num_classes': {num_classes}.",
            )
        if sampled_values is not None:
            if not isinstance(sampled_values, (list, tuple)):
                raise _errors.type_error(
                    name,
                    f"the type of 'sampled_values' must be a list or tuple, but got {type(sampled_values).__name__}.",
                )
            if len(sampled_values) != 3:
                raise _errors.value_error(
                    name, f"the length of 'sampled_values' must be equal to 3,but got {len(sampled_values)}."
                )
        self.num_sampled = num_sampled
        self.num_classes = num_classes
        self.num_true = num_true
        self.sampled_values = sampled_values
        self.remove_accidental_hits = remove_accidental_hits
        self.seed = seed

    def construct(self, weights: Tensor, biases: Tensor, labels: Tensor, logits: Tensor) -> Tensor:
        from ...common.dtype import _FROM_TORCH

        name = self.cls_name
        for arg, value in (("weights", weights), ("biases", biases), ("labels", labels), ("logits", logits)):
            _check_tensor_arg(arg, value, name)
        validator.check_type_name("labels", _FROM_TORCH[labels._t.dtype], [mstype.int32, mstype.int64], name)
        sampled = None if self.sampled_values is None else tuple(_unwrap(v) for v in self.sampled_values)
        return _wrap(
            _K_loss.sampled_softmax(
                weights._t,
                biases._t,
                labels._t,
                logits._t,
                self.num_true,
                self.num_sampled,
                self.num_classes,
                self.remove_accidental_hits,
                sampled,
            )
        )
