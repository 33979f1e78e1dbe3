# The ops taking a sequence of Tensors (Concat's tensors, Meshgrid's inputs: ops.cat, ops.concat, ops.meshgrid,
# ops.cartesian_prod) given a number, a str, None, a Tensor, or a sequence holding another value, or Concat an axis
# that is no int: the primitive's Failed calling TypeError with its valid calling (MindSpore 2.10).
import numpy as np
from mindspore import Tensor, ops

x = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
a = Tensor(np.array([1.0, 2.0], np.float32))
b = Tensor(np.array([3.0, 4.0, 5.0], np.float32))
cases = [
    ("cat", lambda: ops.cat([x, x])),
    ("cat", lambda: ops.cat((x, x), 1)),
    ("cat", lambda: ops.cat((x, x), np.int64(1))),
    ("cat", lambda: ops.cat(1.5)),
    ("cat", lambda: ops.cat(x)),
    ("cat", lambda: ops.cat([x, 1])),
    ("cat", lambda: ops.cat([x, np.ones((2, 3), np.float32)])),
    ("cat", lambda: ops.cat([x, x], True)),
    ("cat", lambda: ops.cat([x, x], 1.0)),
    ("concat", lambda: ops.concat(None)),
    ("concat", lambda: ops.concat("ab", 0)),
    ("meshgrid", lambda: ops.meshgrid(a, b)),
    ("meshgrid", lambda: ops.meshgrid(a, b, indexing="ij")),
    ("meshgrid", lambda: ops.meshgrid(a, 1.5)),
    ("meshgrid", lambda: ops.meshgrid(True)),
    ("meshgrid", lambda: ops.meshgrid(a, [1])),
    ("cartesian_prod", lambda: ops.cartesian_prod(a, b)),
    ("cartesian_prod", lambda: ops.cartesian_prod(a, 2)),
    ("cartesian_prod", lambda: ops.cartesian_prod(None)),
]
for name, call in cases:
    try:
        r = call()
        r = r if isinstance(r, (tuple, list)) else (r,)
        print(name, [(str(o.dtype), o.shape) for o in r])
    except Exception as e:  # noqa: BLE001
        print(name, type(e).__name__, str(e).split("\n\n----")[0].strip())
