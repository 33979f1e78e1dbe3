"""Spectral functions of `mindspore.ops` (`ops.blackman_window`, `ops.bartlett_window`) over their primitives."""

from __future__ import annotations

from ... import _api
from ._utils import Tensor

__all__ = _api.names(__name__)


def blackman_window(window_length: Tensor, periodic: bool = True, *, dtype=None) -> Tensor:
    """``ops.blackman_window(window_length, periodic=True, *, dtype=None)``: ``ops.BlackmanWindow(periodic, dtype)``
    applied to ``window_length`` (``dtype`` None is Float32).

    Mirrors ``mindspore.ops.blackman_window`` (2.10). Errors are those of :class:`mindspore.ops.BlackmanWindow`.
    """
    from ..operations.spectral_ops import BlackmanWindow

    return BlackmanWindow(periodic, dtype)(window_length)


def bartlett_window(window_length: Tensor, periodic: bool = True, *, dtype=None) -> Tensor:
    """``ops.bartlett_window(window_length, periodic=True, *, dtype=None)``: ``ops.BartlettWindow(periodic, dtype)``
    applied to ``window_length`` (``dtype`` None is Float32).

    Mirrors ``mindspore.ops.bartlett_window`` (2.10). Errors are those of :class:`mindspore.ops.BartlettWindow`.
    """
    from ..operations.spectral_ops import BartlettWindow

    return BartlettWindow(periodic, dtype)(window_length)
