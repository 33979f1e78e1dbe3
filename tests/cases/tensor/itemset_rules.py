"""Tensor.itemset: one value for a one-element tensor, a flat index or a full index tuple otherwise; the rest
raises IndexError/TypeError. The tensor itself is left as it was; the updated copy is returned."""

import numpy as np

from mindspore import Tensor

x = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
one = Tensor(np.array([5.0], np.float32))
print(one.itemset(3).asnumpy(), one.asnumpy())
for args in [(1,), ((1, 2), 3), ((1, 2, 3), 7), ((-1, 0, -2), 9), (5, 1.5), (-3, 2), (24, 1), ((0, 3, 0), 1),
             (2.5, 1), ((0, 1.0, 0), 1)]:  # fmt: skip
    try:
        y = x.itemset(*args)
        print(args, y.asnumpy().ravel()[[0, 5, 21, 22, 23]], x.asnumpy().ravel()[5])
    except Exception as e:  # noqa: BLE001
        print(args, type(e).__name__, e)
