"""Spectral functions of `mindspore.ops`: the window functions and `ops.stft`, over `_kernels.fft` and their primitives."""

from __future__ import annotations

from ... import _api
from ..._kernels import fft as _KF
from ...common import dtype as mstype
from ...common.tensor import _device
from ._utils import Tensor, _as_tensor, _wrap

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


def _torch_dtype(dtype):
    return None if dtype is None else mstype.to_torch_dtype(dtype)


def hann_window(window_length: int, periodic: bool = True, *, dtype=None) -> Tensor:
    """``ops.hann_window(window_length, periodic=True, *, dtype=None)``: the Hann window
    ``0.5 - 0.5 cos(2 pi n / (M - 1))`` of ``window_length`` points (periodic: ``M`` is ``window_length + 1``).

    Mirrors ``mindspore.ops.hann_window`` (2.10), which computes it in numpy's Float64: the result is Float64
    unless ``dtype`` (a float dtype) is given; ``window_length`` 0 or 1 gives Float64 ones whatever ``dtype`` is.

    Raises:
        TypeError: ``window_length`` not an int, ``periodic`` not a bool, ``dtype`` not a float dtype.
        ValueError: ``window_length`` negative.
    """
    return _wrap(_KF.hann_window(window_length, periodic, _torch_dtype(dtype)).to(_device()))


def kaiser_window(window_length: int, periodic: bool = True, beta: float = 12.0, *, dtype=None) -> Tensor:
    """``ops.kaiser_window(window_length, periodic=True, beta=12.0, *, dtype=None)``: the Kaiser window
    ``I0(beta sqrt(1 - 4 n^2 / (M - 1)^2)) / I0(beta)`` of ``window_length`` points.

    Mirrors ``mindspore.ops.kaiser_window`` (2.10): Float64 (numpy's ``i0``) unless ``dtype`` is given;
    ``window_length`` 0 or 1 gives Float64 ones.

    Raises:
        TypeError: ``periodic`` not a bool, ``window_length`` not an int, ``dtype`` not a float dtype.
        ValueError: ``window_length`` negative.
    """
    return _wrap(_KF.kaiser_window(window_length, periodic, beta, _torch_dtype(dtype)).to(_device()))


def hamming_window(
    window_length: int, periodic: bool = True, alpha: float = 0.54, beta: float = 0.46, *, dtype=None
) -> Tensor:
    """``ops.hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, *, dtype=None)``: the Hamming
    window ``alpha - beta cos(2 pi n / (N - 1))``, by ``ops.HammingWindow`` (Float32 unless ``dtype``).

    Mirrors ``mindspore.ops.hamming_window`` (2.10): ``window_length`` 0 or 1 gives Float64 ones; ``alpha`` and
    ``beta`` must be floats.

    Raises:
        TypeError: ``window_length`` not an int, ``periodic`` not a bool, ``alpha`` / ``beta`` not floats,
            ``dtype`` not Float16/Float32/Float64.
        ValueError: ``window_length`` negative.
    """
    return _wrap(_KF.hamming_window(window_length, periodic, alpha, beta, _torch_dtype(dtype)).to(_device()))


def stft(
    x: Tensor,
    n_fft: int,
    hop_length: int | None = None,
    win_length: int | None = None,
    window: Tensor | None = None,
    center: bool = True,
    pad_mode: str = "REFLECT",
    normalized: bool = False,
    onesided: bool | None = None,
    return_complex: bool | None = None,
) -> Tensor:
    """``ops.stft(x, n_fft, hop_length=None, win_length=None, window=None, center=True, pad_mode='REFLECT',
    normalized=False, onesided=None, return_complex=None)``: the short-time Fourier transform of the 1-D or 2-D
    ``x``, ``(*, N, T)`` complex or ``(*, N, T, 2)`` real.

    Mirrors ``mindspore.ops.stft`` (2.10): ``hop_length`` None is ``n_fft // 4``, ``win_length`` None ``n_fft``,
    ``window`` None ones (Float32); ``center`` pads ``x`` by ``n_fft // 2`` with ``pad_mode`` ('REFLECT',
    'CONSTANT', 'SYMMETRIC'); ``onesided`` None is True for real ``x`` and window, ``return_complex`` None True for
    complex ones. The transform is :class:`mindspore.ops.STFT`'s (``_kernels.fft.stft``).

    Raises:
        TypeError: ``center`` not a bool, an ``STFT`` argument of another type, ``x`` of a dtype other than
            Float32/Float64/Complex64/Complex128.
        ValueError: ``x`` not 1-D or 2-D, ``n_fft`` / ``hop_length`` / ``win_length`` / window length out of range.
    """
    from ... import _checkparam as validator
    from ..operations.spectral_ops import STFT

    hop_length = int(n_fft // 4) if hop_length is None else hop_length
    win_length = int(n_fft // 1) if win_length is None else win_length
    w = None if window is None else _as_tensor(window)
    t = _as_tensor(x)
    if onesided is None:
        onesided = not t.is_complex() and not (w is not None and w.is_complex())
    if return_complex is None:
        return_complex = t.is_complex() or (w is not None and w.is_complex())
    if center:
        validator.check_value_type("center", center, [bool], "stft")
    STFT(n_fft, hop_length, win_length, normalized, onesided, return_complex)  # MindSpore's argument checks
    out = _KF.stft(t, w, n_fft, hop_length, win_length, bool(center), pad_mode, normalized, onesided, return_complex)
    return _wrap(out)
