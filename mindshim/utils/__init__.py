"""`mindspore.utils`: DLPack exchange (`to_dlpack`, `from_dlpack`) and the operator dispatch `MsDispatchMode`."""

from .. import _api
from . import dlpack
from .dlpack import from_dlpack, to_dlpack
from . import ms_dispatch
from .ms_dispatch import MsDispatchMode

__all__ = _api.names(__name__)
