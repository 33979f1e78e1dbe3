# Dataset.save lists the index fields (scalar columns) in the order MindSpore's hash map of column names visits
# them: tables of 3 to 70 columns (bucket counts 13, 29, 59, 127) and names with punctuation (saved with "_").
import json
import os
import struct

import numpy as np

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


# pipelines whose nodes rebuild the column map (map with other outputs, rename, zip) or copy it
def saved_order(d, tag):
    p = f"pipe_{tag}.mr"
    d.save(p)
    with open(p, "rb") as f:
        data = f.read()
    (m,) = struct.unpack_from("<Q", data)
    return [x["index_field"] for x in json.loads(data[8 : 8 + m])["index_fields"] or []]


cols = {f"col{i}": np.arange(4) + i for i in range(8)}


def base():
    return ds.NumpySlicesDataset(cols, shuffle=False)


def gen(n):
    return ds.GeneratorDataset(lambda: iter([tuple(np.array(i) for i in range(n))]), [f"g{i}" for i in range(n)])


print(
    "map_rename",
    saved_order(base().map(lambda x: (x, x * 2), input_columns=["col3"], output_columns=["n1", "n2"]), "a"),
)
print("map_same", saved_order(base().map(lambda x: x, input_columns=["col3"]), "b"))
print("rename", saved_order(base().rename(["col1", "col5"], ["r1", "r5"]), "c"))
print("project", saved_order(base().project(["col6", "col2", "col0", "col4"]), "d"))
print("batch", saved_order(base().batch(2), "e"))
z = ds.NumpySlicesDataset({"z1": [1, 2, 3, 4], "z0": [5, 6, 7, 8]}, shuffle=False)
print("zip", saved_order(ds.zip((base(), z)), "f"))
print("concat", saved_order(base() + base(), "g"))
print("shuffle_take", saved_order(base().shuffle(2).take(3), "h"))
print("gen", saved_order(gen(9), "i"))
m = gen(5).map(lambda a, b: (a, b, a), input_columns=["g1", "g2"], output_columns=["x", "y", "w"])
print("map_gen_new", saved_order(m, "j"))
