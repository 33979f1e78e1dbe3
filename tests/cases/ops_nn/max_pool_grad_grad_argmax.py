# G.MaxPoolGradGradWithArgmax: grad gathered at MaxPoolWithArgmax's argmax (flat over each sample's C*H*W).
import numpy as np
from mindspore import Tensor, ops
from mindspore.ops.operations import _grad_ops as G

x = Tensor(((np.arange(2 * 2 * 5 * 6) * 7) % 13).astype(np.float32).reshape(2, 2, 5, 6))
g = Tensor((np.arange(2 * 2 * 5 * 6) / 8).astype(np.float32).reshape(2, 2, 5, 6))
for k, s, mode in ((2, 2, "valid"), (3, 2, "same"), ((3, 2), (1, 2), "VALID")):
    _, a = ops.MaxPoolWithArgmax(k, s, mode)(x)
    p = G.MaxPoolGradGradWithArgmax(k, s, mode)
    print(sorted((n, str(v)) for n, v in p.attrs.items()))
    r = p(x, g, a)
    print(r.dtype, r)
idx = Tensor(np.array([[[[0, 0], [59, 1]], [[30, 31], [2, 3]]], [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]], np.int64))
print(G.MaxPoolGradGradWithArgmax(2, 2)(x, g, idx))
h = Tensor(np.ones((1, 1, 4, 4), np.float16))
print(G.MaxPoolGradGradWithArgmax(2, 2)(h, h * 2, Tensor(np.array([[[[0, 5], [10, 15]]]], np.int32))).dtype)
for bad in (lambda: G.MaxPoolGradGradWithArgmax(0), lambda: G.MaxPoolGradGradWithArgmax(2, 2, "full"),
            lambda: G.MaxPoolGradGradWithArgmax(2, 2)(x, g, Tensor(np.ones((2, 2, 2, 3), np.float32)))):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, str(e).splitlines()[0])
