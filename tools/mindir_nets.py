"""Small networks exported to MindIR by the MindIR tools (``record_mindir.py``, ``check_mindir_in_mindspore.py``)
and tests: plain MindSpore code, run under real MindSpore and under mindshim alike.

``NETS[name]() -> (net, inputs)``: the Cell (in inference mode) and its example inputs (numpy arrays from a
fixed seed; the tools make Tensors of them).
"""

from __future__ import annotations

import numpy as np


def _arrays(*shapes, seed=0, dtype=np.float32):
    rs = np.random.RandomState(seed)
    return [rs.uniform(-1.0, 1.0, size=s).astype(dtype) for s in shapes]


def _nets():
    import mindspore as ms
    from mindspore import Tensor, nn, ops

    class LeNetLike(nn.Cell):
        def __init__(self):
            super().__init__()
            self.conv1 = nn.Conv2d(1, 4, 3, pad_mode="valid", has_bias=True)
            self.conv2 = nn.Conv2d(4, 4, 3, pad_mode="pad", padding=1)
            self.relu = nn.ReLU()
            self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
            self.flatten = nn.Flatten()
            self.fc1 = nn.Dense(4 * 3 * 3, 8)
            self.fc2 = nn.Dense(8, 3)

        def construct(self, x):
            x = self.pool(self.relu(self.conv1(x)))
            x = self.relu(self.conv2(x))
            x = self.flatten(x)
            return self.fc2(self.relu(self.fc1(x)))

    class BNEval(nn.Cell):
        def __init__(self):
            super().__init__()
            self.bn2 = nn.BatchNorm2d(3, moving_mean_init="normal", moving_var_init="ones", gamma_init="normal")
            self.bn1 = nn.BatchNorm1d(4, beta_init="normal")

        def construct(self, x, y):
            return self.bn2(x), self.bn1(y)

    class Elementwise(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = Tensor(np.array([0.5, -1.0, 2.0], np.float32))

        def construct(self, x, y):
            a = x * 2.0 + self.c
            b = ops.exp(y) - ops.sqrt(ops.abs(x))
            return (
                a / b,
                ops.reduce_sum(a, 1),
                ops.tanh(a),
                ops.sigmoid(b),
                ops.reshape(a, (3, 2)),
                ops.transpose(a, (1, 0)),
                ops.cast(a * 3.0, ms.int32),
            )

    class Mixed(nn.Cell):
        def __init__(self):
            super().__init__()
            self.pool = nn.AvgPool2d(2, 2)
            self.softmax = nn.Softmax()
            self.gelu = nn.GELU()
            self.norm = nn.LayerNorm((4,))
            self.dense = nn.Dense(4, 4, has_bias=False)

        def construct(self, x, y):
            e = self.gelu(y) + ops.pow(y, 2.0) + ops.square(y) - ops.neg(y) + ops.log(ops.abs(y) + 1) * y
            return (
                self.pool(x),
                self.softmax(y),
                ops.concat((y, e), 1),
                ops.reduce_mean(y, 0),
                ops.maximum(e, 0.5),
                self.norm(self.dense(y)),
                ops.matmul(y, y.T) + ops.mean(y, axis=1, keep_dims=True),
            )

    class SamePadding(nn.Cell):
        """Convolutions and a max pooling with pad_mode='same' whose padding is uneven (more after the input)."""

        def __init__(self):
            super().__init__()
            self.conv1 = nn.Conv2d(2, 3, 3, stride=2, has_bias=True, weight_init="normal", bias_init="normal")
            self.conv2 = nn.Conv2d(3, 2, 2, weight_init="normal")
            self.pool = nn.MaxPool2d(kernel_size=3, stride=2, pad_mode="same")
            self.pool1 = nn.MaxPool2d(kernel_size=3, stride=1, pad_mode="same")

        def construct(self, x):
            y = self.conv2(ops.relu(self.conv1(x)))
            return self.pool(y), self.pool1(y)

    class Assorted(nn.Cell):
        """Layers and ops whose MindIR nodes are Gather, StridedSlice, Stack, ClampScalar, Select, Argmax, SiLU,
        HSwish, Conv2DTranspose, Split, AdaptiveAvgPool2D, SumExt, Max (a Conv1d is ExpandDims + Conv2D)."""

        def __init__(self):
            super().__init__()
            self.c1 = nn.Conv1d(2, 3, 3, has_bias=True, weight_init="normal", bias_init="normal")
            self.lrelu = nn.LeakyReLU(0.2)
            self.emb = nn.Embedding(10, 4, embedding_table="normal")
            self.gap = nn.AdaptiveAvgPool2d(1)
            self.dp = nn.Dropout(p=0.3)
            self.silu = nn.SiLU()
            self.hs = nn.HSwish()
            self.ct = nn.Conv2dTranspose(2, 2, 2, stride=2, weight_init="normal")

        def construct(self, x, img, idx):
            return (
                self.lrelu(self.c1(x)),
                self.emb(idx),
                self.gap(img).squeeze(),
                x[:, 1:2, ::2],
                ops.stack((x, x), 0),
                ops.clamp(self.dp(x), -0.5, 0.5),
                ops.where(x > 0, x, ops.zeros_like(x)),
                ops.argmax(x, -1),
                self.silu(x) + self.hs(x),
                self.ct(img),
                ops.split(x, 1, 1)[0],
                x.mean() + x.sum(axis=-1).max(),
            )

    nets = {
        "dense": lambda: (nn.Dense(3, 2), _arrays((2, 3))),
        "conv_same": lambda: (nn.Conv2d(1, 2, kernel_size=3, weight_init="normal"), _arrays((1, 1, 5, 5))),
        "lenet_like": lambda: (LeNetLike(), _arrays((2, 1, 8, 8))),
        "batchnorm_eval": lambda: (BNEval(), _arrays((2, 3, 4, 4), (5, 4))),
        "elementwise": lambda: (Elementwise(), _arrays((2, 3), (2, 3))),
        "mixed": lambda: (Mixed(), _arrays((1, 2, 4, 4), (2, 4))),
        "same_padding": lambda: (SamePadding(), _arrays((1, 2, 9, 9))),
        "assorted": lambda: (
            Assorted(),
            _arrays((2, 2, 5), (1, 2, 3, 3)) + [np.array([[1, 2], [3, 9]], np.int32)],
        ),
    }
    return nets


def make(name):
    """``(net, inputs)`` of network ``name`` (weights from MindSpore's seeded initializers; inputs numpy)."""
    import mindspore as ms

    ms.set_seed(1)
    net, inputs = _nets()[name]()
    net.set_train(False)
    return net, inputs


NAMES = ("dense", "conv_same", "lenet_like", "batchnorm_eval", "elementwise", "mixed", "same_padding", "assorted")
LOAD_ONLY = ()  # networks whose MindSpore files load in mindshim while mindshim does not export them
