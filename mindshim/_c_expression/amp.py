"""`mindspore._c_expression.amp`: the mixed-precision strategy objects and the process's strategy stack that
``amp.auto_mixed_precision(..., 'auto')`` pushes around each call of the network."""

from __future__ import annotations

import enum
from typing import Any

from .._kernels import amp as _K_amp
from ..common import dtype as _mstype

__all__ = ["AmpLevel", "AmpStrategy", "create_amp_strategy", "get_curr_amp_strategy", "push_amp_strategy",
           "pop_amp_strategy"]  # fmt: skip


class AmpLevel(int, enum.Enum):
    """The mixed-precision levels of a strategy: ``AmpO0`` .. ``AmpO3`` (0-3) and ``AmpAuto`` (4), which
    ``amp.auto_mixed_precision(net, 'auto')`` uses. Mirrors ``mindspore._c_expression.amp.AmpLevel`` (a pybind11
    enum: ``int(AmpLevel.AmpAuto) == 4``, ``str`` ``AmpLevel.AmpAuto``, ``repr`` ``<AmpLevel.AmpAuto: 4>``)."""

    AmpO0 = 0
    AmpO1 = 1
    AmpO2 = 2
    AmpO3 = 3
    AmpAuto = 4

    def __str__(self) -> str:
        return f"AmpLevel.{self.name}"

    def __repr__(self) -> str:
        return f"<AmpLevel.{self.name}: {self.value}>"


_SIGNATURE = (
    "(arg0: mindspore::amp::AmpLevel, arg1: mindspore._c_expression.typing.Type, arg2: list[tuple[str, list[int]]], "
    "arg3: list[tuple[str, list[int]]])"
)


class AmpStrategy:
    """A mixed-precision strategy: its level, low-precision dtype (a MindSpore dtype, or None) and the white and
    black lists of ``(primitive name, [input indexes])`` pairs. Made by :func:`create_amp_strategy` (or pushed
    with :func:`push_amp_strategy`); read with its getters. Mirrors ``mindspore._c_expression.amp.AmpStrategy``."""

    __slots__ = ("_level", "_dtype", "_white", "_black")

    def __init__(self, level: AmpLevel, dtype: Any, white_list: list, black_list: list) -> None:
        self._level, self._dtype = level, dtype
        self._white = [(name, list(idx)) for name, idx in white_list]
        self._black = [(name, list(idx)) for name, idx in black_list]

    def get_amp_level(self) -> AmpLevel:
        """The strategy's :class:`AmpLevel`."""
        return self._level

    def get_amp_dtype(self) -> Any:
        """The low-precision dtype (``mindspore.float16``, ...), or None when made without one."""
        return self._dtype

    def get_white_list(self) -> list:
        """A copy of the white list: ``[(primitive name, [input indexes]), ...]``."""
        return [(name, list(idx)) for name, idx in self._white]

    def get_black_list(self) -> list:
        """A copy of the black list: ``[(primitive name, [input indexes]), ...]``."""
        return [(name, list(idx)) for name, idx in self._black]


def _is_prim_list(value: Any) -> bool:
    return isinstance(value, list) and all(
        isinstance(p, (tuple, list))
        and len(p) == 2
        and isinstance(p[0], str)
        and isinstance(p[1], (list, tuple))
        and all(isinstance(i, int) and not isinstance(i, bool) for i in p[1])
        for p in value
    )


def _strategy(fn: str, args: tuple) -> AmpStrategy:
    """The strategy of ``fn``'s four arguments, checked as pybind11 checks them (TypeError naming the signature)."""
    level, dtype, white, black = args
    ok = (
        isinstance(level, AmpLevel)
        and (dtype is None or isinstance(dtype, _mstype.Type))
        and _is_prim_list(white)
        and _is_prim_list(black)
    )
    if not ok:
        shown = ", ".join(repr(a) for a in args)
        raise TypeError(
            f"{fn}(): incompatible function arguments. The following argument types are supported:\n"
            f"    1. {_SIGNATURE} -> {'mindspore::amp::AmpStrategy' if fn == 'create_amp_strategy' else 'None'}\n\n"
            f"Invoked with: {shown}"
        )
    return AmpStrategy(level, dtype, white, black)


def create_amp_strategy(level: AmpLevel, dtype: Any, white_list: list, black_list: list) -> AmpStrategy:
    """A new :class:`AmpStrategy` (not pushed). Mirrors ``mindspore._c_expression.amp.create_amp_strategy``;
    ``amp.auto_mixed_precision(net, 'auto')`` stores one as ``net.amp_strategy``, as MindSpore does (MindSpore's
    graph compiler reads it; mindshim keeps it for code that reads it).

    Raises:
        TypeError: ``level`` not an :class:`AmpLevel`, ``dtype`` not a MindSpore dtype or None, or a list not of
            ``(str, list of int)`` pairs (pybind11's "incompatible function arguments").
    """
    return _strategy("create_amp_strategy", (level, dtype, white_list, black_list))


# the pushed strategies, innermost last, each with the autocast region it entered (None: it changes no op)
_STACK: list[tuple[AmpStrategy, Any]] = []


def push_amp_strategy(level: AmpLevel, dtype: Any, white_list: list, black_list: list) -> None:
    """Make a strategy the current one until the matching :func:`pop_amp_strategy`. Returns None. Mirrors
    ``mindspore._c_expression.amp.push_amp_strategy``, which ``amp.auto_mixed_precision(net, 'auto')`` calls on
    each call of ``net`` (MindSpore's ``AmpDecorator``).

    While an ``AmpAuto`` strategy with a float16/bfloat16 dtype is current, ops run under torch's autocast in that
    dtype, whose op lists play the role of MindSpore's auto white and black lists (mindshim's 'auto' level).
    Known difference: MindSpore casts the inputs of the primitives the lists name (and at O1/O2/O3 those of the
    level's rule, O2/O3 every op's); mindshim applies only the AmpAuto strategy, through autocast, and records the
    others without changing any op.

    Raises:
        TypeError: as :func:`create_amp_strategy`.
    """
    strategy = _strategy("push_amp_strategy", (level, dtype, white_list, black_list))
    region = None
    if level == AmpLevel.AmpAuto and dtype in (_mstype.float16, _mstype.bfloat16):
        from ..context import _device

        region = _K_amp.autocast(_device().type, dtype=dtype.torch_dtype)
        region.__enter__()
    _STACK.append((strategy, region))


def pop_amp_strategy() -> None:
    """End the current strategy (the last pushed); nothing happens when none is pushed. Returns None. Mirrors
    ``mindspore._c_expression.amp.pop_amp_strategy``."""
    if _STACK:
        _, region = _STACK.pop()
        if region is not None:
            region.__exit__(None, None, None)


def get_curr_amp_strategy() -> AmpStrategy | None:
    """The current (last pushed) :class:`AmpStrategy`, or None. Mirrors
    ``mindspore._c_expression.amp.get_curr_amp_strategy`` (``jit`` and ``recompute`` read it)."""
    return _STACK[-1][0] if _STACK else None
