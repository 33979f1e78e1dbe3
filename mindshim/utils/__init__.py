"""`mindspore.utils`: DLPack exchange (`to_dlpack`, `from_dlpack`) with torch, numpy and other frameworks."""

from .. import _api
from . import dlpack
from .dlpack import from_dlpack, to_dlpack

__all__ = _api.names(__name__)
