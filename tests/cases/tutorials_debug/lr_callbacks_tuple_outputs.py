# callbacks reading/changing the learning rate: get_lr with dynamic lr lists, assign new lr in epoch_end, initial_epoch, LambdaCallback step prints, tuple net outputs
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, Callback, LossMonitor, LambdaCallback, History

x = np.arange(24, dtype=np.float32).reshape(6, 4) / 10
y = np.arange(6, dtype=np.float32).reshape(6, 1) / 10


def make():
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)


class LrPrint(Callback):
    def on_train_step_end(self, rc):
        cb = rc.original_args()
        opt = cb.optimizer
        lr = opt.get_lr()
        print(
            "step",
            cb.cur_step_num,
            "lr",
            lr.dtype,
            lr.shape,
            round(float(lr.asnumpy()), 6),
            "global_step",
            opt.global_step.asnumpy(),
        )


net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
lr = nn.dynamic_lr.piecewise_constant_lr([2, 4, 12], [0.1, 0.05, 0.01])
print(lr)
opt = nn.SGD(net.trainable_params(), learning_rate=lr)
Model(net, nn.MSELoss(), opt).train(2, make(), callbacks=[LrPrint()])


class Decay(Callback):
    def on_train_epoch_end(self, rc):
        cb = rc.original_args()
        lr_p = cb.optimizer.learning_rate
        new = lr_p * 0.5
        ops.assign(lr_p, new)
        print("epoch", cb.cur_epoch_num, "new lr", lr_p.asnumpy(), type(lr_p).__name__, lr_p.name)


net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
opt = nn.Momentum(net.trainable_params(), 0.02, 0.9)
Model(net, nn.MSELoss(), opt).train(3, make(), callbacks=[Decay(), LossMonitor(3)], initial_epoch=1)
hist = History()
lam = LambdaCallback(
    on_train_step_end=lambda rc: print("lambda step", rc.original_args().cur_step_num),
    on_train_end=lambda rc: print("lambda end"),
)
net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01), metrics={"mse": nn.MSE()}).fit(
    2, make(), make(), callbacks=[hist, lam]
)
print(hist.epoch, sorted(hist.history))
print({k: [round(float(np.asarray(v)), 4) for v in vs] for k, vs in sorted(hist.history.items())})


class WithLossOut(nn.Cell):
    def __init__(self, net, loss):
        super().__init__()
        self.net, self.loss = net, loss

    def construct(self, x, y):
        out = self.net(x)
        return self.loss(out, y), out


class TrainCell(nn.TrainOneStepCell):
    def construct(self, x, y):
        loss, out = self.network(x, y)
        sens = ops.fill(loss.dtype, loss.shape, 1.0)
        grads = self.grad(self.network, self.weights)(x, y, (sens, ops.zeros_like(out)))
        self.optimizer(grads)
        return loss, out


net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
tc = TrainCell(WithLossOut(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.01))
Model(tc).train(1, make(), callbacks=[LossMonitor()])
bad = y.copy()
bad[2] = np.nan
net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
tc = TrainCell(WithLossOut(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.01))
Model(tc).train(
    1,
    ds.NumpySlicesDataset({"x": x, "y": bad}, shuffle=False).batch(2),
    callbacks=[LossMonitor(), ms.train.EarlyStopping(monitor="loss", patience=1, verbose=True)],
)
