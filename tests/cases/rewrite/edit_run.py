# mindspore.rewrite edits: insert / erase / replace / set_arg / set_arg_by_node, the names inserted nodes get,
# users and inputs after the edit, the generated code, and the rewritten network run against a reference.
import os

import numpy as np

import mindspore as ms
from mindspore import nn, ops
from mindspore.rewrite import Node, ScopedValue, SymbolTree


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 8)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(8, 8)
        self.fc3 = nn.Dense(8, 3)

    def construct(self, x):
        h = self.act(self.fc1(x))
        h = self.act(self.fc2(h))
        y = self.fc3(h)
        return y


def show(stree):
    for node in stree.nodes():
        print(
            " ",
            node.get_name(),
            node.get_node_type(),
            node.get_args(),
            node.get_targets(),
            [n.get_name() for n in node.get_inputs()],
            [n.get_name() for n in node.get_users()],
        )


def code(stree):
    return stree.get_code().replace(os.path.dirname(os.path.abspath(__file__)), "<dir>")


ms.set_seed(3)
x = ms.Tensor(np.random.RandomState(1).randn(2, 4).astype(np.float32))

net = MLP()
ref = net(x).asnumpy()
stree = SymbolTree.create(net)
show(stree)

# insert a Sigmoid after fc1's activation, under a name already taken
sig = Node.create_call_cell(nn.Sigmoid(), ["h"], [ScopedValue.create_naming_value("h")], name="act")
pos = stree.after(stree.get_node("act"))
print(type(pos).__name__)
got = stree.insert(pos, sig)
print(got.get_name(), got == sig, sig.get_symbol_tree() is not None)
# an unnamed cell is named after its class
tanh = Node.create_call_cell(nn.Tanh(), ["h"], [ScopedValue.create_naming_value("h")])
print(repr(tanh.get_name()), tanh.get_symbol_tree())
stree.insert(stree.before("fc3"), tanh)
print(tanh.get_name(), tanh.get_node_type(), tanh.get_instance_type())
show(stree)
print(code(stree))
new_net = stree.get_network()
h = ops.relu(net.fc1(x))
h = ops.sigmoid(h)
h = ops.relu(net.fc2(h))
h = ops.tanh(h)
print(np.allclose(new_net(x).asnumpy(), net.fc3(h).asnumpy(), atol=1e-6))
print(sorted(c for c, _ in new_net.cells_and_names()))

# erase the second activation: fc3's input comes from the Tanh still, the erased node is returned
erased = stree.erase(stree.get_node("act_1"))
print(erased.get_name(), erased.get_symbol_tree())
show(stree)
# replace fc2 by a Dense of its own
dense = Node.create_call_cell(nn.Dense(8, 8), ["h"], [ScopedValue.create_naming_value("h")], name="fc2_new")
rep = stree.replace(stree.get_node("fc2"), [dense])
print(rep.get_name(), stree.get_node("fc2"))
show(stree)
new_net = stree.get_network()
h = ops.sigmoid(ops.relu(net.fc1(x)))
h = ops.tanh(new_net.fc2_new(h))
print(np.allclose(new_net(x).asnumpy(), net.fc3(h).asnumpy(), atol=1e-6))

# set_arg / set_arg_by_node
fc3 = stree.get_node("fc3")
fc3.set_arg(0, "h")
print(fc3.get_args())
fc3.set_arg_by_node(0, stree.get_node("fc2_new"))
print(fc3.get_args(), [n.get_name() for n in fc3.get_inputs()])
fc3.set_arg(0, ScopedValue.create_naming_value("h"))
print(code(stree).split("def construct")[1])
print(np.allclose(stree.get_network()(x).asnumpy(), net.fc3(h).asnumpy(), atol=1e-6), ref.shape)
