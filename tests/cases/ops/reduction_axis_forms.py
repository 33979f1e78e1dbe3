"""Axis forms of the reductions and softmax: an axis named twice (MindSpore's RuntimeError for the reductions, its
ValueError for Tensor.max over axes), ProdExt's type check, std/var/norm refusing a list axis, the reduction
primitives refusing axis=None, ops.softmax taking an int only and ops.Softmax / nn.Softmax failing on CPU for
several axes; the accepted forms' values."""

import numpy as np

from mindspore import Tensor, nn, ops

x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7 - 1)


def attempt(tag, fn):
    try:
        r = fn()
        if isinstance(r, (tuple, list)):
            r = r[0]
        print(tag, "->", r.shape, r.dtype, round(float(r.sum()), 4))
    except Exception as e:
        lines = [ln for ln in str(e).strip().splitlines() if ln.strip() and not ln.startswith("-")]
        print(tag, "!!", type(e).__name__, "|", lines[0] if lines and type(e) is not RuntimeError else "")


for ax in [(1, 1), (0, -3), (1, 2), [1], (0, 2)]:
    attempt(f"sum {ax}", lambda: ops.sum(x, ax))
    attempt(f"mean {ax}", lambda: ops.mean(x, ax))
    attempt(f"amax {ax}", lambda: ops.amax(x, ax))
    attempt(f"prod {ax}", lambda: ops.prod(x, ax))
    attempt(f"ReduceSum {ax}", lambda: ops.ReduceSum()(x, ax))
    attempt(f"ReduceMax {ax}", lambda: ops.ReduceMax(True)(x, ax))
    attempt(f"logsumexp {ax}", lambda: ops.logsumexp(x, ax))
    attempt(f"Tensor.sum {ax}", lambda: x.sum(ax))
    attempt(f"Tensor.max {ax}", lambda: x.max(ax))
    attempt(f"std {ax}", lambda: ops.std(x, ax))
    attempt(f"var {ax}", lambda: ops.var(x, ax))
    attempt(f"norm {ax}", lambda: ops.norm(x, 2, ax))
for ax in [True, (1, True)]:
    attempt(f"prod {ax}", lambda: ops.prod(x, ax))
attempt("ReduceSum None", lambda: ops.ReduceSum()(x, None))
attempt("ReduceMax None", lambda: ops.ReduceMax()(x, None))
attempt("ReduceMean None", lambda: ops.ReduceMean()(x, None))
attempt("ReduceSum ()", lambda: ops.ReduceSum()(x, ()))
for ax in [1, -1, (1,), [1], (1, 1), (0, 2), None, 1.0]:
    attempt(f"softmax {ax}", lambda: ops.softmax(x, ax))
for ax in [1, (1,), (-1,)]:
    attempt(f"Softmax {ax}", lambda: ops.Softmax(ax)(x))
    attempt(f"nn.Softmax {ax}", lambda: nn.Softmax(ax)(x))
attempt("Softmax (0, 2)", lambda: ops.Softmax((0, 2))(x))
attempt("nn.Softmax (0, 2)", lambda: nn.Softmax((0, 2))(x))
