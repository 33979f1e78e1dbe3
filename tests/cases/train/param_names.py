# Checks parameter names/order/shapes of TrainOneStepCell with each optimizer (optimizer state included) and opt(grads)'s result.
import numpy as np
from mindspore import nn, ops, Tensor, Parameter


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones((3, 2), np.float32)), name="w")
        self.beta = Parameter(Tensor(np.zeros((2,), np.float32)), name="beta")
        self.frozen = Parameter(Tensor(np.ones((2,), np.float32)), name="frozen", requires_grad=False)

    def construct(self, x):
        return ops.matmul(x, self.w) + self.beta * self.frozen


def names(cell):
    return [(n, p.name, p.shape, str(p.dtype), p.requires_grad) for n, p in cell.parameters_and_names()]


loss_fn = nn.MSELoss()
makers = {
    "Momentum": lambda p: nn.Momentum(p, 0.1, 0.9),
    "SGD": lambda p: nn.SGD(p),
    "Adam": lambda p: nn.Adam(p),
    "Adam_amsgrad": lambda p: nn.Adam(p, use_amsgrad=True),
    "AdamWeightDecay": lambda p: nn.AdamWeightDecay(p),
    "Adagrad": lambda p: nn.Adagrad(p),
    "RMSProp": lambda p: nn.RMSProp(p),
    "Lamb": lambda p: nn.Lamb(p, 0.01),
    "RMSProp_centered": lambda p: nn.RMSProp(p, centered=True),
    "Momentum_listlr": lambda p: nn.Momentum(p, [0.1, 0.2, 0.3], 0.9),
    "Momentum_sched": lambda p: nn.Momentum(p, nn.WarmUpLR(0.1, 3), 0.9),
    "Momentum_group": lambda p: nn.Momentum([{"params": p[:1], "lr": 0.5}, {"params": p[1:]}], 0.1, 0.9),
}
for name, mk in makers.items():
    net = Net()
    opt = mk(net.trainable_params())
    train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    print(name)
    for row in names(train):
        print("  ", row)
    print("  opt.parameters", [p.name for p in opt.parameters])

net = Net()
opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
res = opt(tuple(ops.ones_like(p) for p in net.trainable_params()))
print(type(res).__name__, res)
print(net.w.asnumpy().tolist(), opt.moments[0].asnumpy().tolist(), opt.global_step.asnumpy().tolist())
print([n for n, _ in opt.parameters_and_names()])
print(len(net.trainable_params()), len(list(train.get_parameters())), len(train.trainable_params()))
