# Summary primitives in GRAPH_MODE: name/value/rank errors raised by the call (compile), an element count error by record
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.train.summary import SummaryRecord

ms.set_context(mode=ms.GRAPH_MODE)


class S(nn.Cell):
    def __init__(self, op, name, value=None):
        super().__init__()
        self.s = op
        self.name = name
        self.value = value

    def construct(self, x):
        self.s(self.name, x if self.value is None else self.value)
        return x


cases = [
    (ops.ScalarSummary(), "x", Tensor(np.zeros((2, 2), np.float32))),
    (ops.ScalarSummary(), "x", Tensor(np.zeros((1, 1, 1), np.float32))),
    (ops.TensorSummary(), "x", Tensor(1.0)),
    (ops.HistogramSummary(), "x", Tensor(1.0)),
    (ops.ImageSummary(), "x", Tensor([1.0])),
    (ops.ScalarSummary(), 3, Tensor(1.0)),
    (ops.ScalarSummary(), None, Tensor(1.0)),
    (ops.ScalarSummary(), "", Tensor(1.0)),
    (ops.ScalarSummary(), "x", Tensor([1, 2], ms.int32)),
    (ops.ScalarSummary(), "ok", Tensor([5], ms.int32)),
]
with SummaryRecord("./summary_dir") as sr:
    for op, name, value in cases:
        try:
            print(S(op, name)(value))
            print("record", sr.record(1))
        except Exception as e:
            print(type(e).__name__, str(e).splitlines()[0])
    try:
        S(ops.ScalarSummary(), "y", 2.0)(Tensor([1.0]))
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
