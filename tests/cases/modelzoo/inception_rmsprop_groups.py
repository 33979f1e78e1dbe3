# InceptionV3's CPU optimizer: RMSProp over groups (decayed weights / BatchNorm and bias without decay /
# order_params), a per-step learning-rate Tensor, decay 0.9, momentum 0.9, epsilon 1.0, weight decay and
# loss_scale 1024 with no loss-scale manager (the gradients are divided by 1024), and its label-smoothed
# cross entropy with an auxiliary head; three TrainOneStepCell steps
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.nn.optim.rmsprop import RMSProp

ms.set_seed(0)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        w = Tensor(np.linspace(-0.5, 0.5, 6 * 3 * 3 * 3, dtype=np.float32).reshape(6, 3, 3, 3))
        self.conv = nn.Conv2d(3, 6, 3, pad_mode="valid", weight_init=w)
        self.bn = nn.BatchNorm2d(6)
        self.fc = nn.Dense(6, 4, weight_init=Tensor(np.linspace(-1, 1, 24, dtype=np.float32).reshape(4, 6)))
        self.aux = nn.Dense(6, 4, weight_init=Tensor(np.linspace(1, -1, 24, dtype=np.float32).reshape(4, 6)))
        self.mean = ops.ReduceMean()

    def construct(self, x):
        h = self.mean(ops.relu(self.bn(self.conv(x))), (2, 3))
        return self.fc(h), self.aux(h)


class CrossEntropy(nn.Cell):  # the zoo's src/loss.py: smoothed one-hot labels, logits + aux_factor * aux
    def __init__(self, smooth_factor=0.1, num_classes=4, factor=0.2):
        super().__init__()
        self.factor = factor
        self.onehot = ops.OneHot()
        self.on_value = Tensor(1.0 - smooth_factor, ms.float32)
        self.off_value = Tensor(1.0 * smooth_factor / (num_classes - 1), ms.float32)
        self.ce = nn.SoftmaxCrossEntropyWithLogits()
        self.mean = ops.ReduceMean(False)

    def construct(self, logits, label):
        logit, aux = logits
        one_hot = self.onehot(label, ops.shape(logit)[1], self.on_value, self.off_value)
        loss = self.mean(self.ce(logit, one_hot), 0)
        return loss + self.factor * self.mean(self.ce(aux, one_hot), 0)


class WithLoss(nn.Cell):
    def __init__(self, net, loss):
        super().__init__()
        self.net, self.loss = net, loss

    def construct(self, x, y):
        return self.loss(self.net(x), y)


for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    net = Net()
    decayed = [
        p for p in net.trainable_params() if "beta" not in p.name and "gamma" not in p.name and "bias" not in p.name
    ]
    rest = [p for p in net.trainable_params() if p.name not in {q.name for q in decayed}]
    groups = [{"params": decayed, "weight_decay": 4e-5}, {"params": rest}, {"order_params": net.trainable_params()}]
    lr = Tensor(np.array([0.1, 0.05, 0.02], np.float32))
    opt = RMSProp(groups, lr, decay=0.9, weight_decay=4e-5, momentum=0.9, epsilon=1.0, loss_scale=1024)
    step = nn.TrainOneStepCell(WithLoss(net, CrossEntropy()), opt)
    step.set_train()
    x = Tensor(np.linspace(-1, 1, 2 * 3 * 5 * 5, dtype=np.float32).reshape(2, 3, 5, 5))
    y = Tensor(np.array([1, 3], np.int32))
    for i in range(3):
        print(i, round(float(step(x, y).asnumpy()), 6))
    for p in net.trainable_params():
        print(p.name, [round(float(v), 6) for v in p.asnumpy().reshape(-1)[:4]])
    print("moment", [round(float(v), 8) for v in opt.moment[0].asnumpy().reshape(-1)[:4]])
