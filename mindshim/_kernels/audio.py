"""The math of `mindspore.dataset.audio`: one function per operation over numpy arrays (torch for the FFTs)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import torch

# ---------------------------------------------------------------------------------------------------------------
# dtypes and shapes


def as_float(x: np.ndarray) -> np.ndarray:
    """The working array of an audio operation: float64 stays float64, every other dtype becomes float32 (as
    MindSpore's audio kernels compute and return)."""
    x = np.asarray(x)
    if x.dtype == np.float64:
        return x
    if x.dtype.kind not in "biuf":
        raise RuntimeError(
            f"the data type of input tensor does not match the requirement of this operation, got {x.dtype}."
        )
    return x.astype(np.float32)


def _t(x: np.ndarray) -> torch.Tensor:
    return torch.from_numpy(np.ascontiguousarray(x))


def _np(t: torch.Tensor, dtype: np.dtype) -> np.ndarray:
    return t.detach().numpy().astype(dtype, copy=False)


# ---------------------------------------------------------------------------------------------------------------
# windows, filter banks, DCT


def window(kind: str, length: int, dtype: np.dtype) -> torch.Tensor:
    """The periodic window of ``kind`` ('hann', 'hamming', 'blackman', 'bartlett', 'kaiser' with beta 12)."""
    tdt = torch.float64 if np.dtype(dtype) == np.float64 else torch.float32
    if kind == "kaiser":
        return torch.kaiser_window(length, periodic=True, beta=12.0, dtype=tdt)
    fn = {
        "hann": torch.hann_window,
        "hamming": torch.hamming_window,
        "blackman": torch.blackman_window,
        "bartlett": torch.bartlett_window,
    }[kind]
    return fn(length, periodic=True, dtype=tdt)


def hz_to_mel(freq: float | np.ndarray, mel_type: str) -> float | np.ndarray:
    """Hertz to mels on the HTK or Slaney scale."""
    if mel_type == "htk":
        return 2595.0 * np.log10(1.0 + np.asarray(freq, np.float64) / 700.0)
    f = np.asarray(freq, np.float64)
    f_sp, min_log_hz, min_log_mel, logstep = 200.0 / 3, 1000.0, 15.0, math.log(6.4) / 27.0
    mels = f / f_sp
    return np.where(f >= min_log_hz, min_log_mel + np.log(np.maximum(f, 1e-10) / min_log_hz) / logstep, mels)


def mel_to_hz(mels: np.ndarray, mel_type: str) -> np.ndarray:
    """Mels to hertz on the HTK or Slaney scale."""
    if mel_type == "htk":
        return 700.0 * (10.0 ** (mels / 2595.0) - 1.0)
    f_sp, min_log_hz, min_log_mel, logstep = 200.0 / 3, 1000.0, 15.0, math.log(6.4) / 27.0
    return np.where(mels >= min_log_mel, min_log_hz * np.exp(logstep * (mels - min_log_mel)), f_sp * mels)


def _triangular(all_freqs: np.ndarray, f_pts: np.ndarray) -> np.ndarray:
    f_diff = f_pts[1:] - f_pts[:-1]
    slopes = f_pts[None, :] - all_freqs[:, None]
    down = -slopes[:, :-2] / f_diff[:-1]
    up = slopes[:, 2:] / f_diff[1:]
    return np.maximum(0.0, np.minimum(down, up))


def melscale_fbanks(n_freqs: int, f_min: float, f_max: float, n_mels: int, sample_rate: int, norm: str,
                    mel_type: str) -> np.ndarray:  # fmt: skip
    """Triangular mel filter bank, shape (n_freqs, n_mels), float32; ``norm`` 'slaney' divides each by its width."""
    all_freqs = np.linspace(0, sample_rate // 2, n_freqs)
    m_pts = np.linspace(hz_to_mel(f_min, mel_type), hz_to_mel(f_max, mel_type), n_mels + 2)
    f_pts = mel_to_hz(m_pts, mel_type)
    fb = _triangular(all_freqs, f_pts)
    if norm == "slaney":
        fb = fb * (2.0 / (f_pts[2 : n_mels + 2] - f_pts[:n_mels]))[None, :]
    return fb.astype(np.float32)


def linear_fbanks(n_freqs: int, f_min: float, f_max: float, n_filter: int, sample_rate: int) -> np.ndarray:
    """Triangular linear-frequency filter bank, shape (n_freqs, n_filter), float32."""
    all_freqs = np.linspace(0, sample_rate // 2, n_freqs)
    f_pts = np.linspace(f_min, f_max, n_filter + 2)
    return _triangular(all_freqs, f_pts).astype(np.float32)


def create_dct(n_mfcc: int, n_mels: int, norm: str) -> np.ndarray:
    """DCT-II matrix of shape (n_mels, n_mfcc), float32; ``norm`` 'ortho' makes it orthonormal, 'none' doubles it."""
    n = np.arange(float(n_mels))
    k = np.arange(float(n_mfcc))[:, None]
    dct = np.cos(math.pi / float(n_mels) * (n + 0.5) * k)
    if norm == "none":
        dct = dct * 2.0
    else:
        dct[0] *= 1.0 / math.sqrt(2.0)
        dct = dct * math.sqrt(2.0 / float(n_mels))
    return dct.T.astype(np.float32)


# ---------------------------------------------------------------------------------------------------------------
# spectrograms

_NP_PAD = {"constant": "constant", "edge": "edge", "reflect": "reflect", "symmetric": "symmetric"}


def stft(x: np.ndarray, n_fft: int, win_length: int, hop_length: int, pad: int, window_kind: str, normalized: bool,
         center: bool, pad_mode: str, onesided: bool) -> torch.Tensor:  # fmt: skip
    """Complex STFT of the float array ``x`` (..., time) -> (..., freq, frames), the window centred in n_fft."""
    if pad > 0:
        x = np.pad(x, [(0, 0)] * (x.ndim - 1) + [(pad, pad)])
    if center:
        x = np.pad(x, [(0, 0)] * (x.ndim - 1) + [(n_fft // 2, n_fft // 2)], mode=_NP_PAD[pad_mode])
    shape = x.shape
    flat = _t(x.reshape(-1, shape[-1]))
    win = window(window_kind, win_length, x.dtype)
    left = (n_fft - win_length) // 2
    win = torch.nn.functional.pad(win, (left, n_fft - win_length - left))
    if flat.shape[-1] < n_fft:
        raise RuntimeError(f"Spectrogram: the length of the waveform should be no less than n_fft: {n_fft}, "
                           f"but got {flat.shape[-1]}.")  # fmt: skip
    spec = torch.stft(flat, n_fft, hop_length, n_fft, win, center=False, normalized=False, onesided=onesided,
                      return_complex=True)  # fmt: skip
    if normalized:
        spec = spec / win.pow(2).sum().sqrt()
    return spec.reshape(shape[:-1] + spec.shape[-2:])


def spectrogram(x: np.ndarray, n_fft: int, win_length: int, hop_length: int, pad: int, window_kind: str,
                power: float, normalized: bool, center: bool, pad_mode: str, onesided: bool) -> np.ndarray:  # fmt: skip
    """|STFT| ** power, or for power 0 the complex STFT as a trailing (real, imag) pair."""
    spec = stft(x, n_fft, win_length, hop_length, pad, window_kind, normalized, center, pad_mode, onesided)
    if power == 0:
        return _np(torch.view_as_real(spec), x.dtype)
    mag = spec.abs()
    return _np(mag if power == 1 else mag.pow(power), x.dtype)


def inverse_spectrogram(x: np.ndarray, length: int | None, n_fft: int, win_length: int, hop_length: int, pad: int,
                        window_kind: str, normalized: bool, center: bool, onesided: bool) -> np.ndarray:  # fmt: skip
    """Waveform (..., time) from a complex spectrogram (..., freq, frames, 2) by overlap-add (``torch.istft``)."""
    shape = x.shape
    spec = torch.view_as_complex(_t(x.reshape((-1,) + shape[-3:])))
    win = window(window_kind, win_length, x.dtype)
    if normalized:
        spec = spec * win.pow(2).sum().sqrt()
    out = torch.istft(spec, n_fft, hop_length, win_length, win, center=center, normalized=False, onesided=onesided,
                      length=length + 2 * pad if length is not None else None)  # fmt: skip
    if pad > 0 and length is None:
        out = out[..., pad:-pad]
    elif pad > 0:
        out = out[..., pad : pad + length]
    return _np(out.reshape(shape[:-3] + out.shape[-1:]), x.dtype)


def amplitude_to_db(x: np.ndarray, multiplier: float, amin: float, db_multiplier: float, top_db: float | None):
    """``multiplier * log10(max(x, amin)) - multiplier * db_multiplier``, floored at the maximum minus ``top_db``."""
    xt = _t(x)
    db = multiplier * torch.log10(torch.clamp(xt, min=amin)) - multiplier * db_multiplier
    if top_db is not None:
        db = torch.max(db, db.max() - top_db)
    return _np(db, x.dtype)


def db_to_amplitude(x: np.ndarray, ref: float, power: float) -> np.ndarray:
    """``ref * (10 ** (x / 10)) ** power``."""
    return _np(ref * torch.pow(torch.pow(10.0, _t(x) * 0.1), power), x.dtype)


def apply_fbank(spec: np.ndarray, fb: np.ndarray) -> np.ndarray:
    """(..., freq, time) x filter bank (freq, n) -> (..., n, time)."""
    out = torch.matmul(_t(spec).transpose(-1, -2), _t(fb.astype(spec.dtype))).transpose(-1, -2)
    return _np(out, spec.dtype)


def resample(x: np.ndarray, orig_freq: float, new_freq: float, method: str, lowpass_filter_width: int,
             rolloff: float, beta: float | None) -> np.ndarray:  # fmt: skip
    """Band-limited resampling by a windowed-sinc kernel (Hann-squared or Kaiser window)."""
    if orig_freq == new_freq:
        return x
    g = math.gcd(int(orig_freq), int(new_freq))
    orig, new = int(orig_freq) // g, int(new_freq) // g
    base = min(orig, new) * rolloff
    width = math.ceil(lowpass_filter_width * orig / base)
    tdt = torch.float64 if x.dtype == np.float64 else torch.float32
    idx = torch.arange(-width, width + orig, dtype=tdt)[None, None] / orig
    t = torch.arange(0, -new, -1, dtype=tdt)[:, None, None] / new + idx
    t = (t * base).clamp(-lowpass_filter_width, lowpass_filter_width)
    if method == "sinc_interpolation":
        win = torch.cos(t * math.pi / lowpass_filter_width / 2) ** 2
    else:
        b = torch.tensor(14.769656459379492 if beta is None else float(beta), dtype=tdt)
        win = torch.i0(b * torch.sqrt(1 - (t / lowpass_filter_width) ** 2)) / torch.i0(b)
    t = t * math.pi
    kernel = torch.where(t == 0, torch.ones((), dtype=tdt), torch.sin(t) / t) * win * (base / orig)
    shape = x.shape
    w = _t(x.reshape(-1, shape[-1]))
    n, length = w.shape
    w = torch.nn.functional.pad(w, (width, width + orig))
    out = torch.nn.functional.conv1d(w[:, None], kernel, stride=orig).transpose(1, 2).reshape(n, -1)
    out = out[..., : math.ceil(new * length / orig)]
    return _np(out.reshape(shape[:-1] + out.shape[-1:]), x.dtype)


def phase_vocoder(x: np.ndarray, rate: float, hop_length: int, n_freq: int, advance: np.ndarray | None = None,
                  min_rank: int = 4) -> np.ndarray:  # fmt: skip
    """Time-stretch of a complex spectrogram (..., freq, time, 2) by ``rate`` keeping the pitch; the expected phase
    advance per bin is ``advance`` (freq, 1), by default ``linspace(0, pi * hop_length, n_freq)``. The result has
    at least ``min_rank`` dimensions (leading 1s)."""
    shape = x.shape
    spec = _complex_vocoder(torch.view_as_complex(_t(x.reshape((-1,) + shape[-3:]))), rate, hop_length, n_freq, advance)
    out = torch.view_as_real(spec)
    lead = shape[:-3]
    while len(lead) + 3 < min_rank:
        lead = (1,) + lead
    return _np(out.reshape(lead + out.shape[-3:]), x.dtype)


def _complex_vocoder(spec: torch.Tensor, rate: float, hop_length: int, n_freq: int,
                     advance: np.ndarray | None = None) -> torch.Tensor:  # fmt: skip
    tdt = spec.real.dtype
    if advance is None:
        phase_advance = torch.linspace(0, math.pi * hop_length, n_freq, dtype=tdt)[..., None]
    else:
        phase_advance = _t(np.asarray(advance)).to(tdt)
    steps = torch.arange(0, spec.shape[-1], rate, dtype=tdt)
    alphas = steps % 1.0
    phase_0 = spec[..., :1].angle()
    spec = torch.nn.functional.pad(spec, [0, 2])
    s0 = spec.index_select(-1, steps.long())
    s1 = spec.index_select(-1, (steps + 1).long())
    phase = s1.angle() - s0.angle() - phase_advance
    phase = phase - 2 * math.pi * torch.round(phase / (2 * math.pi)) + phase_advance
    phase = torch.cumsum(torch.cat([phase_0, phase[..., :-1]], dim=-1), -1)
    mag = alphas * s1.abs() + (1 - alphas) * s0.abs()
    return torch.polar(mag, phase)


def griffin_lim(x: np.ndarray, n_fft: int, n_iter: int, win_length: int, hop_length: int, window_kind: str,
                power: float, momentum: float, length: int | None, rand_init: bool) -> np.ndarray:  # fmt: skip
    """Waveform (..., time) from a magnitude/power spectrogram (..., freq, frames) by the Griffin-Lim iteration
    (fast variant with ``momentum``); phases start at 1 or, with ``rand_init``, random."""
    shape = x.shape
    spec = _t(x.reshape((-1,) + shape[-2:])).pow(1 / power)
    win = window(window_kind, win_length, x.dtype)
    cdt = torch.complex128 if x.dtype == np.float64 else torch.complex64
    if rand_init:
        angles = torch.polar(torch.ones_like(spec), 2 * math.pi * torch.rand(spec.shape, dtype=spec.dtype))
    else:
        angles = torch.ones(spec.shape, dtype=cdt)
    tprev = torch.zeros((), dtype=cdt)
    for _ in range(n_iter):
        inverse = torch.istft(spec * angles, n_fft, hop_length, win_length, win, length=length)
        rebuilt = torch.stft(inverse, n_fft, hop_length, win_length, win, center=True, pad_mode="reflect",
                             normalized=False, onesided=True, return_complex=True)  # fmt: skip
        angles = rebuilt
        if momentum:
            angles = angles - tprev * (momentum / (1 + momentum))
        angles = angles / (angles.abs() + 1e-16)
        tprev = rebuilt
    out = torch.istft(spec * angles, n_fft, hop_length, win_length, win, length=length)
    return _np(out.reshape(shape[:-2] + out.shape[-1:]), x.dtype)


def pitch_shift(x: np.ndarray, sample_rate: int, n_steps: int, bins_per_octave: int, n_fft: int, win_length: int,
                hop_length: int, window_kind: str) -> np.ndarray:  # fmt: skip
    """Shift the pitch by ``n_steps`` of ``bins_per_octave``: a phase-vocoder time stretch by
    ``2 ** (-n_steps / bins_per_octave)``, resampled back to the original length."""
    shape = x.shape
    flat = _t(x.reshape(-1, shape[-1]))
    n = shape[-1]
    rate = 2.0 ** (-float(n_steps) / bins_per_octave)
    win = window(window_kind, win_length, x.dtype)
    spec = torch.stft(flat, n_fft, hop_length, win_length, win, center=True, pad_mode="reflect", normalized=False,
                      onesided=True, return_complex=True)  # fmt: skip
    stretched = _complex_vocoder(spec, rate, hop_length, spec.shape[-2])
    wave = torch.istft(stretched, n_fft, hop_length, win_length, win, length=int(round(n / rate)))
    shifted = _t(resample(_np(wave, x.dtype), int(sample_rate / rate), sample_rate, "sinc_interpolation", 6, 0.99,
                          None))  # fmt: skip
    if shifted.shape[-1] > n:
        shifted = shifted[..., :n]
    else:
        shifted = torch.nn.functional.pad(shifted, (0, n - shifted.shape[-1]))
    return _np(shifted.reshape(shape), x.dtype)


def mask(x: np.ndarray, start: int, width: int, value: float, axis: int) -> np.ndarray:
    """``x`` with positions [start, start + width) along ``axis`` set to ``value``."""
    out = x.copy()
    idx = [slice(None)] * x.ndim
    idx[axis] = slice(start, start + width)
    out[tuple(idx)] = value
    return out


def compute_deltas(x: np.ndarray, win_length: int, pad_mode: str) -> np.ndarray:
    """Delta coefficients along time: a (win_length)-point regression, the edges padded with ``pad_mode``."""
    n = (win_length - 1) // 2
    denom = n * (n + 1) * (2 * n + 1) / 3
    shape = x.shape
    flat = x.reshape(-1, shape[-1])
    padded = np.pad(flat, [(0, 0), (n, n)], mode=_NP_PAD[pad_mode])
    kernel = torch.arange(-n, n + 1, dtype=torch.float64 if x.dtype == np.float64 else torch.float32)
    out = torch.nn.functional.conv1d(_t(padded)[:, None], kernel[None, None])[:, 0] / denom
    return _np(out.reshape(shape), x.dtype)


def fade(x: np.ndarray, fade_in_len: int, fade_out_len: int, shape: str) -> np.ndarray:
    """``x`` times a fade-in over its first and a fade-out over its last samples, of the given shape."""
    n = x.shape[-1]
    ones = np.ones(n, np.float64)
    f = np.linspace(0, 1, fade_in_len)
    fin = {
        "linear": f,
        "exponential": f * np.power(2.0, f - 1),  # MindSpore's curve (torchaudio's is 2 ** ((f - 1) * 5))
        "logarithmic": np.log10(0.1 + f) + 1,
        "quarter_sine": np.sin(f * math.pi / 2),
        "half_sine": np.sin(f * math.pi - math.pi / 2) / 2 + 0.5,
    }[shape]
    f = np.linspace(0, 1, fade_out_len)
    fout = {
        "linear": -f + 1,
        "exponential": (1 - f) * np.power(2.0, -f),
        "logarithmic": np.log10(1.1 - f) + 1,
        "quarter_sine": np.sin(f * math.pi / 2 + math.pi / 2),
        "half_sine": np.sin(f * math.pi + math.pi / 2) / 2 + 0.5,
    }[shape]
    gin, gout = ones.copy(), ones.copy()
    gin[: min(fade_in_len, n)] = fin[:n]
    if fade_out_len:
        gout[n - min(fade_out_len, n) :] = fout[-n:]
    return (x * (gin * gout).astype(x.dtype)).astype(x.dtype)


def mu_law_encode(x: np.ndarray, channels: int) -> np.ndarray:
    """Mu-law companding to ints in [0, channels)."""
    mu = float(channels - 1)
    xt = _t(x)
    y = torch.sign(xt) * torch.log1p(mu * torch.abs(xt)) / math.log1p(mu)
    return ((y + 1) / 2 * mu + 0.5).to(torch.int32).numpy()


def mu_law_decode(x: np.ndarray, channels: int) -> np.ndarray:
    """Inverse of :func:`mu_law_encode`, floats in [-1, 1]."""
    mu = float(channels - 1)
    y = (_t(x) / mu) * 2 - 1.0
    return _np(torch.sign(y) * (torch.exp(torch.abs(y) * math.log1p(mu)) - 1.0) / mu, x.dtype)


def dc_shift(x: np.ndarray, shift: float, limiter_gain: float) -> np.ndarray:
    """Shift by ``shift``, clipped to [-1, 1]; with a limiter (``limiter_gain`` other than ``shift``, which is how
    the default arrives) the samples beyond the threshold ``1 - (|shift| - limiter_gain)`` are compressed instead.
    For a negative shift MindSpore adds the threshold back (``tmp + threshold + shift``) where sox subtracts it; that
    is kept."""
    out = x.copy()
    f32 = np.float32
    thr = float(f32(1.0) - (abs(f32(shift)) - f32(limiter_gain)))  # MindSpore's threshold is a float32
    if limiter_gain == shift:
        return np.clip(x + x.dtype.type(shift), -1, 1).astype(x.dtype)
    if shift > 0:
        m = x > thr
        tmp = (x[m] - thr) * limiter_gain / (1 - thr)
        out[m] = np.minimum(tmp + thr + shift, thr)
        out[~m] = np.clip(x[~m] + shift, -1, 1)
    elif shift < 0:
        m = x < -thr
        tmp = (x[m] + thr) * limiter_gain / (1 - thr)
        out[m] = np.maximum(tmp + thr + shift, -thr)
        out[~m] = np.clip(x[~m] + shift, -1, 1)
    else:
        out = np.clip(x + shift, -1, 1)
    return out.astype(x.dtype)


# ---------------------------------------------------------------------------------------------------------------
# filters


def lfilter(x: np.ndarray, a: Sequence[float], b: Sequence[float], clamp: bool) -> np.ndarray:
    """IIR filter ``a[0] y[n] = sum b[k] x[n-k] - sum_{k>0} a[k] y[n-k]`` along the last axis (zero initial state);
    ``clamp`` clips the result to [-1, 1]."""
    dt = x.dtype
    a = np.asarray(a, np.float64)
    b = np.asarray(b, np.float64)
    a0 = a[0]
    a_n, b_n = (a / a0).astype(dt), (b / a0).astype(dt)
    shape = x.shape
    flat = x.reshape(-1, shape[-1])
    order = len(a)
    n = flat.shape[-1]
    xp = np.concatenate([np.zeros((flat.shape[0], order - 1), dt), flat], axis=1)
    # feed-forward part: sum b[k] x[n-k]
    ff = np.zeros_like(flat)
    for k in range(len(b)):
        ff += b_n[k] * xp[:, order - 1 - k : order - 1 - k + n]
    y = np.zeros((flat.shape[0], n + order - 1), dt)
    a_rev = a_n[1:]
    for i in range(n):
        acc = ff[:, i]
        for k in range(1, order):
            acc = acc - a_rev[k - 1] * y[:, order - 1 + i - k]
        y[:, order - 1 + i] = acc
    out = y[:, order - 1 :]
    if clamp:
        out = np.clip(out, -1, 1)
    return out.reshape(shape).astype(dt)


def biquad(x: np.ndarray, b0: float, b1: float, b2: float, a0: float, a1: float, a2: float) -> np.ndarray:
    """Second-order IIR filter with the given coefficients, the output clipped to [-1, 1]."""
    return lfilter(x, [a0, a1, a2], [b0, b1, b2], True)


def biquad_coefficients(kind: str, sample_rate: float, **kw: float) -> tuple:
    """(b0, b1, b2, a0, a1, a2) of the named second-order filter, from the Audio EQ Cookbook formulas."""
    if kind == "riaa":
        zeros, poles = {
            44100: ([-0.2014898, 0.9233820], [0.7083149, 0.9924091]),
            48000: ([-0.1766069, 0.9321590], [0.7396325, 0.9931330]),
            88200: ([-0.1168735, 0.9648312], [0.8590646, 0.9964002]),
            96000: ([-0.1141486, 0.9676817], [0.8699137, 0.9966946]),
        }[int(sample_rate)]
        b0, b1, b2 = 1.0, -(zeros[0] + zeros[1]), zeros[0] * zeros[1]
        a0, a1, a2 = 1.0, -(poles[0] + poles[1]), poles[0] * poles[1]
        y = 2 * math.pi * 1000 / sample_rate
        b_re = b0 + b1 * math.cos(-y) + b2 * math.cos(-2 * y)
        a_re = a0 + a1 * math.cos(-y) + a2 * math.cos(-2 * y)
        b_im = b1 * math.sin(-y) + b2 * math.sin(-2 * y)
        a_im = a1 * math.sin(-y) + a2 * math.sin(-2 * y)
        g = 1 / math.sqrt((b_re**2 + b_im**2) / (a_re**2 + a_im**2))
        return b0 * g, b1 * g, b2 * g, a0, a1, a2
    if kind == "deemph":
        freq, slope, gain = (5283.0, 0.4845, -9.477) if int(sample_rate) == 44100 else (5356.0, 0.479, -9.62)
        w0 = 2 * math.pi * freq / sample_rate
        amp = math.exp(gain / 40.0 * math.log(10))
        alpha = math.sin(w0) / 2 * math.sqrt((amp + 1 / amp) * (1 / slope - 1) + 2)
        t1, t2, t3 = 2 * math.sqrt(amp) * alpha, (amp - 1) * math.cos(w0), (amp + 1) * math.cos(w0)
        return (amp * ((amp + 1) + t2 + t1), -2 * amp * ((amp - 1) + t3), amp * ((amp + 1) + t2 - t1),
                (amp + 1) - t2 + t1, 2 * ((amp - 1) - t3), (amp + 1) - t2 - t1)  # fmt: skip
    freq, q = kw["freq"], kw.get("Q", 0.707)
    w0 = 2 * math.pi * freq / sample_rate
    cw = math.cos(w0)
    alpha = math.sin(w0) / 2 / q
    if kind == "allpass":
        return 1 - alpha, -2 * cw, 1 + alpha, 1 + alpha, -2 * cw, 1 - alpha
    if kind == "band":
        bw_hz = freq / q
        a2 = math.exp(-2 * math.pi * bw_hz / sample_rate)
        a1 = -4 * a2 / (1 + a2) * cw
        b0 = math.sqrt(1 - a1 * a1 / (4 * a2)) * (1 - a2)
        if kw.get("noise"):
            b0 *= math.sqrt(((1 + a2) * (1 + a2) - a1 * a1) * (1 - a2) / (1 + a2)) / b0
        return b0, 0.0, 0.0, 1.0, a1, a2
    if kind == "bandpass":
        tmp = math.sin(w0) / 2 if kw.get("const_skirt_gain") else alpha
        return tmp, 0.0, -tmp, 1 + alpha, -2 * cw, 1 - alpha
    if kind == "bandreject":
        return 1.0, -2 * cw, 1.0, 1 + alpha, -2 * cw, 1 - alpha
    if kind == "lowpass":
        return (1 - cw) / 2, 1 - cw, (1 - cw) / 2, 1 + alpha, -2 * cw, 1 - alpha
    if kind == "highpass":
        return (1 + cw) / 2, -1 - cw, (1 + cw) / 2, 1 + alpha, -2 * cw, 1 - alpha
    amp = math.exp(kw["gain"] / 40 * math.log(10))
    if kind == "equalizer":
        return 1 + alpha * amp, -2 * cw, 1 - alpha * amp, 1 + alpha / amp, -2 * cw, 1 - alpha / amp
    t1, t2, t3 = 2 * math.sqrt(amp) * alpha, (amp - 1) * cw, (amp + 1) * cw
    if kind == "bass":
        return (amp * ((amp + 1) - t2 + t1), 2 * amp * ((amp - 1) - t3), amp * ((amp + 1) - t2 - t1),
                (amp + 1) + t2 + t1, -2 * ((amp - 1) + t3), (amp + 1) + t2 - t1)  # fmt: skip
    if kind == "treble":
        return (amp * ((amp + 1) + t2 + t1), -2 * amp * ((amp - 1) + t3), amp * ((amp + 1) + t2 - t1),
                (amp + 1) - t2 + t1, 2 * ((amp - 1) - t3), (amp + 1) - t2 - t1)  # fmt: skip
    raise ValueError(kind)


def contrast(x: np.ndarray, amount: float) -> np.ndarray:
    """Sox's contrast: ``sin(x*pi/2 + amount/750 * sin(x*2*pi))``."""
    t1 = x * (math.pi / 2)
    return np.sin(t1 + (amount / 750.0) * np.sin(t1 * 4)).astype(x.dtype)


def overdrive(x: np.ndarray, gain: float, color: float) -> np.ndarray:
    """Sox's overdrive: cubic soft clipping of ``x * gain + color`` then a DC-blocking filter, mixed 0.5/0.75."""
    g = math.exp(gain * math.log(10) / 20)
    c = color / 200
    shape = x.shape
    flat = x.reshape(-1, shape[-1])
    tmp = flat * g + c
    tmp = np.where(tmp < -1, -2.0 / 3, np.where(tmp > 1, 2.0 / 3, tmp - tmp**3 / 3)).astype(x.dtype)
    out = np.zeros_like(flat)
    last_in = np.zeros(flat.shape[0], x.dtype)
    last_out = np.zeros(flat.shape[0], x.dtype)
    for i in range(flat.shape[-1]):
        last_out = tmp[:, i] - last_in + 0.995 * last_out
        last_in = tmp[:, i]
        out[:, i] = flat[:, i] * 0.5 + last_out * 0.75
    return np.clip(out, -1, 1).reshape(shape).astype(x.dtype)


def sliding_window_cmn(x: np.ndarray, cmn_window: int, min_cmn_window: int, center: bool, norm_vars: bool):
    """Kaldi's sliding-window cepstral mean (and variance) normalisation of (..., time, freq) features."""
    shape = x.shape
    flat = x.reshape((-1,) + shape[-2:]).astype(np.float64)
    num_frames = flat.shape[-2]
    out = np.zeros_like(flat)
    for t in range(num_frames):
        if center:
            start = t - cmn_window // 2
            end = start + cmn_window
        else:
            start = t - cmn_window
            end = t + 1
        if start < 0:
            end -= start
            start = 0
        if not center and end > t:
            end = max(t + 1, min_cmn_window)
        if end > num_frames:
            start -= end - num_frames
            end = num_frames
            start = max(start, 0)
        win = flat[:, start:end, :]
        mean = win.mean(axis=1)
        out[:, t, :] = flat[:, t, :] - mean
        if norm_vars:
            if end - start == 1:
                out[:, t, :] = 0.0
            else:
                var = (win**2).mean(axis=1) - mean**2
                out[:, t, :] = out[:, t, :] * np.power(var, -0.5)
    return out.reshape(shape).astype(x.dtype)


def detect_pitch_frequency(x: np.ndarray, sample_rate: int, frame_time: float, win_length: int, freq_low: float,
                           freq_high: float) -> np.ndarray:  # fmt: skip
    """Pitch (Hz) per frame of ``frame_time`` seconds: the normalised cross-correlation's best lag between
    ``sample_rate / freq_high`` and ``sample_rate / freq_low`` (a lag in the first half preferred within 1%),
    median-smoothed over ``win_length`` frames."""
    eps = 1e-9
    shape = x.shape
    w = _t(x.reshape(-1, shape[-1]))
    lags = int(math.ceil(sample_rate / freq_low))
    frame = int(math.ceil(sample_rate * frame_time))
    n = w.shape[-1]
    frames = int(math.ceil(n / frame))
    w = torch.nn.functional.pad(w, (0, lags + frames * frame - n))
    cols = []
    for lag in range(1, lags + 1):
        s1 = w[..., :-lag].unfold(-1, frame, frame)[..., :frames, :]
        s2 = w[..., lag:].unfold(-1, frame, frame)[..., :frames, :]
        nccf = ((s1 * s2).sum(-1) / (eps + torch.linalg.vector_norm(s1, ord=2, dim=-1)).pow(2)
                / (eps + torch.linalg.vector_norm(s2, ord=2, dim=-1)).pow(2))  # fmt: skip
        cols.append(nccf.unsqueeze(-1))
    nccf = torch.cat(cols, -1)
    lag_min = int(math.ceil(sample_rate / freq_high))
    best_v, best_i = torch.max(nccf[..., lag_min:], -1)
    half_v, half_i = torch.max(nccf[..., lag_min : nccf.shape[-1] // 2], -1)
    take_half = half_v > 0.99 * best_v
    idx = torch.where(take_half, half_i, best_i) + lag_min + 1
    pad = (win_length - 1) // 2
    idx = torch.nn.functional.pad(idx.to(torch.float64), (pad, 0))
    idx[..., :pad] = idx[..., pad : pad + 1]
    med = torch.median(idx.unfold(-1, win_length, 1), -1).values
    freq = sample_rate / (eps + med)
    return _np(freq.reshape(shape[:-1] + freq.shape[-1:]), x.dtype)


def dither(x: np.ndarray, density: str, noise_shaping: bool, rng) -> np.ndarray:
    """16-bit dithering: ``round(x * (2**15 - 2) + noise) / 2**15`` with TPDF noise a Bartlett window over the time
    axis, RPDF a random sample of ``x`` minus 0.5, GPDF the sum of seven random samples of ``x``; noise shaping
    adds the previous sample's dithering error."""
    shape = x.shape
    w = x.reshape(-1, shape[-1]).astype(x.dtype)
    channels, times = w.shape[0] - 1, w.shape[-1] - 1
    scaled = w * x.dtype.type(2**15 - 2)
    if density == "TPDF":
        noise = window("bartlett", times + 1, x.dtype).numpy() if times + 1 > 1 else np.zeros(1, x.dtype)
        noise = np.tile(noise.astype(x.dtype), (channels + 1, 1))
    else:
        rc = rng.randrange(channels) if channels > 0 else 0
        rt = rng.randrange(times) if times > 0 else 0
        if density == "RPDF":
            noise = w[rc, rt] - x.dtype.type(0.5)
        else:
            noise = w[rc, rt]
            for _ in range(6):
                noise = (
                    noise + w[rng.randrange(channels) if channels > 0 else 0, rng.randrange(times) if times > 0 else 0]
                )
    out = (np.round(scaled + noise) / x.dtype.type(2**15)).astype(x.dtype)
    if noise_shaping:
        err = out - w
        out = out + np.concatenate([np.zeros((err.shape[0], 1), x.dtype), err[:, :-1]], axis=1)
    return out.reshape(shape).astype(x.dtype)


def inverse_mel_scale(x: np.ndarray, fb: np.ndarray, max_iter: int, tolerance_loss: float, tolerance_change: float,
                      lr: float, momentum: float, rng) -> np.ndarray:  # fmt: skip
    """Spectrogram (..., n_stft, time) whose mel projection by ``fb`` (n_stft, n_mels) best matches the mel
    spectrogram ``x`` (..., n_mels, time): SGD with momentum (``buf = momentum * buf + grad``, ``p -= lr * buf``)
    from a uniform [0, 1) start, kept non-negative, on the squared error averaged per channel over mels and frames,
    until the loss or its change falls below the tolerances."""
    shape = x.shape
    dt = x.dtype
    mel = x.reshape((-1,) + shape[-2:]).transpose(0, 2, 1)  # (B, T, n_mels)
    fbt = fb.astype(dt)
    spec = np.random.RandomState(rng.randrange(2**31)).random_sample((mel.shape[0], shape[-1], fb.shape[0]))
    spec = spec.astype(dt)
    buf = None
    count = mel.shape[1] * mel.shape[2]
    loss = float("inf")
    for _ in range(max_iter):
        diff = mel - spec @ fbt
        new = float((diff.astype(np.float64) ** 2).sum(-1).mean())
        grad = (diff @ fbt.T) * dt.type(-2.0 / count)
        buf = grad if buf is None else buf * dt.type(momentum) + grad
        spec = np.maximum(spec - dt.type(lr) * buf, 0).astype(dt)
        if new < tolerance_loss or abs(loss - new) < tolerance_change:
            break
        loss = new
    lead = shape[:-2] if len(shape) > 2 else (1,)  # a single spectrogram comes back with a leading 1, as MindSpore's
    return np.ascontiguousarray(spec.transpose(0, 2, 1)).reshape(lead + (fb.shape[0], shape[-1]))


def _wave_table(kind: str, size: int, lo: float, hi: float, phase: float, as_int: bool) -> np.ndarray:
    """Sox's modulation table: a sine or triangle of ``size`` points between ``lo`` and ``hi`` starting at
    ``phase``, rounded half away from zero to ints when ``as_int``."""
    offset = int(phase / math.pi / 2 * size + 0.5)
    point = (np.arange(size) + offset) % size
    if kind == "sine":
        d = (np.sin(point.astype(np.float64) / size * 2 * math.pi) + 1) / 2
    else:
        d = point.astype(np.float64) * 2 / size
        quarter = (4 * point) // size
        d = np.where(quarter == 0, d + 0.5, np.where((quarter == 1) | (quarter == 2), 1.5 - d, d - 1.5))
    d = d * (hi - lo) + lo
    if as_int:
        return np.where(d < 0, d - 0.5, d + 0.5).astype(np.int32)
    return d.astype(np.float32)


def phaser(x: np.ndarray, sample_rate: int, gain_in: float, gain_out: float, delay_ms: float, decay: float,
           mod_speed: float, sinusoidal: bool) -> np.ndarray:  # fmt: skip
    """Sox's phaser: the input times ``gain_in`` plus a modulated, decaying delay line, times ``gain_out``,
    clipped to [-1, 1]."""
    shape = x.shape
    dt = x.dtype
    w = x.reshape(-1, shape[-1]) * dt.type(gain_in)
    buf_len = int(delay_ms * 0.001 * sample_rate + 0.5)
    mod_len = int(sample_rate / mod_speed + 0.5)
    mod = _wave_table("sine" if sinusoidal else "triangle", mod_len, 1.0, float(buf_len), math.pi / 2, True)
    buf = np.zeros((w.shape[0], buf_len), dt)
    out = np.empty_like(w)
    delay_pos = mod_pos = 0
    for i in range(w.shape[-1]):
        idx = int((delay_pos + mod[mod_pos]) % buf_len)
        mod_pos = (mod_pos + 1) % mod_len
        delay_pos = (delay_pos + 1) % buf_len
        temp = w[:, i] + buf[:, idx]
        buf[:, delay_pos] = temp * dt.type(decay)
        out[:, i] = temp
    return np.clip(out * dt.type(gain_out), -1, 1).reshape(shape).astype(dt)


def flanger(x: np.ndarray, sample_rate: int, delay: float, depth: float, regen: float, width: float, speed: float,
            phase: float, triangular: bool, quadratic: bool) -> np.ndarray:  # fmt: skip
    """Sox's flanger on (..., channel, time): a delay line swept by a low-frequency oscillator (per-channel phase
    offset), read with linear or quadratic interpolation, with feedback ``regen`` and mix ``width``; clipped to
    [-1, 1]."""
    shape = x.shape
    dt = x.dtype
    w = x.reshape((-1,) + shape[-2:])
    feedback = regen / 100
    delay_gain = width / 100
    channel_phase = phase / 100
    delay_min, delay_depth = delay / 1000, depth / 1000
    n_ch = w.shape[-2]
    in_gain = 1.0 / (1 + delay_gain)
    delay_gain = delay_gain / (1 + delay_gain) * (1 - abs(feedback))
    buf_len = int((delay_min + delay_depth) * sample_rate + 0.5) + 2
    bufs = np.zeros((w.shape[0], n_ch, buf_len), dt)
    last = np.zeros((w.shape[0], n_ch), dt)
    lfo_len = int(sample_rate / speed)
    lfo = _wave_table("triangle" if triangular else "sine", lfo_len, float(math.floor(delay_min * sample_rate + 0.5)),
                      float(buf_len - 2.0), 3 * math.pi / 2, False).astype(dt)  # fmt: skip
    out = np.zeros_like(w)
    pos = lfo_pos = 0
    chans = np.arange(n_ch)
    ch_off = (chans * lfo_len * channel_phase + 0.5).astype(np.int64)
    for i in range(w.shape[-1]):
        pos = (pos + buf_len - 1) % buf_len
        d = lfo[(lfo_pos + ch_off) % lfo_len]
        frac = d - np.floor(d)
        k = np.floor(d).astype(np.int64)
        bufs[:, :, pos] = w[:, :, i] + last * dt.type(feedback)
        d0 = bufs[:, chans, (pos + k) % buf_len]
        d1 = bufs[:, chans, (pos + k + 1) % buf_len]
        if quadratic:
            d2 = bufs[:, chans, (pos + k + 2) % buf_len] - d0
            d1 = d1 - d0
            a = d2 * dt.type(0.5) - d1
            b = d1 * dt.type(2) - d2 * dt.type(0.5)
            delayed = d0 + (a * frac + b) * frac
        else:
            delayed = d0 + (d1 - d0) * frac
        last = delayed.astype(dt)
        out[:, :, i] = w[:, :, i] * dt.type(in_gain) + delayed * dt.type(delay_gain)
        lfo_pos = (lfo_pos + 1) % lfo_len
    return np.clip(out, -1, 1).reshape(shape).astype(dt)


def vad(
    x: np.ndarray,
    sample_rate: int,
    trigger_level: float,
    search_time: float,
    allowed_gap: float,
    pre_trigger_time: float,
    measure_freq: float,
    measure_duration: float,
) -> np.ndarray:
    """MindSpore 2.10's Vad as it behaves: its cepstral measurement comes out 0 for every input (probed with
    silence, tones, loud noise, float32 and float64), so sox's trigger fires at the first measurement exactly when
    ``trigger_level <= 0`` and never otherwise. Untriggered, the result is the last ``pre_trigger + search +
    measure`` samples (the detector's buffer); triggered, the buffer's flush arithmetic gives a start before the
    waveform, which MindSpore clamps to 0 (the whole waveform)."""
    n_ws = int(sample_rate * measure_duration + 0.5)
    period = int(sample_rate / measure_freq + 0.5)
    measures_len = math.ceil(search_time * measure_freq)
    gap_len = int(allowed_gap * measure_freq + 0.5)
    samples_len = int(pre_trigger_time * sample_rate + 0.5) + measures_len * period + n_ws
    shape = x.shape
    ilen = shape[-1]
    if trigger_level <= 0 and ilen >= n_ws:  # the first measurement (after n_ws samples) triggers
        j_trigger = j_zero = measures_len
        for j in range(measures_len):  # every stored measure is 0 >= trigger_level
            if j <= j_trigger + gap_len:
                j_zero = j_trigger = j
        to_flush = min(max(0, min(measures_len - 1, j_zero)), measures_len)
        start = n_ws - samples_len + (measures_len - to_flush) * period
    else:
        start = ilen - samples_len
    flat = x.reshape(-1, ilen)[:, max(start, 0) :]
    return np.ascontiguousarray(flat).reshape(shape[:-1] + flat.shape[-1:])


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
