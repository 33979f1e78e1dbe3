# ops.gather / ops.Gather over every unsigned dtype (UInt16/32/64 included), negative indices, and the range error
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "OK", r.dtype, r.shape, r)
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:200])


x = np.array([[1, 2, 3], [4, 5, 6]])
idx = Tensor(np.array([2, 0, -1], np.int32))
for dt in (np.uint8, np.uint16, np.uint32, np.uint64, np.int16, np.float16):
    attempt(f"gather axis1 {dt.__name__}", lambda: ops.gather(Tensor(x.astype(dt)), idx, 1))
    attempt(
        f"Gather axis0 {dt.__name__}",
        lambda: ops.Gather()(Tensor(x.astype(dt)), Tensor(np.array([[1], [0]], np.int64)), 0),
    )
big = np.array([2**63 + 5, 7], np.uint64)
attempt("uint64 high bit", lambda: ops.gather(Tensor(big), Tensor(np.array([0, 0, 1], np.int32)), 0))
attempt(
    "out of range",
    lambda: Tensor(ops.gather(Tensor(x.astype(np.uint16)), Tensor(np.array([3], np.int32)), 1).asnumpy()),
)


def row_gather(a, i):
    return ops.gather(a, i, 0)


attempt(
    "vmap", lambda: ops.vmap(row_gather, (0, 0))(Tensor(x.astype(np.float32)), Tensor(np.array([[1], [2]], np.int32)))
)
# under vmap MindSpore reports the index as its batching rule flattened it ([0, 6), 12 here): only the
# message's kind is compared
try:
    ops.vmap(row_gather, (0, 0))(Tensor(x.astype(np.float32)), Tensor(np.array([[1], [3]], np.int32))).asnumpy()
    print("vmap out of range OK")
except RuntimeError as e:
    print("vmap out of range RuntimeError |", str(e).split(" range ")[0])
