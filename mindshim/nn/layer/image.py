"""Image layers: `nn.PixelShuffle`, `nn.PixelUnshuffle`, `nn.ImageGradients`, `nn.PSNR`, `nn.SSIM`, `nn.MSSSIM`, `nn.CentralCrop`."""

from __future__ import annotations

from ... import _api
from typing import Any

import numpy as np
import torch
from ..._kernels import image as _K_img

from ... import _checkparam as C
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ..cell import Cell
from . import _validators as V
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class PixelShuffle(Cell):
    """Rearrange ``(*, C*r*r, H, W)`` into ``(*, C, H*r, W*r)``. Mirrors ``mindspore.nn.PixelShuffle(upscale_factor)``."""

    def __init__(self, upscale_factor: int) -> None:
        super().__init__()
        self.upscale_factor = upscale_factor

    def construct(self, input: Tensor) -> Tensor:
        return _wrap(_K_img.pixel_shuffle(input._t, self.upscale_factor))


class PixelUnshuffle(Cell):
    """Rearrange ``(*, C, H*r, W*r)`` into ``(*, C*r*r, H, W)``. Mirrors ``mindspore.nn.PixelUnshuffle(downscale_factor)``."""

    def __init__(self, downscale_factor: int) -> None:
        super().__init__()
        self.downscale_factor = downscale_factor

    def construct(self, input: Tensor) -> Tensor:
        return _wrap(_K_img.pixel_unshuffle(input._t, self.downscale_factor))


def _check_input_4d(t: torch.Tensor, param_name: str, func_name: str) -> None:
    if t.dim() != 4:
        raise _errors.value_error(func_name, f"the dimension of '{param_name}' must be 4d, but got {t.dim()}.")


def _dtype_max(t: torch.Tensor) -> float:
    """MindSpore's ``_get_dtype_max``: the largest value of an integer dtype, 1.0 for floats."""
    if t.dtype.is_floating_point or t.dtype.is_complex:
        return 1.0
    return float(torch.iinfo(t.dtype).max)


def _same_type_shape(a: torch.Tensor, b: torch.Tensor) -> None:

    if a.dtype != b.dtype:
        raise _errors.same_dtype_error("SameTypeShape", ("input_x", "input_y"), a.dtype, b.dtype)
    if a.shape != b.shape:
        raise _errors.value_error(
            "SameTypeShape", f"the x shape should be = y shape: {tuple(b.shape)}, but got {tuple(a.shape)}."
        )


class ImageGradients(Cell):
    """Forward differences ``(dy, dx)`` of ``(N, C, H, W)`` images, zero in the last row/column.

    Mirrors ``mindspore.nn.ImageGradients`` (2.10, deprecated there since 2.8).

    Raises:
        ValueError: if the input is not 4-D.
    """

    def construct(self, images: Tensor) -> tuple:
        t = images._t
        _check_input_4d(t, "images", self.cls_name)
        dy, dx = _K_img.image_gradients(t)
        return _wrap(dy), _wrap(dx)


class PSNR(Cell):
    r"""Peak signal-to-noise ratio ``10 * log10(max_val^2 / MSE)`` per image. Mirrors ``mindspore.nn.PSNR(max_val=1.0)``.

    Inputs: ``img1``, ``img2`` ``(N, C, H, W)`` of the same dtype and shape (integer images are scaled by their
    dtype's maximum first). Output: float32 ``(N,)``.

    Difference: MindSpore 2.10 computes this only in GRAPH_MODE (in PyNative its ``scalar_cast`` raises
    ValueError); mindshim computes it in both modes. The same holds for :class:`SSIM` and :class:`MSSSIM`.

    Raises:
        TypeError: if ``max_val`` is not a number, or the inputs' dtypes differ (on call).
        ValueError: if ``max_val <= 0``, or an input is not 4-D or the shapes differ (on call).
    """

    def __init__(self, max_val: float = 1.0) -> None:
        super().__init__()
        V.check_value_type("max_val", max_val, [int, float], self.cls_name)
        C.check_number("max_val", max_val, 0.0, C.GT, self.cls_name)
        self.max_val = max_val

    def construct(self, img1: Tensor, img2: Tensor) -> Tensor:
        a, b = img1._t, img2._t
        _check_input_4d(a, "img1", self.cls_name)
        _check_input_4d(b, "img2", self.cls_name)
        _same_type_shape(a, b)
        dmax = _dtype_max(a)
        max_val = self.max_val / dmax if dmax > 1.0 else float(self.max_val)
        return _wrap(_K_img.psnr(_K_img.to_float01(a, dmax), _K_img.to_float01(b, dmax), max_val))


def _create_window(size: int, sigma: float) -> np.ndarray:
    """The normalised ``(1, 1, size, size)`` Gaussian window of MindSpore's SSIM."""
    x_data, y_data = np.mgrid[-size // 2 + 1 : size // 2 + 1, -size // 2 + 1 : size // 2 + 1]
    x_data = np.expand_dims(np.expand_dims(x_data, axis=-1).astype(np.float32), axis=-1) ** 2
    y_data = np.expand_dims(np.expand_dims(y_data, axis=-1).astype(np.float32), axis=-1) ** 2
    g = np.exp(-(x_data + y_data) / (2 * sigma**2))
    return np.transpose(g / np.sum(g), (2, 3, 0, 1))


def _window_conv(size: int, sigma: float) -> Cell:
    from .conv import Conv2d

    conv = Conv2d(1, 1, kernel_size=size, weight_init=Tensor(_create_window(size, sigma)), pad_mode="valid")
    conv.weight.requires_grad = False
    return conv


def _check_ssim_args(cell: Cell, max_val: Any, filter_size: Any, filter_sigma: Any, k1: Any, k2: Any) -> None:
    name = cell.cls_name
    V.check_value_type("max_val", max_val, [int, float], name)
    C.check_number("max_val", max_val, 0.0, C.GT, name)
    cell.max_val = max_val
    cell.filter_size = C.check_int(filter_size, 1, C.GE, "filter_size", name)
    cell.filter_sigma = C.check_positive_float(filter_sigma, "filter_sigma", name)
    cell.k1 = V.check_value_type("k1", k1, [float], name)
    cell.k2 = V.check_value_type("k2", k2, [float], name)


class SSIM(Cell):
    r"""Structural similarity of two image batches. Mirrors ``mindspore.nn.SSIM`` (2.10).

    ``SSIM(max_val=1.0, filter_size=11, filter_sigma=1.5, k1=0.01, k2=0.03)``: a Gaussian window (held, as in
    MindSpore, by a frozen child ``conv`` Conv2d, parameter ``conv.weight``) is slid without padding over every
    channel; the per-pixel SSIM map is averaged over H, W and then over channels.

    Inputs: ``img1``, ``img2`` ``(N, C, H, W)`` float16/float32, same shape, ``H, W >= filter_size``.
    Output: float32 ``(N,)``.

    Raises:
        TypeError: for argument types, or a non-float input (on call).
        ValueError: for ``max_val <= 0``, ``filter_size < 1``, ``filter_sigma <= 0``, or inputs that are not 4-D,
            smaller than the filter, or of different shapes (on call).
    """

    def __init__(
        self, max_val: float = 1.0, filter_size: int = 11, filter_sigma: float = 1.5, k1: float = 0.01, k2: float = 0.03
    ) -> None:
        super().__init__()
        _check_ssim_args(self, max_val, filter_size, filter_sigma, k1, k2)
        self.conv = _window_conv(filter_size, filter_sigma)

    def construct(self, img1: Tensor, img2: Tensor) -> Tensor:
        from .rnn_cells import check_float_input

        name = self.cls_name
        a, b = img1._t, img2._t
        check_float_input("img1", a, name)
        _check_input_4d(a, "img1", name)
        for i in (2, 3):
            C.check(f"img1 shape[{i}]", a.shape[i], "filter_size", self.filter_size, C.GE, name)
        _same_type_shape(a, b)
        dmax = _dtype_max(a)
        max_val = self.max_val / dmax if dmax > 1.0 else float(self.max_val)
        c1, c2 = (self.k1 * max_val) ** 2, (self.k2 * max_val) ** 2
        a, b = _K_img.to_float01(a, dmax), _K_img.to_float01(b, dmax)
        ssim, _ = _K_img.ssim_terms(c1, c2, a, b, self.conv._parameters["weight"])
        return _wrap(ssim.mean(-1))


class MSSSIM(Cell):
    r"""Multi-scale structural similarity. Mirrors ``mindspore.nn.MSSSIM`` (2.10).

    ``MSSSIM(max_val=1.0, power_factors=(0.0448, 0.2856, 0.3001, 0.2363, 0.1333), filter_size=11,
    filter_sigma=1.5, k1=0.01, k2=0.03)``: at each of ``len(power_factors)`` scales (2x2 average pooling between
    them) the contrast-structure term (the SSIM term at the last scale), clipped at 0, is raised to its power
    factor; the product is averaged over channels. One frozen window Conv2d per scale lives in the child
    ``multi_convs_list``.

    Inputs: ``img1``, ``img2`` ``(N, C, H, W)`` float64/float32/float16/uint8, same shape, large enough for
    every scale. Output: float32 ``(N,)``.
    """

    def __init__(
        self,
        max_val: float = 1.0,
        power_factors: tuple = (0.0448, 0.2856, 0.3001, 0.2363, 0.1333),
        filter_size: int = 11,
        filter_sigma: float = 1.5,
        k1: float = 0.01,
        k2: float = 0.03,
    ) -> None:
        super().__init__()
        _check_ssim_args(self, max_val, filter_size, filter_sigma, k1, k2)
        V.check_value_type("power_factors", power_factors, [tuple, list], self.cls_name)
        from .container import CellList
        from .pooling import AvgPool2d

        self.level = len(power_factors)
        self.multi_convs_list = CellList([_window_conv(filter_size, filter_sigma) for _ in range(self.level)])
        self.weight_tensor = Tensor(power_factors, mstype.float32)
        from .activation import ReLU

        self.avg_pool = AvgPool2d(kernel_size=2, stride=2, pad_mode="valid")
        self.relu = ReLU()

    def construct(self, img1: Tensor, img2: Tensor) -> Tensor:
        from .rnn_cells import check_float_input

        name = self.cls_name
        a, b = img1._t, img2._t
        _check_input_4d(a, "img1", name)
        _check_input_4d(b, "img2", name)
        check_float_input("img1", a, name, (torch.float64, torch.float32, torch.float16, torch.uint8))
        _same_type_shape(a, b)
        dmax = _dtype_max(a)
        max_val = self.max_val / dmax if dmax > 1.0 else float(self.max_val)
        c1, c2 = (self.k1 * max_val) ** 2, (self.k2 * max_val) ** 2
        a, b = _K_img.to_float01(a, dmax), _K_img.to_float01(b, dmax)
        windows = [self.multi_convs_list[i]._parameters["weight"] for i in range(self.level)]
        return _wrap(_K_img.ms_ssim(a, b, c1, c2, windows, self.weight_tensor._t))


class CentralCrop(Cell):
    """Crop the central ``central_fraction`` of the height and width. Mirrors ``mindspore.nn.CentralCrop`` (2.10).

    Inputs: ``(C, H, W)`` or ``(N, C, H, W)``. The crop starts at ``int((H - H * f) / 2)`` (width alike) and is
    symmetric.

    Raises:
        TypeError: if ``central_fraction`` is not a float.
        ValueError: if it is not in (0, 1], or the input is not 3-D/4-D (on call).
    """

    def __init__(self, central_fraction: float) -> None:
        super().__init__()
        V.check_value_type("central_fraction", central_fraction, [float], self.cls_name)
        C.check_float_range(central_fraction, 0.0, 1.0, C.INC_RIGHT, "central_fraction", self.cls_name)
        self.central_fraction = central_fraction

    def construct(self, image: Tensor) -> Tensor:
        t = image._t
        if t.dim() not in (3, 4):
            raise ValueError(f"{self.cls_name} image must be 3d or 4d, but got shape {tuple(t.shape)}")
        if self.central_fraction == 1.0:
            return image
        h, w = t.shape[-2], t.shape[-1]
        hs = int((float(h) - float(h * self.central_fraction)) / 2)
        ws = int((float(w) - float(w * self.central_fraction)) / 2)
        return _wrap(t[..., hs : h - hs, ws : w - ws])
