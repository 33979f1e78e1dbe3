"""Constant-folding kernels: the values MindSpore's ``infer_value_for_<Op>`` helpers compute from constant inputs,
over numpy arrays (MindSpore folds constants with numpy, so its dtype promotions are numpy's)."""

from __future__ import annotations

import numpy as np

__all__ = [
    "tile",
    "equal_all",
    "concat",
    "gather_d",
    "softmax",
    "reduce",
    "arange",
    "vector_norm",
    "lp_norm",
    "svd",
    "true_divide",
    "div_mode",
    "diag",
    "broadcast_to",
]

_REDUCE = {
    "ReduceSum": np.sum,
    "ReduceMax": np.max,
    "ReduceMin": np.min,
    "ReduceProd": np.prod,
    "ReduceMean": np.mean,
    "ReduceAll": np.all,
    "ReduceAny": np.any,
    "SumExt": np.sum,
    "MeanExt": np.mean,
    "ProdExt": np.prod,
    "Max": np.max,
    "Min": np.min,
}


def tile(a: np.ndarray, dims) -> np.ndarray:
    """``np.tile(a, dims)``."""
    return np.tile(a, dims)


def equal_all(a: np.ndarray, b: np.ndarray) -> bool:
    """Whether every element of ``a`` equals ``b``'s (broadcast)."""
    return bool(np.equal(a, b).all())


def concat(arrays: list, axis: int) -> np.ndarray:
    """``np.concatenate(arrays, axis)``."""
    return np.concatenate(arrays, axis)


def gather_d(a: np.ndarray, dim: int, index: np.ndarray) -> np.ndarray:
    """``GatherD``: ``out[i][j] = a[index[i][j]][j]`` along ``dim``, as numpy fancy indexing."""
    grid = [np.indices(index.shape)[i] for i in range(index.ndim)]
    grid[dim] = index
    return a[tuple(grid)]


def softmax(a: np.ndarray, axis) -> np.ndarray:
    """``exp(a) / sum(exp(a), axis)`` (no max subtraction, as MindSpore's folding)."""
    e = np.exp(a)
    return e / np.sum(e, axis=axis, keepdims=True)


def reduce(kind: str, a: np.ndarray, axis, keep_dims: bool, np_dtype=None) -> np.ndarray:
    """The reduction ``kind`` (``ReduceSum``, ``ReduceMean``, ``SumExt``, ``Max``, ...) over ``axis``: an int, a
    sequence of axes (duplicates once), or empty / None for all axes (``Max`` / ``Min``: always all)."""
    fn = _REDUCE[kind]
    if kind in ("Max", "Min"):
        return np.array(fn(a, None, keepdims=False))
    if isinstance(axis, int):
        pass
    elif axis:
        axis = tuple(set(axis))
    else:
        axis = tuple(range(a.ndim))
    if np_dtype is not None:
        return np.array(fn(a, axis, dtype=np_dtype, keepdims=keep_dims))
    return np.array(fn(a, axis, keepdims=keep_dims))


def arange(start, end, step, np_dtype) -> np.ndarray:
    """``np.arange(start, end, step, dtype=np_dtype)``."""
    return np.arange(start, end, step, dtype=np_dtype)


def vector_norm(a: np.ndarray, ord, dim, keepdim: bool) -> np.ndarray:
    """``sum(|a| ** ord) ** (1 / ord)`` over ``dim``; ``ord == 0``: the count of nonzero elements."""
    if ord != 0:
        return np.power(np.sum(np.power(np.abs(a), ord), axis=dim, keepdims=keepdim), 1 / ord)
    return np.sum(a != 0, axis=dim, keepdims=keepdim)


def lp_norm(a: np.ndarray, p, dim, keepdim: bool) -> np.ndarray:
    """``np.linalg.norm(a, ord=p, axis=dim, keepdims=keepdim)``."""
    return np.linalg.norm(a, axis=dim, keepdims=keepdim, ord=p)


def svd(a: np.ndarray, full_matrices: bool, compute_uv: bool):
    """``np.linalg.svd``: ``(u, s, v)`` with ``compute_uv``, else ``s``."""
    return np.linalg.svd(a, full_matrices=full_matrices, compute_uv=compute_uv)


def true_divide(a: np.ndarray, b) -> np.ndarray:
    """``np.true_divide(a, b)``."""
    return np.true_divide(a, b)


def div_mode(a: np.ndarray, b, rounding_mode: int):
    """``a / b`` rounded by MindSpore's rounding-mode enum: 1 truncates, 2 floors (``np.floor_divide``); any
    other mode: None."""
    if rounding_mode == 1:
        return np.trunc(np.true_divide(a, b))
    if rounding_mode == 2:
        return np.floor_divide(a, b)
    return None


def diag(a: np.ndarray) -> np.ndarray:
    """``np.diag(a)``."""
    return np.diag(a)


def broadcast_to(a: np.ndarray, shape: list) -> np.ndarray:
    """``np.broadcast_to(a, shape)``, a copy."""
    return np.array(np.broadcast_to(a, shape))


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
