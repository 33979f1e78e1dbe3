# ops.cross_entropy / ops.nll_loss with class-index targets and a class weight of another float dtype than the input:
# MindSpore's composites promote to the wider dtype (Float32 input, Float64 weight: a Float64 loss, no error), and a
# Float16 input's log-softmax is x - logsumexp(x) with each Float16 op rounded.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
x = np.array([[0.1, -1.2, 0.5, 2.0, 0.3], [1.1, 0.2, -0.5, 0.0, 0.7], [0.4, 0.4, 1.5, -2.0, 0.9]])
t = Tensor(np.array([1, 4, 2]), ms.int32)
w = np.array([0.5, 1.0, 2.0, 0.25, 1.5])
for xd, wd in ((np.float64, np.float32), (np.float32, np.float64), (np.float16, np.float32)):
    for red in ("mean", "none", "sum"):
        for ls in (0.0, 0.1):
            r = ops.cross_entropy(Tensor(x.astype(xd)), t, Tensor(w.astype(wd)), reduction=red, label_smoothing=ls)
            r2 = ops.nll_loss(ops.log_softmax(Tensor(x.astype(xd)), 1), t, Tensor(w.astype(wd)), reduction=red, label_smoothing=ls)
            print(xd.__name__, wd.__name__, red, ls, r.dtype, np.round(r.asnumpy().astype(np.float64), 5).tolist(), r2.dtype, np.round(r2.asnumpy().astype(np.float64), 5).tolist())
