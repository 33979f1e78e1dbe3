"""Array kernels: shape arguments and creation (zeros/ones/fill), slicing, one_hot, where.

Each kernel takes torch tensors and plain Python shapes (the adapters turn a shape Tensor into a tuple) and
owns MindSpore 2.10's argument checks for the op, with its exception classes and messages.
"""

from __future__ import annotations

import builtins

import torch

from .errors import select_fail, type_name

__all__ = ["shape", "zeros", "ones", "full", "slice", "one_hot_depth", "where"]


def shape(prim: str, size, *, numpy: bool = False, call: str | None = None) -> tuple:
    """A creation op's shape argument as a tuple of ints, checked as MindSpore checks it.

    ``size`` is an int or a tuple/list of ints (a Tensor's values are passed as a tuple by the adapter).

    Raises:
        TypeError: for a non-integer entry (``Failed calling Zeros with "Zeros()(size=Tuple<float, int>, ...)"``).
        ValueError: for a negative entry (``For primitive[Zeros], the the 0th dimension of input shape must be
            greater than or equal to 0, but got -1.``; ``mindspore.numpy``: ``each entry in shape should no less
            than 0.``).
    """
    if isinstance(size, int) and not isinstance(size, bool):
        dims = (size,)
    elif isinstance(size, (tuple, list)) and all(isinstance(d, int) and not isinstance(d, bool) for d in size):
        dims = tuple(size)
    else:
        raise TypeError(
            call or f'Failed calling {prim} with "{prim}()(size={type_name(size)}, dtype=mindspore.dtype)".'
        )
    for i, d in enumerate(dims):
        if d < 0:
            if numpy:
                raise ValueError("each entry in shape should no less than 0.")
            raise ValueError(
                f"For primitive[{prim}], the the {i}th dimension of input shape must be greater than or equal to 0, "
                f"but got {d}."
            )
    return dims


def zeros(dims: tuple, dtype: torch.dtype, device) -> torch.Tensor:
    """Zeros of the checked shape ``dims`` (see :func:`shape`)."""
    return torch.zeros(dims, dtype=dtype, device=device)


def ones(dims: tuple, dtype: torch.dtype, device) -> torch.Tensor:
    """Ones of the checked shape ``dims`` (see :func:`shape`)."""
    return torch.ones(dims, dtype=dtype, device=device)


def full(dims: tuple, value, dtype: torch.dtype | None, device) -> torch.Tensor:
    """``value`` repeated over the checked shape ``dims`` (see :func:`shape`)."""
    return torch.full(dims, value, dtype=dtype, device=device)


def slice(t: torch.Tensor, begin: tuple, size: tuple) -> torch.Tensor:  # noqa: A001
    """MindSpore's Slice: the block of ``t`` starting at ``begin`` with ``size`` (-1: to the end of the axis).

    Raises:
        ValueError: if ``begin``/``size`` do not have one entry per axis, a begin lies outside its axis, or
            ``begin + size`` passes the end of an axis (MindSpore never clamps).
        RuntimeError: for a size below -1.
    """
    if not (len(begin) == len(size) == t.ndim):
        raise ValueError("For Slice, the shape of input|begin|size must be equal.")
    idx = []
    for i, (b, s, n) in enumerate(zip(begin, size, t.shape)):
        if s < -1:
            raise RuntimeError(f"For Slice, the value in size should not be less than -1, but got {s}")
        if b < 0 or b > n or (b == n and s != 0):
            raise ValueError("For Slice, the begin is invalid.")
        if s != -1 and b + s > n:
            raise ValueError(
                f"For Slice, the sum of begin_shape[{i}] and size_shape[{i}] must be no greater than "
                f"input_x_shape[{i}]."
            )
        idx.append(builtins.slice(b, n if s == -1 else b + s))
    return t[tuple(idx)]


def one_hot_depth(prim: str, depth) -> int:
    """OneHot's ``depth``: a non-negative int.

    Raises:
        TypeError: for a depth that is not an int (the adapter words the ``Failed calling OneHot`` message).
        ValueError: ``For primitive[OneHot], the depth value must be greater than or equal to 0, but got -1.``
    """
    if not isinstance(depth, int) or isinstance(depth, bool):
        raise TypeError(f"For '{prim}', the 'depth' must be an int, but got {type_name(depth)}.")
    if depth < 0:
        raise ValueError(f"For primitive[{prim}], the depth value must be greater than or equal to 0, but got {depth}.")
    return depth


def where(c: torch.Tensor, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """MindSpore's Select: ``a`` where ``c`` else ``b``; the condition must be a Bool tensor (its CPU kernel has no
    other condition dtype). Broadcast failures are translated by the adapter."""
    if c.dtype != torch.bool:
        raise select_fail("Select")
    return torch.where(c, a, b)
