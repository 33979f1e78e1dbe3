"""The surface-distance machinery shared by HausdorffDistance, MeanSurfaceDistance and RootMeanSquareDistance."""

from __future__ import annotations

import numpy as np

from ..._kernels import errors as _errors

# query points compared with all edge points at once, per block (bounds the memory of the distance table)
_BLOCK = 4096


def binary_erosion(mask: np.ndarray) -> np.ndarray:
    """``scipy.ndimage.binary_erosion(mask)`` with its defaults, as MindSpore's metrics call it: a point stays True
    when it and its ``2 * ndim`` face neighbours are True, points outside the array counting as False."""
    mask = np.asarray(mask, dtype=bool)
    if mask.ndim == 0:
        return mask.copy()
    padded = np.pad(mask, 1, constant_values=False)
    out = mask.copy()
    for axis in range(mask.ndim):
        for shift in (0, 2):
            index = [slice(1, -1)] * mask.ndim
            index[axis] = slice(shift, shift + mask.shape[axis])
            out &= padded[tuple(index)]
    return out


def mask_edges(mask: np.ndarray) -> np.ndarray:
    """The surface points of a boolean mask: ``binary_erosion(mask) ^ mask``."""
    return binary_erosion(mask) ^ mask


def surface_distance(pred_edges: np.ndarray, edges: np.ndarray, metric: str) -> np.ndarray:
    """For each True point of ``pred_edges`` (in C order) its distance to the nearest True point of ``edges``.

    What MindSpore computes with ``distance_transform_edt(~edges)`` (``"euclidean"``, float64) or
    ``distance_transform_cdt(~edges, metric=...)`` (``"chessboard"``, ``"taxicab"``: int32) indexed by
    ``pred_edges``; an empty float array when ``pred_edges`` has no point, ``inf`` everywhere when ``edges`` has none.
    """
    if not np.any(pred_edges):
        return np.array([])
    if not np.any(edges):
        return np.full(int(np.count_nonzero(pred_edges)), np.inf)
    queries = np.argwhere(pred_edges).astype(np.int64)
    targets = np.argwhere(edges).astype(np.int64)
    parts = []
    for start in range(0, len(queries), _BLOCK):
        diff = np.abs(queries[start : start + _BLOCK, None, :] - targets[None, :, :])
        if metric == "euclidean":
            parts.append(np.sqrt((diff * diff).sum(-1).min(1).astype(np.float64)))
        elif metric == "taxicab":
            parts.append(diff.sum(-1).min(1).astype(np.int32))
        else:
            parts.append(diff.max(-1).min(1).astype(np.int32))
    return np.concatenate(parts)


def label_masks(op: str, metric, inputs: tuple, wording: dict) -> tuple[np.ndarray, np.ndarray]:
    """``update``'s checks of ``(y_pred, y, label_idx)`` as MindSpore words them for ``op`` (``wording`` holds the
    texts that differ between the three metrics), and the arrays compared with ``label_idx`` (bool arrays kept as
    they are when ``wording["keep_bool"]``)."""
    if len(inputs) != 3:
        raise _errors.value_error(
            op,
            f"it needs 3 inputs{wording['gap']}(predicted value, true value, label index), but got {len(inputs)}"
            f"{wording['stop']}",
        )
    y_pred = metric._convert_data(inputs[0])
    y = metric._convert_data(inputs[1])
    label_idx = inputs[2]
    if not isinstance(label_idx, (int, float)):
        raise _errors.op_error(
            wording["label_cls"],
            op,
            f"the label index (input[2]) must be int or float, but got {wording['label_type']}{type(label_idx)}.",
        )
    if label_idx not in y_pred and label_idx not in y:
        raise _errors.value_error(
            op,
            f"the label index (input[2]) {wording['must']} be in predicted value (input[0]) or true value "
            f"(input[1]), but {label_idx} is not.",
        )
    if y_pred.size == 0 or y_pred.shape != y.shape:
        raise _errors.value_error(
            op,
            f"the size of predicted value (input[0]) and true value (input[1]) {wording['must']} be greater than 0, "
            f"in addition to that, predicted value and true value {wording['same']} have the same shape, but got "
            f"predicted value size: {y_pred.size}, shape: {y_pred.shape}, true value size: {y.size}, shape: "
            f"{y.shape}.{wording['tail']}",
        )
    if not (wording["keep_bool"] and y_pred.dtype == bool):
        y_pred = y_pred == label_idx
    if not (wording["keep_bool"] and y.dtype == bool):
        y = y == label_idx
    return y_pred, y


__all__ = ["binary_erosion", "mask_edges", "surface_distance", "label_masks"]
