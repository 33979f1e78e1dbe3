# PennTreebankDataset: ptb.{train,test,valid}.txt lines, usage, worker interleave, shards, num_samples, seeded shuffles,
# errors.
import os

import mindspore.dataset as ds

root = os.getcwd()
p = os.path.join(root, "ptb")
os.makedirs(p)
for name, n in (("train", 5), ("test", 3), ("valid", 2)):
    with open(os.path.join(p, f"ptb.{name}.txt"), "w") as f:
        f.write("".join(f" {name} line {i} <unk> N\n" for i in range(n)) + "\n")


def rows(d, **kw):
    return [str(r[0]) for r in d.create_tuple_iterator(output_numpy=True, **kw)]


d = ds.PennTreebankDataset(p, shuffle=False, num_parallel_workers=2)
print(d.get_col_names(), d.get_dataset_size())
for r in d.create_dict_iterator(output_numpy=True):
    print(repr(r["text"]), r["text"].dtype, r["text"].shape)
for w in (1, 2):
    print(w, rows(ds.PennTreebankDataset(p, shuffle=False, num_parallel_workers=w)))
for usage in ("train", "test", "valid", "all"):
    d = ds.PennTreebankDataset(p, usage=usage, shuffle=False, num_parallel_workers=1)
    print(usage, d.get_dataset_size(), rows(d)[:2])
for shards, sid, w in ((3, 0, 1), (3, 2, 2), (4, 3, 1), (2, 1, 2)):
    d = ds.PennTreebankDataset(p, shuffle=False, num_parallel_workers=w, num_shards=shards, shard_id=sid)
    print("shard", shards, sid, w, d.get_dataset_size(), rows(d))
d = ds.PennTreebankDataset(p, shuffle=False, num_parallel_workers=2, num_samples=4)
print("num_samples", d.get_dataset_size(), rows(d))
print("num_samples", ds.PennTreebankDataset(p, num_samples=40, num_parallel_workers=1).get_dataset_size())
ds.config.set_seed(7)
for sh in (ds.Shuffle.FILES, ds.Shuffle.GLOBAL, True):
    d = ds.PennTreebankDataset(p, shuffle=sh, num_parallel_workers=2)
    print(sh, rows(d))
    it = d.create_tuple_iterator(output_numpy=True, num_epochs=3)
    for e in range(3):
        print(" epoch", e, [str(r[0]) for r in it])
for sh in (ds.Shuffle.INFILE, ds.Shuffle.ADAPTIVE, ds.Shuffle.PARTIAL, None):
    print(sh, rows(ds.PennTreebankDataset(p, shuffle=sh, num_parallel_workers=1)))
d = ds.PennTreebankDataset(p, shuffle=ds.Shuffle.GLOBAL, num_parallel_workers=1, num_shards=2, shard_id=1)
print("sharded global", rows(d))
d = ds.PennTreebankDataset(p, usage="train", shuffle=True, num_parallel_workers=1).repeat(2)
print("repeat", rows(d))
for bad in (
    dict(dataset_dir=os.path.join(root, "nope")),
    dict(dataset_dir=5),
    dict(dataset_dir=p, usage="dev"),
    dict(dataset_dir=p, usage=1),
    dict(dataset_dir=p, num_samples=-1),
    dict(dataset_dir=p, num_samples="3"),
    dict(dataset_dir=p, num_shards=2),
    dict(dataset_dir=p, shard_id=0),
    dict(dataset_dir=p, num_shards=2, shard_id=2),
    dict(dataset_dir=p, num_shards=2.0, shard_id=0),
    dict(dataset_dir=p, shuffle="yes"),
):
    try:
        ds.PennTreebankDataset(**bad)
        print("no error", bad)
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, str(e).replace(root, "<dir>"))
empty = os.path.join(root, "empty")
os.makedirs(empty)
with open(os.path.join(empty, "ptb.train.txt"), "w") as f:
    f.write("\n\n")
d = ds.PennTreebankDataset(empty, usage="train", num_parallel_workers=1)
try:
    rows(d)
except RuntimeError as e:
    print("RuntimeError", "can't read the data file" in str(e), "Check penntreebank:" in str(e))
