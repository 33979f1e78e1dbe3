# nn.SoftmaxCrossEntropyWithLogits carries MindSpore's primitives as attributes: FCN-8s's loss shards
# `ce.softmax_cross_entropy` in its __init__ (a no-op standalone) and then calls the cell in a graph
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

for sparse in (False, True):
    ce = nn.SoftmaxCrossEntropyWithLogits(sparse=sparse, reduction="mean")
    for name in ("softmax_cross_entropy", "one_hot", "sparse_softmax_cross_entropy"):
        print(sparse, name, type(getattr(ce, name)).__name__)
    print(ce.on_value, ce.off_value, ce.on_value.dtype)
    shard = ce.softmax_cross_entropy.shard(((1, 1), (1, 1)))
    print(type(shard).__name__, shard is ce.softmax_cross_entropy)


class Loss(nn.Cell):  # FCN-8s's SoftmaxCrossEntropyLoss, reduced: one-hot labels, weights, sum / sum
    def __init__(self):
        super().__init__()
        self.ce = nn.SoftmaxCrossEntropyWithLogits()
        self.ce.softmax_cross_entropy.shard(((1, 1), (1, 1)))
        self.one_hot = ops.OneHot(axis=-1)

    def construct(self, logits, labels):
        one_hot = self.one_hot(labels, 3, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32))
        return self.ce(logits, one_hot).sum()


logits = Tensor(np.array([[1.0, 2.0, 0.5], [0.0, -1.0, 3.0]], np.float32))
labels = Tensor(np.array([1, 2], np.int32))
for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    print(mode, round(float(Loss()(logits, labels).asnumpy()), 5))
