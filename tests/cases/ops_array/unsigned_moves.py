# Array data-movement and scatter ops on UInt16/32/64 (torch has no CPU kernels for most): squeeze/flatten/split/
# stack/slice/gather/scatter/reverse/masked_fill/broadcast/meshgrid/cast, TensorScatter*/Scatter* arithmetic
# (wrapping for UInt64, ordered max/min), plus Complex64/Bool/Float16 for the same ops.
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, ops


def t(name, f):
    try:
        r = f()
        rs = r if isinstance(r, (tuple, list)) else [r]
        print(name, [(x.dtype, x.shape, x.astype(ms.float32).asnumpy().ravel()[:6].tolist()) for x in rs])
    except Exception as e:  # noqa: BLE001
        print(name, type(e).__name__, str(e).strip().splitlines()[0][:140])


for dt in [ms.uint16, ms.uint32, ms.uint64, ms.complex64, ms.bool_, ms.float16]:
    x = Tensor(np.arange(12).reshape(2, 1, 6) % 2 if dt == ms.bool_ else np.arange(12).reshape(2, 1, 6), dt)
    t(f"squeeze{dt}", lambda: ops.Squeeze(1)(x))
    t(f"flatten{dt}", lambda: ops.Flatten()(x))
    t(f"split{dt}", lambda: ops.Split(2, 3)(x))
    t(f"unstack{dt}", lambda: ops.Unstack(0)(x))
    t(f"stack{dt}", lambda: ops.Stack(1)([x, x]))
    t(f"concat{dt}", lambda: ops.Concat(2)([x, x]))
    t(f"slice{dt}", lambda: ops.Slice()(x, (0, 0, 1), (2, 1, 3)))
    t(f"ss{dt}", lambda: ops.StridedSlice()(x, (0, 0, 1), (2, 1, 6), (1, 1, 2)))
    t(f"tile{dt}", lambda: ops.Tile()(x, (1, 2, 1)))
    t(f"transpose{dt}", lambda: ops.Transpose()(x, (2, 0, 1)))
    t(f"gathernd{dt}", lambda: ops.GatherNd()(x, Tensor([[0, 0], [1, 0]], ms.int32)))
    t(f"gather{dt}", lambda: ops.Gather()(x, Tensor([1, 0], ms.int32), 0))
    t(f"gatherd{dt}", lambda: ops.GatherD()(x, 2, Tensor(np.zeros((2, 1, 2)), ms.int32)))
    t(f"scatter_nd{dt}", lambda: ops.ScatterNd()(Tensor([[0], [1]], ms.int32), x[:, 0], (3, 6)))
    t(f"tsu{dt}", lambda: ops.TensorScatterUpdate()(x, Tensor([[0, 0, 1]], ms.int32), x[0, 0, :1]))
    t(f"reverse{dt}", lambda: ops.ReverseV2((2,))(x))
    t(f"bcast{dt}", lambda: ops.BroadcastTo((3, 2, 2, 6))(x))
    t(f"expand{dt}", lambda: ops.ExpandDims()(x, 0))
    t(f"meshgrid{dt}", lambda: ops.Meshgrid()((x[0, 0], x[1, 0])))
    t(f"cast{dt}", lambda: ops.Cast()(x, ms.int8))
    t(f"masked{dt}", lambda: ops.MaskedFill()(x, Tensor(np.ones((2, 1, 6), np.bool_)), Tensor(1, dt)))


for dt in [ms.uint16, ms.uint32, ms.uint64]:
    x = Tensor(np.array([[5, 1], [2, 8], [3, 3]]), dt)
    u = Tensor(np.array([[4, 4], [7, 0]]), dt)
    i = Tensor([[0], [2]], ms.int32)
    for name in [
        "tensor_scatter_add",
        "tensor_scatter_sub",
        "tensor_scatter_max",
        "tensor_scatter_min",
        "tensor_scatter_mul",
        "tensor_scatter_update",
    ]:
        t(f"{name}{dt}", lambda: getattr(ops, name)(x, i, u))
    t(f"scatter_add{dt}", lambda: ops.ScatterAdd()(Parameter(x, name="p"), Tensor([0, 2], ms.int32), u))
    t(f"scatter_max{dt}", lambda: ops.ScatterMax()(Parameter(x, name="p"), Tensor([0, 2], ms.int32), u))
    t(f"scatter_nd_add{dt}", lambda: ops.ScatterNdAdd()(Parameter(x, name="p"), i, u))
    t(f"scatter_nd_update{dt}", lambda: ops.ScatterNdUpdate()(Parameter(x, name="p"), i, u))
    t(f"scatter_update{dt}", lambda: ops.ScatterUpdate()(Parameter(x, name="p"), Tensor([0, 2], ms.int32), u))
x = Tensor(np.array([2**64 - 1, 5], np.uint64))
t("u64max", lambda: ops.tensor_scatter_max(x, Tensor([[1]], ms.int32), Tensor(np.array([2**63], np.uint64))))
t("u64add", lambda: ops.tensor_scatter_add(x, Tensor([[0]], ms.int32), Tensor(np.array([2], np.uint64))))
