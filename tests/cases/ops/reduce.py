# Reductions: ReduceSum/Mean/Max/Min/Prod (keep_dims), sum/mean/prod/amax/amin, std/var (ddof=0), norm, cumsum, all/any.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def show(name, r):
    if isinstance(r, (tuple, list)):
        print(name, type(r).__name__, len(r))
        for i, v in enumerate(r):
            show(f"  {name}[{i}]", v)
    elif isinstance(r, Tensor):
        print(name, r.dtype, r.shape)
        print(r)
    else:
        print(name, type(r).__name__, r)


x = Tensor(np.array([[1.0, 5.0, 2.0], [3.0, -1.0, 4.0]], np.float32))
i = Tensor(np.array([[1, 5, 2], [3, -1, 4]], np.int32))
b = Tensor(np.array([[True, False], [True, True]]))
for prim in ["ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd"]:
    show(prim, getattr(ops, prim)()(x))
    show(prim + "_ax1", getattr(ops, prim)()(x, 1))
    show(prim + "_keep", getattr(ops, prim)(keep_dims=True)(x, 0))
    show(prim + "_tuple", getattr(ops, prim)(True)(x, (0, 1)))
    show(prim + "_int", getattr(ops, prim)()(i, 1))
show("sum", ops.sum(x))
show("sum_dim", ops.sum(x, 1, keepdim=True))
show("sum_int32", ops.sum(i))
show("sum_dtype", ops.sum(i, dtype=ms.float32))
show("mean", ops.mean(x))
show("mean_ax", ops.mean(x, 0, True))
show("mean_int", ops.mean(i, 1))
show("prod", ops.prod(x))
show("prod_ax", ops.prod(x, 1))
show("prod_int", ops.prod(i, 1))
show("amax", ops.amax(x, 1))
show("amin", ops.amin(x))
show("amax_keep", ops.amax(x, 0, True))
show("std", ops.std(x))
show("std_ax", ops.std(x, 1))
show("var", ops.var(x, 0))
show("var_ddof1", ops.var(x, 1, ddof=1))
show("norm", ops.norm(x))
show("norm_dim", ops.norm(x, dim=1))
show("norm_ord1", ops.norm(x, 1, dim=0))
show("cumsum", ops.cumsum(x, 1))
show("cumsum_int", ops.cumsum(i, 0))
show("CumSum", ops.CumSum()(x, 0))
show("CumSum_excl_rev", ops.CumSum(exclusive=True, reverse=True)(x, 1))
show("ReduceAll", ops.ReduceAll()(b, 1))
show("ReduceAny", ops.ReduceAny(keep_dims=True)(b, 0))
show("all", ops.all(b))
show("any", ops.any(b, 0))
show("logsumexp", ops.logsumexp(x, 1))
