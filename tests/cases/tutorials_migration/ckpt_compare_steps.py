# Checkpoint round-trip during debugging: save after steps, load and compare params, load_param_into_net reports
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.bn = nn.BatchNorm1d(2)

    def construct(self, x):
        return self.bn(self.dense(x))


net = Net()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
train.set_train()
x = Tensor(np.array([[1.0, 2.0, 3.0], [0.5, -1.0, 2.0]], np.float32))
y = Tensor(np.zeros((2, 2), np.float32))
ms.save_checkpoint(net, "step0.ckpt")
for i in range(2):
    print("loss", train(x, y))
ms.save_checkpoint(net, "step2.ckpt")
ms.save_checkpoint(train, "train.ckpt")
c0 = ms.load_checkpoint("step0.ckpt")
c2 = ms.load_checkpoint("step2.ckpt")
print(list(c0.keys()))
print(sorted(ms.load_checkpoint("train.ckpt").keys()))
for k in c0:
    v0, v2 = c0[k].asnumpy(), c2[k].asnumpy()
    print(k, type(c0[k]).__name__, c0[k].dtype, np.allclose(v0, v2, atol=1e-6), np.isnan(v2).any(), np.isinf(v2).any())
print(c2["dense.weight"])
print(c2["bn.moving_mean"])
new = Net()
not_loaded = ms.load_param_into_net(new, c2)
print(not_loaded)
print(np.allclose(new.dense.weight.asnumpy(), net.dense.weight.asnumpy()))
bad = {
    "dense.weight": Parameter(Tensor(np.ones((2, 3), np.float32)), name="dense.weight"),
    "fc.w": Parameter(Tensor([1.0]), name="fc.w"),
}
print(ms.load_param_into_net(Net(), bad))
print(ms.load_param_into_net(Net(), bad, strict_load=True))
c2["dense.bias"] = Parameter(Tensor(np.zeros((3,), np.float32)), name="dense.bias")
try:
    ms.load_param_into_net(Net(), c2)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
for f in ("step0.ckpt", "step2.ckpt", "train.ckpt"):
    os.remove(f)
