# Ops whose first input must be a Tensor refuse numbers, bools, lists, tuples, str and None with MindSpore's TypeError
# (a primitive's input check, a generated primitive's Failed calling, or a Python check).
import numpy as np
from mindspore import Tensor, ops

NAMES = ("sort", "median", "histc", "lgamma", "imag", "selu", "sinc", "real", "all", "any", "squeeze", "ravel",
         "prod", "aminmax", "softmin", "ones_like", "nonzero", "nan_to_num", "nansum", "std", "sgn", "tanhshrink",
         "diagflat")  # fmt: skip

for name in NAMES:
    f = getattr(ops, name)
    for v in (1.5, True, [1], (1,), None, "a"):
        try:
            r = f(v)
            print(name, repr(v), "computed", type(r).__name__)
        except Exception as e:  # noqa: BLE001
            msg = str(e).split("\n\n----")[0].split("\n----")[0].strip()
            print(name, repr(v), type(e).__name__, msg)

x = Tensor(np.array([[3.0, 1.0, 2.0], [0.5, -1.0, 4.0]], np.float32))
print(ops.sort(x)[0])
print(ops.all(x > 0), ops.any(x > 3), ops.squeeze(x).shape, ops.prod(x))
