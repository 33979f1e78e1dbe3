# Cell hook errors and odd returns: backward hook / pre-hook returning wrong counts, hooks raising, non-callable hooks
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

class Two(nn.Cell):
    def construct(self, x, y):
        return x * y

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Two()
    def construct(self, x, y):
        return self.t(x * 1, y * 1)

x = Tensor(np.array([1.0, 2.0]), ms.float32)
y = Tensor(np.array([3.0, 4.0]), ms.float32)

def run(name, reg, hook):
    net = Net()
    try:
        h = getattr(net.t, reg)(hook)
        print(name, ms.grad(net, (0, 1))(x, y))
        h.remove()
    except Exception as e:
        print(name, type(e).__name__, repr(str(e)))

run("bw one", "register_backward_hook", lambda c, gi, go: (gi[0] * 2,))
run("bw three", "register_backward_hook", lambda c, gi, go: (gi[0], gi[1], gi[0]))
run("bw tensor", "register_backward_hook", lambda c, gi, go: gi[0] * 2)
run("bw list", "register_backward_hook", lambda c, gi, go: [gi[0] * 2, gi[1] * 2])
run("bwpre tensor", "register_backward_pre_hook", lambda c, go: go[0] * 2)
run("bwpre two", "register_backward_pre_hook", lambda c, go: (go[0], go[0]))
run("fwd pre list", "register_forward_pre_hook", lambda c, inp: [inp[0] * 2, inp[1]])
run("fwd num", "register_forward_hook", lambda c, inp, out: 3.0)

def raising(c, gi, go):
    raise ValueError("boom in hook")
run("bw raise", "register_backward_hook", raising)
def raising_f(c, inp, out):
    raise KeyError("fwd boom")
run("fwd raise", "register_forward_hook", raising_f)
for reg in ["register_forward_hook", "register_forward_pre_hook", "register_backward_hook", "register_backward_pre_hook"]:
    try:
        getattr(Two(), reg)(3)
    except Exception as e:
        print(reg, type(e).__name__, repr(str(e)))
