# mindspore.nn.wrap.loss_scale's module-level graph functions, which custom train cells import and map over
# gradient tuples: _grad_scale, _grad_overflow (FloatStatus), _ascend_grad_overflow (1 - all(isfinite)).
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.nn.wrap.loss_scale import _ascend_grad_overflow, _grad_overflow, _grad_scale

grads = (
    Tensor(np.array([1.0, -2.0, 4.0], np.float32)),
    Tensor(np.array([[0.5, 8.0]], np.float16)),
    Tensor(np.array([np.inf, 1.0], np.float32)),
    Tensor(np.array([np.nan], np.float32)),
)
hm = ops.HyperMap()
scaled = hm(ops.partial(_grad_scale, Tensor(4.0, ms.float32)), grads)
for g in scaled:
    print(g.dtype, g.shape, g)
for fn in (_ascend_grad_overflow, _grad_overflow):  # FloatStatus has no CPU kernel in MindSpore 2.10
    try:
        flags = hm(ops.partial(fn), grads)
        print([(f.dtype, f.shape, f.asnumpy().tolist()) for f in flags])
        print(ops.AddN()(flags[:2]), ops.AddN()(flags))
    except RuntimeError as e:
        print(type(e).__name__, str(e).splitlines()[0])
