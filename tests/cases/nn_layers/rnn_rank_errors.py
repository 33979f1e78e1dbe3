# nn.LSTM/GRU/RNN given an input that is not 3-D: the error depends on batch_first (Transpose) and the cell.
import numpy as np
from mindspore import nn, Tensor


def attempt(fn):
    try:
        fn()
        print("no error")
    except Exception as e:
        print(type(e).__name__, str(e).strip().splitlines()[0])  # without C++ call stack


for cls in (nn.LSTM, nn.GRU, nn.RNN):
    for batch_first in (False, True):
        for shape in ((5, 3), (5, 2, 2, 3)):
            print(cls.__name__, batch_first, shape)
            attempt(lambda: cls(3, 4, batch_first=batch_first)(Tensor(np.ones(shape, np.float32))))
