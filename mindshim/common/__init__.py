"""`mindspore.common`: Tensor, Parameter, dtypes, initializers and the jit API."""

from .. import _api
from . import dtype, initializer
from .dtype import *
from .parameter import Parameter, ParameterTuple
from .seed import get_seed, set_seed
from ._grad_function import _Function
from .tensor import Tensor

__all__ = _api.names(__name__)


__getattr__, __dir__ = _api.attach(__name__)  # the jit API (`common.api`) is imported on first use

from .api import _no_grad, _pynative_executor
