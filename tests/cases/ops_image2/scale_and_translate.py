# ops.ScaleAndTranslate on CPU: every sampling kernel, antialias on/off, up/down scales, translations, dtypes, errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

np.set_printoptions(precision=5, suppress=True)


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, r.shape, r.asnumpy())
    except Exception as e:
        print(tag, type(e).__name__, str(e).split(chr(10))[0][:200])


def T(v, dt=ms.float32):
    return Tensor(np.array(v), dt)


rng = np.random.RandomState(2)
img = rng.uniform(-2, 6, (1, 5, 6, 2)).astype(np.float32)
kernels = ("lanczos1", "lanczos3", "lanczos5", "gaussian", "box", "triangle", "keyscubic", "mitchellcubic")
for k in kernels:
    for aa in (True, False):
        for size, scale, tr in (((3, 4), (0.6, 0.7), (0.0, 0.0)), ((8, 9), (1.6, 1.5), (0.3, -0.4))):
            attempt(
                f"{k} aa={aa} {size}",
                lambda: ops.ScaleAndTranslate(k, aa)(img_t, T(size, ms.int32), T(scale), T(tr)),
            ) if (img_t := Tensor(img)) is not None else None
attempt("shifted out", lambda: ops.ScaleAndTranslate()(Tensor(img), T((3, 3), ms.int32), T((1.0, 1.0)), T((4.0, 5.0))))
ints = rng.randint(0, 100, (2, 3, 3, 1))
for dt in (np.int8, np.int16, np.int32, np.int64, np.float16, np.float64):
    attempt(
        f"dtype {dt.__name__}",
        lambda: ops.ScaleAndTranslate("triangle")(Tensor(ints.astype(dt)), T((2, 4), ms.int32), T((0.7, 1.3)), T((0.0, 0.5))),
    )
ok = (T((2, 2), ms.int32), T((1.0, 1.0)), T((0.0, 0.0)))
attempt("uint8", lambda: ops.ScaleAndTranslate()(Tensor(ints.astype(np.uint8)), *ok))
attempt("rank3", lambda: ops.ScaleAndTranslate()(Tensor(np.ones((2, 2, 1), np.float32)), *ok))
attempt("size i64", lambda: ops.ScaleAndTranslate()(Tensor(img), T((2, 2), ms.int64), ok[1], ok[2]))
attempt("size 3", lambda: ops.ScaleAndTranslate()(Tensor(img), T((2, 2, 2), ms.int32), ok[1], ok[2]))
attempt("scale f64", lambda: ops.ScaleAndTranslate()(Tensor(img), ok[0], T((1.0, 1.0), ms.float64), ok[2]))
attempt("scale 1", lambda: ops.ScaleAndTranslate()(Tensor(img), ok[0], T((1.0,)), ok[2]))
attempt("tr i32", lambda: ops.ScaleAndTranslate()(Tensor(img), ok[0], ok[1], T((0, 0), ms.int32)))
attempt("tr 3", lambda: ops.ScaleAndTranslate()(Tensor(img), ok[0], ok[1], T((0.0, 0.0, 0.0))))
attempt("scale 0", lambda: ops.ScaleAndTranslate()(Tensor(img), ok[0], T((0.0, 1.0)), ok[2]))
attempt("size 0", lambda: ops.ScaleAndTranslate()(Tensor(img), T((0, 2), ms.int32), ok[1], ok[2]))
attempt("tuple", lambda: ops.ScaleAndTranslate()(Tensor(img), (2, 2), ok[1], ok[2]))
attempt("bad kernel", lambda: ops.ScaleAndTranslate("cubic"))
attempt("kernel int", lambda: ops.ScaleAndTranslate(1))
attempt("aa int", lambda: ops.ScaleAndTranslate("box", 1))
print(ops.ScaleAndTranslate(), ops.ScaleAndTranslate("box", False))
