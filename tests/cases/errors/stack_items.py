# The stacking functions given a number, a str, None or a sequence holding a non-Tensor: MindSpore's Python checks
# (hstack, vstack, row_stack, dstack, column_stack, atleast_*d, stack's Infer type failed, AddN's check_elim).
import numpy as np
from mindspore import Tensor, ops

NAMES = ("atleast_1d", "atleast_2d", "atleast_3d", "hstack", "vstack", "row_stack", "dstack", "column_stack",
         "stack", "addn", "accumulate_n")  # fmt: skip
a = Tensor(np.array([1.0, 2.0], np.float32))
for name in NAMES:
    f = getattr(ops, name)
    mixed = () if name == "accumulate_n" else ([a, 2],) if name == "stack" else ([a, 2], (a, None))
    for v in (1.5, True, [1], (1,), None, "a") + mixed:
        try:
            r = f(v)
            print(name, repr(v), "computed", type(r).__name__)
        except Exception as e:  # noqa: BLE001
            msg = str(e).split("\n\n----")[0].split("\n----")[0].strip()
            print(name, type(v).__name__, repr(v) if not isinstance(v, (list, tuple)) else len(v), type(e).__name__, msg)

b = Tensor(np.array([3.0, 4.0], np.float32))
print(ops.hstack([a, b]), ops.vstack((a, b)).shape, ops.dstack([a, b]).shape, ops.column_stack([a, b]).shape)
print(ops.stack([a, b], 1), ops.addn([a, b]), ops.addn((a,)), ops.atleast_2d(a).shape, ops.atleast_3d([a, b])[1].shape)
print(ops.atleast_1d(Tensor(np.float32(2.0))).shape, ops.row_stack([a, b]).shape)
