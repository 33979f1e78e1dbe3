# mindspore.rewrite on a LeNet-like net: node names, kinds, arguments, targets, inputs and users, the generated
# code, and the rewritten network's output against the original's.
import os

import numpy as np

import mindspore as ms
from mindspore import nn
from mindspore.rewrite import NodeType, SymbolTree


class LeNet(nn.Cell):
    def __init__(self, num_class=10, include_top=True):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.relu = nn.ReLU()
        self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
        self.include_top = include_top
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)

    def helper_method(self, x):
        return x

    def construct(self, x):
        x = self.max_pool2d(self.relu(self.conv1(x)))
        x = self.max_pool2d(self.relu(self.conv2(x)))
        if not self.include_top:
            return x
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


def code(stree):
    return stree.get_code().replace(os.path.dirname(os.path.abspath(__file__)), "<dir>")


ms.set_seed(1)
net = LeNet()
stree = SymbolTree.create(net)
print(type(stree))
for node in stree.nodes():
    print(
        node.get_name(),
        node.get_node_type(),
        node.get_instance_type(),
        node.get_args(),
        node.get_kwargs(),
        node.get_targets(),
        [n.get_name() for n in node.get_inputs()],
        [n.get_name() for n in node.get_users()],
    )
print([n.get_name() for n in stree.get_inputs()])
print(stree.get_node("fc2").get_node_type() == NodeType.CallCell, stree.get_node("nope"))
print(type(stree.get_node("conv1").get_symbol_tree()), type(stree.get_node("conv1")))
print(code(stree))
new_net = stree.get_network()
print(type(new_net).__name__, [c for c, _ in new_net.cells_and_names()])
print([p.name for p in new_net.get_parameters()])
x = ms.Tensor(np.random.RandomState(0).randn(2, 1, 32, 32).astype(np.float32))
print(np.allclose(new_net(x).asnumpy(), net(x).asnumpy()), new_net(x).shape)
stree2 = SymbolTree.create(LeNet(include_top=False))
print(code(stree2).splitlines()[10])
