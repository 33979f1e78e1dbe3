# IndexPut, InplaceIndexAdd / inplace_index_add, mirror_pad, Padding / padding, Im2Col, Col2Im / col2im, Coalesce,
# EditDistance and Betainc as MindSpore 2.10 runs them on CPU: values, dtypes, in-place updates and errors.
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, ops
from mindspore.common.api import _pynative_executor


def _plain(v):
    if isinstance(v, Tensor):
        a = v.asnumpy()
        return (str(v.dtype), v.shape, a.tolist())
    if isinstance(v, (tuple, list)):
        return [_plain(x) for x in v]
    return v


def attempt(tag, fn):
    try:
        print(tag, _plain(fn()))
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0])
        try:
            _pynative_executor.sync()
        except Exception:  # noqa: BLE001
            pass


i32, i64, f32, f64 = ms.int32, ms.int64, ms.float32, ms.float64
x1 = Tensor(np.array([[1, 2, 3], [4, 5, 6]]).astype(np.int32))
idx = [Tensor(np.array([0, 0]).astype(np.int32)), Tensor(np.array([0, 1]).astype(np.int32))]
attempt("indexput_acc", lambda: ops.IndexPut(accumulate=1)(x1, Tensor(np.array([3]).astype(np.int32)), idx))
attempt("indexput_set", lambda: ops.IndexPut()(x1, Tensor(np.array([7, 8]).astype(np.int32)), idx))
attempt(
    "indexput_row",
    lambda: ops.IndexPut()(Tensor(np.zeros((3, 2)), f32), Tensor(np.array([1.5, 2.5]), f32), [Tensor([2], i64)]),
)
attempt(
    "indexput_dup",
    lambda: ops.IndexPut(accumulate=1)(
        Tensor(np.zeros(4), f64), Tensor(np.array([1.0]), f64), [Tensor([1, 1, 3], i32)]
    ),
)
attempt("indexput_mixed", lambda: ops.IndexPut()(x1, Tensor(np.array([3.0]), f32), idx))
attempt("indexput_acc2", lambda: ops.IndexPut(accumulate=2))
attempt("indexput_many", lambda: ops.IndexPut()(x1, Tensor(np.array([3]).astype(np.int32)), idx * 2))
var = Parameter(Tensor(np.array([[1, 2], [3, 4], [5, 6]]), f32))
out = ops.InplaceIndexAdd(axis=0)(var, Tensor(np.array([0, 1]), i32), Tensor(np.array([[0.5, 1.0], [1.0, 1.5]]), f32))
print("iia", _plain(out), _plain(var), type(out).__name__)
var2 = Parameter(Tensor(np.arange(6).reshape(2, 3), i32))
out2 = ops.inplace_index_add(var2, Tensor([2, 0, 2], i32), Tensor(np.ones((2, 3), np.int32) * 10), 1)
print("iia_axis1", _plain(var2), type(out2).__name__, _plain(out2))
attempt(
    "iia_axis_neg",
    lambda: ops.InplaceIndexAdd(-1)(
        Parameter(Tensor(np.zeros((2, 2)), f64)), Tensor([1], i32), Tensor(np.ones((2, 1)), f64)
    ),
)
attempt(
    "iia_idx64",
    lambda: ops.InplaceIndexAdd(0)(
        Parameter(Tensor(np.zeros((2, 2)), f32)), Tensor([1], i64), Tensor(np.ones((1, 2)), f32)
    ),
)
attempt(
    "iia_shape",
    lambda: ops.InplaceIndexAdd(0)(
        Parameter(Tensor(np.zeros((2, 2)), f32)), Tensor([1], i32), Tensor(np.ones((2, 2)), f32)
    ),
)
attempt(
    "iia_mixed",
    lambda: ops.InplaceIndexAdd(0)(
        Parameter(Tensor(np.zeros((2, 2)), f32)), Tensor([1], i32), Tensor(np.ones((1, 2)), f64)
    ),
)
attempt(
    "iia_axis",
    lambda: ops.InplaceIndexAdd(2)(
        Parameter(Tensor(np.zeros((2, 2)), f32)), Tensor([1], i32), Tensor(np.ones((1, 2)), f32)
    ),
)
attempt(
    "iia_tensor",
    lambda: ops.InplaceIndexAdd(0)(Tensor(np.zeros((2, 2)), f32), Tensor([1], i32), Tensor(np.ones((1, 2)), f32)),
)
attempt("iia_axis_f", lambda: ops.InplaceIndexAdd(0.5))
px = Tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
attempt("mirror_reflect", lambda: ops.mirror_pad(px, Tensor([[1, 1], [2, 2]]), "REFLECT"))
attempt(
    "mirror_sym",
    lambda: ops.mirror_pad(Tensor(np.arange(6.0).reshape(2, 3), f32), Tensor([[2, 0], [1, 3]]), "SYMMETRIC"),
)
attempt("mirror_1d", lambda: ops.mirror_pad(Tensor([1.0, 2, 3], f32), Tensor([[2, 1]]), "REFLECT"))
attempt("mirror_big", lambda: ops.mirror_pad(px, Tensor([[3, 0], [0, 0]]), "REFLECT"))
attempt("mirror_mode", lambda: ops.mirror_pad(px, Tensor([[1, 1], [1, 1]]), "EDGE"))
pd = Tensor(np.array([[8], [10]]), f32)
attempt("padding", lambda: ops.Padding(4)(pd))
attempt("padding_fn", lambda: ops.padding(pd, 4))
attempt("padding_default", lambda: ops.padding(Tensor(np.array([[[1], [2]]]), i32)))
attempt("padding_1", lambda: ops.padding(pd, 1))
attempt("padding_0", lambda: ops.Padding(0))
attempt("padding_last", lambda: ops.padding(Tensor(np.ones((2, 2)), f32), 3))
attempt("padding_rank1", lambda: ops.padding(Tensor(np.ones(1), f32), 3))
img = Tensor(np.arange(2 * 2 * 4 * 5, dtype=np.float32).reshape(2, 2, 4, 5))
attempt("im2col", lambda: ops.Im2Col(ksizes=2)(img))
attempt("im2col_args", lambda: ops.Im2Col(ksizes=(2, 3), strides=(2, 1), dilations=1, pads=1)(img))
attempt("im2col_dil", lambda: ops.Im2Col(ksizes=2, strides=1, dilations=2, pads=(1, 0))(img))
attempt("im2col_f64", lambda: ops.Im2Col(3)(Tensor(np.ones((1, 1, 3, 3)), f64)))
attempt("im2col_int", lambda: ops.Im2Col(2)(Tensor(np.ones((1, 1, 3, 3)), i32)))
attempt("im2col_rank", lambda: ops.Im2Col(2)(Tensor(np.ones((1, 3, 3)), f32)))
attempt("im2col_big", lambda: ops.Im2Col(5)(Tensor(np.ones((1, 1, 3, 3)), f32)))
attempt("im2col_k0", lambda: ops.Im2Col(0))
cols = Tensor(np.arange(2 * 3 * 4 * 6, dtype=np.float32).reshape(2, 3, 4, 6))
attempt("col2im", lambda: ops.Col2Im(kernel_size=2)(cols, Tensor([3, 4], i32)))
attempt(
    "col2im_fn",
    lambda: ops.col2im(Tensor(np.ones((1, 1, 4, 25)), f32), Tensor([8, 8], i32), [2, 2], [2, 2], [2, 2], [2, 2]),
)
attempt(
    "col2im_stride",
    lambda: ops.col2im(Tensor(np.arange(16.0).reshape(1, 1, 4, 4), f32), Tensor([4, 4], i32), 2, 1, 0, 2),
)
attempt("col2im_L", lambda: ops.Col2Im(kernel_size=2)(cols, Tensor([4, 4], i32)))
attempt("col2im_int", lambda: ops.Col2Im(kernel_size=2)(Tensor(np.ones((1, 1, 4, 6)), i32), Tensor([3, 4], i32)))
attempt("col2im_size64", lambda: ops.Col2Im(kernel_size=2)(cols, Tensor([3, 4], i64)))
attempt("col2im_rank", lambda: ops.Col2Im(kernel_size=2)(Tensor(np.ones((3, 4, 6)), f32), Tensor([3, 4], i32)))
attempt("col2im_k0", lambda: ops.Col2Im(kernel_size=0))
co = ops.Coalesce()
attempt("coalesce", lambda: co(Tensor([[0, 0, 1], [1, 1, 2]], i64), Tensor([1, 5, 4], f32), Tensor([3, 3], i64)))
attempt(
    "coalesce_sort",
    lambda: co(Tensor([[2, 0, 2, 1], [0, 3, 0, 1]], i64), Tensor([1.0, 2.0, 3.0, 4.0], f64), Tensor([3, 4], i64)),
)
attempt(
    "coalesce_3d",
    lambda: co(Tensor([[1, 0], [0, 0], [1, 1]], i64), Tensor([1.5, 2.5], ms.float16), Tensor([2, 1, 2], i64)),
)
attempt("coalesce_int", lambda: co(Tensor([[0], [0]], i64), Tensor([1], i32), Tensor([3, 3], i64)))
attempt("coalesce_idx32", lambda: co(Tensor([[0], [0]], i32), Tensor([1.0], f32), Tensor([3, 3], i64)))
attempt("coalesce_oob", lambda: co(Tensor([[0], [5]], i64), Tensor([1.0], f32), Tensor([3, 3], i64)))
attempt("coalesce_nnz", lambda: co(Tensor([[0, 1], [0, 1]], i64), Tensor([1.0], f32), Tensor([3, 3], i64)))
ed = ops.EditDistance()
hi = Tensor(np.array([[0, 0, 0], [1, 0, 1], [1, 1, 1]]), i64)
hv = Tensor(np.array([1, 2, 3]), f32)
hs = Tensor(np.array([1, 1, 2]), i64)
ti = Tensor(np.array([[0, 1, 0], [0, 0, 1], [1, 1, 0], [1, 0, 1]]), i64)
tv = Tensor(np.array([1, 3, 2, 1]), f32)
ts = Tensor(np.array([2, 2, 2]), i64)
attempt("edit", lambda: ed(hi, hv, hs, ti, tv, ts))
attempt("edit_raw", lambda: ops.EditDistance(False)(hi, hv, hs, ti, tv, ts))
wi = Tensor(np.array([[0, 0], [0, 1], [0, 2], [1, 0]]), i64)
attempt("edit_words", lambda: ops.EditDistance(False)(wi, Tensor([1, 2, 3, 4], i32), Tensor([2, 3], i64),
                                                      Tensor(np.array([[0, 0], [0, 1], [1, 0], [1, 1]]), i64),
                                                      Tensor([1, 3, 4, 5], i32), Tensor([2, 2], i64)))  # fmt: skip
attempt("edit_norm_empty", lambda: ed(Tensor(np.array([[0, 0]]), i64), Tensor([1.0], f32), Tensor([2, 1], i64),
                                      Tensor(np.array([[0, 0]]), i64), Tensor([1.0], f32), Tensor([2, 1], i64)))  # fmt: skip
attempt("edit_mixed", lambda: ed(hi, hv, hs, ti, Tensor(np.array([1, 3, 2, 1]), f64), ts))
attempt("edit_bool", lambda: ops.EditDistance(1))
bi = ops.Betainc()
a = Tensor(np.array([0.3, 0.1, 0.4]), f32)
b = Tensor(np.array([0.4, 0.5, 0.9]), f32)
x = Tensor(np.array([0.2, 0.6, 0.5]), f32)
attempt("betainc", lambda: bi(a, b, x))
attempt(
    "betainc_f64",
    lambda: bi(
        Tensor([[1.0, 2.5], [10.0, 0.5]], f64),
        Tensor([[1.0, 3.0], [2.0, 20.0]], f64),
        Tensor([[0.5, 0.3], [0.9, 0.01]], f64),
    ),
)
attempt(
    "betainc_edges",
    lambda: bi(
        Tensor([1.0, 1.0, -1.0, 2.0], f32), Tensor([1.0, 2.0, 1.0, 2.0], f32), Tensor([0.0, 1.0, 0.5, 1.5], f32)
    ),
)
attempt("betainc_f16", lambda: bi(Tensor([1.0], ms.float16), Tensor([1.0], ms.float16), Tensor([0.5], ms.float16)))
attempt("betainc_mixed", lambda: bi(a, b, Tensor(np.array([0.2, 0.6, 0.5]), f64)))
try:  # MindSpore words it "For 'Betainc, shape of x (2) ...": the class and the wording after it are compared
    bi(a, b, Tensor(np.array([0.2, 0.6]), f32))
except ValueError as e:
    print("betainc_shape", type(e).__name__, str(e).split("shape of", 1)[1].splitlines()[0])
