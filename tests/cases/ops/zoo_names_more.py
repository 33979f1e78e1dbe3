# More names model-zoo code reaches: the AdamWeightDecay primitive (in-place var/m/v update), common.seed's
# _get_graph_seed (graph and op seeds of a random kernel), serialization.Validator (the _checkparam module).
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from mindspore.common.seed import _get_graph_seed
from mindspore.ops import operations as P
from mindspore.train import serialization


def attempt(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.adam_weight_decay = P.AdamWeightDecay()
        self.var = Parameter(Tensor(np.array([[1.0, 2.0], [-1.0, 0.5]], np.float32)), name="var")
        self.m = Parameter(Tensor(np.array([[0.1, 0.0], [0.2, -0.3]], np.float32)), name="m")
        self.v = Parameter(Tensor(np.array([[0.5, 1.0], [0.1, 0.2]], np.float32)), name="v")

    def construct(self, lr, beta1, beta2, epsilon, decay, grad):
        return self.adam_weight_decay(self.var, self.m, self.v, lr, beta1, beta2, epsilon, decay, grad)


net = Net()
g = Tensor(np.array([[0.5, -1.0], [2.0, 0.0]], np.float32))
out = net(0.01, 0.9, 0.999, 1e-8, 0.1, g)
print(net.var.asnumpy(), net.m.asnumpy(), net.v.asnumpy())
print(type(out).__name__, len(out), out[0].shape)
net(0.001, 0.9, 0.999, 1e-8, 0.0, g)
print(net.var.asnumpy())
print(ops.AdamWeightDecay is P.AdamWeightDecay, P.AdamWeightDecay().use_locking)

print(_get_graph_seed(0, "normal"), _get_graph_seed(None, "normal"))
print(_get_graph_seed(5, "normal"), _get_graph_seed(5, "normal"), _get_graph_seed(5, "uniform"))
ms.set_seed(0)
print(_get_graph_seed(0, "normal"), _get_graph_seed(0, "normal"), _get_graph_seed(5, "normal"))
ms.set_seed(1234)
print(_get_graph_seed(7, "uniform"), _get_graph_seed(7, "uniform"), _get_graph_seed(5, "normal"))
attempt("negative", lambda: _get_graph_seed(-1, "normal"))

print(serialization.Validator is ms._checkparam, serialization.Validator.check_isinstance("x", 1, int))
attempt("check_isinstance", lambda: serialization.Validator.check_isinstance("x", 1.5, int))

from mindspore.ops.composite.multitype_ops import _compile_utils as cu  # noqa: E402

t = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
print(cu._tensor_getitem(t, (1, slice(0, 2))), cu._tensor_getitem_origin(t, 0))
r = cu._tensor_setitem_origin(t, (0, 1), 5.0)
print(type(r).__name__, len(r), r[0] is t, t)
r = cu._tensor_setitem(t, 0, Tensor(9.0))  # (MindSpore 2.10's CPU copy fails for other index/value shapes)
print(r is t, t)
for v in ("a", [1.0], np.float32(2)):
    attempt(f"setitem {type(v).__name__} {v}", lambda: cu._tensor_setitem(t, 1, v))

from mindspore.common._stub_tensor import StubTensor  # noqa: E402

print(isinstance(t, StubTensor), isinstance(ops.add(t, t), StubTensor), StubTensor.__mro__[-1] is object)
