"""Array kernels: shape arguments and creation (zeros/ones/fill), slicing, one_hot, where.

Each kernel takes torch tensors and plain Python shapes (the adapters turn a shape Tensor into a tuple) and
owns MindSpore 2.10's argument checks for the op, with its exception classes and messages.
"""

from __future__ import annotations

import builtins

import torch

from .errors import dtype_name, select_fail, type_name

__all__ = [
    "shape",
    "zeros",
    "ones",
    "full",
    "slice",
    "one_hot_depth",
    "where",
    "reshape",
    "concat",
    "one_hot",
    "assign_many",
]


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


def _vec(values) -> str:
    return "[const vector]{" + ", ".join(str(int(v)) for v in values) + "}"


def reshape(t: torch.Tensor, dims) -> torch.Tensor:
    """MindSpore's Reshape of ``t`` to ``dims`` (a tuple of ints; one may be -1).

    Raises:
        TypeError: for a non-integer entry (``Failed calling Reshape with "Reshape()(input=Tensor, shape=...)"``).
        ValueError: for two -1 entries (``only one dimension can be inferred``), an entry below -1
            (``invalid proposed_shape dimension``) or a size that does not match (``proposed_shape ... is invalid
            for input of size n``).
    """
    if not all(isinstance(d, int) and not isinstance(d, bool) for d in dims):
        raise TypeError(f'Failed calling Reshape with "Reshape()(input=Tensor, shape={type_name(tuple(dims))})".')
    if sum(1 for d in dims if d == -1) > 1:
        raise ValueError("only one dimension can be inferred")
    if any(d < -1 for d in dims):
        raise ValueError("invalid proposed_shape dimension")
    try:
        return t.reshape(dims)
    except RuntimeError:
        raise ValueError(f"proposed_shape '{_vec(dims)}' is invalid for input of size {t.numel()}") from None


def concat(ts: list, axis: int) -> torch.Tensor:
    """MindSpore's Concat of the torch tensors ``ts`` along ``axis``.

    Raises:
        ValueError: for no tensors, an axis out of range, tensors of different ranks, or shapes that differ
            outside ``axis`` (MindSpore's messages).
        RuntimeError: for tensors of different dtypes (MindSpore's CPU kernel fails to initialise).
    """
    if not ts:
        raise ValueError("For primitive[Concat], the elements size must be greater than 0, but got 0.")
    nd = ts[0].ndim
    if not -nd <= axis < nd:
        raise ValueError(f"For primitive[Concat], the axis value must be in [{-nd},{nd}), but got {axis}.")
    dt = ts[0].dtype
    if any(t.dtype != dt for t in ts):
        raise RuntimeError(
            "KernelMod Init Failed: Concat\nFor primitive[Concat], the input tensors must have the same dtype, but "
            "got " + ", ".join(f"Tensor[{dtype_name(t.dtype)}]" for t in ts) + "."
        )
    try:
        return torch.cat(ts, dim=axis)
    except (RuntimeError, IndexError):
        shapes = ", ".join(_vec(t.shape) for t in ts)
        if any(t.ndim != nd for t in ts):
            raise ValueError(
                f"For primitive[Concat], element rank must be same(shapes are [const vector]{{{shapes}}})!"
            ) from None
        diff = [d for d in builtins.range(nd) if any(t.shape[d] != ts[0].shape[d] for t in ts)]
        bad = [d for d in diff if d != axis % nd]
        if len(diff) > 1:
            raise ValueError(
                "For primitive[Concat] only support one axis different, bug got more than one(shapes is "
                f"[const vector]{{{shapes}}})!"
            ) from None
        raise ValueError(
            f"For primitive[Concat], shapes of tensors must match except in given concat axis {axis}, but got "
            f"mismatch in {bad[0] if bad else 0}(all input shapes are [const vector]{{{shapes}}})!"
        ) from None


def one_hot(idx: torch.Tensor, depth: int, on: torch.Tensor, off: torch.Tensor, axis: int = -1) -> torch.Tensor:
    """MindSpore's OneHot of the integer indices ``idx``: ``on`` at each index along a new axis ``axis`` of size
    ``depth``, ``off`` elsewhere (an index outside ``[0, depth)`` gives a row of ``off``; depth 0 an empty axis).
    The result has ``on``'s dtype.

    Raises:
        ValueError: for a negative depth. RuntimeError: for an empty ``idx`` (MindSpore's kernel refuses it).
    """
    one_hot_depth("OneHot", depth)
    if idx.numel() == 0:
        raise RuntimeError(f"Shape of input should not contain 0, bug got shape: {_vec(idx.shape)}")
    oh = idx.unsqueeze(-1) == torch.arange(depth, device=idx.device)
    out = torch.where(oh, on.to(idx.device), off.to(device=idx.device, dtype=on.dtype)).to(on.dtype)
    if axis != -1 and axis != idx.ndim:
        out = out.movedim(-1, axis)
    return out


def fill_shape(prim: str, size) -> tuple:
    """``ops.fill``'s shape: a tuple of ints (checked by :func:`shape`); an int gives a 0-d result and a list is
    refused, as MindSpore 2.10's FillV2 does."""
    if isinstance(size, list):
        raise TypeError(
            f"For primitive[{prim}], the `shape`  must be a tuple or tensor with all Int elements, but got ValueList."
        )
    if isinstance(size, int) and not isinstance(size, bool):
        return ()
    return shape(prim, size)


_FOREACH = {"copy_": torch._foreach_copy_, "add_": torch._foreach_add_, "sub_": torch._foreach_sub_}


def assign_many(op: str, targets: list, values: list) -> None:
    """MindSpore's Assign / AssignAdd / AssignSub (``op``: 'copy_', 'add_', 'sub_') over pairs of tensors of one
    dtype, shape and device each, as one fused torch call, in order, outside autograd recording."""
    prev = torch.is_grad_enabled()
    torch._C._set_grad_enabled(False)
    try:
        _FOREACH[op](targets, values)
    finally:
        torch._C._set_grad_enabled(prev)
