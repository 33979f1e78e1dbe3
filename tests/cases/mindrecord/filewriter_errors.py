# FileWriter/FileReader argument and schema errors: exception classes and messages; rows not matching the schema
# are dropped.
import os

import numpy as np

from mindspore.mindrecord import FileReader, FileWriter

root = os.path.join(os.getcwd(), "mr_errors")
os.makedirs(root, exist_ok=True)
p = os.path.join(root, "e.mindrecord")


def attempt(fn):
    try:
        out = fn()
        print("ok", out)
    except Exception as e:
        print(type(e).__name__, str(e).replace(root, "ROOT"))


attempt(lambda: FileWriter("", 1))
attempt(lambda: FileWriter(p + "/", 1))
attempt(lambda: FileWriter(os.path.join(root, "a?b"), 1))
attempt(lambda: FileWriter(p, 0))
attempt(lambda: FileWriter(p, 1001))
attempt(lambda: FileWriter(p, "2"))
attempt(lambda: FileWriter(p, None))
attempt(lambda: FileWriter(p, 1, overwrite=1))
w = FileWriter(p, overwrite=True)
for schema in (
    {},
    [1],
    {"a-b": {"type": "int32"}},
    {"a": {"type": "int8"}},
    {"a": {"type": "string", "shape": [2]}},
    {"a": {"type": "int32", "shape": 2}},
    {"a": {"type": "int32", "dims": [2]}},
    {"a": {"type": "int32", "shape": [2], "x": 1}},
    {"a": "int32"},
):
    attempt(lambda: w.add_schema(schema))
attempt(lambda: w.add_index(["a"]))
w.add_schema(
    {"a": {"type": "int32"}, "b": {"type": "bytes"}, "c": {"type": "float32", "shape": [2]}, "s": {"type": "string"}}
)
attempt(lambda: w.add_schema({"x": {"type": "int32"}}))
attempt(lambda: w.add_index([]))
attempt(lambda: w.add_index("a"))
attempt(lambda: w.add_index(["b"]))
attempt(lambda: w.add_index(["c"]))
attempt(lambda: w.add_index([1]))
attempt(lambda: w.add_index(["zz"]))
w.add_index(["s"])
attempt(lambda: w.set_header_size(1000))
attempt(lambda: w.set_header_size((1 << 14) + 2))
attempt(lambda: w.set_page_size(1 << 29))
attempt(lambda: w.write_raw_data({"a": 1}))
attempt(lambda: w.write_raw_data([1]))
attempt(lambda: w.write_raw_data([], parallel_writer=1))
good = {"a": 1, "b": b"x", "c": np.array([1.0, 2.0], np.float32), "s": "ok"}
rows = [
    dict(good),
    {"a": 1.5, "b": b"x", "c": np.array([1.0, 2.0], np.float32), "s": "float for int"},
    {"b": b"x", "c": np.array([1.0, 2.0], np.float32), "s": "missing a"},
    {"a": 2, "b": b"x", "c": np.array([1.0, 2.0], np.float64), "s": "dtype"},
    {"a": 3, "b": b"x", "c": np.array([1.0, 2.0, 3.0], np.float32), "s": "shape"},
    {"a": True, "b": b"x", "c": np.array([1.0, 2.0], np.float32), "s": "bool"},
    {"a": 4, "b": "str", "c": np.array([1.0, 2.0], np.float32), "s": "str for bytes"},
    {"a": np.int64(5), "b": b"y", "c": np.array([3.0, 4.0], np.float32), "s": 5},
    {"a": np.int32(6), "b": bytearray(b"z"), "c": np.array([5.0, 6.0], np.float32), "s": "ok2", "extra": 1},
]
attempt(lambda: w.write_raw_data(rows))
print(len(rows))
attempt(lambda: w.write_raw_data([{"a": 1.5, "b": b"x", "c": np.array([1.0, 2.0], np.float32), "s": "bad"}]))
w.commit()
attempt(lambda: w.write_raw_data([dict(good)]))
print(
    [
        sorted(r.items(), key=str)
        for r in [
            {k: (v.tolist() if isinstance(v, np.ndarray) else v) for k, v in x.items()}
            for x in FileReader(p).get_next()
        ]
    ]
)
attempt(lambda: FileWriter(p).commit())
w2 = FileWriter(p)
w2.add_schema({"a": {"type": "int32"}})
attempt(lambda: w2.write_raw_data([{"a": 1}]))
w3 = FileWriter(os.path.join(root, "big.mindrecord"), overwrite=True)
w3.add_schema({"b": {"type": "bytes"}})
w3.set_page_size(1 << 15)
attempt(lambda: w3.write_raw_data([{"b": bytes(40000)}]))
for bad in (0, (os.cpu_count() or 1) + 1):
    try:
        FileReader(p, num_consumer=bad)
    except Exception as e:  # the upper bound is the machine's core count
        print(type(e).__name__, str(e).split(" should between")[0])
attempt(lambda: FileReader(p, num_consumer="1"))
attempt(lambda: FileReader(p, num_consumer=None))
attempt(lambda: FileReader(p, columns="a"))
attempt(lambda: FileReader(os.path.join(root, "nothing.mindrecord")))
attempt(lambda: FileReader([p, ""]))
w4 = FileWriter(os.path.join(root, "nodir", "x.mindrecord"), overwrite=True)
w4.add_schema({"a": {"type": "int32"}})
attempt(lambda: w4.write_raw_data([{"a": 1}]))
w5 = FileWriter(os.path.join(root, "dup.mindrecord"), overwrite=True)
w5.add_schema({"a": {"type": "int32"}, "b": {"type": "string"}})
w5.add_index(["a"])
attempt(lambda: w5.add_index(["a"]))
attempt(lambda: w5.add_index(["b", "b"]))
junk = os.path.join(root, "junk.mindrecord")
with open(junk, "wb") as f:
    f.write(b"garbage data here, not a mindrecord file")
attempt(lambda: FileReader(junk))
with open(junk + ".db", "wb") as f:
    f.write(b"not a db either")
attempt(lambda: FileReader(junk))
attempt(lambda: FileReader([junk]))
