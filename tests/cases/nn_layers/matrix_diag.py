# nn.MatrixDiag / nn.MatrixDiagPart / nn.MatrixSetDiag argument errors (MindSpore 2.10 CPU has no kernel for the values; see tests/test_nn_layers_without_cpu_kernel.py).
import numpy as np
from mindspore import Tensor, nn


def attempt(tag, f):
    try:
        r = f()
        print(tag, r.dtype, r.shape)
        print(r)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e) else "")


v = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
m = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
attempt("set_bad_shape", lambda: nn.MatrixSetDiag()(m, Tensor(np.ones((2, 4), np.float32))))
attempt("set_rank1", lambda: nn.MatrixSetDiag()(v, v))
attempt("set_float64", lambda: nn.MatrixSetDiag()(Tensor(np.zeros((2, 2))), Tensor(np.ones(2))))
attempt("part_rank1", lambda: nn.MatrixDiagPart()(v))
attempt("diag_float64", lambda: nn.MatrixDiag()(Tensor(np.ones(2))))
