"""MindRecord format tests: files written by real MindSpore 2.10 read here, files written here are MindSpore's bytes,
the interop result recorded from real MindSpore, and unit checks of the writer, reader, converters and MindDataset."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys

import numpy as np
import pytest

import mindspore.dataset as ds
from mindspore import mindrecord
from mindspore.mindrecord import CsvToMR, FileReader, FileWriter, ImageNetToMR
from mindspore.mindrecord.common.exceptions import MRMAddSchemaError, MRMGetMetaError, ParamValueError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "tests", "data", "mindrecord")
sys.path.insert(0, os.path.join(ROOT, "tools"))

import mindrecord_sets  # noqa: E402


def _expected() -> dict:
    with open(os.path.join(DATA, "expected.json")) as f:
        return json.load(f)


@pytest.mark.parametrize("name", sorted(mindrecord_sets.SETS))
def test_reads_files_written_by_mindspore(name):
    exp = _expected()
    assert exp["mindspore"] == "2.10.0"
    rec = exp["sets"][name]
    got = json.loads(json.dumps(mindrecord_sets.summarize(os.path.join(DATA, rec["file"]))))
    for key, value in rec["summary"].items():
        assert got[key] == value, (name, key)


def _db(path: str) -> list:
    con = sqlite3.connect(path)
    try:
        sql = sorted(r[0] for r in con.execute("select sql from sqlite_master where sql is not null"))
        return [
            sql,
            list(con.execute("select * from INDEXES order by ROW_ID")),
            list(con.execute("select * from SHARD_NAME")),
        ]
    finally:
        con.close()


def test_writes_the_bytes_mindspore_writes(tmp_path):
    mindrecord_sets.write_sets(str(tmp_path))
    theirs = sorted(f for f in os.listdir(DATA) if ".mindrecord" in f)
    assert sorted(os.listdir(tmp_path)) == theirs
    for f in theirs:
        a, b = os.path.join(tmp_path, f), os.path.join(DATA, f)
        if f.endswith(".db"):
            assert _db(a) == _db(b), f
        else:
            with open(a, "rb") as fa, open(b, "rb") as fb:
                assert fa.read() == fb.read(), f


def test_interop_result_recorded_by_real_mindspore():
    with open(os.path.join(DATA, "interop_result.json")) as f:
        res = json.load(f)
    assert res["mindspore"] == "2.10.0"
    assert res["all_ok"] is True
    assert set(res["sets"]) == set(mindrecord_sets.SETS)
    for name, r in res["sets"].items():
        assert r["ok"] and r["read_in_mindspore"] and r["same_as_mindshim_reads"], name
        assert r["files_identical_to_mindspore"] and all(r["files_identical_to_mindspore"].values()), name


@pytest.mark.slow
def test_check_tool_against_mindspore(tmp_path):
    oracle = os.path.expanduser("~/.cache/mindshim/ms-oracle/bin/python")
    if not os.path.exists(oracle):
        pytest.skip("real MindSpore not installed")
    out = str(tmp_path / "result.json")
    tool = os.path.join(ROOT, "tools", "check_mindrecord_in_mindspore.py")
    proc = subprocess.run([sys.executable, tool, "--out", out], capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    with open(out) as f:
        assert json.load(f)["all_ok"] is True


# ------------------------------------------------------------------------------------------------ units
def test_msgpack_matches_nlohmann_choices():
    from mindshim.mindrecord.core._msgpack import packb, unpackb

    assert packb({"b": 1, "a": -1}) == b"\x82\xa1a\xff\xa1b\x01"
    assert packb(200) == b"\xcc\xc8" and packb(-33) == b"\xd0\xdf" and packb(2**40)[:1] == b"\xcf"
    assert packb(-(2**40))[:1] == b"\xd3" and packb(70000)[:1] == b"\xce" and packb(-40000)[:1] == b"\xd2"
    assert packb(0.5) == b"\xca?\x00\x00\x00" and packb(0.1)[:1] == b"\xcb" and packb(float("nan"))[:1] == b"\xcb"
    assert packb("x" * 40)[:2] == b"\xd9\x28" and packb("x" * 300)[:1] == b"\xda"
    for v in ({"k": [1, 2.5, "s", None, True]}, -(2**63), 2**64 - 1, "é" * 20):
        assert unpackb(packb(v)) == v


def test_int_compression_roundtrip():
    from mindshim.mindrecord.core.shardreader import split_blob
    from mindshim.mindrecord.core.shardwriter import compress_blob

    schema = {"a": {"type": "int64", "shape": [-1]}, "b": {"type": "bytes"}, "c": {"type": "int32", "shape": [-1]}}
    a = np.array([0, -1, 127, -129, 40000, -(2**31), 2**40, -(2**63)], np.int64)
    c = np.array([5, -70000], np.int32)
    blob = b"".join(len(x).to_bytes(8, "big") + x for x in (a.tobytes(), b"xyz", c.tobytes()))
    stored = compress_blob(blob, schema, ["a", "b", "c"])
    assert len(stored) < len(blob)
    parts = split_blob(stored, schema, ["a", "b", "c"], True)
    assert parts["b"] == b"xyz"
    np.testing.assert_array_equal(np.frombuffer(parts["a"], np.int64), a)
    np.testing.assert_array_equal(np.frombuffer(parts["c"], np.int32), c)


def test_shard_names_overwrite_append_and_reader(tmp_path):
    p = str(tmp_path / "x.mindrecord")
    w = FileWriter(p, 12)
    w.add_schema({"v": {"type": "int32"}, "s": {"type": "string"}})
    w.write_raw_data([{"v": i, "s": str(i)} for i in range(25)])
    w.commit()
    names = sorted(f for f in os.listdir(tmp_path) if not f.endswith(".db"))
    assert names == [f"x.mindrecord{k:02d}" for k in range(12)]
    assert FileReader(p + "05").len() == 25
    assert sorted(r["v"] for r in FileReader(p + "00").get_next()) == list(range(25))
    with pytest.raises(RuntimeError, match="already exist"):
        FileWriter(p + "00").commit()
    w = FileWriter.open_for_append(p + "03")
    w.write_raw_data([{"v": 100 + i, "s": "a"} for i in range(12)])
    w.commit()
    assert sorted(r["v"] for r in FileReader(p + "00").get_next()) == list(range(25)) + list(range(100, 112))
    assert ds.MindDataset(p + "07", shuffle=False).get_dataset_size() == 37
    q = str(tmp_path / "y.mindrecord")
    w = FileWriter(q, overwrite=True)
    w.add_schema({"v": {"type": "int64"}})
    w.write_raw_data([{"v": 1}])
    w.commit()
    w = FileWriter(q, overwrite=True)
    w.add_schema({"v": {"type": "int64"}})
    w.write_raw_data([{"v": 2}])
    w.commit()
    assert [r["v"] for r in FileReader(q).get_next()] == [2]


def test_writer_errors():
    with pytest.raises(ParamValueError):
        FileWriter("bad|name.mindrecord")
    w = FileWriter("/tmp/never_written.mindrecord", overwrite=True)
    with pytest.raises(MRMGetMetaError):
        w.add_index(["a"])
    w.add_schema({"a": {"type": "int32"}})
    with pytest.raises(MRMAddSchemaError):
        w.add_schema({"a": {"type": "int32"}})
    with pytest.raises(RuntimeError, match="page size 32770 should be divided by four"):
        w.set_page_size(32770)
    assert mindrecord.SUCCESS == 0 and mindrecord.FAILED == 1
    with pytest.raises(ValueError, match="length of input enc_key"):
        mindrecord.set_enc_key("short")


def test_reader_num_consumer_bound(tmp_path):
    p = str(tmp_path / "c.mindrecord")
    w = FileWriter(p)
    w.add_schema({"a": {"type": "int32"}})
    w.write_raw_data([{"a": 1}])
    w.commit()
    assert FileReader(p, num_consumer=1).len() == 1
    with pytest.raises(ParamValueError, match=f"between 1 and {os.cpu_count()}"):
        FileReader(p, num_consumer=(os.cpu_count() or 1) + 1)
    with pytest.raises(RuntimeError, match="is not exists"):
        FileReader(str(tmp_path / "none.mindrecord"))


def test_minddataset_shuffle_is_a_permutation(tmp_path):
    p = str(tmp_path / "s.mindrecord")
    w = FileWriter(p, 2)
    w.add_schema({"a": {"type": "int32"}})
    w.write_raw_data([{"a": i} for i in range(20)])
    w.commit()
    got = [int(x["a"]) for x in ds.MindDataset(p + "0").create_dict_iterator(output_numpy=True)]
    assert sorted(got) == list(range(20))
    got = [
        int(x["a"]) for x in ds.MindDataset(p + "1", shuffle=ds.Shuffle.FILES).create_dict_iterator(output_numpy=True)
    ]
    assert sorted(got) == list(range(20))
    with pytest.raises(ValueError, match="cannot be specified at the same time"):
        ds.MindDataset(p + "0", shuffle=ds.Shuffle.INFILE, num_samples=3)
    bad = ds.MindDataset(p + "0", columns_list=["nope"])
    with pytest.raises(RuntimeError, match="column name: nope can not found in schema"):
        list(bad.create_tuple_iterator())


def test_csv_and_imagenet_converters(tmp_path):
    csv_path = tmp_path / "t.csv"
    csv_path.write_text("name,age,score,ok\nann,30,1.5,True\nbob,41,2,False\n")
    dest = str(tmp_path / "csv.mindrecord")
    CsvToMR(str(csv_path), dest).transform()
    r = FileReader(dest)
    assert r.schema() == {
        "age": {"type": "int64"},
        "name": {"type": "string"},
        "ok": {"type": "int32"},
        "score": {"type": "float64"},
    }
    assert list(r.get_next()) == [
        {"age": 30, "name": "ann", "ok": 1, "score": 1.5},
        {"age": 41, "name": "bob", "ok": 0, "score": 2},
    ]
    with pytest.raises(ValueError, match="partition_number must be int"):
        CsvToMR(str(csv_path), dest + "x", partition_number="1")
    img = tmp_path / "imgs"
    (img / "n01").mkdir(parents=True)
    (img / "n01" / "a.JPEG").write_bytes(b"\xff\xd8fake")
    (img / "n01" / "b.txt").write_bytes(b"skip")
    (tmp_path / "map.txt").write_text("n01 7\n")
    dest = str(tmp_path / "img.mindrecord")
    ImageNetToMR(str(tmp_path / "map.txt"), str(img), dest).transform()
    rows = list(FileReader(dest).get_next())
    assert len(rows) == 1 and rows[0]["label"] == 7 and rows[0]["image"] == b"\xff\xd8fake"
    shutil.rmtree(img)


def test_cifar_and_mnist_converters(tmp_path):
    import gzip
    import pickle

    from mindspore.mindrecord import Cifar10ToMR, Cifar100ToMR, MnistToMR

    rng = np.random.RandomState(0)
    c10 = tmp_path / "c10"
    c10.mkdir()
    for name, n in (("data_batch_1", 3), ("data_batch_2", 2), ("test_batch", 2)):
        d = {b"data": rng.randint(0, 255, (n, 3072)).astype(np.uint8), b"labels": list(range(n))}
        (c10 / name).write_bytes(pickle.dumps(d))
    dest = str(tmp_path / "c10.mindrecord")
    Cifar10ToMR(str(c10), dest).transform(["label"])
    rows = list(FileReader(dest).get_next())
    assert len(rows) == 5 and rows[0]["data"][:2] == b"\xff\xd8" and sorted(r["id"] for r in rows) == list(range(5))
    assert FileReader(dest + "_test").len() == 2
    c100 = tmp_path / "c100"
    c100.mkdir()
    for name in ("train", "test"):
        d = {b"data": rng.randint(0, 255, (2, 3072)).astype(np.uint8), b"fine_labels": [5, 6], b"coarse_labels": [1, 2]}
        (c100 / name).write_bytes(pickle.dumps(d))
    dest = str(tmp_path / "c100.mindrecord")
    Cifar100ToMR(str(c100), dest).transform()
    assert [(r["fine_label"], r["coarse_label"]) for r in FileReader(dest).get_next()] == [(5, 1), (6, 2)]
    from mindspore.mindrecord.common.exceptions import PathNotExistsError

    with pytest.raises(PathNotExistsError):
        Cifar100ToMR(str(c10), dest + "x")
    mn = tmp_path / "mnist"
    mn.mkdir()
    for prefix in ("train", "t10k"):
        with gzip.open(mn / f"{prefix}-images-idx3-ubyte.gz", "wb") as f:
            f.write(bytes(16) + rng.randint(0, 255, (3, 28, 28)).astype(np.uint8).tobytes())
        with gzip.open(mn / f"{prefix}-labels-idx1-ubyte.gz", "wb") as f:
            f.write(bytes(8) + bytes([7, 8, 9]))
    MnistToMR(str(mn), str(tmp_path / "mn")).transform()
    got = [
        int(x["label"])
        for x in ds.MindDataset(str(tmp_path / "mn_train.mindrecord"), shuffle=False).create_dict_iterator(
            output_numpy=True
        )
    ]
    assert got == [7, 8, 9]


def test_minddataset_pk_sampler_counts(tmp_path):
    # MindSpore 2.10 gives classes * num_val rows (capped by num_samples) for PKSampler over MindRecord
    p = str(tmp_path / "pk.mindrecord")
    w = FileWriter(p)
    w.add_schema({"label": {"type": "int32"}, "id": {"type": "int32"}, "name": {"type": "string"}})
    w.write_raw_data([{"label": [3, 1, 2, 1, 3, 3, 0][i % 7], "id": i, "name": "abc"[i % 3]} for i in range(14)])
    w.commit()
    for kw, n in (
        ({"num_val": 2}, 8),
        ({"num_val": 1, "class_column": "name"}, 3),
        ({"num_val": 3, "num_samples": 5}, 5),
    ):
        d = ds.MindDataset(p, sampler=ds.PKSampler(**kw))
        rows = list(d.create_dict_iterator(output_numpy=True))
        assert len(rows) == n, kw
    rows = list(ds.MindDataset(p, sampler=ds.PKSampler(2)).create_dict_iterator(output_numpy=True))
    assert sorted({int(r["label"]) for r in rows}) == [0, 1, 2, 3]


def test_minddataset_shuffled_num_samples_draws_with_replacement(tmp_path):
    # MindSpore 2.10: shuffled MindDataset with num_samples draws that many rows with replacement, even past the end
    p = str(tmp_path / "r.mindrecord")
    w = FileWriter(p)
    w.add_schema({"id": {"type": "int32"}})
    w.write_raw_data([{"id": i} for i in range(10)])
    w.commit()
    for kw in (
        {"num_samples": 20},
        {"num_samples": 20, "shuffle": True},
        {"num_samples": 20, "shuffle": ds.Shuffle.GLOBAL},
    ):
        d = ds.MindDataset(p, **kw)
        ids = [int(x["id"]) for x in d.create_dict_iterator(output_numpy=True)]
        assert d.get_dataset_size() == 20 and len(ids) == 20 and set(ids) <= set(range(10))
    d = ds.MindDataset(p, num_samples=20, shuffle=False)
    assert d.get_dataset_size() == 10
