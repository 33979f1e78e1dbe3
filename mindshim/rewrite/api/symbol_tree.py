"""`mindspore.rewrite.SymbolTree`: a network's ``construct`` as nodes that can be edited and written back."""

from __future__ import annotations

from collections.abc import Iterator

from ... import _checkparam as Validator
from ...nn.cell import Cell
from ..symbol_tree.symbol_tree import Position, SymbolTreeImpl
from .node import Node


class SymbolTree:
    """The nodes of a network's ``construct`` (MindSpore's ``mindspore.rewrite.SymbolTree``).

    ``SymbolTree.create(net)`` parses the source of ``net``'s class; :meth:`nodes` lists the nodes,
    :meth:`insert` / :meth:`erase` / :meth:`replace` edit them, :meth:`get_code` writes the module of the
    rewritten class ``<Net>Opt`` and :meth:`get_network` builds it from ``net``.
    """

    def __init__(self, handler: SymbolTreeImpl) -> None:
        Validator.check_value_type("handler", handler, [SymbolTreeImpl], "SymbolTree")
        self._symbol_tree = handler

    @classmethod
    def create(cls, network: Cell) -> SymbolTree:
        """The symbol tree of ``network``.

        Raises:
            TypeError: ``network`` is not a Cell.
        """
        Validator.check_value_type("network", network, [Cell], "SymbolTree")
        return cls(SymbolTreeImpl(network))

    def get_handler(self) -> SymbolTreeImpl:
        """The implementation tree."""
        return self._symbol_tree

    def nodes(self, all_nodes: bool = False) -> Iterator[Node]:
        """The nodes, in order; ``all_nodes`` adds the nodes inside control flow."""
        Validator.check_value_type("all_nodes", all_nodes, [bool], "nodes")
        impl = self._symbol_tree.all_nodes() if all_nodes else self._symbol_tree.nodes()
        for n in impl:
            yield Node(n)

    def get_node(self, node_name: str) -> Node | None:
        """The node called ``node_name``, or None.

        Raises:
            TypeError: ``node_name`` is not a str.
        """
        Validator.check_value_type("node_name", node_name, [str], "SymbolTree")
        impl = self._symbol_tree.get_node_from_name(node_name)
        return None if impl is None else Node(impl)

    def get_inputs(self) -> list[Node]:
        """The ``Input`` nodes (the arguments of ``construct``)."""
        return [Node(n) for n in self._symbol_tree.get_input_nodes()]

    def before(self, node: Node | str) -> Position:
        """The position before ``node`` (a Node or a node name), for :meth:`insert`.

        Raises:
            RuntimeError: the node is not in this tree.
        """
        Validator.check_value_type("node", node, [Node, str], "SymbolTree")
        return self._symbol_tree.before(node.get_handler() if isinstance(node, Node) else node)

    def after(self, node: Node | str) -> Position:
        """The position after ``node`` (a Node or a node name), for :meth:`insert`.

        Raises:
            RuntimeError: the node is not in this tree.
        """
        Validator.check_value_type("node", node, [Node, str], "SymbolTree")
        return self._symbol_tree.after(node.get_handler() if isinstance(node, Node) else node)

    def insert(self, position: Position, node: Node) -> Node:
        """Insert a created ``node`` at ``position``; its name is made unique in the tree and a called cell
        becomes an attribute of the network under that name."""
        Validator.check_value_type("position", position, [Position], "SymbolTree")
        Validator.check_value_type("node", node, [Node], "SymbolTree")
        tree = position.symbol_tree
        return Node(tree.insert_node(node.get_handler(), position.node, position.before_node))

    def erase(self, node: Node | str) -> Node:
        """Take ``node`` out of the tree and return it; its users keep their arguments."""
        Validator.check_value_type("node", node, [Node, str], "SymbolTree")
        return Node(self._symbol_tree.erase_node(node.get_handler() if isinstance(node, Node) else node))

    def replace(self, old_node: Node, new_nodes: list[Node]) -> Node:
        """Put ``new_nodes`` in place of ``old_node``; returns the last new node."""
        Validator.check_value_type("old_node", old_node, [Node], "SymbolTree")
        Validator.check_element_type_of_iterable("new_nodes", new_nodes, [Node], "SymbolTree")
        return Node(self._symbol_tree.replace(old_node.get_handler(), [n.get_handler() for n in new_nodes]))

    def print_node_tabulate(self, all_nodes: bool = False) -> None:
        """Print the nodes as a table (needs the ``tabulate`` package; without it a warning is logged and an
        empty line printed, as MindSpore does)."""
        Validator.check_value_type("all_nodes", all_nodes, [bool], "print_node_tabulate")
        print(self._symbol_tree.get_node_tabulate(all_nodes))

    def get_code(self) -> str:
        """The source of the module that defines the rewritten network class."""
        return self._symbol_tree.get_code()

    def get_network(self) -> Cell:
        """A new network from the rewritten class, sharing the original network's cells and parameters."""
        return self._symbol_tree.get_network()

    def unique_name(self, name: str = "output") -> str:
        """A target name not used in the tree."""
        Validator.check_value_type("name", name, [str], "SymbolTree")
        return self._symbol_tree.unique_name(name)

    def get_origin_network(self) -> Cell:
        """The network the tree was built from."""
        return self._symbol_tree.get_origin_network()


SymbolTreeImpl.api_class = SymbolTree
