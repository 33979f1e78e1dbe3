"""`mindspore.mindrecord.tools.csv_to_mr`: CsvToMR, a CSV file (header line of column names) to MindRecord."""

from __future__ import annotations

from ... import _api
import csv
import math
import os

from ..core.shardutils import check_filename
from ..filewriter import FileWriter
from .imagenet_to_mr import _write_batches

__all__ = _api.names(__name__)


def _column_kind(values: list) -> str:
    """The pandas dtype ``read_csv`` would give a column: int64, float64, bool or object."""
    if values and all(v in ("True", "False") for v in values):
        return "bool"

    def is_int(v):
        try:
            int(v)
            return True
        except ValueError:
            return False

    def is_float(v):
        try:
            float(v)
            return True
        except ValueError:
            return False

    if values and all(is_int(v) for v in values):
        return "int64"
    if values and all(v == "" or is_float(v) for v in values) and any(v != "" for v in values):
        return "float64"
    return "object"


class CsvToMR:
    """Converts a CSV file to MindRecord: columns of integers -> int64, of numbers -> float64, of True/False ->
    int32 (0/1), others -> string; all selected columns are index fields; header 16MB, page 64MB. Mirrors
    ``mindspore.mindrecord.CsvToMR``. Known difference: column types are inferred here as pandas'
    ``read_csv`` infers them, without pandas (quoting and NA spellings other than an empty cell are not treated
    as pandas treats them).

    Raises:
        ValueError: if ``source``/``destination`` is not a str, ``columns_list`` is not a list of str, or
            ``partition_number`` is not an int. RuntimeError: for a column of ``columns_list`` not in the file.
    """

    def __init__(self, source: str, destination: str, columns_list: list | None = None, partition_number: int = 1):
        if not isinstance(source, str):
            raise ValueError("The parameter source must be str.")
        check_filename(source)
        self.source = source
        self._check_columns(columns_list, "columns_list")
        self.columns_list = columns_list
        if not isinstance(destination, str):
            raise ValueError("The parameter destination must be str.")
        check_filename(destination)
        self.destination = destination
        if partition_number is None or not isinstance(partition_number, int):
            raise ValueError("The parameter partition_number must be int")
        self.partition_number = partition_number
        self.writer = FileWriter(self.destination, self.partition_number)

    @staticmethod
    def _check_columns(columns, columns_name):
        if not columns:
            return
        if not isinstance(columns, list) or not all(isinstance(c, str) for c in columns):
            raise ValueError(f"The parameter {columns_name} must be list of str.")

    def run(self) -> int:
        """Convert; returns 0."""
        if not os.path.exists(self.source):
            raise IOError(f"Csv file {self.source} do not exist.")
        with open(self.source, newline="") as f:
            rows = list(csv.reader(f))
        header, body = rows[0], [r for r in rows[1:] if r]
        cols = {name: [r[k] if k < len(r) else "" for r in body] for k, name in enumerate(header)}
        if self.columns_list:
            for col in self.columns_list:
                if col not in cols:
                    raise RuntimeError(f"The parameter columns_list is illegal, column {col} does not exist.")
        else:
            self.columns_list = header
        kinds = {c: _column_kind(cols[c]) for c in self.columns_list}
        schema = {}
        for c in self.columns_list:
            schema[c] = {"type": {"int64": "int64", "float64": "float64", "bool": "int32"}.get(kinds[c], "string")}
        if not schema:
            raise RuntimeError("Failed to generate schema from csv file.")
        self.writer.set_header_size(1 << 24)
        self.writer.set_page_size(1 << 26)
        self.writer.add_schema(schema, "csv_schema")
        for name in self.columns_list:
            if str(name).isdigit():
                raise ValueError(
                    f"The first line content: {name} of the CSV file is used as a column name and does not allow "
                    "starting with a number."
                )
        self.writer.add_index(list(self.columns_list))

        def convert(c, v):
            k = kinds[c]
            if k == "int64":
                return int(v)
            if k == "float64":
                return float(v) if v != "" else math.nan
            if k == "bool":
                return int(v == "True")
            return v if v != "" else math.nan

        def gen():
            for i in range(len(body)):
                yield {c: convert(c, cols[c][i]) for c in self.columns_list}

        _write_batches(self.writer, gen())
        self.writer.commit()
        return 0

    def transform(self) -> None:
        """Convert (MindSpore runs :meth:`run` in a thread and re-raises its error).

        Raises:
            IOError: if the CSV file is missing. ValueError: for a column name made of digits.
        """
        self.run()
