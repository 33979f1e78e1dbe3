# zeros / ones / eye / arange / full given arguments of types they do not take: MindSpore's exception class and its
# whole message, in its order of checks (the generated ops' arg handlers, ops.arange's and ops.full's own checks).
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def err(name, f, *args, **kwargs):
    try:
        r = f(*args, **kwargs)
        print(name, "ok", r.dtype, r.shape)
    except Exception as e:  # noqa: BLE001
        text = str(e).split("\n\n----")[0].strip()
        print(name, type(e).__name__, " | ".join(ln for ln in text.splitlines() if ln.strip()))


x = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
xi = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))
xb = Tensor(np.array([[True, False, True], [False, True, False]]))
for label, v in (("bool", True), ("float", 1.5), ("none", None), ("str", "a"), ("tensor2d", x), ("int_tensor2d", xi)):
    err(f"zeros_{label}", ops.zeros, v)
    err(f"ones_{label}", ops.ones, v)
    err(f"eye_{label}", ops.eye, v)
    err(f"eye_m_{label}", ops.eye, 2, v)
    err(f"arange_{label}", ops.arange, v)
    err(f"arange_end_{label}", ops.arange, 2, v)
    err(f"full_size_{label}", ops.full, v, 1)
    err(f"full_value_{label}", ops.full, (2,), v)
err("zeros_dtype_bool", ops.zeros, x, True)
err("zeros_dtype_float", ops.zeros, (2,), 1.5)
err("zeros_float_dim", ops.zeros, (2, 1.5))
err("zeros_shape_tensor", ops.zeros, Tensor(np.array([2, 3])))
err("Zeros_prim", ops.Zeros(), (2,), ms.float32)
err("Ones_prim_bool", ops.Ones(), True, ms.float32)
err("eye_int", ops.eye, 2, 3, ms.int32)
err("eye_tensor0d", ops.eye, Tensor(2))
err("eye_tuple", ops.eye, (1,))
err("arange_bool_start", ops.arange, True, 5)
err("arange_tensor1d", ops.arange, Tensor(np.array([1.0])), 5)
err("arange_bool_tensor", ops.arange, xb, 5)
err("arange_tuple", ops.arange, (1,))
err("arange_float_step", ops.arange, 0, 5, 2.5)
err("full_value_float", ops.full, (2,), 1.5)
err("full_dtype_int", ops.full, (2,), 1.5, dtype=1)
err("full_value_tensor1d", ops.full, (2,), Tensor(np.array([1.0])))
err("full_value_tensor0d", ops.full, [2], Tensor(1.5))
err("full_value_tuple", ops.full, (2,), (1,))
err("full_value_bool", ops.full, [2], True)
