"""`mindspore.ops.operations` (the 1.x `P`): primitive classes such as `ops.Add()`, each calling its functional op."""

from ..primitive import Primitive
from ..function import array_func as _A
from ..function import math_func as _M

__all__ = ["Add", "Sub", "Mul", "Div", "Minimum", "Maximum", "Neg", "Reshape", "Cast"]


def _simple(name: str, fn, doc: str):
    """Define a primitive class ``name`` whose call is ``fn(*inputs)`` (no attributes)."""

    def __init__(self):
        Primitive.__init__(self, name)

    def __call__(self, *args):
        return fn(*args)

    return type(name, (Primitive,), {"__init__": __init__, "__call__": __call__, "__doc__": doc})


Add = _simple("Add", _M.add, "``ops.Add()(x, y)``: element-wise sum, as ``ops.add``. Mirrors ``mindspore.ops.Add``.")
Sub = _simple("Sub", _M.sub, "``ops.Sub()(x, y)``: element-wise difference. Mirrors ``mindspore.ops.Sub``.")
Mul = _simple("Mul", _M.mul, "``ops.Mul()(x, y)``: element-wise product. Mirrors ``mindspore.ops.Mul``.")
Div = _simple("Div", _M.div, "``ops.Div()(x, y)``: element-wise true division. Mirrors ``mindspore.ops.Div``.")
Minimum = _simple("Minimum", _M.minimum, "``ops.Minimum()(x, y)``: element-wise minimum. Mirrors ``mindspore.ops.Minimum``.")
Maximum = _simple("Maximum", _M.maximum, "``ops.Maximum()(x, y)``: element-wise maximum. Mirrors ``mindspore.ops.Maximum``.")
Neg = _simple("Neg", _M.neg, "``ops.Neg()(x)``: element-wise negation. Mirrors ``mindspore.ops.Neg``.")
Reshape = _simple("Reshape", _A.reshape, "``ops.Reshape()(x, shape)``. Mirrors ``mindspore.ops.Reshape``.")
Cast = _simple("Cast", _A.cast, "``ops.Cast()(x, dtype)``. Mirrors ``mindspore.ops.Cast``.")
