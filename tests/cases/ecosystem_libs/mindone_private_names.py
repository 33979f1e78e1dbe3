# Private names mindone 0.3.0 imports: common.api._function_forbid_reuse, nn_func's interpolate helpers
# (_interploate_ext_make_tuple, _interpolate_ext_scale_factor_convert_size) and train.amp._auto_black_list.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from mindspore.common.api import _function_forbid_reuse
from mindspore.ops.function.nn_func import _interploate_ext_make_tuple, _interpolate_ext_scale_factor_convert_size
from mindspore.train.amp import _auto_black_list


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


def f(x):
    return x + 1


g = _function_forbid_reuse(f)
print(g is f, f.__function_forbid_reuse__, g(Tensor([1.0])))
attempt("lambda", lambda: _function_forbid_reuse(lambda x: x).__function_forbid_reuse__)
attempt("class", lambda: _function_forbid_reuse(nn.Dense))
attempt("cell", lambda: _function_forbid_reuse(nn.ReLU()))

x3 = Tensor(np.zeros((1, 2, 5), np.float32))
x4 = Tensor(np.zeros((2, 3, 7, 9), np.float32))
x5 = Tensor(np.zeros((1, 1, 3, 4, 5), np.float32))
for x in (x3, x4, x5):
    print(_interploate_ext_make_tuple(x, 2), _interploate_ext_make_tuple(x, 1.5))
print(_interploate_ext_make_tuple(x4, [3, 4]), _interploate_ext_make_tuple(x4, (3,)))
print(_interpolate_ext_scale_factor_convert_size(x4, (2.0, 0.5)))
print(_interpolate_ext_scale_factor_convert_size(x4, (1.3, 1.7)))
print(_interpolate_ext_scale_factor_convert_size(x4, (1.5,)))
print(_interpolate_ext_scale_factor_convert_size(x3, (2.5, 3.0)))
print(_interpolate_ext_scale_factor_convert_size(x5, [0.5, 1.0, 2.2]))


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 4)
        self.norm = nn.LayerNorm((4,))
        self.seq = nn.SequentialCell([nn.Dense(4, 4), nn.BatchNorm1d(4), nn.ReLU()])

    def construct(self, x):
        return self.seq(self.norm(self.dense(x)))


ms.set_seed(0)
net = Block()
out = _auto_black_list(net, [nn.LayerNorm, nn.BatchNorm1d], ms.float16)
print(out is net, type(net.norm).__name__, type(net.seq[1]).__name__, type(net.dense).__name__)
print([type(c).__name__ for c in net.seq.cell_list])
net.set_train(False)
y = net(Tensor(np.random.default_rng(0).uniform(-1, 1, (3, 4)).astype(np.float32)))
print(y.dtype, y.shape)
print(type(net.norm._backbone).__name__, net.norm.dtype)
net2 = Block()
_auto_black_list(net2, [], ms.bfloat16)
print(type(net2.norm).__name__)
net3 = Block()
_auto_black_list(net3, [nn.Dense], ms.float16)
print(type(net3.dense).__name__, [type(c).__name__ for c in net3.seq.cell_list])
