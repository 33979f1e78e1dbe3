# mindspore.amp DynamicLossScaler / StaticLossScaler with all_finite in a custom training loop
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor
from mindspore.amp import DynamicLossScaler, StaticLossScaler, all_finite

ls = DynamicLossScaler(scale_value=2.0 ** 10, scale_factor=2, scale_window=2)
print(type(ls).__name__, ls.scale_value.asnumpy(), ls.scale_factor, ls.scale_window)
loss = Tensor(0.5, ms.float32)
print("scaled", ls.scale(loss))
grads = (Tensor([1024.0, 2048.0]), Tensor([[512.0]]))
print("unscaled", ls.unscale(grads))
print(all_finite(grads), all_finite((Tensor([1.0, np.inf]),)), all_finite((Tensor([np.nan]),)))
for ok in [True, True, False, True, True, True]:
    ls.adjust(Tensor(ok))
    print("adjust", ok, ls.scale_value.asnumpy(), ls.counter.asnumpy())
sls = StaticLossScaler(scale_value=128)
print("static", sls.scale(Tensor(2.0)), sls.unscale(Tensor(256.0)), sls.adjust(Tensor(False)), sls.scale_value.asnumpy())

net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
loss_fn = nn.MSELoss()
scaler = DynamicLossScaler(scale_value=2.0 ** 4, scale_factor=2, scale_window=3)


def forward(a, b):
    out = loss_fn(net(a), b)
    return scaler.scale(out)


grad_fn = ms.value_and_grad(forward, None, net.trainable_params())
x = Tensor(np.array([[1.0, 2.0], [0.5, -1.0]], np.float32))
y = Tensor(np.array([[1.0], [0.0]], np.float32))
for step in range(5):
    sloss, g = grad_fn(x, y)
    loss_v = scaler.unscale(sloss)
    g = scaler.unscale(g)
    finite = all_finite(g)
    if step == 2:
        finite = Tensor(False)
    scaler.adjust(finite)
    if finite:
        opt(g)
    print(step, "loss %.5f" % float(loss_v.asnumpy()), bool(finite), scaler.scale_value.asnumpy(), net.weight.asnumpy().ravel())
