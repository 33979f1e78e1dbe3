# A Tensor given where a pyboost primitive takes an int (ExpandDims' axis) or a tuple of int (Reshape's shape,
# BroadcastTo's shape, a reduction's axis): an integer Tensor of one element (int) or of rank 0 or 1 (tuple) is
# read as its values; a float Tensor or one of another shape is the primitive's TypeError naming the input
# (MindSpore 2.10).
import numpy as np
from mindspore import Tensor, ops

x = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
bad = {
    "int2x3": Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32)),
    "float0d": Tensor(1.0),
    "float1": Tensor(np.array([1.0], np.float32)),
    "bool2x3": Tensor(np.array([[True, False, True], [False, True, False]])),
}
axis = {"int0d": Tensor(1), "int1": Tensor(np.array([1], np.int32)), "int2": Tensor(np.array([1, 0], np.int64))}
shape = {"int0d": Tensor(6), "int1": Tensor(np.array([6], np.int32)), "int2": Tensor(np.array([3, 2], np.int64))}
calls = {  # each op with the Tensors it reads (MindSpore repeats a kernel's error later on: no failing kernel here)
    "expand_dims": (lambda v: ops.expand_dims(x, v), {"int0d": axis["int0d"], "int1": axis["int1"]}, ("int2",)),
    "unsqueeze": (lambda v: ops.unsqueeze(x, v), {"int0d": axis["int0d"]}, ()),
    "reshape": (lambda v: ops.reshape(x, v), shape, ()),
    "broadcast_to": (lambda v: ops.broadcast_to(x, v), {"int2": Tensor(np.array([2, 3], np.int32))}, ()),
    "sum": (lambda v: ops.sum(x, v), axis, ()),
    "reduce_sum": (lambda v: ops.reduce_sum(x, v), axis, ()),
    "mean": (lambda v: ops.mean(x, v), axis, ()),
    "amax": (lambda v: ops.amax(x, v), axis, ()),
    "all": (lambda v: ops.all(x, v), axis, ()),
    "any": (lambda v: ops.any(x, v), axis, ()),
    "logsumexp": (lambda v: ops.logsumexp(x, v), {"int0d": axis["int0d"]}, ()),
}
for name, (call, good, wrong) in calls.items():
    cases = {**good, **{k: axis[k] for k in wrong}, **bad}
    for vname, v in cases.items():
        try:
            r = call(v)
            print(name, vname, r.dtype, r.shape)
        except Exception as e:  # noqa: BLE001
            print(name, vname, type(e).__name__, str(e).split("\n\n----")[0].strip())
