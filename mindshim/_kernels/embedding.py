"""Embedding kernels: row lookup (with max-norm renormalisation), MindSpore's CPU ``EmbeddingLookup`` (ids out of
range give zero rows), row clipping and the segment ids/means of ``nn.MultiFieldEmbeddingLookup``.

``ops.embedding``, ``ops.EmbeddingLookup``, ``mint.nn.functional.embedding``, ``nn.Embedding``,
``nn.EmbeddingLookup`` and ``nn.MultiFieldEmbeddingLookup`` call these.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from . import errors as _errors

__all__ = ["embedding", "embedding_lookup", "clip_rows", "field_segments", "segment_mean", "map_uniform"]


def embedding(idx: torch.Tensor, w: torch.Tensor, padding_idx=None, max_norm=None, norm_type: float = 2.0,
              scale_grad_by_freq: bool = False, wrap: bool = False) -> torch.Tensor:  # fmt: skip
    """Rows of ``w`` at the integer ``idx``; with ``max_norm`` the looked-up rows of ``w`` are first renormalised in
    place (no gradient), as MindSpore's ``ops.embedding`` does. ``padding_idx`` rows get no gradient. With ``wrap``
    (``nn.Embedding``: MindSpore's ``Gather``) an id in ``[-rows, 0)`` counts from the end, and its row gets no
    gradient (MindSpore's Gather gradient drops it).

    Raises:
        RuntimeError: an id outside ``[0, rows)`` (``[-rows, rows)`` with ``wrap``), worded as MindSpore's CPU
            ``Gather`` (behind ``nn.Embedding``) words it, naming ``Gather``: ``the 'input_indices' should be in
            the range [0, 5), but got 7, error_code[58]`` (checked only after the lookup failed, so a valid lookup
            pays nothing).
    """
    try:
        return F.embedding(idx, w, padding_idx, max_norm, norm_type, scale_grad_by_freq)
    except IndexError:
        n = w.shape[0]
        flat = idx.reshape(-1)
        bad = flat[((flat < -n) if wrap else (flat < 0)) | (flat >= n)]
        if not bad.numel() and wrap:  # MindSpore's Gather gradient drops the rows of negative ids
            neg = idx < 0
            out = F.embedding(idx + neg * n, w, padding_idx, max_norm, norm_type, scale_grad_by_freq)
            return torch.where(neg.unsqueeze(-1), out.detach(), out)
        if not bad.numel():
            raise
        first = int(bad[0])
        if wrap and first < 0:  # Gather names the id after adding the rows once
            first += n
        raise _errors.runtime_error(
            "Gather", f"the 'input_indices' should be in the range [0, {n}), but got {first}, error_code[58]"
        ) from None


def embedding_lookup(table: torch.Tensor, ids: torch.Tensor, offset: int = 0) -> torch.Tensor:
    """Rows ``ids - offset`` of ``table``; ids outside ``[0, rows)`` give zero rows (MindSpore's CPU
    ``EmbeddingLookup`` kernel, behind ``ops.EmbeddingLookup`` and ``nn.EmbeddingLookup(target='CPU')``)."""
    ids = ids.long() - int(offset)
    valid = (ids >= 0) & (ids < table.shape[0])
    out = F.embedding(torch.where(valid, ids, torch.zeros_like(ids)), table)
    return torch.where(valid.unsqueeze(-1), out, torch.zeros((), dtype=out.dtype, device=out.device))


def clip_rows(out: torch.Tensor, max_norm: float) -> torch.Tensor:
    """Each embedding vector (last axis) rescaled to an L2 norm of at most ``max_norm`` (computed in Float32)."""
    norm = torch.linalg.vector_norm(out.float(), 2, dim=-1, keepdim=True)
    return (out.float() * max_norm / torch.clamp(norm, min=max_norm)).to(out.dtype)


def field_segments(fid: torch.Tensor, batch: int, field_size: int) -> torch.Tensor:
    """Segment id per (sample, field) of ``nn.MultiFieldEmbeddingLookup``: ``fid + sample * field_size``."""
    segments = batch * field_size
    return fid + torch.arange(0, segments, field_size, dtype=fid.dtype, device=fid.device).reshape(batch, -1)


def segment_mean(merged: torch.Tensor, count: torch.Tensor) -> torch.Tensor:
    """``merged / count``, 0 where ``count`` is 0 (the 'MEAN' combiner of ``nn.MultiFieldEmbeddingLookup``)."""
    return torch.where(count == 0, torch.zeros_like(merged), merged / count)


_MAP_UNIFORM_DTYPES = (torch.int8, torch.int16, torch.int32, torch.int64)


def map_uniform(t: torch.Tensor, per_group_size: int, group_num: int) -> torch.Tensor:
    """``ops.MapUniform``: ``key % group_num * per_group_size + key // group_num`` of each key, with C++'s
    truncating ``%`` and ``/`` (negative keys map as MindSpore's CPU kernel maps them), in ``t``'s dtype.

    Raises:
        TypeError: ``t`` not Int8/Int16/Int32/Int64.
        RuntimeError: ``group_num`` not positive.
    """
    if t.dtype not in _MAP_UNIFORM_DTYPES:
        raise _errors.dtype_error("MapUniform", "input", t.dtype, _MAP_UNIFORM_DTYPES)
    if group_num <= 0:
        raise _errors.runtime_error("MapUniform", f"the 'group_num' must be greater than 0, but got {group_num}")
    rem = torch.fmod(t, group_num)
    quo = torch.div(t, group_num, rounding_mode="trunc")
    return (rem * per_group_size + quo).to(t.dtype)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
