# FileWriter(shard_num=k) without parallel_writer: each write_raw_data batch of n rows gives every shard a
# contiguous run of n // k rows, in shard order, and n % k shards picked at random one row more; MindDataset
# (shuffle=False) reads the set shard after shard. Only what holds for every draw is printed.
import os

import numpy as np

import mindspore.dataset as ds
from mindspore.mindrecord import FileReader, FileWriter

root = os.path.join(os.getcwd(), "mr_spread")
os.makedirs(root, exist_ok=True)


def write(name, k, batches):
    p = os.path.join(root, name)
    w = FileWriter(p, k, overwrite=True)
    w.set_header_size(1 << 14)
    w.set_page_size(1 << 15)
    w.add_schema({"b": {"type": "int32"}, "i": {"type": "int64"}, "v": {"type": "float32", "shape": [2]}})
    n = 0
    for b, size in enumerate(batches):
        w.write_raw_data([{"b": b, "i": n + j, "v": np.array([n + j, 0.5], np.float32)} for j in range(size)])
        n += size
    w.commit()
    names = [p + str(s) for s in range(k)]
    per = [
        [(int(r["b"]), int(r["i"])) for r in ds.MindDataset([f], shuffle=False).create_dict_iterator(output_numpy=True)]
        for f in names
    ]
    whole = [int(r["i"]) for r in ds.MindDataset(names[0], shuffle=False).create_dict_iterator(output_numpy=True)]
    return names, per, whole


def report(tag, k, batches):
    names, per, whole = write(tag, k, batches)
    print(tag, "files", sorted(os.path.basename(f) for f in os.listdir(root) if f.startswith(tag)))
    # per batch: how many rows each shard took (sorted, as the extra rows' shards are random) and whether
    # each shard's part is a contiguous run following the previous shard's
    for b, size in enumerate(batches):
        parts = [[i for bb, i in rows if bb == b] for rows in per]
        flat = [i for part in parts for i in part]
        first = sum(batches[:b])
        print(
            tag,
            "batch",
            b,
            size,
            "counts",
            sorted(len(x) for x in parts),
            "in_shard_order",
            flat == list(range(first, first + size)),
        )
    print(tag, "whole_is_shards_in_order", whole == [i for rows in per for _, i in rows], "rows", len(whole))
    print(tag, "sorted", sorted(whole) == list(range(sum(batches))))
    print(tag, "filereader", sorted(int(r["i"]) for r in FileReader(names[0]).get_next()) == list(range(sum(batches))))
    return per


report("even", 2, [4, 6])
p = report("three", 3, [7, 10, 3, 1])
print("e3", [[i for _, i in rows] for rows in write("e3", 3, [9, 9])[1]])
print("e4", [[i for _, i in rows] for rows in write("e4", 4, [8])[1]])
# rows written one at a time land on random shards: 200 single-row writes leave no shard of 2 (or 4) empty
for k in (2, 4):
    _, per, whole = write(f"single{k}", k, [1] * 200)
    print(
        "single",
        k,
        "nonempty",
        all(len(x) > 0 for x in per),
        "total",
        sum(len(x) for x in per),
        "ascending",
        all([i for _, i in x] == sorted(i for _, i in x) for x in per),
    )
# fewer rows than shards: the rows go to distinct shards, the rest are empty but readable
_, per, whole = write("few", 4, [3])
print("few", sorted(len(x) for x in per), sorted(whole))
