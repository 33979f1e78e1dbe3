"""Shape and index arguments of the array ops given the wrong kind of value: MindSpore's 'Failed calling' signature
TypeErrors (reshape, permute, tile, broadcast_to, roll, take, masked_select, gather_nd, expand_as), Expand's
Primitive TypeError, split's, repeat_elements' and diff's checks; the accepted calls' values."""

import numpy as np

from mindspore import Tensor, ops

x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7 - 1)


def attempt(tag, fn):
    try:
        r = fn()
        r = r[0] if isinstance(r, tuple) else r
        print(tag, "->", r.shape, r.dtype, np.round(r.asnumpy().astype(np.float64).ravel()[:6], 4).tolist())
    except Exception as e:
        lines = str(e).strip().splitlines()
        print(tag, "!!", type(e).__name__, "|", lines[0] if lines else "")


mask = Tensor(np.arange(24).reshape(2, 3, 4) % 3 == 0)
nd = Tensor(np.array([[1, 2]], np.int32))
fns = {
    "reshape": (lambda v: ops.reshape(x, v), [(4, 6), [6, 4], Tensor(np.array([24]))]),
    "permute": (lambda v: ops.permute(x, v), [(2, 0, 1)]),
    "tile": (lambda v: ops.tile(x, v), [(1, 2, 1), (2,)]),
    "broadcast_to": (lambda v: ops.broadcast_to(x, v), [(2, 2, 3, 4), (-1, 3, 4)]),
    "roll": (lambda v: ops.roll(x, v, 1), []),  # MindSpore's CPU build has no Roll kernel: errors only
    "take": (lambda v: ops.take(x, v), []),  # nor a Take kernel
    "masked_select": (lambda v: ops.masked_select(x, v), [mask]),
    "gather_nd": (lambda v: ops.gather_nd(x, v), [nd]),
    "expand_as": (lambda v: ops.expand_as(x, v), [Tensor(np.ones((2, 2, 3, 4), np.float32))]),
    "expand": (lambda v: ops.expand(x, v), [Tensor(np.array([2, 2, 3, 4]))]),
    "split": (lambda v: ops.split(x, v, 2), [2, (1, 3), [3, 1]]),
    "repeat_elements": (lambda v: ops.repeat_elements(x, v), [2, 0, -1]),
    "diff": (lambda v: ops.diff(x, v), [1, 2]),
}
for name, (f, good) in fns.items():
    for v in (
        [True, 1.5, None, "a"] + ([] if name in ("roll", "reshape", "permute", "broadcast_to") else [(1,), [1]]) + good
    ):
        attempt(f"{name} {v!r}" if not isinstance(v, Tensor) else f"{name} Tensor{v.shape}", lambda: f(v))
attempt("repeat_elements axis 1.0", lambda: ops.repeat_elements(x, 2, 1.0))
attempt("repeat_elements axis True", lambda: ops.repeat_elements(x, 2, True))
# last: a rank mismatch fails inside MindSpore's kernel, and MindSpore may report it again on a later call
attempt("broadcast_to rank", lambda: ops.broadcast_to(x, (3, 4)))
