# common.api._cell_graph_executor.compile: a net compiles on its inputs without running its optimizer step, a second compile of the same signature reports False, bad inputs raise the op's error.
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from mindspore.common.api import _cell_graph_executor


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = Parameter(Tensor(np.ones([4, 3]).astype(np.float32)), name="weight")
        self.matmul = ops.MatMul()

    def construct(self, x):
        return self.matmul(x, self.weight)


net = Net()
x = Tensor(np.ones([2, 4]).astype(np.float32))
_, first = _cell_graph_executor.compile(net, x)
_, again = _cell_graph_executor.compile(net, x)
print("compiled", first, again)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Momentum(net.trainable_params(), 0.1, 0.9))
_, first = _cell_graph_executor.compile(train, x, Tensor(np.zeros([2, 3]).astype(np.float32)))
print("train compiled", first, net.weight.asnumpy().sum())
try:
    _cell_graph_executor.compile(net, Tensor(np.ones([2, 5]).astype(np.float32)))
except Exception as e:
    print("bad shape", type(e).__name__)


class Pool(nn.Cell):
    def construct(self, x):
        return ops.lp_pool1d(x, norm_type=1, kernel_size=3, stride=1)


print("pool", _cell_graph_executor.compile(Pool(), Tensor(np.arange(12).reshape((3, 4)), ms.float32))[1])
