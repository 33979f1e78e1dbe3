"""Cross-surface cases of the normalization family: batch/layer/group norm through ops, primitives, mint and nn."""

from __future__ import annotations

from ._harness import T, cases

nan, inf = float("nan"), float("inf")


def _seq(n: int, dtype: str = "float32", shape: tuple | None = None, mod: int = 7) -> T:
    """A deterministic Tensor of ``n`` values (``(i * 3) % mod - mod // 2``, halved for floats)."""
    vals = [((i * 3) % mod) - mod // 2 for i in range(n)]
    if not dtype.startswith(("int", "uint", "bool")):
        vals = [v * 0.5 for v in vals]
    return T(vals, dtype, shape)


X = _seq(24, shape=(2, 3, 2, 2))
ONES3, ZEROS3 = T([1.0, 1.0, 1.0]), T([0.0, 0.0, 0.0])
W3, B3 = T([0.5, 1.0, 2.0]), T([0.1, -0.2, 0.3])
M3, V3 = T([0.5, -0.5, 0.0]), T([1.0, 2.0, 0.5])


def _bn(x=X, w=W3, b=B3, m=M3, v=V3, c=3, train=False) -> dict:
    return {"x": x, "w": w, "b": b, "m": m, "v": v, "c": c, "train": train}


BATCH_NORM = {
    "eval": _bn(),
    "train": _bn(train=True),
    "rank2": _bn(x=_seq(6, shape=(2, 3))),
    "rank3_eval": _bn(x=_seq(12, shape=(2, 3, 2))),
    "channel_mismatch": _bn(c=4, w=T([1.0] * 4), b=T([0.0] * 4), m=T([0.0] * 4), v=T([1.0] * 4)),
    "param_shape_mismatch": _bn(w=T([1.0, 1.0])),
    "int_input": _bn(x=_seq(24, "int32", (2, 3, 2, 2))),
    "f16_input": _bn(x=_seq(24, "float16", (2, 3, 2, 2))),
    "f16_params": _bn(w=T([1.0, 1.0, 1.0], "float16")),
    "nan_input": _bn(x=T([nan] + [1.0] * 23, "float32", (2, 3, 2, 2))),
    "negative_var": _bn(v=T([-1.0, 1.0, 1.0])),
    "empty_batch": _bn(x=T([], "float32", (0, 3, 2, 2))),
    "empty_batch_train": _bn(x=T([], "float32", (0, 3, 2, 2)), train=True),
    "none_input": _bn(x=None),
    "one_per_channel_train": _bn(x=_seq(3, shape=(1, 3)), train=True),
}

WLN, BLN = T([0.5, 1.0, 1.5, 2.0], "float32", (2, 2)), T([0.0, 0.1, 0.2, 0.3], "float32", (2, 2))


def _ln(x=X, ns=(2, 2), bna=2, bpa=2, w=WLN, b=BLN) -> dict:
    return {"x": x, "ns": ns, "bna": bna, "bpa": bpa, "w": w, "b": b}


LAYER_NORM = {
    "last_two": _ln(),
    "last_one": _ln(ns=(2,), bna=3, bpa=3, w=T([1.0, 2.0]), b=T([0.0, 1.0])),
    "negative_axis": _ln(bna=-2, bpa=-2),
    "bad_begin_norm_axis": _ln(bna=4, bpa=4),
    "bad_begin_norm_axis_negative": _ln(bna=-5, bpa=-5),
    "params_shape_mismatch": _ln(w=T([1.0, 1.0, 1.0]), b=T([0.0, 0.0, 0.0])),
    "shape_mismatch": _ln(ns=(3, 3), w=T([1.0] * 9, "float32", (3, 3)), b=T([0.0] * 9, "float32", (3, 3))),
    "int_input": _ln(
        x=_seq(24, "int32", (2, 3, 2, 2)), w=T([1, 1, 1, 1], "int32", (2, 2)), b=T([0] * 4, "int32", (2, 2))
    ),
    "f16_input": _ln(
        x=_seq(24, "float16", (2, 3, 2, 2)), w=T([1.0] * 4, "float16", (2, 2)), b=T([0.0] * 4, "float16", (2, 2))
    ),
    "dtype_mix": _ln(w=T([1.0] * 4, "float16", (2, 2))),
    "constant_rows": _ln(x=T([1.0] * 24, "float32", (2, 3, 2, 2))),
    "nan_inf": _ln(x=T([nan, 1.0, 2.0, 3.0, inf, 1.0] * 4, "float32", (2, 3, 2, 2))),
    "empty": _ln(x=T([], "float32", (0, 3, 2, 2))),
    "none_input": _ln(x=None),
}

W6, B6 = T([0.5, 1.0, 1.5, 2.0, 2.5, 3.0]), T([0.0, 0.1, 0.2, 0.3, 0.4, 0.5])
X6 = _seq(48, shape=(2, 6, 2, 2))


def _gn(x=X6, g=3, c=6, w=W6, b=B6) -> dict:
    return {"x": x, "g": g, "c": c, "w": w, "b": b}


GROUP_NORM = {
    "ok": _gn(),
    "one_group": _gn(g=1),
    "per_channel": _gn(g=6),
    "not_dividing": _gn(g=4),
    "zero_groups": _gn(g=0),
    "channel_mismatch": _gn(c=4, w=T([1.0] * 4), b=T([0.0] * 4)),
    "rank2": _gn(x=_seq(12, shape=(2, 6))),
    "rank3": _gn(x=_seq(24, shape=(2, 6, 2))),
    "int_input": _gn(x=_seq(48, "int32", (2, 6, 2, 2))),
    "f16_input": _gn(x=_seq(48, "float16", (2, 6, 2, 2))),
    "nan_input": _gn(x=T([nan] + [1.0] * 47, "float32", (2, 6, 2, 2))),
    "empty_batch": _gn(x=T([], "float32", (0, 6, 2, 2))),
    "none_input": _gn(x=None),
}

# mint.nn.functional.batch_norm and mint.nn.BatchNorm2d are left out: MindSpore 2.10's CPU build has no BatchNormExt
# kernel, and ops.layer_norm / mint.nn.functional.layer_norm no LayerNormExt kernel (RuntimeError for every input).
# The primitives' extra outputs (saved mean/variance) are left out: only the normalized output is compared.
CASES = [
    *cases(
        "batch_norm",
        {
            "ops": "ops.batch_norm(x, m, v, w, b, train)",
            "prim": "P.BatchNorm(train)(x, w, b, m, v)[0]",
            "nn": "nn.BatchNorm2d(c).set_train(train)(x)",
        },
        BATCH_NORM,
    ),
    *cases(
        "layer_norm",
        {
            "prim": "P.LayerNorm(bna, bpa)(x, w, b)[0]",
            "nn": "nn.LayerNorm(ns, bna, bpa)(x)",
        },
        LAYER_NORM,
    ),
    *cases(
        "group_norm",
        {
            "ops": "ops.group_norm(x, g, w, b)",
            "mint": "mint.nn.functional.group_norm(x, g, w, b)",
            "nn": "nn.GroupNorm(g, c)(x)",
        },
        GROUP_NORM,
    ),
]

# differences from MindSpore 2.10 not built yet (case key -> the surfaces that differ and what MindSpore does)
KNOWN: dict = {}
