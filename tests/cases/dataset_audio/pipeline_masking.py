# dataset.audio in map pipelines (as the audio tutorial uses them) and the masking/resampling/delta/CMN transforms;
# iid masks are random: their shape, dtype and masked value are checked, not their positions
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.audio as audio

_saved_print_options = np.get_printoptions()
np.set_printoptions(precision=6, suppress=True, linewidth=150)
rs = np.random.RandomState(2)
t = np.arange(800) / 8000.0
w = np.stack([np.sin(2 * np.pi * 440 * t) * 0.5, np.cos(2 * np.pi * 220 * t) * 0.3]).astype(np.float32)
spec = (rs.rand(2, 33, 12) * 4 + 1).astype(np.float32)
mel = (rs.rand(2, 16, 12) * 3).astype(np.float32)

print(audio.TimeMasking(time_mask_param=4, mask_start=2, mask_value=1.0)(spec)[0, :3])
print(audio.FrequencyMasking(freq_mask_param=5, mask_start=3, mask_value=0.5)(spec)[1, :10, :2])
print(audio.TimeMasking(time_mask_param=0)(spec).sum() == spec.sum())
print(audio.MaskAlongAxis(2, 3, 9.0, 2)(spec)[0, :2])
print(audio.MaskAlongAxis(1, 4, -1.0, 1)(spec)[0, :6, :2])
for op in [audio.TimeMasking(True, 5, mask_value=0.0), audio.FrequencyMasking(True, 7, mask_value=0.0),
           audio.MaskAlongAxisIID(6, 0.0, 2), audio.MaskAlongAxisIID(6, 0.0, 1)]:  # fmt: skip
    out = op(spec)
    masked = out == 0.0
    print(type(op).__name__, out.shape, out.dtype, bool(np.all(out[~masked] == spec[~masked])))

for name, op, x in [
    ("resample down", audio.Resample(orig_freq=8000, new_freq=4000), w),
    ("resample up f64", audio.Resample(orig_freq=8000, new_freq=12000), w.astype(np.float64)),
    ("resample kaiser", audio.Resample(8000, 5000, audio.ResampleMethod.KAISER_WINDOW, 4, 0.9), w),
    ("resample kaiser beta", audio.Resample(8000, 5000, audio.ResampleMethod.KAISER_WINDOW, beta=8.0), w),
    ("resample float freq", audio.Resample(44100.0, 16000.0), w[0]),
    ("resample same", audio.Resample(8000, 8000), w),
    ("deltas", audio.ComputeDeltas(), spec),
    ("deltas reflect 3", audio.ComputeDeltas(win_length=3, pad_mode=audio.BorderType.REFLECT), spec),
    ("deltas 7 symmetric", audio.ComputeDeltas(7, audio.BorderType.SYMMETRIC), spec),
    ("deltas constant", audio.ComputeDeltas(5, audio.BorderType.CONSTANT), spec),
    ("cmn", audio.SlidingWindowCmn(cmn_window=5, min_cmn_window=2), mel),
    ("cmn center vars", audio.SlidingWindowCmn(cmn_window=5, min_cmn_window=2, center=True, norm_vars=True), mel),
    ("cmn default", audio.SlidingWindowCmn(), mel[0]),
]:
    out = op(x)
    print(name, out.shape, out.dtype)
    print(out[..., ::37] if "resample" in name else out[..., :2, :5])


def gen():
    for i in range(3):
        yield (np.sin(np.arange(400) * (0.05 + 0.02 * i)).astype(np.float32) * 0.5,)


d = ds.GeneratorDataset(gen, ["audio"], shuffle=False)
d = d.map(operations=[audio.Resample(16000, 8000), audio.Spectrogram(n_fft=64), audio.AmplitudeToDB()],
          input_columns=["audio"])  # fmt: skip
for r in d.create_dict_iterator(output_numpy=True):
    print(r["audio"].shape, r["audio"].dtype, r["audio"][:2, :3])
d = ds.GeneratorDataset(gen, ["audio"], shuffle=False)
d = d.map(operations=audio.MelSpectrogram(sample_rate=8000, n_fft=64, n_mels=8), input_columns=["audio"])
d = d.map(operations=[audio.TimeMasking(time_mask_param=2, mask_start=1), audio.FrequencyMasking(False, 2, 2)],
          input_columns=["audio"])  # fmt: skip
d = d.batch(3)
for r in d.create_tuple_iterator(output_numpy=True):
    print(r[0].shape, r[0].dtype, r[0][:, :4, :4])
d = ds.NumpySlicesDataset({"x": w}, shuffle=False).map(audio.Fade(10, 10), ["x"]).map(audio.Vol(2.0), ["x"])
print([r["x"][::150] for r in d.create_dict_iterator(output_numpy=True)])
d = ds.NumpySlicesDataset({"x": spec}, shuffle=False).map(audio.TimeMasking(True, 3), ["x"])
print([(r["x"].shape, r["x"].dtype) for r in d.create_dict_iterator(output_numpy=True)])
print(audio.Gain(0.0)(np.array([1, 2], np.int64)).dtype, audio.Spectrogram(n_fft=4)([0.1, 0.2, 0.4, 0.3, 0.0]).shape)
print(audio.Biquad(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)([0.5, 0.25]))
try:
    audio.Vol(0.5)([0.1, 0.2, 0.4])
except TypeError as e:
    print("TypeError", e)
np.set_printoptions(**_saved_print_options)
