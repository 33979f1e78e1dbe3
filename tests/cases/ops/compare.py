# Comparison and logical ops, isnan/isinf/isfinite, where/select: Bool results and broadcasting.
import numpy as np
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


x = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, np.nan, -np.inf]], np.float32))
y = Tensor(np.array([2.0, 2.0, 2.0], np.float32))
i = Tensor(np.array([1, 2, 3], np.int32))
b = Tensor(np.array([True, False, True]))
c = Tensor(np.array([True, True, False]))
for name in [
    "equal",
    "not_equal",
    "less",
    "greater",
    "ge",
    "le",
    "gt",
    "lt",
    "eq",
    "ne",
    "less_equal",
    "greater_equal",
]:
    show(name, getattr(ops, name)(x, y))
for name in ["Equal", "NotEqual", "Less", "Greater", "GreaterEqual", "LessEqual"]:
    show(name, getattr(ops, name)()(i, 2))
show("logical_and", ops.logical_and(b, c))
show("logical_or", ops.logical_or(b, c))
show("logical_not", ops.logical_not(b))
show("logical_xor", ops.logical_xor(b, c))
show("LogicalAnd", ops.LogicalAnd()(b, c))
show("LogicalOr", ops.LogicalOr()(b, c))
show("LogicalNot", ops.LogicalNot()(c))
show("logical_and_int", ops.logical_and(i, i))
show("isnan", ops.isnan(x))
show("isinf", ops.isinf(x))
show("isfinite", ops.isfinite(x))
show("IsNan", ops.IsNan()(x))
show("IsInf", ops.IsInf()(x))
show("IsFinite", ops.IsFinite()(x))
show("isnan_int", ops.isnan(i))
show("where", ops.where(b, i, Tensor(np.array([10, 20, 30], np.int32))))
show("where_scalar", ops.where(b, i, 0))
show("where_bcast", ops.where(x > 2, x, y))
show("select", ops.select(b, y, y * 3))
show("Select", ops.Select()(c, i, i * 2))
show("x==2", i == 2)
show("x!=2", i != 2)
show("x<y", x < y)
show("x>=2.5", i >= 2.5)
show("b&c", b & c)
show("b|c", b | c)
show("b^c", b ^ c)
show("~b", ~b)
show("~i", ~i)
show("i&6", i & 6)
print("eq None", i == None)  # noqa: E711
print("ne None", i != None)  # noqa: E711
