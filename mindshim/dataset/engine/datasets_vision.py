"""`mindspore.dataset` image sources: MNIST and its relatives (Fashion, KMNIST, EMNIST), CIFAR-10/100, ImageFolder,
RandomDataset and FakeImageDataset."""

from __future__ import annotations

from ... import _api
import math
import os
import struct
from typing import Any

import numpy as np

from ._parallel import op_error
from ..core import config as _config
from ..core.validator_helpers import type_check
from .datasets import Dataset, _MappableSource

__all__ = _api.names(__name__)


def _check_dir(dataset_dir: Any) -> None:
    if not isinstance(dataset_dir, str) or not os.path.isdir(dataset_dir):
        raise ValueError(f"The folder {dataset_dir} does not exist or is not a directory or permission denied!")


def _check_usage(usage: str | None) -> str:
    usage = "all" if usage is None else usage
    if usage not in ("train", "test", "all"):
        raise ValueError("Input usage is not within the valid set of ['train', 'test', 'all'].")
    return usage


def _read_records(paths: list, record: int, name: str) -> np.ndarray:
    arrays = []
    for p in paths:
        data = np.fromfile(p, dtype=np.uint8)
        if data.size % record:
            raise RuntimeError(
                f"Invalid {name} file, failed to read data from: {p}, re-download dataset(make sure it is "
                f"{name.upper()} binary version)."
            )
        arrays.append(data.reshape(-1, record))
    return np.concatenate(arrays) if arrays else np.zeros((0, record), np.uint8)


def _read_idx(path: str) -> np.ndarray:
    with open(path, "rb") as f:
        data = f.read()
    zero, dtype_code, ndim = struct.unpack(">HBB", data[:4])
    if zero != 0 or dtype_code != 0x08:
        raise RuntimeError(f"Invalid file, the MNIST file is not valid: {path}.")
    shape = struct.unpack(">" + "I" * ndim, data[4 : 4 + 4 * ndim])
    return np.frombuffer(data, dtype=np.uint8, offset=4 + 4 * ndim).reshape(shape)


class _UsageSource(_MappableSource):
    """A source read from the files of ``dataset_dir`` that ``usage`` ('train', 'test' or 'all') selects (MNIST,
    CIFAR): MindSpore's checks in its order (the folder, ``usage``, then the sampler options), then ``_load``."""

    _strict_sampler_args = True

    def __init__(
        self,
        dataset_dir: str,
        usage: str | None = None,
        num_samples: int | None = None,
        num_parallel_workers: int | None = None,
        shuffle: bool | None = None,
        sampler: Any = None,
        num_shards: int | None = None,
        shard_id: int | None = None,
        cache: Any = None,
    ) -> None:
        _check_dir(dataset_dir)
        usage = _check_usage(usage)
        super().__init__(num_samples, shuffle, sampler, num_shards, shard_id, num_parallel_workers)
        self.dataset_dir = dataset_dir
        self.usage = usage
        self._load()


class MnistDataset(_UsageSource):
    """MNIST read from the standard IDX files in ``dataset_dir`` (``train-images-idx3-ubyte``,
    ``train-labels-idx1-ubyte``, ``t10k-images-idx3-ubyte``, ``t10k-labels-idx1-ubyte``).

    Columns ``image`` (uint8, shape (28, 28, 1)) and ``label`` (uint32, shape ()). ``usage``: 'train', 'test' or
    'all' (default; test then train, as MindSpore reads them). ``shuffle`` defaults to True. A missing pair of files
    is skipped; when nothing is found the size is 0 and iterating raises MindSpore's RuntimeError.
    Mirrors ``mindspore.dataset.MnistDataset``.

    Raises:
        ValueError: if ``dataset_dir`` does not exist or ``usage`` is not one of the three.
        RuntimeError: if ``sampler`` comes with ``shuffle``/shards/``num_samples``; on iteration when no file is found.
    """

    _what = "mnist"

    def _prefixes(self) -> list:
        return {"train": ["train"], "test": ["t10k"], "all": ["t10k", "train"]}[self.usage]

    def _load(self) -> None:
        images, labels = [], []
        for p in self._prefixes():
            img = os.path.join(self.dataset_dir, f"{p}-images-idx3-ubyte")
            lab = os.path.join(self.dataset_dir, f"{p}-labels-idx1-ubyte")
            if os.path.exists(img) and os.path.exists(lab):
                images.append(_read_idx(img))
                labels.append(_read_idx(lab))
        self._images = np.concatenate(images)[..., None] if images else np.zeros((0, 28, 28, 1), np.uint8)
        self._labels = np.concatenate(labels).astype(np.uint32) if labels else np.zeros((0,), np.uint32)

    def _col_names(self):
        return ["image", "label"]

    def _len(self):
        return len(self._labels)

    def _class_labels(self) -> np.ndarray:
        return self._labels

    def _get(self, i):
        return [self._images[i], np.asarray(self._labels[i])]

    def _epoch_rows(self, epoch):
        if not len(self._labels):
            raise op_error(
                f"Invalid data, {type(self).__name__} API can't read the data file (interface mismatch or no data "
                f"found). Check {self._what} file in directory: {self.dataset_dir}"
            )
        return super()._epoch_rows(epoch)


class FashionMnistDataset(MnistDataset):
    """Fashion-MNIST, stored as MNIST is (same file names and columns). Mirrors
    ``mindspore.dataset.FashionMnistDataset``; arguments and errors as :class:`MnistDataset`."""

    _what = "fashion mnist"


class KMnistDataset(MnistDataset):
    """Kuzushiji-MNIST, stored as MNIST is (same file names and columns). Mirrors
    ``mindspore.dataset.KMnistDataset``; arguments and errors as :class:`MnistDataset`."""

    _what = "kmnist"


class EMnistDataset(MnistDataset):
    """EMNIST split ``name`` ('byclass', 'bymerge', 'balanced', 'letters', 'digits' or 'mnist'), read from
    ``emnist-<name>-train-images-idx3-ubyte``, ``emnist-<name>-train-labels-idx1-ubyte`` and the ``test`` pair.
    Images are returned as stored (not transposed), as MindSpore does. Mirrors ``mindspore.dataset.EMnistDataset``;
    other arguments and errors as :class:`MnistDataset`.

    Raises:
        ValueError: also if ``name`` is not one of the six splits.
    """

    _what = "emnist"

    def __init__(
        self,
        dataset_dir: str,
        name: str,
        usage: str | None = None,
        num_samples: int | None = None,
        num_parallel_workers: int | None = None,
        shuffle: bool | None = None,
        sampler: Any = None,
        num_shards: int | None = None,
        shard_id: int | None = None,
        cache: Any = None,
    ) -> None:
        _check_dir(dataset_dir)
        valid = ["byclass", "bymerge", "balanced", "letters", "digits", "mnist"]
        if not isinstance(name, str):
            raise TypeError(f"Argument name with value {name} is not of type [<class 'str'>], but got {type(name)}.")
        if name not in valid:
            raise ValueError(f"Input name is not within the valid set of {valid}.")
        self.name = name
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id)

    def _prefixes(self) -> list:
        parts = {"train": ["train"], "test": ["test"], "all": ["test", "train"]}[self.usage]
        return [f"emnist-{self.name}-{p}" for p in parts]


class Cifar10Dataset(_UsageSource):
    """CIFAR-10 read from the binary batches in ``dataset_dir``: ``data_batch_*.bin`` (usage 'train'),
    ``test_batch.bin`` ('test'), both ('all', the default; train files first). Files are taken in name order.

    Columns ``image`` (uint8, (32, 32, 3), HWC) and ``label`` (uint32, shape ()). ``shuffle`` defaults to True;
    shards are strided (``i % num_shards == shard_id``, padded to equal size). Mirrors
    ``mindspore.dataset.Cifar10Dataset``. Known difference: MindSpore counts 10000 records a file and refuses shorter
    files; here every record in the files is read.

    Raises:
        ValueError: if ``dataset_dir`` is not a folder or ``usage`` is not 'train', 'test' or 'all'.
        RuntimeError: if ``sampler`` and ``shuffle`` are both given, no .bin file is found, or a file is truncated.
    """

    _record = 3073
    _name = "cifar10"

    def _load(self) -> None:
        files = self._files(sorted(f for f in os.listdir(self.dataset_dir) if f.endswith(".bin")))
        if not files:
            raise RuntimeError(f"Invalid file, no .bin files found under {self.dataset_dir} for usage '{self.usage}'.")
        recs = _read_records([os.path.join(self.dataset_dir, f) for f in files], self._record, self._name)
        self._split(recs)

    def _files(self, names: list) -> list:
        train = [f for f in names if "data_batch" in f]
        test = [f for f in names if "test_batch" in f]
        return {"train": train, "test": test, "all": train + test}[self.usage]

    def _split(self, recs: np.ndarray) -> None:
        self._labels = [recs[:, 0].astype(np.uint32)]
        self._images = recs[:, 1:].reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1)

    def _col_names(self):
        return ["image", "label"]

    def _len(self):
        return len(self._images)

    def _class_labels(self) -> np.ndarray:
        return self._labels[-1]

    def _get(self, i):
        return [np.ascontiguousarray(self._images[i])] + [np.asarray(lab[i]) for lab in self._labels]


class Cifar100Dataset(Cifar10Dataset):
    """CIFAR-100 read from ``train.bin`` (usage 'train') and ``test.bin`` ('test'); 'all' (the default) reads
    ``test.bin`` first, then ``train.bin``, as MindSpore does.

    Columns ``image`` (uint8, (32, 32, 3), HWC), ``coarse_label`` and ``fine_label`` (uint32, shape ()).
    Mirrors ``mindspore.dataset.Cifar100Dataset``; arguments, errors and known differences as
    :class:`Cifar10Dataset`.
    """

    _record = 3074
    _name = "cifar100"

    def _files(self, names: list) -> list:
        train = [f for f in names if "train" in f]
        test = [f for f in names if "test" in f]
        return {"train": train, "test": test, "all": test + train}[self.usage]

    def _split(self, recs: np.ndarray) -> None:
        self._labels = [recs[:, 0].astype(np.uint32), recs[:, 1].astype(np.uint32)]
        self._images = recs[:, 2:].reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1)

    def _col_names(self):
        return ["image", "coarse_label", "fine_label"]


class ImageFolderDataset(_MappableSource):
    """Images from ``dataset_dir/<class name>/<file>``: columns ``image`` and ``label`` (int32, shape ()).

    ``image`` is the file's raw bytes as a 1-D uint8 array, or with ``decode=True`` the decoded HWC RGB uint8 image
    (needs Pillow). Class folders are numbered in sorted name order unless ``class_indexing`` maps names to ids (then
    only those folders are read). Files are read in name order; ``extensions`` (e.g. ``[".jpg", ".png"]``) keeps only
    files with one of these endings, matched case-sensitively; without it every file is read, as in MindSpore.
    Hidden folders and files count like any other, as in MindSpore; files directly in ``dataset_dir`` are ignored.
    ``shuffle`` defaults to True. Mirrors ``mindspore.dataset.ImageFolderDataset``. Known differences: with
    ``class_indexing``, ``get_dataset_size()`` counts the rows actually read (MindSpore counts the files of every
    folder); a folder inside a class folder is skipped (MindSpore fails on it).

    Raises:
        ValueError: if ``dataset_dir`` is not a folder. ImportError: ``decode=True`` without Pillow.
        RuntimeError: when a file fails to decode (on read).
    """

    def __init__(
        self,
        dataset_dir: str,
        num_samples: int | None = None,
        num_parallel_workers: int | None = None,
        shuffle: bool | None = None,
        sampler: Any = None,
        extensions: list | None = None,
        class_indexing: dict | None = None,
        decode: bool = False,
        num_shards: int | None = None,
        shard_id: int | None = None,
        cache: Any = None,
        decrypt: Any = None,
    ) -> None:
        super().__init__(num_samples, shuffle, sampler, num_shards, shard_id, num_parallel_workers)
        _check_dir(dataset_dir)
        self.dataset_dir = dataset_dir
        self.decode = bool(decode)
        self.decrypt = decrypt
        exts = tuple(extensions) if extensions else None
        classes = sorted(d for d in os.listdir(dataset_dir) if os.path.isdir(os.path.join(dataset_dir, d)))
        if class_indexing is None:
            class_indexing = {c: i for i, c in enumerate(classes)}
        self.class_indexing = dict(class_indexing)
        self._files = []
        for c in classes:
            if c not in self.class_indexing:
                continue
            folder = os.path.join(dataset_dir, c)
            for f in sorted(os.listdir(folder)):
                path = os.path.join(folder, f)
                if not os.path.isfile(path):
                    continue
                if exts is None or os.path.splitext(f)[1] in exts:
                    self._files.append((path, self.class_indexing[c]))

    def num_classes(self) -> int:
        """Number of classes (folders, or entries of ``class_indexing``)."""
        return len(self.class_indexing)

    def get_class_indexing(self) -> dict:
        """The {class name: label} map."""
        return dict(self.class_indexing)

    _strict_sampler_args = True

    def _col_names(self):
        return ["image", "label"]

    def _len(self):
        return len(self._files)

    def _class_labels(self) -> np.ndarray:
        return np.array([label for _, label in self._files], np.int64)

    def _get(self, i):
        path, label = self._files[i]
        if self.decrypt is not None:
            data = np.frombuffer(self.decrypt(path), dtype=np.uint8)
        else:
            data = np.fromfile(path, dtype=np.uint8)
        if self.decode:
            from ..vision.transforms import Decode

            try:
                data = Decode()(data)
            except RuntimeError as e:
                raise RuntimeError(
                    f"Invalid image, {path} decode failed, the image is broken or permission denied."
                ) from e
        return [data, np.asarray(label, np.int32)]


_RANDOM_TYPES = ["bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "float16",
                 "float32", "float64"]  # fmt: skip


def _random_array(rng: np.random.RandomState, dtype: np.dtype, shape: tuple) -> np.ndarray:
    if dtype.kind == "b":
        return rng.randint(0, 2, size=shape).astype(bool)
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return rng.randint(info.min, info.max, size=shape, dtype=np.int64 if dtype.kind == "i" or dtype.itemsize < 8
                           else np.uint64).astype(dtype)  # fmt: skip
    big = float(np.finfo(dtype).max) / 8
    return rng.uniform(-big, big, size=shape).astype(dtype)


class RandomDataset(Dataset):
    """Rows of random values. With a ``schema`` (a :class:`Schema`) the columns have its names, types and shapes; without one a random schema of 1 to 4 numeric columns ``c0``,
    ``c1``... is drawn. ``columns_list`` keeps only those columns. ``total_rows`` (or ``num_samples`` when no schema
    is given) sets the row count; neither: a random count. A schema column without a shape is a scalar. Integers span their type's range, floats a wide range.
    Seeded by ``ds.config.set_seed`` (the same rows every time, as in MindSpore; other values). Sharding arguments
    are accepted and do not change the rows, as in MindSpore. Mirrors ``mindspore.dataset.RandomDataset``.

    Raises:
        TypeError: for arguments of the wrong type. RuntimeError: on iteration, for a negative ``total_rows``.
    """

    def __init__(
        self,
        total_rows: int | None = None,
        schema: Any = None,
        columns_list: list | None = None,
        num_samples: int | None = None,
        num_parallel_workers: int | None = None,
        cache: Any = None,
        shuffle: bool | None = None,
        num_shards: int | None = None,
        shard_id: int | None = None,
    ) -> None:
        for name, value in (("num_samples", num_samples), ("num_shards", num_shards), ("shard_id", shard_id),
                            ("total_rows", total_rows)):  # fmt: skip
            if value is not None:
                type_check(value, (int,), name)
        if shuffle is not None:
            type_check(shuffle, (bool,), "shuffle")
        if columns_list is not None:
            type_check(columns_list, (list,), "columns_list")
        super().__init__((), num_parallel_workers)
        rows = total_rows or 0
        samples = num_samples or 0
        if rows and samples:
            rows = min(rows, samples)
        if samples:
            rows = samples
        if schema is not None:
            rows = total_rows if total_rows is not None else schema.num_rows
        self.schema = schema
        self.columns_list = list(columns_list or [])
        seed = _config._seed()
        self._seed = seed if seed is not None else int(np.random.SystemRandom().randint(2**31))
        rng = np.random.RandomState(self._seed % 2**32)
        if schema is not None:
            cols = [(c["name"], np.dtype(c["type"]), c.get("shape")) for c in schema.columns]
        else:
            cols = []
            for i in range(rng.randint(1, 5)):
                shape = list(rng.randint(1, 9, size=rng.randint(1, 4)))
                cols.append((f"c{i}", np.dtype(_RANDOM_TYPES[rng.randint(len(_RANDOM_TYPES))]), shape))
        if self.columns_list:
            cols = [c for c in cols if c[0] in self.columns_list]
        self._cols = cols
        self.total_rows = rows if rows else int(rng.randint(1, 1025))

    def _col_names(self):
        return [c[0] for c in self._cols]

    def _check(self) -> None:
        if self.total_rows < 0:
            raise op_error(f"RandomDataset: 'total_rows' must be greater than or equal to 0, got: {self.total_rows}")

    def _size(self):
        self._check()
        return self.total_rows

    def _epoch_rows(self, epoch):
        self._check()
        rng = np.random.RandomState((self._seed + 1) % 2**32)
        for _ in range(self.total_rows):
            row = []
            for _, dtype, shape in self._cols:
                shp = tuple(shape) if shape is not None else ()
                row.append(_random_array(rng, dtype, shp))
            yield row


def _mt19937_canonicals(rs: np.random.RandomState, count: int) -> np.ndarray:
    """``count`` doubles of ``std::generate_canonical<double, 53>`` over ``std::mt19937`` (two 32-bit draws each,
    ``(a + b * 2**32) / 2**64``, kept below 1), continuing ``rs``'s MT19937 stream."""
    raw = rs.randint(0, 2**32, size=2 * count, dtype=np.uint32).astype(np.float64)
    c = (raw[0::2] + raw[1::2] * 2.0**32) / 2.0**64
    return np.where(c >= 1.0, np.nextafter(1.0, 0.0), c)


def _std_normals(seed: int, n: int) -> np.ndarray:
    """The first ``n`` values of libstdc++'s ``std::normal_distribution<double>(0, 1)`` over ``std::mt19937(seed)``:
    Marsaglia's polar method, each accepted pair giving ``y * m`` then ``x * m``."""
    rs = np.random.RandomState(seed % 2**32)
    out: list = []
    while len(out) < n:
        attempts = max(8, int((n - len(out)) / 2 / 0.78 * 1.1) + 4)
        c = _mt19937_canonicals(rs, 2 * attempts)
        x, y = 2.0 * c[0::2] - 1.0, 2.0 * c[1::2] - 1.0
        r2 = x * x + y * y
        ok = (r2 <= 1.0) & (r2 != 0.0)
        for xi, yi, ri in zip(x[ok].tolist(), y[ok].tolist(), r2[ok].tolist()):
            m = math.sqrt(-2 * math.log(ri) / ri)  # glibc's log, as the C++ library computes it
            out.append(yi * m)
            out.append(xi * m)
            if len(out) >= n:
                break
    return np.asarray(out[:n], np.float64)


def _std_uniform_int(seed: int, n: int) -> int:
    """libstdc++'s ``std::uniform_int_distribution<int>(0, n - 1)`` (division with rejection) on a fresh
    ``std::mt19937(seed)``."""
    rs = np.random.RandomState(seed % 2**32)
    scaling = (2**32 - 1) // n
    past = n * scaling
    while True:
        r = int(rs.randint(0, 2**32, dtype=np.uint32))
        if r < past:
            return r // scaling


class FakeImageDataset(_MappableSource):
    """``num_images`` generated images and labels: columns ``image`` (uint8, ``image_size``) and ``label`` (uint32,
    shape (), in [0, num_classes)). Mirrors ``mindspore.dataset.FakeImageDataset`` value for value: image ``i`` comes
    from ``std::mt19937(base_seed + i)`` as MindSpore 2.10's C++ makes it (standard normal doubles, negatives set to
    0, whose raw little-endian bytes fill the uint8 image: the first ``prod(image_size)`` bytes of that double
    buffer), its label from another ``std::mt19937(base_seed + i)`` through ``uniform_int_distribution``.
    ``shuffle`` defaults to True; sampler, shard and ``num_samples`` arguments as for the other image sources.

    Raises:
        TypeError / ValueError: for arguments of the wrong type or range (MindSpore's messages).
        RuntimeError: if ``sampler`` comes with ``shuffle``/shards, or ``num_shards`` without ``shard_id``.
    """

    _strict_sampler_args = True

    def __init__(
        self,
        num_images: int = 1000,
        image_size: Any = (224, 224, 3),
        num_classes: int = 10,
        base_seed: int = 0,
        num_samples: int | None = None,
        num_parallel_workers: int | None = None,
        shuffle: bool | None = None,
        sampler: Any = None,
        num_shards: int | None = None,
        shard_id: int | None = None,
        cache: Any = None,
    ) -> None:
        for name, value in (("num_images", num_images), ("num_classes", num_classes), ("base_seed", base_seed),
                            ("num_samples", num_samples), ("num_parallel_workers", num_parallel_workers),
                            ("num_shards", num_shards), ("shard_id", shard_id)):  # fmt: skip
            if value is not None:
                type_check(value, (int,), name)
        if shuffle is not None:
            type_check(shuffle, (bool,), "shuffle")
        _check_pos_int32(num_images, "num_images")
        type_check(image_size, (list, tuple), "image_size")
        if len(image_size) != 3:
            raise ValueError(f"image_size should be a list or tuple of length 3, but got {len(image_size)}")
        for i, v in enumerate(image_size):
            _check_pos_int32(v, f"image_size[{i}]")
        _check_pos_int32(num_classes, "num_classes")
        if num_shards is not None and shard_id is None:
            raise RuntimeError("num_shards is specified and currently requires shard_id as well.")
        if shard_id is not None and num_shards is None:
            raise RuntimeError("shard_id is specified but num_shards is not.")
        super().__init__(num_samples, shuffle, sampler, num_shards, shard_id, num_parallel_workers)
        self.num_images = num_images
        self.image_size = image_size
        self.num_classes = num_classes
        self.base_seed = base_seed
        self._labels: np.ndarray | None = None

    def _col_names(self):
        return ["image", "label"]

    def _len(self):
        return self.num_images

    def _label(self, i: int) -> int:
        return _std_uniform_int(self.base_seed + i, self.num_classes)

    def _class_labels(self) -> np.ndarray:
        if self._labels is None:
            self._labels = np.array([self._label(i) for i in range(self.num_images)], np.uint32)
        return self._labels

    def _get(self, i):
        h, w, c = (int(v) for v in self.image_size)
        total = h * w * c
        values = np.maximum(_std_normals(self.base_seed + i, (total + 7) // 8), 0.0)
        image = np.frombuffer(values.astype("<f8").tobytes()[:total], np.uint8).reshape(h, w, c).copy()
        return [image, np.asarray(self._label(i), np.uint32)]


def _check_pos_int32(value: Any, name: str) -> None:
    type_check(value, (int,), name)
    if not 1 <= value <= 2147483647:
        raise ValueError(f"Input {name} is not within the required interval of [1, 2147483647].")
