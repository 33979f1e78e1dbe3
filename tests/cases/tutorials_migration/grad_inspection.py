# Gradient inspection during debugging: ms.grad over weights, per-parameter norms, global norm, nan/inf checks, load_checkpoint(net=...)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

net = nn.SequentialCell(
    nn.Dense(3, 4, weight_init="ones", bias_init="zeros"),
    nn.Tanh(),
    nn.Dense(4, 1, weight_init="ones", bias_init="zeros"),
)
loss_fn = nn.MSELoss()
x = Tensor(np.array([[0.1, 0.2, 0.3], [-0.3, 0.1, 0.5]], np.float32))
y = Tensor(np.array([[1.0], [-1.0]], np.float32))


def fwd(x, y):
    return loss_fn(net(x), y)


params = net.trainable_params()
grads = ms.grad(fwd, grad_position=None, weights=params)(x, y)
print(type(grads).__name__, len(grads))
for p, g in zip(params, grads):
    print(p.name, g.shape, g.dtype, ops.norm(g), ops.isfinite(g).all(), ops.isnan(g).any())
gnorm = ops.sqrt(ops.addn([ops.square(g).sum() for g in grads]))
print("global norm", gnorm)
clipped = ops.clip_by_global_norm(grads, 0.1)
print(type(clipped).__name__, [round(float(ops.norm(c)), 6) for c in clipped])
print(ops.norm(Tensor([[3.0, 4.0], [0.0, 0.0]]), dim=1), ops.norm(Tensor([[3.0, 4.0]]), ord=1))
print(
    ops.isfinite(Tensor([1, 2], ms.int32)),
    ops.isnan(Tensor([np.nan, 1.0], ms.float16)),
    ops.isinf(Tensor([np.inf, -np.inf, 0.0])),
)
print(ops.is_finite if hasattr(ops, "is_finite") else None)
ms.save_checkpoint(net, "g.ckpt")  # noqa
net2 = nn.SequentialCell(nn.Dense(3, 4, weight_init="zeros"), nn.Tanh(), nn.Dense(4, 1, weight_init="zeros"))
pd = ms.load_checkpoint("g.ckpt", net=net2)
print(sorted(pd.keys()))
print(net2[0].weight.asnumpy().sum(), net2[2].bias.asnumpy())
print(ms.ops.norm(net2[0].weight), ms.Tensor.from_numpy(np.ones(2, np.float32)).dtype)
print(all(np.array_equal(a.asnumpy(), b.asnumpy()) for a, b in zip(net.get_parameters(), net2.get_parameters())))
