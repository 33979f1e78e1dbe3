"""NonZero on floats: MindSpore's CPU kernel counts a Float32/Float64 entry within machine epsilon of 0 as zero
(NaN and inf as non-zero); Float16, complex and integers compare exactly. count_nonzero and masked_select compare
exactly. Every surface over the NonZero kernel."""

import numpy as np

import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, mint, ops

vals = [1e-5, 1e-6, 1e-7, 1.1e-7, 1.2e-7, 2e-8, 6e-8, 1e-10, 1e-20, -1e-30, 1e-40, 0.0, -0.0, np.nan, np.inf,
        1.1920929e-07, -1.1920929e-07, 2.3e-16, 2.2e-16, -3e-16]  # fmt: skip
v = Tensor(np.array(vals, np.float32))
v64 = Tensor(np.array(vals, np.float64))


def show(tag, f):
    try:
        print(tag, f().asnumpy().ravel().tolist())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


for name, x in (("f32", v), ("f64", v64), ("f16", v.astype(ms.float16)), ("c64", v.astype(ms.complex64)),
                ("i32", Tensor(np.array([0, 1, -2, 0, 3], np.int32))), ("bool", Tensor(np.array([0, 1, 1, 0], bool)))):  # fmt: skip
    show(f"{name} ops.nonzero", lambda: ops.nonzero(x))
    show(f"{name} mint.nonzero", lambda: mint.nonzero(x))
    show(f"{name} argwhere", lambda: ops.argwhere(x))
    show(f"{name} NonZero", lambda: ops.NonZero()(x))
    show(f"{name} Tensor.nonzero", lambda: x.nonzero())
    show(f"{name} numpy.nonzero", lambda: mnp.nonzero(x)[0])
    show(f"{name} numpy.argwhere", lambda: mnp.argwhere(x))
    show(f"{name} numpy.flatnonzero", lambda: mnp.flatnonzero(x))
    show(f"{name} count_nonzero", lambda: ops.count_nonzero(x))
    show(f"{name} masked_select", lambda: ops.masked_select(x, x != 0))
m = Tensor(np.array([[1e-8, 0.5], [0.0, -1e-9]], np.float32))
show("2d argwhere", lambda: ops.argwhere(m))
show("2d nonzero", lambda: ops.nonzero(m))
