# error_analysis-style mistakes: exception class and first message line of common shape/type errors in PyNative
import numpy as np
from mindspore import nn, ops, Tensor, Parameter
from mindspore import dtype as mstype


def show(name, fn):
    try:
        r = fn()
        print(name, "ok", r.shape if hasattr(r, "shape") else r)
    except Exception as e:
        print(name, type(e).__name__, "|", str(e).strip().splitlines()[0])


x = Tensor([[0.8, 0.6, 0.2], [1.8, 1.3, 1.1]], dtype=mstype.float32)
y = Tensor([[0.11, 3.3, 1.1], [1.1, 0.2, 1.4], [1.1, 2.2, 0.3]], dtype=mstype.float32)


class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.matmul = ops.MatMul()
        self.z = Parameter(Tensor(np.array([1.0], np.float32)), name="z")

    def construct(self, x, y):
        x = x * self.z
        out = self.matmul(x, y)
        return out


class GradNetWrtN(nn.Cell):
    def __init__(self, net, sens):
        super(GradNetWrtN, self).__init__()
        self.net = net
        self.grad_op = ops.GradOperation(sens_param=True)
        self.grad_wrt_output = sens

    def construct(self, x, y):
        gradient_function = self.grad_op(self.net)
        return gradient_function(x, y, self.grad_wrt_output)


show("grad ok", lambda: GradNetWrtN(Net(), Tensor(np.ones((2, 3)), mstype.float32))(x, y))
show("matmul", lambda: ops.MatMul()(x, x))
show("matmul_T", lambda: ops.MatMul(transpose_b=True)(x, x))
show("dense", lambda: nn.Dense(4, 2)(x))
show("add", lambda: ops.Add()(x, Tensor(np.ones((3, 2)), mstype.float32)))
show("reshape", lambda: ops.reshape(x, (4, 2)))
show("conv", lambda: nn.Conv2d(3, 4, 3)(Tensor(np.ones((1, 2, 5, 5)), mstype.float32)))
show("concat", lambda: ops.concat((x, Tensor(np.ones((2, 2)), mstype.float32)), axis=0))
show("sce", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True)(x, Tensor([0.0, 1.0])))
show("mse", lambda: nn.MSELoss()(x, Tensor(np.ones((3, 2)), mstype.float32)))
show("relu int", lambda: ops.ReLU()(Tensor([1, -2], mstype.int32)))
show("sqrt int", lambda: ops.sqrt(Tensor([4, 9], mstype.int32)))
show("index", lambda: x[5])
show("bn", lambda: nn.BatchNorm2d(3)(Tensor(np.ones((2, 4, 2, 2)), mstype.float32)))
show("expand", lambda: ops.ExpandDims()(x, 5))
