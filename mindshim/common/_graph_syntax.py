"""Graph-mode syntax: where MindSpore 2.10's static graph differs from running a ``jit`` function as Python.

mindshim runs a ``jit`` function (and a user Cell's ``construct`` called in GRAPH_MODE) eagerly. Where
MindSpore's graph compiler gives Python code another meaning, the function's source is rewritten once, on its
first staged call, into a function that behaves as MindSpore's graph does (same globals, closure, defaults and
line numbers); a function whose source is unavailable, or that uses none of these constructs, runs as it is.

What the rewrite builds (each checked against real MindSpore 2.10 in GRAPH_MODE):

- ``map`` returns a list when its iterables are lists and a tuple otherwise (iterables of both kinds:
  ``RuntimeError``), ``filter`` a list; ``zip``, ``enumerate`` and ``range`` return tuples;
- ``float(x)`` is the graph's scalar cast, a float32 value (``float(-123.6)`` -> ``-123.5999984741211``);
- ``dict.has_key(k)`` exists; ``d.keys()`` and ``d.values()`` are tuples, ``d.items()`` a list of pairs;
- an augmented assignment (``g += x``) to a module-level name that the function never assigns otherwise reads
  the global (Python raises ``UnboundLocalError``); a global Tensor is updated in place, as MindSpore does;
- ``self.<name> = value`` in a method assigns the value into the Parameter ``self.<name>`` holds (the graph's
  ``Assign``, with its shape and dtype rules), where Python would try to replace the Parameter;
- a classmethod called through ``self`` (``self.func(x, y)``) gets no ``cls``: MindSpore's ``TypeError`` ("The
  parameters number of the function is 3, but the number of provided arguments is 2.");
- statements and expressions the graph compiler rejects raise its ``RuntimeError`` ("Unsupported statement
  'Try'.", "Unsupported expression 'Yield'.") at the first call, before anything runs.

Known differences: functions called from the staged function are not rewritten (MindSpore compiles them too),
and ``reversed`` / ``sorted`` / comprehensions already match.
"""

from __future__ import annotations

import ast
import builtins
import inspect
import operator
import textwrap
import types
from typing import Any, Callable

__all__ = ["graph_function", "float_literals"]

_HELPER = "__ms_graph_syntax__"
_BUILTINS = ("map", "filter", "zip", "enumerate", "range", "float")
_DICT_METHODS = ("has_key", "keys", "values", "items")
_UNSUPPORTED_STMT = {ast.Try: "Try", ast.Delete: "Delete", ast.AsyncFunctionDef: "AsyncFunctionDef"}
if hasattr(ast, "TryStar"):
    _UNSUPPORTED_STMT[ast.TryStar] = "TryStar"
_UNSUPPORTED_EXPR = {ast.Yield: "Yield", ast.YieldFrom: "YieldFrom", ast.Set: "Set", ast.Await: "Await"}
_AUG_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
    ast.MatMult: operator.matmul,
    ast.BitAnd: operator.and_,
    ast.BitOr: operator.or_,
    ast.BitXor: operator.xor,
    ast.LShift: operator.lshift,
    ast.RShift: operator.rshift,
}
_AUG_BY_NAME = {op.__name__: f for op, f in _AUG_OPS.items()}
_CACHE: dict = {}  # original code object -> rewritten function (or None: run as it is)


class _Helpers:
    """The graph meanings of the rewritten names, bound to the staged function's module globals."""

    def __init__(self, scope: dict) -> None:
        self.scope = scope

    @staticmethod
    def map(fn: Callable, *iterables: Any) -> Any:
        kinds = {type(it) for it in iterables}
        if list in kinds and kinds != {list}:
            raise RuntimeError(
                "The types of arguments in Map must be consistent, but the types of arguments are inconsistent."
            )
        out = builtins.map(fn, *iterables)
        return list(out) if kinds == {list} else tuple(out)

    @staticmethod
    def filter(fn: Callable, iterable: Any) -> Any:
        return list(builtins.filter(fn, iterable))

    @staticmethod
    def zip(*iterables: Any) -> tuple:
        return tuple(builtins.zip(*iterables))

    @staticmethod
    def enumerate(iterable: Any, start: int = 0) -> tuple:
        return tuple(builtins.enumerate(iterable, start))

    @staticmethod
    def range(*args: Any) -> tuple:
        return tuple(builtins.range(*args))

    @staticmethod
    def float(*args: Any) -> Any:
        import numpy as np

        if len(args) == 1 and isinstance(args[0], np.ndarray) and args[0].size == 1:
            args = (args[0].item(),)  # a one-element array is a scalar to the graph (numpy 2 refuses float() of it)
        v = builtins.float(*args)
        return builtins.float(np.float32(v))  # the graph's scalar cast: a float32 value

    @staticmethod
    def has_key(obj: Any, key: Any) -> Any:
        if isinstance(obj, dict):
            return key in obj
        return obj.has_key(key)

    @staticmethod
    def keys(obj: Any, *args: Any) -> Any:
        return tuple(obj.keys()) if isinstance(obj, dict) and not args else obj.keys(*args)

    @staticmethod
    def values(obj: Any, *args: Any) -> Any:
        return tuple(obj.values()) if isinstance(obj, dict) and not args else obj.values(*args)

    @staticmethod
    def items(obj: Any, *args: Any) -> Any:
        return list(obj.items()) if isinstance(obj, dict) and not args else obj.items(*args)

    def global_value(self, name: str) -> Any:
        if name in self.scope:
            return self.scope[name]
        try:
            return getattr(builtins, name)
        except AttributeError:
            raise NameError(f"name '{name}' is not defined") from None

    @staticmethod
    def classmethod_call(n_params: int, n_args: int) -> None:
        raise TypeError(
            f"The parameters number of the function is {n_params}, but the number of provided arguments is {n_args}."
        )

    @staticmethod
    def set_attr(obj: Any, name: str, value: Any) -> None:
        from .parameter import Parameter

        old = getattr(obj, name, None)
        if isinstance(old, Parameter) and not isinstance(value, Parameter):
            from .. import _state

            _state.PROVIDED["ops.assign"](old, value)  # the graph's Assign: the Parameter takes the value
            return
        setattr(obj, name, value)

    @staticmethod
    def aug_global(old: Any, op: str, value: Any) -> Any:
        from .tensor import Tensor

        new = _AUG_BY_NAME[op](old, value)
        if isinstance(old, Tensor) and isinstance(new, Tensor) and type(old) is Tensor:
            old._t = new._data().to(old._data().dtype) if new.shape == old.shape else new._data()
            return old
        return new


def _unsupported(tree: ast.AST) -> None:
    for node in ast.walk(tree):
        name = _UNSUPPORTED_STMT.get(type(node))
        if name is not None:
            raise RuntimeError(f"Unsupported statement '{name}'.")
        name = _UNSUPPORTED_EXPR.get(type(node))
        if name is not None:
            raise RuntimeError(f"Unsupported expression '{name}'.")


class _Rewriter(ast.NodeTransformer):
    def __init__(self, local_names: set, aug_globals: set, self_name: str | None = None) -> None:
        self.local_names = local_names
        self.aug_globals = aug_globals
        self.self_name = self_name  # a method's first parameter: ``self.<Parameter> = value`` assigns it
        self.classmethods: dict = {}  # the class's classmethods by name -> their parameter count
        self.changed = False

    def _helper(self, attr: str, like: ast.AST) -> ast.AST:
        self.changed = True
        return ast.copy_location(
            ast.Attribute(value=ast.copy_location(ast.Name(_HELPER, ast.Load()), like), attr=attr, ctx=ast.Load()),
            like,
        )

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        f = node.func
        if (
            isinstance(f, ast.Attribute)
            and isinstance(f.value, ast.Name)
            and f.value.id == self.self_name
            and f.attr in self.classmethods
        ):
            # the graph compiler binds no ``cls`` for a classmethod called through ``self``
            n_params = self.classmethods[f.attr]
            call = ast.Call(
                func=self._helper("classmethod_call", node),
                args=[ast.Constant(n_params), ast.Constant(len(node.args) + len(node.keywords))],
                keywords=[],
            )
            return ast.copy_location(call, node)
        if isinstance(f, ast.Name) and f.id in _BUILTINS and f.id not in self.local_names:
            node.func = self._helper(f.id, f)
        elif (
            isinstance(f, ast.Attribute)
            and f.attr in _DICT_METHODS
            and not node.keywords
            and (f.attr == "has_key" or not node.args)
        ):
            node.func = self._helper(f.attr, f)
            node.args = [f.value, *node.args]
        return node

    def visit_Assign(self, node: ast.Assign) -> ast.AST:
        self.generic_visit(node)
        t = node.targets[0]
        if (
            self.self_name is not None
            and len(node.targets) == 1
            and isinstance(t, ast.Attribute)
            and isinstance(t.value, ast.Name)
            and t.value.id == self.self_name
        ):
            call = ast.Call(
                func=self._helper("set_attr", node),
                args=[ast.Name(self.self_name, ast.Load()), ast.Constant(t.attr), node.value],
                keywords=[],
            )
            return ast.fix_missing_locations(ast.copy_location(ast.Expr(call), node))
        return node

    def visit_AugAssign(self, node: ast.AugAssign) -> ast.AST:
        self.generic_visit(node)
        t = node.target
        op = _AUG_OPS.get(type(node.op))
        if isinstance(t, ast.Name) and t.id in self.aug_globals and op is not None:
            call = ast.Call(
                func=self._helper("aug_global", node),
                args=[ast.Name(t.id, ast.Load()), ast.Constant(type(node.op).__name__), node.value],
                keywords=[],
            )
            new = ast.Assign(targets=[ast.Name(t.id, ast.Store())], value=call)
            return ast.fix_missing_locations(ast.copy_location(new, node))
        return node


def _names(fn_node: ast.AST) -> tuple[set, set, set]:
    """(names stored other than by augmented assignment, augmented-assignment targets, global/nonlocal names)
    of the function's own scope (nested functions and lambdas have their own)."""
    stored, aug, declared = set(), set(), set()

    def walk(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                if not isinstance(child, ast.Lambda):
                    stored.add(child.name)
                continue
            if isinstance(child, ast.AugAssign) and isinstance(child.target, ast.Name):
                aug.add(child.target.id)
                walk(child.value)
                continue
            if isinstance(child, (ast.Global, ast.Nonlocal)):
                declared.update(child.names)
            elif isinstance(child, ast.Name) and isinstance(child.ctx, (ast.Store, ast.Del)):
                stored.add(child.id)
            elif isinstance(child, (ast.Import, ast.ImportFrom)):
                stored.update((a.asname or a.name).split(".")[0] for a in child.names)
            elif isinstance(child, ast.ExceptHandler) and child.name:
                stored.add(child.name)
            walk(child)

    walk(fn_node)
    args = fn_node.args
    params = {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}
    params.update(a.arg for a in (args.vararg, args.kwarg) if a is not None)
    return stored | params, aug, declared


def _rewrite(fn: types.FunctionType) -> types.CodeType | None:
    code = fn.__code__
    if "__class__" in code.co_freevars:
        return None
    try:
        source = textwrap.dedent(inspect.getsource(fn))
        tree = ast.parse(source)
    except (OSError, TypeError, SyntaxError, IndentationError):
        return None
    fn_node = tree.body[0] if tree.body else None
    if not isinstance(fn_node, ast.FunctionDef) or fn_node.name != fn.__name__:
        return None
    fn_node.decorator_list = []
    _unsupported(fn_node)
    local_names, aug, declared = _names(fn_node)
    aug_globals = {n for n in aug - local_names - declared if n in fn.__globals__ or hasattr(builtins, n)}
    aug_globals -= set(code.co_freevars)
    shadowed = {n for n in _BUILTINS if n in fn.__globals__}  # a module's own ``map`` / ``range`` stays its own
    first = fn_node.args.args[0].arg if fn_node.args.args else None
    rewriter = _Rewriter(local_names | set(code.co_freevars) | declared | shadowed, aug_globals, first)
    owner = fn.__globals__.get(fn.__qualname__.split(".")[0]) if fn.__qualname__.count(".") == 1 else None
    if first is not None and isinstance(owner, type):
        for klass in reversed(owner.__mro__):
            for name, attr in vars(klass).items():
                if isinstance(attr, classmethod) and hasattr(attr.__func__, "__code__"):
                    rewriter.classmethods[name] = attr.__func__.__code__.co_argcount
                else:
                    rewriter.classmethods.pop(name, None)
    fn_node = rewriter.visit(fn_node)
    if not rewriter.changed:
        return None
    preamble = [
        ast.Assign(
            targets=[ast.Name(n, ast.Store())],
            value=ast.Call(
                func=ast.Attribute(ast.Name(_HELPER, ast.Load()), "global_value", ast.Load()),
                args=[ast.Constant(n)],
                keywords=[],
            ),
        )
        for n in sorted(aug_globals)
    ]
    doc = ast.get_docstring(fn_node, clean=False)
    keep = 1 if doc is not None else 0
    fn_node.body[keep:keep] = preamble
    freevars = [_HELPER, *code.co_freevars]
    outer = ast.FunctionDef(
        name="__ms_graph_outer__",
        args=ast.arguments(
            posonlyargs=[], args=[ast.arg(n) for n in freevars], kwonlyargs=[], kw_defaults=[], defaults=[]
        ),
        body=[fn_node, ast.Return(ast.Name(fn_node.name, ast.Load()))],
        decorator_list=[],
        returns=None,
    )
    module = ast.Module(body=[outer], type_ignores=[])
    ast.fix_missing_locations(module)
    ast.increment_lineno(module, code.co_firstlineno - 1)  # the source starts at the first decorator's line
    compiled = compile(module, code.co_filename, "exec")
    outer_code = next(c for c in compiled.co_consts if isinstance(c, types.CodeType))
    inner_code = next(c for c in outer_code.co_consts if isinstance(c, types.CodeType) and c.co_name == fn.__name__)
    if set(inner_code.co_freevars) - set(freevars):
        return None
    return inner_code


_LITERALS: dict = {}  # code object -> the float literals of its source


def float_literals(fn: Any) -> frozenset:
    """The float values written as literals in ``fn``'s source (``0.1`` in ``return 0.1, 7``), which a graph returns
    as they are; a float it computes (``2.0 / 3``, which Python's compiler folds into one constant) is not among
    them. Read once per code object; empty when the source cannot be read."""
    func = getattr(fn, "__func__", fn)
    code = getattr(func, "__code__", None)
    if code is None:
        return frozenset()
    found = _LITERALS.get(code)
    if found is None:
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(func)))
            found = frozenset(n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and type(n.value) is float)
        except (OSError, TypeError, SyntaxError, IndentationError):
            found = frozenset()
        _LITERALS[code] = found
    return found


def graph_function(fn: Callable) -> Callable:
    """``fn`` with MindSpore's graph-mode meaning of the constructs listed in this module (``fn`` itself when it
    uses none of them, or when its source cannot be read). Rewritten once per code object.

    Raises:
        RuntimeError: for syntax MindSpore's graph compiler does not support (``try``, ``del``, ``yield``, set
            displays, ``async def``), with its message.
    """
    func = getattr(fn, "__func__", fn)
    if not isinstance(func, types.FunctionType) or hasattr(func, "__wrapped__"):
        return fn
    module = func.__module__ or ""
    if module.startswith(("mindshim", "mindspore", "torch")):
        return fn
    code = func.__code__
    try:
        inner = _CACHE[code]
    except KeyError:
        inner = _CACHE[code] = _rewrite(func)
    if inner is None:
        return fn
    cells = dict(zip(code.co_freevars, func.__closure__ or ()))
    cells[_HELPER] = types.CellType(_Helpers(func.__globals__))
    new = types.FunctionType(
        inner, func.__globals__, func.__name__, func.__defaults__, tuple(cells[n] for n in inner.co_freevars)
    )
    new.__kwdefaults__ = func.__kwdefaults__
    new.__qualname__ = func.__qualname__
    new.__module__ = func.__module__
    new.__doc__ = func.__doc__
    if fn is not func:  # a bound method
        return types.MethodType(new, fn.__self__)
    return new


def graph_construct(cell: Any) -> bool:
    """Give ``cell`` (called at the top of a GRAPH_MODE region) its ``construct`` with the graph meaning, as an
    instance attribute the caller removes when the region ends. Returns whether one was set."""
    if "construct" in cell.__dict__:
        return False
    construct = type(cell).construct
    new = graph_function(construct)
    if new is construct:
        return False
    cell.__dict__["construct"] = types.MethodType(new, cell)
    return True
