# ops.LSTM (the CPU primitive): the flat weight layout, projections, both directions, several layers, gradients.
import numpy as np
from mindspore import Tensor, ops

np.set_printoptions(precision=5, suppress=True)
rng = np.random.RandomState(0)
for I, H, L, bias, bi, R in [(3, 4, 1, True, False, 0), (3, 4, 1, True, True, 0), (3, 4, 1, False, False, 2),
                             (3, 4, 1, True, True, 2), (4, 4, 2, True, False, 0)]:
    D = 2 if bi else 1
    RH = R if R > 0 else H
    size = sum(D * 4 * H * ((I if layer == 0 else RH * D) + RH) + D * R * H + (D * 4 * H if bias else 0)
               for layer in range(L))
    w = Tensor(rng.uniform(-0.5, 0.5, (size, 1, 1)).astype(np.float32))
    x = Tensor(rng.randn(3, 2, I).astype(np.float32))
    h = Tensor(rng.randn(L * D, 2, RH).astype(np.float32))
    c = Tensor(rng.randn(L * D, 2, H).astype(np.float32))
    op = ops.LSTM(I, H, L, bias, bi, 0.0, R)
    out, hn, cn = op(x, h, c, w)[:3]
    print((I, H, L, bias, bi, R), out.shape, hn.shape, cn.shape)
    print(out.asnumpy()[-1], hn.asnumpy().reshape(-1), cn.asnumpy().reshape(-1))
    grads = ops.grad(lambda a, b, cc, ww: op(a, b, cc, ww)[0].sum(), grad_position=(0, 1, 2, 3))(x, h, c, w)
    print([g.shape for g in grads], [float(np.round(g.asnumpy().sum(), 4)) for g in grads])
for args in [(0, 4, 1, True, False, 0.0), (3, 4, 1, True, False, 0.0, 4), (3, 4, 1, 1, False, 0.0),
             (3, 4, 1, True, False, 1), (3, 4, 1, True, False, 1.5)]:
    try:
        ops.LSTM(*args)
        print("ok")
    except (TypeError, ValueError) as e:
        print(type(e).__name__, str(e).splitlines()[0])
