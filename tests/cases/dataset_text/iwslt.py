# IWSLT2016Dataset / IWSLT2017Dataset: train.tags files (metadata lines dropped) and TED xml files per language pair,
# usage, valid/test sets, the cleaned files written beside them, worker interleave, shards, seeded shuffle, errors.
import os

import mindspore.dataset as ds

root = os.getcwd()


def tags(path, lang, n):
    lines = ["<url>http://www.ted.com/talks/x</url>", f"<keywords>talks, {lang}</keywords>", "<talkid>1</talkid>"]
    lines += [f"  {lang} train sentence {i} & more  " for i in range(n)]
    lines += ['<reviewer href="x">R</reviewer>', "<title>T</title>"]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def xml(path, lang, kind, docs):
    out = ['<?xml version="1.0" encoding="UTF-8"?>', "<mteval>", f'<srcset setid="{kind}" srclang="{lang}">']
    for d, n in enumerate(docs):
        out.append(f'<doc docid="{d}" genre="lectures">')
        out.append("<url>http://x</url>")
        out.append(f"<title>talk {d}</title>")
        out += [f'<seg id="{i + 1}"> {lang} {kind} doc{d} seg{i} &amp; x </seg>' for i in range(n)]
        out.append("</doc>")
    out += ["</srcset>", "</mteval>"]
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def make(base, year, sub, pair, sets):
    src, tgt = pair
    d = os.path.join(base, "texts", *sub)
    os.makedirs(d, exist_ok=True)
    for lang in pair:
        tags(os.path.join(d, f"train.tags.{src}-{tgt}.{lang}"), lang, 4)
        for kind, docs in sets:
            xml(os.path.join(d, f"IWSLT{year}.TED.{kind}.{src}-{tgt}.{lang}.xml"), lang, kind, docs)
    return d


def rows(d, **kw):
    return [(str(a), str(b)) for a, b in d.create_tuple_iterator(output_numpy=True, **kw)]


b16 = os.path.join(root, "iwslt2016")
d16 = make(b16, "16", ("de", "en", "de-en"), ("de", "en"), (("tst2013", (2, 1)), ("tst2014", (1, 2)), ("dev2010", (1,))))
make(b16, "16", ("en", "fr", "en-fr"), ("en", "fr"), (("tst2013", (1,)), ("tst2014", (1,))))
d = ds.IWSLT2016Dataset(b16, shuffle=False, num_parallel_workers=1)
print(d.get_col_names(), d.get_dataset_size())
for r in d.create_dict_iterator(output_numpy=True):
    print(repr(r["text"]), repr(r["translation"]), r["text"].dtype, r["text"].shape)
print(sorted(os.listdir(d16)))
with open(os.path.join(d16, "train.de-en")) as f:
    print(repr(f.read()))
print(oct(os.stat(os.path.join(d16, "train.de-en")).st_mode & 0o777))
print("workers 2", rows(ds.IWSLT2016Dataset(b16, shuffle=False, num_parallel_workers=2)))
for usage in ("train", "valid", "test", "all"):
    d = ds.IWSLT2016Dataset(b16, usage=usage, shuffle=False, num_parallel_workers=1)
    print(usage, d.get_dataset_size(), rows(d)[:2])
d = ds.IWSLT2016Dataset(b16, usage="valid", valid_set="dev2010", shuffle=False, num_parallel_workers=1)
print("dev2010", rows(d))
d = ds.IWSLT2016Dataset(b16, usage="test", language_pair=["en", "fr"], shuffle=False, num_parallel_workers=1)
print("en-fr", rows(d))
d = ds.IWSLT2016Dataset(b16, language_pair=("de", "en"), shuffle=False, num_parallel_workers=2, num_shards=3, shard_id=2)
print("shard", d.get_dataset_size(), rows(d))
d = ds.IWSLT2016Dataset(b16, shuffle=False, num_parallel_workers=1, num_samples=3)
print("num_samples", d.get_dataset_size(), rows(d))
ds.config.set_seed(3)
d = ds.IWSLT2016Dataset(b16, shuffle=True, num_parallel_workers=2)
print("shuffle", rows(d))
d = ds.IWSLT2016Dataset(b16, shuffle=ds.Shuffle.FILES, num_parallel_workers=1)
print("files", rows(d))

b17 = os.path.join(root, "iwslt2017")
sub = ("DeEnItNlRo", "DeEnItNlRo", "DeEnItNlRo-DeEnItNlRo")
make(b17, "17", sub, ("it", "nl"), (("dev2010", (2,)), ("tst2010", (1, 1))))
d = ds.IWSLT2017Dataset(b17, language_pair=("it", "nl"), shuffle=False, num_parallel_workers=1)
print(d.get_col_names(), d.get_dataset_size())
print(rows(d))
d = ds.IWSLT2017Dataset(b17, usage="valid", language_pair=["it", "nl"], shuffle=False, num_parallel_workers=1)
print("valid", rows(d))
for cls, bad in (
    (ds.IWSLT2016Dataset, dict(dataset_dir=os.path.join(root, "nope"))),
    (ds.IWSLT2016Dataset, dict(dataset_dir=b16, usage="dev")),
    (ds.IWSLT2016Dataset, dict(dataset_dir=b16, language_pair=("de", "fr"))),
    (ds.IWSLT2016Dataset, dict(dataset_dir=b16, language_pair=["de"])),
    (ds.IWSLT2016Dataset, dict(dataset_dir=b16, language_pair="de-en")),
    (ds.IWSLT2016Dataset, dict(dataset_dir=b16, language_pair=("de", 1))),
    (ds.IWSLT2016Dataset, dict(dataset_dir=b16, valid_set="tst2015")),
    (ds.IWSLT2016Dataset, dict(dataset_dir=b16, test_set=2014)),
    (ds.IWSLT2016Dataset, dict(dataset_dir=b16, num_shards=1)),
    (ds.IWSLT2017Dataset, dict(dataset_dir=b17, language_pair=("de", "fr"))),
    (ds.IWSLT2017Dataset, dict(dataset_dir=b17, usage="all", num_samples=-2)),
):
    try:
        cls(**bad)
        print("no error", bad)
    except (TypeError, ValueError, RuntimeError) as e:
        print(type(e).__name__, str(e).replace(root, "<dir>"))
d = ds.IWSLT2017Dataset(b17, language_pair=("de", "en"), usage="train", num_parallel_workers=1)
try:
    print(d.get_dataset_size())
    rows(d)
except RuntimeError as e:
    print("RuntimeError", "can't read the data file" in str(e))
d = ds.IWSLT2017Dataset(b17, language_pair=("de", "en"), usage="valid", num_parallel_workers=1)
try:
    rows(d)
except RuntimeError as e:
    print("RuntimeError", "failed to load xml file" in str(e))
