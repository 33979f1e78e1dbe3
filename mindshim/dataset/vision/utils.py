"""`mindspore.dataset.vision.utils`: the enums of the vision transforms (``Inter``, ``Border``, ``ConvertMode``,
...) and the image-size helpers, where MindSpore defines them."""

from ... import _api

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)
