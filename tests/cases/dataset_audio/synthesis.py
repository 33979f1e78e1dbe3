# dataset.audio GriffinLim (fixed initial phases, no momentum), PhaseVocoder (its phase_advance's dtype must be the
# input's) and PitchShift; random-initialised GriffinLim checked for shape and dtype only
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.audio as audio

_saved_print_options = np.get_printoptions()
np.set_printoptions(precision=5, suppress=True, linewidth=150)
t = np.arange(800) / 8000.0
w = np.stack([np.sin(2 * np.pi * 440 * t) * 0.5, np.cos(2 * np.pi * 220 * t) * 0.3]).astype(np.float32)
spec = audio.Spectrogram(n_fft=64)(w)
for name, op, x in [
    ("griffinlim", audio.GriffinLim(n_fft=64, n_iter=8, momentum=0.0, rand_init=False), spec),
    ("griffinlim power1", audio.GriffinLim(n_fft=64, n_iter=5, momentum=0.0, power=1.0, length=800, rand_init=False),
     audio.Spectrogram(n_fft=64, power=1.0)(w)),
    ("griffinlim one iter momentum", audio.GriffinLim(n_fft=64, n_iter=1, rand_init=False), spec),
    ("griffinlim hop", audio.GriffinLim(n_fft=64, n_iter=3, hop_length=16, momentum=0.0, rand_init=False),
     audio.Spectrogram(n_fft=64, hop_length=16)(w)),
    ("pitchshift octave up", audio.PitchShift(8000, 12, n_fft=64), w),
    ("pitchshift 7 of 7", audio.PitchShift(800, 7, bins_per_octave=7, n_fft=32, win_length=24), w),
    ("pitchshift down", audio.PitchShift(8000, -6, bins_per_octave=6, n_fft=64, hop_length=8), w[0]),
]:
    out = op(x).astype(np.float64)  # float32 iterations: printed as well-conditioned aggregates
    print(name, out.shape, op(x).dtype, float(np.abs(out).mean()), float((out**2).mean()), np.abs(out).mean(-1))
print(audio.GriffinLim(n_fft=64, n_iter=3)(spec).shape, audio.GriffinLim(n_fft=64, n_iter=3)(spec).dtype)
c = audio.Spectrogram(n_fft=64, power=0)(w)
pa = np.linspace(0, np.pi * 32, 33)[:, None]
for rate, x, adv in [(1.3, c, pa.astype(np.float32)), (0.8, c[0], pa.astype(np.float32)),
                     (2.0, c.astype(np.float64), pa)]:  # fmt: skip
    out = audio.PhaseVocoder(rate, adv)(x)
    print("vocoder", rate, out.shape, out.dtype, float(np.abs(out).mean()), out[..., 1, :3, :].ravel()[:6])
for bad in [lambda: audio.PhaseVocoder(0.8, pa)(c), lambda: audio.PhaseVocoder(0, pa), lambda: audio.PhaseVocoder(1.0, [1.0]),
            lambda: audio.GriffinLim(n_fft=64)(spec[:, :30]), lambda: audio.GriffinLim(power=0),
            lambda: audio.PitchShift(8000, 1, bins_per_octave=0), lambda: audio.PitchShift(8000, 1.5)]:  # fmt: skip
    try:
        bad()
        print("no error")
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
    except RuntimeError:
        print("RuntimeError")
d = ds.NumpySlicesDataset({"s": spec}, shuffle=False).map(audio.GriffinLim(n_fft=64, n_iter=2, momentum=0.0,
                                                                            rand_init=False), ["s"])  # fmt: skip
print([float(np.abs(r["s"]).mean()) for r in d.create_dict_iterator(output_numpy=True)])
np.set_printoptions(**_saved_print_options)
