"""`mindspore.mindrecord.core.shardwriter`: writes rows into MindRecord shard files, page by page.

Layout (as MindSpore's C++ ShardWriter writes it): after the header area (``header_size`` bytes) come pages of
``page_size`` bytes, page ``p`` at ``header_size + p * page_size``. A blob page holds, per row, an 8-byte
little-endian length and the row's blob (several blob fields: each an 8-byte big-endian length and its bytes;
one blob field: its bytes alone; no blob field: 4 zero bytes). A raw page holds, per row, an 8-byte little-endian
length and the MessagePack of the row's non-blob fields (``{"id": 0}`` when every field is a blob field). When the
schema has an int32/int64 array field, int32/int64 blob fields are stored compressed (element count, a 2-bit width
per element, each element in 1/2/4/8 bytes). Row groups tie a run of raw rows to one blob page.
"""

from __future__ import annotations

from ... import _api
import os
import random
from typing import Any

import numpy as np

from ..common.exceptions import (
    MRMCommitError,
    MRMOpenError,
    MRMOpenForAppendError,
    MRMSetHeaderError,
    MRMWriteDatasetError,
)
from . import _msgpack
from .shardheader import BLOB, RAW, Page, ShardHeader
from .shardutils import MAX_HEADER_SIZE, MAX_PAGE_SIZE, MIN_HEADER_SIZE, MIN_PAGE_SIZE, SUCCESS, mr_error

__all__ = _api.names(__name__)

_INT_WIDTH = {"int32": 4, "int64": 8}
# The shards that take a batch's extra rows are drawn from the system's entropy, as MindSpore's std::random_device.
_URANDOM = random.SystemRandom()


def _compress_int(data: bytes, dtype: str) -> bytes:
    """MindRecord's integer compression of one int32/int64 blob column: the element count (4 bytes,
    big-endian), a 2-bit width code per element (4 per byte, first element in the high bits), then each element
    in 1/2/4/8 little-endian bytes (the smallest signed width that holds it)."""
    arr = np.frombuffer(data, dtype="<i4" if dtype == "int32" else "<i8").astype("<i8")
    n = arr.size
    codes = np.full(n, 3, np.uint8)
    for code, bits in ((2, 31), (1, 15), (0, 7)):
        codes[(arr >= -(1 << bits)) & (arr < (1 << bits))] = code
    padded = np.zeros(-(-n // 4) * 4, np.uint8)
    padded[:n] = codes
    quads = padded.reshape(-1, 4).astype(np.uint16)
    bitmap = ((quads[:, 0] << 6) | (quads[:, 1] << 4) | (quads[:, 2] << 2) | quads[:, 3]).astype(np.uint8)
    widths = np.left_shift(1, codes.astype(np.int64))
    body = arr.view(np.uint8).reshape(n, 8)[np.arange(8)[None, :] < widths[:, None]]
    return n.to_bytes(4, "big") + bitmap.tobytes() + body.tobytes()


def compress_blob(blob: bytes, schema: dict, blob_fields: list) -> bytes:
    """The stored form of a row blob when the schema has an integer array (int columns compressed)."""
    if len(blob_fields) == 1:
        return _compress_int(blob, schema[blob_fields[0]]["type"])
    out, pos = bytearray(), 0
    for f in blob_fields:
        n = int.from_bytes(blob[pos : pos + 8], "big")
        piece = blob[pos + 8 : pos + 8 + n]
        t = schema[f]["type"]
        if t in _INT_WIDTH:
            piece = _compress_int(piece, t)
        out += len(piece).to_bytes(8, "big") + piece
        pos += 8 + n
    return bytes(out)


def has_compressed_blob(schema: dict) -> bool:
    """Whether int32/int64 blob columns are stored compressed (the schema has an int32/int64 array field)."""
    return any(v["type"] in _INT_WIDTH and "shape" in v for v in schema.values())


class ShardWriter:
    """Writes raw rows into one MindRecord file set. Mirrors ``mindspore.mindrecord.core.shardwriter.ShardWriter``
    and the C++ writer it wraps: same page layout, row groups, header and compression, so the files read in
    MindSpore. A batch of ``n`` rows over ``k`` shards gives each shard a contiguous run of ``n // k`` rows, in
    shard order, and ``n % k`` shards picked at random (system entropy, unaffected by seeds) one row more, as
    MindSpore's writer does.

    Raises:
        MRMOpenError: if a file cannot be created.
        RuntimeError: (MindSpore's C++ message) if a file exists and ``override`` is False, for header/page sizes
            out of range or not a multiple of 4, or if a row does not fit in a page.
        MRMCommitError: if the header outgrows its area.
    """

    # The raw part of a row whose fields are all blobs: ``{"id": 0}`` from ``FileWriter``; ``Dataset.save``'s
    # writer (MindSpore's SaveToDisk) stores a null JSON (``0xc0``) instead.
    blob_only_raw: bytes = _msgpack.packb({"id": 0})
    # Whether a row whose only blob field is empty keeps an empty blob (``Dataset.save``) or has none (FileWriter).
    keep_empty_blob: bool = False

    def __init__(self) -> None:
        self._header: ShardHeader | None = None
        self._is_open = False
        self._paths: list = []
        self._files: list = []
        self._header_size = 1 << 24
        self._page_size = 1 << 25
        self._compression = 0

    @property
    def is_open(self) -> bool:
        """Whether the files are open."""
        return self._is_open

    @staticmethod
    def convert_np_types(val: Any) -> Any:
        """A numpy int32/int64/float32/float64 scalar as a Python number; anything else unchanged."""
        if isinstance(val, (np.int32, np.int64, np.float32, np.float64)):
            return val.item()
        return val

    def open(self, paths: list, override: bool) -> int:
        """Create the shard files ``paths`` (truncating them when ``override``).

        Raises:
            RuntimeError: if a file or its ``.db`` exists and ``override`` is False, or a directory is missing.
            MRMOpenError: if a file cannot be created.
        """
        if isinstance(paths, str):
            paths = [paths]
        real = [os.path.join(os.path.realpath(os.path.dirname(p) or "."), os.path.basename(p)) for p in paths]
        for p in real:
            if not os.path.isdir(os.path.dirname(p)):
                raise mr_error(
                    "Invalid dir, failed to get the realpath of mindrecord file dir. Please check path: "
                    + os.path.dirname(p),
                    "io/shard_writer.cc(51)",
                )
            if not override and (os.path.exists(p) or os.path.exists(p + ".db")):
                raise mr_error(
                    f"Invalid file, mindrecord files already exist. Please check file path: {p}.\nIf you do not "
                    "want to keep the files, set the 'overwrite' parameter to True and try again.",
                    "io/shard_writer.cc(107)",
                )
        for p in real:
            for q in (p, p + ".db"):
                if override and os.path.exists(q):
                    os.remove(q)
        try:
            self._files = [open(p, "w+b") for p in real]
        except OSError:
            raise MRMOpenError from None
        self._paths = real
        self._is_open = True
        return SUCCESS

    def open_for_append(self, path: str) -> int:
        """Open an existing file set (named by any of its files) to append rows.

        Raises:
            MRMOpenForAppendError: if the files cannot be read or opened.
        """
        try:
            from .shardheader import read_header

            js = read_header(path)
            d = os.path.dirname(os.path.realpath(path))
            paths = [os.path.join(d, a) for a in js["shard_addresses"]]
            hdr = ShardHeader.from_files(paths)
            self._files = [open(p, "r+b") for p in paths]
        except Exception:
            raise MRMOpenForAppendError from None
        self._paths = paths
        self._header = hdr
        self._header_size = hdr.header_size
        self._page_size = hdr.page_size
        self._compression = hdr.compression_size
        self._is_open = True
        return SUCCESS

    def set_header_size(self, header_size: int) -> int:
        """Set the header area size: a multiple of 4 in [16KB, 128MB].

        Raises:
            RuntimeError: otherwise (MindSpore's C++ message).
        """
        if not MIN_HEADER_SIZE <= header_size <= MAX_HEADER_SIZE:
            raise mr_error(
                f"Invalid data, header size: {header_size} should be in range [{MIN_HEADER_SIZE} bytes, "
                f"{MAX_HEADER_SIZE} bytes].",
                "io/shard_writer.cc(248)",
            )
        if header_size % 4:
            raise mr_error(
                f"Invalid data, header size {header_size} should be divided by four.", "io/shard_writer.cc(252)"
            )
        self._header_size = header_size
        if self._header is not None:
            self._header.header_size = header_size
        return SUCCESS

    def set_page_size(self, page_size: int) -> int:
        """Set the page size: a multiple of 4 in [32KB, 256MB].

        Raises:
            RuntimeError: otherwise (MindSpore's C++ message).
        """
        if not MIN_PAGE_SIZE <= page_size <= MAX_PAGE_SIZE:
            raise mr_error(
                f"Invalid data, page size: {page_size} should be in range [{MIN_PAGE_SIZE} bytes, {MAX_PAGE_SIZE} "
                "bytes].",
                "io/shard_writer.cc(260)",
            )
        if page_size % 4:
            raise mr_error(f"Invalid data, page size {page_size} should be divided by four.", "io/shard_writer.cc(264)")
        self._page_size = page_size
        if self._header is not None:
            self._header.page_size = page_size
        return SUCCESS

    def set_shard_header(self, shard_header: ShardHeader) -> int:
        """Use ``shard_header`` (schema, index fields) for the open files; without index fields, every
        string and scalar number field becomes one.

        Raises:
            MRMSetHeaderError: if the header has no schema.
        """
        try:
            schema = shard_header.schema
        except Exception:
            raise MRMSetHeaderError from None
        if not shard_header.index_fields:
            shard_header.index_fields = [
                k
                for k, v in schema.items()
                if v["type"] == "string" or (v["type"] in ("int32", "int64", "float32", "float64") and "shape" not in v)
            ]
        shard_header.header_size = self._header_size
        shard_header.page_size = self._page_size
        shard_header.shard_addresses = [os.path.basename(p) for p in self._paths]
        shard_header.pages = [[] for _ in self._paths]
        self._header = shard_header
        return SUCCESS

    def get_shard_header(self) -> ShardHeader | None:
        """The header set by :meth:`set_shard_header`, or None."""
        return self._header

    # ------------------------------------------------------------------ writing
    def _merge_blob(self, blob_data: dict) -> bytes:
        if len(blob_data) == 1:
            return bytes(next(iter(blob_data.values())))
        merged = bytearray()
        for field, v in blob_data.items():
            if isinstance(v, np.ndarray):
                v = v.astype(self._header.schema[field]["type"]).tobytes()
            merged += len(v).to_bytes(8, "big") + bytes(v)
        return bytes(merged)

    def write_raw_data(self, data: list, validate: bool = True, parallel_writer: bool = False) -> int:
        """Split rows into blob and raw parts and append them to the shards (contiguous runs, extras at random).

        Raises:
            RuntimeError: if ``data`` is empty or a row is larger than a page.
        """
        if data == []:
            raise RuntimeError(
                "There is no valid data which can be written by 'write_raw_data' to mindrecord file. "
                "Please check the abnormal input data indicated in the warning log above."
            )
        hdr = self._header
        schema = hdr.schema
        blob_fields = hdr.blob_fields
        raw_fields = [f for f in schema if f not in blob_fields]
        compress = has_compressed_blob(schema)
        blobs, raws = [], []
        for item in data:
            if blob_fields:
                blob = self._merge_blob({f: item[f] for f in blob_fields})
                if blob or self.keep_empty_blob:  # FileWriter: a row whose only blob field is empty has none
                    blobs.append(blob)
            row_raw = {f: self.convert_np_types(item[f]) for f in raw_fields if f in item}
            if row_raw:
                raws.append(_msgpack.packb(row_raw))
        if compress:
            stored = [compress_blob(b, schema, blob_fields) for b in blobs]
            self._compression += sum(len(b) for b in blobs) - sum(len(b) for b in stored)
            blobs = stored
        if not blobs and raws:
            blobs = [b"\x00\x00\x00\x00"] * len(raws)
        if blobs and not raws:
            raws = [self.blob_only_raw] * len(blobs)
        if len(raws) != len(blobs):
            raise MRMWriteDatasetError
        if not raws:
            return SUCCESS
        blob_sizes = [8 + len(b) for b in blobs]
        raw_sizes = [8 + len(r) for r in raws]
        for sizes, kind, line in ((raw_sizes, "raw", 1163), (blob_sizes, "blob", 1175)):
            if max(sizes) > self._page_size:
                raise mr_error(
                    f"Invalid data, Page size: {self._page_size} is too small to save a {kind} row. Please try to use "
                    "the mindrecord api 'set_page_size(value)' to enable larger page size, and the value range is in "
                    f"[{MIN_PAGE_SIZE} bytes, {MAX_PAGE_SIZE} bytes].",
                    f"io/shard_writer.cc({line})",
                    syntax=True,
                )
        n, k = len(blobs), len(self._paths)
        per, extra = divmod(n, k)
        # MindSpore's BreakIntoShards: each shard takes a contiguous run of ``n // k`` rows, in shard order, and
        # ``n % k`` shards drawn at random from /dev/urandom (no seed applies) take one row more.
        lucky = set(_URANDOM.sample(range(k), extra)) if extra else ()
        start = 0
        for sid in range(k):
            end = start + per + (1 if sid in lucky else 0)
            if end > start:
                self._write_by_shard(
                    sid, blobs[start:end], raws[start:end], blob_sizes[start:end], raw_sizes[start:end]
                )
            start = end
        return SUCCESS

    def _write_at(self, sid: int, offset: int, data: bytes) -> None:
        f = self._files[sid]
        f.seek(offset)
        f.write(data)

    def _page_offset(self, page_id: int) -> int:
        return self._header_size + self._page_size * page_id

    def _write_by_shard(self, sid, blobs, raws, bsz, rsz) -> None:
        hdr, psize = self._header, self._page_size
        pages = hdr.shard_pages(sid)
        last_raw = hdr.last_page(sid, RAW)
        last_blob = hdr.last_page(sid, BLOB)
        # cut rows into groups: group 0 goes to the last blob page, each later group to a new blob page
        n_blob = last_blob.page_size if last_blob else 0
        n_raw = last_raw.page_size - last_raw.row_group_ids[-1][1] if last_raw and last_raw.row_group_ids else 0
        groups, gstart = [], 0
        for i in range(len(blobs)):
            if n_blob == 0 or n_blob + bsz[i] > psize or n_raw + rsz[i] > psize:
                groups.append((gstart, i))
                gstart, n_blob, n_raw = i, bsz[i], rsz[i]
            else:
                n_blob += bsz[i]
                n_raw += rsz[i]
        groups.append((gstart, len(blobs)))

        def blob_chunk(g):
            return b"".join(len(blobs[j]).to_bytes(8, "little") + blobs[j] for j in range(*g))

        def raw_chunk(g):
            return b"".join(len(raws[j]).to_bytes(8, "little") + raws[j] for j in range(*g))

        g0 = groups[0]
        if g0[0] != g0[1]:
            self._write_at(sid, self._page_offset(last_blob.page_id) + last_blob.page_size, blob_chunk(g0))
            last_blob.page_size += sum(bsz[g0[0] : g0[1]])
            last_blob.end_row_id += g0[1] - g0[0]
        page_id = hdr.last_page_id(sid)
        type_id = last_blob.page_type_id if last_blob else -1
        row = last_blob.end_row_id if last_blob else 0
        for g in groups[1:]:
            page_id += 1
            type_id += 1
            self._write_at(sid, self._page_offset(page_id), blob_chunk(g))
            pages.append(Page(page_id, sid, BLOB, type_id, row, row + g[1] - g[0], [(0, 0)], sum(bsz[g[0] : g[1]])))
            row += g[1] - g[0]
        # shift the last raw row group to a new raw page when group 0 does not fit behind it
        if g0[0] != g0[1]:
            last_size = last_raw.page_size if last_raw else 0
            if sum(rsz[g0[0] : g0[1]]) + last_size > psize:
                gid, off = last_raw.row_group_ids[-1]
                shift = last_raw.page_size - off
                f = self._files[sid]
                f.seek(self._page_offset(last_raw.page_id) + off)
                buf = f.read(shift)
                new_id = hdr.last_page_id(sid) + 1
                self._write_at(sid, self._page_offset(new_id), buf)
                last_raw.page_size = off
                last_raw.row_group_ids.pop()
                new = Page(new_id, sid, RAW, last_raw.page_id + 1, 0, 0, [(gid, 0)], shift)
                pages.append(new)
                last_raw = new
        # write the raw rows group by group
        last_gid = last_raw.row_group_ids[-1][0] if last_raw and last_raw.row_group_ids else -1
        for i, g in enumerate(groups):
            if g[0] == g[1]:
                continue
            size = sum(rsz[g[0] : g[1]])
            if last_raw is None or last_raw.page_size + size > psize:
                type_id = last_raw.page_id + 1 if last_raw else 0
                last_raw = Page(hdr.last_page_id(sid) + 1, sid, RAW, type_id, 0, 0, [], 0)
                pages.append(last_raw)
            nbytes = last_raw.page_size
            self._write_at(sid, self._page_offset(last_raw.page_id) + nbytes, raw_chunk(g))
            if i > 0:
                last_gid += 1
                last_raw.row_group_ids.append([last_gid, nbytes])
            last_raw.page_size = nbytes + size

    def commit(self) -> int:
        """Write each shard's header and close the files.

        Raises:
            MRMCommitError: if a header is larger than the header area.
        """
        hdr = self._header
        hdr.compression_size = self._compression
        for sid, f in enumerate(self._files):
            data = hdr.serialize(sid).encode("utf-8")
            if len(data) + 8 > self._header_size:
                raise MRMCommitError
            f.seek(0)
            f.write(len(data).to_bytes(8, "little") + data)
            f.close()
        self._files = []
        return SUCCESS

    def close(self) -> None:
        """Close the files without writing headers (what an aborted write leaves: the files, no ``.db``)."""
        for f in self._files:
            f.close()
        self._files = []
        self._is_open = False

    @property
    def paths(self) -> list:
        """Full paths of the shard files."""
        return list(self._paths)
