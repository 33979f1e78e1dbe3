# initial= / where= of ops.amax / amin / max / min, their Tensor methods and mindspore.numpy.amax / amin: the
# docstring examples, initial cast to the input's dtype, NaN elements, where broadcast, keepdims, axis None (ops.max
# ignores both), and the errors (where without initial, non-Bool where, non-scalar initial, bad broadcast)
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, ops


def show(r):
    if isinstance(r, tuple):
        return " ; ".join(show(v) for v in r)
    if isinstance(r, Tensor):
        return f"{r.dtype} {r.shape} {r.asnumpy().tolist()}"
    return f"{type(r).__name__} {r}"


def attempt(tag, fn):
    try:
        print(tag, "OK", show(fn()))
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:200])


# the docstring examples
x = ms.tensor([[9, 3, 4, 5], [5, 2, 7, 4], [8, 1, 3, 6]])
w = ms.tensor([[0, 0, 1, 0], [0, 0, 1, 1], [1, 1, 1, 0]], dtype=ms.bool_)
wf = ms.tensor([[False], [False], [False]])
attempt("doc amax where", lambda: ops.amax(x, axis=1, keepdims=True, initial=0, where=w))
attempt("doc amax where broadcast", lambda: ops.amax(x, axis=0, keepdims=True, initial=0, where=wf))
attempt("doc max where", lambda: ops.max(x, axis=1, keepdims=True, initial=0, where=w))
attempt("doc max where broadcast", lambda: ops.max(x, axis=0, keepdims=True, initial=0, where=wf))
y = ms.tensor([[2, 5, 1, 6], [3, -7, -2, 4], [8, -4, 1, -3]])
w2 = ms.tensor([[1, 0, 1, 0], [0, 0, 1, 1], [1, 1, 1, 0]], dtype=ms.bool_)
attempt("doc amin where", lambda: ops.amin(y, axis=1, keepdims=True, initial=0, where=w2))
attempt("doc amin where broadcast", lambda: ops.amin(y, axis=0, keepdims=True, initial=0, where=wf))
attempt("doc min where", lambda: ops.min(y, axis=1, keepdims=True, initial=0, where=w2))
attempt("doc min where broadcast", lambda: ops.min(y, axis=0, keepdims=True, initial=0, where=wf))
a = mnp.arange(4).reshape((2, 2)).astype("float32")
attempt("doc mnp.amax where", lambda: mnp.amax(a, where=mnp.array([False, True]), initial=-1, axis=0))
attempt("doc mnp.amin where", lambda: mnp.amin(a, where=mnp.array([False, True]), initial=10, axis=0))

xi = Tensor(np.array([[9, 3, 4, 5], [5, 2, 7, 4], [8, 1, 3, 6]], np.int64))
xf = Tensor(np.array([[9, 3, np.nan, 5], [-5, 2, 7, 4], [8, 1, 3, 6]], np.float32))
wcol = Tensor(np.array([[False], [True], [False]]))
wrow = Tensor(np.array([True, False, True, False]))
surfaces = (
    ("ops.amax", ops.amax), ("ops.amin", ops.amin), ("ops.max", ops.max), ("ops.min", ops.min),
    ("Tensor.amax", Tensor.amax), ("Tensor.amin", Tensor.amin), ("Tensor.max", Tensor.max),
    ("Tensor.min", Tensor.min), ("mnp.amax", mnp.amax), ("mnp.amin", mnp.amin),
)  # fmt: skip
for name, f in surfaces:
    for xn, v in (("int", xi), ("float", xf)):
        attempt(f"{name} {xn} init", lambda: f(v, 1, initial=6))
        attempt(f"{name} {xn} init kd", lambda: f(v, 1, True, initial=6))
        attempt(f"{name} {xn} init 4.5", lambda: f(v, 0, initial=4.5))
        attempt(f"{name} {xn} init axis None", lambda: f(v, initial=100))
        attempt(f"{name} {xn} init -100 axis None", lambda: f(v, None, initial=-100))
        attempt(f"{name} {xn} where", lambda: f(v, 1, initial=0, where=w))
        attempt(f"{name} {xn} where kd", lambda: f(v, 1, True, initial=0, where=w))
        attempt(f"{name} {xn} where col", lambda: f(v, 0, True, initial=0, where=wcol))
        attempt(f"{name} {xn} where row", lambda: f(v, 1, initial=-1, where=wrow))
        attempt(f"{name} {xn} where axis None", lambda: f(v, None, initial=0, where=w))
        attempt(f"{name} {xn} where no init", lambda: f(v, 1, where=w))
        attempt(f"{name} {xn} where True", lambda: f(v, 1, where=True))
        attempt(f"{name} {xn} where list", lambda: f(v, 1, initial=0, where=[[True, False, True, False]] * 3))
        attempt(f"{name} {xn} init Tensor", lambda: f(v, 1, initial=Tensor(3)))
        attempt(f"{name} {xn} init bool", lambda: f(v, 1, initial=True))
        attempt(f"{name} {xn} tuple axis init", lambda: f(v, (0, 1), initial=6))
        attempt(f"{name} {xn} tuple axis where", lambda: f(v, (1,), initial=6, where=w))
        where_int = Tensor(np.array([1, 0, 1, 0], np.int32))
        attempt(f"{name} {xn} where int Tensor", lambda: f(v, 1, initial=0, where=where_int))
    if not name.startswith("Tensor.m"):
        attempt(f"{name} init str", lambda: f(xi, 1, initial="a"))
    attempt(f"{name} scalar init", lambda: f(Tensor(2.0), initial=5.0))
    attempt(f"{name} f16 init big", lambda: f(Tensor(np.array([1, 2], np.float16)), 0, initial=1e6))
    attempt(f"{name} u8 init neg", lambda: f(Tensor(np.array([1, 2], np.uint8)), 0, initial=-3))
    attempt(f"{name} where bad shape", lambda: f(xi, 1, initial=0, where=Tensor(np.array([True, False]))))
    attempt(
        f"{name} nan init nan", lambda: f(Tensor(np.array([1.0, np.nan, 3.0], np.float32)), 0, initial=float("nan"))
    )
E = Tensor(np.zeros((0, 3), np.float32))
for name, f in surfaces:
    if not name.endswith("amax") and not name.endswith("amin"):
        attempt(f"{name} empty init", lambda: f(E, 0, initial=1.5))
        attempt(f"{name} empty axis1 init", lambda: f(E, 1, initial=1.5))
    attempt(f"{name} empty axis1 where", lambda: f(E, 1, initial=1.5, where=Tensor(np.array([True, False, True]))))
attempt("ops.max no initial, NaN not first", lambda: ops.max(xf))
attempt("ops.min no initial, NaN not first", lambda: ops.min(xf))
attempt("Tensor.max return_indices where", lambda: xi.max(1, initial=5, where=w, return_indices=True))
attempt("Tensor.max axis keyword", lambda: xf.max(axis=0, keepdims=True, initial=4.0))
