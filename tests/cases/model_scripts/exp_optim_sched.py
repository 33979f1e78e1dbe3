# mindspore.experimental.optim with lr_scheduler: StepLR, MultiStepLR, LambdaLR, CosineAnnealingLR, SequentialLR
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor
from mindspore.experimental import optim
from mindspore.experimental.optim import lr_scheduler


def make_net():
    net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    return net


x = Tensor(np.array([[1.0, 2.0], [3.0, -1.0]], np.float32))
y = Tensor(np.array([[1.0], [0.0]], np.float32))


def run(name, opt_fn, sched_fn, steps=5):
    net = make_net()
    opt = opt_fn(net.trainable_params())
    sched = sched_fn(opt)
    loss_fn = nn.MSELoss()

    def forward(a, b):
        return loss_fn(net(a), b)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    lrs = []
    for _ in range(steps):
        loss, grads = grad_fn(x, y)
        opt(grads)
        sched.step()
        lrs.append(round(float(sched.get_last_lr()[0]), 6))
    print(name, "lrs", lrs)
    print(name, "loss %.6f" % float(loss.asnumpy()), net.weight.asnumpy().ravel(), net.bias.asnumpy())


run("sgd-step", lambda p: optim.SGD(p, lr=0.05, momentum=0.9), lambda o: lr_scheduler.StepLR(o, step_size=2, gamma=0.5))
run("adam-multistep", lambda p: optim.Adam(p, lr=0.1), lambda o: lr_scheduler.MultiStepLR(o, milestones=[1, 3], gamma=0.1))
run("adamw-lambda", lambda p: optim.AdamW(p, lr=0.1, weight_decay=0.1),
    lambda o: lr_scheduler.LambdaLR(o, lr_lambda=lambda e: 1.0 / (e + 1)))
run("sgd-cos", lambda p: optim.SGD(p, lr=0.1), lambda o: lr_scheduler.CosineAnnealingLR(o, T_max=4, eta_min=0.01))
run("sgd-exp", lambda p: optim.SGD(p, lr=0.1), lambda o: lr_scheduler.ExponentialLR(o, gamma=0.8))
run("sgd-linear", lambda p: optim.SGD(p, lr=0.1),
    lambda o: lr_scheduler.LinearLR(o, start_factor=0.25, end_factor=1.0, total_iters=3))
run("sgd-seq", lambda p: optim.SGD(p, lr=0.1), lambda o: lr_scheduler.SequentialLR(
    o, schedulers=[lr_scheduler.ConstantLR(o, factor=0.5, total_iters=2), lr_scheduler.ExponentialLR(o, gamma=0.9)],
    milestones=[2]))
opt = optim.Adam(make_net().trainable_params(), lr=0.01)
print(type(opt).__name__, len(opt.param_groups), sorted(opt.param_groups[0].keys()))
