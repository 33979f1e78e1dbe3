"""``Dataset.save``: a pipeline's rows written as a MindRecord file set, as MindSpore's C++ ``SaveToDisk`` does."""

from __future__ import annotations

import functools
import json
import os
import re
import stat
import string
from typing import Any

import numpy as np

from ...mindrecord.config import _check_no_encryption, _get_enc_key
from ...mindrecord.core.shardheader import ShardHeader
from ...mindrecord.core._msgpack import packb
from ...mindrecord.core.shardindexgenerator import ShardIndexGenerator
from ...mindrecord.core.shardutils import mr_error
from ...mindrecord.core.shardwriter import ShardWriter

__all__ = ["save_to_disk"]

_RULE = "-" * 66
# MindSpore's kTypesMap: the MindRecord type a column of each dataset type is stored as
_MR_TYPE = {
    "bool": "int32",
    "int8": "int32",
    "uint8": "int32",
    "int16": "int32",
    "uint16": "int32",
    "int32": "int32",
    "uint32": "int64",
    "int64": "int64",
    "uint64": "int64",
    "float16": "float32",
    "float32": "float32",
    "float64": "float64",
}
_PUNCT = str.maketrans({c: "_" for c in string.punctuation})
_FIELD_NAME = re.compile(r"[0-9a-zA-Z_]+")


_MASK = (1 << 64) - 1
_MUL = 0xC6A4A7935BD1E995
# libstdc++'s _Prime_rehash_policy: bucket counts for small sizes, then its prime list (as far as it is used here)
_FAST_BKT = (2, 2, 2, 3, 5, 5, 7, 7, 11, 11, 11, 11, 13, 13)
_PRIMES = (13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 103, 109, 113, 127, 137)
_PRIMES += (139, 149, 157, 167, 179, 193, 199, 211, 227, 241, 257)


@functools.lru_cache(maxsize=4096)
def _std_hash(text: str) -> int:
    """libstdc++'s ``std::hash<std::string>`` on 64-bit Linux (``_Hash_bytes``, seed 0xc70f6907)."""
    data = text.encode("utf-8")
    n = len(data)
    h = (0xC70F6907 ^ (n * _MUL)) & _MASK
    aligned = n & ~7
    for p in range(0, aligned, 8):
        v = (int.from_bytes(data[p : p + 8], "little") * _MUL) & _MASK
        h = ((h ^ ((v ^ (v >> 47)) * _MUL & _MASK)) * _MUL) & _MASK
    if n & 7:
        h = ((h ^ int.from_bytes(data[aligned:], "little")) * _MUL) & _MASK
    h = (h ^ (h >> 47)) * _MUL & _MASK
    return h ^ (h >> 47)


class _StdMap:
    """The node order of a libstdc++ ``std::unordered_map<std::string, int>`` (default-constructed): inserts grow
    the prime bucket count and rehash as libstdc++ does, a new key goes first in its bucket's run (or to the list's
    head when its bucket is empty), erasing unlinks it; iteration follows ``order``. ``ok`` turns False past the
    bucket counts modelled."""

    def __init__(self) -> None:
        self.nbkt, self.next_resize, self.order, self.ok = 1, 0, [], True

    def insert(self, key: str) -> None:
        """``map[key] = ...``: a new key is linked in (after any rehash the insertion needs)."""
        if key in self.order:
            return
        n = len(self.order)
        if n + 1 > self.next_resize:
            need = max(n + 1, 0 if self.next_resize else 11)
            if need >= self.nbkt:
                want = max(need + 1, self.nbkt * 2)
                bigger = [p for p in _PRIMES if p >= want]
                if want >= len(_FAST_BKT) and not bigger:
                    self.ok = False
                    return
                self.nbkt = _FAST_BKT[want] if want < len(_FAST_BKT) else bigger[0]
                self.next_resize = self.nbkt
                old, self.order = self.order, []
                for k in old:
                    self._link(k)
            else:
                self.next_resize = self.nbkt
        self._link(key)

    def erase(self, key: str) -> None:
        """``map.erase(key)``."""
        if key in self.order:
            self.order.remove(key)

    def _link(self, key: str) -> None:
        b = _std_hash(key) % self.nbkt
        for i, k in enumerate(self.order):
            if _std_hash(k) % self.nbkt == b:
                self.order.insert(i, key)
                return
        self.order.insert(0, key)


def _filled(keys: Any) -> _StdMap:
    """A new map with ``keys`` inserted in order."""
    m = _StdMap()
    for k in keys:
        m.insert(k)
    return m


def _column_map(node: Any) -> _StdMap:
    """The column-name map MindSpore's C++ op for ``node`` builds (``ComputeColMap``): a source (and project) fills
    it in column order; map erases each input and inserts its output (counts differing: the outputs, then the
    child's other columns in its map's order); rename and zip refill it from their children's maps; the other
    nodes copy their child's."""
    kinds = {c.__name__ for c in type(node).__mro__}  # by name: the dataset module imports this one
    children = [c for c in getattr(node, "children", []) if hasattr(c, "get_col_names")]
    if not children or "ProjectDataset" in kinds:
        return _filled(node.get_col_names())
    child = _column_map(children[0])
    if "MapDataset" in kinds:
        ins, outs = list(node.input_columns), list(node.output_columns)
        if len(ins) == len(outs):
            for a, b in zip(ins, outs, strict=True):
                child.erase(a)
                child.insert(b)
            return child
        return _filled(outs + [k for k in child.order if k not in ins])
    if "RenameDataset" in kinds:
        rename = dict(zip(children[0].get_col_names(), node.get_col_names(), strict=True))
        return _filled(rename.get(k, k) for k in child.order)
    if "ZipDataset" in kinds:
        return _filled([k for c in children for k in _column_map(c).order])
    return child


def _column_order(dataset: Any) -> list:
    """The order MindSpore's ``SaveToDisk`` visits the columns (which orders the index fields), as saved names
    (punctuation as ``_``): that of its ``unordered_map`` of saved names, filled while walking the pipeline's map
    (:func:`_column_map`); column order where the model does not reach."""
    saved = [n.translate(_PUNCT) for n in dataset.get_col_names()]
    try:
        pipeline = _column_map(dataset)
    except Exception:  # a node the model does not know: column order
        return saved
    second = _filled(n.translate(_PUNCT) for n in pipeline.order)
    if not (pipeline.ok and second.ok) or sorted(second.order) != sorted(set(saved)):
        return saved
    return second.order


def _error(message: str, line: int, syntax: bool = False) -> RuntimeError:
    """The RuntimeError MindSpore's ``SaveToDisk`` (``tree_consumer.cc``, line ``line``) raises."""
    head = (
        "Syntax error."
        if syntax
        else "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'."
    )
    return RuntimeError(
        f"{head} \n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] {message}\n\n{_RULE}\n"
        f"- C++ Call Stack: (For framework developers) \n{_RULE}\n"
        f"mindspore/ccsrc/minddata/dataset/engine/consumers/tree_consumer.cc({line}).\n\n\n"
    )


def _type_name(value: Any) -> str:
    """The dataset type name MindSpore reports for a column value (``python`` for a dict column)."""
    if isinstance(value, dict):
        return "python"
    kind = value.dtype.kind
    if kind == "U":
        return "string"
    if kind == "S":
        return "bytes"
    return value.dtype.name


def _schema_of(names: list, row: list, visit: list) -> tuple:
    """The MindRecord schema and index fields of the first row (MindSpore's ``FetchMetaFromTensorRow``); the
    index fields in the order ``visit`` names them."""
    schema, index_fields = {}, []
    for name, value in zip(names, row, strict=True):
        el = _type_name(value)
        if el not in _MR_TYPE and el not in ("string", "bytes"):
            raise _error(f"Invalid type, unsupported data type: {el}", 638)
        mr_type = _MR_TYPE.get(el, el)
        shape = list(value.shape)
        if not shape:
            schema[name] = {"type": mr_type}
            if mr_type != "bytes":
                index_fields.append(name)
        elif mr_type == "string":
            raise _error("Invalid data, mindrecord can not support multi-dimensional string tensor.", 647)
        elif mr_type == "bytes":
            schema[name] = {"type": "bytes"}
        else:
            schema[name] = {"type": mr_type, "shape": [-1, *shape[1:]]}
    rank = {n: i for i, n in enumerate(visit)}
    return schema, sorted(index_fields, key=lambda n: rank.get(n, len(rank)))


def _check_shapes(names: list, row: list, previous: dict) -> None:
    """MindSpore's ``CheckTensorRowShapes``: of two rows of the same rank, only dimension 0 may differ."""
    for name, value in zip(names, row, strict=True):
        if isinstance(value, dict):
            continue
        shape = value.shape
        old = previous.get(name)
        if old is not None and len(old) == len(shape) and old[1:] != shape[1:]:
            raise _error(
                "Tensor with dynamic shape do not currently support saving. Except for the shape of dimension 0, the "
                "other dimension shapes must be fixed. You can reshape the Tensor to a fixed shape before saving.",
                604,
            )
        previous[name] = shape


def _record(names: list, row: list, schema: dict) -> dict:
    """One row as the writer takes it (MindSpore's ``FetchDataFromTensorRow``): numbers and strings as Python
    values of the field's type, arrays cast to it, bytes as bytes."""
    out = {}
    for name, value in zip(names, row, strict=True):
        field = schema[name]
        mr_type = field["type"]
        if mr_type == "bytes":
            if value.size != 1:
                raise _error("Currently, multi-dimensional bytes cannot be converted to MindRecord.", 806)
            out[name] = bytes(value.reshape(-1)[0])
        elif mr_type == "string":
            out[name] = str(value.reshape(-1)[0]) if value.size else ""
        elif "shape" in field:
            out[name] = np.ascontiguousarray(value).astype(mr_type)
        else:
            out[name] = value.astype(mr_type).item()
    return out


def save_to_disk(dataset: Any, file_name: str, num_files: int) -> None:
    """Write every row of one epoch of ``dataset`` to the MindRecord set ``file_name`` (``num_files`` files
    ``file_name0``, ``file_name1``, ... when more than one; no zero padding), each with its ``.db`` index, mode
    0600. Mirrors the C++ ``SaveToDisk`` consumer behind ``mindspore.dataset.Dataset.save``.

    The schema comes from the first row: column names with punctuation turned into ``_``; bool and integers of up
    to 16 bits (and int32) stored as int32, uint32/int64/uint64 as int64, float16/float32 as float32, float64 as
    float64, strings as ``string``, bytes (a scalar or a 1-element array) as ``bytes``; an array column gets the
    shape ``[-1, *shape[1:]]`` (a blob field). Scalar numbers and strings are index fields. Rows are written one at
    a time, so with several files each row goes to a file drawn at random, as in MindSpore.

    The index fields are listed in the order MindSpore's hash map of column names visits them (libstdc++'s
    ``unordered_map``, modelled up to 257 columns; column order beyond), so the files are MindSpore's bytes.

    Raises:
        RuntimeError: (MindSpore's messages) with an encryption key set; if the folder is missing, a file or its
            ``.db`` exists, a saved column name has characters other than letters, digits and ``_``, a column is a
            dict, a multi-dimensional string or bytes tensor or of an unsupported type, or changes a dimension
            other than 0 between rows, or the dataset has no rows (the files created by then stay, without
            ``.db``).
    """
    if _get_enc_key() is not None and num_files > 1:
        raise RuntimeError("When encode mode is enabled, the automatic sharding function is unavailable.")
    _check_no_encryption()
    folder = os.path.dirname(file_name)
    if folder and not os.path.isdir(folder):
        raise _error(f"SaveToDisk failed, can not get real dataset path: {folder}", 477, syntax=True)
    paths = [file_name] if num_files == 1 else [f"{file_name}{i}" for i in range(num_files)]
    writer = ShardWriter()
    writer.blob_only_raw = packb(None)  # SaveToDisk's raw part of an all-blob row: a null JSON
    writer.keep_empty_blob = True  # and an empty bytes value is an empty blob
    writer.open(paths, False)
    columns = dataset.get_col_names()
    names = [n.translate(_PUNCT) for n in columns]
    visit = _column_order(dataset)
    schema = None
    previous: dict = {}
    try:
        for row in dataset.create_tuple_iterator(num_epochs=1, output_numpy=True):
            _check_shapes(names, row, previous)
            if schema is None:
                schema, index_fields = _schema_of(names, row, visit)
                if not all(_FIELD_NAME.fullmatch(n) for n in schema):  # ShardSchema's check of field names
                    text = json.dumps(schema, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
                    raise mr_error(
                        f"Failed to build schema: {text}.Check the [ERROR] logs before for more details.",
                        "meta/shard_header.cc(680)",
                        internal=True,
                    )
                header = ShardHeader()
                header.add_schema(header.build_schema(schema, "mindrecord"))
                if index_fields:
                    header.add_index_fields(index_fields)
                writer.set_shard_header(header)
            writer.write_raw_data([_record(names, row, schema)], True)
        if schema is None:
            raise RuntimeError(
                "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. \n\n"
                f"{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] The pointer[shard_header_] is null."
                f"\n\n{_RULE}\n- C++ Call Stack: (For framework developers) \n{_RULE}\n"
                "mindspore/ccsrc/minddata/mindrecord/io/shard_writer.cc(1083).\n\n\n"
            )
        writer.commit()
    finally:
        writer.close()
    generator = ShardIndexGenerator(os.path.realpath(paths[0]))
    generator.build()
    generator.write_to_db()
    for path in paths:
        for p in (path, path + ".db"):
            if os.path.exists(p):
                os.chmod(p, stat.S_IRUSR | stat.S_IWUSR)
