"""nn.Momentum and ops.ApplyMomentum with use_nesterov on CPU: MindSpore's CPU kernel ignores the flag (the
same parameters as plain momentum, bit for bit)."""

import numpy as np
from mindspore import nn, ops, Tensor, Parameter

for nest in (False, True):
    net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9, use_nesterov=nest)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    y = Tensor(np.zeros((2, 2), np.float32))
    for _ in range(3):
        step(x, y)
    print("Momentum", nest, net.weight.asnumpy().ravel().tolist())
    v = Parameter(Tensor(np.ones(3, np.float32)), name="v")
    a = Parameter(Tensor(np.full(3, 0.5, np.float32)), name="a")
    ops.ApplyMomentum(use_nesterov=nest)(v, a, 0.1, Tensor(np.array([1.0, 2.0, 3.0], np.float32)), 0.9)
    print("ApplyMomentum", nest, v.asnumpy().tolist(), a.asnumpy().tolist())
