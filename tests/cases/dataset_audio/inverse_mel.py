# dataset.audio InverseMelScale: a random start refined by SGD, so shape, dtype, non-negativity and a rough
# reconstruction are checked (not values); its argument checks
import numpy as np
import mindspore.dataset.audio as audio

t = np.arange(800) / 8000.0
w = np.stack([np.sin(2 * np.pi * 440 * t) * 0.5, np.cos(2 * np.pi * 220 * t) * 0.3]).astype(np.float32)
spec = audio.Spectrogram(n_fft=64)(w)
mel = audio.MelScale(n_mels=16, sample_rate=8000, n_stft=33)(spec)
inv = audio.InverseMelScale(n_stft=33, n_mels=16, sample_rate=8000, max_iter=3000)(mel)
back = audio.MelScale(n_mels=16, sample_rate=8000, n_stft=33)(inv)
print(inv.shape, inv.dtype, bool((inv >= 0).all()), float(np.abs(back - mel).mean() / np.abs(mel).mean()) < 0.2)
out = audio.InverseMelScale(33, 16, 8000, max_iter=5, sgdargs={"sgd_lr": 0.01, "sgd_momentum": 0.5})(mel[0].astype(np.float64))
print(out.shape, out.dtype)
for bad in [lambda: audio.InverseMelScale(0), lambda: audio.InverseMelScale(33, max_iter=0),
            lambda: audio.InverseMelScale(33, tolerance_loss=0), lambda: audio.InverseMelScale(33, norm="slaney"),
            lambda: audio.InverseMelScale(33, sgdargs={"sgd_lr": -1, "sgd_momentum": 0.9}),
            lambda: audio.InverseMelScale(33, f_min=9000.0)]:  # fmt: skip
    try:
        bad()
        print("no error")
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    audio.InverseMelScale(n_stft=33, n_mels=8, sample_rate=8000, max_iter=10)(mel)
except RuntimeError:
    print("RuntimeError")
