"""Attention kernels: MindSpore's multi-head attention forward (``ops.function.nn_func.multi_head_attention_forward``,
behind ``nn.MultiheadAttention``) over torch's, with MindSpore's folding of ``key_padding_mask`` into the mask.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

__all__ = ["merge_key_padding", "multi_head_attention_forward"]


def merge_key_padding(kpm: torch.Tensor, mask, q: torch.Tensor, k: torch.Tensor, heads: int, batched: bool):
    """Fold ``key_padding_mask`` (N, S) into one ``(N * heads, L, S)`` attention mask, as MindSpore does."""
    bsz = q.shape[1] if batched else 1
    tgt_len, src_len = q.shape[0], k.shape[0]
    if not batched:
        kpm = kpm.unsqueeze(0)
    if tuple(kpm.shape) != (bsz, src_len):
        raise ValueError(f"The shape of `key_padding_mask` should be {(bsz, src_len)}, but got {tuple(kpm.shape)}.")
    kpm = kpm.reshape(bsz, 1, 1, src_len).expand(bsz, heads, 1, src_len).reshape(bsz * heads, 1, src_len)
    if mask is None:
        merged = kpm
    elif mask.dtype == torch.bool and kpm.dtype == torch.bool:
        merged = mask | kpm
    else:

        def as_float(m: torch.Tensor) -> torch.Tensor:
            if m.dtype != torch.bool:
                return m
            return torch.zeros_like(m, dtype=q.dtype).masked_fill(m, float("-inf"))

        merged = as_float(mask) + as_float(kpm)
    return merged.expand(bsz * heads, tgt_len, src_len)


def multi_head_attention_forward(q, k, v, embed_dim: int, num_heads: int, in_proj_weight, in_proj_bias, bias_k,
                                 bias_v, add_zero_attn: bool, dropout_p: float, out_proj_weight, out_proj_bias,
                                 training: bool, mask, use_separate_proj_weight: bool, q_proj_weight, k_proj_weight,
                                 v_proj_weight, static_k, static_v, average_attn_weights: bool,
                                 is_causal: bool) -> tuple:  # fmt: skip
    """torch's multi-head attention forward of sequence-first ``q`` ``(L, N, E)``, ``k``/``v`` ``(S, N, E)`` with
    the merged ``mask`` (:func:`merge_key_padding`); returns ``(output, weights)`` (weights always computed).

    Raises:
        ValueError: a query whose last axis is not ``embed_dim`` (``The `embed_dim` should be 4, but got 5.``).
    """
    if q.shape[-1] != embed_dim:
        raise ValueError(f"The `embed_dim` should be {embed_dim}, but got {q.shape[-1]}.")
    return F.multi_head_attention_forward(
        q, k, v, embed_dim, num_heads, in_proj_weight, in_proj_bias, bias_k, bias_v, add_zero_attn, dropout_p,
        out_proj_weight, out_proj_bias, training=training, key_padding_mask=None, need_weights=True, attn_mask=mask,
        use_separate_proj_weight=use_separate_proj_weight, q_proj_weight=q_proj_weight, k_proj_weight=k_proj_weight,
        v_proj_weight=v_proj_weight, static_k=static_k, static_v=static_v,
        average_attn_weights=average_attn_weights, is_causal=is_causal,
    )  # fmt: skip


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
