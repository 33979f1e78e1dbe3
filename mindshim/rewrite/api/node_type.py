"""`mindspore.rewrite.NodeType`: the kinds of node of a symbol tree."""

from __future__ import annotations

from enum import Enum


class NodeType(Enum):
    """The kind of a :class:`~mindspore.rewrite.Node` (MindSpore's ``mindspore.rewrite.NodeType``).

    - ``CallCell``: a call of a Cell attribute of the network (``self.conv1(x)``).
    - ``CallPrimitive``: a call of a Primitive attribute (``self.add(x, y)``).
    - ``CallFunction``: a call of a function or a method (``range(n)``, ``x.reshape(s)``).
    - ``CallMethod``: an expression that is not a call (``a = x``, ``t = (x, y)``).
    - ``Python``: a statement kept as written (``print(x)``).
    - ``Input`` / ``Output``: an argument of ``construct`` / its return statement.
    - ``Tree``: a call of a user-defined sub-network, parsed into a symbol tree of its own.
    - ``CellContainer``: a call of a ``SequentialCell``.
    - ``MathOps``: an operator expression (``x + y``, ``not a``, ``x > 0``).
    - ``ControlFlow``: an ``if`` / ``else`` / ``for`` / ``while`` statement.
    """

    Unknown = 0
    CallCell = 1
    CallPrimitive = 2
    CallModule = 3
    CallFunction = 4
    CallMethod = 5
    Python = 6
    Input = 7
    Output = 8
    Tree = 9
    CellContainer = 10
    MathOps = 11
    ControlFlow = 12
