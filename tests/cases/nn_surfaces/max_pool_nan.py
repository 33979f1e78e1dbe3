"""ops.max_pool2d / MaxPoolWithArgmaxV2 with NaN and -inf: MindSpore's CPU kernel never picks them (each window starts at
the lowest finite value and its first index); values and indices over strides, padding, ceil_mode and dtypes."""

import numpy as np

from mindspore import ops, Tensor

a = np.array(
    [
        [np.nan, np.nan, 1.0, np.nan, 2.0, 0.5],
        [np.nan, np.nan, np.nan, np.nan, -np.inf, np.nan],
        [3.0, np.nan, -1.0, 4.0, np.nan, np.nan],
    ],
    np.float32,
).reshape(1, 1, 3, 6)
for args in [
    dict(kernel_size=2, stride=2),
    dict(kernel_size=2, stride=1),
    dict(kernel_size=3, stride=2, padding=1),
    dict(kernel_size=2, stride=2, ceil_mode=True),
]:
    o, i = ops.max_pool2d(Tensor(a), return_indices=True, **args)
    print(args, o.asnumpy().ravel().tolist(), i.asnumpy().ravel().tolist())
o, i = ops.MaxPoolWithArgmaxV2(2, 2)(Tensor(a))
print("prim", o.asnumpy().ravel().tolist(), i.asnumpy().ravel().tolist())
print("f64", ops.max_pool2d(Tensor(a.astype(np.float64)), 2, 2).asnumpy().ravel().tolist())
print("f16", ops.max_pool2d(Tensor(a.astype(np.float16)), 2, 2).asnumpy().ravel().tolist())
