"""`mindspore.ops` functional interface (`ops.add`, `ops.reshape`, ...); also `mindspore.ops.functional`."""

from ... import _api
from . import _tensor_methods, array_func, clip_func, debug_func, math_func, nn_func, other_func, random_func
from .array_func import *
from .clip_func import *
from .debug_func import *
from .math_func import *
from .nn_func import *
from .other_func import *
from .random_func import *

__all__ = _api.names(__name__)

_tensor_methods.install()

# Autodiff and the multitype composites live in ops.composite (which imports this package): resolved on first use.
__getattr__, __dir__ = _api.attach(__name__)
