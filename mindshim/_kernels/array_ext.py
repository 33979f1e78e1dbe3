"""Array kernels of smaller primitives and functions: block_diag, cartesian_prod, combinations, LowerBound/UpperBound,
ListDiff, NthElement, RaggedRange, UnravelIndex, DataFormatDimMap/VecPermute, CompareAndBitpack, CheckNumerics,
SubAndFilter, float_power_ext and Tensor.sum_to_size.

Each kernel takes torch tensors and owns MindSpore 2.10's CPU dtype lists, checks and messages for its op.
"""

from __future__ import annotations

import torch

from . import errors as _errors
from .errors import dtype_error, dtype_name

__all__ = [
    "block_diag",
    "cartesian_prod",
    "combinations",
    "bound",
    "list_diff",
    "nth_element",
    "ragged_range",
    "unravel_index",
    "data_format_dim_map",
    "data_format_vec_permute",
    "compare_and_bitpack",
    "check_numerics",
    "sub_and_filter",
    "float_power_ext",
    "sum_to_size",
    "copy",
    "index_put",
    "inplace_index_add",
    "padding",
    "im2col",
    "col2im",
    "coalesce",
    "edit_distance",
    "betainc",
]

_INTS = (torch.int32, torch.int64)
_F = (torch.float32, torch.float64)


def _same(prim: str, *ts: torch.Tensor) -> None:
    if any(t.dtype != ts[0].dtype for t in ts):
        raise TypeError(f"For primitive[{prim}], the input type must be same.")


def block_diag(ts: list) -> torch.Tensor:
    """``ops.block_diag(*inputs)``: the block-diagonal matrix of 0-D (1x1), 1-D (1xN) and 2-D tensors of one dtype.

    Raises:
        RuntimeError: no input, or inputs of different dtypes (MindSpore's Concat kernel failure).
        ValueError: an input of rank > 2.
    """
    if not ts:
        raise _errors.runtime_error("block_diag", "the input is empty.")
    mats = []
    for t in ts:
        if t.ndim > 2:
            raise _errors.value_error(
                "block_diag", f"the dimension of each elements in 'inputs' must be 0, 1, or 2, but got {t.ndim}"
            )
        mats.append(t.reshape(1, -1) if t.ndim < 2 else t)
    if any(m.dtype != mats[0].dtype for m in mats):
        raise RuntimeError("KernelMod Init Failed: Concat")
    return torch.block_diag(*mats)


def cartesian_prod(ts: list) -> torch.Tensor:
    """``ops.cartesian_prod(*inputs)``: the (prod(n_i), k) Cartesian product of k 1-D tensors (one dtype)."""
    grids = torch.meshgrid(*ts, indexing="ij")
    return torch.stack(grids, dim=-1).reshape(-1, len(ts))


def combinations(t: torch.Tensor, r: int = 2, with_replacement: bool = False) -> torch.Tensor:
    """``ops.combinations(input, r, with_replacement)``: the (C, r) length-``r`` combinations of a 1-D tensor's
    elements, in itertools' order; ``r`` larger than the input (without replacement) gives MindSpore's empty
    Float32 (0,) tensor.

    Raises:
        ValueError: an input that is not 1-D, or ``r`` 0 (MindSpore's Concat error).
    """
    if t.ndim != 1:
        raise _errors.value_error("combinations", f"the dimension 'x' must be 1, but got {t.ndim}")
    n = t.shape[0]
    if not with_replacement and r > n:
        return torch.zeros(0, dtype=torch.float32, device=t.device)
    if r <= 0:
        raise ValueError("For primitive[Concat], the elements size must be greater than 0, but got 0.")
    return torch.combinations(t, r, with_replacement).reshape(-1, r)


def bound(prim: str, sorted_x: torch.Tensor, values: torch.Tensor, out_type: torch.dtype, right: bool):
    """``ops.LowerBound`` / ``ops.UpperBound``: for each row of ``values`` (B, M) the first index of the matching
    row of ``sorted_x`` (B, N) whose element is not less than (``right``: greater than) each value, as ``out_type``.

    Raises:
        TypeError: dtypes that differ. ValueError: inputs not 2-D or row counts that differ.
    """
    _same(prim, sorted_x, values)
    for name, t in (("sorted_x", sorted_x), ("values", values)):
        if t.ndim != 2:
            raise _errors.value_error(prim, f"the rank of '{name}' must be 2, but got: {t.ndim}.")
    if sorted_x.shape[0] != values.shape[0]:
        raise _errors.value_error(
            prim,
            "the first dimension of the shape of 'sorted_x' must be equal to that of 'values', but got shape of "
            f"'values': {tuple(values.shape)}, shape of 'sorted_x':{tuple(sorted_x.shape)}.",
        )
    wide = sorted_x.dtype in (torch.float16, torch.bfloat16, torch.int8, torch.uint8, torch.int16, torch.bool)
    s, v = (sorted_x.double(), values.double()) if wide else (sorted_x, values)
    return torch.searchsorted(s.contiguous(), v.contiguous(), right=right).to(out_type)


def list_diff(x: torch.Tensor, y: torch.Tensor, out_idx: torch.dtype) -> tuple:
    """``ops.ListDiff(out_idx)(x, y)``: ``(out, idx)``: the elements of 1-D ``x`` not in ``y``, in order, and their
    positions in ``x`` (``out_idx``).

    Raises:
        TypeError: dtypes that differ. ValueError: inputs not 1-D.
    """
    if x.dtype != y.dtype:
        raise TypeError(
            f"For ListDiff, type of 'x' and 'y' should be same. But get x[{dtype_name(x)}], y[{dtype_name(y)}]."
        )
    if x.ndim != 1 or y.ndim != 1:
        raise ValueError(f"For ListDiff, input x, y should be 1D, but get x dims = {x.ndim}, y dims = {y.ndim}.")
    keep = ~torch.isin(x, y)
    return x[keep], torch.nonzero(keep).reshape(-1).to(out_idx)


def nth_element(t: torch.Tensor, n: int, reverse: bool = False) -> torch.Tensor:
    """``ops.NthElement(reverse)(input, n)``: the ``n``-th smallest (``reverse``: largest) element along the last
    axis, that axis removed.

    Raises:
        ValueError: ``n`` negative or not less than the last axis.
    """
    last = t.shape[-1]
    if n < 0:
        raise ValueError(f"For primitive[NthElement], the n_value must be greater than or equal to 0, but got {n}.")
    if n >= last:
        raise ValueError(f"For primitive[NthElement], the n_value must be less than {last}, but got {n}.")
    s = torch.sort(t.double() if t.dtype in (torch.int8, torch.uint8, torch.int16, torch.float16) else t, dim=-1,
                   descending=reverse).values  # fmt: skip
    return s[..., n].to(t.dtype)


def ragged_range(starts: torch.Tensor, limits: torch.Tensor, deltas: torch.Tensor, tsplits: torch.dtype) -> tuple:
    """``ops.RaggedRange(Tsplits)(starts, limits, deltas)``: ``(splits, values)``: the ranges ``range(s, l, d)``
    of each triple concatenated, and the row splits (``Tsplits``) that delimit them; scalars broadcast.

    Raises:
        TypeError: dtypes that differ. ValueError: shapes that differ, or a zero delta.
    """
    if not (starts.dtype == limits.dtype == deltas.dtype):
        raise TypeError(
            "For RaggedRange, starts, limits, and deltas must have the same type, but got starts "
            f"Tensor[{dtype_name(starts)}], limits Tensor[{dtype_name(limits)}], deltas Tensor[{dtype_name(deltas)}]."
        )
    shapes = [tuple(x.shape) if x.ndim else (1,) for x in (starts, limits, deltas)]
    ranked = {s for s, x in zip(shapes, (starts, limits, deltas)) if x.ndim}
    if len(ranked) > 1 or any(x.ndim == 0 for x in (starts, limits, deltas)) and len(set(shapes)) > 1:
        raise ValueError(
            "For RaggedRange, starts, limits, and deltas must have the same shape, but got starts "
            f"{shapes[0]}, limits {shapes[1]}, deltas {shapes[2]}."
        )
    s, li, d = (x.reshape(-1).tolist() for x in (starts, limits, deltas))
    splits, vals = [0], []
    for a, b, c in zip(s, li, d):
        if c == 0:
            raise ValueError("For RaggedRange, requires input delta != 0.")
        k = 0
        v = a
        while (c > 0 and v < b) or (c < 0 and v > b):
            vals.append(v)
            k += 1
            v = a + k * c
        splits.append(splits[-1] + k)
    return (
        torch.tensor(splits, dtype=tsplits, device=starts.device),
        torch.tensor(vals, dtype=starts.dtype, device=starts.device),
    )


def unravel_index(indices: torch.Tensor, dims: torch.Tensor) -> torch.Tensor:
    """``ops.UnravelIndex()(indices, dims)``: the coordinates of flat ``indices`` in an array of shape ``dims``:
    (len(dims),) for a scalar, (len(dims), N) for N indices.

    Raises:
        TypeError: dtypes that differ. ValueError: a negative index or one out of the array.
    """
    _same("UnravelIndex", indices, dims)
    if bool((indices < 0).any()):
        raise ValueError("Index must be greater than 0.")
    total = int(torch.prod(dims))
    if bool((indices >= total).any()):
        raise ValueError("Index out of boundary.")
    out = []
    rest = indices.reshape(-1).clone()
    for d in reversed(dims.tolist()):
        out.append(rest % d)
        rest = rest // d
    r = torch.stack(out[::-1])
    return r.reshape(-1) if indices.ndim == 0 else r


def _format_check(prim: str, name: str, fmt) -> None:
    if fmt not in ("NHWC", "NCHW"):
        raise _errors.value_error(prim, f"the '{name}' must be str and must be in '['NHWC', 'NCHW']', but got '{fmt}'.")


def data_format_dim_map(x: torch.Tensor, src: str = "NHWC", dst: str = "NCHW") -> torch.Tensor:
    """``ops.DataFormatDimMap(src_format, dst_format)(input_x)``: each axis index (in [-4, 4)) mapped as
    TensorFlow does: ``src.index(dst[x % 4])``.

    Raises:
        TypeError: a dtype other than Int32/Int64.
    """
    if x.dtype not in _INTS:
        raise dtype_error("DataFormatDimMap", "input type", x.dtype, _INTS)
    table = torch.tensor([src.index(dst[i]) for i in range(4)], dtype=x.dtype, device=x.device)
    return table[torch.remainder(x, 4).long()]


def data_format_vec_permute(x: torch.Tensor, src: str = "NHWC", dst: str = "NCHW") -> torch.Tensor:
    """``ops.DataFormatVecPermute(src_format, dst_format)(x)``: the (4,) or (4, 2) vector permuted from ``src`` to
    ``dst`` order.

    Raises:
        TypeError: a dtype other than Int32/Int64. ValueError: another shape.
    """
    if x.dtype not in _INTS:
        raise dtype_error("DataFormatVecPermute", "x", x.dtype, _INTS)
    if tuple(x.shape) not in ((4,), (4, 2)):
        raise ValueError(
            "For DataFormatVecPermute, input shape must be (4, ) or (4, 2), but got [const vector]"
            f"{{{', '.join(map(str, x.shape))}}}."
        )
    return x[[src.index(dst[i]) for i in range(4)]]


def compare_and_bitpack(x: torch.Tensor, threshold: torch.Tensor) -> torch.Tensor:
    """``ops.CompareAndBitpack()(x, threshold)``: ``x > threshold`` packed eight to a UInt8 along the last axis,
    the first element in the highest bit (in the lowest for Bool ``x``, as MindSpore's CPU kernel packs it).

    Raises:
        TypeError: dtypes that differ. ValueError: a threshold that is not a scalar, a last axis not a multiple of 8.
    """
    _same("CompareAndBitpack", x, threshold)
    if threshold.ndim != 0:
        raise ValueError(
            f"For primitive[CompareAndBitpack], the threshold's rank' must be equal to 0, but got {threshold.ndim}."
        )
    if x.ndim == 0 or x.shape[-1] % 8:
        raise ValueError(
            "For primitive[CompareAndBitpack], the attribute[x innermost dimension % 8] must be equal to 0, but got "
            f"{x.shape[-1] % 8 if x.ndim else 0}."
        )
    bits = (x > threshold).to(torch.uint8).reshape(*x.shape[:-1], -1, 8)
    order = [1, 2, 4, 8, 16, 32, 64, 128] if x.dtype == torch.bool else [128, 64, 32, 16, 8, 4, 2, 1]
    weights = torch.tensor(order, dtype=torch.uint8, device=x.device)  # MindSpore's Bool kernel packs LSB first
    return (bits * weights).sum(-1, dtype=torch.uint8)


_HALF_FLOATS = (torch.float16, torch.float32, torch.float64)


def check_numerics(x: torch.Tensor) -> torch.Tensor:
    """``ops.CheckNumerics()(x)``: ``x`` itself when it has no NaN or infinite value.

    Raises:
        TypeError: a dtype other than Float16/32/64. RuntimeError: a NaN or an infinity.
    """
    if x.dtype not in _HALF_FLOATS:
        raise dtype_error("CheckNumerics", "x", x.dtype, _HALF_FLOATS)
    if bool(torch.isnan(x).any()):
        raise RuntimeError(": Tensor had NaN values")
    if bool(torch.isinf(x).any()):
        raise RuntimeError(": Tensor had Inf values")
    return x.clone()


def sub_and_filter(x: torch.Tensor, max_num: int, offset: int) -> tuple:
    """``ops.SubAndFilter()(input_x, max_num, offset)``: ``(values, indices)``: ``x - offset`` where it lies in
    ``[0, max_num)`` and the flat positions of those elements, both of ``x``'s dtype.

    Raises:
        TypeError: a dtype other than Int32/Int64.
    """
    if x.dtype not in _INTS:
        raise dtype_error("SubAndFilter", "x", x.dtype, _INTS)
    flat = x.reshape(-1) - offset
    keep = (flat >= 0) & (flat < max_num)
    return flat[keep], torch.nonzero(keep).reshape(-1).to(x.dtype)


def float_power_ext(base, exponent) -> torch.Tensor:
    """``ops.function.math_func.float_power_ext(input, exponent)``: ``input ** exponent`` in Float64 (tensors cast,
    Python numbers taken as they are)."""
    b = base.double() if isinstance(base, torch.Tensor) else base
    e = exponent.double() if isinstance(exponent, torch.Tensor) else exponent
    return torch.pow(b, e)


def sum_to_size(t: torch.Tensor, size: tuple) -> torch.Tensor:
    """``Tensor.sum_to_size(*size)``: ``t`` summed down to ``size``: the leading axes ``size`` lacks, and the axes
    where ``size`` has 1; integer tensors sum to Int64 (MindSpore's ReduceSum).

    Raises:
        ValueError: a ``size`` ``t`` does not broadcast to.
    """
    shape = tuple(t.shape)
    lead = len(shape) - len(size)
    if lead < 0 or any(s != d and s != 1 for s, d in zip(size, shape[lead:])):
        raise ValueError(f"For sum_to_size, size {tuple(size)} is not expandable to the tensor size {shape}.")
    wide = not (t.is_floating_point() or t.is_complex())
    r = t.to(torch.int64) if wide else t
    if lead:
        r = r.sum(dim=tuple(range(lead)))
    dims = tuple(i for i, (s, d) in enumerate(zip(size, shape[lead:])) if s == 1 and d != 1)
    if dims:
        r = r.sum(dim=dims, keepdim=True)
    return r if (lead or dims) else t


def copy(t: torch.Tensor) -> torch.Tensor:
    """An independent copy of ``t`` (``ops.deepcopy``, MindSpore's Identity)."""
    return t.clone()


def index_put(x: torch.Tensor, values: torch.Tensor, indices: list, accumulate: int = 0) -> torch.Tensor:
    """``ops.IndexPut(accumulate)(x1, x2, indices)``: a copy of ``x1`` with ``x1[indices] = x2`` (``accumulate``
    1: ``+=``, repeated positions summed).

    Raises:
        TypeError: ``x2`` of another dtype than ``x1``. ValueError: more index tensors than ``x1`` has axes.
    """
    _same("IndexPut", x, values)
    if len(indices) > x.ndim:
        raise _errors.value_error(
            "IndexPut", f"rank(x1) must be greater than size(indices), but got {x.ndim} vs {len(indices)}."
        )
    return x.index_put(tuple(i.long() for i in indices), values, accumulate=bool(accumulate))


def inplace_index_add(var: torch.Tensor, indices: torch.Tensor, updates: torch.Tensor, axis: int) -> torch.Tensor:
    """``ops.InplaceIndexAdd(axis)(var, indices, updates)``: ``var`` with ``updates`` added, in place, at the
    positions ``indices`` (Int32) of axis ``axis``; returns ``var``.

    Raises:
        TypeError: indices not Int32, ``updates`` of another dtype. ValueError: an axis out of range, an
            ``updates`` shape that does not fit.
    """
    if indices.dtype != torch.int32:
        raise dtype_error("InplaceIndexAdd", "indices", indices.dtype, (torch.int32,))
    if updates.dtype != var.dtype:
        raise TypeError(
            "Data type conversion is not supported for a 'Parameter', nor for the input tensor of an in-place "
            f"operator, the argument[var]'s data type of primitive[InplaceIndexAdd] is {dtype_name(var)}, which "
            f"cannot be converted to data type {dtype_name(updates)} automatically."
        )
    if not -var.ndim <= axis < var.ndim:
        raise ValueError(
            f"For primitive[InplaceIndexAdd], the axis must be in ({-var.ndim - 1},{var.ndim}), but got {axis}."
        )
    ax = axis % var.ndim
    if updates.shape[ax] != indices.numel():
        raise ValueError(
            f"For primitive[InplaceIndexAdd], the attribute[size of indices] must be equal to {updates.shape[ax]}, "
            f"but got {indices.numel()}."
        )
    with torch.no_grad():  # a Parameter's tensor is updated in place, as MindSpore's in-place kernel does
        var.index_add_(ax, indices.long().reshape(-1), updates)
    return var


def padding(x: torch.Tensor, pad_dim_size: int) -> torch.Tensor:
    """``ops.Padding(pad_dim_size)(x)``: the last axis (of size 1) widened to ``pad_dim_size`` with zeros.

    Raises:
        ValueError: rank < 2 or a last axis other than 1.
    """
    if x.ndim < 2:
        raise ValueError(f"For primitive[Padding], the x rank must be greater than or equal to 2, but got {x.ndim}.")
    if x.shape[-1] != 1:
        raise _errors.value_error("Padding", f"the last dimension of 'x' must be 1, but got: {x.shape[-1]}.")
    out = torch.zeros(*x.shape[:-1], pad_dim_size, dtype=x.dtype, device=x.device)
    out[..., :1] = x
    return out


def _pair(v) -> tuple:
    v = tuple(v) if isinstance(v, (tuple, list)) else (v,)
    return v * 2 if len(v) == 1 else v


def im2col(x: torch.Tensor, ksizes, strides=1, dilations=1, pads=0) -> torch.Tensor:
    """``ops.Im2Col(ksizes, strides, dilations, pads)(x)``: the sliding blocks of NCHW ``x`` as
    (N, C, kh * kw, L); ``pads`` one value, (h, w) or (top, bottom, left, right). Integer inputs are gathered in
    Float64 and cast back.

    Raises:
        ValueError: ``x`` not 4-D, or no whole block.
    """
    if x.ndim != 4:
        raise ValueError(f"For primitive[Im2Col], the dimension of input x must be equal to 4, but got {x.ndim}.")
    k, st, dl = _pair(ksizes), _pair(strides), _pair(dilations)
    p = tuple(pads) if isinstance(pads, (tuple, list)) else (pads,)
    p4 = (p * 4) if len(p) == 1 else ((p[0], p[0], p[1], p[1]) if len(p) == 2 else p)
    h = x.shape[2] + p4[0] + p4[1]
    w = x.shape[3] + p4[2] + p4[3]
    oh = (h - dl[0] * (k[0] - 1) - 1) // st[0] + 1
    ow = (w - dl[1] * (k[1] - 1) - 1) // st[1] + 1
    if oh < 1 or ow < 1:
        raise ValueError(
            f"For Im2Col, given input with spatial size {tuple(x.shape)}, ksizes={k}, dilation=({dl[0]}, {dl[1]}, "
            f"pads=([const vector]{{{', '.join(map(str, p))}}}), calculated shape of the array of sliding blocks as "
            f"({oh}, {ow}), but its components must be at least one."
        )
    t = x if x.is_floating_point() else x.double()
    t = torch.nn.functional.pad(t, (p4[2], p4[3], p4[0], p4[1]))
    cols = torch.nn.functional.unfold(t, k, dilation=dl, stride=st)
    return cols.reshape(x.shape[0], x.shape[1], k[0] * k[1], -1).to(x.dtype)


def col2im(x: torch.Tensor, output_size, kernel_size, dilation=1, padding_value=0, stride=1) -> torch.Tensor:
    """``ops.Col2Im(kernel_size, dilation, padding, stride)(x, output_size)``: the columns (N, C, kh * kw, L) summed
    back into (N, C, *output_size) (the inverse of Im2Col).

    Raises:
        TypeError: a dtype other than Float16/32/64 (MindSpore's kernel-select error). ValueError: ``x`` not 4-D, or
            an ``L`` other than the number of blocks.
    """
    if not x.is_floating_point():
        raise TypeError(
            "\n" + "-" * 52 + "\n- Kernel select failed:\n" + "-" * 52 + "\nSelect CPU operator[Col2Im] fail! "
            "Unsupported data type!"
        )
    if x.ndim != 4:
        raise ValueError(f"For primitive[Col2Im], the x dimension must be equal to 4, but got {x.ndim}.")
    k, dl, pd, st = _pair(kernel_size), _pair(dilation), _pair(padding_value), _pair(stride)
    size = [int(v) for v in output_size]
    blocks = 1
    for i in range(2):
        blocks *= (size[i] + 2 * pd[i] - dl[i] * (k[i] - 1) - 1) // st[i] + 1
    if x.shape[3] != blocks:
        raise _errors.value_error(
            "Col2Im",
            f"size of input's 4th dimension must be equal to calculated number of sliding blocks, but got "
            f"input.size[3]: {x.shape[3]}, calculated number of sliding blocks: {blocks}. Please refer to Mindspore "
            "official website API docs for details about how the number of sliding blocks is calculated.",
        )
    cols = x.reshape(x.shape[0], x.shape[1] * x.shape[2], x.shape[3])
    return torch.nn.functional.fold(cols, size, k, dilation=dl, padding=pd, stride=st)


_HALF_FLOATS_ONLY = (torch.float16, torch.float32, torch.float64)


def coalesce(indices: torch.Tensor, values: torch.Tensor, shape: torch.Tensor) -> tuple:
    """``ops.Coalesce()(x_indices, x_values, x_shape)``: the COO tensor with its indices sorted and the values of
    repeated indices summed: ``(y_indices, y_values, y_shape)``.

    Raises:
        TypeError: indices/shape not Int64 or values not Float16/32/64. ValueError: counts that differ or an index
            beyond ``x_shape``.
    """
    if values.dtype not in _HALF_FLOATS_ONLY:
        raise dtype_error("Coalesce", "x_values", values.dtype, _HALF_FLOATS_ONLY)
    for name, t in (("x_indices", indices), ("x_shape", shape)):
        if t.dtype != torch.int64:
            raise dtype_error("Coalesce", name, t.dtype, (torch.int64,))
    if indices.shape[1] != values.shape[0]:
        raise ValueError(
            "For Coalesce, second dim of x_indices and first dim of x_values must be the same, but got second dim "
            f"of x_indices: {indices.shape[1]}, first dim of x_values: {values.shape[0]}."
        )
    lim = shape.tolist()
    for i, row in enumerate(indices.tolist()):
        for j, v in enumerate(row):
            if v >= lim[i]:
                raise ValueError(
                    "For Coalesce, values of elements of x_indices can not exceed the limit set by x_shape, but got "
                    f"x_indices[{i}][{j}] = {v}, got x_shape[{i}] = {lim[i]}"
                )
    strides = [1] * len(lim)
    for i in range(len(lim) - 2, -1, -1):
        strides[i] = strides[i + 1] * lim[i + 1]
    flat = (indices * torch.tensor(strides, dtype=torch.int64, device=indices.device)[:, None]).sum(0)
    uniq, inverse = torch.unique(flat, sorted=True, return_inverse=True)
    summed = torch.zeros(uniq.shape[0], dtype=values.dtype, device=values.device).index_add_(0, inverse, values)
    coords = torch.stack([(uniq // st) % n for st, n in zip(strides, lim)]) if lim else uniq[None]
    return coords, summed, shape.clone()


def _levenshtein(a: list, b: list) -> int:
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i]
        for j, y in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y)))
        prev = cur
    return prev[-1]


def edit_distance(hi, hv, hs, ti, tv, ts, normalize: bool = True) -> torch.Tensor:
    """``ops.EditDistance(normalize)(hypothesis_indices, hypothesis_values, hypothesis_shape, truth_indices,
    truth_values, truth_shape)``: the Levenshtein distance of the sparse sequences (the last axis) at each position
    of the other axes, Float32 of shape ``max(hypothesis_shape, truth_shape)[:-1]``; ``normalize`` divides by the
    truth length (an empty truth gives inf, or 0 against an empty hypothesis).

    Raises:
        TypeError: value tensors of different dtypes.
    """
    if hv.dtype != tv.dtype:
        raise TypeError(
            "Dtype of hypothesis_values and truth_values must be the same, but got hypothesis_values: "
            f"Tensor[{dtype_name(hv)}], truth_values: Tensor[{dtype_name(tv)}]."
        )
    out_shape = [max(a, b) for a, b in zip(hs.tolist(), ts.tolist())][:-1]
    seqs: list[dict] = [{}, {}]
    for k, (ind, val) in enumerate(((hi, hv), (ti, tv))):
        for pos, v in zip(ind.tolist(), val.tolist()):
            seqs[k].setdefault(tuple(pos[:-1]), []).append((pos[-1], v))
    out = torch.zeros(out_shape, dtype=torch.float32)
    for pos in {*seqs[0], *seqs[1]}:
        a = [v for _, v in sorted(seqs[0].get(pos, []))]
        b = [v for _, v in sorted(seqs[1].get(pos, []))]
        d = float(_levenshtein(a, b))
        if normalize:
            d = d / len(b) if b else (float("inf") if a else 0.0)
        out[pos] = d
    return out.to(hi.device)


def betainc(a: torch.Tensor, b: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
    """``ops.Betainc()(a, b, x)``: the regularised incomplete beta function ``I_x(a, b)`` (Float32/Float64, one
    shape), by its continued fraction (Lentz's method, in Float64); NaN outside ``a, b > 0``, ``0 <= x <= 1``.

    Raises:
        TypeError: another dtype, or dtypes that differ. ValueError: shapes that differ.
    """
    for name, t in (("a", a), ("b", b), ("x", x)):
        if t.dtype not in _F:
            raise dtype_error("Betainc", name, t.dtype, _F)
    _same("Betainc", a, b, x)
    for name, t in (("b", b), ("x", x)):
        if t.shape != a.shape:
            raise _errors.value_error(
                "Betainc",
                f"shape of {name} ({', '.join(map(str, t.shape))}) are not consistent with the shape a "
                f"({', '.join(map(str, a.shape))}) .",
            )
    A, B, X = a.double(), b.double(), x.double()
    swap = X > (A + 1) / (A + B + 2)
    aa, bb = torch.where(swap, B, A), torch.where(swap, A, B)
    xx = torch.where(swap, 1 - X, X)
    lbeta = torch.lgamma(aa + bb) - torch.lgamma(aa) - torch.lgamma(bb)
    safe = xx.clamp(1e-300, 1 - 1e-16)
    front = torch.exp(aa * torch.log(safe) + bb * torch.log1p(-safe) + lbeta) / aa
    tiny = 1e-300
    c = torch.ones_like(xx)
    d = 1 - (aa + bb) * xx / (aa + 1)
    d = torch.where(d.abs() < tiny, tiny, d)
    d = 1 / d
    f = d.clone()
    for m in range(1, 300):
        num = m * (bb - m) * xx / ((aa + 2 * m - 1) * (aa + 2 * m))
        for step in (0, 1):
            if step:
                num = -(aa + m) * (aa + bb + m) * xx / ((aa + 2 * m) * (aa + 2 * m + 1))
            d = 1 + num * d
            d = torch.where(d.abs() < tiny, tiny, d)
            c = 1 + num / c
            c = torch.where(c.abs() < tiny, tiny, c)
            d = 1 / d
            f = f * c * d
    r = front * f
    r = torch.where(swap, 1 - r, r)
    r = torch.where(X == 0, 0.0, torch.where(X == 1, 1.0, r))
    bad = (A <= 0) | (B <= 0) | (X < 0) | (X > 1) | torch.isnan(A) | torch.isnan(B) | torch.isnan(X)
    return torch.where(bad, torch.nan, r).to(a.dtype)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
