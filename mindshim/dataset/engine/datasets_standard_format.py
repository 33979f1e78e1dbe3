"""`mindspore.dataset` sources for standard file formats: CSVDataset, TFRecordDataset, MindDataset, plus Schema and Shuffle.

TFRecord files are read by a small built-in reader: the TFRecord framing (length, masked CRC32C of the length,
payload, masked CRC32C of the payload) and the ``tf.train.Example`` protocol buffer (decoded with the ``protobuf``
package from a descriptor built here), so neither TensorFlow nor the ``tfrecord`` package is needed. CRCs are not
verified. GZIP/ZLIB-compressed files are read through Python's ``gzip``/``zlib``.

Why not the ``tfrecord`` PyPI package (evaluated at 1.14.6, May 2025; it installs and reads beside numpy 2.4 and
protobuf 7.36): what it would replace here is the ~20-line message descriptor, while it (1) has no ZLIB support
(MindSpore's ``compression_type`` takes "ZLIB" and "GZIP"), (2) fails on a feature with no value kind set
(``ListFields()[0]``) and turns a one-element bytes list into a bare ``bytes``, so the column dtype and shape
logic MindSpore needs (``Schema``, ``columns_list``, empty lists) would still be written here, (3) verifies no
CRCs either, and (4) ships only as an sdist whose hard dependency ``crc32c`` is a C extension that reading never
uses. Keeping the reader in-tree keeps TFRecordDataset on protobuf alone, under this project's tests.
"""

from __future__ import annotations

from ... import _api
import csv
import glob
import gzip
import json
import os
import struct
import zlib
from typing import Any

import numpy as np

from ..core import config as _config
from .datasets import Dataset, _MappableSource
from .samplers import Shuffle

__all__ = _api.names(__name__)


def _find_files(patterns: Any) -> list:
    """Glob each pattern (recursive), keep regular files, sort (as MindSpore does)."""
    if not isinstance(patterns, list):
        patterns = [patterns]
    files, unmatched = [], []
    for pattern in patterns:
        matches = [m for m in glob.glob(pattern, recursive=True) if os.path.isfile(m)]
        if matches:
            files.extend(matches)
        else:
            unmatched.append(pattern)
    if unmatched:
        raise ValueError(f"The following patterns did not match any files: {unmatched}.")
    return sorted(os.path.realpath(f) if not os.path.isabs(f) else f for f in files)


def _shuffle_mode(shuffle: Any) -> Shuffle | None:
    if shuffle is None or shuffle is True:
        return Shuffle.GLOBAL
    if shuffle is False or shuffle == Shuffle.FALSE:
        return None
    if isinstance(shuffle, Shuffle):
        return Shuffle.GLOBAL if shuffle in (Shuffle.ADAPTIVE, Shuffle.PARTIAL) else shuffle
    raise TypeError(
        "Invalid shuffle type, shuffle must be of boolean or enum of 'Shuffle' values like 'Shuffle.GLOBAL' or "
        "'Shuffle.FILES' or 'Shuffle.INFILE'."
    )


class _FileSource(Dataset):
    """A source read from a list of files, sharded by file or by row, shuffled by ``Shuffle`` level."""

    _row_sharding = True

    def __init__(self, dataset_files, num_samples, shuffle, num_shards, shard_id, num_parallel_workers):
        super().__init__((), num_parallel_workers)
        if num_samples is not None and (not isinstance(num_samples, int) or num_samples < 0):
            raise ValueError("num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!")
        if (num_shards is None) != (shard_id is None):
            raise RuntimeError("num_shards and shard_id need to be passed in together.")
        if num_shards is not None and not 0 <= shard_id < num_shards:
            raise ValueError(f"Input shard_id is not within the required interval of [0, {num_shards - 1}].")
        self.dataset_files = _find_files(dataset_files)
        self.num_samples = num_samples
        self.shuffle_level = _shuffle_mode(shuffle)
        self.shuffle_flag = self.shuffle_level is not None
        self.num_shards = num_shards
        self.shard_id = shard_id
        self._cache: dict = {}
        self._rng = None

    def _read_file(self, path: str) -> list:
        raise NotImplementedError

    def _rows_of(self, path: str) -> list:
        rows = self._cache.get(path)
        if rows is None:
            rows = self._cache[path] = self._read_file(path)
        return rows

    def _plan(self, shuffle: bool) -> list:
        """(file, row index) pairs of one epoch, after sharding, shuffling and num_samples."""
        files = list(self.dataset_files)
        rng = None
        if shuffle and self.shuffle_level is not None:
            if self._rng is None:
                self._rng = _config._rng()
            rng = self._rng
        if rng is not None and self.shuffle_level in (Shuffle.GLOBAL, Shuffle.FILES):
            rng.shuffle(files)
        if self.num_shards is not None and not self._row_sharding:
            files = files[self.shard_id :: self.num_shards]
        per_file = []
        for f in files:
            idx = [(f, i) for i in range(len(self._rows_of(f)))]
            if rng is not None and self.shuffle_level in (Shuffle.GLOBAL, Shuffle.INFILE):
                rng.shuffle(idx)
            per_file.append(idx)
        plan = [p for idx in per_file for p in idx]
        if self.num_shards is not None and self._row_sharding and plan:
            per = -(-len(plan) // self.num_shards)
            start = self.shard_id * per
            plan = [plan[i % len(plan)] for i in range(start, start + per)]
        if self.num_samples:
            plan = plan[: self.num_samples]
        return plan

    def _size(self) -> int:
        return len(self._plan(False))

    def _epoch_rows(self, epoch):
        for f, i in self._plan(True):
            yield list(self._rows_of(f)[i])


# ------------------------------------------------------------------------------------------------ CSV
class CSVDataset(_FileSource):
    """Rows of comma-separated (``field_delim``) text files, globbed from ``dataset_files`` and sorted by name.

    Column names: ``column_names``, else the first line of the first file (then the first line of every file is a
    header and skipped). Column types follow ``column_defaults`` (int -> int32, float -> float32, str -> string;
    an empty field takes the default); without it every column is a string. Each value is a 0-d array.
    Shards are equal row ranges over all files (padded by wrapping around). ``shuffle``: True/``Shuffle.GLOBAL``
    (default), ``Shuffle.FILES``, ``Shuffle.INFILE`` or False. Mirrors ``mindspore.dataset.CSVDataset``.

    Known differences: rows of several files come file after file (MindSpore interleaves files across its parallel
    workers, in an order that depends on thread timing; with ``num_parallel_workers=1`` both read file after file);
    shuffled orders differ; files are read whole into memory on first use.

    Raises:
        ValueError: if a pattern matches no file, or ``field_delim`` is not one character.
        RuntimeError: if a row has the wrong number of fields or a value does not parse as its column's type.
    """

    def __init__(
        self,
        dataset_files: str | list,
        field_delim: str = ",",
        column_defaults: list | None = None,
        column_names: list | None = None,
        num_samples: int | None = None,
        num_parallel_workers: int | None = None,
        shuffle: bool | Shuffle = Shuffle.GLOBAL,
        num_shards: int | None = None,
        shard_id: int | None = None,
        cache: Any = None,
    ) -> None:
        super().__init__(dataset_files, num_samples, shuffle, num_shards, shard_id, num_parallel_workers)
        if not isinstance(field_delim, str) or len(field_delim) != 1 or field_delim in ('"', "\r", "\n"):
            raise ValueError("field_delim is invalid.")
        self.field_delim = field_delim
        if column_defaults is not None:
            for v in column_defaults:
                if not isinstance(v, (int, float, str)) or isinstance(v, bool):
                    raise TypeError("column type in column_defaults is invalid.")
        self.column_defaults = column_defaults
        self._header = column_names is None
        if column_names is None:
            with open(self.dataset_files[0], newline="") as f:
                first = next(csv.reader(f, delimiter=field_delim), [])
            column_names = first
        self.column_names = list(column_names)
        if len(set(self.column_names)) != len(self.column_names):
            raise ValueError("The column names of CSV dataset contain duplicates.")

    def _col_names(self):
        return list(self.column_names)

    def _convert(self, k: int, text: str, path: str) -> np.ndarray:
        default = self.column_defaults[k] if self.column_defaults is not None and k < len(self.column_defaults) else ""
        if isinstance(default, str):
            return np.array(text)
        if text == "":
            text = str(default)
        try:
            if isinstance(default, int):
                return np.array(int(text), dtype=np.int32)
            return np.array(float(text), dtype=np.float32)
        except ValueError:
            kind = "int" if isinstance(default, int) else "float"
            raise RuntimeError(f"Invalid csv, csv file: {path} parse {kind} failed: {text!r}.") from None

    def _read_file(self, path: str) -> list:
        n = len(self.column_names)
        rows = []
        with open(path, newline="") as f:
            reader = csv.reader(f, delimiter=self.field_delim)
            for line_no, fields in enumerate(reader):
                if line_no == 0 and self._header:
                    continue
                if not fields:
                    continue
                if len(fields) != n:
                    raise RuntimeError(
                        f"Invalid columns, the number of columns in line {line_no + 1} of {path} is {len(fields)}, "
                        f"but the number of column names is {n}."
                    )
                rows.append([self._convert(k, v, path) for k, v in enumerate(fields)])
        return rows


# ------------------------------------------------------------------------------------------------ Schema
_TYPE_NAMES = {
    "bool": np.bool_,
    "int8": np.int8,
    "int16": np.int16,
    "int32": np.int32,
    "int64": np.int64,
    "uint8": np.uint8,
    "uint16": np.uint16,
    "uint32": np.uint32,
    "uint64": np.uint64,
    "float16": np.float16,
    "float32": np.float32,
    "float64": np.float64,
    "string": np.str_,
    "bytes": np.bytes_,
}


def _type_name(de_type: Any) -> str:
    if isinstance(de_type, str):
        name = de_type
    elif isinstance(de_type, type) and issubclass(de_type, np.generic):
        name = np.dtype(de_type).name
    else:
        name = str(de_type).split(".")[-1].lower()
    name = {"str": "string", "float": "float32", "int": "int32"}.get(name, name)
    if name not in _TYPE_NAMES:
        raise TypeError(f"Unknown column type: {de_type}.")
    return name


class Schema:
    """Column names, types and shapes of a dataset (for ``TFRecordDataset``): ``add_column(name, de_type, shape)``,
    ``to_json``/``from_json``, or a JSON schema file (``{"columns": {name: {"type", "rank", "shape"}}}`` or a
    list of column dicts, optional ``numRows``). Mirrors ``mindspore.dataset.Schema``.

    Raises:
        TypeError: for an unknown column type. RuntimeError: for an unreadable schema file.
    """

    def __init__(self, schema_file: str | None = None) -> None:
        self.columns: list = []
        self.num_rows = 0
        self.dataset_type = ""
        if schema_file is not None:
            try:
                with open(schema_file) as f:
                    self.from_json(json.load(f))
            except (OSError, json.JSONDecodeError) as e:
                raise RuntimeError(f"Schema file {schema_file} can not be loaded: {e}") from e

    def add_column(self, name: str, de_type: Any, shape: list | None = None) -> None:
        """Add a column of type ``de_type`` (a MindSpore/numpy dtype or its name) and optional ``shape``
        (without one the column has rank 1 and keeps the length it has in each record)."""
        col = {"name": name, "type": _type_name(de_type), "rank": 1}
        if shape is not None:
            col["shape"] = list(shape)
            col["rank"] = len(shape)
        self.columns.append(col)

    def parse_columns(self, columns: Any) -> None:
        """Replace the columns by ``columns`` (a dict {name: {"type", "shape"}} or a list of column dicts)."""
        self.columns = []
        items = columns.items() if isinstance(columns, dict) else [(c["name"], c) for c in columns]
        for name, c in items:
            self.add_column(name, c["type"], c.get("shape"))

    def from_json(self, json_obj: dict) -> None:
        """Load columns (and ``numRows``, ``datasetType``) from a parsed JSON object."""
        self.num_rows = int(json_obj.get("numRows", 0) or 0)
        self.dataset_type = json_obj.get("datasetType", "")
        self.parse_columns(json_obj.get("columns", []))

    def to_json(self) -> str:
        """The schema as a JSON string."""
        out: dict = {"columns": [dict(sorted(c.items())) for c in self.columns]}
        if self.num_rows:
            out["numRows"] = self.num_rows
        if self.dataset_type:
            out["datasetType"] = self.dataset_type
        return json.dumps(out, indent=2)

    def __str__(self) -> str:
        return self.to_json()


# ------------------------------------------------------------------------------------------------ TFRecord
_EXAMPLE_CLASS = None


def _example_class():
    """``tensorflow.Example`` message class, built once from a descriptor in a private pool."""
    global _EXAMPLE_CLASS
    if _EXAMPLE_CLASS is None:
        from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

        fd = descriptor_pb2.FileDescriptorProto(name="mindshim_example.proto", package="tensorflow", syntax="proto3")
        f = descriptor_pb2.FieldDescriptorProto
        rep, opt = f.LABEL_REPEATED, f.LABEL_OPTIONAL

        def msg(name, fields, nested=()):
            m = fd.message_type.add(name=name) if isinstance(name, str) else name
            for fname, num, ftype, label, tname, oneof in fields:
                fld = m.field.add(name=fname, number=num, type=ftype, label=label)
                if tname:
                    fld.type_name = tname
                if oneof is not None:
                    fld.oneof_index = oneof
            return m

        msg("BytesList", [("value", 1, f.TYPE_BYTES, rep, None, None)])
        fl = msg("FloatList", [("value", 1, f.TYPE_FLOAT, rep, None, None)])
        fl.field[0].options.packed = True
        il = msg("Int64List", [("value", 1, f.TYPE_INT64, rep, None, None)])
        il.field[0].options.packed = True
        feat = fd.message_type.add(name="Feature")
        feat.oneof_decl.add(name="kind")
        msg(
            feat,
            [
                ("bytes_list", 1, f.TYPE_MESSAGE, opt, ".tensorflow.BytesList", 0),
                ("float_list", 2, f.TYPE_MESSAGE, opt, ".tensorflow.FloatList", 0),
                ("int64_list", 3, f.TYPE_MESSAGE, opt, ".tensorflow.Int64List", 0),
            ],
        )
        feats = fd.message_type.add(name="Features")
        entry = feats.nested_type.add(name="FeatureEntry")
        entry.options.map_entry = True
        msg(
            entry,
            [
                ("key", 1, f.TYPE_STRING, opt, None, None),
                ("value", 2, f.TYPE_MESSAGE, opt, ".tensorflow.Feature", None),
            ],
        )
        msg(feats, [("feature", 1, f.TYPE_MESSAGE, rep, ".tensorflow.Features.FeatureEntry", None)])
        msg("Example", [("features", 1, f.TYPE_MESSAGE, opt, ".tensorflow.Features", None)])
        pool = descriptor_pool.DescriptorPool()
        pool.Add(fd)
        _EXAMPLE_CLASS = message_factory.GetMessageClass(pool.FindMessageTypeByName("tensorflow.Example"))
    return _EXAMPLE_CLASS


def _read_records(path: str, compression_type: str) -> list:
    """Payloads of a TFRecord file (CRCs are not checked)."""
    if compression_type == "GZIP":
        with gzip.open(path, "rb") as f:
            data = f.read()
    else:
        with open(path, "rb") as f:
            data = f.read()
        if compression_type == "ZLIB":
            data = zlib.decompress(data)
    out, pos, n = [], 0, len(data)
    while pos < n:
        if pos + 12 > n:
            raise RuntimeError(f"Invalid TFRecord file, failed to read the record header of {path}.")
        (length,) = struct.unpack_from("<Q", data, pos)
        start = pos + 12
        if start + length + 4 > n:
            raise RuntimeError(f"Invalid TFRecord file, failed to read a record of {path}.")
        out.append(data[start : start + length])
        pos = start + length + 4
    return out


def _feature_value(feature) -> np.ndarray:
    kind = feature.WhichOneof("kind")
    if kind == "int64_list":
        return np.array(feature.int64_list.value, dtype=np.int64)
    if kind == "float_list":
        return np.array(feature.float_list.value, dtype=np.float32)
    if kind == "bytes_list":
        # MindSpore gives the bytes as a uint8 array (several values joined by a space)
        return np.frombuffer(b" ".join(feature.bytes_list.value), dtype=np.uint8).copy()
    return np.zeros((0,), np.float32)


class TFRecordDataset(_FileSource):
    """Rows from TFRecord files of ``tf.train.Example`` records, globbed from ``dataset_files`` and sorted by name.

    Columns: the ``schema``'s (a :class:`Schema` or a JSON schema file; values are cast to its types and reshaped
    to its shapes), else ``columns_list`` (in that order), else every feature of the first record, sorted by name.
    Feature values: int64 lists -> int64 1-D arrays, float lists -> float32 1-D arrays, bytes -> a 1-D uint8 array of
    the bytes (several values joined by a space), as MindSpore gives them. Shards take every ``num_shards``-th file,
    or equal row ranges with ``shard_equal_rows=True``. ``shuffle``: True/``Shuffle.GLOBAL`` (default),
    ``Shuffle.FILES``, ``Shuffle.INFILE`` or False. ``compression_type``: None/'' , 'GZIP' or 'ZLIB'.
    Mirrors ``mindspore.dataset.TFRecordDataset``.

    Known differences: rows of several files come file after file (MindSpore interleaves them across parallel
    workers unless ``num_parallel_workers=1``); shuffled orders differ; CRCs are not verified; files are read whole
    into memory on first use; a schema's ``numRows`` is not used.

    Raises:
        ValueError: if a pattern matches no file or ``compression_type`` is unknown.
        RuntimeError: if a file is not a valid TFRecord file or a column is missing from a record.
    """

    def __init__(
        self,
        dataset_files: str | list,
        schema: Schema | str | None = None,
        columns_list: list | None = None,
        num_samples: int | None = None,
        num_parallel_workers: int | None = None,
        shuffle: bool | Shuffle = Shuffle.GLOBAL,
        num_shards: int | None = None,
        shard_id: int | None = None,
        shard_equal_rows: bool = False,
        cache: Any = None,
        compression_type: str | None = None,
    ) -> None:
        super().__init__(dataset_files, num_samples, shuffle, num_shards, shard_id, num_parallel_workers)
        compression_type = "" if compression_type is None else compression_type
        if compression_type not in ("", "GZIP", "ZLIB"):
            raise ValueError("Input compression_type can only be either '' (no compression), 'ZLIB', or 'GZIP'.")
        self.compression_type = compression_type
        self.shard_equal_rows = bool(shard_equal_rows)
        self._row_sharding = self.shard_equal_rows
        if isinstance(schema, str):
            schema = Schema(schema)
        self.schema = schema
        self.columns_list = list(columns_list) if columns_list else None
        self._spec = None
        if schema is not None and schema.columns:
            self._spec = {c["name"]: c for c in schema.columns}
            names = [c["name"] for c in schema.columns]
            if self.columns_list:
                names = [n for n in self.columns_list if n in self._spec]
        elif self.columns_list:
            names = self.columns_list
        else:
            names = self._first_record_names()
        self._names = names

    def _first_record_names(self) -> list:
        for path in self.dataset_files:
            recs = _read_records(path, self.compression_type)
            if recs:
                ex = _example_class()()
                ex.ParseFromString(recs[0])
                return sorted(ex.features.feature.keys())
        return []

    def _col_names(self):
        return list(self._names)

    def _read_file(self, path: str) -> list:
        example = _example_class()
        rows = []
        for rec in _read_records(path, self.compression_type):
            ex = example()
            ex.ParseFromString(rec)
            feats = ex.features.feature
            row = []
            for name in self._names:
                if name not in feats:
                    raise RuntimeError(f"Invalid columns_list, column name: {name} does not exist in {path}.")
                value = _feature_value(feats[name])
                spec = self._spec.get(name) if self._spec else None
                if spec is not None:
                    value = value.astype(_TYPE_NAMES[spec["type"]])
                    if spec.get("shape"):
                        value = value.reshape(spec["shape"])
                row.append(value)
            rows.append(row)
        return rows


# ------------------------------------------------------------------------------------------------ MindRecord
_MR_DTYPES = {"int32": np.int32, "int64": np.int64, "float32": np.float32, "float64": np.float64}


def _check_mindrecord_file(path: Any) -> None:
    """MindSpore's ``check_file`` on one dataset file."""
    if not isinstance(path, str):
        raise TypeError(f"path: {path} is not string")
    name = os.path.basename(os.path.realpath(path))
    if set(name) & set("\\/:*?\"<>|`&';"):
        raise ValueError(r"filename should not contain \/:*?\"<>|`&;\'")
    if name.startswith(" ") or name.endswith(" "):
        raise ValueError("filename should not start/end with space.")
    real = os.path.realpath(path)
    if not os.path.isfile(real) or not os.access(real, os.R_OK):
        raise ValueError(f"The file {real} does not exist or permission denied!")


class MindDataset(_MappableSource):
    """Rows of MindRecord files (written by ``mindspore.mindrecord.FileWriter`` here or in MindSpore).

    ``dataset_files``: one file (every shard file of its set is read, in the order of its header's
    ``shard_addresses``) or a list of files (only those, in list order). Columns: ``columns_list``, else every
    schema field in name order. Values: int32/int64/float32/float64 fields -> 0-d arrays of that dtype, string ->
    0-d str arrays, bytes -> a 1-element ``S`` array, array fields -> arrays of their dtype and shape.
    Without shuffle the rows come shard file after shard file, in row order; shards (``num_shards``/``shard_id``)
    take every ``num_shards``-th row, padded by wrapping around; ``padded_sample``/``num_padded`` append samples
    before sharding. Shuffled with ``num_samples``, rows are drawn with replacement, ``num_samples`` of them even
    when the files hold fewer. ``shuffle``: None/True (default, global), False, or a ``Shuffle`` level. Mirrors
    ``mindspore.dataset.MindDataset``.

    Known differences: shuffled orders differ from MindSpore's; ``Shuffle.FILES``/``Shuffle.INFILE``/
    ``Shuffle.PARTIAL`` shuffle globally; encrypted files are not read; an empty array field comes
    back as an empty array (MindSpore 2.10 returns a 0-d array of uninitialized memory); with ``PKSampler`` the
    rows are the sampled ones (MindSpore 2.10 yields the right number of rows, all copies of row 0).

    Raises:
        ValueError: if a file does not exist, ``num_padded`` < 0, ``padded_sample`` lacks a column of
            ``columns_list``, the sampler type is not supported, or ``Shuffle.FILES``/``INFILE`` come with
            ``num_samples``.
        RuntimeError: for conflicting sampler/shuffle/shard arguments, padding without ``columns_list`` or
            ``num_padded``, a missing ``.db`` index, or a file that is not a MindRecord file; on iteration, for a column of ``columns_list``
            not in the schema.
        TypeError: if ``shuffle`` is not None, bool or ``Shuffle``.
    """

    _strict_sampler_args = True

    def __init__(
        self,
        dataset_files: str | list,
        columns_list: list | None = None,
        num_parallel_workers: int | None = None,
        shuffle: bool | Shuffle | None = None,
        num_shards: int | None = None,
        shard_id: int | None = None,
        sampler: Any = None,
        padded_sample: dict | None = None,
        num_padded: int | None = None,
        num_samples: int | None = None,
        cache: Any = None,
    ) -> None:
        from ...mindrecord.config import _check_no_encryption
        from ...mindrecord.core.shardreader import MindRecordFiles, check_input_files
        from . import samplers as _samplers

        for f in dataset_files if isinstance(dataset_files, list) else [dataset_files]:
            _check_mindrecord_file(f)
        for name, v in (("num_samples", num_samples), ("num_shards", num_shards), ("shard_id", shard_id)):
            if v is not None and (not isinstance(v, int) or isinstance(v, bool)):
                raise TypeError(f"Argument {name} with value {v} is not of type [<class 'int'>], but got {type(v)}.")
        if columns_list is not None and not isinstance(columns_list, list):
            raise TypeError(
                f"Argument columns_list with value {columns_list} is not of type [<class 'list'>], "
                f"but got {type(columns_list)}."
            )
        if padded_sample is not None and not isinstance(padded_sample, dict):
            raise TypeError(
                f"Argument padded_sample with value {padded_sample} is not of type [<class 'dict'>], "
                f"but got {type(padded_sample)}."
            )
        if shuffle is not None and not isinstance(shuffle, (bool, Shuffle)):
            raise TypeError(
                "shuffle must be of boolean or enum of 'Shuffle' values like 'Shuffle.ADAPTIVE' or "
                "'Shuffle.GLOBAL' or 'Shuffle.PARTIAL' or 'Shuffle.FILES' or 'Shuffle.INFILE'."
            )
        if sampler is None:
            if num_shards is not None:
                if num_shards <= 0 or num_shards > 2147483647:
                    raise ValueError("Input num_shards is not within the required interval of [1, 2147483647].")
                if shard_id is None:
                    raise RuntimeError("num_shards is specified and currently requires shard_id as well.")
                if not 0 <= shard_id <= num_shards - 1:
                    raise ValueError(f"Input shard_id is not within the required interval of [0, {num_shards - 1}].")
            elif shard_id is not None:
                raise RuntimeError("shard_id is specified but num_shards is not.")
        if padded_sample is not None:
            if num_padded is None:
                raise RuntimeError("padded_sample is specified and requires num_padded as well.")
            if num_padded < 0:
                raise ValueError(f"num_padded is invalid, num_padded={num_padded}.")
            if columns_list is None:
                raise RuntimeError("padded_sample is specified and requires columns_list as well.")
            for column in columns_list:
                if column not in padded_sample:
                    raise ValueError("padded_sample cannot match columns_list.")
        if padded_sample is None and num_padded is not None:
            raise RuntimeError("num_padded is specified but padded_sample is not.")
        if sampler is not None and not isinstance(
            sampler,
            (
                _samplers.SubsetRandomSampler,
                _samplers.SubsetSampler,
                _samplers.PKSampler,
                _samplers.DistributedSampler,
                _samplers.RandomSampler,
                _samplers.SequentialSampler,
            ),
        ):
            if isinstance(sampler, _samplers.BuiltinSampler):
                raise ValueError("The sampler is not supported yet.")
        if num_samples and shuffle in (Shuffle.FILES, Shuffle.INFILE):
            raise ValueError(
                "'Shuffle.FILES' or 'Shuffle.INFILE' and 'num_samples' cannot be specified at the same time."
            )
        flag = None if shuffle is None else not (shuffle is False or shuffle == Shuffle.FALSE)
        super().__init__(num_samples, flag if sampler is None else shuffle, sampler, num_shards, shard_id,
                         num_parallel_workers)  # fmt: skip
        _check_no_encryption()
        # MindRecord's own shuffle sampler draws num_samples rows with replacement, even more than the file has
        self._draw_all = sampler is None and flag is not False and num_shards is None and bool(num_samples)
        self.dataset_files = dataset_files
        self.load_dataset = not isinstance(dataset_files, list)
        self.columns_list = list(columns_list) if columns_list else []
        self.padded_sample = padded_sample
        self.num_padded = 0 if num_padded is None else num_padded
        check_input_files(dataset_files)
        self._files = MindRecordFiles(dataset_files)
        schema = self._files.schema
        self._bad_column = next((c for c in self.columns_list if c not in schema), None)
        self._names = self.columns_list or list(schema)

    def _check_columns(self) -> None:
        if self._bad_column is not None:
            from ...mindrecord.core.shardutils import mr_error

            raise mr_error(
                f"Invalid data, column name: {self._bad_column} can not found in schema. Please check the "
                "'column_list'.",
                "io/shard_reader.cc(256)",
            )

    def _epoch_rows(self, epoch):
        self._check_columns()
        yield from super()._epoch_rows(epoch)

    def __getitem__(self, index: int) -> list:
        """The row at position ``index`` of the sampler's order, as a list of arrays (random access).

        Raises:
            TypeError: if ``index`` is not an int. ValueError: if it is negative.
            RuntimeError: if it is past the last row.
        """
        if not isinstance(index, int) or isinstance(index, bool):
            raise TypeError(f"Argument index with value {index} is not of type [<class 'int'>], but got {type(index)}.")
        if index < 0:
            raise ValueError(f"index cannot be negative, but got {index}.")
        self._check_columns()
        ids = self._indices()
        if index >= len(ids):
            raise RuntimeError(
                f"Input index is not within the required interval of [0, {len(ids) - 1}], but got {index}.\n\n"
                + "-" * 52
                + "\n- C++ Call Stack: (For framework developers)\n"
                + "-" * 52
                + "\nmindspore/ccsrc/minddata/mindrecord/io/shard_reader.cc:1853 GetMappedIndex\n"
            )
        return self._get(int(ids[index]))

    def _col_names(self):
        return list(self._names)

    def _class_labels(self) -> np.ndarray:
        """Per row, the value of the sampler's ``class_column`` (for ``PKSampler``)."""
        column = getattr(self.sampler, "class_column", "label")
        values = [self._files.raw(i).get(column) for i in range(len(self._files))]
        values += [self.padded_sample.get(column) for _ in range(self.num_padded)] if self.num_padded else []
        if all(isinstance(v, (int, np.integer)) for v in values):
            return np.asarray(values, dtype=np.int64)
        codes = {v: k for k, v in enumerate(sorted({str(v) for v in values}))}
        return np.asarray([codes[str(v)] for v in values], dtype=np.int64)

    def _len(self) -> int:
        return len(self._files) + self.num_padded

    def _base_indices(self) -> list:
        if self._draw_all and self._split_part is None:
            from .samplers import _rng_for

            n = self._len()
            return _rng_for(self.sampler).randint(0, n, size=self.num_samples).tolist() if n else []
        return super()._base_indices()

    def _size(self) -> int:
        if self._draw_all and self._split_part is None:
            return self.num_samples if self._len() else 0
        return super()._size()

    def _value(self, name: str, raw: dict, blob: dict) -> np.ndarray:
        spec = self._files.schema[name]
        t = spec["type"]
        if name in blob:
            data = blob[name]
            if t == "bytes":
                return np.array([data])
            arr = np.frombuffer(data, dtype=_MR_DTYPES[t]).copy()
            return arr.reshape(spec["shape"])
        v = raw[name]
        if t == "string":
            return np.array(str(v))
        if t in ("int32", "int64"):
            info = np.iinfo(_MR_DTYPES[t])
            if isinstance(v, float):
                v = int(v) if v == v and abs(v) != float("inf") else info.min
            if not info.min <= v <= info.max:
                from ...mindrecord.core.shardutils import mr_error

                raise mr_error(f"column value: {v} is out of range.", "meta/shard_column.cc(238)", internal=True)
        with np.errstate(over="ignore"):
            return np.array(v, dtype=_MR_DTYPES[t])

    def _get(self, i: int):
        n = len(self._files)
        if i >= n:
            raw, blob = {}, {}
            for k, v in self.padded_sample.items():
                if k in self._files.blob_fields:
                    blob[k] = v.tobytes() if isinstance(v, np.ndarray) else bytes(v)
                else:
                    raw[k] = v
        else:
            raw = self._files.raw(i)
            blob = self._files.blob(i) if self._files.blob_fields else {}
        return [self._value(name, raw, blob) for name in self._names]
