# Dict columns from NumpySlicesDataset (a list of dicts, a dict of lists of dicts) and per_batch_map returning dicts:
# a list of dicts for a column becomes one dict with each key's values as a list (one row: a 1-row array).
import numpy as np
import mindspore.dataset as ds


def show(v):
    if isinstance(v, dict):
        return {k: show(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return (type(v).__name__, [show(x) for x in v])
    if isinstance(v, np.ndarray):
        return ("nd", v.dtype.str, v.shape, v.tolist() if v.dtype != object else "obj")
    return (type(v).__name__, v)


d = ds.NumpySlicesDataset([{"a": 1, "b": "x"}, {"a": 2, "b": "y"}, {"a": 3, "b": "z"}], shuffle=False)
print(d.get_col_names(), d.get_dataset_size())
print([show(r) for r in d.create_tuple_iterator(output_numpy=True)])
print([show(r) for r in d.create_dict_iterator(output_numpy=True)])
print([show(r) for r in d.batch(2).create_tuple_iterator(output_numpy=True)])
d = ds.NumpySlicesDataset([{"a": 1, "b": "x"}, {"a": 2, "b": "y"}, {"a": 3, "b": "z"}], shuffle=False)
print(
    [show(r) for r in d.map(lambda m: m["a"] * 2, input_columns=["column_0"]).create_tuple_iterator(output_numpy=True)]
)
print(
    [
        show(r)
        for r in ds.NumpySlicesDataset({"m": [{"a": 1}, {"a": 2}], "y": [5, 6]}, shuffle=False).create_tuple_iterator(
            output_numpy=True
        )
    ]
)


def run(tag, n, bs, fn):
    def gen():
        for i in range(n):
            yield ({"x": np.array([i, i]), "w": "s"}, np.array(i))

    try:
        out = [
            show(r[0])
            for r in ds.GeneratorDataset(gen, ["d", "l"], shuffle=False)
            .batch(bs, per_batch_map=fn, input_columns=["d", "l"])
            .create_tuple_iterator(output_numpy=True)
        ]
        print(tag, out)
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0][:150])


def ident(d, l, info):
    return (d, l)


run("b3", 3, 3, ident)
run("b2", 2, 2, ident)
run("b1", 1, 1, ident)
run("b4", 4, 4, ident)
run("scal2", 2, 2, lambda d, l, info: ([{"k": 1}, {"k": 2}], l))
run("scal1", 1, 1, lambda d, l, info: ([{"k": 1}], l))
run("arr_same2", 2, 2, lambda d, l, info: ([{"k": np.array([1, 2])}, {"k": np.array([3, 4])}], l))
run("dictout", 2, 2, lambda d, l, info: ({"k": np.array([1, 2])}, l))
run("tuple_of_dicts", 2, 2, lambda d, l, info: (tuple(d), l))
