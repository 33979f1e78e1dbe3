"""`mindspore.ops.composite.multitype_ops._compile_utils`: the Tensor indexing helpers behind ``Tensor.__getitem__``
and ``__setitem__`` that model code calls directly."""

from __future__ import annotations

from typing import Any

from ....common.tensor import Tensor


def _tensor_getitem(self: Tensor, index: Any) -> Any:
    """``self[index]``. Mirrors ``_compile_utils._tensor_getitem``."""
    return self[index]


def _tensor_getitem_origin(self: Tensor, index: Any) -> Any:
    """``self[index]`` (MindSpore's earlier implementation of the same indexing)."""
    return self[index]


def _check_value(value: Any) -> Any:
    if isinstance(value, Tensor) or (isinstance(value, (bool, int, float)) and not hasattr(value, "dtype")):
        return value
    raise TypeError("For __setitem__, the type of value can only be bool, int, float or Tensor.")


def _tensor_setitem(self: Tensor, index: Any, value: Any) -> Tensor:
    """``self[index] = value`` in place; returns ``self``. Mirrors ``_compile_utils._tensor_setitem``.

    Raises:
        TypeError: a ``value`` that is not a bool, int, float or Tensor (a numpy scalar or a list included).
    """
    self[index] = _check_value(value)
    return self


def _tensor_setitem_origin(self: Tensor, index: Any, value: Any) -> tuple:
    """``self[index] = value`` in place; returns ``(self,)``, as MindSpore's earlier implementation does."""
    self[index] = value
    return (self,)
