# coo_<op> / csr_<op>: the dense op applied to the stored values (dtype rules of the dense op: int sqrt gives
# Float32, isnan gives Bool), the pattern kept, and the TypeError for the wrong sparse kind.
import numpy as np
import mindspore as ms
from mindspore import COOTensor, CSRTensor, Tensor, ops

NAMES = (
    "abs acos acosh asin asinh atan atanh ceil cos cosh exp expm1 floor inv isfinite isinf isnan log log1p neg "
    "relu relu6 round sigmoid sin sinh softsign sqrt square tan tanh"
).split()


def attempt(tag, fn):
    try:
        r = fn()
        v = r.values.asnumpy()
        print(tag, type(r).__name__, r.dtype, r.shape, np.array2string(v, precision=5, floatmode="maxprec"))
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")]
        print(tag, type(e).__name__, lines[0] if lines else "")


coo = COOTensor(Tensor([[0, 1], [1, 2], [2, 0]], ms.int64), Tensor([-0.5, 0.25, 2.5], ms.float32), (3, 4))
big = COOTensor(coo.indices, Tensor([1.5, 2.0, 3.0], ms.float32), (3, 4))
csr = CSRTensor(Tensor([0, 1, 2, 3], ms.int32), Tensor([1, 2, 0], ms.int32), coo.values, (3, 4))
for name in NAMES:
    x = big if name == "acosh" else coo
    attempt("coo_" + name, lambda: getattr(ops, "coo_" + name)(x))
    attempt("csr_" + name, lambda: getattr(ops, "csr_" + name)(csr))
attempt("coo_abs_csr", lambda: ops.coo_abs(csr))
attempt("csr_abs_coo", lambda: ops.csr_abs(coo))
attempt("coo_sqrt_int", lambda: ops.coo_sqrt(COOTensor(coo.indices, Tensor([4, 9, 16], ms.int32), (3, 4))))
attempt("csr_relu_int", lambda: ops.csr_relu(CSRTensor(csr.indptr, csr.indices, Tensor([-1, 2, 3], ms.int32), (3, 4))))
attempt(
    "coo_isnan_f64", lambda: ops.coo_isnan(COOTensor(coo.indices, Tensor([np.nan, 1.0, np.inf], ms.float64), (3, 4)))
)
attempt("csr_neg_int", lambda: ops.csr_neg(CSRTensor(csr.indptr, csr.indices, Tensor([-1, 2, 3], ms.int64), (3, 4))))
print(ops.coo_square(coo))
print(ops.csr_exp(csr))
