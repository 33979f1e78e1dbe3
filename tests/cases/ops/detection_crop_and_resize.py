# CropAndResize / ops.crop_and_resize: MindSpore 2.10's sampling ('bilinear', 'nearest', 'bilinear_v2'),
# flipped and out-of-image boxes with extrapolation_value, crop size 1, integer/Float16 images, gradients of the
# image and boxes ('bilinear'; zeros for 'nearest'), the functional's Python checks and the primitive's errors
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


img = np.arange(2 * 4 * 5 * 2, dtype=np.float32).reshape(2, 4, 5, 2)
bx = np.array([[0, 0, 1, 1], [0.1, 0.2, 0.7, 0.9], [1, 1, 0, 0], [-0.2, 0.5, 1.3, 0.8], [0.3, 0.3, 0.3, 0.3]],
              np.float32)  # fmt: skip
bi = np.array([0, 1, 0, 1, 1], np.int32)
for size in ((3, 4), (1, 1), (2, 1), (1, 3)):
    t(f"bilinear_{size}", lambda: P.CropAndResize()(Tensor(img), Tensor(bx), Tensor(bi), size))
    t(f"nearest_{size}", lambda: P.CropAndResize("nearest", 7.0)(Tensor(img), Tensor(bx), Tensor(bi), size))
t("extrapolate", lambda: P.CropAndResize("bilinear", -1.5)(Tensor(img), Tensor(bx), Tensor(bi), (3, 4)))
inside = np.array([[0, 0, 1, 1], [0.1, 0.2, 0.7, 0.9], [1, 1, 0, 0], [0.25, 0.0, 0.5, 0.75]], np.float32)
t("v2", lambda: P.CropAndResize("bilinear_v2")(Tensor(img), Tensor(inside), Tensor(bi[:4]), (3, 4)))
t("v2_1x1", lambda: P.CropAndResize("bilinear_v2", 3.0)(Tensor(img), Tensor(inside), Tensor(bi[:4]), (1, 1)))
rs = np.random.RandomState(5)
big = rs.randn(3, 9, 11, 3).astype(np.float32)
rb = np.sort(rs.rand(6, 2, 2).astype(np.float32), axis=1).reshape(6, 4)[:, [0, 2, 1, 3]]
rb[4] = [0.9, 0.8, 0.1, 0.05]
rbi = np.array([0, 2, 1, 1, 0, 2], np.int32)
t("rand_bilinear", lambda: ops.crop_and_resize(Tensor(big), Tensor(rb), Tensor(rbi), (5, 4)))
t("rand_nearest", lambda: ops.crop_and_resize(Tensor(big), Tensor(rb), Tensor(rbi), (5, 4), "nearest"))
t("rand_v2", lambda: ops.crop_and_resize(Tensor(big), Tensor(rb), Tensor(rbi), (5, 4), method="bilinear_v2"))
for dt in (ms.float16, ms.float64, ms.int8, ms.int16, ms.int32, ms.int64, ms.uint8):
    src = (img - 40) if dt in (ms.int8,) else img
    t(f"dtype_{dt}", lambda: P.CropAndResize()(Tensor(src, dt), Tensor(bx), Tensor(bi), (2, 3)))
t("empty", lambda: P.CropAndResize()(Tensor(img), Tensor(bx[:0]), Tensor(bi[:0]), (2, 2)))


class Net(nn.Cell):
    def __init__(self, method):
        super().__init__()
        self.op = P.CropAndResize(method)
        self.w = Tensor(np.linspace(-1, 2, 5 * 3 * 4, dtype=np.float32).reshape(5, 3, 4, 1))

    def construct(self, x, b, i):
        return self.op(x, b, i, (3, 4)) * self.w


for method in ("bilinear", "nearest"):
    t(f"grad_{method}", lambda: ops.GradOperation(get_all=True)(Net(method))(Tensor(img), Tensor(bx), Tensor(bi)))
t("grad_rand", lambda: ops.GradOperation(get_all=True)(Net("bilinear"))(Tensor(big[:2]), Tensor(rb[:5]),
                                                                     Tensor(rbi[:5] % 2)))  # fmt: skip
C = P.CropAndResize()
print(C.method, C.extrapolation_value, P.CropAndResize("nearest", 2.5).extrapolation_value)

t("method_bad", lambda: P.CropAndResize("bicubic"))
t("method_int", lambda: P.CropAndResize(1))
t("extrap_int", lambda: P.CropAndResize("nearest", 1))
t("p_img3", lambda: C(Tensor(img[0]), Tensor(bx), Tensor(bi), (2, 2)))
t("p_boxes_f16", lambda: C(Tensor(img), Tensor(bx, ms.float16), Tensor(bi), (2, 2)))
t("p_boxes_f64", lambda: C(Tensor(img), Tensor(bx, ms.float64), Tensor(bi), (2, 2)))
t("p_index_i64", lambda: C(Tensor(img), Tensor(bx), Tensor(bi.astype(np.int64)), (2, 2)))
t("p_index_f32", lambda: C(Tensor(img), Tensor(bx), Tensor(bi.astype(np.float32)), (2, 2)))
t("p_boxes_rank", lambda: C(Tensor(img), Tensor(bx[None]), Tensor(bi), (2, 2)))
t("p_boxes_cols", lambda: C(Tensor(img), Tensor(bx[:, :3]), Tensor(bi), (2, 2)))
t("p_index_rank", lambda: C(Tensor(img), Tensor(bx), Tensor(bi[None]), (2, 2)))
t("p_index_len", lambda: C(Tensor(img), Tensor(bx), Tensor(bi[:1]), (2, 2)))
t("p_index_high", lambda: C(Tensor(img), Tensor(bx), Tensor(np.array([0, 2, 0, 0, 0], np.int32)), (2, 2)).asnumpy())
t("p_index_neg", lambda: C(Tensor(img), Tensor(bx), Tensor(np.array([0, 0, -1, 0, 0], np.int32)), (2, 2)).asnumpy())
t("p_size_0", lambda: C(Tensor(img), Tensor(bx), Tensor(bi), (0, 2)))
t("p_width_0", lambda: C(Tensor(img), Tensor(bx), Tensor(bi), (2, 0)))
t("p_size_list", lambda: C(Tensor(img), Tensor(bx), Tensor(bi), [2, 2]))
t("p_size_3", lambda: C(Tensor(img), Tensor(bx), Tensor(bi), (2, 2, 2)))
t("p_size_float", lambda: C(Tensor(img), Tensor(bx), Tensor(bi), (2.0, 2)))
t("p_img_numpy", lambda: C(img, Tensor(bx), Tensor(bi), (2, 2)))
t("p_boxes_numpy", lambda: C(Tensor(img), bx, Tensor(bi), (2, 2)))
t("p_img_bool", lambda: C(Tensor(img > 3), Tensor(bx), Tensor(bi), (2, 2)))
t("p_img_u32", lambda: C(Tensor(img.astype(np.uint32)), Tensor(bx), Tensor(bi), (2, 2)))
t("fn_size_list", lambda: ops.crop_and_resize(Tensor(img), Tensor(bx), Tensor(bi), [2, 2]))
t("fn_size_3", lambda: ops.crop_and_resize(Tensor(img), Tensor(bx), Tensor(bi), (2, 2, 2)))
t("fn_size_float", lambda: ops.crop_and_resize(Tensor(img), Tensor(bx), Tensor(bi), (2.0, 2)))
t("fn_size_0", lambda: ops.crop_and_resize(Tensor(img), Tensor(bx), Tensor(bi), (0, 2)))
t("fn_boxes_f16", lambda: ops.crop_and_resize(Tensor(img), Tensor(bx, ms.float16), Tensor(bi), (2, 2)))
t("fn_index_i64", lambda: ops.crop_and_resize(Tensor(img), Tensor(bx), Tensor(bi.astype(np.int64)), (2, 2)))
t("fn_boxes_cols", lambda: ops.crop_and_resize(Tensor(img), Tensor(bx[:, :3]), Tensor(bi), (2, 2)))
t("fn_index_rank", lambda: ops.crop_and_resize(Tensor(img), Tensor(bx), Tensor(bi[None]), (2, 2)))
t("fn_index_len", lambda: ops.crop_and_resize(Tensor(img), Tensor(bx), Tensor(bi[:1]), (2, 2)))
t("fn_img3", lambda: ops.crop_and_resize(Tensor(img[0]), Tensor(bx), Tensor(bi), (2, 2)))
t("fn_img_numpy", lambda: ops.crop_and_resize(img, Tensor(bx), Tensor(bi), (2, 2)))
t("fn_boxes_numpy", lambda: ops.crop_and_resize(Tensor(img), bx, Tensor(bi), (2, 2)))
t("fn_index_numpy", lambda: ops.crop_and_resize(Tensor(img), Tensor(bx), bi, (2, 2)))
t("fn_method_bad", lambda: ops.crop_and_resize(Tensor(img), Tensor(bx), Tensor(bi), (2, 2), "area"))
t("fn_extrap_int", lambda: ops.crop_and_resize(Tensor(img), Tensor(bx), Tensor(bi), (2, 2), "bilinear", 0))
t("fn_index_high", lambda: ops.crop_and_resize(Tensor(img), Tensor(bx), Tensor(bi + 1), (2, 2)).asnumpy())


class Up(nn.Cell):
    def __init__(self, method):
        super().__init__()
        self.op = P.CropAndResize(method)
        self.w = Tensor(np.linspace(-1.3, 2.1, 5 * 7 * 9, dtype=np.float32).reshape(5, 7, 9, 1))

    def construct(self, x):
        return self.op(x, Tensor(bx), Tensor(bi), (7, 9)) * self.w


# Float16 image gradients: each contribution rounded to Float16 and added in Float16, in the kernel's order
for method in ("bilinear", "nearest", "bilinear_v2"):
    t(f"grad_f16_{method}", lambda: ops.GradOperation()(Up(method))(Tensor(img, ms.float16)))
t("grad_f64", lambda: ops.GradOperation()(Up("bilinear"))(Tensor(img, ms.float64)))
