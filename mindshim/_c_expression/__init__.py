"""`mindspore._c_expression`: the names of MindSpore's C++ extension that scripts import (``CreationType``,
``TensorPy``, the ``typing`` classes, the framework profiler's step marks)."""

from __future__ import annotations

import enum

from typing import Any

from .._kernels import creation as _creation
from ..common import dtype as _mstype
from ..common.tensor import Tensor as TensorPy
from ..common.tensor import _device, _wrap
from . import typing

__all__ = [
    "CreationType",
    "TensorPy",
    "typing",
    "_empty_instance",
    "_framework_profiler_step_start",
    "_framework_profiler_step_end",
]


class CreationType(enum.IntEnum):
    """How a view tensor was created, for MindSpore's view/in-place checks. Mirrors
    ``mindspore._c_expression.CreationType`` (``_pynative_executor.set_creation_type`` takes it; torch tracks
    views itself, so mindshim only keeps the value)."""

    DEFAULT = 0
    NO_GRAD_MODE = 1
    MULTI_OUTPUT = 2
    CUSTOM_BPROP = 3


def _framework_profiler_step_start() -> None:
    """Mark the start of a training step for MindSpore's framework profiler. Returns None; mindshim's profiler
    counts steps through ``Profiler.step()`` instead, so the mark records nothing."""


def _framework_profiler_step_end() -> None:
    """Mark the end of a training step for MindSpore's framework profiler (None; see the start mark)."""


def _empty_instance(*size: Any, dtype: Any = None, device: Any = None) -> TensorPy:
    """An uninitialised Tensor of shape ``size`` (ints, or one tuple/list of them), Float32 unless ``dtype`` says
    otherwise: MindSpore's ``empty`` overload object (``ops.functional_overload.empty``). ``device`` is accepted;
    tensors go to the context's device. The values are arbitrary.

    Raises:
        TypeError: no size, or a size element that is not an int. ValueError: a negative dimension.
    """
    if not size:
        raise TypeError("empty() missing 1 required positional argument: size.")
    dims = tuple(size[0]) if len(size) == 1 and isinstance(size[0], (tuple, list)) else size
    for i, d in enumerate(dims):
        if not isinstance(d, int) or isinstance(d, bool):
            raise TypeError(
                f"empty(): argument 'size' (position 1) must be tuple of int but found type of {type(d).__name__} "
                f"at pos {i}."
            )
        if d < 0:
            raise ValueError(
                f"For primitive[Empty], the {i}th dimension of input shape must be greater than or equal to 0, but "
                f"got {d}."
            )
    torch_dtype = _mstype.to_torch_dtype(dtype if dtype is not None else _mstype.float32)
    return _wrap(_creation.empty(dims, torch_dtype, _device()))
