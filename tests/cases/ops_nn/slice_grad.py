# _grad_ops.SliceGrad()(dy, x, begin, size): zeros shaped like x with dy at the sliced block (8-D too, Tensor begin and
# size, Float16/Int32/Bool), a negative size refused; and StridedSliceGrad placing a dy of another shape but the
# slice's size (values in order).
import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.ops.operations import _grad_ops as G

ms.runtime.launch_blocking()


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, list(r.shape), r.asnumpy().astype(np.float64).ravel().tolist())
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__, str(e).splitlines()[0][:200])


sg = G.SliceGrad()
x = Tensor(np.zeros((3, 2, 3), np.float32))
attempt("3-D", lambda: sg(Tensor(np.array([[[3.0, 1, 2]], [[4, 1, 4]]], np.float32)), x, (0, 1, 0), (2, 1, 3)))
attempt(
    "tensor begin/size",
    lambda: sg(Tensor(np.ones((1, 2, 2), np.float32)), x, Tensor(np.array([2, 0, 1])), Tensor(np.array([1, 2, 2]))),
)
for dt in (np.float16, np.float64, np.int32, np.bool_):
    attempt(
        np.dtype(dt).name,  # numpy 1 and 2 name np.bool_ alike
        lambda: sg(Tensor(np.ones((1, 2), dt)), Tensor(np.zeros((3, 3), dt)), (1, 1), (1, 2)),
    )
x8 = Tensor(np.zeros((2, 2, 3, 1, 1, 1, 1, 2), np.int32))
attempt(
    "8-D",
    lambda: sg(
        Tensor(np.arange(4, dtype=np.int32).reshape(1, 2, 1, 1, 1, 1, 1, 2)),
        x8,
        (1, 0, 2, 0, 0, 0, 0, 0),
        (1, 2, 1, 1, 1, 1, 1, 2),
    ),
)
attempt(
    "size -1", lambda: sg(Tensor(np.ones((1, 3), np.float32)), Tensor(np.zeros((3, 3), np.float32)), (1, 0), (1, -1))
)
print(sg.attrs["input_names"])
ssg = G.StridedSliceGrad()
attempt(
    "strided flat dy",
    lambda: ssg(Tensor(np.array([3.0, 4, 5], np.float32)), (3, 2, 3), (1, 0, 0), (2, 1, 3), (1, 1, 1)),
)
attempt(
    "strided 3x2 dy", lambda: ssg(Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)), (4, 4), (0, 0), (2, 3), (1, 1))
)
attempt("strided bool", lambda: ssg(Tensor(np.array([False, True, False])), (3, 2, 3), (1, 0, 0), (2, 1, 3), (1, 1, 1)))
