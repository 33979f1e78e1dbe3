# debug/dump tutorial: set_dump on cells/primitives, MINDSPORE_DUMP_CONFIG json (sync dump on CPU), network still computes the same
import json
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, set_dump
from mindspore.tools import set_dump as sd2

cfg = {
    "common_dump_settings": {
        "dump_mode": 1,
        "path": os.path.abspath("./dump_out"),
        "net_name": "Net",
        "iteration": "0",
        "saved_data": "tensor",
        "input_output": 0,
        "kernels": [],
        "support_device": [0, 1, 2, 3, 4, 5, 6, 7],
        "op_debug_mode": 0,
        "file_format": "npy",
    },
    "e2e_dump_settings": {"enable": True, "trans_flag": True},
}
with open("dump.json", "w") as f:
    json.dump(cfg, f)
os.environ["MINDSPORE_DUMP_CONFIG"] = os.path.abspath("dump.json")
ms.set_context(mode=ms.GRAPH_MODE)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu1 = nn.ReLU()
        self.add = ops.Add()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        x = self.relu1(x)
        x = self.add(x, x)
        return self.dense(x)


net = Net()
set_dump(net.relu1)
set_dump(net.add, enabled=True)
set_dump(net.dense, enabled=False)
try:
    set_dump(3)
except Exception as e:
    print(type(e).__name__, e)
out = net(Tensor(np.array([[1.0, -2.0, 3.0]], np.float32)))
print(out)

print(net.relu1.get_flags(), net.dense.get_flags(), net.add.attrs)
try:
    set_dump(net.add, enabled=1)
except Exception as e:
    print(type(e).__name__, e)

sd2(net, False)
print(net.relu1.get_flags(), net.get_flags())
