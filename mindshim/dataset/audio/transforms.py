"""`mindspore.dataset.audio.transforms`: audio transforms (spectrograms, mel/MFCC, filters, masking, resampling)."""

from __future__ import annotations

from ... import _api
from collections.abc import Sequence

import numpy as np

from ..transforms.transforms import TensorOperation
from ..._kernels import audio as _K_audio
from .utils import (
    BorderType,
    DensityFunction,
    FadeShape,
    GainType,
    Interpolation,
    MelType,
    Modulation,
    NormMode,
    NormType,
    ResampleMethod,
    ScaleType,
    WindowType,
)
from .validators import (
    INT32_MAX,
    check_float32,
    check_float32_not_zero,
    check_int32_not_zero,
    check_non_negative_float32,
    check_non_negative_int32,
    check_pos_float32,
    check_pos_int32,
    check_value,
    type_check,
)

__all__ = _api.names(__name__)


def _rt(op: str, msg: str) -> RuntimeError:
    return RuntimeError(f"{op}: {msg}")


class AudioTensorOperation(TensorOperation):
    """Base of the audio transforms: ``__call__`` takes one waveform/spectrogram (numpy, list or Tensor) and returns
    a numpy array; float64 input computes and returns float64, any other numeric input float32 (as MindSpore's C++
    audio kernels do). Used eagerly or as a ``map`` operation."""

    _min_rank = 1
    _numpy_only = True  # MindSpore's AudioTensorOperation takes numpy arrays only (Biquad, Spectrogram and
    # SpectralCentroid derive from TensorOperation and take lists too)

    def __call__(self, *input_tensor_list):
        if self._numpy_only:
            for tensor in input_tensor_list:
                if not isinstance(tensor, np.ndarray):
                    raise TypeError(f"Input should be NumPy audio, got {type(tensor)}.")
        return super().__call__(*input_tensor_list)

    def _apply(self, *arrays):
        if len(arrays) != 1:
            raise RuntimeError(f"{type(self).__name__}: the input should be one tensor, but got {len(arrays)}.")
        x = np.asarray(arrays[0])
        if x.dtype.kind not in "biuf":
            raise _rt(type(self).__name__, f"the data type of input tensor does not match the requirement of this "
                      f"operation, it should be float, int, but got: {x.dtype}.")  # fmt: skip
        if x.ndim < self._min_rank:
            shape = "<..., time>" if self._min_rank == 1 else "<..., freq, time>"
            raise _rt(type(self).__name__, f"the shape of input tensor does not match the requirement of this "
                      f"operation, it should be in shape of {shape}, but got rank: {x.ndim}.")  # fmt: skip
        return self._audio(_K_audio.as_float(x))

    def _audio(self, x: np.ndarray) -> np.ndarray:
        raise NotImplementedError


def _check_q(q):
    type_check(q, (float, int), "Q")
    check_value(q, (0, 1), "Q", left_open=True)


def _check_sample_rate(sample_rate):
    type_check(sample_rate, (int,), "sample_rate")
    check_int32_not_zero(sample_rate, "sample_rate")


def _check_freq(v, name):
    type_check(v, (float, int), name)
    check_float32(v, name)


class _BiquadOp(AudioTensorOperation):
    """A second-order filter: ``_K_audio.biquad_coefficients(_kind, sample_rate, ...)`` applied by ``_K_audio.biquad``.

    The coefficients get ``freq`` from the attribute named ``_freq_attr`` (none for the fixed filters) with ``Q``
    from ``quality_factor``, and each attribute named in ``_options`` under its own name.
    """

    _kind = ""
    _freq_attr: str | None = "central_freq"
    _options: tuple[str, ...] = ()

    def _set_filter(self, sample_rate: int, freq: float, Q: float) -> None:
        """Check (in MindSpore's order) and keep ``sample_rate``, the frequency and ``Q``."""
        _check_sample_rate(sample_rate)
        _check_freq(freq, self._freq_attr)
        _check_q(Q)
        self.sample_rate, self.quality_factor = sample_rate, Q
        setattr(self, self._freq_attr, freq)

    def _coeffs(self) -> tuple:
        kw = {name: getattr(self, name) for name in self._options}
        if self._freq_attr is not None:
            kw.update(freq=getattr(self, self._freq_attr), Q=self.quality_factor)
        return _K_audio.biquad_coefficients(self._kind, self.sample_rate, **kw)

    def _audio(self, x):
        return _K_audio.biquad(x, *self._coeffs())


class AllpassBiquad(_BiquadOp):
    """Two-pole all-pass filter. Mirrors ``audio.AllpassBiquad``: input (..., time), output of its shape.

    Raises:
        TypeError / ValueError: for a non-int or zero ``sample_rate``, a non-number ``central_freq``, ``Q`` outside (0, 1].
    """

    _kind = "allpass"

    def __init__(self, sample_rate: int, central_freq: float, Q: float = 0.707) -> None:
        self._set_filter(sample_rate, central_freq, Q)


class BandBiquad(_BiquadOp):
    """Two-pole band filter (``noise`` for unpitched audio). Mirrors ``audio.BandBiquad``.

    Raises:
        TypeError / ValueError: as :class:`AllpassBiquad`; TypeError if ``noise`` is not a bool.
    """

    _kind, _options = "band", ("noise",)

    def __init__(self, sample_rate: int, central_freq: float, Q: float = 0.707, noise: bool = False) -> None:
        self._set_filter(sample_rate, central_freq, Q)
        type_check(noise, (bool,), "noise")
        self.noise = noise


class BandpassBiquad(_BiquadOp):
    """Two-pole band-pass filter (``const_skirt_gain``: constant skirt gain, else 0 dB peak). Mirrors
    ``audio.BandpassBiquad``.

    Raises:
        TypeError / ValueError: as :class:`AllpassBiquad`; TypeError if ``const_skirt_gain`` is not a bool.
    """

    _kind, _options = "bandpass", ("const_skirt_gain",)

    def __init__(self, sample_rate: int, central_freq: float, Q: float = 0.707,
                 const_skirt_gain: bool = False) -> None:  # fmt: skip
        self._set_filter(sample_rate, central_freq, Q)
        type_check(const_skirt_gain, (bool,), "const_skirt_gain")
        self.const_skirt_gain = const_skirt_gain


class BandrejectBiquad(_BiquadOp):
    """Two-pole band-reject (notch) filter. Mirrors ``audio.BandrejectBiquad``.

    Raises:
        TypeError / ValueError: as :class:`AllpassBiquad`.
    """

    _kind = "bandreject"

    def __init__(self, sample_rate: int, central_freq: float, Q: float = 0.707) -> None:
        self._set_filter(sample_rate, central_freq, Q)


class BassBiquad(_BiquadOp):
    """Bass tone control (low shelf), ``gain`` in dB. Mirrors ``audio.BassBiquad``.

    Raises:
        TypeError / ValueError: as :class:`AllpassBiquad`; for a non-number ``gain``.
    """

    _kind, _options = "bass", ("gain",)

    def __init__(self, sample_rate: int, gain: float, central_freq: float = 100.0, Q: float = 0.707) -> None:
        _check_sample_rate(sample_rate)
        _check_freq(gain, "gain")
        _check_freq(central_freq, "central_freq")
        _check_q(Q)
        self.sample_rate, self.gain, self.central_freq, self.quality_factor = sample_rate, gain, central_freq, Q


class TrebleBiquad(_BiquadOp):
    """Treble tone control (high shelf), ``gain`` in dB. Mirrors ``audio.TrebleBiquad``.

    Raises:
        TypeError / ValueError: as :class:`BassBiquad`.
    """

    _kind, _options = "treble", ("gain",)

    def __init__(self, sample_rate: int, gain: float, central_freq: float = 3000, Q: float = 0.707) -> None:
        _check_sample_rate(sample_rate)
        _check_freq(gain, "gain")
        _check_freq(central_freq, "central_freq")
        _check_q(Q)
        self.sample_rate, self.gain, self.central_freq, self.quality_factor = sample_rate, gain, central_freq, Q


class EqualizerBiquad(_BiquadOp):
    """Peaking equaliser at ``center_freq`` with ``gain`` dB. Mirrors ``audio.EqualizerBiquad``.

    Raises:
        TypeError / ValueError: as :class:`BassBiquad`.
    """

    _kind, _freq_attr, _options = "equalizer", "center_freq", ("gain",)

    def __init__(self, sample_rate: int, center_freq: float, gain: float, Q: float = 0.707) -> None:
        _check_sample_rate(sample_rate)
        _check_freq(center_freq, "central_freq")
        _check_freq(gain, "gain")
        _check_q(Q)
        self.sample_rate, self.center_freq, self.gain, self.quality_factor = sample_rate, center_freq, gain, Q


class LowpassBiquad(_BiquadOp):
    """Two-pole low-pass filter. Mirrors ``audio.LowpassBiquad``.

    Raises:
        TypeError / ValueError: for a bad ``sample_rate``, ``cutoff_freq`` or ``Q``.
    """

    _kind, _freq_attr = "lowpass", "cutoff_freq"

    def __init__(self, sample_rate: int, cutoff_freq: float, Q: float = 0.707) -> None:
        self._set_filter(sample_rate, cutoff_freq, Q)


class HighpassBiquad(_BiquadOp):
    """Two-pole high-pass filter. Mirrors ``audio.HighpassBiquad``.

    Raises:
        TypeError / ValueError: for a bad ``sample_rate``, ``cutoff_freq`` or ``Q``.
    """

    _kind, _freq_attr = "highpass", "cutoff_freq"

    def __init__(self, sample_rate: int, cutoff_freq: float, Q: float = 0.707) -> None:
        self._set_filter(sample_rate, cutoff_freq, Q)


class DeemphBiquad(_BiquadOp):
    """ISO 908 CD de-emphasis shelving filter. Mirrors ``audio.DeemphBiquad``.

    Raises:
        TypeError: if ``sample_rate`` is not an int. ValueError: if it is not 44100 or 48000.
    """

    _kind, _freq_attr = "deemph", None

    def __init__(self, sample_rate: int) -> None:
        type_check(sample_rate, (int,), "sample_rate")
        if sample_rate not in (44100, 48000):
            raise ValueError(f"Argument sample_rate should be 44100 or 48000, but got {sample_rate}.")
        self.sample_rate = sample_rate


class RiaaBiquad(_BiquadOp):
    """RIAA vinyl playback equalisation. Mirrors ``audio.RiaaBiquad``.

    Raises:
        TypeError: if ``sample_rate`` is not an int. ValueError: if it is not 44100, 48000, 88200 or 96000.
    """

    _kind, _freq_attr = "riaa", None

    def __init__(self, sample_rate: int) -> None:
        type_check(sample_rate, (int,), "sample_rate")
        if sample_rate not in (44100, 48000, 88200, 96000):
            raise ValueError(f"sample_rate should be one of [44100, 48000, 88200, 96000], but got {sample_rate}.")
        self.sample_rate = sample_rate


class Biquad(_BiquadOp):
    """Second-order IIR filter with the given coefficients. Mirrors ``audio.Biquad``.

    Raises:
        TypeError / ValueError: for non-number coefficients, ``a0`` zero.
    """

    _numpy_only = False

    def __init__(self, b0: float, b1: float, b2: float, a0: float, a1: float, a2: float) -> None:
        for name, v in (("b0", b0), ("b1", b1), ("b2", b2), ("a0", a0), ("a1", a1), ("a2", a2)):
            type_check(v, (float, int), name)
            if name == "a0":
                check_float32_not_zero(v, name)
            else:
                check_float32(v, name)
        self.b0, self.b1, self.b2, self.a0, self.a1, self.a2 = b0, b1, b2, a0, a1, a2

    def _coeffs(self):
        return self.b0, self.b1, self.b2, self.a0, self.a1, self.a2


def _check_coeffs(a_coeffs, b_coeffs, clamp):
    type_check(a_coeffs, (list, tuple), "a_coeffs")
    type_check(b_coeffs, (list, tuple), "b_coeffs")
    for name, coeffs in (("a_coeffs", a_coeffs), ("b_coeffs", b_coeffs)):
        for i, v in enumerate(coeffs):
            type_check(v, (float, int), f"{name}[{i}]")
            check_float32(v, f"{name}[{i}]")
    if len(a_coeffs) != len(b_coeffs):
        raise ValueError("The size of a_coeffs should be the same as that of b_coeffs.")
    type_check(clamp, (bool,), "clamp")


class LFilter(AudioTensorOperation):
    """IIR filter by difference equation (``a_coeffs`` denominator, ``b_coeffs`` numerator, same length).
    Mirrors ``audio.LFilter``; ``clamp`` clips the output to [-1, 1].

    Raises:
        TypeError / ValueError: for non-list coefficients, non-numbers, different lengths, a non-bool ``clamp``.
    """

    def __init__(self, a_coeffs: Sequence[float], b_coeffs: Sequence[float], clamp: bool = True) -> None:
        _check_coeffs(a_coeffs, b_coeffs, clamp)
        self.a_coeffs, self.b_coeffs, self.clamp = list(a_coeffs), list(b_coeffs), clamp

    def _audio(self, x):
        return _K_audio.lfilter(x, self.a_coeffs, self.b_coeffs, self.clamp)


class Filtfilt(AudioTensorOperation):
    """Forward-backward IIR filtering (zero phase). Mirrors ``audio.Filtfilt``.

    Raises:
        TypeError / ValueError: as :class:`LFilter`.
    """

    def __init__(self, a_coeffs: Sequence[float], b_coeffs: Sequence[float], clamp: bool = True) -> None:
        _check_coeffs(a_coeffs, b_coeffs, clamp)
        self.a_coeffs, self.b_coeffs, self.clamp = list(a_coeffs), list(b_coeffs), clamp

    def _audio(self, x):
        fwd = _K_audio.lfilter(x, self.a_coeffs, self.b_coeffs, False)
        return _K_audio.lfilter(fwd[..., ::-1].copy(), self.a_coeffs, self.b_coeffs, self.clamp)[..., ::-1].copy()


class AmplitudeToDB(AudioTensorOperation):
    """Power (``ScaleType.POWER``: 10 log10) or magnitude (20 log10) spectrogram to decibels relative to
    ``ref_value``, floored at ``amin``, and at the maximum minus ``top_db``. Mirrors ``audio.AmplitudeToDB``.

    Raises:
        TypeError: for a non-ScaleType ``stype`` or non-number values. ValueError: for non-positive values.
    """

    def __init__(self, stype: ScaleType = ScaleType.POWER, ref_value: float = 1.0, amin: float = 1e-10,
                 top_db: float = 80.0) -> None:  # fmt: skip
        type_check(stype, (ScaleType,), "stype")
        for name, v in (("ref_value", ref_value), ("amin", amin), ("top_db", top_db)):
            type_check(v, (int, float), name)
            check_pos_float32(v, name)
        self.stype, self.ref_value, self.amin, self.top_db = stype, ref_value, amin, top_db

    def _audio(self, x):
        mult = 10.0 if self.stype == ScaleType.POWER else 20.0
        return _K_audio.amplitude_to_db(
            x, mult, self.amin, float(np.log10(max(self.amin, self.ref_value))), self.top_db
        )


class DBToAmplitude(AudioTensorOperation):
    """Decibels back to power/amplitude: ``ref * (10 ** (x / 10)) ** power``. Mirrors ``audio.DBToAmplitude``.

    Raises:
        TypeError / ValueError: for non-number or out-of-range ``ref``/``power``.
    """

    def __init__(self, ref: float, power: float) -> None:
        type_check(ref, (float, int), "ref")
        check_float32(ref, "ref")
        type_check(power, (float, int), "power")
        check_float32(power, "power")
        self.ref, self.power = ref, power

    def _audio(self, x):
        return _K_audio.db_to_amplitude(x, self.ref, self.power)


class _Complex(AudioTensorOperation):
    """Operations on complex input given as a trailing (real, imag) pair."""

    def _apply(self, *arrays):
        x = np.asarray(arrays[0])
        if x.ndim < 1 or x.shape[-1] != 2:
            raise _rt(type(self).__name__, f"the shape of input tensor does not match the requirement of this "
                      f"operation, it should be in shape of <..., complex=2>, but got: {list(x.shape)}.")  # fmt: skip
        return super()._apply(x)


class ComplexNorm(_Complex):
    """Norm of complex input (..., 2) raised to ``power``. Mirrors ``audio.ComplexNorm``.

    Raises:
        TypeError / ValueError: for a non-number or negative ``power``.
    """

    def __init__(self, power: float = 1.0) -> None:
        type_check(power, (int, float), "power")
        check_non_negative_float32(power, "power")
        self.power = power

    def _audio(self, x):
        mag = np.sqrt(x[..., 0] ** 2 + x[..., 1] ** 2)
        return (mag**self.power if self.power != 1 else mag).astype(x.dtype)


class Angle(_Complex):
    """Angle (atan2(imag, real)) of complex input (..., 2). Mirrors ``audio.Angle``."""

    def _audio(self, x):
        return np.arctan2(x[..., 1], x[..., 0]).astype(x.dtype)


class Magphase(_Complex):
    """(magnitude ** power, phase) of complex input (..., 2). Mirrors ``audio.Magphase``: returns a tuple.

    Raises:
        TypeError / ValueError: for a non-number or negative ``power``.
    """

    def __init__(self, power: float = 1.0) -> None:
        type_check(power, (int, float), "power")
        check_non_negative_float32(power, "power")
        self.power = power

    def _audio(self, x):
        mag = np.sqrt(x[..., 0] ** 2 + x[..., 1] ** 2) ** self.power
        return mag.astype(x.dtype), np.arctan2(x[..., 1], x[..., 0]).astype(x.dtype)


class ComputeDeltas(AudioTensorOperation):
    """Delta coefficients of a spectrogram (..., freq, time) along time. Mirrors ``audio.ComputeDeltas``.

    Raises:
        TypeError: for a non-int ``win_length`` or non-BorderType ``pad_mode``. ValueError: ``win_length`` < 3.
    """

    _min_rank = 2

    def __init__(self, win_length: int = 5, pad_mode: BorderType = BorderType.EDGE) -> None:
        type_check(pad_mode, (BorderType,), "pad_mode")
        type_check(win_length, (int,), "win_length")
        check_value(win_length, (3, INT32_MAX), "win_length")
        self.win_len, self.pad_mode = win_length, pad_mode

    def _audio(self, x):
        return _K_audio.compute_deltas(x, self.win_len, self.pad_mode.value)


class Contrast(AudioTensorOperation):
    """Sox's contrast enhancement, ``enhancement_amount`` in [0, 100]. Mirrors ``audio.Contrast``.

    Raises:
        TypeError / ValueError: for a non-number or out-of-range amount.
    """

    def __init__(self, enhancement_amount: float = 75.0) -> None:
        type_check(enhancement_amount, (float, int), "enhancement_amount")
        check_value(enhancement_amount, (0, 100), "enhancement_amount")
        self.enhancement_amount = enhancement_amount

    def _audio(self, x):
        return _K_audio.contrast(x, self.enhancement_amount)


class DCShift(AudioTensorOperation):
    """Shift the DC level by ``shift`` with a limiter (``limiter_gain``, default ``shift``). Mirrors
    ``audio.DCShift``.

    Raises:
        TypeError / ValueError: for a non-number ``shift`` outside [-2, 2] or a non-number ``limiter_gain``.
    """

    def __init__(self, shift: float, limiter_gain: float | None = None) -> None:
        type_check(shift, (float, int), "shift")
        check_value(shift, (-2.0, 2.0), "shift")
        if limiter_gain is not None:
            type_check(limiter_gain, (float, int), "limiter_gain")
        self.shift = shift
        self.limiter_gain = limiter_gain if limiter_gain else shift

    def _audio(self, x):
        return _K_audio.dc_shift(x, self.shift, self.limiter_gain)


class Fade(AudioTensorOperation):
    """Fade in over the first ``fade_in_len`` and out over the last ``fade_out_len`` samples. Mirrors
    ``audio.Fade``.

    Raises:
        TypeError / ValueError: for non-int or negative lengths, a non-FadeShape ``fade_shape``; RuntimeError when a
        length exceeds the waveform.
    """

    def __init__(self, fade_in_len: int = 0, fade_out_len: int = 0, fade_shape: FadeShape = FadeShape.LINEAR) -> None:
        check_non_negative_int32(fade_in_len, "fade_in_len")
        check_non_negative_int32(fade_out_len, "fade_out_len")
        type_check(fade_shape, (FadeShape,), "fade_shape")
        self.fade_in_len, self.fade_out_len, self.fade_shape = fade_in_len, fade_out_len, fade_shape

    def _audio(self, x):
        n = x.shape[-1]
        if self.fade_in_len > n:
            raise _rt("Fade", f"fade_in_len should be no more than the length of the waveform: {n}, but got: "
                      f"{self.fade_in_len}.")  # fmt: skip
        if self.fade_out_len > n:
            raise _rt("Fade", f"fade_out_len should be no more than the length of the waveform: {n}, but got: "
                      f"{self.fade_out_len}.")  # fmt: skip
        return _K_audio.fade(x, self.fade_in_len, self.fade_out_len, self.fade_shape.value)


class Gain(AudioTensorOperation):
    """Amplify by ``gain_db`` decibels. Mirrors ``audio.Gain``.

    Raises:
        TypeError / ValueError: for a non-number ``gain_db``.
    """

    def __init__(self, gain_db: float = 1.0) -> None:
        type_check(gain_db, (float, int), "gain_db")
        check_float32(gain_db, "gain_db")
        self.gain_db = gain_db

    def _audio(self, x):
        return (x * x.dtype.type(10.0 ** (self.gain_db / 20.0))).astype(x.dtype)


class Vol(AudioTensorOperation):
    """Scale the volume (an amplitude ratio, a power ratio or decibels), clipped to [-1, 1]. Mirrors ``audio.Vol``.

    Raises:
        TypeError: for a non-number ``gain`` or non-GainType ``gain_type``. ValueError: negative amplitude, non-
        positive power.
    """

    def __init__(self, gain: float, gain_type: GainType = GainType.AMPLITUDE) -> None:
        type_check(gain, (int, float), "gain")
        type_check(gain_type, (GainType,), "gain_type")
        if gain_type == GainType.AMPLITUDE:
            check_non_negative_float32(gain, "gain")
        elif gain_type == GainType.POWER:
            check_pos_float32(gain, "gain")
        else:
            check_float32(gain, "gain")
        self.gain, self.gain_type = gain, gain_type

    def _audio(self, x):
        if self.gain_type == GainType.AMPLITUDE:
            out = x * x.dtype.type(self.gain)
        else:
            db = self.gain if self.gain_type == GainType.DB else 10.0 * np.log10(self.gain)
            out = x * x.dtype.type(10.0 ** (db / 20.0))
        return np.clip(out, -1, 1).astype(x.dtype)


class MuLawEncoding(AudioTensorOperation):
    """Mu-law companding of a waveform in [-1, 1] to int32 codes in [0, quantization_channels). Mirrors
    ``audio.MuLawEncoding``.

    Raises:
        TypeError / ValueError: for a non-int or non-positive ``quantization_channels``.
    """

    def __init__(self, quantization_channels: int = 256) -> None:
        check_pos_int32(quantization_channels, "quantization_channels")
        self.quantization_channels = quantization_channels

    def _audio(self, x):
        return _K_audio.mu_law_encode(x, self.quantization_channels)


class MuLawDecoding(AudioTensorOperation):
    """Mu-law codes back to a float waveform. Mirrors ``audio.MuLawDecoding``.

    Raises:
        TypeError / ValueError: for a non-int or non-positive ``quantization_channels``.
    """

    def __init__(self, quantization_channels: int = 256) -> None:
        check_pos_int32(quantization_channels, "quantization_channels")
        self.quantization_channels = quantization_channels

    def _audio(self, x):
        return _K_audio.mu_law_decode(x, self.quantization_channels)


class Overdrive(AudioTensorOperation):
    """Sox's overdrive (soft clipping) effect, ``gain`` and ``color`` in [0, 100]. Mirrors ``audio.Overdrive``.

    Raises:
        TypeError / ValueError: for non-numbers or values outside [0, 100].
    """

    def __init__(self, gain: float = 20.0, color: float = 20.0) -> None:
        type_check(gain, (float, int), "gain")
        check_value(gain, (0, 100), "gain")
        type_check(color, (float, int), "color")
        check_value(color, (0, 100), "color")
        self.gain, self.color = gain, color

    def _audio(self, x):
        return _K_audio.overdrive(x, self.gain, self.color)


def _check_stft(n_fft, win_length, hop_length, pad, window, normalized=False, center=True, pad_mode=BorderType.REFLECT,
                onesided=True):  # fmt: skip
    type_check(n_fft, (int,), "n_fft")
    check_pos_int32(n_fft, "n_fft")
    if win_length is not None:
        type_check(win_length, (int,), "win_length")
        check_pos_int32(win_length, "win_length")
        if win_length > n_fft:
            raise ValueError(
                f"Input win_length should be no more than n_fft, but got win_length: {win_length} and n_fft: {n_fft}."
            )
    if hop_length is not None:
        type_check(hop_length, (int,), "hop_length")
        check_pos_int32(hop_length, "hop_length")
    type_check(pad, (int,), "pad")
    check_non_negative_int32(pad, "pad")
    type_check(window, (WindowType,), "window")
    type_check(normalized, (bool,), "normalized")
    type_check(center, (bool,), "center")
    type_check(onesided, (bool,), "onesided")
    type_check(pad_mode, (BorderType,), "pad_mode")


class Spectrogram(AudioTensorOperation):
    """Spectrogram (..., n_fft // 2 + 1, frames) of a waveform (..., time): ``|STFT| ** power`` with a periodic
    window of ``win_length`` centred in ``n_fft``; ``power=0`` gives the complex STFT as a trailing (real, imag)
    pair. Mirrors ``audio.Spectrogram``.

    Raises:
        TypeError / ValueError: as MindSpore's ``check_spectrogram``.
    """

    _numpy_only = False

    def __init__(self, n_fft: int = 400, win_length: int | None = None, hop_length: int | None = None, pad: int = 0,
                 window: WindowType = WindowType.HANN, power: float = 2.0, normalized: bool = False,
                 center: bool = True, pad_mode: BorderType = BorderType.REFLECT, onesided: bool = True) -> None:  # fmt: skip
        _check_stft(n_fft, win_length, hop_length, pad, window, normalized, center, pad_mode, onesided)
        type_check(power, (int, float), "power")
        check_non_negative_float32(power, "power")
        self.n_fft = n_fft
        self.win_length = win_length if win_length else n_fft
        self.hop_length = hop_length if hop_length else self.win_length // 2
        self.pad, self.window, self.power, self.normalized = pad, window, power, normalized
        self.center, self.pad_mode, self.onesided = center, pad_mode, onesided

    def _audio(self, x):
        return _K_audio.spectrogram(x, self.n_fft, self.win_length, self.hop_length, self.pad, self.window.value, self.power,
                             self.normalized, self.center, self.pad_mode.value, self.onesided)  # fmt: skip


class InverseSpectrogram(AudioTensorOperation):
    """Waveform from a complex spectrogram (..., freq, frames, 2) by inverse STFT. Mirrors
    ``audio.InverseSpectrogram``.

    Raises:
        TypeError / ValueError: as MindSpore's ``check_inverse_spectrogram``.
    """

    def __init__(self, length: int | None = None, n_fft: int = 400, win_length: int | None = None,
                 hop_length: int | None = None, pad: int = 0, window: WindowType = WindowType.HANN,
                 normalized: bool = False, center: bool = True, pad_mode: BorderType = BorderType.REFLECT,
                 onesided: bool = True) -> None:  # fmt: skip
        if length is not None:
            check_non_negative_int32(length, "length")
        _check_stft(n_fft, win_length, hop_length, pad, window, normalized, center, pad_mode, onesided)
        self.length, self.n_fft = length, n_fft
        self.win_length = win_length if win_length else n_fft
        self.hop_length = hop_length if hop_length else self.win_length // 2
        self.pad, self.window, self.normalized = pad, window, normalized
        self.center, self.pad_mode, self.onesided = center, pad_mode, onesided

    def _audio(self, x):
        if x.ndim < 3 or x.shape[-1] != 2:
            raise _rt("InverseSpectrogram", f"the shape of input tensor does not match the requirement of this "
                      f"operation, it should be in shape of <..., freq, time, complex=2>, but got: {list(x.shape)}.")  # fmt: skip
        return _K_audio.inverse_spectrogram(x, self.length, self.n_fft, self.win_length, self.hop_length, self.pad,
                                     self.window.value, self.normalized, self.center, self.onesided)  # fmt: skip


def _check_mel_freq(f_min, f_max, sample_rate):
    type_check(f_min, (int, float), "f_min")
    check_float32(f_min, "f_min")
    if f_max is not None:
        type_check(f_max, (int, float), "f_max")
        check_pos_float32(f_max, "f_max")
        if f_min >= f_max:
            raise ValueError("MelScale: f_max should be greater than f_min.")
    elif f_min >= sample_rate // 2:
        raise ValueError("MelScale: sample_rate // 2 should be greater than f_min when f_max is set to None.")


class MelScale(AudioTensorOperation):
    """Spectrogram (..., n_stft, time) to mel scale (..., n_mels, time) by a triangular filter bank. Mirrors
    ``audio.MelScale``.

    Raises:
        TypeError / ValueError: as MindSpore's ``check_mel_scale``; RuntimeError when the input's frequency axis is
        not ``n_stft`` long.
    """

    _min_rank = 2

    def __init__(self, n_mels: int = 128, sample_rate: int = 16000, f_min: float = 0.0, f_max: float | None = None,
                 n_stft: int = 201, norm: NormType = NormType.NONE, mel_type: MelType = MelType.HTK) -> None:  # fmt: skip
        check_pos_int32(n_mels, "n_mels")
        check_pos_int32(sample_rate, "sample_rate")
        _check_mel_freq(f_min, f_max, sample_rate)
        check_pos_int32(n_stft, "n_stft")
        type_check(norm, (NormType,), "norm")
        type_check(mel_type, (MelType,), "mel_type")
        self.n_mels, self.sample_rate, self.f_min = n_mels, sample_rate, f_min
        self.f_max = f_max if f_max is not None else sample_rate // 2
        self.n_stft, self.norm, self.mel_type = n_stft, norm, mel_type

    def _audio(self, x):
        if x.shape[-2] != self.n_stft:
            raise _rt("MelScale", f"the frequency of the input should equal to n_stft, but got {x.shape[-2]}.")
        fb = _K_audio.melscale_fbanks(self.n_stft, self.f_min, self.f_max, self.n_mels, self.sample_rate, self.norm.value,
                               self.mel_type.value)  # fmt: skip
        return _K_audio.apply_fbank(x, fb)


class MelSpectrogram(AudioTensorOperation):
    """Mel spectrogram (..., n_mels, frames) of a waveform: :class:`Spectrogram` then :class:`MelScale`. Mirrors
    ``audio.MelSpectrogram``.

    Raises:
        TypeError / ValueError: as MindSpore's ``check_mel_spectrogram``.
    """

    def __init__(self, sample_rate: int = 16000, n_fft: int = 400, win_length: int | None = None,
                 hop_length: int | None = None, f_min: float = 0.0, f_max: float | None = None, pad: int = 0,
                 n_mels: int = 128, window: WindowType = WindowType.HANN, power: float = 2.0,
                 normalized: bool = False, center: bool = True, pad_mode: BorderType = BorderType.REFLECT,
                 onesided: bool = True, norm: NormType = NormType.NONE, mel_scale: MelType = MelType.HTK) -> None:  # fmt: skip
        check_non_negative_int32(sample_rate, "sample_rate")
        _check_stft(n_fft, win_length, hop_length, pad, window, normalized, center, pad_mode, onesided)
        check_non_negative_int32(n_mels, "n_mels")
        type_check(f_min, (int, float), "f_min")
        check_non_negative_float32(f_min, "f_min")
        if f_max is not None:
            check_non_negative_float32(f_max, "f_max")
            if f_min > f_max:
                raise ValueError(
                    f"f_max should be greater than or equal to f_min, but got f_min: {f_min} and f_max: {f_max}."
                )
        elif f_min >= sample_rate // 2:
            raise ValueError(f"MelSpectrogram: sample_rate // 2 should be greater than f_min when f_max is set to None,"
                             f" but got f_min: {f_min}.")  # fmt: skip
        type_check(norm, (NormType,), "norm")
        type_check(mel_scale, (MelType,), "mel_scale")
        type_check(power, (int, float), "power")
        check_pos_float32(power, "power")
        self.sample_rate, self.n_fft = sample_rate, n_fft
        self.win_length = win_length if win_length is not None else n_fft
        self.hop_length = hop_length if hop_length is not None else self.win_length // 2
        self.f_min = f_min
        self.f_max = f_max if f_max is not None else sample_rate // 2
        self.pad, self.n_mels, self.window, self.power = pad, n_mels, window, power
        self.normalized, self.center, self.pad_mode, self.onesided = normalized, center, pad_mode, onesided
        self.norm, self.mel_scale = norm, mel_scale

    def _audio(self, x):
        spec = _K_audio.spectrogram(x, self.n_fft, self.win_length, self.hop_length, self.pad, self.window.value, self.power,
                             self.normalized, self.center, self.pad_mode.value, self.onesided)  # fmt: skip
        fb = _K_audio.melscale_fbanks(self.n_fft // 2 + 1, self.f_min, self.f_max, self.n_mels, self.sample_rate,
                               self.norm.value, self.mel_scale.value)  # fmt: skip
        return _K_audio.apply_fbank(spec, fb)


_MEL_DEFAULTS = (
    ("n_fft", 400),
    ("f_min", 0.0),
    ("pad", 0),
    ("n_mels", 128),
    ("window", WindowType.HANN),
    ("power", 2.0),
    ("normalized", False),
    ("center", True),
    ("pad_mode", BorderType.REFLECT),
    ("onesided", True),
    ("norm", NormType.NONE),
    ("mel_scale", MelType.HTK),
)


class MFCC(AudioTensorOperation):
    """Mel-frequency cepstral coefficients (..., n_mfcc, frames) of a waveform: a mel spectrogram (``melkwargs``),
    in decibels (top_db 80) or ``log(x + 1e-6)`` (``log_mels``), through an orthonormal (``norm``) DCT-II.
    Mirrors ``audio.MFCC``.

    Raises:
        TypeError / ValueError: for bad arguments; ValueError if ``dct_type`` is not 2.
    """

    def __init__(self, sample_rate: int = 16000, n_mfcc: int = 40, dct_type: int = 2, norm: NormMode = NormMode.ORTHO,
                 log_mels: bool = False, melkwargs: dict | None = None) -> None:  # fmt: skip
        check_non_negative_int32(sample_rate, "sample_rate")
        check_non_negative_int32(n_mfcc, "n_mfcc")
        type_check(dct_type, (int,), "dct_type")
        if dct_type != 2:
            raise ValueError(f"Input dct_type must be 2, but got : {dct_type}.")
        type_check(norm, (NormMode,), "norm")
        type_check(log_mels, (bool,), "log_mels")
        self.sample_rate, self.n_mfcc, self.dct_type, self.norm, self.log_mels = (
            sample_rate, n_mfcc, dct_type, norm, log_mels)  # fmt: skip
        self.melkwargs = {} if melkwargs is None else melkwargs
        mk = self.melkwargs
        mk.setdefault("n_fft", 400)
        mk.setdefault("win_length", mk.get("n_fft"))
        mk.setdefault("hop_length", mk.get("win_length") // 2)
        mk.setdefault("f_max", sample_rate // 2)
        for k, v in _MEL_DEFAULTS:
            mk.setdefault(k, v)
        if mk["n_mels"] < n_mfcc:
            raise ValueError(f"n_mels should be greater than or equal to n_mfcc, but got n_mfcc: {n_mfcc} and n_mels: "
                             f"{mk['n_mels']}.")  # fmt: skip
        self._mel = MelSpectrogram(
            sample_rate, mk["n_fft"], mk["win_length"], mk["hop_length"], mk["f_min"], mk["f_max"], mk["pad"],
            mk["n_mels"], mk["window"], mk["power"], mk["normalized"], mk["center"], mk["pad_mode"], mk["onesided"],
            mk["norm"], mk["mel_scale"],
        )  # fmt: skip

    def _audio(self, x):
        mel = self._mel._audio(x)
        if self.log_mels:
            mel = np.log(mel + mel.dtype.type(1e-6)).astype(mel.dtype)
        else:
            mel = _K_audio.amplitude_to_db(mel, 10.0, 1e-10, 0.0, 80.0)
        dct = _K_audio.create_dct(self.n_mfcc, self._mel.n_mels, self.norm.value)
        return _K_audio.apply_fbank(mel, dct)


class LFCC(AudioTensorOperation):
    """Linear-frequency cepstral coefficients (..., n_lfcc, frames): a spectrogram (``speckwargs``) through a
    linear filter bank of ``n_filter`` filters, in decibels (top_db 80) or ``log(x + 1e-6)`` (``log_lf``), then a
    DCT-II. Mirrors ``audio.LFCC``.

    Raises:
        TypeError / ValueError: for bad arguments; ValueError if ``dct_type`` is not 2.
    """

    def __init__(self, sample_rate: int = 16000, n_filter: int = 128, n_lfcc: int = 40, f_min: float = 0.0,
                 f_max: float | None = None, dct_type: int = 2, norm: NormMode = NormMode.ORTHO, log_lf: bool = False,
                 speckwargs: dict | None = None) -> None:  # fmt: skip
        check_non_negative_int32(sample_rate, "sample_rate")
        check_pos_int32(n_filter, "n_filter")
        check_pos_int32(n_lfcc, "n_lfcc")
        type_check(f_min, (int, float), "f_min")
        check_non_negative_float32(f_min, "f_min")
        type_check(dct_type, (int,), "dct_type")
        if dct_type != 2:
            raise ValueError(f"Input dct_type must be 2, but got : {dct_type}.")
        type_check(norm, (NormMode,), "norm")
        type_check(log_lf, (bool,), "log_lf")
        self.sample_rate, self.n_filter, self.n_lfcc, self.f_min = sample_rate, n_filter, n_lfcc, f_min
        self.f_max = f_max if f_max is not None else sample_rate // 2
        self.dct_type, self.norm, self.log_lf = dct_type, norm, log_lf
        self.speckwargs = {} if speckwargs is None else speckwargs
        sk = self.speckwargs
        sk.setdefault("n_fft", 400)
        sk.setdefault("win_length", sk.get("n_fft"))
        sk.setdefault("hop_length", sk.get("win_length") // 2)
        for k, v in (("pad", 0), ("window", WindowType.HANN), ("power", 2.0), ("normalized", False),
                     ("center", True), ("pad_mode", BorderType.REFLECT), ("onesided", True)):  # fmt: skip
            sk.setdefault(k, v)
        self._spec = Spectrogram(sk["n_fft"], sk["win_length"], sk["hop_length"], sk["pad"], sk["window"],
                                 sk["power"], sk["normalized"], sk["center"], sk["pad_mode"], sk["onesided"])  # fmt: skip

    def _audio(self, x):
        spec = self._spec._audio(x)
        fb = _K_audio.linear_fbanks(self._spec.n_fft // 2 + 1, self.f_min, self.f_max, self.n_filter, self.sample_rate)
        lin = _K_audio.apply_fbank(spec, fb)
        if self.log_lf:
            lin = np.log(lin + lin.dtype.type(1e-6)).astype(lin.dtype)
        else:
            lin = _K_audio.amplitude_to_db(lin, 10.0, 1e-10, 0.0, 80.0)
        return _K_audio.apply_fbank(lin, _K_audio.create_dct(self.n_lfcc, self.n_filter, self.norm.value))


class SpectralCentroid(AudioTensorOperation):
    """Spectral centroid (..., 1, frames) of a waveform: the magnitude-weighted mean frequency of each frame.
    Mirrors ``audio.SpectralCentroid``.

    Raises:
        TypeError / ValueError: for bad STFT arguments.
    """

    _numpy_only = False

    def __init__(self, sample_rate: int, n_fft: int = 400, win_length: int | None = None,
                 hop_length: int | None = None, pad: int = 0, window: WindowType = WindowType.HANN) -> None:  # fmt: skip
        type_check(sample_rate, (int,), "sample_rate")
        check_non_negative_int32(sample_rate, "sample_rate")
        _check_stft(n_fft, win_length, hop_length, pad, window)
        self.sample_rate, self.n_fft, self.pad, self.window = sample_rate, n_fft, pad, window
        self.win_length = win_length if win_length else n_fft
        self.hop_length = hop_length if hop_length else self.win_length // 2

    def _audio(self, x):
        spec = _K_audio.spectrogram(x, self.n_fft, self.win_length, self.hop_length, self.pad, self.window.value, 1.0,
                             False, True, "reflect", True)  # fmt: skip
        freqs = np.linspace(0, self.sample_rate // 2, 1 + self.n_fft // 2).astype(x.dtype).reshape(-1, 1)
        return ((freqs * spec).sum(axis=-2, keepdims=True) / spec.sum(axis=-2, keepdims=True)).astype(x.dtype)


class Resample(AudioTensorOperation):
    """Resample a waveform from ``orig_freq`` to ``new_freq`` by band-limited (windowed sinc) interpolation.
    Mirrors ``audio.Resample``.

    Raises:
        TypeError / ValueError: for non-positive frequencies, a bad method, width or ``rolloff`` outside (0, 1].
    """

    def __init__(self, orig_freq: float = 16000, new_freq: float = 16000,
                 resample_method: ResampleMethod = ResampleMethod.SINC_INTERPOLATION, lowpass_filter_width: int = 6,
                 rolloff: float = 0.99, beta: float | None = None) -> None:  # fmt: skip
        type_check(orig_freq, (float, int), "orig_freq")
        check_pos_float32(orig_freq, "orig_freq")
        type_check(new_freq, (float, int), "new_freq")
        check_pos_float32(new_freq, "new_freq")
        type_check(resample_method, (ResampleMethod,), "resample_method")
        type_check(lowpass_filter_width, (int,), "lowpass_filter_width")
        check_pos_int32(lowpass_filter_width, "lowpass_filter_width")
        type_check(rolloff, (float,), "rolloff")
        check_value(rolloff, (0, 1.0), "rolloff", left_open=True)
        if beta is not None:
            type_check(beta, (float, int), "beta")
            check_pos_float32(beta, "beta")
        self.orig_freq, self.new_freq, self.resample_method = orig_freq, new_freq, resample_method
        self.lowpass_filter_width, self.rolloff, self.beta = lowpass_filter_width, rolloff, beta

    def _audio(self, x):
        return _K_audio.resample(x, self.orig_freq, self.new_freq, self.resample_method.value, self.lowpass_filter_width,
                          self.rolloff, self.beta)  # fmt: skip


class TimeStretch(AudioTensorOperation):
    """Stretch a complex spectrogram (..., freq, time, 2) in time by ``fixed_rate`` (phase vocoder), keeping the
    pitch; the output has at least one leading channel dimension. Mirrors ``audio.TimeStretch``.

    Raises:
        TypeError / ValueError: for non-positive ``hop_length``/``n_freq``/``fixed_rate``.
    """

    def __init__(self, hop_length: int | None = None, n_freq: int = 201, fixed_rate: float | None = None) -> None:
        if hop_length is not None:
            check_pos_int32(hop_length, "hop_length")
        check_pos_int32(n_freq, "n_freq")
        if fixed_rate is not None:
            type_check(fixed_rate, (int, float), "fixed_rate")
            check_pos_float32(fixed_rate, "fixed_rate")
        self.n_freq = n_freq
        self.hop_length = hop_length if hop_length is not None else (n_freq - 1)
        self.fixed_rate = fixed_rate if fixed_rate is not None else 1

    def _audio(self, x):
        if x.ndim < 3 or x.shape[-1] != 2:
            raise _rt("TimeStretch", f"the shape of input tensor does not match the requirement of this operation, it "
                      f"should be in shape of <..., freq, num_frame, complex=2>, but got: {list(x.shape)}.")  # fmt: skip
        if x.shape[-3] != self.n_freq:
            raise _rt("TimeStretch", f"the frequency of the input should equal to n_freq, but got {x.shape[-3]}.")
        return _K_audio.phase_vocoder(x, float(self.fixed_rate), self.hop_length, self.n_freq)


class _Masking(AudioTensorOperation):
    _min_rank = 2
    _axis = -1
    _name = "time_mask_param"

    def __init__(self, iid_masks: bool = False, mask_param: int = 0, mask_start: int = 0,
                 mask_value: float = 0.0) -> None:  # fmt: skip
        type_check(iid_masks, (bool,), "iid_masks")
        type_check(mask_param, (int,), "mask_param")
        check_non_negative_float32(mask_param, "mask_param")
        type_check(mask_start, (int,), "mask_start")
        check_non_negative_float32(mask_start, "mask_start")
        type_check(mask_value, (int, float), "mask_value")
        check_non_negative_float32(mask_value, "mask_value")
        self.iid_masks, self.mask_param, self.mask_start, self.mask_value = (
            iid_masks,
            mask_param,
            mask_start,
            mask_value,
        )
        self._random = iid_masks

    def _audio(self, x):
        n = x.shape[self._axis]
        if self.mask_param > n:
            raise _rt(type(self).__name__, f"{self._name} should be less than or equal to the length of "
                      f"{'time' if self._axis == -1 else 'frequency'} dimension, but got: {self.mask_param}.")  # fmt: skip
        if not self.iid_masks:
            if self.mask_start + self.mask_param > n:
                raise _rt(type(self).__name__, f"mask_start should be less than the length of the dimension minus "
                          f"{self._name}, but got: {self.mask_start}.")  # fmt: skip
            return _K_audio.mask(x, self.mask_start, self.mask_param, self.mask_value, x.ndim + self._axis)
        rng = self._rand()
        width = int(rng.random() * self.mask_param)
        start = int(rng.random() * (n - width))
        return _K_audio.mask(x, start, width, self.mask_value, x.ndim + self._axis)


class TimeMasking(_Masking):
    """Mask ``time_mask_param`` consecutive frames of a spectrogram (..., freq, time) from ``mask_start`` (with
    ``iid_masks`` a random width in [0, time_mask_param) at a random start). Mirrors ``audio.TimeMasking``.

    Raises:
        TypeError / ValueError: for bad arguments; RuntimeError when the mask does not fit the input.
    """

    _axis = -1
    _name = "time_mask_param"

    def __init__(self, iid_masks: bool = False, time_mask_param: int = 0, mask_start: int = 0,
                 mask_value: float = 0.0) -> None:  # fmt: skip
        super().__init__(iid_masks, time_mask_param, mask_start, mask_value)
        self.time_mask_param = time_mask_param


class FrequencyMasking(_Masking):
    """Mask ``freq_mask_param`` consecutive frequency bins of a spectrogram (..., freq, time) from ``mask_start``
    (with ``iid_masks`` a random width at a random start). Mirrors ``audio.FrequencyMasking``.

    Raises:
        TypeError / ValueError: for bad arguments; RuntimeError when the mask does not fit the input.
    """

    _axis = -2
    _name = "freq_mask_param"

    def __init__(self, iid_masks: bool = False, freq_mask_param: int = 0, mask_start: int = 0,
                 mask_value: float = 0.0) -> None:  # fmt: skip
        super().__init__(iid_masks, freq_mask_param, mask_start, mask_value)
        self.frequency_mask_param = freq_mask_param


class MaskAlongAxis(AudioTensorOperation):
    """Set ``mask_width`` entries from ``mask_start`` along ``axis`` (1: frequency, 2: time) of a spectrogram
    (..., freq, time) to ``mask_value``. Mirrors ``audio.MaskAlongAxis``.

    Raises:
        TypeError / ValueError: for bad arguments; RuntimeError when the mask does not fit the input.
    """

    _min_rank = 2

    def __init__(self, mask_start: int, mask_width: int, mask_value: float, axis: int) -> None:
        type_check(mask_start, (int,), "mask_start")
        type_check(mask_width, (int,), "mask_width")
        type_check(mask_value, (int, float), "mask_value")
        type_check(axis, (int,), "axis")
        check_non_negative_int32(mask_start, "mask_start")
        check_pos_int32(mask_width, "mask_width")
        check_float32(mask_value, "mask_value")
        check_value(axis, (1, 2), "axis")
        self.mask_start, self.mask_width, self.mask_value, self.axis = mask_start, mask_width, mask_value, axis

    def _audio(self, x):
        ax = x.ndim - 2 if self.axis == 1 else x.ndim - 1
        if self.mask_start + self.mask_width > x.shape[ax]:
            raise _rt("MaskAlongAxis", f"the sum of mask_start {self.mask_start} and mask_width {self.mask_width} "
                      f"should be no more than the length of the masked dimension {x.shape[ax]}.")  # fmt: skip
        return _K_audio.mask(x, self.mask_start, self.mask_width, self.mask_value, ax)


class MaskAlongAxisIID(AudioTensorOperation):
    """Mask a random width in [0, mask_param) at a random start along ``axis`` (1: frequency, 2: time). Mirrors
    ``audio.MaskAlongAxisIID``; the random draws are this library's own (shapes and the masked value match).

    Raises:
        TypeError / ValueError: for bad arguments.
    """

    _min_rank = 2
    _random = True

    def __init__(self, mask_param: int, mask_value: float, axis: int) -> None:
        type_check(mask_param, (int,), "mask_param")
        check_non_negative_int32(mask_param, "mask_param")
        type_check(mask_value, (int, float), "mask_value")
        check_float32(mask_value, "mask_value")
        type_check(axis, (int,), "axis")
        check_value(axis, (1, 2), "axis")
        self.mask_param, self.mask_value, self.axis = mask_param, mask_value, axis

    def _audio(self, x):
        ax = x.ndim - 2 if self.axis == 1 else x.ndim - 1
        rng = self._rand()
        width = int(rng.random() * self.mask_param)
        start = int(rng.random() * (x.shape[ax] - width))
        return _K_audio.mask(x, start, width, self.mask_value, ax)


class SlidingWindowCmn(AudioTensorOperation):
    """Sliding-window cepstral mean (and with ``norm_vars`` variance) normalisation of features (..., time, freq).
    Mirrors ``audio.SlidingWindowCmn``.

    Raises:
        TypeError / ValueError: for non-int or negative windows, non-bool flags.
    """

    _min_rank = 2

    def __init__(self, cmn_window: int = 600, min_cmn_window: int = 100, center: bool = False,
                 norm_vars: bool = False) -> None:  # fmt: skip
        check_non_negative_int32(cmn_window, "cmn_window")
        check_non_negative_int32(min_cmn_window, "min_cmn_window")
        type_check(center, (bool,), "center")
        type_check(norm_vars, (bool,), "norm_vars")
        self.cmn_window, self.min_cmn_window, self.center, self.norm_vars = (
            cmn_window,
            min_cmn_window,
            center,
            norm_vars,
        )

    def _audio(self, x):
        return _K_audio.sliding_window_cmn(x, self.cmn_window, self.min_cmn_window, self.center, self.norm_vars)


class GriffinLim(AudioTensorOperation):
    """Waveform (..., time) from a magnitude (``power`` 1) or power (2) spectrogram (..., n_fft // 2 + 1, frames) by
    ``n_iter`` Griffin-Lim iterations with ``momentum``. Mirrors ``audio.GriffinLim``. With ``rand_init`` the
    initial phases are random (this library's draws, not MindSpore's). Known difference: with ``rand_init=False``
    the result is MindSpore's for ``momentum=0`` (or one iteration); with momentum over several iterations this is
    the fast Griffin-Lim of torchaudio/librosa, and MindSpore's momentum update gives other values.

    Raises:
        TypeError / ValueError: as MindSpore's ``check_griffin_lim``; RuntimeError when the frequency axis is not
        ``n_fft // 2 + 1`` long.
    """

    _min_rank = 2

    def __init__(self, n_fft: int = 400, n_iter: int = 32, win_length: int | None = None,
                 hop_length: int | None = None, window_type: WindowType = WindowType.HANN, power: float = 2.0,
                 momentum: float = 0.99, length: int | None = None, rand_init: bool = True) -> None:  # fmt: skip
        type_check(n_fft, (int,), "n_fft")
        check_pos_int32(n_fft, "n_fft")
        type_check(n_iter, (int,), "n_iter")
        check_pos_int32(n_iter, "n_iter")
        if win_length is not None:
            type_check(win_length, (int,), "win_length")
            check_non_negative_int32(win_length, "win_length")
            if win_length > n_fft:
                raise ValueError(
                    f"Input win_length should be no more than n_fft, but got win_length: {win_length} and n_fft: "
                    f"{n_fft}."
                )
        if hop_length is not None:
            type_check(hop_length, (int,), "hop_length")
            check_non_negative_int32(hop_length, "hop_length")
        type_check(window_type, (WindowType,), "window_type")
        type_check(power, (int, float), "power")
        check_pos_float32(power, "power")
        type_check(momentum, (int, float), "momentum")
        check_non_negative_float32(momentum, "momentum")
        if length is not None:
            type_check(length, (int,), "length")
            check_non_negative_int32(length, "length")
        type_check(rand_init, (bool,), "rand_init")
        self.n_fft, self.n_iter = n_fft, n_iter
        self.win_length = win_length if win_length else n_fft
        self.hop_length = hop_length if hop_length else self.win_length // 2
        self.window_type, self.power, self.momentum = window_type, power, momentum
        self.length = length if length else 0
        self.rand_init = rand_init
        self._random = rand_init

    def _audio(self, x):
        if x.shape[-2] != self.n_fft // 2 + 1:
            raise _rt("GriffinLim", f"the frequency of the input should equal to n_fft / 2 + 1, but got {x.shape[-2]}.")
        return _K_audio.griffin_lim(x, self.n_fft, self.n_iter, self.win_length, self.hop_length, self.window_type.value,
                             self.power, self.momentum, self.length or None, self.rand_init)  # fmt: skip


class PhaseVocoder(AudioTensorOperation):
    """Speed a complex spectrogram (..., freq, time, 2) up by ``rate`` keeping the pitch, with the expected phase
    advance per bin ``phase_advance`` (freq, 1). Mirrors ``audio.PhaseVocoder``.

    Raises:
        TypeError / ValueError: for a non-positive ``rate`` or a ``phase_advance`` that is not a numpy array;
        RuntimeError for input not of shape <..., freq, time, 2>.
    """

    def __init__(self, rate: float, phase_advance: np.ndarray) -> None:
        type_check(rate, (int, float), "rate")
        check_pos_float32(rate, "rate")
        type_check(phase_advance, (np.ndarray,), "phase_advance")
        self.rate, self.phase_advance = rate, phase_advance

    def _audio(self, x):
        if x.ndim < 3 or x.shape[-1] != 2:
            raise _rt("PhaseVocoder", f"the shape of input tensor does not match the requirement of this operation, "
                      f"it should be in shape of <..., freq, num_frame, complex=2>, but got: {list(x.shape)}.")  # fmt: skip
        if self.phase_advance.dtype != x.dtype:
            raise _rt("PhaseVocoder", f"invalid parameter, data type of phase_advance should be equal to data type of "
                      f"input tensor, but got: data type of phase_advance {self.phase_advance.dtype} while data type of "
                      f"input tensor {x.dtype}.")  # fmt: skip
        return _K_audio.phase_vocoder(x, float(self.rate), 0, x.shape[-3], self.phase_advance, min_rank=3)


class PitchShift(AudioTensorOperation):
    """Shift the pitch of a waveform (..., time) by ``n_steps`` steps of ``bins_per_octave`` per octave (a phase
    vocoder stretch, then resampling back). Mirrors ``audio.PitchShift``.

    Raises:
        TypeError / ValueError: as MindSpore's ``check_pitch_shift``.
    """

    def __init__(self, sample_rate: int, n_steps: int, bins_per_octave: int = 12, n_fft: int = 512,
                 win_length: int | None = None, hop_length: int | None = None,
                 window: WindowType = WindowType.HANN) -> None:  # fmt: skip
        check_non_negative_int32(sample_rate, "sample_rate")
        type_check(n_steps, (int,), "n_steps")
        check_value(n_steps, (-INT32_MAX - 1, INT32_MAX), "n_steps")
        check_int32_not_zero(bins_per_octave, "bins_per_octave")
        check_pos_int32(n_fft, "n_fft")
        type_check(window, (WindowType,), "window")
        if win_length is not None:
            check_pos_int32(win_length, "win_length")
            if win_length > n_fft:
                raise ValueError(
                    f"Input win_length should be no more than n_fft, but got win_length: {win_length} and n_fft: "
                    f"{n_fft}."
                )
        if hop_length is not None:
            check_pos_int32(hop_length, "hop_length")
        self.sample_rate, self.n_steps, self.bins_per_octave, self.n_fft = sample_rate, n_steps, bins_per_octave, n_fft
        self.win_length = win_length if win_length is not None else n_fft
        self.hop_length = hop_length if hop_length is not None else self.win_length // 4
        self.window = window

    def _audio(self, x):
        return _K_audio.pitch_shift(x, self.sample_rate, self.n_steps, self.bins_per_octave, self.n_fft, self.win_length,
                             self.hop_length, self.window.value)  # fmt: skip


class DetectPitchFrequency(AudioTensorOperation):
    """Pitch (Hz) of each ``frame_time``-second frame of a waveform (..., time), by normalised cross-correlation
    and median smoothing over ``win_length`` frames. Mirrors ``audio.DetectPitchFrequency``.

    Raises:
        TypeError / ValueError: as MindSpore's ``check_detect_pitch_frequency``.
    """

    def __init__(self, sample_rate: int, frame_time: float = 0.01, win_length: int = 30, freq_low: int = 85,
                 freq_high: int = 3400) -> None:  # fmt: skip
        type_check(sample_rate, (int,), "sample_rate")
        check_int32_not_zero(sample_rate, "sample_rate")
        type_check(frame_time, (float, int), "frame_time")
        check_pos_float32(frame_time, "frame_time")
        type_check(win_length, (int,), "win_length")
        check_pos_int32(win_length, "win_length")
        type_check(freq_low, (int, float), "freq_low")
        check_pos_float32(freq_low, "freq_low")
        type_check(freq_high, (int, float), "freq_high")
        check_pos_float32(freq_high, "freq_high")
        self.sample_rate, self.frame_time, self.win_length = sample_rate, frame_time, win_length
        self.freq_low, self.freq_high = freq_low, freq_high

    def _audio(self, x):
        out = _K_audio.detect_pitch_frequency(x, self.sample_rate, self.frame_time, self.win_length, self.freq_low,
                                       self.freq_high)  # fmt: skip
        return out.astype(np.float32)  # MindSpore hands the frequencies out as float32, whatever the input


class Dither(AudioTensorOperation):
    """Dither a waveform (..., time) as 16-bit quantisation does: scaled by 2**15 - 2, noise of ``density_function``
    added, rounded, divided by 2**15; ``noise_shaping`` adds each sample's error to the next. Mirrors
    ``audio.Dither``. TPDF noise is a triangular (Bartlett) ramp over the waveform, so TPDF results are MindSpore's;
    RPDF and GPDF pick samples of the waveform at random (this library's draws, not MindSpore's).

    Raises:
        TypeError: for a non-DensityFunction ``density_function`` or non-bool ``noise_shaping``.
    """

    def __init__(self, density_function: DensityFunction = DensityFunction.TPDF, noise_shaping: bool = False) -> None:
        type_check(density_function, (DensityFunction,), "density_function")
        type_check(noise_shaping, (bool,), "noise_shaping")
        self.density_function, self.noise_shaping = density_function, noise_shaping
        self._random = density_function != DensityFunction.TPDF

    def _audio(self, x):
        return _K_audio.dither(x, self.density_function.value, self.noise_shaping, self._rand())


class InverseMelScale(AudioTensorOperation):
    """Estimate a spectrogram (..., n_stft, time) from a mel spectrogram (..., n_mels, time) by SGD
    (``sgdargs``: ``sgd_lr``, ``sgd_momentum``) on the mel filter bank's projection. Mirrors
    ``audio.InverseMelScale``. Known difference: the starting point is random (this library's draws, not
    MindSpore's), so values differ from MindSpore's run to run as they do there; shapes and dtypes match.

    Raises:
        TypeError / ValueError: as MindSpore's ``check_inverse_mel_scale``.
    """

    _min_rank = 2
    _random = True

    def __init__(self, n_stft: int, n_mels: int = 128, sample_rate: int = 16000, f_min: float = 0.0,
                 f_max: float | None = None, max_iter: int = 100000, tolerance_loss: float = 1e-5,
                 tolerance_change: float = 1e-8, sgdargs: dict | None = None, norm: NormType = NormType.NONE,
                 mel_type: MelType = MelType.HTK) -> None:  # fmt: skip
        check_pos_int32(n_mels, "n_mels")
        check_pos_int32(sample_rate, "sample_rate")
        _check_mel_freq(f_min, f_max, sample_rate)
        check_pos_int32(n_stft, "n_stft")
        type_check(norm, (NormType,), "norm")
        type_check(mel_type, (MelType,), "mel_type")
        check_pos_int32(max_iter, "max_iter")
        type_check(tolerance_loss, (int, float), "tolerance_loss")
        check_pos_float32(tolerance_loss, "tolerance_loss")
        type_check(tolerance_change, (int, float), "tolerance_change")
        check_pos_float32(tolerance_change, "tolerance_change")
        if sgdargs is not None:
            type_check(sgdargs["sgd_lr"], (int, float), "sgd_lr")
            check_non_negative_float32(sgdargs["sgd_lr"], "sgd_lr")
            type_check(sgdargs["sgd_momentum"], (int, float), "sgd_momentum")
            check_non_negative_float32(sgdargs["sgd_momentum"], "sgd_momentum")
        self.n_stft, self.n_mels, self.sample_rate, self.f_min = n_stft, n_mels, sample_rate, f_min
        self.f_max = f_max if f_max is not None else sample_rate // 2
        self.max_iter, self.tolerance_loss, self.tolerance_change = max_iter, tolerance_loss, tolerance_change
        self.sgdargs = {"sgd_lr": 0.1, "sgd_momentum": 0.9} if sgdargs is None else sgdargs
        self.norm, self.mel_type = norm, mel_type

    def _audio(self, x):
        if x.shape[-2] != self.n_mels:
            raise _rt(
                "InverseMelScale", f"n_mels should be equal to the mel dimension of input, but got {x.shape[-2]}."
            )
        fb = _K_audio.melscale_fbanks(self.n_stft, self.f_min, self.f_max, self.n_mels, self.sample_rate, self.norm.value,
                               self.mel_type.value)  # fmt: skip
        return _K_audio.inverse_mel_scale(x, fb, self.max_iter, self.tolerance_loss, self.tolerance_change,
                                   self.sgdargs["sgd_lr"], self.sgdargs["sgd_momentum"], self._rand())  # fmt: skip


class Phaser(AudioTensorOperation):
    """Sox's phaser effect on a waveform (..., time). Mirrors ``audio.Phaser``.

    Raises:
        TypeError / ValueError: as MindSpore's ``check_phaser`` (gain_in in [0, 1], gain_out in [0, 1e9], delay_ms
        in [0, 5], decay in [0, 0.99], mod_speed in [0.1, 2]).
    """

    def __init__(self, sample_rate: int, gain_in: float = 0.4, gain_out: float = 0.74, delay_ms: float = 3.0,
                 decay: float = 0.4, mod_speed: float = 0.5, sinusoidal: bool = True) -> None:  # fmt: skip
        type_check(sample_rate, (int,), "sample_rate")
        check_value(sample_rate, (-INT32_MAX - 1, INT32_MAX), "sample_rate")
        for name, v, rng in (("gain_in", gain_in, (0, 1)), ("gain_out", gain_out, (0, 1e9)),
                             ("delay_ms", delay_ms, (0, 5.0)), ("decay", decay, (0, 0.99)),
                             ("mod_speed", mod_speed, (0.1, 2))):  # fmt: skip
            type_check(v, (float, int), name)
            check_value(v, rng, name)
        type_check(sinusoidal, (bool,), "sinusoidal")
        self.sample_rate, self.gain_in, self.gain_out, self.delay_ms = sample_rate, gain_in, gain_out, delay_ms
        self.decay, self.mod_speed, self.sinusoidal = decay, mod_speed, sinusoidal

    def _audio(self, x):
        return _K_audio.phaser(x, self.sample_rate, self.gain_in, self.gain_out, self.delay_ms, self.decay, self.mod_speed,
                        self.sinusoidal)  # fmt: skip


class Flanger(AudioTensorOperation):
    """Sox's flanger effect on (..., channel, time) audio (at most 4 channels). Mirrors ``audio.Flanger``.

    Raises:
        TypeError / ValueError: as MindSpore's ``check_flanger``; RuntimeError for more than 4 channels or a rank
        below 2.
    """

    _min_rank = 2

    def __init__(self, sample_rate: int, delay: float = 0.0, depth: float = 2.0, regen: float = 0.0,
                 width: float = 71.0, speed: float = 0.5, phase: float = 25.0,
                 modulation: Modulation = Modulation.SINUSOIDAL,
                 interpolation: Interpolation = Interpolation.LINEAR) -> None:  # fmt: skip
        type_check(sample_rate, (int,), "sample_rate")
        check_int32_not_zero(sample_rate, "sample_rate")
        for name, v, rng in (("delay", delay, (0, 30)), ("depth", depth, (0, 10)), ("regen", regen, (-95, 95)),
                             ("width", width, (0, 100)), ("speed", speed, (0.1, 10)),
                             ("phase", phase, (0, 100))):  # fmt: skip
            type_check(v, (float, int), name)
            check_value(v, rng, name)
        type_check(modulation, (Modulation,), "modulation")
        type_check(interpolation, (Interpolation,), "interpolation")
        self.sample_rate, self.delay, self.depth, self.regen = sample_rate, delay, depth, regen
        self.width, self.speed, self.phase = width, speed, phase
        self.modulation, self.interpolation = modulation, interpolation

    def _audio(self, x):
        if x.shape[-2] > 4:
            raise _rt("Flanger", f"the channel of input tensor should be no more than 4, but got: {x.shape[-2]}.")
        return _K_audio.flanger(x, self.sample_rate, self.delay, self.depth, self.regen, self.width, self.speed, self.phase,
                         self.modulation == Modulation.TRIANGULAR, self.interpolation == Interpolation.QUADRATIC)  # fmt: skip


class Vad(AudioTensorOperation):
    """Voice activity detector (sox's ``vad``) on (..., time). Mirrors ``audio.Vad`` as MindSpore 2.10 behaves:
    its measurement is 0 for every input, so with ``trigger_level > 0`` the result is the last
    ``pre_trigger_time + search_time + measure_duration`` seconds of the waveform (nothing is detected), and with
    ``trigger_level <= 0`` the whole waveform (see ``_kernels.vad``). Known difference from sox/torchaudio, whose
    measurement detects voice: none from MindSpore.

    Raises:
        TypeError / ValueError: as MindSpore's ``check_vad``.
    """

    def __init__(self, sample_rate: int, trigger_level: float = 7.0, trigger_time: float = 0.25,
                 search_time: float = 1.0, allowed_gap: float = 0.25, pre_trigger_time: float = 0.0,
                 boot_time: float = 0.35, noise_up_time: float = 0.1, noise_down_time: float = 0.01,
                 noise_reduction_amount: float = 1.35, measure_freq: float = 20.0,
                 measure_duration: float | None = None, measure_smooth_time: float = 0.4,
                 hp_filter_freq: float = 50.0, lp_filter_freq: float = 6000.0, hp_lifter_freq: float = 150.0,
                 lp_lifter_freq: float = 2000.0) -> None:  # fmt: skip
        type_check(sample_rate, (int,), "sample_rate")
        check_pos_int32(sample_rate, "sample_rate")
        type_check(trigger_level, (int, float), "trigger_level")
        check_float32(trigger_level, "trigger_level")
        for name, v in (("trigger_time", trigger_time), ("search_time", search_time), ("allowed_gap", allowed_gap),
                        ("pre_trigger_time", pre_trigger_time), ("boot_time", boot_time),
                        ("noise_up_time", noise_up_time), ("noise_down_time", noise_down_time)):  # fmt: skip
            type_check(v, (int, float), name)
            check_non_negative_float32(v, name)
        if noise_up_time < noise_down_time:
            raise ValueError(
                f"Input noise_up_time should be greater than noise_down_time, but got noise_up_time: {noise_up_time} "
                f"and noise_down_time: {noise_down_time}."
            )
        type_check(noise_reduction_amount, (int, float), "noise_reduction_amount")
        check_non_negative_float32(noise_reduction_amount, "noise_reduction_amount")
        type_check(measure_freq, (int, float), "measure_freq")
        check_pos_float32(measure_freq, "measure_freq")
        if measure_duration:
            type_check(measure_duration, (int, float), "measure_duration")
            check_non_negative_float32(measure_duration, "measure_duration")
        type_check(measure_smooth_time, (int, float), "measure_smooth_time")
        check_non_negative_float32(measure_smooth_time, "measure_smooth_time")
        for name, v in (("hp_filter_freq", hp_filter_freq), ("lp_filter_freq", lp_filter_freq),
                        ("hp_lifter_freq", hp_lifter_freq), ("lp_lifter_freq", lp_lifter_freq)):  # fmt: skip
            type_check(v, (int, float), name)
            check_pos_float32(v, name)
        self.sample_rate, self.trigger_level, self.trigger_time = sample_rate, trigger_level, trigger_time
        self.search_time, self.allowed_gap, self.pre_trigger_time = search_time, allowed_gap, pre_trigger_time
        self.boot_time, self.noise_up_time, self.noise_down_time = boot_time, noise_up_time, noise_down_time
        self.noise_reduction_amount, self.measure_freq = noise_reduction_amount, measure_freq
        self.measure_duration = measure_duration if measure_duration else 2.0 / measure_freq
        self.measure_smooth_time = measure_smooth_time
        self.hp_filter_freq, self.lp_filter_freq = hp_filter_freq, lp_filter_freq
        self.hp_lifter_freq, self.lp_lifter_freq = hp_lifter_freq, lp_lifter_freq

    def _audio(self, x):
        return _K_audio.vad(x, self.sample_rate, self.trigger_level, self.search_time, self.allowed_gap,
                     self.pre_trigger_time, self.measure_freq, self.measure_duration)  # fmt: skip
