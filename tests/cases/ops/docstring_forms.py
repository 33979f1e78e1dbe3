# Docstring-example forms that differed: addbmm/baddbmm of 2-D inputs and their checks, numpy.choose with scalar and
# broadcast choices, CellDict views as odict_*, set_dtype returning the dtype, float32 nextafter as MindSpore's CPU kernel.
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn, ops
import mindspore
def attempt(tag, fn):
    try:
        r = fn()
        r = r.asnumpy() if isinstance(r, Tensor) else r  # MindSpore raises some errors only when the value is read
        print(tag, "OK", r)
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:160])
choices = [[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23], [30, 31, 32, 33]]
attempt("choose", lambda: mnp.choose([2, 3, 1, 0], choices))
attempt("choose clip", lambda: mnp.choose([2, 4, 1, 0], choices, mode="clip"))
attempt("choose wrap", lambda: mnp.choose([2, 4, 1, 0], choices, mode="wrap"))
attempt("choose scalars", lambda: mnp.choose([[1, 0, 1], [0, 1, 0], [1, 0, 1]], [-10, 10]))
attempt("choose bcast", lambda: mnp.choose([[1], [0]], [[1, 2, 3], [4, 5, 6]]))
cd = nn.CellDict({"relu": nn.ReLU(), "tanh": nn.Tanh()})
attempt("celldict keys", lambda: cd.keys())
attempt("celldict values type", lambda: type(cd.values()).__name__)
attempt("celldict items", lambda: [k for k, _ in cd.items()])
t = Tensor(np.ones((1, 2), np.float32))
attempt("set_dtype", lambda: repr(t.set_dtype(ms.int32)))
attempt("set_dtype after", lambda: t.dtype)
p = ms.Parameter(Tensor(np.ones(2, np.float32)), name="p")
attempt("param set_dtype", lambda: (repr(p.set_dtype(ms.float16)), p.dtype))
eps = np.finfo(np.float32).eps
attempt("nextafter f32", lambda: ops.nextafter(Tensor([1.0, 2.0, 0.0, -1.0], ms.float32), Tensor([2.0, 1.0, 1.0, -2.0], ms.float32)).asnumpy().tolist())
attempt("nextafter f32 eq", lambda: ops.nextafter(Tensor([1.0], ms.float32), Tensor([2.0], ms.float32)) == eps + 1)
attempt("nextafter f64", lambda: [repr(float(v)) for v in ops.nextafter(Tensor([1.0, 0.0], ms.float64), Tensor([2.0, -1.0], ms.float64)).asnumpy()])
attempt("nextafter inf", lambda: ops.nextafter(Tensor([np.inf, -np.inf], ms.float32), Tensor([0.0, 0.0], ms.float32)).asnumpy().tolist())
m = ops.ones((3, 3))
a1 = mindspore.tensor([[8., 7., 6.], [5., 4., 3.], [2., 1., 0.]]); a2 = mindspore.tensor([[5., 4., 3.], [2., 1., 0.], [8., 7., 6.]])
attempt("addbmm 2d", lambda: ops.addbmm(m, a1, a2))
attempt("addbmm 2d ab", lambda: ops.addbmm(m, a1, a2, beta=0.5, alpha=2))
attempt("baddbmm 2d", lambda: ops.baddbmm(m, a1, a2))
b1 = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7); b2 = Tensor(np.arange(40, dtype=np.float32).reshape(2, 4, 5) / 9)
attempt("addbmm 3d", lambda: ops.addbmm(Tensor(np.ones((3, 5), np.float32)), b1, b2))
attempt("baddbmm 3d", lambda: ops.baddbmm(Tensor(np.ones((2, 3, 5), np.float32)), b1, b2, 0.5, 1.5))
attempt("baddbmm bcast batch", lambda: ops.baddbmm(Tensor(np.ones((2, 3, 5), np.float32)), b1, Tensor(np.ones((1, 4, 5), np.float32))))
attempt("addbmm alpha str", lambda: ops.addbmm(m, a1, a2, alpha="x"))
attempt("baddbmm np", lambda: ops.baddbmm(np.ones((3, 3)), a1, a2))
attempt("baddbmm dtypes", lambda: ops.baddbmm(m, a1, Tensor(np.ones((3, 3)), mindspore.float64)))
attempt("baddbmm alpha str", lambda: ops.baddbmm(m, a1, a2, alpha="x"))
ii = Tensor(np.ones((2, 2, 2), np.int32))
attempt("baddbmm int alpha float", lambda: ops.baddbmm(ii, ii, ii, alpha=1.5))
attempt("baddbmm int", lambda: ops.baddbmm(ii, ii, ii, 2, 3))
attempt("addbmm bcast", lambda: ops.addbmm(Tensor(np.ones((3, 5), np.float32)), b1, Tensor(np.ones((1, 4, 5), np.float32))))
