"""`mindspore.ops.function.grad`: gradient functions in functional form (``grad_func``)."""

from __future__ import annotations

from .... import _api
import sys
import types
from typing import Any

from . import grad_func
from .grad_func import get_grad, grad, jacfwd, jacrev, jvp, stop_gradient, value_and_grad, vjp
from .grad_func import derivative, jet, linearize

__all__ = _api.names(__name__)


class _GradPackage(types.ModuleType):
    """Importing this package makes ``mindspore.ops.function.grad`` name it instead of the ``grad`` function (the
    import system binds the submodule on its parent); calling it still runs ``grad``, as in MindSpore, where that
    attribute stays the function."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return grad_func.grad(*args, **kwargs)


sys.modules[__name__].__class__ = _GradPackage
