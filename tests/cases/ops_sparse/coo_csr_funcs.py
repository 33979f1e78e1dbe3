# The COO/CSR functional ops: coo_add (merge order, thresh, promotion), coo_concat (row-major output order),
# csr_add (union pattern, zeros kept), csr_softmax, csr_to_coo, dense_to_sparse_coo/csr, Tensor.to_coo/to_csr,
# with the printed repr of COOTensor/CSRTensor.
import mindspore as ms
from mindspore import COOTensor, CSRTensor, Tensor, ops

i32, i64, f32 = ms.int32, ms.int64, ms.float32


def attempt(tag, fn):
    try:
        print(tag, "->", fn())
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")]
        print(tag, type(e).__name__, lines[0] if lines else "")


a = COOTensor(Tensor([[0, 1], [1, 2]], i64), Tensor([1.0, 2.0]), (3, 4))
b = COOTensor(Tensor([[0, 1], [1, 1]], i64), Tensor([-1.0, 4.0]), (3, 4))
attempt("coo_add", lambda: ops.coo_add(a, b, Tensor(0.0)))
attempt("coo_add_thresh", lambda: ops.coo_add(a, b, Tensor(3.0)))
unsorted = COOTensor(Tensor([[1, 2], [0, 1]], i64), Tensor([1.0, 2.0]), (3, 4))
attempt("coo_add_unsorted", lambda: ops.coo_add(unsorted, b, Tensor(0.0)))
attempt(
    "coo_add_int32_indices",
    lambda: ops.coo_add(COOTensor(Tensor([[0, 1], [1, 2]], i32), a.values, (3, 4)), b, Tensor(0.0)),
)
attempt("coo_add_promote", lambda: ops.coo_add(a, COOTensor(b.indices, Tensor([1, 2], i32), (3, 4)), Tensor(0.0)))
attempt(
    "coo_add_int",
    lambda: ops.coo_add(
        COOTensor(a.indices, Tensor([1, 2], i32), (3, 4)),
        COOTensor(b.indices, Tensor([3, -1], i32), (3, 4)),
        Tensor(0, i32),
    ),
)
attempt("coo_add_thresh_1d", lambda: ops.coo_add(a, b, Tensor([0.0])))

c = COOTensor(Tensor([[0, 0], [1, 3]], i64), Tensor([5.0, 6.0]), (2, 4))
d = COOTensor(Tensor([[2, 0], [0, 1]], i64), Tensor([5.0, 6.0]), (3, 2))
attempt("concat0", lambda: ops.coo_concat((a, c), 0))
attempt("concat1", lambda: ops.coo_concat((a, d), 1))
attempt("concat_neg", lambda: ops.coo_concat([a, d], -1))
attempt("concat_three", lambda: ops.coo_concat((a, a, a), 0))
attempt("concat_one", lambda: ops.coo_concat((a,), 0))
attempt("concat_dim_out", lambda: ops.coo_concat((a, a), 2))
attempt("concat_shape", lambda: ops.coo_concat((a, c), 1))
attempt("concat_int32", lambda: ops.coo_concat((COOTensor(Tensor([[0, 1]], i32), Tensor([1.0]), (3, 4)), a), 0))
attempt("concat_dtypes", lambda: ops.coo_concat((a, COOTensor(Tensor([[0, 1]], i64), Tensor([1], i32), (3, 4))), 0))


def csr(values, indptr=(0, 2, 3), indices=(0, 3, 1), dt=i32, shape=(2, 4)):
    return CSRTensor(Tensor(list(indptr), dt), Tensor(list(indices), dt), values, shape)


attempt("softmax", lambda: ops.csr_softmax(csr(Tensor([1.0, 2.0, 3.0])), f32))
attempt("softmax_f64", lambda: ops.csr_softmax(csr(Tensor([1.0, 2.0, 3.0], ms.float64)), ms.float64))
attempt("softmax_int64_index", lambda: ops.csr_softmax(csr(Tensor([1.0, 2.0, 3.0]), dt=i64), f32))
attempt("softmax_int", lambda: ops.csr_softmax(csr(Tensor([1, 2, 3], i32)), i32))
attempt("softmax_not_csr", lambda: ops.csr_softmax(a, f32))

s2 = csr(Tensor([10.0, -3.0]), indptr=(0, 1, 2), indices=(1, 2))
attempt("csr_add", lambda: ops.csr_add(csr(Tensor([1.0, 2.0, 3.0])), s2, Tensor(1.0), Tensor(2.0)))
attempt(
    "csr_add_cancel",
    lambda: ops.csr_add(csr(Tensor([1.0, 2.0, 3.0])), csr(Tensor([1.0, 2.0, 3.0])), Tensor(1.0), Tensor(-1.0)),
)
attempt(
    "csr_add_int64",
    lambda: ops.csr_add(
        csr(Tensor([1.0, 2.0, 3.0]), dt=i64),
        csr(Tensor([10.0, -3.0]), (0, 1, 2), (1, 2), i64),
        Tensor(1.0),
        Tensor(2.0),
    ),
)
attempt("csr_add_not_csr", lambda: ops.csr_add(s2, a, Tensor(1.0), Tensor(2.0)))
attempt("csr_add_float_alpha", lambda: ops.csr_add(s2, s2, 1.0, Tensor(2.0)))
attempt(
    "csr_add_int",
    lambda: ops.csr_add(csr(Tensor([1, 2, 3], i32)), csr(Tensor([1, 2, 3], i32)), Tensor(1, i32), Tensor(2, i32)),
)

attempt("csr_to_coo", lambda: ops.csr_to_coo(csr(Tensor([1.0, 2.0, 3.0]))))
attempt("csr_to_coo_int64", lambda: ops.csr_to_coo(csr(Tensor([1.0, 2.0, 3.0]), dt=i64)))
attempt("csr_to_coo_bad", lambda: ops.csr_to_coo(a))
attempt("csr_to_dense", lambda: ops.csr_to_dense(csr(Tensor([1.0, 2.0, 3.0]))))
dense = Tensor([[0, 1.5, 0], [2.0, 0, -3.0]])
attempt("dense_to_coo", lambda: ops.dense_to_sparse_coo(dense))
attempt("dense_to_csr", lambda: ops.dense_to_sparse_csr(dense))
attempt("dense_to_coo_int", lambda: ops.dense_to_sparse_coo(Tensor([[0, 3], [4, 0]], i32)))
attempt("tensor_to_coo", lambda: dense.to_coo())
attempt("tensor_to_csr", lambda: dense.to_csr())
attempt("dense_to_coo_list", lambda: ops.dense_to_sparse_coo([[1.0]]))
