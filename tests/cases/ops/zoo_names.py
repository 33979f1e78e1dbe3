# Names model-zoo code imports from ops: ScalarCast, ScalarToArray (broken in 2.10: RuntimeError), ops.composite's
# ones_like HyperMap and add_flags, _get_cache_prim's one instance per arguments, the deprecated identity primitive,
# and mindspore.common's mutable/RowTensor.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from mindspore.ops import composite as C
from mindspore.ops._primitive_cache import _get_cache_prim
from mindspore.common import mutable, RowTensor
from mindspore.ops import functional as F
from mindspore.ops import operations as P
from mindspore.ops.function.nn_func import _get_cache_prim as nn_get_cache_prim


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, type(r).__name__, r)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, [ln for ln in str(e).splitlines() if ln.strip()][:1])


sc = ops.ScalarCast()
attempt("sc 1.7 int", lambda: sc(1.7, ms.int32))
attempt("sc -1.7 int64", lambda: sc(-1.7, ms.int64))
attempt("sc 3 f32", lambda: sc(3, ms.float32))
attempt("sc True f32", lambda: sc(True, ms.float32))
attempt("sc 2 bool", lambda: sc(2, ms.bool_))
attempt("sc 0 bool", lambda: sc(0.0, ms.bool_))
attempt("sc tensor", lambda: sc(Tensor(1.5), ms.int32))
attempt("sc str", lambda: sc(1.5, "int32"))
attempt("sc f16", lambda: sc(1.1, ms.float16))
attempt("scalar_cast", lambda: ops.scalar_cast(2.9, ms.int32))
sa = ops.ScalarToArray()
attempt("sa 1.5", lambda: (sa(1.5).dtype, sa(1.5).shape, sa(1.5)))
attempt("sa 3", lambda: (sa(3).dtype, sa(3)))
attempt("sa True", lambda: (sa(True).dtype, sa(True)))
attempt("sa tensor", lambda: sa(Tensor(1.0)))
attempt("sa list", lambda: sa([1.0]))
attempt("F.scalar_to_array", lambda: ops.functional.scalar_to_array(2.5))
print(type(C.ones_like).__name__)
attempt("ones_like tensor", lambda: C.ones_like(Tensor(np.array([1, 2], np.int32))))
attempt("ones_like tuple", lambda: C.ones_like((Tensor([1.0, 2.0]), Tensor(np.zeros((2, 2), np.float16)))))
attempt("ones_like num", lambda: C.ones_like(3))
attempt("ones_like float", lambda: C.ones_like(2.5))
attempt("ones_like none", lambda: C.ones_like(None))
attempt("ones_like list", lambda: C.ones_like([Tensor([1.0]), 2]))
attempt("ones_like bool", lambda: C.ones_like(True))


def f(x):
    return x


g = C.add_flags(f, has_effect=True, defer_inline=False)
print(g is f, f._func_graph_flags)


@ops.add_flags(x=True)
def h():
    return 1


print(h._func_graph_flags, h())
net = nn.ReLU()
print(C.add_flags(net, predit=True) is net, hasattr(net, "_func_graph_flags"), net._func_graph_flags)
print(ops.add_flags is C.add_flags)

p1 = _get_cache_prim(ops.ReduceSum)(keep_dims=True)
p2 = _get_cache_prim(ops.ReduceSum)(keep_dims=True)
p3 = _get_cache_prim(ops.ReduceSum)(keep_dims=False)
print(p1 is p2, p1 is p3, type(p1).__name__, p1.keep_dims, p3(Tensor(np.ones((2, 3), np.float32)), 1))
p4 = _get_cache_prim(ops.LpNorm)([0, 1], 2, keep_dims=False, epsilon=1e-12)
print(p4(Tensor(np.array([[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]], np.float32))))
print(_get_cache_prim(ops.LpNorm)([0, 1], 2, keep_dims=False, epsilon=1e-12) is p4)

print(mutable is ms.mutable, RowTensor is ms.RowTensor)

print(type(ops.identity).__name__, ops.identity is F.identity, isinstance(ops.identity, P.identity))
print(P.identity()(Tensor([1.0, 2.0])), ops.identity((1, 2)), nn_get_cache_prim is _get_cache_prim)
print(ops.ones_like(Tensor(np.array([2, 3], np.int32))), C.ones_like is not ops.ones_like)
