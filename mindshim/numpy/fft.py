"""`mindspore.numpy.fft`: numpy's names for the discrete Fourier transforms, forwarding to `mindspore.ops`."""

from __future__ import annotations

from .. import _api
from ..common.tensor import Tensor
from ..ops.function import fft_func as _F

__all__ = _api.names(__name__)


def _one_dim(name: str):
    op = getattr(_F, name)

    def fn(a: Tensor, n: int | None = None, axis: int = -1, norm: str | None = None) -> Tensor:
        return op(a, n, axis, norm)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"``mindspore.numpy.fft.{name}(a, n=None, axis=-1, norm=None)``: ``ops.{name}(a, n, axis, norm)``.\n\n"
        f"    Mirrors ``mindspore.numpy.fft.{name}`` (2.10), which forwards to ``mindspore.ops.{name}``: dtypes, "
        "defaults and errors are that op's.\n"
    )
    return fn


def _many_dims(name: str, default_axes, target: str | None = None):
    op = getattr(_F, target or name)

    def fn(a: Tensor, s=None, axes=default_axes, norm: str | None = None) -> Tensor:
        return op(a, s, axes, norm)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"``mindspore.numpy.fft.{name}(a, s=None, axes={default_axes}, norm=None)``: ``ops.{name}(a, s, axes, "
        f"norm)``.\n\n    Mirrors ``mindspore.numpy.fft.{name}`` (2.10), which forwards to ``mindspore.ops.{name}``: "
        "dtypes, defaults and errors are that op's.\n"
    )
    return fn


fft = _one_dim("fft")
ifft = _one_dim("ifft")
rfft = _one_dim("rfft")
irfft = _one_dim("irfft")
hfft = _one_dim("hfft")
ihfft = _one_dim("ihfft")
fft2 = _many_dims("fft2", (-2, -1))
ifft2 = _many_dims("ifft2", (-2, -1))
rfft2 = _many_dims("rfft2", (-2, -1))
irfft2 = _many_dims("irfft2", (-2, -1))
hfft2 = _many_dims("hfft2", (-2, -1))
ihfft2 = _many_dims("ihfft2", (-2, -1))
fftn = _many_dims("fftn", None)
ifftn = _many_dims("ifftn", None)
rfftn = _many_dims("rfftn", None)
irfftn = _many_dims("irfftn", None)
hfftn = _many_dims("hfftn", None)
ihfftn = _many_dims("ihfftn", None, "hfftn")
# MindSpore 2.10's numpy.fft.ihfftn returns ops.hfftn(a, s, axes, norm): a real result, hfftn's
ihfftn.__doc__ = (
    "``mindspore.numpy.fft.ihfftn(a, s=None, axes=None, norm=None)``: ``ops.hfftn(a, s, axes, norm)``.\n\n"
    "    Mirrors ``mindspore.numpy.fft.ihfftn`` (2.10), which forwards to ``mindspore.ops.hfftn`` (not ``ihfftn``): "
    "the result is hfftn's, real; dtypes and errors are that op's.\n"
)


def fftshift(x: Tensor, axes=None) -> Tensor:
    """``mindspore.numpy.fft.fftshift(x, axes=None)``: ``ops.fftshift(x, axes)``. Mirrors
    ``mindspore.numpy.fft.fftshift`` (2.10); dtypes and errors are ``ops.fftshift``'s."""
    return _F.fftshift(x, axes)


def ifftshift(x: Tensor, axes=None) -> Tensor:
    """``mindspore.numpy.fft.ifftshift(x, axes=None)``: ``ops.ifftshift(x, axes)``. Mirrors
    ``mindspore.numpy.fft.ifftshift`` (2.10); dtypes and errors are ``ops.ifftshift``'s."""
    return _F.ifftshift(x, axes)


def fftfreq(n: int, d: float = 1.0, dtype=None) -> Tensor:
    """``mindspore.numpy.fft.fftfreq(n, d=1.0, dtype=None)``: ``ops.fftfreq(n, d, dtype)``. Mirrors
    ``mindspore.numpy.fft.fftfreq`` (2.10)."""
    return _F.fftfreq(n, d, dtype)


def rfftfreq(n: int, d: float = 1.0, dtype=None) -> Tensor:
    """``mindspore.numpy.fft.rfftfreq(n, d=1.0, dtype=None)``: ``ops.rfftfreq(n, d, dtype)``. Mirrors
    ``mindspore.numpy.fft.rfftfreq`` (2.10)."""
    return _F.rfftfreq(n, d, dtype)
