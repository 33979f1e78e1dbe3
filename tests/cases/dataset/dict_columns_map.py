# a column holding a Python dict: map functions receive the dict with its values as the source made them
# (float, str, list, tuple, nested dict); the iterators hand its leaves out as arrays (or Tensors); batch stacks key by key
import numpy as np
import mindspore.dataset as ds


def gen():
    for i in range(4):
        yield (
            {"a": np.array([i, i + 1], np.int32), "b": i * 1.5, "s": "n%d" % i, "l": [1, i], "n": {"z": i}},
            np.array(i),
        )


seen = set()


def types(d):
    return tuple(sorted((k, type(v).__name__) for k, v in d.items()))


def f(d):
    seen.add(("f",) + types(d))
    return {"b2": d["b"] * 2, "a": d["a"] + len(d["s"]), "l": d["l"], "t": (1, d["n"]["z"]), "s": d["s"].upper()}


def g(d, label):
    seen.add(("g",) + types(d))
    return d["a"] * int(label), d["b2"] + float(label)


d = ds.GeneratorDataset(gen, ["meta", "label"], shuffle=False)
for r in d.create_dict_iterator(output_numpy=True):
    print({k: (type(v).__name__, v) for k, v in r["meta"].items()}, r["label"])
for r in ds.GeneratorDataset(gen, ["meta", "label"], shuffle=False).create_dict_iterator(num_epochs=1):
    print({k: type(v).__name__ for k, v in r["meta"].items()}, r["meta"]["a"], r["meta"]["n"]["z"])
d = ds.GeneratorDataset(gen, ["meta", "label"], shuffle=False).map(f, input_columns=["meta"])
for r in d.create_tuple_iterator(output_numpy=True):
    print({k: (type(v).__name__, v) for k, v in r[0].items()}, r[1])
d = d.map(g, input_columns=["meta", "label"], output_columns=["x", "y"])
for r in d.create_dict_iterator(output_numpy=True):
    print(r)
print(sorted(seen))
d = ds.GeneratorDataset(gen, ["meta", "label"], shuffle=False).map(f, input_columns=["meta"]).batch(2)
for r in d.create_dict_iterator(output_numpy=True):
    print({k: (type(v).__name__, v) for k, v in r["meta"].items()}, r["label"])
d = ds.GeneratorDataset(gen, ["meta", "label"], shuffle=False).map(
    lambda m: (m["a"], m["b"]), input_columns=["meta"], output_columns=["a", "b"]
)
print(d.get_col_names(), [(r[0].tolist(), r[1].dtype, float(r[1])) for r in d.create_tuple_iterator(output_numpy=True)])
