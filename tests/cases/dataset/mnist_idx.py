# MnistDataset reading standard IDX files written by the script: columns, dtypes, shapes, usage, order with shuffle=False.
import os
import struct

import numpy as np

import mindspore.dataset as ds


def write_idx(path, arr):
    with open(path, "wb") as f:
        f.write(struct.pack(">HBB", 0, 8, arr.ndim))
        f.write(struct.pack(">" + "I" * arr.ndim, *arr.shape))
        f.write(arr.astype(np.uint8).tobytes())


root = os.path.join(os.getcwd(), "mnist_tiny")
os.makedirs(root, exist_ok=True)
tr = (np.arange(5 * 28 * 28) % 256).reshape(5, 28, 28)
te = (np.arange(3 * 28 * 28) * 7 % 256).reshape(3, 28, 28)
write_idx(os.path.join(root, "train-images-idx3-ubyte"), tr)
write_idx(os.path.join(root, "train-labels-idx1-ubyte"), np.array([5, 0, 4, 1, 9]))
write_idx(os.path.join(root, "t10k-images-idx3-ubyte"), te)
write_idx(os.path.join(root, "t10k-labels-idx1-ubyte"), np.array([7, 2, 1]))

for usage in ("train", "test", "all", None):
    d = ds.MnistDataset(root, usage=usage, shuffle=False)
    print(usage, d.get_dataset_size(), d.get_col_names())
    labels = []
    for r in d.create_dict_iterator(output_numpy=True):
        labels.append(r["label"].item())
    print(labels, r["image"].dtype.name, r["image"].shape, r["label"].dtype.name, r["label"].shape)
d = ds.MnistDataset(root, usage="train", shuffle=False)
r = next(d.create_tuple_iterator(output_numpy=True))
print(int(r[0].sum()), r[0][0, :5, 0].tolist())
d = ds.MnistDataset(root, usage="train", shuffle=False, num_samples=3)
print(d.get_dataset_size())
d = ds.MnistDataset(root, usage="train", shuffle=False).batch(2)
print(d.get_dataset_size(), [r["label"].tolist() for r in d.create_dict_iterator(output_numpy=True)])
for r in d.create_dict_iterator():
    print(r["image"].dtype, r["image"].shape, r["label"].dtype)
    break
d = ds.MnistDataset(root, usage="all", shuffle=False, num_shards=2, shard_id=0)
print(d.get_dataset_size(), [r["label"].item() for r in d.create_dict_iterator(output_numpy=True)])
d = ds.MnistDataset(root, usage="train", shuffle=True)
print(sorted(r["label"].item() for r in d.create_dict_iterator(output_numpy=True)))
