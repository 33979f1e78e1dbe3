"""Losses' `target`/`labels` and kron/dist/inner/outer/mv/cosine_similarity's second operand when it is not a
Tensor: MindSpore's _check_is_tensor TypeError, its primitives' signature errors, its own TypeErrors and the
AttributeErrors its Python raises, in its order; the accepted Tensor calls' values."""

import numpy as np

from mindspore import Tensor, ops

x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7 - 1)
x2 = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 5 - 1)
y2 = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 11)
v = Tensor(np.array([1.0, -2.0, 0.5, 3.0], np.float32))
lab = Tensor(np.array([0, 2, 1], np.int64))


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r.shape, r.dtype, np.round(r.asnumpy().astype(np.float64).ravel()[:6], 4).tolist())
    except Exception as e:
        lines = str(e).strip().splitlines()
        print(tag, "!!", type(e).__name__, "|", lines[0] if lines else "")


fns = {
    "huber_loss": lambda a, b: ops.huber_loss(a, b),
    "l1_loss": lambda a, b: ops.l1_loss(a, b),
    "smooth_l1_loss": lambda a, b: ops.smooth_l1_loss(a, b),
    "soft_margin_loss": lambda a, b: ops.soft_margin_loss(a, b),
    "hinge_embedding_loss": lambda a, b: ops.hinge_embedding_loss(a, b),
    "multilabel_soft_margin_loss": lambda a, b: ops.multilabel_soft_margin_loss(a, b),
    "kl_div": lambda a, b: ops.kl_div(a, b),
    "cross_entropy": lambda a, b: ops.cross_entropy(a, b),
    "kron": lambda a, b: ops.kron(a, b),
    "dist": lambda a, b: ops.dist(a, b),
    "inner": lambda a, b: ops.inner(a, b),
    "outer": lambda a, b: ops.outer(a, b),
    "cosine_similarity": lambda a, b: ops.cosine_similarity(a, b),
}
for name, f in fns.items():
    for b in [True, 1.5, 2, None, "a", (1,), [1], (1.0, 2.0)]:
        attempt(f"{name} {b!r}", lambda: f(x, b))
    if name != "soft_margin_loss":  # MindSpore's CPU build has no SoftMarginLoss kernel
        attempt(f"{name} tensor", lambda: f(x2, y2))
for b in [True, 1.5, (1,), [1], None]:
    attempt(f"mv {b!r}", lambda: ops.mv(x2, b))
    attempt(f"mv mat {b!r}", lambda: ops.mv(b, v))
    attempt(f"outer first {b!r}", lambda: ops.outer(b, v))
    attempt(f"kron first {b!r}", lambda: ops.kron(b, x2))
    attempt(f"dist first {b!r}", lambda: ops.dist(b, x2))
    attempt(f"multi_margin_loss {b!r}", lambda: ops.multi_margin_loss(x2, b))
    attempt(f"multilabel_margin_loss {b!r}", lambda: ops.multilabel_margin_loss(x2, b))
    attempt(f"nll_loss 3d {b!r}", lambda: ops.nll_loss(x, b))
    attempt(f"huber_loss first {b!r}", lambda: ops.huber_loss(b, x2))
    attempt(f"cross_entropy weight {b!r}", lambda: ops.cross_entropy(x2, lab, b))
attempt("mv tensor", lambda: ops.mv(x2, v))
attempt("multi_margin_loss tensor", lambda: ops.multi_margin_loss(x2, lab))
attempt("nll_loss tensor", lambda: ops.nll_loss(x2, lab))
attempt("nll_loss 2d list", lambda: ops.nll_loss(x2, [0, 1, 2]))
