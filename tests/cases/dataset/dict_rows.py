# Python-dictionary column values: kept as dicts (leaves numpy arrays or Tensors, lists as lists), batched per key.
import numpy as np

import mindspore.dataset as ds


def err(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])


def src():
    return ds.NumpySlicesDataset({"x": [1, 2], "y": [3, 4]}, shuffle=False).map(
        lambda x: {"z": x, "w": [1, 2]}, input_columns=["x"]
    )


for r in src().create_tuple_iterator():
    print("tensor", type(r[0]).__name__, {k: (type(v).__name__, v) for k, v in r[0].items()}, type(r[1]).__name__)
for r in src().create_dict_iterator(output_numpy=True):
    print("numpy", type(r["x"]).__name__, {k: (type(v).__name__, v) for k, v in r["x"].items()})
for r in src().batch(2).create_tuple_iterator(output_numpy=True):
    print("batch", r)
m = src().map(lambda x: x["z"] * 10, input_columns=["x"])
print("unpack", [r[0].tolist() for r in m.create_tuple_iterator(output_numpy=True)])


class Src:
    def __getitem__(self, i):
        return {"p": np.array(i), "q": {"inner": np.arange(i + 1)}}

    def __len__(self):
        return 2


print(
    "source", [r["p"] for r in ds.GeneratorDataset(Src(), ["p"], shuffle=False).create_dict_iterator(output_numpy=True)]
)


def gen():
    for i in range(3):
        yield {"a": np.array([i]), "b": np.array([i * 2.0])}


err("gen_cols", lambda: list(ds.GeneratorDataset(gen, column_names=["a", "b"]).create_dict_iterator(output_numpy=True)))
err("gen_nocols", lambda: ds.GeneratorDataset(gen))
