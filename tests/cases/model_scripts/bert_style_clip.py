# BERT-style training cell: MultitypeFuncGraph + HyperMap grad clipping, F.partial, grad accumulation with Parameters, overflow flags
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor, Parameter, ParameterTuple
from mindspore.ops import composite as C
from mindspore.ops import functional as F
from mindspore.ops import operations as P
import mindspore.common.dtype as mstype

GRADIENT_CLIP_TYPE = 1
GRADIENT_CLIP_VALUE = 1.0
clip_grad = C.MultitypeFuncGraph("clip_grad")


@clip_grad.register("Number", "Number", "Tensor")
def _clip_grad(clip_type, clip_value, grad):
    if clip_type not in (0, 1):
        return grad
    dt = F.dtype(grad)
    if clip_type == 0:
        new_grad = C.clip_by_value(grad, F.cast(F.tuple_to_array((-clip_value,)), dt),
                                   F.cast(F.tuple_to_array((clip_value,)), dt))
    else:
        new_grad = nn.ClipByNorm()(grad, F.cast(F.tuple_to_array((clip_value,)), dt))
    return new_grad


grad_scale = C.MultitypeFuncGraph("grad_scale")
reciprocal = P.Reciprocal()


@grad_scale.register("Tensor", "Tensor")
def tensor_grad_scale(scale, grad):
    return grad * reciprocal(scale)


_sum_op = C.MultitypeFuncGraph("grad_sum_op")
_clear_op = C.MultitypeFuncGraph("clear_op")


@_sum_op.register("Tensor", "Tensor")
def _cumulative_grad(grad_sum, grad):
    add = P.AssignAdd()
    return add(grad_sum, grad)


@_clear_op.register("Tensor", "Tensor")
def _clear_grad_sum(grad_sum, zero):
    success = True
    success = F.depend(success, P.Assign()(grad_sum, zero))
    return success


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(3, 4, weight_init="ones", bias_init="zeros")
        self.fc2 = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")

    def construct(self, x, y):
        return ((self.fc2(ops.tanh(self.fc1(x) * 0.1)) - y) ** 2).mean()


class AccumTrainCell(nn.Cell):
    def __init__(self, network, optimizer, scale=4.0, accumulation_steps=2):
        super().__init__(auto_prefix=False)
        self.network = network
        self.weights = optimizer.parameters
        self.optimizer = optimizer
        self.accumulation_steps = accumulation_steps
        self.grad = C.GradOperation(get_by_list=True, sens_param=True)
        self.hyper_map = C.HyperMap()
        self.scale = Tensor(scale, mstype.float32)
        self.accu_grads = self.weights.clone(prefix="accu_grads", init="zeros")
        self.zeros = self.weights.clone(prefix="zeros", init="zeros")
        self.local_step = Parameter(Tensor(0, mstype.int32), name="local_step")
        self.cast = P.Cast()

    def construct(self, x, y):
        loss = self.network(x, y)
        grads = self.grad(self.network, self.weights)(x, y, self.cast(self.scale, mstype.float32))
        grads = self.hyper_map(F.partial(grad_scale, self.scale), grads)
        grads = self.hyper_map(F.partial(clip_grad, GRADIENT_CLIP_TYPE, GRADIENT_CLIP_VALUE), grads)
        accu_succ = self.hyper_map(_sum_op, self.accu_grads, grads)
        loss = F.depend(loss, accu_succ)
        self.local_step += 1
        if self.local_step % self.accumulation_steps == 0:
            loss = F.depend(loss, self.optimizer(self.accu_grads))
            succ = self.hyper_map(_clear_op, self.accu_grads, self.zeros)
            loss = F.depend(loss, succ)
        return loss


net = Net()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.0)
cell = AccumTrainCell(net, opt)
print([p.name for p in cell.accu_grads], [p.name for p in cell.get_parameters()][:4])
x = Tensor(np.array([[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]], np.float32))
y = Tensor(np.array([[3.0], [-1.0]], np.float32))
for step in range(4):
    loss = cell(x, y)
    print(step, "loss %.6f" % float(loss.asnumpy()), "accu", cell.accu_grads[3].asnumpy().round(5),
          "fc2.b", net.fc2.bias.asnumpy().round(6), int(cell.local_step.asnumpy()))
add_one = C.MultitypeFuncGraph("add_one")


@add_one.register("Tensor")
def _a(t):
    return t + 1


@add_one.register("Number")
def _b(n):
    return n + 100


print(C.HyperMap()(add_one, (Tensor([1.0]), Tensor([2.0]))), add_one(3), C.Map()(add_one, (1, 2)) if hasattr(C, "Map") else None)
print(ops.clip_by_global_norm((Tensor([3.0, 4.0]), Tensor([0.0, 12.0])), 1.0))
print(nn.ClipByNorm()(Tensor([3.0, 4.0]), Tensor(1.0)), ops.clip_by_norm(Tensor([3.0, 4.0]), 2.0))
