"""`mindspore.ops`: primitives (`ops.Add`), functional ops (`ops.add`) and composites (`ops.GradOperation`)."""

from .. import _api
from . import composite, function, operations, primitive  # noqa: F401
from . import operations as P  # noqa: F401,N812
from .composite import *  # noqa: F401,F403
from .function import *  # noqa: F401,F403
from .operations import *  # noqa: F401,F403
from .function.array_func import identity  # noqa: F401,E402  (functional's instance, not operations' class)
from .primitive import Primitive, PrimitiveWithCheck, PrimitiveWithInfer, constexpr, prim_attr_register  # noqa: F401
from . import functional  # noqa: E402,F401  (after composite: it re-exports the transforms)
from .operations.other_ops import scalar_to_array  # noqa: E402,F401  (functional's ScalarToArray instance)
from .vm_impl_registry import get_vm_impl_fn, vm_impl_registry  # noqa: E402,F401  (the object, not the submodule)

__all__ = _api.names(__name__)
