"""`mindspore.nn.probability`: probability distributions (``nn.probability.distribution``)."""

from ... import _api

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)
