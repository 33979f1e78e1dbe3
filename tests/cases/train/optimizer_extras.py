# Checks dynamic (Cell) weight decay, loss_scale in Adam/Adagrad, group weight decay in AdamWeightDecay.
import numpy as np
from mindspore import nn, Tensor, Parameter

rng = np.random.RandomState(3)
W = rng.uniform(-1, 1, (2, 16)).astype(np.float32)
B = rng.uniform(-1, 1, (16,)).astype(np.float32)
G = (Tensor(rng.uniform(-1, 1, (2, 16)).astype(np.float32)), Tensor(rng.uniform(-1, 1, (16,)).astype(np.float32)))


def params():
    return [Parameter(Tensor(W), name="fc.weight"), Parameter(Tensor(B), name="fc.bias")]


def run(tag, make, steps=3):
    ps = params()
    opt = make(ps)
    for _ in range(steps):
        opt(G)
    print(tag, [np.round(p.asnumpy(), 5).ravel()[:6].tolist() for p in ps], opt.global_step.asnumpy().tolist())


run("dyn_wd", lambda ps: nn.Momentum(ps, 0.1, 0.9, weight_decay=nn.ExponentialDecayLR(0.5, 0.5, 1)))
run("adam_scale", lambda ps: nn.Adam(ps, 0.01, loss_scale=8.0, weight_decay=0.1))
run("adagrad_scale", lambda ps: nn.Adagrad(ps, learning_rate=0.1, loss_scale=2.0, weight_decay=0.1))
run("rmsprop_list", lambda ps: nn.RMSProp(ps, [0.01, 0.02, 0.03], momentum=0.3))
run(
    "adamw_group",
    lambda ps: nn.AdamWeightDecay([{"params": ps[:1], "weight_decay": 0.5}, {"params": ps[1:], "lr": 0.05}], 0.01),
)
run("adamw_sched", lambda ps: nn.AdamWeightDecay(ps, nn.CosineDecayLR(0.001, 0.01, 3), weight_decay=0.2))
