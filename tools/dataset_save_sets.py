"""Pipelines saved with ``Dataset.save`` and a summary of what MindSpore's readers give back, for interop checks.

Run under real MindSpore or under mindshim (``import mindspore`` resolving to it): ``save_sets(folder)`` saves
each pipeline of :data:`SETS` there, ``summarize(folder, name)`` reads a set back with ``MindDataset`` (the whole
set and file by file) and ``FileReader`` and returns plain JSON values.
"""

from __future__ import annotations

import os

import numpy as np

# name: number of files
SETS = {"types": 1, "slices": 1, "batched": 1, "images": 1, "strings": 1, "sharded": 3}


def _types():
    for i in range(4):
        yield (
            np.array(i % 2 == 0),
            np.array([i, -i], np.int8),
            np.arange(i, i + 4, dtype=np.uint8),
            np.array(i, np.uint16),
            np.array(i, np.uint32),
            np.array([i], np.uint64),
            np.array(i / 3, np.float16),
            np.ones((2, 3), np.float32) * i,
            np.array(i * 0.1),
            np.arange(i + 1, dtype=np.int64),
        )


def _images():
    for i in range(3):
        raw = b"\xff\xd8\xff\xe0" + bytes(range(i, i + 20)) + b"\xff\xd9"
        yield raw, np.full((4, 4, 3), i * 30, np.uint8), np.array(i, np.int32)


def _strings():
    for i, s in enumerate(["", "a", "日本", "x y"]):
        yield np.array(s), np.array(s.encode("utf-8")), np.array(i)


def pipeline(name: str):
    """The dataset saved as set ``name``."""
    import mindspore.dataset as ds

    if name == "types":
        cols = ["b", "i8", "u8", "u16", "u32", "u64", "f16", "f32", "f64", "var"]
        return ds.GeneratorDataset(_types, cols, shuffle=False)
    if name == "slices":
        return ds.NumpySlicesDataset({"x": [1, 2, 3], "y": [0.5, 1.5, 2.5], "s": ["a", "bb", "c"]}, shuffle=False)
    if name == "batched":
        x = np.arange(20).reshape(10, 2).astype(np.float32)
        d = ds.NumpySlicesDataset({"x": x, "l": np.arange(10, dtype=np.int32)}, shuffle=False)
        return d.map(lambda v: v * 2, input_columns=["x"]).batch(4)
    if name == "images":
        return ds.GeneratorDataset(_images, ["jpg", "hwc", "label"], shuffle=False)
    if name == "strings":
        return ds.GeneratorDataset(_strings, ["s", "b", "i"], shuffle=False)
    if name == "sharded":
        return ds.NumpySlicesDataset({"i": np.arange(30), "v": np.arange(60.0).reshape(30, 2)}, shuffle=False)
    raise KeyError(name)


def first_file(folder: str, name: str) -> str:
    """The first file of set ``name`` in ``folder``."""
    return os.path.join(folder, name + ".mr" + ("0" if SETS[name] > 1 else ""))


def save_sets(folder: str) -> None:
    """Save every set into ``folder``."""
    os.makedirs(folder, exist_ok=True)
    for name, num_files in SETS.items():
        pipeline(name).save(os.path.join(folder, name + ".mr"), num_files)


def _value(v):
    if isinstance(v, np.ndarray):
        if v.dtype.kind == "S":
            return [v.dtype.str, list(v.shape), [x.hex() for x in v.reshape(-1).tolist()]]
        return [v.dtype.str, list(v.shape), v.tolist()]
    if isinstance(v, bytes):
        return ["bytes", v.hex()]
    return [type(v).__name__, v]


def _rows(d) -> list:
    return [{k: _value(v) for k, v in sorted(r.items())} for r in d.create_dict_iterator(output_numpy=True)]


def summarize(folder: str, name: str) -> dict:
    """What ``MindDataset`` (whole set; for several files, each file) and ``FileReader`` read from set ``name``."""
    import mindspore.dataset as ds
    from mindspore.mindrecord import FileReader

    first = first_file(folder, name)
    whole = _rows(ds.MindDataset(first, shuffle=False))
    out = {"columns": ds.MindDataset(first, shuffle=False).get_col_names(), "rows": whole}
    reader = FileReader(first)
    out["reader"] = [{k: _value(v) for k, v in sorted(r.items())} for r in reader.get_next()]
    reader.close()
    if SETS[name] > 1:
        files = [first[:-1] + str(k) for k in range(SETS[name])]
        per = [_rows(ds.MindDataset([f], shuffle=False)) for f in files]
        out["whole_is_files_in_order"] = whole == [r for p in per for r in p]
        out["per_file_counts_sum"] = sum(len(p) for p in per)
        # each row lands in a file drawn at random: compare the rows as a set
        key = lambda r: r["i"][-1]  # noqa: E731
        out["rows"] = sorted(whole, key=key)
        out["reader"] = sorted(out["reader"], key=key)
    return out
