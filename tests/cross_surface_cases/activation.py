"""Cross-surface cases of the activation family: log_softmax, gelu, silu, hardswish, leaky_relu through ops,
primitives, mint and nn layers (softmax, sigmoid and relu are in the element-wise family)."""

from __future__ import annotations

from ._harness import T, cases

nan, inf = float("nan"), float("inf")

ACT = {
    "f32": {"x": T([-3.5, -1.0, 0.0, 0.5, 2.0, 4.0])},
    "f16": {"x": T([-3.5, -1.0, 0.0, 0.5, 2.0, 4.0], "float16")},
    "f64": {"x": T([-3.5, -1.0, 0.0, 0.5, 2.0, 4.0], "float64")},
    "nan_inf": {"x": T([nan, inf, -inf, 1.0])},
    "int32": {"x": T([-2, 0, 3], "int32")},
    "bool": {"x": T([True, False], "bool")},
    "scalar0d": {"x": T(1.5)},
    "empty": {"x": T([], "float32", (0, 3))},
    "list": {"x": [1.0, -2.0]},
    "none": {"x": None},
}

LEAKY = {
    **{k: {**v, "a": 0.2} for k, v in ACT.items()},
    "negative_slope": {"x": T([-2.0, 1.0]), "a": -0.5},
    "slope_above_one": {"x": T([-2.0, 1.0]), "a": 1.5},
    "int_slope": {"x": T([-2.0, 1.0]), "a": 1},
    "none_slope": {"x": T([-2.0, 1.0]), "a": None},
}

LOG_SOFTMAX = {
    "f32": {"x": T([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]]), "axis": -1},
    "axis0": {"x": T([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]]), "axis": 0},
    "axis_out_of_range": {"x": T([[1.0, 2.0, 3.0]]), "axis": 2},
    "axis_float": {"x": T([[1.0, 2.0, 3.0]]), "axis": 1.0},
    "axis_tuple": {"x": T([[1.0, 2.0, 3.0]]), "axis": (1,)},
    "all_neg_inf_row": {"x": T([[-inf, -inf, -inf], [1.0, 2.0, 3.0]]), "axis": -1},
    "one_neg_inf": {"x": T([[-inf, 0.0, 1.0]]), "axis": -1},
    "nan": {"x": T([[nan, 1.0, 2.0]]), "axis": -1},
    "large": {"x": T([[1000.0, 0.0, -1000.0]]), "axis": -1},
    "int32": {"x": T([[1, 2, 3]], "int32"), "axis": -1},
    "bool": {"x": T([[True, False]], "bool"), "axis": -1},
    "f16": {"x": T([[1.0, 2.0, 3.0]], "float16"), "axis": -1},
    "empty": {"x": T([], "float32", (0, 3)), "axis": -1},
    "scalar0d": {"x": T(1.5), "axis": -1},
    "none": {"x": None, "axis": -1},
}

# mint.nn.functional.log_softmax/gelu/leaky_relu and nn.LogSoftmax are left out: MindSpore 2.10's CPU build has no
# LogSoftmaxExt, GeluExt or LeakyReLUExt kernel (RuntimeError for every valid input)
CASES = [
    *cases(
        "log_softmax",
        {
            "ops": "ops.log_softmax(x, axis)",
            "prim": "P.LogSoftmax(axis)(x)",
        },
        LOG_SOFTMAX,
    ),
    *cases(
        "gelu",
        {
            "ops": "ops.gelu(x)",
            "prim": "P.GeLU()(x)",
            "nn": "nn.GELU(approximate=False)(x)",
        },
        ACT,
    ),
    *cases(
        "gelu_tanh",
        {
            "ops": "ops.gelu(x, 'tanh')",
            "nn": "nn.GELU()(x)",
        },
        ACT,
    ),
    *cases(
        "silu",
        {"ops": "ops.silu(x)", "mint": "mint.nn.functional.silu(x)", "nn": "nn.SiLU()(x)"},
        ACT,
    ),
    *cases(
        "hardswish",
        {
            "ops": "ops.hardswish(x)",
            "prim": "P.HSwish()(x)",
            "mint": "mint.nn.functional.hardswish(x)",
            "nn": "nn.HSwish()(x)",
        },
        ACT,
    ),
    *cases(
        "leaky_relu",
        {
            "ops": "ops.leaky_relu(x, a)",
            "nn": "nn.LeakyReLU(a)(x)",
        },
        LEAKY,
    ),
]

# differences from MindSpore 2.10 not built yet (case key -> the surfaces that differ and what MindSpore does)
KNOWN = {}
