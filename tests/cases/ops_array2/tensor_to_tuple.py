# ops.TensorToTuple (MindSpore's ops.operations._sequence_ops primitive, which its dynamic-shape test helper calls on tuple inputs): a 1-D tensor's Python numbers as a tuple, None for a 2-D tensor or a non-tensor, a TypeError for a 0-d tensor.
import numpy as np

from mindspore import Tensor, ops

p = ops.TensorToTuple()
print(repr(p))
for v in (
    Tensor([1, 2, 3]),
    Tensor(np.array([1.5, 2.5], np.float32)),
    Tensor(np.array([True, False])),
    Tensor(np.zeros((0,), np.int32)),
    Tensor(np.array(7, np.int32)),
    Tensor(np.ones((2, 2))),
    [1, 2],
    3,
):
    try:
        r = p(v)
        print(type(r).__name__, r, [type(x).__name__ for x in r] if r else "")
    except Exception as e:  # noqa: BLE001
        print(type(e).__name__, str(e).splitlines()[0])
