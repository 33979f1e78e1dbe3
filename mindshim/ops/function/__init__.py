"""`mindspore.ops` functional interface (`ops.add`, `ops.reshape`, ...); also `mindspore.ops.functional`."""

from ... import _api
from . import _tensor_methods, array_func, clip_func, debug_func, math_func, nn_func, other_func, random_func
from .array_func import *  # noqa: F401,F403
from .clip_func import *  # noqa: F401,F403
from .debug_func import *  # noqa: F401,F403
from .math_func import *  # noqa: F401,F403
from .nn_func import *  # noqa: F401,F403
from .other_func import *  # noqa: F401,F403
from .random_func import *  # noqa: F401,F403

__all__ = _api.names(__name__)

_tensor_methods.install()

# Autodiff and the multitype composites live in ops.composite (which imports this package): resolved on first use.
__getattr__, __dir__ = _api.attach(__name__)
