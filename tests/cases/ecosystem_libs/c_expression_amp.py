# mindspore._c_expression.amp (mindone 0.4.0 imports it): AmpLevel, AmpStrategy, create_amp_strategy and the strategy
# stack (push/pop/get_curr_amp_strategy) that amp.auto_mixed_precision(..., 'auto') pushes around each call.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore._c_expression.amp import (
    AmpLevel,
    create_amp_strategy,
    get_curr_amp_strategy,
    pop_amp_strategy,
    push_amp_strategy,
)
from mindspore.amp import auto_mixed_precision


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


def describe(s):
    if s is None:
        return None
    return (str(s.get_amp_level()), str(s.get_amp_dtype()), s.get_white_list(), s.get_black_list())


print([(name, int(level), str(level), repr(level)) for name, level in AmpLevel.__members__.items()])
print(AmpLevel.AmpAuto == 4, AmpLevel.AmpO0 == AmpLevel.AmpO0, AmpLevel.AmpO1 != AmpLevel.AmpO2)
s = create_amp_strategy(AmpLevel.AmpAuto, ms.float16, [("MatMul", [0, 1])], [("Softmax", [])])
print(describe(s))
print(describe(create_amp_strategy(AmpLevel.AmpO3, None, [], [])))
print(describe(create_amp_strategy(AmpLevel.AmpO2, ms.bfloat16, [], [("Exp", [])])))
print(describe(create_amp_strategy(AmpLevel.AmpO1, ms.float32, [], [])))
wl = s.get_white_list()
wl.append(("Add", []))
print(len(s.get_white_list()), type(s.get_white_list()[0]).__name__)
attempt("level str", lambda: create_amp_strategy("auto", ms.float16, [], []))
attempt("level int", lambda: create_amp_strategy(4, ms.float16, [], []))
attempt("dtype", lambda: create_amp_strategy(AmpLevel.AmpAuto, "float16", [], []))
attempt("list", lambda: create_amp_strategy(AmpLevel.AmpAuto, ms.float16, ["MatMul"], []))
attempt("push", lambda: push_amp_strategy("O1", ms.float16, [], []))

print("current", describe(get_curr_amp_strategy()))
push_amp_strategy(AmpLevel.AmpO1, ms.float16, [("MatMul", [])], [])
push_amp_strategy(AmpLevel.AmpAuto, ms.bfloat16, [], [("Exp", [])])
print("inner", describe(get_curr_amp_strategy()))
pop_amp_strategy()
print("outer", describe(get_curr_amp_strategy()))
pop_amp_strategy()
print("none", describe(get_curr_amp_strategy()))
pop_amp_strategy()
print("pop empty", describe(get_curr_amp_strategy()))

x = Tensor(np.random.default_rng(0).uniform(-1, 1, (2, 4)).astype(np.float32))


class Probe(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 3)

    def construct(self, x):
        self.seen = describe(get_curr_amp_strategy())
        return self.dense(x)


ms.set_seed(0)
net = auto_mixed_precision(Probe(), "auto", ms.float16)
strategy = net.amp_strategy
white, black = strategy.get_white_list(), strategy.get_black_list()
print(str(strategy.get_amp_level()), strategy.get_amp_dtype(), len(white), len(black))
print([n for n, _ in white])
print([n for n, _ in black])
print(all(i == [] for _, i in white + black), net._amp_level)
print("before", get_curr_amp_strategy())
out = net(x)
print("during", net.seen[:2], len(net.seen[2]), len(net.seen[3]))
print("after", get_curr_amp_strategy(), out.shape)


def fn(a):
    return describe(get_curr_amp_strategy())[:2], a.shape


f = auto_mixed_precision(fn, "auto", ms.bfloat16)
print(f(x), f.__name__, str(f.amp_strategy.get_amp_dtype()), f._amp_level, get_curr_amp_strategy())
bad = auto_mixed_precision(lambda a: ops.reshape(a, (3, 3)), "auto", ms.float16)
attempt("raises", lambda: bad(x).shape)
print("after raise", get_curr_amp_strategy())
