"""`mindspore.mindrecord.core.shardindexgenerator`: writes the SQLite ``.db`` index beside each shard file.

Table ``INDEXES`` has one row per sample: its row id, raw page id and byte range, row group, blob page id and
byte range, then for each index field an ``INC_k`` column (0) and ``<field>_0`` (INTEGER/REAL/TEXT). Table
``SHARD_NAME`` holds the shard file's base name. Both are created with MindSpore's exact SQL.
"""

from __future__ import annotations

from ... import _api
import os
import sqlite3

from ..common.exceptions import MRMGenerateIndexError, MRMIndexGeneratorError
from . import _msgpack
from .shardheader import BLOB, RAW, ShardHeader, read_header

__all__ = _api.names(__name__)

_SQL_TYPE = {"int32": "INTEGER", "int64": "INTEGER", "float32": "REAL", "float64": "REAL", "string": "TEXT"}


def row_locations(hdr: ShardHeader, shard: int, data: bytes | None = None, f=None) -> list:
    """Per sample of one shard, in row-id order: ``(row_id, raw page, raw start, raw end, group, blob page, blob
    start, blob end)`` (offsets inside the page, each span including its 8-byte length), walked from the page
    table and the length prefixes in the file ``f``."""
    pages = hdr.shard_pages(shard)
    blob_by_group = {p.page_type_id: p for p in pages if p.page_type == BLOB}
    out = []
    for raw in (p for p in pages if p.page_type == RAW):
        for gid, off in raw.row_group_ids:
            blob = blob_by_group.get(gid)
            if blob is None:
                continue
            rpos, bpos = off, 0
            rbase = hdr.header_size + hdr.page_size * raw.page_id
            bbase = hdr.header_size + hdr.page_size * blob.page_id
            for k in range(blob.end_row_id - blob.start_row_id):
                f.seek(rbase + rpos)
                rlen = int.from_bytes(f.read(8), "little")
                f.seek(bbase + bpos)
                blen = int.from_bytes(f.read(8), "little")
                out.append(
                    (
                        blob.start_row_id + k,
                        raw.page_id,
                        rpos,
                        rpos + 8 + rlen,
                        gid,
                        blob.page_id,
                        bpos,
                        bpos + 8 + blen,
                    )
                )
                rpos += 8 + rlen
                bpos += 8 + blen
    out.sort(key=lambda r: r[0])
    return out


class ShardIndexGenerator:
    """Builds the ``.db`` index of every shard of the file set ``path`` belongs to. Mirrors
    ``mindspore.mindrecord.core.shardindexgenerator.ShardIndexGenerator``.

    Raises:
        MRMIndexGeneratorError: if ``path`` is not a MindRecord file. MRMGenerateIndexError: if writing fails.
    """

    def __init__(self, path: str, append: bool = False) -> None:
        try:
            js = read_header(path)
        except RuntimeError:
            raise MRMIndexGeneratorError from None
        d = os.path.dirname(os.path.realpath(path))
        self._paths = [os.path.join(d, a) for a in js["shard_addresses"]]
        self._append = append
        self._rows: list = []

    def build(self) -> int:
        """Read the headers and locate every sample (returns 0)."""
        try:
            self._hdr = ShardHeader.from_files(self._paths)
        except Exception:
            raise MRMGenerateIndexError from None
        return 0

    def write_to_db(self) -> int:
        """Write one ``.db`` per shard (replacing an existing one; returns 0)."""
        hdr = self._hdr
        schema = hdr.schema
        fields = hdr.index_fields
        cols = "".join(f",INC_{i} INT, {name}_0 {_SQL_TYPE[schema[name]['type']]}" for i, name in enumerate(fields))
        keys = "".join(f",INC_{i}" for i in range(len(fields)))
        create = (
            "CREATE TABLE INDEXES(  ROW_ID               INT  NOT NULL, PAGE_ID_RAW          INT  NOT NULL, "
            "PAGE_OFFSET_RAW      INT  NOT NULL, PAGE_OFFSET_RAW_END  INT  NOT NULL, ROW_GROUP_ID         INT  NOT "
            "NULL, PAGE_ID_BLOB         INT  NOT NULL, PAGE_OFFSET_BLOB     INT  NOT NULL, PAGE_OFFSET_BLOB_END INT  "
            f"NOT NULL{cols}, PRIMARY KEY(ROW_ID{keys}))"
        )
        for sid, path in enumerate(self._paths):
            db = path + ".db"
            try:
                if os.path.exists(db):
                    os.remove(db)
                with open(path, "rb") as f:
                    locs = row_locations(hdr, sid, f=f)
                    rows = []
                    for loc in locs:
                        values = []
                        if fields:
                            f.seek(hdr.header_size + hdr.page_size * loc[1] + loc[2] + 8)
                            raw = _msgpack.unpackb(f.read(loc[3] - loc[2] - 8))
                            for name in fields:
                                v = raw.get(name)
                                if schema[name]["type"] in ("float32", "float64") and v is not None:
                                    v = float(v)
                                values += [0, v]
                        rows.append(tuple(loc) + tuple(values))
                con = sqlite3.connect(db)
                try:
                    con.execute(create)
                    con.execute("CREATE TABLE SHARD_NAME(NAME TEXT NOT NULL)")
                    con.execute("INSERT INTO SHARD_NAME (NAME) VALUES (?)", (os.path.basename(path),))
                    if rows:
                        marks = ",".join("?" * len(rows[0]))
                        con.executemany(f"INSERT INTO INDEXES VALUES ({marks})", rows)
                    con.commit()
                finally:
                    con.close()
            except (OSError, sqlite3.Error, KeyError):
                raise MRMGenerateIndexError from None
        return 0
