# vision: MixUpBatch / CutMixBatch take NC and NLC one-hot labels (other ranks: pipeline error), LinearTransformation keeps numpy's result dtype.
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.transforms as transforms
import mindspore.dataset.vision as vision


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", [(o.shape, o.dtype) for o in r])
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0][:300])


data = np.random.randint(0, 255, (2, 10, 10, 3)).astype(np.uint8)
attempt("mix2", lambda: vision.MixUpBatch(1)(data, np.array([[0, 1], [1, 0]])))
attempt("mix3", lambda: vision.MixUpBatch(1)(data, np.zeros((2, 3, 4), np.int32)))
attempt("mix1", lambda: vision.MixUpBatch(1)(data, np.array([0, 1])))
attempt("mix4", lambda: vision.MixUpBatch(1)(data, np.zeros((2, 1, 3, 4))))
attempt("cut2", lambda: vision.CutMixBatch(vision.ImageBatchFormat.NHWC)(data, np.array([[0, 1], [1, 0]])))
attempt("cut3", lambda: vision.CutMixBatch(vision.ImageBatchFormat.NHWC)(data, np.zeros((2, 3, 4), np.int32)))
attempt("cut1", lambda: vision.CutMixBatch(vision.ImageBatchFormat.NHWC)(data, np.array([0, 1])))
attempt(
    "lt",
    lambda: [vision.LinearTransformation(np.eye(300), np.zeros(300))(np.random.randn(10, 10, 3).astype(np.float32))],
)
attempt(
    "lt32",
    lambda: [
        vision.LinearTransformation(np.eye(300, dtype=np.float32), np.zeros(300, np.float32))(
            np.random.randn(10, 10, 3).astype(np.float32)
        )
    ],
)
d = ds.NumpySlicesDataset(np.random.randint(0, 255, size=(10, 8, 8, 3)).astype(np.uint8), ["image"], shuffle=False)
d = d.map(
    operations=lambda img: (img, np.random.randint(0, 5, (3, 1))),
    input_columns=["image"],
    output_columns=["image", "label"],
)
d = d.map(operations=transforms.OneHot(num_classes=10), input_columns=["label"])
d = d.batch(5).map(operations=vision.MixUpBatch(alpha=0.9), input_columns=["image", "label"])
for item in d.create_dict_iterator(num_epochs=1, output_numpy=True):
    print(item["image"].shape, item["image"].dtype, item["label"].shape, item["label"].dtype)
