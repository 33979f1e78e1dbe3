"""`mindspore.ops.operations` (the 1.x `P`): primitive classes such as `ops.Add()`, each calling its functional op."""

from . import array_ops, comm_ops, custom_ops, debug_ops, math_ops, nn_ops, other_ops, random_ops
from .array_ops import *  # noqa: F401,F403
from .comm_ops import *  # noqa: F401,F403
from .custom_ops import *  # noqa: F401,F403
from .debug_ops import *  # noqa: F401,F403
from .math_ops import *  # noqa: F401,F403
from .nn_ops import *  # noqa: F401,F403
from .other_ops import *  # noqa: F401,F403
from .random_ops import *  # noqa: F401,F403

__all__ = [
    *array_ops.__all__,
    *comm_ops.__all__,
    *custom_ops.__all__,
    *debug_ops.__all__,
    *math_ops.__all__,
    *nn_ops.__all__,
    *other_ops.__all__,
    *random_ops.__all__,
]


def __getattr__(name: str):
    # `P.HookBackward` (1.x spelling) is defined with the other gradient hooks in ops.composite.
    if name == "HookBackward":
        from ..composite.hooks import HookBackward

        return HookBackward
    raise AttributeError(f"module 'mindspore.ops.operations' has no attribute '{name}'")
