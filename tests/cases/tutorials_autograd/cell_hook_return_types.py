# Cell backward / backward-pre hooks returning a list or a float for a one-input cell (MindSpore's TypeErrors)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
class One(nn.Cell):
    def construct(self, x):
        return x * 3
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = One()
    def construct(self, x):
        return self.t(x * 1)
x = Tensor(np.array([1.0, 2.0]), ms.float32)
for name, reg, hook in [("bw list1", "register_backward_hook", lambda c, gi, go: [gi[0] * 2]),
                        ("bw tensor", "register_backward_hook", lambda c, gi, go: gi[0] * 2),
                        ("bwpre list1", "register_backward_pre_hook", lambda c, go: [go[0] * 2]),
                        ("bw float", "register_backward_hook", lambda c, gi, go: (2.0,))]:
    net = Net()
    getattr(net.t, reg)(hook)
    try:
        print(name, ms.grad(net)(x))
    except Exception as e:
        print(name, type(e).__name__, repr(str(e)))
