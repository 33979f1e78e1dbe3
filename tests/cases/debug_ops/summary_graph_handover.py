# What a graph hands over from its summary ops without a SummaryRecord: after a GRAPH_MODE Cell call (or
# Model.predict), train.summary.summary_record._get_summary_tensor_data() returns {'name[:Type]': Tensor} (sorted
# by key, the newest value per key) and empties itself; a PYNATIVE_MODE call leaves it empty. (After a jit function
# in PYNATIVE_MODE MindSpore hands the values over asynchronously: there or not yet, from run to run.) MindArmour's
# neuron coverage metrics read TensorSummary values so.
import numpy as np

import mindspore as ms
from mindspore import Model, Tensor, nn
from mindspore.ops import HistogramSummary, ScalarSummary, TensorSummary
from mindspore.train.summary.summary_record import _get_summary_tensor_data


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tensor = TensorSummary()
        self.scalar = ScalarSummary()
        self.hist = HistogramSummary()

    def construct(self, x):
        y = x * 2
        self.tensor("zeta", y)
        self.tensor("alpha", x + 1)
        self.scalar("total", y.sum())
        self.hist("zeta", y - 1)
        return y


def shown(d):
    return [(k, v.shape, str(v.dtype), np.round(v.asnumpy().astype(np.float64), 4).tolist()) for k, v in d.items()]


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
net = Net()
net(x)
print("pynative call:", shown(_get_summary_tensor_data()))


ms.set_context(mode=ms.GRAPH_MODE)
net = Net()
net(x)
net(x * 10)
print("graph calls (newest kept):", shown(_get_summary_tensor_data()))
Model(net).predict(x - 1)
print("graph predict:", shown(_get_summary_tensor_data()))
print("emptied:", shown(_get_summary_tensor_data()))
