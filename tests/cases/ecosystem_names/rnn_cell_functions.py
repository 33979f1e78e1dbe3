# mindspore.nn.layer.rnn_cells' one-step cell functions (_rnn_tanh_cell, _rnn_relu_cell, _lstm_cell, _gru_cell),
# which MindNLP 0.4's recurrent layers call, with and without biases.
import numpy as np

import mindspore as ms
from mindspore.nn.layer.rnn_cells import _gru_cell, _lstm_cell, _rnn_relu_cell, _rnn_tanh_cell

rng = np.random.RandomState(0)


def T(*s, dt=np.float32):
    return ms.Tensor(rng.uniform(-1, 1, s).astype(dt))


x, h, c = T(2, 3), T(2, 4), T(2, 4)
for name, fn, k in (("tanh", _rnn_tanh_cell, 1), ("relu", _rnn_relu_cell, 1), ("gru", _gru_cell, 3)):
    wi, wh, bi, bh = T(4 * k, 3), T(4 * k, 4), T(4 * k), T(4 * k)
    y = fn(x, h, wi, wh, bi, bh)
    print(name, type(y).__name__, y.shape, y.dtype, np.round(y.asnumpy(), 4).tolist())
    y = fn(x, h, wi, wh, None, None)
    print(name, "no bias", np.round(y.asnumpy(), 4).tolist())
wi, wh, bi, bh = T(16, 3), T(16, 4), T(16), T(16)
hy, cy = _lstm_cell(x, (h, c), wi, wh, bi, bh)
print("lstm", hy.shape, cy.shape, cy.dtype, np.round(hy.asnumpy(), 4).tolist(), np.round(cy.asnumpy(), 4).tolist())
hy, cy = _lstm_cell(x, (h, c), wi, wh, None, None)
print("lstm no bias", np.round(hy.asnumpy(), 4).tolist(), np.round(cy.asnumpy(), 4).tolist())
x64, h64 = T(1, 2, dt=np.float64), T(1, 3, dt=np.float64)
y = _gru_cell(x64, h64, T(9, 2, dt=np.float64), T(9, 3, dt=np.float64), T(9, dt=np.float64), T(9, dt=np.float64))
print("gru f64", y.dtype, np.round(y.asnumpy(), 6).tolist())
