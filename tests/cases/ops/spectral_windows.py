# ops.blackman_window / ops.bartlett_window (also via ops.functional) and BlackmanWindow / BartlettWindow: values,
# dtypes, periodic/symmetric, edge lengths, argument errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import functional as F

np.set_printoptions(precision=5, suppress=True)
for fn in (ops.blackman_window, F.bartlett_window, F.blackman_window, ops.bartlett_window):
    for n in (0, 1, 2, 5, 10):
        for periodic in (True, False):
            for dt in (None, ms.float16, ms.float64):
                kw = {} if dt is None else {"dtype": dt}
                out = fn(Tensor(n, ms.int32 if n % 2 else ms.int64), periodic, **kw)
                print(
                    fn.__name__, n, periodic, out.dtype, out.shape, np.round(out.asnumpy().astype(np.float64), 4) + 0.0
                )
print(ops.BlackmanWindow(), ops.BartlettWindow(False, ms.float64))
print(ops.BartlettWindow(periodic=False)(Tensor(7, ms.int32)))
bad = (
    lambda: ops.blackman_window(Tensor(-1, ms.int32)),
    lambda: ops.bartlett_window(Tensor(1000001, ms.int64)),
    lambda: ops.blackman_window(Tensor(3.0)),
    lambda: ops.bartlett_window(Tensor(3, ms.uint8)),
    lambda: ops.blackman_window(Tensor([3, 4])),
    lambda: ops.BlackmanWindow(1),
    lambda: ops.BartlettWindow(dtype=ms.int32),
    lambda: ops.bartlett_window(Tensor(3), dtype=ms.bfloat16),
)
for f in bad:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, str(e).split("\n")[0])
