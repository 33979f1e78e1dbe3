# jit/Cell compile options: JitConfig defaults (backend, debug_level), set_jit_config, jit_config / jit_syntax_level context keys, jit on a Cell instance, method and function
import mindspore as ms
from mindspore import nn, ops, Tensor, jit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return ops.relu(self.fc(x))


net = Net()
net.set_jit_config(ms.JitConfig(jit_level="O1"))
print(net.get_jit_config() if hasattr(net, "get_jit_config") else "no get_jit_config")
cfg = ms.JitConfig(jit_level="O0", exc_mode="auto", jit_syntax_level="LAX")
print(sorted(cfg.jit_config_dict.items()))
ms.set_context(mode=ms.GRAPH_MODE, jit_config={"jit_level": "O0"})
print(ms.get_context("mode"), ms.get_context("jit_config"))
x = Tensor([[1.0, -3.0]])
print(net(x))
ms.set_context(jit_syntax_level=ms.STRICT)
print(ms.get_context("jit_syntax_level"), ms.STRICT, ms.LAX, ms.COMPATIBLE)
ms.set_context(jit_syntax_level=ms.LAX)
print(net(x))
ms.set_context(mode=ms.PYNATIVE_MODE)
jn = jit(net)
print(type(jn).__name__, jn(x))
print(ms.GRAPH_MODE, ms.PYNATIVE_MODE, ms.context.GRAPH_MODE)
try:
    ms.set_context(mode=3)
except Exception as e:
    print(type(e).__name__, e)
for kw in ({}, {"jit_level": "O1"}, {"debug_level": "DEBUG"}, {"backend": "GE"}, {"infer_boost": "on"}, {"foo": 1}):
    try:
        print(kw, sorted(ms.JitConfig(**kw).jit_config_dict.items()))
    except Exception as e:
        print(kw, type(e).__name__, e)
net = nn.ReLU()
jn = jit(net)
print(jn.__self__ is net, jn.__name__, jn.__func__.__name__)


@jit
def f(x):
    return x


print(type(f).__name__, f.__name__)


class N(nn.Cell):
    @jit
    def construct(self, x):
        return x


print(type(N().construct).__name__, N.construct.__name__)
