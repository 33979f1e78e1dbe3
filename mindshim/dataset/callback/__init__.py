"""`mindspore.dataset.callback`: the dataset pipeline's callbacks (``DSCallback``, ``WaitedDSCallback``)."""

from ... import _api
from . import ds_callback
from .ds_callback import DSCallback, WaitedDSCallback

__all__ = _api.names(__name__)
