# Element-wise unary math ops (exp, log, sqrt, trig, round, sign, erf ...) on float and int inputs.
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


x = Tensor(np.array([[0.5, 1.5, 2.5], [-0.5, -1.5, 3.7]], np.float32))
p = Tensor(np.array([0.25, 1.0, 4.0], np.float32))
i = Tensor(np.array([-3, 0, 4], np.int32))
for name in [
    "neg",
    "abs",
    "exp",
    "sin",
    "cos",
    "tanh",
    "sigmoid",
    "round",
    "floor",
    "ceil",
    "sign",
    "erf",
    "square",
    "reciprocal",
    "trunc",
    "atan",
    "expm1",
]:
    show(name, getattr(ops, name)(x))
for name in ["log", "sqrt", "rsqrt", "log1p"]:
    show(name, getattr(ops, name)(p))
for name in ["neg", "abs", "square", "sign", "sqrt", "reciprocal"]:
    show(name + "_int", getattr(ops, name)(i))
show("abs_bool", ops.abs(Tensor(np.array([True, False]))))
for name in [
    "Neg",
    "Abs",
    "Exp",
    "Sqrt",
    "Square",
    "Rsqrt",
    "Sin",
    "Cos",
    "Tanh",
    "Sigmoid",
    "Round",
    "Floor",
    "Ceil",
    "Sign",
    "Reciprocal",
    "Erf",
]:
    show(name, getattr(ops, name)()(p))
show("Log", ops.Log()(p))
