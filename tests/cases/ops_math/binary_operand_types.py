# Element-wise binary ops given operands of Python types they do not take (tuples, lists, None, str, numpy arrays):
# MindSpore's exception class and its whole message, in its order of checks.
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
xi = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))
xb = Tensor(np.array([[True, False, True], [False, True, False]]))
arr = np.array([1.0], np.float32)
for fname in ("hypot", "xdivy", "truncate_div", "truncate_mod", "fmax"):
    f = getattr(ops, fname)
    for label, v in (("tuple", (1,)), ("list", [1]), ("pair", (1.0, 2.0)), ("none", None), ("str", "a")):
        err(f"{fname}_{label}", f, x, v)
    err(f"{fname}_first_list", f, [1.0], x)
    err(f"{fname}_first_none", f, None, x)
    err(f"{fname}_number", f, x, 1.5)
err("hypot_numpy", ops.hypot, arr, x)
err("fmax_numpy", ops.fmax, x, arr)
err("Hypot_list", ops.Hypot(), x, [1.0])
err("Xdivy_none", ops.Xdivy(), x, None)
err("lcm_list", ops.lcm, xi, [1])
err("lcm_int", ops.lcm, xi, 2)
err("fmod_tuple", ops.fmod, x, (1,))
err("fmod_first_tuple", ops.fmod, (1,), x)
err("fmod_none", ops.fmod, x, None)
err("fmod_str", ops.fmod, x, "a")
err("copysign_tuple", ops.copysign, x, (1,))
err("copysign_first_tuple", ops.copysign, (1,), x)
err("copysign_first_number", ops.copysign, 1.0, x)
err("copysign_none", ops.copysign, x, None)
err("copysign_bool_other", ops.copysign, x, True)
err("copysign_bool_input", ops.copysign, xb, 1.0)
err("ldexp_tuple", ops.ldexp, x, (1,))
err("ldexp_first_list", ops.ldexp, [1.0], x)
err("ldexp_both_bad", ops.ldexp, [1.0], None)
err("ldexp_first_number", ops.ldexp, 1.0, x)
err("float_power_list", ops.float_power, x, [1])
err("float_power_first_list", ops.float_power, [1], x)
err("float_power_numbers", ops.float_power, 1.0, 2.0)
err("float_power_none", ops.float_power, None, x)
err("method_hypot", x.hypot, [1.0])
err("method_fmax", x.fmax, [1.0])
err("method_copysign", x.copysign, None)
