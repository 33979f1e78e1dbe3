# mindspore.experimental.optim: Adam/SGD/AdamW with lr_scheduler StepLR/ExponentialLR/CosineAnnealingLR/LambdaLR/MultiStepLR/LinearLR/SequentialLR, param groups, get_last_lr
# The Adam runs on y are chaotic: the first bias gradient is mathematically 0 (residuals -0.4 and +0.4), so it
# is the rounding residual of the forward matmul's sum order, 2^-24 here (MindSpore, torch with MKL's AMD/AVX2
# path) or 2^-25 (MKL's Intel AVX-512 path); Adam scales it up to a step of about lr. Their lines compare within
# the spread measured with MindSpore itself (its result with the first bias gradient 2^-24 and 2^-25: the
# larger relative difference over the line's numbers, rounded up). The runs on y2 are not sensitive: strict.
# sensitive: /^Adam ExponentialLR ->/ rtol=0.035 -- measured spread 2.9% (bias -0.13245 vs -0.12865; loss 1.8%)
# sensitive: /^AdamW CosineAnnealingLR ->/ rtol=0.06 -- measured spread 5.2% (bias -0.10431 vs -0.09893)
# sensitive: /^Adam SequentialLR ->/ rtol=0.1 -- measured spread 8.3% (weight 0.02569 vs 0.02355; loss 5.2%)
import numpy as np
import mindspore
from mindspore import nn, Tensor
from mindspore.experimental import optim


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 1, weight_init=Tensor(np.array([[0.1, -0.2, 0.3]], np.float32)), bias_init="zeros")

    def construct(self, x):
        return self.fc(x)


x = Tensor(np.array([[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]], np.float32))
y = Tensor(np.array([[1.0], [0.0]], np.float32))
y2 = Tensor(np.array([[1.0], [0.3]], np.float32))


def run(make_opt, make_sched, steps=5, y=y, tag=""):
    net = Net()
    opt = make_opt(net.trainable_params())
    sched = make_sched(opt)
    loss_fn = nn.MSELoss()
    grad_fn = mindspore.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
    lrs = []
    for i in range(steps):
        loss, grads = grad_fn(x, y)
        opt(grads)
        sched.step()
        lrs.append([round(float(v), 6) for v in sched.get_last_lr()])
    print(tag + type(opt).__name__, type(sched).__name__, lrs)
    print(tag + type(opt).__name__, type(sched).__name__, "->", round(float(loss.asnumpy()), 6),
          net.fc.weight.asnumpy().round(5), net.fc.bias.asnumpy().round(5))  # fmt: skip


run(lambda p: optim.SGD(p, lr=0.1), lambda o: optim.lr_scheduler.StepLR(o, step_size=2, gamma=0.5))
run(lambda p: optim.Adam(p, lr=0.05), lambda o: optim.lr_scheduler.ExponentialLR(o, gamma=0.9))
run(
    lambda p: optim.AdamW(p, lr=0.05, weight_decay=0.1),
    lambda o: optim.lr_scheduler.CosineAnnealingLR(o, T_max=4, eta_min=0.001),
)
run(
    lambda p: optim.SGD(p, lr=0.1, momentum=0.9, nesterov=True),
    lambda o: optim.lr_scheduler.LambdaLR(o, lr_lambda=lambda ep: 1.0 / (ep + 1)),
)
run(lambda p: optim.SGD(p, lr=0.1), lambda o: optim.lr_scheduler.MultiStepLR(o, milestones=[1, 3], gamma=0.1))
run(lambda p: optim.SGD(p, lr=0.1), lambda o: optim.lr_scheduler.LinearLR(o, start_factor=0.5, total_iters=3))
run(
    lambda p: optim.Adam(p, lr=0.1),
    lambda o: optim.lr_scheduler.SequentialLR(
        o,
        [optim.lr_scheduler.ConstantLR(o, factor=0.5, total_iters=2), optim.lr_scheduler.ExponentialLR(o, gamma=0.9)],
        milestones=[2],
    ),
)
run(lambda p: optim.Adam(p, lr=0.05), lambda o: optim.lr_scheduler.ExponentialLR(o, gamma=0.9), y=y2, tag="y2 ")
run(
    lambda p: optim.AdamW(p, lr=0.05, weight_decay=0.1),
    lambda o: optim.lr_scheduler.CosineAnnealingLR(o, T_max=4, eta_min=0.001),
    y=y2,
    tag="y2 ",
)
net = Net()
opt = optim.SGD([{"params": [net.fc.weight], "lr": 0.1}, {"params": [net.fc.bias], "lr": 0.01}], lr=0.5)
print([g["lr"] for g in opt.param_groups] if False else len(opt.param_groups))
sched = optim.lr_scheduler.StepLR(opt, 1, 0.5)
grad_fn = mindspore.value_and_grad(lambda a, b: nn.MSELoss()(net(a), b), None, opt.parameters)
for i in range(2):
    loss, g = grad_fn(x, y)
    opt(g)
    sched.step()
    print([round(float(v), 6) for v in sched.get_last_lr()], net.fc.bias.asnumpy())
plateau_net = Net()
opt = optim.Adam(plateau_net.trainable_params(), lr=0.1)
sched = optim.lr_scheduler.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=0)
for v in [1.0, 0.9, 0.95, 0.97, 0.5]:
    sched.step(Tensor(v))
    print(round(float(opt.param_groups[0]["lr"]), 6))
