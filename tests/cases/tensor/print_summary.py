# Tensor repr/str summarising as MindSpore's C++ stringifier does: 1-D rows broken every 12 floats / 24 ints, summarised past 1000; from 2-D up every dimension past 6 items shows its first and last 3.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter

for n in [6, 7, 10, 100, 1000, 1001]:
    t = Tensor(np.arange(n, dtype=np.float32))
    print(n, repr(t))
    print(t)
for shp in [(7, 7), (10, 3), (3, 10), (200, 6), (2, 3, 4, 5), (1, 1, 1, 1), (40, 40)]:
    t = Tensor(np.arange(np.prod(shp)).reshape(shp).astype(np.int32))
    print(shp, repr(t))
    print(t)
print(repr(Tensor(np.arange(2000).reshape(2, 1000))))
print(repr(Tensor(np.arange(1001 * 2).reshape(1001, 2).astype(np.float32))))
print(repr(Tensor(np.arange(8 * 8 * 8).reshape(8, 8, 8).astype(np.int16))))
print(repr(Tensor(np.ones((13,), np.bool_))), repr(Tensor(np.ones((12,), np.float32))))
print(repr(Tensor(np.arange(30).astype(np.complex64))))
