# BFloat16 passes HShrink's dtype check but MindSpore has no CPU kernel for it: "Select CPU operator" TypeError.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

try:
    print(ops.hardshrink(Tensor(np.array([-1, 0, 7]), ms.bfloat16)))  # MindSpore raises when the value is read
except TypeError as e:
    print(type(e).__name__, str(e).strip().splitlines()[0])
