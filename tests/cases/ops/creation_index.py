# Creation (zeros/ones/fill/eye/arange/linspace/one_hot) and indexing ops (gather, gather_d, masked_fill, unique, scatter).
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


show("zeros", ops.zeros((2, 3)))
show("zeros_i32", ops.zeros((2,), ms.int32))
show("ones", ops.ones(3))
show("Zeros", ops.Zeros()((2, 2), ms.float16))
show("Ones", ops.Ones()((2,), ms.int64))
v = Tensor(np.array([[1, 2], [3, 4]], np.int32))
show("zeros_like", ops.zeros_like(v))
show("ones_like", ops.ones_like(v))
show("ZerosLike", ops.ZerosLike()(v))
show("OnesLike", ops.OnesLike()(Tensor(np.ones((2,), np.float32))))
show("fill", ops.fill(ms.float32, (2, 2), 1.5))
show("Fill", ops.Fill()(ms.int32, (3,), 7))
show("full", ops.full((2,), 3))
show("full_f", ops.full((2,), 3.5))
show("eye", ops.eye(3))
show("eye_nm", ops.eye(2, 3, ms.int32))
show("Eye", ops.Eye()(2, 2, ms.float32))
show("arange", ops.arange(5))
show("arange_se", ops.arange(1, 7, 2))
show("arange_f", ops.arange(0, 1, 0.25))
show("arange_dtype", ops.arange(3, dtype=ms.float32))
show("range", ops.range(0, 10, 3))
show("linspace", ops.linspace(0, 1, 5))
show("LinSpace", ops.LinSpace()(Tensor(1.0, ms.float32), Tensor(10.0, ms.float32), 4))
idx = Tensor(np.array([0, 2, 1], np.int32))
show("one_hot", ops.one_hot(idx, 3, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)))
show("one_hot_int", ops.one_hot(idx, 4))
show("OneHot", ops.OneHot()(idx, 3, Tensor(5.0, ms.float32), Tensor(-1.0, ms.float32)))
show("OneHot_ax0", ops.OneHot(axis=0)(idx, 3, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)))
x = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
show("gather", ops.gather(x, Tensor(np.array([2, 0], np.int32)), 0))
show("gather_ax1", ops.gather(x, Tensor(np.array([[1, 3], [0, 0]], np.int32)), 1))
show("Gather", ops.Gather()(x, Tensor(np.array([1], np.int64)), 1))
show("gather_d", ops.gather_d(x, 1, Tensor(np.array([[0, 1], [2, 3], [3, 3]], np.int32))))
show("GatherD", ops.GatherD()(x, 0, Tensor(np.array([[2, 1, 0, 0]], np.int64))))
show("gather_nd", ops.gather_nd(x, Tensor(np.array([[0, 1], [2, 3]], np.int32))))
show("masked_fill", ops.masked_fill(x, x > 5, 0.0))
show("masked_fill_t", ops.masked_fill(x, Tensor(np.array([True, False, True, False])), Tensor(-1.0, ms.float32)))
show("masked_select", ops.masked_select(x, x > 8))
show("unique", ops.unique(Tensor(np.array([3, 1, 3, 2, 1], np.int32))))
show("Unique", ops.Unique()(Tensor(np.array([2.0, 2.0, 1.0], np.float32))))
show(
    "scatter_nd", ops.scatter_nd(Tensor(np.array([[0], [2]], np.int32)), Tensor(np.array([1.0, 2.0], np.float32)), (4,))
)
show(
    "ScatterNd",
    ops.ScatterNd()(Tensor(np.array([[0, 1], [1, 1]], np.int32)), Tensor(np.array([5, 6], np.int32)), (2, 2)),
)
show(
    "tensor_scatter_update",
    ops.tensor_scatter_update(x, Tensor(np.array([[0], [2]], np.int32)), Tensor(np.zeros((2, 4), np.float32))),
)
show(
    "tensor_scatter_add",
    ops.tensor_scatter_add(x, Tensor(np.array([[1, 1]], np.int32)), Tensor(np.array([100.0], np.float32))),
)
show("nonzero", ops.nonzero(Tensor(np.array([[0, 1], [2, 0]], np.int32))))
