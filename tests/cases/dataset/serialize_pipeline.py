# ds.serialize / ds.deserialize / ds.compare / Dataset.to_json: MindSpore's JSON graph of an MNIST pipeline (map of
# vision transforms, shuffle, batch, repeat, take, skip, project, rename), the compact file it writes, and the
# pipeline read back (same rows); deserialize of a missing file returns a dataset and raises only when used.
import json
import os
import struct
import tempfile

import numpy as np

import mindspore
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as vision


def write_idx(path, arr):
    with open(path, "wb") as f:
        f.write(struct.pack(">HBB", 0, 8, arr.ndim))
        f.write(struct.pack(">" + "I" * arr.ndim, *arr.shape))
        f.write(arr.astype(np.uint8).tobytes())


ds.config.set_num_parallel_workers(2)
ds.config.set_prefetch_size(16)
work = tempfile.mkdtemp()
root = os.path.join(work, "mnist")
os.makedirs(root)
write_idx(os.path.join(root, "train-images-idx3-ubyte"), (np.arange(6 * 28 * 28) % 251).reshape(6, 28, 28))
write_idx(os.path.join(root, "train-labels-idx1-ubyte"), np.array([5, 0, 4, 1, 9, 2]))


def masked(obj):
    return json.dumps(obj, sort_keys=True).replace(work, "<W>")


def rows(d):
    return [
        {k: (v.dtype.name, list(v.shape), round(float(v.astype(np.float64).sum()), 2)) for k, v in r.items()}
        for r in d.create_dict_iterator(output_numpy=True, num_epochs=1)
    ]


d = ds.MnistDataset(root, usage="train", shuffle=False, num_samples=5)
d = d.map([vision.Rescale(1.0 / 255.0, 0), vision.Resize((8, 6)), vision.Normalize([0.5], [0.2]), vision.HWC2CHW()],
          input_columns="image")  # fmt: skip
d = d.map(T.TypeCast(mindspore.int32), input_columns="label", num_parallel_workers=1)
d = d.batch(2, drop_remainder=True).repeat(2)
graph = ds.serialize(d)
print(masked(graph))
print(masked(d.to_json()) == masked(graph))
path = os.path.join(work, "pipe.json")
ds.serialize(d, path)
with open(path) as f:
    text = f.read()
print(text.replace(work, "<W>"))
print(json.loads(text) == graph)

back = ds.deserialize(json_filepath=path)
print(type(back).__name__, ds.compare(back, d), masked(back.to_json()) == masked(graph))
print(back.get_dataset_size(), back.get_col_names())
print(rows(back) == rows(d), rows(back)[0])
back2 = ds.deserialize(input_dict=graph)
print(ds.compare(back2, d), rows(back2) == rows(d))

e = ds.MnistDataset(root, usage="train", shuffle=False).project(["label", "image"]).rename(["label"], ["lab"])
e = e.map(vision.Resize(4, vision.Inter.NEAREST), input_columns=["image"], output_columns=["img"])
e = e.take(4).skip(1)
print(masked(ds.serialize(e)))
print(rows(ds.deserialize(ds.serialize(e))) == rows(e))
r = ds.MnistDataset(root, sampler=ds.RandomSampler(replacement=False, num_samples=3)).shuffle(4)
print(masked(ds.serialize(r)))
print(ds.compare(d, e), ds.deserialize())

missing = ds.deserialize(json_filepath=os.path.join(work, "missing.json"))
print(type(missing).__name__)
try:
    missing.get_dataset_size()
except RuntimeError as exc:
    print("RuntimeError")
