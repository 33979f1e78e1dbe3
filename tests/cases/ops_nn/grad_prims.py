# Backward primitives of ops.operations._grad_ops: pooling (2-D/3-D, VALID/SAME), BiasAddGrad, PReLUGrad.
import numpy as np
from mindspore import Tensor, ops
from mindspore.ops.operations import _grad_ops as G
from mindspore.ops import operations as P
np.set_printoptions(precision=5, suppress=True)
x = Tensor(np.arange(36, dtype=np.float32).reshape(1, 1, 6, 6) % 7)
for mode in ("VALID", "SAME"):
    for fwd, bwd in ((P.MaxPool, G.MaxPoolGrad), (P.AvgPool, G.AvgPoolGrad)):
        out = fwd(kernel_size=3, strides=2, pad_mode=mode)(x)
        dout = out + 1
        print(mode, bwd.__name__, bwd(kernel_size=3, strides=2, pad_mode=mode)(x, out, dout).asnumpy())
x3 = Tensor((np.arange(64, dtype=np.float32).reshape(1, 1, 4, 4, 4) * 7) % 11)
out = P.MaxPool3D(kernel_size=2, strides=2)(x3)
print(G.MaxPool3DGrad(kernel_size=(1, 1, 2, 2, 2), strides=(1, 1, 2, 2, 2))(x3, out, out + 1).asnumpy().reshape(-1))
d = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
print(G.BiasAddGrad()(d), G.BiasAddGrad("NHWC")(d))
xp = Tensor(np.array([[-1.0, 2.0], [3.0, -4.0]], np.float32))
print(G.PReLUGrad()(Tensor(np.ones((2, 2), np.float32)), xp, Tensor(np.array([0.25, 0.5], np.float32))))
