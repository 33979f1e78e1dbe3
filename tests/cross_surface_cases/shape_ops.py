"""Cross-surface cases of the shape, indexing, sorting and scan kernels, mostly bad inputs: transpose, squeeze,
expand_dims, reshape, stack, split, tile, broadcast_to, flip, roll, gather_elements, index_select, topk, sort,
argsort, cumsum, cumprod and cummax with bad axes, shapes, ranges and dtypes."""

from __future__ import annotations

from ._harness import T, cases

X = T([float(i) for i in range(6)], "float32", (2, 3))
XI = T(list(range(6)), "int32", (2, 3))
XB = T([True, False, True, False, True, False], "bool", (2, 3))

TRANSPOSE = {
    "ok": {"x": X, "perm": (1, 0)},
    "out_of_range": {"x": X, "perm": (0, 2)},
    "negative_out_of_range": {"x": X, "perm": (-3, 0)},
    "repeated": {"x": X, "perm": (1, 1)},
    "too_long": {"x": X, "perm": (0, 1, 2)},
    "too_short": {"x": X, "perm": (0,)},
    "float_item": {"x": X, "perm": (0.0, 1)},
}

AXIS = {
    "ok": {"x": X, "axis": 1},
    "out_of_range": {"x": X, "axis": 2},
    "negative_out_of_range": {"x": X, "axis": -3},
    "float": {"x": X, "axis": 1.0},
    "int_input": {"x": XI, "axis": 5},
    "bool_input": {"x": XB, "axis": 0},
}

SQUEEZE = {
    "ok": {"x": T([1.0, 2.0], "float32", (1, 2)), "axis": 0},
    "not_one": {"x": X, "axis": 0},
    "out_of_range": {"x": X, "axis": 3},
    "float": {"x": X, "axis": 0.5},
}

EXPAND = {
    "ok": {"x": X, "axis": 2},
    "out_of_range": {"x": X, "axis": 3},
    "negative_out_of_range": {"x": X, "axis": -4},
    "float": {"x": X, "axis": 1.5},
}

RESHAPE = {
    "ok": {"x": X, "shape": (3, 2)},
    "wrong_size": {"x": X, "shape": (4, 2)},
    "two_minus_one": {"x": X, "shape": (-1, -1)},
    "minus_one_not_dividing": {"x": X, "shape": (-1, 4)},
    "negative": {"x": X, "shape": (-2, 3)},
    "float_dim": {"x": X, "shape": (2.0, 3)},
}

STACK = {
    "ok": {"ts": (X, X), "axis": 0},
    "shape_mismatch": {"ts": (X, T([1.0, 2.0], "float32", (1, 2))), "axis": 0},
    "axis_out_of_range": {"ts": (X, X), "axis": 4},
    "dtype_mismatch": {"ts": (X, XI), "axis": 0},
    "empty": {"ts": (), "axis": 0},
}

SPLIT = {
    "ok": {"x": T([float(i) for i in range(6)]), "n": 3, "axis": 0},
    "not_dividing": {"x": T([float(i) for i in range(6)]), "n": 4, "axis": 0},
    "axis_out_of_range": {"x": X, "n": 2, "axis": 2},
    "zero": {"x": X, "n": 0, "axis": 0},
}

TILE = {
    "ok": {"x": X, "m": (2, 1)},
    "negative": {"x": X, "m": (-1, 2)},
    "float": {"x": X, "m": (1.5, 2)},
    "too_short": {"x": X, "m": (2,)},
}

BROADCAST = {
    "ok": {"x": T([1.0, 2.0, 3.0]), "shape": (2, 3)},
    "mismatch": {"x": T([1.0, 2.0, 3.0]), "shape": (2, 4)},
    "rank_smaller": {"x": X, "shape": (3,)},
    "negative": {"x": T([1.0, 2.0, 3.0]), "shape": (-2, 3)},
}

ROLL = {
    "ok": {"x": X, "s": 1, "axis": 1},
    "axis_out_of_range": {"x": X, "s": 1, "axis": 3},
    "float_shift": {"x": X, "s": 1.5, "axis": 0},
}

GATHER_ELEMENTS = {
    "ok": {"x": X, "axis": 1, "i": T([[0, 1], [2, 0]], "int64")},
    "index_out_of_range": {"x": X, "axis": 1, "i": T([[0, 7], [2, 0]], "int64")},
    "axis_out_of_range": {"x": X, "axis": 2, "i": T([[0, 1], [2, 0]], "int64")},
    "float_index": {"x": X, "axis": 1, "i": T([[0.0, 1.0], [2.0, 0.0]])},
    "rank_mismatch": {"x": X, "axis": 1, "i": T([0, 1], "int64")},
}

INDEX_SELECT = {
    "ok": {"x": X, "axis": 1, "i": T([0, 2], "int32")},
    "index_out_of_range": {"x": X, "axis": 1, "i": T([0, 5], "int32")},
    "axis_out_of_range": {"x": X, "axis": 3, "i": T([0, 1], "int32")},
    "float_index": {"x": X, "axis": 1, "i": T([0.0, 1.0])},
    "index_rank2": {"x": X, "axis": 1, "i": T([[0, 1]], "int32")},
}

TOPK = {
    "ok": {"x": X, "k": 2},
    "k_too_big": {"x": X, "k": 5},
    "k_negative": {"x": X, "k": -1},
    "k_float": {"x": X, "k": 1.5},
    "bool": {"x": XB, "k": 1},
}

SORT = {
    "ok": {"x": X, "axis": -1},
    "axis_out_of_range": {"x": X, "axis": 2},
    "axis_float": {"x": X, "axis": 1.0},
    "bool": {"x": XB, "axis": -1},
}

CUMSUM = {
    "ok": {"x": X, "axis": 1},
    "axis_out_of_range": {"x": X, "axis": 2},
    "negative_out_of_range": {"x": X, "axis": -3},
    "axis_float": {"x": X, "axis": 1.0},
    "bool": {"x": XB, "axis": 0},
    "scalar_axis_1": {"x": T(2.0), "axis": 1},
}

CASES = [
    *cases(
        "transpose",
        {
            "ops": "ops.transpose(x, perm)",
            "prim": "P.Transpose()(x, perm)",
            "mint": "mint.permute(x, perm)",
            "numpy": "mnp.transpose(x, perm)",
            "tensor": "x.transpose(*perm)",
        },
        TRANSPOSE,
    ),
    *cases(
        "squeeze", {"ops": "ops.squeeze(x, axis)", "prim": "P.Squeeze(axis)(x)", "tensor": "x.squeeze(axis)"}, SQUEEZE
    ),
    *cases(
        "expand_dims",
        {
            "ops": "ops.expand_dims(x, axis)",
            "prim": "P.ExpandDims()(x, axis)",
            "mint": "mint.unsqueeze(x, axis)",
            "numpy": "mnp.expand_dims(x, axis)",
            "tensor": "x.expand_dims(axis)",
        },
        EXPAND,
    ),  # fmt: skip
    *cases(
        "reshape",
        {
            "ops": "ops.reshape(x, shape)",
            "prim": "P.Reshape()(x, shape)",
            "mint": "mint.reshape(x, shape)",
            "numpy": "mnp.reshape(x, shape)",
            "tensor": "x.reshape(shape)",
        },
        RESHAPE,
    ),  # fmt: skip
    *cases(
        "stack",
        {
            "ops": "ops.stack(ts, axis)",
            "prim": "P.Stack(axis)(ts)",
            "numpy": "mnp.stack(ts, axis)",
        },
        STACK,
    ),  # fmt: skip
    *cases(
        "split", {"ops": "ops.split(x, n, axis)", "prim": "P.Split(axis, n)(x)", "tensor": "x.split(n, axis)"}, SPLIT
    ),
    *cases(
        "tile",
        {"ops": "ops.tile(x, m)", "prim": "P.Tile()(x, m)", "numpy": "mnp.tile(x, m)", "tensor": "x.tile(m)"},
        TILE,
    ),
    *cases(
        "broadcast_to",
        {
            "ops": "ops.broadcast_to(x, shape)",
            "prim": "P.BroadcastTo(shape)(x)",
            "mint": "mint.broadcast_to(x, shape)",
            "numpy": "mnp.broadcast_to(x, shape)",
            "tensor": "x.broadcast_to(shape)",
        },
        BROADCAST,
    ),  # fmt: skip
    *cases(
        "flip", {"ops": "ops.flip(x, (axis,))", "mint": "mint.flip(x, (axis,))", "numpy": "mnp.flip(x, axis)"}, AXIS
    ),
    *cases("roll", {"numpy": "mnp.roll(x, s, axis)"}, ROLL),
    *cases(
        "gather_elements",
        {
            "ops": "ops.gather_elements(x, axis, i)",
            "prim": "P.GatherD()(x, axis, i)",
            "mint": "mint.gather(x, axis, i)",
        },
        GATHER_ELEMENTS,
    ),
    *cases(
        "index_select",
        {
            "ops": "ops.index_select(x, axis, i)",
            "tensor": "x.index_select(axis, i)",
        },
        INDEX_SELECT,
    ),
    *cases(
        "topk",
        {"ops": "ops.topk(x, k)", "prim": "P.TopK()(x, k)", "tensor": "x.topk(k)"},
        TOPK,
    ),
    *cases(
        "sort",
        {
            "ops": "ops.sort(x, axis)",
            "prim": "P.Sort(axis)(x)",
            "tensor": "x.sort(axis)",
        },
        SORT,
    ),
    *cases(
        "argsort",
        {"ops": "ops.argsort(x, axis)", "tensor": "x.argsort(axis)"},
        SORT,
    ),
    *cases(
        "cumsum",
        {
            "ops": "ops.cumsum(x, axis)",
            "prim": "P.CumSum()(x, axis)",
            "numpy": "mnp.cumsum(x, axis)",
            "tensor": "x.cumsum(axis)",
        },
        CUMSUM,
    ),  # fmt: skip
    *cases(
        "cumprod",
        {"ops": "ops.cumprod(x, axis)", "prim": "P.CumProd()(x, axis)", "mint": "mint.cumprod(x, axis)"},
        CUMSUM,
    ),
    *cases("cummax", {"ops": "ops.cummax(x, axis)", "mint": "mint.cummax(x, axis)"}, CUMSUM),
    *cases(
        "argmax",
        {
            "ops": "ops.argmax(x, axis)",
            "numpy": "mnp.argmax(x, axis)",
            "tensor": "x.argmax(axis)",
        },
        AXIS,
    ),  # fmt: skip
    *cases(
        "softmax",
        {
            "ops": "ops.softmax(x, axis)",
            "prim": "P.Softmax(axis)(x)",
            "mint": "mint.softmax(x, axis)",
            "nn": "nn.Softmax(axis)(x)",
        },
        AXIS,
    ),  # fmt: skip
]

# differences from MindSpore 2.10 not built yet (case key -> the surfaces that differ and what MindSpore does)
KNOWN = {}
