"""`mindspore.nn.metrics`: the metrics of `mindspore.train.metrics`, under their older `nn` path."""

from .. import _api
from ..train.metrics import *  # noqa: F403

__all__ = _api.names(__name__)
