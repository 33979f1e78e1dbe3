# checkpoints: save list of dicts, append_dict, filter_prefix/specify_prefix, load_param_into_net unloaded names, strict_load
import os
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor, Parameter


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Dense(3, 4, weight_init="ones", bias_init="zeros")
        self.head = nn.Dense(4, 2, weight_init="zeros", bias_init="ones")
        self.scale = Parameter(Tensor(2.0, ms.float32), name="scale")

    def construct(self, x):
        return self.head(self.backbone(x)) * self.scale


net = Net()
ms.save_checkpoint(net, "net.ckpt", append_dict={"epoch_num": 5, "lr": 0.01, "note": "hello"})
pd = ms.load_checkpoint("net.ckpt")
print(sorted(pd.keys()))
for k in sorted(pd):
    v = pd[k]
    print(k, type(v).__name__, v.dtype if hasattr(v, "dtype") else "", v.shape if hasattr(v, "shape") else "", v.asnumpy().ravel()[:3] if hasattr(v, "asnumpy") else v)

lst = [{"name": "w1", "data": Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))},
       {"name": "w2", "data": Parameter(Tensor(np.ones(2, np.float16)), name="ignored")},
       {"name": "step", "data": Tensor(3, ms.int32)}]
ms.save_checkpoint(lst, "list.ckpt")
pl = ms.load_checkpoint("list.ckpt")
for k, v in pl.items():
    print(k, v.name, v.dtype, v.shape, v.asnumpy().tolist())

print(sorted(ms.load_checkpoint("net.ckpt", filter_prefix="head").keys()))
print(sorted(ms.load_checkpoint("net.ckpt", filter_prefix=["head", "epoch"]).keys()))
print(sorted(ms.load_checkpoint("net.ckpt", specify_prefix="backbone").keys()))
print(sorted(ms.load_checkpoint("net.ckpt", specify_prefix=("backbone.weight", "scale")).keys()))

net2 = Net()
net2.head.weight.set_data(Tensor(np.full((2, 4), 7.0, np.float32)))
part = ms.load_checkpoint("net.ckpt", filter_prefix="head")
res = ms.load_param_into_net(net2, part)
print(type(res).__name__, res)
print(net2.head.weight.asnumpy()[0], net2.backbone.weight.asnumpy()[0])
extra = {"backbone.weight": Parameter(Tensor(np.zeros((4, 3), np.float32)), name="backbone.weight"),
         "unused.thing": Parameter(Tensor(np.zeros(1, np.float32)), name="unused.thing")}
res2 = ms.load_param_into_net(net2, extra)
print(res2)
print(net2.backbone.weight.asnumpy().sum())
try:
    ms.load_param_into_net(net2, extra, strict_load=True)
    print("strict ok", net2.backbone.weight.asnumpy().sum())
except Exception as e:
    print(type(e).__name__, e)
bad = {"head.weight": Parameter(Tensor(np.zeros((3, 3), np.float32)), name="head.weight")}
try:
    ms.load_param_into_net(net2, bad)
except Exception as e:
    print(type(e).__name__, str(e).split("\n")[0])
x = Tensor(np.ones((1, 3), np.float32))
print(net(x), net2(x))
print(os.path.exists("net.ckpt"), os.path.getsize("list.ckpt") > 0)
