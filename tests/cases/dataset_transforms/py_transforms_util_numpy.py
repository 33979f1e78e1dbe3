# mindspore.dataset.vision.py_transforms_util's numpy helpers (MindArmour's image perturbations import them).
import numpy as np

from mindspore.dataset.vision.py_transforms_util import hwc_to_chw, is_numpy


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r.shape if hasattr(r, "shape") else r, getattr(r, "dtype", ""))
        return r
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


img = np.arange(24, dtype=np.uint8).reshape(2, 3, 4)
print(is_numpy(img), is_numpy([1, 2]), is_numpy(3.0))
out = attempt("hwc", lambda: hwc_to_chw(img))
print(out[1].tolist(), out.flags["C_CONTIGUOUS"], out.base is None or out.base is not img)
gray = np.zeros((2, 3), np.float32)
print(attempt("hw", lambda: hwc_to_chw(gray)) is gray)
attempt("list", lambda: hwc_to_chw([[1, 2]]))
attempt("1d", lambda: hwc_to_chw(np.zeros(3)))
attempt("4d", lambda: hwc_to_chw(np.zeros((1, 2, 3, 4))))
