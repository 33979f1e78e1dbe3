# mm / bmm / matmul / dot / batch_dot / cdist / topk given operands and parameters of types they do not take:
# MindSpore's exception class and its whole message, in its order of checks.
import numpy as np
from mindspore import Tensor, ops


def err(name, f, *args):
    try:
        r = f(*args)
        print(name, "ok", type(r).__name__)
    except Exception as e:  # noqa: BLE001
        text = str(e).split("\n\n----")[0].strip()
        print(name, type(e).__name__, " | ".join(ln for ln in text.splitlines() if ln.strip()))


x = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
x3 = Tensor(np.ones((2, 3, 3), np.float32))
xi = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))
xb = Tensor(np.array([[True, False, True], [False, True, False]]))
for label, v in (("float", 1.5), ("bool", True), ("none", None), ("str", "a"), ("tuple", (1,)), ("list", [1])):
    err(f"mm_{label}", ops.mm, x, v)
    err(f"mm_first_{label}", ops.mm, v, x)
    err(f"bmm_{label}", ops.bmm, x3, v)
    err(f"matmul_{label}", ops.matmul, x, v)
    err(f"dot_{label}", ops.dot, x, v)
    err(f"dot_first_{label}", ops.dot, v, x)
    err(f"batch_dot_{label}", ops.batch_dot, x, v)
    err(f"cdist_{label}", ops.cdist, x, v)
    err(f"cdist_p_{label}", ops.cdist, x, x, v)
    err(f"topk_k_{label}", ops.topk, x, v)
err("cdist_p_int", ops.cdist, x, x, 2)
err("batch_dot_int", ops.batch_dot, xi, xi)
err("topk_k_float_tensor", ops.topk, x, x)
err("topk_k_int_tensor2d", ops.topk, xi, xi)
err("topk_bool_input", ops.topk, xb, xb)
err("topk_bool_input_int_k", ops.topk, xb, 1)
err("topk_k_tensor0d", ops.topk, x, Tensor(1))
err("topk_k_int", ops.topk, x, 2)
