"""`mindspore.mindrecord.core.shardheader`: the MindRecord header (schema, index fields, page table) and its JSON.

On disk every shard file starts with an 8-byte little-endian length and the header JSON (no spaces, keys in
MindSpore's order), padded to ``header_size``; pages of ``page_size`` bytes follow. Only the pages of that shard
are listed in its header; ``shard_addresses`` names all shard files of the set (base names).
"""

from __future__ import annotations

from ... import _api
import json
import os
import struct
from typing import Any

from ..common.exceptions import MRMAddIndexError, MRMAddSchemaError, MRMGetMetaError, MRMOpenError
from .shardutils import DEFAULT_HEADER_SIZE, DEFAULT_PAGE_SIZE, MIN_FILE_SIZE, mr_error

__all__ = _api.names(__name__)

BLOB = "BLOB_DATA"
RAW = "RAW_DATA"


class Page:
    """One page of a shard: a BLOB_DATA page holds rows ``[start_row_id, end_row_id)``; a RAW_DATA page holds the
    raw (msgpack) rows of its row groups ``[(group id, byte offset)]``, group ``g`` matching the blob page whose
    ``page_type_id`` is ``g``."""

    __slots__ = ("page_id", "shard_id", "page_type", "page_type_id", "start_row_id", "end_row_id", "row_group_ids",
                 "page_size")  # fmt: skip

    def __init__(self, page_id, shard_id, page_type, page_type_id, start_row_id, end_row_id, row_group_ids, size):
        self.page_id = page_id
        self.shard_id = shard_id
        self.page_type = page_type
        self.page_type_id = page_type_id
        self.start_row_id = start_row_id
        self.end_row_id = end_row_id
        self.row_group_ids = [list(g) for g in row_group_ids]
        self.page_size = size

    def to_json(self) -> dict:
        """The page as it appears in the header JSON (sorted keys)."""
        return {
            "end_row_id": self.end_row_id,
            "page_id": self.page_id,
            "page_size": self.page_size,
            "page_type": self.page_type,
            "page_type_id": self.page_type_id,
            "row_group_ids": [{"id": g, "offset": o} for g, o in self.row_group_ids],
            "shard_id": self.shard_id,
            "start_row_id": self.start_row_id,
        }

    @classmethod
    def from_json(cls, d: dict) -> Page:
        """A page from its header JSON."""
        return cls(
            d["page_id"],
            d["shard_id"],
            d["page_type"],
            d["page_type_id"],
            d["start_row_id"],
            d["end_row_id"],
            [(g["id"], g["offset"]) for g in d.get("row_group_ids") or []],
            d["page_size"],
        )


def _sorted_json(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _sorted_json(v[k]) for k in sorted(v)}
    if isinstance(v, list):
        return [_sorted_json(x) for x in v]
    return v


def _dump(v: Any) -> str:
    return json.dumps(v, separators=(",", ":"), ensure_ascii=False)


def read_header(path: str) -> dict:
    """The parsed header JSON of a MindRecord shard file.

    Raises:
        RuntimeError: if the file is missing, too short or its header is not valid JSON.
    """
    try:
        with open(path, "rb") as f:
            head = f.read(8)
            if len(head) < MIN_FILE_SIZE:
                raise ValueError("file too small")
            (n,) = struct.unpack("<Q", head)
            if n <= 0 or n > (1 << 27):
                raise ValueError("bad header size")
            data = f.read(n)
        return json.loads(data.decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError) as e:
        raise RuntimeError(
            f"Invalid file, the size of mindrecord file header is larger than the upper limit or the file is not "
            f"a MindRecord file: {path}. ({e})"
        ) from None


class ShardHeader:
    """Metadata of a MindRecord file set: one schema (``{"blob_fields", "desc", "schema"}``), index fields, header
    and page sizes, the page table per shard and the shard file names. Mirrors
    ``mindspore.mindrecord.core.shardheader.ShardHeader`` (which wraps the C++ ShardHeader).

    Raises:
        MRMAddSchemaError: on a second ``add_schema``. MRMAddIndexError: for a bad index field.
        MRMGetMetaError: when the schema is read before one was added.
    """

    def __init__(self, header: Any = None) -> None:
        self._schema: dict | None = None
        self.index_fields: list = []
        self.header_size = DEFAULT_HEADER_SIZE
        self.page_size = DEFAULT_PAGE_SIZE
        self.compression_size = 0
        self.pages: list = []  # per shard: list of Page in page id order
        self.shard_addresses: list = []
        if isinstance(header, ShardHeader):
            self.__dict__.update(header.__dict__)
        elif isinstance(header, dict):
            self._load(header)

    # ----------------------------------------------------------------- schema
    @property
    def header(self) -> ShardHeader:
        """This header (MindSpore returns the wrapped C++ object)."""
        return self

    @property
    def blob_fields(self) -> list:
        """The blob fields (bytes and shaped fields, sorted by name)."""
        return self._get_meta()["blob_fields"]

    @property
    def schema(self) -> dict:
        """The schema content ``{field: {"type", ["shape"]}}``."""
        return self._get_meta()["schema"]

    def _get_meta(self) -> dict:
        if self._schema is None:
            raise MRMGetMetaError
        return self._schema

    @staticmethod
    def build_schema(content: dict, desc: str | None = None) -> dict:
        """The schema object of a validated schema dict: sorted fields, its blob fields and description."""
        content = _sorted_json(content)
        blob = [k for k, v in content.items() if v["type"] == "bytes" or "shape" in v]
        return {"blob_fields": blob, "desc": desc if desc else "", "schema": content}

    def add_schema(self, schema: dict) -> int:
        """Add the (only) schema; returns its id 0.

        Raises:
            MRMAddSchemaError: if a schema was already added.
        """
        if self._schema is not None:
            raise MRMAddSchemaError
        self._schema = schema
        return 0

    def add_index_fields(self, index_fields: list) -> int:
        """Add index fields (primitive schema fields, each once).

        Raises:
            MRMGetMetaError: without a schema. RuntimeError: for a field not in the schema or added twice.
            MRMAddIndexError: for a blob field.
        """
        schema = self.schema
        have = list(self.index_fields)
        for f in index_fields:
            if f not in schema:
                raise mr_error(
                    f"Invalid input, 'index_fields': {f} can not found in schema: {_dump(schema)}.\n Please use "
                    "'add_index' function to add proper 'index_fields'.",
                    "meta/shard_header.cc(499)",
                )
            if f in have:
                raise mr_error(
                    f"The 'index_fields': {f} is added repeatedly. Please remove the redundant 'add_index' function.",
                    "meta/shard_header.cc(533)",
                )
            if f in self.blob_fields:
                raise MRMAddIndexError
            have.append(f)
        self.index_fields = have
        return 0

    # ----------------------------------------------------------------- pages
    def shard_pages(self, shard_id: int) -> list:
        """The page list of one shard."""
        while len(self.pages) <= shard_id:
            self.pages.append([])
        return self.pages[shard_id]

    def last_page(self, shard_id: int, page_type: str | None = None) -> Page | None:
        """The last page of a shard (of ``page_type`` if given), or None."""
        for p in reversed(self.shard_pages(shard_id)):
            if page_type is None or p.page_type == page_type:
                return p
        return None

    def last_page_id(self, shard_id: int) -> int:
        """The id of the last page of a shard, -1 if it has none."""
        pages = self.shard_pages(shard_id)
        return pages[-1].page_id if pages else -1

    # ----------------------------------------------------------------- (de)serialization
    def serialize(self, shard_id: int) -> str:
        """The header JSON of one shard file, byte for byte as MindSpore writes it."""
        meta = self._get_meta()
        index = [{"index_field": f, "schema_id": 0} for f in self.index_fields] or None
        pages = [p.to_json() for p in self.shard_pages(shard_id)] or None
        parts = [
            f'"header_size":{self.header_size}',
            f'"index_fields":{_dump(index)}',
            f'"page":{_dump(pages)}',
            f'"page_size":{self.page_size}',
            f'"compression_size":{max(self.compression_size, 0)}',
            f'"schema":{_dump([meta])}',
            f'"shard_addresses":{_dump(self.shard_addresses)}',
            f'"shard_id":{shard_id}',
            '"statistics":null',
            '"version":"3.0"',
        ]
        return "{" + ",".join(parts) + "}"

    def _load(self, js: dict) -> None:
        schemas = js.get("schema") or []
        self._schema = _sorted_json(schemas[0]) if schemas else None
        self.index_fields = [d["index_field"] for d in js.get("index_fields") or []]
        self.header_size = js.get("header_size", DEFAULT_HEADER_SIZE)
        self.page_size = js.get("page_size", DEFAULT_PAGE_SIZE)
        self.compression_size = js.get("compression_size", 0) or 0
        self.shard_addresses = list(js.get("shard_addresses") or [])

    @classmethod
    def from_files(cls, paths: list) -> ShardHeader:
        """The header of a file set, with the page table of every shard in ``paths`` (in order).

        Raises:
            MRMOpenError: if a file cannot be read as a MindRecord file.
        """
        hdr = cls()
        for k, path in enumerate(paths):
            try:
                js = read_header(path)
            except RuntimeError:
                raise MRMOpenError from None
            if k == 0:
                hdr._load(js)
            hdr.shard_pages(k).extend(Page.from_json(p) for p in js.get("page") or [])
        return hdr

    def shard_paths(self, any_path: str) -> list:
        """Full paths of all shard files, next to ``any_path``."""
        d = os.path.dirname(any_path)
        return [os.path.join(d, a) for a in self.shard_addresses]
