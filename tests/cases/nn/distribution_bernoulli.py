# nn.probability.distribution.Bernoulli: pmf/log_prob/cdf/survival, mean/mode/var/sd/entropy, kl_loss/cross_entropy,
# parameters at creation or per call, the checks, and sample shapes and dtypes (values differ: other generators).
import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.nn.probability import distribution as msd


def attempt(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])


b = msd.Bernoulli(0.3)
x = Tensor(np.array([0, 1, 1, 0], np.int32))
print(b.name, b.dtype, b.probs, b.is_scalar_batch, b.get_dist_type())
for m in ("prob", "log_prob", "cdf", "survival_function"):
    print(m, getattr(b, m)(x))
print("cdf float", b.cdf(Tensor(np.array([-0.5, 0.0, 0.7, 1.0, 3.0], np.float32))))
print("stats", b.mean(), b.var(), b.sd(), b.entropy())
attempt("mode", lambda: b.mode())
pb = Tensor(np.array([0.5, 0.8], np.float32))
print("kl", b.kl_loss("Bernoulli", pb), b.cross_entropy("Bernoulli", pb))
print("per call", b.prob(x, Tensor(np.array([0.9], np.float32))), b.mean(pb))
bb = msd.Bernoulli([0.2, 0.7], dtype=ms.float32)
print(bb.is_scalar_batch, bb.batch_shape, bb.log_prob(Tensor(np.array([[1.0], [0.0]], np.float32))))
print(b.sample().shape, b.sample().dtype, b.sample((2, 3)).shape, bb.sample((4,)).shape, bb.sample((4,)).dtype)
s = b.sample((2000,)).asnumpy()
print(sorted(set(s.tolist())))
attempt("probs 0", lambda: msd.Bernoulli(0.0))
attempt("probs 1", lambda: msd.Bernoulli([0.5, 1.0]))
attempt("bool dtype", lambda: msd.Bernoulli(0.5, dtype=ms.bool_))
attempt("no probs", lambda: msd.Bernoulli().mean())
attempt("kl dist", lambda: b.kl_loss("Normal", pb))
