# ops.hardtanh / nn.Hardtanh gradients: MindSpore's maximum/minimum give a tie (x at a bound) half the gradient.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
x = Tensor(np.array([-2, -1, -0.5, 0, 1, 2], np.float32))
print(ops.hardtanh(x), ops.grad(ops.hardtanh)(x))
print(ops.grad(lambda a: ops.hardtanh(a, -0.5, 0.5))(x))
print(ops.grad(lambda a: ops.hardtanh(a, 1.0, -1.0))(x), ops.hardtanh(x, 1.0, -1.0))
print(ms.grad(nn.Hardtanh())(x))
