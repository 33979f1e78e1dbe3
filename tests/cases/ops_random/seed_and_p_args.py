"""Random ops' `seed` as MindSpore's _get_graph_seed checks it (check_non_negative_int once a seed is in effect:
TypeError for bool/float/str/tuple/list, ValueError for negatives, nothing checked for None/0 before set_seed),
and ops.bernoulli's `seed` and `p` (Tensor([p]) for a non-Tensor, Float32/Float64 only, shape and [0, 1] checks)."""

import numpy as np

import mindspore as ms
from mindspore import Tensor, ops

x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7 - 1)
xi = Tensor(np.ones((2, 3), np.int32))
sh = (2, 3)
lo, hi = Tensor(0.0, ms.float32), Tensor(1.0, ms.float32)


def attempt(tag, fn):
    try:
        r = fn()
        r = r[0] if isinstance(r, tuple) else r
        print(tag, "->", r.shape, r.dtype, int((r.asnumpy() == r.asnumpy()).sum()))
    except Exception as e:
        lines = str(e).strip().splitlines()
        print(tag, "!!", type(e).__name__, "|", lines[0] if lines else "")


def label(v):
    return f"Tensor{v.shape}{v.dtype}" if isinstance(v, Tensor) else repr(v)


ops_ = {
    "rand_like": lambda s: ops.rand_like(x, s),
    "randn_like": lambda s: ops.randn_like(x, s),
    "randint_like": lambda s: ops.randint_like(xi, 0, 5, s),
    "shuffle": lambda s: ops.shuffle(x, s),
    "standard_normal": lambda s: ops.standard_normal(sh, s),
    "standard_laplace": lambda s: ops.standard_laplace(sh, s),
    "rand": lambda s: ops.rand(2, 3, seed=s),
    "randn": lambda s: ops.randn(2, 3, seed=s),
    "randint": lambda s: ops.randint(0, 5, sh, s),
    "uniform": lambda s: ops.uniform(sh, lo, hi, s),
    "normal": lambda s: ops.normal(sh, lo, hi, s),
    "multinomial": lambda s: ops.multinomial(Tensor([0.2, 0.3, 0.5]), 2, True, s),
}
seeds = [None, 0, 5, -1, True, False, 1.5, "a", (1,), [1]]
for name, fn in ops_.items():
    for s in seeds:
        attempt(f"{name} seed={s!r}", lambda: fn(s))
ms.set_seed(3)
for name, fn in ops_.items():
    for s in [None, 0, 2, -2, True, 2.0]:
        attempt(f"set_seed {name} seed={s!r}", lambda: fn(s))

for s in [None, -1, 0, 7, 1.5, "a", True, (1,)]:
    attempt(f"bernoulli seed={s!r}", lambda: ops.bernoulli(x, 0.5, s))
for p in [0.0, 1.0, 0.5, Tensor(0.5), Tensor([0.5]), Tensor([0.5], ms.float64), Tensor(np.full((2, 3, 4), 0.25)),
          Tensor(np.full((2, 3, 4), 0.25, np.float32)), True, 1, 2, (1,), [1], None, "a", Tensor([0.5], ms.float16),
          Tensor([1], ms.int32), Tensor(np.full((4,), 0.5, np.float32)), float("nan")]:  # fmt: skip
    attempt(f"bernoulli p={label(p)}", lambda: ops.bernoulli(x, p))
attempt("bernoulli int input", lambda: ops.bernoulli(xi, 0.5))
attempt("Bernoulli float p", lambda: ops.Bernoulli()(xi, 0.5))
attempt("Bernoulli tensor p", lambda: ops.Bernoulli()(x, Tensor([0.5])))
attempt("Bernoulli int p", lambda: ops.Bernoulli()(x, Tensor([1])))
# the kernels' own checks (each call forces its result, so an error is reported by the call that made it)
for p in [1.5, 0.5, -0.5, 2.0, 1.25, (0.5,), [0.5], Tensor([[0.5]]), Tensor(np.full((2, 3, 4), 1.5, np.float32))]:
    attempt(f"bernoulli p={label(p)}", lambda: ops.bernoulli(x, p))
attempt("Bernoulli p 3.0", lambda: ops.Bernoulli()(x, Tensor([3.0])))
attempt("bernoulli ok", lambda: ops.bernoulli(x, 0.5))
