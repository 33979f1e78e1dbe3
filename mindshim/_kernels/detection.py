"""Detection kernels as MindSpore 2.10's CPU kernels compute them: IOU, CheckValid, NMSWithMask, ROIAlign (and its
gradient ROIAlignGrad) and CropAndResize.

``ops.IOU``/``ops.iou``, ``ops.CheckValid``/``ops.check_valid``, ``ops.NMSWithMask``, ``ops.ROIAlign``,
``ops.operations._grad_ops.ROIAlignGrad`` and ``ops.CropAndResize``/``ops.crop_and_resize`` call these. Each kernel
computes in the input dtype op by op where MindSpore's kernel does (Float16 rounds after each step).
"""

from __future__ import annotations

import numpy as np
import torch

from .errors import dtype_error, dtype_name
from . import errors as _errors

__all__ = [
    "iou",
    "check_valid",
    "nms_with_mask",
    "roi_align",
    "roi_align_grad",
    "crop_and_resize",
    "crop_and_resize_dtypes",
    "deformable_offsets",
    "deformable_offsets_check",
    "deformable_offsets_grad",
]

_F16_32 = (torch.float16, torch.float32)


def _scalar(v: float, dtype: torch.dtype, device) -> torch.Tensor:
    """``static_cast<T>(v)`` of a C++ ``float`` value: ``v`` rounded to Float32, then to ``dtype``."""
    return torch.tensor(float(v), dtype=torch.float32, device=device).to(dtype)


# --------------------------------------------------------------------------------------------------------------- IOU


def iou(anchor: torch.Tensor, gt: torch.Tensor, mode: str) -> torch.Tensor:
    """MindSpore 2.10's ``IOU`` (CPU kernel): the ``(M, N)`` overlaps of ``gt`` boxes (M, 4) with ``anchor`` boxes
    (N, 4), ``(x0, y0, x1, y1)`` each, widths and heights counted with ``+ 1`` (pixel convention):
    ``inter / (area_anchor + area_gt - inter + 1e-10)`` ('iou') or ``inter / (area_gt + 1e-10)`` ('iof'), computed
    in the input dtype (Float16/Float32/Float64). Its gradients are zeros, as MindSpore's bprop of IOU gives.

    Raises:
        TypeError: a dtype other than Float16/Float32/Float64, or the two dtypes differ.
        ValueError: inputs not both 2-D, or a last axis not of size 4.
    """
    op = "IOU"
    allowed = (torch.float16, torch.float32, torch.float64)
    if anchor.dtype != gt.dtype:
        raise TypeError(
            f"For primitive[{op}], the input type must be same.\nname:[x]:Tensor[{dtype_name(anchor.dtype)}].\n"
            f"name:[y]:Tensor[{dtype_name(gt.dtype)}]."
        )
    if anchor.dtype not in allowed:
        raise dtype_error(op, "x", anchor.dtype, allowed)
    if anchor.ndim != 2 or gt.ndim != 2:
        raise _errors.value_error(
            op,
            f"input x, y must have the same dimension size and must be 2. But got x size = {anchor.ndim}, "
            f"y size = {gt.ndim}.",
        )
    for name, t in (("anchor_boxes", anchor), ("gt_boxes", gt)):
        if t.shape[1] != 4:
            raise ValueError(f"For primitive[{op}], the {name}.shape[1] must be equal to 4, but got {t.shape[1]}.")
    anchor, gt = anchor.detach(), gt.detach()  # MindSpore's IOU has zero gradients
    one = torch.ones((), dtype=anchor.dtype, device=anchor.device)
    eps = _scalar(1e-10, anchor.dtype, anchor.device) if anchor.dtype != torch.float64 else one * 1e-10
    a = anchor[None, :, :]  # (1, N, 4)
    g = gt[:, None, :]  # (M, 1, 4)
    ix0 = torch.maximum(a[..., 0], g[..., 0])
    iy0 = torch.maximum(a[..., 1], g[..., 1])
    ix1 = torch.minimum(a[..., 2], g[..., 2])
    iy1 = torch.minimum(a[..., 3], g[..., 3])
    zero = torch.zeros((), dtype=anchor.dtype, device=anchor.device)
    ow = torch.maximum(zero, ix1 - ix0 + one)
    oh = torch.maximum(zero, iy1 - iy0 + one)
    overlaps = ow * oh
    area1 = (a[..., 2] - a[..., 0] + one) * (a[..., 3] - a[..., 1] + one)
    area2 = (g[..., 2] - g[..., 0] + one) * (g[..., 3] - g[..., 1] + one)
    if mode == "iou":
        return overlaps / (area1 + area2 - overlaps + eps)
    return overlaps / (area2 + eps)


# -------------------------------------------------------------------------------------------------------- CheckValid

_CHECK_VALID_DTYPES = (torch.float16, torch.float32, torch.int16, torch.uint8)


def check_valid(bboxes: torch.Tensor, img_metas: torch.Tensor) -> torch.Tensor:
    """MindSpore 2.10's ``CheckValid`` (CPU kernel): Bool ``(N,)``, True where box ``(x0, y0, x1, y1)`` has
    ``x0 >= 0``, ``y0 >= 0``, ``x1 <= width * ratio - 1`` and ``y1 <= height * ratio - 1`` for ``img_metas`` =
    ``(height, width, ratio)`` (the bounds computed in Float64). Float16/Float32/Int16/UInt8 inputs of one dtype
    (a Float16/Float32 pair is accepted as MindSpore does).

    Raises:
        TypeError: a dtype outside those four, or two dtypes no CPU kernel takes together.
        ValueError: ``bboxes`` not 2-D or its last axis not 4; ``img_metas`` not 1-D or not of size 3.
    """
    op = "CheckValid"
    for arg, t in (("bboxes", bboxes), ("metas", img_metas)):
        if t.dtype not in _CHECK_VALID_DTYPES:
            raise dtype_error(op, arg, t.dtype, _CHECK_VALID_DTYPES)
    if bboxes.ndim != 2:
        raise ValueError(f"For primitive[{op}], the bboxes rank must be equal to 2, but got {bboxes.ndim}.")
    if img_metas.ndim != 1:
        raise ValueError(f"For primitive[{op}], the img_metas rank must be equal to 1, but got {img_metas.ndim}.")
    if bboxes.shape[1] != 4:
        raise _errors.value_error(op, f"the last dimension of 'bboxes' must equal to 4, but got: {bboxes.shape[1]}.")
    if img_metas.shape[0] != 3:
        raise _errors.value_error(
            op, f"the first dimension of 'img_metas' must equal to 3, but got: {img_metas.shape[0]}."
        )
    if bboxes.dtype != img_metas.dtype and not (bboxes.dtype in _F16_32 and img_metas.dtype in _F16_32):
        raise TypeError(
            "\n----------------------------------------------------\n- Kernel select failed:\n"
            "----------------------------------------------------\nSelect CPU operator[CheckValid] fail! Unsupported "
            "data type!\nThe supported data types are input[Float32 Float32], output[Bool]; input[Float16 Float16], "
            "output[Bool]; input[Int16 Int16], output[Bool]; input[UInt8 UInt8], output[Bool]; , but get input["
            f"{dtype_name(bboxes.dtype)} {dtype_name(img_metas.dtype)} ] and output[Bool ]"
        )
    m = img_metas.to(torch.float64)
    width_x = m[1] * m[2] - 1.0
    height_y = m[0] * m[2] - 1.0
    b = bboxes.to(torch.float64)  # exact for all four dtypes
    invalid = (b[:, 0] < 0) | (b[:, 1] < 0) | (width_x < b[:, 2]) | (height_y < b[:, 3])
    return ~invalid


# ------------------------------------------------------------------------------------------------------- NMSWithMask


def _bitonic_order(keys: torch.Tensor) -> torch.Tensor:
    """The permutation MindSpore's CPU bitonic sort (ascending, padded to a power of two with the dtype's maximum)
    leaves its index buffer in; ties keep the order that network of swaps gives them."""
    n = keys.shape[0]
    size = 1 << max(n - 1, 0).bit_length() if n > 1 else n
    data = torch.full((size,), torch.finfo(keys.dtype).max, dtype=keys.dtype, device=keys.device)
    data[:n] = keys
    index = torch.arange(size, device=keys.device)
    tid = torch.arange(size, device=keys.device)
    i = 2
    while i <= size:
        j = i >> 1
        while j > 0:
            partner = tid ^ j
            lo = tid[partner > tid]
            hi = lo ^ j
            ascending = (lo & i) == 0
            a, b = data[lo], data[hi]
            swap = torch.where(ascending, a > b, a < b)
            lo_s, hi_s = lo[swap], hi[swap]
            data[lo_s], data[hi_s] = data[hi_s].clone(), data[lo_s].clone()
            index[lo_s], index[hi_s] = index[hi_s].clone(), index[lo_s].clone()
            j >>= 1
        i <<= 1
    return index


def nms_with_mask(bboxes: torch.Tensor, iou_threshold: float) -> tuple:
    """MindSpore 2.10's ``NMSWithMask`` (CPU kernel) of ``(N, 5)`` boxes ``(x0, y0, x1, y1, score)``:

    - ``output_boxes`` ``(N, 5)``: the boxes sorted by score, descending (MindSpore's bitonic sort; ties in the
      order its network of swaps leaves them);
    - ``output_idx`` ``(N,)`` Int32: ``0..N-1``, positions in ``output_boxes`` (not indices into ``bboxes``);
    - ``selected_mask`` ``(N,)`` Bool: greedy suppression in that order: a box is dropped when its IoU with a kept
      higher-ranked box is above ``iou_threshold`` (IoU without ``+ 1``, computed in the input dtype; a NaN IoU,
      as of two empty boxes, suppresses nothing).

    Differentiating ``output_boxes`` raises RuntimeError, as MindSpore (which defines no bprop for it) does. The
    kernel reads the input as consecutive rows of 5 values, so an ``(N, 8)`` input (which MindSpore accepts)
    gives the rows of its first ``5 N`` values, as MindSpore's does.

    Raises:
        TypeError: a dtype other than Float16/Float32.
        ValueError: ``bboxes`` not 2-D or its second axis neither 5 nor 8.
    """
    op = "NMSWithMask"
    if bboxes.dtype not in _F16_32:
        raise dtype_error(op, "bboxes", bboxes.dtype, _F16_32)
    if bboxes.ndim != 2:
        raise ValueError(f"For primitive[{op}], the shape of bboxes must be equal to 2 , but got {bboxes.ndim}.")
    if bboxes.shape[1] not in (5, 8):
        raise ValueError(f" For {op}, the 2nd dim in shape of bboxes should equal to 5 or 8, but got {bboxes.shape[1]}")
    n = bboxes.shape[0]
    rows = bboxes.detach().reshape(-1)[: n * 5].reshape(n, 5)
    order = _bitonic_order(rows[:, 4])
    out = rows[order[:n].flip(0)] if n else rows
    t = out.dtype
    b = out[:, :4]
    x1 = torch.maximum(b[:, None, 0], b[None, :, 0])
    y1 = torch.maximum(b[:, None, 1], b[None, :, 1])
    x2 = torch.minimum(b[:, None, 2], b[None, :, 2])
    y2 = torch.minimum(b[:, None, 3], b[None, :, 3])
    zero = torch.zeros((), dtype=t, device=b.device)
    inter = torch.maximum(x2 - x1, zero) * torch.maximum(y2 - y1, zero)
    area = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    ious = inter / ((area[:, None] + area[None, :]) - inter)
    suppress = (ious > _scalar(iou_threshold, t, b.device)).cpu().numpy()
    keep = np.ones(n, dtype=bool)
    for i in range(n - 1):
        if keep[i]:
            keep[i + 1 :] &= ~suppress[i, i + 1 :]
    idx = torch.arange(n, dtype=torch.int32, device=b.device)
    if bboxes.requires_grad:
        out = _NoBprop.apply(bboxes, out)
    return out, idx, torch.from_numpy(keep).to(b.device)


class _NoBprop(torch.autograd.Function):
    """Passes ``out`` through; differentiating it raises MindSpore's RuntimeError for NMSWithMask, which defines no
    bprop."""

    @staticmethod
    def forward(ctx, source, out):
        return out.clone()

    @staticmethod
    def backward(ctx, grad):
        raise RuntimeError("Illegal primitive NMSWithMask's bprop not defined")


# ---------------------------------------------------------------------------------------------------------- ROIAlign


def _roi_checks(op: str, features: torch.Tensor, rois: torch.Tensor, pooled_height: int, pooled_width: int) -> None:
    for arg, t in (("feature", features), ("rois", rois)):
        if t.dtype not in _F16_32:
            raise dtype_error(op, arg, t.dtype, _F16_32)
    if rois.ndim != 2:
        raise ValueError(f"For primitive[{op}], the rank of rois shape must be equal to 2, but got {rois.ndim}.")
    if rois.shape[1] != 5:
        raise ValueError(f"The argument[second dim of rois shape] must be equal to 5, but got {rois.shape[1]}.")
    if features.ndim != 4:
        raise _errors.dim_error(op, "features", 4, features.ndim)
    if features.dtype != rois.dtype:
        raise _errors.type_error(
            op,
            f"'features' and 'rois' must have the same dtype, but got {dtype_name(features.dtype)} and "
            f"{dtype_name(rois.dtype)}.",
        )
    if pooled_height < 0 or pooled_width < 0:
        raise RuntimeError(f"Resize failed for kernel: Default/{op}")
    for name, v in (("pooled_height", pooled_height), ("pooled_width", pooled_width)):
        if v == 0:
            raise RuntimeError(f"The {name} is zero.")


def _roi_batch(rois: torch.Tensor, batch: int) -> torch.Tensor:
    """The image index of each RoI (``rint(index + 7e-5)``), after MindSpore's range check of the raw index."""
    first = rois[:, 0]
    bad = (first < 0) | (first > batch - 1)
    if bool(bad.any()):
        v = float(first[bad.nonzero()[0, 0]])
        raise RuntimeError(f"image_index {v:g} must be a number in [0,{batch - 1:g}]")
    return torch.round(first.to(torch.float32) + 7e-5).long()


def _axis_samples(pos: torch.Tensor, size: int, eps: torch.Tensor) -> tuple:
    """MindSpore's ``bilinear_interpolate`` along one axis: (out of range, low index, high index, low weight
    ``1 - l``, high weight ``l``), in ``pos``'s dtype."""
    t = pos.dtype
    out = (pos < -1) | (pos > size)
    p = torch.where(pos <= 0, torch.zeros_like(pos), pos)
    low = torch.where(p <= eps, torch.zeros_like(p), torch.floor(p)).long()
    at_end = low >= size - 1
    low = torch.where(at_end, torch.full_like(low, size - 1), low)
    high = torch.where(at_end, low, low + 1)
    p = torch.where(at_end, low.to(t), p)
    frac = p - low.to(t)
    return out, low.clamp(0, max(size - 1, 0)), high.clamp(0, max(size - 1, 0)), 1 - frac, frac


def _roi_geometry(rois: torch.Tensor, pooled_height: int, pooled_width: int, spatial_scale: float, sample_num: int,
                  roi_end_mode: int) -> tuple:  # fmt: skip
    """Per-RoI start, bin size, grid size and point count of MindSpore's ``bin_box``, in the RoIs' dtype."""
    t, dev = rois.dtype, rois.device
    scale = _scalar(spatial_scale, t, dev)
    mode = torch.tensor(float(roi_end_mode), dtype=t, device=dev)
    start_w = rois[:, 1] * scale
    start_h = rois[:, 2] * scale
    roi_w = (rois[:, 3] + mode) * scale - start_w
    roi_h = (rois[:, 4] + mode) * scale - start_h
    if roi_end_mode == 0:
        one = torch.ones((), dtype=t, device=dev)
        roi_w = torch.where(roi_w > one, roi_w, one)
        roi_h = torch.where(roi_h > one, roi_h, one)
    bin_h = roi_h / torch.tensor(float(pooled_height), dtype=t, device=dev)
    bin_w = roi_w / torch.tensor(float(pooled_width), dtype=t, device=dev)
    if sample_num > 0:
        grid_h = torch.full(bin_h.shape, sample_num, dtype=torch.long, device=dev)
        grid_w = grid_h.clone()
    else:
        grid_h = torch.floor(torch.nan_to_num(bin_h.float(), nan=0.0)).long()
        grid_w = torch.floor(torch.nan_to_num(bin_w.float(), nan=0.0)).long()
    count = grid_h.to(t) * grid_w.to(t)
    off = _scalar(0.001, t, dev)
    skip = (rois[:, 1] < off) & (rois[:, 3] < off) & (rois[:, 1] > -off) & (rois[:, 3] > -off)
    return start_h, start_w, bin_h, bin_w, grid_h, grid_w, count, skip


def _roi_points(rois: torch.Tensor, height: int, width: int, pooled_height: int, pooled_width: int, geometry: tuple):
    """Yields, for each grid position ``(iy, ix)`` MindSpore's kernels visit (in their order), the corner indices
    ``(y_low, y_high, x_low, x_high)`` (R, PH, 1) / (R, 1, PW), the weights ``(w1, w2, w3, w4)`` and the mask of
    points the kernel adds (R, PH, PW)."""
    start_h, start_w, bin_h, bin_w, grid_h, grid_w, _, skip = geometry
    t, dev = rois.dtype, rois.device
    eps = _scalar(0.00007, t, dev)
    ph = torch.arange(pooled_height, device=dev).to(t)
    pw = torch.arange(pooled_width, device=dev).to(t)
    base_y = start_h[:, None] + ph[None, :] * bin_h[:, None]
    base_x = start_w[:, None] + pw[None, :] * bin_w[:, None]
    gh_t, gw_t = grid_h.to(t), grid_w.to(t)
    max_h = int(grid_h.max()) if grid_h.numel() else 0
    max_w = int(grid_w.max()) if grid_w.numel() else 0
    for iy in range(max_h):
        y = base_y + (_scalar(iy + 0.5, t, dev) * bin_h / gh_t)[:, None]
        out_y, yl, yh, hy, ly = _axis_samples(y, height, eps)
        for ix in range(max_w):
            x = base_x + (_scalar(ix + 0.5, t, dev) * bin_w / gw_t)[:, None]
            out_x, xl, xh, hx, lx = _axis_samples(x, width, eps)
            valid = ~(out_y[:, :, None] | out_x[:, None, :])
            valid &= ((iy < grid_h) & (ix < grid_w) & ~skip)[:, None, None]
            hy3, ly3, hx3, lx3 = hy[:, :, None], ly[:, :, None], hx[:, None, :], lx[:, None, :]
            weights = (hy3 * hx3, hy3 * lx3, ly3 * hx3, ly3 * lx3)
            yield (yl[:, :, None], yh[:, :, None], xl[:, None, :], xh[:, None, :]), weights, valid


def _roi_align_forward(features: torch.Tensor, rois: torch.Tensor, pooled_height: int, pooled_width: int,
                       spatial_scale: float, sample_num: int, roi_end_mode: int) -> torch.Tensor:  # fmt: skip
    n, c, h, w = features.shape
    r = rois.shape[0]
    b = _roi_batch(rois, n)[:, None, None]
    geometry = _roi_geometry(rois, pooled_height, pooled_width, spatial_scale, sample_num, roi_end_mode)
    feat = features.permute(0, 2, 3, 1)  # (N, H, W, C): a gather gives (R, PH, PW, C)
    acc = torch.zeros((r, pooled_height, pooled_width, c), dtype=features.dtype, device=features.device)
    zero = torch.zeros((), dtype=features.dtype, device=features.device)
    if h == 0 or w == 0:
        return acc.permute(0, 3, 1, 2)
    for (yl, yh, xl, xh), (w1, w2, w3, w4), valid in _roi_points(rois, h, w, pooled_height, pooled_width, geometry):
        v1, v2, v3, v4 = feat[b, yl, xl], feat[b, yl, xh], feat[b, yh, xl], feat[b, yh, xh]
        val = w1[..., None] * v1 + w2[..., None] * v2 + w3[..., None] * v3 + w4[..., None] * v4
        acc = acc + torch.where(valid[..., None], val, zero)
    count, skip = geometry[6], geometry[7]
    res = torch.where(skip[:, None, None, None], zero, acc / count[:, None, None, None])
    return res.permute(0, 3, 1, 2)


def roi_align_grad(dy: torch.Tensor, rois: torch.Tensor, xdiff_shape: tuple, pooled_height: int, pooled_width: int,
                   spatial_scale: float, sample_num: int) -> torch.Tensor:  # fmt: skip
    """MindSpore 2.10's ``ROIAlignGrad`` (CPU kernel): the gradient ``dx`` (``xdiff_shape`` = (N, C, H, W), dtype
    of ``dy``) of ROIAlign's features for ``dy`` (R, C, PH, PW): each sample point adds ``dy * w_k / count`` to its
    four corners. The kernel always samples with ``roi_end_mode=1`` (it has no such attribute), so the gradient of
    an ``ROIAlign(roi_end_mode=0)`` is that of mode 1, as in MindSpore. Known difference: in Float16 the additions
    into one pixel happen in another order than MindSpore's (whose order follows its thread split), so results can
    differ by a few Float16 ulps.

    Raises:
        TypeError: ``dy`` or ``rois`` not Float16/Float32. RuntimeError: an image index outside ``[0, N - 1]``.
    """
    op = "ROIAlignGrad"
    for arg, t in (("dy", dy), ("rois", rois)):
        if t.dtype not in _F16_32:
            raise dtype_error(op, arg, t.dtype, _F16_32)
    n, c, h, w = (int(v) for v in xdiff_shape)
    dx = torch.zeros((n, h, w, c), dtype=dy.dtype, device=dy.device)
    if rois.shape[0] == 0 or h == 0 or w == 0:
        return dx.permute(0, 3, 1, 2).contiguous()
    rois = rois.detach().to(dy.dtype)
    b = _roi_batch(rois, n)[:, None, None]
    geometry = _roi_geometry(rois, pooled_height, pooled_width, spatial_scale, sample_num, 1)
    count = geometry[6][:, None, None, None]
    g = dy.detach().permute(0, 2, 3, 1)  # (R, PH, PW, C)
    zero = torch.zeros((), dtype=dy.dtype, device=dy.device)
    for (yl, yh, xl, xh), weights, valid in _roi_points(rois, h, w, pooled_height, pooled_width, geometry):
        for (yi, xi), wk in zip(((yl, xl), (yl, xh), (yh, xl), (yh, xh)), weights):
            gk = torch.where(valid[..., None], g * wk[..., None] / count, zero)
            idx = (b.expand_as(valid), yi.expand_as(valid), xi.expand_as(valid))
            dx.index_put_(idx, gk, accumulate=True)
    return dx.permute(0, 3, 1, 2).contiguous()


class _ROIAlignFunction(torch.autograd.Function):
    """ROIAlign with MindSpore's backward: ``ROIAlignGrad`` for the features, zeros for the RoIs."""

    @staticmethod
    def forward(ctx, features, rois, pooled_height, pooled_width, spatial_scale, sample_num, roi_end_mode):
        ctx.save_for_backward(rois)
        ctx.attrs = (tuple(features.shape), pooled_height, pooled_width, spatial_scale, sample_num)
        return _roi_align_forward(features, rois, pooled_height, pooled_width, spatial_scale, sample_num, roi_end_mode)

    @staticmethod
    def backward(ctx, dy):
        (rois,) = ctx.saved_tensors
        shape, ph, pw, scale, sample_num = ctx.attrs
        dx = roi_align_grad(dy, rois, shape, ph, pw, scale, sample_num)
        return dx, torch.zeros_like(rois), None, None, None, None, None


def roi_align(features: torch.Tensor, rois: torch.Tensor, pooled_height: int, pooled_width: int,
              spatial_scale: float, sample_num: int, roi_end_mode: int) -> torch.Tensor:  # fmt: skip
    """MindSpore 2.10's ``ROIAlign`` (CPU kernel): ``(R, C, pooled_height, pooled_width)`` averages of bilinear
    samples of NCHW ``features`` over each RoI ``(image_index, x0, y0, x1, y1)`` scaled by ``spatial_scale``
    (``x1``/``y1`` shifted by ``roi_end_mode`` first; mode 0 forces RoIs to at least 1x1). Each bin takes
    ``sample_num`` x ``sample_num`` points, or ``floor(bin size)`` per axis when ``sample_num <= 0`` (a bin of no
    points gives 0/0 = NaN, as MindSpore's kernel does). Points more than one pixel outside the map add nothing;
    a RoI whose ``x0`` and ``x1`` are both within 0.001 of 0 gives zeros. Computed in the input dtype op by op,
    points added in MindSpore's order. Differentiable in ``features`` with MindSpore's ``ROIAlignGrad`` (see
    :func:`roi_align_grad`); the RoIs get zero gradients.

    Known differences: MindSpore reads a 3-D ``features`` or RoIs of another dtype than ``features`` as raw memory;
    mindshim raises ValueError/TypeError for them.

    Raises:
        TypeError: a dtype other than Float16/Float32.
        ValueError: ``rois`` not of shape (R, 5); ``features`` not 4-D.
        RuntimeError: a zero or negative pooled size; an image index outside ``[0, N - 1]``.
    """
    op = "ROIAlign"
    _roi_checks(op, features, rois, pooled_height, pooled_width)
    if rois.shape[0]:
        _roi_batch(rois.detach(), features.shape[0])
    return _ROIAlignFunction.apply(
        features, rois.detach(), pooled_height, pooled_width, spatial_scale, sample_num, roi_end_mode
    )


# ----------------------------------------------------------------------------------------------------- CropAndResize

_CROP_IMAGE_DTYPES = (
    torch.int8,
    torch.int16,
    torch.int32,
    torch.int64,
    torch.float16,
    torch.float32,
    torch.float64,
    torch.uint8,
    torch.uint16,
)


def crop_and_resize_dtypes(image: torch.Tensor, boxes: torch.Tensor, box_index: torch.Tensor) -> None:
    """MindSpore 2.10's dtype checks of CropAndResize: an image dtype its CPU kernel has, Float32 boxes, Int32
    box indices (TypeError otherwise)."""
    op = "CropAndResize"
    if image.dtype not in _CROP_IMAGE_DTYPES:
        raise dtype_error(op, "x", image.dtype, _CROP_IMAGE_DTYPES)
    if boxes.dtype != torch.float32:
        raise dtype_error(op, "boxes", boxes.dtype, (torch.float32,))
    if box_index.dtype != torch.int32:
        raise dtype_error(op, "box_index", box_index.dtype, (torch.int32,))


def crop_and_resize(image: torch.Tensor, boxes: torch.Tensor, box_index: torch.Tensor, crop_size: tuple,
                    method: str, extrapolation_value: float) -> torch.Tensor:  # fmt: skip
    """MindSpore 2.10's ``CropAndResize`` (CPU kernel, TensorFlow's rule): Float32 ``(num_boxes, crop_h, crop_w,
    depth)`` crops of NHWC ``image`` at normalised boxes ``(y1, x1, y2, x2)`` (``y1 > y2`` flips), box ``i`` read
    from image ``box_index[i]``. A crop row ``py`` samples ``y1 (H - 1) + py (y2 - y1) (H - 1) / (crop_h - 1)``
    (the box centre when ``crop_h == 1``); samples outside the image take ``extrapolation_value`` ('bilinear',
    'nearest'). 'bilinear' interpolates the four neighbours, 'nearest' rounds half away from zero, 'bilinear_v2'
    is MindSpore's pixel-grid variant (pixels ``int(y1 * H)`` to ``int(y2 * H)``, half-pixel centres, sampled
    pixels clamped into the image, no extrapolation).

    Differentiable as MindSpore's backward is: the image gradient (in the image's float dtype) is that of the
    'bilinear' sampling for 'bilinear' and of the 'nearest' one for the two other methods
    (CropAndResizeGradImage); the boxes gradient is that of the 'bilinear' sampling whatever the method
    (CropAndResizeGradBoxes); ``box_index`` gets none. A Float16 image's gradient is summed in Float16 in the
    kernel's order, as MindSpore's is.

    Raises:
        TypeError: an image dtype MindSpore's CPU kernel lacks; ``boxes`` not Float32; ``box_index`` not Int32.
        ValueError: an index in ``box_index`` outside ``[0, batch)``.
    """
    op = "CropAndResize"
    crop_and_resize_dtypes(image, boxes, box_index)
    batch = image.shape[0]
    if boxes.shape[0]:
        bad = (box_index < 0) | (box_index >= batch)
        if bool(bad.any()):
            v = int(box_index[bad.nonzero()[0, 0]])
            raise _errors.value_error(op, f"the value of box_index must be in [0, {batch}), but got [{v}].")
    size = (int(crop_size[0]), int(crop_size[1]))
    return _CropAndResizeFunction.apply(image, boxes, box_index, size, method, float(extrapolation_value))


class _CropAndResizeFunction(torch.autograd.Function):
    """CropAndResize with MindSpore's backward (see :func:`crop_and_resize`)."""

    @staticmethod
    def forward(ctx, image, boxes, box_index, size, method, extrapolation_value):
        ctx.save_for_backward(image, boxes, box_index)
        ctx.attrs = (size, method, extrapolation_value)
        return _crop_sample(image.detach(), boxes.detach(), box_index, size, method, extrapolation_value)

    @staticmethod
    def backward(ctx, dy):
        image, boxes, box_index = ctx.saved_tensors
        size, method, extrapolation_value = ctx.attrs
        grad_image = grad_boxes = None
        with torch.enable_grad():
            sampling = "bilinear" if method == "bilinear" else "nearest"
            if ctx.needs_input_grad[0] and image.dtype == torch.float16:
                grad_image = _crop_image_grad_f16(dy, image.shape, boxes.detach(), box_index, size, sampling)
            elif ctx.needs_input_grad[0]:
                x = image.detach().requires_grad_(True)
                y = _crop_sample(x, boxes.detach(), box_index, size, sampling, extrapolation_value)
                (grad_image,) = torch.autograd.grad(y, x, dy)
            if ctx.needs_input_grad[1]:
                b = boxes.detach().requires_grad_(True)
                y = _crop_sample(image.detach(), b, box_index, size, "bilinear", extrapolation_value)
                (grad_boxes,) = torch.autograd.grad(y, b, dy)
        return grad_image, grad_boxes, None, None, None, None


def _crop_targets(boxes: torch.Tensor, height: int, width: int, ch: int, cw: int) -> tuple:
    """The sample rows ``ty`` (nb, ch) and columns ``tx`` (nb, cw) of CropAndResize (TensorFlow's rule), with the
    masks of those outside the image."""
    nb, dev = boxes.shape[0], boxes.device
    y1, x1, y2, x2 = (boxes[:, k][:, None] for k in range(4))
    py = torch.arange(ch, device=dev, dtype=torch.float32)[None, :]
    px = torch.arange(cw, device=dev, dtype=torch.float32)[None, :]
    if ch > 1:
        ty = y1 * float(height - 1) + py * ((y2 - y1) * float(height - 1) / float(ch - 1))
    else:
        ty = (0.5 * (y1 + y2) * float(height - 1)).expand(nb, 1)
    if cw > 1:
        tx = x1 * float(width - 1) + px * ((x2 - x1) * float(width - 1) / float(cw - 1))
    else:
        tx = (0.5 * (x1 + x2) * float(width - 1)).expand(nb, 1)
    out_y = (ty < 0) | (ty > height - 1) | ty.isnan()
    out_x = (tx < 0) | (tx > width - 1) | tx.isnan()
    return ty, tx, out_y, out_x


def _crop_image_grad_f16(dy: torch.Tensor, shape: tuple, boxes: torch.Tensor, box_index: torch.Tensor, size: tuple,
                         sampling: str) -> torch.Tensor:  # fmt: skip
    """MindSpore's CropAndResizeGradImage for a Float16 image: each contribution (computed in Float32, rounded to
    Float16) added to its pixel in Float16, in the kernel's order (box, row, column, corner)."""
    batch, height, width, depth = shape
    ty, tx, out_y, out_x = _crop_targets(boxes, height, width, *size)
    valid = ~(out_y[:, :, None] | out_x[:, None, :])
    ty = torch.where(out_y, torch.zeros_like(ty), ty)
    tx = torch.where(out_x, torch.zeros_like(tx), tx)
    bi = box_index.long()[:, None, None]
    g = dy.to(torch.float32)

    def pixel(yi: torch.Tensor, xi: torch.Tensor) -> torch.Tensor:
        return (bi * height + yi[:, :, None]) * width + xi[:, None, :]

    if sampling == "bilinear":
        top, bottom = torch.floor(ty).long(), torch.ceil(ty).long()
        left, right = torch.floor(tx).long(), torch.ceil(tx).long()
        y_lerp = (ty - top.to(torch.float32))[:, :, None, None]
        x_lerp = (tx - left.to(torch.float32))[:, None, :, None]
        dtop, dbottom = g * (1 - y_lerp), g * y_lerp
        vals = torch.stack(((1 - x_lerp) * dtop, x_lerp * dtop, (1 - x_lerp) * dbottom, x_lerp * dbottom), 3)
        pix = torch.stack((pixel(top, left), pixel(top, right), pixel(bottom, left), pixel(bottom, right)), 3)
    else:
        vals = g[:, :, :, None, :]
        pix = pixel(_round_half_away(ty), _round_half_away(tx))[..., None]
    keep = valid[..., None].expand(pix.shape).reshape(-1)
    pix = pix.reshape(-1)[keep]
    vals = vals.to(torch.float16).reshape(-1, depth)[keep]
    out = torch.zeros((batch * height * width, depth), dtype=torch.float16, device=dy.device)
    if pix.numel():
        order = torch.argsort(pix, stable=True)  # each pixel's contributions, in the kernel's order
        sorted_pix = pix[order]
        rank = torch.arange(pix.numel(), device=pix.device) - torch.searchsorted(sorted_pix, sorted_pix)
        for r in range(int(rank.max()) + 1):
            sel = order[rank == r]  # at most one contribution per pixel
            out[pix[sel]] = out[pix[sel]] + vals[sel]
    return out.reshape(batch, height, width, depth)


def _crop_sample(image: torch.Tensor, boxes: torch.Tensor, box_index: torch.Tensor, size: tuple, method: str,
                 extrapolation_value: float) -> torch.Tensor:  # fmt: skip
    """The CropAndResize samples of one method, differentiable in ``image`` (a float dtype) and ``boxes``."""
    batch, height, width, depth = image.shape
    ch, cw = size
    nb = boxes.shape[0]
    img = image if image.dtype == torch.float32 else image.to(torch.float32)
    dev = boxes.device
    if nb == 0:
        return torch.zeros((0, ch, cw, depth), dtype=torch.float32, device=dev)
    bi = box_index.long()[:, None, None]
    flat = img.reshape(-1, depth)  # rows of depth values, indexed (b * H + y) * W + x
    if method == "bilinear_v2":
        return _crop_v2(flat, bi, boxes.detach(), height, width, ch, cw)
    ty, tx, out_y, out_x = _crop_targets(boxes, height, width, ch, cw)
    outside = (out_y[:, :, None] | out_x[:, None, :])[..., None]  # (nb, ch, cw, 1)
    tyd = torch.where(out_y, torch.zeros_like(ty), ty)
    txd = torch.where(out_x, torch.zeros_like(tx), tx)

    def at(yi: torch.Tensor, xi: torch.Tensor) -> torch.Tensor:
        return flat[(bi * height + yi[:, :, None]) * width + xi[:, None, :]]  # (nb, ch, cw, depth)

    extrap = torch.tensor(float(extrapolation_value), dtype=torch.float32, device=dev)
    if method == "nearest":
        yi, xi = _round_half_away(tyd.detach()), _round_half_away(txd.detach())
        return torch.where(outside, extrap, at(yi, xi))
    top_i, bot_i = torch.floor(tyd.detach()).long(), torch.ceil(tyd.detach()).long()
    left_i, right_i = torch.floor(txd.detach()).long(), torch.ceil(txd.detach()).long()
    x_lerp = (txd - left_i.to(torch.float32))[:, None, :, None]
    y_lerp = (tyd - top_i.to(torch.float32))[:, :, None, None]
    tl, tr = at(top_i, left_i), at(top_i, right_i)
    bl, br = at(bot_i, left_i), at(bot_i, right_i)
    top = tl + (tr - tl) * x_lerp
    bottom = bl + (br - bl) * x_lerp
    return torch.where(outside, extrap, top + (bottom - top) * y_lerp)


def _round_half_away(v: torch.Tensor) -> torch.Tensor:
    """C's ``roundf`` of non-negative ``v`` (halves away from zero) as indices."""
    f = torch.floor(v)
    return torch.where(v - f == 0.5, f + 1, torch.round(v)).long()


def _crop_v2(flat: torch.Tensor, bi: torch.Tensor, boxes: torch.Tensor, height: int, width: int, ch: int,
             cw: int) -> torch.Tensor:  # fmt: skip
    """MindSpore's 'bilinear_v2' CropAndResize: a half-pixel resize of the pixel box ``int(y1 H)..int(y2 H)``."""
    dev = boxes.device

    def axis(lo_n: torch.Tensor, hi_n: torch.Tensor, size: int, out: int) -> tuple:
        lo = torch.trunc(lo_n * size).long()
        hi = torch.trunc(hi_n * size).long()
        extent = torch.clamp(hi - lo + 1, min=1)
        o = torch.arange(out, device=dev, dtype=torch.float32)[None, :]
        point = (o + 0.5) * (extent.to(torch.float32)[:, None] / float(out)) - 0.5
        first = torch.minimum(torch.clamp(torch.floor(point).long(), min=0), extent[:, None] - 1)
        second = torch.minimum(torch.clamp(torch.ceil(point).long(), min=0), extent[:, None] - 1)
        lerp = point - first.to(torch.float32)
        # MindSpore 2.10 keeps the sampled pixels inside the image
        return (lo[:, None] + first).clamp(0, size - 1), (lo[:, None] + second).clamp(0, size - 1), lerp

    top, bottom, y_lerp = axis(boxes[:, 0], boxes[:, 2], height, ch)
    left, right, x_lerp = axis(boxes[:, 1], boxes[:, 3], width, cw)

    def at(yi: torch.Tensor, xi: torch.Tensor) -> torch.Tensor:
        return flat[(bi * height + yi[:, :, None]) * width + xi[:, None, :]]

    yl, xl = y_lerp[:, :, None, None], x_lerp[:, None, :, None]
    return (
        at(top, left) * (1 - yl) * (1 - xl)
        + at(bottom, right) * yl * xl
        + at(top, right) * (1 - yl) * xl
        + at(bottom, left) * yl * (1 - xl)
    )


# -------------------------------------------------------------------------------------------------- DeformableOffsets


def deformable_offsets_check(x: torch.Tensor, offsets: torch.Tensor, strides: tuple, pads: tuple, ksize: tuple,
                             dilations: tuple, deformable_groups: int) -> tuple:  # fmt: skip
    """MindSpore 2.10's input checks of ``DeformableOffsets`` on NCHW ``x``; returns the output grid ``(OH, OW)``.

    Raises:
        TypeError: dtypes that differ or are not Float16/Float32.
        ValueError: ``x`` not 4-D, channels not divisible by ``deformable_groups``, ``offsets`` channels not
            ``3 * kh * kw * deformable_groups`` or its H/W not the output grid.
    """
    op = "DeformableOffsets"
    if x.dtype != offsets.dtype:
        raise TypeError(
            f"For primitive[{op}], the input type must be same.\nname:[offsets]:Tensor[{dtype_name(offsets.dtype)}].\n"
            f"name:[x]:Tensor[{dtype_name(x.dtype)}]."
        )
    if x.dtype not in _F16_32:
        raise dtype_error(op, "offsets", x.dtype, _F16_32)
    if x.ndim != 4:
        raise ValueError(f"For primitive[{op}], the x shape size must be equal to 4, but got {x.ndim}.")
    if offsets.ndim != 4:
        raise ValueError(f"For primitive[{op}], the offsets shape size must be equal to 4, but got {offsets.ndim}.")
    kh, kw = ksize
    c = x.shape[1]
    if c % deformable_groups:
        raise _errors.value_error(
            op,
            f"'C_in' of input 'x' shape must be divisible by 'deformable_groups', but got 'C_in' of input "
            f"'x' shape: {c}, and 'deformable_groups': {deformable_groups}.",
        )
    if offsets.shape[1] != 3 * kh * kw * deformable_groups:
        raise _errors.value_error(
            op,
            f"'C_in' of input 'offsets' shape must be equal to 3 * kernel_height * kernel_width * "
            f"deformable_groups, but got 'C_in' of input 'offsets' shape: {offsets.shape[1]}, kernel_height: {kh}, "
            f"kernel_width: {kw}, deformable_groups: {deformable_groups}.",
        )
    oh = (x.shape[2] + pads[0] + pads[1] - (kh - 1) * dilations[2] - 1) // strides[2] + 1
    ow = (x.shape[3] + pads[2] + pads[3] - (kw - 1) * dilations[3] - 1) // strides[3] + 1
    if tuple(offsets.shape[2:]) != (oh, ow):
        raise _errors.value_error(
            op,
            f"the H and W dims of offsets input should be equal to the computed H and W dims of the output "
            f"of deformable_conv2d. But got H and W dims of offsets input: ({offsets.shape[2]}, {offsets.shape[3]}), "
            f"computed H and W dims of the output of deformable_conv2d: ({oh}, {ow}).",
            sep=", ",
        )
    return oh, ow


def deformable_offsets(x: torch.Tensor, offsets: torch.Tensor, strides: tuple, pads: tuple, ksize: tuple,
                       dilations: tuple, deformable_groups: int) -> torch.Tensor:  # fmt: skip
    """MindSpore 2.10's ``DeformableOffsets`` (CPU kernel) of NCHW ``x``: the ``(N, C, OH * kh, OW * kw)`` map whose
    ``(oy * kh + i, ox * kw + j)`` entry is ``x`` sampled bilinearly at the kernel tap ``(i, j)`` of output pixel
    ``(oy, ox)`` (``oy * stride - pad_top + i * dilation``, likewise in x) moved by its offset, times its mask.
    ``offsets`` is ``(N, 3 * deformable_groups * kh * kw, OH, OW)`` ordered (x offsets, y offsets, masks), each
    ``(deformable_groups, kh, kw)``. Points with ``y <= -1``, ``y >= H`` (likewise x) give 0, corners outside the
    map count as 0. Computed in the input dtype op by op; differentiable in ``x`` and ``offsets``.

    ``strides``/``dilations`` are NCHW 4-tuples, ``pads`` (top, bottom, left, right). Errors: see
    :func:`deformable_offsets_check`.
    """
    oh, ow = deformable_offsets_check(x, offsets, strides, pads, ksize, dilations, deformable_groups)
    n, c, h, w = x.shape
    kh, kw = ksize
    t, dev = x.dtype, x.device
    dg = deformable_groups
    off = offsets.reshape(n, 3, dg, kh, kw, oh, ow)
    per = c // dg
    # (N, C, kh, kw, OH, OW): each channel reads its deformable group's offsets
    off_x, off_y, mask = (off[:, k].repeat_interleave(per, dim=1) for k in range(3))
    bx = (torch.arange(ow, device=dev)[None, :] * strides[3] + torch.arange(kw, device=dev)[:, None] * dilations[3]
          - pads[2])  # fmt: skip
    by = (torch.arange(oh, device=dev)[None, :] * strides[2] + torch.arange(kh, device=dev)[:, None] * dilations[2]
          - pads[0])  # fmt: skip
    px = bx.to(t)[None, None, None, :, None, :] + off_x  # (kw, OW) -> (.., kw, 1, OW)
    py = by.to(t)[None, None, :, None, :, None] + off_y  # (kh, OH) -> (.., kh, 1, OH, 1)
    inside = (py > -1) & (py < h) & (px > -1) & (px < w)
    left = torch.floor(px.detach()).long()
    top = torch.floor(py.detach()).long()
    right, bottom = left + 1, top + 1
    lx = px - left.to(t)
    rx = 1 - lx
    ty = py - top.to(t)
    by_ = 1 - ty
    flat = x.reshape(n, c, h * w)
    zero = torch.zeros((), dtype=t, device=dev)

    def corner(yi: torch.Tensor, xi: torch.Tensor) -> torch.Tensor:
        ok = (yi >= 0) & (yi <= h - 1) & (xi >= 0) & (xi <= w - 1)
        idx = (yi.clamp(0, max(h - 1, 0)) * w + xi.clamp(0, max(w - 1, 0))).reshape(n, c, -1)
        v = torch.gather(flat, 2, idx).reshape(yi.shape)
        return torch.where(ok, v, zero)

    val = rx * by_ * corner(top, left) + lx * by_ * corner(top, right)
    val = val + rx * ty * corner(bottom, left) + lx * ty * corner(bottom, right)
    out = torch.where(inside, val, zero) * mask  # (N, C, kh, kw, OH, OW)
    return out.permute(0, 1, 4, 2, 5, 3).reshape(n, c, oh * kh, ow * kw)


def deformable_offsets_grad(grad: torch.Tensor, x: torch.Tensor, offsets: torch.Tensor, strides: tuple, pads: tuple,
                            ksize: tuple, dilations: tuple, deformable_groups: int) -> tuple:  # fmt: skip
    """MindSpore 2.10's ``DeformableOffsetsGrad``: ``(dx, d_offsets)``, ``grad`` (the gradient of
    :func:`deformable_offsets`'s ``(N, C, OH * kh, OW * kw)`` output, cast to ``x``'s dtype) pulled back to ``x``
    and ``offsets``, in their dtype.

    Raises:
        TypeError: ``x`` and ``offsets`` of different dtypes or not Float16/Float32.
        ValueError: the shapes :func:`deformable_offsets_check` refuses, or ``grad`` not of the output's shape.
    """
    oh, ow = deformable_offsets_check(x, offsets, strides, pads, ksize, dilations, deformable_groups)
    expected = (x.shape[0], x.shape[1], oh * ksize[0], ow * ksize[1])
    if tuple(grad.shape) != expected:
        raise _errors.value_error(
            "DeformableOffsetsGrad", f"the shape of 'grad' must be {list(expected)}, but got {list(grad.shape)}."
        )
    with torch.enable_grad():
        xr = x.detach().requires_grad_(True)
        orr = offsets.detach().requires_grad_(True)
        y = deformable_offsets(xr, orr, strides, pads, ksize, dilations, deformable_groups)
        dx, doff = torch.autograd.grad(y, (xr, orr), grad.detach().to(y.dtype))
    return dx, doff


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
