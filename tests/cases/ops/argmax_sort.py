# Index reductions: argmax/argmin, Argmax, ArgMaxWithValue/ArgMinWithValue (axis=0 default), max/min tuples, topk, sort.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def show(name, r):
    if isinstance(r, (tuple, list)):
        print(name, type(r).__name__, len(r))
        for i, v in enumerate(r):
            show(f"  {name}[{i}]", v)
    elif isinstance(r, Tensor):
        print(name, r.dtype, r.shape)
        print(r)
    else:
        print(name, type(r).__name__, r)


x = Tensor(np.array([[1.0, 5.0, 2.0], [3.0, -1.0, 4.0]], np.float32))
show("argmax", ops.argmax(x))
show("argmax_dim", ops.argmax(x, 1))
show("argmax_keep", ops.argmax(x, 0, True))
show("argmin", ops.argmin(x))
show("argmin_ax", ops.argmin(x, 1))
show("Argmax", ops.Argmax()(x))
show("Argmax_ax0", ops.Argmax(axis=0)(x))
show("Argmax_i64", ops.Argmax(output_type=ms.int64)(x))
show("Argmin", ops.Argmin()(x))
show("ArgMaxWithValue", ops.ArgMaxWithValue()(x))
show("ArgMaxWithValue_ax1_keep", ops.ArgMaxWithValue(axis=1, keep_dims=True)(x))
show("ArgMinWithValue", ops.ArgMinWithValue()(x))
show("ArgMinWithValue_ax1", ops.ArgMinWithValue(1)(x))
show("max", ops.max(x))
show("max_ax", ops.max(x, 1))
show("max_keep", ops.max(x, 0, keepdims=True))
show("min_ax", ops.min(x, 0))
show("topk", ops.topk(x, 2))
show("topk_small", ops.topk(x, 1, dim=0, largest=False))
show("TopK", ops.TopK()(x, 2))
show("TopK_1d", ops.TopK(sorted=True)(Tensor(np.array([3.0, 1.0, 4.0, 1.5], np.float32)), 3))
show("sort", ops.sort(x))
show("sort_desc", ops.sort(x, 0, True))
show("Sort", ops.Sort(axis=1, descending=True)(x))
show("sort_int", ops.sort(Tensor(np.array([3, 1, 2], np.int32))))
show("argsort", ops.argsort(x))
