# The MindSpore internals MindNLP 0.4 reaches: pyboost_empty (its eager Empty), ops.RandpermV2, the functional
# random ops' seed plumbing (_get_seed, _set_prim_op_user_data) and the GPU-only CudnnGRU on the CPU backend.
import numpy as np

import mindspore as ms
from mindspore import ops
from mindspore._c_expression import pyboost_empty
from mindspore.ops import Primitive
from mindspore.ops.function.random_func import _get_seed, _set_prim_op_user_data
from mindspore.ops.operations._rl_inner_ops import CudnnGRU
from mindspore.ops.operations.manually_defined.ops_def import dtype_to_type_id


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, type(r).__name__, r)
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("---")]
        print(tag, type(e).__name__, lines[1] if lines and lines[0].startswith("- Kernel") else lines[:1])


e = Primitive("Empty")
r = pyboost_empty(e, [(2, 3), dtype_to_type_id("Empty", "dtype", ms.float16), None, False])
print("empty type id", type(r).__name__, r.shape, r.dtype)
r = pyboost_empty(e, [[4], None, None, False])
print("empty default", r.shape, r.dtype)
r = pyboost_empty(e, [(2, 0, 3), ms.int64, None, False])
print("empty dtype", r.shape, r.dtype)
attempt("empty 3 args", lambda: pyboost_empty(e, [(2, 3), None, None]))
attempt("empty 1 arg", lambda: pyboost_empty([(2, 3), None, None]))

print(ops.RandpermV2 is ops.operations.RandpermV2)
p = ops.RandpermV2(seed=1, offset=0, dtype=ms.int64)
print(p.seed, p.offset, p(ms.Tensor(10, ms.int64)))
print(p(ms.Tensor(10, ms.int64)), ops.randperm(10, seed=1, offset=0))
p2 = ops.RandpermV2(dtype=ms.int32)
print(p2(ms.Tensor(5, ms.int64)), p2(5), p2(5).dtype)
print(ops.RandpermV2(7, 3, ms.int16)(6), ops.RandpermV2(seed=7)(6))

print(_get_seed(None, "dropout"), _get_seed(3, "dropout"))
ms.set_seed(5)
print(_get_seed(None, "dropout"), _get_seed(3, "dropout"), _get_seed(3, "dropout"), _get_seed(3, "other"))
ms.set_seed(5)
print(_get_seed(3, "dropout"))
d = ops.Dropout()
print(_set_prim_op_user_data(d, "random_cache", False) is d, d.attrs.get("random_cache"))

g = CudnnGRU(4, 3, 1, True, False, 0.0)
print(g.name, sorted(g.attrs.items()), g.num_directions, CudnnGRU(4, 3, 2, False, True, 0.5).num_directions)
x = ms.Tensor(np.ones((2, 1, 4), np.float32))
h = ms.Tensor(np.zeros((1, 1, 3), np.float32))
w = ms.Tensor(np.ones((81, 1, 1), np.float32))
attempt("CudnnGRU call", lambda: g(x, h, w))
for args in ((0, 3, 1, True, False, 0.0), (4, 3, 1, 1, False, 0.0), (4, 3, 1, True, False, 0), (4, 3, 1, True, False, 1.5)):
    attempt(f"CudnnGRU{args}", lambda args=args: CudnnGRU(*args))
