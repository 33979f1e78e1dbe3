# export(MINDIR) of a network whose construct reads a Parameter made outside any Cell (a global, or a closure
# variable): MindSpore raises ValueError naming it; a Parameter passed as an input, or held by a sub-Cell, exports.
# Found by the beginner/save_load tutorial page.
import os

import numpy as np

import mindspore
from mindspore import Parameter, Tensor, nn

global_param = Parameter([1, 2, 3], name="global_param")


class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bias = Parameter([0, 1, -1])

    def construct(self, x):
        return x + global_param + self.bias


def run(tag, net, *inputs):
    try:
        mindspore.export(net, *inputs, file_name=tag, file_format="MINDIR")
        print(tag, "exported", os.path.exists(tag + ".mindir"))
    except ValueError as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


run("global", Model(), Parameter([1, 2, 3], name="input_param"))
run("global_tensor_input", Model(), Tensor(np.array([1, 2, 3], np.int64)))


def make_closure_net():
    local_param = Parameter(Tensor(np.ones(3, np.float32)), name="closure_param")

    class Net(nn.Cell):
        def construct(self, x):
            return x * local_param

    return Net()


run("closure", make_closure_net(), Tensor(np.ones(3, np.float32)))


class Inner(nn.Cell):
    def construct(self, x):
        return x - global_param


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()

    def construct(self, x):
        return self.inner(x)


run("sub_cell_global", Outer(), Tensor(np.array([4, 5, 6], np.int64)))


class Holder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(3, np.float32)), name="w")

    def construct(self, x):
        return x * self.w


run("own_parameter", Holder(), Tensor(np.ones(3, np.float32)))
