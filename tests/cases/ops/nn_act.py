# NN activations: relu/relu6/sigmoid/tanh/softmax/log_softmax/gelu/silu/elu/leaky_relu and their primitives.
import numpy as np
from mindspore import Tensor, ops


def show(name, r):
    if isinstance(r, (tuple, list)):
        print(name, type(r).__name__, len(r))
        for i, v in enumerate(r):
            show(f"  {name}[{i}]", v)
    elif isinstance(r, Tensor):
        print(name, r.dtype, r.shape)
        print(r)
    else:
        print(name, type(r).__name__, r)


x = Tensor(np.array([[-2.0, -0.5, 0.0, 0.5, 7.0], [1.0, 2.0, 3.0, -3.0, 0.25]], np.float32))
for name in [
    "relu",
    "relu6",
    "sigmoid",
    "tanh",
    "softmax",
    "log_softmax",
    "gelu",
    "silu",
    "elu",
    "leaky_relu",
    "hardswish",
    "softplus",
    "mish",
    "softsign",
    "selu",
    "fast_gelu",
]:
    show(name, getattr(ops, name)(x))
show("softmax_ax0", ops.softmax(x, 0))
show("log_softmax_ax0", ops.log_softmax(x, 0))
show("gelu_tanh", ops.gelu(x, approximate="tanh"))
show("leaky_relu_alpha", ops.leaky_relu(x, 0.01))
for name in [
    "ReLU",
    "ReLU6",
    "Sigmoid",
    "Tanh",
    "Softmax",
    "LogSoftmax",
    "GeLU",
    "FastGeLU",
    "Elu",
    "HSwish",
    "Softplus",
    "SeLU",
]:
    show(name, getattr(ops, name)()(x))
show("Softmax_ax0", ops.Softmax(axis=0)(x))
show("Softmax_tuple", ops.Softmax((1,))(x))
show("LogSoftmax_ax0", ops.LogSoftmax(0)(x))
show("relu_int", ops.relu(Tensor(np.array([-1, 2], np.int32))))
print(ops.Softmax().axis, ops.LogSoftmax().axis)
