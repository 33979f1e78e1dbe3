"""`mindspore.dataset.transforms`: general data transforms, plus the 1.x module paths ``c_transforms``/``py_transforms``."""

from ... import _api
from .transforms import *

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)
