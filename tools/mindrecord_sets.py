"""Small MindRecord file sets used to check the format between mindshim and real MindSpore, and their summaries.

``write_sets(out_dir)`` writes every set with whichever ``mindspore.mindrecord`` is importable (real MindSpore in
the oracle venv, mindshim after ``mindshim.install()``); batches split evenly over the shards, so both write the
same bytes. ``summarize(path)`` reads a set back with ``FileReader`` and ``MindDataset`` (shuffle=False, a few
column/shard/padding variants) into JSON-able lists: what both implementations must agree on. Used by
tools/record_mindrecord_data.py, tools/check_mindrecord_in_mindspore.py and tests/test_mindrecord.py.
"""

from __future__ import annotations

import hashlib
import os

import numpy as np

# set name -> first file name (shard sets name their first shard)
SETS = {
    "all_types": "all_types.mindrecord",
    "three_shards": "three_shards.mindrecord0",
    "blob_only": "blob_only.mindrecord",
    "raw_only": "raw_only.mindrecord",
    "multi_page": "multi_page.mindrecord",
}


def write_sets(out_dir: str) -> dict:
    """Write every set into ``out_dir`` (overwriting); returns {set name: path of its first file}."""
    from mindspore.mindrecord import FileWriter

    os.makedirs(out_dir, exist_ok=True)

    def writer(name, shards=1):
        w = FileWriter(os.path.join(out_dir, name), shards, overwrite=True)
        w.set_header_size(1 << 14)
        w.set_page_size(1 << 15)
        return w

    w = writer("all_types.mindrecord")
    w.add_schema(
        {
            "file_name": {"type": "string"},
            "label": {"type": "int32"},
            "big": {"type": "int64"},
            "score": {"type": "float32"},
            "ratio": {"type": "float64"},
            "image": {"type": "bytes"},
            "mat": {"type": "float32", "shape": [2, 3]},
            "seq": {"type": "int64", "shape": [-1]},
            "pair": {"type": "int32", "shape": [2]},
            "weights": {"type": "float64", "shape": [-1]},
        },
        "every field type",
    )
    w.add_index(["file_name", "label", "ratio"])
    rows = []
    for i in range(12):
        rows.append(
            {
                "file_name": f"img_{i:03d}.jpg",
                "label": i - 5,
                "big": 10**12 * (i + 1) * (-1) ** i,
                "score": i * 0.25,
                "ratio": i / 7,
                "image": bytes((i * 7 + k) % 256 for k in range(i * 13 + 1)),
                "mat": (np.arange(6, dtype=np.float32).reshape(2, 3) - i) / 4,
                "seq": np.arange(i % 5 + 1, dtype=np.int64) * (-300) ** (i % 4),
                "pair": np.array([i, -70000 * i], np.int32),
                "weights": np.linspace(-1, 1, i % 3 + 1),
            }
        )
    w.write_raw_data(rows[:6])
    w.write_raw_data(rows[6:])
    w.commit()

    w = writer("three_shards.mindrecord", 3)
    w.add_schema({"id": {"type": "int64"}, "name": {"type": "string"}, "data": {"type": "bytes"}}, "sharded")
    for b in range(3):
        w.write_raw_data([{"id": b * 100 + i, "name": f"n{b}_{i}", "data": bytes([i]) * (i + 1)} for i in range(6)])
    w.commit()

    w = writer("blob_only.mindrecord")
    w.add_schema({"ids": {"type": "int32", "shape": [-1]}, "vals": {"type": "float32", "shape": [-1]}})
    w.write_raw_data(
        [{"ids": np.arange(i + 1, dtype=np.int32) * 1000, "vals": np.full(i + 1, i / 2, np.float32)} for i in range(5)]
    )
    w.commit()

    w = writer("raw_only.mindrecord")
    w.add_schema({"a": {"type": "float32"}, "b": {"type": "float64"}, "c": {"type": "int64"}, "s": {"type": "string"}})
    w.write_raw_data([{"a": i * 1.5, "b": i / 10, "c": -(4**i), "s": "é" * i} for i in range(8)])
    w.commit()

    w = writer("multi_page.mindrecord")
    w.add_schema({"k": {"type": "int32"}, "text": {"type": "string"}, "blob": {"type": "bytes"}}, "pages")
    for b in range(4):
        w.write_raw_data(
            [{"k": b * 10 + i, "text": "t" * (i * 97 % 400), "blob": bytes([b]) * (1200 + i * 50)} for i in range(10)]
        )
    w.commit()
    return {name: os.path.join(out_dir, first) for name, first in SETS.items()}


def _digest(b: bytes) -> str:
    return "sha256:" + hashlib.sha256(b).hexdigest()[:16]


def _value(v):
    if isinstance(v, np.ndarray):
        if v.dtype.kind == "S":
            return ["S", list(v.shape), [[len(x), _digest(x)] for x in v.reshape(-1).tolist()]]
        if v.dtype.kind == "U":
            return [
                "U",
                list(v.shape),
                [x if len(x) <= 24 else [len(x), _digest(x.encode())] for x in v.reshape(-1).tolist()],
            ]
        return [v.dtype.str, list(v.shape), v.tolist()]
    if isinstance(v, bytes):
        return ["bytes", len(v), _digest(v)]
    if isinstance(v, str) and len(v) > 24:
        return ["str", len(v), _digest(v.encode())]
    return [type(v).__name__, v]


def summarize(path: str) -> dict:
    """What FileReader and MindDataset give for the set ``path`` (JSON-able)."""
    import mindspore.dataset as ds
    from mindspore.mindrecord import FileReader

    out = {}
    r = FileReader(path)
    out["reader_len"] = r.len()
    out["reader_schema"] = r.schema()
    out["reader_rows"] = [{k: _value(v) for k, v in sorted(row.items())} for row in r.get_next()]
    r.close()

    def rows(d):
        return [
            {k: _value(v) for k, v in sorted(x.items())}
            for x in d.create_dict_iterator(output_numpy=True, num_epochs=1)
        ]

    d = ds.MindDataset(path, shuffle=False)
    out["dataset_columns"] = d.get_col_names()
    out["dataset_size"] = d.get_dataset_size()
    out["dataset_rows"] = rows(d)
    first_col = sorted(out["reader_schema"])[0]
    out["shards"] = [
        rows(ds.MindDataset(path, columns_list=[first_col], shuffle=False, num_shards=3, shard_id=k)) for k in range(3)
    ]
    out["num_samples"] = rows(ds.MindDataset(path, columns_list=[first_col], shuffle=False, num_samples=3))
    return out
