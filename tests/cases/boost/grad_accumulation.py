# boost.GradientAccumulation: averaged gradients accumulate in Parameters, the optimizer runs every N-th call, then
# the accumulation clears; gradient_accumulation_op / gradient_clear_op used directly; parameter names; a subclass.
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, boost, nn, ops
from mindspore.boost.grad_accumulation import gradient_accumulation_op, gradient_clear_op
from mindspore.ops import functional as F


def make_net():
    net = nn.Dense(3, 2)
    net.weight.set_data(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 10))
    net.bias.set_data(Tensor(np.array([0.5, -0.5], np.float32)))
    return net


net = make_net()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
ga = boost.GradientAccumulation(3, opt)
print(type(ga._accumulation_step).__name__, ga._accumulation_step.dtype, ga._accumulation_step.shape)
print([p.name for p in ga._grad_accumulation])
for step in range(7):
    g = (Tensor(np.full((2, 3), step + 1, np.float32)), Tensor(np.array([1.0, -2.0], np.float32) * (step + 1)))
    out = ga(Tensor(np.float32(step)), g)
    print(
        step,
        out,
        int(ga._accumulation_step.asnumpy()),
        [np.round(p.asnumpy(), 5).tolist() for p in ga._grad_accumulation],
        np.round(net.weight.asnumpy(), 5).tolist(),
        np.round(net.bias.asnumpy(), 5).tolist(),
    )

# the two MultitypeFuncGraphs on their own
acc = Parameter(Tensor(np.zeros(3, np.float32)), name="acc")
r = gradient_accumulation_op(4, acc, Tensor(np.array([4.0, 8.0, -2.0], np.float32)))
print(acc.asnumpy(), r.asnumpy())
gradient_accumulation_op(4, acc, Tensor(np.array([4.0, 0.0, 2.0], np.float32)))
print(acc.asnumpy())
hm = ops.HyperMap()
accs = (Parameter(Tensor(np.ones(2, np.float32)), name="a1"), Parameter(Tensor(np.ones((1, 2), np.float32)), name="a2"))
hm(
    F.partial(gradient_accumulation_op, 2),
    accs,
    (Tensor(np.array([2.0, 4.0], np.float32)), Tensor(np.ones((1, 2), np.float32))),
)
print([a.asnumpy().tolist() for a in accs])
hm(F.partial(gradient_clear_op), accs)
print([a.asnumpy().tolist() for a in accs])
print(gradient_clear_op(acc).asnumpy(), acc.asnumpy())


# a subclass that updates through its own reducer and counts with a Python-level reset, as model libraries do
class MyAccumulation(boost.GradientAccumulation):
    def __init__(self, max_accumulation_step, optimizer, scale):
        super().__init__(max_accumulation_step, optimizer)
        self.scale = scale

    def construct(self, loss, grads):
        loss = F.depend(
            loss,
            self.hyper_map(
                F.partial(gradient_accumulation_op, self._max_accumulation_step), self._grad_accumulation, grads
            ),
        )
        self._accumulation_step += 1
        if self._accumulation_step >= self._max_accumulation_step:
            scaled = tuple(g * self.scale for g in self._grad_accumulation)
            loss = F.depend(loss, self.optimizer(scaled))
            loss = F.depend(loss, self.hyper_map(F.partial(gradient_clear_op), self._grad_accumulation))
            F.assign(self._accumulation_step, 0)
        return loss


net = make_net()
opt = nn.SGD(net.trainable_params(), learning_rate=0.5)
my = MyAccumulation(2, opt, 2.0)
for step in range(5):
    g = (Tensor(np.full((2, 3), 0.1 * (step + 1), np.float32)), Tensor(np.array([0.2, 0.4], np.float32)))
    my(Tensor(1.0, ms.float32), g)
    print(
        step,
        int(my._accumulation_step.asnumpy()),
        np.round(net.weight.asnumpy(), 5).tolist(),
        np.round(net.bias.asnumpy(), 5).tolist(),
    )
print(sorted(n for n, _ in my.parameters_and_names()))
# in PyNative mode a plain int cannot replace the counter Parameter
try:
    my._accumulation_step = 0
except TypeError as e:
    print("TypeError", e)
my._accumulation_step = Tensor(5, ms.int32)
print(type(my._accumulation_step).__name__, my._accumulation_step.asnumpy())
