"""`mindspore.mindrecord.core.shardutils`: MindRecord constants, file-name and parameter checks, row assembly."""

from __future__ import annotations

from ... import _api
import os
from functools import wraps
from inspect import signature
from typing import Any, Callable

import numpy as np

from ..common.exceptions import MRMUnsupportedSchemaError, ParamValueError

__all__ = _api.names(__name__)


class MSRStatus(int):
    """The status values ``SUCCESS`` (0) and ``FAILED`` (1) of the MindRecord C++ API: ints that print as
    ``MSRStatus.SUCCESS`` with ``name``/``value``, like MindSpore's pybind enum."""

    @property
    def name(self) -> str:
        """``"SUCCESS"`` or ``"FAILED"``."""
        return "SUCCESS" if self == 0 else "FAILED"

    @property
    def value(self) -> int:
        """0 or 1."""
        return int(self)

    def __repr__(self) -> str:
        return f"<MSRStatus.{self.name}: {int(self)}>"

    def __str__(self) -> str:
        return f"MSRStatus.{self.name}"


SUCCESS = MSRStatus(0)
FAILED = MSRStatus(1)
MIN_HEADER_SIZE = 1 << 14
MAX_HEADER_SIZE = 1 << 27
MIN_PAGE_SIZE = 1 << 15
MAX_PAGE_SIZE = 1 << 28
DEFAULT_HEADER_SIZE = 1 << 24
DEFAULT_PAGE_SIZE = 1 << 25
MIN_SHARD_COUNT = 1
MAX_SHARD_COUNT = 1000
MIN_CONSUMER_COUNT = 1
MIN_FILE_SIZE = 8


def MAX_CONSUMER_COUNT() -> int:  # MindSpore's name; a function there too
    """The most reader workers: the number of CPU cores."""
    return os.cpu_count() or 1


VALUE_TYPE_MAP = {
    "int": ["int32", "int64"],
    "float": ["float32", "float64"],
    "str": "string",
    "bytes": "bytes",
    "int32": "int32",
    "int64": "int64",
    "float32": "float32",
    "float64": "float64",
    "ndarray": ["int32", "int64", "float32", "float64"],
}
VALID_ATTRIBUTES = ["int32", "int64", "float32", "float64", "string", "bytes"]
VALID_ARRAY_ATTRIBUTES = ["int32", "int64", "float32", "float64"]


_RULE = "-" * 66


def mr_error(message: str, where: str, syntax: bool = False, internal: bool = False) -> RuntimeError:
    """The RuntimeError MindSpore's C++ MindRecord code raises: its frame, ``[ERROR] message`` and the C++ source
    location ``where`` (e.g. ``"io/shard_writer.cc(248)"``) under ``mindspore/ccsrc/minddata/mindrecord/``;
    ``internal`` adds the "Framework Unexpected Exception Raised" section of MindSpore's internal errors."""
    head = (
        "Syntax error."
        if syntax
        else "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'."
    )
    extra = ""
    if internal:
        extra = (
            f"{_RULE}\n- Framework Unexpected Exception Raised: \n{_RULE}\nThis exception is caused by framework's "
            "unexpected error. Please create an issue at https://atomgit.com/mindspore/mindspore/issues to get help."
            "\n\n"
        )
        message = f"[Internal ERROR] {message}"
    return RuntimeError(
        f"{head} \n\n{extra}{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] {message}\n\n{_RULE}\n"
        f"- C++ Call Stack: (For framework developers) \n{_RULE}\nmindspore/ccsrc/minddata/mindrecord/{where}.\n\n"
    )


def check_filename(path: Any, arg_name: str = "") -> bool:
    """Check a MindRecord file path as MindSpore does.

    Raises:
        ParamValueError: if ``path`` is empty or not a str, ends with '/', its file name has one of
            ``\\/:*?"<>|`&';`` or starts/ends with a space.
    """
    arg_name = "File path" if arg_name == "" else f"'{arg_name}'"
    if not path:
        raise ParamValueError(f"{arg_name} is not allowed None or empty!")
    if not isinstance(path, str):
        raise ParamValueError(f"File path: {path} is not string.")
    if path.endswith("/"):
        raise ParamValueError("File path can not end with '/'")
    file_name = os.path.basename(path)
    if set(file_name) & set("\\/:*?\"<>|`&';"):
        raise ParamValueError(r"File name should not contains \/:*?\"<>|`&;\'")
    if file_name.startswith(" ") or file_name.endswith(" "):
        raise ParamValueError("File name should not start/end with space.")
    return True


def check_parameter(func: Callable) -> Callable:
    """Decorator checking the ``file_name`` (str or list) and ``num_consumer`` arguments a caller passed.

    Raises:
        ParamValueError: for a bad file name, or a ``num_consumer`` that is None, not an int, or outside
            [1, number of CPU cores].
    """
    sig = signature(func)

    @wraps(func)
    def wrapper(*args, **kw):
        bound = sig.bind(*args, **kw)
        for name, value in bound.arguments.items():
            if name == "file_name":
                for f in value if isinstance(value, list) else [value]:
                    check_filename(f)
            if name == "num_consumer":
                if value is None:
                    raise ParamValueError("Parameter num_consumer is None.")
                if not isinstance(value, int):
                    raise ParamValueError("Parameter num_consumer is not int.")
                if value < MIN_CONSUMER_COUNT or value > MAX_CONSUMER_COUNT():
                    raise ParamValueError(
                        f"Parameter num_consumer: {value} should between {MIN_CONSUMER_COUNT} and "
                        f"{MAX_CONSUMER_COUNT()}."
                    )
        return func(*args, **kw)

    return wrapper


def populate_data(raw: dict | None, blob: dict, columns: list | None, blob_fields: list, schema: dict) -> dict:
    """Rebuild a row from its raw values and blob columns: bytes fields stay ``bytes``, shaped fields become
    ndarrays of their schema type and shape. Mirrors ``mindspore.mindrecord.core.shardutils.populate_data``.

    Raises:
        MRMUnsupportedSchemaError: if a blob does not fit its schema shape.
    """
    raw = {k: v for k, v in raw.items() if k in schema} if raw else {}
    if not blob_fields:
        return raw
    loaded = [c for c in columns if c in blob_fields] if columns else blob_fields
    for field in loaded:
        data = bytes(blob[field])
        shape = schema[field].get("shape", [])
        if shape:
            try:
                raw[field] = np.reshape(np.frombuffer(data, dtype=schema[field]["type"]), shape)
            except ValueError:
                raise MRMUnsupportedSchemaError("Shape in schema is illegal.") from None
        else:
            raw[field] = data
    return raw
