# Array ops of mindspore.ops as MindSpore 2.10 runs them on CPU: block_diag, cartesian_prod, combinations, t, Tril,
# LowerBound/UpperBound, IdentityN, ListDiff, NthElement, RaggedRange, UnravelIndex, DataFormatDimMap,
# DataFormatVecPermute, CompareAndBitpack, CheckNumerics, is_floating_point, is_nonzero, deepcopy, SubAndFilter,
# float_power_ext and Tensor.sum_to_size / get_bytes / set_const_arg: values, dtypes and errors.
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.common.api import _pynative_executor


def _plain(v):
    if isinstance(v, Tensor):
        a = v.asnumpy()
        return (str(v.dtype), v.shape, [a.real.tolist(), a.imag.tolist()] if np.iscomplexobj(a) else a.tolist())
    if isinstance(v, (tuple, list)):
        return [_plain(x) for x in v]
    return v


def attempt(tag, fn):
    try:
        print(tag, _plain(fn()))
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0])
        try:
            _pynative_executor.sync()
        except Exception:  # noqa: BLE001
            pass


i32, i64, f32, f64 = ms.int32, ms.int64, ms.float32, ms.float64
attempt("block_diag", lambda: ops.block_diag(Tensor([[4], [3], [2]], i32), Tensor([7, 6, 5], i32), Tensor(1, i32),
                                             Tensor([[5, 4, 3], [2, 1, 0]], i32)))  # fmt: skip
attempt("block_diag_mixed", lambda: ops.block_diag(Tensor([[1.5, 2]], f32), Tensor([[3]], i64)))
attempt("block_diag_one", lambda: ops.block_diag(Tensor([[1, 2], [3, 4]], f64)))
attempt("block_diag_3d", lambda: ops.block_diag(Tensor(np.ones((2, 2, 2)), f32)))
attempt("block_diag_list", lambda: ops.block_diag([1, 2]))
attempt("cartesian", lambda: ops.cartesian_prod(Tensor([1, 2]), Tensor([5])))
attempt("cartesian3", lambda: ops.cartesian_prod(Tensor([1, 2], i32), Tensor([5, 6, 7], i32), Tensor([8, 9], i32)))
attempt("cartesian_one", lambda: ops.cartesian_prod(Tensor([1.5, 2.5], f32)))
attempt("cartesian_f", lambda: ops.cartesian_prod(Tensor([1.5, 2.5], f32), Tensor([3.0], f32)))
x3 = Tensor([1, 2, 3])
attempt("comb", lambda: ops.combinations(x3))
attempt("comb_r3", lambda: ops.combinations(x3, r=3))
attempt("comb_rep", lambda: ops.combinations(x3, with_replacement=True))
attempt("comb_r1", lambda: ops.combinations(Tensor([1.5, 2.5, 3.5], f32), r=1))
attempt("comb_r4", lambda: ops.combinations(x3, r=4))
attempt("comb_r0", lambda: ops.combinations(x3, r=0))
attempt("comb_2d", lambda: ops.combinations(Tensor([[1, 2]])))
attempt("t0", lambda: ops.t(Tensor(6)))
attempt("t1", lambda: ops.t(Tensor([1, 2])))
attempt("t2", lambda: ops.t(Tensor([[1, 2, 3], [2, 3, 4]], f32)))
attempt("t3", lambda: ops.t(Tensor(np.ones((2, 2, 2)), f32)))
m4 = np.array([[1, 2, 3, 4], [5, 6, 7, 8], [10, 11, 12, 13], [14, 15, 16, 17]])
for d in (0, 1, -1, 5, -5):
    attempt(f"tril_{d}", lambda d=d: ops.Tril(diagonal=d)(Tensor(m4)))
attempt("tril_batch", lambda: ops.Tril()(Tensor(np.arange(12).reshape(2, 2, 3), f32)))
attempt("tril_bool", lambda: ops.Tril()(Tensor(np.ones((2, 3)) > 0)))
attempt("tril_1d", lambda: ops.Tril()(Tensor([1, 2, 3])))
attempt("tril_float_diag", lambda: ops.Tril(diagonal=1.0))
sx = Tensor(np.arange(12).reshape(3, 4).astype(np.int8))
attempt("lower", lambda: ops.LowerBound(out_type=i32)(sx, Tensor(np.array([[3], [4], [8]]).astype(np.int8))))
attempt("upper", lambda: ops.UpperBound(out_type=i32)(sx, Tensor(np.array([[3], [6], [9]]).astype(np.int8))))
sf = Tensor(np.array([[1.0, 2, 2, 5], [0, 0, 3, 3]]), f32)
vf = Tensor(np.array([[2.0, 0, 6], [3, -1, 0]]), f32)
attempt("lower_f", lambda: ops.LowerBound()(sf, vf))
attempt("upper_f", lambda: ops.UpperBound(i64)(sf, vf))
attempt("lower_mixed", lambda: ops.LowerBound()(sf, Tensor(np.ones((2, 1)), f64)))
attempt("lower_rows", lambda: ops.LowerBound()(sf, Tensor(np.ones((3, 1)), f32)))
attempt("lower_1d", lambda: ops.LowerBound()(Tensor([1.0, 2.0]), Tensor([1.0])))
attempt("lower_outf", lambda: ops.LowerBound(out_type=f32))
xs = [Tensor(np.array([1, 2, 3, 4]), i64), Tensor(np.array([4.0, 3.0]), f32)]
attempt("identityn", lambda: ops.IdentityN()(xs))
attempt("identityn_tuple", lambda: ops.IdentityN()(tuple(xs)))
attempt("identityn_tensor", lambda: ops.IdentityN()(xs[0]))
attempt("identityn_empty", lambda: ops.IdentityN()([]))
attempt("listdiff", lambda: ops.ListDiff()(Tensor(np.arange(1, 7), i32), Tensor([1, 3, 5], i32)))
attempt("listdiff_f", lambda: ops.ListDiff(out_idx=i64)(Tensor([3.0, 1.0, 3.0, 2.0], f32), Tensor([2.0, 7.0], f32)))
attempt("listdiff_all", lambda: ops.ListDiff()(Tensor([1, 1], i64), Tensor([1], i64)))
attempt("listdiff_mixed", lambda: ops.ListDiff()(Tensor([1, 2], i32), Tensor([1], i64)))
attempt("listdiff_2d", lambda: ops.ListDiff()(Tensor([[1, 2]], i32), Tensor([1], i32)))
attempt("listdiff_outf", lambda: ops.ListDiff(out_idx=f32))
nin = Tensor(np.array([[1, 2, 3], [4, 5, 6]]), ms.int8)
attempt("nth", lambda: ops.NthElement()(nin, 1))
attempt("nth_rev", lambda: ops.NthElement(reverse=True)(Tensor(np.array([[3.0, 1, 2], [9, 7, 8]]), f32), 0))
attempt("nth_3d", lambda: ops.NthElement()(Tensor(np.array([[[5, 1, 4, 2]], [[0, 9, 3, 3]]]), i32), 2))
attempt("nth_tensor_n", lambda: ops.NthElement()(nin, Tensor(2, i32)))
attempt("nth_big", lambda: ops.NthElement()(nin, 3))
attempt("nth_neg", lambda: ops.NthElement()(nin, -1))
attempt("nth_1d", lambda: ops.NthElement()(Tensor([3, 1, 2], i32), 1))
rr = ops.RaggedRange(Tsplits=i64)
attempt(
    "ragged",
    lambda: rr(Tensor(np.array([2, 5, 8]), i32), Tensor(np.array([3, 5, 12]), i32), Tensor(np.array([1, 1, 1]), i32)),
)
attempt(
    "ragged_f",
    lambda: ops.RaggedRange(Tsplits=i32)(Tensor([0.0, 5.0], f32), Tensor([2.0, 1.0], f32), Tensor([0.5, -1.5], f32)),
)
attempt("ragged_scalar", lambda: rr(Tensor(0, i64), Tensor([3, 4], i64), Tensor(2, i64)))
attempt("ragged_zero_delta", lambda: rr(Tensor([0], i32), Tensor([3], i32), Tensor([0], i32)))
attempt("ragged_mixed", lambda: rr(Tensor([0], i32), Tensor([3], i64), Tensor([1], i32)))
attempt("unravel", lambda: ops.UnravelIndex()(Tensor(np.array([2, 5]), i32), Tensor(np.array([3, 3]), i32)))
attempt("unravel_scalar", lambda: ops.UnravelIndex()(Tensor(7, i64), Tensor(np.array([2, 2, 3]), i64)))
attempt("unravel_big", lambda: ops.UnravelIndex()(Tensor(np.array([9]), i32), Tensor(np.array([3, 3]), i32)))
attempt("unravel_neg", lambda: ops.UnravelIndex()(Tensor(np.array([-1]), i32), Tensor(np.array([3, 3]), i32)))
attempt("unravel_mixed", lambda: ops.UnravelIndex()(Tensor(np.array([1]), i32), Tensor(np.array([3, 3]), i64)))
attempt("dfdm", lambda: ops.DataFormatDimMap()(Tensor([0, 1, 2, 3], i32)))
attempt("dfdm_neg", lambda: ops.DataFormatDimMap()(Tensor([[-1, -4], [2, 0]], i32)))
attempt("dfdm_fmt", lambda: ops.DataFormatDimMap("NCHW", "NHWC")(Tensor([0, 1, 2, 3], i64)))
attempt("dfdm_f32", lambda: ops.DataFormatDimMap()(Tensor([0.0], f32)))
attempt("dfdm_badfmt", lambda: ops.DataFormatDimMap("NCWH", "NHWC"))
attempt("dfvp", lambda: ops.DataFormatVecPermute()(Tensor(np.array([1, 2, 3, 4]), i32)))
attempt("dfvp_2d", lambda: ops.DataFormatVecPermute("NCHW", "NHWC")(Tensor(np.arange(8).reshape(4, 2), i64)))
attempt("dfvp_f", lambda: ops.DataFormatVecPermute()(Tensor(np.ones(4), f32)))
attempt("dfvp_len", lambda: ops.DataFormatVecPermute()(Tensor(np.ones(3), i32)))
attempt("dfvp_fmt", lambda: ops.DataFormatVecPermute("NCHW", "NCHW"))
cb = ops.CompareAndBitpack()
attempt("cab", lambda: cb(Tensor(np.arange(1, 9), f32), Tensor(6, f32)))
attempt("cab_2d", lambda: cb(Tensor(np.arange(32).reshape(2, 16) % 5, i32), Tensor(2, i32)))
attempt("cab_bool", lambda: cb(Tensor(np.arange(8) % 3 == 0), Tensor(False)))
attempt("cab_len", lambda: cb(Tensor(np.arange(6), f32), Tensor(1, f32)))
attempt("cab_thr", lambda: cb(Tensor(np.arange(8), f32), Tensor([1.0], f32)))
attempt("cab_mixed", lambda: cb(Tensor(np.arange(8), f32), Tensor(1, f64)))
chk = ops.CheckNumerics()
attempt("chk", lambda: chk(Tensor(np.array([[1, 3], [2, 4]], np.float32))))
attempt("chk_f16", lambda: chk(Tensor(np.array([1.5], np.float16))))
attempt("chk_nan", lambda: chk(Tensor(np.array([1, np.nan], np.float32))))
attempt("chk_inf", lambda: chk(Tensor(np.array([np.inf, 1], np.float64))))
attempt("chk_int", lambda: chk(Tensor(np.array([1], np.int32))))
for dt in (f64, f32, ms.float16, ms.bfloat16, i32, ms.bool_, ms.complex64, ms.uint8):
    attempt(f"isfp_{dt}", lambda dt=dt: ops.is_floating_point(Tensor([1, 0], dt)))
attempt("isfp_list", lambda: ops.is_floating_point([1.0]))
attempt("nonzero_false", lambda: ops.is_nonzero(Tensor([[[False]]])))
attempt("nonzero_f", lambda: ops.is_nonzero(Tensor([[3.5]])))
attempt("nonzero_0", lambda: ops.is_nonzero(Tensor(0, i32)))
attempt("nonzero_c", lambda: ops.is_nonzero(Tensor(1j, ms.complex64)))
attempt("nonzero_nan", lambda: ops.is_nonzero(Tensor(float("nan"), f32)))
attempt("nonzero_two", lambda: ops.is_nonzero(Tensor([1, 2])))
attempt("nonzero_empty", lambda: ops.is_nonzero(Tensor(np.ones((0,)), f32)))
attempt("nonzero_list", lambda: ops.is_nonzero([1]))
attempt("deepcopy", lambda: ops.deepcopy(Tensor([[0, 1], [2, 1]], i32)))
src = Tensor([1.0, 2.0], f32)
cp = ops.deepcopy(src)
src[0] = 9.0
print("deepcopy_independent", cp.asnumpy().tolist(), src.asnumpy().tolist())
attempt("deepcopy_bool", lambda: ops.deepcopy(Tensor([True, False])))
attempt("deepcopy_list", lambda: ops.deepcopy([1, 2]))
sub = ops.SubAndFilter()
attempt("saf", lambda: sub(Tensor(np.array([1, 3, 5, 8, 9, 16]), i32), 10, 5))
attempt("saf_i64", lambda: sub(Tensor(np.array([[7, 2], [30, 12]]), i64), 8, 2))
attempt("saf_none", lambda: sub(Tensor(np.array([1, 2]), i32), 1, 5))
attempt("saf_f", lambda: sub(Tensor(np.array([1.0]), f32), 1, 0))
fpe = ops.function.math_func.float_power_ext
attempt("fpe", lambda: fpe(Tensor([1, 2, 3]), 2))
attempt("fpe_t", lambda: fpe(Tensor([1, 2, 3]), Tensor([2, -3, -4])))
attempt("fpe_f", lambda: fpe(Tensor([1.5, -2.0], f32), 0.5))
attempt("fpe_c", lambda: fpe(Tensor([1j, 2], ms.complex64), 2))
attempt("fpe_scalar_base", lambda: fpe(2, Tensor([1.0, 2.0], f32)))
attempt("fpe_bool", lambda: fpe(Tensor([True, False]), 2))
x6 = Tensor(np.arange(3 * 4 * 2, dtype=np.float32).reshape(3, 4, 2))
attempt("sts", lambda: x6.sum_to_size((1, 4, 1)))
attempt("sts_args", lambda: x6.sum_to_size(4, 2))
attempt("sts_lead", lambda: x6.sum_to_size((2,)))
attempt("sts_same", lambda: x6.sum_to_size((3, 4, 2)))
attempt("sts_bad", lambda: x6.sum_to_size((3, 3)))
attempt("sts_long", lambda: x6.sum_to_size((1, 3, 4, 2)))
attempt("sts_int", lambda: Tensor(np.arange(6).reshape(2, 3), i32).sum_to_size((1, 3)))
attempt("bytes_i16", lambda: ms.Tensor([1, 2, 3], ms.int16).get_bytes())
attempt("bytes_f32", lambda: Tensor(np.array([[1.5, -2.0]], np.float32)).get_bytes())
attempt("bytes_bool", lambda: Tensor([True, False]).get_bytes())
attempt("bytes_t", lambda: Tensor(np.arange(6, dtype=np.int8).reshape(2, 3)).T.get_bytes())
attempt("const_arg", lambda: Tensor([1.0]).set_const_arg(True))
attempt("const_arg_default", lambda: Tensor([1.0]).set_const_arg().const_arg)
attempt("const_arg_false", lambda: Tensor([1.0]).set_const_arg(False).const_arg)
attempt("const_arg_int", lambda: Tensor([1.0]).set_const_arg(1))
