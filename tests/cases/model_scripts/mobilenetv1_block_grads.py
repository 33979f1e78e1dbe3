# MobileNetV1 (model zoo) blocks in training mode: depthwise Conv2d(pad_mode="same", group=C) at stride 1 and 2,
# pointwise 1x1 conv, BatchNorm2d over a batch of 2, ReLU6, ReduceMean, Dense, sparse SoftmaxCrossEntropyWithLogits;
# per-parameter gradients and the input gradient, then two nn.Momentum steps with weight decay (the zoo's CPU
# optimizer: every trainable parameter decayed) and with the Ascend script's filtered groups; Conv2d group errors
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops


def attempt(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


def conv_bn_relu(cin, cout, k, stride, depthwise):
    return nn.SequentialCell([
        nn.Conv2d(cin, cout, k, stride, pad_mode="same", group=cin if depthwise else 1),
        nn.BatchNorm2d(cout), nn.ReLU6()])


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.network = nn.SequentialCell([
            conv_bn_relu(3, 4, 3, 2, False), conv_bn_relu(4, 4, 3, 1, True), conv_bn_relu(4, 6, 1, 1, False),
            conv_bn_relu(6, 6, 3, 2, True), conv_bn_relu(6, 8, 1, 1, False)])
        self.fc = nn.Dense(8, 5)

    def construct(self, x):
        return self.fc(ops.ReduceMean()(self.network(x), (2, 3)))


def make_net():
    net = Net()
    for i, p in enumerate(net.trainable_params()):
        n = int(np.prod(p.shape))
        v = np.sin(np.arange(n) * 0.37 + i).reshape(p.shape) * 0.5
        if "gamma" in p.name:
            v = 1 + 0.2 * v
        p.set_data(Tensor(v.astype(np.float32)))
    return net


x = Tensor((np.cos(np.arange(2 * 3 * 11 * 11) * 0.13) * 2).reshape(2, 3, 11, 11).astype(np.float32))
y = Tensor(np.array([1, 3], np.int32))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")

net = make_net()
wl = nn.WithLossCell(net, loss_fn)
wl.set_train(True)
params = wl.trainable_params()
loss, (gx, grads) = ms.value_and_grad(wl, 0, params)(x, y)
print("loss", loss.asnumpy().round(5))
print("grad x", gx.shape, np.abs(gx.asnumpy()).sum().round(5), gx.asnumpy()[0, :, 5, 4:7].round(5))
for p, g in zip(params, grads):
    print("grad", p.name, g.shape, g.asnumpy().reshape(-1)[:6].round(5), np.abs(g.asnumpy()).sum().round(5))
print("moving_mean", net.network[3][1].moving_mean.asnumpy().round(5))
print("moving_variance", net.network[3][1].moving_variance.asnumpy().round(5))

for groups in (False, True):
    net = make_net()
    if groups:
        keep = [any(k in p.name for k in ("beta", "gamma", "bias")) for p in net.trainable_params()]
        decayed = [p for p, k in zip(net.trainable_params(), keep) if not k]
        rest = [p for p, k in zip(net.trainable_params(), keep) if k]
        opt = nn.Momentum([{"params": decayed, "weight_decay": 1e-4}, {"params": rest},
                           {"order_params": net.trainable_params()}], 0.1, 0.9)
    else:
        opt = nn.Momentum(filter(lambda p: p.requires_grad, net.get_parameters()), 0.1, 0.9, 1e-4)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    step.set_train(True)
    print("groups" if groups else "all decayed", [round(float(step(x, y).asnumpy()), 5) for _ in range(3)])
    for name in ("network.1.0.weight", "network.3.1.beta", "network.4.1.gamma", "fc.bias"):
        p = [q for q in net.trainable_params() if q.name == name][0]
        print(" ", name, p.asnumpy().reshape(-1)[:4].round(5))

attempt("group 3 of 4 channels", lambda: nn.Conv2d(4, 4, 3, group=3))
attempt("group 4, out 6", lambda: nn.Conv2d(4, 6, 3, group=4))
attempt("group 0", lambda: nn.Conv2d(4, 4, 3, group=0))
