# mindspore.numpy.interp with a Python or 0-d x (a 0-d Float32 result), lists, left/right and a 2-D x, as MindSpore 2.10.
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor
def attempt(tag, fn):
    try:
        r = fn(); print(tag, "OK", r.dtype, r.shape, r.asnumpy().tolist())
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:160])
attempt("interp scalar", lambda: mnp.interp(2.5, [1, 2, 3], [3, 2, 0]))
attempt("interp scalar tensor", lambda: mnp.interp(Tensor(2.5), Tensor([1.0, 2, 3]), Tensor([3.0, 2, 0])))
attempt("interp list", lambda: mnp.interp([0, 1, 1.5, 2.72, 3.14], [1, 2, 3], [3, 2, 0]))
attempt("interp left/right", lambda: mnp.interp([0, 4], [1, 2, 3], [3, 2, 0], left=-1.0, right=9.0))
attempt("interp 2d x", lambda: mnp.interp(Tensor(np.array([[1.5, 2.5]], np.float32)), [1, 2, 3], [3, 2, 0]))
