"""Cross-surface cases of the element-wise family: arithmetic, activations, exp/log, softmax."""

from __future__ import annotations

from ._harness import T, cases

nan, inf = float("nan"), float("inf")

# inputs of a binary op, named for what they try
BINARY = {
    "f32": {"x": T([1.0, -2.0, 3.5]), "y": T([0.5, 2.0, -1.0])},
    "bcast": {"x": T([[1.0], [2.0]]), "y": T([1.0, 2.0, 3.0])},
    "shape_mismatch": {"x": T([1.0, 2.0]), "y": T([1.0, 2.0, 3.0])},
    "bool_bool": {"x": T([True, False], "bool"), "y": T([True, True], "bool")},
    "int32_f32": {"x": T([1, 2], "int32"), "y": T([0.5, 0.25])},
    "int32_int64": {"x": T([7, -7], "int32"), "y": T([2, 2], "int64")},
    "uint8": {"x": T([250, 3], "uint8"), "y": T([10, 1], "uint8")},
    "f16_f32": {"x": T([1.5, 2.5], "float16"), "y": T([2.0, 4.0])},
    "scalar_int": {"x": T([1, 2], "int32"), "y": 3},
    "scalar_float": {"x": T([1, 2], "int32"), "y": 0.5},
    "list": {"x": [1.0, 2.0], "y": [3.0, 4.0]},
    "none": {"x": T([1.0, 2.0]), "y": None},
    "nan_inf": {"x": T([nan, inf, -inf, 0.0]), "y": T([1.0, inf, inf, 0.0])},
    "empty": {"x": T([], "float32"), "y": T([], "float32")},
    "empty_bcast": {"x": T([], "float32", (0, 3)), "y": T([1.0, 2.0, 3.0])},
    "int_zero_div": {"x": T([3, -3], "int32"), "y": T([0, 0], "int32")},
}


def _bin(op: str, prim: str, mint_name: str | None, mnp_name: str | None, method: str | None) -> list:
    calls = {"ops": f"ops.{op}(x, y)", "prim": f"P.{prim}()(x, y)"}
    if mint_name:
        calls["mint"] = f"mint.{mint_name}(x, y)"
    if mnp_name:
        calls["numpy"] = f"mnp.{mnp_name}(x, y)"
    if method:
        calls["tensor"] = f"x.{method}(y)"
    return cases(op, calls, BINARY)


UNARY = {
    "f32": {"x": T([-1.0, 0.0, 2.0])},
    "f16": {"x": T([-1.0, 0.5, 2.0], "float16")},
    "f64": {"x": T([-1.0, 0.5, 2.0], "float64")},
    "nan_inf": {"x": T([nan, inf, -inf, 1.0])},
    "int32": {"x": T([-1, 0, 2], "int32")},
    "int64": {"x": T([-1, 0, 2], "int64")},
    "uint8": {"x": T([0, 1, 2], "uint8")},
    "bool": {"x": T([True, False], "bool")},
    "scalar0d": {"x": T(1.5)},
    "empty": {"x": T([], "float32")},
    "empty2d": {"x": T([], "float32", (0, 3))},
    "list": {"x": [1.0, -2.0]},
    "number": {"x": 2.0},
    "none": {"x": None},
}


def _un(op: str, prim: str, mint_name: str | None, mnp_name: str | None, method: str | None, nn_name=None) -> list:
    calls = {"ops": f"ops.{op}(x)", "prim": f"P.{prim}()(x)"}
    if mint_name:
        calls["mint"] = f"mint.{mint_name}(x)"
    if mnp_name:
        calls["numpy"] = f"mnp.{mnp_name}(x)"
    if method:
        calls["tensor"] = f"x.{method}()"
    if nn_name:
        calls["nn"] = f"nn.{nn_name}()(x)"
    return cases(op, calls, UNARY)


SOFTMAX = {
    "f32": {"x": T([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]]), "axis": -1},
    "axis0": {"x": T([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]]), "axis": 0},
    "axis_out_of_range": {"x": T([[1.0, 2.0, 3.0]]), "axis": 2},
    "axis_neg_out_of_range": {"x": T([[1.0, 2.0, 3.0]]), "axis": -3},
    "axis_float": {"x": T([[1.0, 2.0, 3.0]]), "axis": 1.0},
    "all_neg_inf": {"x": T([[-inf, -inf, -inf], [1.0, 2.0, 3.0]]), "axis": -1},
    "nan": {"x": T([[nan, 1.0, 2.0]]), "axis": -1},
    "int32": {"x": T([[1, 2, 3]], "int32"), "axis": -1},
    "f16": {"x": T([[1.0, 2.0, 3.0]], "float16"), "axis": -1},
    "f64": {"x": T([[1.0, 2.0, 3.0]], "float64"), "axis": -1},
    "empty": {"x": T([], "float32", (0, 3)), "axis": -1},
    "scalar0d": {"x": T(1.5), "axis": -1},
    "list": {"x": [1.0, 2.0], "axis": -1},
    "none": {"x": None, "axis": -1},
}

CASES = [
    *_bin("add", "Add", "add", "add", "add"),
    *_bin("sub", "Sub", "sub", "subtract", "sub"),
    *_bin("mul", "Mul", "mul", "multiply", "mul"),
    *_bin("div", "Div", "div", "divide", "div"),
    *_bin("maximum", "Maximum", "maximum", "maximum", "maximum"),
    *_bin("minimum", "Minimum", "minimum", "minimum", "minimum"),
    *_bin("pow", "Pow", "pow", "power", "pow"),
    *_bin("floor_div", "FloorDiv", "floor_divide", "floor_divide", "floor_divide"),
    *_bin("equal", "Equal", "eq", "equal", "equal"),
    *_bin("less", "Less", "lt", "less", "less"),
    *_un("relu", "ReLU", "nn.functional.relu", None, None, "ReLU"),
    *_un("exp", "Exp", "exp", "exp", "exp"),
    *_un("log", "Log", "log", "log", "log"),
    *_un("sigmoid", "Sigmoid", "sigmoid", None, "sigmoid", "Sigmoid"),
    *_un("abs", "Abs", "abs", "abs", "abs"),
    *_un("neg", "Neg", "neg", "negative", "neg"),
    *_un("sqrt", "Sqrt", "sqrt", "sqrt", "sqrt"),
    *_un("tanh", "Tanh", "tanh", "tanh", "tanh", "Tanh"),
    *_un("square", "Square", "square", "square", "square"),
    *_un("floor", "Floor", "floor", "floor", "floor"),
    *cases(
        "softmax",
        {
            "ops": "ops.softmax(x, axis)",
            "prim": "P.Softmax(axis)(x)",
            "mint": "mint.nn.functional.softmax(x, axis)",
            "tensor": "x.softmax(axis)",
            "nn": "nn.Softmax(axis)(x)",
        },
        SOFTMAX,
    ),
]

# differences from MindSpore 2.10 not built yet (case key -> the surfaces that differ and what MindSpore does)
KNOWN = {
    "maximum/empty_bcast": "all: MindSpore's Maximum kernel raises RuntimeError broadcasting an empty (0, 3) against (3,)",
    "minimum/empty_bcast": "all: MindSpore's Minimum kernel raises RuntimeError broadcasting an empty (0, 3) against (3,)",
    "floor_div/scalar_int": "mint, tensor: MindSpore's FloorDiv with a Python int on CPU raises RuntimeError",
    "floor_div/scalar_float": "mint, tensor: MindSpore's FloorDiv with a Python float on CPU raises RuntimeError",
}
