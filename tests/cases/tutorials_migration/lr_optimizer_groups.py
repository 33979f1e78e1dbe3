# Migration guide learning rate and optimizer: dynamic lr lists, LearningRateSchedule in optimizers, get_lr, param groups
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

print(nn.piecewise_constant_lr([2, 5, 10], [0.1, 0.05, 0.01]))
print(nn.exponential_decay_lr(0.1, 0.9, total_step=6, step_per_epoch=2, decay_epoch=1))
print(nn.cosine_decay_lr(0.01, 0.1, total_step=6, step_per_epoch=2, decay_epoch=2))
print(nn.warmup_lr(0.1, total_step=6, step_per_epoch=2, warmup_epoch=2))
print(nn.polynomial_decay_lr(0.1, 0.01, total_step=6, step_per_epoch=2, decay_epoch=2, power=0.5))
print(nn.inverse_decay_lr(0.1, 0.5, total_step=6, step_per_epoch=2, decay_epoch=1))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, weight_init="ones")
        self.bn = nn.BatchNorm2d(2)
        self.fc = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        x = self.bn(self.conv(x))
        return self.fc(x.mean(axis=(2, 3)))


net = Net()
lr_sched = nn.ExponentialDecayLR(learning_rate=0.1, decay_rate=0.9, decay_steps=1, is_stair=True)
conv_params = list(filter(lambda x: "conv" in x.name, net.trainable_params()))
no_conv_params = list(filter(lambda x: "conv" not in x.name, net.trainable_params()))
group_params = [
    {"params": conv_params, "weight_decay": 0.01, "lr": 0.02},
    {"params": no_conv_params, "lr": lr_sched},
    {"order_params": net.trainable_params()},
]
opt = nn.Momentum(group_params, learning_rate=0.1, momentum=0.9)
print(type(opt.learning_rate).__name__, opt.is_group, opt.is_group_lr, opt.dynamic_lr)
print([p.name for p in opt.parameters])
print(opt.weight_decay)
print(opt.get_weight_decay())
loss_fn = nn.MSELoss()


def fwd(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
x = Tensor(np.arange(32, dtype=np.float32).reshape(2, 1, 4, 4) / 32)
y = Tensor(np.array([[1.0], [0.0]], np.float32))
net.set_train()
for step in range(3):
    loss, grads = grad_fn(x, y)
    opt(grads)
    lrs = opt.get_lr()
    print(step, loss, [round(float(v), 6) for v in lrs])
    print(type(opt.get_lr_parameter(net.fc.weight)).__name__, opt.get_lr_parameter(net.conv.weight))
print(opt.global_step)
print(net.fc.weight.asnumpy(), net.conv.weight.asnumpy()[0, 0, 0])
opt2 = nn.Adam(net.trainable_params(), learning_rate=[0.1, 0.05, 0.01])
print(opt2.get_lr(), opt2.dynamic_lr)
opt3 = nn.SGD(net.trainable_params(), learning_rate=Tensor(np.array([0.3, 0.2], np.float32)))
print(opt3.get_lr(), opt3.learning_rate)
