# nn.ForwardValueAndGrad over get_all / get_by_list / sens_param / weights: its docstring example (a
# SoftmaxCrossEntropyWithLogits loss, whose MindSpore gradient is softmax - labels for the logits and 0 for the
# labels, whatever the labels sum to), and the same matrix on a net with an exact gradient, in both modes
import numpy as np
from mindspore import Tensor, nn, ops, ParameterTuple, Parameter, context


def show(r):
    if isinstance(r, (tuple, list)):
        return type(r).__name__ + "(" + ", ".join(show(v) for v in r) + ")"
    if isinstance(r, Tensor):
        return f"T{r.shape}{r.dtype}{np.round(r.asnumpy().astype(np.float64), 4).tolist()}"
    return repr(r)


def attempt(tag, fn):
    try:
        print(tag, "OK", show(fn()))
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:200])


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = Parameter(Tensor(np.ones([2, 2]).astype(np.float32)), name="weight")
        self.matmul = ops.MatMul()

    def construct(self, x):
        out = self.matmul(x, self.weight)
        return out


net = Net()
criterion = nn.SoftmaxCrossEntropyWithLogits()
net_with_criterion = nn.WithLossCell(net, criterion)
weight = ParameterTuple(net.trainable_params())
train_network = nn.ForwardValueAndGrad(net_with_criterion, weights=weight, get_all=True, get_by_list=True)
inputs = Tensor(np.ones([1, 2]).astype(np.float32))
labels = Tensor(np.ones([1, 2]).astype(np.float32))
result = train_network(inputs, labels)
print(result)


class Affine(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[1.0, -2.0], [0.5, 3.0]], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.1, -0.2], np.float32)), name="b")

    def construct(self, x, y):
        return ops.matmul(x, self.w) * y + self.b


x = Tensor(np.array([[1.0, 2.0], [-1.0, 0.5]], np.float32))
y = Tensor(np.array([[2.0, 1.0], [0.5, -1.0]], np.float32))
sens = Tensor(np.array([[1.0, 2.0], [3.0, -1.0]], np.float32))
for mode in (context.PYNATIVE_MODE, context.GRAPH_MODE):
    context.set_context(mode=mode)
    for get_all in (False, True):
        for get_by_list in (False, True):
            for sens_param in (False, True):
                a = Affine()
                ws = ParameterTuple(a.trainable_params()) if get_by_list else None
                f = nn.ForwardValueAndGrad(a, weights=ws, get_all=get_all, get_by_list=get_by_list,
                                           sens_param=sens_param)  # fmt: skip
                args = (x, y, sens) if sens_param else (x, y)
                attempt(f"mode{mode} all={get_all} list={get_by_list} sens={sens_param}", lambda: f(*args))
    a = Affine()
    attempt(f"mode{mode} ParameterTuple of one", lambda: nn.ForwardValueAndGrad(
        a, weights=ParameterTuple([a.w]), get_by_list=True)(x, y))  # fmt: skip
    attempt(f"mode{mode} sce all+list", lambda: nn.ForwardValueAndGrad(
        nn.WithLossCell(Net(), nn.SoftmaxCrossEntropyWithLogits(reduction="mean")), weights=None, get_all=True)(
        Tensor(np.array([[1.0, 2.0], [0.5, -1.0]], np.float32)), Tensor(np.array([[0.3, 0.3], [1.0, 0.0]], np.float32))))
