"""`mindspore.ops.composite`: GradOperation, grad/value_and_grad, vjp/jvp, jacfwd/jacrev, vmap, stop_gradient, HookBackward."""

from ... import _api
from .base import GradOperation, add_flags, get_grad, grad, jvp, stop_gradient, value_and_grad, vjp
from .hooks import HookBackward
from .multitype import HyperMap, Map, MultitypeFuncGraph, Partial, partial
from .transforms import jacfwd, jacrev, vmap

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)
