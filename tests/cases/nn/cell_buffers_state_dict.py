# Cell buffers (_Buffer, register_buffer, named_buffers, get_buffer) and state_dict/load_state_dict with hooks.
import os
import tempfile

import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from mindspore.common.parameter import _Buffer


def err(tag, fn, full=False):
    try:
        out = fn()
        print(tag, "ok", out)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e) if full else str(e).splitlines()[0])


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.buffer_0 = _Buffer(Tensor(np.array([1, 2, 3]).astype(np.float32)))
        self.param_0 = ms.Parameter(Tensor(np.array([10, 20, 30]).astype(np.float32)))
        self.dense = nn.Dense(2, 3, weight_init="ones", bias_init="zeros")
        self.register_buffer("hidden", Tensor(np.array([5.0], np.float32)), persistent=False)

    def construct(self, x):
        return (self.dense(x) + self.buffer_0) * self.hidden + self.param_0


class Outer(nn.Cell):
    def __init__(self, sub):
        super().__init__()
        self.sub = sub
        self.buffer_1 = _Buffer(Tensor(np.array([6, 6, 6]).astype(np.float32)))
        self.register_buffer("buffer_2", Tensor(np.array([7, 7, 7]).astype(np.float32)))
        self.register_buffer("empty", None)
        self.param_1 = ms.Parameter(Tensor(np.array([8, 8, 8]).astype(np.float32)))

    def construct(self, x):
        return self.sub(x) + self.buffer_1 - self.buffer_2 - self.param_1


net = Outer(Inner())
x = Tensor(np.ones((1, 2), np.float32))
print("out", net(x))
print("buffers", [(n, b.asnumpy().tolist()) for n, b in net.named_buffers()])
print("buffers_local", [n for n, _ in net.named_buffers(recurse=False)])
print("buffers_prefix", [n for n, _ in net.named_buffers(prefix="m")])
print("buffers_list", len(list(net.buffers())), len(list(net.buffers(recurse=False))))
print("params", [n for n, _ in net.parameters_and_names()])
print("get_buffer", net.get_buffer("sub.buffer_0").asnumpy().tolist())
err("get_buffer_param", lambda: net.get_buffer("sub.param_0"))
err("get_buffer_missing", lambda: net.get_buffer("sub.nothing"))
print("attr", net.buffer_2.asnumpy().tolist(), net.empty, isinstance(net.buffer_1, _Buffer))

sd = net.state_dict()
print("state_dict", type(sd).__name__, list(sd.keys()))
print("kinds", [isinstance(v, ms.Parameter) for v in sd.values()])
print("prefixed", list(net.state_dict(prefix="top.").keys())[:2])

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "net.ckpt")
    ms.save_checkpoint(net.state_dict(), path)
    loaded = ms.load_checkpoint(path)
    print("ckpt_keys", sorted(loaded.keys()))
    net2 = Outer(Inner())
    net2.buffer_1.assign_value(Tensor(np.zeros(3, np.float32)))
    net2.param_1.set_data(Tensor(np.zeros(3, np.float32)))
    print("before", net2.buffer_1.asnumpy().tolist(), net2.param_1.asnumpy().tolist())
    res = net2.load_state_dict(loaded)
    print("result", res.missing_keys, res.unexpected_keys)
    print("after", net2.buffer_1.asnumpy().tolist(), net2.param_1.asnumpy().tolist(), net2(x))

partial = {k: v for k, v in net.state_dict().items() if k != "buffer_2"}
partial["extra"] = Tensor(np.ones(1, np.float32))
err("strict", full=True, fn=lambda: Outer(Inner()).load_state_dict(partial))
r = Outer(Inner()).load_state_dict(partial, strict=False)
print("nonstrict", r.missing_keys, r.unexpected_keys)
bad = dict(net.state_dict())
bad["buffer_1"] = Tensor(np.ones(4, np.float32))
err("shape", full=True, fn=lambda: Outer(Inner()).load_state_dict(bad))
bad2 = dict(net.state_dict())
bad2["buffer_1"] = 3
err("not_tensor", full=True, fn=lambda: Outer(Inner()).load_state_dict(bad2))
err("not_mapping", lambda: net.load_state_dict([1]))

log = []
inner = Inner()
inner.register_state_dict_pre_hook(lambda cell, prefix, keep_vars: log.append(("pre", prefix, keep_vars)))
h = inner.register_state_dict_post_hook(lambda cell, sd, prefix, meta: log.append(("post", prefix, len(sd))))
inner.register_load_state_dict_pre_hook(lambda cell, sd, prefix, meta, strict, mk, uk, em: log.append(("lpre", prefix)))
inner.register_load_state_dict_post_hook(lambda cell, keys: log.append(("lpost", list(keys.missing_keys))))
outer = Outer(inner)
outer.state_dict()
outer.load_state_dict(outer.state_dict())
h.remove()
outer.state_dict()
print("hooks", log)

err("reg_before_init", lambda: type("C", (nn.Cell,), {"__init__": lambda self: self.register_buffer("a", None)})())
err("reg_bad_name", lambda: nn.Cell().register_buffer(1, None))
err("reg_dot", lambda: nn.Cell().register_buffer("a.b", None))
err("reg_empty", lambda: nn.Cell().register_buffer("", None))
err("reg_exists", lambda: Inner().register_buffer("param_0", None))
err("reg_bad_value", lambda: nn.Cell().register_buffer("a", 3))
err("buffer_none", lambda: _Buffer(None))
err("buffer_numpy", lambda: _Buffer(np.ones(2)))
c = Outer(Inner())
err("assign_tensor", lambda: setattr(c, "buffer_2", Tensor(np.ones(3, np.float32))))
c.buffer_2 = _Buffer(Tensor(np.ones(3, np.float32)))
print("reassigned", c.buffer_2.asnumpy().tolist())
c.buffer_2 = None
print("none", c.buffer_2, list(c.state_dict().keys()))
del c.buffer_1
print("deleted", [n for n, _ in c.named_buffers()])
