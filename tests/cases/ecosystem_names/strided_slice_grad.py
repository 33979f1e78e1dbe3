# G.StridedSliceGrad (model-zoo and MindSpore Science code call it directly): dy scattered back into a zero Tensor of
# shapex at the positions ops.StridedSlice with the same masks would read.
import numpy as np

from mindspore import Tensor
from mindspore.ops.operations import _grad_ops as G


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.shape, r.dtype)
        print(r)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[:1])


attempt("basic", lambda: G.StridedSliceGrad()(Tensor(np.ones((2, 2), np.float32)), (4, 4), (0, 0), (2, 2), (1, 1)))
attempt(
    "strides",
    lambda: G.StridedSliceGrad()(Tensor(np.arange(4, dtype=np.float32).reshape(2, 2)), (4, 5), (0, 1), (4, 5), (2, 2)),
)  # noqa: E501
attempt(
    "negative stride", lambda: G.StridedSliceGrad()(Tensor(np.array([1, 2, 3], np.float32)), (5,), (4,), (0,), (-1,))
)  # noqa: E501
attempt("int32", lambda: G.StridedSliceGrad()(Tensor(np.array([[5, 6]], np.int32)), (3, 2), (1, 0), (2, 2), (1, 1)))
attempt(
    "begin_mask end_mask",
    lambda: G.StridedSliceGrad(begin_mask=1, end_mask=2)(
        Tensor(np.ones((3, 3), np.float32)), (3, 4), (2, 1), (1, 3), (1, 1)
    ),  # noqa: E501
)
attempt(
    "shrink_axis_mask",
    lambda: G.StridedSliceGrad(shrink_axis_mask=1)(
        Tensor(np.array([7.0, 8.0, 9.0], np.float32)), (2, 3), (1, 0), (2, 3), (1, 1)
    ),  # noqa: E501
)
attempt(
    "3-D",
    lambda: G.StridedSliceGrad()(Tensor(np.ones((1, 2, 2), np.float32)), (2, 3, 4), (1, 0, 1), (2, 3, 4), (1, 2, 2)),
)  # noqa: E501
attempt("mask float", lambda: G.StridedSliceGrad(begin_mask=1.0))
print(G.StridedSliceGrad().attrs["input_names"])
