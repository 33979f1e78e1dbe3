# Graph-mode print / ops.Print of long, many-row, bool, float16 and complex tensors (space-separated, same summarising as repr).
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit

ms.set_context(mode=ms.GRAPH_MODE)


@jit
def f(x, y, z):
    print("x:", x)
    ops.Print()(y)
    print(z)
    return x


f(Tensor(np.arange(30).astype(np.float32)), Tensor(np.arange(64).reshape(8, 8)), Tensor(np.ones((2, 3, 9), np.bool_)))
f(
    Tensor(np.arange(1001).astype(np.int32)),
    Tensor(np.arange(10).astype(np.float16)),
    Tensor(np.array([1 + 1j, 2]), ms.complex64),
)
