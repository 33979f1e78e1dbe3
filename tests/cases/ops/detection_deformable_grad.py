# DeformableOffsetsGrad (ops.operations._grad_ops): the gradients of DeformableOffsets for x and offsets, in Float32
# and Float16, its attribute forms (ints, 2- and 4-tuples), the kernel refusing dilations that are not 4-tuples,
# and its errors
import numpy as np

import mindspore as ms
from mindspore import Tensor
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


rs = np.random.RandomState(0)
x = rs.randn(1, 4, 5, 6).astype(np.float32)
off = (rs.randn(1, 3 * 2 * 2 * 3, 3, 3) * 1.5).astype(np.float32)
g = rs.randn(1, 4, 6, 9).astype(np.float32)
D = G.DeformableOffsetsGrad((1, 1, 2, 2), (1, 0, 1, 1), (2, 3), (1, 1, 1, 1), "NCHW", 2)
t("grad", lambda: D(Tensor(g), Tensor(x), Tensor(off)))
t("grad_mixed", lambda: D(Tensor(g, ms.float16), Tensor(x), Tensor(off)))
x2 = rs.randn(2, 3, 6, 6).astype(np.float32)
off2 = (rs.randn(2, 27, 2, 2) * 2).astype(np.float32)
g2 = rs.randn(2, 3, 6, 6).astype(np.float32)
t("grad_dilated", lambda: G.DeformableOffsetsGrad(1, (0, 0, 0, 0), 3, (1, 1, 2, 2))(Tensor(g2), Tensor(x2),
                                                                                  Tensor(off2)))  # fmt: skip
t("grad_stride_int", lambda: G.DeformableOffsetsGrad(2, (1, 0, 1, 1), (2, 3), (1, 1, 1, 1), "NCHW", 2)(
    Tensor(g), Tensor(x), Tensor(off)))  # fmt: skip
t("grad_k4", lambda: G.DeformableOffsetsGrad((1, 1, 2, 2), (1, 0, 1, 1), (1, 1, 2, 3), (1, 1, 1, 1), "NCHW", 2)(
    Tensor(g), Tensor(x), Tensor(off)))  # fmt: skip
p = G.DeformableOffsetsGrad((2, 2), (1, 0, 1, 1), (2, 3))
print(p.strides, p.kernel_size, p.dilations, p.data_format, p.deformable_groups, p.modulated)
t("dilations_int", lambda: G.DeformableOffsetsGrad((2, 2), (1, 0, 1, 1), (2, 3), 1, "NCHW", 2)(
    Tensor(g), Tensor(x), Tensor(off)))  # fmt: skip
t("dilations_2", lambda: G.DeformableOffsetsGrad((2, 2), (1, 0, 1, 1), (2, 3), (1, 1), "NCHW", 2)(
    Tensor(g), Tensor(x), Tensor(off)))  # fmt: skip
t("strides_0", lambda: G.DeformableOffsetsGrad((0, 2), (1, 0, 1, 1), (2, 3)))
t("strides_3", lambda: G.DeformableOffsetsGrad((1, 2, 2), (1, 0, 1, 1), (2, 3)))
t("strides_list", lambda: G.DeformableOffsetsGrad([1, 1, 2, 2], (1, 0, 1, 1), (2, 3)))
t("kernel_bool", lambda: G.DeformableOffsetsGrad((1, 1, 2, 2), (1, 0, 1, 1), (True, 3)))
t("format", lambda: G.DeformableOffsetsGrad((1, 1, 2, 2), (1, 0, 1, 1), (2, 3), data_format="NCWH"))
t("groups_0", lambda: G.DeformableOffsetsGrad((1, 1, 2, 2), (1, 0, 1, 1), (2, 3), deformable_groups=0))
t("modulated_int", lambda: G.DeformableOffsetsGrad((1, 1, 2, 2), (1, 0, 1, 1), (2, 3), modulated=1))
t("x_int", lambda: D(Tensor(g), Tensor(x.astype(np.int32)), Tensor(off)))
t("x_numpy", lambda: D(Tensor(g), x, Tensor(off)))
