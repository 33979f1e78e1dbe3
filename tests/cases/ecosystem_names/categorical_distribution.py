# nn.probability.distribution.Categorical: prob / log_prob / cdf / survival, mean (MindSpore keeps the last axis),
# mode, var, sd, entropy, kl_loss, cross_entropy with the distribution's probs and with probs passed at call; the
# shapes of sample(); the construction checks (rank, sum to one, range, dtype) and bad call arguments.
import numpy as np

import mindspore as ms
from mindspore import Tensor
import mindspore.nn.probability.distribution as msd


def show(tag, fn):
    try:
        r = fn()
        if isinstance(r, Tensor):
            print(tag, r.dtype, r.shape, np.round(r.asnumpy().astype(np.float64), 5).tolist())
        else:
            print(tag, r)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


ms.set_seed(1)
c = msd.Categorical(probs=[0.2, 0.5, 0.3], dtype=ms.int32)
print(c, c.name, c.dtype, c.probs.dtype, c.probs.shape, c.is_scalar_batch, c.batch_shape, c.broadcast_shape)
v = Tensor([0, 1, 2, 3, -1, 0.5, -0.5, 1.7], ms.float32)
for m in ("prob", "log_prob", "cdf", "survival_function", "log_cdf", "log_survival"):
    show(m, lambda: getattr(c, m)(v))
show("prob int", lambda: c.prob(Tensor([2, 0], ms.int32)))
show("prob scalar", lambda: c.prob(Tensor(1, ms.int32)))
for m in ("mean", "mode", "var", "sd", "entropy"):
    show(m, lambda: getattr(c, m)())
pb = Tensor([0.1, 0.6, 0.3], ms.float32)
show("kl", lambda: c.kl_loss("Categorical", pb))
show("cross", lambda: c.cross_entropy("Categorical", pb))
show("kl probs a", lambda: c.kl_loss("Categorical", pb, Tensor([0.3, 0.3, 0.4], ms.float32)))
print(
    c.sample().shape, c.sample((2, 3)).shape, c.sample((4,)).dtype, set(c.sample((50,)).asnumpy().tolist()) <= {0, 1, 2}
)

batch = msd.Categorical(probs=[[0.9, 0.1], [0.25, 0.75]], dtype=ms.float32)
print(batch, batch.is_scalar_batch, batch.batch_shape, batch.broadcast_shape)
show("b prob", lambda: batch.prob(Tensor([1, 0], ms.int32)))
show("b prob bcast", lambda: batch.prob(Tensor([[1], [0], [1]], ms.int32)))
show("b log_prob", lambda: batch.log_prob(Tensor([[0, 1], [1, 1]], ms.int32)))
show("b cdf", lambda: batch.cdf(Tensor([0, 1], ms.int32)))
for m in ("mean", "mode", "var", "entropy"):
    show("b " + m, lambda: getattr(batch, m)())
show("b kl", lambda: batch.kl_loss("Categorical", Tensor([[0.5, 0.5], [0.5, 0.5]], ms.float32)))
print(batch.sample().shape, batch.sample((3,)).shape, batch.sample((3,)).dtype)

free = msd.Categorical()
p = Tensor([0.6, 0.4], ms.float32)
show("free prob", lambda: free.prob(Tensor([1, 0], ms.int32), p))
show("free mean", lambda: free.mean(p))
show("free entropy", lambda: free.entropy(p))
show("free kl", lambda: free.kl_loss("Categorical", Tensor([0.5, 0.5], ms.float32), p))
print(free.sample((2,), p).shape)
show("free no probs", lambda: free.mean())
show("wrong dist", lambda: c.kl_loss("Normal", pb))
show("rank 0", lambda: msd.Categorical(probs=0.5))
show("sum", lambda: msd.Categorical(probs=[0.2, 0.2]))
show("range", lambda: msd.Categorical(probs=[1.5, -0.5]))
show("dtype", lambda: msd.Categorical(probs=[0.5, 0.5], dtype=ms.bool_))
show("value type", lambda: c.prob([1]))
show("sample shape", lambda: c.sample([2]))
show("f64", lambda: msd.Categorical(probs=np.array([0.5, 0.5], np.float64)).entropy())
