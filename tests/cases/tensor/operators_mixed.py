# Tensor operators with lists, numpy arrays and numpy scalars; ops.Print of a tuple.
import numpy as np
from mindspore import Tensor, ops

x = Tensor(np.array([1, 2, 3], np.int32))
cases = [
    ("eq list", lambda: x == [1, 5, 3]),
    ("eq tuple", lambda: x == (1, 5, 3)),
    ("add list", lambda: x + [1, 1, 1]),
    ("eq np", lambda: x == np.array([1, 5, 3])),
    ("add np", lambda: x + np.array([1, 1, 1])),
    ("np+x", lambda: np.array([1, 1, 1], np.int32) + x),
    ("Print tuple", lambda: ops.Print()((x, "s"))),
    ("x+np.float32", lambda: x + np.float32(1.5)),
    ("x*np.int64", lambda: x * np.int64(2)),
]
for name, f in cases:
    try:
        r = f()
        print(name, type(r).__name__, getattr(r, "dtype", ""), r)
    except Exception as e:  # noqa: BLE001
        print(name, "ERR", type(e).__name__, str(e).split("\n")[0])
