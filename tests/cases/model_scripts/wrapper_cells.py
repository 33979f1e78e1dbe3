# wrapper cells: nn.ForwardValueAndGrad, WithEvalCell, WithGradCell, TrainOneStepCell(sens), construct with kwargs/defaults
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor, ParameterTuple


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x, scale=1.0, shift=None):
        y = self.fc(x) * scale
        if shift is not None:
            y = y + shift
        return y


net = Net()
x = Tensor(np.array([[1.0, 2.0, -1.0], [0.5, 0.0, 1.0]], np.float32))
label = Tensor(np.array([[1.0, 0.0], [0.0, 1.0]], np.float32))
print(net(x), net(x, 2.0), net(x, scale=0.5, shift=Tensor([1.0, -1.0])))
wl = nn.WithLossCell(net, nn.MSELoss())
fvg = nn.ForwardValueAndGrad(wl, weights=ParameterTuple(net.trainable_params()), get_all=True, get_by_list=True)
loss, (g_in, g_w) = fvg(x, label)
print("fvg", loss, [g.shape for g in g_in], g_w[0], g_w[1])
fvg2 = nn.ForwardValueAndGrad(wl, weights=net.trainable_params(), get_by_list=True, sens_param=True)
loss2, g2 = fvg2(x, label, Tensor(2.0))
print("fvg sens", loss2, g2[1])
ev = nn.WithEvalCell(net, nn.MSELoss())
out = ev(x, label)
print("eval", len(out), out[0], out[1].shape)
wg = nn.WithGradCell(net, nn.MSELoss())
gr = wg(x, label)
print("withgrad", [g.shape for g in gr], gr[1])
opt = nn.SGD(net.trainable_params(), 0.1)
tr = nn.TrainOneStepCell(wl, opt, sens=2.0)
print("train sens", tr(x, label), net.fc.bias.asnumpy())
tr.set_sens(1.0) if hasattr(tr, "set_sens") else None
print("train sens1", tr(x, label), net.fc.bias.asnumpy())


class Kw(nn.Cell):
    def construct(self, a, *args, b=2, **kwargs):
        s = a * b
        for t in args:
            s = s + t
        for k in sorted(kwargs):
            s = s - kwargs[k]
        return s


k = Kw()
print(k(Tensor([1.0])), k(Tensor([1.0]), Tensor([2.0]), Tensor([3.0]), b=3), k(Tensor([1.0]), c=Tensor([0.5]), d=Tensor([1.0])))
print(ms.grad(lambda a, b: (a * b).sum(), grad_position=(0, 1))(Tensor([1.0, 2.0]), Tensor([3.0, 4.0])))
