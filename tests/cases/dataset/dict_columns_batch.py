# Python-dictionary columns end to end: what the iterators hand out for each kind of value (numpy arrays or
# Tensors; bytes and None as they are), output_types/output_shapes, batching key by key and its errors, map
# functions making and receiving dicts (threads and processes), and the other nodes passing dict columns through.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:  # noqa: BLE001
        lines = str(e).splitlines()
        detail = [x.split("ValueError:")[0] for x in lines if x.startswith("[ERROR]")]
        print(tag, type(e).__name__, lines[0] if lines else "", detail[:1])


def desc(v):
    if isinstance(v, dict):
        return {k: desc(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return (type(v).__name__, [desc(x) for x in v])
    if isinstance(v, ms.Tensor):
        return ("Tensor", str(v.dtype), v.shape, v.asnumpy().tolist())
    if isinstance(v, np.ndarray):
        return ("ndarray", v.dtype.str, v.shape, v.tolist())
    if isinstance(v, np.generic):
        return (type(v).__name__, v.item())
    return (type(v).__name__, v)


def gen():
    for i in range(4):
        yield (
            {
                "a": np.array([i, i], np.float32),
                "i": i,
                "f": 0.5 * i,
                "s": "k%d" % i,
                "l": [i, 2],
                "t": (i, "x"),
                "n": {"z": np.array(i)},
                "b": b"by",
                "e": {},
                "bo": True,
                "none": None,
                3: "intkey",
            },
            np.array(i),
        )


d = ds.GeneratorDataset(gen, ["m", "y"], shuffle=False)
for r in d.create_tuple_iterator():
    print("tuple_tensor", desc(r[0]))
    break
for r in d.create_tuple_iterator(output_numpy=True):
    print("tuple_numpy", desc(r[0]))
    break
for r in d.create_dict_iterator(do_copy=False):
    print("dict_tensor", desc(r["m"]), desc(r["y"]))
    break
attempt("size", lambda: d.get_dataset_size())
attempt("types", lambda: d.output_types())
attempt("shapes", lambda: d.output_shapes())
attempt(
    "batch",
    lambda: [
        desc(r[0])
        for r in ds.GeneratorDataset(gen, ["m", "y"], shuffle=False)
        .project(["m"])
        .map(lambda m: {k: m[k] for k in ("a", "i", "f", "s", "n")}, input_columns=["m"])
        .batch(2)
        .create_tuple_iterator(output_numpy=True)
    ],
)
attempt(
    "batch_list",
    lambda: [
        desc(r[0])
        for r in ds.GeneratorDataset(gen, ["m", "y"], shuffle=False)
        .map(lambda m: {"l": m["l"]}, input_columns=["m"])
        .batch(2)
        .create_tuple_iterator(output_numpy=True)
    ],
)
attempt(
    "batch_str_tensor",
    lambda: [
        desc(r[0])
        for r in ds.GeneratorDataset(gen, ["m", "y"], shuffle=False)
        .map(lambda m: {"s": m["s"], "i": m["i"]}, input_columns=["m"])
        .batch(2)
        .create_tuple_iterator()
    ],
)


def add_dict(y):
    return {"y2": y * 2, "name": "r"}


attempt(
    "map_new_dict",
    lambda: [
        desc(r)
        for r in ds.GeneratorDataset(gen, ["m", "y"], shuffle=False)
        .map(add_dict, input_columns=["y"], output_columns=["yd"])
        .project(["yd"])
        .create_dict_iterator(output_numpy=True)
    ][:2],
)
attempt(
    "map_workers",
    lambda: [
        desc(r[0])
        for r in ds.GeneratorDataset(gen, ["m", "y"], shuffle=False)
        .map(lambda m: {"i": m["i"] + 1}, input_columns=["m"], num_parallel_workers=2)
        .create_tuple_iterator(output_numpy=True)
    ],
)
attempt(
    "shuffle_rename",
    lambda: sorted(
        int(r["mm"]["i"])
        for r in ds.GeneratorDataset(gen, ["m", "y"], shuffle=False)
        .rename(["m"], ["mm"])
        .shuffle(4)
        .create_dict_iterator(output_numpy=True)
    ),
)
attempt(
    "concat",
    lambda: [
        int(r[0]["i"])
        for r in (
            ds.GeneratorDataset(gen, ["m", "y"], shuffle=False) + ds.GeneratorDataset(gen, ["m", "y"], shuffle=False)
        ).create_tuple_iterator(output_numpy=True)
    ],
)
attempt(
    "zip",
    lambda: [
        desc(r)
        for r in ds.zip(
            (
                ds.GeneratorDataset(gen, ["m", "y"], shuffle=False),
                ds.NumpySlicesDataset({"q": [7, 8, 9, 10]}, shuffle=False),
            )
        ).create_dict_iterator(output_numpy=True)
    ][:1],
)
attempt(
    "filter",
    lambda: [
        int(r[1])
        for r in ds.GeneratorDataset(gen, ["m", "y"], shuffle=False)
        .filter(lambda m: m["i"] % 2 == 0, input_columns=["m"])
        .create_tuple_iterator(output_numpy=True)
    ],
)
attempt(
    "take_skip_repeat",
    lambda: [
        int(r[1])
        for r in ds.GeneratorDataset(gen, ["m", "y"], shuffle=False)
        .skip(1)
        .take(2)
        .repeat(2)
        .create_tuple_iterator(output_numpy=True)
    ],
)


def gen_dict_rows():
    for i in range(2):
        yield {"a": np.array([i]), "b": np.array(i * 2.0)}


attempt(
    "gen_dict_rows",
    lambda: [
        desc(r)
        for r in ds.GeneratorDataset(gen_dict_rows, column_names=["a", "b"]).create_tuple_iterator(output_numpy=True)
    ],
)
attempt(
    "gen_dict_row_one",
    lambda: [
        desc(r) for r in ds.GeneratorDataset(gen_dict_rows, column_names=["d"]).create_tuple_iterator(output_numpy=True)
    ],
)


class RA:
    def __getitem__(self, i):
        return ({"x": np.array([i, i + 1]), "w": "s"}, i)

    def __len__(self):
        return 3


attempt(
    "random_access",
    lambda: [desc(r[0]) for r in ds.GeneratorDataset(RA(), ["d", "l"], shuffle=False).create_tuple_iterator()],
)
attempt(
    "random_access_mp",
    lambda: [
        desc(r[0])
        for r in ds.GeneratorDataset(
            RA(), ["d", "l"], shuffle=False, num_parallel_workers=2, python_multiprocessing=True
        ).create_tuple_iterator(output_numpy=True)
    ],
)
attempt(
    "map_mp",
    lambda: [
        desc(r[0])
        for r in ds.GeneratorDataset(RA(), ["d", "l"], shuffle=False)
        .map(lambda d: {"x": d["x"] * 3}, input_columns=["d"], num_parallel_workers=2, python_multiprocessing=True)
        .create_tuple_iterator(output_numpy=True)
    ],
)


def run(vals):
    def gen():
        for v in vals:
            yield ({"k": v, "o": np.array(1)},)

    return [
        desc(r[0])
        for r in ds.GeneratorDataset(gen, ["d"], shuffle=False)
        .batch(len(vals))
        .create_tuple_iterator(output_numpy=True)
    ]


attempt("nested", lambda: run([{"z": 1}, {"z": 2}]))
attempt("bytes", lambda: run([b"a", b"bc"]))
attempt("none", lambda: run([None, None]))
attempt("ragged", lambda: run([np.array([1, 2]), np.array([3])]))
attempt("ragged_list", lambda: run([[1, 2], [3]]))
attempt("mixed", lambda: run([1, 2.5]))
attempt("str_int", lambda: run(["a", 1]))
attempt("tuple", lambda: run([(1, 2), (3, 4)]))
attempt("bool", lambda: run([True, False]))
attempt("list_of_str", lambda: run([["a", "b"], ["c", "d"]]))
attempt("float32", lambda: run([np.float32(1.5), np.float32(2)]))
attempt(
    "keys_differ",
    lambda: [
        desc(r[0])
        for r in ds.GeneratorDataset(lambda: iter([({"a": 1},), ({"b": 2},)]), ["d"], shuffle=False)
        .batch(2)
        .create_tuple_iterator(output_numpy=True)
    ],
)
attempt(
    "keys_more",
    lambda: [
        desc(r[0])
        for r in ds.GeneratorDataset(lambda: iter([({"a": 1},), ({"a": 2, "b": 3},)]), ["d"], shuffle=False)
        .batch(2)
        .create_tuple_iterator(output_numpy=True)
    ],
)
attempt(
    "keys_fewer",
    lambda: [
        desc(r[0])
        for r in ds.GeneratorDataset(lambda: iter([({"a": 1, "b": 3},), ({"a": 2},)]), ["d"], shuffle=False)
        .batch(2)
        .create_tuple_iterator(output_numpy=True)
    ],
)


# C++ transforms refuse a dict column (MindSpore's type "python")
def dict_rows():
    return iter([({"a": np.array([1])},)])


for op in [ds.transforms.TypeCast(ms.float32), ds.transforms.OneHot(3), ds.transforms.Fill(1)]:
    attempt(
        type(op).__name__,
        lambda op=op: list(
            ds.GeneratorDataset(dict_rows, ["d"], shuffle=False)
            .map(op, input_columns=["d"])
            .create_tuple_iterator(output_numpy=True)
        ),
    )
