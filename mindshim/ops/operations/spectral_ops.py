"""Spectral primitives: `BartlettWindow`, `BlackmanWindow`, `HammingWindow`, `STFT`, `FFTWithSize` over `_kernels.fft`."""

from __future__ import annotations

from ... import _api
from ...common.tensor import Tensor
from ..primitive import Primitive

__all__ = _api.names(__name__)


class _Window(Primitive):
    """A window primitive ``Op(periodic=True, dtype=mstype.float32)(window_length)``."""

    def __init__(self, periodic: bool = True, dtype=None) -> None:
        from ... import _checkparam as validator
        from ...common import dtype as mstype

        name = type(self).__name__
        Primitive.__init__(self, name)
        if dtype is None:
            dtype = mstype.float32
        validator.check_value_type("periodic", periodic, [bool], name)
        validator.check_value_type("dtype", dtype, [mstype.Type], name)
        validator.check_type_name("dtype", dtype, (mstype.float16, mstype.float32, mstype.float64), name)
        self.periodic, self.dtype = periodic, dtype
        self.attrs.update(periodic=periodic, dtype=dtype, max_length=1000000)

    def __call__(self, window_length: Tensor) -> Tensor:
        from ..._kernels import fft as _KF
        from ...common import dtype as mstype
        from ..function._utils import _as_tensor, _wrap

        if not isinstance(window_length, Tensor):
            raise TypeError(
                f"For Primitive[{self.name}], the type of input argument[window_length] must be Tensor but got "
                f"{type(window_length).__name__.capitalize()}{'64' if isinstance(window_length, (int, float)) else ''}."
            )
        t = _as_tensor(window_length)
        return _wrap(_KF.spectral_window(self.name, t, self.periodic, mstype.to_torch_dtype(self.dtype)))


class BartlettWindow(_Window):
    """``ops.BartlettWindow(periodic=True, dtype=mstype.float32)(window_length)``: the triangular window
    ``1 - |2n/(N-1) - 1|`` of ``window_length`` points (periodic: N is ``window_length + 1``).

    Mirrors ``mindspore.ops.BartlettWindow`` (2.10): ``window_length`` a 0-D Int32/Int64 Tensor in
    ``[0, 1000000]``; ``dtype`` Float16/Float32/Float64. Computed by ``_kernels.fft.spectral_window``.

    Raises:
        TypeError: a non-bool ``periodic`` or another ``dtype`` (on construction); ``window_length`` not a Tensor
            or not Int32/Int64.
        ValueError: ``window_length`` not 0-D or outside ``[0, 1000000]``.
    """


class BlackmanWindow(_Window):
    """``ops.BlackmanWindow(periodic=True, dtype=mstype.float32)(window_length)``: the Blackman window
    ``0.42 - 0.5 cos(2 pi n/(N-1)) + 0.08 cos(4 pi n/(N-1))`` of ``window_length`` points (periodic: N is
    ``window_length + 1``).

    Mirrors ``mindspore.ops.BlackmanWindow`` (2.10): ``window_length`` a 0-D Int32/Int64 Tensor in
    ``[0, 1000000]``; ``dtype`` Float16/Float32/Float64. Computed by ``_kernels.fft.spectral_window``.

    Raises:
        TypeError: a non-bool ``periodic`` or another ``dtype`` (on construction); ``window_length`` not a Tensor
            or not Int32/Int64.
        ValueError: ``window_length`` not 0-D or outside ``[0, 1000000]``.
    """


class HammingWindow(Primitive):
    """``ops.HammingWindow(periodic=True, alpha=0.54, beta=0.46, dtype=mstype.float32)(length)``: the Hamming
    window ``alpha - beta cos(2 pi n / (N - 1))`` of ``length[0]`` points (periodic: N is ``length[0] + 1``),
    computed (from Float32 ``alpha``, ``beta``) in Float64 and cast to ``dtype``.

    Mirrors ``mindspore.ops.HammingWindow`` (2.10): ``length`` a 1-D integer Tensor (Int8..UInt64; its first
    element is the length); ``dtype`` Float16/Float32/Float64. Computed by ``_kernels.fft.hamming_window_prim``.

    Raises:
        TypeError: ``periodic`` not a bool, ``alpha`` / ``beta`` not floats, another ``dtype`` (on construction);
            ``length`` not a Tensor or not of an integer dtype.
        ValueError: ``length`` not 1-D or negative.
    """

    def __init__(self, periodic: bool = True, alpha: float = 0.54, beta: float = 0.46, dtype=None) -> None:
        from ... import _checkparam as validator
        from ...common import dtype as mstype

        Primitive.__init__(self, "HammingWindow")
        if dtype is None:
            dtype = mstype.float32
        validator.check_value_type("periodic", periodic, [bool], self.name)
        validator.check_value_type("alpha", alpha, [float], self.name)
        validator.check_value_type("beta", beta, [float], self.name)
        validator.check_value_type("dtype", dtype, [mstype.Type], self.name)
        validator.check_type_name("dtype", dtype, (mstype.float16, mstype.float32, mstype.float64), self.name)
        self.periodic, self.alpha, self.beta, self.dtype = periodic, alpha, beta, dtype
        # MindSpore records the dtype attribute as a code: 1 Float16, 0 Float32, 11 Float64
        code = {mstype.float16: 1, mstype.float32: 0}.get(dtype, 11)
        self.attrs.update(periodic=periodic, alpha=alpha, beta=beta, dtype=code)

    def __call__(self, length: Tensor) -> Tensor:
        from ..._kernels import errors as _errors
        from ..._kernels import fft as _KF
        from ...common import dtype as mstype
        from ..function._utils import _as_tensor, _wrap

        if not isinstance(length, Tensor):
            raise TypeError(
                f"For Primitive[{self.name}], the type of input argument[length] must be Tensor but got "
                f"{_errors.not_tensor_name(length)}."
            )
        t = _as_tensor(length)
        out = _KF.hamming_window_prim(t, self.periodic, self.alpha, self.beta, mstype.to_torch_dtype(self.dtype))
        return _wrap(out.to(t.device))


class STFT(Primitive):
    """``ops.STFT(n_fft, hop_length, win_length, normalized, onesided, return_complex)(x, window)``: the
    short-time Fourier transform of the 1-D or 2-D ``x`` with the 1-D ``window`` of ``win_length`` points (zero-
    padded, centred, to ``n_fft``), without padding ``x`` (``ops.stft`` pads it when ``center``).

    Mirrors ``mindspore.ops.STFT`` (2.10): ``x`` Float32/Float64/Complex64/Complex128; the result is complex
    ``(*, N, T)`` (``return_complex``) or real ``(*, N, T, 2)``, ``N`` = ``n_fft // 2 + 1`` when ``onesided``.
    Computed by ``_kernels.fft.stft``. Unlike MindSpore 2.10, whose STFT has no bprop, it is differentiable.

    Raises:
        TypeError: an argument of another type (on construction); ``x`` of another dtype.
        ValueError: ``x`` not 1-D or 2-D, ``n_fft`` longer than the signal, ``hop_length`` < 1, ``win_length``
            outside ``(0, n_fft]``, a window of another length.
    """

    def __init__(
        self, n_fft: int, hop_length: int, win_length: int, normalized: bool, onesided: bool, return_complex: bool
    ) -> None:
        from ... import _checkparam as validator

        Primitive.__init__(self, "STFT")
        validator.check_value_type("n_fft", n_fft, [int], self.name)
        validator.check_value_type("hop_length", hop_length, [int], self.name)
        validator.check_value_type("win_length", win_length, [int], self.name)
        validator.check_value_type("normalized", normalized, [bool], self.name)
        validator.check_value_type("onesided", onesided, [bool], self.name)
        validator.check_value_type("return_complex", return_complex, [bool], self.name)
        self.n_fft, self.hop_length, self.win_length = n_fft, hop_length, win_length
        self.normalized, self.onesided, self.return_complex = normalized, onesided, return_complex
        self.attrs.update(
            n_fft=n_fft,
            hop_length=hop_length,
            win_length=win_length,
            normalized=normalized,
            onesided=onesided,
            return_complex=return_complex,
        )

    def __call__(self, x: Tensor, window: Tensor) -> Tensor:
        from ..._kernels import errors as _errors
        from ..._kernels import fft as _KF
        from ..function._utils import _as_tensor, _wrap

        for name, v in (("x", x), ("window", window)):
            if not isinstance(v, Tensor):
                raise TypeError(
                    f"For Primitive[STFT], the type of input argument[{name}] must be Tensor but got "
                    f"{_errors.not_tensor_name(v)}."
                )
        out = _KF.stft(
            _as_tensor(x),
            _as_tensor(window),
            self.n_fft,
            self.hop_length,
            self.win_length,
            False,
            "REFLECT",
            self.normalized,
            self.onesided,
            self.return_complex,
        )
        return _wrap(out)


class FFTWithSize(Primitive):
    """``ops.FFTWithSize(signal_ndim, inverse, real, norm='backward', onesided=True, signal_sizes=())(x)``: the
    FFT, IFFT, RFFT or IRFFT (by ``inverse`` and ``real``) of ``x`` over its last ``signal_ndim`` dims.

    Mirrors ``mindspore.ops.FFTWithSize`` (2.10): FFT/IFFT/IRFFT take Complex64/Complex128, RFFT Bool, integer and
    Float32/Float64 inputs; ``onesided`` RFFT keeps ``n // 2 + 1`` points, ``onesided`` IRFFT makes
    ``signal_sizes[-1]`` (default ``2 * (m - 1)``) of them. Arguments are checked when called, as MindSpore does.
    Computed by ``_kernels.fft.fft_with_size``.

    Raises:
        TypeError: an argument of another kind, a dtype the mode refuses.
        ValueError: an unknown ``norm``, ``signal_sizes`` neither empty nor ``signal_ndim`` long.
        RuntimeError: ``signal_ndim`` outside [1, 3] or more than ``x``'s rank.
    """

    _NORM_CODES = {"backward": 0, "forward": 1, "ortho": 2}

    def __init__(
        self,
        signal_ndim: int,
        inverse: bool,
        real: bool,
        norm: str = "backward",
        onesided: bool = True,
        signal_sizes=(),
    ) -> None:
        Primitive.__init__(self, "FFTWithSize")
        self.signal_ndim, self.inverse, self.real = signal_ndim, inverse, real
        self.norm, self.onesided, self.signal_sizes = norm, onesided, signal_sizes
        code = self._NORM_CODES.get(norm.lower(), norm) if isinstance(norm, str) else norm
        self.attrs.update(
            signal_ndim=signal_ndim,
            inverse=inverse,
            real=real,
            norm=code,
            onesided=onesided,
            signal_sizes=signal_sizes,
        )

    def __call__(self, x: Tensor) -> Tensor:
        from ..._kernels import fft as _KF
        from ..function._utils import _wrap

        t = (x._t if x._t is not None else x._data()) if isinstance(x, Tensor) else x
        return _wrap(
            _KF.fft_with_size(t, self.signal_ndim, self.inverse, self.real, self.norm, self.onesided, self.signal_sizes)
        )


def _generated(name: str, fn_name: str, inputs: str) -> type:
    """MindSpore's generated primitive ``name`` (``mindspore.ops.auto_generate.gen_ops_prim``): no arguments on
    construction, called with the inputs of ``ops.<fn_name>``, which computes it."""
    from ..function import fft_func
    from ._base import define

    fn = getattr(fft_func, fn_name)
    cls = define(name, fn, inputs=inputs, doc=f"``ops.{fn_name}({inputs})`` as a primitive.")
    cls.__module__ = __name__
    return cls


_ONE = "input, n=None, dim=-1, norm=None"
_TWO = "input, s=None, dim=(-2, -1), norm=None"
_MANY = "input, s=None, dim=None, norm=None"
FFT = _generated("FFT", "fft", _ONE)
IFFT = _generated("IFFT", "ifft", _ONE)
RFFT = _generated("RFFT", "rfft", _ONE)
IRFFT = _generated("IRFFT", "irfft", _ONE)
HFFT = _generated("HFFT", "hfft", _ONE)
IHFFT = _generated("IHFFT", "ihfft", _ONE)
FFT2 = _generated("FFT2", "fft2", _TWO)
IFFT2 = _generated("IFFT2", "ifft2", _TWO)
RFFT2 = _generated("RFFT2", "rfft2", _TWO)
IRFFT2 = _generated("IRFFT2", "irfft2", _TWO)
HFFT2 = _generated("HFFT2", "hfft2", _TWO)
IHFFT2 = _generated("IHFFT2", "ihfft2", _TWO)
FFTN = _generated("FFTN", "fftn", _MANY)
IFFTN = _generated("IFFTN", "ifftn", _MANY)
RFFTN = _generated("RFFTN", "rfftn", _MANY)
IRFFTN = _generated("IRFFTN", "irfftn", _MANY)
HFFTN = _generated("HFFTN", "hfftn", _MANY)
IHFFTN = _generated("IHFFTN", "ihfftn", _MANY)
FFTShift = _generated("FFTShift", "fftshift", "input, dim=None")
IFFTShift = _generated("IFFTShift", "ifftshift", "input, dim=None")
FFTFreq = _generated("FFTFreq", "fftfreq", "n, d=1.0, dtype=None")
RFFTFreq = _generated("RFFTFreq", "rfftfreq", "n, d=1.0, dtype=None")
