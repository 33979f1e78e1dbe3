"""`mindspore.utils.dlpack`: zero-copy exchange of Tensors through DLPack capsules (torch's implementation)."""

from __future__ import annotations

from .. import _api
from typing import Any

from torch.utils import dlpack as _dlpack

from .._kernels import creation as _creation
from ..common.tensor import Tensor, _wrap
from .._kernels import errors as _errors

__all__ = _api.names(__name__)


def to_dlpack(tensor: Tensor) -> Any:
    """A DLPack capsule sharing ``tensor``'s memory. Mirrors ``mindspore.utils.dlpack.to_dlpack`` / ``mindspore.to_dlpack``.

    Raises:
        TypeError: if ``tensor`` is not a Tensor.
    """
    if not isinstance(tensor, Tensor):
        raise _errors.not_tensor_error("to_dlpack", type(tensor).__name__)
    return _dlpack.to_dlpack(tensor._data().detach())


def from_dlpack(dlpack: Any) -> Tensor:
    """A Tensor sharing the memory of a DLPack capsule, or of any object with ``__dlpack__`` (a torch tensor, a numpy
    array ...). Mirrors ``mindspore.utils.dlpack.from_dlpack`` / ``mindspore.from_dlpack``."""
    return _wrap(_creation.from_dlpack(dlpack) if hasattr(dlpack, "__dlpack__") else _dlpack.from_dlpack(dlpack))
