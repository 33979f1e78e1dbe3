# The constant-folding helpers of mindspore.ops.operations.manually_defined.ops_def: infer_value_for_X(...) computes
# op X's value from constant inputs (a Tensor, or None when an input is not known: None).
import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.ops.operations.manually_defined import ops_def as D


def show(tag, r):
    if isinstance(r, tuple):
        print(tag, "tuple", len(r))
        for i, t in enumerate(r):
            show(f"  [{i}]", t)
    elif hasattr(r, "asnumpy"):
        print(tag, r.dtype, tuple(r.shape), np.round(r.asnumpy().astype(np.float64), 4).tolist())
    elif isinstance(r, np.ndarray):
        print(tag, "ndarray", r.shape)
    else:
        print(tag, r)


def attempt(tag, fn):
    try:
        show(tag, fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])


x = Tensor(np.array([[1.0, -2.0, 3.0], [4.0, 5.0, -6.0]], np.float32))
i = Tensor(np.array([[3, 1, 2], [0, 5, 4]], np.int32))
b = Tensor(np.array([[True, False, True], [True, True, True]]))
h = Tensor(np.array([1.0, 2.0], np.float16))
attempt("Tile", lambda: D.infer_value_for_Tile(i, (2, 1)))
attempt("Tile none", lambda: D.infer_value_for_Tile(i, (2, None)))
attempt("Tile bf16", lambda: D.infer_value_for_Tile(x.astype(ms.bfloat16), (1, 2)))
attempt("EqualExt", lambda: D.infer_value_for_EqualExt(i, i))
attempt("EqualExt ne", lambda: D.infer_value_for_EqualExt(i, i + 1))
attempt("Concat", lambda: D.infer_value_for_Concat([x, x], 0))
attempt("Concat int", lambda: D.infer_value_for_Concat((i, i), 1))
attempt("Concat none", lambda: D.infer_value_for_Concat([x, None], 0))
attempt("GatherD", lambda: D.infer_value_for_GatherD(x, 1, Tensor(np.array([[0, 0], [2, 1]], np.int64))))
attempt("Softmax", lambda: D.infer_value_for_Softmax(x, -1))
attempt("Softmax f16", lambda: D.infer_value_for_Softmax(h, 0))
attempt("ReduceSum", lambda: D.infer_value_for_ReduceSum(i, (1,), False, False))
attempt("ReduceSum all", lambda: D.infer_value_for_ReduceSum(x, (), True, False))
attempt("ReduceSum skip", lambda: D.infer_value_for_ReduceSum(x, (), False, True))
attempt("ReduceSum int", lambda: D.infer_value_for_ReduceSum(x, 0, False, False))
attempt("ReduceSum none", lambda: D.infer_value_for_ReduceSum(x, None, False, False))
attempt("ReduceMax", lambda: D.infer_value_for_ReduceMax(i, (0, 0), True))
attempt("ReduceMin", lambda: D.infer_value_for_ReduceMin(x, (), False))
attempt("ReduceProd", lambda: D.infer_value_for_ReduceProd(i, 1, False))
attempt("ReduceMean", lambda: D.infer_value_for_ReduceMean(i, (1,), False))
attempt("ReduceAll", lambda: D.infer_value_for_ReduceAll(b, (1,), False))
attempt("ReduceAny", lambda: D.infer_value_for_ReduceAny(b, (), False))
attempt("Max", lambda: D.infer_value_for_Max(i))
attempt("Min", lambda: D.infer_value_for_Min(x))
attempt("Max none", lambda: D.infer_value_for_Max(None))
attempt("Arange", lambda: D.infer_value_for_Arange(0, 5, 2))
attempt("Arange float", lambda: D.infer_value_for_Arange(0, 1.0, 0.25))
attempt("Arange dtype", lambda: D.infer_value_for_Arange(1, 4, 1, 42))
attempt("MeanExt", lambda: D.infer_value_for_MeanExt(x, (0,), False, None))
attempt("SumExt", lambda: D.infer_value_for_SumExt(i, None, True, 44))
attempt("ProdExt", lambda: D.infer_value_for_ProdExt(i, 0, False, None))
attempt("Cast", lambda: D.infer_value_for_Cast(x, 35))
attempt("Cast int", lambda: D.infer_value_for_Cast(3, 43))
attempt("Cast float", lambda: D.infer_value_for_Cast(2.5, 30))
attempt("Cast none", lambda: D.infer_value_for_Cast(x, None))
attempt("LinalgVectorNorm", lambda: D.infer_value_for_LinalgVectorNorm(x, 2, 1, False, None))
attempt("LinalgVectorNorm 0", lambda: D.infer_value_for_LinalgVectorNorm(x, 0, None, False, 44))
attempt("LpNormV2", lambda: D.infer_value_for_LpNormV2(x, 2, 1, True))
attempt("Svd", lambda: D.infer_value_for_Svd(Tensor(np.array([[3.0, 0.0], [0.0, 2.0]], np.float32)), False, True))
attempt("Svd s", lambda: D.infer_value_for_Svd(Tensor(np.array([[3.0, 0.0], [0.0, 2.0]], np.float32)), False, False))
attempt("Div", lambda: D.infer_value_for_Div(i, i + 1))
attempt("Div bf16", lambda: D.infer_value_for_Div(x.astype(ms.bfloat16), x))
attempt("Divs", lambda: D.infer_value_for_Divs(i, 2))
attempt("Divs scalar int", lambda: D.infer_value_for_Divs(Tensor(3, ms.int32), 2))
attempt("Divs scalar f16", lambda: D.infer_value_for_Divs(Tensor(3, ms.float16), 2))
attempt("DivMod trunc", lambda: D.infer_value_for_DivMod(x, Tensor(np.float32(4.0)), 1))
attempt("DivMod floor", lambda: D.infer_value_for_DivMod(i, Tensor(np.int32(2)), 2))
attempt("DivMod none", lambda: D.infer_value_for_DivMod(i, Tensor(np.int32(2)), 0))
attempt("DivMods trunc", lambda: D.infer_value_for_DivMods(x, 4, 1))
attempt("DivMods floor", lambda: D.infer_value_for_DivMods(i, 2, 2))
attempt("Diag", lambda: D.infer_value_for_Diag(Tensor(np.array([1, 2], np.int64))))
attempt("Diag 2d", lambda: D.infer_value_for_Diag(x))
attempt("BroadcastTo", lambda: D.infer_value_for_BroadcastTo(Tensor(np.array([1.0, 2.0], np.float32)), (2, -1)))
attempt("BroadcastTo tensor", lambda: D.infer_value_for_BroadcastTo(h, Tensor(np.array([3, 2], np.int32))))
attempt("BroadcastTo zero", lambda: D.infer_value_for_BroadcastTo(Tensor(np.ones((1, 2), np.float32)), (0, 2)))
attempt("BroadcastTo list", lambda: D.infer_value_for_BroadcastTo(h, [2, 2]))
attempt("BroadcastTo fshape", lambda: D.infer_value_for_BroadcastTo(h, Tensor(np.array([2.0, 2.0], np.float32))))
attempt("Reshape", lambda: D.infer_value_for_Reshape(x, (3, -1)))
attempt("Reshape tensor", lambda: D.infer_value_for_Reshape(i, Tensor(np.array([6], np.int64))))
attempt("Reshape none", lambda: D.infer_value_for_Reshape(x, (None, 2)))
attempt("Reshape two -1", lambda: D.infer_value_for_Reshape(x, (-1, -1)))
attempt("Reshape bad", lambda: D.infer_value_for_Reshape(x, (4, 2)))
attempt("Reshape neg", lambda: D.infer_value_for_Reshape(x, (-2, 3)))
attempt("Reshape float", lambda: D.infer_value_for_Reshape(x, (2.0, 3)))
attempt("Reshape list", lambda: D.infer_value_for_Reshape(x, [6]))
attempt("Reshape zero", lambda: D.infer_value_for_Reshape(Tensor(np.ones((0, 3), np.float32)), (3, 0)))
