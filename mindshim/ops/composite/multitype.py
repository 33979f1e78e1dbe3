"""`ops.MultitypeFuncGraph`, `HyperMap`, `Map` and `partial`: MindSpore's type-dispatched functions and tree maps."""

from __future__ import annotations

from ... import _api
import functools
from collections.abc import Callable
from typing import Any

import numpy as np

from ...common import dtype as mstype
from ...common.api import in_jit
from ...common.tensor import Tensor
from ..function.array_func import _assign_many
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

# MindSpore's type names (and the mstype objects that stand for them) -> the predicate an argument must meet.
_NUMBER = (bool, int, float, np.number, np.bool_)
_PREDICATES: dict[str, Callable[[Any], bool]] = {
    "Number": lambda x: isinstance(x, _NUMBER),
    "Bool": lambda x: isinstance(x, (bool, np.bool_)),
    "Int": lambda x: isinstance(x, (int, np.integer)) and not isinstance(x, bool),
    "UInt": lambda x: isinstance(x, np.unsignedinteger),
    "Float": lambda x: isinstance(x, (float, np.floating)),
    "Tensor": lambda x: isinstance(x, Tensor),
    "Tuple": lambda x: isinstance(x, tuple),
    "List": lambda x: isinstance(x, list),
    "Dictionary": lambda x: isinstance(x, dict),
    "String": lambda x: isinstance(x, str),
    "None": lambda x: x is None,
    "Slice": lambda x: isinstance(x, slice),
    "Ellipsis": lambda x: x is Ellipsis,
    "Function": lambda x: callable(x) and not isinstance(x, type),
    "TypeType": lambda x: isinstance(x, (type, mstype.Type)),
    "COOTensor": lambda x: type(x).__name__ == "COOTensor",
    "CSRTensor": lambda x: type(x).__name__ == "CSRTensor",
    "RowTensor": lambda x: type(x).__name__ == "RowTensor",
}
_ALIASES = {"TensorType": "Tensor", "Dict": "Dictionary", "Str": "String", "NoneType": "None", "Func": "Function"}
_TYPE_OBJECTS = {
    id(mstype.number): "Number",
    id(mstype.tensor_type): "Tensor",
    id(mstype.bool_): "Bool",
    id(mstype.int_): "Int",
    id(mstype.float_): "Float",
    id(mstype.uint): "UInt",
    id(mstype.string): "String",
    id(mstype.type_none): "None",
    id(mstype.list_): "List",
    id(mstype.tuple_): "Tuple",
}


def _type_name(t: Any) -> str:
    if isinstance(t, str):
        return _ALIASES.get(t, t)
    if isinstance(t, mstype.Type):
        return _TYPE_OBJECTS.get(id(t), str(t))
    raise _errors.type_error(
        "MultitypeFuncGraph", f"register only support str or {mstype.Type}, but got 'type_input': {t}."
    )


def _dtype_of(x: Any) -> str:
    for name in ("Bool", "Int", "Float", "Tensor", "Tuple", "List", "Dictionary", "String", "None", "Function"):
        if _PREDICATES[name](x):
            return name
    return type(x).__name__


class MultitypeFuncGraph:
    """A function with one implementation per argument-type signature, chosen at call time.

    ``@fn.register("Number", "Tensor")`` adds an implementation; a call runs the first registered one whose types
    all match (``"Number"`` matches bool, int and float; ``"Tensor"`` any Tensor or Parameter; ``"Function"`` any
    callable; also ``"Bool"``, ``"Int"``, ``"Float"``, ``"Tuple"``, ``"List"``, ``"String"``, ``"None"``,
    ``"Dictionary"``, or the mstype objects ``mstype.number``, ``mstype.tensor_type``, ...). With a single
    implementation it is called whatever the types, as MindSpore does in PyNative mode.

    Mirrors ``mindspore.ops.MultitypeFuncGraph(name, read_value=False)`` (2.10).

    Raises:
        TypeError: when called with a numpy array, or ``register`` gets a type that is neither str nor mstype.
        ValueError: when no registered signature matches.
    """

    def __init__(self, name: str, read_value: bool = False) -> None:
        self.name = name
        self.entries: list[tuple[tuple, Callable]] = []
        self.default_func: Callable | None = None

    def register(self, *type_names: Any) -> Callable[[Callable], Callable]:
        """Decorator registering an implementation for ``type_names`` (one per argument)."""
        names = tuple(_type_name(t) for t in type_names)

        def deco(fn: Callable) -> Callable:
            self.entries.append((names, fn))
            return fn

        return deco

    def __call__(self, *args: Any) -> Any:
        if callable(self.default_func):
            return self.default_func(*args)
        for arg in args:
            if isinstance(arg, np.ndarray):
                raise _errors.type_error("MultitypeFuncGraph", "the input can not be numpy.ndarray")
        if len(self.entries) == 1:
            return self.entries[0][1](*args)
        for sigs, fn in self.entries:
            if len(sigs) == len(args) and all(_PREDICATES.get(s, lambda _x: False)(a) for s, a in zip(sigs, args)):
                return fn(*args)
        raise _errors.value_error(
            "MultitypeFuncGraph",
            f"cannot find fn match given args. Got (sigs, fn): {self.entries}, "
            f"and (dtype, args): {tuple(_dtype_of(a) for a in args)}.",
        )

    def __repr__(self) -> str:
        return f"MultitypeFuncGraph({self.name!r})"


class HyperMap:
    """Apply an operation to every leaf of (nested) tuples/lists, element by element across the inputs; the result
    has the inputs' nesting, as tuples. Mirrors ``mindspore.ops.HyperMap(ops=None, reverse=False)`` (2.10).

    With ``ops=None`` the operation is the first argument of the call (``HyperMap()(fn, grads, params)``). A
    position is a leaf when the first input is not a tuple or list there; sequences are zipped (the shortest wins,
    as Python's ``map``). ``reverse`` only matters to MindSpore's graph compiler and is ignored.
    """

    def __init__(self, ops: Callable | None = None, reverse: bool = False) -> None:
        self.ops = ops
        self.reverse = reverse

    def __call__(self, *args: Any) -> Any:
        func, rest, recurse = self.ops, args, self
        if self.ops is None:
            func, rest = args[0], args[1:]
            recurse = functools.partial(self, func)
        first = rest[0]
        if not isinstance(first, (tuple, list)):
            return func(*rest)
        for x in first:
            if isinstance(x, (tuple, list)):
                return tuple(map(recurse, *rest))
        if type(func) is functools.partial and len(rest) == 2 and not func.args and not func.keywords:
            fused = _assign_many(func.func, *rest)  # partial(ops.assign_add) over two tuples: one torch call
            if fused is not None:
                return fused
        return tuple(map(func, *rest))  # one level of leaves (the usual parameters tuple): no recursion per leaf


class Map:
    """Apply an operation to the elements of sequences, one level deep: ``Map()(fn, xs, ys)`` is
    ``tuple(map(fn, xs, ys))``. Mirrors ``mindspore.ops.Map(ops=None, reverse=False)`` (2.10)."""

    def __init__(self, ops: Callable | None = None, reverse: bool = False) -> None:
        self.ops = ops
        self.reverse = reverse

    def __call__(self, *args: Any) -> tuple:
        func, rest = (self.ops, args) if self.ops is not None else (args[0], args[1:])
        return tuple(map(func, *rest))


def partial(func: Callable, *args: Any, **kwargs: Any) -> functools.partial:
    """``func`` with its first arguments fixed: ``functools.partial``. Mirrors ``mindspore.ops.partial``.

    Keyword arguments (``partial(add, x=2)``) are bound too inside a ``jit`` function or GRAPH_MODE Cell, as
    MindSpore's graph compiler does; in PyNative mode MindSpore's ``partial`` takes positional arguments only.

    Raises:
        TypeError: a keyword argument outside a staged region (MindSpore's message).
    """
    if kwargs and not in_jit():
        raise TypeError(f"Partial.__call__() got an unexpected keyword argument '{next(iter(kwargs))}'")
    return functools.partial(func, *args, **kwargs)


class Partial:
    """The primitive form of :func:`partial`: ``ops.Partial()(func, *args)``. Mirrors ``mindspore.ops.Partial``."""

    def __call__(self, func: Callable, *args: Any) -> functools.partial:
        return functools.partial(func, *args)
