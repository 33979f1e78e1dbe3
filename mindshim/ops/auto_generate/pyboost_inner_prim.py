"""`mindspore.ops.auto_generate.pyboost_inner_prim`: the PyBoost implementation objects (``concat_impl``,
``softmax_impl``, ...) that MindSpore's functional ops call with positional arguments; each runs mindshim's op."""

from __future__ import annotations

from ... import _api
from collections.abc import Callable
from typing import Any

from ..._kernels import activation as _KA
from ...common.tensor import Tensor, _wrap
from ...context import get_context
from .. import operations as P
from .._primitive_cache import _get_cache_prim
from ..function import array_func as _A
from ..function import math_func as _M
from ..function import nn_func as _NN

__all__ = _api.names(__name__)


class _PyboostImpl:
    """One PyBoost implementation object: called with the op's inputs and attributes in MindSpore's order."""

    def __init__(self, name: str, fn: Callable[..., Any]) -> None:
        self.name = name
        self._fn = fn

    def __call__(self, *args: Any) -> Any:
        return self._fn(*args)

    def __repr__(self) -> str:
        return f"Prim[{self.name}]"


concat_impl = _PyboostImpl("Concat", lambda tensors, axis: _A.concat(tensors, axis))
"""``concat_impl(tensors, axis)``: ``ops.concat``. Mirrors ``pyboost_inner_prim.concat_impl``."""


def _no_cpu_kernel(kernel: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn``, except with device_target 'CPU': RuntimeError 'The kernel X unregistered.' (MindSpore 2.10 has no CPU
    kernel for these PyBoost ops)."""

    def run(*args: Any) -> Any:
        if get_context("device_target") == "CPU":
            raise RuntimeError(f"The kernel {kernel} unregistered.")
        return fn(*args)

    return run


_stack_ext = _no_cpu_kernel("StackExt", lambda tensors, dim: _A.stack(tensors, dim))
stack_ext_impl = _PyboostImpl("StackExt", _stack_ext)
"""``stack_ext_impl(tensors, dim)``: ``ops.stack``; with device_target 'CPU' RuntimeError 'The kernel StackExt
unregistered.', as MindSpore 2.10's CPU backend (no StackExt kernel). Mirrors ``pyboost_inner_prim.stack_ext_impl``."""
softmax_impl = _PyboostImpl("Softmax", lambda input, axis: _get_cache_prim(P.Softmax)(axis)(input))
"""``softmax_impl(input, axis)``: ``ops.Softmax(axis)(input)`` (an int or a tuple of ints)."""
squeeze_impl = _PyboostImpl("Squeeze", lambda input, axis: _get_cache_prim(P.Squeeze)(axis)(input))
"""``squeeze_impl(input, axis)``: ``ops.Squeeze(axis)(input)``."""
reduce_all_impl = _PyboostImpl(
    "ReduceAll", lambda input, axis, keep_dims: _get_cache_prim(P.ReduceAll)(keep_dims)(input, axis)
)
"""``reduce_all_impl(input, axis, keep_dims)``: ``ops.ReduceAll(keep_dims)(input, axis)``."""
reduce_any_impl = _PyboostImpl("ReduceAny", lambda x, axis, keep_dims: _get_cache_prim(P.ReduceAny)(keep_dims)(x, axis))
"""``reduce_any_impl(x, axis, keep_dims)``: ``ops.ReduceAny(keep_dims)(x, axis)``."""
isclose_impl = _PyboostImpl(
    "IsClose", lambda input, other, rtol, atol, equal_nan: _M.isclose(input, other, rtol, atol, equal_nan)
)
"""``isclose_impl(input, other, rtol, atol, equal_nan)``: ``ops.isclose``."""
reverse_v2_impl = _PyboostImpl("ReverseV2", lambda input, axis: _get_cache_prim(P.ReverseV2)(axis)(input))
"""``reverse_v2_impl(input, axis)``: ``ops.ReverseV2(axis)(input)``."""
argmax_with_value_impl = _PyboostImpl(
    "ArgMaxWithValue", lambda input, axis, keep_dims: _get_cache_prim(P.ArgMaxWithValue)(axis, keep_dims)(input)
)
"""``argmax_with_value_impl(input, axis, keep_dims)``: ``ops.ArgMaxWithValue(axis, keep_dims)(input)`` (index, value)."""
argmin_with_value_impl = _PyboostImpl(
    "ArgMinWithValue", lambda input, axis, keep_dims: _get_cache_prim(P.ArgMinWithValue)(axis, keep_dims)(input)
)
"""``argmin_with_value_impl(input, axis, keep_dims)``: ``ops.ArgMinWithValue(axis, keep_dims)(input)``."""
binary_cross_entropy_with_logits_impl = _PyboostImpl(
    "BCEWithLogitsLoss",
    lambda input, target, weight, pos_weight, reduction: _get_cache_prim(P.BCEWithLogitsLoss)(reduction)(
        input, target, weight, pos_weight
    ),
)
"""``binary_cross_entropy_with_logits_impl(input, target, weight, posWeight, reduction)``:
``ops.BCEWithLogitsLoss(reduction)(input, target, weight, posWeight)``."""
nllloss_impl = _PyboostImpl(
    "NLLLoss",
    lambda logits, labels, weight, reduction, ignore_index: _get_cache_prim(P.NLLLoss)(reduction, ignore_index)(
        logits, labels, weight
    ),
)
"""``nllloss_impl(logits, labels, weight, reduction, ignore_index)``: ``ops.NLLLoss(reduction, ignore_index)``, which
returns ``(loss, total_weight)``."""
cross_impl = _PyboostImpl("Cross", lambda input, other, dim: _M.cross(input, other, dim))
"""``cross_impl(input, other, dim)``: ``ops.cross``."""
glu_impl = _PyboostImpl("GLU", lambda x, axis: _NN.glu(x, axis))
"""``glu_impl(x, axis)``: ``ops.glu``."""
meshgrid_impl = _PyboostImpl("Meshgrid", lambda inputs, indexing: _A.meshgrid(*inputs, indexing=indexing))
"""``meshgrid_impl(inputs, indexing)``: ``ops.meshgrid(*inputs, indexing=indexing)``."""
reduce_max_impl = _PyboostImpl("ReduceMax", lambda x, axis, keep_dims: _get_cache_prim(P.ReduceMax)(keep_dims)(x, axis))
"""``reduce_max_impl(x, axis, keep_dims)``: ``ops.ReduceMax(keep_dims)(x, axis)``."""
triu_impl = _PyboostImpl("Triu", lambda input, diagonal: _A.triu(input, diagonal))
"""``triu_impl(input, diagonal)``: ``ops.triu``."""
elu_ext_impl = _PyboostImpl("EluExt", _no_cpu_kernel("EluExt", lambda input, alpha: _wrap(_KA.elu(input._t, alpha))))
"""``elu_ext_impl(input, alpha)``: ELU with any ``alpha`` (``mint.nn.functional.elu``'s); RuntimeError with device_target 'CPU' (no EluExt CPU kernel in 2.10)."""
roll_impl = _PyboostImpl("Roll", _no_cpu_kernel("Roll", lambda input, shifts, dims: _A.roll(input, shifts, dims)))
"""``roll_impl(input, shifts, dims)``: ``ops.roll``; RuntimeError with device_target 'CPU' (no Roll CPU kernel)."""


def _rms_norm(x: Any, gamma: Any, epsilon: float) -> tuple:
    from ..._kernels import normalization as _K_norm

    y, rstd = _K_norm.rms_norm(x._t, gamma._t, epsilon)
    return _wrap(y), _wrap(rstd)


rms_norm_impl = _PyboostImpl("RmsNorm", _no_cpu_kernel("RmsNorm", _rms_norm))
"""``rms_norm_impl(x, gamma, epsilon)``: ``(x * rstd * gamma, rstd)`` with ``rstd = 1 / sqrt(mean(x^2) + epsilon)`` over
``gamma``'s trailing dimensions; RuntimeError with device_target 'CPU' (no RmsNorm CPU kernel in 2.10)."""


def rms_norm(x, gamma, epsilon: float = 1e-6) -> tuple:
    """Root-mean-square normalisation over ``gamma``'s trailing dimensions: ``(x * rstd * gamma, rstd)`` with
    ``rstd = 1 / sqrt(mean(x^2) + epsilon)`` (keeping the reduced dims). Mirrors ``mindspore.ops.rms_norm`` (2.10,
    ``rms_norm_impl``); ``x`` and ``gamma`` Float16/Float32/BFloat16 of one dtype.

    Raises:
        RuntimeError: ``gamma`` of higher rank than ``x`` (MindSpore's "Failure info [For RmsNorm, ...]"); with
            device_target 'CPU', every call ('The kernel RmsNorm unregistered.', as MindSpore 2.10's CPU backend).
    """
    if isinstance(x, Tensor) and isinstance(gamma, Tensor) and gamma.ndim > x.ndim:
        raise RuntimeError(
            "Failure info [For RmsNorm, The [gamma] rank can not be bigger than the [input] rank.But got: "
            f"{gamma.ndim} vs {x.ndim}]."
        )
    return rms_norm_impl(x, gamma, epsilon)


one_hot_ext_impl = _PyboostImpl(
    "OneHotExt",
    _no_cpu_kernel(
        "OneHotExt",
        lambda tensor, num_classes, on_value, off_value, axis: _A.one_hot(
            tensor, num_classes, on_value, off_value, axis
        ),  # fmt: skip
    ),
)
"""``one_hot_ext_impl(tensor, num_classes, on_value, off_value, axis)``: ``ops.one_hot``; RuntimeError with
device_target 'CPU' (no OneHotExt CPU kernel in 2.10)."""


def _unique_consecutive(input: Any, return_inverse: bool, return_counts: bool, dim: Any) -> tuple:
    """Always three outputs, as MindSpore 2.10's CPU kernel: an output not asked for is a 0-d Int64 Tensor holding
    that output's first element."""
    values, inverse, counts = _A.unique_consecutive(input, True, True, dim)
    return (
        values,
        inverse if return_inverse else _wrap(inverse._t.reshape(-1)[0]),
        counts if return_counts else _wrap(counts._t.reshape(-1)[0]),
    )


unique_consecutive_impl = _PyboostImpl("UniqueConsecutive", _unique_consecutive)
"""``unique_consecutive_impl(input, return_inverse, return_counts, dim)``: ``(values, inverse, counts)`` of
``ops.unique_consecutive``; an output not asked for is a 0-d Tensor of its first element, as MindSpore 2.10 CPU."""
grid_sampler_2d_impl = _PyboostImpl(
    "GridSampler2D",
    lambda input_x, grid, mode, padding_mode, align_corners: _NN.grid_sample(
        input_x, grid, mode, padding_mode, align_corners
    ),  # fmt: skip
)
"""``grid_sampler_2d_impl(input_x, grid, interpolation_mode, padding_mode, align_corners)``: ``ops.grid_sample`` on 4-D
input."""
grid_sampler_3d_impl = _PyboostImpl(
    "GridSampler3D",
    lambda input_x, grid, mode, padding_mode, align_corners: _NN.grid_sample(
        input_x, grid, mode, padding_mode, align_corners
    ),  # fmt: skip
)
"""``grid_sampler_3d_impl(input_x, grid, interpolation_mode, padding_mode, align_corners)``: ``ops.grid_sample`` on 5-D
input."""


def _flash_attention_score(
    query, key, value, real_shift, drop_mask, padding_mask, attn_mask, prefix, actual_seq_qlen, actual_seq_kvlen,
    head_num, keep_prob, scale_value, pre_tokens, next_tokens, inner_precise, input_layout, sparse_mode,
):  # fmt: skip
    from .._ascend_ops import FlashAttentionScore

    op = FlashAttentionScore(
        head_num, keep_prob, scale_value, pre_tokens, next_tokens, inner_precise, input_layout, sparse_mode
    )
    return op(
        query, key, value, real_shift, drop_mask, padding_mask, attn_mask, prefix, actual_seq_qlen, actual_seq_kvlen
    )


flash_attention_score_impl = _PyboostImpl("FlashAttentionScore", _flash_attention_score)
"""``flash_attention_score_impl(query, key, value, real_shift, drop_mask, padding_mask, attn_mask, prefix,
actual_seq_qlen, actual_seq_kvlen, head_num, keep_prob, scale_value, pre_tokens, next_tokens, inner_precise,
input_layout, sparse_mode)``: ``FlashAttentionScore`` with those attributes, on those inputs; with no CPU kernel
(RuntimeError 'The kernel FlashAttentionScore unregistered.', as MindSpore 2.10's CPU backend). Mirrors
``pyboost_inner_prim.flash_attention_score_impl``."""
