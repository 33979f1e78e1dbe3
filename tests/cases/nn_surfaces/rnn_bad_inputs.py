# Recurrent layers and cells with inputs of the wrong size, hidden states of the wrong batch/layers/hidden size,
# wrong ranks, integer dtypes, None and empty sequences: MindSpore's exception classes, never garbage values.
import numpy as np
from mindspore import Tensor, nn


def show(label, fn):
    try:
        r = fn()
        while isinstance(r, tuple):
            r = r[0]
        print(label, "OK", getattr(r, "shape", ""), getattr(r, "dtype", ""))
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__)


def arr(*shape, dtype=np.float32):
    return Tensor(np.ones(shape, dtype))


for cls in ("LSTM", "GRU", "RNN"):
    net = getattr(nn, cls)(3, 4, batch_first=True)

    def state(*shape):
        return (arr(*shape), arr(*shape)) if cls == "LSTM" else arr(*shape)

    show(f"{cls} input_size", lambda: net(arr(2, 5, 4)))
    show(f"{cls} hx batch", lambda: net(arr(2, 5, 3), state(1, 3, 4)))
    show(f"{cls} hx layers", lambda: net(arr(2, 5, 3), state(2, 2, 4)))
    show(f"{cls} hx hidden", lambda: net(arr(2, 5, 3), state(1, 2, 5)))
    show(f"{cls} hx rank2", lambda: net(arr(2, 5, 3), state(2, 4)))
    show(f"{cls} rank2", lambda: net(arr(5, 3)))
    show(f"{cls} rank4", lambda: net(arr(2, 5, 3, 1)))
    show(f"{cls} empty batch", lambda: net(arr(0, 5, 3)))
    show(f"{cls} empty sequence", lambda: net(arr(2, 0, 3)))
    show(f"{cls} int", lambda: net(arr(2, 5, 3, dtype=np.int32)))
    show(f"{cls} f64", lambda: net(arr(2, 5, 3, dtype=np.float64)))
    show(f"{cls} none", lambda: net(None))
    show(f"{cls} ok", lambda: net(arr(2, 5, 3), state(1, 2, 4)))
for cls in ("LSTMCell", "GRUCell", "RNNCell"):
    net = getattr(nn, cls)(3, 4)

    def state(*shape):
        return (arr(*shape), arr(*shape)) if cls == "LSTMCell" else arr(*shape)

    show(f"{cls} input_size", lambda: net(arr(2, 4), state(2, 4)))
    show(f"{cls} hx batch", lambda: net(arr(2, 3), state(3, 4)))
    show(f"{cls} hx hidden", lambda: net(arr(2, 3), state(2, 5)))
    show(f"{cls} rank3", lambda: net(arr(1, 2, 3), state(2, 4)))
    show(f"{cls} int", lambda: net(arr(2, 3, dtype=np.int32), state(2, 4)))
    show(f"{cls} none", lambda: net(None, state(2, 4)))
    show(f"{cls} empty", lambda: net(arr(0, 3), state(0, 4)))
# the output of a wrongly sized call is never returned: repeated calls agree with a correct one
np.random.seed(0)
lstm = nn.LSTM(3, 2)
x = Tensor(np.random.rand(4, 1, 3).astype(np.float32))
print(lstm(x)[0].shape)
