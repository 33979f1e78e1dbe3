"""`mindspore.ops` functional interface (`ops.add`, `ops.reshape`, ...); also `mindspore.ops.functional`."""

from . import _tensor_methods
from .array_func import *  # noqa: F401,F403
from .math_func import *  # noqa: F401,F403

_tensor_methods.install()
