"""`mindspore.mindrecord.filereader`: FileReader, reading rows back from MindRecord files."""

from __future__ import annotations

from .. import _api
import logging
import math
from typing import Any, Iterator

from .common.exceptions import ParamTypeError
from .config import _check_no_encryption
from .core.shardheader import ShardHeader
from .core.shardreader import ShardReader, check_input_files
from .core.shardutils import check_parameter, populate_data

__all__ = _api.names(__name__)


def _py_value(v: Any) -> Any:
    """A raw field value as MindSpore hands it to Python: a float whose distance above its floor is under 1e-7
    becomes an int by truncation through int64 (2.0 -> 2, 3.0000000001 -> 3, -2.99999999995 -> -2, 1e-9 -> 0;
    beyond int64, e.g. 1e30, -9223372036854775808); other floats, inf and NaN stay floats."""
    if isinstance(v, float) and math.isfinite(v) and v - math.floor(v) < 1e-7:
        if not -(2.0**63) <= v < 2.0**63:
            return -(2**63)
        return int(v)
    return v


class FileReader:
    """Reads the rows of MindRecord files as dicts: raw fields as Python int/float/str, bytes fields as ``bytes``,
    array fields as ndarrays of their schema dtype and shape. ``file_name``: one file (all files of its set are
    read) or a list of files (only those). ``columns`` selects fields. Mirrors ``mindspore.mindrecord.FileReader``.

    Known differences: ``num_consumer`` only gets checked (reading is sequential); encrypted files are not read.

    Raises:
        ParamValueError: for a bad file name or ``num_consumer``. ParamTypeError: if ``columns`` is not a list.
        RuntimeError: if a file or its ``.db`` does not exist, or a file is not a MindRecord file.
    """

    @check_parameter
    def __init__(self, file_name: str | list, num_consumer: int = 4, columns: list | None = None, operator=None):
        if operator is not None:
            logging.getLogger("mindspore").warning("The parameter 'operator' will be deprecated in a future version.")
        if columns:
            if not isinstance(columns, list):
                raise ParamTypeError("columns", "list")
            self._columns = columns
        else:
            self._columns = None
        _check_no_encryption()
        check_input_files(file_name)
        self._file_name = file_name
        self._closed = False
        self._reader = ShardReader()
        self._reader.open(file_name, num_consumer, columns, operator)
        self._header = ShardHeader(self._reader.get_header())
        self._reader.launch()

    def get_next(self) -> Iterator[dict]:
        """Yield the rows one dict at a time (keys: the selected columns).

        Raises:
            MRMUnsupportedSchemaError: if an array does not fit its schema shape.
        """
        batch = self._reader.get_next()
        while batch:
            for blob, raw in batch:
                raw = {k: _py_value(v) for k, v in raw.items()}
                yield populate_data(raw, blob, self._columns, self._header.blob_fields, self._header.schema)
            batch = self._reader.get_next()

    def close(self) -> None:
        """Close the files."""
        if not self._closed:
            self._reader.close()
            self._closed = True

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def schema(self) -> dict:
        """The schema ``{field: {"type", ["shape"]}}``."""
        return self._header.schema

    def len(self) -> int:
        """The number of samples."""
        return self._reader.len()
