# optimizer parameter groups: weight_decay groups, order_params, lr lists (piecewise/cosine/warmup), nesterov Momentum, AdamWeightDecay
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, pad_mode="valid", weight_init="ones", has_bias=True, bias_init="zeros")
        self.bn = nn.BatchNorm2d(2)
        self.flat = nn.Flatten()
        self.fc = nn.Dense(8, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.fc(self.flat(self.bn(self.conv(x))))


lr1 = nn.piecewise_constant_lr([2, 5, 8], [0.1, 0.05, 0.01])
print("piecewise", lr1)
lr2 = nn.cosine_decay_lr(0.001, 0.1, total_step=8, step_per_epoch=2, decay_epoch=4)
print("cosine", [round(v, 6) for v in lr2])
lr3 = nn.warmup_lr(0.1, total_step=6, step_per_epoch=2, warmup_epoch=3)
print("warmup", [round(v, 6) for v in lr3])
lr4 = nn.exponential_decay_lr(0.1, 0.9, total_step=6, step_per_epoch=2, decay_epoch=1, is_stair=True)
print("expo", [round(v, 6) for v in lr4])
lr5 = nn.polynomial_decay_lr(0.1, 0.01, total_step=6, step_per_epoch=2, decay_epoch=3, power=2.0)
print("poly", [round(v, 6) for v in lr5])
lr6 = nn.inverse_decay_lr(0.1, 0.5, total_step=6, step_per_epoch=2, decay_epoch=1)
print("inverse", [round(v, 6) for v in lr6])
lr7 = nn.natural_exp_decay_lr(0.1, 0.5, total_step=6, step_per_epoch=2, decay_epoch=2, is_stair=True)
print("natural", [round(v, 6) for v in lr7])


def groups(net):
    decay = list(filter(lambda x: "beta" not in x.name and "gamma" not in x.name and "bias" not in x.name,
                        net.trainable_params()))
    no_decay = list(filter(lambda x: "beta" in x.name or "gamma" in x.name or "bias" in x.name,
                           net.trainable_params()))
    return [{"params": decay, "weight_decay": 0.01}, {"params": no_decay, "lr": 0.02},
            {"order_params": net.trainable_params()}]


x = Tensor(np.arange(2 * 1 * 4 * 4).reshape(2, 1, 4, 4).astype(np.float32) / 10.0)
y = Tensor(np.array([0, 1], np.int32))
for name in ["momentum", "adamw", "sgd"]:
    net = Net()
    g = groups(net)
    print(name, "decay", [p.name for p in g[0]["params"]], "nodecay", [p.name for p in g[1]["params"]])
    if name == "momentum":
        opt = nn.Momentum(g, learning_rate=Tensor(np.array(lr1, np.float32)), momentum=0.9, use_nesterov=False)
    elif name == "adamw":
        opt = nn.AdamWeightDecay(g, learning_rate=0.01, beta1=0.9, beta2=0.999, eps=1e-6)
    else:
        opt = nn.SGD(g, learning_rate=0.05, momentum=0.5, dampening=0.1, nesterov=False)
    print(type(opt).__name__, opt.is_group, opt.is_group_lr, [round(float(w), 4) for w in opt.weight_decay]
          if isinstance(opt.weight_decay, tuple) else opt.weight_decay)
    tr = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")), opt)
    for i in range(4):
        loss = tr(x, y)
    print(name, "loss", loss)
    print(net.fc.weight.asnumpy())
    print(net.conv.bias.asnumpy(), net.bn.gamma.asnumpy())
    print("global_step", opt.global_step.asnumpy())
