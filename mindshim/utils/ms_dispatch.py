"""`mindspore.MsDispatchMode`: a context manager whose ``__ms_dispatch__`` sees the Tensor operators run inside it.

While a mode is active, the Tensor operators (``x + y``, ``x * 2``, ``x @ m``, comparisons, ``-x``, ``abs(x)``,
``x ** y``) are dispatched to the innermost mode's ``__ms_dispatch__(func, args, kwargs)`` with MindSpore 2.10's
CPU operator names and arguments: ``x + y`` is ``AddExt(x, y, 1)``, ``x - y`` ``SubExt(x, y, 1)``, ``2 - x``
``Sub``, ``x * 2`` ``Muls(x, 2)``, ``x * y`` ``Mul``, ``x / 2`` ``Divs``, ``2 / x`` ``Reciprocal`` then ``Muls``,
``x @ m`` ``MatMulExt``, ``x // y`` ``FloorDiv``; a number operand of the others becomes a Tensor. While a mode's handler runs, the operators
it runs itself are not dispatched, and its ``func(*args)`` goes to the next outer mode (as in MindSpore). The operators are swapped in when
the first mode is entered and back when the last one exits, so the Tensor operators cost nothing more outside.

Known difference: only the Tensor operators are intercepted; MindSpore also dispatches functional ops
(``ops.add`` is ``Add``), primitives and Tensor methods (``x.sum()`` is ``SumExt``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from .. import _api
from ..common.tensor import Tensor

__all__ = _api.names(__name__)

_STACK: list[MsDispatchMode] = []
_SAVED: dict[str, Any] = {}
_ACTIVE = [True]  # False while a handler runs


class OpFunc:
    """The operator a mode's ``__ms_dispatch__`` receives: ``name`` (MindSpore's primitive name, ``"AddExt"``)
    and ``func(*args)``, which runs it (through the next outer mode, if any)."""

    def __init__(self, name: str, fn: Callable[..., Any]) -> None:
        self.name = name
        self._fn = fn

    def __call__(self, *args: Any) -> Any:
        saved = _ACTIVE[0]
        _ACTIVE[0] = True
        try:
            return _dispatch(self.name, self._fn, args)
        finally:
            _ACTIVE[0] = saved


def _dispatch(name: str, fn: Callable[..., Any], args: tuple) -> Any:
    if not _STACK or not _ACTIVE[0]:
        return fn(*args)
    mode = _STACK.pop()
    _ACTIVE[0] = False  # operators a handler runs itself are not dispatched; its func(*args) is
    try:
        return mode.__ms_dispatch__(OpFunc(name, fn), args)
    finally:
        _ACTIVE[0] = True
        _STACK.append(mode)


def _as_tensor(value: Any, like: Tensor) -> Any:
    """A number operand as the Tensor MindSpore hands on, in the dtype the operator would compute in."""
    if isinstance(value, Tensor) or not isinstance(value, (bool, int, float)):
        return value
    dtype = like.dtype
    if isinstance(value, float) and not dtype.is_floating_point:
        return Tensor(value)
    return Tensor(value, dtype)


def _orig(name: str) -> Callable[..., Any]:
    return _SAVED[name]


def _add_ext(x: Any, y: Any, alpha: Any = 1) -> Any:
    return _orig("__add__")(x, y if alpha == 1 else _orig("__mul__")(y, alpha))


def _sub_ext(x: Any, y: Any, alpha: Any = 1) -> Any:
    return _orig("__sub__")(x, y if alpha == 1 else _orig("__mul__")(y, alpha))


def _binary(name: str, prim: str) -> Callable[..., Any]:
    def method(self: Tensor, other: Any) -> Any:
        return _dispatch(prim, _orig(name), (self, _as_tensor(other, self)))

    return method


def _add(self: Tensor, other: Any) -> Any:
    return _dispatch("AddExt", _add_ext, (self, _as_tensor(other, self), 1))


def _sub(self: Tensor, other: Any) -> Any:
    return _dispatch("SubExt", _sub_ext, (self, _as_tensor(other, self), 1))


def _rsub(self: Tensor, other: Any) -> Any:
    return _dispatch("Sub", _orig("__sub__"), (_as_tensor(other, self), self))


def _mul(self: Tensor, other: Any) -> Any:
    if isinstance(other, Tensor):
        return _dispatch("Mul", _orig("__mul__"), (self, other))
    return _dispatch("Muls", _orig("__mul__"), (self, other))


def _div(self: Tensor, other: Any) -> Any:
    if isinstance(other, Tensor):
        return _dispatch("Div", _orig("__truediv__"), (self, other))
    return _dispatch("Divs", _orig("__truediv__"), (self, other))


def _rdiv(self: Tensor, other: Any) -> Any:
    recip = _dispatch("Reciprocal", lambda x: _orig("__rtruediv__")(x, 1), (self,))
    return _dispatch("Muls", _orig("__mul__"), (recip, other))


def _unary(name: str, prim: str) -> Callable[..., Any]:
    def method(self: Tensor) -> Any:
        return _dispatch(prim, _orig(name), (self,))

    return method


_METHODS: dict[str, Callable[..., Any]] = {
    "__add__": _add,
    "__radd__": _add,
    "__sub__": _sub,
    "__rsub__": _rsub,
    "__mul__": _mul,
    "__rmul__": _mul,
    "__truediv__": _div,
    "__rtruediv__": _rdiv,
    "__floordiv__": _binary("__floordiv__", "FloorDiv"),
    "__matmul__": _binary("__matmul__", "MatMulExt"),
    "__pow__": _binary("__pow__", "Pow"),
    "__lt__": _binary("__lt__", "Less"),
    "__le__": _binary("__le__", "LessEqual"),
    "__gt__": _binary("__gt__", "Greater"),
    "__ge__": _binary("__ge__", "GreaterEqual"),
    "__eq__": _binary("__eq__", "Equal"),
    "__ne__": _binary("__ne__", "NotEqual"),
    "__neg__": _unary("__neg__", "Neg"),
    "__abs__": _unary("__abs__", "Abs"),
}


def _install() -> None:
    for name, method in _METHODS.items():
        _SAVED[name] = Tensor.__dict__[name]
        setattr(Tensor, name, method)


def _uninstall() -> None:
    for name, method in _SAVED.items():
        setattr(Tensor, name, method)
    _SAVED.clear()


class MsDispatchMode(contextlib.ContextDecorator):
    """Intercept the Tensor operators run inside ``with`` (MindSpore's ``mindspore.MsDispatchMode``).

    Subclass it and override ``__ms_dispatch__(self, func, args, kwargs=None)``: ``func.name`` is the operator's
    MindSpore name (``"AddExt"``, ``"Muls"``, ``"MatMulExt"``), ``func(*args)`` runs it, and what the method
    returns is the operator's result. Modes nest (the innermost handles an operator; while its handler runs,
    ``func(*args)`` goes to the next outer one), and an instance can decorate a function.

    Raises:
        TypeError: ``__ms_dispatch__`` does not take ``(func, args, kwargs)`` (Python's words, when an operator
            runs).

    Known difference: only the Tensor operators are dispatched here, not functional ops, primitives or Tensor
    methods.
    """

    def __enter__(self) -> MsDispatchMode:
        if not _STACK:
            _install()
        _STACK.append(self)
        return self

    def __exit__(self, exc_type: Any, exc_val: Any, exc_tb: Any) -> bool:
        _STACK.pop()
        if not _STACK:
            _uninstall()
        return False

    def __ms_dispatch__(self, func: OpFunc, args: tuple, kwargs: dict | None = None) -> Any:
        """Run the operator unchanged: ``func(*args)``."""
        return func(*args)
