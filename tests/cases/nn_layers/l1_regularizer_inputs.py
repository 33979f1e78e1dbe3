# nn.L1Regularizer on Tensors of several dtypes and on non-Tensor weights (numbers, tuples, lists, numpy arrays,
# None): MindSpore reads F.dtype(weights) first, so a non-Tensor gets Primitive[Dtype]'s TypeError.
import numpy as np

from mindspore import Tensor, nn

for w in (
    Tensor(np.array([[1.0, -2.0], [3.5, -0.25]], np.float32)),
    Tensor(np.array([1.0, -2.0], np.float16)),
    Tensor(np.array([1, -2, 3], np.int32)),
    2,
    2.5,
    (1, 2, 3, 4),
    [1.0, -2.0],
    np.array([1.0, -2.0], np.float32),
    True,
    None,
):
    try:
        r = nn.L1Regularizer(0.5)(w)
        print(type(w).__name__, r.dtype, r.shape, r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        print(type(w).__name__, type(e).__name__, str(e).splitlines()[0])
