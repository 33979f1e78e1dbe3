# Element-wise arithmetic functional ops and primitives: values, dtypes and shapes (with broadcasting).
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


x = Tensor(np.array([[1.5, -2.0, 3.0], [0.5, 4.0, -6.0]], np.float32))
y = Tensor(np.array([2.0, -3.0, 0.5], np.float32))
i = Tensor(np.array([[7, -7, 5], [-5, 9, 2]], np.int32))
j = Tensor(np.array([2, 3, -2], np.int32))
for name, fn in [
    ("add", ops.add),
    ("sub", ops.sub),
    ("mul", ops.mul),
    ("div", ops.div),
    ("pow", ops.pow),
    ("minimum", ops.minimum),
    ("maximum", ops.maximum),
    ("floor_div", ops.floor_div),
    ("floor_mod", ops.floor_mod),
]:
    show(name, fn(x, y))
    show(name + "_int", fn(i, j))
show("Add", ops.Add()(x, y))
show("Sub", ops.Sub()(x, y))
show("Mul", ops.Mul()(i, j))
show("Div", ops.Div()(i, j))
show("RealDiv", ops.RealDiv()(x, y))
show("FloorDiv", ops.FloorDiv()(i, j))
show("FloorMod", ops.FloorMod()(i, j))
show("Pow", ops.Pow()(x, 2.0))
show("Minimum", ops.Minimum()(x, y))
show("Maximum", ops.Maximum()(i, j))
show("div_floor", ops.div(i, j, rounding_mode="floor"))
show("div_trunc", ops.div(i, j, rounding_mode="trunc"))
show("addn", ops.addn([x, x, x]))
show("AddN", ops.AddN()((i, i)))
show("squared_difference", ops.SquaredDifference()(x, y))
show("clamp", ops.clamp(x, -1.0, 2.0))
show("clamp_int", ops.clamp(i, -2, 3))
show("clip_by_value", ops.clip_by_value(x, Tensor(-1.0, ms.float32), Tensor(2.0, ms.float32)))
show("add_scalar_left", ops.add(1, x))
show("add_scalars", ops.add(1, 2))
show("mul_int_float", ops.mul(i, 0.5))
show("sub_scalar_left", ops.sub(10, i))
