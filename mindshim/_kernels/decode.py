"""Greedy CTC decoding and the box-suppression kernels of MindSpore's CPU primitives (``CTCGreedyDecoder``,
``NonMaxSuppressionWithOverlaps``, ``CombinedNonMaxSuppression``), as their C++ CPU kernels compute them."""

from __future__ import annotations

import functools

import numpy as np
import torch

from . import errors as _errors

__all__ = ["ctc_greedy_decoder", "nms_with_overlaps", "combined_nms"]


def ctc_greedy_decoder(inputs: torch.Tensor, sequence_length: torch.Tensor, merge_repeated: bool) -> tuple:
    """MindSpore's ``CTCGreedyDecoder`` CPU kernel over ``inputs`` ``(max_time, batch, num_classes)`` (Float32/64)
    and ``sequence_length`` ``(batch,)`` (Int32): at each step of each sequence the first largest class; the blank
    is ``num_classes - 1``; blanks are dropped and, with ``merge_repeated``, a class equal to the previous step's.
    ``log_probability`` is minus the sum of the step maxima (no logarithm is taken), accumulated in the input dtype.

    Returns ``(decoded_indices (n, 2) Int64, decoded_values (n,) Int64, decoded_shape (2,) Int64 = [batch,
    longest], log_probability (batch, 1))``.

    Raises:
        TypeError: ``inputs`` not Float32/64, ``sequence_length`` not Int32.
        ValueError: ``inputs`` not 3-D, ``sequence_length`` not 1-D or of another batch size.
        RuntimeError: a sequence length above ``max_time``.
    """
    op = "CTCGreedyDecoder"
    if inputs.dtype not in (torch.float32, torch.float64):
        raise _errors.dtype_error(op, "inputs type", inputs.dtype, (torch.float32, torch.float64))
    if sequence_length.dtype != torch.int32:
        raise _errors.dtype_error(op, "sequence length dtype", sequence_length.dtype, (torch.int32,))
    if inputs.ndim != 3:
        raise _errors.value_error(op, f"inputs's dim must be 3, but got: {inputs.ndim}.")
    if sequence_length.ndim != 1:
        raise _errors.value_error(op, f"sequence_length's dims must be 1, but got: {sequence_length.ndim}.")
    max_time, batch, classes = inputs.shape
    if sequence_length.shape[0] != batch:
        raise _errors.value_error(
            op,
            "inputs batch_size must be the same with sequence_length batch_size, but now inputs batch_size: "
            f"{batch} and sequence_length batch_size: {sequence_length.shape[0]}.",
        )
    lengths = sequence_length.tolist()
    for b, n in enumerate(lengths):
        if not n <= max_time:
            raise _errors.runtime_error(op, f"sequence_length[{b}] {n} should be less than {max_time}.")
    best, cls = inputs.max(-1)  # torch returns the first index of the maximum, as the kernel's strict '>' does
    best_rows, cls_rows = best.t().tolist(), cls.t().tolist()
    blank = classes - 1
    indices, values, logp = [], [], []
    longest = 0
    for b in range(batch):
        n = max(lengths[b], 0)
        acc = torch.zeros((), dtype=inputs.dtype)
        for t in range(n):
            acc = acc - best_rows[b][t]
        logp.append(acc)
        decoded, prev = [], -1
        for t in range(n):
            c = cls_rows[b][t]
            if c != blank and not (merge_repeated and c == prev):
                decoded.append(c)
            prev = c
        longest = max(longest, len(decoded))
        indices += [[b, t] for t in range(len(decoded))]
        values += decoded
    ind = torch.tensor(indices, dtype=torch.int64).reshape(-1, 2)
    return (
        ind,
        torch.tensor(values, dtype=torch.int64),
        torch.tensor([batch, longest], dtype=torch.int64),
        torch.stack(logp).reshape(batch, 1) if logp else torch.zeros((0, 1), dtype=inputs.dtype),
    )


class _MaxHeap:
    """libstdc++'s ``std::priority_queue`` (``push_heap``/``pop_heap`` over a sequence) with a less-than on the
    first item of each entry: equal keys come out in the order that implementation gives, which MindSpore's CPU
    kernels inherit."""

    def __init__(self) -> None:
        self.a: list = []

    def _push_up(self, hole: int, top: int, value) -> None:
        a = self.a
        parent = (hole - 1) // 2
        while hole > top and a[parent][0] < value[0]:
            a[hole] = a[parent]
            hole = parent
            parent = (hole - 1) // 2
        a[hole] = value

    def push(self, value) -> None:
        self.a.append(value)
        self._push_up(len(self.a) - 1, 0, value)

    def pop(self):
        a = self.a
        top = a[0]
        value = a[-1]
        a[-1] = top
        n = len(a) - 1
        hole, child = 0, 0
        while child < (n - 1) // 2:
            child = 2 * (child + 1)
            if a[child][0] < a[child - 1][0]:
                child -= 1
            a[hole] = a[child]
            hole = child
        if n % 2 == 0 and child == (n - 2) // 2 and n > 0:
            child = 2 * (child + 1)
            a[hole] = a[child - 1]
            hole = child - 1
        if n > 0:
            self._push_up(hole, 0, value)
        a.pop()
        return top

    def __len__(self) -> int:
        return len(self.a)


def nms_with_overlaps(
    overlaps: torch.Tensor, scores: torch.Tensor, max_output_size: int, overlap_threshold: float, score_threshold: float
) -> torch.Tensor:
    """MindSpore's ``NonMaxSuppressionWithOverlaps`` CPU kernel: the boxes scoring above ``score_threshold`` taken
    greedily by descending score (ties in the order of libstdc++'s priority queue, as the kernel's), each kept
    unless its overlap with a kept box is >= ``overlap_threshold``, at most ``max_output_size``; Int32 indices.
    Values are read as float32.

    Raises:
        ValueError: ``max_output_size`` negative.
    """
    if max_output_size < 0:
        raise _errors.value_error("NonMaxSuppressionWithOverlaps", "the input max_output_size must be non-negative.")
    ov = overlaps.to(torch.float32)
    sc = scores.to(torch.float32).tolist()
    thr = float(torch.tensor(overlap_threshold, dtype=torch.float32))
    sthr = float(torch.tensor(score_threshold, dtype=torch.float32))
    heap = _MaxHeap()
    for i, v in enumerate(sc):
        if v > sthr:
            heap.push((v, i))
    rows = ov.tolist()
    kept: list = []
    while len(kept) < max_output_size and len(heap):
        _, i = heap.pop()
        if not any(rows[i][j] >= thr for j in reversed(kept)):
            kept.append(i)
    return torch.tensor(kept, dtype=torch.int32)


_FEPS = float(np.finfo(np.float32).eps)


def _iou32(a: list, b: list) -> np.float32:
    """The float32 IOU of MindSpore's CombinedNonMaxSuppression kernel over ordered ``(y1, x1, y2, x2)`` boxes (0
    when either area is not positive)."""
    f = np.float32
    area_a = (f(a[2]) - f(a[0])) * (f(a[3]) - f(a[1]))
    area_b = (f(b[2]) - f(b[0])) * (f(b[3]) - f(b[1]))
    if area_a <= 0 or area_b <= 0:
        return f(0)
    lx, ly = max(f(a[0]), f(b[0])), max(f(a[1]), f(b[1]))
    rx, ry = min(f(a[2]), f(b[2])), min(f(a[3]), f(b[3]))
    w = rx - lx if rx > lx else f(0)
    h = ry - ly if ry > ly else f(0)
    area = w * h
    return area / (area_a + area_b - area)


def _before(x: tuple, y: tuple) -> int:
    """The kernel's queue order on ``(score, box_index)``: higher score first, equal scores (within float32
    epsilon) by lower box index."""
    (sx, ix), (sy, iy) = x, y
    if abs(sx - sy) < _FEPS:
        return -1 if ix < iy else (1 if ix > iy else 0)
    return -1 if sx > sy else 1


def _std_sort(a: list, less) -> None:
    """libstdc++'s ``std::sort`` (introsort: median-of-three partitions down to runs of 16, then insertion sort)
    in place, so that elements equal under ``less`` end in the order MindSpore's CPU kernels leave them. Past
    the depth limit (adversarial inputs) the rest is sorted stably instead of by libstdc++'s heap sort."""

    def median_to_first(r: int, x: int, y: int, z: int) -> None:
        if less(a[x], a[y]):
            m = y if less(a[y], a[z]) else (z if less(a[x], a[z]) else x)
        elif less(a[x], a[z]):
            m = x
        else:
            m = z if less(a[y], a[z]) else y
        a[r], a[m] = a[m], a[r]

    def partition(first: int, last: int, pivot: int) -> int:
        while True:
            while less(a[first], a[pivot]):
                first += 1
            last -= 1
            while less(a[pivot], a[last]):
                last -= 1
            if not first < last:
                return first
            a[first], a[last] = a[last], a[first]
            first += 1

    def loop(first: int, last: int, depth: int) -> None:
        while last - first > 16:
            if depth == 0:
                a[first:last] = sorted(a[first:last], key=functools.cmp_to_key(lambda x, y: -1 if less(x, y) else 0))
                return
            depth -= 1
            mid = first + (last - first) // 2
            median_to_first(first, first + 1, mid, last - 1)
            cut = partition(first + 1, last, first)
            loop(cut, last, depth)
            last = cut

    def linear_insert(i: int) -> None:
        val = a[i]
        j = i - 1
        while less(val, a[j]):
            a[i] = a[j]
            i, j = j, j - 1
        a[i] = val

    def insertion(first: int, last: int) -> None:
        for i in range(first + 1, last):
            if less(a[i], a[first]):
                val = a[i]
                a[first + 1 : i + 1] = a[first:i]
                a[first] = val
            else:
                linear_insert(i)

    n = len(a)
    if n < 2:
        return
    loop(0, n, 2 * (n.bit_length() - 1))
    if n > 16:
        insertion(0, 16)
        for i in range(16, n):
            linear_insert(i)
    else:
        insertion(0, n)


def combined_nms(
    boxes: torch.Tensor,
    scores: torch.Tensor,
    max_per_class: int,
    max_total: int,
    iou_threshold: float,
    score_threshold: float,
    pad_per_class: bool,
    clip_boxes: bool,
) -> tuple:
    """MindSpore's ``CombinedNonMaxSuppression`` CPU kernel: for each image and class, hard NMS (boxes scoring
    above ``score_threshold`` by descending score, dropped when their IOU with a kept box exceeds
    ``iou_threshold``, at most ``min(max_per_class, num_boxes)``); then the image's detections by descending
    score (libstdc++'s ``std::sort``, which the kernel calls, so equal scores end in its order),
    the first ``max_total`` (with ``pad_per_class``: ``min(max_total, max_per_class * num_classes)``) written,
    boxes clipped to [0, 1] with ``clip_boxes``, the rest zeros.

    Returns ``(nmsed_boxes (b, d, 4), nmsed_scores (b, d), nmsed_classes (b, d), valid_detections (b,) Int32)``.
    """
    f = np.float32
    bx = boxes.to(torch.float32).tolist()
    sc = scores.to(torch.float32).tolist()
    batch, nb, q, _ = boxes.shape
    nc = scores.shape[2]
    n_det = min(max_total, max_per_class * nc) if pad_per_class else max_total
    size_per_class = min(max_per_class, nb)
    out_boxes = np.zeros((batch, n_det, 4), np.float32)
    out_scores = np.zeros((batch, n_det), np.float32)
    out_classes = np.zeros((batch, n_det), np.float32)
    valid = np.zeros(batch, np.int32)
    sthr, ithr = f(score_threshold), f(iou_threshold)
    for bi in range(batch):
        results = []
        for c in range(nc):
            k = c if q > 1 else 0
            raw = [bx[bi][i][k] for i in range(nb)]
            ordered = [[min(r[0], r[2]), min(r[1], r[3]), max(r[0], r[2]), max(r[1], r[3])] for r in raw]
            cand = sorted(
                ((sc[bi][i][c], i) for i in range(nb) if f(sc[bi][i][c]) > sthr), key=functools.cmp_to_key(_before)
            )
            kept: list = []
            for _, i in cand:
                if len(kept) >= size_per_class:
                    break
                if not any(_iou32(ordered[i], ordered[j]) > ithr for j in reversed(kept)):
                    kept.append(i)
            results += [(sc[bi][i][c], c, raw[i]) for i in kept]
        _std_sort(results, lambda x, y: x[0] > y[0])
        per = min(len(results), n_det)
        for d in range(per):
            s, c, r = results[d]
            out_boxes[bi, d] = np.clip(r, 0.0, 1.0) if clip_boxes else r
            out_scores[bi, d], out_classes[bi, d] = s, c
        valid[bi] = per
    return tuple(torch.from_numpy(a) for a in (out_boxes, out_scores, out_classes, valid))


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
