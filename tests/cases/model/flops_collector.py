# FlopsUtilizationCollector: the flops MindSpore counts for Dense, MLP and Conv2d training steps (forward and
# backward matrix products and convolutions), full/shard lines, which steps print (data_size), the timing line's
# format (times masked), GRAPH_MODE only, argument errors.
import contextlib
import io
import re

import numpy as np
import mindspore.dataset as ds
from mindspore import nn, context
from mindspore.train import Model, FlopsUtilizationCollector

np.random.seed(0)


def data(shape, n=64, bs=32):
    d = {"x": np.random.rand(n, *shape).astype(np.float32), "y": np.random.randint(0, 5, (n,)).astype(np.int32)}
    return ds.NumpySlicesDataset(data=d, shuffle=False).batch(bs)


class ConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, has_bias=True)
        self.flat = nn.Flatten()
        self.fc = nn.Dense(4 * 8 * 8, 5)

    def construct(self, x):
        return self.fc(self.flat(self.conv(x)))


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = nn.Dense(10, 16)
        self.b = nn.Dense(16, 5)
        self.r = nn.ReLU()

    def construct(self, x):
        return self.b(self.r(self.a(x)))


def run(mode):
    context.set_context(mode=mode)
    for name, net, shape, kw in [
        ("dense", nn.Dense(10, 5), (10,), dict(computility=10e6)),
        ("mlp", MLP(), (10,), dict(computility=1e9, full_flops=False)),
        ("conv", ConvNet(), (3, 8, 8), dict(computility=1)),
        ("mlp3", MLP(), (10,), dict()),
    ]:
        train = data(shape)
        crit = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
        cb = FlopsUtilizationCollector(train.get_dataset_size() + (1 if name == "mlp3" else 0), **kw)
        buf = io.StringIO()
        try:
            with contextlib.redirect_stdout(buf):
                Model(net, loss_fn=crit, optimizer=opt).train(2, train, callbacks=[cb])
        except Exception as e:
            print(name, type(e).__name__, e)
        out = buf.getvalue()
        print(name, re.sub(r"\d+\.\d+ ms", "T ms", re.sub(r"mfu:[\d.]+% hfu:[\d.]+%", "mfu:P% hfu:P%", out)))
        print(
            cb.full_model_flops,
            cb.shard_model_flops,
            cb.full_hardware_flops,
            cb.shard_hardware_flops,
            cb.full_mfu,
            cb.shard_mfu,
            cb.mfu_calculated,
            cb.verbose,
            cb.batch_step_size,
        )


run(context.GRAPH_MODE)
run(context.PYNATIVE_MODE)
for bad in [
    dict(data_size=0),
    dict(data_size=1.5),
    dict(data_size=2, full_flops=1),
    dict(data_size=2, enable_ma_collector="x"),
]:
    try:
        FlopsUtilizationCollector(**bad)
        print("ok", bad)
    except Exception as e:
        print(bad, type(e).__name__, e)
