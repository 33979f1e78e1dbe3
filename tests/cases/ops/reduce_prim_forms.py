# Reduction primitives and their surfaces: init attributes (positional, keyword, repr, attrs), the axis input
# (positional, keyword, tuple, list, negative), ReduceStd's attributes, ReduceProd on Bool and Int32, ops.all/any
# on lists and numbers, the Tensor methods' keyword aliases, mint, and the errors MindSpore raises.
import numpy as np
from mindspore import Tensor, mint, ops


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


def error(tag, fn):
    """An error case; a call that fails can leave its error for MindSpore's next call, so one plain call follows."""
    attempt(tag, fn)
    try:
        ops.ReduceSum()(x)
    except Exception:  # noqa: BLE001
        pass


def attempt(tag, fn):
    try:
        show(tag, fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0])


x = Tensor(np.array([[1.0, 5.0, 2.0], [3.0, -1.0, 4.0]], np.float32))
i = Tensor(np.array([[1, 5, 2], [3, -1, 4]], np.int32))
b = Tensor(np.array([[True, False, True], [True, True, True]]))

for name in ["ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceAll", "ReduceAny"]:
    cls = getattr(ops, name)
    arg = b if name in ("ReduceAll", "ReduceAny") else x
    print(name, repr(cls()), repr(cls(True)), repr(cls(keep_dims=True)))
    print(name, "keep_dims", cls().keep_dims, cls(True).keep_dims)
    attempt(name + "_axis_kw", lambda: cls()(arg, axis=1))
    attempt(name + "_neg", lambda: cls(True)(arg, -1))
    attempt(name + "_list", lambda: cls()(arg, [0, 1]))
    attempt(name + "_empty", lambda: cls(True)(arg, ()))
print("ReduceSum", repr(ops.ReduceSum(True, True)), ops.ReduceSum(skip_mode=True).skip_mode)
show("ReduceSum_int", ops.ReduceSum()(i, 0))
show("ReduceProd_bool", ops.ReduceProd()(b, 1))
show("ReduceProd_int", ops.ReduceProd(True)(i, 1))
show("ReduceMean_int", ops.ReduceMean()(i, 1))
std = ops.ReduceStd(axis=1, unbiased=False, keep_dims=True)
print("ReduceStd", repr(ops.ReduceStd()), repr(std), std.axis, std.unbiased, std.keep_dims)
show("ReduceStd", std(x))
show("ReduceStd_default", ops.ReduceStd()(x))
show("ReduceStd_tuple", ops.ReduceStd((0, 1), True, False)(x))

show("all", ops.all(b))
show("all_ax", ops.all(b, 1))
show("any_keep", ops.any(b, 0, True))
show("all_float", ops.all(x, 1))
show("any_int", ops.any(i, (0, 1)))
show("all_kw", ops.all(b, axis=0, keep_dims=True))

show("t_sum_dim", x.sum(dim=1, keepdim=True))
show("t_sum_axis", x.sum(axis=0, keepdims=True))
show("t_mean_dim", x.mean(dim=0, keepdim=True))
show("t_mean_axis", x.mean(axis=1, keep_dims=True))
show("t_prod_dim", x.prod(dim=1, keepdim=True))
show("t_all_dim", b.all(dim=1, keepdim=True))
show("t_any_axis", b.any(axis=0, keep_dims=True))
show("t_all", b.all())
show("t_amax", x.amax(1))
show("t_amin", x.amin(0, True))
show("t_std", x.std(1))
show("t_var", x.var(0, 1))

show("mint_sum", mint.sum(x, 1))
show("mint_mean", mint.mean(x, 0, True))
show("mint_prod", mint.prod(i, 1))
show("mint_all", mint.all(x, 1))
show("mint_any", mint.any(i))
show("mint_amax", mint.amax(x, 1))
show("reduce_mean", ops.reduce_mean(x, 1))

# the call inputs by MindSpore's keyword names
show("ReduceSum_kw", ops.ReduceSum()(x=x, axis=1))
show("ReduceMean_kw", ops.ReduceMean(True)(x=x))
show("ReduceAll_kw", ops.ReduceAll()(input=b, axis=0))
show("ReduceAny_kw", ops.ReduceAny()(x=b))
show("ReduceStd_kw", ops.ReduceStd(0)(x=x))

# errors (last: see error())
for name in ["ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceAll", "ReduceAny"]:
    cls = getattr(ops, name)
    arg = b if name in ("ReduceAll", "ReduceAny") else x
    error(name + "_bad_axis", lambda: cls()(arg, 2))
    error(name + "_bad_axis_neg", lambda: cls(True)(arg, (0, -3)))
    error(name + "_list_input", lambda: cls()([1.0, 2.0], 0))
error("all_bad_axis", lambda: ops.all(b, 2))
error("any_bad_axis", lambda: ops.any(b, (0, -3)))
error("ReduceStd_bad_axis", lambda: ops.ReduceStd(axis=3)(x))
