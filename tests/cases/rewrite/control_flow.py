# mindspore.rewrite on construct with if / else, for, while, operators, tuples, keyword arguments and plain
# statements: the node names and kinds MindSpore gives them, their arguments, and the generated construct.
import os

import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from mindspore.rewrite import SymbolTree


class Net(nn.Cell):
    def __init__(self, n=2):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(4, np.float32)), name="w")
        self.relu = nn.ReLU()
        self.seq = nn.SequentialCell([nn.ReLU(), nn.Dense(4, 4)])
        self.split = ops.Split(0, 2)
        self.n = n
        self.flag = True

    def construct(self, x, y=1.0):
        a = x
        b = 1
        c = [x, y]
        d = x[0]
        e = self.w
        f, g = self.split(x)
        h = -x
        i = self.n > 0 and self.flag
        j = self.relu(input=x)
        k = x * self.w
        print("k", k.shape)
        m = (x + y) * 2 - self.relu(y * x)
        for t in range(self.n):
            m = m + t
        if self.n > 1:
            m = m * 2
        else:
            m = m - 1
        while self.flag:
            m = m + 1
            break
        out = self.seq(m)
        return out, a, b, c, d, e, f, g, h, i, j


def code(stree):
    return stree.get_code().replace(os.path.dirname(os.path.abspath(__file__)), "<dir>")


net = Net()
stree = SymbolTree.create(net)
for node in stree.nodes():
    print(
        node.get_name(),
        node.get_node_type(),
        node.get_instance_type().__name__,
        node.get_args(),
        node.get_kwargs(),
        node.get_targets(),
        [n.get_name() for n in node.get_inputs()],
        [n.get_name() for n in node.get_users()],
    )
print(code(stree).split("def construct")[1])
x = ms.Tensor(np.arange(8).reshape(2, 4).astype(np.float32))
new_net = stree.get_network()
print(np.allclose(new_net(x)[0].asnumpy(), net(x)[0].asnumpy()))
