# mindspore.rewrite on nested cells: Tree nodes and their own symbol trees, the generated classes (subtrees
# first, unmodified ones of one class written once), an edit inside a subtree, and the rewritten network run.
import os

import numpy as np

import mindspore as ms
from mindspore import nn, ops
from mindspore.rewrite import Node, NodeType, ScopedValue, SymbolTree


class Block(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.dense = nn.Dense(c, c)
        self.act = nn.ReLU()

    def construct(self, x):
        y = self.act(self.dense(x))
        return y + x


class Head(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block = Block(4)
        self.out = nn.Dense(4, 2)

    def construct(self, x):
        return self.out(self.block(x))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b1 = Block(4)
        self.b2 = Block(4)
        self.head = Head()
        self.mul = ops.Mul()

    def construct(self, x):
        x = self.b1(x)
        x = self.b2(x)
        z = self.mul(x, 2.0)
        return self.head(z), x


def show(stree, indent="  "):
    for node in stree.nodes():
        print(
            indent,
            node.get_name(),
            node.get_node_type(),
            node.get_instance_type().__name__,
            node.get_args(),
            node.get_targets(),
            [n.get_name() for n in node.get_inputs()],
            [n.get_name() for n in node.get_users()],
        )
        if node.get_node_type() == NodeType.Tree:
            show(node.get_sub_tree(), indent + "    ")


def code(stree):
    return stree.get_code().replace(os.path.dirname(os.path.abspath(__file__)), "<dir>")


ms.set_seed(2)
x = ms.Tensor(np.random.RandomState(2).randn(3, 4).astype(np.float32))
net = Net()
want = [o.asnumpy() for o in net(x)]
stree = SymbolTree.create(net)
show(stree)
print(code(stree))
sub = stree.get_node("b2").get_sub_tree()
print(type(sub), sub.get_node("dense").get_node_type())
try:
    stree.get_node("mul").get_sub_tree()
except TypeError as e:
    print("TypeError", e)
new_net = stree.get_network()
got = new_net(x)
print(type(new_net).__name__, type(new_net.b1).__name__, type(new_net.head.block).__name__)
print(all(np.allclose(g.asnumpy(), w, atol=1e-6) for g, w in zip(got, want)))

# an edit in b2's tree: that Block gets a class of its own
neg = Node.create_call_cell(nn.Tanh(), ["y"], [ScopedValue.create_naming_value("y")], name="squash")
sub.insert(sub.after(sub.get_node("act")), neg)
show(sub)
print(code(stree))
new_net = stree.get_network()
print(type(new_net.b1).__name__, type(new_net.b2).__name__)
h = net.b1(x)
h2 = ops.tanh(ops.relu(net.b2.dense(h))) + h
print(np.allclose(new_net(x)[1].asnumpy(), h2.asnumpy(), atol=1e-6))
