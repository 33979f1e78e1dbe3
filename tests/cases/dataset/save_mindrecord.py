# Dataset.save: the MindRecord schema taken from the first row (type casts, shapes [-1, ...], bytes, strings,
# index fields), the files written (names, mode 0600, header, pages), what MindDataset reads back, num_files
# spreading rows over files, and MindSpore's errors.
import hashlib
import json
import os
import struct

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
from mindspore.mindrecord import FileReader

root = os.path.join(os.getcwd(), "save_mr")
os.makedirs(root, exist_ok=True)
os.chdir(root)


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:  # noqa: BLE001
        lines = str(e).splitlines()
        detail = [x for x in lines if x.startswith("[ERROR]")]
        detail = detail[0].replace(root, "<root>") if detail else ""
        print(tag, type(e).__name__, lines[0] if lines else "", detail)


def files(prefix):
    return sorted(f for f in os.listdir(".") if f.startswith(prefix))


def header(p):
    with open(p, "rb") as f:
        data = f.read()
    (n,) = struct.unpack_from("<Q", data)
    h = json.loads(data[8 : 8 + n].decode())
    pages = data[h["header_size"] :]
    h["index_fields"] = [x["index_field"] for x in h["index_fields"] or []]  # in MindSpore's hash map's order
    return h, "p" + hashlib.sha256(pages).hexdigest()[:16], len(pages)


def show(p, **kw):
    h, digest, size = header(p)
    print(os.path.basename(p), json.dumps(h, sort_keys=True), digest, size)
    print("mode", oct(os.stat(p).st_mode & 0o777), oct(os.stat(p + ".db").st_mode & 0o777))
    d = ds.MindDataset(p, shuffle=False, **kw)
    print("cols", d.get_col_names(), d.get_dataset_size())
    for r in d.create_dict_iterator(output_numpy=True):
        print({k: (v.dtype.str, v.shape, v.tolist()) for k, v in sorted(r.items())})


def gen():
    for i in range(3):
        yield (
            np.array(i % 2 == 0),
            np.array([i, -i], np.int8),
            np.arange(i, i + 4, dtype=np.uint8),
            np.array(i, np.uint8),
            np.array([i], np.int16),
            np.array(i, np.uint32),
            np.array([i], np.uint64),
            np.array(i / 3, np.float16),
            np.ones((2, 3), np.float32) * i,
            np.array(i * 0.1),
            np.array("s%d" % i),
            np.array(b"by%d" % i),
            np.arange(i + 1, dtype=np.int64),
            np.array([i, i + 1], np.uint16),
            np.array([i / 4, 1], np.float16),
        )


cols = ["b", "i8", "u8", "u8s", "i16", "u32", "u64", "f16", "f32", "f64", "str", "byt", "var", "u16", "h"]
d = ds.GeneratorDataset(gen, cols, shuffle=False)
d.save("types.mr")
print(files("types"))
show("types.mr")
print(
    [
        {k: (type(v).__name__, v.tolist() if hasattr(v, "tolist") else v) for k, v in sorted(r.items())}
        for r in FileReader("types.mr").get_next()
    ][:2]
)

# numpy slices: Python ints, floats and strings; column names with punctuation become "_"
ds.NumpySlicesDataset({"x": [1, 2, 3], "y": [0.5, 1.5, 2.5], "s": ["a", "bb", "c"]}, shuffle=False).save("slices.mr")
show("slices.mr")
ds.NumpySlicesDataset({"a.b": [1, 2], "c-d": [[3.5], [4.5]]}, shuffle=False).save("punct.mr")
show("punct.mr")

# after map and batch
x = np.arange(12).reshape(6, 2).astype(np.float32)
d2 = ds.NumpySlicesDataset({"x": x, "l": np.arange(6, dtype=np.int32)}, shuffle=False)
d2 = d2.map(lambda v: v * 2, input_columns=["x"]).batch(4)
d2.save("batched.mr")
show("batched.mr")


# images as bytes (an encoded file read as bytes) and as uint8 arrays (HWC), multi-dimensional columns
def images():
    for i in range(3):
        raw = b"\xff\xd8\xff\xe0" + bytes(range(i, i + 9)) + b"\xff\xd9"
        yield raw, np.frombuffer(raw, np.uint8), np.full((2, 2, 3), i * 40, np.uint8), np.array([[i, 1], [2, 3]])


ds.GeneratorDataset(images, ["jpg", "raw", "hwc", "m"], shuffle=False).save("images.mr")
show("images.mr")
print([len(r["jpg"][0]) for r in ds.MindDataset("images.mr", shuffle=False).create_dict_iterator(output_numpy=True)])


# variable first dimension
def var0():
    yield (np.zeros((2, 3), np.float32),)
    yield (np.ones((3, 3), np.float32),)


ds.GeneratorDataset(var0, ["v"], shuffle=False).save("var0.mr")
show("var0.mr")

# Tensors from the source, repeat before save
ds.GeneratorDataset(lambda: iter([(ms.Tensor([1, 2], ms.int32), ms.Tensor(1.5, ms.float16))]), ["t", "h"]).save("t.mr")
show("t.mr")
ds.NumpySlicesDataset([1, 2], column_names=["a"], shuffle=False).repeat(2).save("rep.mr")
print([int(r["a"]) for r in ds.MindDataset("rep.mr", shuffle=False).create_dict_iterator(output_numpy=True)])

# num_files: files name0, name1, ... (no zero padding); each row goes to one file at random; read back in file order
ds.NumpySlicesDataset({"i": np.arange(20)}, shuffle=False).save("multi.mr", 3)
print(files("multi"))
per = [
    [int(r["i"]) for r in ds.MindDataset([f"multi.mr{k}"], shuffle=False).create_dict_iterator(output_numpy=True)]
    for k in range(3)
]
whole = [int(r["i"]) for r in ds.MindDataset("multi.mr0", shuffle=False).create_dict_iterator(output_numpy=True)]
print("multi", sorted(whole) == list(range(20)), whole == [i for p in per for i in p], all(p == sorted(p) for p in per))
print(header("multi.mr1")[0]["shard_addresses"], header("multi.mr1")[0]["shard_id"])
ds.NumpySlicesDataset({"i": np.arange(3)}, shuffle=False).save("many.mr", 11)
print(files("many")[:6], len(files("many")))

# errors
attempt("again", lambda: d.save("types.mr"))
open("data_only.mr", "w").close()
attempt("exists_data", lambda: d.save("data_only.mr"))
open("db_only.mr.db", "w").close()
attempt("exists_db", lambda: d.save("db_only.mr"))
attempt("nf0", lambda: d.save("c.mr", 0))
attempt("nf1001", lambda: d.save("c.mr", 1001))
attempt("nfstr", lambda: d.save("c.mr", "2"))
attempt("nfbool", lambda: d.save("c.mr", True))
attempt("ft", lambda: d.save("c.mr", 1, "tfrecord"))
attempt("fname", lambda: d.save(3))
attempt("nodir", lambda: d.save("nodir/x.mr"))
print(files("c.mr"), os.path.exists("nodir"))


def one(v):
    return lambda: iter([(v,)])


attempt("str1d", lambda: ds.GeneratorDataset(one(np.array(["a", "b"])), ["s"]).save("str1d.mr"))
attempt("bytes2", lambda: ds.GeneratorDataset(one(np.array([b"a", b"b"])), ["s"]).save("bytes2.mr"))
attempt("bytes1", lambda: ds.GeneratorDataset(one(np.array([b"ab"])), ["s"]).save("bytes1.mr"))
show("bytes1.mr")


def dyn():
    yield (np.zeros((2, 3), np.float32),)
    yield (np.zeros((2, 4), np.float32),)


attempt("dynamic", lambda: ds.GeneratorDataset(dyn, ["v"], shuffle=False).save("dyn.mr"))
attempt("dict", lambda: ds.GeneratorDataset(one({"a": np.array([1]), "b": 2}), ["d"]).save("dict.mr"))
attempt("empty", lambda: ds.GeneratorDataset(lambda: iter([]), ["v"]).save("empty.mr"))
print("left", files("str1d"), files("bytes2"), files("dyn"), files("dict"), files("empty"))
