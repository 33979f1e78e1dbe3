"""`mindspore.dataset.vision.py_transforms_util`: helpers of the Python (PIL) vision transforms that transform code
reuses: ``is_pil``, ``is_numpy``, ``hwc_to_chw`` and the error message for a non-PIL input."""

from __future__ import annotations

from typing import Any

import numpy as _np

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
