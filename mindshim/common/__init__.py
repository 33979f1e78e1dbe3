"""`mindspore.common`: Tensor, Parameter, dtypes, initializers and the jit API."""

from . import dtype, initializer
from .dtype import *  # noqa: F401,F403
from .parameter import Parameter, ParameterTuple
from .seed import get_seed, set_seed
from ._grad_function import _Function
from .tensor import Tensor

__all__ = ["Tensor", "_Function", "Parameter", "ParameterTuple", "set_seed", "get_seed", "dtype", "initializer"]


def __getattr__(name):
    if name in ("jit", "ms_function", "jit_class", "ms_class", "api"):
        import importlib

        api = importlib.import_module(__name__ + ".api")  # not `from . import api`: that asks __getattr__ again
        return api if name == "api" else getattr(api, name)
    raise AttributeError(f"module 'mindspore.common' has no attribute '{name}'")


from .api import _no_grad, _pynative_executor  # noqa: E402,F401
