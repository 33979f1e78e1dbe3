# DeformableOffsets and ops.deformable_conv2d: MindSpore 2.10's sampling of each kernel tap at its offset (bilinear,
# zero outside the map, times its mask), deformable groups, strides/pads/dilations, Float16, the gradients of x,
# weight, offsets and bias, and the attribute and input errors
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
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


rs = np.random.RandomState(0)
x = rs.randn(1, 4, 5, 6).astype(np.float32)
off = (rs.randn(1, 3 * 2 * 2 * 3, 3, 3) * 1.5).astype(np.float32)
D = P.DeformableOffsets((1, 1, 2, 2), (1, 0, 1, 1), (2, 3), (1, 1, 1, 1), "NCHW", 2)
t("offsets", lambda: D(Tensor(x), Tensor(off)))
t("offsets_f16", lambda: D(Tensor(x, ms.float16), Tensor(off, ms.float16)))
x2 = rs.randn(2, 3, 6, 6).astype(np.float32)
off2 = (rs.randn(2, 27, 2, 2) * 2).astype(np.float32)
t("offsets_dilated", lambda: P.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (3, 3), (1, 1, 2, 2))(Tensor(x2),
                                                                                               Tensor(off2)))  # fmt: skip
t("offsets_zero", lambda: P.DeformableOffsets((1, 1, 1, 1), (1, 1, 1, 1), (3, 3))(
    Tensor(x2), Tensor(np.zeros((2, 27, 6, 6), np.float32))))  # fmt: skip
w = rs.randn(6, 2, 2, 3).astype(np.float32)
b = rs.randn(6).astype(np.float32)
t("conv", lambda: ops.deformable_conv2d(Tensor(x), Tensor(w), Tensor(off), (2, 3), (1, 1, 2, 2), (1, 0, 1, 1),
                                        Tensor(b), (1, 1, 1, 1), 2, 2))  # fmt: skip
t("conv_nobias", lambda: ops.deformable_conv2d(Tensor(x2), Tensor(rs.randn(2, 3, 3, 3).astype(np.float32)),
                                               Tensor(off2), (3, 3), (1, 1, 1, 1), (0, 0, 0, 0),
                                               dilations=(1, 1, 2, 2)))  # fmt: skip
doc = ops.deformable_conv2d(Tensor(np.ones((4, 3, 10, 10)), ms.float32), Tensor(np.ones((5, 3, 3, 3)), ms.float32),
                            Tensor(np.ones((4, 27, 8, 8)), ms.float32), (3, 3), (1, 1, 1, 1), (0, 0, 0, 0))  # fmt: skip
print("doc", doc.shape, doc[0, 0])


class Net(nn.Cell):
    def construct(self, xx, ww, oo, bb):
        return ops.deformable_conv2d(xx, ww, oo, (2, 3), (1, 1, 2, 2), (1, 0, 1, 1), bb, (1, 1, 1, 1), 2, 2)


t("conv_grad", lambda: ops.GradOperation(get_all=True)(Net())(Tensor(x), Tensor(w), Tensor(off), Tensor(b)))


class Off(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (3, 3), (1, 1, 2, 2))

    def construct(self, xx, oo):
        return self.op(xx, oo) * Tensor(np.linspace(-1, 1, 2 * 3 * 6 * 6, dtype=np.float32).reshape(2, 3, 6, 6))


t("offsets_grad", lambda: ops.GradOperation(get_all=True)(Off())(Tensor(x2), Tensor(off2)))

t("int_x", lambda: D(Tensor(x.astype(np.int32)), Tensor(off)))
t("mixed", lambda: D(Tensor(x), Tensor(off, ms.float16)))
t("f64", lambda: D(Tensor(x, ms.float64), Tensor(off, ms.float64)))
t("offsets_channels", lambda: D(Tensor(x), Tensor(off[:, :17])))
t("offsets_hw", lambda: D(Tensor(x), Tensor(off[:, :, :2])))
t("x_rank", lambda: D(Tensor(x[0]), Tensor(off)))
t("x_numpy", lambda: D(x, Tensor(off)))
t("groups_divide", lambda: P.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (3, 3), deformable_groups=3)(
    Tensor(x), Tensor(rs.randn(1, 81, 3, 4).astype(np.float32))))  # fmt: skip
t("strides_nc", lambda: P.DeformableOffsets((2, 1, 1, 1), (0, 0, 0, 0), (3, 3)))
t("strides_len", lambda: P.DeformableOffsets((1, 1, 1), (0, 0, 0, 0), (3, 3)))
t("strides_list", lambda: P.DeformableOffsets([1, 1, 1, 1], (0, 0, 0, 0), (3, 3)))
t("strides_float", lambda: P.DeformableOffsets((1, 1, 1.0, 1), (0, 0, 0, 0), (3, 3)))
t("pads_len", lambda: P.DeformableOffsets((1, 1, 1, 1), (0, 0, 0), (3, 3)))
t("ksize_len", lambda: P.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (3, 3, 3)))
t("dilations_nc", lambda: P.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (3, 3), (1, 2, 1, 1)))
t("groups_0", lambda: P.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (3, 3), deformable_groups=0))
t("modulated_false", lambda: P.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (3, 3), modulated=False))
t("modulated_int", lambda: P.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (3, 3), modulated=1))
t("format_bad", lambda: P.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (3, 3), data_format="NCWH"))
t("fn_modulated", lambda: ops.deformable_conv2d(Tensor(x), Tensor(w), Tensor(off), (2, 3), (1, 1, 2, 2),
                                                (1, 0, 1, 1), modulated=False))  # fmt: skip
t("fn_strides_len", lambda: ops.deformable_conv2d(Tensor(x), Tensor(w), Tensor(off), (2, 3), (1, 2, 2),
                                                  (1, 0, 1, 1)))  # fmt: skip
