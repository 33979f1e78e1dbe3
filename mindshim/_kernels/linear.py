"""Linear kernels: the fully connected product of ``nn.Dense``/``nn.Linear``/``mint.nn.Linear``, ``ops.dense`` and
``mint.nn.functional.linear``, and the bilinear form of ``nn.BiDense``.

:func:`linear` is torch's ``linear`` itself (bound, not wrapped), so the layers' forward pays no extra call.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from . import errors as _errors
from . import half as _half
from .._state import STAGED_DEPTH

__all__ = ["linear", "dense_layer", "dense", "bilinear", "bidense"]

# ``input @ weight.T + bias`` (torch's linear, bound directly: the Dense/Linear forward is a hot path)
linear = F.linear
_ROUNDED_TWICE = (torch.float16, torch.bfloat16)


def dense_layer(x: torch.Tensor, w: torch.Tensor, b: torch.Tensor | None) -> torch.Tensor:
    """``nn.Dense``'s product as MindSpore 2.10 computes it: ``MatMul(transpose_b=True)``, then ``BiasAdd``.

    In float16 / bfloat16 the product is rounded to that type before the bias is added (MindSpore's two ops round
    twice, where torch's fused ``linear`` rounds once: one half-precision step apart in about a third of the
    elements); inside a graph (GRAPH_MODE, ``jit``) a float16 product and its bias are computed in float32 and
    rounded once, as MindSpore's CPU graph runs ``MatMul`` and ``BiasAdd`` as Float32 kernels; float32 and float64 use the fused ``linear`` (the same within their rounding). Shapes: ``x`` (..., in),
    ``w`` (out, in), ``b`` (out,) or None; returns (..., out) in ``x``'s dtype.

    Raises:
        RuntimeError: torch's, for mismatched shapes or dtypes (``nn.Dense`` words MindSpore's error from it).
    """
    if b is not None and x.dtype in _ROUNDED_TWICE:
        if STAGED_DEPTH[0] and x.dtype is torch.float16 and x.device.type == "cpu":
            # in a graph MatMul and BiasAdd are both Float32 kernels: the bias is added before the one rounding
            return _half.keep_float32(F.linear(_half.as_float32(x), w.float(), b.float()), x.dtype)
        return F.linear(x, w) + b
    return F.linear(x, w, b)


def dense(x: torch.Tensor, w: torch.Tensor, bias: torch.Tensor | None = None) -> torch.Tensor:
    """``x @ w.T + bias`` for ``ops.dense`` and ``mint.nn.functional.linear`` (MindSpore's ``Dense`` primitive).

    torch's call is tried first; only when it fails are MindSpore's checks run, in its order: operands of different
    dtypes (``TypeError``: ``Dense``'s error: the type of 'x2' should be same as 'x1', ...), ``x``'s last axis
    not ``w``'s (``ValueError``: ``Dense shape error, got x_col: 5, w_row: 3. ...``), a ``bias`` that does not
    broadcast against the product (``Add``'s broadcast ``ValueError``).
    """
    try:
        return F.linear(x, w, bias)
    except RuntimeError:
        pass
    from .errors import broadcast_error

    if x.dtype != w.dtype:
        raise _errors.same_dtype_error("Dense", ("x1", "x2"), x, w)
    if w.dim() == 2 and x.dim() >= 1 and x.shape[-1] != w.shape[-1]:
        raise ValueError(
            f"Dense shape error, got x_col: {x.shape[-1]}, w_row: {w.shape[-1]}. In Dense x_col and w_row should be "
            "equal. if the dim of w is 2."
        )
    if bias is not None:
        out = (*x.shape[:-1], w.shape[0]) if w.dim() == 2 else tuple(x.shape[:-1])
        raise broadcast_error("Add", out, bias.shape)
    return F.linear(x, w, bias)  # any other failure: translated as it leaves (errors.cover)


def bilinear(a: torch.Tensor, b: torch.Tensor, w: torch.Tensor, bias: torch.Tensor | None) -> torch.Tensor:
    """``a^T W_k b + bias_k`` for each output ``k`` (``nn.BiDense``)."""
    return F.bilinear(a, b, w, bias)


def bidense(a: torch.Tensor, b: torch.Tensor, w: torch.Tensor, bias: torch.Tensor | None) -> torch.Tensor:
    """MindSpore's ``ops.bidense`` computed step by step as MindSpore 2.10 does, so integer inputs wrap and promote
    as there: ``x1 @ W`` (MatMul in the inputs' dtype), times ``x2``, summed over ``in2`` (integers give Int64), then
    ``bias`` added after casting to ``bias``'s dtype. ``a`` ``(*, in1)``, ``b`` ``(*, in2)``, ``w``
    ``(out, in1, in2)``; the result is ``(*, out)``.

    Raises:
        ValueError: leading shapes of ``a`` and ``b`` that differ, or a weight that does not fit the inputs.
        TypeError: a ``bias`` of another dtype than the inputs, or a dtype MindSpore's MatMul lacks.
    """
    from .errors import dtype_name, translated
    from .linalg import matmul

    if a.shape[:-1] != b.shape[:-1]:
        raise _errors.value_error(
            "bidense",
            "the dimensions except the last of 'input1' must be same as 'input2', but got "
            f"{tuple(a.shape)} of 'input1' and {tuple(b.shape)} of 'input2'",
        )
    lead = a.shape[:-1]
    a2 = a.reshape(-1, a.shape[-1])
    b2 = b.reshape(-1, b.shape[-1])
    n = a2.shape[0]
    if w.ndim != 3 or w.shape[1] != a.shape[-1] or w.shape[2] != b.shape[-1]:
        raise _errors.value_error(
            "bidense",
            f"the 'weight' must be of shape (out_channels, {a.shape[-1]}, {b.shape[-1]}) for these "
            f"inputs, but got {tuple(w.shape)}.",
        )
    with translated("bidense"):
        out = matmul(a2, w.permute(1, 2, 0).reshape(a.shape[-1], -1), "MatMul")
        out = out.reshape(n, b.shape[-1], w.shape[0]).permute(2, 0, 1) * b2
        out = out.sum(2).transpose(0, 1)
    if bias is not None:
        if a.dtype != bias.dtype or b.dtype != bias.dtype:
            raise _errors.type_error(
                "bidense",
                "the dtype of 'bias', 'input1' and 'input2' must be the same, but got "
                f"{dtype_name(bias.dtype)}, {dtype_name(a.dtype)} and {dtype_name(b.dtype)}.",
            )
        out = out.to(bias.dtype) + bias
    return out.reshape(*lead, -1) if len(lead) != 1 else out


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

# nn.Dense words its own errors from torch's RuntimeError (``_matmul_error``): dense_layer is covered by its caller
_cover(globals(), skip=("dense_layer",))
