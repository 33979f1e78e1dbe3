"""MindQuantum 0.12.0: a 3-qubit quantum neural network (an encoder of 3 rotation angles, a 2-layer hardware-efficient
ansatz, two Pauli-Z expectations) as ``MQLayer`` and ``MQAnsatzOnlyLayer`` on the ``mqvector`` simulator, each one
forward and one Momentum step; then a hybrid net (``nn.Dense`` feeding the quantum layer). The expectations and
their gradients come from MindQuantum's C++ simulator, wrapped in MindSpore Cells with a custom ``bprop``; both
sides use the weights real MindSpore drew. (Momentum, not Adam: some ansatz gradients are 0 up to rounding, 1e-18,
and Adam's step would follow their sign.)"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, same_weights, show

import mindspore as ms
from mindspore import Tensor, nn, ops

from mindquantum.core.circuit import Circuit
from mindquantum.core.gates import RX, RY, RZ, X
from mindquantum.core.operators import Hamiltonian, QubitOperator
from mindquantum.framework import MQAnsatzOnlyLayer, MQLayer
from mindquantum.simulator import Simulator


def train_step(net, loss_of, inputs, tag):
    """One Momentum step of ``loss_of(net(*inputs))``; prints the loss, the gradients and the parameters after it."""
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)

    def forward(*xs):
        return loss_of(net(*xs))

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    loss, grads = grad_fn(*inputs)
    show(tag + " loss", loss)
    for g in grads:
        show(tag + " grad", g)
    opt(grads)
    for p in net.trainable_params():
        show(tag + " after step " + p.name, p)


n = 3
encoder = Circuit([RX(f"x{i}").on(i) for i in range(n)]).as_encoder()
ansatz = Circuit()
for layer in range(2):
    for i in range(n):
        ansatz += RY(f"a{layer}{i}").on(i)
        ansatz += RZ(f"b{layer}{i}").on(i)
    for i in range(n - 1):
        ansatz += X.on(i + 1, i)
ansatz = ansatz.as_ansatz()
hams = [Hamiltonian(QubitOperator("Z0")), Hamiltonian(QubitOperator("Z1 Z2", 0.5))]
sim = Simulator("mqvector", n)
grad_ops = sim.get_expectation_with_grad(hams, encoder + ansatz)

ms.set_seed(1)
qnn = MQLayer(grad_ops)
same_weights(qnn, "mindquantum_qnn")
x = Tensor(data(4, n, seed=1, low=-np.pi, high=np.pi))
show("qnn expectations", qnn(x))
target = Tensor(data(4, 2, seed=2))
train_step(qnn, lambda o: ops.mse_loss(o, target), (x,), "qnn")

# ansatz only: no input, the expectations of the ansatz state
sim2 = Simulator("mqvector", n)
ansatz_ops = sim2.get_expectation_with_grad(hams, ansatz)
only = MQAnsatzOnlyLayer(ansatz_ops)
same_weights(only, "mindquantum_ansatz_only")
show("ansatz only expectations", only())
train_step(only, lambda o: o.sum(), (), "ansatz only")


class Hybrid(nn.Cell):
    def __init__(self, q):
        super().__init__()
        self.pre = nn.Dense(5, n)
        self.q = q
        self.post = nn.Dense(2, 1)

    def construct(self, v):
        return self.post(self.q(ops.tanh(self.pre(v)) * np.pi))


sim3 = Simulator("mqvector", n)
hybrid = Hybrid(MQLayer(sim3.get_expectation_with_grad(hams, encoder + ansatz)))
same_weights(hybrid, "mindquantum_hybrid")
v = Tensor(data(4, 5, seed=3))
show("hybrid out", hybrid(v))
yt = Tensor(data(4, 1, seed=4))
train_step(hybrid, lambda o: ops.mse_loss(o, yt), (v,), "hybrid")
