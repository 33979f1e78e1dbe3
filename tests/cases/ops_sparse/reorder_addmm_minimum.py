# sparse_ops SparseReorder (coordinates sorted row-major, values with them), SparseAddmm (alpha * sparse @ x2 + beta * x3) and SparseSparseMinimum (the union of two sparse tensors' coordinates, each the minimum of its two values, 0 for a missing one).
import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.ops.operations.sparse_ops import SparseAddmm, SparseReorder, SparseSparseMinimum


def show(tag, outs):
    outs = outs if isinstance(outs, tuple) else (outs,)
    print(tag, [(o.dtype, o.shape, o.asnumpy().tolist()) for o in outs])


reorder = SparseReorder()
show("reorder", reorder(Tensor([[2, 1], [0, 1]], ms.int64), Tensor([1, 2], ms.float32), Tensor([3, 3], ms.int64)))
idx = Tensor([[1, 2, 0], [0, 0, 1], [1, 0, 3], [0, 0, 0], [1, 0, 3]], ms.int64)
for dt in (ms.float16, ms.int32, ms.bool_, ms.complex64):
    show(f"reorder {dt}", reorder(idx, Tensor([5, 4, 3, 2, 1], dt), Tensor([2, 3, 4], ms.int64)))
show("reorder empty", reorder(Tensor(np.zeros((0, 2), np.int64)), Tensor(np.zeros(0, np.float32)), Tensor([2, 2], ms.int64)))

addmm = SparseAddmm()
for it, vt in ((ms.int32, ms.float32), (ms.int64, ms.float64), (ms.int32, ms.int32), (ms.int64, ms.uint8)):
    show(f"addmm {it} {vt}", addmm(
        Tensor([[0, 1], [1, 2], [2, 0], [1, 2]], it), Tensor([1, 2, 3, 4], vt), Tensor([3, 4], it),
        Tensor([[1, 1], [2, 2], [3, 3], [4, 4]], vt), Tensor([[2, 2], [6, 6], [0, 0]], vt),
        Tensor([2], vt), Tensor([3], vt)))

minimum = SparseSparseMinimum()
x1_indices = Tensor(np.array([[0, 0, 0], [0, 1, 0], [0, 1, 1]]).astype(np.int64))
x2_indices = Tensor(np.array([[0, 0, 0], [0, 1, 0], [1, 0, 0]]).astype(np.int64))
shape = Tensor([2, 2, 2], ms.int64)
for dt in (ms.float32, ms.int32, ms.float16, ms.uint8):
    show(f"minimum {dt}", minimum(x1_indices, Tensor([1, 2, 3], dt), shape, x2_indices, Tensor([2, 4, 5], dt), shape))
show("minimum negative", minimum(x1_indices, Tensor([-1, 2, -3], ms.float32), shape, x2_indices,
                                 Tensor([-2, 4, -5], ms.float32), shape))
show("minimum disjoint", minimum(Tensor([[1, 1]], ms.int64), Tensor([-7.0], ms.float32), Tensor([2, 2], ms.int64),
                                 Tensor([[0, 1]], ms.int64), Tensor([3.0], ms.float32), Tensor([2, 2], ms.int64)))
