# dataset.audio sox effects: Phaser (sine/triangle modulation) and Flanger (<..., channel, time>, linear/quadratic
# interpolation, feedback), values and argument checks
import numpy as np
import mindspore.dataset.audio as audio

_saved_print_options = np.get_printoptions()
np.set_printoptions(precision=6, suppress=True, linewidth=150)
t = np.arange(3000) / 8000.0
w = np.stack([np.sin(2 * np.pi * 440 * t) * 0.5, np.cos(2 * np.pi * 220 * t) * 0.3]).astype(np.float32)
for op in [audio.Phaser(8000), audio.Phaser(8000, 0.9, 0.9, 4.0, 0.8, 1.5, False), audio.Phaser(44100, delay_ms=1.0),
           audio.Flanger(8000),
           audio.Flanger(8000, 5.0, 4.0, 30.0, 50.0, 2.0, 60.0, audio.Modulation.TRIANGULAR, audio.Interpolation.QUADRATIC),
           audio.Flanger(44100, regen=-50.0, interpolation=audio.Interpolation.QUADRATIC)]:  # fmt: skip
    out = op(w)
    print(type(op).__name__, out.shape, out.dtype, out[:, ::300], float(np.abs(out.astype(np.float64)).mean()))
print(audio.Phaser(8000)(w.astype(np.float64))[0, 1000:1004])
print(audio.Flanger(8000)(np.stack([w, w]).astype(np.float64))[1, 0, 1000:1004])
for bad in [lambda: audio.Phaser(8000, gain_in=2.0), lambda: audio.Phaser(8000, mod_speed=0.0),
            lambda: audio.Phaser(8000.0), lambda: audio.Phaser(8000, sinusoidal=1),
            lambda: audio.Flanger(0), lambda: audio.Flanger(8000, delay=31.0), lambda: audio.Flanger(8000, regen=-96.0),
            lambda: audio.Flanger(8000, modulation="sinusoidal"), lambda: audio.Flanger(8000, speed=0.0)]:  # fmt: skip
    try:
        bad()
        print("no error")
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for x in [np.zeros((5, 10), np.float32), np.zeros(10, np.float32)]:
    try:
        audio.Flanger(8000)(x)
        print("no error")
    except RuntimeError:
        print("RuntimeError")
np.set_printoptions(**_saved_print_options)
