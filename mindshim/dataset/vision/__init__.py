"""`mindspore.dataset.vision`: image transforms, plus the 1.x module paths ``c_transforms``/``py_transforms``."""

from ... import _api
from .transforms import *
from .utils import encode_jpeg, encode_png

__all__ = _api.names(__name__)
