"""Flattening of nested expressions in a function body, the first step of `mindspore.rewrite`'s parse.

``x = self.pool(self.relu(self.conv(x)))`` becomes ``conv_var = self.conv(x)``, ``relu_var = self.relu(conv_var)``,
``x = self.pool(relu_var)``: every operand that is not a name or a constant is moved into an assignment of its
own, named after what it computes (``<callee>_var``, ``<op>_var``, ``tuple_var``, ``return_value``). Bodies are
walked from the last statement to the first, so the later of two equal names is the unsuffixed one, as in
MindSpore 2.10.
"""

from __future__ import annotations

import ast
import keyword
from collections.abc import Callable

# the fields of each statement or expression whose operands are moved out
_FIELDS: dict[type, tuple[str, ...]] = {
    ast.Return: ("value",),
    ast.Call: ("func", "args", "keywords"),
    ast.BinOp: ("left", "right"),
    ast.BoolOp: ("values",),
    ast.UnaryOp: ("operand",),
    ast.Compare: ("left", "comparators"),
    ast.If: ("test",),
    ast.For: ("iter",),
    ast.Tuple: ("elts",),
    ast.List: ("elts",),
}
_KEEP_CALLS = {"set_vertex_attr"}


def _assigned_names(body: list[ast.stmt]) -> list[str]:
    names: list[str] = []
    for stmt in body:
        if not isinstance(stmt, ast.Assign):
            continue
        todo: list = list(stmt.targets)
        while todo:
            t = todo.pop()
            if isinstance(t, ast.Name):
                if t.id not in names:
                    names.append(t.id)
            elif isinstance(t, (ast.Tuple, ast.List)):
                todo.extend(t.elts)
    return names


def _base_name(node: ast.AST) -> str:
    if isinstance(node, ast.Call):
        f = node.func
        name = f.id + "_var" if isinstance(f, ast.Name) else f.attr + "_var" if isinstance(f, ast.Attribute) else None
        name = name or "function_var"
    elif isinstance(node, ast.Return):
        name = "return_value"
    elif isinstance(node, (ast.BinOp, ast.BoolOp, ast.UnaryOp)):
        name = type(node.op).__name__.lower() + "_var"
    elif isinstance(node, ast.Name):
        name = node.id
    elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        name = f"{node.value.id}_{node.attr}"
    else:
        name = type(node).__name__.lower() + "_var"
    return name + "_var" if keyword.iskeyword(name) else name


class _Flattener:
    def __init__(self, unique: Callable[[str], str] | None) -> None:
        self._unique = unique

    def _new_name(self, node: ast.AST, taken: list[str]) -> str:
        base = _base_name(node)
        name, k = base, 0
        while name in taken:
            k += 1
            name = f"{base}_{k}"
        if self._unique is not None:
            name = self._unique(name)
        taken.append(name)
        return name

    def _move_out(self, node: ast.AST, taken: list[str], parent: ast.AST) -> tuple[ast.AST, ast.stmt | None]:
        if isinstance(node, (ast.Name, ast.Constant)):
            return node, None
        if isinstance(node, ast.Attribute) and not isinstance(parent, ast.For):
            inner = node
            while isinstance(inner.value, ast.Attribute):
                inner = inner.value
            if isinstance(inner.value, ast.Name):
                return node, None
            name = self._new_name(inner.value, taken)
            moved = ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())], value=inner.value)
            return ast.Attribute(value=ast.Name(id=name, ctx=ast.Load()), attr=inner.attr, ctx=inner.ctx), moved
        name = self._new_name(node, taken)
        return ast.Name(id=name, ctx=ast.Load()), ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())], value=node)

    def _statement(self, node: ast.AST, taken: list[str]) -> list[ast.stmt]:
        if isinstance(node, ast.Call):
            f = node.func
            fname = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if fname in _KEEP_CALLS:
                return []
        fields = _FIELDS.get(type(node))
        if fields is None:
            return []
        moved: list[ast.stmt] = []
        for field in fields:
            value = getattr(node, field)
            if isinstance(value, list):
                new_list = []
                for idx, item in enumerate(value):
                    if isinstance(item, ast.Starred) or (
                        isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And) and idx > 0
                    ):
                        new_list.append(item)
                        continue
                    if isinstance(item, ast.keyword):
                        new, stmt = self._move_out(item.value, taken, node)
                        if stmt is not None:
                            item.value = new
                            moved.append(stmt)
                        new_list.append(item)
                        continue
                    new, stmt = self._move_out(item, taken, node)
                    new_list.append(new)
                    if stmt is not None:
                        moved.append(stmt)
                setattr(node, field, new_list)
            elif value is not None:
                new, stmt = self._move_out(value, taken, node)
                if stmt is not None:
                    setattr(node, field, new)
                    moved.append(stmt)
        return moved

    def body(self, body: list[ast.stmt]) -> None:
        # ``a = b = f(x)`` becomes ``b = f(x)`` then ``a = b``
        pos = 0
        while pos < len(body):
            stmt = body[pos]
            if isinstance(stmt, ast.Assign) and len(stmt.targets) > 1:
                targets = stmt.targets
                for k, t in enumerate(targets[:-1]):
                    body.insert(pos + k + 1, ast.Assign(targets=[t], value=targets[k + 1]))
                stmt.targets = [targets[-1]]
            pos += 1
        taken = _assigned_names(body)
        index = len(body) - 1
        while index >= 0:
            stmt = body[index]
            target = stmt.value if isinstance(stmt, (ast.Assign, ast.Expr)) else stmt
            for new in reversed(self._statement(target, taken)):
                body.insert(index, new)
                index += 1
            index -= 1


def flatten_body(body: list[ast.stmt], unique: Callable[[str], str] | None = None) -> None:
    """Flatten the statements of ``body`` in place; ``unique`` makes each new name unique in its symbol tree."""
    _Flattener(unique).body(body)
