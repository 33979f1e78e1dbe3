# IOU / ops.iou, CheckValid / ops.check_valid and NMSWithMask: MindSpore 2.10's box conventions (IOU's +1 widths,
# (M, N) order, NMS's sorted output with positional indices, bitonic-sort ties), Float16/Float32/Float64,
# empty and degenerate boxes, thresholds at ties, argument and input errors
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import operations as P


def t(name, f):
    try:
        r = f()
        if isinstance(r, tuple):
            print(name)
            for x in r:
                print(x.dtype, x.shape)
                print(x)
        elif isinstance(r, Tensor):
            print(name, r.dtype, r.shape)
            print(r)
        else:
            print(name, r)
    except Exception as e:  # noqa: BLE001
        print(name, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


rs = np.random.RandomState(7)
a = np.array([[0, 0, 2, 2], [1, 1, 3, 3], [0, 0, 1, 1], [2, 2, 0, 0], [1, 1, 1, 1]], np.float32)
g = np.array([[0, 0, 2, 2], [5, 5, 6, 6], [0.5, 0.5, 2.5, 1.5]], np.float32)
xy = rs.rand(6, 2).astype(np.float32) * 20
ra = np.concatenate([xy, xy + rs.rand(6, 2).astype(np.float32) * 15], 1)
xy = rs.rand(4, 2).astype(np.float32) * 20
rg = np.concatenate([xy, xy + rs.rand(4, 2).astype(np.float32) * 15], 1)
for dt in (ms.float32, ms.float16, ms.float64):
    t(f"iou_{dt}", lambda: P.IOU()(Tensor(a, dt), Tensor(g, dt)))
    t(f"iof_{dt}", lambda: P.IOU("iof")(Tensor(a, dt), Tensor(g, dt)))
    t(f"iou_rand_{dt}", lambda: ops.IOU()(Tensor(ra, dt), Tensor(rg, dt)))
    t(f"iof_rand_{dt}", lambda: ops.iou(Tensor(ra, dt), Tensor(rg, dt), "iof"))
t("iou_fn", lambda: ops.iou(Tensor(a), Tensor(g)))
t("iou_fn_kw", lambda: ops.iou(Tensor(a), Tensor(g), mode="iof"))
t("iou_empty_anchor", lambda: P.IOU()(Tensor(np.zeros((0, 4), np.float32)), Tensor(g)))
t("iou_empty_gt", lambda: P.IOU()(Tensor(a), Tensor(np.zeros((0, 4), np.float32))))
t("iou_mode_bad", lambda: P.IOU("giou"))
t("iou_mode_int", lambda: P.IOU(1))
t("iou_fn_mode_bad", lambda: ops.iou(Tensor(a), Tensor(g), "x"))
t("iou_int", lambda: P.IOU()(Tensor(a.astype(np.int32)), Tensor(g.astype(np.int32))))
t("iou_mixed", lambda: P.IOU()(Tensor(a), Tensor(g, ms.float16)))
t("iou_mixed_int", lambda: P.IOU()(Tensor(a), Tensor(g.astype(np.int32))))
t("iou_cols", lambda: P.IOU()(Tensor(a[:, :3]), Tensor(g)))
t("iou_gt_cols", lambda: P.IOU()(Tensor(a), Tensor(g[:, :3])))
t("iou_rank", lambda: P.IOU()(Tensor(a[None]), Tensor(g)))
t("iou_gt_rank", lambda: P.IOU()(Tensor(a), Tensor(g[None])))
t("iou_numpy", lambda: P.IOU()(a, Tensor(g)))
t("iou_gt_numpy", lambda: P.IOU()(Tensor(a), g))
print(P.IOU("iof").mode)

bb = np.linspace(0, 6, 12).reshape(3, 4)
meta = np.array([2, 1, 3])
t("cv_doc", lambda: P.CheckValid()(Tensor(bb, ms.float32), Tensor(meta, ms.float32)))
edge = np.array([[0, 0, 5, 5], [0, 0, 6, 5], [-0.1, 0, 1, 1], [0, 0, 5, 6], [0, -1, 1, 1], [0, 0, 5.5, 5]])
for dt in (ms.float32, ms.float16, ms.int16, ms.uint8):
    e = np.abs(edge) if dt == ms.uint8 else edge
    t(f"cv_{dt}", lambda: ops.check_valid(Tensor(e, dt), Tensor(np.array([3, 3, 2]), dt)))
t("cv_frac", lambda: P.CheckValid()(Tensor(np.array([[0, 0, 4.4, 4.4], [0, 0, 4.5, 4.7], [0, 0, 4.6, 4.61]]),
                                           ms.float32), Tensor(np.array([3.3, 3.3, 1.7]), ms.float32)))  # fmt: skip
t("cv_f16_f32", lambda: ops.check_valid(Tensor(edge, ms.float16), Tensor(np.array([3, 3, 2]), ms.float32)))
t("cv_empty", lambda: ops.check_valid(Tensor(np.zeros((0, 4)), ms.float32), Tensor(meta, ms.float32)))
t("cv_int32", lambda: ops.check_valid(Tensor(edge, ms.int32), Tensor(meta, ms.int32)))
t("cv_meta_int32", lambda: ops.check_valid(Tensor(edge, ms.float32), Tensor(meta, ms.int32)))
t("cv_f32_u8", lambda: ops.check_valid(Tensor(edge, ms.float32), Tensor(meta, ms.uint8)))
t("cv_i16_f32", lambda: ops.check_valid(Tensor(edge, ms.int16), Tensor(meta, ms.float32)))
t("cv_cols", lambda: ops.check_valid(Tensor(edge[:, :3], ms.float32), Tensor(meta, ms.float32)))
t("cv_meta_len", lambda: ops.check_valid(Tensor(edge, ms.float32), Tensor(meta[:2], ms.float32)))
t("cv_rank", lambda: ops.check_valid(Tensor(edge[None], ms.float32), Tensor(meta, ms.float32)))
t("cv_meta_rank", lambda: ops.check_valid(Tensor(edge, ms.float32), Tensor(meta[None], ms.float32)))
t("cv_numpy", lambda: ops.check_valid(edge, Tensor(meta, ms.float32)))
t("cv_meta_numpy", lambda: P.CheckValid()(Tensor(edge, ms.float32), meta))

bbox = np.array([[100.0, 100.0, 50.0, 68.0, 0.63], [150.0, 75.0, 165.0, 115.0, 0.55],
                 [12.0, 190.0, 288.0, 200.0, 0.9], [28.0, 130.0, 106.0, 172.0, 0.3]])  # fmt: skip
bbox[:, 2] += bbox[:, 0]
bbox[:, 3] += bbox[:, 1]
out_boxes, indices, mask = P.NMSWithMask(0.1)(Tensor(bbox, ms.float32))
print("nms_doc", indices.asnumpy()[mask.asnumpy()])
t("nms_doc_all", lambda: P.NMSWithMask(0.1)(Tensor(bbox, ms.float32)))
tie = np.array([[0, 0, 10, 10, 0.5], [1, 1, 10, 10, 0.5], [20, 20, 30, 30, 0.5], [0, 0, 10, 10, 0.9],
                [0, 0, 9, 10, 0.5], [2, 0, 12, 10, 0.5], [20, 21, 30, 30, 0.25]], np.float32)  # fmt: skip
for dt in (ms.float32, ms.float16):
    t(f"nms_tie_{dt}", lambda: P.NMSWithMask(0.5)(Tensor(tie, dt)))
    t(f"nms_default_{dt}", lambda: ops.NMSWithMask()(Tensor(tie, dt)))
xy = rs.rand(23, 2).astype(np.float32) * 40
rnd = np.concatenate([xy, xy + 5 + rs.rand(23, 2).astype(np.float32) * 20, rs.rand(23, 1).astype(np.float32)], 1)
rnd[5:9, 4] = rnd[4, 4]  # equal scores
for thr in (0.0, 0.3, 0.7):
    t(f"nms_rand_{thr}", lambda: P.NMSWithMask(thr)(Tensor(rnd)))
# iou exactly at the threshold: [0,0,10,10] vs [0,0,10,5] is 0.5, kept (only > suppresses)
half = np.array([[0, 0, 10, 10, 0.9], [0, 0, 10, 5, 0.8], [0, 0, 10, 4, 0.7]], np.float32)
t("nms_at_thr", lambda: P.NMSWithMask(0.5)(Tensor(half)))
t("nms_below_thr", lambda: P.NMSWithMask(0.49)(Tensor(half)))
t("nms_neg_thr", lambda: P.NMSWithMask(-0.5)(Tensor(np.array([[0, 0, 10, 10, 0.5], [20, 20, 30, 30, 0.7],
                                                               [0, 0, 0, 0, 0.1]], np.float32))))  # fmt: skip
t("nms_empty_boxes", lambda: P.NMSWithMask(0.5)(Tensor(np.array([[1, 1, 1, 1, 0.5], [1, 1, 1, 1, 0.7],
                                                                 [0, 0, 3, 3, 0.1]], np.float32))))  # fmt: skip
t("nms_same", lambda: P.NMSWithMask(1.0)(Tensor(np.array([[0, 0, 10, 10, 0.5], [0, 0, 10, 10, 0.7]], np.float32))))
t("nms_one", lambda: P.NMSWithMask(0.5)(Tensor(tie[:1])))
t("nms_zero", lambda: P.NMSWithMask(0.5)(Tensor(tie[:0])))
t("nms_thr_int", lambda: P.NMSWithMask(1))
t("nms_int", lambda: P.NMSWithMask(0.5)(Tensor(tie.astype(np.int32))))
t("nms_f64", lambda: P.NMSWithMask(0.5)(Tensor(tie, ms.float64)))
t("nms_cols", lambda: P.NMSWithMask(0.5)(Tensor(tie[:, :4])))
t("nms_rank", lambda: P.NMSWithMask(0.5)(Tensor(tie[None])))
t("nms_rank1", lambda: P.NMSWithMask(0.5)(Tensor(tie[0])))
t("nms_numpy", lambda: P.NMSWithMask(0.5)(tie))
print(P.NMSWithMask(0.3).iou_threshold)
