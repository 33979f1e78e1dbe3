"""Cross-surface cases of the convolution family: conv1d/conv2d through ops, primitives, mint and nn layers."""

from __future__ import annotations

from ._harness import T, cases


def _seq(n: int, dtype: str = "float32", shape: tuple | None = None, mod: int = 7) -> T:
    """A deterministic Tensor of ``n`` small values (``i % mod - mod // 2``, scaled for floats)."""
    vals = [(i % mod) - mod // 2 for i in range(n)]
    if not dtype.startswith("int"):
        vals = [v * 0.5 for v in vals]
    return T(vals, dtype, shape)


X = _seq(50, shape=(1, 2, 5, 5))
W = _seq(54, shape=(3, 2, 3, 3), mod=5)


def _c2(x=X, w=W, stride=1, padding=0, dilation=1, groups=1, pad_mode="pad") -> dict:
    return {
        "x": x,
        "w": w,
        "stride": stride,
        "padding": padding,
        "dilation": dilation,
        "groups": groups,
        "pm": pad_mode,
    }


CONV2D = {
    "ok": _c2(),
    "stride2": _c2(stride=2),
    "stride_tuple": _c2(stride=(1, 2)),
    "padding1": _c2(padding=1),
    "dilation2": _c2(dilation=2),
    "groups2": _c2(w=_seq(36, shape=(4, 1, 3, 3)), groups=2),
    "channel_mismatch": _c2(w=_seq(81, shape=(3, 3, 3, 3))),
    "kernel_too_big": _c2(w=_seq(144, shape=(2, 2, 6, 6))),
    "stride_zero": _c2(stride=0),
    "stride_negative": _c2(stride=-1),
    "padding_negative": _c2(padding=-1),
    "dilation_zero": _c2(dilation=0),
    "groups_not_dividing": _c2(groups=3),
    "int_input": _c2(x=_seq(50, "int32", (1, 2, 5, 5)), w=_seq(54, "int32", (3, 2, 3, 3), 5)),
    "f16": _c2(x=_seq(50, "float16", (1, 2, 5, 5)), w=_seq(54, "float16", (3, 2, 3, 3), 5)),
    "none_input": _c2(x=None),
    "rank3_input": _c2(x=_seq(50, shape=(2, 5, 5))),
    "rank5_input": _c2(x=_seq(50, shape=(1, 1, 2, 5, 5))),
    "empty_batch": _c2(x=T([], "float32", (0, 2, 5, 5))),
    "same_mode": _c2(pad_mode="same"),
    "valid_mode": _c2(pad_mode="valid"),
    "bad_pad_mode": _c2(pad_mode="full"),
}

X1 = _seq(12, shape=(1, 2, 6))
W1 = _seq(12, shape=(3, 2, 2), mod=5)


def _c1(x=X1, w=W1, stride=1, padding=0, dilation=1, groups=1, pad_mode="pad") -> dict:
    return {
        "x": x,
        "w": w,
        "stride": stride,
        "padding": padding,
        "dilation": dilation,
        "groups": groups,
        "pm": pad_mode,
    }


CONV1D = {
    "ok": _c1(),
    "stride2": _c1(stride=2),
    "padding1": _c1(padding=1),
    "dilation2": _c1(dilation=2),
    "channel_mismatch": _c1(w=_seq(18, shape=(3, 3, 2))),
    "kernel_too_big": _c1(w=_seq(28, shape=(2, 2, 7))),
    "stride_zero": _c1(stride=0),
    "groups_not_dividing": _c1(groups=3),
    "int_input": _c1(x=_seq(12, "int32", (1, 2, 6)), w=_seq(12, "int32", (3, 2, 2), 5)),
    "none_input": _c1(x=None),
    "rank4_input": _c1(x=_seq(12, shape=(1, 1, 2, 6))),
    "same_mode": _c1(pad_mode="same"),
}

# the nn layers take their weight as weight_init (a Tensor) and check its shape against (out, in/groups, *kernel)
_NN2 = "nn.Conv2d(x.shape[1], w.shape[0], tuple(w.shape[2:]), stride, pm, padding, dilation, groups, weight_init=w)(x)"
_NN1 = "nn.Conv1d(x.shape[1], w.shape[0], w.shape[2], stride, pm, padding, dilation, groups, weight_init=w)(x)"

_OPS2 = "ops.conv2d(x, w, None, stride, pm, padding, dilation, groups)"
_PRIM2 = "P.Conv2D(w.shape[0], tuple(w.shape[2:]), 1, pm, padding, stride, dilation, groups)(x, w)"

# mint.nn.functional.conv1d/conv2d are left out: MindSpore 2.10's CPU build has no ConvolutionExt kernel (every
# valid input raises RuntimeError/NotImplementedError, and groups=0 kills the process with SIGFPE)
CASES = [
    *cases(
        "conv2d",
        {
            "ops": _OPS2,
            "prim": _PRIM2,
            "nn": _NN2,
        },
        CONV2D,
    ),
    *cases("conv2d", {"ops": _OPS2, "prim": _PRIM2, "nn": _NN2}, {"groups_zero": _c2(groups=0)}),
    *cases(
        "conv1d",
        {
            "ops": "ops.conv1d(x, w, None, stride, pm, padding, dilation, groups)",
            "nn": _NN1,
        },
        CONV1D,
    ),
]

# differences from MindSpore 2.10 not built yet (case key -> the surfaces that differ and what MindSpore does)
KNOWN: dict = {}
