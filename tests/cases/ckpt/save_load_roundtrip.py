# save_checkpoint/load_checkpoint round trip of a Cell: names, order, shapes, dtypes, values, requires_grad, append_dict types
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 4), name="w")
        self.b = Parameter(Tensor(np.array([0.5, -1.5], np.float16)), name="b")
        self.step = Parameter(Tensor(np.array([3], np.int32)), name="step", requires_grad=False)
        self.mask = Parameter(Tensor(np.array([True, False, True])), name="mask", requires_grad=False)
        self.s = Parameter(Tensor(2.5, ms.float64), name="s")

    def construct(self, x):
        return x


net = Net()
ms.save_checkpoint(net, "net", append_dict={"epoch": 7, "lr": 0.125, "flag": False, "tag": "run-1"})
d = ms.load_checkpoint("net.ckpt")
print(list(d.keys()))
for k, v in d.items():
    if isinstance(v, str):
        print(k, "str", v)
    else:
        print(k, v.name, v.shape, v.dtype, v.requires_grad, v.asnumpy().tolist())
ms.save_checkpoint(net, "net_sf.safetensors", format="safetensors", append_dict={"epoch": 7})
d2 = ms.load_checkpoint("net_sf.safetensors", format="safetensors")
print(list(d2.keys()))
for k, v in d2.items():
    print(k, v.shape, v.dtype, v.asnumpy().tolist())
d3 = ms.load_checkpoint("net.ckpt", choice_func=lambda n: n.startswith("s"))
print(list(d3.keys()))
d4 = ms.load_checkpoint("net.ckpt", filter_prefix=["w", "e"])
print(list(d4.keys()))
d5 = ms.load_checkpoint("net.ckpt", specify_prefix="m")
print(list(d5.keys()))
