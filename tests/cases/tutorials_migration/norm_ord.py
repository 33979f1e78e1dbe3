# ops.norm as the migration guide compares it with torch.norm: matrix norms of 2-D inputs when ord is given without dim, vector norms otherwise
import numpy as np
from mindspore import ops, Tensor

m = Tensor(np.array([[3.0, -4.0], [1.0, 2.0]], np.float32))
for kw in [
    dict(ord=1),
    dict(ord=2),
    dict(ord=float("inf")),
    dict(ord=-1),
    dict(ord=1, dim=0),
    dict(ord=1, dim=(0, 1)),
    dict(ord="fro"),
    dict(ord=0),
]:
    try:
        print(kw, ops.norm(m, **kw))
    except Exception as e:
        print(kw, type(e).__name__, str(e).splitlines()[0][:200])
try:
    print(ops.norm(Tensor(np.ones((2, 2, 2), np.float32)), ord=1))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0][:200])
print(ops.norm(Tensor([3.0, -4.0]), ord=1), ops.norm(Tensor([3.0, -4.0]), ord=float("inf")))
