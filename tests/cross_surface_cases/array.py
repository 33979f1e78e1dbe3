"""Cross-surface cases of the array family: creation, slicing, indexing, one_hot, where, cast, reshape, concat."""

from __future__ import annotations

from ._harness import T, cases

nan = float("nan")

SHAPES = {
    "tuple": {"shape": (2, 3)},
    "int": {"shape": 3},
    "list": {"shape": [2, 2]},
    "empty_dim": {"shape": (0, 3)},
    "scalar_shape": {"shape": ()},
    "float_dim": {"shape": (2.5, 3)},
    "negative_dim": {"shape": (-1, 3)},
    "none": {"shape": None},
    "tensor_shape": {"shape": T([2, 3], "int64")},
}

SLICE = {
    "ok": {"x": T([[1, 2, 3], [4, 5, 6]], "int32"), "begin": (0, 1), "size": (2, 2)},
    "minus_one": {"x": T([[1, 2, 3], [4, 5, 6]], "int32"), "begin": (1, 0), "size": (-1, -1)},
    "size_too_big": {"x": T([[1, 2, 3], [4, 5, 6]], "int32"), "begin": (0, 1), "size": (2, 5)},
    "begin_too_big": {"x": T([[1, 2, 3], [4, 5, 6]], "int32"), "begin": (3, 0), "size": (1, 1)},
    "negative_begin": {"x": T([[1, 2, 3], [4, 5, 6]], "int32"), "begin": (-1, 0), "size": (1, 1)},
    "negative_size": {"x": T([[1, 2, 3], [4, 5, 6]], "int32"), "begin": (0, 0), "size": (1, -2)},
    "rank_mismatch": {"x": T([[1, 2, 3], [4, 5, 6]], "int32"), "begin": (0,), "size": (1,)},
    "zero_size": {"x": T([[1, 2, 3], [4, 5, 6]], "int32"), "begin": (0, 0), "size": (0, 2)},
    "list_args": {"x": T([[1.0, 2.0], [3.0, 4.0]]), "begin": [0, 0], "size": [1, 2]},
}

ONE_HOT = {
    "ok": {"i": T([0, 2, 1], "int32"), "depth": 3},
    "int64": {"i": T([0, 2], "int64"), "depth": 3},
    "depth_zero": {"i": T([0, 1], "int32"), "depth": 0},
    "depth_negative": {"i": T([0, 1], "int32"), "depth": -1},
    "out_of_range_index": {"i": T([0, 5, -1], "int32"), "depth": 3},
    "float_indices": {"i": T([0.0, 1.0]), "depth": 3},
    "float_depth": {"i": T([0, 1], "int32"), "depth": 3.0},
    "empty": {"i": T([], "int32"), "depth": 3},
    "2d": {"i": T([[0, 1], [2, 0]], "int32"), "depth": 3},
}

WHERE = {
    "ok": {"c": T([True, False, True], "bool"), "x": T([1.0, 2.0, 3.0]), "y": T([4.0, 5.0, 6.0])},
    "bcast": {"c": T([[True], [False]], "bool"), "x": T([1.0, 2.0]), "y": T(0.0)},
    "float_condition": {"c": T([1.0, 0.0, 1.0]), "x": T([1.0, 2.0, 3.0]), "y": T([4.0, 5.0, 6.0])},
    "int_condition": {"c": T([1, 0, 1], "int32"), "x": T([1.0, 2.0, 3.0]), "y": T([4.0, 5.0, 6.0])},
    "shape_mismatch": {"c": T([True, False], "bool"), "x": T([1.0, 2.0, 3.0]), "y": T([4.0, 5.0, 6.0])},
    "dtype_mix": {"c": T([True, False], "bool"), "x": T([1, 2], "int32"), "y": T([0.5, 0.5])},
    "scalar_y": {"c": T([True, False], "bool"), "x": T([1.0, 2.0]), "y": 0.0},
    "empty": {"c": T([], "bool"), "x": T([], "float32"), "y": T([], "float32")},
    "nan": {"c": T([True, False], "bool"), "x": T([nan, 1.0]), "y": T([2.0, nan])},
}

CAST = {
    "f32_to_i32": {"x": T([1.7, -1.7, 2.5]), "dt": "int32"},
    "f32_to_bool": {"x": T([0.0, -0.5, 2.0]), "dt": "bool_"},
    "nan_to_i32_keep": {"x": T([1.0, 2.0]), "dt": "float16"},
    "i64_to_f32": {"x": T([1, 2], "int64"), "dt": "float32"},
    "bool_to_i32": {"x": T([True, False], "bool"), "dt": "int32"},
    "empty": {"x": T([], "float32"), "dt": "int64"},
    "list": {"x": [1.0, 2.0], "dt": "int32"},
    "bad_dtype": {"x": T([1.0]), "dt": None},
}

RESHAPE = {
    "ok": {"x": T([1, 2, 3, 4, 5, 6], "int32"), "shape": (2, 3)},
    "minus_one": {"x": T([1, 2, 3, 4, 5, 6], "int32"), "shape": (-1, 2)},
    "two_minus_one": {"x": T([1, 2, 3, 4, 5, 6], "int32"), "shape": (-1, -1)},
    "bad_size": {"x": T([1, 2, 3, 4, 5, 6], "int32"), "shape": (4, 2)},
    "negative": {"x": T([1, 2, 3, 4, 5, 6], "int32"), "shape": (-2, 3)},
    "float_dim": {"x": T([1, 2, 3, 4, 5, 6], "int32"), "shape": (2.0, 3)},
    "list": {"x": T([1, 2, 3, 4, 5, 6], "int32"), "shape": [3, 2]},
    "empty": {"x": T([], "float32"), "shape": (0, 2)},
    "scalar": {"x": T([7.0]), "shape": ()},
}

CONCAT = {
    "ok": {"ts": (T([[1.0, 2.0]]), T([[3.0, 4.0]])), "axis": 0},
    "axis1": {"ts": (T([[1.0, 2.0]]), T([[3.0]])), "axis": 1},
    "axis_out_of_range": {"ts": (T([[1.0, 2.0]]), T([[3.0, 4.0]])), "axis": 2},
    "shape_mismatch": {"ts": (T([[1.0, 2.0]]), T([[3.0]])), "axis": 0},
    "rank_mismatch": {"ts": (T([[1.0, 2.0]]), T([3.0, 4.0])), "axis": 0},
    "dtype_mix": {"ts": (T([[1, 2]], "int32"), T([[3.0, 4.0]])), "axis": 0},
    "empty_list": {"ts": (), "axis": 0},
    "with_empty": {"ts": (T([], "float32", (0, 2)), T([[3.0, 4.0]])), "axis": 0},
}

GATHER = {
    "ok": {"x": T([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), "i": T([2, 0], "int32"), "axis": 0},
    "axis1": {"x": T([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), "i": T([1], "int64"), "axis": 1},
    "out_of_range": {"x": T([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), "i": T([3], "int32"), "axis": 0},
    "negative_index": {"x": T([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), "i": T([-1], "int32"), "axis": 0},
    "float_index": {"x": T([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), "i": T([1.0]), "axis": 0},
    "axis_out_of_range": {"x": T([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), "i": T([0], "int32"), "axis": 2},
    "2d_index": {"x": T([1.0, 2.0, 3.0]), "i": T([[0, 1], [2, 2]], "int32"), "axis": 0},
}

CASES = [
    *cases(
        "zeros",
        {
            "ops": "ops.zeros(shape, ms.float32)",
            "prim": "P.Zeros()(shape, ms.float32)",
            "mint": "mint.zeros(shape)",
            "numpy": "mnp.zeros(shape)",
        },
        SHAPES,
    ),  # fmt: skip
    *cases(
        "ones",
        {
            "ops": "ops.ones(shape, ms.float32)",
            "prim": "P.Ones()(shape, ms.float32)",
            "mint": "mint.ones(shape)",
            "numpy": "mnp.ones(shape)",
        },
        SHAPES,
    ),  # fmt: skip
    # mint.full is left out: MindSpore 2.10's CPU build has no FillScalar kernel (RuntimeError for every shape)
    *cases(
        "fill",
        {
            "ops": "ops.fill(ms.float32, shape, 2.5)",
            "prim": "P.Fill()(ms.float32, shape, 2.5)",
            "numpy": "mnp.full(shape, 2.5)",
        },
        SHAPES,
    ),  # fmt: skip
    *cases(
        "slice",
        {"ops": "ops.slice(x, begin, size)", "prim": "P.Slice()(x, begin, size)"},
        SLICE,
    ),
    # mint.nn.functional.one_hot is left out: MindSpore 2.10's CPU build has no OneHotExt kernel
    *cases(
        "one_hot",
        {
            "ops": "ops.one_hot(i, depth, ms.Tensor(1.0), ms.Tensor(0.0))",
            "prim": "P.OneHot()(i, depth, ms.Tensor(1.0), ms.Tensor(0.0))",
            "nn": "nn.OneHot(depth=depth)(i)",
        },
        ONE_HOT,
    ),
    *cases(
        "where",
        {
            "ops": "ops.where(c, x, y)",
            "prim": "P.Select()(c, x, y)",
            "mint": "mint.where(c, x, y)",
            "numpy": "mnp.where(c, x, y)",
        },
        WHERE,
    ),  # fmt: skip
    *cases(
        "cast",
        {
            "ops": "ops.cast(x, getattr(ms, dt) if dt else dt)",
            "prim": "P.Cast()(x, getattr(ms, dt) if dt else dt)",
            "tensor": "x.astype(getattr(ms, dt) if dt else dt)",
        },
        CAST,
    ),
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
        "concat",
        {
            "ops": "ops.concat(ts, axis)",
            "prim": "P.Concat(axis)(ts)",
            "mint": "mint.cat(ts, axis)",
            "numpy": "mnp.concatenate(ts, axis)",
        },
        CONCAT,
    ),  # fmt: skip
    *cases(
        "gather",
        {"ops": "ops.gather(x, i, axis)", "prim": "P.Gather()(x, i, axis)", "tensor": "x.gather(i, axis)"},
        GATHER,
    ),
]

# differences from MindSpore 2.10 not built yet (case key -> the surfaces that differ and what MindSpore does)
KNOWN = {}
