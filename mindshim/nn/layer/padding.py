"""Padding layers: `nn.ConstantPad1d/2d/3d`, `nn.ZeroPad2d`, `nn.ReflectionPad1d/2d/3d`, `nn.ReplicationPad1d/2d/3d`."""

from __future__ import annotations

from ... import _api
from typing import Any


from ..._kernels import padding as _K_pad
from ...common.tensor import Tensor, _wrap
from ..cell import Cell
from .basic import _mirror_pad
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class _ConstantPadNd(Cell):
    """Constant padding; ``padding`` is torch-ordered ``(left, right, top, bottom, front, back)`` (negative crops)."""

    _nd = 1

    def __init__(self, padding: int | tuple, value: float) -> None:
        super().__init__()
        name = type(self).__name__
        if isinstance(padding, int) and not isinstance(padding, bool):
            padding = (padding,) * (2 * self._nd)
        elif isinstance(padding, tuple):
            if len(padding) % 2 != 0:
                raise _errors.value_error(
                    name,
                    f"the length of parameter 'padding' with tuple type must be a multiple of 2, "
                    f"but got {len(padding)}",
                )
            if self._nd == 1 and len(padding) != 2:
                raise _errors.value_error(
                    name, f"the length of parameter 'padding' with tuple type must equal to 2.but got {len(padding)}"
                )
            if len(padding) > 2 * self._nd:
                raise _errors.value_error(
                    name,
                    f"the length of parameter 'padding' with tuple type must no more than "
                    f"{2 * self._nd}.but got {len(padding)}",
                )
        else:
            raise _errors.type_error(
                name, f"the type of parameter 'padding' must be in [int, tuple], but got {type(padding)}"
            )
        if not isinstance(value, (int, float)):
            raise _errors.type_error(
                name, f"the type of parameter 'value' must be in [int, float], but got {type(value)}"
            )
        self.value = value
        self.padding = padding

    def construct(self, x: Tensor) -> Tensor:
        return _wrap(_K_pad.pad(x._t, _K_pad.check_padding(self.padding), "constant", self.value))


class ConstantPad1d(_ConstantPadNd):
    """Pad the last dimension with ``value``. Mirrors ``mindspore.nn.ConstantPad1d(padding, value)`` (2.10).

    ``padding``: an int (both sides) or ``(left, right)``; negative values crop.

    Raises:
        TypeError: if ``padding`` is not an int/tuple or ``value`` not an int/float.
        ValueError: if the tuple has the wrong length.
    """

    _nd = 1


class ConstantPad2d(_ConstantPadNd):
    """Pad the last two dimensions with ``value``. Mirrors ``mindspore.nn.ConstantPad2d(padding, value)`` (2.10).

    ``padding``: an int or ``(left, right, top, bottom)``.
    """

    _nd = 2


class ConstantPad3d(_ConstantPadNd):
    """Pad the last three dimensions with ``value``. Mirrors ``mindspore.nn.ConstantPad3d(padding, value)`` (2.10).

    ``padding``: an int or ``(left, right, top, bottom, front, back)``.
    """

    _nd = 3


class ZeroPad2d(_ConstantPadNd):
    """Pad the last two dimensions with zeros. Mirrors ``mindspore.nn.ZeroPad2d(padding)`` (2.10)."""

    _nd = 2

    def __init__(self, padding: int | tuple) -> None:
        super().__init__(padding, 0)


class _EdgePadNd(Cell):
    """Reflection/replication padding with MindSpore's argument checks."""

    _nd = 1
    _mode = "reflect"

    def __init__(self, padding: Any) -> None:
        super().__init__()
        name = type(self).__name__
        if isinstance(padding, int) and not isinstance(padding, bool):
            padding = (padding,) * (2 * self._nd)
        if not isinstance(padding, tuple):
            raise _errors.type_error(
                name, f"the input 'padding' must be an integer or tuple, but got {type(padding).__name__}", sep="' "
            )
        if len(padding) % 2 != 0:
            raise _errors.value_error(
                name,
                f"the length of input 'padding' must be divisible by 2, but got padding of length {len(padding)}. ",
                sep="' ",
            )
        if not all(isinstance(i, int) for i in padding):
            raise _errors.type_error(name, f"every element in 'padding' must be integer, but got {padding}. ", sep="' ")
        if self._mode == "reflect" and not all(i >= 0 for i in padding):
            raise _errors.value_error(name, f"every element in 'padding' must be >= 0. but got {padding}. ", sep="' ")
        self.name = name
        self._pad = padding
        if self._mode == "reflect":
            pairs = [[padding[2 * i], padding[2 * i + 1]] for i in range(len(padding) // 2)]
            self.padding = pairs[::-1]
        else:
            self.padding = padding

    def construct(self, x: Tensor) -> Tensor:
        if x is None:
            raise AttributeError("'NoneType' object has no attribute 'shape'")
        t = x._t
        if self._mode == "reflect":
            if len(self._pad) // 2 > t.dim():
                _K_pad.check_fits(t, self._pad, "reflect")
            for i, n in enumerate(reversed(t.shape[t.dim() - len(self._pad) // 2 :])):
                lo, hi = self._pad[2 * i], self._pad[2 * i + 1]
                if lo > n or hi > n or max(lo, hi) >= n:
                    raise _errors.value_error(
                        "MirrorPad",
                        f"paddings must be no greater than the dimension size: [{lo}], [{hi}] not less than [{n}]",
                    )
            return _wrap(_mirror_pad(t, self.padding, False))
        if t.dim() not in (self._nd + 1, self._nd + 2):
            raise ValueError(
                f"For primitive[PadV3], the input dims when padding's size equal {len(self._pad)} must be equal to "
                f"{self._nd + 2}, but got {t.dim() if t.dim() > self._nd + 1 else t.dim() + 1}."
            )
        return _wrap(_K_pad.pad(t, self._pad, "replicate"))


class ReflectionPad1d(_EdgePadNd):
    """Mirror-pad the last dimension (edge not repeated). Mirrors ``mindspore.nn.ReflectionPad1d(padding)`` (2.10).

    ``padding``: an int or ``(left, right)``, each ``>= 0`` and smaller than the padded dimension.

    Raises:
        TypeError: if ``padding`` is not an int/tuple of ints.
        ValueError: for an odd-length tuple or a negative value.
    """

    _nd = 1


class ReflectionPad2d(_EdgePadNd):
    """Mirror-pad the last two dimensions. Mirrors ``mindspore.nn.ReflectionPad2d(padding)`` (2.10);
    ``padding`` is an int or ``(left, right, top, bottom)``."""

    _nd = 2


class ReflectionPad3d(_EdgePadNd):
    """Mirror-pad the last three dimensions. Mirrors ``mindspore.nn.ReflectionPad3d(padding)`` (2.10)."""

    _nd = 3


class ReplicationPad1d(_EdgePadNd):
    """Pad the last dimension by repeating the edge. Mirrors ``mindspore.nn.ReplicationPad1d(padding)`` (2.10).

    Inputs are ``(N, C, W)`` or ``(C, W)``; ``padding`` is an int or ``(left, right)``.
    """

    _nd = 1
    _mode = "replicate"


class ReplicationPad2d(_EdgePadNd):
    """Pad the last two dimensions by repeating the edge. Mirrors ``mindspore.nn.ReplicationPad2d(padding)`` (2.10)."""

    _nd = 2
    _mode = "replicate"


class ReplicationPad3d(_EdgePadNd):
    """Pad the last three dimensions by repeating the edge. Mirrors ``mindspore.nn.ReplicationPad3d(padding)``."""

    _nd = 3
    _mode = "replicate"
