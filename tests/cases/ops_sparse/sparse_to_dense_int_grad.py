# GradOperation(get_all=True, sens_param=True) of SparseToDense with all-integer inputs (Int32/Int64 indices, integer or Bool values, an integer sens): the values' gradient is the sens read at the coordinates, in the values' dtype.
import numpy as np

from mindspore import Tensor, nn, ops


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.SparseToDense()

    def construct(self, indices, values, shape):
        return self.op(indices, values, shape)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, indices, values, shape, sens):
        return self.grad(self.net)(indices, values, shape, sens)


net = Net()
for i_type in (np.int32, np.int64):
    for v_type in (np.uint8, np.int16, np.int32, np.int64, np.uint64):
        indices = Tensor(np.array([[0, 1], [1, 2]], i_type))
        values = Tensor(np.array([7, 8], v_type))
        out = net(indices, values, (3, 3))
        sens = Tensor(np.arange(9).reshape(3, 3).astype(v_type))
        grads = Grad(net)(indices, values, (3, 3), sens)
        print(i_type.__name__, v_type.__name__, out.dtype, out.asnumpy().tolist())
        for g in grads:
            print("  grad", g.dtype, g.shape, g.asnumpy().tolist())
# a float values tensor beside integer indices, for comparison
indices = Tensor(np.array([[8], [2], [6]], np.int32))
values = Tensor(np.array([6.5, 7.5, 9.5], np.float32))
grads = Grad(net)(indices, values, (10,), Tensor(np.arange(10).astype(np.float32) + 0.5))
print("float", [(g.dtype, g.asnumpy().tolist()) for g in grads])
