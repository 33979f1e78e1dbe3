# mindspore.rewrite: Node.create_call_function with a function of the running script (its import line in the
# generated code, its name and kind), inserted twice (names made unique), and the rewritten network run.
import os

import numpy as np

from mindspore import Tensor, nn
from mindspore.rewrite import Node, NodeType, ScopedValue, SymbolTree


def double(x):
    return x * 2


def shift(x, by=1.0):
    return x + by


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 2)

    def construct(self, x):
        x = self.fc(x)
        return x


net = Net()
st = SymbolTree.create(net)
n1 = Node.create_call_function(double, ["x"], [ScopedValue.create_naming_value("x")])
print(repr(n1.get_name()), n1.get_node_type() == NodeType.CallFunction, n1.get_symbol_tree())
st.insert(st.after("fc"), n1)
n2 = Node.create_call_function(double, ["y"], [ScopedValue.create_naming_value("x")])
st.insert(st.after(n1), n2)
n3 = Node.create_call_function(
    shift, ["x"], [ScopedValue.create_naming_value("y")], {"by": ScopedValue.create_variable_value(0.5)}
)
st.insert(st.before("return"), n3)
print([n.get_name() for n in st.nodes()], n3.get_kwargs(), n3.get_instance_type().__name__)
print([n.get_name() for n in n3.get_inputs()], [n.get_name() for n in n1.get_users()])
code = st.get_code().replace(os.path.dirname(os.path.abspath(__file__)), "<dir>")
print(code)
x = Tensor(np.array([[1.0, -2.0]], np.float32))
print(np.allclose(st.get_network()(x).asnumpy(), net(x).asnumpy() * 4 + 0.5))
