# Cell.update_cell_prefix / param_prefix, get_sub_cell, offload's checks (mindspore.graph.lazy_inline importable).
import mindspore as ms
from mindspore import nn, Tensor
import numpy as np
from mindspore.graph.lazy_inline import lazy_inline


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 2)
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(self.dense(x))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.seq = nn.SequentialCell([nn.Dense(2, 2), nn.ReLU()])
        self.w = ms.Parameter(Tensor(np.ones(2, np.float32)))

    def construct(self, x):
        return self.seq(self.inner(x)) * self.w


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r)
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


net = Net()
print("before", repr(net.param_prefix), repr(net.inner.param_prefix), repr(net.inner.dense.param_prefix))
print(net.update_cell_prefix())
for n, c in net.cells_and_names():
    print(repr(n), type(c).__name__, repr(c.param_prefix))
attempt("sub_empty", lambda: type(net.get_sub_cell("")).__name__)
attempt("sub_inner", lambda: type(net.get_sub_cell("inner.dense")).__name__)
attempt("sub_seq", lambda: type(net.get_sub_cell("seq.0")).__name__)
attempt("sub_missing", lambda: net.get_sub_cell("inner.conv"))
attempt("sub_param", lambda: net.get_sub_cell("w"))
attempt("sub_attr", lambda: net.get_sub_cell("inner.dense.weight"))
attempt("sub_int", lambda: net.get_sub_cell(3))
attempt("offload_auto", lambda: net.offload())
attempt("offload_int", lambda: net.offload(5))
attempt("offload_zero", lambda: net.offload(0))
attempt("offload_bad", lambda: net.offload("Manual"))
attempt("offload_neg", lambda: net.offload(-1))
attempt("offload_float", lambda: net.offload(1.5))
print(callable(lazy_inline))
