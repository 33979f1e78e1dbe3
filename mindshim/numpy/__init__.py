"""`mindspore.numpy`: numpy-style functions on MindSpore Tensors (Python ints default to Int32, floats Float32)."""

from .. import _api
from . import array_creations, array_ops, dtypes, fft, logic_ops, math_ops, utils
from .array_creations import *
from .array_ops import *
from .dtypes import *
from .logic_ops import *
from .math_ops import *

array_creations_module = array_creations.__all__
array_ops_module = array_ops.__all__
logic_module = logic_ops.__all__
math_module = math_ops.__all__

__all__ = _api.names(__name__)
