"""`mindspore._c_expression`: the names of MindSpore's C++ extension that scripts import (``CreationType``)."""

from __future__ import annotations

import enum

__all__ = ["CreationType"]


class CreationType(enum.IntEnum):
    """How a view tensor was created, for MindSpore's view/in-place checks. Mirrors
    ``mindspore._c_expression.CreationType`` (``_pynative_executor.set_creation_type`` takes it; torch tracks
    views itself, so mindshim only keeps the value)."""

    DEFAULT = 0
    NO_GRAD_MODE = 1
    MULTI_OUTPUT = 2
    CUSTOM_BPROP = 3
