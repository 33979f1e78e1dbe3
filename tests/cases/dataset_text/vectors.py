# text.Vectors / GloVe / FastText .from_file and text.ToVectors: header lines, repeated tokens, max_vectors, the
# first line fixing the length (single-space fields) and the others read on white space, non-numbers as 0, file
# name rules, unk_init, lower_case_backup, scalar/1-D/2-D input, the pipeline form, and MindSpore's errors.
import os
import tempfile

import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.text as text

FILES = {
    "v1.txt": "ok 0.1 0.2 0.3\n! 1 2 3\nThe 4 5 6\nthe 7 8 9\nok 9 9 9\n",
    "hdr.txt": "3 3\nok 0.1 0.2 0.3\n! 1 2 3\nThe 4 5 6\n",
    "mism.txt": "ok 0.1 0.2 0.3\nbad 1 2\n",
    "glove.6B.3d.txt": "ok 0.1 0.2 0.3\n! 1 2 3\n",
    "wiki.en.vec": "2 3\nok 0.1 0.2 0.3\n! 1 2 3\n",
    "empty.txt": "",
    "spaces.txt": "ok  0.1   0.2 0.3 \n\nx 1 2 3\n",
    "weird.txt": "ok\t0.1 0.2 0.3\nnum 1e2 -3.5 abc\n",
    "dbl.txt": "ok  1 2\nab 3  4\n",
    "bad.txt": "ok 1 abc\n",
    "blank.txt": "ok 1 2\n\nab 3 4\n",
    "tabs.txt": "ok 1 2\nab\t3\t4\n",
}
os.chdir(tempfile.mkdtemp())
for name, body in FILES.items():
    with open(name, "w") as f:
        f.write(body)


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r if not isinstance(r, np.ndarray) else (r.dtype, r.shape, np.round(r, 4).tolist()))
    except Exception as e:
        lines = [l for l in str(e).splitlines() if l.strip() and not l.startswith("-")]
        print(tag, type(e).__name__, lines[0][:160], [l for l in lines if "ERROR" in l][:1])


WORDS = ["ok", "!", "The", "the", "x", "zzz", "ab", "num"]
for cls, files in [
    (text.Vectors, ["v1.txt", "hdr.txt", "mism.txt", "empty.txt", "spaces.txt", "weird.txt", "glove.6B.3d.txt"]),
    (text.Vectors, ["dbl.txt", "bad.txt", "blank.txt", "tabs.txt", "nope.txt"]),
    (text.GloVe, ["glove.6B.3d.txt", "v1.txt"]),
    (text.FastText, ["wiki.en.vec", "v1.txt"]),
]:
    for f in files:
        for mv in (None, 0, 2):

            def go():
                v = cls.from_file(f, max_vectors=mv) if mv is not None else cls.from_file(f)
                t = text.ToVectors(v)
                return [np.round(t(w), 4).tolist() for w in WORDS]

            attempt(f"{cls.__name__} {f} {mv}", go)
v = text.Vectors.from_file("v1.txt")
attempt("unk", lambda: text.ToVectors(v, unk_init=[-1, -2, -3])("zzz"))
attempt("unk tuple", lambda: text.ToVectors(v, unk_init=(0.5, 1, 2))(np.array(["zzz", "ok"])))
attempt("unk short", lambda: text.ToVectors(v, unk_init=[-1])("zzz"))
attempt("lower", lambda: text.ToVectors(v, lower_case_backup=True)("OK"))
attempt("lower2", lambda: text.ToVectors(v, lower_case_backup=True)("THE"))
attempt("no lower", lambda: text.ToVectors(v)("OK"))
attempt("arr", lambda: text.ToVectors(v)(np.array(["ok", "the"])))
attempt("arr2d", lambda: text.ToVectors(v)(np.array([["ok", "the"], ["x", "!"]])))
attempt("list", lambda: text.ToVectors(v)(["ok", "the"]))
attempt("int", lambda: text.ToVectors(v)(np.array([1, 2])))
attempt("bad unk", lambda: text.ToVectors(v, unk_init=["a"]))
attempt("bad unk type", lambda: text.ToVectors(v, unk_init=1))
attempt("bad lower", lambda: text.ToVectors(v, lower_case_backup=1))
attempt("bad path", lambda: text.Vectors.from_file(1))
attempt("bad mv", lambda: text.Vectors.from_file("v1.txt", max_vectors=-1))
attempt("bad mv type", lambda: text.Vectors.from_file("v1.txt", max_vectors=1.5))
d = ds.NumpySlicesDataset(["ok", "the", "zzz"], column_names=["text"], shuffle=False).map(text.ToVectors(v))
for item in d.create_dict_iterator(num_epochs=1, output_numpy=True):
    print(item["text"], item["text"].dtype)
print(type(v).__name__, type(text.GloVe.from_file("glove.6B.3d.txt")).__name__)
