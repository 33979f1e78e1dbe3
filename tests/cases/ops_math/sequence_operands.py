"""The + and - operators with a list/tuple operand: numbers become a Tensor, same-shape Tensors are stacked;
ops.add and * refuse sequences."""

import numpy as np

from mindspore import Tensor, ops

a = Tensor(np.ones((2, 3), np.float32))
b = Tensor(np.full((2, 3), 2.0, np.float32))
for name, fn in [
    ("tuple+T", lambda: (a, b) + Tensor(np.ones((2, 3), np.float32))),
    ("T-list", lambda: Tensor(np.ones((2, 3), np.float32)) - [a, b]),
    ("T+list", lambda: Tensor(np.ones(3, np.float32)) + [1.0, 2.0, 3.0]),
    ("list+T", lambda: [1, 2] + Tensor(np.ones(2, np.int32))),
    ("ops.add", lambda: ops.add((a, b), 1.0)),
    ("T*tuple", lambda: Tensor(np.ones(2, np.float32)) * (2, 3)),
]:
    try:
        r = fn()
        print(name, r.shape, r.dtype, r.asnumpy().ravel()[:6])
    except TypeError as e:
        print(name, "TypeError", str(e).splitlines()[0])
