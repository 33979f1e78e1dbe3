# dataset.audio DetectPitchFrequency (float32 out whatever the input) and Dither (TPDF with and without noise
# shaping is deterministic; RPDF/GPDF draw at random: shape and dtype only)
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.audio as audio

_saved_print_options = np.get_printoptions()
np.set_printoptions(precision=6, suppress=True, linewidth=150)
t = np.arange(4000) / 8000.0
w = np.stack([np.sin(2 * np.pi * 440 * t) * 0.5,
              np.sign(np.sin(2 * np.pi * 200 * t)) * 0.3 + 0.05 * np.sin(2 * np.pi * 1300 * t)]).astype(np.float32)  # fmt: skip
rs = np.random.RandomState(0)
for args, x in [((8000,), w), ((8000, 0.02, 5), w), ((8000, 0.01, 3, 100, 2000), w[0]), ((8000,), w.astype(np.float64)),
                ((16000, 0.005, 7), (rs.rand(2, 1600) - 0.5).astype(np.float32))]:  # fmt: skip
    out = audio.DetectPitchFrequency(*args)(x)
    print(args, out.shape, out.dtype, out[..., :12])
n = (rs.rand(2, 12) - 0.5).astype(np.float32)
print(audio.Dither()(n))
print(audio.Dither(noise_shaping=True)(n))
print(audio.Dither()(n.astype(np.float64)).dtype, audio.Dither()(n[0]), audio.Dither()(np.array([0.25, -0.5])))
for d in (audio.DensityFunction.RPDF, audio.DensityFunction.GPDF):
    out = audio.Dither(d, True)(n)
    print(d, out.shape, out.dtype)
d = ds.NumpySlicesDataset({"w": n}, shuffle=False).map(audio.Dither(), ["w"])
print([r["w"] for r in d.create_dict_iterator(output_numpy=True)])
for bad in [lambda: audio.Dither("TPDF"), lambda: audio.Dither(noise_shaping=1),
            lambda: audio.DetectPitchFrequency(0), lambda: audio.DetectPitchFrequency(8000, frame_time=0),
            lambda: audio.DetectPitchFrequency(8000, win_length=0), lambda: audio.DetectPitchFrequency(8000.0)]:  # fmt: skip
    try:
        bad()
        print("no error")
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
np.set_printoptions(**_saved_print_options)
