# ROIAlign forward and gradient (ROIAlignGrad): MindSpore 2.10's sampling (roi_end_mode 0/1, sample_num > 0 and the
# adaptive floor(bin) grid with its 0/0 bins), out-of-image and inverted RoIs, rint'd image indices, Float16,
# the backward always sampling as roi_end_mode=1, zero RoI gradients, argument and input errors
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G


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


features = Tensor(np.array([[[[1.0, 2.0], [3.0, 4.0]]]]), ms.float32)
rois = Tensor(np.array([[0, 0.2, 0.3, 0.2, 0.3]]), ms.float32)
t("doc", lambda: ops.ROIAlign(2, 2, 0.5, 2)(features, rois))

rs = np.random.RandomState(0)
f = rs.randn(2, 2, 6, 7).astype(np.float32)
r = np.array([[1, 1.2, 0.5, 4.7, 3.9], [0, 3, 2, 1, 1], [1, -3, -2, 9, 8.5], [0.6, 0.4, 0.3, 0.6, 0.5],
              [0.5, 2, 2, 30, 30], [0.4999, 2.5, 1.5, 12.0, 10.0], [0, 13.9, 11.9, 20, 20]], np.float32)  # fmt: skip
sens = Tensor(np.arange(7 * 2 * 3 * 2, dtype=np.float32).reshape(7, 2, 3, 2) / 10)


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x, rr):
        return self.op(x, rr) * sens


for mode in (0, 1):
    for s in (2, 0, -1, 3):
        op = P.ROIAlign(3, 2, 0.5, s, mode)
        t(f"fwd_m{mode}_s{s}", lambda: op(Tensor(f), Tensor(r)))
        t(f"grad_m{mode}_s{s}", lambda: ops.GradOperation(get_all=True)(Net(op))(Tensor(f), Tensor(r)))
t("fwd_scale1", lambda: P.ROIAlign(2, 3, 1.0, 2)(Tensor(f), Tensor(r)))
t("fwd_scale_quarter", lambda: P.ROIAlign(4, 4, 0.25, 1, 0)(Tensor(f), Tensor(r)))
t("fwd_f16", lambda: P.ROIAlign(3, 2, 0.5, 2, 1)(Tensor(f, ms.float16), Tensor(r, ms.float16)))
t("fwd_f16_adaptive", lambda: P.ROIAlign(3, 2, 0.5, 0, 0)(Tensor(f, ms.float16), Tensor(r, ms.float16)))
t("fwd_1x1", lambda: P.ROIAlign(1, 1, 1.0, 2)(Tensor(f), Tensor(r)))
t("fwd_empty", lambda: P.ROIAlign(2, 2, 0.5, 2)(Tensor(f), Tensor(np.zeros((0, 5), np.float32))))
dy = Tensor(rs.randn(7, 2, 3, 2).astype(np.float32))
t("G_tuple", lambda: G.ROIAlignGrad(3, 2, 0.5, 2)(dy, Tensor(r), (2, 2, 6, 7)))
t("G_tensor_shape", lambda: G.ROIAlignGrad(3, 2, 0.5)(dy, Tensor(r), Tensor(np.array([2, 2, 6, 7]))))
t("G_adaptive", lambda: G.ROIAlignGrad(3, 2, 0.5, 0)(dy, Tensor(r), (2, 2, 6, 7)))
p = P.ROIAlign(2, 3, 0.5)
print(p.pooled_height, p.pooled_width, p.spatial_scale, p.sample_num, p.roi_end_mode)

t("idx_high", lambda: P.ROIAlign(2, 2, 0.5, 2)(Tensor(f), Tensor(np.array([[1.5, 1, 1, 3, 3]], np.float32))).asnumpy())
t("idx_neg", lambda: P.ROIAlign(2, 2, 0.5, 2)(Tensor(f), Tensor(np.array([[-0.5, 1, 1, 3, 3]], np.float32))).asnumpy())
t("idx_f16", lambda: P.ROIAlign(2, 2, 0.5, 2)(Tensor(f, ms.float16),
                                             Tensor(np.array([[1.4, 1, 1, 3, 3]]), ms.float16)).asnumpy())  # fmt: skip
t("ph_zero", lambda: P.ROIAlign(0, 2, 1.0, 2)(Tensor(f), Tensor(r)).asnumpy())
t("pw_zero", lambda: P.ROIAlign(2, 0, 1.0, 2)(Tensor(f), Tensor(r)).asnumpy())
t("ph_float", lambda: P.ROIAlign(2.0, 2, 0.5))
t("pw_float", lambda: P.ROIAlign(2, 2.0, 0.5))
t("scale_int", lambda: P.ROIAlign(2, 2, 1, 2))
t("sample_float", lambda: P.ROIAlign(2, 2, 0.5, 2.0))
t("mode_bool", lambda: P.ROIAlign(2, 2, 0.5, 2, True))
t("mode_2", lambda: P.ROIAlign(2, 2, 0.5, 2, 2))
t("mode_neg", lambda: P.ROIAlign(2, 2, 0.5, 2, -1))
t("feat_int", lambda: P.ROIAlign(2, 2, 1.0, 2)(Tensor(f.astype(np.int32)), Tensor(r)))
t("feat_f64", lambda: P.ROIAlign(2, 2, 1.0, 2)(Tensor(f, ms.float64), Tensor(r)))
t("rois_int", lambda: P.ROIAlign(2, 2, 1.0, 2)(Tensor(f), Tensor(r.astype(np.int32))))
t("rois_cols", lambda: P.ROIAlign(2, 2, 1.0, 2)(Tensor(f), Tensor(r[:, :4])))
t("rois_rank", lambda: P.ROIAlign(2, 2, 1.0, 2)(Tensor(f), Tensor(r[0])))
t("feat_numpy", lambda: P.ROIAlign(2, 2, 1.0, 2)(f, Tensor(r)))
t("rois_numpy", lambda: P.ROIAlign(2, 2, 1.0, 2)(Tensor(f), r))
t("G_ph_float", lambda: G.ROIAlignGrad(2.0, 2, 0.5))
t("G_scale_int", lambda: G.ROIAlignGrad(2, 2, 1))
