# SparseToDense, SparseTensorDenseAdd, SparseTensorDenseMatmul, SparseSlice, sparse_segment_mean and the nn layers:
# values (repeated coordinates: last write wins in SparseToDense, summed elsewhere), dtypes, and MindSpore's errors
# for wrong index dtypes, out-of-range indices and shape mismatches.
import re

import numpy as np
import mindspore as ms
from mindspore import COOTensor, Tensor, nn, ops

i32, i64, f32 = ms.int32, ms.int64, ms.float32


def attempt(tag, fn):
    try:
        r = fn()
        if isinstance(r, tuple):
            for k, t in enumerate(r):
                print(tag, k, t.dtype, t.shape, t.asnumpy().tolist())
        else:
            print(tag, r.dtype, r.shape, r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")]
        # the kernel-launch message ends with a per-process op counter (-op4): not part of the behaviour
        print(tag, type(e).__name__, re.sub(r"-op\d+$", "", lines[0]) if lines else "")


idx = Tensor([[0, 1], [1, 2]], i64)
val = Tensor([1.0, 2.0], f32)
s2d = ops.SparseToDense()
attempt("s2d", lambda: s2d(idx, val, (3, 4)))
attempt("s2d_int32", lambda: s2d(Tensor([[0, 1], [1, 2]], i32), Tensor([1, 2], i32), (3, 4)))
attempt("s2d_shape_tensor", lambda: s2d(idx, val, Tensor([3, 4])))
attempt("s2d_dup_last_wins", lambda: s2d(Tensor([[0, 1], [2, 3], [0, 1]], i64), Tensor([1.0, 7.0, 2.0]), (3, 4)))
attempt("s2d_f16", lambda: s2d(idx, val.astype(ms.float16), (3, 4)))
attempt("s2d_bool", lambda: s2d(idx, Tensor([True, False]), (3, 4)))
attempt("s2d_3d", lambda: s2d(Tensor([[0, 1, 0], [1, 2, 1]], i64), val, (3, 4, 2)))
attempt("s2d_float_index", lambda: s2d(Tensor([[0, 1], [1, 2]], f32), val, (3, 4)))
attempt("s2d_len", lambda: s2d(idx, Tensor([1.0, 2.0, 3.0]), (3, 4)))
attempt("s2d_0d_values", lambda: s2d(idx, Tensor(1.0), (3, 4)))
attempt("s2d_oob", lambda: s2d(Tensor([[0, 1], [5, 2]], i64), val, (3, 4)))
attempt("s2d_neg", lambda: s2d(Tensor([[0, -1], [1, 2]], i64), val, (3, 4)))
attempt("s2d_rank", lambda: s2d(idx, val, (3, 4, 5)))
attempt("nn_s2d", lambda: nn.SparseToDense()(COOTensor(idx, val, (3, 4))))

ones = Tensor(np.ones((3, 4), np.float32))
sh = Tensor([3, 4], i64)
sda = ops.SparseTensorDenseAdd()
attempt("sda", lambda: sda(idx, val, sh, ones))
attempt("sda_int32", lambda: sda(idx.astype(i32), val, sh.astype(i32), ones))
attempt("sda_dup_summed", lambda: sda(Tensor([[0, 1], [0, 1]], i64), val, sh, ones))
attempt("sda_int", lambda: sda(idx, Tensor([1, 2], i32), sh, ones.astype(i32)))
attempt("sda_f16", lambda: sda(idx, val.astype(ms.float16), sh, ones.astype(ms.float16)))
attempt("sda_tuple_shape", lambda: sda(idx, val, (3, 4), ones))
attempt("sda_mixed_index", lambda: sda(idx.astype(i32), val, sh, ones))
attempt("sda_dtypes", lambda: sda(idx, val, sh, ones.astype(ms.float64)))
attempt("sda_float_index", lambda: sda(idx.astype(f32), val, sh.astype(f32), ones))
attempt("sda_bool", lambda: sda(idx, Tensor([True, True]), sh, Tensor(np.zeros((3, 4), bool))))
attempt("sda_len", lambda: sda(idx, Tensor([1.0, 2.0, 3.0]), sh, ones))
attempt("sda_shape", lambda: sda(idx, val, Tensor([3, 5], i64), ones))
attempt("sda_oob", lambda: sda(Tensor([[0, 1], [4, 2]], i64), val, sh, ones))

m = Tensor(np.arange(8).reshape(4, 2).astype(np.float32))
mm = ops.SparseTensorDenseMatmul()
attempt("stdm", lambda: mm(idx, val, (3, 4), m))
attempt(
    "stdm_adjoint_st",
    lambda: ops.SparseTensorDenseMatmul(True, False)(idx, val, (4, 3), Tensor(np.ones((4, 2), np.float32))),
)
attempt(
    "stdm_adjoint_dt",
    lambda: ops.SparseTensorDenseMatmul(False, True)(
        idx, val, (3, 4), Tensor(np.arange(8).reshape(2, 4).astype(np.float32))
    ),
)
attempt("stdm_int", lambda: mm(idx, val.astype(i32), (3, 4), m.astype(i32)))
attempt("stdm_int32_index", lambda: mm(idx.astype(i32), val, (3, 4), m))
attempt("stdm_f16", lambda: mm(idx, val.astype(ms.float16), (3, 4), m.astype(ms.float16)))
attempt("stdm_f64", lambda: mm(idx, val.astype(ms.float64), (3, 4), m.astype(ms.float64)))
attempt("stdm_dup_summed", lambda: mm(Tensor([[0, 1], [0, 1]], i64), val, (3, 4), m))
attempt("stdm_shape_tensor", lambda: mm(idx, val, Tensor([3, 4], i64), m))
attempt("stdm_dtypes", lambda: mm(idx, val, (3, 4), m.astype(ms.float64)))
attempt("stdm_bool", lambda: mm(idx, Tensor([True, True]), (3, 4), Tensor(np.ones((4, 2), bool))))
attempt("stdm_int8", lambda: mm(idx, val.astype(ms.int8), (3, 4), m.astype(ms.int8)))
attempt("stdm_oob", lambda: mm(Tensor([[0, 1], [7, 2]], i64), val, (3, 4), m))
attempt("stdm_neg", lambda: mm(Tensor([[0, -1], [1, 2]], i64), val, (3, 4), m))
attempt("stdm_rank3", lambda: mm(idx, val, (3, 4, 1), m))
attempt("stdm_attr", lambda: ops.SparseTensorDenseMatmul(1, False))
attempt("nn_stdm", lambda: nn.SparseTensorDenseMatmul()(idx, val, (3, 4), m))

sidx = Tensor([[0, 1], [1, 2], [1, 3], [2, 2]], i64)
svals = Tensor([1.0, 2.0, 3.0, 4.0])
sl = ops.SparseSlice()
attempt("slice", lambda: sl(sidx, svals, sh, Tensor([0, 1], i64), Tensor([2, 3], i64)))
attempt("slice_past_end", lambda: sl(sidx, svals, sh, Tensor([1, 2], i64), Tensor([5, 5], i64)))
attempt("slice_neg_start", lambda: sl(sidx, svals, sh, Tensor([-1, 2], i64), Tensor([5, 5], i64)))
attempt("slice_empty", lambda: sl(sidx, svals, sh, Tensor([2, 0], i64), Tensor([1, 1], i64)))
attempt("slice_bool", lambda: sl(sidx, Tensor([True, False, True, True]), sh, Tensor([0, 0], i64), Tensor([5, 5], i64)))
attempt("slice_int32", lambda: sl(sidx.astype(i32), svals, sh, Tensor([1, 2], i64), Tensor([5, 5], i64)))
attempt("slice_len", lambda: sl(sidx, svals, sh, Tensor([0], i64), Tensor([5, 5], i64)))

x = Tensor([[0, 1, 2], [1, 2, 3], [3, 6, 7]], f32)
attempt("ssm", lambda: ops.sparse_segment_mean(x, Tensor([0, 1, 2], i32), Tensor([1, 2, 2], i32)))
attempt("ssm_int64", lambda: ops.sparse_segment_mean(x, Tensor([2, 0, 2], i64), Tensor([0, 0, 3], i64)))
attempt(
    "ssm_1d", lambda: ops.sparse_segment_mean(Tensor([1.0, 2.0, 3.0]), Tensor([0, 1, 2], i32), Tensor([0, 0, 1], i32))
)
attempt(
    "ssm_f16", lambda: ops.sparse_segment_mean(x.astype(ms.float16), Tensor([0, 1, 2], i32), Tensor([0, 0, 1], i32))
)
attempt("ssm_unsorted", lambda: ops.sparse_segment_mean(x, Tensor([0, 1, 2], i32), Tensor([2, 1, 1], i32)))
attempt("ssm_oob", lambda: ops.sparse_segment_mean(x, Tensor([0, 5, 2], i32), Tensor([0, 1, 1], i32)))
attempt("ssm_int", lambda: ops.sparse_segment_mean(x.astype(i32), Tensor([0, 1, 2], i32), Tensor([0, 1, 1], i32)))
attempt("ssm_mixed", lambda: ops.sparse_segment_mean(x, Tensor([0, 1, 2], i64), Tensor([0, 1, 1], i32)))
attempt("ssm_len", lambda: ops.sparse_segment_mean(x, Tensor([0, 1], i32), Tensor([0, 1, 1], i32)))
