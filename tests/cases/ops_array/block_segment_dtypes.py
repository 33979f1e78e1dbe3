# DepthToSpace/SpaceToDepth order and checks, UnsortedSegment* on unsigned ints, LinSpace (also under vmap), InTopK,
# Rank/BroadcastTo/GatherD errors, unsorted TopK of a whole axis, Argmax on unsigned ints, initializer(Tensor).
import numpy as np

import mindspore as ms
from mindspore.common.api import _pynative_executor
from mindspore import Tensor, ops
from mindspore.common.initializer import initializer


def t(name, f, message=True):
    try:
        r = f()
        if isinstance(r, Tensor):
            values = r.asnumpy().tolist()  # MindSpore may raise only when the values are read
            print(name, r.dtype, r.shape)
            print(values)
        else:
            print(name, r)
    except Exception as e:  # noqa: BLE001
        print(name, type(e).__name__, str(e).strip().splitlines()[0] if message else "")
        try:  # MindSpore runs ops asynchronously: drain a failure so that it does not resurface in the next case
            _pynative_executor.sync()
        except Exception:  # noqa: BLE001
            pass


x = Tensor(np.arange(2 * 8 * 2 * 3).reshape(2, 8, 2, 3).astype(np.float32))
t("d2s", lambda: ops.DepthToSpace(2)(x)[1, 1])
t("s2d", lambda: ops.SpaceToDepth(2)(Tensor(np.arange(2 * 2 * 4 * 6).reshape(2, 2, 4, 6).astype(np.int32)))[0])
t("roundtrip", lambda: bool((ops.SpaceToDepth(2)(ops.DepthToSpace(2)(x)) == x).all()))
for dt in (np.uint16, np.uint32, np.uint64, np.int8):
    t(f"d2s_{dt.__name__}", lambda dt=dt: ops.DepthToSpace(2)(Tensor(np.arange(12).reshape(1, 12, 1, 1).astype(dt))))
t("d2s_bs1", lambda: ops.DepthToSpace(1))
t("d2s_float_bs", lambda: ops.DepthToSpace(2.0))
t("s2d_bs1", lambda: ops.SpaceToDepth(1))
t("d2s_channels", lambda: ops.DepthToSpace(2)(Tensor(np.ones((1, 6, 2, 2), np.float32))))
t("d2s_rank", lambda: ops.DepthToSpace(2)(Tensor(np.ones((4, 2, 2), np.float32))))
t("s2d_height", lambda: ops.SpaceToDepth(2)(Tensor(np.ones((1, 4, 3, 2), np.float32))))
t("s2d_rank", lambda: ops.SpaceToDepth(2)(Tensor(np.ones((4, 2, 2), np.float32))))
t("d2s_bool", lambda: ops.DepthToSpace(2)(Tensor(np.ones((1, 4, 1, 1), np.bool_))), False)
t("d2s_complex", lambda: ops.DepthToSpace(2)(Tensor(np.arange(4).reshape(1, 4, 1, 1).astype(np.complex64))))

ids = Tensor([0, 2, 0, -1], ms.int32)
for dt in (ms.uint16, ms.uint32, ms.uint64, ms.int8, ms.float16):
    xs = Tensor(np.array([[1, 2], [3, 4], [5, 6], [7, 8]]), dt)
    for name, f in (("sum", ops.unsorted_segment_sum), ("max", ops.unsorted_segment_max),
                    ("min", ops.unsorted_segment_min), ("prod", ops.unsorted_segment_prod)):  # fmt: skip
        t(f"seg_{name}_{dt}", lambda f=f, xs=xs: f(xs, ids, 3))
big = Tensor(np.array([2**64 - 1, 2**63, 5], np.uint64))
t("seg_u64_max", lambda: ops.unsorted_segment_max(big, Tensor([0, 0, 1], ms.int32), 2))
t("seg_u64_min", lambda: ops.unsorted_segment_min(big, Tensor([0, 0, 1], ms.int32), 2))
t("seg_u64_sum", lambda: ops.unsorted_segment_sum(big, Tensor([0, 0, 1], ms.int32), 2))
t("seg_bool", lambda: ops.unsorted_segment_sum(Tensor([True, False]), Tensor([0, 1], ms.int32), 2), False)
t("seg_bf16", lambda: ops.unsorted_segment_max(Tensor([1.0, 2.0], ms.bfloat16), Tensor([0, 1], ms.int32), 2), False)

t("lin", lambda: ops.linspace(Tensor(0.1), Tensor(1.7), 7))
t("lin_one", lambda: ops.LinSpace()(Tensor(2.5), Tensor(4.0), 1))
t("lin_f64", lambda: ops.linspace(Tensor(1.0, ms.float64), Tensor(2.0, ms.float64), 5))
t("lin_rank", lambda: ops.LinSpace()(Tensor([1.0, 2.0]), Tensor([3.0, 4.0]), 3))
t("lin_mixed", lambda: ops.linspace(Tensor(1.0, ms.float64), 2, 5))


def lin4(a, b):
    return ops.LinSpace()(a, b, 4)


t("lin_vmap", lambda: ops.vmap(lin4, (0, 0))(Tensor([0.0, 1.0]), Tensor([3.0, -1.0])))

p = Tensor(np.array([[4, 1, 2, 0], [7, 9, 9, 0], [3, 3, 3, np.nan], [1, np.inf, 2, 0]], np.float32))
for k in (1, 2, 3, 0, 10):
    t(f"intopk_{k}", lambda k=k: ops.InTopK(k)(p, Tensor([0, 1, 2, 1], ms.int32)))
t("intopk_fn", lambda: ops.intopk(p, Tensor([0, 2, 3, 2], ms.int64), 2))
t("intopk_rank1", lambda: ops.InTopK(1)(Tensor(np.zeros(4, np.float32)), Tensor(np.zeros(4, np.int32))))
t("intopk_rank2", lambda: ops.InTopK(1)(Tensor(np.zeros((2, 2), np.float32)), Tensor(np.zeros((2, 2), np.int32))))
t("intopk_f64", lambda: ops.InTopK(1)(Tensor(np.zeros((2, 2), np.float64)), Tensor(np.zeros(2, np.int32))))
t("intopk_k", lambda: ops.InTopK(1.0))
t("intopk_oob", lambda: ops.InTopK(1)(Tensor(np.zeros((2, 2), np.float32)), Tensor([5, 0], ms.int32)))

t("rank", lambda: ops.Rank()(Tensor(np.ones((2, 3)))))
t("rank_int", lambda: ops.rank(1))
t("rank_np", lambda: ops.rank(np.ones((2, 2))))
x45 = Tensor(np.ones((4, 5), np.float32))
t("bcast_tail", lambda: ops.BroadcastTo((2, 4, -1))(x45))
# one failing BroadcastTo only: MindSpore 2.10 repeats the first failure's message for later calls in a process
t("bcast_lead", lambda: ops.broadcast_to(Tensor(np.ones((3, 4, 5), np.float32)), (2, -1, 3, 4, 5)))

g = Tensor(np.arange(10).reshape(2, 5).astype(np.float32))
t("gatherd_neg", lambda: ops.GatherD()(g, 1, Tensor([[0, -1], [-5, 4]], ms.int32)))
t("gatherd_oob", lambda: ops.gather_elements(g, 1, Tensor([[0, 5], [1, 1]], ms.int64)))
t("gatherd_oob_neg", lambda: ops.GatherD()(g, 1, Tensor([[0, -6], [1, 1]], ms.int32)))

r = Tensor(np.array([[0.3, 0.9, 0.2, 0.1], [0.5, 0.4, 0.8, 0.7]], np.float32))
t("topk_unsorted_all", lambda: ops.TopK(False)(r, 4)[1])
t("topk_unsorted_dim0", lambda: ops.topk(r, 2, dim=0, sorted=False)[1])
t("topk_sorted", lambda: ops.TopK(True)(r, 4)[1])
for dt in (ms.uint16, ms.uint32, ms.uint64):
    t(f"argmax_{dt}", lambda dt=dt: ops.Argmax(axis=0, output_type=ms.int64)(Tensor([1, 3, 2], dt)))

init = Tensor(np.ones((2, 3), np.int8))
t("init_same", lambda: initializer(init, (2, 3), ms.float32) is init)
t("init_dtype", lambda: initializer(init, [2, 3]).dtype)
t("init_noshape", lambda: initializer(init))
t("init_badshape", lambda: initializer(init, 6))
