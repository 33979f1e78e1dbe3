"""`mindspore.dataset.vision.py_transforms_util`: helpers of the Python (PIL) vision transforms that transform code
reuses: ``is_pil`` and the error message for a non-PIL input."""

from __future__ import annotations

from typing import Any

from ._pil import is_pil as _is_pil

augment_error_message = "img should be PIL image. Got {}. Use Decode() for encoded data or ToPIL() for decoded data."
"""MindSpore's message (formatted with the input's type) for a PIL-only transform given something else."""


def is_pil(img: Any) -> bool:
    """Whether ``img`` is a ``PIL.Image.Image``. Mirrors ``mindspore.dataset.vision.py_transforms_util.is_pil``."""
    return _is_pil(img)
