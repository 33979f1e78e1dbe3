"""`mindspore.ops.operations` (the 1.x `P`): primitive classes such as `ops.Add()`, each calling its functional op."""

from ... import _api
from . import array_ops, comm_ops, custom_ops, debug_ops, inner_ops, math_ops, nn_ops, other_ops, random_ops
from .array_ops import *
from .comm_ops import *
from .custom_ops import *
from .debug_ops import *
from .inner_ops import *
from .math_ops import *
from .nn_ops import *
from .other_ops import *
from .random_ops import *

# primitives MindSpore 2.10 binds in ops.operations but leaves out of ops (its __all__ does not re-export them)
from ._embedding_cache_ops import UpdateCache

__all__ = _api.names(__name__)


# `P.HookBackward` (1.x spelling) is defined with the other gradient hooks in ops.composite: resolved on first use.
__getattr__, __dir__ = _api.attach(__name__)
