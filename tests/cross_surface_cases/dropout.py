"""Cross-surface cases of the dropout family: the deterministic corners of dropout (p=0, p=1, eval mode, bad
probabilities, attributes changed after construction) through ops, the primitive, mint and nn.Dropout."""

from __future__ import annotations

from ._harness import T, cases

nan = float("nan")
X = T([[1.0, -2.0, 3.0], [0.5, 0.0, -1.5]])

PROBS = {
    "p0": {"x": X, "p": 0.0},
    "p1": {"x": X, "p": 1.0},
    "p_negative": {"x": X, "p": -0.1},
    "p_above_one": {"x": X, "p": 1.5},
    "p_int_zero": {"x": X, "p": 0},
    "p_none": {"x": X, "p": None},
    "p_str": {"x": X, "p": "0.5"},
    "int_input": {"x": T([1, 2, 3], "int32"), "p": 0.0},
    "int_input_p1": {"x": T([1, 2, 3], "int32"), "p": 1.0},
    "f16_input": {"x": T([1.0, -2.0], "float16"), "p": 0.0},
    "f16_input_p1": {"x": T([1.0, -2.0], "float16"), "p": 1.0},
    "nan_input": {"x": T([nan, 1.0]), "p": 0.0},
    "empty_input": {"x": T([], "float32", (0, 3)), "p": 0.5},
    "none_input": {"x": None, "p": 0.0},
    "list_input": {"x": [1.0, 2.0], "p": 0.0},
}

KEEP = {
    "keep_one": {"x": X, "kp": 1.0},
    "keep_zero": {"x": X, "kp": 0.0},
    "keep_above_one": {"x": X, "kp": 1.5},
    "keep_int_one": {"x": X, "kp": 1},
    "keep_none": {"x": X, "kp": None},
}

CHANGED = {
    "p_set_zero": {"x": X, "p0": 0.5, "attr": "p", "v": 0.0},
    "keep_prob_set_one": {"x": X, "p0": 0.5, "attr": "keep_prob", "v": 1.0},
    "p_zero_set_half": {"x": X, "p0": 0.0, "attr": "p", "v": 0.5},
}

# a layer whose attribute is set after construction, then called in training mode
_CHANGED = "(lambda d: (setattr(d, attr, v), d(x))[1])(nn.Dropout(p=p0).set_train(True))"

CASES = [
    *cases(
        "dropout_train",
        {
            "ops": "ops.dropout(x, p, True)",
            "prim": "P.Dropout(1.0 - p)(x)[0]",
            "mint": "mint.nn.functional.dropout(x, p, True)",
            "nn": "nn.Dropout(p=p).set_train(True)(x)",
        },
        {k: v for k, v in PROBS.items() if k != "p_none"},
    ),
    # nn.Dropout(p=None) falls back to keep_prob=0.5: a random result, left out
    *cases(
        "dropout_train",
        {
            "ops": "ops.dropout(x, p, True)",
            "prim": "P.Dropout(1.0 - p)(x)[0]",
            "mint": "mint.nn.functional.dropout(x, p, True)",
        },
        {"p_none": PROBS["p_none"]},
    ),
    *cases(
        "dropout_eval",
        {
            "ops": "ops.dropout(x, p, False)",
            "mint": "mint.nn.functional.dropout(x, p, False)",
            "nn": "nn.Dropout(p=p).set_train(False)(x)",
        },
        PROBS,
    ),
    *cases(
        "dropout_keep_prob",
        {"prim": "P.Dropout(kp)(x)[0]", "nn": "nn.Dropout(keep_prob=kp).set_train(True)(x)"},
        KEEP,
    ),
    *cases("dropout_changed", {"nn": _CHANGED}, CHANGED),
]

# differences from MindSpore 2.10 not built yet (case key -> the surfaces that differ and what MindSpore does)
KNOWN: dict = {}
