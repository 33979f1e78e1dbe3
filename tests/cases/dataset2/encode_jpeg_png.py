# vision.encode_jpeg / encode_png: 1-D uint8 data that decodes back (PNG exactly, JPEG closely), MindSpore's checks and errors.
import numpy as np
import mindspore as ms
import mindspore.dataset.vision as vision


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", type(r).__name__, r.dtype, r.ndim, r[:4].tolist())
        return r
    except Exception as e:
        print(
            tag,
            type(e).__name__,
            str(e).splitlines()[0][:120],
            [l[:150] for l in str(e).splitlines() if "ERROR" in l][:1],
        )


rs = np.random.RandomState(0)
img = rs.randint(256, size=(12, 34, 3)).astype(np.uint8)
gray = rs.randint(256, size=(8, 9)).astype(np.uint8)
p = attempt("png", lambda: vision.encode_png(img))
print(np.array_equal(vision.Decode()(p), img))
p1 = attempt("png_gray", lambda: vision.encode_png(gray, 9))
print(vision.Decode()(p1).shape, np.array_equal(vision.Decode()(p1)[..., 0], gray))
attempt("png_tensor", lambda: vision.encode_png(ms.Tensor(img)))
j = attempt("jpeg", lambda: vision.encode_jpeg(img, 90))
d = vision.Decode()(j)
print(d.shape, d.dtype, float(np.abs(d.astype(int) - img).mean()) < 60)
attempt("jpeg_hw1", lambda: vision.encode_jpeg(gray.reshape(8, 9, 1)))
attempt("jpeg_q0", lambda: vision.encode_jpeg(img, 0))
attempt("jpeg_qtype", lambda: vision.encode_jpeg(img, 7.5))
attempt("png_lvl", lambda: vision.encode_png(img, 10))
attempt("png_lvltype", lambda: vision.encode_png(img, "6"))
attempt("png_float", lambda: vision.encode_png(img.astype(np.float32)))
attempt("png_4ch", lambda: vision.encode_png(np.zeros((4, 4, 4), np.uint8)))
attempt("png_1d", lambda: vision.encode_png(np.zeros((4,), np.uint8)))
attempt("jpeg_list", lambda: vision.encode_jpeg([[1, 2]]))
