"""clip_by_global_norm of one Tensor returns a Tensor; clip_by_norm of an integer Tensor is Float32 when it is scaled
(its dtype when not); a list of mixed dtypes is MindSpore's TypeError."""

import numpy as np

from mindspore import ops, Tensor

b = (np.random.RandomState(0).randn(2, 3) * 2).astype(np.float32)


def show(tag, f):
    try:
        r = f()
        if isinstance(r, tuple):
            print(tag, "tuple", [(v.dtype, v.shape, np.round(v.asnumpy(), 5).tolist()) for v in r])
        else:
            print(tag, r.dtype, r.shape, np.round(r.asnumpy(), 5).tolist())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0][:150])


show("cbgn tensor", lambda: ops.clip_by_global_norm(Tensor(b), 1.0))
show("cbgn list", lambda: ops.clip_by_global_norm([Tensor(b), Tensor(b[0])], 1.0))
show("cbgn tensor big", lambda: ops.clip_by_global_norm(Tensor(b), 100.0))
show("cbgn int", lambda: ops.clip_by_global_norm(Tensor(np.array([[3, 4]], np.int32)), 1.0))
show("cbn int", lambda: ops.clip_by_norm(Tensor(np.array([[3, 4]], np.int32)), 1.0))
show("cbn int big", lambda: ops.clip_by_norm(Tensor(np.array([[3, 4]], np.int32)), 10.0))
show(
    "cbn int list",
    lambda: ops.clip_by_norm([Tensor(np.array([3, 4], np.int32)), Tensor(np.array([1.0], np.float32))], 1.0),
)
