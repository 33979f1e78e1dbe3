# Gradients through the sparse ops that MindSpore differentiates: SparseToDense and SparseTensorDenseMatmul with
# respect to the values and the dense operand, and coo_<op> / csr_<op> through COOTensor.to_dense.
import numpy as np
import mindspore as ms
from mindspore import COOTensor, Tensor, ops

idx = Tensor([[0, 1], [1, 2], [2, 0]], ms.int64)
vals = Tensor([1.0, -2.0, 3.0], ms.float32)
dense = Tensor(np.arange(8).reshape(4, 2).astype(np.float32))
w = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))


def attempt(tag, fn):
    try:
        r = fn()
        r = r if isinstance(r, tuple) else (r,)
        for k, t in enumerate(r):
            print(tag, k, t.dtype, t.shape, t.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")]
        print(tag, type(e).__name__, lines[0] if lines else "")


def s2d(v):
    return (ops.SparseToDense()(idx, v, (3, 4)) * w).sum()


def stdm(v, d):
    return (ops.SparseTensorDenseMatmul()(idx, v, (3, 4), d) ** 2).sum()


attempt("grad_s2d", lambda: ms.grad(s2d)(vals))
attempt("grad_stdm", lambda: ms.grad(stdm, grad_position=(0, 1))(vals, dense))
attempt("forward_stdm", lambda: stdm(vals, dense))
