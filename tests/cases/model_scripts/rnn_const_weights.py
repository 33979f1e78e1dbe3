# nn.GRU/nn.LSTM/nn.RNN with num_layers=2, bidirectional, batch_first, seq_length, all weights set deterministically
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor


def fill(net):
    for i, (name, p) in enumerate(sorted(net.parameters_and_names())):
        n = int(np.prod(p.shape))
        vals = (np.sin(np.arange(n) * 0.37 + i) * 0.3).astype(np.float32).reshape(p.shape)
        p.set_data(Tensor(vals))
    return [(n, p.shape) for n, p in net.parameters_and_names()]


x = Tensor((np.cos(np.arange(2 * 4 * 3) * 0.5) * 0.8).astype(np.float32).reshape(2, 4, 3))
for cls in (nn.RNN, nn.GRU, nn.LSTM):
    net = cls(3, 5, num_layers=2, batch_first=True, bidirectional=True)
    print(cls.__name__, fill(net))
    out, h = net(x)
    if isinstance(h, tuple):
        print("h", h[0].shape, "c", h[1].shape)
        print(h[1][0])
        h = h[0]
    print(out.shape, h.shape)
    print(out[:, -1])
    print(h[-1])
    out2, h2 = net(x, seq_length=Tensor([4, 2], ms.int32))
    if isinstance(h2, tuple):
        h2 = h2[0]
    print("seq_length", out2[1], h2[0])
cell = nn.LSTMCell(3, 2)
fill(cell)
hx = (Tensor(np.zeros((2, 2), np.float32)), Tensor(np.ones((2, 2), np.float32)))
h, c = cell(x[:, 0], hx)
print("lstmcell", h, c)
gcell = nn.GRUCell(3, 2)
fill(gcell)
print("grucell", gcell(x[:, 0], Tensor(np.zeros((2, 2), np.float32))))
rnn_tanh = nn.RNN(3, 2, nonlinearity="relu", has_bias=False)
print([n for n, _ in rnn_tanh.parameters_and_names()])
