# ops.FractionalMaxPoolWithFixedKsize, ops.FractionalMaxPool3DWithFixedKsize (given random_samples) and
# ops.MaxUnpool3D: values, argmax, dtypes, layouts and MindSpore's argument errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def attempt(tag, f):
    try:
        r = f()
        r = r if isinstance(r, tuple) else (r,)
        vals = [v.asnumpy() for v in r]
        for i, (v, a) in enumerate(zip(r, vals)):
            print(tag, i, v.dtype, v.shape)
            print(a)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])


rs = np.random.RandomState(1)
x = Tensor(rs.rand(2, 3, 7, 8).astype(np.float32))
s = Tensor(rs.rand(2, 3, 2).astype(np.float32))
F2 = ops.FractionalMaxPoolWithFixedKsize
attempt("fk", lambda: F2(2, (3, 4))(x, s))
attempt("fk_f64", lambda: F2((2, 3), 3)(Tensor(rs.rand(1, 2, 6, 7)), Tensor(rs.rand(1, 2, 2))))
xi = Tensor(rs.randint(0, 50, (1, 2, 6, 7)).astype(np.int32))
attempt("fk_i32", lambda: F2(2, 3)(xi, Tensor(rs.rand(1, 2, 2).astype(np.float32))))
attempt("fk_asym", lambda: F2((1, 3), (5, 2))(x, Tensor(np.array([[[0.1, 0.9]] * 3] * 2, np.float32))))
attempt("fk_samples_f64", lambda: F2(2, 3)(x, Tensor(rs.rand(2, 3, 2))))
attempt("fk_3d", lambda: F2(2, 3)(x[0], s[0:1]))
attempt("fk_badfmt", lambda: F2(2, 3, "NHWC"))
attempt("fk_badk", lambda: F2(0, 3))
attempt("fk_badk3", lambda: F2((1, 2, 3), 3))
attempt("fk_badk_float", lambda: F2(2.0, 3))
attempt("fk_bad_out", lambda: F2(2, (3, -1)))
attempt("fk_too_high", lambda: F2(2, 7)(x, s))
attempt("fk_too_wide", lambda: F2((1, 4), (6, 6))(x, s))
attempt("fk_samples_batch", lambda: F2(2, 3)(x, s[:1]))

x3 = Tensor(rs.rand(2, 2, 5, 6, 7).astype(np.float32))
s3 = Tensor(rs.rand(2, 2, 3).astype(np.float32))
F3 = ops.FractionalMaxPool3DWithFixedKsize
attempt("f3", lambda: F3((2, 1, 3), (3, 4, 3))(x3, s3))
attempt("f3_int_args", lambda: F3(2, 3)(x3, s3))
xl = Tensor(rs.rand(1, 4, 5, 6, 4).astype(np.float32))
attempt("f3_ndhwc", lambda: F3(2, 2, "NDHWC")(xl, Tensor(rs.rand(1, 4, 3).astype(np.float32))))
xl2 = Tensor(rs.rand(2, 3, 5, 6, 3).astype(np.float32))
attempt("f3_ndhwc_odd", lambda: F3((1, 2, 2), (2, 3, 4), "NDHWC")(xl2, Tensor(rs.rand(2, 3, 3).astype(np.float32))))
attempt("f3_just_fits", lambda: F3(2, (4, 2, 2))(x3, s3))
attempt("f3_ndhwc_samples", lambda: F3(2, 2, "NDHWC")(x3, Tensor(rs.rand(2, 7, 3).astype(np.float32))))
attempt("f3_f16", lambda: F3(1, 2)(x3.astype(ms.float16), s3.astype(ms.float16)))
attempt("f3_f64", lambda: F3(2, (2, 3, 2))(x3.astype(ms.float64), s3.astype(ms.float64)))
attempt("f3_i64", lambda: F3(1, 2)(x3.astype(ms.int64) * 0 + Tensor(rs.randint(0, 9, (2, 2, 5, 6, 7))), s3))
attempt("f3_4d_batch", lambda: F3(1, 2)(x3[0], s3[:1]))
attempt("f3_badk", lambda: F3((1, 2), 2))
attempt("f3_badk0", lambda: F3((1, 0, 1), 2))
attempt("f3_badk_float", lambda: F3(1.5, 2))
attempt("f3_badfmt", lambda: F3(1, 2, "NCHW"))
attempt("f3_badout", lambda: F3(1, 2.5))
attempt("f3_badout0", lambda: F3(1, (2, 0, 2)))
attempt("f3_too_deep", lambda: F3(2, 6)(x3, s3))
attempt("f3_too_high", lambda: F3((1, 3, 1), (2, 5, 2))(x3, s3))
attempt("f3_too_wide", lambda: F3((1, 1, 4), (2, 2, 6))(x3, s3))
attempt("f3_samples_last", lambda: F3(1, 2)(x3, s3[:, :, :2]))
attempt("f3_samples_channels", lambda: F3(1, 2)(x3, s3[:, :1]))

xu = Tensor(rs.rand(1, 2, 2, 2, 2).astype(np.float32))
iu = Tensor(np.array([0, 9, 18, 63] * 4).reshape(1, 2, 2, 2, 2).astype(np.int64))
U = ops.MaxUnpool3D
attempt("u3", lambda: U(ksize=2)(xu, iu))
attempt("u3_i32_idx", lambda: U(ksize=(2, 2, 2), strides=2)(xu, iu.astype(ms.int32)))
attempt("u3_stride", lambda: U(ksize=2, strides=3, pads=0)(xu, iu))
attempt("u3_pad", lambda: U(ksize=4, strides=3, pads=1)(xu, iu))
attempt("u3_out_shape", lambda: U(ksize=2, output_shape=(1, 2, 5, 5, 5))(xu, iu))
attempt("u3_ndhwc", lambda: U(ksize=2, data_format="NDHWC")(xu, iu))
xn = Tensor(rs.rand(1, 2, 3, 1, 4).astype(np.float32))
idx_n = Tensor(
    np.array([0, 5, 17, 30, 2, 8, 11, 40, 3, 7, 22, 9, 1, 4, 6, 10, 12, 13, 14, 15, 16, 18, 19, 20])
    .reshape(1, 2, 3, 1, 4)
    .astype(np.int64)
)
attempt("u3_ndhwc_odd", lambda: U(ksize=(2, 3, 2), data_format="NDHWC")(xn, idx_n))
attempt("u3_f16", lambda: U(ksize=2)(xu.astype(ms.float16), iu))
attempt("u3_i32", lambda: U(ksize=2)(Tensor(np.arange(16).reshape(1, 2, 2, 2, 2).astype(np.int32)), iu))
attempt("u3_f64", lambda: U(ksize=2)(xu.astype(ms.float64), iu))
attempt("u3_out_shape3", lambda: U(ksize=2, output_shape=(5, 5, 5))(xu, iu))
attempt("u3_badfmt", lambda: U(ksize=2, data_format="NCHW"))
attempt("u3_badk", lambda: U(ksize=0))
attempt("u3_badk2", lambda: U(ksize=(1, 2)))
attempt("u3_badpad", lambda: U(ksize=2, pads=-1))
attempt("u3_badstride", lambda: U(ksize=2, strides=(1, 0, 1)))
attempt("u3_bad_out_list", lambda: U(ksize=2, output_shape=[1, 2, 3]))
attempt("u3_idx_out", lambda: U(ksize=2, strides=1)(xu, iu))
attempt("u3_idx_out2", lambda: U(ksize=2)(xu, iu * 10))
attempt("u3_idx_float", lambda: U(ksize=2)(xu, iu.astype(ms.float32)))
attempt("u3_shapes", lambda: U(ksize=2)(xu, iu[:, :1]))
attempt("u3_4d", lambda: U(ksize=2)(xu[0], iu[0]))
