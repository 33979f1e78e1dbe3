# OcclusionSensitivity: score drops of a Dense model over 1-D and 2-D inputs, margin, pad_val, n_batch, b_box
# (negative bounds too), label forms, repeated update, and the errors MindSpore raises.
import numpy as np

from mindspore import Tensor, nn, ops
from mindspore.train import OcclusionSensitivity


def attempt(tag, fn):
    try:
        v = fn()
        print(tag, np.asarray(v).shape, np.asarray(v, np.float64).tolist())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


class DenseNet(nn.Cell):
    def __init__(self, n_in):
        super().__init__()
        rng = np.random.RandomState(0)
        w = rng.randn(3, n_in).astype(np.float32)
        b = np.array([0.3, 0.6, -0.2]).astype(np.float32)
        self.dense = nn.Dense(n_in, 3, weight_init=Tensor(w), bias_init=Tensor(b))

    def construct(self, x):
        return self.dense(x.reshape(x.shape[0], -1))


class Calls(nn.Cell):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner
        self.batches = []

    def construct(self, x):
        self.batches.append(x.shape[0])
        return ops.softmax(self.inner(x), -1)


def run(metric, *inputs):
    metric.clear()
    metric.update(*inputs)
    return metric.eval()


x1 = np.linspace(-1, 1, 6).astype(np.float32).reshape(1, 6)
x2 = np.random.RandomState(1).rand(1, 4, 5).astype(np.float32)
net1, net2 = DenseNet(6), DenseNet(20)
attempt("1d", lambda: run(OcclusionSensitivity(), net1, x1, np.array(1)))
attempt("1d label list", lambda: run(OcclusionSensitivity(), net1, x1, [2]))
attempt("1d margin1", lambda: run(OcclusionSensitivity(margin=1), net1, Tensor(x1), Tensor(np.array([0]))))
attempt("1d pad", lambda: run(OcclusionSensitivity(pad_val=0.5, margin=3), net1, x1, np.array(0)))
attempt("2d", lambda: run(OcclusionSensitivity(), net2, x2, np.array(2)))
attempt("2d box", lambda: run(OcclusionSensitivity(b_box=[1, 2, 0, 3]), net2, x2, np.array(1)))
attempt("2d box neg", lambda: run(OcclusionSensitivity(b_box=[-1, -1, 2, -1], margin=1), net2, x2, np.array(0)))
calls = Calls(net2)
attempt("2d n_batch", lambda: run(OcclusionSensitivity(n_batch=6), calls, x2, np.array(1)))
print("batches", calls.batches)
m = OcclusionSensitivity()
m.update(net1, x1, np.array(1))
m.update(net1, x1 * 2, np.array(1))
attempt("replaced", m.eval)
attempt("eval first", OcclusionSensitivity().eval)
attempt("two inputs", lambda: run(OcclusionSensitivity(), net1, x1))
attempt("batch 2", lambda: run(OcclusionSensitivity(), net1, np.concatenate([x1, x1]), np.array([1, 1])))
attempt("labels 2", lambda: run(OcclusionSensitivity(), net1, x1, np.array([1, 0])))
attempt("label int", lambda: run(OcclusionSensitivity(), net1, x1, 1))
attempt("not a cell", lambda: run(OcclusionSensitivity(), lambda t: t, x1, np.array(1)))
attempt("box length", lambda: run(OcclusionSensitivity(b_box=[0, 1]), net2, x2, np.array(1)))
attempt("box too big", lambda: run(OcclusionSensitivity(b_box=[0, 4, 0, 1]), net2, x2, np.array(1)))
attempt("box order", lambda: run(OcclusionSensitivity(b_box=[2, 1, 0, 1]), net2, x2, np.array(1)))
attempt("pad int", lambda: OcclusionSensitivity(pad_val=0))
attempt("margin float", lambda: OcclusionSensitivity(margin=1.5))
attempt("n_batch float", lambda: OcclusionSensitivity(n_batch=2.0))
attempt("b_box tuple", lambda: OcclusionSensitivity(b_box=(0, 1)))
