"""`mindspore.mint.nn.layer`: the mint layer families (activation, basic, conv, normalization, padding, pooling)."""

from .... import _api
from . import activation, basic, conv, normalization, padding, pooling
from .activation import *
from .basic import *
from .conv import *
from .normalization import *
from .padding import *
from .pooling import *

__all__ = _api.names(__name__)
