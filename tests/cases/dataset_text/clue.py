# CLUEDataset: json-lines files per task and usage, the columns (name order) and their dtypes, several files with
# workers, shards, num_samples, seeded shuffle, errors.
import json
import os

import mindspore.dataset as ds

root = os.getcwd()


def write(name, objs):
    path = os.path.join(root, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(json.dumps(o, ensure_ascii=False) for o in objs) + "\n")
    return path


afqmc = write("afqmc_train.json", [{"sentence1": f"句子{i}", "sentence2": f"另一个{i}", "label": str(i % 2)} for i in range(5)])
afqmc2 = write("afqmc_train2.json", [{"sentence1": f"s{i}", "sentence2": f"t{i}", "label": "1"} for i in range(3)])
afqmc_test = write("afqmc_test.json", [{"id": i, "sentence1": f"q{i}", "sentence2": f"r{i}"} for i in range(2)])
tnews = write(
    "tnews.json",
    [{"label": "102", "label_desc": "news_ent", "sentence": "新闻", "keywords": "a,b"},
     {"label": "103", "label_desc": "news_sport", "sentence": "体育", "keywords": ""}],
)  # fmt: skip
tnews_test = write("tnews_test.json", [{"id": 0, "sentence": "x", "keywords": "k"}])
iflytek = write("iflytek.json", [{"label": "11", "label_des": "app", "sentence": "应用"}])
iflytek_test = write("iflytek_test.json", [{"id": 3, "sentence": "y"}])
cmnli = write("cmnli.json", [{"sentence1": "a", "sentence2": "b", "label": "neutral"}])
wsc = write(
    "wsc.json",
    [{"target": {"span2_index": 37, "span1_index": 5, "span1_text": "床", "span2_text": "它"}, "idx": 0,
      "label": "false", "text": "这张床很大，它很软"}],
)  # fmt: skip
wsc_test = write(
    "wsc_test.json",
    [{"target": {"span2_index": 3, "span1_index": 0, "span1_text": "a", "span2_text": "b"}, "idx": 9, "text": "t"}],
)
csl = write("csl.json", [{"id": 1, "abst": "摘要", "keyword": ["关键", "词"], "label": "1"}])
csl_test = write("csl_test.json", [{"id": 2, "abst": "x", "keyword": ["k"]}])
mixed = write("mixed.json", [{"sentence1": "a", "sentence2": "b", "label": -3}, {"sentence1": "c", "sentence2": 1.5, "label": 7}])


def show(d):
    print(d.get_col_names(), d.get_dataset_size())
    for r in d.create_dict_iterator(output_numpy=True):
        print({k: (repr(v), str(v.dtype), v.shape) for k, v in r.items()})


show(ds.CLUEDataset(afqmc, task="AFQMC", usage="train", shuffle=False, num_parallel_workers=1))
show(ds.CLUEDataset(afqmc_test, task="AFQMC", usage="test", shuffle=False, num_parallel_workers=1))
show(ds.CLUEDataset(afqmc2, task="AFQMC", usage="eval", shuffle=False, num_parallel_workers=1))
show(ds.CLUEDataset(tnews, task="TNEWS", shuffle=False, num_parallel_workers=1))
show(ds.CLUEDataset(tnews_test, task="TNEWS", usage="test", shuffle=False, num_parallel_workers=1))
show(ds.CLUEDataset(iflytek, task="IFLYTEK", usage="eval", shuffle=False, num_parallel_workers=1))
show(ds.CLUEDataset(iflytek_test, task="IFLYTEK", usage="test", shuffle=False, num_parallel_workers=1))
show(ds.CLUEDataset(cmnli, task="CMNLI", shuffle=False, num_parallel_workers=1))
show(ds.CLUEDataset(wsc, task="WSC", shuffle=False, num_parallel_workers=1))
show(ds.CLUEDataset(wsc_test, task="WSC", usage="test", shuffle=False, num_parallel_workers=1))
show(ds.CLUEDataset(csl, task="CSL", shuffle=False, num_parallel_workers=1))
show(ds.CLUEDataset(csl_test, task="CSL", usage="test", shuffle=False, num_parallel_workers=1))
show(ds.CLUEDataset(mixed, shuffle=False, num_parallel_workers=1))


def labels(d):
    return [(str(r["sentence1"]), str(r["label"])) for r in d.create_dict_iterator(output_numpy=True)]


both = [afqmc2, afqmc]
for w in (1, 2):
    print("workers", w, labels(ds.CLUEDataset(both, shuffle=False, num_parallel_workers=w)))
print("glob", ds.CLUEDataset(os.path.join(root, "afqmc_train*.json"), shuffle=False).get_dataset_size())
d = ds.CLUEDataset(both, shuffle=False, num_parallel_workers=2, num_shards=3, shard_id=1)
print("shard", d.get_dataset_size(), labels(d))
d = ds.CLUEDataset(both, shuffle=False, num_parallel_workers=2, num_samples=5)
print("num_samples", d.get_dataset_size(), labels(d))
ds.config.set_seed(11)
d = ds.CLUEDataset(both, num_parallel_workers=2)
print("shuffle", labels(d))
d = ds.CLUEDataset(both, shuffle=ds.Shuffle.FILES, num_parallel_workers=1)
print("files", labels(d))
for bad in (
    dict(dataset_files=5),
    dict(dataset_files=[]),
    dict(dataset_files=""),
    dict(dataset_files=os.path.join(root, "none.json")),
    dict(dataset_files=afqmc, task="afqmc"),
    dict(dataset_files=afqmc, usage="dev"),
    dict(dataset_files=afqmc, num_shards=2, shard_id=5),
    dict(dataset_files=afqmc, shuffle=1),
):
    try:
        ds.CLUEDataset(**bad)
        print("no error", bad)
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, str(e).replace(root, "<dir>"))
for task, path in (("TNEWS", afqmc), ("AFQMC", write("broken.json", ["x"]))):
    try:
        labels(ds.CLUEDataset(path, task=task, shuffle=False, num_parallel_workers=1))
    except RuntimeError as e:
        msg = str(e)
        print("RuntimeError", "failed to find key" in msg, "Invalid json" in msg)
with open(os.path.join(root, "blank.json"), "w") as f:
    f.write("\n")
try:
    list(ds.CLUEDataset(os.path.join(root, "blank.json"), num_parallel_workers=1))
except RuntimeError as e:
    print("RuntimeError", "'CLUEDataset' API can't read the data file" in str(e))
