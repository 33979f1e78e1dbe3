# Gradients through ops.IndexAdd / ops.index_add on a Parameter (MindSpore's bprop: dout for the Parameter, dout
# gathered at the indices for y), in GRAPH and PYNATIVE mode, over float dtypes and axes; the Parameter is updated.
import numpy as np

import mindspore as ms
from mindspore import Parameter, ParameterTuple, Tensor, context, nn, ops

ms.runtime.launch_blocking()


class Net(nn.Cell):
    def __init__(self, x, axis, functional):
        super().__init__()
        self.x = Parameter(Tensor(x), name="x")
        self.axis = axis
        self.functional = functional
        self.op = ops.IndexAdd(axis)

    def construct(self, idx, y):
        if self.functional:
            return ops.index_add(self.x, idx, y, self.axis)
        return self.op(self.x, idx, y)


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.grad = ops.GradOperation(get_all=True, sens_param=True, get_by_list=True)
        self.net = net
        self.params = ParameterTuple(net.trainable_params())

    def construct(self, idx, y, dout):
        return self.grad(self.net, self.params)(idx, y, dout)


def show(tag, r):
    (gi, gy), (gx,) = r
    print(tag, "dy", gy.dtype, gy.asnumpy().tolist(), "dx", gx.dtype, gx.asnumpy().tolist())


for mode_name, mode in (("graph", context.GRAPH_MODE), ("pynative", context.PYNATIVE_MODE)):
    context.set_context(mode=mode)
    for dname, dt in (("f32", np.float32), ("f64", np.float64), ("f16", np.float16)):
        for functional in (False, True):
            x = np.arange(15).reshape(5, 3).astype(dt)
            dout = Tensor((np.arange(15).reshape(5, 3) * 2 - 7).astype(dt))
            net = Net(x, 1, functional)
            r = GradNet(net)(Tensor(np.array([2, 0], np.int32)), Tensor(np.ones((5, 2), dt)), dout)
            show(f"{mode_name} {dname} functional={functional} axis=1", r)
            print("param after", net.x.asnumpy().tolist())
            net = Net(x, 0, functional)
            r = GradNet(net)(Tensor(np.array([4, 1, 1], np.int32)), Tensor(np.ones((3, 3), dt)), dout)
            show(f"{mode_name} {dname} functional={functional} axis=0 repeated", r)
