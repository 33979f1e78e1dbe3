"""`mindspore.ops.functional` (the 1.x ``F``): every functional op plus the autodiff transforms and composites.

MindSpore 2.10 keeps ``mindspore.ops.functional`` as its own module: it re-exports ``mindspore.ops.function`` and
adds the transforms (``vmap``, ``grad``, ``value_and_grad``, ``get_grad``, ``jvp``, ``vjp``, ``jacfwd``,
``jacrev``), the multitype composites (``partial``, ``HyperMap``) and the private primitive modules
(``F._grad_ops``, ``F._inner_ops``) that library code reaches through it. mindshim does the same, over the same
objects, so ``F.grad is ops.grad``.
"""

from __future__ import annotations

from .. import _api
from .composite import (  # noqa: F401
    GradOperation,
    HookBackward,
    HyperMap,
    Map,
    MultitypeFuncGraph,
    Partial,
    get_grad,
    grad,
    jacfwd,
    jacrev,
    jvp,
    partial,
    stop_gradient,
    value_and_grad,
    vjp,
    vmap,
)
from .function import *  # noqa: F403

__all__ = _api.names(__name__)
from .operations import _grad_ops, _inner_ops  # noqa: F401
from .operations import array_ops, math_ops, nn_ops, other_ops  # noqa: F401
from .primitive import Primitive  # noqa: F401


__getattr__, __dir__ = _api.attach(__name__)
