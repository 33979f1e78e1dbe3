# ops.CombinedNonMaxSuppression on CPU: the order of equal scores among more than 16 detections (the kernel's std::sort).
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

rng = np.random.RandomState(0)
for n, c, levels in ((12, 3, (0.3, 0.5, 0.7)), (20, 4, (0.2, 0.9)), (9, 2, (0.6,)), (30, 2, (0.25, 0.5, 0.75, 1.0))):
    boxes = np.zeros((2, n, 1, 4), np.float32)
    for i in range(n):
        boxes[:, i, 0] = [i, 0, i + 0.5, 0.5]
    boxes /= 2 * n
    scores = rng.choice(levels, (2, n, c)).astype(np.float32)
    r = ops.CombinedNonMaxSuppression()(
        Tensor(boxes), Tensor(scores), Tensor(n, ms.int32), Tensor(n * c, ms.int32), Tensor(0.5, ms.float32),
        Tensor(0.1, ms.float32))
    print(n, c, r[2].asnumpy().astype(int).tolist(), r[3].asnumpy().tolist())
    print((r[0].asnumpy()[..., 0] * 2 * n).round().astype(int).tolist())
