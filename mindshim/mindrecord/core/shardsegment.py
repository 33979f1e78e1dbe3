"""`mindspore.mindrecord.core.shardsegment`: groups the samples of MindRecord files by an index field (through the
``.db`` indexes) and reads them page by page; the engine behind MindPage."""

from __future__ import annotations

from ... import _api
import json
import os
import sqlite3

from .shardreader import MindRecordFiles
from .shardutils import mr_error, populate_data

__all__ = _api.names(__name__)


def _py_value(v):
    from ..filereader import _py_value as conv

    return conv(v)


class ShardSegment:
    """Category reading over the ``.db`` index of each shard file. Mirrors
    ``mindspore.mindrecord.core.shardsegment.ShardSegment``.

    Raises:
        RuntimeError: if the files are not MindRecord files.
    """

    def __init__(self) -> None:
        self._set: MindRecordFiles | None = None
        self._field: str | None = None
        self._columns = None

    def open(self, file_name: str | list, num_consumer: int = 4, columns: list | None = None, operator=None) -> int:
        """Open the file set (all shards of a file name, or the listed files)."""
        self._set = MindRecordFiles(file_name)
        self._columns = columns
        self._starts = []
        n = 0
        for sid in range(len(self._set.paths)):
            self._starts.append(n)
            n += sum(1 for s, _ in self._set._locs if s == sid)
        return 0

    @property
    def header(self):
        """The header of the file set."""
        return self._set.header

    def get_category_fields(self) -> list:
        """The index field columns of the .db index (``<field>_0``), in index order."""
        return [f"{f}_0" for f in self._set.header.index_fields]

    def set_category_field(self, category_field: str) -> int:
        """Group by ``category_field`` (returns 0)."""
        self._field = category_field
        return 0

    def _query(self, sql: str, args: tuple = ()) -> list:
        out = []
        for sid, path in enumerate(self._set.paths):
            if not os.path.exists(path + ".db"):
                continue
            con = sqlite3.connect(path + ".db")
            try:
                out.append((sid, list(con.execute(sql, args))))
            finally:
                con.close()
        return out

    def _categories(self) -> list:
        col = f"{self._field}_0"
        counts: dict = {}
        for _, rows in self._query(f"SELECT CAST({col} AS TEXT), COUNT(*) FROM INDEXES GROUP BY {col}"):
            for name, cnt in rows:
                counts[name] = counts.get(name, 0) + cnt
        return sorted(counts.items(), key=lambda kv: kv[0].encode("utf-8"))

    def read_category_info(self) -> str:
        """JSON ``{"categories": [{"count", "id", "name"}], "key": "<field>_0"}``, categories sorted by name."""
        cats = [{"count": c, "id": i, "name": n} for i, (n, c) in enumerate(self._categories())]
        return json.dumps({"categories": cats, "key": f"{self._field}_0"}, separators=(",", ":"), ensure_ascii=False)

    def _rows_of(self, name: str, page: int, num_row: int) -> list:
        col = f"{self._field}_0"
        hits = self._query(f"SELECT ROW_ID FROM INDEXES WHERE {col} = ? ORDER BY ROW_ID", (name,))
        ids = [self._starts[sid] + r[0] for sid, rows in hits for r in rows]
        s = self._set
        out = []
        for i in ids[page * num_row : (page + 1) * num_row]:
            raw = {k: _py_value(v) for k, v in s.raw(i).items()}
            if self._columns:
                raw = {k: v for k, v in raw.items() if k in self._columns}
            out.append(populate_data(raw, s.blob(i), self._columns, s.blob_fields, s.schema))
        return out

    def read_at_page_by_id(self, category_id: int, page: int, num_row: int) -> list:
        """Rows ``[page * num_row, (page + 1) * num_row)`` of category number ``category_id``.

        Raises:
            RuntimeError: if there is no such category.
        """
        cats = self._categories()
        if category_id >= len(cats):
            raise mr_error(
                f"Invalid data, category_id: {category_id} must be in the range [0, {len(cats)}].",
                "io/shard_segment.cc(241)",
            )
        return self._rows_of(cats[category_id][0], page, num_row)

    def read_at_page_by_name(self, category_name: str, page: int, num_row: int) -> list:
        """Rows ``[page * num_row, (page + 1) * num_row)`` of the category named ``category_name``.

        Raises:
            RuntimeError: if there is no such category.
        """
        if category_name not in dict(self._categories()):
            raise mr_error(f"category_name: {category_name} could not found.", "io/shard_segment.cc(323)")
        return self._rows_of(category_name, page, num_row)
