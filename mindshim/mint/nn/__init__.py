"""`mindspore.mint.nn`: torch-style layers and losses (`mint.nn.Linear`, `Conv2d`, `BatchNorm2d`, `CrossEntropyLoss`, ...).

Layers are Cells with MindSpore's mint parameter names and defaults. Where mint reuses a ``mindspore.nn``
layer unchanged (``ReLU``, ``Identity``, ``Linear``, ``SoftMarginLoss``, ``Hardshrink`` ...), it is that class.
"""

from __future__ import annotations

from ... import _api
from ...nn.cell import Cell
from . import functional
from . import layer
from .layer import *

F = functional  # MindSpore's mint.nn binds its functional module as ``F`` too

__all__ = _api.names(__name__)

# the `mindspore.nn` layers mint reuses unchanged (ReLU, Identity, Linear, Hardshrink=nn.HShrink, ...) are bound on
# first use (declared in mindshim._api)
__getattr__, __dir__ = _api.attach(__name__)


class NLLLoss(Cell):
    """Negative log-likelihood loss of log-probabilities. Mirrors ``mindspore.mint.nn.NLLLoss`` (2.10).

    Inputs: ``input`` ``(N, C)`` (or ``(N, C, d1, ...)``), ``target`` class indices.
    """

    def __init__(self, weight=None, ignore_index: int = -100, reduction: str = "mean") -> None:
        super().__init__()
        self.weight, self.ignore_index, self.reduction = weight, ignore_index, reduction

    def construct(self, input, target):
        return functional.nll_loss(input, target, self.weight, self.ignore_index, self.reduction)


class CrossEntropyLoss(Cell):
    """Cross entropy of logits against class indices or probabilities, with ``label_smoothing``.

    Mirrors ``mindspore.mint.nn.CrossEntropyLoss`` (2.10). Note ``mindspore.nn.CrossEntropyLoss`` is the same
    computation with the older argument checks.
    """

    def __init__(self, weight=None, ignore_index: int = -100, reduction: str = "mean", label_smoothing=0.0):
        super().__init__()
        self.weight, self.ignore_index, self.reduction = weight, ignore_index, reduction
        self.label_smoothing = label_smoothing

    def construct(self, input, target):
        return functional.cross_entropy(
            input, target, self.weight, self.ignore_index, self.reduction, self.label_smoothing
        )


class BCEWithLogitsLoss(Cell):
    """Binary cross entropy of logits (with ``weight`` and ``pos_weight``). Mirrors ``mint.nn.BCEWithLogitsLoss``."""

    def __init__(self, weight=None, reduction: str = "mean", pos_weight=None) -> None:
        super().__init__()
        self.weight, self.reduction, self.pos_weight = weight, reduction, pos_weight

    def construct(self, input, target):
        return functional.binary_cross_entropy_with_logits(input, target, self.weight, self.reduction, self.pos_weight)


class BCELoss(Cell):
    """Binary cross entropy of probabilities. Mirrors ``mindspore.mint.nn.BCELoss`` (2.10)."""

    def __init__(self, weight=None, reduction: str = "mean") -> None:
        super().__init__()
        self.weight, self.reduction = weight, reduction

    def construct(self, input, target):
        return functional.binary_cross_entropy(input, target, self.weight, self.reduction)


class _Loss(Cell):
    _fn = staticmethod(functional.mse_loss)

    def __init__(self, reduction: str = "mean") -> None:
        super().__init__()
        self.reduction = reduction

    def construct(self, input, target):
        return self._fn(input, target, self.reduction)


class MSELoss(_Loss):
    """Mean squared error. Mirrors ``mindspore.mint.nn.MSELoss`` (2.10)."""

    _fn = staticmethod(functional.mse_loss)


class L1LossExt(_Loss):
    """Mean absolute error. Mirrors ``mindspore.mint.nn.L1Loss`` (``nn.L1LossExt``, 2.10)."""

    _fn = staticmethod(functional.l1_loss)


class SmoothL1Loss(Cell):
    """Smooth L1 loss with threshold ``beta``. Mirrors ``mindspore.mint.nn.SmoothL1Loss(reduction, beta)`` (2.10)."""

    def __init__(self, reduction: str = "mean", beta: float = 1.0) -> None:
        super().__init__()
        self.reduction, self.beta = reduction, beta

    def construct(self, input, target):
        return functional.smooth_l1_loss(input, target, self.reduction, self.beta)


class KLDivLoss(Cell):
    """KL divergence of log-probabilities. Mirrors ``mindspore.mint.nn.KLDivLoss(reduction, log_target)`` (2.10)."""

    def __init__(self, reduction: str = "mean", log_target: bool = False) -> None:
        super().__init__()
        self.reduction, self.log_target = reduction, log_target

    def construct(self, input, target):
        return functional.kl_div(input, target, self.reduction, self.log_target)


class CosineEmbeddingLoss(Cell):
    """Cosine embedding loss with ``margin``. Mirrors ``mindspore.mint.nn.CosineEmbeddingLoss`` (2.10)."""

    def __init__(self, margin: float = 0.0, reduction: str = "mean") -> None:
        super().__init__()
        self.margin, self.reduction = margin, reduction

    def construct(self, input1, input2, target):
        return functional.cosine_embedding_loss(input1, input2, target, self.margin, self.reduction)


class UpsamplingNearest2d(Cell):
    """Nearest-neighbour 2-D upsampling by ``size`` or ``scale_factor``. Mirrors ``mint.nn.UpsamplingNearest2d``."""

    def __init__(self, size=None, scale_factor=None) -> None:
        super().__init__()
        self.size, self.scale_factor = size, scale_factor

    def construct(self, input):
        return functional.interpolate(input, self.size, self.scale_factor, "nearest")


class UpsamplingBilinear2d(Cell):
    """Bilinear 2-D upsampling with ``align_corners=True``. Mirrors ``mindspore.mint.nn.UpsamplingBilinear2d``."""

    def __init__(self, size=None, scale_factor=None) -> None:
        super().__init__()
        self.size, self.scale_factor = size, scale_factor

    def construct(self, input):
        return functional.interpolate(input, self.size, self.scale_factor, "bilinear", True)


# MindSpore exports these classes under their mint names
L1Loss = L1LossExt

# function names MindSpore 2.10 also exports from mint.nn
cross_entropy = functional.cross_entropy
mse_loss_ext = functional.mse_loss
kl_div_ext = functional.kl_div
nllloss = functional.nll_loss


def upsample_nearest2d_op(input, output_size=None, scales=None):
    """Nearest 2-D upsampling to ``output_size`` or by ``scales``. Mirrors ``mint.nn.upsample_nearest2d_op``."""
    return functional.interpolate(input, output_size, scales, "nearest")


def upsample_bilinear2d_op(input, output_size=None, scales=None, align_corners: bool = False):
    """Bilinear 2-D upsampling. Mirrors ``mindspore.mint.nn.upsample_bilinear2d_op`` (2.10)."""
    return functional.interpolate(input, output_size, scales, "bilinear", align_corners)
