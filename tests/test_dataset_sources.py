"""Unit tests for the file-based dataset sources (CIFAR, ImageFolder, CSV, TFRecord): errors, shuffling, schema."""

from __future__ import annotations

import gzip
import importlib.util
import json
import os
import struct
import sys

import numpy as np
import pytest

import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import dtype as mstype

_CASE = os.path.join(os.path.dirname(__file__), "cases", "dataset_sources", "tfrecord_dataset.py")


def _tfrecord_helpers():
    """The TFRecord writer of the golden case (everything before its dataset calls)."""
    with open(_CASE) as f:
        src = f.read().split("root = os.path.join")[0]
    ns: dict = {}
    exec(compile(src, _CASE, "exec"), ns)
    return ns


def _rows(data, col):
    return [d[col].tolist() for d in data.create_dict_iterator(output_numpy=True)]


def _write_tfrecords(tmp_path, n=6, name="a.tfrecord", opener=open):
    h = _tfrecord_helpers()
    recs = [h["example"]({"id": ("int64", [i]), "v": ("float", [i / 2, 1.0])}) for i in range(n)]
    path = str(tmp_path / name)
    h["write"](path, recs)
    if opener is not open:
        with open(path, "rb") as f:
            data = f.read()
        with opener(path, "wb") as f:
            f.write(data)
    return path


def test_tfrecord_reads_and_shuffles(tmp_path):
    path = _write_tfrecords(tmp_path)
    data = ds.TFRecordDataset(path, shuffle=False)
    assert data.get_col_names() == ["id", "v"] and data.get_dataset_size() == 6
    assert _rows(data, "id") == [[i] for i in range(6)]
    shuffled = ds.TFRecordDataset(path)  # Shuffle.GLOBAL by default
    assert sorted(_rows(shuffled, "id")) == [[i] for i in range(6)]
    for level in (ds.Shuffle.FILES, ds.Shuffle.INFILE):
        assert sorted(_rows(ds.TFRecordDataset(path, shuffle=level), "id")) == [[i] for i in range(6)]
    with pytest.raises(TypeError):
        ds.TFRecordDataset(path, shuffle="yes")


def test_tfrecord_gzip_and_glob(tmp_path):
    _write_tfrecords(tmp_path, 3, "b.tfrecord", opener=gzip.open)
    _write_tfrecords(tmp_path, 2, "a.tfrecord", opener=gzip.open)
    data = ds.TFRecordDataset(str(tmp_path / "*.tfrecord"), shuffle=False, compression_type="GZIP")
    assert _rows(data, "id") == [[0], [1], [0], [1], [2]]  # files sorted by name
    with pytest.raises(ValueError):
        ds.TFRecordDataset(str(tmp_path / "a.tfrecord"), compression_type="LZ4")


def test_tfrecord_sharding(tmp_path):
    a = _write_tfrecords(tmp_path, 3, "a.tfrecord")
    b = _write_tfrecords(tmp_path, 1, "b.tfrecord")
    files = [a, b, a]  # sorted: a, a, b
    by_file = [_rows(ds.TFRecordDataset(files, shuffle=False, num_shards=2, shard_id=s), "id") for s in range(2)]
    assert by_file == [[[0], [1], [2], [0]], [[0], [1], [2]]]
    equal = [
        _rows(ds.TFRecordDataset(files, shuffle=False, num_shards=2, shard_id=s, shard_equal_rows=True), "id")
        for s in range(2)
    ]
    assert equal == [[[0], [1], [2], [0]], [[1], [2], [0], [0]]]


def test_tfrecord_errors(tmp_path):
    with pytest.raises(ValueError, match="did not match any files"):
        ds.TFRecordDataset(str(tmp_path / "missing.tfrecord"))
    bad = tmp_path / "bad.tfrecord"
    bad.write_bytes(b"\x05\x00")
    with pytest.raises(RuntimeError):
        ds.TFRecordDataset(str(bad), shuffle=False)
    path = _write_tfrecords(tmp_path)
    with pytest.raises(RuntimeError, match="does not exist"):
        list(ds.TFRecordDataset(path, columns_list=["nope"], shuffle=False).create_dict_iterator())


def test_schema_json_and_file(tmp_path):
    schema = ds.Schema()
    schema.add_column("id", de_type=mstype.int32, shape=[1])
    schema.add_column("v", de_type="float64")
    obj = json.loads(schema.to_json())
    assert obj == {
        "columns": [
            {"name": "id", "rank": 1, "shape": [1], "type": "int32"},
            {"name": "v", "rank": 1, "type": "float64"},
        ]
    }
    f = tmp_path / "schema.json"
    f.write_text(json.dumps({"columns": {"v": {"type": "float64", "rank": 1, "shape": [2]}}}))
    path = _write_tfrecords(tmp_path)
    data = ds.TFRecordDataset(path, schema=str(f), shuffle=False)
    first = next(data.create_dict_iterator(output_numpy=True))
    assert list(first) == ["v"] and first["v"].dtype == np.float64 and first["v"].shape == (2,)
    with pytest.raises(TypeError):
        schema.add_column("x", de_type="complex256")


def test_csv_errors_and_shuffle(tmp_path):
    f = tmp_path / "a.csv"
    f.write_text("a,b\n1,x\n2,y\n3,z\n")
    assert sorted(_rows(ds.CSVDataset(str(f), column_defaults=[0, ""]), "a")) == [1, 2, 3]
    with pytest.raises(ValueError):
        ds.CSVDataset(str(f), field_delim="ab")
    with pytest.raises(RuntimeError, match="parse int failed"):
        list(ds.CSVDataset(str(f), column_defaults=[0, 0], shuffle=False).create_dict_iterator())
    g = tmp_path / "b.csv"
    g.write_text("a,b\n1,2,3\n")
    with pytest.raises(RuntimeError, match="number of columns"):
        list(ds.CSVDataset(str(g), shuffle=False).create_dict_iterator())
    with pytest.raises(ValueError, match="did not match any files"):
        ds.CSVDataset(str(tmp_path / "none*.csv"))


def _cifar(tmp_path, n=5):
    recs = np.zeros((n, 3073), np.uint8)
    recs[:, 0] = np.arange(n)
    recs[:, 1:] = np.arange(n)[:, None]
    recs.tofile(tmp_path / "data_batch_1.bin")
    return str(tmp_path)


def test_cifar_short_files_and_errors(tmp_path):
    root = _cifar(tmp_path)
    data = ds.Cifar10Dataset(root, usage="train", shuffle=False)
    assert data.get_dataset_size() == 5 and _rows(data, "label") == [0, 1, 2, 3, 4]
    img = next(data.create_dict_iterator(output_numpy=True))["image"]
    assert img.shape == (32, 32, 3) and img.dtype == np.uint8
    with pytest.raises(RuntimeError):
        ds.Cifar10Dataset(root, usage="test")  # no test_batch.bin
    (tmp_path / "data_batch_2.bin").write_bytes(b"\x00" * 10)
    with pytest.raises(RuntimeError, match="Invalid cifar10 file"):
        ds.Cifar10Dataset(root)
    with pytest.raises(ValueError, match="Input usage"):
        ds.Cifar100Dataset(root, usage="val")
    with pytest.raises(RuntimeError):
        ds.Cifar10Dataset(root, shuffle=True, sampler=ds.SequentialSampler())


def test_image_folder_classes_decrypt_and_missing_pillow(tmp_path, monkeypatch):
    for cls in ("b", "a"):
        (tmp_path / cls).mkdir()
        (tmp_path / cls / "x.bin").write_bytes(cls.encode() * 3)
    (tmp_path / "top.png").write_bytes(b"top")  # files directly in dataset_dir are not read
    data = ds.ImageFolderDataset(str(tmp_path), shuffle=False)
    assert data.num_classes() == 2 and data.get_class_indexing() == {"a": 0, "b": 1}
    assert [bytes(np.asarray(r, np.uint8)) for r in _rows(data, "image")] == [b"aaa", b"bbb"]
    data = ds.ImageFolderDataset(str(tmp_path), shuffle=False, decrypt=lambda p: open(p, "rb").read()[:1])
    assert [len(r) for r in _rows(data, "image")] == [1, 1]
    monkeypatch.setitem(sys.modules, "PIL", None)
    data = ds.ImageFolderDataset(str(tmp_path), shuffle=False, decode=True)
    with pytest.raises(ImportError, match=r"mindshim\[vision\]"):
        list(data.create_dict_iterator())
    with pytest.raises(ImportError, match=r"mindshim\[vision\]"):
        vision.Decode()(np.zeros(4, np.uint8))


@pytest.mark.skipif(importlib.util.find_spec("PIL") is None, reason="needs pillow")
def test_image_folder_decode_broken_image(tmp_path):
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "bad.jpg").write_bytes(struct.pack("<4I", 1, 2, 3, 4))
    with pytest.raises(RuntimeError, match="Invalid image"):
        list(ds.ImageFolderDataset(str(tmp_path), decode=True).create_dict_iterator())
