# vmap (mindspore.ops.functional.vmap) over array primitives wrapped in functions: Squeeze, Unstack, Split with
# out_axes, DepthToSpace/SpaceToDepth, GatherD, Flatten, BroadcastTo, UnsortedSegment*, TopK, Slice, StridedSlice,
# Meshgrid, Cast, ScatterNd, GatherNd, TensorScatter*, LinSpace, InTopK.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops.functional import vmap


def t(name, f):
    try:
        r = f()
        if isinstance(r, (tuple, list)):
            for x in r:
                print(name, x.dtype, x.shape, x.asnumpy().ravel()[:8].tolist())
        else:
            print(name, r.dtype, r.shape, r.asnumpy().ravel()[:8].tolist())
    except Exception as e:  # noqa: BLE001
        print(name, type(e).__name__, str(e).splitlines()[0][:150])


x = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))


def f_squeeze(*a):
    return ops.Squeeze()(*a)


t("squeeze", lambda: vmap(f_squeeze, in_axes=0, out_axes=0)(Tensor(np.ones((3, 1, 4), np.float32))))


def f_unstack(*a):
    return ops.Unstack(axis=0)(*a)


t("unstack", lambda: vmap(f_unstack, in_axes=1, out_axes=0)(x))


def f_split(*a):
    return ops.Split(axis=1, output_num=2)(*a)


t("split", lambda: vmap(f_split, in_axes=0, out_axes=1)(x))


def f_d2s(*a):
    return ops.DepthToSpace(2)(*a)


t("d2s", lambda: vmap(f_d2s, in_axes=0)(Tensor(np.arange(2 * 4 * 4).reshape(2, 1, 4, 2, 2).astype(np.float32))))


def f_s2d(*a):
    return ops.SpaceToDepth(2)(*a)


t("s2d", lambda: vmap(f_s2d, in_axes=0)(Tensor(np.arange(2 * 16).reshape(2, 1, 1, 4, 4).astype(np.float32))))


def f_gather_d(*a):
    return ops.GatherD()(*a)


t("gather_d", lambda: vmap(f_gather_d, in_axes=(0, None, 0))(x, 1, Tensor(np.zeros((2, 3, 2)), ms.int32)))


def f_flatten(*a):
    return ops.Flatten()(*a)


t("flatten", lambda: vmap(f_flatten, in_axes=2)(x))


def f_broadcast(*a):
    return ops.BroadcastTo((2, 3, 4))(*a)


t("broadcast", lambda: vmap(f_broadcast, in_axes=0)(Tensor(np.ones((5, 4), np.float32))))


def f_seg_sum(*a):
    return ops.UnsortedSegmentSum()(*a)


t("seg_sum", lambda: vmap(f_seg_sum, in_axes=(0, 0, None))(x, Tensor(np.array([[0, 1, 1], [1, 0, 0]]), ms.int32), 2))


def f_topk(*a):
    return ops.TopK()(*a)


t("topk", lambda: vmap(f_topk, in_axes=(0, None))(x, 2))


def f_slice(*a):
    return ops.Slice()(*a)


t("slice", lambda: vmap(f_slice, in_axes=(0, None, None))(x, (0, 1), (2, 2)))


def f_strided(*a):
    return ops.StridedSlice()(*a)


t("strided", lambda: vmap(f_strided, in_axes=(0, None, None, None))(x, (0, 1), (3, 4), (1, 2)))


def f_meshgrid(*a):
    return ops.Meshgrid(indexing="ij")(*a)


t(
    "meshgrid",
    lambda: vmap(f_meshgrid, in_axes=((0, 0),))(
        (Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 4), np.float32)))
    ),
)


def f_cast(*a):
    return ops.Cast()(*a)


t("cast", lambda: vmap(f_cast, in_axes=(0, None))(x, ms.int32))


def f_scatter_nd(*a):
    return ops.ScatterNd()(*a)


t(
    "scatter_nd",
    lambda: vmap(f_scatter_nd, in_axes=(0, 0, None))(
        Tensor(np.array([[[0], [2]], [[1], [1]]]), ms.int32), Tensor(np.ones((2, 2), np.float32)), (4,)
    ),
)


def f_gathernd(*a):
    return ops.GatherNd()(*a)


t("gathernd", lambda: vmap(f_gathernd, in_axes=(0, 0))(x, Tensor(np.array([[[0, 1]], [[2, 3]]]), ms.int32)))


def f_tsu(*a):
    return ops.TensorScatterUpdate()(*a)


t(
    "tsu",
    lambda: vmap(f_tsu, in_axes=(0, 0, 0))(
        Tensor(np.zeros((2, 4), np.float32)),
        Tensor(np.array([[[0], [2]], [[1], [3]]]), ms.int32),
        Tensor(np.ones((2, 2), np.float32)),
    ),
)


def f_tsa(*a):
    return ops.tensor_scatter_add(*a)


t(
    "tsa",
    lambda: vmap(f_tsa, in_axes=(0, None, 0))(
        Tensor(np.zeros((2, 4), np.float32)),
        Tensor(np.array([[0], [2]]), ms.int32),
        Tensor(np.ones((2, 2), np.float32)),
    ),
)


def f_lin(a, b):
    return ops.linspace(a, b, 3)


t("lin", lambda: vmap(f_lin, in_axes=(0, 0))(Tensor([0.0, 1.0]), Tensor([3.0, -1.0])))


def f_intopk(a, b):
    return ops.intopk(a, b, 1)


t(
    "intopk",
    lambda: vmap(f_intopk, in_axes=(0, 0))(
        Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) % 5), Tensor(np.zeros((2, 3)), ms.int32)
    ),
)


def f_seg_max(a, b):
    return ops.unsorted_segment_max(a, b, 3)


t(
    "segmax",
    lambda: vmap(f_seg_max, in_axes=(0, None))(
        Tensor(np.arange(8).reshape(2, 4).astype(np.float32)), Tensor([0, 2, 0, -1], ms.int32)
    ),
)
