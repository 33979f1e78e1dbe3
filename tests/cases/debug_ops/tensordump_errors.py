# TensorDump / ops.tensordump argument errors (class and message)
import numpy as np
from mindspore import ops, Tensor

d = ops.TensorDump()
for args in [(1, Tensor(1.0)), ("", Tensor(1.0)), ("x", 1.0), ("x", np.ones(2)), (None, Tensor(1.0))]:
    try:
        d(*args)
        print("ok")
    except Exception as e:
        print(type(e).__name__, e)
for args in [
    (1, Tensor(1.0)),
    ("x", 1.0),
    ("x", Tensor(1.0), 1),
    ("x", Tensor(1.0), "all"),
    ("x", Tensor(1.0), "foo"),
    ("", Tensor(1.0)),
]:
    try:
        ops.tensordump(*args)
        print("ok")
    except Exception as e:
        print(type(e).__name__, e)
for a in ["all", "foo", 1, "OUT"]:
    try:
        ops.TensorDump(a)
        print("ok")
    except Exception as e:
        print(type(e).__name__, e)
