"""`mindspore.numpy.fft`: discrete Fourier transforms (numpy's names) over ``torch.fft``."""

from __future__ import annotations

from .. import _api
import torch

from ..common.tensor import Tensor
from .utils import _to_torch, _wrap

__all__ = _api.names(__name__)


def _mk(tfn, name: str):
    def fn(a, *args, **kwargs) -> Tensor:
        return _wrap(tfn(_to_torch(a), *args, **kwargs))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"``numpy.fft.{name}`` on a Tensor (torch.fft.{name}). Mirrors ``mindspore.numpy.fft.{name}``.\n"
    return fn


fft = _mk(torch.fft.fft, "fft")
ifft = _mk(torch.fft.ifft, "ifft")
rfft = _mk(torch.fft.rfft, "rfft")
irfft = _mk(torch.fft.irfft, "irfft")
fft2 = _mk(torch.fft.fft2, "fft2")
ifft2 = _mk(torch.fft.ifft2, "ifft2")
fftn = _mk(torch.fft.fftn, "fftn")
ifftn = _mk(torch.fft.ifftn, "ifftn")
fftshift = _mk(torch.fft.fftshift, "fftshift")
ifftshift = _mk(torch.fft.ifftshift, "ifftshift")
