# ops.operations._inner_ops.Generator: the primitive behind mindspore.Generator, called with a command number
# (STEP 0, SEED 1, GET_STATE 2, SET_STATE 3, MANUAL_SEED 4, INITIAL_SEED 5) and a tuple of (seed, offset[, arg]);
# it keeps its own seed and offset, and its state is the 16 bytes of both int64 values.
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor
from mindspore.common import generator as g
from mindspore.ops.operations._inner_ops import Generator as GeneratorOp


def show(tag, r):
    if isinstance(r, tuple):
        r = tuple(None if v is None else (str(v.dtype), v.asnumpy().tolist()) for v in r)
    print(tag, r)


print([(n, getattr(g, n)) for n in ("STEP", "SEED", "GET_STATE", "SET_STATE", "MANUAL_SEED", "INITIAL_SEED")])
seed = Parameter(Tensor(0, ms.int64), requires_grad=False)
offset = Parameter(Tensor(0, ms.int64), requires_grad=False)
op = GeneratorOp(seed, offset)
print(op, op.name, op.attrs.get("side_effect_mem"))
show("init", op(g.INITIAL_SEED, (seed, offset)))
show("state0", op(g.GET_STATE, (seed, offset)))
show("manual", op(g.MANUAL_SEED, (seed, offset, Tensor(42, ms.int64))))
show("step", op(g.STEP, (seed, offset, Tensor(10, ms.int64))))
show("step", op(g.STEP, (seed, offset, Tensor(5, ms.int64))))
show("state", op(g.GET_STATE, (seed, offset)))
show("initial", op(g.INITIAL_SEED, (seed, offset)))
show(
    "set", op(g.SET_STATE, (seed, offset, Tensor(np.array([7, 1, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0], np.uint8))))
)
show("after set", op(g.STEP, (seed, offset, Tensor(2, ms.int64))))
show("state", op(g.GET_STATE, (seed, offset)))
show("initial", op(g.INITIAL_SEED, (seed, offset)))
r = op(g.SEED, (seed, offset))
print("seed", len(r), r[0].dtype, r[0].shape, r[1] is None if len(r) > 1 else "-")
s = op(g.INITIAL_SEED, (seed, offset))[0]
show("after seed", op(g.STEP, (seed, offset, Tensor(1, ms.int64)))[1:])
print("seed kept", op(g.INITIAL_SEED, (seed, offset))[0].asnumpy().item() == s.asnumpy().item())
print("params", 0 <= seed.asnumpy().item() < 2**32, offset.asnumpy().item())
