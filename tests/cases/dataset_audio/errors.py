# dataset.audio argument checks: MindSpore's exception classes and messages for bad constructor arguments, and the
# exception class for inputs an operation cannot take
import numpy as np
import mindspore.dataset.audio as audio

ctors = [
    lambda: audio.Spectrogram(n_fft=0),
    lambda: audio.Spectrogram(n_fft=16, win_length=32),
    lambda: audio.Spectrogram(n_fft=16.0),
    lambda: audio.Spectrogram(power=-1),
    lambda: audio.Spectrogram(window="hann"),
    lambda: audio.Spectrogram(pad_mode=audio.WindowType.HANN),
    lambda: audio.AmplitudeToDB(stype="power"),
    lambda: audio.AmplitudeToDB(top_db=0),
    lambda: audio.AmplitudeToDB(amin=-1.0),
    lambda: audio.MelScale(n_mels=0),
    lambda: audio.MelScale(f_min=100.0, f_max=50.0),
    lambda: audio.MelScale(sample_rate=100, f_min=60.0),
    lambda: audio.MelScale(norm="slaney"),
    lambda: audio.MFCC(dct_type=3),
    lambda: audio.LFCC(dct_type=1),
    lambda: audio.Resample(orig_freq=0),
    lambda: audio.Resample(rolloff=1),
    lambda: audio.Resample(rolloff=1.5),
    lambda: audio.Resample(resample_method="kaiser"),
    lambda: audio.LowpassBiquad(8000, 100.0, Q=0),
    lambda: audio.LowpassBiquad(8000.0, 100.0),
    lambda: audio.LowpassBiquad(8000, "100"),
    lambda: audio.BandBiquad(8000, 100.0, noise=1),
    lambda: audio.DeemphBiquad(16000),
    lambda: audio.RiaaBiquad(22050),
    lambda: audio.LFilter([1.0, 0.5], [1.0]),
    lambda: audio.LFilter([1.0, "a"], [1.0, 0.0]),
    lambda: audio.LFilter(1.0, [1.0]),
    lambda: audio.Fade(fade_in_len=-1),
    lambda: audio.Fade(fade_shape="linear"),
    lambda: audio.Vol(-1.0),
    lambda: audio.Vol(0.0, audio.GainType.POWER),
    lambda: audio.Vol(1.0, "db"),
    lambda: audio.DCShift(3.0),
    lambda: audio.Contrast(101),
    lambda: audio.Overdrive(gain=-1),
    lambda: audio.MuLawEncoding(0),
    lambda: audio.MuLawDecoding(2.5),
    lambda: audio.ComplexNorm(-1.0),
    lambda: audio.ComputeDeltas(win_length=2),
    lambda: audio.ComputeDeltas(pad_mode="edge"),
    lambda: audio.TimeMasking(iid_masks=1),
    lambda: audio.TimeMasking(time_mask_param=-1),
    lambda: audio.FrequencyMasking(mask_value=-1.0),
    lambda: audio.TimeStretch(n_freq=0),
    lambda: audio.TimeStretch(fixed_rate=0.0),
    lambda: audio.MaskAlongAxis(0, 0, 1.0, 1),
    lambda: audio.MaskAlongAxis(0, 1, 1.0, 3),
    lambda: audio.Gain("1"),
    lambda: audio.DBToAmplitude(1.0, "2"),
    lambda: audio.melscale_fbanks(5, 100.0, 50.0, 3, 8000),
    lambda: audio.melscale_fbanks(5, 0.0, 50.0, 0, 8000),
    lambda: audio.linear_fbanks(5, 0.0, 0.0, 3, 8000),
    lambda: audio.create_dct(0, 4),
    lambda: audio.create_dct(2.0, 4),
    lambda: audio.create_dct(2, 4, "ortho"),
]
for i, c in enumerate(ctors):
    try:
        c()
        print(i, "no error")
    except (TypeError, ValueError) as e:
        print(i, type(e).__name__, e)

x = np.ones((4, 10), np.float32)
for op, data in [
    (audio.MelScale(n_mels=4, n_stft=5), x),
    (audio.TimeStretch(n_freq=4), x),
    (audio.Fade(fade_in_len=20), x),
    (audio.TimeMasking(time_mask_param=20), x),
    (audio.Spectrogram(n_fft=400), x),
    (audio.ComplexNorm(), x),
    (audio.ComputeDeltas(), np.ones(5, np.float32)),
    (audio.Vol(0.5), np.array(["a", "b"])),
]:
    try:
        op(data)
        print(type(op).__name__, "no error")
    except Exception as e:
        print(type(op).__name__, type(e).__name__)
for c in [lambda: audio.LowpassBiquad(0, 100.0), lambda: audio.Biquad(1.0, 0.0, 0.0, 0, 0.0, 0.0),
          lambda: audio.BandBiquad(2**31, 10.0), lambda: audio.PitchShift(8000, 1, bins_per_octave=0)]:  # fmt: skip
    try:
        c()
        print("no error")
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
