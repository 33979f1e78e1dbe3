# mindspore.ops.composite re-exports functional ops (random, clip, math, array): same objects as ops.*, usable.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import composite as C
from mindspore.ops.composite import multinomial, normal, sequence_mask

names = """normal laplace uniform gamma poisson multinomial clip_by_global_norm clip_by_value count_nonzero
tensor_dot vecdot dot batch_dot repeat_interleave repeat_elements sequence_mask""".split()
for n in names:
    print(n, hasattr(C, n), getattr(C, n) is getattr(ops, n), n in dir(C))
ms.set_seed(1)
out = multinomial(Tensor(np.array([[0.0, 9.0, 4.0, 0.0]], np.float32)), 2, False)
print(out.shape, out.dtype, sorted(out.asnumpy()[0].tolist()))
print(normal((2, 3), Tensor(0.0), Tensor(1.0)).shape)
print(sequence_mask(Tensor(np.array([1, 3], np.int32)), 4))
print(C.count_nonzero(Tensor(np.array([[0, 1], [2, 0]], np.int32))))
