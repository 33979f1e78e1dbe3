# experimental.optim.AdamW bit for bit: MindSpore's graph of single float32 ops (decoupled decay,
# m = m * beta1 + g * (1 - beta1), v = v * beta2 + (1 - beta2) * (g * g), denom = sqrt(v) / bc2 + eps,
# param -= (m / denom) * step_size), with and without AMSGrad and maximize, three steps.
# Float32 results are printed as bit patterns ('b' + 8 hex digits).
import numpy as np
import mindspore as ms

ms.set_context(deterministic="ON")  # mindshim reproduces MindSpore's float32 optimizer bits in deterministic mode
from mindspore import Parameter, Tensor
from mindspore.experimental import optim


def bits(a):
    return " ".join("b%08x" % u for u in np.asarray(a, np.float32).reshape(-1).view(np.uint32))


shapes = [(1,), (5,), (3, 7), (1003,)]
for label, kwargs in [
    ("default", dict(lr=0.01)),
    ("wd amsgrad", dict(lr=0.05, weight_decay=0.1, amsgrad=True, betas=(0.8, 0.99), eps=1e-6)),
    ("maximize", dict(lr=0.02, maximize=True)),
]:
    rng = np.random.default_rng(5)
    ps = [Parameter(Tensor(rng.standard_normal(s).astype(np.float32)), f"w{i}") for i, s in enumerate(shapes)]
    opt = optim.AdamW(ps, **kwargs)
    for step in range(3):
        opt(tuple(Tensor(rng.standard_normal(s).astype(np.float32)) for s in shapes))
    for p in ps[:3]:
        print(label, p.name, bits(p.asnumpy()))
    u = ps[3].asnumpy().view(np.uint32).astype(np.uint64)
    print(label, "w3 digest", "b%016x" % int((u * np.arange(1, u.size + 1, dtype=np.uint64)).sum()), bits(ps[3].asnumpy()[-5:]))
