# Dataset.save lists the index fields (scalar columns) in the order MindSpore's hash map of column names visits
# them: tables of 3 to 70 columns (bucket counts 13, 29, 59, 127) and names with punctuation (saved with "_").
import json
import os
import struct

import mindspore.dataset as ds


def index_fields(names, tag):
    d = ds.NumpySlicesDataset({k: [1, 2] for k in names}, shuffle=False)
    p = f"order_{tag}.mr"
    d.save(p)
    with open(p, "rb") as f:
        data = f.read()
    (m,) = struct.unpack_from("<Q", data)
    os.remove(p)
    os.remove(p + ".db")
    return [x["index_field"] for x in json.loads(data[8 : 8 + m])["index_fields"]]


for n in (3, 13, 14, 15, 20, 30, 31, 35, 60, 70):
    print(n, index_fields([f"c{n}_{i}" if i % 3 else f"k{i}" for i in range(n)], n))
print("punct", index_fields(["img.id", "label-1", "x/y", "plain", "z"], "p"))
try:  # a space is not punctuation: the saved name is not a valid field name
    index_fields(["a b", "z"], "space")
except RuntimeError as e:
    print("space", [x for x in str(e).splitlines() if x.startswith("[ERROR]")], sorted(os.listdir(".")))
