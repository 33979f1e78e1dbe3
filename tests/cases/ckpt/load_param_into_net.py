# load_param_into_net: return values, dtype conversion, prefix matching, str entries, errors (class names)
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(Tensor(np.zeros(3, np.float32)), name="a")
        self.b = Parameter(Tensor(np.zeros(2, np.int32)), name="b")

    def construct(self, x):
        return x


def P(arr):
    return Parameter(Tensor(arr))


net = Net()
r = ms.load_param_into_net(net, {"a": P(np.ones(3, np.float16)), "b": P(np.full(2, 4, np.int64)), "c": P(np.ones(1, np.float32)), "s": "txt"})
print(r, net.a.dtype, net.a.asnumpy(), net.b.dtype, net.b.asnumpy())
net = Net()
print(ms.load_param_into_net(net, {"a": P(np.ones(3, np.float32))}), net.a.asnumpy())
net = Net()
print(ms.load_param_into_net(net, {"bk.a": P(np.full(3, 2, np.float32)), "bk.b": P(np.full(2, 5, np.int32))}), net.a.asnumpy(), net.b.asnumpy())
net = Net()
print(ms.load_param_into_net(net, {"bk.a": P(np.full(3, 2, np.float32))}, strict_load=True), net.a.asnumpy())
net = Net()
print(ms.load_param_into_net(net, {"a": P(np.ones((3, 1, 1), np.float32))}), net.a.shape)
for pd, kw in [
    ({"a": P(np.ones(4, np.float32))}, {}),
    ({"a": P(np.ones(3, np.int32))}, {}),
    ({"b": P(np.ones(2, np.uint8))}, {}),
    ({"a": P(np.ones(3, np.float16))}, {"strict_load": True}),
    ({"a": np.ones(3)}, {}),
]:
    try:
        ms.load_param_into_net(Net(), pd, **kw)
        print("no error")
    except Exception as e:
        print(type(e).__name__)
for args in [(5, {}), (Net(), [])]:
    try:
        ms.load_param_into_net(*args)
    except Exception as e:
        print(type(e).__name__)
