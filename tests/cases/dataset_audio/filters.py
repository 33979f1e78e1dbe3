# dataset.audio waveform transforms: the biquad family, LFilter/Filtfilt, Contrast, Overdrive, DCShift (with and without
# limiter), Fade shapes, Vol/Gain, MuLaw encoding/decoding; float64 in -> float64 out, other dtypes -> float32
import numpy as np
import mindspore.dataset.audio as audio

_saved_print_options = np.get_printoptions()
np.set_printoptions(precision=6, suppress=True, linewidth=150)
rs = np.random.RandomState(1)
t = np.arange(800) / 8000.0
w = np.stack([np.sin(2 * np.pi * 440 * t) * 0.5 + 0.1 * np.sin(2 * np.pi * 1500 * t), np.cos(2 * np.pi * 220 * t) * 0.3])
w = w.astype(np.float32)
iw = (rs.rand(2, 50) * 2 - 1).astype(np.float32)


def show(name, out, sl=(Ellipsis, slice(None, None, 97))):
    print(name, out.shape, out.dtype)
    print(out[sl])


for name, op, x in [
    ("biquad", audio.Biquad(0.4, 0.2, 0.1, 1.0, -0.3, 0.2), w),
    ("lfilter", audio.LFilter([1.0, -0.3, 0.2], [0.4, 0.2, 0.1]), w),
    ("lfilter noclamp f64", audio.LFilter([1.0, -0.3, 0.2], [0.4, 0.2, 0.1], clamp=False), w.astype(np.float64) * 3),
    ("lfilter clamp", audio.LFilter((1.0, -0.3, 0.2), (0.4, 0.2, 0.1)), w * 3),
    ("lfilter order1", audio.LFilter([2.0, 0.5], [1.0, 1.0]), w),
    ("filtfilt", audio.Filtfilt([1.0, -0.3, 0.2], [0.4, 0.2, 0.1]), w),
    ("allpass", audio.AllpassBiquad(8000, 1000.0), w),
    ("band", audio.BandBiquad(8000, 1000.0), w),
    ("band noise", audio.BandBiquad(8000, 1000.0, noise=True), w),
    ("bandpass", audio.BandpassBiquad(8000, 1000.0), w),
    ("bandpass skirt", audio.BandpassBiquad(8000, 1000.0, 0.5, True), w),
    ("bandreject", audio.BandrejectBiquad(8000, 1000.0), w),
    ("bass", audio.BassBiquad(8000, 6.0), w),
    ("bass f64", audio.BassBiquad(8000, -4.0, 200.0, 0.5), w.astype(np.float64)),
    ("treble", audio.TrebleBiquad(8000, 6.0), w),
    ("equalizer", audio.EqualizerBiquad(8000, 1000.0, 3.0), w),
    ("lowpass", audio.LowpassBiquad(8000, 1000.0), w),
    ("highpass f64", audio.HighpassBiquad(8000, 1000.0), w.astype(np.float64)),
    ("deemph 44100", audio.DeemphBiquad(44100), w),
    ("deemph 48000", audio.DeemphBiquad(48000), w),
    ("riaa 44100", audio.RiaaBiquad(44100), w),
    ("riaa 96000", audio.RiaaBiquad(96000), w),
    ("contrast", audio.Contrast(), iw),
    ("contrast 10", audio.Contrast(10), iw),
    ("overdrive", audio.Overdrive(), iw),
    ("overdrive 5 60", audio.Overdrive(5.0, 60.0), iw),
    ("fade linear", audio.Fade(fade_in_len=100, fade_out_len=200), w),
    ("vol", audio.Vol(0.5), w),
    ("vol power", audio.Vol(2.0, audio.GainType.POWER), w),
    ("vol db", audio.Vol(-6.0, audio.GainType.DB), iw),
    ("vol clip", audio.Vol(3.0), iw),
    ("gain", audio.Gain(3.0), w),
    ("gain int16", audio.Gain(-2), (iw * 1000).astype(np.int16)),
]:
    show(name, op(x))

ones = np.ones(11, np.float32)
for shape in audio.FadeShape:
    print(shape, audio.Fade(11, 0, shape)(ones), audio.Fade(0, 11, shape)(ones), audio.Fade(4, 3, shape)(ones))
x = np.linspace(-1, 1, 41)
for s, g in [(-0.3, None), (-0.3, 0.1), (-0.5, 0.2), (-0.2, 0.5), (-0.3, -0.1), (0.5, 0.02), (0.3, -0.1), (0.3, 0.3)]:
    print("dcshift", s, g, audio.DCShift(s, g)(x) + 0.0)
print(audio.DCShift(0.25)(x.astype(np.float32)).dtype)
enc = audio.MuLawEncoding()(iw)
show("mulaw", enc, (Ellipsis, slice(0, 10)))
show("mulaw 16", audio.MuLawEncoding(16)(w))
show("mulaw decode", audio.MuLawDecoding()(enc), (Ellipsis, slice(0, 10)))
show("mulaw decode 16", audio.MuLawDecoding(16)(np.arange(16)), Ellipsis)
np.set_printoptions(**_saved_print_options)
