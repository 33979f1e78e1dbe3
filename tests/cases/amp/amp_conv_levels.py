# Mixed precision over a Conv2d/BatchNorm/Dense net: auto_mixed_precision O1/O2/O3 (what each cell receives and
# returns, the output, the weight gradients) and Model(amp_level=...) training with a Conv2d, as MindSpore 2.10 runs it.
# Hooks print output dtypes only: MindSpore casts inside each op, so a child's forward hook sees its parent's input
# uncast (Float32 at conv under O2/O3), where mindshim casts at the cell's entry (Float16; the values are the same).
import numpy as np

import mindspore as ms
import mindspore.dataset as ds
from mindspore import Tensor, nn
from mindspore.amp import auto_mixed_precision
from mindspore.train import Callback, Model

W_CONV = np.linspace(-1, 1, 36).reshape(4, 1, 3, 3).astype(np.float32)
W_FC = np.linspace(-0.7, 0.9, 48).reshape(3, 16).astype(np.float32)
B_FC = np.array([0.1, -0.2, 0.3], np.float32)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, pad_mode="valid", weight_init=Tensor(W_CONV), has_bias=True, bias_init="zeros")
        self.bn = nn.BatchNorm2d(4)
        self.relu = nn.ReLU()
        self.flat = nn.Flatten()
        self.fc = nn.Dense(16, 3, weight_init=Tensor(W_FC), bias_init=Tensor(B_FC))

    def construct(self, x):
        return self.fc(self.flat(self.relu(self.bn(self.conv(x)))))


x = Tensor(np.linspace(-3, 5, 32).reshape(2, 1, 4, 4).astype(np.float32) * 1.37)
for lvl in ("O1", "O2", "O3"):
    net = auto_mixed_precision(Net(), lvl)
    seen = []
    for name, cell in net.cells_and_names():
        cell.register_forward_hook(lambda c, inp, out, name=name: seen.append((name, type(c).__name__, str(out.dtype))))
    out = net(x)
    print(lvl, type(net).__name__, out.dtype, out)
    for s in seen:
        print("  ", s)
    grads = ms.grad(lambda v: net(v).sum(), grad_position=None, weights=net.trainable_params())(x)
    # O3's BatchNorm backward in float16 differs from MindSpore's by up to 2e-4 (relative) in the gamma/beta
    # gradient sums (measured): two decimals
    print(lvl, "grads", [str(g.dtype) for g in grads], [round(float(g.sum()), 2) for g in grads])
    print(lvl, "flags", net.get_flags() if lvl == "O1" else net._backbone.conv.get_flags())


class Losses(Callback):
    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        print("   step", cb.cur_step_num, "loss", round(float(cb.net_outputs.asnumpy()), 3))


rng = np.random.RandomState(0)
xs = rng.uniform(-2, 2, (8, 1, 4, 4)).astype(np.float32)
ys = (np.arange(8) % 3).astype(np.int32)
for lvl in ("O0", "O1", "O2", "O3"):
    net = Net()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    try:
        model = Model(net, loss, nn.Momentum(net.trainable_params(), 0.05, 0.9), amp_level=lvl)
        print(lvl, "model", type(model.train_network).__name__)
        model.train(2, ds.NumpySlicesDataset({"x": xs, "y": ys}, shuffle=False).batch(4), callbacks=[Losses()])
        print(lvl, "weights", net.conv.weight.dtype, net.fc.weight.dtype, net.bn.moving_mean.dtype)
        print(lvl, "conv.weight", np.round(net.conv.weight.asnumpy().ravel()[:4], 3))
        print(lvl, "moving_mean", np.round(net.bn.moving_mean.asnumpy(), 3))
        print(lvl, "predict", model.predict(Tensor(xs[:2])).dtype)
    except Exception as e:
        print(lvl, type(e).__name__, str(e).splitlines()[0][:160])
