"""Parse a Cell's ``construct`` into nodes, edit them, and write the network back as code and as a new Cell.

How MindSpore 2.10's rewrite does it, and so this module: the source of the network's class is parsed with
``ast``; ``construct`` is flattened (:mod:`..ast_helpers.ast_flattener`); each statement becomes a node
(:class:`..node.NodeImpl`), named after what it calls (``conv1``, ``relu_1``) or computes (``binop_add``,
``unaryop_not``), the arguments ``input_<name>``, the return ``return``. A call of a user-defined sub-network is a
``Tree`` node with a symbol tree of its own. ``get_code`` writes a module whose class ``<Net>Opt`` derives from the
original class, copies the original network's attributes in ``__init__`` and runs the nodes in ``construct``;
``get_network`` executes that module and builds the class from the original network.

Known differences from MindSpore: a call of a function (``ops.relu(x)``, a helper of the user's module) stays a
call of that function; MindSpore parses the function's own source and writes a copy of it (``relu_opt``) into the
generated code. The generated module is kept in memory (registered with ``linecache`` so ``inspect`` reads it),
not written to ``./rewritten_network/``.
"""

from __future__ import annotations

import ast
import copy
import inspect
import itertools
import linecache
import os
import sys
import types
from textwrap import dedent
from typing import Any

from ... import log as logger
from ...nn.cell import Cell
from ...nn.layer.container import CellList, SequentialCell
from ...ops.primitive import Primitive
from ..api.node_type import NodeType
from ..api.scoped_value import ScopedValue, ValueType
from ..ast_helpers.ast_flattener import flatten_body
from ..common.namer import ClassNamer, Namer
from ..node.node import NodeImpl, target_ast, to_ast, to_value

_HEADER = """\
import sys
import mindspore
from mindspore import nn
from mindspore.nn import Cell
from mindspore.ops import functional as F
"""
_SEQ = itertools.count()  # the order nodes entered their trees: users are listed in it
_DIVIDE = ast.Expr(ast.Name(id="#", ctx=ast.Load()))


def _ms_module(name: str) -> str:
    return "mindspore" + name[len("mindshim") :] if name == "mindshim" or name.startswith("mindshim.") else name


def _is_user_cell(cell: Any) -> bool:
    module = type(cell).__module__
    return module.split(".")[0] not in ("mindspore", "mindshim")


def _op_name(op: ast.AST) -> str:
    return type(op).__name__.lower()


class Position:
    """Where a node goes in :meth:`SymbolTreeImpl.insert_node`: before or after ``node`` of ``stree``
    (MindSpore's ``mindspore.rewrite.symbol_tree.symbol_tree.Position``)."""

    def __init__(self, stree: SymbolTreeImpl, node: NodeImpl, before_node: bool) -> None:
        self.symbol_tree = stree
        self.node = node
        self.before_node = before_node


class SymbolTreeImpl:
    """The nodes of one network's ``construct``, with what is needed to write the network back."""

    api_class: Any = None  # the public ``SymbolTree`` wrapping a tree (set by ``rewrite.api.symbol_tree``)

    def __init__(self, network: Cell, parent: SymbolTreeImpl | None = None) -> None:
        self._origin_network = network
        self._parent = parent
        self._nodes: list[NodeImpl] = []
        self._node_namer = Namer()
        self._node_namer.add_name("obj")
        self._target_namer = Namer()
        self._modified = False
        self._inserted_fields: list[str] = []
        self._deleted_fields: list[str] = []
        self._imports: list[tuple[str, str]] = []
        cls = type(network)
        self._cls = cls
        self._opt_cls_name = ClassNamer.instance().get_name(cls.__name__)
        self._module_globals = vars(sys.modules[cls.__module__]) if cls.__module__ in sys.modules else {}
        source = dedent(inspect.getsource(cls))
        module = ast.parse(source)
        class_def = next(b for b in module.body if isinstance(b, ast.ClassDef))
        self._class_ast = class_def
        self._construct = next(
            (b for b in class_def.body if isinstance(b, ast.FunctionDef) and b.name == "construct"), None
        )
        if self._construct is None:
            raise RuntimeError(f"Can not find construct function in network class {cls.__name__}.")
        flatten_body(self._construct.body)
        self._build()

    # -- parsing --------------------------------------------------------------------------------------------------
    def _add(self, container: list[NodeImpl], node: NodeImpl) -> NodeImpl:
        node.name = self._node_namer.get_name(node.name)
        node.stree = self
        node.seq = next(_SEQ)
        for t in node.targets:
            self._target_namer.add_name(str(t))
        container.append(node)
        return node

    def _build(self) -> None:
        fn = self._construct
        for a in fn.args.posonlyargs + fn.args.args + fn.args.kwonlyargs:
            a.annotation = None
        params = [a.arg for a in fn.args.posonlyargs + fn.args.args][1:] + [a.arg for a in fn.args.kwonlyargs]
        for name in params:
            self._add(
                self._nodes, NodeImpl(NodeType.Input, f"input_{name}", None, [ScopedValue.create_naming_value(name)])
            )
        self._parse_body(fn.body, self._nodes)

    def _parse_body(self, body: list[ast.stmt], container: list[NodeImpl]) -> None:
        for stmt in body:
            self._parse_stmt(stmt, container)

    def _parse_stmt(self, stmt: ast.stmt, container: list[NodeImpl]) -> None:
        if isinstance(stmt, ast.Assign):
            targets: list[ScopedValue] = []
            for t in stmt.targets:
                elts = t.elts if isinstance(t, (ast.Tuple, ast.List)) else [t]
                targets.extend(to_value(e) for e in elts)
            self._add(container, self._assign_node(stmt, targets))
        elif isinstance(stmt, ast.Return):
            args = [] if stmt.value is None else [to_value(stmt.value)]
            self._add(container, NodeImpl(NodeType.Output, "return", stmt, [], args))
        elif isinstance(stmt, ast.If):
            flatten_body(stmt.body, self.unique_name)
            if stmt.orelse:
                flatten_body(stmt.orelse, self.unique_name)
            node = self._add(container, NodeImpl(NodeType.ControlFlow, "if_node", stmt, [], [to_value(stmt.test)]))
            self._parse_body(stmt.body, node.body)
            if stmt.orelse:
                other = self._add(
                    container, NodeImpl(NodeType.ControlFlow, "else_node", stmt, [], [to_value(stmt.test)])
                )
                self._parse_body(stmt.orelse, other.body)
        elif isinstance(stmt, (ast.For, ast.While)):
            flatten_body(stmt.body, self.unique_name)
            if stmt.orelse:
                flatten_body(stmt.orelse, self.unique_name)
            kind = "for_node" if isinstance(stmt, ast.For) else "while_node"
            test = stmt.iter if isinstance(stmt, ast.For) else stmt.test
            node = self._add(container, NodeImpl(NodeType.ControlFlow, kind, stmt, [], [to_value(test)]))
            self._parse_body(stmt.body, node.body)
        else:
            self._add(container, NodeImpl(NodeType.Python, type(stmt).__name__, stmt))

    def _resolve(self, expr: ast.AST) -> Any:
        if isinstance(expr, ast.Name):
            if expr.id in self._module_globals:
                return self._module_globals[expr.id]
            return None
        if isinstance(expr, ast.Attribute):
            base = self._resolve(expr.value)
            return getattr(base, expr.attr, None) if base is not None else None
        return None

    def _assign_node(self, stmt: ast.Assign, targets: list[ScopedValue]) -> NodeImpl:
        value = stmt.value
        if isinstance(value, ast.Call):
            return self._call_node(stmt, value, targets)
        if isinstance(value, ast.BinOp):
            name, args = f"binop_{_op_name(value.op)}", [to_value(value.left), to_value(value.right)]
        elif isinstance(value, ast.UnaryOp):
            name, args = f"unaryop_{_op_name(value.op)}", [to_value(value.operand)]
        elif isinstance(value, ast.BoolOp):
            name, args = f"boolop_{_op_name(value.op)}", [to_value(v) for v in value.values]
        elif isinstance(value, ast.Compare):
            name = f"compare_{_op_name(value.ops[0])}"
            args = [to_value(value.left)] + [to_value(c) for c in value.comparators]
        else:
            if isinstance(value, (ast.Tuple, ast.List)):
                name, args = type(value).__name__.lower(), [to_value(e) for e in value.elts]
            elif isinstance(value, ast.Name):
                name, args = "name_assign", [to_value(value)]
            elif isinstance(value, ast.Constant):
                name, args = "constant_assign", [to_value(value)]
            elif isinstance(value, ast.Attribute):
                name, args = "attribute_assign", [to_value(value)]
            else:
                name, args = type(value).__name__.lower() + "_var", [to_value(value)]
            return NodeImpl(NodeType.CallMethod, name, stmt, targets, args)
        return NodeImpl(NodeType.MathOps, name, stmt, targets, args)

    def _call_node(self, stmt: ast.stmt, call: ast.Call, targets: list[ScopedValue]) -> NodeImpl:
        args = [to_value(a) for a in call.args]
        kwargs = {k.arg: to_value(k.value) for k in call.keywords if k.arg is not None}
        func = call.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "self":
            inst = getattr(self._origin_network, func.attr, None)
            if isinstance(inst, (SequentialCell, CellList)):
                kind = NodeType.CellContainer
            elif isinstance(inst, Cell):
                kind = NodeType.Tree if _is_user_cell(inst) else NodeType.CallCell
            elif isinstance(inst, Primitive):
                kind = NodeType.CallPrimitive
            else:
                return NodeImpl(NodeType.CallFunction, func.attr, stmt, targets, args, kwargs)
            node = NodeImpl(kind, func.attr, stmt, targets, args, kwargs, inst)
            node.field = func.attr
            if kind == NodeType.Tree:
                node.sub_tree = SymbolTreeImpl(inst, self)
            return node
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else "function"
        fn = self._resolve(func)
        return NodeImpl(NodeType.CallFunction, name, stmt, targets, args, kwargs, fn)

    # -- queries ---------------------------------------------------------------------------------------------------
    def nodes(self) -> list[NodeImpl]:
        """The nodes of ``construct``, in order (the insides of control flow left out)."""
        return list(self._nodes)

    def all_nodes(self) -> list[NodeImpl]:
        """Every node, the insides of control flow included."""
        out: list[NodeImpl] = []

        def walk(nodes: list[NodeImpl]) -> None:
            for n in nodes:
                out.append(n)
                walk(n.body)

        walk(self._nodes)
        return out

    def get_node_from_name(self, name: str) -> NodeImpl | None:
        """The node called ``name``, or None."""
        return next((n for n in self.all_nodes() if n.name == name), None)

    def get_input_nodes(self) -> list[NodeImpl]:
        """The ``Input`` nodes."""
        return [n for n in self._nodes if n.node_type == NodeType.Input]

    def get_tree_nodes(self) -> list[NodeImpl]:
        """The ``Tree`` nodes (calls of sub-networks), in order."""
        return [n for n in self.all_nodes() if n.node_type == NodeType.Tree]

    def _values(self, node: NodeImpl) -> list[ScopedValue]:
        return node.args + list(node.kwargs.values())

    def providers(self, node: NodeImpl) -> list[tuple[ScopedValue, NodeImpl | None, int]]:
        """For each argument of ``node``: (value, the node that last assigned it before ``node``, target index)."""
        if node not in self._nodes:
            return []
        before = self._nodes[: self._nodes.index(node)]
        out = []
        for i, v in enumerate(self._values(node)):
            found: tuple[NodeImpl | None, int] = (None, -1)
            src = node.arg_sources.get(i)
            if src is not None and src in before and v in src.targets:
                found = (src, src.targets.index(v))
            elif v.type == ValueType.NamingValue and not v.scope:
                for n in reversed(before):
                    if v in n.targets:
                        found = (n, n.targets.index(v))
                        break
            out.append((v, *found))
        return out

    def get_inputs(self, node: NodeImpl) -> list[NodeImpl]:
        """The node providing each of ``node``'s arguments that some node provides, in argument order (a node
        providing two arguments is listed twice, as in MindSpore)."""
        return [p for _, p, _ in self.providers(node) if p is not None]

    def get_users(self, node: NodeImpl) -> list[NodeImpl]:
        """The nodes that take one of ``node``'s targets as an argument."""
        if node not in self._nodes:
            return []
        after = self._nodes[self._nodes.index(node) + 1 :]
        return sorted((n for n in after if node in self.get_inputs(n)), key=lambda n: n.seq)

    def unique_name(self, name: str) -> str:
        """A target name not used in this tree."""
        return self._target_namer.get_name(name)

    def is_modified(self) -> bool:
        """Whether a node was inserted, erased, replaced or had an argument set."""
        return self._modified

    def _changed(self) -> None:
        tree: SymbolTreeImpl | None = self
        while tree is not None:
            tree._modified = True
            tree = tree._parent

    def get_origin_network(self) -> Cell:
        """The network the tree was built from."""
        return self._origin_network

    def get_opt_cls_name(self) -> str:
        """The name of the generated class (``LeNet5Opt``)."""
        return self._opt_cls_name

    # -- edits -----------------------------------------------------------------------------------------------------
    def _check_own(self, node: NodeImpl | str) -> NodeImpl:
        if isinstance(node, str):
            found = self.get_node_from_name(node)
            if found is None:
                raise RuntimeError("Node is not belong to current SymbolTree: ", node)
            return found
        if node not in self._nodes:
            raise RuntimeError("Node is not belong to current SymbolTree: ", node.name)
        return node

    def before(self, node: NodeImpl | str) -> Position:
        """The position before ``node``."""
        return Position(self, self._check_own(node), True)

    def after(self, node: NodeImpl | str) -> Position:
        """The position after ``node``."""
        return Position(self, self._check_own(node), False)

    def insert_node(self, new_node: NodeImpl, base_node: NodeImpl, before_node: bool) -> NodeImpl:
        """Insert ``new_node`` (a created node) before or after ``base_node``."""
        if new_node.stree is not None:
            raise RuntimeError(f"Node {new_node.name} is already inserted into a SymbolTree.")
        base = self._check_own(base_node)
        index = self._nodes.index(base) + (0 if before_node else 1)
        new_node.name = self._node_namer.get_name(new_node.name or type(new_node.instance).__name__)
        new_node.stree = self
        new_node.seq = next(_SEQ)
        for t in new_node.targets:
            self._target_namer.add_name(str(t))
        self._nodes.insert(index, new_node)
        if new_node.node_type in (NodeType.CallCell, NodeType.CallPrimitive, NodeType.Tree, NodeType.CellContainer):
            field = new_node.name
            setattr(self._origin_network, field, new_node.instance)
            self._inserted_fields.append(field)
            new_node.field = field
            new_node.stmt = self._call_stmt(new_node, ast.Attribute(ast.Name("self", ast.Load()), field, ast.Load()))
            if new_node.node_type == NodeType.Tree:
                new_node.sub_tree = SymbolTreeImpl(new_node.instance, self)
        elif new_node.node_type == NodeType.CallFunction and new_node.stmt is None:
            new_node.stmt = self._call_stmt(new_node, ast.Name(new_node.import_from[1], ast.Load()))
            self._imports.append(new_node.import_from)  # one import line per inserted call, as MindSpore writes
        self._changed()
        return new_node

    @staticmethod
    def _call_stmt(node: NodeImpl, func: ast.expr) -> ast.stmt:
        call = ast.Call(
            func=func,
            args=[to_ast(a) for a in node.args],
            keywords=[ast.keyword(arg=k, value=to_ast(v)) for k, v in node.kwargs.items()],
        )
        if not node.targets:
            return ast.Expr(call)
        return ast.Assign(targets=[target_ast(node.targets)], value=call)

    def erase_node(self, node: NodeImpl | str) -> NodeImpl:
        """Take ``node`` out of the tree; its users keep their arguments (a warning names each one left without a
        provider)."""
        node = self._check_own(node)
        uses = [
            (user, arg_idx, value)
            for user in self.get_users(node)
            for arg_idx, (value, provider, _) in enumerate(self.providers(user))
            if provider is node
        ]
        self._nodes.remove(node)
        for user, arg_idx, value in uses:
            if self.providers(user)[arg_idx][1] is None:
                logger.warning(
                    f"Node {node.name}'s target {node.targets.index(value)}({value}) is used in node {user.name}'s "
                    f"arg {arg_idx}, no other node provides this target if node {node.name} is erased."
                )
        if node.field is not None and node.field not in self._inserted_fields:
            self._deleted_fields.append(node.field)
        node.stree = None
        self._changed()
        return node

    def replace(self, old_node: NodeImpl, new_nodes: list[NodeImpl]) -> NodeImpl:
        """Put ``new_nodes`` where ``old_node`` was; the last of them is returned."""
        old_node = self._check_own(old_node)
        for n in new_nodes:
            self.insert_node(n, old_node, True)
        self.erase_node(old_node)
        return new_nodes[-1]

    def set_node_arg(self, node: NodeImpl, index: int, arg: ScopedValue | str) -> None:
        """Make argument ``index`` of ``node`` ``arg`` (a str is the name of a variable)."""
        if isinstance(arg, str):
            arg = ScopedValue.create_naming_value(arg)
        node.set_arg(arg, index)
        node.arg_sources.pop(index, None)
        self._changed()

    def set_node_arg_by_node(self, dst: NodeImpl, arg_idx: int, src: NodeImpl, out_idx: int | None = None) -> None:
        """Make argument ``arg_idx`` of ``dst`` target ``out_idx`` (default 0) of ``src``."""
        out_idx = 0 if out_idx is None else out_idx
        if out_idx >= len(src.targets):
            raise RuntimeError(f"Index {out_idx} of output is out of range of targets of node {src.name}.")
        self.set_node_arg(dst, arg_idx, src.targets[out_idx])
        dst.arg_sources[arg_idx] = src

    # -- tables ----------------------------------------------------------------------------------------------------
    def get_node_tabulate(self, all_nodes: bool = False) -> str:
        """The nodes as a table (type, name, code, argument providers, target users); needs ``tabulate``."""
        try:
            from tabulate import tabulate
        except ImportError:
            logger.warning(
                "print_node_tabulate relies on the library `tabulate`, which could not be found on this machine. "
                "Run `pip install tabulate` to install the library."
            )
            return ""
        rows = []
        for n in self._nodes:
            providers = [[i, (p.name, t) if p is not None else ()] for i, (_, p, t) in enumerate(self.providers(n))]
            users = []
            for t_idx, t in enumerate(n.targets):
                uses = []
                for u in self.get_users(n):
                    uses += [(u.name, i) for i, (v, p, _) in enumerate(self.providers(u)) if p is n and v == t]
                users.append([t_idx, uses])
            rows.append([n.node_type, n.name, n.source(), providers, users])
        text = f"\n[{self._opt_cls_name}]\n"
        text += tabulate(rows, headers=["node type", "name", "codes", "arg providers", "target users"]) + "\n"
        if all_nodes:
            for tree_node in self.get_tree_nodes():
                text += tree_node.sub_tree.get_node_tabulate(all_nodes)
        return text

    # -- code ------------------------------------------------------------------------------------------------------
    def _init_ast(self, names: dict[SymbolTreeImpl, str]) -> ast.FunctionDef:
        lines = [
            "nn.Cell.__init__(self)",
            "for key, value in obj.__dict__.items():\n    setattr(self, key, value)",
        ]
        for n in self.get_tree_nodes():
            if n.field not in self._inserted_fields:
                lines.append(f"self.{n.field} = {names[n.sub_tree]}(self.{n.field})")
        for field in self._inserted_fields:
            node = next((n for n in self._nodes if n.field == field), None)
            if node is not None and node.node_type == NodeType.Tree:
                lines.append(f"self.{field} = {names[node.sub_tree]}(obj.{field})")
            else:
                lines.append(f"self.{field} = obj.{field}")
        src = "def __init__(self, obj):\n" + "\n".join("    " + ln.replace("\n", "\n    ") for ln in lines)
        return ast.parse(src).body[0]

    def _construct_ast(self) -> ast.FunctionDef:
        body: list[ast.stmt] = []
        for n in self._nodes:
            if n.node_type == NodeType.Input or n.name.startswith("else_node") and n.stmt in body:
                continue
            if n.stmt is not None and n.stmt not in body:
                body.append(n.stmt)
        fn = copy.copy(self._construct)
        fn.body, fn.decorator_list, fn.returns = body or [ast.Pass()], [], None
        return fn

    def _class_ast_for(self, names: dict[SymbolTreeImpl, str]) -> ast.ClassDef:
        body = []
        has_init = False
        for b in self._class_ast.body:
            if isinstance(b, ast.FunctionDef) and b.name == "__init__":
                body.append(self._init_ast(names))
                has_init = True
            elif isinstance(b, ast.FunctionDef) and b.name == "construct":
                body.append(self._construct_ast())
            else:
                body.append(b)
        if not has_init:
            body.insert(0, self._init_ast(names))
        bases = [
            ast.Name(self._cls.__name__, ast.Load()),
            ast.Attribute(ast.Name("nn", ast.Load()), "Cell", ast.Load()),
        ]
        cls_def = copy.copy(self._class_ast)
        cls_def.name, cls_def.bases, cls_def.keywords, cls_def.body, cls_def.decorator_list = (
            names[self],
            bases,
            [],
            body,
            [],
        )
        return cls_def

    def _import_asts(self) -> list[ast.stmt]:
        cls = self._cls
        try:
            folder = os.path.dirname(os.path.abspath(inspect.getfile(cls)))
        except (TypeError, OSError):
            folder = os.getcwd()
        lines = [f"sys.path.insert(0, {folder!r})"]
        if cls.__module__ == "__main__":
            lines.append(f"{cls.__name__} = getattr(sys.modules['__main__'], {cls.__name__!r})")
        else:
            lines.append(f"from {_ms_module(cls.__module__)} import {cls.__name__}")
        lines += [
            f"{n} = getattr(sys.modules['__main__'], {n!r})" if m == "__main__" else f"from {m} import {n}"
            for m, n in self._imports
        ]
        return ast.parse("\n".join(lines)).body

    def _class_names(self) -> tuple[dict[SymbolTreeImpl, str], list[SymbolTreeImpl]]:
        """The class name each tree is written as: unmodified trees of one class whose ``__init__`` reads the
        same share the class of the first of them. Returns the names and the trees in traversal order."""
        order: list[SymbolTreeImpl] = []

        def walk(t: SymbolTreeImpl) -> None:
            order.append(t)
            for n in t.get_tree_nodes():
                walk(n.sub_tree)

        walk(self)
        names = {t: t._opt_cls_name for t in order}
        changed = True
        while changed:
            changed = False
            texts = {t: ast.unparse(t._init_ast(names)) for t in order if not t._modified and t is not self}
            for i, t in enumerate(order):
                if t not in texts:
                    continue
                for first in order[:i]:
                    if first in texts and first._cls is t._cls and texts[first] == texts[t]:
                        if names[t] != names[first]:
                            names[t] = names[first]
                            changed = True
                        break
        return names, order

    def get_code(self) -> str:
        """The source of the module that defines the rewritten network class."""
        names, _ = self._class_names()
        emitted: set[str] = set()

        def sections(t: SymbolTreeImpl) -> list[ast.stmt]:
            if names[t] != t._opt_cls_name or t._opt_cls_name in emitted:
                return []
            emitted.add(t._opt_cls_name)
            own = self._section(t, names)
            out: list[ast.stmt] = []
            for n in t.get_tree_nodes():
                out = sections(n.sub_tree) + out
            return out + own

        body = ast.parse(_HEADER).body + [_DIVIDE, _DIVIDE] + sections(self)
        return ast.unparse(ast.fix_missing_locations(ast.Module(body=body, type_ignores=[])))

    @staticmethod
    def _section(t: SymbolTreeImpl, names: dict[SymbolTreeImpl, str]) -> list[ast.stmt]:
        return t._import_asts() + [t._class_ast_for(names), _DIVIDE]

    def get_network(self) -> Cell:
        """A new network: the generated class, built from the original network."""
        code = self.get_code()
        mod_name = f"{self._opt_cls_name}_{id(self)}"
        filename = f"<rewritten_network/{mod_name}.py>"
        linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)
        module = types.ModuleType(mod_name)
        module.__file__ = filename
        for t in self._class_names()[1]:
            for k, v in t._module_globals.items():
                if not k.startswith("__"):
                    module.__dict__.setdefault(k, v)
        sys.modules[mod_name] = module
        exec(compile(code, filename, "exec"), module.__dict__)  # the generated network's module
        cls = module.__dict__[self._opt_cls_name]
        new_net = cls(self._origin_network)
        origin = self._origin_network
        for name in set(dir(origin)) - set(dir(new_net)) - set(self._deleted_fields):
            setattr(new_net, name, getattr(origin, name))
        for name, cell in origin.name_cells().items():
            if name not in new_net.name_cells() and name not in self._deleted_fields:
                new_net.insert_child_to_cell(name, cell)
        new_net.update_parameters_name()
        return new_net
