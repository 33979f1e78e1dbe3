# BoundingBoxDecode / BoundingBoxEncode (primitives and ops.bounding_box_decode/encode): values in Float16/Float32,
# means/stds, wh_ratio_clip clipping, max_shape clamping, argument and input errors
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import functional as F
from mindspore.ops import operations as P


def t(name, f):
    try:
        r = f()
        if isinstance(r, Tensor):
            print(name, r.dtype, r.shape)
            print(r)
        else:
            print(name, r)
    except Exception as e:  # noqa: BLE001
        print(name, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


rs = np.random.RandomState(3)
a = np.array([[4, 1, 2, 1], [2, 2, 2, 3], [0, 0, 10, 20], [5, 5, 30, 9]], np.float32)
d = np.array([[3, 1, 2, 2], [1, 2, 1, 4], [0.1, -0.2, 0.3, -5.0], [-0.5, 0.5, -1.0, 0.25]], np.float32)
ra = np.sort(rs.rand(6, 2, 2).astype(np.float32) * 50, axis=1).reshape(6, 4)[:, [0, 2, 1, 3]]
rd = rs.randn(6, 4).astype(np.float32)
for dt in (ms.float32, ms.float16):
    t(f"decode_{dt}", lambda: P.BoundingBoxDecode(max_shape=(768, 1280))(Tensor(a, dt), Tensor(d, dt)))
    t(f"encode_{dt}", lambda: P.BoundingBoxEncode()(Tensor(a, dt), Tensor(d, dt)))
    t(f"decode_rand_{dt}", lambda: ops.BoundingBoxDecode((40, 30), (0.1, 0.0, -0.1, 0.2), (2.0, 1.0, 0.5, 3.0))(
        Tensor(ra, dt), Tensor(rd, dt)))  # fmt: skip
    t(f"encode_rand_{dt}", lambda: ops.BoundingBoxEncode((0.1, 0.0, -0.1, 0.2), (2.0, 1.0, 0.5, 3.0))(
        Tensor(ra, dt), Tensor(ra[::-1].copy() + 1, dt)))  # fmt: skip
means, stds = (0.1, 0.1, 0.2, 0.2), (2.0, 2.0, 3.0, 3.0)
t("decode_means", lambda: P.BoundingBoxDecode((768, 1280), means, stds, 0.016)(Tensor(a), Tensor(d)))
t("encode_means", lambda: P.BoundingBoxEncode((0.1, 0.2, 0.3, 0.4), (1.0, 2.0, 3.0, 4.0))(Tensor(a), Tensor(d)))
t("decode_small_max", lambda: P.BoundingBoxDecode(max_shape=(7, 6))(Tensor(a * 3), Tensor(d)))
t("decode_clip_1", lambda: P.BoundingBoxDecode((768, 1280), wh_ratio_clip=1.0)(Tensor(a), Tensor(d)))
t("decode_clip_0", lambda: P.BoundingBoxDecode((768, 1280), wh_ratio_clip=0.0)(Tensor(a), Tensor(d)))
t("decode_clip_neg", lambda: P.BoundingBoxDecode((768, 1280), wh_ratio_clip=-0.5)(Tensor(a), Tensor(d)))
t("decode_clip_half", lambda: P.BoundingBoxDecode((768, 1280), wh_ratio_clip=0.5)(Tensor(a), Tensor(d)))
t("decode_std0", lambda: P.BoundingBoxDecode((768, 1280), stds=(1.0, 1.0, 1.0, 0.0))(Tensor(a), Tensor(d)))
t("encode_std0", lambda: P.BoundingBoxEncode(stds=(1.0, 1.0, 1.0, 0.0))(Tensor(a), Tensor(d)))
t("decode_empty", lambda: P.BoundingBoxDecode((768, 1280))(Tensor(np.zeros((0, 4), np.float32)),
                                                          Tensor(np.zeros((0, 4), np.float32))))  # fmt: skip
t("fn_decode", lambda: F.bounding_box_decode(Tensor(a), Tensor(d), max_shape=(768, 1280), means=means, stds=stds,
                                             wh_ratio_clip=0.016))  # fmt: skip
t("fn_encode", lambda: ops.bounding_box_encode(Tensor(a), Tensor(d), means=means, stds=stds))
t("fn_decode_defaults", lambda: ops.bounding_box_decode(Tensor(a), Tensor(d), (768, 1280)))
print(repr(P.BoundingBoxDecode((768, 1280))), repr(P.BoundingBoxEncode()))
p = P.BoundingBoxDecode((10, 20), means, stds, 0.5)
print(p.max_shape, p.means, p.stds, p.wh_ratio_clip)

for dt in (ms.float64, ms.int32, ms.uint8, ms.bfloat16):
    t(f"decode_{dt}", lambda: P.BoundingBoxDecode((768, 1280))(Tensor(a).astype(dt), Tensor(d).astype(dt)))
    t(f"encode_{dt}", lambda: P.BoundingBoxEncode()(Tensor(a).astype(dt), Tensor(d).astype(dt)))
t("decode_mixed", lambda: P.BoundingBoxDecode((768, 1280))(Tensor(a), Tensor(d, ms.float16)))
t("encode_mixed", lambda: P.BoundingBoxEncode()(Tensor(a), Tensor(d, ms.float16)))
t("decode_rows", lambda: P.BoundingBoxDecode((768, 1280))(Tensor(a), Tensor(d[:1])))
t("encode_rows", lambda: P.BoundingBoxEncode()(Tensor(a), Tensor(d[:1])))
t("decode_cols", lambda: P.BoundingBoxDecode((768, 1280))(Tensor(a[:, :3]), Tensor(d[:, :3])))
t("encode_cols", lambda: P.BoundingBoxEncode()(Tensor(a[:, :3]), Tensor(d[:, :3])))
t("decode_rank3", lambda: P.BoundingBoxDecode((768, 1280))(Tensor(a[None]), Tensor(d[None])))
t("encode_rank3", lambda: P.BoundingBoxEncode()(Tensor(a[None]), Tensor(d[None])))
t("decode_rank1", lambda: P.BoundingBoxDecode((768, 1280))(Tensor(a.ravel()), Tensor(d.ravel())))
t("decode_numpy", lambda: P.BoundingBoxDecode((768, 1280))(a, Tensor(d)))
t("encode_numpy", lambda: P.BoundingBoxEncode()(a, Tensor(d)))
t("decode_max_list", lambda: P.BoundingBoxDecode(max_shape=[768, 1280]))
t("decode_max_len", lambda: P.BoundingBoxDecode(max_shape=(768, 1280, 3)))
t("decode_means_list", lambda: P.BoundingBoxDecode((768, 1280), means=[0.0, 0.0, 0.0, 0.0]))
t("decode_means_int", lambda: P.BoundingBoxDecode((768, 1280), means=(0, 0.0, 0.0, 0.0)))
t("decode_means_len", lambda: P.BoundingBoxDecode((768, 1280), means=(0.0, 0.0, 0.0)))
t("decode_stds_len", lambda: P.BoundingBoxDecode((768, 1280), stds=(1.0, 1.0, 1.0)))
t("decode_clip_int", lambda: P.BoundingBoxDecode((768, 1280), wh_ratio_clip=1))
t("encode_means_list", lambda: P.BoundingBoxEncode(means=[0.0, 0.0, 0.0, 0.0]))
t("encode_means_len", lambda: P.BoundingBoxEncode(means=(0.0, 0.0, 0.0)))
t("encode_stds_int", lambda: P.BoundingBoxEncode(stds=(1, 1.0, 1.0, 1.0)))
