"""clamp/clip bounds of the wrong kind (ClampScalar's signature error for str/tuple/list, the None check, Clamp's
refusal of bool bounds and Bool Tensors) and sequence_mask's `lengths` dtype (Int32/Int64 only, checked first)
and `maxlen` (check_int_range), as MindSpore; the accepted calls' values."""

import numpy as np

from mindspore import Tensor, ops

x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7 - 1)
lens = Tensor(np.array([1, 3, 2], np.int32))


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r.shape, r.dtype, np.round(r.asnumpy().astype(np.float64).ravel()[:8], 4).tolist())
    except Exception as e:
        lines = str(e).strip().splitlines()
        print(tag, "!!", type(e).__name__, "|", lines[0] if lines else "")


for n, f in (("clamp", ops.clamp), ("clip", ops.clip)):
    for b in [1.5, 0, "a", (1,), [1], None]:
        attempt(f"{n} min={b!r}", lambda: f(x, b))
        attempt(f"{n} max={b!r}", lambda: f(x, None, b))
    attempt(f"{n} min=-0.5 max='a'", lambda: f(x, -0.5, "a"))
    attempt(f"{n} tensors", lambda: f(x, Tensor(-0.5), Tensor(0.5)))
for v in [True, 1.5, None, "a", (1,), [1]]:
    attempt(f"sequence_mask float lengths {v!r}", lambda: ops.sequence_mask(x, v))
for v in [None, 4, 1, 0, -1, True, 1.5, "a"]:
    attempt(f"sequence_mask {v!r}", lambda: ops.sequence_mask(lens, v))
attempt("sequence_mask int64", lambda: ops.sequence_mask(Tensor(np.array([[0, 2]], np.int64)), 3))
# last: Clamp's bool check runs in MindSpore's kernel, whose error MindSpore may report again on a later call
attempt("clip max=True", lambda: ops.clip(x, None, True))
