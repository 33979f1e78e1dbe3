"""`mindspore.ops.composite`: GradOperation, grad/value_and_grad, vjp/jvp, stop_gradient and HookBackward."""

from .base import GradOperation, grad, jvp, stop_gradient, value_and_grad, vjp
from .hooks import HookBackward

__all__ = ["GradOperation", "HookBackward", "grad", "jvp", "stop_gradient", "value_and_grad", "vjp"]
