"""`mindspore.train`: checkpoints (save/load), and lazily Model, callbacks, metrics and loss-scale managers."""

from __future__ import annotations

from .. import _api
from .serialization import *  # save_checkpoint, load_checkpoint, ...

__all__ = _api.names(__name__)


# Model, callbacks, metrics and loss-scale managers are resolved on first use (declared in mindshim._api), so that
# importing `mindspore.train` never depends on the heavier modules.
__getattr__, __dir__ = _api.attach(__name__)
