# GradOperation(get_all=True) of nn.SparseTensorDenseMatmul with all-integer inputs (Int64 indices, Int32 values and dense): integer gradients, the indices' gradient zeros.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops


class Net(nn.Cell):
    def __init__(self, adjoint_st=False, adjoint_dt=False):
        super().__init__()
        self.matmul = nn.SparseTensorDenseMatmul(adjoint_st, adjoint_dt)

    def construct(self, indices, values, dense):
        return self.matmul(indices, values, (4, 3), dense)


indices = Tensor(np.array([[0, 0], [1, 1], [2, 0], [2, 2], [3, 1], [3, 2]], np.int64))
values = Tensor(np.array([1, 2, 3, 4, 5, 6], np.int32))
for adjoint_st, adjoint_dt, dense in [
    (False, True, np.arange(12).reshape(4, 3)),
    (True, True, np.arange(8).reshape(2, 4)),
    (False, False, np.arange(6).reshape(3, 2)),
]:
    net = Net(adjoint_st, adjoint_dt)
    d = Tensor(dense.astype(np.int32))
    out = net(indices, values, d)
    grads = ops.GradOperation(get_all=True)(net)(indices, values, d)
    print(adjoint_st, adjoint_dt, out.dtype, out.asnumpy().tolist())
    for g in grads:
        print("  grad", g.dtype, g.shape, g.asnumpy().tolist())
fvals = Tensor(np.array([1, 2, 3, 4, 5, 6], np.float32))
grads = ops.GradOperation(get_all=True)(Net())(indices, fvals, Tensor(np.ones((3, 2), np.float32)))
print("float", [(g.dtype, g.asnumpy().tolist()) for g in grads])
