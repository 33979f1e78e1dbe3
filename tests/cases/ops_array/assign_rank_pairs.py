# Assign, AssignAdd and AssignSub with a 0-d and a one-element 1-D operand: MindSpore 2.10's CPU Assign kernel
# refuses the pair (RuntimeError), AssignAdd / AssignSub accept it; other rank differences are ValueErrors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r.shape, r.asnumpy().ravel().tolist())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


for name, f in [("assign", ops.assign), ("assign_add", ops.assign_add), ("assign_sub", ops.assign_sub)]:
    for vshape, val in [
        ((), np.ones((1,), np.float32)),
        ((1,), np.ones((), np.float32)),
        ((1,), 2.0),
        ((), 2.0),
        ((1, 1), np.ones((1,), np.float32)),
        ((1,), np.ones((1, 1), np.float32)),
    ]:
        p = Parameter(Tensor(np.zeros(vshape, np.float32)), name="p")
        v = Tensor(val) if isinstance(val, np.ndarray) else val
        attempt(f"{name} {vshape}<-{getattr(val, 'shape', val)}", lambda: f(p, v))
    t = Tensor(np.zeros((), np.float32))
    attempt(f"{name} tensor ()<-(1,)", lambda: f(t, Tensor(np.ones((1,), np.float32))))
