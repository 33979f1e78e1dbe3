"""`mindspore.ops`: primitives (`ops.Add`), functional ops (`ops.add`) and composites (`ops.GradOperation`)."""

from . import composite, function, operations, primitive  # noqa: F401
from . import function as functional  # noqa: F401
from . import operations as P  # noqa: F401,N812
from .composite import *  # noqa: F401,F403
from .function import *  # noqa: F401,F403
from .operations import *  # noqa: F401,F403
from .primitive import Primitive, PrimitiveWithCheck, PrimitiveWithInfer, constexpr, prim_attr_register  # noqa: F401
