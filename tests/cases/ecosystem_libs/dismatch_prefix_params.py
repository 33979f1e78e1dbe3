# mindspore.train.serialization._load_dismatch_prefix_params (mindone's load_param_into_net_with_filter calls it):
# load the net's not-loaded parameters from the dict under a common prefix, removing them from the list in place.
import numpy as np

from mindspore import Parameter, Tensor, nn
from mindspore.train.serialization import _load_dismatch_prefix_params


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


def entry(name, value, dtype=np.float32):
    return Parameter(Tensor(np.asarray(value, dtype)), name=name)


net = nn.Dense(2, 3)
w0 = net.weight.asnumpy().copy()
pd = {
    "model.weight": entry("model.weight", np.arange(6).reshape(3, 2)),
    "model.bias": entry("model.bias", [7, 8, 9]),
    "other": entry("other", [1.0]),
}
todo = ["weight", "bias"]
print(_load_dismatch_prefix_params(net, pd, todo, False), todo)
print(net.weight.value(), net.bias.value())

# only the parameters named in the list are considered
net = nn.Dense(2, 3)
b0 = net.bias.asnumpy().copy()
todo = ["weight"]
_load_dismatch_prefix_params(net, pd, todo, False)
print(todo, net.weight.value(), np.array_equal(net.bias.asnumpy(), b0))

# a prefix that covers only some: the rest stays in the list
net = nn.Dense(2, 3)
pd2 = {"a.weight": entry("a.weight", np.ones((3, 2)))}
todo = ["weight", "bias"]
_load_dismatch_prefix_params(net, pd2, todo, False)
print(todo, net.weight.value())

# no dict name ends with a not-loaded name: nothing changes
net = nn.Dense(2, 3)
w0 = net.weight.asnumpy().copy()
todo = ["weight", "bias"]
_load_dismatch_prefix_params(net, {"x": entry("x", [1.0])}, todo, False)
print(todo, np.array_equal(net.weight.asnumpy(), w0))

# dtype: float16 into float32 converts unless strict; shape mismatch raises
net = nn.Dense(2, 3)
todo = ["weight"]
_load_dismatch_prefix_params(net, {"m.weight": entry("m.weight", np.full((3, 2), 2), np.float16)}, todo, False)
print(todo, net.weight.dtype, net.weight.value())
todo = ["weight"]
attempt(
    "strict",
    lambda: _load_dismatch_prefix_params(
        net, {"m.weight": entry("m.weight", np.full((3, 2), 2), np.float16)}, todo, True
    ),
)
todo = ["weight"]
attempt(
    "shape", lambda: _load_dismatch_prefix_params(net, {"m.weight": entry("m.weight", np.ones((2, 3)))}, todo, False)
)
print(todo)
