"""Array kernels: shape arguments and creation (zeros/ones/fill), shape ops (stack, split, flip, ...), one_hot, where.

Each kernel takes torch tensors and plain Python shapes (the adapters turn a shape Tensor into a tuple) and
owns MindSpore 2.10's argument checks for the op, with its exception classes and messages.
"""

from __future__ import annotations

import builtins
import math

import torch

from .errors import dtype_name, select_fail, type_name
from .transform import vmapped  # re-exported: kernels import it from here
from .._state import STAGED_DEPTH
from . import errors as _errors

__all__ = [
    "tensor_to_tuple",
    "tensor_copy_slices",
    "slice_grad",
    "fill_diagonal",
    "shift",
    "transpose",
    "broadcast_to_numpy",
    "np_broadcast_to",
    "orderable",
    "vmapped",
    "no_repeat_ngram",
    "SIGNED_OF",
    "as_signed",
    "from_signed",
    "shape",
    "zeros",
    "ones",
    "full",
    "slice",
    "one_hot_depth",
    "where",
    "reshape",
    "concat",
    "stack",
    "stack_any",
    "concat_any",
    "join",
    "tile",
    "broadcast_tensors",
    "unbind",
    "split",
    "split_sizes",
    "tensor_split",
    "chunk",
    "atleast",
    "flatten",
    "flatten_ordered",
    "flip",
    "roll",
    "rot90",
    "diag",
    "diag_part",
    "diag2d",
    "diagonal",
    "diag_embed",
    "diagflat",
    "tril",
    "triu",
    "repeat_interleave",
    "squeeze",
    "unsqueeze",
    "select",
    "narrow",
    "movedim",
    "swapaxes",
    "meshgrid",
    "meshgrid_views",
    "resize",
    "one_hot",
    "one_hot_ext",
    "assign_many",
    "batch_to_space_nd",
    "space_to_batch_nd",
    "batch_to_space",
    "space_to_batch",
]


def orderable(t: torch.Tensor) -> torch.Tensor:
    """``t`` in a dtype torch's CPU comparison kernels (argmax, max, ...) take, with the same order of values:
    UInt16/UInt32 widen to Int64; UInt64 becomes its Int64 bits with the sign bit flipped. Other dtypes pass."""
    if t.dtype in (torch.uint16, torch.uint32):
        return t.long()
    if t.dtype == torch.uint64:
        return t.view(torch.int64) ^ (-(2**63))
    return t


SIGNED_OF = {torch.uint16: torch.int16, torch.uint32: torch.int32, torch.uint64: torch.int64}


def as_signed(t: torch.Tensor) -> torch.Tensor:
    """UInt16/32/64 ``t`` viewed bit for bit as the signed dtype of its width, which torch's CPU data-movement
    kernels (gather, flip, masked_fill, index_put, ...) take; other dtypes pass. Undo with :func:`from_signed`."""
    s = SIGNED_OF.get(t.dtype)
    return t.view(s) if s is not None else t


def from_signed(r: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """``r`` computed on :func:`as_signed` data, viewed back as ``dtype``."""
    return r.view(dtype) if dtype in SIGNED_OF else r


def shape(prim: str, size, *, numpy: bool = False, call: str | None = None, arg: str = "", valid: str = "") -> tuple:
    """A creation op's shape argument as a tuple of ints, checked as MindSpore checks it.

    ``size`` is an int or a tuple/list of ints (a Tensor's values are passed as a tuple by the adapter).

    Raises:
        TypeError: for a non-integer entry (``Failed calling Zeros with "Zeros()(size=Tuple<float, int>, ...)"``;
            with ``arg`` and ``valid``, the generated op's parameter and the kinds it takes, MindSpore's whole
            message with its valid calling).
        ValueError: for a negative entry (``For primitive[Zeros], the the 0th dimension of input shape must be
            greater than or equal to 0, but got -1.``; ``mindspore.numpy``: ``each entry in shape should no less
            than 0.``).
    """
    if isinstance(size, int) and not isinstance(size, bool):
        dims = (size,)
    elif isinstance(size, (tuple, list)) and all(isinstance(d, int) and not isinstance(d, bool) for d in size):
        dims = tuple(size)
    elif arg:
        raise _errors.failed_calling(
            prim,
            f"{prim}()({arg}={type_name(size)}, dtype=mindspore.dtype)",
            f"{prim}()({arg}=<{valid}>, dtype=<mindspore.dtype>)",
        )
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


def slice(t: torch.Tensor, begin: tuple, size: tuple) -> torch.Tensor:
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


def slice_grad(dy: torch.Tensor, x: torch.Tensor, begin: tuple, size: tuple) -> torch.Tensor:
    """MindSpore's ``SliceGrad``: zeros shaped like ``x`` (``dy``'s dtype) with ``dy`` written at the block that
    ``Slice(x, begin, size)`` takes.

    Raises:
        RuntimeError: a negative ``size`` item (-1 too, which ``Slice`` takes). ValueError: ``dy``'s rank or a
        dimension not ``size``'s, or the block not inside ``x`` (:func:`slice`).
    """
    if any(s < 0 for s in size):
        raise _errors.runtime_error("SliceGrad", "the value of size can not be negative.")
    if dy.dim() != x.dim() or any(d != s for d, s in zip(dy.shape, size)):
        raise _errors.value_error(
            "SliceGrad", f"the shape of 'dy' must be the slice's {list(size)}, but got {list(dy.shape)}."
        )
    out = torch.zeros(x.shape, dtype=dy.dtype)
    slice(out, begin, size).copy_(dy)
    return out


def one_hot_depth(prim: str, depth) -> int:
    """OneHot's ``depth``: a non-negative int.

    Raises:
        TypeError: for a depth that is not an int (the adapter words the ``Failed calling OneHot`` message).
        ValueError: ``For primitive[OneHot], the depth value must be greater than or equal to 0, but got -1.``
    """
    if not isinstance(depth, int) or isinstance(depth, bool):
        raise _errors.must_be_error(TypeError, prim, "depth", "an int", type_name(depth))
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


def stack(ts: list, axis: int) -> torch.Tensor:
    """MindSpore's Stack of same-shaped, same-dtype tensors along a new ``axis`` (``ops.stack``, ``mint.stack``).

    Raises:
        ValueError: if the ranks or shapes differ. TypeError: if the dtypes differ.
    """
    if any(t.ndim != ts[0].ndim for t in ts):
        raise ValueError("All input shape size must be the same!")
    for i, t in enumerate(ts):
        if t.dtype != ts[0].dtype:
            raise TypeError(
                f"All input must have the same data type!input[{i}] data type = Tensor[{dtype_name(t)}]infer_type0= "
                f"Tensor[{dtype_name(ts[0])}]"
            )
    for t in ts:
        if t.shape != ts[0].shape:
            raise ValueError(f"All input shape must be the same! {list(t.shape)} And {list(ts[0].shape)}")
    return torch.stack(ts, dim=axis)


def stack_any(ts: list, axis: int = 0) -> torch.Tensor:
    """``torch.stack`` of ``ts`` along ``axis`` without MindSpore's Stack checks (for ``numpy.stack`` and internal
    joins of pieces that already agree)."""
    return torch.stack(ts, dim=axis)


def concat_any(ts: list, axis: int = 0) -> torch.Tensor:
    """``torch.cat`` of ``ts`` along ``axis`` without MindSpore's Concat checks (for internal joins of pieces that
    already agree, such as the slices ``merge_sliced_parameter`` puts back together)."""
    return torch.cat(ts, dim=axis)


def join(kind: str, ts: list) -> torch.Tensor:
    """numpy's ``hstack`` / ``vstack`` / ``dstack`` / ``column_stack`` (``kind``) of the tensors ``ts``."""
    return _JOINS[kind](ts)


_JOINS = {"hstack": torch.hstack, "vstack": torch.vstack, "dstack": torch.dstack, "column_stack": torch.column_stack}


def tile(t: torch.Tensor, reps) -> torch.Tensor:
    """MindSpore's Tile / ``numpy.tile``: ``t`` repeated ``reps[i]`` times along each axis.

    Raises:
        ValueError: a negative repetition (``Tile``'s error: ``'dims' cannot contain negative integer numbers, but got -1
            in 0th.``).
    """
    reps = tuple(reps)
    for i, r in enumerate(reps):
        if isinstance(r, int) and r < 0:
            raise _errors.value_error("Tile", f"'dims' cannot contain negative integer numbers, but got {r} in {i}th.")
    return torch.tile(t, reps)


def broadcast_tensors(ts: list) -> tuple:
    """The tensors ``ts`` broadcast against each other (views)."""
    return torch.broadcast_tensors(*ts)


def np_broadcast_to(t: torch.Tensor, shape: tuple) -> torch.Tensor:
    """``mindspore.numpy.broadcast_to``: a copy of ``t`` broadcast to ``shape``.

    Raises:
        ValueError: ``t`` does not broadcast to ``shape`` (``cannot broadcast with (2, 2)``).
    """
    shape = tuple(shape)
    try:
        return t.broadcast_to(shape).clone()
    except RuntimeError:
        raise ValueError(f"cannot broadcast with {shape}") from None


def unbind(t: torch.Tensor, axis: int = 0) -> tuple:
    """MindSpore's Unstack: the slices of ``t`` along ``axis``, the axis removed."""
    return torch.unbind(t, dim=axis)


def split(t: torch.Tensor, s, axis: int = 0) -> tuple:
    """``ops.split``: chunks of ``s`` entries (an int; the last may be shorter) or of the listed sizes along ``axis``.

    Raises:
        ValueError: if ``axis`` is out of range or the listed sizes do not add up to the axis' length.
    """
    if not -t.ndim <= axis < t.ndim:
        raise ValueError(f"axis {axis} is out of bounds for array of dimension {t.ndim}")
    if isinstance(s, (list, tuple)):
        s = [int(v) for v in s]
        if sum(s) != t.shape[axis]:
            raise ValueError(
                f"The sum of 'split_size_or_sections' should be equal to {t.shape[axis]}, but got {sum(s)}."
            )
    else:
        s = int(s)
        if s <= 0:
            raise ValueError(f"For split, the value of 'split_size_or_sections' must be more than zero, but got {s}.")
    return torch.split(t, s, dim=axis)


def split_sizes(t: torch.Tensor, s, axis: int = 0) -> tuple:
    """``torch.split`` of ``t`` into pieces of ``s`` entries (an int) or the listed sizes, without checks."""
    return torch.split(t, s, dim=axis)


def tensor_split(t: torch.Tensor, ios, axis: int = 0) -> tuple:
    """``ops.tensor_split``: ``ios`` near-equal parts (an int; the first ones one longer) or the pieces between
    the listed indices, along ``axis``."""
    return torch.tensor_split(t, ios, dim=axis)


def chunk(t: torch.Tensor, chunks: int, axis: int = 0) -> tuple:
    """``ops.chunk``: ``chunks`` pieces along ``axis`` (each ``ceil(n / chunks)`` long, the last shorter)."""
    return torch.chunk(t, chunks, dim=axis)


def atleast(t: torch.Tensor, n: int) -> torch.Tensor:
    """``t`` with at least ``n`` (1, 2 or 3) dimensions, as ``ops.atleast_{n}d``: ``()`` -> ``(1,)``, ``(k,)`` ->
    ``(1, k)`` for 2-D, ``(1, k, 1)`` and ``(m, k)`` -> ``(m, k, 1)`` for 3-D."""
    if n == 1:
        return t.reshape(1) if t.ndim == 0 else t
    if n == 2:
        return torch.atleast_2d(t)
    return torch.atleast_3d(t)


def flatten(t: torch.Tensor, start_dim: int = 0, end_dim: int = -1) -> torch.Tensor:
    """``t`` with dims ``start_dim..end_dim`` merged into one; a 0-d ``t`` becomes ``(1,)``.

    Raises:
        ValueError: ``start_dim`` or ``end_dim`` outside the rank (``'start_dim' or 'end_dim' out of range.``, as
            ``ops.flatten`` words it; checked only when torch refuses them).
    """
    if t.ndim == 0:
        return t.reshape(1)
    try:
        return torch.flatten(t, start_dim, end_dim)
    except IndexError:
        pass
    raise ValueError("'start_dim' or 'end_dim' out of range.")


def flatten_ordered(t: torch.Tensor, order: str = "C", start_dim: int = 1, end_dim: int = -1) -> torch.Tensor:
    """``mindspore.ops.flatten`` (2.10): dims ``start_dim..end_dim`` of ``t`` merged, after reversing all dims when
    ``order`` is 'F' (column-major order); a 0-d or 1-d ``t`` becomes 1-d; ``start_dim == end_dim`` returns ``t``.

    Raises:
        TypeError: ``order`` not a str, or a dim not an int (bool included), with MindSpore's texts.
        ValueError: ``order`` not 'C'/'F', a dim out of range, or ``start_dim`` after ``end_dim``.
    """
    if (
        not isinstance(start_dim, int)
        or not isinstance(end_dim, int)
        or isinstance(start_dim, bool)
        or isinstance(end_dim, bool)
    ):
        raise _errors.type_error("flatten", "both 'start_dim' and 'end_dim' must be int.")
    if not isinstance(order, str):
        raise TypeError(f"For Tensor.flatten, the parameter 'order' must be a string, but got {type(order)}")
    if order not in ("C", "F"):
        raise ValueError(f"For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but got '{order}'")
    if order == "F" and t.ndim > 1:
        t = t.permute(*reversed(range(t.ndim)))
    if t.ndim <= 1 and start_dim == 1 and end_dim == -1:
        return t.reshape(-1)
    nd = max(t.ndim, 1)
    for d in (start_dim, end_dim):
        if not -nd <= d < nd:
            raise ValueError("'start_dim' or 'end_dim' out of range.")
    if start_dim % nd > end_dim % nd:
        raise _errors.value_error("flatten", "'start_dim' cannot come after 'end_dim'.")
    if t.ndim <= 1:
        return t.reshape(-1)
    if start_dim % nd == end_dim % nd:
        return t
    return torch.flatten(t, start_dim, end_dim)


def flip(t: torch.Tensor, dims, checked: bool = True) -> torch.Tensor:
    """MindSpore's ReverseV2: ``t`` reversed along ``dims`` (a tuple or list of ints); unsigned data is moved on
    its signed view. ``checked=False`` (``numpy.flip``) leaves the axis check to torch.

    Raises:
        ValueError: for an axis out of range.
    """
    nd = max(t.ndim, 1)
    for i, d in enumerate(dims if checked else ()):
        if not -nd <= d < nd:
            raise _errors.value_error(
                "ReverseV2", f"the 'axis[{i}]' must be in range of [{-nd}, {nd}), but got {d} with type 'int'."
            )
    return from_signed(torch.flip(as_signed(t), tuple(dims)), t.dtype)


def roll(t: torch.Tensor, shifts, dims=None) -> torch.Tensor:
    """``ops.roll``: entries of ``t`` shifted cyclically by ``shifts`` along ``dims`` (flattened when None)."""
    return torch.roll(t, shifts, dims)


def rot90(t: torch.Tensor, k: int, dims, checked: bool = True) -> torch.Tensor:
    """``ops.rot90``: ``t`` rotated by 90 degrees ``k`` times in the plane of ``dims`` (first towards second axis).
    ``checked=False`` (``numpy.rot90``) leaves the checks to torch.

    Raises:
        RuntimeError: if the two dims are the same axis.
    """
    d0, d1 = dims
    if checked and d0 % t.ndim == d1 % t.ndim:
        raise RuntimeError(f"For `rot90`, rotation dims must be different, but get dim0={d0}, dim1={d1}.")
    return torch.rot90(t, k, (d0, d1))


def diag(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's Diag: a rank-``2k`` tensor with ``t`` (rank ``k``) on its diagonal (a 2-D ``t`` gives 4-D)."""
    flat = torch.diag(t.reshape(-1))
    return flat.reshape(tuple(t.shape) * 2)


def diag_part(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's DiagPart: the diagonal of a rank-``2k`` tensor (inverse of :func:`diag`)."""
    half = t.shape[: t.ndim // 2]
    n = 1
    for d in half:
        n *= int(d)
    return torch.diagonal(t.reshape(n, n)).reshape(half)


def diag2d(t: torch.Tensor, k: int = 0) -> torch.Tensor:
    """numpy / torch ``diag``: a 2-D matrix with the 1-D ``t`` on its ``k`` diagonal, or the ``k`` diagonal of a
    2-D ``t``."""
    return torch.diag(t, k)


def diagonal(t: torch.Tensor, offset: int = 0, dim1: int = 0, dim2: int = 1, clone: bool = False) -> torch.Tensor:
    """``ops.diagonal``: the ``offset`` diagonal over ``dim1``/``dim2``, appended as the last axis (contiguous; with
    ``clone``, as ``nn.MatrixDiagPart``, always a new tensor, even where the diagonal view is already contiguous)."""
    view = torch.diagonal(t, offset, dim1, dim2)
    return view.clone() if clone else view.contiguous()


def diag_embed(t: torch.Tensor, offset: int = 0, dim1: int = -2, dim2: int = -1) -> torch.Tensor:
    """``ops.diag_embed``: tensors whose ``offset`` diagonals over ``dim1``/``dim2`` hold the last axis of ``t``."""
    return torch.diag_embed(t, offset, dim1, dim2)


def diagflat(t: torch.Tensor, offset: int = 0) -> torch.Tensor:
    """``ops.diagflat``: a 2-D tensor with the flattened ``t`` on its ``offset`` diagonal."""
    return torch.diagflat(t, offset)


def tril(t: torch.Tensor, k: int = 0) -> torch.Tensor:
    """``ops.tril``: the lower triangle of the last two axes (below and on the ``k`` diagonal), zeros elsewhere."""
    return torch.tril(t, k)


def triu(t: torch.Tensor, k: int = 0) -> torch.Tensor:
    """``ops.triu``: the upper triangle of the last two axes (above and on the ``k`` diagonal), zeros elsewhere."""
    return torch.triu(t, k)


def repeat_interleave(t: torch.Tensor, repeats, axis=None, output_size: int | None = None) -> torch.Tensor:
    """``ops.repeat_interleave``: each entry (slice along ``axis``; of the flattened ``t`` when None) repeated
    ``repeats`` times (an int, or a tensor or list of counts)."""
    if isinstance(repeats, (list, tuple)):
        repeats = torch.tensor(repeats, device=t.device)
    if output_size is not None:
        return torch.repeat_interleave(t, repeats, dim=axis, output_size=output_size)
    return torch.repeat_interleave(t, repeats, dim=axis)


def check_squeeze_axis(axis, none_ok: bool = True, prim: bool = False) -> None:
    """The argument types of MindSpore's ``Squeeze``: an int, or a tuple/list of ints; ``None`` only where
    ``none_ok`` (``ops.squeeze``, ``Tensor.squeeze``; not ``mint.squeeze`` nor the primitive). ``prim``: the
    ``ops.Squeeze`` primitive, which stores a lone axis as a 1-tuple (shown so in the message).

    Raises:
        TypeError: MindSpore's ``Failed calling Squeeze with ...`` for another type (a bool, a float)."""
    items = axis if isinstance(axis, (tuple, list)) else (axis,)
    if axis is None and none_ok:
        return
    if axis is not None and all(isinstance(i, int) and not isinstance(i, bool) for i in items):
        return
    shown = _errors.type_name((axis,) if prim and axis is not None and not isinstance(axis, (tuple, list)) else axis)
    raise _errors.failed_calling(
        "Squeeze",
        f"Squeeze(axis={shown})(input=Tensor)",
        "Squeeze(axis=<list of int, int, tuple of int>)(input=<Tensor>)",
    )


def squeeze(t: torch.Tensor, dims=None) -> torch.Tensor:
    """``t`` without its size-1 axes (all of them, or those among ``dims``: an int, a tuple or a list; axes of other
    sizes stay), as ``ops.squeeze``/``ops.Squeeze``/``Tensor.squeeze`` do.

    Raises:
        ValueError: an axis outside ``[-rank, rank)`` (``Dimension out of range (expected to be in range of [-2, 2),
            but got 3)``; a 0-d tensor counts as rank 1).
    """
    if dims is None or dims == ():
        return torch.squeeze(t)
    if isinstance(dims, list):
        dims = tuple(dims)
    nd = max(t.dim(), 1)
    for d in dims if isinstance(dims, tuple) else (dims,):
        if isinstance(d, int) and not -nd <= d < nd:
            raise _dim_range(d, nd)
    if isinstance(dims, tuple) and t.dim():  # an axis named twice (or as i and i - rank) is squeezed once
        dims = tuple(dict.fromkeys(d % nd for d in dims))
    return torch.squeeze(t, dims)


def unsqueeze(t: torch.Tensor, dim: int) -> torch.Tensor:
    """``t`` with a size-1 axis inserted at ``dim``.

    Raises:
        ValueError: ``dim`` outside ``[-rank-1, rank]`` (MindSpore's ``Dimension out of range ...``)."""
    nd = t.dim() + 1
    if not -nd <= dim < nd:
        raise _dim_range(dim, nd)
    return torch.unsqueeze(t, dim)


def select(t: torch.Tensor, dim: int, index: int) -> torch.Tensor:
    """The slice of ``t`` at ``index`` along ``dim``, that axis removed (``mint.select``)."""
    return torch.select(t, dim, index)


def narrow(t: torch.Tensor, axis: int, start: int, length: int) -> torch.Tensor:
    """``ops.narrow``: ``length`` entries from ``start`` along ``axis`` (a view)."""
    return torch.narrow(t, axis, start, length)


def movedim(t: torch.Tensor, source, destination, checked: bool = True) -> torch.Tensor:
    """``ops.movedim``: axes ``source`` moved to positions ``destination`` (ints, tuples or lists). ``checked=False``
    (``mindspore.numpy``) leaves the axis check to torch.

    Raises:
        ValueError: for an axis out of range.
    """
    nd = t.ndim
    source = tuple(source) if isinstance(source, (list, tuple)) else source
    destination = tuple(destination) if isinstance(destination, (list, tuple)) else destination
    if isinstance(source, tuple) != isinstance(destination, tuple):  # [2] and 0: torch wants one kind
        source = source if isinstance(source, tuple) else (source,)
        destination = destination if isinstance(destination, tuple) else (destination,)
    axes = (source if isinstance(source, tuple) else (source,)) + (
        destination if isinstance(destination, tuple) else (destination,)
    )
    for a in axes if checked else ():
        if not -nd <= a < nd:
            raise ValueError(f"The 'axis' must be in the range of [{-nd}, {nd}), but got {a}.")
    return torch.movedim(t, source, destination)


def swapaxes(t: torch.Tensor, axis0: int, axis1: int) -> torch.Tensor:
    """``ops.swapaxes``: ``t`` with two axes exchanged."""
    return torch.swapaxes(t, axis0, axis1)


def meshgrid(ts: list, indexing: str) -> tuple:
    """MindSpore's Meshgrid: coordinate grids of the 1-D tensors ``ts`` (``'xy'``: the first two axes swapped,
    ``'ij'``: matrix order), each a contiguous copy.

    Raises:
        ValueError: for an unknown ``indexing`` or tensors of different dtypes.
    """
    if indexing not in ("xy", "ij"):
        raise ValueError(f"Failed to convert the value \"{indexing}\" of input 'indexing' of 'Meshgrid' to enum.")
    if any(t.dtype != ts[0].dtype for t in ts):
        raise ValueError("For Primitive [Meshgrid], all tensors should have the same type.")
    return tuple(t.contiguous() for t in torch.meshgrid(*ts, indexing=indexing))


def meshgrid_views(ts: list, indexing: str) -> tuple:
    """``torch.meshgrid`` of the 1-D tensors ``ts`` (views, unchecked): ``numpy.meshgrid``, ``numpy.mgrid``."""
    return torch.meshgrid(*ts, indexing=indexing)


def resize(t: torch.Tensor, shp: tuple) -> torch.Tensor:
    """numpy-style resize (``Tensor.resize``): the flattened ``t`` cut, or zero-padded, to ``shp``."""
    flat = t.reshape(-1)
    n = 1
    for d in shp:
        n *= d
    if n > flat.numel():
        flat = torch.cat([flat, torch.zeros(n - flat.numel(), dtype=flat.dtype, device=flat.device)])
    return flat[:n].reshape(shp)


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


def one_hot_ext(idx: torch.Tensor, num_classes: int = -1) -> torch.Tensor:
    """``mint.nn.functional.one_hot`` (``ops.one_hot_ext``): Int64 one-hot rows of the integer ``idx`` along a new
    last axis of ``num_classes`` entries (-1: ``max(idx) + 1``); torch's errors for out-of-range indices."""
    return torch.nn.functional.one_hot(idx.long(), num_classes)


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


# BatchToSpaceND / SpaceToBatchND: MindSpore 2.10's CPU kernels take these dtypes (BatchToSpaceND's type check also
# passes BFloat16, which then finds no kernel); the 4-D BatchToSpace / SpaceToBatch also pass complex.
_SPACE_ND_TYPES = (
    torch.float16, torch.float32, torch.float64, torch.int8, torch.int16, torch.int32, torch.int64,
    torch.uint8, torch.uint16, torch.uint32, torch.uint64,
)  # fmt: skip
_B2S_KERNEL = (
    "input[Int8], output[Int8]; input[Int16], output[Int16]; input[Int32], output[Int32]; input[Int64], "
    "output[Int64]; input[UInt8], output[UInt8]; input[UInt16], output[UInt16]; input[UInt32], output[UInt32]; "
    "input[UInt64], output[UInt64]; input[Float16], output[Float16]; input[Float32], output[Float32]; "
    "input[Float64], output[Float64]; "
)


def _space_dtype(op: str, arg: str, t: torch.Tensor, allowed: tuple) -> None:
    """MindSpore's TypeError for a dtype outside ``allowed`` (its type check's list)."""
    from .errors import dtype_error

    if t.dtype not in allowed:
        raise dtype_error(op, arg, t.dtype, allowed)


def _batch_to_space(t: torch.Tensor, block: tuple, crops) -> torch.Tensor:
    """The rearrangement of BatchToSpaceND on checked arguments: batch ``(b_1..b_M, n)`` blocks interleaved into
    the last M axes, then cropped."""
    m = len(block)
    s = as_signed(t)
    n = s.shape[0] // math.prod(block)
    off = s.ndim - m
    mid = tuple(s.shape[1:off])
    sp = tuple(s.shape[off:])
    y = s.reshape(*block, n, *mid, *sp)
    perm = [m, *range(m + 1, m + 1 + len(mid))]
    for i in range(m):
        perm += [m + 1 + len(mid) + i, i]
    y = y.permute(perm).reshape(n, *mid, *(sp[i] * block[i] for i in range(m)))
    index = [builtins.slice(None)] * (1 + len(mid))
    index += [builtins.slice(c0, sp[i] * block[i] - c1) for i, (c0, c1) in enumerate(crops)]
    return from_signed(y[tuple(index)].contiguous(), t.dtype)


def _space_to_batch(t: torch.Tensor, block: tuple, paddings) -> torch.Tensor:
    """The rearrangement of SpaceToBatchND on checked arguments: the last M axes zero-padded, split into blocks
    and moved to the batch axis (block index major, batch minor)."""
    m = len(block)
    s = as_signed(t)
    pads = [p for pair in reversed(paddings) for p in pair]
    if any(pads):
        s = torch.nn.functional.pad(s, pads)
    n = s.shape[0]
    off = s.ndim - m
    mid = tuple(s.shape[1:off])
    split = []
    for i in range(m):
        split += [s.shape[off + i] // block[i], block[i]]
    y = s.reshape(n, *mid, *split)
    perm = [off + 2 * i + 1 for i in range(m)] + list(range(off)) + [off + 2 * i for i in range(m)]
    y = y.permute(perm).reshape(n * math.prod(block), *mid, *split[::2])
    return from_signed(y.contiguous(), t.dtype)


def batch_to_space_nd(t: torch.Tensor, block_shape: tuple, crops) -> torch.Tensor:
    """MindSpore 2.10's BatchToSpaceND: the batch axis of ``t`` (rank > M = ``len(block_shape)``) divided into
    ``prod(block_shape)`` blocks interleaved into the last M axes, each then cropped by ``crops[i]``.

    ``block_shape`` and ``crops`` are already checked by the primitive (ints >= 1, an (M, 2) list of ints >= 0).

    Raises:
        TypeError: for a Bool/complex input (the type check) or BFloat16 (no CPU kernel).
        ValueError: if the rank is not above M, the batch is not divisible by ``prod(block_shape)``, or an axis
            times its block is not greater than its crops.
    """
    op = "BatchToSpaceND"
    if t.dtype == torch.bfloat16:
        raise TypeError(
            "\n----------------------------------------------------\n- Kernel select failed:\n"
            "----------------------------------------------------\n"
            f"Select CPU operator[{op}] fail! Unsupported data type!\nThe supported data types are {_B2S_KERNEL}, "
            "but get input[BFloat16 ] and output[BFloat16 ]"
        )
    _space_dtype(op, "x", t, (*_SPACE_ND_TYPES, torch.bfloat16))
    block = tuple(block_shape)
    m = len(block)
    if t.ndim <= m:
        raise _errors.value_error(op, "the rank of x_shape must be greater than the rank of `block_shape`.")
    prod = math.prod(block)
    if t.shape[0] % prod:
        raise _errors.value_error(
            op,
            f"the first dim of 'input_x' must be divisible by 'block_shape_prod'. But got first dim of "
            f"'input_x': {t.shape[0]}, 'block_shape_prod' as the product of block shapes with value: {prod}, and "
            f"block shapes being: [const vector]{{{', '.join(map(str, block))}}}.",
        )
    off = t.ndim - m
    for i, (c0, c1) in enumerate(crops):
        size = t.shape[off + i] * block[i]
        if not size > c0 + c1:
            raise ValueError(
                f"For primitive[{op}], the attribute[x block shape prod] must be greater than {c0 + c1}, but got "
                f"{size}."
            )
    return _batch_to_space(t, block, crops)


def space_to_batch_nd(t: torch.Tensor, block_shape: tuple, paddings) -> torch.Tensor:
    """MindSpore 2.10's SpaceToBatchND: the last M = ``len(block_shape)`` axes of ``t`` zero-padded by
    ``paddings[i]``, divided into blocks of ``block_shape[i]`` and moved into the batch axis (whose size becomes
    ``n * prod(block_shape)``).

    Raises:
        TypeError: for a Bool/complex/BFloat16 input.
        RuntimeError: if the rank is not above M, or a padded axis is not a positive multiple of its block.
    """
    op = "SpaceToBatchND"
    _space_dtype(op, "input type", t, _SPACE_ND_TYPES)
    block = tuple(block_shape)
    m = len(block)
    if t.ndim <= m:
        raise _errors.runtime_error(
            op, f"the input size should be no less than the block size, but get input size: {t.ndim} block size: {m}"
        )
    off = t.ndim - m
    for i, (p0, p1) in enumerate(paddings):
        padded = t.shape[off + i] + p0 + p1
        if padded % block[i]:
            raise _errors.runtime_error(
                op,
                f"padded shape should be divisible by block_size, but got padded shape: {padded}, "
                f"block_size: {block[i]}",
            )
        if padded < block[i]:
            raise _errors.runtime_error(
                op,
                f"padded shape cannot be less than block_size, but got padded shape: {padded}, block_size: {block[i]}",
            )
    return _space_to_batch(t, block, paddings)


def batch_to_space(t: torch.Tensor, block_size: int, crops) -> torch.Tensor:
    """MindSpore 2.10's 4-D BatchToSpace: :func:`batch_to_space_nd` over (H, W) with one ``block_size``.

    Raises:
        TypeError: for a Bool/BFloat16 input.
        ValueError: for a rank other than 4, ``H*block_size`` (or W) not above its crops, or a batch not divisible
            by ``block_size**2``.
    """
    op = "BatchToSpace"
    _space_dtype("BatchToSpace", "x", t, (*_SPACE_ND_TYPES, torch.complex64, torch.complex128))
    if t.ndim != 4:
        raise _errors.value_error(op, f"rank of 'input_x' should be 4, but got {t.ndim}")
    out = list(t.shape)
    for i in range(2):
        size = t.shape[i + 2] * block_size
        crop = crops[i][0] + crops[i][1]
        if not size > crop:
            raise _errors.value_error(
                op,
                f"prod of 'block_size' and 'input_x' shape should be greater than sum of 'crops', but "
                f"got prod of 'block_size' and 'input_x' shape: {size}, sum of 'crops': {crop}",
            )
        out[i + 2] = size - crop
    if t.shape[0] % (block_size * block_size):
        raise _errors.value_error(
            op,
            f"the shape of output with index 0 must be divided exactly by square of 'block_size': "
            f"{block_size}, but got the shape of output: [const vector]{{{', '.join(map(str, out))}}} and square "
            f"of 'block_size': {block_size * block_size}.",
        )
    return _batch_to_space(t, (block_size, block_size), crops)


def space_to_batch(t: torch.Tensor, block_size: int, paddings) -> torch.Tensor:
    """MindSpore 2.10's 4-D SpaceToBatch: :func:`space_to_batch_nd` over (H, W) with one ``block_size``.

    Raises:
        TypeError: for a Bool/Complex128/BFloat16 input.
        ValueError: for a rank other than 4 or a padded H/W not divisible by ``block_size``.
    """
    op = "SpaceToBatch"
    _space_dtype(op, "x", t, (*_SPACE_ND_TYPES, torch.complex64))
    if t.ndim != 4:
        raise ValueError(f"For primitive[{op}], the x rank must be equal to 4, but got {t.ndim}.")
    for i in range(2):
        padded = t.shape[i + 2] + paddings[i][0] + paddings[i][1]
        if padded % block_size:
            raise ValueError(
                f"For {op}, the x_shape[{i + 2}] plus paddings must be divisible by 'block_size', but got padded "
                f"value: {padded}, and block_size: {block_size}"
            )
    return _space_to_batch(t, (block_size, block_size), paddings)


def no_repeat_ngram(seq: torch.Tensor, log_probs: torch.Tensor, n: int) -> torch.Tensor:
    """MindSpore's NoRepeatNGram: ``log_probs`` (``(batch, beam, vocab)`` Float16/32/64) with ``-max(dtype)`` at
    each token that would repeat an ``n``-gram of ``seq`` (``(batch, beam, m)`` Int32): wherever the last ``n - 1``
    tokens of a row occur earlier (window ``seq[i : i+n-1]``, ``i + n - 1 < m``), the token after them is banned.

    Computed with tensor ops only (windows compared, tokens one-hot against the vocabulary), so it runs under
    ``vmap``; the range check of banned tokens is skipped there (their values cannot be read).

    Raises:
        TypeError: ``seq`` not Int32, ``log_probs`` not float. ValueError: a rank other than 3, batch or beam
        sizes that differ, ``n > m``, a banned token outside ``[0, vocab)``. RuntimeError: ``n == m``.
    """
    op = "NoRepeatNGram"
    if seq.dtype != torch.int32:
        raise TypeError(
            f"For primitive[{op}], the input argument[seq_type] must be a type of {{Tensor[Int32]}}, but got "
            f"Tensor[{dtype_name(seq.dtype)}]."
        )
    if log_probs.dtype not in (torch.float16, torch.float32, torch.float64):
        raise TypeError(
            f"For primitive[{op}], the input argument[log_types] must be a type of {{Tensor[Float16], "
            f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{dtype_name(log_probs.dtype)}]."
        )
    for name, t in (("state_seq", seq), ("log_probs", log_probs)):
        if t.ndim != 3:
            raise ValueError(f"For primitive[{op}], the rank of {name} must be equal to 3, but got {t.ndim}.")
    for d in (0, 1):
        if seq.shape[d] != log_probs.shape[d]:
            raise ValueError(
                f"For primitive[{op}], the state_seq shape[{d}] must be equal to log_probs shape[{d}] which is "
                f"{log_probs.shape[d]} , but got {seq.shape[d]}."
            )
    m, vocab = seq.shape[2], log_probs.shape[2]
    if n > m:
        raise ValueError(
            f"For primitive[{op}], the ngram_size must be less than or equal to state_seq shape[2] + 1 which is "
            f"{m} , but got {n}."
        )
    if n == m:
        raise RuntimeError("Param ngram_size is illegal")
    k = m - n + 1  # windows i = 0 .. m-n
    match = torch.ones(seq.shape[:2] + (k,), dtype=torch.bool, device=seq.device)
    for j in range(n - 1):  # window token j against the row's last n-1 tokens
        match = match & (seq[..., j : j + k] == seq[..., m - n + 1 + j].unsqueeze(-1))
    nxt = seq[..., n - 1 :].long()  # the token after window i
    if not vmapped(nxt) and not vmapped(match):
        bad = match & ((nxt < 0) | (nxt >= vocab))
        if bool(bad.any()):
            raise ValueError(
                f"For {op}, the id in the state input is not valid. Please make the value in the state_seq in the "
                f"valid range between [0,{vocab})."
            )
    vocab_ids = torch.arange(vocab, device=seq.device)
    banned = ((nxt.unsqueeze(-1) == vocab_ids) & match.unsqueeze(-1)).any(-2)
    return log_probs.masked_fill(banned, -torch.finfo(log_probs.dtype).max)


def transpose(t: torch.Tensor, perm: tuple) -> torch.Tensor:
    """``t`` with its axes permuted by ``perm`` (``ops.transpose``, ``ops.Transpose``, ``Tensor.transpose``).

    MindSpore's checks, in its order: ``perm``'s length is ``t``'s rank, each item is in ``[-rank, rank)``, no axis
    repeats (all ``ValueError``). PyNative words an item out of range as ``Dimension out of range (expected to be in
    range of [-2, 2), but got 2)``; a staged region (``jit``, GRAPH_MODE) as ``For primitive[Transpose], the perm
    value must be in [-2,2), but got 2.``.
    """
    nd = t.dim()
    if len(perm) != nd:
        raise _errors.value_error("Transpose", f"size of perm should equal to rank of x, but got {len(perm)} and {nd}!")
    staged = STAGED_DEPTH[0] > 0
    for d in perm:
        if not -nd <= d < nd:
            if staged:
                raise ValueError(f"For primitive[Transpose], the perm value must be in [{-nd},{nd}), but got {d}.")
            raise ValueError(f"Dimension out of range (expected to be in range of [{-nd}, {nd}), but got {d})")
    seen = set()
    for d in perm:
        if d % nd in seen:
            sep = "', " if staged else "' "
            raise _errors.value_error("Transpose", f"perms should all be unique dim, but{d % nd} is not unique!", sep)
        seen.add(d % nd)
    return t.permute(perm)


def _dim_range(d: int, nd: int) -> ValueError:
    """MindSpore's PyNative ValueError for an axis ``d`` outside ``[-nd, nd)``."""
    return ValueError(f"Dimension out of range (expected to be in range of [{-nd}, {nd}), but got {d})")


def broadcast_to_numpy(t: torch.Tensor, shape: tuple) -> torch.Tensor:
    """``mindspore.numpy.broadcast_to``: ``t`` repeated to ``shape`` (a copy).

    Raises:
        ValueError: a shape ``t`` does not broadcast to (``cannot broadcast with (2, 4)``), or a negative new leading
            dimension (MindSpore tiles it: ``Tile``'s error: 'dims' cannot contain negative integer numbers, ...).
    """
    shape = tuple(shape)
    if t.dim() > len(shape) or any(i not in (1, j) for i, j in zip(reversed(t.shape), reversed(shape))):
        raise ValueError(f"cannot broadcast with {shape}")
    for k, d in enumerate(shape[: len(shape) - t.dim()]):
        if d < 0:
            raise _errors.value_error("Tile", f"'dims' cannot contain negative integer numbers, but got {d} in {k}th.")
    return t.broadcast_to(shape).clone()


def shift(t: torch.Tensor, periods: int, axis: int, fill) -> torch.Tensor:
    """MindSpore's CPU ``Shift`` kernel: ``t`` moved ``periods`` places along ``axis`` (towards higher indices when
    positive), the vacated places set to ``fill`` (a number or a 0-d tensor); ``|periods|`` at least the axis
    length fills all of it, 0 copies. MindSpore has no Python class for it: a user ``PrimitiveWithInfer`` named
    ``Shift`` reaches it. Difference: a negative ``axis`` counts from the end here (MindSpore's kernel fails)."""
    if isinstance(fill, torch.Tensor):
        fill = fill.item()
    if periods == 0:
        return t.clone()
    out = torch.full_like(t, fill)
    n = t.shape[axis]
    k = builtins.min(builtins.abs(periods), n)
    if periods > 0:
        out.narrow(axis, k, n - k).copy_(t.narrow(axis, 0, n - k))
    else:
        out.narrow(axis, 0, n - k).copy_(t.narrow(axis, k, n - k))
    return out


_FILL_DIAGONAL_DTYPES = (
    torch.float16, torch.float32, torch.float64, torch.int16, torch.int32, torch.int64, torch.int8, torch.uint8,
)  # fmt: skip


def fill_diagonal(t: torch.Tensor, fill_value: float, wrap: bool) -> torch.Tensor:
    """A copy of ``t`` with its main diagonal (``[i, i, ..., i]``) set to ``fill_value``; with ``wrap`` a tall 2-D
    matrix's diagonal starts again ``cols + 1`` rows down (numpy's ``fill_diagonal``). ``FillDiagonal``'s CPU
    kernel: integer dtypes take the value truncated and wrapped to the dtype (300.0 in UInt8 is 44).

    Raises:
        TypeError: Bool or another dtype outside Float16/32/64, Int8/16/32/64, UInt8.
        ValueError: fewer than 2 dims, or more than 2 dims of different sizes.
    """
    if t.dtype not in _FILL_DIAGONAL_DTYPES:
        raise TypeError(
            "For primitive[FillDiagonal], the input argument[input_x] must be a type of {Tensor[Float16], "
            "Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], "
            f"Tensor[UInt8]}}, but got Tensor[{dtype_name(t.dtype)}]."
        )
    if t.ndim < 2:
        raise ValueError(
            "The primitive[FillDiagonal] argument [input_x] must be a Tensor whose dimension is greater than or "
            f"equal to 2, but got its dimension [{t.ndim}]."
        )
    if t.ndim > 2 and len(set(t.shape)) != 1:
        raise ValueError(
            "The primitive[FillDiagonal] argument [input_x] must be a Tensor with the same size in all dimensions "
            "when its dimension is greater than 2"
        )
    value: float | int = fill_value
    if not t.dtype.is_floating_point:
        info = torch.iinfo(t.dtype)
        value = (int(fill_value) - info.min) % (info.max - info.min + 1) + info.min
    out = t.clone()
    out.fill_diagonal_(value, wrap=wrap)
    return out


def tensor_copy_slices(x: torch.Tensor, value: torch.Tensor, begin, end, strides) -> torch.Tensor:
    """``x`` with the contiguous block ``x[begin:end]`` overwritten by ``value``'s elements in order (MindSpore's
    ``_inner_ops.TensorCopySlices``, a memory copy): dims after ``begin``'s length are taken whole. MindSpore's
    CPU kernel copies as many elements as the block holds, reading past a smaller ``value``; here only
    ``value``'s elements are copied and the rest of the block keeps ``x``'s.

    Raises:
        RuntimeError: ``begin`` / ``end`` / ``strides`` of different lengths or longer than ``x``'s rank, an empty
            range, a stride other than 1, or a block that is not contiguous in memory (MindSpore's messages).
    """
    begin, end, strides = [int(b) for b in begin], [int(e) for e in end], [int(s) for s in strides]
    shape = list(x.shape)
    if len(begin) != len(end) or len(begin) != len(strides) or len(begin) > len(shape):
        raise RuntimeError(
            "TensorCopySlices requires the length of begin, stride and end must be equal and less than input dimension."
        )
    for b, e, st in zip(begin, end, strides):
        if e <= b:
            raise RuntimeError(f"Invalid slice: ({b}, {e} ,{st})")
        if st != 1:
            raise RuntimeError(
                f"The element in step only support 1, but got:[const vector]{{{', '.join(map(str, strides))}}}"
            )
    sliced = next((i for i, (b, e) in enumerate(zip(begin, end)) if e - b > 1), len(begin))
    if any(end[i] - begin[i] != shape[i] for i in range(sliced + 1, len(begin))):
        raise RuntimeError(
            "Only support copy continuous memory now. For example tensor[0, 0:100] is fine, but tensor[0:100, 0] "
            "is not supported."
        )
    dim_offset = [math.prod(shape[i + 1 :]) for i in range(len(shape))]
    offset, size = 0, dim_offset[len(begin) - 1]
    for i, (b, e) in enumerate(zip(begin, end)):
        offset += dim_offset[i] * b
        if e - b != 1:
            size = (e - b) * dim_offset[i]
            break
    out = x.clone().reshape(-1)
    n = min(size, value.numel(), out.numel() - offset)
    out[offset : offset + n] = value.reshape(-1)[:n].to(x.dtype)
    return out.reshape(shape)


def tensor_to_tuple(x) -> tuple | None:
    """``ops.TensorToTuple``: the Python numbers of a 1-D tensor as a tuple; None for another rank or a non-tensor
    (MindSpore 2.10 infers no value then). A 0-d tensor raises Python's ``TypeError: 'int' object is not iterable``,
    as MindSpore's does."""
    if not isinstance(x, torch.Tensor) or x.ndim > 1:
        return None
    if x.ndim == 0:  # MindSpore's tuple() of the scalar
        raise TypeError(f"'{type(x.item()).__name__}' object is not iterable")
    return tuple(x.tolist())


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
