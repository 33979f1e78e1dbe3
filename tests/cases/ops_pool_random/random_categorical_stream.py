# RandomCategorical draws MindSpore's CPU numbers for a seed: one minstd_rand0 stream per primitive (kept across
# calls while the seed stays the same, restarted when it changes), a fresh one per ops.random_categorical call;
# Float16/Float32/Float64 logits, Int16/Int32/Int64 outputs.
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import operations as P

logits = np.array([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [0.5, -1, 2, 0, 0.25]])
for dt in (np.float16, np.float32, np.float64):
    for odt in (ms.int16, ms.int32, ms.int64):
        r = P.RandomCategorical(odt)(Tensor(logits.astype(dt)), 12, 5)
        print(np.dtype(dt).name, r.dtype, r.shape, r.asnumpy().tolist())
prim = P.RandomCategorical(ms.int32)
x = Tensor(np.log(np.array([[0.1, 0.2, 0.3, 0.4], [0.25, 0.25, 0.25, 0.25]], np.float32)))
print("call 1", prim(x, 8, 7).asnumpy().tolist())
print("call 2", prim(x, 8, 7).asnumpy().tolist())
print("seed 9", prim(x, 8, 9).asnumpy().tolist())
print("seed 7 again", prim(x, 8, 7).asnumpy().tolist())
print("functional 1", ops.random_categorical(x, 8, 7).asnumpy().tolist())
print("functional 2", ops.random_categorical(x, 8, 7).asnumpy().tolist())
big = Tensor(np.random.RandomState(4).uniform(-3, 3, (4, 30)).astype(np.float32))
print("30 classes", P.RandomCategorical()(big, 20, 123).asnumpy().tolist())
