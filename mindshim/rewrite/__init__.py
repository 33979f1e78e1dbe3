"""`mindspore.rewrite`: parse a network's ``construct`` into nodes, edit them, write the network back."""

from __future__ import annotations

from .. import _api
from .api.node import Node
from .api.node_type import NodeType
from .api.scoped_value import ScopedValue, ValueType
from .api.symbol_tree import SymbolTree

__all__ = _api.names(__name__)
