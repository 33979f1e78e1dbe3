# dataset.audio spectral transforms: Spectrogram (windows, padding, power 0 as a real/imag pair), AmplitudeToDB,
# DBToAmplitude, MelScale, MelSpectrogram, MFCC, LFCC, SpectralCentroid, InverseSpectrogram, TimeStretch, complex ops
import numpy as np
import mindspore.dataset.audio as audio

_saved_print_options = np.get_printoptions()
np.set_printoptions(precision=6, suppress=True, linewidth=150)
rs = np.random.RandomState(0)
t = np.arange(800) / 8000.0
w = np.stack([np.sin(2 * np.pi * 440 * t) * 0.5 + 0.1 * np.sin(2 * np.pi * 1500 * t), np.cos(2 * np.pi * 220 * t) * 0.3])
w = w.astype(np.float32)
spec = (rs.rand(2, 33, 12) * 4).astype(np.float32)
cplx = rs.randn(2, 33, 12, 2).astype(np.float32)


def show(name, out, sl=(Ellipsis, slice(0, 3), slice(0, 4))):
    print(name, out.shape, out.dtype)
    print(out[sl])


def stats(name, out):
    """float32 chains (dB + DCT, phase accumulation): printed as well-conditioned aggregates."""
    a = out.astype(np.float64)
    print(name, out.shape, out.dtype, float(np.abs(a).mean()), float((a**2).mean()), np.abs(a).mean(axis=-1)[..., :4])


show("spec", audio.Spectrogram(n_fft=64)(w))
show("spec f64", audio.Spectrogram(n_fft=64)(w.astype(np.float64)))
show("spec hop/win/power1", audio.Spectrogram(n_fft=64, hop_length=20, win_length=40, power=1.0)(w))
show("spec nocenter norm", audio.Spectrogram(n_fft=64, center=False, normalized=True)(w))
show("spec pad hamming", audio.Spectrogram(n_fft=64, pad=3, pad_mode=audio.BorderType.CONSTANT,
                                          window=audio.WindowType.HAMMING)(w[0]))  # fmt: skip
show("spec blackman twosided", audio.Spectrogram(n_fft=64, window=audio.WindowType.BLACKMAN, onesided=False)(w))
show("spec bartlett", audio.Spectrogram(n_fft=64, window=audio.WindowType.BARTLETT)(w))
show("spec kaiser", audio.Spectrogram(n_fft=64, window=audio.WindowType.KAISER)(w))
show("spec symmetric pad", audio.Spectrogram(n_fft=32, pad_mode=audio.BorderType.SYMMETRIC)(w[:, :100]))
show("spec edge pad", audio.Spectrogram(n_fft=32, pad_mode=audio.BorderType.EDGE, power=1.5)(w[:, :100]))
c = audio.Spectrogram(n_fft=64, power=0)(w)
show("spec complex", c, (Ellipsis, slice(0, 2), slice(0, 3), slice(None)))
show("spec int input", audio.Spectrogram(n_fft=16)(np.arange(40, dtype=np.int32) % 7))

show("todb", audio.AmplitudeToDB()(spec))
show("todb magnitude", audio.AmplitudeToDB(audio.ScaleType.MAGNITUDE, ref_value=2.0, amin=1e-5, top_db=10.0)(spec))
show("todb top3", audio.AmplitudeToDB(top_db=3.0)(spec))
show("db2amp", audio.DBToAmplitude(0.5, 0.5)((rs.rand(3, 5) * 40 - 20).astype(np.float32)), Ellipsis)

show("melscale", audio.MelScale(n_mels=16, sample_rate=8000, n_stft=33)(spec))
show("melscale slaney", audio.MelScale(16, 8000, 100.0, 3000.0, 33, audio.NormType.SLANEY, audio.MelType.SLANEY)(spec))
show("melspec", audio.MelSpectrogram(sample_rate=8000, n_fft=64, n_mels=16)(w))
show("melspec slaney", audio.MelSpectrogram(sample_rate=8000, n_fft=64, n_mels=16, hop_length=16, power=1.0,
                                            norm=audio.NormType.SLANEY, mel_scale=audio.MelType.SLANEY)(w))  # fmt: skip
mk = {"n_fft": 64, "n_mels": 16, "hop_length": 32, "win_length": 64, "f_min": 0.0, "f_max": 4000.0, "pad": 0,
      "power": 2.0, "norm": audio.NormType.NONE, "normalized": False, "center": True,
      "pad_mode": audio.BorderType.REFLECT, "onesided": True, "window": audio.WindowType.HANN,
      "mel_scale": audio.MelType.HTK}  # fmt: skip
stats("mfcc", audio.MFCC(sample_rate=8000, n_mfcc=10, melkwargs=dict(mk))(w))
stats("mfcc logmels", audio.MFCC(sample_rate=8000, n_mfcc=10, log_mels=True, norm=audio.NormMode.NONE,
                                 melkwargs=dict(mk))(w))  # fmt: skip
sk = {"n_fft": 64, "hop_length": 32, "win_length": 64, "pad": 0, "power": 2.0, "normalized": False, "center": True,
      "pad_mode": audio.BorderType.REFLECT, "onesided": True, "window": audio.WindowType.HANN}  # fmt: skip
stats("lfcc", audio.LFCC(sample_rate=8000, n_filter=16, n_lfcc=8, speckwargs=dict(sk))(w))
stats("lfcc loglf", audio.LFCC(sample_rate=8000, n_filter=16, n_lfcc=8, log_lf=True, speckwargs=dict(sk))(w))
show("centroid", audio.SpectralCentroid(8000, n_fft=64)(w), (Ellipsis, slice(0, 6)))
inv = audio.InverseSpectrogram(n_fft=64)(c)
show("istft", inv, (Ellipsis, slice(100, 106)))
print("istft roundtrip", float(np.abs(inv - w).max()) < 1e-5)
show("istft length", audio.InverseSpectrogram(n_fft=64, length=790)(c), (Ellipsis, slice(-4, None)))

stats("stretch 1.3", audio.TimeStretch(n_freq=33, fixed_rate=1.3)(cplx))
stats("stretch 0.7", audio.TimeStretch(hop_length=16, n_freq=33, fixed_rate=0.7)(cplx))
print("stretch 3d", audio.TimeStretch(n_freq=33)(cplx[0]).shape)
show("complexnorm", audio.ComplexNorm()(cplx))
show("complexnorm 2", audio.ComplexNorm(2.0)(cplx))
show("angle", audio.Angle()(cplx))
m, p = audio.Magphase(1.5)(cplx)
show("magphase mag", m)
show("magphase phase", p)

print(audio.melscale_fbanks(9, 0.0, 4000.0, 4, 8000))
print(audio.melscale_fbanks(9, 50.0, 3000.0, 4, 8000, audio.NormType.SLANEY, audio.MelType.SLANEY))
print(audio.linear_fbanks(9, 0.0, 4000.0, 3, 8000))
print(audio.create_dct(4, 6), audio.create_dct(3, 5, audio.NormMode.ORTHO).dtype)
print(audio.create_dct(3, 5, audio.NormMode.ORTHO))
np.set_printoptions(**_saved_print_options)
