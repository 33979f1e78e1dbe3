# Integer division by zero: MindSpore's CPU kernels give fixed values (no error) for each op and dtype.
import numpy as np
from mindspore import Tensor, ops, mint
from mindspore.ops import operations as P

TENSOR_OPS = (
    ("floor_div", ops.floor_div), ("FloorDiv", P.FloorDiv()), ("floor_mod", ops.floor_mod),
    ("FloorMod", P.FloorMod()), ("truncate_div", ops.truncate_div), ("TruncateDiv", P.TruncateDiv()),
    ("div_floor", lambda x, y: ops.div(x, y, rounding_mode="floor")),
    ("div_trunc", lambda x, y: ops.div(x, y, rounding_mode="trunc")),
    ("//", lambda x, y: x // y), ("%", lambda x, y: x % y), ("remainder", ops.remainder), ("fmod", ops.fmod),
    ("mint.div_floor", lambda x, y: mint.div(x, y, rounding_mode="floor")),
    ("mint.div_trunc", lambda x, y: mint.div(x, y, rounding_mode="trunc")),
    ("mint.floor_divide", mint.floor_divide), ("Mod", P.Mod()),
)
SCALAR_OPS = (
    ("floor_div", ops.floor_div), ("floor_mod", ops.floor_mod), ("//", lambda x, y: x // y),
    ("%", lambda x, y: x % y), ("remainder", ops.remainder), ("fmod", ops.fmod),
    ("div_trunc", lambda x, y: ops.div(x, y, rounding_mode="trunc")),
)
for dt in (np.int8, np.int16, np.int32, np.int64, np.uint8):
    info = np.iinfo(dt)
    a = np.array([7, 5, 0, 1, info.max, info.min] + ([-7, -5, -1] if info.min < 0 else []), np.int64).astype(dt)
    b = np.array([2] + [0] * (len(a) - 1)).astype(dt)
    A, B = Tensor(a), Tensor(b)
    for name, f in TENSOR_OPS:
        r = f(A, B)
        print(dt.__name__, name, r.dtype, r.asnumpy().tolist())
    for name, f in SCALAR_OPS:
        r = f(A, 0)
        print(dt.__name__, name, "scalar", r.dtype, r.asnumpy().tolist())
for dt in (np.int8, np.int32, np.uint8):
    A = Tensor(np.array([7, 0, 3, 100], dt))
    B = Tensor(np.array([2, 0, 0, 0], dt))
    print(dt.__name__, "truncate_mod", ops.truncate_mod(A, B).asnumpy().tolist())
for dt in (np.int16, np.int32):
    A = Tensor(np.array([7, 0, -3, 100], dt))
    B = Tensor(np.array([2, 0, 0, 0], dt))
    print(dt.__name__, "mint.remainder", mint.remainder(A, B).asnumpy().tolist())
    print(dt.__name__, "mint.fmod", mint.fmod(A, B).asnumpy().tolist())
for dt in (np.uint16, np.uint32):
    A = Tensor(np.array([7, 0, 3, 100], dt))
    B = Tensor(np.array([2, 0, 0, 0], dt))
    print(dt.__name__, "FloorDiv", P.FloorDiv()(A, B).asnumpy().tolist())
    print(dt.__name__, "truncate_div", ops.truncate_div(A, B).asnumpy().tolist())
    print(dt.__name__, "div_floor", ops.div(A, B, rounding_mode="floor").asnumpy().tolist())
    print(dt.__name__, "remainder", ops.remainder(A, B).asnumpy().tolist())
# broadcast: a zero in a broadcast divisor, and the usual case
x = Tensor(np.array([[5, -5], [0, 9]], np.int32))
print(ops.floor_div(x, Tensor(np.array([0, 2], np.int32))).asnumpy().tolist())
print(ops.floor_mod(x, Tensor(np.array([3, 0], np.int32))).asnumpy().tolist())
print(ops.floor_div(x, Tensor(np.array([3, 2], np.int32))).asnumpy().tolist())
