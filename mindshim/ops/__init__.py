"""`mindspore.ops`: primitives (`ops.Add`), functional ops (`ops.add`) and composites (`ops.GradOperation`)."""

from .. import _api
from . import composite, function, operations, primitive
from . import operations as P
from .composite import *
from .function import *
from .operations import *
from .function.array_func import identity  # functional's instance, not operations' class
from .primitive import Primitive, PrimitiveWithCheck, PrimitiveWithInfer, constexpr, prim_attr_register
from . import functional  # after composite: it re-exports the transforms
from .operations.other_ops import scalar_to_array  # functional's ScalarToArray instance
from .vm_impl_registry import get_vm_impl_fn, vm_impl_registry  # the object, not the submodule
from .primitive import prim_arg_register
from .op_info_register import op_info_register  # the function, not the submodule
from .op_info_register import AiCPURegOp, AkgAscendRegOp, AkgGpuRegOp, CpuRegOp, TBERegOp
from . import functional_overload  # the mint functions, resolved on first use
from .operations.manually_defined.ops_def import DtypeToEnum  # MindSpore's ops._utils.arg_dtype_cast class
from .operations.array_ops import TensorToTuple  # MindSpore's ops.operations._sequence_ops class, bound in ops only

__all__ = _api.names(__name__)
