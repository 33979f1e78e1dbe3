# mindspore.numpy's internal helpers that MindSpore Science code imports: utils._to_tensor (array-likes to Tensors,
# 64-bit results narrowed to 32-bit) and utils_const._raise_value_error.
import numpy as np

from mindspore import Tensor
from mindspore.numpy.utils import _to_tensor
from mindspore.numpy.utils_const import _raise_value_error


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, [(x.dtype, x.shape, x.asnumpy().tolist()) for x in (r if isinstance(r, tuple) else (r,))])
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[:1])


attempt("int", lambda: _to_tensor(3))
attempt("float", lambda: _to_tensor(2.5))
attempt("bool", lambda: _to_tensor(True))
attempt("list", lambda: _to_tensor([1, 2, 3]))
attempt("nested", lambda: _to_tensor(((1.0, 2.0), (3.0, 4.0))))
attempt("several", lambda: _to_tensor(1, [2.0], Tensor(np.array([1, 2], np.int64))))
attempt("tensor f64", lambda: _to_tensor(Tensor(np.array([1.5], np.float64))))
attempt("numpy", lambda: _to_tensor(np.array([1, 2])))
attempt("string", lambda: _to_tensor("a"))
attempt("none", lambda: _to_tensor(None))
for args in (("bad value",), ("bad value: ", 3), ("shape ", (2, 3))):
    try:
        _raise_value_error(*args)
    except ValueError as e:
        print(type(e).__name__, e)
