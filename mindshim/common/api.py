"""`mindspore.jit` / `ms_function` (1.x): staged execution, mapped to eager torch (optionally torch.compile).

Inside a staged region (a ``jit`` function, or a Cell called in GRAPH_MODE) MindSpore compiles ``print`` into
graph Print ops, which print each argument on its own line in the graph format; mindshim runs the region
eagerly and swaps ``builtins.print`` for that format while it runs (see :func:`graph_print_lines`).
"""

from __future__ import annotations

from .. import _api
import builtins
import contextlib
import functools
import importlib
import inspect
import os
import sys
import threading
import types
from typing import Any, Callable

import numpy as np

from .. import _state
from .._state import CONST_TRACKER
from .._state import SAVED_PRINT
from .._state import STAGED_DEPTH
from .._kernels import errors as _errors

__all__ = _api.names(__name__)

# MindSpore's map from id(cell) to the cell's compile cache (a set of compiled phases); code that copies a Cell
# registers the copy here, as Cell.__init__ does in MindSpore (mindshim compiles nothing, so the sets stay empty)
cells_compile_cache: dict = {}

# The process state these functions keep lives in mindshim._state: STAGED_DEPTH (> 0 while a staged region runs),
# GRAPH_MODE, SAVED_PRINT (the print replaced while staged, and its thread) and CONST_TRACKER.


def in_jit() -> bool:
    """True while running inside a ``jit``/``ms_function``-decorated function or a GRAPH_MODE Cell call."""
    return STAGED_DEPTH[0] > 0


_PRINT_NAMES = frozenset(("print", "print_", "Print"))


def _enter_graph(owner: Any = None, self_obj: Any = None, args: tuple = ()) -> None:
    """Start a staged region; ``owner`` (the jit function or the Cell) and ``self_obj`` (the first argument of a
    jit method) decide whether graph constants are tracked for ``print``; ``args`` are the region's inputs."""
    if STAGED_DEPTH[0] == 0:
        SAVED_PRINT[0], SAVED_PRINT[1] = builtins.print, threading.get_ident()
        builtins.print = _graph_print
        if owner is not None and (_may_print(owner) or (self_obj is not None and _may_print_self(self_obj))):
            mode = _const_tracker()
            mode.__enter__()
            mode.marked = _mark_outer_constants(owner, self_obj, args)
            CONST_TRACKER[0] = mode
    STAGED_DEPTH[0] += 1


def _mark_outer_constants(owner: Any, self_obj: Any, args: tuple) -> list:
    """Mark the Tensors a staged region reads from outside that MindSpore compiles in as constants: Tensors (not
    Parameters) named by the function's globals / closure, and held as attributes by the Cell and its sub-Cells;
    not those also passed as arguments. Returns the torch tensors marked, unmarked when the region ends."""
    import torch

    from .tensor import Tensor

    seen = {id(a._t) for a in args if isinstance(a, Tensor)}
    found: list = []
    cells = [c for c in (owner, self_obj) if isinstance(c, torch.nn.Module)]
    fns = [getattr(owner, "__func__", owner)] + [getattr(type(c), "construct", None) for c in cells]
    for fn in fns:
        code = getattr(fn, "__code__", None)
        if code is None:
            continue
        scope = getattr(fn, "__globals__", {})
        names = fn.__dict__.get("_ms_tensor_globals")
        if names is None:  # the global names bound to Tensors when first run, kept on the function
            names = fn.__dict__["_ms_tensor_globals"] = tuple(
                n for n in code.co_names if isinstance(scope.get(n), Tensor)
            )
        values = [scope.get(n) for n in names]
        for cell in getattr(fn, "__closure__", None) or ():
            try:
                values.append(cell.cell_contents)
            except ValueError:
                pass
        found.extend(values)
    for c in cells:
        for m in c.modules():
            found.extend(m.__dict__.values())
    marked = []
    for v in found:
        if isinstance(v, Tensor) and v._t is not None and not isinstance(v._t, torch.nn.Parameter):
            t = v._t
            if id(t) not in seen and not getattr(t, "_ms_const", False):
                t._ms_const = True
                marked.append(t)
                seen.add(id(t))
    return marked


def _exit_graph() -> None:
    STAGED_DEPTH[0] -= 1
    if STAGED_DEPTH[0] == 0:
        if SAVED_PRINT[0] is not None:
            builtins.print = SAVED_PRINT[0]
            SAVED_PRINT[0] = None
        mode = CONST_TRACKER[0]
        if mode is not None:
            CONST_TRACKER[0] = None
            mode.__exit__(None, None, None)
            for t in mode.marked:
                t._ms_const = False


_SCALARS = (bool, int, float, str, type(None))
_CELL_STATE = frozenset(("training", "requires_grad"))  # set_train / set_grad start a new graph in MindSpore
_GRAPH_CELL_STATE = frozenset(("requires_grad",))  # a GRAPH_MODE call keys on the phase, sub-Cells' flags frozen
_MAX_GRAPHS = 64  # input signatures whose constants a Cell keeps


def _input_key(a: Any) -> Any:
    """What of one input picks MindSpore's compiled graph: a Tensor's shape and dtype, a constant's value."""
    t = getattr(a, "_t", None)
    if t is not None:
        return (tuple(t.shape), t.dtype)
    if type(a) in _SCALARS:
        return (type(a), a)
    if type(a) in (tuple, list):
        return (type(a), tuple(_input_key(v) for v in a))
    if isinstance(a, (int, float)):  # a mutable number: a variable, any value
        return type(a)
    return (type(a), id(a))


def _freeze_attributes(cell: Any, code: Any, args: tuple, phase: bool = False) -> list | None:
    """Give ``cell`` (and its sub-Cells) the Python scalar attributes it had when MindSpore compiled the graph for
    these inputs: the graph is compiled once per Cell, function and input signature, with the attributes it reads
    folded in as constants, so changing ``net.len = 2`` later does not change what the same inputs compute (a new
    input signature compiles again, with the values of then; a Cell keeps the constants of at most
    ``_MAX_GRAPHS`` signatures, then starts over). Returns the ``(__dict__, name, value)`` to put back after the call, or None when
    nothing differs.

    With ``phase`` (a top-level Cell call in GRAPH_MODE) the graph is also keyed on the Cell's phase (``set_train``
    on that Cell: ``'train'`` / ``'predict'``), and the sub-Cells' ``training`` flags are constants of it too:
    ``network.set_train(False)`` on the network inside a compiled ``TrainOneStepCell`` leaves its BatchNorm in
    training mode there, as MindSpore 2.10 does (PyNative reads the flags at every call)."""
    code = getattr(code, "__code__", code)
    key = (code.co_filename, code.co_firstlineno, tuple(_input_key(a) for a in args))
    if phase:
        key += (cell.__dict__.get("_phase"),)
    skip = _GRAPH_CELL_STATE if phase else _CELL_STATE
    graphs = cell.__dict__.get("_ms_graph_constants")
    if graphs is None:
        graphs = cell.__dict__["_ms_graph_constants"] = {}
    snap = graphs.get(key)
    if snap is None:
        if len(graphs) >= _MAX_GRAPHS:  # inputs that never repeat (numpy arrays, new objects): keep memory bounded
            graphs.clear()
        snap = []
        for m in cell.modules():
            snap.extend(
                (m, k, v) for k, v in m.__dict__.items() if type(v) in _SCALARS and k[0] != "_" and k not in skip
            )
        graphs[key] = snap
        return None
    changed = None
    for m, k, v in snap:
        d = m.__dict__
        cur = d.get(k, v)
        if cur is not v and cur != v:
            if changed is None:
                changed = []
            changed.append((d, k, cur))
            d[k] = v
    return changed


def _thaw_attributes(changed: list) -> None:
    for d, k, cur in changed:
        d[k] = cur


_PARAM_CLS: list = []
_NP_SCALAR = (np.bool_, np.number)


def _graph_output(out: Any, args: tuple = (), fn: Any = None) -> Any:
    """A staged region's result as MindSpore's graph returns it: Parameters (also inside tuples, lists and dicts)
    come back as plain Tensors holding their value (a differentiable copy), and a Python float the graph computed
    (the result itself, or an element of a result tuple / list) comes back as the float32 scalar the graph holds
    (``2.0 / 3`` -> ``0.6666666865348816``). A literal of ``fn``'s code and an input returned as they are stay as
    they are, unless the result tuple also holds a dict (then every float element is a graph scalar); floats
    inside nested tuples, lists and dicts stay.
    """
    out = _py_scalars(out)
    if type(out) is float:
        return _float32_scalar(out, args, fn)
    if type(out) in (tuple, list) and any(type(o) is float for o in out):
        f = None if any(type(o) is dict for o in out) else fn
        out = type(out)(_float32_scalar(o, args, f, f is None) if type(o) is float else o for o in out)
    return _graph_output_params(out)


def _py_scalars(out: Any) -> Any:
    """numpy scalars in a graph's result (``tuple(np.array([1, 2]))``, also nested in tuples, lists and dicts)
    as the Python numbers MindSpore's graph returns; anything else as it is."""
    if isinstance(out, _NP_SCALAR):
        return out.item()
    t = type(out)
    if t is tuple or t is list:
        if any(isinstance(o, _NP_SCALAR) or type(o) in (tuple, list, dict) for o in out):
            return t(_py_scalars(o) for o in out)
    elif t is dict:
        return {k: _py_scalars(v) for k, v in out.items()}
    return out


def _float32_scalar(v: float, args: tuple, fn: Any, always: bool = False) -> float:
    import numpy as np

    if not always:
        if any(v is a for a in args):
            return v
        from ._graph_syntax import float_literals

        if fn is not None and v in float_literals(fn):
            return v
    return float(np.float32(v))


def _graph_output_params(out: Any) -> Any:
    if not _PARAM_CLS:
        from .parameter import Parameter

        _PARAM_CLS.append(Parameter)
    Parameter = _PARAM_CLS[0]
    if isinstance(out, types.GeneratorType):  # the graph compiler unrolls a generator expression into a list
        return [_graph_output_params(o) for o in out]
    if isinstance(out, Parameter):
        from .tensor import _wrap

        return _wrap(out._data().clone())
    if isinstance(out, (tuple, list)) and any(isinstance(o, (Parameter, tuple, list, dict)) for o in out):
        return type(out)(_graph_output_params(o) for o in out)
    if isinstance(out, dict) and any(isinstance(o, (Parameter, tuple, list, dict)) for o in out.values()):
        return {k: _graph_output_params(v) for k, v in out.items()}
    return out


def _may_print(obj: Any, depth: int = 2) -> bool:
    """Whether a staged function or Cell (or what it calls, two levels down) may ``print`` / ``ops.Print``.

    Decided once per function / Cell from names in the code (``print``, ``print_``, ``Print``), Print primitives
    held by a Cell, and the functions and Cells the code names; the answer is kept on the object.
    """
    d = getattr(obj, "__dict__", None)
    if d is not None and "_ms_may_print" in d:
        return d["_ms_may_print"]
    import torch

    found = False
    if type(obj).__name__ == "Print":
        found = True
    elif isinstance(obj, torch.nn.Module):
        found = _code_may_print(getattr(type(obj).construct, "__code__", None), None, depth)
        if not found and depth > 0:
            found = any(_may_print(v, depth - 1) for v in d.values() if type(v).__name__ == "Print")
            found = found or any(_may_print(m, depth - 1) for m in obj._modules.values() if m is not None)
    else:
        fn = getattr(obj, "__func__", obj)
        found = _code_may_print(getattr(fn, "__code__", None), fn, depth)
    if d is not None:
        try:
            d["_ms_may_print"] = found
        except TypeError:  # a read-only mapping (a class)
            pass
    return found


def _may_print_self(obj: Any) -> bool:
    import torch

    return isinstance(obj, torch.nn.Module) and _may_print(obj)


def _code_may_print(code: Any, fn: Any, depth: int) -> bool:
    if code is None:
        return False
    if _PRINT_NAMES.intersection(code.co_names):
        return True
    if any(_code_may_print(c, None, depth) for c in code.co_consts if hasattr(c, "co_names")):
        return True
    if fn is None or depth <= 0:
        return False
    scope = dict(getattr(fn, "__globals__", {}))
    for name, cell in zip(code.co_freevars, getattr(fn, "__closure__", None) or ()):
        try:
            scope[name] = cell.cell_contents
        except ValueError:
            pass
    import torch

    for name in code.co_names + code.co_freevars:
        v = scope.get(name)
        if isinstance(v, torch.nn.Module) or (callable(v) and hasattr(v, "__code__")):
            if _may_print(v, depth - 1):
                return True
    return False


_TRACKER_CLS: list = [None]


def _const_tracker() -> Any:
    """A torch function mode that marks graph constants: MindSpore folds Tensors built inside a staged region
    (``Tensor(...)``, ``ops.ones``, ``ops.arange``...) and everything computed from them alone into constants,
    which its graph ``print`` shows in another form (``(1, 2, 3)``). Marked torch tensors carry ``_ms_const``."""
    if _TRACKER_CLS[0] is not None:
        return _TRACKER_CLS[0]()
    import torch
    from torch.overrides import TorchFunctionMode

    factories = {torch.ones, torch.zeros, torch.full, torch.arange, torch.eye, torch.linspace}

    class _ConstTracker(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            if func in factories:
                const = True
            else:
                const = None
                for a in args:
                    for b in a if isinstance(a, (list, tuple)) else (a,):
                        if isinstance(b, torch.Tensor):
                            if not getattr(b, "_ms_const", False):
                                # an in-place write of a variable into a constant makes it a variable
                                if args and getattr(args[0], "_ms_const", False) and _in_place(func):
                                    args[0]._ms_const = False
                                return out
                            const = True
            if const:
                if isinstance(out, torch.Tensor):
                    out._ms_const = True
                elif isinstance(out, (tuple, list)):
                    for o in out:
                        if isinstance(o, torch.Tensor):
                            o._ms_const = True
            return out

    _TRACKER_CLS[0] = _ConstTracker
    return _ConstTracker()


def _in_place(func: Any) -> bool:
    name = getattr(func, "__name__", "")
    return name.endswith("_") and not name.endswith("__") or name == "__setitem__"


def _scalar_text(v: Any) -> str:
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, int):
        return str(v)
    return f"{float(v):g}"


def graph_print_lines(x: Any, top: bool = True) -> list[str]:
    """The lines MindSpore's graph ``print`` / ``ops.Print`` shows for one argument inside a staged region.

    Strings as they are; a Tensor in the graph form (``Tensor(shape=[2], dtype=Float32, value=[ 1.00000000e+00
    2.00000000e+00])``, a 0-d one as its bare value); Python numbers in C++ stream form (``1``, ``2.5``,
    ``1e-05``; True -> ``1``); a tuple of ints (a shape) as ``(2, 3)`` (one element: ``(2)``); any other
    tuple/list element by element, nested ones too; a dict as the tuple of its values; a Cell as its class
    name. A graph constant (a Tensor built inside the region from Python/numpy data, by ``ops.ones``-like
    factories, or a non-Parameter Tensor read from a global or a Cell attribute, and anything computed from
    constants alone) prints as MindSpore folds it: ``(1, 2, 3)``. Known difference: a global Tensor that is
    also passed in as an argument prints as an input everywhere in that call.
    """
    import numpy as np

    from ._format import tensor_const_text, tensor_graph_text
    from .tensor import Tensor

    if isinstance(x, str):
        return [x]
    if isinstance(x, Tensor):
        if getattr(x._t, "_ms_const", False):
            return [tensor_const_text(x.asnumpy(), x.dtype)]
        return [tensor_graph_text(x.asnumpy(), x.dtype)]
    if isinstance(x, (bool, int, float, np.bool_, np.integer, np.floating)):
        return [_scalar_text(x.item() if isinstance(x, np.generic) else x)]
    if isinstance(x, dict):
        return graph_print_lines(tuple(x.values()), top)
    if isinstance(x, (tuple, list)):
        if top and x and all(isinstance(v, int) and not isinstance(v, bool) for v in x):
            return ["(" + ", ".join(str(v) for v in x) + ")"]
        return [line for v in x for line in graph_print_lines(v, False)]
    if x is None:
        return ["None"]
    import torch

    if isinstance(x, torch.nn.Module):
        return [type(x).__name__]
    return [str(x)]


def _graph_print(*args: Any, **kwargs: Any) -> None:
    """``print`` inside a staged region: one line (or block) per argument, in the graph format."""
    saved = SAVED_PRINT[0] or print
    if kwargs or threading.get_ident() != SAVED_PRINT[1]:
        return saved(*args, **kwargs)
    if any(type(a).__module__ == "numpy" and type(a).__name__ == "ndarray" for a in args):
        return saved(*args)  # JIT Fallback: a print of a numpy array runs in Python, Tensors in PyNative form
    text = "".join(line + "\n" for a in args for line in graph_print_lines(a)) if args else "\n"
    sys.stdout.write(text)
    return None


def _compile_requested(options: dict) -> bool:
    mode = os.environ.get("MINDSHIM_JIT", "").lower()
    if mode in ("eager", "off", "0"):
        return False
    if mode in ("compile", "inductor", "1"):
        return True
    return options.get("backend") in ("inductor", "torch.compile")


class _Compiled:
    """torch.compile of a function over torch tensors, built on first use; falls back to eager on failure."""

    def __init__(self, fn: Callable) -> None:
        self.fn = fn
        self.compiled = None
        self.failed = False

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self.failed:
            return self.fn(*args, **kwargs)
        try:
            import torch

            if self.compiled is None:
                self.compiled = torch.compile(self.fn)  # shapes seen to change become dynamic
            return self.compiled(*args, **kwargs)
        except Exception as e:  # JIT Fallback: run the Python function as is
            self.failed = True
            sys.stderr.write(f"[mindshim] jit: torch.compile failed ({type(e).__name__}); running eagerly.\n")
            return self.fn(*args, **kwargs)


def _with_param_hooks(cell: Any, staged: Callable) -> Callable:
    """``staged`` (the jitted construct of ``cell``) run with ``cell`` among the Cells whose parameter forward
    hooks apply (``Cell.register_parameter_forward_hook``)."""
    from .._state import PARAM_HOOK_CELLS

    @functools.wraps(staged)
    def run(*a: Any, **k: Any) -> Any:
        PARAM_HOOK_CELLS.append(cell)
        try:
            return staged(*a, **k)
        finally:
            PARAM_HOOK_CELLS.pop()

    return run


def jit(
    function: Callable | None = None,
    *args: Any,
    capture_mode: str = "ast",
    jit_level: str = "O0",
    dynamic: int = 0,
    fullgraph: bool = False,
    backend: str = "",
    **options: Any,
) -> Callable:
    """Decorate a function or Cell method for staged ("graph") execution. Mirrors ``mindspore.jit`` (2.10).

    Accepts the 2.10 form ``jit(function=None, *, capture_mode='ast', jit_level='O0', dynamic=0,
    fullgraph=False, backend='', **options)`` and the 1.x/2.0 keywords ``mode``, ``input_signature``,
    ``hash_args``, ``jit_config``, ``compile_once`` (accepted, unused).

    mindshim runs the function eagerly on torch by default, with MindSpore's static-graph rules on top (the
    syntax rewrite of ``_graph_syntax``, Cell attributes folded per input signature, float32 scalar results,
    ordered Parameter reads and writes under differentiation; docs/how-it-maps.md lists them): on CPU, ``torch.compile`` of a LeNet step costs ~12 s cold and runs slower than eager (measured,
    see docs/benchmarks.md), so compiling every call would make scripts slower. Set
    ``MINDSHIM_JIT=compile`` (or ``backend='inductor'``) to compile with ``torch.compile``; a function
    it cannot compile runs eagerly ("JIT Fallback"). As in MindSpore 2.10, Cell hooks still run inside a jit
    function, and ``print`` / ``ops.Print`` there print in the graph format (:func:`graph_print_lines`).
    As MindSpore does, a jit method called on an instance compiles the instance's own method of that name: a
    subclass override that calls ``super()`` into it runs once in Python and once more as the staged region
    (:func:`_own_method`).

    Returns:
        the wrapped function (or a decorator when called without ``function``).

    Raises:
        ValueError: ``capture_mode`` not 'ast'/'bytecode'/'trace', ``jit_level`` not 'O0'/'O1', ``dynamic``
            not 0/1.
        TypeError: ``fullgraph`` not a bool.
    """
    if capture_mode not in ("ast", "bytecode", "trace"):
        raise _errors.value_error(
            "jit",
            f"the 'capture_mode' must be str and must be in '['ast', 'bytecode', 'trace']', but got '{capture_mode}'.",
        )
    if jit_level not in ("O0", "O1"):
        raise _errors.value_error(
            "jit", f"the 'jit_level' must be str and must be in '['O0', 'O1']', but got '{jit_level}'."
        )
    if isinstance(dynamic, bool) or not isinstance(dynamic, int):
        raise _errors.must_be_error(TypeError, "jit", "dynamic", "an int", type(dynamic).__name__)
    if dynamic not in (0, 1):
        raise _errors.value_error(
            "jit", f"the 'dynamic' must be in range of [0, 1], but got {dynamic} with type 'int'."
        )
    if not isinstance(fullgraph, bool):
        raise _errors.must_be_error(TypeError, "jit", "fullgraph", "a bool", type(fullgraph).__name__)
    if function is None or not callable(function):
        return lambda fn: jit(
            fn,
            capture_mode=capture_mode,
            jit_level=jit_level,
            dynamic=dynamic,
            fullgraph=fullgraph,
            backend=backend,
            **options,
        )
    if isinstance(function, type) and hasattr(function, "construct"):  # a Cell class: its construct is staged
        function.construct = jit(function.construct, capture_mode=capture_mode, backend=backend, **options)
        return function
    if isinstance(function, types.MethodType) or (hasattr(function, "construct") and hasattr(function, "cells")):
        # a bound method, or a Cell instance (its construct, bound to it; the Cell's hooks are not run)
        bound = function if isinstance(function, types.MethodType) else function.construct
        inner = jit(bound.__func__, capture_mode=capture_mode, backend=backend, **options)
        if not isinstance(function, types.MethodType) and function.__dict__.get("_ms_param_hooks_on"):
            return _with_param_hooks(function, types.MethodType(inner, bound.__self__))
        return types.MethodType(inner, bound.__self__)
    kwargs = dict(options, backend=backend)
    compiled = _Compiled(function) if _compile_requested(kwargs) else None

    from ._graph_syntax import graph_function

    # the AST parser's syntax rules; bytecode capture (PIJit) runs what Python runs
    syntax = graph_function if capture_mode == "ast" else (lambda f: f)

    code = getattr(function, "__code__", None)

    @functools.wraps(function)
    def staged(*a: Any, **k: Any) -> Any:
        own = _own_method(a[0], function.__name__, staged) if a and not STAGED_DEPTH[0] else None
        if own is not None:  # MindSpore compiles the instance's own method of this name (see _own_method)
            _enter_graph(own, a[0], a)
            try:
                return _graph_output(syntax(own)(*a, **k))
            finally:
                _exit_graph()
        _enter_graph(None if compiled is not None else function, a[0] if a else None, a)
        changed = None
        try:
            if a and hasattr(a[0], "_cells") and STAGED_DEPTH[0] == 1:  # a Cell method: its attributes are constants
                changed = _freeze_attributes(a[0], code, a[1:])
            if compiled is not None:
                return _graph_output(compiled(*a, **k), a, function)
            run = syntax(function)
            return _graph_output(run(*a, **k), a, run)
        finally:
            if changed is not None:
                _thaw_attributes(changed)
            _exit_graph()

    staged.__mindshim_jit__ = True
    return staged


def _own_method(obj: Any, name: str, wrapper: Callable) -> Callable | None:
    """The function MindSpore 2.10's ``jit`` compiles for a call of the jit-decorated method ``wrapper`` on ``obj``
    when that is not ``wrapper``'s own body, else None.

    MindSpore's jit takes a first argument that has an attribute of the function's name as the object to compile
    and parses ``obj.<name>``: the most-derived method of ``obj``'s class. So when a subclass overrides a
    jit-decorated method and calls ``super().<name>(...)``, a call outside any staged region runs the override
    in Python, then again as the graph that ``super()``'s jit builds (where ``super()`` reaches the base body);
    an optimizer subclass that rescales gradients before ``super().construct`` rescales them twice. Inside a
    staged region (a jit function, a GRAPH_MODE Cell call) the graph is inlined and the override runs once.
    """
    target = getattr(type(obj), name, None)
    if target is wrapper or not isinstance(target, types.FunctionType):
        return None
    for cls in type(obj).__mro__:
        if cls.__dict__.get(name) is wrapper:
            return target.__wrapped__ if getattr(target, "__mindshim_jit__", False) else target
    return None


def _jit_method(fn: Callable) -> Callable:
    """``fn``, a method MindSpore 2.10 decorates with ``@jit`` (the built-in optimizers' ``construct``), run
    eagerly as mindshim runs every staged region by default, keeping jit's dispatch: called outside a staged
    region on an instance whose class overrides it, the override runs again as the staged region
    (:func:`_own_method`). Costs one class attribute look-up per call otherwise."""
    name = fn.__name__

    @functools.wraps(fn)
    def method(self: Any, *a: Any, **k: Any) -> Any:
        if STAGED_DEPTH[0] or getattr(type(self), name, None) is method:
            return fn(self, *a, **k)
        own = _own_method(self, name, method)
        if own is None:
            return fn(self, *a, **k)
        from ._graph_syntax import graph_function

        _enter_graph(own, self, a)
        try:
            return _graph_output(graph_function(own)(self, *a, **k))
        finally:
            _exit_graph()

    method.__mindshim_jit__ = True
    return method


def ms_function(fn: Callable | None = None, input_signature: Any = None, hash_args: Any = None, jit_config: Any = None):
    """The MindSpore 1.x name of :func:`jit` (removed in MindSpore 2.x; mindshim keeps it working)."""
    return jit(fn, input_signature=input_signature, hash_args=hash_args, jit_config=jit_config)


def _function_forbid_reuse(func: Callable) -> Callable:
    """Mark the function ``func`` (``__function_forbid_reuse__ = True``) and return it. Mirrors MindSpore 2.10's
    ``mindspore.common.api._function_forbid_reuse``: MindSpore's graph compiler inlines a marked function at each
    call site instead of sharing one subgraph; mindshim runs functions eagerly, so the mark changes nothing else.

    Raises:
        TypeError: ``func`` is not a Python function (MindSpore's message).
    """
    if not inspect.isfunction(func):
        raise TypeError(f"Decorator _function_forbid_reuse can only be used for function type, but got {func}.")
    func.__function_forbid_reuse__ = True
    return func


def jit_class(cls: type) -> type:
    """Mark a class as usable inside ``jit`` functions. Mirrors ``mindspore.jit_class``; returns ``cls``.

    A class without ``__call__`` gets one raising MindSpore's ``ValueError`` ("MsClassObject: 'Net' has no
    __call__ function, please check the code.") when an instance is called inside a staged region (Python's
    ``TypeError`` elsewhere), so ``callable()`` of its instances is True.

    Raises:
        TypeError: for something that is not a class, or for an ``nn.Cell`` subclass (MindSpore's message).
    """
    if not isinstance(cls, type):
        raise TypeError(f"Decorator jit_class can only be used for class type, but got {cls}.")
    cell_cls = _state.PROVIDED.get("Cell")  # nn.cell registers it; before that no Cell class exists
    if cell_cls is not None and issubclass(cls, cell_cls):
        raise TypeError(f"Decorator jit_class is used for user-defined classes and cannot be used for nn.Cell: {cls}.")
    cls.__ms_class__ = True
    if not any("__call__" in vars(k) for k in cls.__mro__):
        cls.__call__ = _no_call
    return cls


def _no_call(self: Any, *args: Any, **kwargs: Any) -> Any:
    """Calling an instance of a ``jit_class`` class that defines no ``__call__``: MindSpore's ``ValueError`` inside
    a staged region, Python's ``TypeError`` outside."""
    name = type(self).__name__
    if STAGED_DEPTH[0]:
        raise ValueError(f"MsClassObject: '{name}' has no __call__ function, please check the code.")
    raise TypeError(f"'{name}' object is not callable")


ms_class = jit_class


class JitConfig:
    """Compilation options for a Cell or jit function. Mirrors ``mindspore.JitConfig`` (2.10).

    Args:
        jit_level (str): '', 'O0', 'O1' or 'O2'. Default ''.
        exc_mode (str): 'auto', 'sink' or 'no_sink'. Default 'auto'.
        jit_syntax_level (str): '', 'STRICT', 'COMPATIBLE' or 'LAX'. Default ''.
        debug_level (str): 'RELEASE' or 'DEBUG'. Default 'RELEASE'.
        infer_boost (str): '', 'on' or 'off'. Default 'off'.
        **kwargs: stored as given (``backend``, ...).

    Stored in ``jit_config_dict`` (the keyword options first); without ``backend``, jit_level 'O0'/'O1' add
    ``backend='ms_backend'`` and 'O2' adds ``'GE'``, as MindSpore does. mindshim's execution is eager unless
    ``MINDSHIM_JIT=compile``.

    Raises:
        ValueError: an argument outside the values above (MindSpore's messages).
    """

    def __init__(
        self,
        jit_level: str = "",
        exc_mode: str = "auto",
        jit_syntax_level: str = "",
        debug_level: str = "RELEASE",
        infer_boost: str = "off",
        **kwargs: Any,
    ) -> None:
        kwargs.pop("suppress_infer_boost_warning", None)
        if jit_level not in ("", "O0", "O1", "O2"):
            raise _errors.value_error("jit_level", "must be one of ['O0', 'O1', 'O2'].", sep="' ")
        if exc_mode not in ("auto", "sink", "no_sink"):
            raise _errors.value_error("exc_mode", "must be one of '['auto', 'sink', 'no_sink']'.", sep="' ")
        if jit_syntax_level not in ("", "STRICT", "COMPATIBLE", "LAX"):
            raise _errors.value_error("jit_syntax_level", "must be one of '['STRICT', 'LAX']'.", sep="' ")
        if debug_level not in ("RELEASE", "DEBUG"):
            raise _errors.value_error("debug_level", "must be one of '['RELEASE', 'DEBUG']'.", sep="' ")
        if infer_boost not in ("", "on", "off"):
            raise _errors.value_error("infer_boost", "must be one of '['on', 'off']'.", sep="' ")
        d = self.jit_config_dict = kwargs
        d.update(
            jit_level=jit_level,
            exc_mode=exc_mode,
            jit_syntax_level=jit_syntax_level,
            debug_level=debug_level,
            infer_boost=infer_boost,
        )
        if "backend" not in d and jit_level:
            d["backend"] = "GE" if jit_level == "O2" else "ms_backend"


class _Int(int):
    """An int made mutable (``mindspore.mutable(3)``)."""


class _Float(float):
    """A float made mutable (``mindspore.mutable(2.0)``)."""


class _Bool(int):
    """A bool made mutable (``mindspore.mutable(True)``): an int (bool cannot be subclassed) that reports ``bool`` as
    its class and prints as ``True`` / ``False``, as MindSpore's ``_Bool``."""

    def __init__(self, value: Any) -> None:
        self.value = bool(value)

    @property
    def __class__(self):
        return bool

    def __and__(self, x):
        return self.value & x

    def __rand__(self, x):
        return x & self.value

    def __or__(self, x):
        return self.value | x

    def __ror__(self, x):
        return x | self.value

    def __xor__(self, x):
        return self.value ^ x

    def __rxor__(self, x):
        return x ^ self.value

    def __str__(self) -> str:
        return str(self.value)

    def __repr__(self) -> str:
        return repr(self.value)


class _Tuple(tuple):
    """A tuple made mutable: differentiable as an input in GRAPH_MODE / ``jit``."""


class _List(list):
    """A list made mutable: differentiable as an input in GRAPH_MODE / ``jit``."""


class _Dict(dict):
    """A dict made mutable: differentiable as an input in GRAPH_MODE / ``jit``."""


def _valid_mutable(value: Any, seen: set) -> bool:
    """MindSpore's element check of ``mutable``: Tensors and numbers, in tuples / lists / dicts without cycles."""
    if id(value) in seen:
        return False
    if isinstance(value, (tuple, list, dict)):
        seen.add(id(value))
        ok = all(_valid_mutable(v, seen) for v in (value.values() if isinstance(value, dict) else value))
        seen.discard(id(value))
        return ok
    return isinstance(value, (int, float)) or hasattr(value, "_t")


def is_mutable(value: Any) -> bool:
    """Whether ``value`` came from :func:`mutable` (a tuple, list, dict or number marked ``__ms_mutable__``)."""
    return isinstance(value, (_Tuple, _List, _Dict, _Int, _Float)) or type(value) is _Bool


def mutable(input_data: Any, dynamic_len: bool = False) -> Any:
    """Make a constant input variable. Mirrors ``mindspore.mutable`` (2.10).

    A tuple, list or dict comes back as a subclass of its type (``_Tuple``, ``_List``, ``_Dict``) marked
    ``__ms_mutable__``; a bool as ``_Bool`` (an int reporting ``bool`` as its class), an int or float as ``_Int`` / ``_Float``; a Tensor as it is.
    What it changes: in GRAPH_MODE and inside ``jit``, ``GradOperation`` / ``grad`` / ``value_and_grad`` differentiate
    a mutable container input, giving a gradient of the same structure (a tuple, list or dict of Tensor gradients;
    0 / 0.0 for number elements), and a mutable number gets the gradient 0 / 0.0; a plain tuple input, and any
    input in PyNative mode, gets none.

    Raises:
        TypeError: elements other than Tensors, numbers, tuples, lists and dicts (or a self-reference); a non-bool
            ``dynamic_len``; ``dynamic_len`` True for a value that is not a tuple or list.
    """
    if not _valid_mutable(input_data, set()):
        raise _errors.type_error(
            "mutable",
            "the 'input_data' should be one of (bool, int, float, Tensor, tuple, list, dict) or their "
            f"nested structures with no self-reference, but got {type(input_data).__name__}: {input_data}.",
        )
    if not isinstance(dynamic_len, bool):
        raise _errors.type_error("mutable", f"the second input should be bool, but got: {type(input_data).__name__}")
    if dynamic_len and not isinstance(input_data, (tuple, list)):
        raise _errors.type_error(
            "mutable",
            "when the variable_len is True, the first input should be list or tuple, but got: "
            f"{type(input_data).__name__}",
        )
    if hasattr(input_data, "_t"):
        return input_data
    for kind, cls in ((bool, _Bool), (int, _Int), (float, _Float), (list, _List), (tuple, _Tuple), (dict, _Dict)):
        if isinstance(input_data, kind):
            ret = cls(input_data)
            break
    else:
        return input_data
    ret.__ms_mutable__ = True
    ret.__ms_dynamic_len__ = dynamic_len
    ret.__ms_origin_object__ = input_data
    return ret


class _no_grad(contextlib.ContextDecorator):  # MindSpore's name
    """Context manager / decorator turning gradient recording off inside it. Mirrors ``mindspore._no_grad`` (2.10).

    Maps to ``torch.no_grad``: Tensors computed inside carry no gradient history, so ``grad`` treats them as
    constants. The previous state comes back on exit, also when an exception leaves the block.
    """

    def __init__(self) -> None:
        self.prev_state = False
        self.prev_plain = 0

    def __enter__(self) -> None:
        import torch

        self.prev_state = torch.is_grad_enabled()
        # inside a plain Cell forward grad mode is off only to skip recording; here it is off for real
        self.prev_plain, _state.PLAIN_FORWARD[0] = _state.PLAIN_FORWARD[0], 0
        torch.set_grad_enabled(False)

    def __exit__(self, exc_type: Any, exc_val: Any, exc_tb: Any) -> bool:
        import torch

        torch.set_grad_enabled(self.prev_state)
        _state.PLAIN_FORWARD[0] = self.prev_plain
        return False


class _PyNativeExecutor:
    """The PyNative executor handle (``mindspore.common.api._pynative_executor``), as MindSpore 2.10's test code
    and libraries reach it.

    mindshim executes every op eagerly on torch, so the executor is a thin view of torch's state:
    ``sync()`` waits for the device (``torch.cuda.synchronize`` on CUDA, nothing on CPU); ``enable_grad`` /
    ``set_enable_grad`` read and set torch's grad mode; ``new_graph`` / ``end_graph`` / ``check_run`` /
    ``grad`` run a ``GradOperation`` on a Cell as MindSpore's low-level grad protocol does. The knobs that
    only steer MindSpore's graph building (``set_grad_flag``, ``set_creation_type``, dynamic-shape and
    mixed-precision settings) are kept as state and otherwise change nothing.
    """

    def __init__(self) -> None:
        self._grad_flag = False
        self._outputs: dict[int, Any] = {}

    def sync(self) -> None:
        """Wait until queued device work has finished (MindSpore's ``runtime.synchronize`` for PyNative)."""
        import torch

        if getattr(_state.CONTEXT.device, "type", "cpu") == "cuda" and torch.cuda.is_available():
            torch.cuda.synchronize()

    def grad_flag(self) -> bool:
        """Whether the executor builds gradient graphs (set by ``set_grad_flag`` / ``Cell.set_grad``)."""
        return self._grad_flag

    def set_grad_flag(self, flag: bool) -> None:
        """Record the grad flag; torch records gradients whenever inputs require them, so nothing else changes."""
        self._grad_flag = bool(flag)

    def enable_grad(self) -> bool:
        """Whether grad mode is on (torch's grad mode, or a plain Cell forward that only skips recording)."""
        import torch

        return torch.is_grad_enabled() or _state.PLAIN_FORWARD[0] > 0

    def set_enable_grad(self, flag: bool) -> None:
        """Turn gradient recording on or off (``torch.set_grad_enabled``)."""
        import torch

        torch.set_grad_enabled(bool(flag))

    def requires_grad(self) -> bool:
        """Whether the running forward pass is recorded for a later grad: grad mode is on and the grad flag is set
        or a ``grad`` / ``GradOperation`` is running the function (MindSpore sets its flag for that run)."""
        import torch

        return torch.is_grad_enabled() and (self._grad_flag or _state.GRAD_DEPTH[0] > 0)

    def high_order(self) -> bool:
        """MindSpore's flag for a nested (higher-order) grad in progress; torch needs no such mode."""
        return False

    def new_graph(self, obj: Any, *args: Any, **kwargs: Any) -> None:
        """Start recording ``obj``'s forward pass (a no-op: torch records as ops run)."""
        self._outputs.pop(id(obj), None)

    def end_graph(self, obj: Any, output: Any, *args: Any, **kwargs: Any) -> None:
        """End recording ``obj``'s forward pass, which produced ``output``."""
        self._outputs[id(obj)] = output

    def check_run(self, grad: Any, obj: Any, weights: Any, grad_hash_id: Any, *args: Any, **kwargs: Any) -> bool:
        """Whether ``obj`` must run forward again before ``grad``: always True, as each grad re-runs it."""
        return True

    def grad(self, obj: Any, grad: Any, weights: Any, grad_position: Any, *args: Any) -> Any:
        """Gradients of ``obj`` at ``args`` by the ``GradOperation`` ``grad`` (``weights`` as its weights)."""
        self._outputs.pop(id(obj), None)
        return grad(obj, weights)(*args) if weights is not None else grad(obj)(*args)

    def clear_res(self) -> None:
        """Release cached graphs (none are kept)."""
        self._outputs.clear()

    def call_custom_bprop(self, obj: Any, output: Any, *args: Any, **kwargs: Any) -> Any:
        """Make the Cell ``obj``'s ``bprop`` the backward of ``output``, which ``obj.construct(*args, **kwargs)``
        returned unrecorded (under ``_no_grad``). Mirrors ``_pynative_executor.call_custom_bprop`` (2.10), as
        ``Cell._call_custom_bprop`` calls it; the machinery of a Cell call with a custom bprop
        (``ops.composite.hooks.call_custom_bprop``).

        Returns:
            ``output`` itself (the same Tensor or tuple), carrying the gradient record when an input requires grad.

        Raises:
            RuntimeError: ``obj`` not a Cell. AttributeError: a Cell without ``bprop``.

        Known difference: outside any differentiation MindSpore raises ("The pointer[top_cell_] is null."); mindshim
        returns ``output`` unchanged.
        """
        hooks = importlib.import_module("mindshim.ops.composite.hooks")
        return hooks.call_custom_bprop(obj, output, args, kwargs)

    def set_creation_type(self, tensor: Any, creation_type: Any) -> None:
        """MindSpore's view/in-place bookkeeping marker; torch tracks views itself, so it is ignored."""

    def _ignore(self, *args: Any, **kwargs: Any) -> None:
        return None

    set_async_for_graph = set_jit_compile_phase = set_is_run_recompute = _ignore
    set_cell_use_dynamic_shape_process = set_dynamic_input = set_mixed_precision_type = _ignore

    def get_dynamic_input(self, *actual_args: Any) -> None:
        """Dynamic-shape input placeholders (none: torch runs every shape)."""
        return None

    def queue_backward_final_callback(self, callback: Callable) -> None:
        """Run ``callback`` once the current backward pass has finished (at once when none is running)."""
        import torch

        try:
            torch.autograd.Variable._execution_engine.queue_callback(callback)
        except RuntimeError:
            callback()


_pynative_executor = _PyNativeExecutor()


class _CellGraphExecutor:
    """The graph executor handle (``mindspore.common.api._cell_graph_executor``, MindSpore 2.10's
    ``mindspore.graph.api._CellGraphExecutor``), as MindSpore's test code and libraries reach it.

    MindSpore's ``compile(obj, *args)`` parses ``obj.construct`` into a graph and infers every op's shapes and dtypes
    on ``args``, raising the op's error for inputs it rejects, without running the graph. mindshim has no graph to
    build: ``compile`` runs the cell once on ``args`` (so the same checks raise the same errors) and puts every
    Parameter of ``obj`` back to its value from before the run, so an optimizer step taken while compiling a
    training cell leaves no trace (random generators do advance). ``__call__`` / ``run`` run the cell.
    """

    def __init__(self) -> None:
        self._compiled: set[str] = set()

    def compile(
        self, obj: Any, *args: Any, phase: str = "predict", do_convert: bool = True, jit_config_dict: Any = None,
        **kwargs: Any,
    ) -> tuple[str, bool]:  # fmt: skip
        """Check ``obj`` (a Cell, or a function) on ``args``. Returns ``(full phase, True)`` the first time a phase
        and argument signature is seen and ``(full phase, False)`` after, as MindSpore does.

        Raises:
            AttributeError: ``obj`` has no ``construct`` (``The class X does not have method construct``).
            Whatever ``obj(*args, **kwargs)`` raises (the op's own TypeError / ValueError / RuntimeError).
        """
        if not hasattr(obj, "construct") and not inspect.isfunction(obj):
            raise AttributeError(f"The class {obj.__class__.__name__} does not have method construct")
        sig = ",".join(f"{tuple(getattr(a, 'shape', ()))}:{getattr(a, 'dtype', type(a).__name__)}" for a in args)
        full = f"{phase}.{getattr(obj, 'create_time', 0)}.{id(obj)}.{sig}"
        if hasattr(obj, "phase_cache"):
            obj.phase_cache[phase] = full
        if full in self._compiled:
            return full, False
        params = list(obj.get_parameters()) if hasattr(obj, "get_parameters") else []
        saved = [(p, p.copy()) for p in params]
        try:
            obj(*args, **kwargs)
        finally:
            for p, value in saved:
                p.set_data(value)
        self._compiled.add(full)
        if hasattr(obj, "compile_cache"):
            obj.compile_cache.add(full)
        return full, True

    def has_compiled(self, phase: str = "predict") -> bool:
        """Whether the full phase ``phase`` (as ``compile`` returned it) was compiled."""
        return phase in self._compiled

    def __call__(self, obj: Any, *args: Any, phase: str = "predict") -> Any:
        """Run ``obj`` on ``args`` (the compiled graph, in MindSpore)."""
        return self.run(obj, *args, phase=phase)

    def run(self, obj: Any, *args: Any, phase: str = "predict") -> Any:
        """Run ``obj`` on ``args``."""
        return obj(*args)

    def del_net_res(self, obj: Any, net_id: Any) -> None:
        """Release a network's compiled resources (none are kept)."""
        return None


_cell_graph_executor = _CellGraphExecutor()
