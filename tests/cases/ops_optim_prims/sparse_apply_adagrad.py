# ops.SparseApplyAdagrad(lr, update_slots=True, use_locking=False)(var, accum, grad, indices) on CPU: duplicate
# indices are summed first, then accum += g^2 (update_slots) and var -= lr g / sqrt(accum); Float32 only; attribute
# checks; the dtype and shape errors.
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor
from mindspore.ops import operations as P


def show(tag, fn):
    try:
        out = fn()
        print(tag, [(o.dtype, [round(float(v), 6) for v in o.asnumpy().ravel()]) for o in out])
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0][:160] if str(e).strip() else "")


def params(v, a, dt=np.float32):
    return Parameter(Tensor(np.array(v, dt)), name="v"), Parameter(Tensor(np.array(a, dt)), name="a")


var, accum = params([[0.2, 0.3], [0.5, 0.1], [0.9, 0.4]], [[0.1, 0.2], [0.3, 0.4], [0.5, 0.6]])
grad = Tensor(np.array([[0.7, -0.2], [0.1, 0.3], [0.5, 0.5]], np.float32))
show("basic", lambda: P.SparseApplyAdagrad(0.1)(var, accum, grad, Tensor([2, 0, 2], ms.int32)))
show("after", lambda: (var, accum))
var, accum = params([[0.2, 0.3], [0.5, 0.1]], [[0.1, 0.2], [0.3, 0.4]])
show("no slots", lambda: P.SparseApplyAdagrad(0.5, update_slots=False)(var, accum, grad[:2], Tensor([1, 0], ms.int32)))
var, accum = params([0.2], [0.1])
show("scalar rows", lambda: P.SparseApplyAdagrad(1e-8)(var, accum, Tensor(np.array([0.7], np.float32)),
                                                      Tensor([0], ms.int32)))
var, accum = params([0.2], [0.1], np.float64)
show("f64", lambda: P.SparseApplyAdagrad(0.1)(var, accum, Tensor(np.array([0.7])), Tensor([0], ms.int32)))
var, accum = params([0.2], [0.1], np.float16)
show("f16", lambda: P.SparseApplyAdagrad(0.1)(var, accum, Tensor(np.array([0.7], np.float16)), Tensor([0], ms.int32)))
var, accum = params([[0.2, 0.3]], [[0.1, 0.2]])
show("int64 idx", lambda: P.SparseApplyAdagrad(0.1)(var, accum, Tensor(np.ones((1, 2), np.float32)),
                                                    Tensor([0], ms.int64)))
show("idx count", lambda: P.SparseApplyAdagrad(0.1)(var, accum, Tensor(np.ones((1, 2), np.float32)),
                                                    Tensor([0, 0], ms.int32)))
for args in ((1,), (0.1, 1), (0.1, True, 0)):
    try:
        P.SparseApplyAdagrad(*args)
        print("init", args, "ok")
    except Exception as e:  # noqa: BLE001
        print("init", args, type(e).__name__, str(e).splitlines()[0][:160])
p = P.SparseApplyAdagrad(0.25)
print("attrs", p.lr, p.update_slots, p.use_locking)
