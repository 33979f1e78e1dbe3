# FileWriter's parallel_writer mode (whole batches to each shard file in turn, each file its own set), unknown
# columns in FileReader/MindDataset, and MindDataset random access by index.
import hashlib
import os
import struct

import mindspore.dataset as ds
from mindspore.mindrecord import FileReader, FileWriter

root = os.path.join(os.getcwd(), "mr_parallel")
os.makedirs(root, exist_ok=True)
p = os.path.join(root, "pw.mindrecord")
w = FileWriter(p, 2, overwrite=True)
w.set_header_size(1 << 14)
w.add_schema({"id": {"type": "int32"}, "tag": {"type": "string"}})
for b in range(3):
    w.write_raw_data([{"id": b * 10 + i, "tag": f"b{b}"} for i in range(3)], True)
try:
    w.write_raw_data([{"id": 1, "tag": "x"}])
except Exception as e:
    print(type(e).__name__, e)
w.commit()
for k in range(2):
    with open(p + str(k), "rb") as f:
        data = f.read()
    (n,) = struct.unpack_from("<Q", data)
    print(len(data), "h" + hashlib.sha256(data).hexdigest()[:16])
    print(data[8 : 8 + n].decode())
    print([r for r in FileReader(p + str(k)).get_next()])
print([r["id"] for r in FileReader([p + "1", p + "0"]).get_next()])


def attempt(fn):
    try:
        print("ok", fn())
    except Exception as e:
        print(type(e).__name__, e)


attempt(lambda: FileReader(p + "0", columns=["nope"]))
d = ds.MindDataset(p + "0", columns_list=["tag", "nope"], shuffle=False)
print(d.get_dataset_size())
attempt(lambda: list(d.create_tuple_iterator(output_numpy=True)))
d = ds.MindDataset(p + "0", shuffle=False)
print(d[0], d[5])
attempt(lambda: d[6])
attempt(lambda: d[-1])
attempt(lambda: d["1"])
d = ds.MindDataset(p + "0", columns_list=["tag"], shuffle=False, num_shards=2, shard_id=1)
print(d[0], d[2])
