"""Colour adjustment and area/scale resampling kernels of MindSpore's CPU image primitives (``AdjustHue``,
``AdjustSaturation``, ``ResizeArea``), computed the way MindSpore's C++ CPU kernels compute them."""

from __future__ import annotations

import numpy as np
import torch

from . import errors as _errors

__all__ = ["adjust_hue", "adjust_saturation", "resize_area", "scale_and_translate"]

_F16_32_64 = (torch.float16, torch.float32, torch.float64)


def _adjust_checks(prim: str, names: tuple, image: torch.Tensor, arg: torch.Tensor, dims: tuple) -> None:
    """MindSpore's infer checks of AdjustHue/AdjustSaturation: ``image`` Float16/32/64 of rank >= 3 with a last
    axis of 3, the second input a 0-D Float32. ``names``: the input names in the type messages, ``dims``: the
    phrases naming the image and the argument in the shape messages."""
    if image.dtype not in _F16_32_64:
        raise _errors.dtype_error(prim, names[0], image.dtype, _F16_32_64)
    if arg.dtype != torch.float32:
        raise _errors.dtype_error(prim, names[1], arg.dtype, (torch.float32,))
    if image.ndim < 3:
        raise ValueError(
            f"For primitive[{prim}], the dimension of {dims[0]} must be greater than or equal to 3, but got "
            f"{image.ndim}."
        )
    if image.shape[-1] != 3:
        raise ValueError(
            f"For primitive[{prim}], the last dimension of {dims[0]} must be equal to 3, but got {image.shape[-1]}."
        )
    if arg.ndim != 0:
        raise ValueError(f"For primitive[{prim}], the dimension of {dims[1]} must be equal to 0, but got {arg.ndim}.")


def _wrap_range(h: torch.Tensor, low_open: bool, period: float, top: float) -> torch.Tensor:
    """The C++ kernels' ``while (h < 0) h += period; while (h >= top) h -= period`` loops (``low_open``: the
    first loop runs while ``h <= 0``), each step a float32 addition as in the kernel."""
    for _ in range(64):
        low = h <= 0 if low_open else h < 0
        if not bool(low.any()):
            break
        h = torch.where(low, h + period, h)
    for _ in range(64):
        high = h >= top
        if not bool(high.any()):
            break
        h = torch.where(high, h - period, h)
    return h


def adjust_hue(image: torch.Tensor, delta: torch.Tensor) -> torch.Tensor:
    """MindSpore's ``AdjustHue`` CPU kernel: each RGB pixel (last axis) as hue in [0, 6) with its min and max
    channel (hue 0 where max - min <= 1e-6), the hue moved by ``6 * delta`` and wrapped into [0, 6) by whole
    turns, then the pixel rebuilt from the hue sector with the same min and max, all in float32. Float16 and
    Float64 images are computed in float32 and cast back, as MindSpore's CPU backend does.

    Raises:
        TypeError: ``image`` not Float16/32/64, ``delta`` not Float32.
        ValueError: ``image`` of rank < 3 or a last axis not 3; ``delta`` not 0-D.
    """
    _adjust_checks("AdjustHue", ("images", "delta"), image, delta, ("image", "delta"))
    x = image.to(torch.float32)
    r, g, b = x.unbind(-1)
    rg, br, bg = r < g, b < r, b > g
    bg0, brr = b < g, b > r
    one = torch.ones((), dtype=torch.int64)
    # r < g: b < r -> 1 (g, r, b); b > g -> 3 (b, g, r); else 2 (g, b, r)
    # r >= g: b < g -> 0 (r, g, b); b > r -> 4 (b, r, g); else 5 (r, b, g)
    cat = torch.where(
        rg,
        torch.where(br, one, torch.where(bg, one * 3, one * 2)),
        torch.where(bg0, one * 0, torch.where(brr, one * 4, one * 5)),
    )
    vmax = torch.where(rg, torch.where(br | ~bg, g, b), torch.where(bg0 | ~brr, r, b))
    vmin = torch.where(rg, torch.where(br, b, r), torch.where(bg0, b, g))
    vmid = torch.where(rg, torch.where(br, r, torch.where(bg, g, b)), torch.where(bg0, g, torch.where(brr, r, b)))
    span = vmax - vmin
    flat = torch.abs(span) <= 1e-6
    ratio = (vmid - vmin) / torch.where(flat, torch.ones_like(span), span)
    even = cat % 2 == 0
    h = cat.to(torch.float32) + torch.where(even, ratio, 1 - ratio)
    h = torch.where(flat, torch.zeros_like(h), h)
    h = _wrap_range(h + delta.to(torch.float32) * 6, False, 6.0, 6.0)
    hcat = h.to(torch.int64)
    ratio = h - hcat.to(torch.float32)
    ratio = torch.where(hcat % 2 == 0, ratio, 1 - ratio)
    mid = vmin + ratio * (vmax - vmin)
    order = {0: (vmax, mid, vmin), 1: (mid, vmax, vmin), 2: (vmin, vmax, mid), 3: (vmin, mid, vmax)}
    order[4] = (mid, vmin, vmax)
    rr, gg, bb = vmax, vmin, mid  # sector 5 and anything else
    for k, (cr, cg, cb) in order.items():
        sel = hcat == k
        rr, gg, bb = torch.where(sel, cr, rr), torch.where(sel, cg, gg), torch.where(sel, cb, bb)
    return torch.stack((rr, gg, bb), -1).to(image.dtype)


def adjust_saturation(image: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    """MindSpore's ``AdjustSaturation`` CPU kernel: each RGB pixel to HSV (hue by the channel within 1e-6 of the
    max, 0 where max == min, saturation ``(max - min) / max``, 0 where max <= 0), the saturation multiplied by
    ``scale`` and clipped to [0, 1], then back to RGB by the hue sector ``int(6 h)`` (a sector past 5 gives
    ``(m, m, m)``), all in float32; Float16 and Float64 images are computed in float32 and cast back.

    Raises:
        TypeError: ``image`` not Float16/32/64, ``scale`` not Float32.
        ValueError: ``image`` of rank < 3 or a last axis not 3; ``scale`` not 0-D.
    """
    _adjust_checks(
        "AdjustSaturation",
        ("image", "scale"),
        image,
        scale,
        ("AdjustSaturation input image", "AdjustSaturation input scale"),
    )
    x = image.to(torch.float32)
    r, g, b = x.unbind(-1)
    vv = torch.maximum(r, torch.maximum(g, b))
    rng = vv - torch.minimum(r, torch.minimum(g, b))
    s = torch.where(vv > 0, rng / torch.where(vv > 0, vv, torch.ones_like(vv)), torch.zeros_like(vv))
    norm = 1 / (6 * rng)
    hh = torch.where(
        torch.abs(r - vv) <= 1e-6,
        norm * (g - b),
        torch.where(torch.abs(g - vv) <= 1e-6, norm * (b - r) + 2 / 6.0, norm * (r - g) + 4 / 6.0),
    )
    hh = torch.where(rng <= 0, torch.zeros_like(hh), hh)
    h = torch.where(hh < 0, hh + 1, hh)
    s = torch.clamp(s * scale.to(torch.float32), 0.0, 1.0)
    c = s * vv
    m = vv - c
    dh = h * 6
    cat = dh.to(torch.int64)
    fm = _wrap_range(dh, True, 2.0, 2.0)
    xx = c * (1 - torch.abs(fm - 1))
    z = torch.zeros_like(c)
    cases = ((c, xx, z), (xx, c, z), (z, c, xx), (z, xx, c), (xx, z, c), (c, z, xx))
    rr, gg, bb = z, z, z
    for k, (cr, cg, cb) in enumerate(cases):
        sel = cat == k
        rr, gg, bb = torch.where(sel, cr, rr), torch.where(sel, cg, gg), torch.where(sel, cb, bb)
    return torch.stack((rr + m, gg + m, bb + m), -1).to(image.dtype)


_AREA_DTYPES = (
    torch.float16,
    torch.float32,
    torch.float64,
    torch.int16,
    torch.int32,
    torch.int64,
    torch.int8,
    torch.uint16,
    torch.uint8,
)


def _area_scale(n_in: int, n_out: int, align_corners: bool) -> np.float32:
    """MindSpore's resize ``Scaling``: ``(in - 1) / (out - 1)`` with ``align_corners`` and out > 1, else
    ``in / out``, in float32."""
    if align_corners and n_out > 1:
        return np.float32(n_in - 1) / np.float32(n_out - 1)
    return np.float32(n_in) / np.float32(n_out)


def _area_weights(n_in: int, n_out: int, sc: np.float32, first_is_scale: bool) -> torch.Tensor:
    """The ``(n_out, n_in)`` weights of MindSpore's area kernel along one axis, each cell's float32 coverage
    computed as the kernel does (indices past the edge clamped onto it). ``first_is_scale``: the height rule
    (every cell weighed) rather than the width rule (first, interior ones at 1, last)."""
    w = np.zeros((n_out, n_in), np.float64)
    one = np.float32(1)
    for o in range(n_out):
        t0 = np.float32(o) * sc
        t1 = np.float32(o + 1) * sc
        start, end = int(np.floor(t0)), int(np.ceil(t1))
        if first_is_scale:
            for i in range(start, end):
                if np.float32(i) < t0:
                    v = sc if np.float32(i + 1) > t1 else np.float32(i + 1) - t0
                else:
                    v = t1 - np.float32(i) if np.float32(i + 1) > t1 else one
                w[o, min(n_in - 1, max(0, i))] += v
            continue
        w[o, min(n_in - 1, max(0, start))] += sc if np.float32(start + 1) > t1 else np.float32(start + 1) - t0
        if start + 1 != end:
            for i in range(start + 1, end - 1):
                w[o, min(n_in - 1, max(0, i))] += 1.0
            last = end - 1
            w[o, min(n_in - 1, max(0, last))] += t1 - np.float32(last) if np.float32(last + 1) > t1 else one
    return torch.from_numpy(w)


def resize_area(images: torch.Tensor, size: tuple, align_corners: bool) -> torch.Tensor:
    """MindSpore's ``ResizeArea`` CPU kernel: NHWC ``images`` (Int8/16/32/64, UInt8/16, Float16/32/64) resampled to
    ``size = (new_h, new_w)`` by averaging the input cells each output cell covers (``scale = in / out``, or
    ``(in - 1) / (out - 1)`` with ``align_corners``; coverage weights in float32, indices past the edge clamped),
    Float32 out. The sums are taken in float64 and rounded once (MindSpore adds in float32: last-bit
    differences).

    Raises:
        TypeError: ``images`` of another dtype.
        ValueError: ``images`` not 4-D.
    """
    if images.dtype not in _AREA_DTYPES:
        raise _errors.dtype_error("ResizeArea", "images", images.dtype, _AREA_DTYPES)
    if images.ndim != 4:
        raise ValueError(f"For primitive[ResizeArea], the images dimension must be equal to 4, but got {images.ndim}.")
    _, h, w, _ = images.shape
    oh, ow = int(size[0]), int(size[1])
    hs, ws = _area_scale(h, oh, align_corners), _area_scale(w, ow, align_corners)
    scale = np.float32(1.0 / np.float64(hs * ws))
    wy = _area_weights(h, oh, hs, True)
    wx = _area_weights(w, ow, ws, False)
    x = images.to(torch.float32).to(torch.float64)
    out = torch.einsum("yh,bhwc,xw->byxc", wy, x, wx).to(torch.float32)
    return out * float(scale)


_F32 = np.float32


def _lanczos(radius: float):
    def k(x):
        x = abs(x)
        if x > radius:
            return _F32(0)
        if x <= 1e-3:
            return _F32(1)
        pi = _F32(3.14159265359)
        return _F32(radius) * np.sin(pi * x) * np.sin(pi * x / _F32(radius)) / (pi * pi * x * x)

    return k, _F32(radius)


def _gaussian(x):
    x, radius = abs(x), _F32(1.5)
    sigma = radius / _F32(3)
    if x >= radius:
        return _F32(0)
    return np.exp(-x * x / (_F32(2) * sigma * sigma))


def _box(x):
    x = abs(x)
    if x < _F32(0.5):
        return _F32(1)
    return _F32(0.5) if abs(x - _F32(0.5)) <= np.finfo(np.float32).eps else _F32(0)


def _triangle(x):
    x = abs(x)
    return _F32(1) - x if x < 1 else _F32(0)


def _keys(x):
    x = abs(x)
    if x >= 2:
        return _F32(0)
    if x >= 1:
        return ((_F32(-0.5) * x + _F32(2.5)) * x - _F32(4)) * x + _F32(2)
    return ((_F32(1.5) * x - _F32(2.5)) * x) * x + _F32(1)


def _mitchell(x):
    x = abs(x)
    if x >= 2:
        return _F32(0)
    if x >= 1:
        return ((_F32(-7.0 / 18.0) * x + _F32(2)) * x - _F32(10.0 / 3.0)) * x + _F32(16.0 / 9.0)
    return ((_F32(7.0 / 6.0) * x - _F32(2)) * x) * x + _F32(8.0 / 9.0)


_SAMPLING = {
    "lanczos1": _lanczos(1.0),
    "lanczos3": _lanczos(3.0),
    "lanczos5": _lanczos(5.0),
    "gaussian": (_gaussian, _F32(1.5)),
    "box": (_box, _F32(1)),
    "triangle": (_triangle, _F32(1)),
    "keyscubic": (_keys, _F32(2)),
    "mitchellcubic": (_mitchell, _F32(2)),
}


def _spans(kernel_type: str, n_out: int, n_in: int, scale: float, translate: float, antialias: bool) -> torch.Tensor:
    """The ``(n_out, n_in)`` float32 weights of MindSpore's ``ComputeSpansCore`` (TensorFlow's scale-and-translate
    spans): output pixel centre ``x + 0.5`` sampled at ``(x + 0.5) / scale - translate / scale``, no sample when
    that lies outside ``[0, n_in]``, the kernel widened by ``1 / scale`` when antialiasing a downscale, weights
    normalised to sum 1."""
    kern, radius = _SAMPLING[kernel_type]
    inv_scale = _F32(1.0 / np.float64(_F32(scale)))
    inv_translate = -inv_scale * _F32(translate)
    kscale = max(inv_scale, _F32(1)) if antialias else _F32(1)
    one_over = _F32(1) / kscale
    w = np.zeros((n_out, n_in), np.float32)
    for x in range(n_out):
        sample = (_F32(x) + _F32(0.5)) * inv_scale + inv_translate
        if sample < 0 or sample > n_in:
            continue
        start = int(np.ceil(sample - radius * kscale - _F32(0.5)))
        end = int(np.floor(sample + radius * kscale - _F32(0.5)))
        start = min(max(start, 0), n_in - 1)
        end = min(max(end, 0), n_in - 1) + 1
        ws = [kern(abs((_F32(src) + _F32(0.5) - sample) * one_over)) for src in range(start, end)]
        total = _F32(0)
        for v in ws:
            total = _F32(total + v)
        if abs(total) >= 1000.0 * np.finfo(np.float32).tiny:
            inv = _F32(1) / total
            w[x, start:end] = [_F32(v) * inv for v in ws]
    return torch.from_numpy(w)


_ST_DTYPES = (torch.float16, torch.float32, torch.float64, torch.int16, torch.int32, torch.int64, torch.int8)


def scale_and_translate(
    images: torch.Tensor, size: list, scale: list, translation: list, kernel_type: str, antialias: bool
) -> torch.Tensor:
    """MindSpore's ``ScaleAndTranslate`` CPU kernel (TensorFlow's): NHWC ``images`` resampled to ``size`` with the
    sampling kernel ``kernel_type``, rows first then columns, each output pixel a normalised weighted sum of the
    input pixels its kernel span covers (span weights in float32 as the kernel computes them; the sums taken in
    float64 and rounded to float32 per pass). Float32 out.

    Raises:
        TypeError: ``images`` of another dtype. ValueError: ``images`` not 4-D; ``size``/``scale`` not positive.
    """
    prim = "ScaleAndTranslate"
    if images.dtype not in _ST_DTYPES:
        raise _errors.dtype_error(prim, "images", images.dtype, _ST_DTYPES)
    if images.ndim != 4:
        raise ValueError(f"For primitive[{prim}], the images's rank' must be equal to 4, but got {images.ndim}.")
    for name, vals in (("size", size), ("scale", scale)):
        if min(vals) <= 0:
            shown = "".join(f"{v:g}, " for v in vals)
            raise ValueError(
                f"For primitive[{prim}], the attribute[{name}] should be a vector with all positive item. but got "
                f"[{shown}]."
            )
    _, h, w, _ = images.shape
    oh, ow = int(size[0]), int(size[1])
    wy = _spans(kernel_type, oh, h, scale[0], translation[0], antialias).to(torch.float64)
    wx = _spans(kernel_type, ow, w, scale[1], translation[1], antialias).to(torch.float64)
    x = images.to(torch.float32).to(torch.float64)
    mid = torch.einsum("yh,bhwc->bywc", wy, x).to(torch.float32).to(torch.float64)
    return torch.einsum("xw,bywc->byxc", wx, mid).to(torch.float32)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
