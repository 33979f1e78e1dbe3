# Element-wise ops given operands their signatures do not take: MindSpore's whole "Failed calling" message with the
# valid calling, the logical ops refusing numbers, Equal refusing a number as first input, the bitwise ops'
# implicit-conversion error.
import numpy as np
from mindspore import Tensor, ops


def err(name, f, *args):
    try:
        r = f(*args)
        print(name, "ok", r.dtype, r.shape)
    except Exception as e:  # noqa: BLE001
        text = str(e).split("\n\n----")[0].strip()
        print(name, type(e).__name__, " | ".join(ln for ln in text.splitlines() if ln.strip()))


x = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
xb = Tensor(np.array([[True, False, True], [False, True, False]]))
for fname in ("add", "sub", "mul", "div", "maximum", "minimum", "pow", "floor_divide", "atan2", "equal",
              "not_equal", "greater", "greater_equal", "less_equal", "logical_and", "logical_or", "logical_xor",
              "xlogy", "bitwise_and", "bitwise_or"):
    f = getattr(ops, fname)
    for label, v in (("none", None), ("str", "a"), ("tuple", (1,)), ("list", [1])):
        err(f"{fname}_{label}", f, x, v)
    err(f"{fname}_first_none", f, None, x)
for fname in ("logical_and", "logical_or", "logical_xor"):
    f = getattr(ops, fname)
    err(f"{fname}_float", f, x, 1.5)
    err(f"{fname}_int", f, x, 1)
    err(f"{fname}_first_float", f, 1.5, x)
    err(f"{fname}_bool", f, xb, True)
err("LogicalAnd_int", ops.LogicalAnd(), x, 1)
err("equal_first_float", ops.equal, 1.5, x)
err("equal_float", ops.equal, x, 1.5)
err("Add_none", ops.Add(), x, None)
for fname in ("abs", "sqrt", "exp", "sin", "neg", "logical_not", "relu", "sigmoid", "floor", "isfinite"):
    f = getattr(ops, fname)
    for label, v in (("float", 1.5), ("none", None), ("list", [1.0])):
        err(f"{fname}_{label}", f, v)
