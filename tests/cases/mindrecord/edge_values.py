# MindRecord edge values: integral/huge floats handed back by FileReader as ints, empty strings and bytes, NaN/inf
# arrays, unicode strings, float32 overflow, and an int32 field holding a value out of its range.
import os

import numpy as np

import mindspore.dataset as ds
from mindspore.mindrecord import FileReader, FileWriter

root = os.path.join(os.getcwd(), "mr_edge")
os.makedirs(root, exist_ok=True)
p = os.path.join(root, "edge.mindrecord")
w = FileWriter(p, 1, overwrite=True)
w.add_schema(
    {
        "i": {"type": "int32"},
        "f": {"type": "float32"},
        "d": {"type": "float64"},
        "b": {"type": "bytes"},
        "a": {"type": "float64", "shape": [-1]},
        "s": {"type": "string"},
    }
)
rows = [
    {"i": -7, "f": -0.0, "d": 1e300, "b": b"\x00\x01", "a": np.array([np.nan, np.inf, -1.5]), "s": "日本"},
    {"i": 2**31 - 1, "f": 3.5, "d": -2.0, "b": b"z" * 40, "a": np.full(3, -0.25), "s": ""},
    {"i": 0, "f": 1e-45, "d": 0.1, "b": b"", "a": np.ones(1), "s": "x" * 100},
    {"i": 2**40, "f": 1e40, "d": 2.5, "b": b"q", "a": np.ones(2), "s": "big"},
]
w.write_raw_data(rows[:3])
w.commit()
for r in FileReader(p).get_next():
    print({k: (v.tolist() if isinstance(v, np.ndarray) else v) for k, v in r.items()})
for row in ds.MindDataset(p, shuffle=False).create_dict_iterator(output_numpy=True):
    print({k: (v.dtype.str, v.shape, v.tolist()) for k, v in row.items()})

# a value out of its int32 field's range is stored, FileReader gives it back, MindDataset refuses it
q = os.path.join(root, "range.mindrecord")
w = FileWriter(q, 1, overwrite=True)
w.add_schema({"i": {"type": "int32"}, "f": {"type": "float32"}})
w.write_raw_data([{"i": 2**40, "f": 1e40}])
w.commit()
print(list(FileReader(q).get_next()))
try:
    print(list(ds.MindDataset(q, shuffle=False).create_tuple_iterator(output_numpy=True)))
except RuntimeError as e:
    print("RuntimeError", e)

# floats of raw fields come back as ints when within 1e-7 above their floor
vals = [5e-8, 1e-7, 1e-300, 3.0000000001, 2.99999999995, -3.0000000001, -2.99999999995, 7.00000001, 1e18, 9.3e18, 0.1]
q = os.path.join(root, "floats.mindrecord")
w = FileWriter(q, 1, overwrite=True)
w.add_schema({"d": {"type": "float64"}, "k": {"type": "int32"}})
w.write_raw_data([{"d": v, "k": i} for i, v in enumerate(vals)])
w.commit()
print([(type(r["d"]).__name__, r["d"]) for r in FileReader(q).get_next()])
