# GradOperation(sens_param=True) with a sens whose shape differs from the output's: a 0-d output (a loss)
# takes a sens of any shape and its gradient starts from the sum of the sens (the zoo's FastText train cell
# passes F.tuple_to_array((1.0,)), shape (1,), for a scalar loss); an output with dimensions takes only its
# own shape (RuntimeError for a 0-d sens, ValueError otherwise). PyNative mode, plus the GRAPH_MODE train
# step over a scalar loss with a one-element sens, where both modes agree.
import numpy as np
import mindspore as ms
import mindspore.common.dtype as mstype
from mindspore import Parameter, ParameterTuple, Tensor, nn, ops
from mindspore.ops import functional as F


def attempt(tag, fn):
    try:
        out = fn()
        print(tag, "->", [np.round(v.asnumpy(), 5).tolist() for v in out])
    except Exception as e:  # the MindSpore message's tail holds an address: keep what precedes it
        print(tag, "->", type(e).__name__, str(e).splitlines()[0].split(", , ")[0])


class Net(nn.Cell):
    def __init__(self, shape):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, -2.0], np.float32)), name="w")
        self.ones = Tensor(np.ones(shape, np.float32))

    def construct(self, x):
        return (self.w * x).sum() * self.ones


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.weights = ParameterTuple(net.trainable_params())
        self.grad = ops.GradOperation(get_by_list=True, sens_param=True)

    def construct(self, x, s):
        return self.grad(self.net, self.weights)(x, s)


x = Tensor(np.array([3.0, 4.0], np.float32))
ms.set_context(mode=ms.PYNATIVE_MODE)
for out_shape in [(), (1,), (3,), (1, 1), (2, 3)]:
    for sens_shape in [(), (1,), (3,), (1, 1), (2, 1), (2, 3), (6,), (1, 2, 3)]:
        s = Tensor(np.arange(1, 1 + int(np.prod(sens_shape)), dtype=np.float32).reshape(sens_shape))
        attempt(f"pynative out{out_shape} sens{sens_shape}", lambda: Grad(Net(out_shape))(x, s))

# get_all (inputs' gradients), a float16 sens and a sens of another dtype for a 0-d output
grad_all = ops.GradOperation(get_all=True, sens_param=True)
f = lambda a, b: (a * b).sum()  # noqa: E731
a, b = Tensor(np.array([1.0, 2.0], np.float32)), Tensor(np.array([3.0, -1.0], np.float32))
attempt("get_all sens(1,)", lambda: grad_all(f)(a, b, Tensor(np.array([2.0], np.float32))))
attempt("get_all sens(2,) f16", lambda: grad_all(f)(a, b, Tensor(np.array([2.0, 0.5], np.float16))))


class Loss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
        self.loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")

    def construct(self, data, label):
        return self.loss(self.fc(data), label)


class TrainStep(nn.Cell):  # the zoo's FastTextTrainOneStepCell, without clipping
    def __init__(self, network, optimizer, sens=1.0):
        super().__init__(auto_prefix=False)
        self.network, self.optimizer, self.sens = network, optimizer, sens
        self.weights = ParameterTuple(network.trainable_params())
        self.grad = ops.GradOperation(get_by_list=True, sens_param=True)
        self.cast = ops.Cast()

    def construct(self, data, label):
        loss = self.network(data, label)
        sens = self.cast(F.tuple_to_array((self.sens,)), mstype.float32)
        grads = self.grad(self.network, self.weights)(data, label, sens)
        return F.depend(loss, self.optimizer(grads))


data = Tensor(np.array([[0.7, -1.0, 2.0, 0.25], [1.0, 1.5, -0.5, 3.0]], np.float32))  # no gradient cancels to 0
label = Tensor(np.array([2, 0], np.int32))
for mode, name in ((ms.PYNATIVE_MODE, "pynative"), (ms.GRAPH_MODE, "graph")):
    ms.set_context(mode=mode)
    net = Loss()
    step = TrainStep(net, nn.Adam(net.trainable_params(), learning_rate=0.1), sens=2.0)
    losses = [round(float(step(data, label).asnumpy()), 5) for _ in range(3)]
    print(name, "train step losses", losses, "fc.bias", np.round(net.fc.bias.asnumpy(), 5).tolist())
