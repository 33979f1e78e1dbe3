"""`mindspore.train.summary`: SummaryRecord, writing TensorBoard event files."""

from ... import _api
from .summary_record import SummaryRecord

__all__ = _api.names(__name__)
