"""`mindspore.device_context.gpu`: CUDA availability and the TF32 / convolution-algorithm switches."""

from __future__ import annotations

from .. import _api
import types

import torch

__all__ = _api.names(__name__)


def is_available() -> bool:
    """Whether torch sees a CUDA device (MindSpore's 'GPU')."""
    return torch.cuda.is_available()


def device_count() -> int:
    """The number of CUDA devices."""
    return torch.cuda.device_count()


def _check_bool(name: str, value: bool) -> None:
    if not isinstance(value, bool):
        raise TypeError(f"The parameter '{name}' must be {bool}, but got {type(value)}")


def matmul_allow_tf32(value: bool) -> None:
    """Allow TF32 in CUDA matrix products (``torch.backends.cuda.matmul.allow_tf32``)."""
    _check_bool("value", value)
    torch.backends.cuda.matmul.allow_tf32 = value


def conv_allow_tf32(value: bool) -> None:
    """Allow TF32 in cuDNN convolutions (``torch.backends.cudnn.allow_tf32``)."""
    _check_bool("value", value)
    torch.backends.cudnn.allow_tf32 = value


def _conv_algo(name: str):
    def set_algo(mode: str) -> None:
        if not isinstance(mode, str):
            raise TypeError(f"The parameter 'mode' must be {str}, but got {type(mode)}")
        # cuDNN's autotuner picks the fastest algorithm for every convolution pass when asked for performance
        torch.backends.cudnn.benchmark = mode == "performance"

    set_algo.__name__ = name
    set_algo.__doc__ = f"``{name}(mode)``: 'performance' turns on cuDNN's algorithm search (``cudnn.benchmark``)."
    return set_algo


op_precision = types.SimpleNamespace(matmul_allow_tf32=matmul_allow_tf32, conv_allow_tf32=conv_allow_tf32)
op_tuning = types.SimpleNamespace(
    conv_fprop_algo=_conv_algo("conv_fprop_algo"),
    conv_wgrad_algo=_conv_algo("conv_wgrad_algo"),
    conv_dgrad_algo=_conv_algo("conv_dgrad_algo"),
)
