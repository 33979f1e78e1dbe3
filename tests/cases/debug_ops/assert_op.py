# ops.Assert(summarize): returns Int32 [0] when the condition holds; when it does not, prints "For 'Assert' condition is false." and the first summarize entries of each input (C++ stream formatting), then raises RuntimeError "assert failed".
import sys

import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.common.api import _pynative_executor
from mindspore.ops import operations as P

a = Tensor(np.array([1.0, -1.5, 0.1, 1e-7, 123456789.0, 2.0]).astype(np.float32))
b = Tensor(np.array([2.5, -1.0]).astype(np.float16))
c = Tensor(np.array([3.25, 1.0 / 3]).astype(np.float64))
ints = [Tensor(np.array([4, -4, 9]).astype(t)) for t in (np.int8, np.int16, np.int32, np.int64)]
uints = [Tensor(np.array([7, 200]).astype(t)) for t in (np.uint8, np.uint16, np.uint32, np.uint64)]
flags = Tensor(np.array([True, False, True]))
p = P.Assert(4)
print(p.summarize, p.attrs["summarize"], P.Assert().summarize)
out = p(True, [a, b])
print("true", out.dtype, out.shape, out.asnumpy().tolist())
out = ops.Assert(2)(Tensor(True), (a,))
print("tensor true", out.asnumpy().tolist())
for bad in (1.5, "3"):
    try:
        P.Assert(bad)
    except TypeError:
        print("summarize", repr(bad), "TypeError")
sys.stdout.flush()
try:
    p(False, [a, b, c, *ints, *uints, flags])
    _pynative_executor.sync()
except RuntimeError as e:
    sys.stdout.flush()
    print("false", type(e).__name__, str(e).splitlines()[0])
