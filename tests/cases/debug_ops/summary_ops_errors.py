# Summary primitives: invalid names/values are reported by SummaryRecord.record (not by the call), and the queue is emptied
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from mindspore.train.summary import SummaryRecord

cases = [
    (ops.ScalarSummary(), "x", Tensor([1.0, 2.0])),
    (ops.ScalarSummary(), "x", Tensor(np.zeros((1, 1, 1), np.float32))),
    (ops.ScalarSummary(), "x", 1.0),
    (ops.ScalarSummary(), "", Tensor(1.0)),
    (ops.ScalarSummary(), None, Tensor(1.0)),
    (ops.ScalarSummary(), 3, Tensor(1.0)),
    (ops.TensorSummary(), "x", Tensor(1.0)),
    (ops.HistogramSummary(), "x", Tensor(1.0)),
    (ops.ImageSummary(), "x", Tensor(np.zeros((3, 2, 2), np.float32))),
    (ops.ImageSummary(), "x", np.zeros((1, 3, 2, 2), np.float32)),
    (ops.TensorSummary(), "x", Tensor(np.zeros((0,), np.float32))),
    (ops.ScalarSummary(), "x", Tensor(np.zeros((0,), np.float32))),
    (ops.ScalarSummary(), "x", Tensor(np.zeros((3, 2), np.float32))),
]


class Rec(SummaryRecord):
    def add_value(self, plugin, name, value):
        print("add_value", plugin, repr(name))
        super().add_value(plugin, name, value)


with Rec("./summary_dir") as sr:
    for op, name, value in cases:
        ops.ScalarSummary()("good", Tensor(1.0))
        print("call returns", op(name, value))
        try:
            print("record", sr.record(1))
        except Exception as e:
            print(type(e).__name__, e)
    ops.ScalarSummary()("after", Tensor(2.0))
    print("record", sr.record(2))
    for args in [(), ("x",)]:
        try:
            ops.ScalarSummary()(*args)
        except Exception as e:
            print(type(e).__name__, e)
