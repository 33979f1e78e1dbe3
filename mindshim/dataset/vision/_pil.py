"""The PIL-image path of `mindspore.dataset.vision` (MindSpore's Python implementations), one function per operation.

MindSpore runs a vision operation's Python implementation when it is called on a single PIL image and has one
(``_execute_py``); the result is then a PIL image. The random ones draw from Python's ``random`` module (and
RandomLighting from ``numpy.random``), which ``ds.config.set_seed`` seeds: called eagerly, they draw here from the
same module in the same order, so a seeded call gives MindSpore's image.
"""

from __future__ import annotations

import math
import numbers
import random
from typing import Any

import numpy as np

from ..core import config as _config
from ..transforms.transforms import _is_pil


def is_pil(img: Any) -> bool:
    """Whether ``img`` is a PIL image (without importing Pillow when it is not loaded; False while another thread
    is still importing it)."""
    return _is_pil(img)


def rnd() -> Any:
    """The generator of the PIL path: the current row's inside ``map``, else Python's ``random`` module (as
    MindSpore's Python implementations use)."""
    rng = getattr(_config._LOCAL, "rng", None)
    return rng if rng is not None else random


def enhance(img: Any, kind: str, factor: float) -> Any:
    """``PIL.ImageEnhance.<kind>(img).enhance(factor)`` (Brightness, Contrast, Color, Sharpness)."""
    from PIL import ImageEnhance

    return getattr(ImageEnhance, kind)(img).enhance(factor)


def adjust_hue(img: Any, hue_factor: float) -> Any:
    """Shift the hue band of the image's HSV form by ``uint8(hue_factor * 255)`` (wrapping); L/1/I/F images are
    returned as they are."""
    from PIL import Image

    if img.mode in {"L", "1", "I", "F"}:
        return img
    h, s, v = img.convert("HSV").split()
    hue = np.array(h, dtype=np.uint8)
    shift = int(hue_factor * 255) % 256  # numpy 1.x's np.uint8(float): truncated, then wrapped
    with np.errstate(over="ignore"):
        hue += np.uint8(shift)
    return Image.merge("HSV", (Image.fromarray(hue, "L"), s, v)).convert(img.mode)


def adjust_gamma(img: Any, gamma: float, gain: float) -> Any:
    """Gamma correction through a 256-entry table ``int(255.999 * gain * (x / 255) ** gamma)``."""
    table = [int((255 + 1 - 1e-3) * gain * pow(x / 255.0, gamma)) for x in range(256)]
    bands = len(img.split())
    if bands == 3:
        return img.point(table * 3)
    if bands == 1:
        return img.point(table)
    return img


def auto_contrast(img: Any, cutoff: float, ignore: Any) -> Any:
    """``ImageOps.autocontrast``."""
    from PIL import ImageOps

    return ImageOps.autocontrast(img, cutoff, ignore)


def invert(img: Any) -> Any:
    """``ImageOps.invert``."""
    from PIL import ImageOps

    return ImageOps.invert(img)


def equalize(img: Any) -> Any:
    """``ImageOps.equalize``."""
    from PIL import ImageOps

    return ImageOps.equalize(img)


def crop(img: Any, top: int, left: int, height: int, width: int) -> Any:
    """``img.crop`` of the (top, left, height, width) box (outside the image: zeros)."""
    return img.crop((left, top, left + width, top + height))


def center_crop(img: Any, size: tuple) -> Any:
    """The centre (h, w) crop, its corner at ``int(round((H - h) / 2))``, ``int(round((W - w) / 2))``."""
    w0, h0 = img.size
    ch, cw = size
    return crop(img, int(round((h0 - ch) / 2.0)), int(round((w0 - cw) / 2.0)), ch, cw)


def _borders(padding: Any) -> tuple:
    if isinstance(padding, numbers.Number):
        return padding, padding, padding, padding
    if len(padding) == 2:
        return padding[0], padding[1], padding[0], padding[1]
    return tuple(padding)


def pad(img: Any, padding: Any, fill_value: Any, padding_mode: str) -> Any:
    """Pad (left, top, right, bottom): 'constant' through ``ImageOps.expand`` with ``fill_value``, the other modes
    through ``numpy.pad``."""
    from PIL import Image, ImageOps

    left, top, right, bottom = _borders(padding)
    if isinstance(fill_value, list):
        fill_value = tuple(fill_value)
    if padding_mode == "constant":
        if img.mode == "P":
            palette = img.getpalette()
            out = ImageOps.expand(img, border=(left, top, right, bottom), fill=fill_value)
            out.putpalette(palette)
            return out
        if isinstance(fill_value, tuple) and img.mode in ("L", "1"):
            fill_value = (fill_value[0],)
        return ImageOps.expand(img, border=(left, top, right, bottom), fill=fill_value)
    arr = np.asarray(img)
    widths = ((top, bottom), (left, right)) + (((0, 0),) if arr.ndim == 3 else ())
    out = Image.fromarray(np.pad(arr, widths, padding_mode))
    if img.mode == "P":
        out.putpalette(img.getpalette())
    return out


def random_crop(img: Any, size: tuple, padding: Any, pad_if_needed: bool, fill_value: Any, padding_mode: str) -> Any:
    """Pad (``padding``, then up to ``size`` when ``pad_if_needed``) and crop a random (h, w) window.

    Raises:
        ValueError: when the window is larger than the (padded) image.
    """
    if padding is not None:
        img = pad(img, padding, fill_value, padding_mode)
    if pad_if_needed and img.size[0] < size[1]:
        img = pad(img, (size[1] - img.size[0], 0), fill_value, padding_mode)
    if pad_if_needed and img.size[1] < size[0]:
        img = pad(img, (0, size[0] - img.size[1]), fill_value, padding_mode)
    w0, h0 = img.size
    h, w = size
    if h > h0 or w > w0:
        raise ValueError(f"Crop size {tuple(size)} is larger than input image size {(h0, w0)}.")
    if (h, w) == (h0, w0):
        return crop(img, 0, 0, h0, w0)
    r = rnd()
    top = r.randint(0, h0 - h)
    left = r.randint(0, w0 - w)
    return crop(img, top, left, h, w)


def random_flip(img: Any, prob: float, vertical: bool) -> Any:
    """Flip (left-right, or top-bottom) when ``prob > random()``."""
    from PIL import Image

    if prob > rnd().random():
        return img.transpose(Image.FLIP_TOP_BOTTOM if vertical else Image.FLIP_LEFT_RIGHT)
    return img


def grayscale(img: Any, num_output_channels: int) -> Any:
    """``convert('L')``; with 3 output channels the gray band three times as an RGB image.

    Raises:
        ValueError: for a channel count other than 1 or 3.
    """
    from PIL import Image

    if num_output_channels == 1:
        return img.convert("L")
    if num_output_channels == 3:
        g = np.array(img.convert("L"), dtype=np.uint8)
        return Image.fromarray(np.dstack([g, g, g]), "RGB")
    raise ValueError(f"num_output_channels should be either 1 or 3. Got {num_output_channels}.")


def rotate(img: Any, angle: float, resample: int, expand: bool, center: Any, fill_value: Any) -> Any:
    """``img.rotate(angle % 360, resample, expand, center, fillcolor)`` (an int fill for the three bands)."""
    if isinstance(fill_value, int):
        fill_value = (fill_value,) * 3
    elif isinstance(fill_value, list):
        fill_value = tuple(fill_value)
    return img.rotate(angle % 360.0, resample, expand, center, fillcolor=fill_value)


def random_color_adjust(img: Any, brightness: tuple, contrast: tuple, saturation: tuple, hue: tuple) -> Any:
    """Draw the four factors (in that order), then apply brightness, contrast, saturation and hue adjustments in a
    random order (all four, each even at its neutral factor)."""
    r = rnd()
    fb, fc, fs, fh = (r.uniform(lo, hi) for lo, hi in (brightness, contrast, saturation, hue))
    steps = [
        lambda im: enhance(im, "Brightness", fb),
        lambda im: enhance(im, "Contrast", fc),
        lambda im: enhance(im, "Color", fs),
        lambda im: adjust_hue(im, fh),
    ]
    r.shuffle(steps)
    for step in steps:
        img = step(img)
    return img


def random_affine(img: Any, degrees: tuple, translate: tuple, scale: tuple, shear: tuple, resample: int,
                  fill_value: Any) -> Any:  # fmt: skip
    """MindSpore's Python RandomAffine: angle, x/y translation (``translate[0]``/``translate[1]`` as fractions of
    the width/height, rounded), scale and the two shears drawn in that order; Pillow's AFFINE transform with the
    inverse matrix about the centre ``(W/2 + 0.5, H/2 + 0.5)``."""
    from PIL import Image

    r = rnd()
    angle = r.uniform(degrees[0], degrees[1])
    max_dx, max_dy = translate[0] * img.size[0], translate[1] * img.size[1]
    tx, ty = float(np.round(r.uniform(-max_dx, max_dx))), float(np.round(r.uniform(-max_dy, max_dy)))
    s = r.uniform(scale[0], scale[1])
    sx, sy = r.uniform(shear[0], shear[1]), r.uniform(shear[2], shear[3])
    cx, cy = img.size[0] * 0.5 + 0.5, img.size[1] * 0.5 + 0.5
    a, shx, shy = math.radians(angle), math.radians(sx), math.radians(sy)
    inv = 1.0 / s
    d = math.cos(a + shx) * math.cos(a + shy) + math.sin(a + shx) * math.sin(a + shy)
    m = [math.cos(a + shx), math.sin(a + shx), 0, -math.sin(a + shy), math.cos(a + shy), 0]
    m = [inv / d * v for v in m]
    m[2] += m[0] * (-cx - tx) + m[1] * (-cy - ty)
    m[5] += m[3] * (-cx - tx) + m[4] * (-cy - ty)
    m[2] += cx
    m[5] += cy
    fill = tuple(fill_value) if isinstance(fill_value, list) else fill_value
    # MindSpore passes the fill only when ``Image.__version__ >= '5'`` as strings, which Pillow 10 and later fail:
    # their outside pixels are 0
    kwargs = {"fillcolor": fill} if Image.__version__ >= "5" else {}
    return img.transform(img.size, Image.AFFINE, m, resample, **kwargs)


def to_tensor(img: Any, output_type: Any) -> np.ndarray:
    """A PIL image as a CHW array ``/ 255.`` (computed in float64) cast to ``output_type``."""
    arr = np.asarray(img)
    if arr.ndim == 2:
        arr = arr[:, :, None]
    return (arr.transpose(2, 0, 1) / 255.0).astype(output_type)


def random_resized_crop_box(img: Any, scale: tuple, ratio: tuple, max_attempts: int) -> tuple:
    """MindSpore's Python RandomResizedCrop window ``(top, left, height, width)``: up to ``max_attempts`` draws of
    an area (``uniform(*scale) * W * H``) and a log-uniform aspect, ``width = round(sqrt(area * aspect))``,
    ``height = round(width / aspect)``, the corner drawn top first; then a centre crop clamped to ``ratio``."""
    r = rnd()
    w0, h0 = img.size
    area = w0 * h0
    log_ratio = (math.log(ratio[0]), math.log(ratio[1]))
    for _ in range(max_attempts):
        crop_area = r.uniform(scale[0], scale[1]) * area
        aspect = math.exp(r.uniform(*log_ratio))
        width = int(round(math.sqrt(crop_area * aspect)))
        height = int(round(width / aspect))
        if 0 < width <= w0 and 0 < height <= h0:
            top = r.randint(0, h0 - height)
            left = r.randint(0, w0 - width)
            return top, left, height, width
    img_ratio = w0 / h0
    if img_ratio < ratio[0]:
        width, height = w0, int(round(w0 / ratio[0]))
    elif img_ratio > ratio[1]:
        height, width = h0, int(round(h0 * ratio[1]))
    else:
        width, height = w0, h0
    return int(round((h0 - height) / 2.0)), int(round((w0 - width) / 2.0)), height, width
