"""`mindspore.nn.loss`: loss cells."""

from ... import _api
from .loss import *

__all__ = _api.names(__name__)
