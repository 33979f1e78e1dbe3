# Gradients through layers w.r.t. input and weights: Conv2d same (asymmetric pad), BatchNorm training, AvgPool same, MaxPool, Dense, LayerNorm, Embedding.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        w = ((np.arange(3 * 2 * 2 * 2) % 5) - 2).astype(np.float32).reshape(3, 2, 2, 2) / 4
        self.conv = nn.Conv2d(2, 3, 2, stride=2, weight_init=Tensor(w), has_bias=True, bias_init='ones')
        self.bn = nn.BatchNorm2d(3)
        self.pool = nn.AvgPool2d(2, 2, pad_mode='same')
        self.mpool = nn.MaxPool2d(2, 1)
        self.flat = nn.Flatten()
        self.ln = nn.LayerNorm((3,))
        self.fc = nn.Dense(3, 2, weight_init=Tensor(np.array([[1.0, -1.0, 0.5], [0.2, 0.3, -0.4]], np.float32)), bias_init='zeros')

    def construct(self, x):
        x = self.pool(self.bn(self.conv(x)))
        x = self.mpool(x)
        x = self.flat(x)[:, :3]
        return self.fc(ops.tanh(self.ln(x))).sum()

net = Net()
net.set_train()
x = Tensor((((np.arange(2 * 2 * 5 * 5) * 7) % 11) / 5 - 1).astype(np.float32).reshape(2, 2, 5, 5))
params = net.trainable_params()
fn = ms.value_and_grad(net, grad_position=0, weights=params)
loss, (gx, gw) = fn(x)
print(loss)
print(gx[1, 0])
for p, g in zip(params, gw):
    print(p.name, g.shape)
    print(g)
print(net.bn.moving_mean.asnumpy(), net.bn.moving_variance.asnumpy())

emb = nn.Embedding(4, 2, embedding_table=Tensor(np.arange(8, dtype=np.float32).reshape(4, 2)))
ids = Tensor(np.array([1, 3, 1], np.int32))
g = ms.grad(lambda i: (emb(i) ** 2).sum(), grad_position=None, weights=emb.trainable_params())(ids)
print(g)
