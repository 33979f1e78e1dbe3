# dataset.vision.py_transforms_util's PIL helpers that MindSpore Science / model-zoo augmentation code calls directly:
# adjust_brightness / adjust_contrast / adjust_saturation, rotate and random_crop (a full-size or padded crop, which
# is deterministic), with their input checks.
import numpy as np
from PIL import Image

from mindspore.dataset.vision import py_transforms_util as U


def attempt(tag, fn):
    try:
        r = fn()
        a = np.asarray(r)
        print(tag, r.mode, r.size, a.reshape(-1)[:12].tolist(), int(a.sum()))
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[:1])


rng = np.random.default_rng(0)
img = Image.fromarray(rng.integers(0, 256, (6, 8, 3), dtype=np.uint8))
for f in (0.0, 0.5, 1.0, 1.7):
    attempt(f"brightness {f}", lambda: U.adjust_brightness(img, f))
    attempt(f"contrast {f}", lambda: U.adjust_contrast(img, f))
    attempt(f"saturation {f}", lambda: U.adjust_saturation(img, f))
attempt("brightness numpy", lambda: U.adjust_brightness(np.asarray(img), 0.5))
for angle, expand, center, fill in ((90, False, None, 0), (45, True, None, (10, 20, 30)), (30, False, (1, 1), 255)):
    attempt(f"rotate {angle} {expand} {center}", lambda: U.rotate(img, angle, Image.NEAREST, expand, center, fill))
attempt("rotate bilinear list fill", lambda: U.rotate(img, 10, Image.BILINEAR, False, None, [1, 2, 3]))
attempt("rotate numpy", lambda: U.rotate(np.asarray(img), 10, Image.NEAREST, False, None, 0))
attempt("random_crop full", lambda: U.random_crop(img, (6, 8), None, False, 0, "constant"))
attempt("random_crop padded", lambda: U.random_crop(img, 10, None, True, (5, 6, 7), "constant"))
attempt("random_crop pad edge", lambda: U.random_crop(img, (8, 10), 1, False, 0, "edge"))
attempt("random_crop too big", lambda: U.random_crop(img, (7, 8), None, False, 0, "constant"))
attempt("random_crop bad size", lambda: U.random_crop(img, (1, 2, 3), None, False, 0, "constant"))
attempt("random_crop numpy", lambda: U.random_crop(np.asarray(img), 2, None, False, 0, "constant"))
