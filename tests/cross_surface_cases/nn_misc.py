"""Cross-surface cases of the embedding, recurrent, attention, image, clipping, creation and random kernels,
mostly bad inputs: ids out of range, wrong feature sizes, ranks and dtypes, negative sizes."""

from __future__ import annotations

from ._harness import T, cases


def _seq(n: int, shape: tuple, dtype: str = "float32") -> T:
    return T([((i % 7) - 3) * 0.25 for i in range(n)], dtype, shape)


EMBEDDING = {
    "ok": {"ids": T([1, 3, 0], "int32")},
    "id_too_big": {"ids": T([1, 7], "int32")},
    "id_negative": {"ids": T([1, -6], "int32")},
    "float_ids": {"ids": T([1.0, 2.0])},
    "bool_ids": {"ids": T([True, False])},
    "int64_too_big": {"ids": T([[0, 9]], "int64")},
}

LSTM = {
    "ok": {"x": _seq(24, (2, 3, 4))},
    "feature_mismatch": {"x": _seq(30, (2, 3, 5))},
    "rank2": {"x": _seq(12, (3, 4))},
    "int": {"x": _seq(24, (2, 3, 4), "int32")},
    "f16": {"x": _seq(24, (2, 3, 4), "float16")},
}

CELL = {
    "ok": {"x": _seq(8, (2, 4))},
    "feature_mismatch": {"x": _seq(10, (2, 5))},
    "rank3": {"x": _seq(24, (2, 3, 4))},
    "int": {"x": _seq(8, (2, 4), "int32")},
}

ATTENTION = {
    "ok": {"q": _seq(24, (3, 2, 4))},
    "embed_mismatch": {"q": _seq(30, (3, 2, 5))},
    "rank2": {"q": _seq(12, (3, 4))},
    "int": {"q": _seq(24, (3, 2, 4), "int32")},
}

RESIZE = {
    "ok": {"x": _seq(16, (1, 1, 4, 4)), "size": (2, 2)},
    "rank3": {"x": _seq(16, (1, 4, 4)), "size": (2, 2)},
    "zero_size": {"x": _seq(16, (1, 1, 4, 4)), "size": (0, 2)},
    "negative_size": {"x": _seq(16, (1, 1, 4, 4)), "size": (-1, 2)},
    "int": {"x": _seq(16, (1, 1, 4, 4), "int32"), "size": (2, 2)},
}

CLIP_NORM = {
    "ok": {"x": _seq(6, (2, 3)), "n": 1.0},
    "int": {"x": _seq(6, (2, 3), "int32"), "n": 1.0},
    "bool": {"x": _seq(6, (2, 3), "bool"), "n": 1.0},
    "negative_norm": {"x": _seq(6, (2, 3)), "n": -1.0},
}

SHAPE = {
    "ok": {"shape": (2, 3)},
    "negative": {"shape": (-2, 3)},
    "float": {"shape": (2.5, 3)},
    "string": {"shape": "ab"},
}

EYE = {
    "ok": {"n": 2, "m": 3},
    "negative": {"n": -1, "m": 2},
    "float": {"n": 2.5, "m": 2},
}

ARANGE = {
    "ok": {"s": 0, "e": 5, "d": 1},
    "zero_step": {"s": 0, "e": 5, "d": 0},
    "wrong_direction": {"s": 5, "e": 0, "d": 1},
}

MULTINOMIAL = {
    "negative_prob": {"p": T([0.5, -0.5]), "n": 1},
    "rank3": {"p": _seq(8, (2, 2, 2)), "n": 1},
    "int": {"p": T([1, 2], "int32"), "n": 1},
    "too_many_no_replacement": {"p": T([0.5, 0.5]), "n": 3},
}

ONE_HOT = {
    "ok": {"i": T([0, 2], "int32"), "d": 3},
    "float_indices": {"i": T([0.0, 1.0]), "d": 3},
    "depth_negative": {"i": T([0, 1], "int32"), "d": -2},
}

CASES = [
    *cases(
        "embedding",
        {
            "nn": "nn.Embedding(5, 3, embedding_table='ones')(ids)",
        },
        EMBEDDING,
    ),
    *cases("lstm", {"nn": "nn.LSTM(4, 3, batch_first=True)(x)[0].shape"}, LSTM),
    *cases("gru", {"nn": "nn.GRU(4, 3, batch_first=True)(x)[0].shape"}, LSTM),
    *cases("rnn", {"nn": "nn.RNN(4, 3, batch_first=True)(x)[0].shape"}, LSTM),
    *cases("rnn_cell", {"nn": "nn.RNNCell(4, 3)(x, ms.Tensor(np.zeros((2, 3), np.float32))).shape"}, CELL),
    *cases("gru_cell", {"nn": "nn.GRUCell(4, 3)(x, ms.Tensor(np.zeros((2, 3), np.float32))).shape"}, CELL),
    *cases("attention", {"nn": "nn.MultiheadAttention(4, 2)(q, q, q)[0].shape"}, ATTENTION),
    *cases(
        "resize",
        {
            "ops": "ops.interpolate(x, size=size, mode='bilinear')",
        },
        RESIZE,
    ),  # fmt: skip
    *cases("clip_by_norm", {"ops": "ops.clip_by_norm(x, n)"}, CLIP_NORM),
    *cases(
        "zeros",
        {"ops": "ops.zeros(shape, ms.float32)", "mint": "mint.zeros(shape)", "numpy": "mnp.zeros(shape)"},
        SHAPE,
    ),
    *cases(
        "ones", {"ops": "ops.ones(shape, ms.float32)", "mint": "mint.ones(shape)", "numpy": "mnp.ones(shape)"}, SHAPE
    ),
    *cases("eye", {"ops": "ops.eye(n, m, ms.float32)", "mint": "mint.eye(n, m)", "numpy": "mnp.eye(n, m)"}, EYE),
    *cases("arange", {"ops": "ops.arange(s, e, d)", "numpy": "mnp.arange(s, e, d)"}, ARANGE),
    *cases("multinomial", {"ops": "ops.multinomial(p, n, False).shape"}, MULTINOMIAL),
    *cases(
        "one_hot",
        {"ops": "ops.one_hot(i, d, ms.Tensor(1.0), ms.Tensor(0.0))"},
        ONE_HOT,
    ),  # fmt: skip
]

# differences from MindSpore 2.10 not built yet (case key -> the surfaces that differ and what MindSpore does)
KNOWN = {
    "clip_by_norm/bool": "ops: MindSpore scales a Bool tensor into Float32; mindshim keeps Bool",
}
