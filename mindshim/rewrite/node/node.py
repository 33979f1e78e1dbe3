"""One node of a symbol tree: a statement of ``construct`` with its kind, name, targets, arguments and callee."""

from __future__ import annotations

import ast
import types
from typing import Any

from ..api.node_type import NodeType
from ..api.scoped_value import ScopedValue, ValueType


def to_value(expr: ast.AST | None) -> ScopedValue:
    """The ScopedValue an expression stands for: a constant, a name (``x``), a scoped name (``self.w``), a
    tuple / list of those; any other expression is an ``UnsupportedValue``."""
    if isinstance(expr, ast.Constant):
        return ScopedValue(ValueType.ConstantValue, "", expr.value)
    if isinstance(expr, ast.Name):
        return ScopedValue(ValueType.NamingValue, "", expr.id)
    if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
        return ScopedValue(ValueType.NamingValue, expr.value.id, expr.attr)
    if isinstance(expr, ast.Tuple):
        return ScopedValue(ValueType.TupleValue, "", tuple(to_value(e) for e in expr.elts))
    if isinstance(expr, ast.List):
        return ScopedValue(ValueType.ListValue, "", [to_value(e) for e in expr.elts])
    return ScopedValue(ValueType.UnsupportedValue, "", expr)


def to_ast(value: ScopedValue) -> ast.expr:
    """The expression written for a ScopedValue in generated code."""
    if value.type == ValueType.NamingValue:
        if value.scope:
            return ast.Attribute(value=ast.Name(id=value.scope, ctx=ast.Load()), attr=value.value, ctx=ast.Load())
        return ast.Name(id=value.value, ctx=ast.Load())
    if value.type == ValueType.TupleValue:
        return ast.Tuple(elts=[to_ast(v) for v in value.value], ctx=ast.Load())
    if value.type == ValueType.ListValue:
        return ast.List(elts=[to_ast(v) for v in value.value], ctx=ast.Load())
    if value.type == ValueType.UnsupportedValue and isinstance(value.value, ast.AST):
        return value.value
    if value.type == ValueType.ConstantValue:
        return ast.Constant(value=value.value)
    return ast.Name(id=str(value.value), ctx=ast.Load())


def target_ast(targets: list[ScopedValue]) -> ast.expr:
    """The left-hand side of an assignment to ``targets``."""
    names = [
        ast.Attribute(value=ast.Name(id=t.scope, ctx=ast.Load()), attr=t.value, ctx=ast.Store())
        if t.scope
        else ast.Name(id=str(t.value), ctx=ast.Store())
        for t in targets
    ]
    return names[0] if len(names) == 1 else ast.Tuple(elts=names, ctx=ast.Store())


class NodeImpl:
    """A node: ``node_type`` (:class:`NodeType`), ``name`` (unique in its tree), ``stmt`` (the statement it is
    written as in the generated ``construct``), ``targets`` / ``args`` / ``kwargs`` (ScopedValues), ``instance``
    (the Cell, Primitive or function called), ``stree`` (the tree it belongs to, None until inserted),
    ``sub_tree`` (for a ``Tree`` node), ``body`` (the nodes inside an ``if`` / ``for`` / ``while``)."""

    def __init__(
        self,
        node_type: NodeType,
        name: str,
        stmt: ast.stmt | None,
        targets: list[ScopedValue] | None = None,
        args: list[ScopedValue] | None = None,
        kwargs: dict[str, ScopedValue] | None = None,
        instance: Any = None,
    ) -> None:
        self.node_type = node_type
        self.name = name
        self.stmt = stmt
        self.targets = list(targets or [])
        self.args = list(args or [])
        self.kwargs = dict(kwargs or {})
        self.instance = instance
        self.stree = None
        self.sub_tree = None
        self.body: list[NodeImpl] = []
        self.seq = -1
        self.arg_sources: dict[int, NodeImpl] = {}  # arguments set from a node's target (set_arg_by_node)
        self.field: str | None = None  # the attribute of the network a created call node calls
        self.import_from: tuple[str, str] | None = None  # (module, name) a created function call needs

    # -- the values of the statement ------------------------------------------------------------------------------
    def _call(self) -> ast.Call | None:
        value = getattr(self.stmt, "value", None)
        return value if isinstance(value, ast.Call) else None

    def set_arg(self, value: ScopedValue, index: int) -> None:
        """Make argument ``index`` ``value`` (in the node and in its statement)."""
        if index >= len(self.args):
            raise ValueError(f"Index of arg out of range: {index}")
        self.args[index] = value
        expr = to_ast(value)
        call = self._call()
        stmt_value = getattr(self.stmt, "value", None)
        if call is not None:
            call.args[index] = expr
        elif isinstance(self.stmt, ast.Return):
            self.stmt.value = expr
        elif isinstance(stmt_value, ast.BinOp):
            setattr(stmt_value, ("left", "right")[index], expr)
        elif isinstance(stmt_value, ast.UnaryOp):
            stmt_value.operand = expr
        elif isinstance(stmt_value, ast.Compare):
            if index == 0:
                stmt_value.left = expr
            else:
                stmt_value.comparators[index - 1] = expr
        elif isinstance(stmt_value, ast.BoolOp):
            stmt_value.values[index] = expr
        elif isinstance(stmt_value, (ast.Tuple, ast.List)):
            stmt_value.elts[index] = expr
        elif isinstance(self.stmt, ast.Assign):
            self.stmt.value = expr

    def get_instance_type(self) -> Any:
        """The class of the called object; a called Python function itself; ``NoneType`` when nothing is called."""
        if isinstance(self.instance, types.FunctionType):
            return self.instance
        return type(self.instance)

    def source(self) -> str:
        """The code of the node's statement."""
        if self.node_type == NodeType.Input:
            return ", ".join(str(t) for t in self.targets)
        if self.stmt is None:
            return ""
        if self.node_type == NodeType.ControlFlow:
            head = ast.unparse(self.stmt).splitlines()[0]
            return "else:" if self.name.startswith("else_node") else head
        return ast.unparse(self.stmt)
