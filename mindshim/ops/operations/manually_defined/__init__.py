"""`mindspore.ops.operations.manually_defined`: MindSpore's hand-written operators (its ``ops_def`` names)."""

from __future__ import annotations

from .... import _api

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)
