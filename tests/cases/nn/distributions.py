# nn.probability.distribution Normal and Uniform (MindEarth's use): prob/log_prob/cdf/survival/entropy/kl_loss/
# cross_entropy/mean/sd/var/mode with the parameters set at creation or passed per call, the argument checks, and
# sample shapes (values are not compared: the generators differ).
import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.nn.probability import distribution as msd


def attempt(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])


x = Tensor(np.array([-1.0, 0.5, 2.0], np.float32))
n = msd.Normal(0.0, 1.0)
print(n.name, n.dtype, n.seed, n.is_scalar_batch, n.batch_shape, n.get_dist_type())
for m in ("prob", "log_prob", "cdf", "log_cdf", "survival_function", "log_survival"):
    print(m, getattr(n, m)(x))
print("mean", n.mean(), n.sd(), n.var(), n.mode(), n.entropy())
mb, sb = Tensor(np.array([1.0], np.float32)), Tensor(np.array([2.0], np.float32))
print("kl", n.kl_loss("Normal", mb, sb), n.cross_entropy("Normal", mb, sb))
print("args", n.prob(x, mb, sb), n("log_prob", x), n("mean", mb, sb))
nb = msd.Normal(np.array([0.0, 1.0], np.float32), np.array([1.0, 2.0], np.float32), seed=3)
print(nb.is_scalar_batch, nb.batch_shape, nb.log_prob(Tensor(np.array([[0.0], [1.0]], np.float32))))
print(n.sample().shape, n.sample((2, 3)).shape, nb.sample((4,)).shape, nb.sample((4,)).dtype)
empty = msd.Normal()
print(empty.log_prob(x, Tensor(0.0, ms.float32), Tensor(2.0, ms.float32)))
attempt("no params", lambda: empty.mean())
attempt("sd 0", lambda: msd.Normal(0.0, 0.0))
attempt("sd -1", lambda: msd.Normal(0.0, [1.0, -1.0]))
attempt("int dtype", lambda: msd.Normal(0.0, 1.0, dtype=ms.int32))
attempt("kl dist", lambda: n.kl_loss("Uniform", mb, sb))
attempt("value list", lambda: n.prob([1.0]))
attempt("sample list", lambda: n.sample([2]))
attempt("seed", lambda: msd.Normal(0.0, 1.0, seed=-1))
attempt("bool mean", lambda: msd.Normal(True, 1.0))

u = msd.Uniform(0.0, 2.0)
xu = Tensor(np.array([-0.5, 0.0, 1.0, 2.0, 2.5], np.float32))
for m in ("prob", "log_prob", "cdf", "survival_function"):
    print(m, getattr(u, m)(xu))
print("mean", u.mean(), u.sd(), u.var(), u.entropy(), u.low, u.high)
lb, hb = Tensor(np.array([-1.0, 0.5], np.float32)), Tensor(np.array([3.0, 1.5], np.float32))
print("kl", u.kl_loss("Uniform", lb, hb), u.cross_entropy("Uniform", lb, hb))
print(u.prob(xu, Tensor(-1.0, ms.float32), Tensor(1.0, ms.float32)))
print(u.sample().shape, u.sample((3,)).shape, msd.Uniform([0.0, 1.0], [1.0, 3.0]).sample((2,)).shape)
s = u.sample((1000,)).asnumpy()
print(bool((s >= 0).all() and (s < 2).all()))
attempt("low>=high", lambda: msd.Uniform(1.0, 1.0))
attempt("no params", lambda: msd.Uniform().prob(xu))
