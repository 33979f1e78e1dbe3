# mindspore.train.summary.summary_record's private hand-over dict (MindArmour's coverage metrics read it):
# summary ops called in PyNative do not reach it; _cache_summary_tensor_data fills it and a read empties it.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.train.summary.summary_record import _cache_summary_tensor_data, _get_summary_tensor_data


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.summary = ops.TensorSummary()

    def construct(self, x):
        y = x * 2
        self.summary("y", y)
        return y


Net()(Tensor(np.ones((2, 3), np.float32)))
print("after a summary op:", _get_summary_tensor_data())
print(_cache_summary_tensor_data([{"name": "a[:Tensor]", "data": Tensor([1.0])}, {"name": "b", "data": 3}]))
print(_cache_summary_tensor_data([{"name": "a[:Tensor]", "data": Tensor([2.0, 5.0], ms.float32)}]))
got = _get_summary_tensor_data()
print(sorted(got), got["a[:Tensor]"], got["b"])
print("read again:", _get_summary_tensor_data())
