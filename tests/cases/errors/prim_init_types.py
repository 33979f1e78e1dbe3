# The functions that build a primitive from their arguments (ops.sort is Sort(axis, descending)(input_x)) run its
# __init__ type checks first: a Tensor, a bool, a float, a list given for an int attribute (or a tuple one) is
# validator.check_value_type's TypeError naming the primitive and the attribute; the values that fit compute
# (MindSpore 2.10). (A 0-d Tensor is left out: MindSpore's primitive cache keys a primitive by its arguments'
# str, so Tensor(1) reuses the primitive an earlier int 1 built and passes, while in a fresh process it raises.)
import numpy as np
from mindspore import Tensor, ops

x = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
v = Tensor(np.array([[3.0, 1.0, 2.0], [6.0, 5.0, 4.0]], np.float32)).reshape(1, 1, 1, 2, 3)
t = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))
calls = {
    "sort": lambda a: ops.sort(x, a),
    "argsort": lambda a: ops.argsort(x, a),
    "median": lambda a: ops.median(x, a),
    "nanmedian": lambda a: ops.nanmedian(x, a),
    "stack": lambda a: ops.stack([x, x], a),
    "unstack": lambda a: ops.unstack(x, a),
    "unbind": lambda a: ops.unbind(x, a),
    "tril": lambda a: ops.tril(x, a),
    "mvlgamma": lambda a: ops.mvlgamma(x + 2, a),
    "pdist": lambda a: ops.pdist(x, a),
    "adaptive_avg_pool2d": lambda a: ops.adaptive_avg_pool2d(x.reshape(1, 2, 3), a),
    "adaptive_avg_pool3d": lambda a: ops.adaptive_avg_pool3d(v.reshape(1, 1, 2, 3), a),
    "avg_pool3d": lambda a: ops.avg_pool3d(v, a),
}
for name, call in calls.items():
    for shown, a in (("1", 1), ("2.0", 2.0), ("True", True), ("(1,)", (1,)), ("[1]", [1]), ("int Tensor", t),
                     ("None", None)):  # fmt: skip
        if name == "adaptive_avg_pool3d" and shown == "(1,)":  # its kernel's length check: not mirrored
            continue
        try:
            r = call(a)
            r = r if isinstance(r, (tuple, list)) else (r,)
            print(name, shown, [(str(o.dtype), o.shape) for o in r])
        except Exception as e:  # noqa: BLE001
            print(name, shown, type(e).__name__, str(e).split("\n\n----")[0].strip())
