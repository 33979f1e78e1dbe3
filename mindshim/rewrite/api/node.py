"""`mindspore.rewrite.Node`: one statement of a network's ``construct``."""

from __future__ import annotations

import inspect
from types import FunctionType
from typing import Any

from ... import _checkparam as Validator
from ...nn.cell import Cell
from ...ops.primitive import Primitive
from ..node.node import NodeImpl
from .node_type import NodeType
from .scoped_value import ScopedValue


def _targets(targets: list[ScopedValue | str]) -> list[ScopedValue]:
    return [ScopedValue.create_naming_value(t) if isinstance(t, str) else t for t in targets]


def _check_call(fn: Any, args: list[ScopedValue], kwargs: dict[str, ScopedValue]) -> None:
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return
    if any(p.kind == p.VAR_POSITIONAL for p in params):
        pass
    elif len(args) > len([p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]):
        raise RuntimeError("Input args are invalid.")
    if not any(p.kind == p.VAR_KEYWORD for p in params):
        names = {p.name for p in params if p.kind != p.POSITIONAL_ONLY}
        if any(k not in names for k in kwargs):
            raise RuntimeError("Input kwargs invalid.")


def _func_module(function: Any) -> str:
    module = getattr(function, "__module__", None) or "builtins"
    return "mindspore" + module[len("mindshim") :] if module.startswith("mindshim") else module


class Node:
    """A node of a :class:`~mindspore.rewrite.SymbolTree` (MindSpore's ``mindspore.rewrite.Node``): a call of
    a Cell, Primitive or function, an operator, an input, the return, a control-flow statement.

    Nodes made with :meth:`create_call_cell` / :meth:`create_call_function` belong to no tree until
    :meth:`SymbolTree.insert` puts them in one.
    """

    def __init__(self, node: NodeImpl) -> None:
        self._node = node

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Node) and self._node is other._node

    def __hash__(self) -> int:
        return id(self._node)

    @staticmethod
    def create_call_cell(
        cell: Cell,
        targets: list[ScopedValue | str],
        args: list[ScopedValue] | None = None,
        kwargs: dict[str, ScopedValue] | None = None,
        name: str = "",
        is_sub_net: bool = False,
    ) -> Node:
        """A node calling ``cell``: ``targets = self.<name>(*args, **kwargs)``. ``name`` defaults to the cell's
        class name and is made unique when inserted; ``is_sub_net`` makes a user-defined cell a ``Tree`` node.

        Raises:
            TypeError: an argument has the wrong type.
            RuntimeError: ``args`` / ``kwargs`` do not fit the cell's ``construct``.
        """
        Validator.check_value_type("cell", cell, [Cell, Primitive], "Node")
        Validator.check_element_type_of_iterable("targets", targets, [ScopedValue, str], "Node")
        Validator.check_value_type("name", name, [str], "Node")
        Validator.check_value_type("is_sub_net", is_sub_net, [bool], "Node")
        if args is not None:
            Validator.check_element_type_of_iterable("args", args, [ScopedValue], "Node")
        if kwargs is not None:
            Validator.check_element_type_of_dict("kwargs", kwargs, [str], [ScopedValue], "Node")
        args, kwargs = list(args or []), dict(kwargs or {})
        if isinstance(cell, Cell):
            _check_call(cell.construct, args, kwargs)
            kind = NodeType.Tree if is_sub_net else NodeType.CallCell
        else:
            kind = NodeType.CallPrimitive
        return Node(NodeImpl(kind, name, None, _targets(targets), args, kwargs, cell))

    @staticmethod
    def create_call_function(
        function: FunctionType,
        targets: list[ScopedValue | str],
        args: list[ScopedValue] | None = None,
        kwargs: dict[str, ScopedValue] | None = None,
    ) -> Node:
        """A node calling ``function``: ``targets = function(*args, **kwargs)``; the generated code imports it
        from its module.

        Raises:
            TypeError: an argument has the wrong type.
        """
        Validator.check_value_type("function", function, [FunctionType, type, type(abs)], "create_call_function")
        Validator.check_element_type_of_iterable("targets", targets, [ScopedValue, str], "create_call_function")
        if args is not None:
            Validator.check_element_type_of_iterable("args", args, [ScopedValue], "create_call_function")
        if kwargs is not None:
            Validator.check_element_type_of_dict("kwargs", kwargs, [str], [ScopedValue], "create_call_function")
        name = function.__name__
        impl = NodeImpl(NodeType.CallFunction, name, None, _targets(targets), args, kwargs, function)
        impl.import_from = (_func_module(function), name)
        return Node(impl)

    def get_handler(self) -> NodeImpl:
        """The implementation node."""
        return self._node

    def get_inputs(self) -> list[Node]:
        """The nodes whose targets this node takes as arguments."""
        tree = self._node.stree
        return [] if tree is None else [Node(n) for n in tree.get_inputs(self._node)]

    def get_users(self) -> list[Node]:
        """The nodes that take this node's targets as arguments."""
        tree = self._node.stree
        return [] if tree is None else [Node(n) for n in tree.get_users(self._node)]

    def set_arg(self, index: int, arg: ScopedValue | str) -> None:
        """Make argument ``index`` ``arg`` (a str names a variable).

        Raises:
            TypeError: ``index`` is not an int or ``arg`` not a ScopedValue / str.
        """
        Validator.check_value_type("index", index, [int], "Node")
        Validator.check_value_type("arg", arg, [ScopedValue, str], "Node")
        tree = self._node.stree
        if tree is None:
            self._node.set_arg(ScopedValue.create_naming_value(arg) if isinstance(arg, str) else arg, index)
        else:
            tree.set_node_arg(self._node, index, arg)

    def set_arg_by_node(self, arg_idx: int, src_node: Node, out_idx: int | None = None) -> None:
        """Make argument ``arg_idx`` target ``out_idx`` (default 0) of ``src_node``.

        Raises:
            TypeError: an argument has the wrong type.
        """
        Validator.check_value_type("arg_idx", arg_idx, [int], "Node")
        Validator.check_value_type("src_node", src_node, [Node], "Node")
        if out_idx is not None:
            Validator.check_value_type("out_idx", out_idx, [int], "Node")
        tree = self._node.stree
        src = src_node.get_handler()
        if tree is None:
            self._node.set_arg(src.targets[out_idx or 0], arg_idx)
        else:
            tree.set_node_arg_by_node(self._node, arg_idx, src, out_idx)

    def get_targets(self) -> list[ScopedValue]:
        """What the node assigns."""
        return self._node.targets

    def get_name(self) -> str:
        """The node's name, unique in its tree."""
        return self._node.name

    def get_node_type(self) -> NodeType:
        """The node's :class:`NodeType`."""
        return self._node.node_type

    def get_instance_type(self) -> Any:
        """The class of what the node calls (a called Python function itself; ``NoneType`` for none)."""
        return self._node.get_instance_type()

    def get_instance(self) -> Any:
        """What the node calls (a Cell, Primitive, function) or None."""
        return self._node.instance

    def get_args(self) -> list[ScopedValue]:
        """The positional arguments, as ScopedValues."""
        return self._node.args

    def get_kwargs(self) -> dict[str, ScopedValue]:
        """The keyword arguments, as ScopedValues."""
        return self._node.kwargs

    def get_symbol_tree(self) -> Any:
        """The :class:`SymbolTree` the node belongs to, or None."""
        tree = self._node.stree
        return None if tree is None else tree.api_class(tree)

    def get_sub_tree(self) -> Any:
        """The symbol tree of the sub-network a ``Tree`` node calls.

        Raises:
            TypeError: the node is not a ``Tree`` node.
        """
        if self.get_node_type() != NodeType.Tree:
            raise TypeError(
                f"For get_sub_tree, the type of node should be 'NodeType.Tree', but got {self.get_node_type()}"
            )
        if self._node.sub_tree is None:
            raise AttributeError(f"For get_sub_tree, no symbol tree is stroed in node {self.get_name()}.")
        return self._node.sub_tree.api_class(self._node.sub_tree)
