# dataset.audio Vad as MindSpore 2.10 behaves (nothing detected for trigger_level > 0: the detector buffer's last
# samples; the whole waveform for trigger_level <= 0), shapes for several ranks, and its argument checks
import numpy as np
import mindspore.dataset.audio as audio
rs = np.random.RandomState(0)
sr = 8000
t = np.arange(int(sr * 1.2)) / sr
sig = np.concatenate([rs.randn(int(sr * 0.6)) * 0.001, np.sin(2 * np.pi * 300 * t) * 0.5 + rs.randn(t.size) * 0.01])
w = np.stack([sig, sig * 0.8]).astype(np.float32)
for kw in [dict(), dict(trigger_level=3.0), dict(pre_trigger_time=0.1, search_time=0.5), dict(measure_freq=10.0, boot_time=0.2),
           dict(trigger_level=0.0), dict(trigger_level=-2.0, search_time=0.3, allowed_gap=0.05), dict(measure_duration=0.3, trigger_level=0.0),
           dict(measure_duration=0.3)]:
    out = audio.Vad(sr, **kw)(w)
    print(kw, out.shape, out.dtype, out[:, :2])
print(audio.Vad(sr)(w[0].astype(np.float64)).shape, audio.Vad(sr, trigger_level=0.0)(np.zeros(500, np.float32)).shape,
      audio.Vad(sr)(np.zeros(500, np.float32)).shape, audio.Vad(16000, trigger_level=-1.0)(np.ones((2, 3, 20000), np.float32)).shape)
for bad in [lambda: audio.Vad(0), lambda: audio.Vad(8000, noise_up_time=0.01, noise_down_time=0.1),
            lambda: audio.Vad(8000, measure_freq=0), lambda: audio.Vad(8000, trigger_time=-1.0),
            lambda: audio.Vad(8000, lp_lifter_freq=0), lambda: audio.Vad(8000.0)]:  # fmt: skip
    try:
        bad()
        print("no error")
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
