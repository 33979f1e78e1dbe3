# MindDataset over files written by FileWriter: column types and shapes, shard sets, shuffle=False order,
# num_shards/shard_id striding, padded samples, num_samples, samplers, argument errors.
import os

import numpy as np

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter

root = os.path.join(os.getcwd(), "mr_dataset")
os.makedirs(root, exist_ok=True)
p = os.path.join(root, "m.mindrecord")
w = FileWriter(p, 3, overwrite=True)
w.add_schema(
    {
        "id": {"type": "int32"},
        "s": {"type": "string"},
        "f": {"type": "float64"},
        "raw": {"type": "bytes"},
        "vec": {"type": "float32", "shape": [-1, 2]},
        "ids": {"type": "int64", "shape": [3]},
    }
)
w.write_raw_data(
    [
        {
            "id": i,
            "s": "s%d" % i,
            "f": i / 4,
            "raw": bytes([65 + i] * (i + 1)),
            "vec": np.full((i % 3 + 1, 2), i, np.float32),
            "ids": np.array([i, -i, 2**35], np.int64),
        }
        for i in range(12)
    ]
)
w.write_raw_data(
    [
        {
            "id": 100 + i,
            "s": "t",
            "f": 0.5,
            "raw": b"z",
            "vec": np.zeros((1, 2), np.float32),
            "ids": np.zeros(3, np.int64),
        }
        for i in range(3)
    ]
)
w.commit()


def ids(d):
    return [int(x["id"]) for x in d.create_dict_iterator(output_numpy=True)]


d = ds.MindDataset(p + "0", shuffle=False)
print(d.get_col_names(), d.get_dataset_size())
for row in d.create_dict_iterator(output_numpy=True, num_epochs=1):
    print({k: (v.dtype.str, v.shape, v.tolist()) for k, v in row.items()})
    break
print(ids(d))
print(ids(ds.MindDataset([p + "2", p + "0"], shuffle=False)))
for n in (2, 4):
    for k in range(n):
        dd = ds.MindDataset(p + "1", shuffle=False, num_shards=n, shard_id=k)
        print("shard", n, k, dd.get_dataset_size(), ids(dd))
print(ids(ds.MindDataset(p + "0", shuffle=False, num_samples=5)))
print(
    [
        x
        for x in ds.MindDataset(p + "0", columns_list=["s", "id"], shuffle=False, num_samples=2).create_tuple_iterator(
            output_numpy=True
        )
    ]
)
dd = ds.MindDataset(
    p + "0",
    columns_list=["id", "s"],
    shuffle=False,
    num_shards=4,
    shard_id=3,
    padded_sample={"id": -1, "s": "pad"},
    num_padded=1,
)
print("pad", dd.get_dataset_size(), ids(dd))
print(ids(ds.MindDataset(p + "0", sampler=ds.SequentialSampler(2, 4))))
print(ids(ds.MindDataset(p + "0", sampler=ds.SubsetSampler([3, 1, 7]))))
print(ids(ds.MindDataset(p + "0", sampler=ds.DistributedSampler(3, 1, shuffle=False))))
sh = ds.MindDataset(p + "0")
print(sorted(ids(sh)), sh.get_dataset_size())
print(
    [
        b["id"].tolist()
        for b in ds.MindDataset(p + "0", shuffle=False, columns_list=["id"])
        .batch(4, drop_remainder=True)
        .create_dict_iterator(output_numpy=True)
    ]
)
for kwargs in (
    {"sampler": ds.SequentialSampler(), "shuffle": False},
    {"sampler": ds.SequentialSampler(), "num_shards": 2, "shard_id": 0},
    {"num_shards": 2},
    {"padded_sample": {"id": 1}, "num_padded": 1},
    {"padded_sample": {"id": 1}, "columns_list": ["id"]},
    {"padded_sample": {"id": 1}, "num_padded": 1, "columns_list": ["id", "s"]},
    {"num_padded": 2},
    {"shuffle": "yes"},
):
    try:
        ds.MindDataset(p + "0", **kwargs)
        print("no error", kwargs)
    except Exception as e:
        print(type(e).__name__, e)
try:
    ds.MindDataset(os.path.join(root, "missing.mindrecord"))
except Exception as e:
    print(type(e).__name__, str(e).replace(root, "ROOT"))
