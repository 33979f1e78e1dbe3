"""Control-flow primitives `ops.WhileLoop`, `ops.ForiLoop`, `ops.Scan`: Python loops over a loop function."""

from __future__ import annotations

import types
from typing import Any, Callable

from ..._checkparam import check_value_type
from ..._kernels import errors as _errors
from ..._state import STAGED_DEPTH
from ...common.tensor import Tensor
from ..primitive import Primitive

_FUNCTION_TYPES = [types.FunctionType, types.MethodType]


def _graph_type_name(value: Any) -> str:
    """MindSpore's graph compiler's name of a value's abstract type (``Int64``, ``String``, ``Tensor[Int64]``)."""
    if isinstance(value, Tensor):
        return f"Tensor[{value.dtype}]"
    if isinstance(value, str):
        return "String"
    return _errors.not_tensor_name(value)


def _check_functions(graph_op: str, named: tuple) -> None:
    """Inside ``jit`` / a GRAPH_MODE Cell, MindSpore's compiler checks the function inputs of the loop by position:
    ``while_loop``'s ``input[0] should be Function, but got Int64.``; ``named`` holds (position, value) pairs."""
    for position, value in named:
        if not isinstance(value, (types.FunctionType, types.MethodType)):
            raise _errors.type_error(
                graph_op, f"input[{position}] should be Function, but got {_graph_type_name(value)}."
            )


def _loop_error(exc: BaseException) -> ValueError:
    """MindSpore's wrapping of any exception raised while looping (``loop_func``, ``cond_func`` or the loop's
    own unpacking): a ValueError naming the first exception's text."""
    return ValueError(f"Invalid loop_func, please check input arguments and return value, error info: {exc}")


class WhileLoop(Primitive):
    """``ops.WhileLoop()(cond_func, loop_func, init_val)``: ``while cond_func(val): val = loop_func(val)``.

    Mirrors ``mindspore.ops.WhileLoop`` (2.10, experimental). ``cond_func`` and ``loop_func`` must be Python
    functions or bound methods (a builtin such as ``abs`` or a callable object is refused);
    ``init_val`` may be any value (Tensor, number, str, bool, list, tuple, dict) and the result is the last
    value ``loop_func`` returned (``init_val`` itself when ``cond_func`` is false at once). Gradients flow
    through the iterations as through the Python loop.

    Raises:
        TypeError: ``cond_func`` (or ``loop_func``) not a Python function or method (the
            validator's message naming WhileLoop and ``['function', 'method']``).
        ValueError: ``Invalid loop_func, please check input arguments and return value, error info: ...`` when
            either function raises.

    Inside ``jit`` / a GRAPH_MODE Cell a function input that is not a function is reported as MindSpore's
    compiler reports it (``while_loop``'s ``input[0]`` / ``input[1]`` should be Function, naming the abstract
    type: ``Int64``, ``String``, ``Tensor[Int64]``); the other checks are PyNative's.

    Known differences: loop functions MindSpore's graph compiler cannot parse (two lambdas on one line, a
    lambda closing over a Cell's attributes) fail to compile there; here they run as in PyNative.
    """

    def __init__(self) -> None:
        super().__init__("WhileLoop")

    def __call__(self, cond_func: Callable[[Any], Any], loop_func: Callable[[Any], Any], init_val: Any) -> Any:
        if STAGED_DEPTH[0]:
            _check_functions("while_loop", ((0, cond_func), (1, loop_func)))
        check_value_type("cond_func", cond_func, _FUNCTION_TYPES, "WhileLoop")
        check_value_type("loop_func", loop_func, _FUNCTION_TYPES, "WhileLoop")
        val = init_val
        try:
            while cond_func(val):
                val = loop_func(val)
        except Exception as e:
            raise _loop_error(e) from None
        return val


class Scan(Primitive):
    """``ops.Scan()(loop_func, init, xs, length=None, unroll=True)``: scan ``loop_func`` over ``xs``.

    Mirrors ``mindspore.ops.Scan`` (2.10, experimental): ``carry = init``; for each ``x`` of ``xs``,
    ``carry, y = loop_func(carry, x)``; returns ``(carry, [y, ...])`` (``(init, [])`` for an empty ``xs``).
    ``xs`` must be a list or tuple; ``length`` is not read when ``xs`` is given, and ``unroll`` only concerns
    MindSpore's graph compiler (any value is taken). Gradients flow through every step. Inside ``jit`` / a
    GRAPH_MODE Cell a ``loop_func`` that is not a function is reported as ``scan``'s ``input[0]`` (MindSpore's
    compiler wording).

    Known differences: in graph mode MindSpore's compiler takes ``xs=None`` with ``length`` and rejects a
    Tensor ``xs`` with messages of its own; here PyNative's check applies there too.

    Raises:
        TypeError: ``loop_func`` not a Python function or method (the validator's message naming Scan).
        TypeError: ``isinstance() arg 2 must be a type, a tuple of types, or a union`` for an ``xs`` that is
            not a list or tuple, ``None`` included: MindSpore 2.10's own check lists ``None`` among the types,
            so ``xs=None`` (with or without ``length``) never reaches the loop.
        ValueError: ``Invalid loop_func, please check input arguments and return value, error info: ...`` when
            ``loop_func`` raises or does not return two values.
    """

    def __init__(self) -> None:
        super().__init__("Scan")

    def __call__(
        self,
        loop_func: Callable[[Any, Any], Any],
        init: Any,
        xs: list | tuple | None,
        length: int | None = None,
        unroll: bool = True,
    ) -> tuple:
        if STAGED_DEPTH[0]:
            _check_functions("scan", ((0, loop_func),))
        check_value_type("loop_func", loop_func, _FUNCTION_TYPES, "Scan")
        check_value_type("xs", xs, [list, tuple, None], "Scan")
        if xs is None:  # unreachable in MindSpore 2.10 (the check above raises), kept as its source reads
            check_value_type("length", length, [int], "Scan")
            xs = [None] * length
        if not len(xs):
            return init, []
        carry = init
        ys = []
        try:
            for x in xs:
                carry, y = loop_func(carry, x)
                ys.append(y)
        except Exception as e:
            raise _loop_error(e) from None
        return carry, ys


class ForiLoop(Primitive):
    """``ops.ForiLoop()(lower, upper, loop_func, init_val, unroll=True)``: ``for i in range(lower, upper):
    val = loop_func(i, val)``.

    Mirrors ``mindspore.ops.ForiLoop`` (2.10, experimental). ``lower`` and ``upper`` are ints (not bools) or
    integer Tensors of one element; ``i`` is passed to ``loop_func`` as a Python int. An empty range returns
    ``init_val``. ``unroll`` only concerns MindSpore's graph compiler (any value is taken). Gradients flow
    through the iterations. Inside ``jit`` / a GRAPH_MODE Cell a ``loop_func`` that is not a function is
    reported as ``fori_loop``'s ``input[2]`` (MindSpore's compiler wording).

    Known differences: in graph mode MindSpore's compiler also takes float bounds (``range`` over them by 1);
    here PyNative's int/Tensor check applies there too.

    Raises:
        TypeError: ``lower`` or ``upper`` not an int or Tensor (bools refused), ``loop_func`` not a Python
            function or method (the validator's messages naming ForiLoop).
        ValueError: ``Invalid loop_func, please check input arguments and return value, error info: ...`` when
            ``loop_func`` raises, or a bound is a float Tensor (``Only integer tensors of a single element can
            be converted to an index.``).
    """

    def __init__(self) -> None:
        super().__init__("ForiLoop")

    def __call__(
        self,
        lower: int | Tensor,
        upper: int | Tensor,
        loop_func: Callable[[int, Any], Any],
        init_val: Any,
        unroll: bool = True,
    ) -> Any:
        if STAGED_DEPTH[0]:
            _check_functions("fori_loop", ((2, loop_func),))
        check_value_type("lower", lower, [int, Tensor], "ForiLoop")
        check_value_type("upper", upper, [int, Tensor], "ForiLoop")
        check_value_type("loop_func", loop_func, _FUNCTION_TYPES, "ForiLoop")
        val = init_val
        try:
            for i in range(lower, upper):
                val = loop_func(i, val)
        except Exception as e:
            raise _loop_error(e) from None
        return val
