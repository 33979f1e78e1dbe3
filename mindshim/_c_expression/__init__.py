"""`mindspore._c_expression`: the names of MindSpore's C++ extension that scripts import (``CreationType``,
``TensorPy``, the ``typing`` classes, the framework profiler's step marks)."""

from __future__ import annotations

import enum

from ..common.tensor import Tensor as TensorPy
from . import typing

__all__ = ["CreationType", "TensorPy", "typing", "_framework_profiler_step_start", "_framework_profiler_step_end"]


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
