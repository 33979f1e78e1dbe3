"""`mindspore.mindrecord.filewriter`: FileWriter, writing user rows into MindRecord files."""

from __future__ import annotations

from .. import _api
import os
import re
import stat
from typing import Any

import numpy as np

from .. import log as logger
from .common.exceptions import MRMDefineIndexError, MRMInvalidSchemaError, ParamTypeError, ParamValueError
from .config import _check_no_encryption, _get_enc_key
from .core.shardheader import ShardHeader
from .core.shardindexgenerator import ShardIndexGenerator
from .core.shardutils import (
    MAX_SHARD_COUNT,
    MIN_SHARD_COUNT,
    VALID_ARRAY_ATTRIBUTES,
    VALID_ATTRIBUTES,
    VALUE_TYPE_MAP,
    check_filename,
)
from .core.shardwriter import ShardWriter

__all__ = _api.names(__name__)


class FileWriter:
    """Writes user rows into MindRecord files readable by MindSpore (``shard_num`` files ``file_name0``,
    ``file_name1``, ... when ``shard_num`` > 1, each with its ``.db`` index). Use ``add_schema``, optionally
    ``add_index``, ``write_raw_data`` (lists of dicts) and ``commit``. Mirrors ``mindspore.mindrecord.FileWriter``.

    Schema field types: int32, int64, float32, float64, string, bytes, and int32/int64/float32/float64 arrays with
    a ``shape`` (``-1`` for one free dimension). Rows that do not match the schema are dropped with a warning.

    With ``write_raw_data(..., parallel_writer=True)`` (as in MindSpore) each batch goes whole to the next shard
    file in turn, every file is a set of its own, and header/page sizes are the defaults.

    Known differences: ``parallel_writer=True`` writes in this process (MindSpore uses worker processes, so a bad
    batch raises its error here directly); encryption (``set_enc_key``) is not
    supported.

    Without ``parallel_writer``, each batch is spread over the shards as MindSpore does: every shard takes a
    contiguous run of ``len(batch) // shard_num`` rows, in shard order, and ``len(batch) % shard_num`` shards drawn
    at random (from system entropy; no seed applies, as in MindSpore) take one row more. ``MindDataset`` (no
    shuffle) reads the set shard after shard.

    Raises:
        ParamValueError: if ``file_name``, ``shard_num`` or ``overwrite`` is invalid.
    """

    def __init__(self, file_name: str, shard_num: int = 1, overwrite: bool = False) -> None:
        check_filename(file_name)
        self._file_name = file_name
        if shard_num is None:
            raise ParamValueError("Parameter shard_num is None.")
        if not isinstance(shard_num, int):
            raise ParamValueError("Parameter shard_num's type is not int.")
        if shard_num < MIN_SHARD_COUNT or shard_num > MAX_SHARD_COUNT:
            raise ParamValueError(
                f"Parameter shard_num's value: {shard_num} should between {MIN_SHARD_COUNT} and {MAX_SHARD_COUNT}."
            )
        if not isinstance(overwrite, bool):
            raise ParamValueError("Parameter overwrite's type is not bool.")
        self._shard_num = shard_num
        self._index_generator = True
        width = len(str(shard_num - 1))
        if shard_num == 1:
            self._paths = [file_name]
        else:
            if _get_enc_key() is not None:
                raise RuntimeError("When encode mode is enabled, the automatic sharding function is unavailable.")
            self._paths = [f"{file_name}{str(x).rjust(width, '0')}" for x in range(shard_num)]
        self._overwrite = overwrite
        self._append = False
        self._flush = False
        self._header = ShardHeader()
        self._writer = ShardWriter()
        self._parallel_writer = None
        self._writers = None  # parallel mode: one writer per shard file, each file its own set
        self._workers_loop_index = 0

    @classmethod
    def open_for_append(cls, file_name: str) -> FileWriter:
        """Open an existing MindRecord file set (named by any of its files) to append rows.

        Raises:
            ParamValueError: for a bad file name. MRMOpenForAppendError: if the files cannot be opened.
        """
        check_filename(file_name)
        instance = cls("append")
        instance._append = True
        instance._file_name = file_name
        instance._writer.open_for_append(file_name)
        instance._header = instance._writer.get_shard_header()
        instance._paths = instance._writer.paths
        return instance

    def add_schema(self, content: dict, desc: str | None = None) -> None:
        """Set the schema (``{field: {"type": ..., ["shape": [...]]}}``) and its description.

        Raises:
            MRMInvalidSchemaError: if the schema is invalid (message as MindSpore's).
            MRMAddSchemaError: if a schema was already added.
        """
        ok, error = self._validate_schema(content)
        if not ok:
            raise MRMInvalidSchemaError(error)
        self._header.add_schema(self._header.build_schema(content, desc))

    def add_index(self, index_fields: list) -> None:
        """Select index fields (primitive fields of the schema); without this call every string and scalar
        number field is indexed.

        Raises:
            ParamTypeError: if ``index_fields`` is empty, not a list, or has a non-str item.
            MRMDefineIndexError: for a blob (bytes or array) field. MRMGetMetaError: before ``add_schema``.
            RuntimeError: for a field not in the schema (MindSpore's C++ message).
        """
        if not index_fields or not isinstance(index_fields, list):
            raise ParamTypeError("index_fields", "list")
        for field in index_fields:
            if field in self._header.blob_fields:
                raise MRMDefineIndexError(f"Failed to set field {field} since it's not primitive type.")
            if not isinstance(field, str):
                raise ParamTypeError("index field", "str")
        self._header.add_index_fields(index_fields)

    def write_raw_data(self, raw_data: list, parallel_writer: bool = False) -> None:
        """Validate rows against the schema (invalid rows are dropped with a warning) and write them.

        Raises:
            TypeError: if ``parallel_writer`` is not bool. ParamTypeError: if ``raw_data`` is not a list of dicts.
            RuntimeError: after ``commit``, when ``parallel_writer`` changes, or when no valid row is left.
            RuntimeError: if the files exist and ``overwrite`` is False, or a row is larger than a page.
        """
        if not isinstance(parallel_writer, bool):
            raise TypeError("The parameter `parallel_writer` must be bool.")
        if self._parallel_writer is None:
            self._parallel_writer = parallel_writer
        if self._parallel_writer != parallel_writer:
            raise RuntimeError("The parameter `parallel_writer` must be consistent during use.")
        if parallel_writer:
            self._open_parallel()
            if not isinstance(raw_data, list):
                raise ParamTypeError("raw_data", "list")
            for each_raw in raw_data:
                if not isinstance(each_raw, dict):
                    raise ParamTypeError("raw_data item", "dict")
            self._verify_based_on_schema(raw_data)
            self._writers[self._workers_loop_index].write_raw_data(raw_data, True, True)
            self._workers_loop_index = (self._workers_loop_index + 1) % len(self._paths)
            return
        self._open()
        if not isinstance(raw_data, list):
            raise ParamTypeError("raw_data", "list")
        if self._flush and not self._append:
            raise RuntimeError(
                "Not allowed to call `write_raw_data` on flushed MindRecord files."
                "When creating new MindRecord files, please remove `commit` before "
                "`write_raw_data`. In other cases, when appending to existing MindRecord files, "
                "please call `open_for_append` first and then `write_raw_data`."
            )
        for each_raw in raw_data:
            if not isinstance(each_raw, dict):
                raise ParamTypeError("raw_data item", "dict")
        self._verify_based_on_schema(raw_data)
        self._writer.write_raw_data(raw_data, True, parallel_writer)

    def _open_parallel(self) -> None:
        # MindSpore's parallel mode: a fresh writer per shard file (default header/page sizes), each file a set
        # of its own; batches go to the files in turn.
        _check_no_encryption()
        if self._writers is None:
            self._writers = []
            for path in self._paths:
                w = ShardWriter()
                w.open([path], self._overwrite)
                w.set_shard_header(ShardHeader(self._header))
                self._writers.append(w)

    def _open(self) -> None:
        _check_no_encryption()
        if not self._writer.is_open:
            self._writer.open(self._paths, self._overwrite)
        if not self._writer.get_shard_header():
            self._writer.set_shard_header(self._header)

    def set_header_size(self, header_size: int) -> None:
        """Set the header area size in bytes: a multiple of 4 in [16KB, 128MB] (default 16MB).

        Raises:
            RuntimeError: otherwise (MindSpore's C++ message).
        """
        self._writer.set_header_size(header_size)

    def set_page_size(self, page_size: int) -> None:
        """Set the page size in bytes: a multiple of 4 in [32KB, 256MB] (default 32MB).

        Raises:
            RuntimeError: otherwise (MindSpore's C++ message).
        """
        self._writer.set_page_size(page_size)

    def commit(self) -> None:
        """Flush the rows to disk, write the headers and the ``.db`` index files (a commit without rows is
        allowed).

        Raises:
            RuntimeError: if the files exist and ``overwrite`` is False. MRMCommitError: if a header is too large.
        """
        if not self._parallel_writer:
            self._flush = True
            self._open()
            self._writer.commit()
            firsts = [self._paths[0]]
        else:
            self._open_parallel()
            for w in self._writers:
                w.commit()
            firsts = list(self._paths)
        if self._index_generator:
            for first in firsts:
                gen = ShardIndexGenerator(os.path.realpath(first), self._append)
                gen.build()
                gen.write_to_db()
        for item in self._paths:
            for p in (item, item + ".db"):
                if os.path.exists(p):
                    os.chmod(p, stat.S_IRUSR | stat.S_IWUSR)

    # ------------------------------------------------------------------ validation (as MindSpore's Python code)
    def _validate_array(self, k: str, v: dict) -> tuple:
        if v["type"] not in VALID_ARRAY_ATTRIBUTES:
            return False, f"Field '{k}' contain illegal attribute '{v['type']}'."
        if "shape" in v:
            if not isinstance(v["shape"], list):
                return False, f"Field '{k}' contain illegal attribute '{v['shape']}'."
        else:
            return False, f"Field '{v}' contains illegal attributes."
        return True, ""

    def _verify_based_on_schema(self, raw_data: list) -> None:
        errors: dict = {}
        schema = self._header.schema
        for field in schema:
            for i, v in enumerate(raw_data):
                if i in errors:
                    continue
                if field not in v:
                    errors[i] = f"for schema, {i} th data is wrong, there is not field: '{field}' in the raw data."
                    continue
                field_type = type(v[field]).__name__
                if field_type not in VALUE_TYPE_MAP:
                    errors[i] = (
                        f"for schema, {i} th data is wrong, data type: '{field_type}' for field: '{field}' is not "
                        "matched."
                    )
                    continue
                if schema[field]["type"] not in VALUE_TYPE_MAP[field_type]:
                    errors[i] = (
                        f"for schema, {i} th data is wrong, data type: '{schema[field]['type']}' for field: "
                        f"'{field}' is not matched."
                    )
                    continue
                if field_type == "ndarray":
                    if "shape" not in schema[field]:
                        errors[i] = (
                            f"for schema, {i} th data is wrong, data shape for field: '{field}' is not specified."
                        )
                    elif schema[field]["type"] != str(v[field].dtype):
                        errors[i] = (
                            f"for schema, {i} th data is wrong, data type: '{v[field].dtype}' for field: '{field}' "
                            "is not matched."
                        )
                    else:
                        try:
                            np.reshape(v[field], schema[field]["shape"])
                        except ValueError:
                            errors[i] = (
                                f"for schema, {i} th data is wrong, data shape: '{v[field].shape}' for field: "
                                f"'{field}' is not matched."
                            )
        for i, msg in sorted(errors.items(), reverse=True):
            raw_data.pop(i)
            logger.warning(msg)

    def _validate_schema(self, content: Any) -> tuple:
        if not content:
            return False, "Schema content is empty."
        if not isinstance(content, dict):
            return False, "Schema content should be dict."
        for k, v in content.items():
            if not re.match(r"^[0-9a-zA-Z\_]+$", k):
                return False, f"Field '{k}' should be composed of '0-9' or 'a-z' or 'A-Z' or '_'."
            if v and isinstance(v, dict):
                if len(v) == 1 and "type" in v:
                    if v["type"] not in VALID_ATTRIBUTES:
                        return False, f"Field '{k}' contain illegal attribute '{v['type']}'."
                elif len(v) == 2 and "type" in v:
                    ok, err = self._validate_array(k, v)
                    if not ok:
                        return ok, err
                else:
                    return False, f"Field '{v}' contains illegal attributes."
            else:
                return False, f"Field '{k}' should be dict."
        return True, ""
