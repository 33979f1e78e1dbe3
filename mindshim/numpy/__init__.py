"""`mindspore.numpy`: numpy-style functions on MindSpore Tensors (Python ints default to Int32, floats Float32)."""

from .. import _api
from . import array_creations, array_ops, dtypes, fft, logic_ops, math_ops, utils  # noqa: F401
from .array_creations import *  # noqa: F401,F403
from .array_ops import *  # noqa: F401,F403
from .dtypes import *  # noqa: F401,F403
from .logic_ops import *  # noqa: F401,F403
from .math_ops import *  # noqa: F401,F403

array_creations_module = array_creations.__all__
array_ops_module = array_ops.__all__
logic_module = logic_ops.__all__
math_module = math_ops.__all__

__all__ = _api.names(__name__)
