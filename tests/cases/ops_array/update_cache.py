# UpdateCache: in-place row writes skipping indices outside [0, max_num), its row length updates.shape[1], placeholder output.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops
from mindspore.ops import operations as P
x = Parameter(Tensor(np.arange(20, dtype=np.float32).reshape(5, 4)), name="x")
op = P.UpdateCache()
print(op)
out = op(x, Tensor(np.array([[-1, 3], [1, 7]], np.int32)), Tensor(-np.ones((2, 2, 4), np.float32)), 4)
print(out.dtype, out.shape, out)
print(x.asnumpy())
out = op(x, Tensor(np.array([0, 2], np.int64)), Tensor(np.full((2, 4), 9, np.float32)), 9999)
print(out.dtype, out)
print(x.asnumpy())
t = Tensor(np.zeros((3, 2), np.int32))
out = op(t, Tensor(np.array([1], np.int32)), Tensor(np.ones((1, 2), np.int32)), 3)
print(out.dtype, t.asnumpy())
try:
    op(x, Tensor(np.array([0.0], np.float32)), Tensor(np.ones((1, 4), np.float32)), 5)
except Exception as e:
    print(type(e).__name__)
