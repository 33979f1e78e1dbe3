"""`mindspore.dataset.vision.py_transforms_util`: helpers of the Python (PIL) vision transforms that transform code
reuses: ``is_pil``, ``is_numpy``, ``hwc_to_chw`` and the error message for a non-PIL input."""

from __future__ import annotations

from typing import Any

import numpy as _np

from . import _pil
from ._pil import is_pil as _is_pil

augment_error_message = "img should be PIL image. Got {}. Use Decode() for encoded data or ToPIL() for decoded data."
"""MindSpore's message (formatted with the input's type) for a PIL-only transform given something else."""


def is_pil(img: Any) -> bool:
    """Whether ``img`` is a ``PIL.Image.Image``. Mirrors ``mindspore.dataset.vision.py_transforms_util.is_pil``."""
    return _is_pil(img)


def is_numpy(img: Any) -> bool:
    """Whether ``img`` is a ``numpy.ndarray``. Mirrors ``mindspore.dataset.vision.py_transforms_util.is_numpy``
    (MindSpore's ``dataset.core.py_util_helpers.is_numpy``, re-exported there)."""
    return isinstance(img, _np.ndarray)


def hwc_to_chw(img: Any) -> Any:
    """An (H, W, C) image as a (C, H, W) copy; an (H, W) one returned as it is.
    Mirrors ``mindspore.dataset.vision.py_transforms_util.hwc_to_chw``.

    Raises:
        TypeError: ``img`` not a numpy array, or not 2-D / 3-D (MindSpore's messages).
    """
    if not is_numpy(img):
        raise TypeError("img should be NumPy array. Got {}.".format(type(img)))
    if img.ndim not in (2, 3):
        raise TypeError("img dimension should be 2 or 3. Got {}.".format(img.ndim))
    if img.ndim == 2:
        return img
    return img.transpose(2, 0, 1).copy()


def _check_pil(img: Any) -> None:
    if not is_pil(img):
        raise TypeError(augment_error_message.format(type(img)))


def adjust_brightness(img: Any, brightness_factor: float) -> Any:
    """``img`` (PIL) with its brightness scaled by ``brightness_factor`` (0: black, 1: unchanged), by
    ``PIL.ImageEnhance.Brightness``. Mirrors ``py_transforms_util.adjust_brightness`` (2.10).

    Raises:
        TypeError: ``img`` not a PIL image.
    """
    _check_pil(img)
    return _pil.enhance(img, "Brightness", brightness_factor)


def adjust_contrast(img: Any, contrast_factor: float) -> Any:
    """``img`` (PIL) with its contrast scaled by ``contrast_factor`` (0: solid gray, 1: unchanged), by
    ``PIL.ImageEnhance.Contrast``. Mirrors ``py_transforms_util.adjust_contrast`` (2.10).

    Raises:
        TypeError: ``img`` not a PIL image.
    """
    _check_pil(img)
    return _pil.enhance(img, "Contrast", contrast_factor)


def adjust_saturation(img: Any, saturation_factor: float) -> Any:
    """``img`` (PIL) with its saturation scaled by ``saturation_factor`` (0: black and white, 1: unchanged), by
    ``PIL.ImageEnhance.Color``. Mirrors ``py_transforms_util.adjust_saturation`` (2.10).

    Raises:
        TypeError: ``img`` not a PIL image.
    """
    _check_pil(img)
    return _pil.enhance(img, "Color", saturation_factor)


def rotate(img: Any, angle: float, resample: int, expand: bool, center: Any, fill_value: Any) -> Any:
    """``img`` (PIL) rotated ``angle`` degrees counter-clockwise (``resample`` a PIL filter; ``expand`` grows the
    canvas; ``center`` the pivot or None; ``fill_value`` an int for all bands or a tuple). Mirrors
    ``py_transforms_util.rotate`` (2.10).

    Raises:
        TypeError: ``img`` not a PIL image.
    """
    _check_pil(img)
    return _pil.rotate(img, angle, resample, expand, center, fill_value)


def random_crop(img: Any, size: Any, padding: Any, pad_if_needed: bool, fill_value: Any, padding_mode: str) -> Any:
    """A random ``size`` window (an int for a square, or (height, width)) of ``img`` (PIL), after padding it by
    ``padding`` and, with ``pad_if_needed``, up to ``size`` (``fill_value`` / ``padding_mode`` as ``Pad``). Mirrors
    ``py_transforms_util.random_crop`` (2.10); the window position comes from mindshim's dataset random stream.

    Raises:
        TypeError: ``img`` not a PIL image; ``size`` neither an int nor a pair.
        ValueError: a window larger than the (padded) image.
    """
    _check_pil(img)
    if isinstance(size, int):
        size = (size, size)
    elif not (isinstance(size, (tuple, list)) and len(size) == 2):
        raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")
    if isinstance(fill_value, list):
        fill_value = tuple(fill_value)
    return _pil.random_crop(img, tuple(size), padding, pad_if_needed, fill_value, padding_mode)
