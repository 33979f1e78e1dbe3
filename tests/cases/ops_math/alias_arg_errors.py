# Aliases MindSpore defines as functions of their own name themselves in Python's argument-count errors.
import numpy as np
from mindspore import Tensor, ops

x = Tensor(np.array([1.0, 2.0], np.float32))
for name in ("absolute", "arccos", "arccosh", "arcsinh", "arctan", "arctanh", "negative", "eq", "ge", "gt", "le",
             "ne", "multiply", "arctan2"):
    f = getattr(ops, name)
    for args in ((x, x), (x,)):
        try:
            f(*args)
            print(name, len(args), "ok")
        except TypeError as e:
            print(name, len(args), type(e).__name__, e)
