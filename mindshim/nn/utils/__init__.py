"""`mindspore.nn.utils`: ``no_init_parameters``, the context in which new Parameters skip their initialization."""

from ... import _api
from . import init
from .init import *

__all__ = _api.names(__name__)
