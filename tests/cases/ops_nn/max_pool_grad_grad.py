# G.MaxPoolGradGrad: grad taken at each window's maximum of x ('valid'/'same', ties -> first), attrs, errors.
import numpy as np
from mindspore import Tensor, ops
from mindspore.ops.operations import _grad_ops as G

x = Tensor(((np.arange(2 * 2 * 5 * 6) * 7) % 13).astype(np.float32).reshape(2, 2, 5, 6))
g = Tensor((np.arange(2 * 2 * 5 * 6) / 8).astype(np.float32).reshape(2, 2, 5, 6))
for k, s, mode in ((2, 2, "valid"), (3, 2, "same"), ((3, 2), (1, 2), "SAME"), ((2, 3), 1, "Valid")):
    p = G.MaxPoolGradGrad(k, s, mode)
    print(sorted((a, str(v)) for a, v in p.attrs.items()))
    print(p(x, ops.MaxPool(k, s, mode)(x), g))
ones = Tensor(np.ones((1, 1, 4, 4), np.float16))
gh = Tensor((np.arange(16).reshape(1, 1, 4, 4) / 10).astype(np.float16))
r = G.MaxPoolGradGrad(2, 2)(ones, ones[:, :, :2, :2], gh)
print(r.dtype, r)
i4 = Tensor(np.ones((1, 1, 4, 4), np.int32))
f3 = Tensor(np.ones((1, 4, 4), np.float32))
f2 = Tensor(np.ones((1, 1, 2, 2), np.float32))
f4 = Tensor(np.ones((1, 1, 4, 4), np.float32))
for bad in (lambda: G.MaxPoolGradGrad(0), lambda: G.MaxPoolGradGrad(2, (1, 2, 3)), lambda: G.MaxPoolGradGrad([2]),
            lambda: G.MaxPoolGradGrad(2, 2, "full"), lambda: G.MaxPoolGradGrad(2, 2, 1),
            lambda: G.MaxPoolGradGrad(2, 2)(i4, i4[:, :, :2, :2], i4), lambda: G.MaxPoolGradGrad(2, 2)(f3, f3[:, :2, :2], f3),
            lambda: G.MaxPoolGradGrad(2, 2)(f4, f2, ones)):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, str(e).splitlines()[0])
