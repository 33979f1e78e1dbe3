# ops.WhileLoop / ops.ForiLoop / ops.Scan in PyNative: int, Tensor, tuple, list and dict loop values, empty loops,
# unroll and length, the argument checks and the ValueError wrapping a failing loop_func.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r)
    except Exception as e:
        print(tag, "!!", type(e).__name__, str(e).splitlines()[0][:200])


wl = ops.WhileLoop()
fl = ops.ForiLoop()
sc = ops.Scan()
attempt("wl int", lambda: wl(lambda x: x < 100, lambda x: x + 1, 10))
attempt("wl tensor", lambda: wl(lambda x: x < 5, lambda x: x + 2, Tensor(1, ms.int32)))
attempt("wl tuple", lambda: wl(lambda s: s[0] < 4, lambda s: (s[0] + 1, s[1] * 2), (0, Tensor([1.0, 2.0]))))
attempt("wl list", lambda: wl(lambda s: s[0] < 3, lambda s: [s[0] + 1, s[1] + s[0]], [0, 0]))
attempt("wl bad cond", lambda: wl(1, lambda x: x, 1))
attempt("wl bad loop", lambda: wl(lambda x: x < 1, "f", 1))
attempt("wl lambda class", lambda: wl(abs, lambda x: x, 1))
attempt("wl raises", lambda: wl(lambda x: x < 3, lambda x: x + "a", 1))
attempt(
    "wl tensor err",
    lambda: wl(lambda x: x < 3, lambda x: ops.add(x, Tensor(np.ones((2, 3))) + Tensor(np.ones((3, 2)))), Tensor(1.0)),
)
attempt("fl int", lambda: fl(0, 4, lambda i, r: i + r, 0))
attempt("fl tensor bounds", lambda: fl(Tensor(1), Tensor(4), lambda i, r: i + r, 0))
attempt("fl tensor val", lambda: fl(0, 3, lambda i, r: r * 2 + i, Tensor([1.0, 2.0])))
attempt("fl empty", lambda: fl(5, 2, lambda i, r: r + 1, 7))
attempt("fl unroll", lambda: fl(0, 3, lambda i, r: r + 1, 7, unroll=False))
attempt("fl unroll bad", lambda: fl(0, 3, lambda i, r: r + 1, 7, unroll=3))
attempt("fl float lower", lambda: fl(0.0, 3, lambda i, r: r + 1, 7))
attempt("fl bool lower", lambda: fl(True, 3, lambda i, r: r + 1, 7))
attempt("fl bad upper", lambda: fl(0, "3", lambda i, r: r + 1, 7))
attempt("fl bad fn", lambda: fl(0, 3, None, 7))
attempt("fl float tensor", lambda: fl(Tensor(0.5), 3, lambda i, r: r + 1, 7))
attempt("fl tuple", lambda: fl(0, 3, lambda i, s: (s[0] + i, s[1] * 2), (0, 1)))
attempt("fl raises", lambda: fl(0, 3, lambda i: i, 0))
attempt("sc list", lambda: sc(lambda c, x: (c + x, c * x), 0, [1, 2, 3, 4]))
attempt("sc tensor", lambda: sc(lambda c, x: (c + x, c), Tensor([0.0, 0.0]), (Tensor([1.0, 2.0]), Tensor([3.0, 4.0]))))
attempt("sc none", lambda: sc(lambda c, x: (c + 1, x), 0, None, 3))
attempt("sc none nolen", lambda: sc(lambda c, x: (c + 1, x), 0, None))
attempt("sc none floatlen", lambda: sc(lambda c, x: (c + 1, x), 0, None, 3.0))
attempt("sc empty", lambda: sc(lambda c, x: (c + 1, x), 5, []))
attempt("sc bad xs", lambda: sc(lambda c, x: (c + 1, x), 0, Tensor([1, 2])))
attempt("sc bad xs int", lambda: sc(lambda c, x: (c + 1, x), 0, 3))
attempt("sc bad fn", lambda: sc(3, 0, [1]))
attempt("sc one ret", lambda: sc(lambda c, x: c + x, 0, [1, 2]))
attempt("sc three ret", lambda: sc(lambda c, x: (c, x, 1), 0, [1, 2]))
attempt("sc unroll bad", lambda: sc(lambda c, x: (c + x, c), 0, [1, 2], unroll=1))
attempt("sc len ignored", lambda: sc(lambda c, x: (c + x, c), 0, [1, 2], length=7))
attempt("sc tuple carry", lambda: sc(lambda c, x: ((c[0] + x, c[1] - x), x * 2), (0, 0), [1, 2, 3]))
attempt("sc dict", lambda: sc(lambda c, x: ({"a": c["a"] + x}, x), {"a": 1}, [1, 2]))
attempt("wl method", lambda: wl(str.isdigit, lambda x: x, "a"))


class A:
    def c(self, x):
        return x < 3

    def l(self, x):
        return x + 1


a = A()
attempt("wl boundmethod", lambda: wl(a.c, a.l, 0))
attempt("names", lambda: (ops.WhileLoop.__name__, repr(fl), repr(sc), repr(wl)))
print(
    ops.WhileLoop is ops.operations.WhileLoop, ops.Scan is ops.operations.Scan, ops.ForiLoop is ops.operations.ForiLoop
)
# a loop_func over Tensors keeps shapes and dtypes; float16 and int32 carries
attempt("fl f16", lambda: fl(0, 3, lambda i, v: v * 2, Tensor(np.array([1.5, -2.0], np.float16))))
attempt(
    "wl i32 shape",
    lambda: wl(lambda v: v.sum() < 20, lambda v: v + 1, Tensor(np.arange(6).reshape(2, 3).astype(np.int32))),
)
attempt(
    "sc stack",
    lambda: ops.stack(sc(lambda c, x: (c + x, c * x), Tensor(1.0), [Tensor(2.0), Tensor(3.0), Tensor(4.0)])[1]),
)
attempt("wl cond raises", lambda: wl(lambda x: x[5] < 3, lambda x: x, [1]))
attempt("fl neg", lambda: fl(-2, 2, lambda i, r: r + [i], []))
