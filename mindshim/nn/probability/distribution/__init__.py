"""`mindspore.nn.probability.distribution`: the Distribution base Cell and the distributions built on it."""

from .... import _api

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)
