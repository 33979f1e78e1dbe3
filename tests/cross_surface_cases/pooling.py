"""Cross-surface cases of the pooling family: max/avg pooling 1-D and 2-D through ops, primitives, mint and nn."""

from __future__ import annotations

from ._harness import T, cases

nan = float("nan")


def _seq(n: int, dtype: str = "float32", shape: tuple | None = None, mod: int = 7) -> T:
    """A deterministic Tensor of ``n`` small values (``(i * 3) % mod - mod // 2``, halved for floats)."""
    vals = [((i * 3) % mod) - mod // 2 for i in range(n)]
    if not dtype.startswith(("int", "uint")):
        vals = [v * 0.5 for v in vals]
    return T(vals, dtype, shape)


X = _seq(50, shape=(1, 2, 5, 5))


def _p2(x=X, k=2, s=2, pm="valid", pad=0) -> dict:
    return {"x": x, "k": k, "s": s, "pm": pm, "pad": pad}


POOL2D = {
    "ok": _p2(),
    "k3_s1": _p2(k=3, s=1),
    "tuple_kernel": _p2(k=(2, 3), s=(1, 2)),
    "same": _p2(pm="same"),
    "same_k3": _p2(k=3, s=2, pm="same"),
    "pad1": _p2(k=3, s=2, pm="pad", pad=1),
    "pad_too_big": _p2(k=2, s=1, pm="pad", pad=2),
    "kernel_larger_than_input": _p2(k=6, s=1),
    "stride_zero": _p2(s=0),
    "stride_negative": _p2(s=-1),
    "kernel_zero": _p2(k=0),
    "bad_pad_mode": _p2(pm="full"),
    "int_input": _p2(x=_seq(50, "int32", (1, 2, 5, 5))),
    "f16": _p2(x=_seq(50, "float16", (1, 2, 5, 5))),
    "nan": _p2(x=T([nan, 1.0, 2.0, 3.0] * 2, "float32", (1, 2, 2, 2))),
    "rank3_input": _p2(x=_seq(50, shape=(2, 5, 5))),
    "rank5_input": _p2(x=_seq(50, shape=(1, 1, 2, 5, 5))),
    "none_input": _p2(x=None),
    "empty_batch": _p2(x=T([], "float32", (0, 2, 5, 5))),
}

X1 = _seq(14, shape=(1, 2, 7))


def _p1(x=X1, k=2, s=2, pm="valid", pad=0) -> dict:
    return {"x": x, "k": k, "s": s, "pm": pm, "pad": pad}


POOL1D = {
    "ok": _p1(),
    "k3_s1": _p1(k=3, s=1),
    "same": _p1(k=3, s=2, pm="same"),
    "pad1": _p1(k=3, s=2, pm="pad", pad=1),
    "kernel_larger_than_input": _p1(k=8, s=1),
    "stride_zero": _p1(s=0),
    "kernel_zero": _p1(k=0),
    "int_input": _p1(x=_seq(14, "int32", (1, 2, 7))),
    "rank4_input": _p1(x=_seq(14, shape=(1, 1, 2, 7))),
    "none_input": _p1(x=None),
}

# mint.nn.functional.max_pool2d/avg_pool1d/avg_pool2d are left out: MindSpore 2.10's CPU build has no kernel for
# them (MaxPoolWithIndices, AvgPool1D/2D raise RuntimeError for every valid input)
CASES = [
    *cases(
        "max_pool2d",
        {
            "ops": "ops.max_pool2d(x, k, s, pad)",
            "prim": "P.MaxPool(k, s, pm)(x)",
            "nn": "nn.MaxPool2d(k, s, pm, pad)(x)",
        },
        POOL2D,
    ),
    *cases(
        "avg_pool2d",
        {
            "ops": "ops.avg_pool2d(x, k, s, pad)",
            "prim": "P.AvgPool(k, s, pm)(x)",
            "nn": "nn.AvgPool2d(k, s, pm, pad)(x)",
        },
        POOL2D,
    ),
    *cases("max_pool1d", {"nn": "nn.MaxPool1d(k, s, pm, pad)(x)"}, POOL1D),
    *cases(
        "avg_pool1d",
        {
            "ops": "ops.avg_pool1d(x, k, s, pad)",
            "nn": "nn.AvgPool1d(k, s, pm, pad)(x)",
        },
        POOL1D,
    ),
]

# differences from MindSpore 2.10 not built yet (case key -> the surfaces that differ and what MindSpore does)
KNOWN = {
    "max_pool2d/nan": (
        "ops, prim, nn: MindSpore's CPU max pooling folds a window as m = (m > v ? m : v) from -FLT_MAX, so a NaN is "
        "replaced by the next element (the window's max after its last NaN, here 3.0); torch propagates NaN. "
        "Reproducing it needs a per-window scan and a NaN test of every input"
    ),
}
