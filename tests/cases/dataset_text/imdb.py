# IMDBDataset: the aclImdb folder tree (train/test x pos/neg), usage, column dtypes, file order, the last non-empty
# line of a review file, samplers and shards, errors.
import os

import mindspore.dataset as ds

root = os.getcwd()
base = os.path.join(root, "aclImdb")
for usage in ("train", "test"):
    for label, n in (("pos", 3), ("neg", 2)):
        d = os.path.join(base, usage, label)
        os.makedirs(d)
        for i in range(n):
            with open(os.path.join(d, f"{i}_{7 + i}.txt"), "w") as f:
                f.write(f"{usage} {label} review {i}. <br /><br />Great film, 10/10")
with open(os.path.join(base, "train", "pos", "10_9.txt"), "w") as f:
    f.write("first line\n\nlast line\n\n")


def rows(d):
    return [(str(t), int(lab)) for t, lab in d.create_tuple_iterator(output_numpy=True)]


d = ds.IMDBDataset(base, shuffle=False)
print(d.get_col_names(), d.get_dataset_size(), d.num_classes() if hasattr(d, "num_classes") else None)
for r in d.create_dict_iterator(output_numpy=True):
    print(repr(r["text"]), repr(r["label"]), r["label"].dtype, r["label"].shape)
for usage in ("train", "test", "all"):
    d = ds.IMDBDataset(base, usage=usage, shuffle=False)
    print(usage, d.get_dataset_size(), rows(d)[:2])
d = ds.IMDBDataset(base, usage="test", shuffle=False, num_shards=2, shard_id=1)
print("shard", d.get_dataset_size(), rows(d))
d = ds.IMDBDataset(base, usage="train", shuffle=False, num_samples=3)
print("num_samples", d.get_dataset_size(), rows(d))
d = ds.IMDBDataset(base, usage="train", sampler=ds.SequentialSampler(start_index=2, num_samples=2))
print("sampler", rows(d))
d = ds.IMDBDataset(base, usage="train", shuffle=True)
print("shuffle", d.get_dataset_size(), sorted(rows(d)))
for bad in (
    dict(dataset_dir=os.path.join(root, "nope")),
    dict(dataset_dir=base, usage="valid"),
    dict(dataset_dir=base, shuffle=1),
    dict(dataset_dir=base, num_samples=-1),
    dict(dataset_dir=base, sampler=ds.SequentialSampler(), shuffle=False),
    dict(dataset_dir=base, sampler=ds.SequentialSampler(), num_shards=2, shard_id=0),
    dict(dataset_dir=base, num_shards=2),
    dict(dataset_dir=base, num_shards=2, shard_id=-1),
):
    try:
        ds.IMDBDataset(**bad)
        print("no error", bad)
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, str(e).replace(root, "<dir>"))
other = os.path.join(root, "other")
os.makedirs(os.path.join(other, "train", "pos"))
for usage in ("train", "test"):
    try:
        print(ds.IMDBDataset(other, usage=usage).get_dataset_size())
    except RuntimeError as e:
        print("RuntimeError", str(e).split("[ERROR] ")[1].split("\n")[0].replace(root, "<dir>"))
