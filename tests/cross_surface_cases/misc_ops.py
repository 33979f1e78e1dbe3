"""Cross-surface cases of the remaining kernels, mostly bad inputs: logic and comparison (isclose, logical_and,
bitwise_and), clamp, lerp, masked_fill, gather_nd, scatter, repeat_interleave, diag/triu, unique, grid_sample and
the optimizer primitives (ApplyMomentum), with mismatched shapes, bad dtypes and out-of-range indices."""

from __future__ import annotations

from ._harness import T, cases

F = T([0.5, -1.0, 2.0, 3.5, -0.25, 1.0], "float32", (2, 3))
I = T([1, 0, 3, 2, 5, 4], "int32", (2, 3))
B = T([True, False, True, False, True, True], "bool", (2, 3))
SHORT = T([1.0, 2.0])

PAIR = {
    "ok": {"a": F, "b": F},
    "shape_mismatch": {"a": F, "b": SHORT},
    "float_int": {"a": F, "b": I},
    "bool_bool": {"a": B, "b": B},
    "list": {"a": [1.0, 2.0], "b": F},
}

CLAMP = {
    "ok": {"x": F, "lo": -0.5, "hi": 1.0},
    "tensor_bounds_mismatch": {"x": F, "lo": SHORT, "hi": None},
    "both_none": {"x": F, "lo": None, "hi": None},
    "bool": {"x": B, "lo": 0, "hi": 1},
}

LERP = {
    "ok": {"a": F, "b": F, "w": 0.5},
    "shape_mismatch": {"a": F, "b": SHORT, "w": 0.5},
    "int": {"a": I, "b": I, "w": 0.5},
    "weight_tensor_mismatch": {"a": F, "b": F, "w": SHORT},
}

MASKED_FILL = {
    "ok": {"x": F, "m": B, "v": 0.0},
    "mask_mismatch": {"x": F, "m": T([True, False]), "v": 0.0},
    "float_mask": {"x": F, "m": F, "v": 0.0},
}

GATHER_ND = {
    "ok": {"x": F, "i": T([[0, 1], [1, 2]], "int32")},
    "index_out_of_range": {"x": F, "i": T([[0, 1], [5, 2]], "int32")},
    "index_too_deep": {"x": F, "i": T([[0, 1, 1]], "int32")},
    "float_index": {"x": F, "i": T([[0.0, 1.0]])},
}

SCATTER = {
    "ok": {"x": F, "axis": 1, "i": T([[0, 1], [2, 0]], "int64"), "src": T([9.0, 8.0, 7.0, 6.0], "float32", (2, 2))},
    "index_out_of_range": {"x": F, "axis": 1, "i": T([[0, 7], [2, 0]], "int64"),
                           "src": T([9.0, 8.0, 7.0, 6.0], "float32", (2, 2))},
    "axis_out_of_range": {"x": F, "axis": 3, "i": T([[0, 1], [2, 0]], "int64"),
                          "src": T([9.0, 8.0, 7.0, 6.0], "float32", (2, 2))},
    "dtype_mismatch": {"x": F, "axis": 1, "i": T([[0, 1], [2, 0]], "int64"), "src": T([9, 8, 7, 6], "int32", (2, 2))},
}  # fmt: skip

REPEAT = {
    "ok": {"x": F, "r": 2, "axis": 0},
    "negative": {"x": F, "r": -1, "axis": 0},
    "axis_out_of_range": {"x": F, "r": 2, "axis": 3},
    "repeats_mismatch": {"x": F, "r": [1, 2, 3], "axis": 0},
}

MATRIX = {
    "ok": {"x": F, "k": 0},
    "rank1": {"x": SHORT, "k": 0},
    "rank3": {"x": T([1.0] * 8, "float32", (2, 2, 2)), "k": 0},
    "float_diagonal": {"x": F, "k": 0.5},
}

GRID = {
    "ok": {"x": T([float(i) for i in range(16)], "float32", (1, 1, 4, 4)), "g": T([0.0] * 8, "float32", (1, 2, 2, 2))},
    "grid_rank_mismatch": {"x": T([float(i) for i in range(16)], "float32", (1, 1, 4, 4)),
                           "g": T([0.0] * 4, "float32", (1, 2, 2))},
    "batch_mismatch": {"x": T([float(i) for i in range(16)], "float32", (1, 1, 4, 4)),
                       "g": T([0.0] * 16, "float32", (2, 2, 2, 2))},
    "grid_last_dim": {"x": T([float(i) for i in range(16)], "float32", (1, 1, 4, 4)),
                      "g": T([0.0] * 12, "float32", (1, 2, 2, 3))},
}  # fmt: skip

MOMENTUM = {
    "ok": {"v": F, "g": F},
    "grad_shape_mismatch": {"v": F, "g": SHORT},
    "grad_dtype_mismatch": {"v": F, "g": T([0.5, -1.0, 2.0, 3.5, -0.25, 1.0], "float16", (2, 3))},
    "int": {"v": I, "g": I},
}

CASES = [
    *cases("isclose", {"ops": "ops.isclose(a, b)", "mint": "mint.isclose(a, b)", "numpy": "mnp.isclose(a, b)"}, PAIR),
    *cases(
        "logical_and",
        {
            "ops": "ops.logical_and(a, b)",
            "prim": "P.LogicalAnd()(a, b)",
            "mint": "mint.logical_and(a, b)",
            "numpy": "mnp.logical_and(a, b)",
        },
        PAIR,
    ),  # fmt: skip
    *cases(
        "bitwise_and",
        {"ops": "ops.bitwise_and(a, b)", "prim": "P.BitwiseAnd()(a, b)", "mint": "mint.bitwise_and(a, b)"},
        PAIR,
    ),  # fmt: skip
    *cases(
        "clamp", {"ops": "ops.clamp(x, lo, hi)", "mint": "mint.clamp(x, lo, hi)", "tensor": "x.clamp(lo, hi)"}, CLAMP
    ),
    *cases("lerp", {"ops": "ops.lerp(a, b, w)", "prim": "P.Lerp()(a, b, w)", "mint": "mint.lerp(a, b, w)"}, LERP),
    *cases("masked_fill", {"ops": "ops.masked_fill(x, m, v)", "tensor": "x.masked_fill(m, v)"}, MASKED_FILL),
    *cases("gather_nd", {"ops": "ops.gather_nd(x, i)", "prim": "P.GatherNd()(x, i)"}, GATHER_ND),
    *cases("scatter", {"ops": "ops.scatter(x, axis, i, src)", "mint": "mint.scatter(x, axis, i, src)"}, SCATTER),
    *cases(
        "repeat_interleave",
        {"ops": "ops.repeat_interleave(x, r, axis)", "tensor": "x.repeat_interleave(r, axis)"},
        REPEAT,
    ),  # fmt: skip
    *cases("triu", {"ops": "ops.triu(x, k)", "mint": "mint.triu(x, k)", "numpy": "mnp.triu(x, k)"}, MATRIX),
    *cases("diag", {"ops": "ops.diag(x)", "numpy": "mnp.diag(x)"}, MATRIX),
    *cases("unique", {"ops": "ops.unique(x)[0]", "numpy": "mnp.unique(x)"}, {"ok": {"x": I}, "bool": {"x": B}}),
    *cases("grid_sample", {"ops": "ops.grid_sample(x, g, align_corners=False)"}, GRID),
    *cases(
        "apply_momentum",
        {"prim": "P.ApplyMomentum()(ms.Parameter(v.copy(), name='v'), ms.Parameter(v.copy(), name='a'), 0.1, g, 0.9)"},
        MOMENTUM,
    ),
]

# differences from MindSpore 2.10 not built yet (case key -> the surfaces that differ and what MindSpore does)
KNOWN = {
    "isclose/float_int": "numpy: MindSpore's IsClose refuses Float32 against Int32 (TypeError); mindshim promotes",
    "bitwise_and/shape_mismatch": "ops, prim: MindSpore refuses the Float32 operand (TypeError) before the shapes",
    "scatter/index_out_of_range": "mint: MindSpore's CPU kernel writes with an index out of range and returns",
    "scatter/axis_out_of_range": "ops, mint: MindSpore raises RuntimeError for an axis out of range, mindshim ValueError",
    "triu/rank1": "numpy: MindSpore's numpy.triu takes a 1-D input (as numpy broadcasts it); mindshim refuses it",
    "unique/bool": "numpy: MindSpore's numpy.unique refuses Bool (TypeError)",
    "apply_momentum/int": "prim: MindSpore's ApplyMomentum refuses Int32 variables (TypeError)",
}
