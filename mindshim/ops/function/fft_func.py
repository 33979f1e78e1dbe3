"""`mindspore.ops.function.fft_func`: the discrete Fourier transforms, fftshift and fftfreq over `_kernels.fft`."""

from __future__ import annotations

from ... import _api
from ..._kernels import fft as _KF
from ...common import dtype as mstype
from ...common.tensor import _device
from ._utils import Tensor, _wrap

__all__ = _api.names(__name__)


def _arg(x):
    """The torch tensor behind a Tensor; anything else is passed to the kernel as is, which refuses it."""
    if isinstance(x, Tensor):
        return x._t if x._t is not None else x._data()
    return x


_DTYPES = (
    "Int16/Int32/Int64/Float16/BFloat16/Float32 inputs give {c}; Float64/Complex128 give {c128} (Bool, Int8 and "
    "UInt8 have no CPU kernel: TypeError)"
)


def _one_dim(name: str, what: str, out: str):
    kernel = getattr(_KF, name)

    def fn(input: Tensor, n: int | None = None, dim: int = -1, norm: str | None = None) -> Tensor:
        return _wrap(kernel(_arg(input), _arg(n), _arg(dim), norm))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"``ops.{name}(input, n=None, dim=-1, norm=None)``: the {what} of ``input`` along ``dim``.\n\n"
        f"    Mirrors ``mindspore.ops.{name}`` (2.10). ``n`` crops or zero-pads the transformed dim (None: its "
        "length); ``norm`` None/``'backward'``, ``'forward'`` (1/n) or ``'ortho'`` (1/sqrt(n)). "
        + _DTYPES.format(c=out, c128=out.replace("64", "128").replace("32", "64"))
        + ".\n\n    Raises:\n"
        "        TypeError: ``input`` not a Tensor, ``n`` / ``dim`` not int, ``norm`` not a str, an unsupported dtype.\n"
        "        ValueError: rank outside [1, 8], ``dim`` out of range, ``n`` < 1, an unknown ``norm``.\n"
    )
    return fn


def _many_dims(name: str, what: str, out: str, default_dim):
    kernel = getattr(_KF, name)

    def fn(input: Tensor, s=None, dim=default_dim, norm: str | None = None) -> Tensor:
        return _wrap(kernel(_arg(input), _arg(s), dim, norm))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"``ops.{name}(input, s=None, dim={default_dim}, norm=None)``: the {what} of ``input`` over ``dim``.\n\n"
        f"    Mirrors ``mindspore.ops.{name}`` (2.10). ``s`` (a tuple or list of ints, one per ``dim``) crops or "
        "zero-pads the transformed dims; "
        + ("``dim`` None is every dim (the last ``len(s)`` when ``s`` is given); " if default_dim is None else "")
        + "``norm`` None/``'backward'``, ``'forward'`` or ``'ortho'``. "
        + _DTYPES.format(c=out, c128=out.replace("64", "128").replace("32", "64"))
        + ".\n\n    Raises:\n"
        "        TypeError: ``input`` not a Tensor, ``s`` / ``dim`` not a tuple or list of ints, ``norm`` not a str, an "
        "unsupported dtype.\n"
        "        ValueError: rank outside [1, 8], ``s`` and ``dim`` of different lengths, a ``dim`` out of range or "
        "repeated, an ``s`` < 1, an unknown ``norm``.\n"
    )
    return fn


fft = _one_dim("fft", "1-D discrete Fourier transform", "Complex64")
ifft = _one_dim("ifft", "1-D inverse discrete Fourier transform", "Complex64")
rfft = _one_dim("rfft", "one-sided 1-D Fourier transform (``n // 2 + 1`` points)", "Complex64")
irfft = _one_dim("irfft", "inverse of :func:`rfft` (``n`` real points, default ``2 * (m - 1)``)", "Float32")
hfft = _one_dim("hfft", "1-D Fourier transform of a Hermitian-symmetric signal (real result)", "Float32")
ihfft = _one_dim("ihfft", "inverse of :func:`hfft` (one-sided complex result)", "Complex64")
fft2 = _many_dims("fft2", "2-D discrete Fourier transform", "Complex64", (-2, -1))
ifft2 = _many_dims("ifft2", "2-D inverse discrete Fourier transform", "Complex64", (-2, -1))
rfft2 = _many_dims("rfft2", "one-sided 2-D Fourier transform", "Complex64", (-2, -1))
irfft2 = _many_dims("irfft2", "inverse of :func:`rfft2` (real result)", "Float32", (-2, -1))
hfft2 = _many_dims("hfft2", "2-D transform of a Hermitian-symmetric signal (real result)", "Float32", (-2, -1))
ihfft2 = _many_dims("ihfft2", "inverse of :func:`hfft2` (one-sided complex result)", "Complex64", (-2, -1))
fftn = _many_dims("fftn", "N-D discrete Fourier transform", "Complex64", None)
ifftn = _many_dims("ifftn", "N-D inverse discrete Fourier transform", "Complex64", None)
rfftn = _many_dims("rfftn", "one-sided N-D Fourier transform", "Complex64", None)
irfftn = _many_dims("irfftn", "inverse of :func:`rfftn` (real result)", "Float32", None)
hfftn = _many_dims("hfftn", "N-D transform of a Hermitian-symmetric signal (real result)", "Float32", None)
ihfftn = _many_dims("ihfftn", "inverse of :func:`hfftn` (one-sided complex result)", "Complex64", None)


def fftshift(input: Tensor, dim=None) -> Tensor:
    """``ops.fftshift(input, dim=None)``: roll ``input`` by ``n // 2`` along each of ``dim`` (an int, tuple or list;
    None: every dim), moving the zero-frequency term to the centre. Any dtype; 0-D is returned unchanged.

    Mirrors ``mindspore.ops.fftshift`` (2.10).

    Raises:
        TypeError: ``input`` not a Tensor, ``dim`` of another type.
        ValueError: a ``dim`` out of ``[-rank, rank)``.
    """
    return _wrap(_KF.fftshift(_arg(input), dim))


def ifftshift(input: Tensor, dim=None) -> Tensor:
    """``ops.ifftshift(input, dim=None)``: the inverse of :func:`fftshift`.

    Mirrors ``mindspore.ops.ifftshift`` (2.10).

    Raises:
        TypeError: ``input`` not a Tensor, ``dim`` of another type.
        ValueError: a ``dim`` out of ``[-rank, rank)``.
    """
    return _wrap(_KF.ifftshift(_arg(input), dim))


def _torch_dtype(dtype):
    return None if dtype is None else mstype.to_torch_dtype(dtype)


def fftfreq(n: int, d: float = 1.0, dtype=None) -> Tensor:
    """``ops.fftfreq(n, d=1.0, dtype=None)``: the sample frequencies ``[0, 1, ..., -(n // 2), ..., -1] / (d * n)``
    of an ``n``-point DFT, in ``dtype`` (None: Float32).

    Mirrors ``mindspore.ops.fftfreq`` (2.10): ``d`` must be a float (an int ``d`` is refused).

    Raises:
        TypeError: ``n`` not an int, ``d`` not a float.
        ValueError: ``n`` < 1.
    """
    return _wrap(_KF.fftfreq(_arg(n), _arg(d), _torch_dtype(dtype), _device()))


def rfftfreq(n: int, d: float = 1.0, dtype=None) -> Tensor:
    """``ops.rfftfreq(n, d=1.0, dtype=None)``: the non-negative sample frequencies ``[0, 1, ..., n // 2] / (d * n)``
    of an ``n``-point real DFT, in ``dtype`` (None: Float32).

    Mirrors ``mindspore.ops.rfftfreq`` (2.10).

    Raises:
        TypeError: ``n`` not an int, ``d`` not a float.
        ValueError: ``n`` < 1.
    """
    return _wrap(_KF.rfftfreq(_arg(n), _arg(d), _torch_dtype(dtype), _device()))
