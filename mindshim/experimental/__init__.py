"""`mindspore.experimental`: MindSpore's experimental APIs (the torch-style optimizers in ``optim``)."""

from __future__ import annotations

from .. import _api

__all__ = _api.names(__name__)


__getattr__, __dir__ = _api.attach(__name__)  # `optim` is imported on first use
