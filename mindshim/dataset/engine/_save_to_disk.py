"""``Dataset.save``: a pipeline's rows written as a MindRecord file set, as MindSpore's C++ ``SaveToDisk`` does."""

from __future__ import annotations

import os
import stat
import string
from typing import Any

import numpy as np

from ...mindrecord.config import _check_no_encryption, _get_enc_key
from ...mindrecord.core.shardheader import ShardHeader
from ...mindrecord.core._msgpack import packb
from ...mindrecord.core.shardindexgenerator import ShardIndexGenerator
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


def _schema_of(names: list, row: list) -> tuple:
    """The MindRecord schema and index fields of the first row (MindSpore's ``FetchMetaFromTensorRow``)."""
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
    return schema, index_fields


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

    Known difference: MindSpore lists the index fields in its hash map's order (so its header bytes may differ);
    mindshim lists them in column order. The rows and pages are the same.

    Raises:
        RuntimeError: (MindSpore's messages) with an encryption key set; if the folder is missing, a file or its
            ``.db`` exists, a column is a dict, a multi-dimensional string or bytes tensor, of an unsupported type,
            changes a dimension other than 0 between rows, or the dataset has no rows (the files created by then
            stay, without ``.db``).
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
    names = [n.translate(_PUNCT) for n in dataset.get_col_names()]
    schema = None
    previous: dict = {}
    try:
        for row in dataset.create_tuple_iterator(num_epochs=1, output_numpy=True):
            _check_shapes(names, row, previous)
            if schema is None:
                schema, index_fields = _schema_of(names, row)
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
