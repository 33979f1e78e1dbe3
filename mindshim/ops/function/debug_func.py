"""Functional debugging ops: `ops.tensordump` (save a Tensor as a .npy file)."""

from __future__ import annotations

from ... import _api
from typing import Any

__all__ = _api.names(__name__)

_prims: dict = {}


def tensordump(file_name: str, tensor: Any, mode: str = "out") -> None:
    """Save ``tensor`` as ``<file_name>_<dtype>_<id>.npy``, through ``ops.TensorDump(input_output=mode)``.

    Mirrors ``mindspore.ops.tensordump`` (2.10); file naming and content as :class:`mindspore.ops.TensorDump`.

    Args:
        file_name (str): the path prefix of the file.
        tensor (Tensor): the value to save.
        mode (str): 'out' (default) or 'in'; both name the file the same way in a single process.

    Raises:
        TypeError: ``file_name`` or ``mode`` is not a str, or ``tensor`` is not a Tensor.
        ValueError: ``mode`` is not 'out' or 'in' ('all' has its own message), or ``file_name`` is empty.
    """
    from ...common.tensor import Tensor

    if not isinstance(file_name, str):
        raise TypeError(f"Parameter file_name should only be build_in str type but got: {type(file_name)}")
    if not isinstance(tensor, Tensor):
        raise TypeError(f"Parameter tensor should only be Tensor type, but got: {type(tensor)}")
    if not isinstance(mode, str):
        raise TypeError(f"Parameter mode should only be build_in str type, but got: {type(mode)}")
    if mode not in ("out", "in"):
        if mode == "all":
            raise ValueError("Argument [mode] has been not supported value of 'all'.")
        raise ValueError(f"Parameter mode should in ['out', 'in'], but got {mode}")
    prim = _prims.get(mode)
    if prim is None:
        from ..operations.debug_ops import TensorDump

        prim = _prims[mode] = TensorDump(input_output=mode)
    return prim(file_name, tensor)
