# ListDiff (x's values not in y, in order, with their positions; out_idx Int32/Int64) and _inner_ops.TensorCopySlices (x with x[begin:end:strides] replaced by value, broadcast).
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops.operations import _inner_ops
from mindspore.ops.operations import array_ops


def show(tag, outs):
    outs = outs if isinstance(outs, tuple) else (outs,)
    print(tag, [(o.dtype, o.shape, o.asnumpy().tolist()) for o in outs])


for dt in (ms.int32, ms.int64, ms.uint8, ms.int8, ms.float32, ms.float16):
    show(f"list_diff {dt}", array_ops.ListDiff()(Tensor([1, 2, 3, 4, 5, 6, 2], dt), Tensor([1, 3, 5, 9], dt)))
show("list_diff int64 idx", ops.ListDiff(out_idx=ms.int64)(Tensor([4, 4, 1], ms.int32), Tensor([], ms.int32)))
show("list_diff all removed", ops.ListDiff()(Tensor([2, 2], ms.int32), Tensor([2], ms.int32)))
p = ops.ListDiff()
print(p.out_idx, p.attrs.get("out_idx") if hasattr(p, "attrs") else None)
for bad in (ms.float32, 3):
    try:
        ops.ListDiff(out_idx=bad)
        print("out_idx", bad, "ok")
    except Exception as e:
        print("out_idx", bad, type(e).__name__)

copy = _inner_ops.TensorCopySlices()
show("copy rows", copy(Tensor(np.zeros((5, 5)), ms.int32), Tensor(np.ones((2, 5)), ms.int32), (3, 0), (5, 5), (1, 1)))
show("copy float doc", copy(Tensor(np.zeros((5, 5))), Tensor(np.ones((2, 5))), (3, 0), (5, 5), (1, 1)))
show("copy lists", copy(Tensor(np.zeros((2, 3, 2)), ms.int64), Tensor(np.ones((1, 3, 2)), ms.int64), [1], [2], [1]))
try:  # last: MindSpore reports a failed kernel's error again on the next failing call
    copy(Tensor(np.zeros((4, 6)), ms.float32), Tensor(np.ones((2, 3)), ms.float32), (0, 1), (4, 6), (2, 2))
except Exception as e:
    print("copy strided", type(e).__name__, str(e).splitlines()[0])
