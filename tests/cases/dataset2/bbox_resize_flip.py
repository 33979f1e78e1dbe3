# vision.ResizeWithBBox / RandomHorizontalFlipWithBBox / RandomVerticalFlipWithBBox: boxes scaled / flipped with the image, MindSpore's eager call writing them into the given array, its bounding-box errors; the pipeline form.
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore.dataset.vision import Inter


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


img = np.arange(6 * 8 * 3, dtype=np.uint8).reshape(6, 8, 3)
bb = np.array([[1, 2, 3, 2], [0, 0, 8, 6]], np.float32)
r = attempt("rs", lambda: vision.ResizeWithBBox(3)(img, bb))
print(r[0][..., 0].tolist())
attempt("rs_hw", lambda: vision.ResizeWithBBox((12, 4), Inter.NEAREST)(img, bb))
attempt("rs_int_bb", lambda: vision.ResizeWithBBox(12)(img, bb.astype(np.int32)))
attempt("rs_extra", lambda: vision.ResizeWithBBox(12)(img, np.array([[1, 2, 3, 2, 7, 9]], np.float32)))
r = attempt("hf", lambda: vision.RandomHorizontalFlipWithBBox(1.0)(img, bb))
print(np.array_equal(r[0], img[:, ::-1]))
r = attempt("vf", lambda: vision.RandomVerticalFlipWithBBox(1.0)(img, bb))
print(np.array_equal(r[0], img[::-1]))
attempt("hf0", lambda: vision.RandomHorizontalFlipWithBBox(0.0)(img, bb))
attempt("bad_bb_shape", lambda: vision.ResizeWithBBox(3)(img, np.array([1, 2, 3, 4], np.float32)))
attempt("bad_bb_cols", lambda: vision.ResizeWithBBox(3)(img, np.array([[1, 2, 3]], np.float32)))
attempt("bad_bb_out", lambda: vision.RandomHorizontalFlipWithBBox(1.0)(img, np.array([[5, 2, 4, 2]], np.float32)))
attempt("bad_bb_neg", lambda: vision.RandomHorizontalFlipWithBBox(1.0)(img, np.array([[-1, 2, 4, 2]], np.float32)))
attempt("bad_prob", lambda: vision.RandomHorizontalFlipWithBBox(1.5))
attempt("bad_size", lambda: vision.ResizeWithBBox(0))
data = np.arange(10 * 12 * 3, dtype=np.float32).reshape(10, 12, 3)
d = ds.NumpySlicesDataset(data[None], ["image"], shuffle=False)
d = d.map(
    operations=[lambda im: (im, np.array([[1, 2, 4, 3]], np.float32))],
    input_columns=["image"],
    output_columns=["image", "bbox"],
)
d = d.map(
    operations=[vision.ResizeWithBBox(5, Inter.NEAREST), vision.RandomVerticalFlipWithBBox(1.0)],
    input_columns=["image", "bbox"],
)
for item in d.create_dict_iterator(num_epochs=1, output_numpy=True):
    print(item["image"].shape, item["image"].dtype, item["image"][..., 0].tolist(), item["bbox"].tolist())
