"""`mindspore.mindrecord.core.shardreader`: reads samples from MindRecord shard files.

A file set is opened from one file name (all shards listed in its header's ``shard_addresses``, found beside it)
or from a list of shard files (only those, in that order). Samples come shard after shard, in row-id order,
located through the page table; blob columns are split and int columns decompressed as MindSpore stores them.
"""

from __future__ import annotations

from ... import _api
import os

import numpy as np

from . import _msgpack
from .shardheader import ShardHeader, read_header
from .shardindexgenerator import row_locations
from .shardutils import mr_error
from .shardwriter import has_compressed_blob

__all__ = _api.names(__name__)


def _uncompress_int(data: bytes, dtype: str) -> bytes:
    """The native int32/int64 bytes of a column stored with MindRecord's integer compression."""
    n = int.from_bytes(data[:4], "big")
    nbits = (n + 3) // 4
    bitmap = np.frombuffer(data, np.uint8, nbits, 4)
    codes = np.stack([(bitmap >> s) & 3 for s in (6, 4, 2, 0)], axis=1).reshape(-1)[:n].astype(np.int64)
    widths = np.left_shift(1, codes)
    starts = 4 + nbits + np.concatenate(([0], np.cumsum(widths)[:-1])) if n else np.zeros(0, np.int64)
    raw = np.frombuffer(data, np.uint8)
    out = np.zeros(n, np.int64)
    for code, typ in enumerate(("<i1", "<i2", "<i4", "<i8")):
        sel = np.nonzero(codes == code)[0]
        if sel.size:
            w = 1 << code
            idx = starts[sel][:, None] + np.arange(w)[None, :]
            out[sel] = raw[idx].copy().view(typ).reshape(-1)
    return out.astype("<i4" if dtype == "int32" else "<i8").tobytes()


def split_blob(blob: bytes, schema: dict, blob_fields: list, compressed: bool) -> dict:
    """The bytes of each blob field of one stored row blob (int columns decompressed to native width)."""
    if not blob_fields:
        return {}
    if len(blob_fields) == 1:
        parts = {blob_fields[0]: blob}
    else:
        parts, pos = {}, 0
        for f in blob_fields:
            n = int.from_bytes(blob[pos : pos + 8], "big")
            parts[f] = blob[pos + 8 : pos + 8 + n]
            pos += 8 + n
    if compressed:
        for f, v in parts.items():
            t = schema[f]["type"]
            if t in ("int32", "int64"):
                parts[f] = _uncompress_int(v, t)
    return parts


def check_input_files(file_name: str | list) -> None:
    """MindSpore's check of each given data file and its ``.db`` index before opening.

    Raises:
        RuntimeError: ``The input: <file> is not exists.`` / ``... should be a regular file.``
    """
    for f in file_name if isinstance(file_name, list) else [file_name]:
        for path in (f, f + ".db"):
            if not os.path.exists(path):
                raise RuntimeError(f"The input: {path} is not exists.")
            if not os.path.isfile(path):
                raise RuntimeError(f"The input: {path} should be a regular file.")


def _header_of(path: str, given: str) -> dict:
    try:
        return read_header(path)
    except RuntimeError:
        raise mr_error(
            "Invalid file, the size of mindrecord file header is larger than the upper limit. \nThe invalid "
            f"mindrecord file is [{given}]. \nPlease use 'FileWriter' to generate valid mindrecord files.",
            "meta/shard_header.cc(113)",
        ) from None


def resolve_paths(file_name: str | list) -> list:
    """Shard file paths of a file set: every shard named in the header of ``file_name`` (a str), or the list.

    Raises:
        RuntimeError: if a file is missing or not a MindRecord file.
    """
    if isinstance(file_name, str):
        path = os.path.realpath(file_name)
        js = _header_of(path, file_name)
        d = os.path.dirname(path)
        paths = [os.path.join(d, a) for a in js.get("shard_addresses") or [os.path.basename(path)]]
    else:
        paths = [os.path.realpath(p) for p in file_name]
        for p, given in zip(paths, file_name):
            _header_of(p, given)
    for p in paths:
        if not os.path.isfile(p):
            raise RuntimeError(
                f"Invalid file, failed to open files for reading mindrecord files. Please check file path: {p}."
            )
    return paths


class MindRecordFiles:
    """An opened MindRecord file set with random access to its samples: ``schema``, ``blob_fields``,
    ``__len__``, ``raw(i)`` (the raw field dict) and ``blob(i)`` (the blob field bytes)."""

    def __init__(self, file_name: str | list) -> None:
        self.paths = resolve_paths(file_name)
        self.header = ShardHeader.from_files(self.paths)
        self.schema = self.header.schema
        self.blob_fields = self.header.blob_fields
        self._compressed = has_compressed_blob(self.schema)
        self._locs = []
        for sid, p in enumerate(self.paths):
            with open(p, "rb") as f:
                self._locs += [(sid, loc) for loc in row_locations(self.header, sid, f=f)]
        self._files: dict = {}

    def __len__(self) -> int:
        return len(self._locs)

    def _read(self, sid: int, page: int, start: int, end: int) -> bytes:
        f = self._files.get(sid)
        if f is None:
            f = self._files[sid] = open(self.paths[sid], "rb")
        f.seek(self.header.header_size + self.header.page_size * page + start + 8)
        return f.read(end - start - 8)

    def raw(self, i: int) -> dict:
        """The non-blob fields of sample ``i`` (the dummy id of an all-blob schema left out; ``Dataset.save``
        stores a null there)."""
        sid, loc = self._locs[i]
        raw = _msgpack.unpackb(self._read(sid, loc[1], loc[2], loc[3]))
        return {k: v for k, v in raw.items() if k in self.schema} if raw else {}

    def blob(self, i: int) -> dict:
        """The blob fields of sample ``i`` as bytes."""
        sid, loc = self._locs[i]
        return split_blob(self._read(sid, loc[5], loc[6], loc[7]), self.schema, self.blob_fields, self._compressed)

    def close(self) -> None:
        """Close the open files."""
        for f in self._files.values():
            f.close()
        self._files = {}

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass


class ShardReader:
    """Reads the samples of a file set in batches. Mirrors ``mindspore.mindrecord.core.shardreader.ShardReader``.

    Raises:
        RuntimeError: if the files are not MindRecord files, or for a column not in the schema.
    """

    def __init__(self) -> None:
        self._set: MindRecordFiles | None = None
        self._columns = None
        self._pos = 0

    def open(self, file_name: str | list, num_consumer: int = 4, columns: list | None = None, operator=None) -> int:
        """Open the file set of ``file_name`` (a str: all its shards; a list: those files)."""
        self._set = MindRecordFiles(file_name)
        for c in columns or []:
            if c not in self._set.schema:
                raise mr_error(
                    f"Invalid data, column name: {c} can not found in schema. Please check the 'column_list'.",
                    "io/shard_reader.cc(256)",
                )
        self._columns = columns
        return 0

    def launch(self) -> int:
        """Start reading (returns 0)."""
        self._pos = 0
        return 0

    def get_header(self) -> ShardHeader:
        """The header of the file set."""
        return self._set.header

    def get_next(self) -> list:
        """The next batch of ``(blob dict, raw dict)`` pairs; an empty list at the end."""
        s = self._set
        out = []
        end = min(self._pos + 32, len(s))
        for i in range(self._pos, end):
            raw = s.raw(i)
            if self._columns:
                raw = {k: v for k, v in raw.items() if k in self._columns}
            out.append((s.blob(i), raw))
        self._pos = end
        return out

    def len(self) -> int:
        """The number of samples."""
        return len(self._set)

    def close(self) -> None:
        """Close the files."""
        if self._set is not None:
            self._set.close()
