# G.MaxPoolGradWithArgmaxV2: grad added at each window's argmax (only inside the window), attrs, dtypes, errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops.operations import _grad_ops as G

x = Tensor(((np.arange(2 * 5 * 6) * 7) % 13).astype(np.float32).reshape(1, 2, 5, 6))
fwd = ops.MaxPoolWithArgmaxV2(3, 2, pads=1, dilation=1, ceil_mode=True)
out, idx = fwd(x)
g = Tensor(np.arange(out.size).reshape(out.shape).astype(np.float32) / 4)
q = G.MaxPoolGradWithArgmaxV2(3, 2, 1, 1, True)
print(sorted((k, str(v)) for k, v in q.attrs.items()))
print(q(x, g, idx))
print(q(x, g, idx.astype(ms.int32)).dtype)
# dilation and the default strides
out2, idx2 = ops.MaxPoolWithArgmaxV2(2, 1, pads=0, dilation=(2, 1))(x)
print(G.MaxPoolGradWithArgmaxV2(2, 1, 0, (2, 1))(x, ops.ones_like(out2), idx2))
print(G.MaxPoolGradWithArgmaxV2((1, 1, 2, 2)).strides)
# argmax positions outside their window give nothing; repeated ones add once per window
x4 = Tensor(np.arange(16).reshape(1, 1, 4, 4).astype(np.float32))
ones = Tensor(np.ones((1, 1, 2, 2), np.float32))
print(G.MaxPoolGradWithArgmaxV2(2)(x4, ones, Tensor(np.array([[[[5, 5], [0, 15]]]], np.int64))))
print(G.MaxPoolGradWithArgmaxV2(2, 1)(x4, Tensor(np.ones((1, 1, 3, 3), np.float32)), Tensor(np.full((1, 1, 3, 3), 5, np.int64))))
for dt in (np.float16, np.float64, np.int32):
    r = G.MaxPoolGradWithArgmaxV2(2)(Tensor(x4.asnumpy().astype(dt)),
                                     Tensor(ones.asnumpy().astype(dt)), Tensor(np.array([[[[5, 7], [13, 15]]]], np.int32)))
    print(r.dtype, r)
for bad in (lambda: G.MaxPoolGradWithArgmaxV2(0), lambda: G.MaxPoolGradWithArgmaxV2(2, pads=-1),
            lambda: G.MaxPoolGradWithArgmaxV2((2, 2, 2)), lambda: G.MaxPoolGradWithArgmaxV2([2, 2]),
            lambda: G.MaxPoolGradWithArgmaxV2(2, ceil_mode=1),
            lambda: G.MaxPoolGradWithArgmaxV2(2)(x4, ones, ones)):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, str(e).splitlines()[0])
