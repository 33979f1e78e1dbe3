"""`mindspore.ops.vm_impl_registry`: the registry of Python debug implementations of primitives."""

from __future__ import annotations

from collections import UserDict
from collections.abc import Callable
from typing import Any

from .. import _api
from .primitive import Primitive

__all__ = _api.names(__name__)


class Registry(UserDict):
    """MindSpore's ``ops._register_for_op.Registry``: a dict of functions keyed by a primitive's name or by
    ``id`` of its class."""

    def register(self, prim: str | type) -> Callable:
        """Decorator registering a function for ``prim`` (a name, or a Primitive subclass: keyed by ``id``)."""

        def deco(fn: Callable) -> Callable:
            if isinstance(prim, str):
                self[prim] = fn
            elif issubclass(prim, Primitive):
                self[id(prim)] = fn
            return fn

        return deco

    def get(self, prim_obj: Any, default: Any) -> Any:
        """The function registered for ``prim_obj`` (a name, or a Primitive instance: looked up by its class, then
        by its name), else ``default``."""
        fn = default
        if isinstance(prim_obj, str) and prim_obj in self:
            fn = self[prim_obj]
        elif isinstance(prim_obj, Primitive):
            key = id(prim_obj.__class__)
            if key in self:
                fn = self[key]
            elif prim_obj.name in self:
                fn = self[prim_obj.name]
        return fn


class VmImplRegistry(Registry):
    """Mirrors ``mindspore.ops.vm_impl_registry.VmImplRegistry`` (2.10): ``register(prim)`` records a function
    under a primitive's name (a ``str``) or, for a Primitive subclass, under both ``id(cls)`` and its class
    name. MindSpore applies it for debugging; mindshim runs no VM, so the registry is only looked up by
    :func:`get_vm_impl_fn`.

    Known differences: MindSpore 2.10 registers an implementation for its internal ``Generator`` primitive at import;
    this registry starts empty. A first ``import mindspore.ops.vm_impl_registry`` (the submodule) after
    ``mindspore.ops`` binds ``ops.vm_impl_registry`` to the submodule here, where MindSpore keeps the object.
    """

    def register(self, prim: str | type) -> Callable:
        """Decorator registering ``fn(prim) -> implementation`` for ``prim`` (a name or a Primitive subclass)."""

        def deco(fn: Callable) -> Callable:
            if isinstance(prim, str):
                self[prim] = fn
            elif issubclass(prim, Primitive):
                self[id(prim)] = fn
                self[prim.__name__] = fn
            return fn

        return deco


vm_impl_registry = VmImplRegistry()


def get_vm_impl_fn(prim: Primitive | str) -> Callable | None:
    """The debug implementation registered for ``prim`` (a Primitive or a primitive name): the registered function
    called with ``prim``; None when nothing is registered. Mirrors ``mindspore.ops.get_vm_impl_fn`` (2.10)."""
    out = vm_impl_registry.get(prim, None)
    if out:
        return out(prim)
    return None
