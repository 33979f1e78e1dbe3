"""mint basic layers: `mint.nn.Flatten`, `Dropout`, `Dropout2d`, `Embedding`, `Unfold`, `Fold`, `Upsample`, `PixelShuffle`."""

from __future__ import annotations

from .... import _api
from ....common import dtype as mstype
from ....common.initializer import Normal, initializer
from ....common.parameter import Parameter
from ....nn.cell import Cell
from .. import functional
from ...._kernels import errors as _errors

__all__ = _api.names(__name__)


class Flatten(Cell):
    """Flatten dimensions ``start_dim .. end_dim`` (default 1 .. -1). Mirrors ``mindspore.mint.nn.Flatten`` (2.10)."""

    def __init__(self, start_dim: int = 1, end_dim: int = -1) -> None:
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def construct(self, input):
        return functional.flatten(input, self.start_dim, self.end_dim)


class DropoutExt(Cell):
    """Dropout with drop probability ``p`` while training (Cells start in eval mode: identity until ``set_train()``).

    Mirrors ``mindspore.mint.nn.Dropout(p=0.5, inplace=False)`` (``nn.DropoutExt``, 2.10).

    Raises:
        ValueError: if ``p`` is not in ``[0, 1]``.
    """

    def __init__(self, p: float = 0.5, inplace: bool = False) -> None:
        super().__init__()
        if not 0.0 <= p <= 1.0:
            raise _errors.must_be_error(ValueError, "Dropout", "p", "a number in range [0, 1]", p)
        self.p = p
        self.inplace = inplace

    def construct(self, input):
        if not self.training or self.p == 0:
            return input
        return functional.dropout(input, self.p, True, self.inplace)

    def extend_repr(self) -> str:
        return f"p={self.p}"


class Dropout2dExt(DropoutExt):
    """Channel dropout with probability ``p`` while training. Mirrors ``mindspore.mint.nn.Dropout2d`` (2.10)."""

    def construct(self, input):
        if not self.training or self.p == 0:
            return input
        return functional.dropout2d(input, self.p, True, self.inplace)


class EmbeddingExt(Cell):
    """Lookup table of ``num_embeddings`` vectors of size ``embedding_dim``; ``weight`` is drawn from N(0, 1)
    (the ``padding_idx`` row zeroed) unless ``_weight`` is given.

    Mirrors ``mindspore.mint.nn.Embedding`` (``nn.EmbeddingExt``, 2.10).

    Raises:
        ValueError: if ``padding_idx`` is out of range.
    """

    def __init__(
        self,
        num_embeddings: int,
        embedding_dim: int,
        padding_idx: int | None = None,
        max_norm: float | None = None,
        norm_type: float = 2.0,
        scale_grad_by_freq: bool = False,
        sparse: bool = False,
        _weight=None,
        _freeze: bool = False,
        dtype=None,
    ) -> None:
        super().__init__()
        self.num_embeddings = num_embeddings
        self.embedding_dim = embedding_dim
        if padding_idx is not None:
            if not -num_embeddings <= padding_idx < num_embeddings:
                raise _errors.value_error(
                    "Embedding",
                    f"'padding_idx' must be in range [{-num_embeddings}, {num_embeddings}), but got {padding_idx}.",
                )
            padding_idx = padding_idx % num_embeddings
        self.padding_idx = padding_idx
        self.max_norm = max_norm
        self.norm_type = norm_type
        self.scale_grad_by_freq = scale_grad_by_freq
        self.sparse = sparse
        self.dtype = mstype.float32 if dtype is None else dtype
        if _weight is None:
            w = initializer(Normal(1.0), (num_embeddings, embedding_dim), self.dtype).init_data()
            if padding_idx is not None:
                w._data()[padding_idx] = 0
        else:
            w = _weight
        self.weight = Parameter(w, name="weight", requires_grad=not _freeze)

    def construct(self, input):
        return functional.embedding(
            input, self.weight, self.padding_idx, self.max_norm, self.norm_type, self.scale_grad_by_freq
        )

    def extend_repr(self) -> str:
        return (
            f"num_embeddings={self.num_embeddings}, embedding_dim={self.embedding_dim}, padding_idx={self.padding_idx}, "
            f"max_norm={self.max_norm}, norm_type={self.norm_type}, scale_grad_by_freq={self.scale_grad_by_freq}, "
            f"dtype={self.dtype}"
        )


class UnfoldExt(Cell):
    """Extract sliding blocks as columns. Mirrors ``mindspore.mint.nn.Unfold`` (``nn.UnfoldExt``, 2.10)."""

    def __init__(self, kernel_size, dilation=1, padding=0, stride=1) -> None:
        super().__init__()
        self.kernel_size, self.dilation, self.padding, self.stride = kernel_size, dilation, padding, stride

    def construct(self, input):
        return functional.unfold(input, self.kernel_size, self.dilation, self.padding, self.stride)


class Fold(Cell):
    """Combine columns of sliding blocks into an image. Mirrors ``mindspore.mint.nn.Fold`` (2.10)."""

    def __init__(self, output_size, kernel_size, dilation=1, padding=0, stride=1) -> None:
        super().__init__()
        self.output_size, self.kernel_size = output_size, kernel_size
        self.dilation, self.padding, self.stride = dilation, padding, stride

    def construct(self, input):
        return functional.fold(input, self.output_size, self.kernel_size, self.dilation, self.padding, self.stride)


class UpsampleExt(Cell):
    """Resize by ``size`` or ``scale_factor`` with ``mode``. Mirrors ``mindspore.mint.nn.Upsample`` (2.10)."""

    def __init__(self, size=None, scale_factor=None, mode="nearest", align_corners=None, recompute_scale_factor=None):
        super().__init__()
        self.size, self.scale_factor, self.mode = size, scale_factor, mode
        self.align_corners, self.recompute_scale_factor = align_corners, recompute_scale_factor

    def construct(self, input):
        return functional.interpolate(
            input, self.size, self.scale_factor, self.mode, self.align_corners, self.recompute_scale_factor
        )


class PixelShuffle(Cell):
    """``(*, C r^2, H, W) -> (*, C, H r, W r)``. Mirrors ``mindspore.mint.nn.PixelShuffle`` (2.10)."""

    def __init__(self, upscale_factor: int) -> None:
        super().__init__()
        self.upscale_factor = upscale_factor

    def construct(self, input):
        return functional.pixel_shuffle(input, self.upscale_factor)


# MindSpore exports these classes under their mint names
Dropout = DropoutExt
Dropout2d = Dropout2dExt
Embedding = EmbeddingExt
Unfold = UnfoldExt
Upsample = UpsampleExt
