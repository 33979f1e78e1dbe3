"""Cross-surface cases of the linear-algebra family, mostly bad inputs: matmul, bmm, Dense, outer, inner, dot,
tensordot, inverse, det and cholesky with mismatched shapes, wrong ranks and dtypes."""

from __future__ import annotations

from ._harness import T, cases


def _m(rows: int, cols: int, dtype: str = "float32", lead: tuple = ()) -> T:
    n = rows * cols
    for d in lead:
        n *= d
    return T([(i % 5) - 2 for i in range(n)], dtype, (*lead, rows, cols))


MATMUL = {
    "ok": {"a": _m(2, 3), "b": _m(3, 4)},
    "inner_mismatch": {"a": _m(2, 3), "b": _m(4, 5)},
    "vector_mismatch": {"a": T([1.0, 2.0, 3.0]), "b": T([1.0, 2.0])},
    "batch_mismatch": {"a": _m(2, 3, lead=(2,)), "b": _m(3, 2, lead=(3,))},
    "scalar": {"a": T(2.0), "b": _m(2, 2)},
    "int_float": {"a": _m(2, 3, "int32"), "b": _m(3, 4)},
    "bool": {"a": _m(2, 2, "bool"), "b": _m(2, 2, "bool")},
    "f16_f32": {"a": _m(2, 3, "float16"), "b": _m(3, 2)},
    "list": {"a": [[1.0, 2.0]], "b": _m(2, 2)},
    "none": {"a": _m(2, 2), "b": None},
}

BMM = {
    "ok": {"a": _m(2, 3, lead=(2,)), "b": _m(3, 2, lead=(2,))},
    "inner_mismatch": {"a": _m(2, 3, lead=(2,)), "b": _m(4, 2, lead=(2,))},
    "batch_mismatch": {"a": _m(2, 3, lead=(2,)), "b": _m(3, 2, lead=(3,))},
    "rank2": {"a": _m(2, 3), "b": _m(3, 2)},
    "batch_one_x": {"a": _m(2, 3, lead=(1,)), "b": _m(3, 2, lead=(2,))},
    "batch_one_y": {"a": _m(2, 3, lead=(2,)), "b": _m(3, 2, lead=(1,))},
    "rank3_rank2": {"a": _m(2, 3, lead=(2,)), "b": _m(3, 2)},
    "rank2_rank3": {"a": _m(2, 3), "b": _m(3, 2, lead=(2,))},
    "rank4_rank3": {"a": _m(2, 3, lead=(2, 2)), "b": _m(3, 2, lead=(2,))},
    "rank4_bcast": {"a": _m(2, 3, lead=(2, 1)), "b": _m(3, 2, lead=(1, 2))},
    "rank4_ok": {"a": _m(2, 3, lead=(2, 2)), "b": _m(3, 2, lead=(2, 2))},
    "vector_x": {"a": T([1.0, 2.0, 3.0]), "b": _m(3, 2, lead=(2,))},
    "vector_y": {"a": _m(2, 3, lead=(2,)), "b": T([1.0, 2.0, 3.0])},
    "int_float": {"a": _m(2, 3, "int32", lead=(2,)), "b": _m(3, 2, lead=(2,))},
}

# the transpose flags of BatchMatMul: MindSpore's messages show the operands as given, with the flags
BMM_T = {
    "ok": {"a": _m(3, 2, lead=(2,)), "b": _m(3, 2, lead=(2,))},
    "inner_mismatch": {"a": _m(2, 3, lead=(2,)), "b": _m(3, 2, lead=(2,))},
    "batch_one": {"a": _m(3, 2, lead=(2,)), "b": _m(3, 2, lead=(1,))},
    "vector": {"a": T([1.0, 2.0, 3.0]), "b": _m(3, 2, lead=(2,))},
}

# addbmm / baddbmm multiply through BatchMatMul: the same batch rule (2-D operands are one product)
ADDBMM = {
    "ok": {"c": _m(2, 2), "a": _m(2, 3, lead=(2,)), "b": _m(3, 2, lead=(2,))},
    "rank2": {"c": _m(2, 2), "a": _m(2, 3), "b": _m(3, 2)},
    "rank3_rank2": {"c": _m(2, 2), "a": _m(2, 3, lead=(2,)), "b": _m(3, 2)},
    "rank2_rank3": {"c": _m(2, 2), "a": _m(2, 3), "b": _m(3, 2, lead=(2,))},
    "batch_one": {"c": _m(2, 2), "a": _m(2, 3, lead=(1,)), "b": _m(3, 2, lead=(2,))},
}
BADDBMM = {
    "ok": {"c": _m(2, 2, lead=(2,)), "a": _m(2, 3, lead=(2,)), "b": _m(3, 2, lead=(2,))},
    "rank3_rank2": {"c": _m(2, 2, lead=(2,)), "a": _m(2, 3, lead=(2,)), "b": _m(3, 2)},
    "rank2_rank3": {"c": _m(2, 2, lead=(2,)), "a": _m(2, 3), "b": _m(3, 2, lead=(2,))},
    "batch_one": {"c": _m(2, 2, lead=(2,)), "a": _m(2, 3, lead=(2,)), "b": _m(3, 2, lead=(1,))},
}

DENSE = {
    "ok": {"x": _m(2, 3), "w": _m(4, 3), "b": T([0.0] * 4)},
    "in_mismatch": {"x": _m(2, 5), "w": _m(4, 3), "b": T([0.0] * 4)},
    "bias_mismatch": {"x": _m(2, 3), "w": _m(4, 3), "b": T([0.0] * 3)},
    "rank1_x": {"x": T([1.0, 2.0, 3.0]), "w": _m(4, 3), "b": T([0.0] * 4)},
    "int_x": {"x": _m(2, 3, "int32"), "w": _m(4, 3), "b": T([0.0] * 4)},
    "f16_x": {"x": _m(2, 3, "float16"), "w": _m(4, 3), "b": T([0.0] * 4)},
}

DENSE_LAYER = {
    "ok": {"x": _m(2, 3), "n": 3},
    "in_mismatch": {"x": _m(2, 5), "n": 3},
    "rank1": {"x": T([1.0, 2.0, 3.0]), "n": 3},
    "int": {"x": _m(2, 3, "int32"), "n": 3},
    "f64": {"x": _m(2, 3, "float64"), "n": 3},
    "bool": {"x": _m(2, 3, "bool"), "n": 3},
}

VEC = {
    "ok": {"a": T([1.0, 2.0, 3.0]), "b": T([1.0, 0.0, 2.0])},
    "length_mismatch": {"a": T([1.0, 2.0, 3.0]), "b": T([1.0, 2.0])},
    "rank2": {"a": _m(2, 2), "b": _m(2, 2)},
    "int_float": {"a": T([1, 2], "int32"), "b": T([1.0, 2.0])},
    "bool": {"a": T([True, False]), "b": T([True, True])},
}

TENSORDOT = {
    "ok": {"a": _m(2, 3), "b": _m(3, 4), "axes": 1},
    "axes_mismatch": {"a": _m(2, 3), "b": _m(4, 5), "axes": 1},
    "axes_too_many": {"a": _m(2, 3), "b": _m(3, 4), "axes": 3},
    "axes_pairs_mismatch": {"a": _m(2, 3), "b": _m(3, 4), "axes": ((0,), (0,))},
    "axes_out_of_range": {"a": _m(2, 3), "b": _m(3, 4), "axes": ((5,), (0,))},
}

SQUARE = {
    "ok": {"x": T([[2.0, 1.0], [1.0, 3.0]])},
    "not_square": {"x": _m(2, 3)},
    "rank1": {"x": T([1.0, 2.0])},
    "int": {"x": T([[2, 1], [1, 3]], "int32")},
    "bool": {"x": T([[True, False], [False, True]])},
    "empty": {"x": T([], "float32", (0, 0))},
}

# MindSpore's CPU Cholesky dies with SIGFPE on a 0x0 matrix, so its table has no empty case
CHOLESKY = {k: v for k, v in SQUARE.items() if k != "empty"}

CASES = [
    *cases(
        "matmul",
        {
            "ops": "ops.matmul(a, b)",
            "prim": "P.MatMul()(a, b)",
            "mint": "mint.matmul(a, b)",
            "numpy": "mnp.matmul(a, b)",
            "tensor": "a.matmul(b)",
        },
        MATMUL,
    ),
    *cases(
        "bmm",
        {"ops": "ops.bmm(a, b)", "prim": "P.BatchMatMul()(a, b)", "mint": "mint.bmm(a, b)", "tensor": "a.bmm(b)"},
        BMM,
    ),
    *cases("bmm_t", {"prim": "P.BatchMatMul(transpose_a=True)(a, b)"}, BMM_T),
    *cases("addbmm", {"ops": "ops.addbmm(c, a, b)", "tensor": "c.addbmm(a, b)"}, ADDBMM),
    *cases("baddbmm", {"ops": "ops.baddbmm(c, a, b)", "tensor": "c.baddbmm(a, b)"}, BADDBMM),
    *cases("dense", {"ops": "ops.dense(x, w, b)", "mint": "mint.nn.functional.linear(x, w, b)"}, DENSE),
    *cases("dense_layer", {"nn": "nn.Dense(n, 4)(x).shape"}, DENSE_LAYER),
    *cases("outer", {"ops": "ops.outer(a, b)", "tensor": "a.outer(b)"}, VEC),
    *cases("inner", {"ops": "ops.inner(a, b)", "numpy": "mnp.inner(a, b)", "tensor": "a.inner(b)"}, VEC),
    *cases("dot", {"ops": "ops.dot(a, b)"}, VEC),
    *cases("tensordot", {"ops": "ops.tensor_dot(a, b, axes)", "numpy": "mnp.tensordot(a, b, axes)"}, TENSORDOT),
    *cases("inverse", {"ops": "ops.inverse(x)", "prim": "P.MatrixInverse()(x)"}, SQUARE),
    *cases("det", {"ops": "ops.det(x)", "prim": "P.MatrixDeterminant()(x)", "tensor": "x.det()"}, SQUARE),
    *cases("cholesky", {"ops": "ops.cholesky(x)", "prim": "P.Cholesky()(x)"}, CHOLESKY),
]

# differences from MindSpore 2.10 not built yet (case key -> the surfaces that differ and what MindSpore does)
KNOWN = {}
