"""`mindspore.ops` functional interface (`ops.add`, `ops.reshape`, ...); also `mindspore.ops.functional`."""

from . import _tensor_methods, array_func, clip_func, debug_func, math_func, nn_func, other_func, random_func
from .array_func import *  # noqa: F401,F403
from .clip_func import *  # noqa: F401,F403
from .debug_func import *  # noqa: F401,F403
from .math_func import *  # noqa: F401,F403
from .nn_func import *  # noqa: F401,F403
from .other_func import *  # noqa: F401,F403
from .random_func import *  # noqa: F401,F403

__all__ = [
    *array_func.__all__,
    *clip_func.__all__,
    *debug_func.__all__,
    *math_func.__all__,
    *nn_func.__all__,
    *other_func.__all__,
    *random_func.__all__,
]

_tensor_methods.install()

_COMPOSITE = ("grad", "value_and_grad", "vjp", "jvp", "stop_gradient")
_MULTITYPE = ("partial", "HyperMap", "Map", "MultitypeFuncGraph")


def __getattr__(name: str):
    # Autodiff lives in ops.composite (which imports this package), so it is re-exported on first use.
    if name in _MULTITYPE:
        from ..composite import multitype

        return getattr(multitype, name)
    if name in _COMPOSITE:
        from ..composite import base

        return getattr(base, name)
    raise AttributeError(f"module 'mindspore.ops.functional' has no attribute '{name}'")
