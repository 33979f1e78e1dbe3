"""Image and resize kernels: interpolation (TensorFlow-style nearest/linear/bicubic per axis and torch's modes),
pixel (un)shuffle, channel shuffle, sliding blocks (unfold/fold), affine grids, grid sampling and the image
metrics of ``nn.PSNR``/``SSIM``/``MSSSIM``/``ImageGradients``.

``ops.interpolate``/``upsample``, the ``ResizeNearestNeighbor``/``ResizeBilinearV2``/``ResizeBicubic``/
``ResizeLinear1D`` primitives, ``ops.pixel_shuffle``/``unfold``/``fold``/``grid_sample``/``affine_grid``, their
``mint.nn.functional`` twins and the ``nn`` image layers call these.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from . import errors as _errors

__all__ = [
    "src_coords",
    "rgb_to_hsv",
    "hsv_to_rgb",
    "gather_axis",
    "resize_linear1d",
    "cubic_axis",
    "linear_axis",
    "resize_bilinear_grad",
    "nearest_axis",
    "interpolate",
    "interpolate_torch",
    "pixel_shuffle",
    "pixel_unshuffle",
    "channel_shuffle",
    "unfold",
    "extract_patches",
    "fold",
    "affine_grid",
    "grid_sample",
    "image_gradients",
    "to_float01",
    "psnr",
    "ssim_terms",
    "ms_ssim",
    "bounding_box_decode",
    "bounding_box_encode",
]


def src_coords(size: int, out: int, mode: str) -> torch.Tensor:
    """Source coordinates of ``out`` samples over ``size`` (float64): 'align_corners', 'half_pixel' or 'asymmetric'."""
    o = torch.arange(out, dtype=torch.float64)
    if mode == "align_corners":
        return o * ((size - 1) / (out - 1) if out > 1 else 0.0)
    if mode == "half_pixel":
        return (o + 0.5) * (size / out) - 0.5
    return o * (size / out)


def gather_axis(t: torch.Tensor, axis: int, idx: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    """``sum_k t[..., idx[o, k], ...] * w[o, k]`` along ``axis``."""
    moved = t.movedim(axis, -1)
    g = moved[..., idx.to(t.device)]
    return (g * w.to(device=t.device, dtype=t.dtype)).sum(-1).movedim(-1, axis)


def cubic_axis(t: torch.Tensor, axis: int, out: int, mode: str) -> torch.Tensor:
    """TensorFlow's bicubic resize along one axis (MindSpore's ``ResizeBicubic``): with half-pixel centres Keys'
    kernel (a=-0.5) with out-of-image taps dropped (renormalised), otherwise a=-0.75 with edge taps repeated; the
    fractional offset is quantised to 1/1024 as TF's coefficient table does."""
    size = t.shape[axis]
    src = src_coords(size, out, mode)
    a = -0.5 if mode == "half_pixel" else -0.75
    base = torch.floor(src)
    d = torch.round((src - base) * 1024) / 1024

    def k(x):
        x = x.abs()
        return torch.where(
            x <= 1,
            ((a + 2) * x - (a + 3)) * x * x + 1,
            torch.where(x < 2, ((a * x - 5 * a) * x + 8 * a) * x - 4 * a, 0),
        )

    offs = torch.arange(-1, 3, dtype=torch.float64)
    idx = base[:, None] + offs[None, :]
    w = k(d[:, None] - offs[None, :])
    clamped = idx.clamp(0, size - 1)
    if mode == "half_pixel":
        w = torch.where(clamped == idx, w, torch.zeros_like(w))
        w = w / w.sum(1, keepdim=True)
    return gather_axis(t, axis, clamped.long(), w)


def linear_axis(t: torch.Tensor, axis: int, out: int, mode: str) -> torch.Tensor:
    """Linear resize along one axis with TensorFlow's coordinate modes (edges clamped)."""
    size = t.shape[axis]
    src = src_coords(size, out, mode).clamp(min=0)
    lo = torch.floor(src).clamp(max=size - 1)
    hi = (lo + 1).clamp(max=size - 1)
    frac = (src - lo).clamp(0, 1)
    idx = torch.stack([lo, hi], 1).long()
    w = torch.stack([1 - frac, frac], 1)
    return gather_axis(t, axis, idx, w)


def resize_linear1d(t: torch.Tensor, out: int, mode: str) -> torch.Tensor:
    """MindSpore's ``ResizeLinear1D``: the last axis of ``(N, C, W)`` ``t`` resized to ``out`` by :func:`linear_axis`.
    MindSpore's CPU kernel has Float32 and Float64 forms only: a Float16 input is computed by the Float32 one and
    rounded once (its kernel selection casts around it), not step by step in half. An output of width 1 is the
    first input column in both modes (MindSpore's ``HalfPixelFunc`` maps every position to 0 then)."""
    if out == 1 and t.shape[2] > 0:
        return t[:, :, :1].clone()
    if t.dtype == torch.float16:
        return linear_axis(t.float(), 2, out, mode).to(torch.float16)
    return linear_axis(t, 2, out, mode)


_RESIZE_GRAD_DTYPES = (torch.float16, torch.float32, torch.float64)


def resize_bilinear_grad(
    grads: torch.Tensor, image: torch.Tensor, align_corners: bool, half_pixel_centers: bool
) -> torch.Tensor:
    """MindSpore's ``ResizeBilinearGrad``: ``grads`` (the gradient of a ``ResizeBilinearV2`` output, NCHW) pulled
    back to the shape of the resized ``image``, in ``image``'s dtype (Float16 computed in Float32). It is the
    transpose of :func:`linear_axis` along H then W, with TensorFlow's coordinate modes.

    Raises:
        TypeError: ``grads`` or ``image`` not Float16/Float32/Float64 (MindSpore's CPU kernel selection).
        ValueError: ``align_corners`` and ``half_pixel_centers`` both True (MindSpore's forward refuses them; its
            backward kernel returns unspecified values), inputs not 4-D or of different batch/channel sizes
            (MindSpore's kernel does not check them and reads out of place).
    """
    if grads.dtype not in _RESIZE_GRAD_DTYPES or image.dtype not in _RESIZE_GRAD_DTYPES:
        raise TypeError(
            "Select CPU operator[ResizeBilinearGrad] fail! Unsupported data type!\nThe supported data types are "
            "input[Float16 Float16 Bool Bool], output[Float16]; input[Float32 Float32 Bool Bool], output[Float32]; "
            "input[Float64 Float64 Bool Bool], output[Float64]; "
        )
    if align_corners and half_pixel_centers:
        raise ValueError(
            "For ResizeBilinearGrad, the half_pixel_centers must be false when align_corners is true, but "
            "half_pixel_centers got True."
        )
    if grads.dim() != 4 or image.dim() != 4 or grads.shape[:2] != image.shape[:2]:
        raise _errors.value_error(
            "ResizeBilinearGrad",
            "'grads' and 'image' must be 4-D with the same batch and channel sizes, but "
            f"got 'grads' shape {list(grads.shape)} and 'image' shape {list(image.shape)}.",
        )
    mode = "align_corners" if align_corners else ("half_pixel" if half_pixel_centers else "asymmetric")
    cdt = torch.float64 if image.dtype == torch.float64 else torch.float32
    with torch.enable_grad():
        z = torch.zeros(image.shape, dtype=cdt, device=image.device, requires_grad=True)
        y = linear_axis(linear_axis(z, 2, grads.shape[2], mode), 3, grads.shape[3], mode)
        (dx,) = torch.autograd.grad(y, z, grads.detach().to(cdt))
    return dx.to(image.dtype)


def nearest_axis(t: torch.Tensor, axis: int, out: int, align_corners: bool, half_pixel: bool) -> torch.Tensor:
    """TensorFlow's nearest-neighbour resize along one axis (MindSpore's ``ResizeNearestNeighbor``)."""
    size = t.shape[axis]
    o = torch.arange(out, dtype=torch.float64)
    scale = (size - 1) / (out - 1) if align_corners and out > 1 else size / out
    src = (o + 0.5) * scale if half_pixel else o * scale
    src = torch.floor(src + 0.5) if align_corners else torch.floor(src)  # C's roundf: halves away from 0
    idx = src.clamp(0, size - 1).long()
    return t.index_select(axis, idx.to(t.device))


_AREA = {3: F.adaptive_avg_pool1d, 4: F.adaptive_avg_pool2d, 5: F.adaptive_avg_pool3d}


def interpolate(t: torch.Tensor, size, scale_factor, mode: str, align_corners: bool) -> torch.Tensor:
    """The resize of ``ops.interpolate`` after its argument checks: 'area' is adaptive average pooling to ``size``,
    'bicubic' TensorFlow's (:func:`cubic_axis`, half-pixel centres unless ``align_corners``), the other modes
    torch's interpolate (``align_corners`` only passed for the linear modes)."""
    rank = t.ndim
    if mode == "area":
        return _AREA[rank](t, size if rank > 3 else size[0])
    if mode == "bicubic":
        m = "align_corners" if align_corners else "half_pixel"
        return cubic_axis(cubic_axis(t, 2, size[0], m), 3, size[1], m)
    if mode in ("nearest", "nearest-exact"):
        return F.interpolate(t, size, scale_factor, mode)
    return F.interpolate(t, size, scale_factor, mode, align_corners)


def interpolate_torch(t: torch.Tensor, size=None, scale_factor=None, mode: str = "nearest", align_corners=None,
                      recompute_scale_factor=None) -> torch.Tensor:  # fmt: skip
    """torch's interpolate with its own rules (``mint.nn.functional.interpolate``, ``mint.nn.Upsample``)."""
    return F.interpolate(t, size, scale_factor, mode, align_corners, recompute_scale_factor)


def pixel_shuffle(t: torch.Tensor, upscale_factor: int) -> torch.Tensor:
    """``(*, C r^2, H, W) -> (*, C, H r, W r)``."""
    return F.pixel_shuffle(t, upscale_factor)


def pixel_unshuffle(t: torch.Tensor, downscale_factor: int) -> torch.Tensor:
    """``(*, C, H r, W r) -> (*, C r^2, H, W)``."""
    return F.pixel_unshuffle(t, downscale_factor)


def channel_shuffle(t: torch.Tensor, groups: int) -> torch.Tensor:
    """The channels (axis 1) of ``(N, C, ...)`` shuffled in ``groups``."""
    return F.channel_shuffle(t, groups)


def unfold(t: torch.Tensor, kernel_size, dilation=1, padding=0, stride=1) -> torch.Tensor:
    """Sliding blocks of ``(N, C, H, W)`` as columns ``(N, C*kH*kW, L)`` (im2col)."""
    return F.unfold(t, kernel_size, dilation, padding, stride)


def extract_patches(t: torch.Tensor, kernel: tuple, stride: tuple, rate: tuple) -> torch.Tensor:
    """``nn.ExtractImagePatches`` of (already padded) NCHW ``t``: every ``kernel`` window (``stride``, dilation
    ``rate``) as a ``kh * kw * C`` vector ordered (kh, kw, C), shape ``(N, kh * kw * C, oh, ow)``."""
    n, c = t.shape[:2]
    (kh, kw), (sh, sw), (dh, dw) = kernel, stride, rate
    oh = (t.shape[2] - (kh - 1) * dh - 1) // sh + 1
    ow = (t.shape[3] - (kw - 1) * dw - 1) // sw + 1
    cols = F.unfold(t, (kh, kw), dilation=(dh, dw), stride=(sh, sw))  # (N, C*kh*kw, L), order (C, kh, kw)
    return cols.reshape(n, c, kh * kw, oh, ow).transpose(1, 2).reshape(n, kh * kw * c, oh, ow)


def fold(t: torch.Tensor, output_size, kernel_size, dilation=1, padding=0, stride=1) -> torch.Tensor:
    """Columns ``(N, C*kH*kW, L)`` summed back into ``(N, C, *output_size)`` (col2im)."""
    return F.fold(t, output_size, kernel_size, dilation, padding, stride)


def affine_grid(theta: torch.Tensor, size, align_corners: bool = False) -> torch.Tensor:
    """Sampling grid of the affine transforms ``theta`` (N, 2, 3) or (N, 3, 4) for an output of ``size``."""
    return F.affine_grid(theta, list(size), align_corners)


def _grid_source_index(coord: torch.Tensor, size: int, padding_mode: str, align_corners: bool) -> torch.Tensor:
    """MindSpore's CPU ``GridSamplerComputeSourceIndex``: normalised ``coord`` in [-1, 1] to a pixel coordinate of
    an axis of ``size`` pixels, then clipped (``border``) or reflected and clipped (``reflection``), in ``coord``'s
    own precision with MindSpore's order of operations."""
    if align_corners:
        coord = ((coord + 1.0) / 2) * (size - 1)
    else:
        coord = ((coord + 1.0) * size - 1) / 2
    if padding_mode == "border":
        return _clip_like_std(coord, size - 1)
    if padding_mode == "reflection":
        low2, high2 = (0, 2 * (size - 1)) if align_corners else (-1, 2 * size - 1)
        if low2 == high2:
            return torch.zeros_like(coord)
        lo, span = low2 / 2, (high2 - low2) / 2
        coord = (coord - lo).abs()
        extra = torch.fmod(coord, span)
        odd = torch.floor(coord / span).remainder(2) == 1
        coord = torch.where(odd, (span - extra) + lo, extra + lo)
        return _clip_like_std(coord, size - 1)
    return coord


def _clip_like_std(coord: torch.Tensor, high: int) -> torch.Tensor:
    """``std::min(high, std::max(coord, 0))`` with C++'s NaN rule: a NaN coordinate ends at ``high`` (torch's
    clamp keeps NaN)."""
    coord = torch.where(coord < 0, torch.zeros_like(coord), coord)
    return torch.where(coord < high, coord, torch.full_like(coord, high))


def _grid_sample_nearest(t: torch.Tensor, grid: torch.Tensor, padding_mode: str, align_corners: bool):
    """Nearest-neighbour grid sampling as MindSpore's CPU kernel does it: each source coordinate rounded half away
    from zero on Float32/Float64 (``std::round``; torch rounds half to even); Float16 computes the coordinates in
    Float32 and rounds half to even (``std::nearbyint``). Out-of-range points are 0."""
    half = t.dtype == torch.float16
    grid = grid.to(torch.float32 if half else t.dtype)
    spatial = t.shape[2:]
    n, c = t.shape[:2]
    flat = torch.zeros(grid.shape[:-1], dtype=torch.long, device=t.device)
    valid = torch.ones(grid.shape[:-1], dtype=torch.bool, device=t.device)
    for axis, size in enumerate(spatial):  # grid's last dim is (x, y[, z]): x indexes the last spatial axis
        src = _grid_source_index(grid[..., len(spatial) - 1 - axis], size, padding_mode, align_corners)
        if half:
            idx = torch.round(src)
        else:
            whole = torch.trunc(src)
            idx = whole + torch.where((src - whole).abs() >= 0.5, torch.sign(src), torch.zeros_like(src))
        ok = (idx >= 0) & (idx < size)  # NaN fails both
        valid &= ok
        flat = flat * size + torch.where(ok, idx, torch.zeros_like(idx)).long()
    out = t.reshape(n, c, -1).gather(2, flat.reshape(n, 1, -1).expand(n, c, -1))
    out = torch.where(valid.reshape(n, 1, -1), out, torch.zeros((), dtype=t.dtype, device=t.device))
    return out.reshape(n, c, *grid.shape[1:-1])


class _NearestGridSample(torch.autograd.Function):
    """4-D nearest grid sampling with MindSpore's two roundings: the forward rounds half away from zero
    (:func:`_grid_sample_nearest`), the input gradient scatters to the points rounded half to even, as MindSpore's
    ``GridSampler2DGrad`` CPU kernel (and torch's nearest backward) does. No grid gradient. (``GridSampler3DGrad``
    rounds as its forward does, so 5-D input differentiates through the forward's gather.)"""

    @staticmethod
    def forward(ctx, t, grid, padding_mode, align_corners):
        ctx.save_for_backward(t, grid)
        ctx.args = (padding_mode, align_corners)
        return _grid_sample_nearest(t, grid, padding_mode, align_corners)

    @staticmethod
    def backward(ctx, grad_out):
        t, grid = ctx.saved_tensors
        with torch.enable_grad():
            leaf = t.detach().requires_grad_(True)
            ref = F.grid_sample(leaf, grid.detach().to(t.dtype), "nearest", *ctx.args)
            (grad_t,) = torch.autograd.grad(ref, leaf, grad_out)
        return grad_t, None, None, None


def grid_sample(t: torch.Tensor, grid: torch.Tensor, mode: str, padding_mode: str, align_corners: bool):
    """``t`` (4-D or 5-D) sampled at the normalised ``grid`` locations: torch's grid_sample, except ``nearest``,
    which follows MindSpore's CPU kernel (:func:`_grid_sample_nearest`: rounding of half-pixel points, NaN
    coordinates under ``border``/``reflection``)."""
    if mode == "nearest" and t.is_floating_point():
        if t.dim() == 4 and torch.is_grad_enabled() and t.requires_grad:
            return _NearestGridSample.apply(t, grid, padding_mode, align_corners)
        return _grid_sample_nearest(t, grid, padding_mode, align_corners)
    if mode == "bilinear" and not bool(torch.isfinite(grid).all()):
        # MindSpore's kernel: a NaN/inf point lands outside (zeros: 0) or on the last pixel (border NaN,
        # reflection NaN/inf); torch's kernel propagates NaN
        bad = ~torch.isfinite(grid) if padding_mode != "border" else torch.isnan(grid)
        grid = torch.where(bad, torch.full_like(grid, -3.0 if padding_mode == "zeros" else 1.0), grid)
    return F.grid_sample(t, grid, mode, padding_mode, align_corners)


def image_gradients(t: torch.Tensor) -> tuple:
    """Forward differences ``(dy, dx)`` of NCHW ``t``, zero in the last row/column (``nn.ImageGradients``)."""
    dy = torch.zeros_like(t)
    dx = torch.zeros_like(t)
    dy[:, :, :-1, :] = t[:, :, 1:, :] - t[:, :, :-1, :]
    dx[:, :, :, :-1] = t[:, :, :, 1:] - t[:, :, :, :-1]
    return dy, dx


def to_float01(t: torch.Tensor, dtype_max: float) -> torch.Tensor:
    """``t`` in Float32, divided by ``dtype_max`` when that is above 1 (integer images to [0, 1])."""
    t = t.to(torch.float32)
    return t * (1.0 / dtype_max) if dtype_max > 1.0 else t


def psnr(a: torch.Tensor, b: torch.Tensor, max_val: float) -> torch.Tensor:
    """``10 * log10(max_val^2 / MSE)`` per NCHW image of Float32 ``a`` and ``b`` (``nn.PSNR``)."""
    mse = torch.square(a - b).mean((-3, -2, -1))
    return 10 * torch.log(max_val * max_val / mse) / math.log(10.0)


def ssim_terms(c1: float, c2: float, img1: torch.Tensor, img2: torch.Tensor, w: torch.Tensor) -> tuple:
    """Per-channel SSIM and contrast-structure maps averaged over H, W: ``(N, C)`` each."""
    n, c, h, wd = img1.shape

    def conv(t: torch.Tensor) -> torch.Tensor:
        return F.conv2d(t.reshape(n * c, 1, t.shape[2], t.shape[3]), w)

    mu1, mu2 = conv(img1), conv(img2)
    mu1_sq, mu2_sq, mu1_mu2 = mu1 * mu1, mu2 * mu2, mu1 * mu2
    sigma1_sq = conv(img1 * img1) - mu1_sq
    sigma2_sq = conv(img2 * img2) - mu2_sq
    sigma12 = conv(img1 * img2) - mu1_mu2
    v1 = 2 * sigma12 + c2
    v2 = sigma1_sq + sigma2_sq + c2
    ssim = ((2 * mu1_mu2 + c1) * v1) / ((mu1_sq + mu2_sq + c1) * v2)
    cs = v1 / v2
    return ssim.reshape(n, c, -1).mean(-1), cs.reshape(n, c, -1).mean(-1)


def ms_ssim(a: torch.Tensor, b: torch.Tensor, c1: float, c2: float, windows, power: torch.Tensor) -> torch.Tensor:
    """MindSpore's multi-scale SSIM (``nn.MSSSIM``) of Float32 NCHW ``a``/``b``: :func:`ssim_terms` per level with
    that level's Gaussian ``windows[i]``, halving by 2x2 average pooling; ``prod(relu(cs_1..cs_{L-1}, ssim_L) **
    power)``, averaged over channels."""
    mcs = []
    sim = None
    for w in windows:
        sim, cs = ssim_terms(c1, c2, a, b, w)
        mcs.append(torch.relu(cs))
        a, b = F.avg_pool2d(a, 2, 2), F.avg_pool2d(b, 2, 2)
    stacked = torch.stack(mcs[:-1] + [torch.relu(sim)], -1)
    return torch.pow(stacked, power).prod(-1).mean(-1)


def _box_inputs(op: str, a: torch.Tensor, b: torch.Tensor, bname: str) -> None:
    """MindSpore 2.10's checks of BoundingBoxDecode/Encode inputs: Float16/Float32 of one dtype, both (n, 4)."""
    from .errors import dtype_error

    for t in (a, b):
        if t.dtype not in (torch.float16, torch.float32):
            raise dtype_error(op, "x_dtype", t.dtype, (torch.float16, torch.float32))
    if a.dtype != b.dtype:
        from .errors import dtype_name

        raise TypeError(
            f"For primitive[{op}], the input type must be same.\nname:[anchor_box]:Tensor[{dtype_name(a)}].\n"
            f"name:[{bname}]:Tensor[{dtype_name(b)}]."
        )
    for name, t in (("anchor box", a), (bname.replace("_", " "), b)):
        if t.ndim != 2:
            raise ValueError(f"For primitive[{op}], the {name} rank must be equal to 2, but got {t.ndim}.")
    if a.shape[0] != b.shape[0]:
        raise _errors.value_error(
            op,
            f"'anchor_box' and '{bname}' must have the same first dimension. But got "
            f"anchor_box_shape[0]: {a.shape[0]}, {bname}_shape[0]: {b.shape[0]}.",
        )
    for name, t in (("anchor_box", a), (bname, b)):
        if t.shape[1] != 4:
            raise _errors.value_error(op, f"'{name}' last dimension must be 4, but got: {t.shape[1]}.")


def _consts(t: torch.Tensor, values) -> list:
    """``values`` as 0-d tensors of ``t``'s dtype: the kernel casts its float attributes to the input type."""
    return [torch.tensor(float(v), dtype=t.dtype, device=t.device) for v in values]


def bounding_box_decode(anchor: torch.Tensor, deltas: torch.Tensor, max_shape: tuple, means: tuple, stds: tuple,
                        wh_ratio_clip: float) -> torch.Tensor:  # fmt: skip
    """MindSpore 2.10's BoundingBoxDecode (CPU kernel): boxes ``(x1, y1, x2, y2)`` from ``anchor`` boxes and
    normalised ``deltas`` (``d * stds + means``), log-size deltas clipped to ``|log(wh_ratio_clip)|``, x clamped to
    ``[0, max_shape[1]]`` and y to ``[0, max_shape[0]]``. Computed op by op in the input dtype, as the kernel does
    (Float16 rounds after each step).

    Raises:
        TypeError: for inputs that are not Float16/Float32 or differ in dtype.
        ValueError: for inputs not of shape (n, 4) with the same n.
    """
    op = "BoundingBoxDecode"
    _box_inputs(op, anchor, deltas, "deltas")
    ratio = torch.tensor(wh_ratio_clip, dtype=torch.float32).log().abs().item()
    half, one, zero, ratio, h, w = _consts(anchor, (0.5, 1.0, 0.0, ratio, max_shape[0], max_shape[1]))
    dx, dy, dw, dh = (d * s + m for d, s, m in zip(deltas.unbind(1), _consts(anchor, stds), _consts(anchor, means)))
    # the kernel's `dw > max ? max : (dw < -max ? -max : dw)`: a NaN bound (wh_ratio_clip < 0) clips nothing
    dw = torch.where(dw > ratio, ratio, torch.where(dw < -ratio, -ratio, dw))
    dh = torch.where(dh > ratio, ratio, torch.where(dh < -ratio, -ratio, dh))
    left, top, right, bottom = anchor.unbind(1)
    px, py = (left + right) * half, (top + bottom) * half
    pw, ph = right - left + one, bottom - top + one
    gx, gy = px + pw * dx, py + ph * dy
    gw, gh = pw * torch.exp(dw), ph * torch.exp(dh)
    x1 = torch.clamp(gx - gw * half + half, zero, w)
    y1 = torch.clamp(gy - gh * half + half, zero, h)
    x2 = torch.clamp(gx + gw * half - half, zero, w)
    y2 = torch.clamp(gy + gh * half - half, zero, h)
    return torch.stack((x1, y1, x2, y2), 1)


def _log(t: torch.Tensor) -> torch.Tensor:
    """``log`` correctly rounded to ``t``'s dtype, as the kernel's ``std::log`` gives it (torch's Float32 log may be
    an ulp away)."""
    return torch.log(t.double()).to(t.dtype)


def bounding_box_encode(anchor: torch.Tensor, groundtruth: torch.Tensor, means: tuple, stds: tuple) -> torch.Tensor:
    """MindSpore 2.10's BoundingBoxEncode (CPU kernel): the deltas ``((dx, dy, dw, dh) - means) / stds`` of the
    ``groundtruth`` boxes from the ``anchor`` boxes (centre offsets over anchor sizes, log size ratios; sizes are
    ``x2 - x1 + 1``). Computed op by op in the input dtype, as the kernel does (Float16 rounds after each step).

    Raises:
        TypeError: for inputs that are not Float16/Float32 or differ in dtype.
        ValueError: for inputs not of shape (n, 4) with the same n.
    """
    op = "BoundingBoxEncode"
    _box_inputs(op, anchor, groundtruth, "groundtruth_box")
    half, one = _consts(anchor, (0.5, 1.0))
    a0, a1, a2, a3 = anchor.unbind(1)
    g0, g1, g2, g3 = groundtruth.unbind(1)
    px, py = (a0 + a2) * half, (a1 + a3) * half
    pw, ph = a2 - a0 + one, a3 - a1 + one
    gx, gy = (g0 + g2) * half, (g1 + g3) * half
    gw, gh = g2 - g0 + one, g3 - g1 + one
    d = ((gx - px) / pw, (gy - py) / ph, _log(gw / pw), _log(gh / ph))
    return torch.stack([(v - m) / s for v, m, s in zip(d, _consts(anchor, means), _consts(anchor, stds))], 1)


_HSV_FLOATS = (torch.float16, torch.float32, torch.float64)


def _hsv_check(prim: str, arg: str, t: torch.Tensor, rank4: bool) -> None:
    from .errors import dtype_name

    if t.dtype not in _HSV_FLOATS:
        raise TypeError(
            f"For primitive[{prim}], the input argument[{arg}] must be a type of {{Tensor[Float16], Tensor[Float32], "
            f"Tensor[Float64]}}, but got Tensor[{dtype_name(t.dtype)}]."
        )
    if rank4:
        if t.ndim != 4:
            raise ValueError(f"For primitive[{prim}], the the dimension of [x] must be equal to 4, but got {t.ndim}.")
        if t.shape[-1] != 3:
            raise ValueError(
                f"For primitive[{prim}], the the last dimension of the shape of [x] must be equal to 3, but got "
                f"{t.shape[-1]}."
            )
    else:
        if t.ndim < 1:
            raise ValueError(
                f"For primitive[{prim}], the dimension of input 'images' must be greater than or equal to 1, but got "
                f"{t.ndim}."
            )
        if t.shape[-1] != 3:
            raise ValueError(
                f"For primitive[{prim}], the last dimension of input 'images' must be equal to 3, but got "
                f"{t.shape[-1]}."
            )


def rgb_to_hsv(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's ``RGBToHSV`` CPU kernel over the last axis (size 3): ``v = max``, ``s = (max - min) / max`` (0
    where max is 0), ``h`` in [0, 1) from the sector of the largest channel (0 where max == min). Float16 divides
    by the maximum truncated to an integer, as MindSpore's Float16 kernel does (inf/NaN saturations for
    positive maxima below 1); Float32/Float64 computed in their dtype.

    Raises:
        TypeError: a non-float dtype. ValueError: a 0-D input or a last axis not of size 3.
    """
    _hsv_check("RGBToHSV", "type of input 'images'", t, rank4=False)
    x = t.float() if t.dtype == torch.float16 else t
    r, g, b = x.unbind(-1)
    vmax = torch.maximum(torch.maximum(r, g), b)
    vmin = torch.minimum(torch.minimum(r, g), b)
    delta = vmax - vmin
    den = torch.trunc(vmax) if t.dtype == torch.float16 else vmax
    s = torch.where(vmax > 0, delta / torch.where(vmax > 0, den, torch.ones_like(vmax)), torch.zeros_like(vmax))
    safe = torch.where(delta > 0, delta, torch.ones_like(delta))
    h = torch.where(vmax == r, (g - b) / safe, torch.where(vmax == g, (b - r) / safe + 2, (r - g) / safe + 4)) / 6
    h = torch.where(h < 0, h + 1, h)
    h = torch.where(delta > 0, h, torch.zeros_like(h))
    return torch.stack((h, s, vmax), -1).to(t.dtype)


def hsv_to_rgb(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's ``HSVToRGB`` CPU kernel over a 4-D NHWC input: ``c = s * v``, ``m = v - c``, the sector
    ``floor(6 h)`` picking the channel order; hues outside [0, 1) (sectors other than 0..5) give ``(c, 0, 0) + m``
    as MindSpore's kernel does.

    Raises:
        TypeError: a non-float dtype. ValueError: an input not 4-D or a last axis not of size 3.
    """
    _hsv_check("HSVToRGB", "x", t, rank4=True)
    x = t.float() if t.dtype == torch.float16 else t
    h, s, v = x.unbind(-1)
    c = s * v
    m = v - c
    dh = h * 6
    cat = torch.floor(dh)
    x_ = c * (1 - torch.abs(torch.remainder(dh, 2) - 1))
    z = torch.zeros_like(c)
    cases = ((c, x_, z), (x_, c, z), (z, c, x_), (z, x_, c), (x_, z, c), (c, z, x_))
    rr, gg, bb = c, z, z
    for k, (cr, cg, cb) in enumerate(cases):
        sel = cat == k
        rr, gg, bb = torch.where(sel, cr, rr), torch.where(sel, cg, gg), torch.where(sel, cb, bb)
    return torch.stack((rr + m, gg + m, bb + m), -1).to(t.dtype)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
