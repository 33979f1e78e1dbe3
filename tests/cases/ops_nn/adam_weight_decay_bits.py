# nn.AdamWeightDecay's update bit for bit (MindSpore's AdamWeightDecay CPU kernel): fused float32 m/v updates,
# then param - lr * (m / (sqrt(v) + eps) + weight_decay * param) in float64; decayed and undecayed parameters,
# a dynamic learning rate, three steps. Float32 results are printed as bit patterns ('b' + 8 hex digits).
import numpy as np
import mindspore as ms

ms.set_context(deterministic="ON")  # mindshim reproduces MindSpore's float32 optimizer bits in deterministic mode
from mindspore import Parameter, Tensor, nn


def bits(a):
    return " ".join("b%08x" % u for u in np.asarray(a, np.float32).reshape(-1).view(np.uint32))


shapes = [(1,), (5,), (3, 7)]
for label, kwargs in [
    ("wd 0.1", dict(learning_rate=0.05, weight_decay=0.1)),
    ("wd 0", dict(learning_rate=0.05)),
    ("dynamic lr", dict(learning_rate=nn.ExponentialDecayLR(0.1, 0.9, 1), weight_decay=0.01, eps=1e-8)),
]:
    rng = np.random.default_rng(11)
    ps = [Parameter(Tensor(rng.standard_normal(s).astype(np.float32)), n) for n, s in zip(["w", "beta", "gamma"], shapes)]
    opt = nn.AdamWeightDecay(ps, **kwargs)
    for step in range(3):
        opt(tuple(Tensor(rng.standard_normal(s).astype(np.float32)) for s in shapes))
    for p in ps:
        print(label, p.name, bits(p.asnumpy()))
