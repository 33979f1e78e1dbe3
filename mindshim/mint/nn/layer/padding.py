"""mint padding layers (`mint.nn.ConstantPad1d/2d/3d`, `ZeroPad*`, `ReflectionPad*`, `ReplicationPad*`)."""

from __future__ import annotations

from .... import _api
from ....nn.cell import Cell
from .. import functional
from ...._kernels import errors as _errors

__all__ = _api.names(__name__)


def _padding(cell: Cell, padding, length: int, positive: bool) -> tuple:
    name = type(cell).__name__
    if isinstance(padding, int) and not isinstance(padding, bool):
        if positive and padding <= 0:
            raise _errors.must_be_error(ValueError, name, "padding", "a positive int", padding)
        return (padding,) * length
    if isinstance(padding, (tuple, list)):
        if len(padding) != length:
            raise _errors.value_error(
                name,
                f"the length of parameter 'padding' with tuple type must equal to {length}, but got {len(padding)}.",
            )
        return tuple(padding)
    kind = "positive integer" if positive else "integer"
    raise _errors.value_error(name, f"'padding' must be {kind} or tuple/list of {length} {kind}s, but got {padding}.")


class _ConstantPadNd(Cell):
    _len = 2

    def __init__(self, padding, value=None) -> None:
        super().__init__()
        self.padding = _padding(self, padding, self._len, False)
        self.value = value

    def construct(self, input):
        return functional.pad(input, self.padding, mode="constant", value=self.value)


class ConstantPad1d(_ConstantPadNd):
    """Pad the last axis with ``value`` by ``padding`` (int or ``(left, right)``). Mirrors ``mint.nn.ConstantPad1d``.

    Raises:
        ValueError: for a padding tuple of the wrong length.
    """

    _len = 2


class ConstantPad2d(_ConstantPadNd):
    """Pad the last 2 axes with ``value`` (``(left, right, top, bottom)``). Mirrors ``mint.nn.ConstantPad2d``."""

    _len = 4


class ConstantPad3d(_ConstantPadNd):
    """Pad the last 3 axes with ``value`` (6 numbers). Mirrors ``mindspore.mint.nn.ConstantPad3d`` (2.10)."""

    _len = 6


class ZeroPad1d(_ConstantPadNd):
    """Zero-pad the last axis. Mirrors ``mindspore.mint.nn.ZeroPad1d`` (2.10)."""

    _len = 2

    def __init__(self, padding) -> None:
        super().__init__(padding, 0)


class ZeroPad2d(_ConstantPadNd):
    """Zero-pad the last 2 axes. Mirrors ``mindspore.mint.nn.ZeroPad2d`` (2.10)."""

    _len = 4

    def __init__(self, padding) -> None:
        super().__init__(padding, 0)


class ZeroPad3d(_ConstantPadNd):
    """Zero-pad the last 3 axes. Mirrors ``mindspore.mint.nn.ZeroPad3d`` (2.10)."""

    _len = 6

    def __init__(self, padding) -> None:
        super().__init__(padding, 0)


class _ModePadNd(Cell):
    _len = 2
    _mode = "reflect"

    def __init__(self, padding) -> None:
        super().__init__()
        self.padding = _padding(self, padding, self._len, True)

    def construct(self, input):
        return functional.pad(input, self.padding, mode=self._mode)


class ReflectionPad1d(_ModePadNd):
    """Reflection-pad the last axis. Mirrors ``mindspore.mint.nn.ReflectionPad1d`` (2.10)."""

    _len, _mode = 2, "reflect"


class ReflectionPad2d(_ModePadNd):
    """Reflection-pad the last 2 axes. Mirrors ``mindspore.mint.nn.ReflectionPad2d`` (2.10)."""

    _len, _mode = 4, "reflect"


class ReflectionPad3d(_ModePadNd):
    """Reflection-pad the last 3 axes. Mirrors ``mindspore.mint.nn.ReflectionPad3d`` (2.10)."""

    _len, _mode = 6, "reflect"


class ReplicationPad1d(_ModePadNd):
    """Edge-replicate-pad the last axis. Mirrors ``mindspore.mint.nn.ReplicationPad1d`` (2.10)."""

    _len, _mode = 2, "replicate"


class ReplicationPad2d(_ModePadNd):
    """Edge-replicate-pad the last 2 axes. Mirrors ``mindspore.mint.nn.ReplicationPad2d`` (2.10)."""

    _len, _mode = 4, "replicate"


class ReplicationPad3d(_ModePadNd):
    """Edge-replicate-pad the last 3 axes. Mirrors ``mindspore.mint.nn.ReplicationPad3d`` (2.10)."""

    _len, _mode = 6, "replicate"
