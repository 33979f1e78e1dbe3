# FileWriter writes MindRecord files byte for byte as MindSpore does (header JSON, pages, msgpack raw rows,
# compressed int blobs, .db index); FileReader reads them back.
import hashlib
import os
import sqlite3
import struct

import numpy as np

from mindspore.mindrecord import FileReader, FileWriter

root = os.path.join(os.getcwd(), "mr_format")
os.makedirs(root, exist_ok=True)


def describe(path):
    with open(path, "rb") as f:
        data = f.read()
    (n,) = struct.unpack_from("<Q", data, 0)
    print(os.path.basename(path), len(data), "h" + hashlib.sha256(data).hexdigest()[:16])
    print(data[8 : 8 + n].decode())
    con = sqlite3.connect(path + ".db")
    print([r[0] for r in con.execute("select sql from sqlite_master where sql is not null order by name")])
    print(list(con.execute("select * from INDEXES order by ROW_ID")))
    print(list(con.execute("select * from SHARD_NAME")))
    con.close()


def brief(v):
    if isinstance(v, np.ndarray):
        return ("ndarray", v.dtype.str, v.shape, v.tolist())
    if isinstance(v, bytes):
        return ("bytes", len(v), "h" + hashlib.sha256(v).hexdigest()[:12])
    return (type(v).__name__, v)


def show(reader):
    for row in reader.get_next():
        print({k: brief(v) for k, v in row.items()})
    reader.close()


p1 = os.path.join(root, "full.mindrecord")
w = FileWriter(p1, 1, overwrite=True)
w.set_header_size(1 << 14)
w.set_page_size(1 << 15)
schema = {
    "file_name": {"type": "string"},
    "label": {"type": "int32"},
    "l64": {"type": "int64"},
    "f32": {"type": "float32"},
    "f64": {"type": "float64"},
    "data": {"type": "bytes"},
    "arr": {"type": "float32", "shape": [2, 3]},
    "var": {"type": "int64", "shape": [-1]},
    "ivec": {"type": "int32", "shape": [2]},
    "dvec": {"type": "float64", "shape": [-1]},
}
w.add_schema(schema, "all types")
w.add_index(["file_name", "label", "f64"])
for b in range(5):
    rows = []
    for i in range(b * 9, b * 9 + 9):
        rows.append(
            {
                "file_name": f"{i}.jpg",
                "label": np.int32(i - 20),
                "l64": 10**12 + i,
                "f32": i * 0.25,
                "f64": np.float64(i / 3),
                "data": bytes([i % 256] * (i * 90 + 1)),
                "arr": np.arange(6, dtype=np.float32).reshape(2, 3) + i,
                "var": np.arange(i % 7, dtype=np.int64) * (-1) ** i * 1000 ** (i % 4),
                "ivec": np.array([i, -70000 * i], np.int32),
                "dvec": np.linspace(0, 1, i % 3 + 1),
            }
        )
    w.write_raw_data(rows)
w.commit()
describe(p1)
r = FileReader(p1)
print(r.len(), r.schema())
show(FileReader(p1, columns=["label", "var", "data"]))

# several shards, batches that split evenly
p2 = os.path.join(root, "multi.mindrecord")
w = FileWriter(p2, 3, overwrite=True)
w.set_header_size(1 << 14)
w.set_page_size(1 << 15)
w.add_schema({"id": {"type": "int64"}, "img": {"type": "bytes"}, "lab": {"type": "int32", "shape": [-1]}}, "d")
for b in range(4):
    w.write_raw_data(
        [{"id": b * 10 + i, "img": bytes(2500 + i), "lab": np.array([i, -300, 70000], np.int32)} for i in range(9)]
    )
w.commit()
for k in range(3):
    describe(p2 + str(k))
show(FileReader(p2 + "1", num_consumer=1, columns=["id", "lab"]))
show(FileReader([p2 + "2", p2 + "0"], columns=["id"]))

# only blob fields, an empty blob row (dropped by MindSpore), no index fields, float index fields, empty commit
p3 = os.path.join(root, "blobs.mindrecord")
w = FileWriter(p3, overwrite=True)
w.add_schema({"img": {"type": "int32", "shape": [-1]}})
w.write_raw_data([{"img": np.arange(i, dtype=np.int32) * 300} for i in range(4)])
w.commit()
describe(p3)
show(FileReader(p3))
p4 = os.path.join(root, "nums.mindrecord")
w = FileWriter(p4, overwrite=True)
w.add_schema({"a": {"type": "float32"}, "b": {"type": "float64"}, "c": {"type": "int64"}, "s": {"type": "string"}})
w.write_raw_data(
    [{"a": 1.5, "b": 0.1, "c": -5, "s": "héllo"}, {"a": np.float32(0.1), "b": 2.0, "c": -40000, "s": "x" * 40}]
)
w.write_raw_data([{"a": 1e30, "b": -1e300, "c": 2**40, "s": "y" * 300}])
w.commit()
describe(p4)
show(FileReader(p4))
p5 = os.path.join(root, "empty.mindrecord")
w = FileWriter(p5, overwrite=True)
w.add_schema({"a": {"type": "string"}}, "nothing")
w.commit()
describe(p5)
print(FileReader(p5).len())

# append
w = FileWriter.open_for_append(p4)
w.write_raw_data([{"a": 2.5, "b": 3.25, "c": 7, "s": "appended"}])
w.commit()
describe(p4)
show(FileReader(p4, columns=["c", "s"]))
