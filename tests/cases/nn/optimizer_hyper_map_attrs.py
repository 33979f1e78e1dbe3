# nn.Optimizer's attributes custom optimizers use: optim_filter (all True without the parallel optimizer), map_/hyper_map(_reverse), param_length; a custom AdamW-like optimizer maps over them
import numpy as np
import mindspore as ms
from mindspore import nn, ops

net = nn.Dense(3, 2)
for opt in (
    nn.Momentum(net.trainable_params(), 0.1, 0.9),
    nn.Momentum([{"params": net.trainable_params()}], 0.1, 0.9),
    nn.SGD(net.trainable_params()),
):
    print(
        type(opt).__name__,
        opt.optim_filter,
        opt.param_length,
        type(opt.map_).__name__,
        type(opt.map_reverse).__name__,
        type(opt.hyper_map).__name__,
        type(opt.hyper_map_reverse).__name__,
        opt.enable_tuple_broaden,
    )

_upd = ops.MultitypeFuncGraph("upd")


@_upd.register("Tensor", "Tensor", "Bool", "Tensor", "Bool")
def _u(lr, wd, flag, param, keep):
    if keep:
        return ops.assign(param, param * (1 - lr * wd) - lr) if flag else param
    return param


class Custom(nn.Optimizer):
    def __init__(self, params):
        super().__init__(0.1, params, weight_decay=0.5)

    def construct(self, grads):
        lr = self.get_lr()
        return self.hyper_map(
            ops.partial(_upd, lr, self.weight_decay), self.decay_flags, self.parameters, self.optim_filter
        )


ms.set_seed(1)
net = nn.Dense(3, 2)
opt = Custom(net.trainable_params())
opt(tuple(ops.zeros_like(p) for p in net.trainable_params()))
print([np.round(p.asnumpy(), 5).tolist() for p in net.trainable_params()])
