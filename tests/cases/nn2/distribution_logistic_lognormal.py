# nn.probability.distribution Logistic and LogNormal: the probability functions, moments, entropy, KL, sample shapes, and the constructor checks (dtype, name, seed, scale, shapes).
import numpy as np

import mindspore as ms
import mindspore.nn.probability.distribution as msd
from mindspore import Tensor


def show(tag, t):
    print(tag, t.shape, t.dtype, np.round(t.asnumpy().astype(np.float64), 4).tolist())


value = Tensor([0.5, 1.0, 2.5, -1.0], ms.float32)
lg = msd.Logistic(3.0, 4.0, dtype=ms.float32)
print(lg)
for name in ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival"):
    show("logistic " + name, getattr(lg, name)(value))
for name in ("mean", "mode", "sd", "var", "entropy"):
    show("logistic " + name, getattr(lg, name)())
show("logistic args", lg.log_prob(value, Tensor([0.0], ms.float32), Tensor([[1.0], [2.0]], ms.float32)))
show("logistic far", lg.log_prob(Tensor([-400.0, 400.0], ms.float32)))
print("logistic sample", lg.sample((2, 3)).shape, msd.Logistic([3.0, 1.0], [4.0, 2.0]).sample((5,)).shape)
print(lg.get_dist_type(), lg.loc, lg.scale, msd.Logistic().loc, msd.Logistic([1.0], [2.0]))

pos = Tensor([0.5, 1.0, 2.5, 4.0], ms.float32)
ln = msd.LogNormal(0.3, 0.8, dtype=ms.float32)
print(ln.loc, ln.scale, ln.get_dist_type(), ln.name, ln.dtype)
for name in ("prob", "log_prob", "cdf"):
    show("lognormal " + name, getattr(ln, name)(pos))
show("lognormal cdf<=0", ln.cdf(Tensor([-1.0, 0.0, 1.0], ms.float32)))
for name in ("mean", "mode", "sd", "var", "entropy"):
    show("lognormal " + name, getattr(ln, name)())
show("lognormal kl", ln.kl_loss("LogNormal", Tensor([0.1], ms.float32), Tensor([1.2], ms.float32)))
show("lognormal cross", ln.cross_entropy("LogNormal", Tensor([0.1], ms.float32), Tensor([1.2], ms.float32)))
show("lognormal args", ln.prob(pos, Tensor([0.0], ms.float32), Tensor([[1.0], [2.0]], ms.float32)))
s = msd.LogNormal(np.array([0.3]), np.array([[0.2], [0.4]]), dtype=ms.float32).sample((3,))
print("lognormal sample", s.shape, bool((s.asnumpy() > 0).all()), ln.sample().shape)

for cls in (msd.Logistic, msd.LogNormal):
    for kwargs in [dict(dtype=ms.int32), dict(name=1.0), dict(seed="seed"), dict(seed=-1), dict(seed=1.5)]:
        try:
            cls(0.0, 1.0, **kwargs)
            print(cls.__name__, kwargs, "ok")
        except Exception as e:
            print(cls.__name__, kwargs, type(e).__name__, e)
    for args in [(0.0, 0.0), (0.0, -1.0)]:
        try:
            cls(*args)
            print(cls.__name__, args, "ok")
        except Exception as e:
            print(cls.__name__, args, type(e).__name__, str(e).splitlines()[0])
# last: MindSpore reports a failed kernel's error again on the next failing call
for cls in (msd.Logistic, msd.LogNormal):
    try:
        cls([[2.0], [1.0]], [[2.0], [3.0], [4.0]])
        print(cls.__name__, "ok")
    except Exception as e:
        print(cls.__name__, "shapes", type(e).__name__, str(e).splitlines()[0])
