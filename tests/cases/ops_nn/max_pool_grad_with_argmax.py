# _grad_ops.MaxPoolGradWithArgmax(kernel_size, strides, pad_mode)(x, grad, argmax): grad added at each argmax
# position, flat over the sample's C*H*W (MindSpore's CPU kernel; the window attributes are checked, stored as
# (1, h, w, 1) and not read), from ops.MaxPoolWithArgmax's argmax; repeated positions add up; attribute checks.
import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G

ms.runtime.launch_blocking()


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, list(r.shape), [round(float(v), 4) for v in r.asnumpy().astype(np.float64).ravel()])
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__, str(e).splitlines()[0][:200])


rng = np.random.RandomState(2)
x = Tensor(rng.permutation(2 * 2 * 4 * 4).reshape(2, 2, 4, 4).astype(np.float32))
_, argmax = P.MaxPoolWithArgmax(kernel_size=2, strides=2)(x)
print("argmax", argmax.dtype, argmax.asnumpy().ravel().tolist())
grad = Tensor((np.arange(16).reshape(2, 2, 2, 2) / 4).astype(np.float32))
op = G.MaxPoolGradWithArgmax(kernel_size=2, strides=2, pad_mode="VALID")
print(op, op.kernel_size, op.strides, op.pad_mode)
attempt("valid", lambda: op(x, grad, argmax))
attempt("int64 argmax", lambda: op(x, grad, argmax.astype(ms.int64)))
attempt("repeated", lambda: op(x, grad, Tensor(np.zeros((2, 2, 2, 2), np.int32))))
attempt("other channel", lambda: op(x, grad, Tensor(np.full((2, 2, 2, 2), 20, np.int32))))
attempt("x 3-D", lambda: op(Tensor(np.zeros((2, 4, 4), np.float32)), grad, argmax))
for args in (
    (3, (1, 2), "same"),
    ((2, 2, 2, 2), 1, "valid"),
    (0, 1, "VALID"),
    (2, 2, "full"),
    (2.0, 2, "VALID"),
    ((1, 2, 3), 1, "VALID"),
):
    try:
        m = G.MaxPoolGradWithArgmax(*args)
        print("init", args, m.kernel_size, m.strides, m.pad_mode)
    except Exception as e:  # noqa: BLE001
        print("init", args, type(e).__name__, str(e).splitlines()[0][:200])
