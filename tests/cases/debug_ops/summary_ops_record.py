# Summary primitives (Scalar/Tensor/Image/HistogramSummary) in PyNative: return value, reprs, and what SummaryRecord.record adds
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.train.summary import SummaryRecord


class Rec(SummaryRecord):
    def add_value(self, plugin, name, value):
        print("add_value", plugin, repr(name), value.dtype, value.shape)
        print(value)
        super().add_value(plugin, name, value)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scalar_summary = ops.ScalarSummary()
        self.tensor_summary = ops.TensorSummary()
        self.image_summary = ops.ImageSummary()
        self.histogram_summary = ops.HistogramSummary()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x, img):
        y = self.dense(x)
        loss = y.sum()
        self.scalar_summary("loss", loss)
        self.tensor_summary("y", y)
        self.histogram_summary("weight", self.dense.weight)
        self.image_summary("img", img)
        return loss


for op in (ops.ScalarSummary(), ops.TensorSummary(), ops.ImageSummary(), ops.HistogramSummary()):
    print(repr(op), op.name)

net = Net()
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
img = Tensor(np.linspace(0, 1, 2 * 3 * 4 * 4, dtype=np.float32).reshape(2, 3, 4, 4))
with Rec("./summary_dir") as sr:
    print("ret", ops.ScalarSummary()("first", Tensor(0.5)))
    print("out", net(x, img))
    print("record 1", sr.record(1))
    print("record 2 (nothing new)", sr.record(2))
    # two calls under one name before a record: the newest value, at the place of the first call
    ops.ScalarSummary()("a", Tensor(1.0))
    ops.ScalarSummary()("b", Tensor([2.0]))
    ops.ScalarSummary()("a", Tensor(3.0))
    # the same name for two operators: two entries
    ops.TensorSummary()("b", Tensor([[4, 5]], ms.int32))
    print("record 3", sr.record(3))
    # eval mode keeps summary-op values until a record in train mode
    sr.set_mode("eval")
    ops.ScalarSummary()("ev", Tensor(7.0))
    print("record 4 (eval)", sr.record(4))
    sr.set_mode("train")
    print("record 5", sr.record(5, plugin_filter=lambda p: p == "scalar"))
    ops.HistogramSummary()("h", Tensor(np.array([1.5], np.float64)))
    ops.TensorSummary()("empty", Tensor(np.zeros((0, 2), np.float32)))
    print("record 6", sr.record(6))
