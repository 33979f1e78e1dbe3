# vision.MixUp (MindSpore's Python implementation over numpy's global random generator): is_single circular
# mixing, the continuous form that mixes with the previous output, broadcasting, float64 results, argument checks.
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.transforms as transforms
import mindspore.dataset.vision as vision


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r)
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


np.random.seed(3)
img = np.arange(2 * 2 * 2 * 1, dtype=np.uint8).reshape(2, 2, 2, 1) * 10
lab = np.array([[1, 0], [0, 1]])
m = vision.MixUp(batch_size=2, alpha=0.5)
out = m(img, lab)
print(out[0].dtype, out[0].shape, np.round(out[0].ravel(), 5).tolist())
print(out[1].dtype, np.round(out[1], 5).tolist())
c = vision.MixUp(batch_size=2, alpha=0.3, is_single=False)
for step in range(3):
    oi, ol = c(img + step, lab)
    print("cont", step, np.round(oi.ravel(), 5).tolist(), np.round(ol, 5).tolist())
b = vision.MixUp(batch_size=1, alpha=0.2)
oi, ol = b(np.ones((4, 2, 2, 3), np.uint8), np.eye(4)[:, :3])
print(oi.shape, ol.shape, np.round(ol, 5).tolist())

data = np.random.randint(0, 255, size=(8, 4, 4, 3)).astype(np.uint8)
d = ds.NumpySlicesDataset(data, ["image"], shuffle=False)
d = d.map(
    operations=lambda im: (im, np.array([[1], [2], [3]])), input_columns=["image"], output_columns=["image", "label"]
)
d = d.map(operations=transforms.OneHot(10), input_columns="label").batch(batch_size=4)
d = d.map(operations=vision.MixUp(batch_size=1, alpha=0.2), input_columns=["image", "label"])
for item in d.create_dict_iterator(num_epochs=1, output_numpy=True):
    print(item["image"].shape, item["image"].dtype, item["label"].shape, item["label"].dtype)

attempt("bad_bs", lambda: vision.MixUp(batch_size=0, alpha=0.2))
attempt("bad_bs_type", lambda: vision.MixUp(batch_size=1.5, alpha=0.2))
attempt("bad_alpha", lambda: vision.MixUp(batch_size=1, alpha=0))
attempt("bad_alpha_type", lambda: vision.MixUp(batch_size=1, alpha="a"))
attempt("bad_single", lambda: vision.MixUp(batch_size=1, alpha=0.2, is_single=1))
