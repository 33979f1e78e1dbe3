# vision.RandomCropWithBBox / RandomResizedCropWithBBox / RandomResizeWithBBox: boxes cropped (dropped, clipped,
# moved), padded and scaled with the image; every window a small crop can take (collected over many draws);
# the fallback centre window; the given array written by the eager call; the pipeline form; errors.
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import Border, Inter


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r[0].shape, r[0].dtype, np.round(r[1], 4).tolist(), r[1].dtype)
        return r
    except Exception as e:
        print(
            tag,
            type(e).__name__,
            str(e).splitlines()[0][:100],
            [l[:200] for l in str(e).splitlines() if "ERROR" in l][:1],
        )


img = np.arange(1, 8 * 10 + 1, dtype=np.float32).reshape(8, 10, 1).repeat(3, 2)
bb = np.array([[1, 1, 3, 2], [6, 4, 4, 4], [0, 0, 10, 8], [8, 6, 1, 1], [2, 7, 3, 1]], np.float32)


def outcomes(op, n=300):
    seen = set()
    for _ in range(n):
        out, boxes = op(img, bb.copy())
        seen.add((out.shape, float(out[0, 0, 0]), float(out[-1, -1, 0]), tuple(map(tuple, boxes.tolist()))))
    for o in sorted(seen):
        print(" ", o)


attempt("crop full", lambda: vision.RandomCropWithBBox((8, 10))(img, bb.copy()))
attempt("crop pad4", lambda: vision.RandomCropWithBBox((15, 13), padding=[1, 3, 2, 4])(img, bb.copy()))
r = attempt("crop pad2", lambda: vision.RandomCropWithBBox([12, 14], [2, 2])(img, bb.copy()))
print(r[0][:3, :4, 0].tolist())
attempt("crop pad1 fill", lambda: vision.RandomCropWithBBox(10, 1, fill_value=(5, 6, 7))(img[:, :8], bb[:1].copy()))
attempt("crop edge", lambda: vision.RandomCropWithBBox((8, 10), 0, padding_mode=Border.EDGE)(img, bb.copy()))
attempt("crop extra cols", lambda: vision.RandomCropWithBBox((8, 10))(img, np.array([[1, 2, 3, 4, 9, 8]], np.float32)))
print("rows")
outcomes(vision.RandomCropWithBBox((3, 10)))
print("corner")
outcomes(vision.RandomCropWithBBox((7, 9)))
print("pad_if_needed")
outcomes(vision.RandomCropWithBBox((9, 11), pad_if_needed=True))
print("pad_if_needed padding")
outcomes(vision.RandomCropWithBBox((9, 12), padding=[1, 0], pad_if_needed=True))
g = bb.copy()
vision.RandomCropWithBBox((3, 10))(img, g)
print("crop given", g.tolist())
attempt(
    "rrc full", lambda: vision.RandomResizedCropWithBBox((16, 5), scale=(1.0, 1.0), ratio=(1.25, 1.25))(img, bb.copy())
)
g = bb.copy()
attempt(
    "rrc centre tall", lambda: vision.RandomResizedCropWithBBox((6, 6), (1.5, 1.5), (0.5, 0.5), Inter.NEAREST)(img, g)
)
print("rrc given", g.tolist())
g = bb.copy()
attempt("rrc centre wide", lambda: vision.RandomResizedCropWithBBox(4, (3.0, 3.0), (2.0, 2.0))(img, g))
print("rrc given", g.tolist())
for _ in range(20):
    out, boxes = vision.RandomResizedCropWithBBox((16, 64), (0.5, 0.5), (0.5, 0.5))(img, bb.copy())
    assert out.shape == (16, 64, 3) and boxes.shape[1] == 4 and (boxes[:, 0] + boxes[:, 2] <= 64).all()
print("rrc random ok")
u8 = np.arange(8 * 10 * 3, dtype=np.uint8).reshape(8, 10, 3)
modes = [Inter.NEAREST, Inter.BILINEAR, Inter.BICUBIC, Inter.AREA]
for size in (4, (16, 5), [5, 20]):
    g = bb.copy()
    r = attempt(f"rr {size}", lambda: vision.RandomResizeWithBBox(size)(u8, g))
    print(" given", g.tolist(), any(np.array_equal(r[0], vision.Resize(size, m)(u8)) for m in modes))
attempt("crop big", lambda: vision.RandomCropWithBBox((9, 10))(img, bb.copy()))
attempt("crop bb f64", lambda: vision.RandomCropWithBBox((8, 10))(img, bb.astype(np.float64)))
attempt("crop bb out", lambda: vision.RandomCropWithBBox((8, 10))(img, np.array([[5, 5, 6, 1]], np.float32)))
attempt("crop bb neg", lambda: vision.RandomCropWithBBox((8, 10))(img, np.array([[-1, 0, 2, 1]], np.float32)))
attempt("crop bb 1d", lambda: vision.RandomCropWithBBox((8, 10))(img, np.array([1, 0, 2, 1], np.float32)))
attempt("rrc bb out", lambda: vision.RandomResizedCropWithBBox(4)(img, np.array([[5, 5, 6, 1]], np.float32)))
attempt("rr bb out", lambda: vision.RandomResizeWithBBox(4)(img, np.array([[5, 5, 6, 1]], np.float32)))
attempt("crop size 0", lambda: vision.RandomCropWithBBox(0))
attempt("crop size str", lambda: vision.RandomCropWithBBox("8"))
attempt("crop size 3", lambda: vision.RandomCropWithBBox((1, 2, 3)))
attempt("crop pad_if_needed", lambda: vision.RandomCropWithBBox(4, pad_if_needed=1))
attempt("crop padding_mode", lambda: vision.RandomCropWithBBox(4, padding_mode="edge"))
attempt("rrc scale", lambda: vision.RandomResizedCropWithBBox(4, scale=(0.9, 0.1)))
attempt("rrc ratio", lambda: vision.RandomResizedCropWithBBox(4, ratio=(-1.0, 2.0)))
attempt("rrc attempts", lambda: vision.RandomResizedCropWithBBox(4, max_attempts=0))
attempt("rrc interp", lambda: vision.RandomResizedCropWithBBox(4, interpolation="nearest"))
attempt("rr size 0", lambda: vision.RandomResizeWithBBox(0))
attempt("rr size str", lambda: vision.RandomResizeWithBBox("4"))
d = ds.NumpySlicesDataset(img[None], ["image"], shuffle=False)
d = d.map(operations=[lambda im: (im, bb.copy())], input_columns=["image"], output_columns=["image", "bbox"])
d = d.map(
    operations=[
        vision.RandomCropWithBBox((10, 10), padding=[0, 2, 0, 0]),
        vision.RandomResizeWithBBox((5, 5)),
        vision.RandomResizedCropWithBBox(5, scale=(1.0, 1.0), ratio=(1.0, 1.0)),
    ],
    input_columns=["image", "bbox"],
)
for item in d.create_dict_iterator(num_epochs=1, output_numpy=True):
    print(item["image"].shape, item["image"].dtype, np.round(item["bbox"], 4).tolist())
