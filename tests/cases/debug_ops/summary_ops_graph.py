# Summary primitives inside a GRAPH_MODE Cell: the values SummaryRecord.record collects each step
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.train.summary import SummaryRecord


class Rec(SummaryRecord):
    def add_value(self, plugin, name, value):
        print("add_value", plugin, repr(name), value.dtype, value.shape)
        print(value)
        super().add_value(plugin, name, value)


class SummaryDemo(nn.Cell):
    def __init__(self):
        super().__init__()
        self.summary = ops.ScalarSummary()
        self.tensor_summary = ops.TensorSummary()
        self.add = ops.Add()

    def construct(self, x, y):
        z = self.add(x, y)
        self.summary("z_sum", z.sum())
        self.tensor_summary("z", z)
        return z


ms.set_context(mode=ms.GRAPH_MODE)
net = SummaryDemo()
with Rec("./summary_dir") as sr:
    for step in range(1, 4):
        out = net(Tensor([1.0, 2.0]), Tensor([3.0, float(step)]))
        print("out", out)
        print("record", sr.record(step))
