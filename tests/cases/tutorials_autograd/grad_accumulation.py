# Gradient accumulation tutorial style: value_and_grad + grad accumulation via hyper_map / Parameter clones
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple

ms.set_seed(1)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
        self.fc2 = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.fc2.bias.requires_grad = False
    def construct(self, x):
        return self.fc2(ops.relu(self.fc1(x)))

net = Net()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01)

def forward_fn(data, label):
    logits = net(data)
    loss = loss_fn(logits, label)
    return loss, logits

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)

class Accumulator:
    def __init__(self, optimizer, accumulate_step):
        self.optimizer = optimizer
        self.inner_grads = optimizer.parameters.clone(prefix="accumulate_", init="zeros")
        self.zeros = optimizer.parameters.clone(prefix="zeros_", init="zeros")
        self.counter = Parameter(Tensor(1, ms.int32), "counter_")
        self.accumulate_step = accumulate_step
        self.map = ops.HyperMap()
    def __call__(self, grads):
        self.map(ops.partial(ops.assign_add), self.inner_grads, grads)
        if self.counter % self.accumulate_step == 0:
            self.optimizer(self.inner_grads)
            self.map(ops.partial(ops.assign), self.inner_grads, self.zeros)
        ops.assign_add(self.counter, Tensor(1, ms.int32))
        return True

acc = Accumulator(opt, 2)
print([p.name for p in acc.inner_grads])
data = Tensor(np.arange(12).reshape(3, 4) / 10.0, ms.float32)
label = Tensor(np.array([0, 1, 1]), ms.int32)
for step in range(4):
    (loss, logits), grads = grad_fn(data, label)
    print(step, loss, logits.shape, len(grads))
    acc(grads)
    print(acc.counter, acc.inner_grads[0].value()[0])
print(net.fc1.weight.value())
print(net.fc2.bias.value())

# manual accumulation with a tuple of tensors
acc_g = None
for i in range(3):
    (loss, _), grads = grad_fn(data * (i + 1), label)
    acc_g = grads if acc_g is None else tuple(a + g for a, g in zip(acc_g, grads))
print([g.shape for g in acc_g])
print(acc_g[-1])
