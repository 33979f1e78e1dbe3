"""Unit tests for mindshim.dataset: pipeline mechanics, iterators, shuffling, transforms and errors."""

from __future__ import annotations

import numpy as np
import pytest

import mindspore as ms
import mindspore.dataset as ds
from mindspore.dataset import transforms, vision


@pytest.fixture(autouse=True)
def _reset_dataset_seed():
    from mindshim.dataset.core import config

    yield
    config._STATE["seed"] = None


def _rows(d):
    return [[a.tolist() for a in r] for r in d.create_tuple_iterator(output_numpy=True)]


def test_iterator_yields_tensors_and_numpy():
    d = ds.NumpySlicesDataset({"x": np.arange(3, dtype=np.float32)}, shuffle=False)
    r = next(d.create_dict_iterator())
    assert isinstance(r["x"], ms.Tensor) and r["x"].dtype == ms.float32 and r["x"].shape == ()
    r = next(d.create_tuple_iterator(output_numpy=True))
    assert isinstance(r, list) and isinstance(r[0], np.ndarray)


def test_tensor_copy_does_not_alias_source():
    src = np.zeros((2, 2), np.float32)
    d = ds.NumpySlicesDataset({"x": src}, shuffle=False)
    t = next(d.create_tuple_iterator())[0]
    t[0] = 5.0
    assert src.sum() == 0


def test_num_epochs_limits_iterator():
    it = ds.NumpySlicesDataset([1, 2, 3], shuffle=False).create_tuple_iterator(num_epochs=2, output_numpy=True)
    assert len(list(it)) == 3
    assert len(list(it)) == 3
    with pytest.raises(RuntimeError, match="beyond the specified number of epochs"):
        list(it)  # MindSpore's error for a third epoch


def test_shuffle_is_permutation_and_seeded():
    ds.config.set_seed(7)
    a = _rows(ds.NumpySlicesDataset(list(range(20))))
    ds.config.set_seed(7)
    b = _rows(ds.NumpySlicesDataset(list(range(20))))
    assert a == b
    assert sorted(x[0] for x in a) == list(range(20))
    assert [x[0] for x in a] != list(range(20))
    ds.config.set_seed(3)
    c = _rows(ds.NumpySlicesDataset(list(range(20)), shuffle=False).shuffle(5))
    assert sorted(x[0] for x in c) == list(range(20))


def test_shuffle_changes_between_epochs():
    ds.config.set_seed(1)
    it = ds.NumpySlicesDataset(list(range(30))).create_tuple_iterator(num_epochs=2, output_numpy=True)
    e1 = [r[0].item() for r in it]
    e2 = [r[0].item() for r in it]
    assert sorted(e1) == sorted(e2) and e1 != e2


def test_per_batch_map_and_callable_batch_size():
    d = ds.NumpySlicesDataset({"a": np.arange(6)}, shuffle=False)
    b = d.batch(2, per_batch_map=lambda a, info: ([x * 10 for x in a],), input_columns=["a"])
    assert _rows(b) == [[[0, 10]], [[20, 30]], [[40, 50]]]
    b = d.batch(lambda info: info.get_batch_num() + 1)
    assert _rows(b) == [[[0]], [[1, 2]], [[3, 4, 5]]]


def test_batch_inconsistent_shapes_raises():
    def gen():
        yield (np.zeros(2),)
        yield (np.zeros(3),)

    with pytest.raises(RuntimeError):
        list(ds.GeneratorDataset(gen, ["x"]).batch(2).create_tuple_iterator())


def test_generator_column_count_mismatch_raises():
    def gen():
        yield (1, 2, 3)

    with pytest.raises(RuntimeError):
        list(ds.GeneratorDataset(gen, ["a", "b"]).create_tuple_iterator())


def test_map_wrong_output_count_raises():
    d = ds.NumpySlicesDataset({"a": [1, 2]}, shuffle=False).map(lambda x: (x, x), input_columns="a")
    with pytest.raises(RuntimeError):
        list(d.create_tuple_iterator())


def test_unknown_column_raises():
    d = ds.NumpySlicesDataset({"a": [1, 2]}, shuffle=False)
    with pytest.raises(RuntimeError):
        d.map(lambda x: x, input_columns="zz")
    with pytest.raises(RuntimeError):
        d.project("zz")


def test_output_shapes_types_and_repeat_count():
    d = ds.NumpySlicesDataset({"a": np.zeros((4, 3), np.float32), "b": np.arange(4)}, shuffle=False).batch(2)
    assert d.output_shapes() == [[2, 3], [2]]
    assert d.output_types() == [np.float32, np.int64]
    assert d.repeat(3).get_repeat_count() == 3
    assert d.repeat(3).get_batch_size() == 2


def test_cifar10_reader(tmp_path):
    recs = np.zeros((3, 3073), np.uint8)
    recs[:, 0] = [3, 1, 4]
    recs[1, 1:] = 7
    (tmp_path / "data_batch_1.bin").write_bytes(recs.tobytes())
    (tmp_path / "test_batch.bin").write_bytes(recs[:1].tobytes())
    d = ds.Cifar10Dataset(str(tmp_path), usage="train", shuffle=False)
    assert d.get_dataset_size() == 3 and d.get_col_names() == ["image", "label"]
    rows = list(d.create_tuple_iterator(output_numpy=True))
    assert rows[1][0].shape == (32, 32, 3) and rows[1][0].dtype == np.uint8 and int(rows[1][0].max()) == 7
    assert [r[1].item() for r in rows] == [3, 1, 4]
    assert ds.Cifar10Dataset(str(tmp_path), shuffle=False).get_dataset_size() == 4


def test_one_x_transform_paths():
    from mindspore.dataset.transforms import c_transforms
    from mindspore.dataset.vision import c_transforms as vc
    from mindspore.dataset.vision import py_transforms as vp

    assert c_transforms.TypeCast is transforms.TypeCast
    assert vc.Resize is vision.Resize and vp.ToTensor is vision.ToTensor


def test_transform_accepts_tensor_and_typecast_dtypes():
    out = transforms.TypeCast(ms.int32)(ms.Tensor(np.array([1.9, 2.1], np.float32)))
    assert out.dtype == np.int32 and out.tolist() == [1, 2]
    out = transforms.OneHot(3, smoothing_rate=0.3)(np.array(1))
    assert out.dtype == np.float32 and np.allclose(out, [0.1, 0.8, 0.1])


def test_random_crop_with_padding_shape():
    img = np.ones((4, 4, 3), np.uint8)
    out = vision.RandomCrop(6, padding=1)(img)
    assert out.shape == (6, 6, 3)
    with pytest.raises(RuntimeError):
        vision.RandomCrop(8)(img)


def test_normalize_rejects_bad_std():
    with pytest.raises(ValueError):
        vision.Normalize([0.5], [0.0])


def test_image_folder_dataset_raw_bytes(tmp_path):
    for cls, files in {"cat": ["b.jpg", "a.png"], "dog": ["c.jpg"]}.items():
        (tmp_path / cls).mkdir()
        for f in files:
            (tmp_path / cls / f).write_bytes(f.encode())
    (tmp_path / "dog" / "notes.txt").write_bytes(b"x")
    # extensions=None reads every file, as MindSpore 2.10 does (notes.txt included)
    d = ds.ImageFolderDataset(str(tmp_path), shuffle=False)
    assert d.get_dataset_size() == 4 and d.get_col_names() == ["image", "label"]
    rows = list(d.create_tuple_iterator(output_numpy=True))
    assert [bytes(r[0]) for r in rows] == [b"a.png", b"b.jpg", b"c.jpg", b"x"]
    assert [r[1].item() for r in rows] == [0, 0, 1, 1] and rows[0][1].dtype == np.int32
    d = ds.ImageFolderDataset(str(tmp_path), shuffle=False, extensions=[".jpg"])
    assert [bytes(r[0]) for r in d.create_tuple_iterator(output_numpy=True)] == [b"b.jpg", b"c.jpg"]
    d = ds.ImageFolderDataset(str(tmp_path), shuffle=False, class_indexing={"dog": 5})
    assert [r[1].item() for r in d.create_tuple_iterator(output_numpy=True)] == [5, 5]


def test_global_seed_reaches_pipeline(mindshim_fresh):
    from mindshim.dataset.core import config

    config._STATE["seed"] = None
    ms.set_seed(11)
    assert ds.config.get_seed() == 11
    a = _rows(ds.NumpySlicesDataset(list(range(12))))
    ms.set_seed(11)
    assert _rows(ds.NumpySlicesDataset(list(range(12)))) == a
