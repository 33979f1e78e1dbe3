# ParameterizedTruncatedNormal, MultinomialWithReplacement, UniformCandidateSampler and SampleDistortedBoundingBoxV2
# draw MindSpore 2.10 CPU's numbers for fixed seeds (all three truncated-normal samplers, repeated calls, dtypes);
# NonDeterministicInts: shapes, dtypes and ranges only (its CPU source is not reproducible); argument errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore import dtype as mstype


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


def f32(*v):
    return Tensor(np.array(v, np.float32))


P = ops.ParameterizedTruncatedNormal
i32 = mstype.int32
attempt("ptn_doc", lambda: P(1, 2)(Tensor(np.array([2, 3]), i32), f32(0), f32(1), f32(-100), f32(100)))
attempt("ptn_seed_only", lambda: P(7, 0)(Tensor(np.array([3, 4]), mstype.int64), f32(0), f32(1), f32(-2), f32(2)))
attempt("ptn_seed2_only", lambda: P(0, 7)(Tensor(np.array([3, 4]), i32), f32(0), f32(1), f32(-2), f32(2)))
attempt(
    "ptn_batch_params", lambda: P(3, 4)(Tensor(np.array([2, 3]), i32), f32(0, 100), f32(1, 1), f32(-5, 95), f32(5, 105))
)
attempt(
    "ptn_scalars", lambda: P(3, 4)(Tensor(np.array([2, 3]), i32), Tensor(0.0), Tensor(2.0), Tensor(-1.0), Tensor(3.0))
)
attempt("ptn_uniform_case", lambda: P(5, 0)(Tensor(np.array([2, 6]), i32), f32(0), f32(1), f32(0.1), f32(0.3)))
attempt("ptn_exp_case", lambda: P(0, 9)(Tensor(np.array([2, 6]), i32), f32(0), f32(1), f32(2.0), f32(9.0)))
attempt("ptn_swapped", lambda: P(11, 0)(Tensor(np.array([1, 4]), i32), f32(5), f32(2), f32(-3), f32(1)))
attempt(
    "ptn_f64", lambda: P(2, 2)(Tensor(np.array([2, 2]), i32), *(Tensor(np.array([v])) for v in (0.0, 1.0, -1.0, 1.0)))
)
f16 = [Tensor(np.array([v]), mstype.float16) for v in (0.0, 1.0, -1.0, 1.0)]
attempt("ptn_f16", lambda: P(2, 2)(Tensor(np.array([2, 2]), i32), *f16))
attempt("ptn_3d", lambda: P(1, 1)(Tensor(np.array([2, 2, 2]), i32), f32(0), f32(1), f32(-2), f32(2)))
attempt("ptn_big_seed", lambda: P(2**40, 7)(Tensor(np.array([1, 4]), i32), f32(0), f32(1), f32(-2), f32(2)))
same = P(13, 0)
attempt("ptn_again_1", lambda: same(Tensor(np.array([1, 3]), i32), f32(0), f32(1), f32(-2), f32(2)))
attempt("ptn_again_2", lambda: same(Tensor(np.array([1, 3]), i32), f32(0), f32(1), f32(-2), f32(2)))
attempt("ptn_std0", lambda: P(1, 1)(Tensor(np.array([2, 2]), i32), f32(0), f32(0), f32(-2), f32(2)))
attempt("ptn_min_max", lambda: P(1, 1)(Tensor(np.array([2, 2]), i32), f32(0), f32(1), f32(2), f32(-2)))
attempt("ptn_shape1", lambda: P(1, 1)(Tensor(np.array([2]), i32), f32(0), f32(1), f32(-2), f32(2)))
attempt("ptn_shape_neg", lambda: P(1, 1)(Tensor(np.array([2, -1]), i32), f32(0), f32(1), f32(-2), f32(2)))
attempt("ptn_shape_f", lambda: P(1, 1)(Tensor(np.array([2.0, 1.0]), mstype.float32), f32(0), f32(1), f32(-2), f32(2)))
attempt("ptn_mixed", lambda: P(1, 1)(Tensor(np.array([2, 2]), i32), f32(0), Tensor(np.array([1.0])), f32(-2), f32(2)))
attempt("ptn_param_shape", lambda: P(1, 1)(Tensor(np.array([2, 2]), i32), f32(0, 1, 2), f32(1), f32(-2), f32(2)))
attempt("ptn_int_mean", lambda: P(1, 1)(Tensor(np.array([2, 2]), i32), Tensor(np.array([0])), f32(1), f32(-2), f32(2)))
attempt("ptn_seed_float", lambda: P(1.0, 1))
attempt("ptn_tuple", lambda: P(1, 1)((2, 2), f32(0), f32(1), f32(-2), f32(2)))

M = ops.MultinomialWithReplacement
i64 = mstype.int64
x = Tensor([[0.0, 9.0, 4.0, 0.0]], mstype.float32)
rows = Tensor([[1.0, 2.0, 3.0, 4.0], [0.5, 0, 0, 0.5]], mstype.float32)
attempt("mwr_doc", lambda: M(2, True)(x, Tensor(2, i64), Tensor(5, i64)))
attempt("mwr_rows", lambda: M(8, True)(rows, Tensor(7, i64), Tensor(0, i64)))
attempt("mwr_no_replacement", lambda: M(3, False)(rows, Tensor(7, i64), Tensor(11, i64)))
attempt("mwr_zero_tail", lambda: M(4, False)(rows, Tensor(3, i64), Tensor(1, i64)))
attempt(
    "mwr_1d_f64", lambda: M(5, True)(Tensor([1.0, 0.0, 3.0], mstype.float64), Tensor(123456789, i64), Tensor(3, i64))
)
attempt("mwr_f16", lambda: M(6, True)(rows.astype(mstype.float16), Tensor(-4, i64), Tensor(2**40, i64)))
kept_m = M(3, True)
attempt("mwr_again_1", lambda: kept_m(rows, Tensor(5, i64), Tensor(1, i64)))
attempt("mwr_again_2", lambda: kept_m(rows, Tensor(5, i64), Tensor(1, i64)))
attempt("mwr_again_3", lambda: kept_m(x, Tensor(8, i64), Tensor(0, i64)))
attempt("mwr_negative", lambda: M(2, True)(Tensor([[1.0, -1.0]]), Tensor(2, i64), Tensor(5, i64)))
attempt("mwr_zero_row", lambda: M(2, True)(Tensor([[0.0, 0.0]]), Tensor(2, i64), Tensor(5, i64)))
attempt("mwr_n0", lambda: M(0, True)(x, Tensor(2, i64), Tensor(5, i64)))
attempt("mwr_n_float", lambda: M(2.0, True))
attempt("mwr_repl_int", lambda: M(2, 1))
attempt("mwr_i32", lambda: M(2, True)(Tensor([[1, 2]], mstype.int32), Tensor(2, i64), Tensor(5, i64)))
attempt("mwr_seed_i32", lambda: M(2, True)(x, Tensor(2, mstype.int32), Tensor(5, i64)))
attempt("mwr_3d", lambda: M(2, True)(Tensor(np.ones((1, 2, 2), np.float32)), Tensor(2, i64), Tensor(5, i64)))
attempt("mwr_too_many", lambda: M(5, False)(x, Tensor(2, i64), Tensor(5, i64)))
attempt("mwr_seed_int", lambda: M(2, True)(x, 2, 5))

U = ops.UniformCandidateSampler
tc = Tensor(np.array([[1], [3], [4], [6], [3]], dtype=np.int64))
attempt("ucs_doc", lambda: U(1, 3, False, 4, 1)(tc))
attempt("ucs_unique", lambda: U(1, 5, True, 20, 7)(tc))
attempt("ucs_wide", lambda: U(1, 6, False, 1000, 3)(tc))
attempt("ucs_i32", lambda: U(1, 6, False, 1000, 3)(tc.astype(mstype.int32)))
attempt("ucs_remove_hits", lambda: U(1, 4, True, 8, 5, True)(tc))
attempt("ucs_remove_too_few", lambda: U(1, 3, True, 5, 9, True)(tc))
tc2 = Tensor(np.array([[0, 5], [2, 2]], dtype=np.int64))
attempt("ucs_num_true2", lambda: U(2, 4, True, 10, 12)(tc2))
kept = U(1, 4, False, 50, 21)
attempt("ucs_again_1", lambda: kept(tc))
attempt("ucs_again_2", lambda: kept(tc))
for args in ((0, 3, False, 4), (1, 0, False, 4), (1, 3, False, 0), (1, 5, True, 4), (2, 3, False, 4), (1, 3, 1, 4),
             (1.0, 3, False, 4), (1, 3, False, 4, -1), (1, 3, False, 4, 0, 1)):  # fmt: skip
    attempt(f"ucs_args {args}", lambda: U(*args)(tc))
attempt("ucs_float_classes", lambda: U(1, 3, False, 4)(tc.astype(mstype.float32)))
attempt("ucs_1d", lambda: U(1, 3, False, 4)(tc[:, 0]))

S = ops.SampleDistortedBoundingBoxV2
img = Tensor([640, 480, 3], mstype.int32)
bb = Tensor([[[0.38, 0.17, 0.95, 0.40]]], mstype.float32)
mc = Tensor([0.8], mstype.float32)
attempt("sdb_doc", lambda: S(1, 1, (0.9, 1.1), (0.1, 1.0), 100, False)(img, bb, mc))
boxes2 = Tensor([[[0.1, 0.1, 0.5, 0.6], [0.3, 0.2, 0.9, 0.8]]], mstype.float32)
attempt("sdb_two_boxes", lambda: S(5, 0, (0.5, 2.0), (0.05, 0.5), 10)(Tensor([100, 200, 3], i64), boxes2, f32(0.3)))
attempt(
    "sdb_seed2", lambda: S(0, 9, (0.75, 1.33), (0.2, 0.9), 50)(Tensor([300, 301, 1], mstype.int16), boxes2, f32(0.5))
)
attempt("sdb_u8", lambda: S(3, 4)(Tensor([200, 100, 3], mstype.uint8), bb, mc))
attempt("sdb_whole_image", lambda: S(3, 4, (0.9, 1.1), (0.05, 0.06), 2)(img, bb, Tensor([1.0], mstype.float32)))
no_boxes = Tensor(np.zeros((1, 0, 4), np.float32))
attempt("sdb_use_image", lambda: S(2, 2, use_image_if_no_bounding_boxes=True)(img, no_boxes, mc))
kept_s = S(6, 7, (0.5, 1.5), (0.1, 0.7), 20)
attempt("sdb_again_1", lambda: kept_s(img, bb, f32(0.2)))
attempt("sdb_again_2", lambda: kept_s(img, bb, f32(0.2)))
attempt("sdb_list_range", lambda: S(1, 1, [0.5, 1.0])(img, bb, mc))
for kw in (dict(aspect_ratio_range=(0.9,)), dict(aspect_ratio_range=(-1.0, 1.0)), dict(area_range=(0.5, 1.5)),
           dict(area_range=(0.0, 1.0)), dict(max_attempts=0), dict(seed=1.5),
           dict(use_image_if_no_bounding_boxes=1)):  # fmt: skip
    attempt(f"sdb_args {sorted(kw)}", lambda: S(**kw)(img, bb, mc))
attempt("sdb_img_float", lambda: S(1, 1)(Tensor([640.0, 480.0, 3.0]), bb, mc))
attempt("sdb_img_2", lambda: S(1, 1)(Tensor([640, 480], mstype.int32), bb, mc))
attempt("sdb_boxes_2d", lambda: S(1, 1)(img, bb[0], mc))
attempt("sdb_box_range", lambda: S(1, 1)(img, Tensor([[[0.38, 0.17, 1.95, 0.40]]], mstype.float32), mc))
attempt("sdb_box_x_order", lambda: S(1, 1)(img, Tensor([[[0.38, 0.47, 0.95, 0.40]]], mstype.float32), mc))
attempt("sdb_box_y_order", lambda: S(1, 1)(img, Tensor([[[0.98, 0.17, 0.95, 0.40]]], mstype.float32), mc))
attempt("sdb_cover", lambda: S(1, 1)(img, bb, Tensor([1.5], mstype.float32)))
attempt("sdb_no_boxes", lambda: S(1, 1)(img, no_boxes, mc))
attempt("sdb_negative_image", lambda: S(3, 4)(Tensor([-200, 100, 3], mstype.int32), bb, mc))

N = ops.NonDeterministicInts
for dt in (mstype.int32, mstype.int64, mstype.uint32, mstype.uint64):
    r = N(dt)(Tensor(np.array([40, 50]), mstype.int32))
    a = r.asnumpy().astype(np.float64)
    lo = -(2.0**31) if dt == mstype.int32 else (-(2.0**63) if dt == mstype.int64 else 0.0)
    hi = (
        2.0**31
        if dt == mstype.int32
        else (2.0**63 if dt == mstype.int64 else (2.0**32 if dt == mstype.uint32 else 2.0**64))
    )
    span = (a.max() - a.min()) / (hi - lo)
    print("nd", r.dtype, r.shape, bool(a.min() >= lo and a.max() <= hi), bool(span > 0.9), len(np.unique(a)) > 1900)
attempt("nd_default_dtype_shape", lambda: N()(Tensor(np.array([2, 5]), mstype.int64)).shape)
for tag, f in (("nd_float_dtype", lambda: N(mstype.float32)),
               ("nd_shape_float", lambda: N()(Tensor([2.0, 3.0], mstype.float32))),
               ("nd_shape_2d", lambda: N()(Tensor([[2, 3]], mstype.int32))),
               ("nd_shape_negative", lambda: N()(Tensor([2, -3], mstype.int32))),
               ("nd_shape_scalar", lambda: N()(Tensor(3, mstype.int32))),
               ("nd_shape_tuple", lambda: N()((2, 3))),
               ("nd_shape_i16", lambda: N()(Tensor([2, 3], mstype.int16))),
               ("nd_one_dim", lambda: N()(Tensor([6], mstype.int32))),
               ("nd_zero_dim", lambda: N()(Tensor(np.array([2, 0]), mstype.int32)))):  # fmt: skip
    try:
        print(tag, f().shape)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])

# the functional forms build a new primitive per call: the same seeds give the same numbers each time
fx = Tensor([[1.0, 2.0, 3.0, 4.0], [0.5, 0, 0, 0.5]], mstype.float32)
attempt("f_mwr_1", lambda: ops.multinomial_with_replacement(fx, 5, 1, 3, True))
attempt("f_mwr_2", lambda: ops.multinomial_with_replacement(fx, 5, 1, 3, True))
attempt("f_mwr_tensors", lambda: ops.multinomial_with_replacement(fx, Tensor(9, i64), Tensor(2, i64), 2, False))
attempt("f_mwr_seed_float", lambda: ops.multinomial_with_replacement(fx, 1.5, 1, 3, True))
attempt("f_mwr_offset_none", lambda: ops.multinomial_with_replacement(fx, 1, None, 3, True))
attempt("f_ucs_1", lambda: ops.uniform_candidate_sampler(tc, 1, 4, False, 50, 21))
attempt("f_ucs_2", lambda: ops.uniform_candidate_sampler(tc, 1, 4, False, 50, 21))
attempt("f_ucs_unique", lambda: ops.uniform_candidate_sampler(tc, 1, 6, True, 9, 2, True))
