"""`mindspore.dataset.audio.utils`: the audio enums (WindowType, BorderType, ScaleType, ...) and filter-bank helpers."""

from __future__ import annotations

from ... import _api
from enum import Enum

import numpy as np

from ..._kernels import audio as _K_audio
from .validators import (
    check_non_negative_float32,
    check_non_negative_int32,
    check_pos_float32,
    check_pos_int32,
    type_check,
)

__all__ = _api.names(__name__)


def _str_enum(name: str, members: str, doc: str, lower: bool = True) -> type[Enum]:
    """The ``(str, Enum)`` class ``name`` of this module, as MindSpore declares it: one member per name in
    ``members``, valued by the name in lower case (as written with ``lower=False``); ``doc`` starts its docstring."""
    values = [(m, m.lower() if lower else m) for m in members.split()]
    enum = Enum(name, values, type=str, module=__name__, qualname=name)
    enum.__doc__ = f"{doc} Mirrors ``mindspore.dataset.audio.{name}``."
    return enum


BorderType = _str_enum("BorderType", "CONSTANT EDGE REFLECT SYMMETRIC", "Padding mode of the audio transforms.")
DensityFunction = _str_enum("DensityFunction", "TPDF RPDF GPDF", "Dither noise density.", lower=False)
FadeShape = _str_enum("FadeShape", "QUARTER_SINE HALF_SINE LINEAR LOGARITHMIC EXPONENTIAL", "Shape of a fade.")
GainType = _str_enum("GainType", "AMPLITUDE POWER DB", "How a gain is given.")
Interpolation = _str_enum("Interpolation", "LINEAR QUADRATIC", "Interpolation of a delay line.")
MelType = _str_enum("MelType", "HTK SLANEY", "Mel scale: HTK or Slaney.")
Modulation = _str_enum("Modulation", "SINUSOIDAL TRIANGULAR", "Modulation of a delay line.")
NormMode = _str_enum("NormMode", "ORTHO NONE", "DCT normalisation.")
NormType = _str_enum("NormType", "SLANEY NONE", "Mel filter normalisation.")
ResampleMethod = _str_enum("ResampleMethod", "SINC_INTERPOLATION KAISER_WINDOW", "Resampling kernel.")
ScaleType = _str_enum("ScaleType", "POWER MAGNITUDE", "Scale of a spectrogram: power or magnitude.")
WindowType = _str_enum("WindowType", "BARTLETT BLACKMAN HAMMING HANN KAISER", "STFT window.")


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
    return _K_audio.create_dct(n_mfcc, n_mels, norm.value)


def linear_fbanks(n_freqs: int, f_min: float, f_max: float, n_filter: int, sample_rate: int) -> np.ndarray:
    """Triangular linear filter banks of shape (n_freqs, n_filter), float32. Mirrors ``audio.linear_fbanks``.

    Raises:
        TypeError / ValueError: on arguments of the wrong type or range.
    """
    _check_freqs(n_freqs, f_min, f_max)
    check_pos_int32(n_filter, "n_filter")
    check_pos_int32(sample_rate, "sample_rate")
    return _K_audio.linear_fbanks(n_freqs, f_min, f_max, n_filter, sample_rate)


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
    return _K_audio.melscale_fbanks(n_freqs, f_min, f_max, n_mels, sample_rate, norm.value, mel_type.value)
