"""`mindspore.mint.distributed`: torch-style process groups and collectives (single process: no backend needed)."""

from ... import _api
from .distributed import *

__all__ = _api.names(__name__)
