# Gradients of ops.FractionalMaxPool3DWithFixedKsize and ops.MaxUnpool3D (each output's gradient goes to its argmax
# position; MaxUnpool3D's input gradient gathers at argmax). MindSpore 2.10's CPU backward of the 2-D
# FractionalMaxPoolWithFixedKsize fails to select a kernel, so it has no case here.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def attempt(tag, f):
    try:
        r = f()
        r = r if isinstance(r, tuple) else (r,)
        for i, v in enumerate(r):
            a = v.asnumpy()
            print(tag, i, v.dtype, v.shape)
            print(a)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])


rs = np.random.RandomState(4)
x3 = Tensor(rs.rand(1, 2, 4, 5, 5).astype(np.float32))
s3 = Tensor(rs.rand(1, 2, 3).astype(np.float32))
w3 = Tensor(rs.rand(1, 2, 2, 3, 2).astype(np.float32))
F3 = ops.FractionalMaxPool3DWithFixedKsize((2, 2, 3), (2, 3, 2))
attempt("f3_grad", lambda: ops.GradOperation()(lambda t: (F3(t, s3)[0] * w3).sum())(x3))

xu = Tensor(rs.rand(1, 1, 2, 2, 2).astype(np.float32))
iu = Tensor(np.array([0, 9, 18, 63, 1, 2, 27, 40]).reshape(1, 1, 2, 2, 2).astype(np.int64))
wu = Tensor(rs.rand(1, 1, 4, 4, 4).astype(np.float32))
U = ops.MaxUnpool3D(ksize=2)
attempt("u3_grad", lambda: ops.GradOperation()(lambda t: (U(t, iu) * wu).sum())(xu))
