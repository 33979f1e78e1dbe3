"""`mindspore.dataset.audio.utils`: the audio enums (WindowType, BorderType, ScaleType, ...) and filter-bank helpers."""

from __future__ import annotations

from ... import _api
from enum import Enum

import numpy as np

from ..._kernels import audio as _kernels
from .validators import (
    check_non_negative_float32,
    check_non_negative_int32,
    check_pos_float32,
    check_pos_int32,
    type_check,
)

__all__ = _api.names(__name__)


class BorderType(str, Enum):
    """Padding mode of the audio transforms. Mirrors ``mindspore.dataset.audio.BorderType``."""

    CONSTANT: str = "constant"
    EDGE: str = "edge"
    REFLECT: str = "reflect"
    SYMMETRIC: str = "symmetric"


class DensityFunction(str, Enum):
    """Dither noise density. Mirrors ``mindspore.dataset.audio.DensityFunction``."""

    TPDF: str = "TPDF"
    RPDF: str = "RPDF"
    GPDF: str = "GPDF"


class FadeShape(str, Enum):
    """Shape of a fade. Mirrors ``mindspore.dataset.audio.FadeShape``."""

    QUARTER_SINE: str = "quarter_sine"
    HALF_SINE: str = "half_sine"
    LINEAR: str = "linear"
    LOGARITHMIC: str = "logarithmic"
    EXPONENTIAL: str = "exponential"


class GainType(str, Enum):
    """How a gain is given. Mirrors ``mindspore.dataset.audio.GainType``."""

    AMPLITUDE: str = "amplitude"
    POWER: str = "power"
    DB: str = "db"


class Interpolation(str, Enum):
    """Interpolation of a delay line. Mirrors ``mindspore.dataset.audio.Interpolation``."""

    LINEAR: str = "linear"
    QUADRATIC: str = "quadratic"


class MelType(str, Enum):
    """Mel scale: HTK or Slaney. Mirrors ``mindspore.dataset.audio.MelType``."""

    HTK: str = "htk"
    SLANEY: str = "slaney"


class Modulation(str, Enum):
    """Modulation of a delay line. Mirrors ``mindspore.dataset.audio.Modulation``."""

    SINUSOIDAL: str = "sinusoidal"
    TRIANGULAR: str = "triangular"


class NormMode(str, Enum):
    """DCT normalisation. Mirrors ``mindspore.dataset.audio.NormMode``."""

    ORTHO: str = "ortho"
    NONE: str = "none"


class NormType(str, Enum):
    """Mel filter normalisation. Mirrors ``mindspore.dataset.audio.NormType``."""

    SLANEY: str = "slaney"
    NONE: str = "none"


class ResampleMethod(str, Enum):
    """Resampling kernel. Mirrors ``mindspore.dataset.audio.ResampleMethod``."""

    SINC_INTERPOLATION: str = "sinc_interpolation"
    KAISER_WINDOW: str = "kaiser_window"


class ScaleType(str, Enum):
    """Scale of a spectrogram: power or magnitude. Mirrors ``mindspore.dataset.audio.ScaleType``."""

    POWER: str = "power"
    MAGNITUDE: str = "magnitude"


class WindowType(str, Enum):
    """STFT window. Mirrors ``mindspore.dataset.audio.WindowType``."""

    BARTLETT: str = "bartlett"
    BLACKMAN: str = "blackman"
    HAMMING: str = "hamming"
    HANN: str = "hann"
    KAISER: str = "kaiser"


def _check_freqs(n_freqs, f_min, f_max) -> None:
    check_non_negative_int32(n_freqs, "n_freqs")
    check_non_negative_float32(f_min, "f_min")
    check_pos_float32(f_max, "f_max")
    if f_min > f_max:
        raise ValueError(f"Input f_min should be no more than f_max, but got f_min: {f_min} and f_max: {f_max}.")


def create_dct(n_mfcc: int, n_mels: int, norm: NormMode = NormMode.NONE) -> np.ndarray:
    """DCT-II transformation matrix of shape (n_mels, n_mfcc), float32. Mirrors ``audio.create_dct``.

    Raises:
        TypeError: if ``n_mfcc``/``n_mels`` are not int or ``norm`` not a NormMode. ValueError: if they are not positive.
    """
    for name, v, t in (("n_mfcc", n_mfcc, int), ("n_mels", n_mels, int), ("norm", norm, NormMode)):
        if not isinstance(v, t) or (t is int and isinstance(v, bool)):
            raise TypeError(f"{name} with value {v} is not of type {t}, but got {type(v)}.")
    for name, v in (("n_mfcc", n_mfcc), ("n_mels", n_mels)):
        if v <= 0:
            raise ValueError(f"{name} must be greater than 0, but got {v}.")
    return _kernels.create_dct(n_mfcc, n_mels, norm.value)


def linear_fbanks(n_freqs: int, f_min: float, f_max: float, n_filter: int, sample_rate: int) -> np.ndarray:
    """Triangular linear filter banks of shape (n_freqs, n_filter), float32. Mirrors ``audio.linear_fbanks``.

    Raises:
        TypeError / ValueError: on arguments of the wrong type or range.
    """
    _check_freqs(n_freqs, f_min, f_max)
    check_pos_int32(n_filter, "n_filter")
    check_pos_int32(sample_rate, "sample_rate")
    return _kernels.linear_fbanks(n_freqs, f_min, f_max, n_filter, sample_rate)


def melscale_fbanks(n_freqs: int, f_min: float, f_max: float, n_mels: int, sample_rate: int,
                    norm: NormType = NormType.NONE, mel_type: MelType = MelType.HTK) -> np.ndarray:  # fmt: skip
    """Triangular mel filter banks of shape (n_freqs, n_mels), float32. Mirrors ``audio.melscale_fbanks``.

    Raises:
        TypeError / ValueError: on arguments of the wrong type or range; ValueError if ``f_min`` exceeds ``f_max``.
    """
    _check_freqs(n_freqs, f_min, f_max)
    check_pos_int32(n_mels, "n_mels")
    check_pos_int32(sample_rate, "sample_rate")
    type_check(norm, (NormType,), "norm")
    type_check(mel_type, (MelType,), "mel_type")
    return _kernels.melscale_fbanks(n_freqs, f_min, f_max, n_mels, sample_rate, norm.value, mel_type.value)
