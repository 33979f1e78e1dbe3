"""`mindspore.mindrecord.mindpage`: MindPage, reading MindRecord samples grouped by an index field, page by page."""

from __future__ import annotations

from .. import _api
from .common.exceptions import MRMDefineCategoryError, ParamTypeError, ParamValueError
from .config import _check_no_encryption
from .core.shardreader import check_input_files
from .core.shardsegment import ShardSegment
from .core.shardutils import check_parameter

__all__ = _api.names(__name__)


class MindPage:
    """Reads MindRecord files grouped by a category (an index field): ``candidate_fields``, ``category_field``
    (set it first), ``read_category_info()`` (JSON of the categories sorted by their text, with counts) and
    ``read_at_page_by_id``/``read_at_page_by_name`` (one page of rows as FileReader gives them). ``file_name``:
    one file (its whole set) or a list. Mirrors ``mindspore.mindrecord.MindPage``; it queries the ``.db`` indexes.

    Raises:
        ParamValueError: for a bad file name or ``num_consumer``. RuntimeError: if a file or its ``.db`` is
            missing, or a file is not a MindRecord file.
    """

    @check_parameter
    def __init__(self, file_name: str | list, num_consumer: int = 4) -> None:
        _check_no_encryption()
        check_input_files(file_name)
        self._segment = ShardSegment()
        self._segment.open(file_name, num_consumer)
        self._category_field = None
        self._candidate_fields = [f[: f.rfind("_")] for f in self._segment.get_category_fields()]

    @property
    def candidate_fields(self) -> list:
        """The fields data can be grouped by (the index fields)."""
        return self._candidate_fields

    @property
    def category_field(self) -> str | None:
        """The field data is grouped by."""
        return self._category_field

    @category_field.setter
    def category_field(self, category_field: str) -> None:
        if not category_field or not isinstance(category_field, str):
            raise ParamTypeError("category_fields", "str")
        if category_field not in self._candidate_fields:
            raise MRMDefineCategoryError(f"Field '{category_field}' is not a candidate category field.")
        self._category_field = category_field
        self._segment.set_category_field(category_field)

    def read_category_info(self) -> str:
        """The categories of ``category_field``: ``{"categories":[{"count","id","name"}],"key":"<field>_0"}``."""
        return self._segment.read_category_info()

    def read_at_page_by_id(self, category_id: int, page: int, num_row: int) -> list:
        """Page ``page`` (``num_row`` rows) of the category with id ``category_id``.

        Raises:
            ParamValueError: for a negative/non-int id or page, or ``num_row`` <= 0. RuntimeError: for an unknown id.
        """
        if not isinstance(category_id, int) or category_id < 0:
            raise ParamValueError("Category id should be int and greater than or equal to 0.")
        if not isinstance(page, int) or page < 0:
            raise ParamValueError("Page should be int and greater than or equal to 0.")
        if not isinstance(num_row, int) or num_row <= 0:
            raise ParamValueError("num_row should be int and greater than 0.")
        return self._segment.read_at_page_by_id(category_id, page, num_row)

    def read_at_page_by_name(self, category_name: str, page: int, num_row: int) -> list:
        """Page ``page`` (``num_row`` rows) of the category named ``category_name``.

        Raises:
            ParamValueError: for a non-str name, a negative/non-int page, or ``num_row`` <= 0.
            RuntimeError: for an unknown name.
        """
        if not isinstance(category_name, str):
            raise ParamValueError("Category name should be str.")
        if not isinstance(page, int) or page < 0:
            raise ParamValueError("Page should be int and greater than or equal to 0.")
        if not isinstance(num_row, int) or num_row <= 0:
            raise ParamValueError("num_row should be int and greater than 0.")
        return self._segment.read_at_page_by_name(category_name, page, num_row)
