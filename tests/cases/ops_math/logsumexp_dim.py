"""ops.logsumexp(input, dim, keepdim=False) and Tensor.logsumexp: int or tuple dims, keepdim, the dim= / keepdim=
keywords; the 1.x axis= keyword, an out-of-range dim and integer input are refused."""

import numpy as np

from mindspore import Tensor, ops

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
for name, fn in [
    ("pos", lambda: ops.logsumexp(x, 1)),
    ("keep", lambda: ops.logsumexp(x, 1, True)),
    ("kw", lambda: ops.logsumexp(x, dim=0, keepdim=True)),
    ("tuple", lambda: ops.logsumexp(x, (0, 1))),
    ("neg", lambda: ops.logsumexp(x, -1)),
    ("method", lambda: x.logsumexp(1, keepdim=True)),
    ("method_kw", lambda: x.logsumexp(dim=1)),
    ("axis_kw", lambda: ops.logsumexp(x, axis=1)),
    ("range", lambda: ops.logsumexp(x, 5)),
    ("int", lambda: ops.logsumexp(Tensor(np.arange(3)), 0)),
]:
    try:
        out = fn().asnumpy()  # read back inside the try: MindSpore raises kernel errors when the value is read
        print(name, out)
    except (TypeError, ValueError) as e:
        print(name, type(e).__name__, str(e).splitlines()[0])
