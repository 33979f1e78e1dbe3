# mindspore.numpy.amax / amin and Tensor.max / min over a tuple of axes (MindSpore's numpy-style reduce_): a where of higher
# rank broadcasts the input and its leading dimensions are reduced too; 0-d and list masks; ops.amax refuses it
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "OK", r.dtype, r.shape, r.asnumpy().tolist())
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:200])


a = Tensor(np.array([[1.0, 5.0], [3.0, 2.0]], np.float32))
w3 = Tensor(np.array([[[True, False], [True, True]], [[False, False], [False, True]], [[True, True], [True, True]]]))
for ax in (None, 0, 1, -1, (0, 1)):
    attempt(f"amax w3 axis {ax}", lambda: mnp.amax(a, axis=ax, initial=0, where=w3))
    attempt(f"amin w3 axis {ax} kd", lambda: mnp.amin(a, axis=ax, keepdims=True, initial=9, where=w3))
attempt("Tensor.max tuple w3", lambda: a.max(axis=(0,), initial=0, where=w3))
attempt("ops.amax w3", lambda: ms.ops.amax(a, axis=0, initial=0, where=w3))
attempt("mnp where False 0-d", lambda: mnp.amax(a, axis=0, initial=-1, where=False))
attempt("mnp where False 0-d no init", lambda: mnp.amax(a, axis=0, where=False))
attempt("mnp where list", lambda: mnp.amax(a, axis=0, initial=-1, where=[True, False]))
attempt("Tensor.max tuple where no initial", lambda: a.max(axis=(0,), where=w3))
attempt("Tensor.min tuple int where", lambda: a.min(axis=(0, 1), initial=2, where=Tensor(np.array([1, 0], np.int32))))
attempt("Tensor.max tuple initial only", lambda: a.max(axis=(1,), keepdims=True, initial=4))
