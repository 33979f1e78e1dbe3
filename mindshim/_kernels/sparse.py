"""Sparse COO/CSR kernels: MindSpore's SparseToDense, SparseTensorDenseAdd/Matmul, SparseAdd/Concat/Slice and the CSR ops."""

from __future__ import annotations

import torch

from . import dtypes, errors
from .array import as_signed, from_signed

__all__ = [
    "sparse_to_dense",
    "sparse_dense_add",
    "sparse_dense_matmul",
    "sparse_add",
    "sparse_concat",
    "sparse_slice",
    "sparse_reorder",
    "sparse_addmm",
    "sparse_sparse_minimum",
    "sparse_segment_mean",
    "csr_rows",
    "csr_softmax",
    "csr_add",
    "dense_to_coo",
    "dense_to_csr",
]

_INT_INDEX = (torch.int32, torch.int64)


def _need_index(prim: str, name: str, t: torch.Tensor, allowed=_INT_INDEX) -> torch.Tensor:
    """``t`` checked to be an index tensor of ``allowed`` dtypes; the integer tensor itself where an all-integer
    ``GradOperation`` reads it as a float leaf (coordinates are no differentiable value in MindSpore either)."""
    t = dtypes.integer_input(t)
    if t.dtype not in allowed:
        raise errors.dtype_error(prim, name, t.dtype, allowed)
    return t


def _linear(indices: torch.Tensor, shape) -> torch.Tensor:
    """The row-major flat position of each coordinate row of ``indices`` ([N, R]) in a tensor of ``shape``."""
    lin = torch.zeros(indices.shape[0], dtype=torch.int64, device=indices.device)
    for d, size in enumerate(shape):
        lin = lin * int(size) + indices[:, d].long()
    return lin


def _check_bounds(prim: str, indices: torch.Tensor, shape, name: str = "output") -> None:
    """MindSpore's SparseToDense bounds check: ``the 1th value in 0th dimension index: 5 of 'output' out of
    bounds: [0, 3)``."""
    if indices.numel() == 0:
        return
    for d, size in enumerate(shape):
        col = indices[:, d]
        bad = ((col < 0) | (col >= int(size))).nonzero()
        if bad.numel():
            i = int(bad[0, 0])
            raise errors.value_error(
                prim,
                f"the {i}th value in {d}th dimension index: {int(col[i])} of '{name}' out of bounds: [0, {int(size)})",
            )


def sparse_to_dense(indices: torch.Tensor, values: torch.Tensor, shape: tuple) -> torch.Tensor:
    """The dense ``shape`` tensor holding ``values`` at the coordinate rows of ``indices`` (``ops.SparseToDense``).

    ``indices`` Int32/Int64 ``[N, R]``, ``values`` ``[N]`` (any dtype, Bool included), ``shape`` R ints. A
    coordinate given twice keeps its last value, as MindSpore's CPU kernel writes them in order.

    Raises:
        TypeError: ``indices`` not Int32/Int64.
        ValueError: ``values`` not 1-D or of another length, an index outside ``shape``.
        RuntimeError: ``shape`` of another rank than the coordinates.
    """
    prim = "SparseToDense"
    indices = _need_index(prim, "indices", indices)
    if values.ndim != 1:
        raise ValueError(f"For primitive[{prim}], the dimension of 'values' must be equal to 1, but got {values.ndim}.")
    if values.shape[0] != indices.shape[0]:
        raise ValueError(
            f"For primitive[{prim}], the batch of 'indices' must be equal to {values.shape[0]}, "
            f"but got {indices.shape[0]}."
        )
    shape = tuple(int(s) for s in shape)
    if indices.ndim != 2 or indices.shape[1] != len(shape):
        raise errors.runtime_error(prim, "the index of 'indices' out of bounds.")
    _check_bounds(prim, indices, shape)
    numel = 1
    for s in shape:
        numel *= s
    vals = as_signed(values)  # torch's index_put lacks UInt16/32/64
    out = vals.new_zeros((numel,))
    if indices.shape[0]:
        lin = _linear(indices, shape)
        # the last write of a repeated coordinate wins: keep, for each position, the highest input row
        last = torch.full((numel,), -1, dtype=torch.int64, device=lin.device)
        rows = torch.arange(lin.shape[0], device=lin.device)
        last.scatter_reduce_(0, lin, rows, reduce="amax")
        keep = last[lin] == rows
        out[lin[keep]] = vals[keep]
    return from_signed(out, values.dtype).reshape(shape)


_SAME = "For primitive[{}], the input type must be same."
_NUMBERS = (
    torch.int8,
    torch.int16,
    torch.int32,
    torch.int64,
    torch.uint8,
    torch.uint16,
    torch.uint32,
    torch.uint64,
    torch.float16,
    torch.float32,
    torch.float64,
    torch.complex64,
    torch.complex128,
)


def _shape_type(shape) -> str:
    """MindSpore's type text of a non-Tensor shape argument: ``Tuple[Int64*2]``."""
    if isinstance(shape, (tuple, list)) and all(isinstance(d, int) for d in shape):
        return f"{'Tuple' if isinstance(shape, tuple) else 'List'}[Int64*{len(shape)}]"
    return errors.type_name(shape)


def sparse_dense_add(indices: torch.Tensor, values: torch.Tensor, shape, dense: torch.Tensor) -> torch.Tensor:
    """``dense`` plus the sparse tensor (``ops.SparseTensorDenseAdd``): repeated coordinates add up.

    ``indices`` Int32/Int64 ``[N, R]``; ``shape`` a 1-D Tensor of the same dtype (a tuple is refused, as
    MindSpore's type check does); ``values`` any number dtype but Bool, the dtype of ``dense``.

    Raises:
        TypeError: ``shape`` not a Tensor, ``indices`` not Int32/Int64, index or value dtypes that differ, Bool values.
        ValueError: ``values`` of another length than ``indices``, an index outside ``shape``.
        RuntimeError: ``shape`` other than ``dense``'s shape.
    """
    prim = "SparseTensorDenseAdd"
    if not isinstance(shape, torch.Tensor):
        raise TypeError(
            f"The primitive[{prim}]'s input arguments[indices, shape] must be all tensor and those type must be "
            f"same. But got input argument[shape]:{_shape_type(shape)}"
        )
    indices = _need_index(prim, "indices", indices)
    if shape.dtype != indices.dtype:
        raise TypeError(_SAME.format(prim))
    if values.dtype not in _NUMBERS:
        raise errors.dtype_error(prim, "values", values.dtype, _NUMBERS)
    if values.dtype != dense.dtype:
        raise TypeError(_SAME.format(prim))
    if values.ndim != 1 or values.shape[0] != indices.shape[0]:
        raise errors.value_error(
            prim,
            "the 'x1_values' must be a 1-D tensor and the first dimension length must be equal to the first "
            f"dimension length of 'x1_indices', but got {values.shape[0] if values.ndim else 0} vs {indices.shape[0]}.",
        )
    dims = [int(s) for s in shape.tolist()]
    for d, (a, b) in enumerate(zip(dims, dense.shape)):
        if a != b:
            raise errors.runtime_error(
                prim,
                f"Dimension [{d}] does not equal(no broadcasting is supported): x1_shape side {a} vs x2_shape side {b}.",
            )
    if indices.shape[0]:
        for d, size in enumerate(dims):
            col = indices[:, d]
            bad = ((col < 0) | (col >= size)).nonzero()
            if bad.numel():
                raise errors.value_error(
                    prim,
                    f"the input x1_indices is out of bounds! x1_indices is: {int(col[int(bad[0, 0])])} , bounds is "
                    f": [0, {size})",
                )
    out = dense.clone().reshape(-1)
    if indices.shape[0]:
        out.index_add_(0, _linear(indices, dims), values)
    return out.reshape(dense.shape)


_MATMUL = (
    torch.float16,
    torch.float32,
    torch.float64,
    torch.int32,
    torch.int64,
    torch.complex64,
    torch.complex128,
)


def sparse_dense_matmul(
    indices: torch.Tensor,
    values: torch.Tensor,
    shape,
    dense: torch.Tensor,
    adjoint_st: bool = False,
    adjoint_dt: bool = False,
) -> torch.Tensor:
    """The sparse ``[N, C]`` matrix times ``dense`` (``ops.SparseTensorDenseMatmul``); ``adjoint_st`` /
    ``adjoint_dt`` transpose either operand first. Repeated coordinates add up.

    ``values`` Float16/Float32/Float64/Int32/Int64/Complex64/Complex128, the dtype of ``dense``; Float16 is
    accumulated in Float32. MindSpore does not check ``dense``'s shape against ``shape``; here a mismatch fails.

    Raises:
        TypeError: ``indices`` not Int32/Int64; ``values`` of another dtype or not the dtype of ``dense``.
        ValueError: ``shape`` without 2 entries, or an index outside it.
    """
    prim = "SparseTensorDenseMatmul"
    indices = _need_index(prim, "indices", indices)
    if values.dtype not in _MATMUL:
        raise errors.dtype_error(prim, "values", values.dtype, _MATMUL)
    if values.dtype != dense.dtype:
        raise TypeError(_SAME.format(prim))
    dims = [int(s) for s in shape]
    if len(dims) != 2:
        raise errors.value_error(prim, f"the 1st dimension of sparse_shape should be 2, but got {len(dims)}.")
    if indices.shape[0]:
        rows, cols = indices[:, 0], indices[:, 1]
        bad = ((rows < 0) | (rows >= dims[0]) | (cols < 0) | (cols >= dims[1])).nonzero()
        if bad.numel():
            i = int(bad[0, 0])
            raise errors.value_error(
                prim,
                f"the indices including out of bounds index, row range: [0, {dims[0]}), col range: [0, {dims[1]}), "
                f"but got row: {int(rows[i])}, col: {int(cols[i])}",
            )
    sp = values.new_zeros(dims)
    if indices.shape[0]:
        sp.index_put_((indices[:, 0].long(), indices[:, 1].long()), values, accumulate=True)
    if adjoint_st:
        sp = sp.t().conj()
    b = dense.t().conj() if adjoint_dt else dense
    wide = values.dtype in (torch.float16, torch.bfloat16)
    out = (sp.float() @ b.float()).to(values.dtype) if wide else sp @ b
    return out


def _merge_sorted(ai, av, bi, bv, keep, combine=None, single=None):
    """Merge two coordinate lists the way TensorFlow's (and MindSpore's) SparseAdd does: both walked in order,
    equal coordinates summed (``combine(a, b)`` when given) and kept when ``keep(sum)``, the rest copied as they
    come (``single(v)`` of each when given)."""
    al, bl = ai.tolist(), bi.tolist()
    one = single if single is not None else (lambda v: v)
    rows, picks = [], []
    i = j = 0
    while i < len(al) and j < len(bl):
        if al[i] < bl[j]:
            rows.append(al[i]), picks.append(one(av[i]))
            i += 1
        elif bl[j] < al[i]:
            rows.append(bl[j]), picks.append(one(bv[j]))
            j += 1
        else:
            total = av[i] + bv[j] if combine is None else combine(av[i], bv[j])
            if keep(total):
                rows.append(al[i]), picks.append(total)
            i += 1
            j += 1
    rows += al[i:] + bl[j:]
    picks += [one(av[k]) for k in range(i, len(al))] + [one(bv[k]) for k in range(j, len(bl))]
    return rows, picks


def sparse_add(
    a_indices: torch.Tensor,
    a_values: torch.Tensor,
    b_indices: torch.Tensor,
    b_values: torch.Tensor,
    rank: int,
    thresh: torch.Tensor,
) -> tuple[torch.Tensor, torch.Tensor]:
    """``a + b`` of two COO tensors (``ops.coo_add``, MindSpore's SparseAdd): the coordinate lists merged in order as
    they come (each assumed sorted; unsorted lists are merged as they are, not sorted); a coordinate met in both at
    once keeps the sum when ``|sum| >= thresh``. Returns Int64 indices ``[M, rank]`` and values.

    Raises:
        TypeError: indices not Int32/Int64; values of different dtypes (the surface promotes them first).
        ValueError: ``thresh`` not 0-D.
    """
    prim = "SparseAdd"
    a_indices = _need_index(prim, "x1_indices", a_indices)
    b_indices = _need_index(prim, "x2_indices", b_indices)
    if a_values.dtype != b_values.dtype:
        raise TypeError(_SAME.format(prim))
    if thresh.ndim != 0:
        raise ValueError(
            f"For SparseAdd, thresh must be a 0-dimensional tensor, but got a {thresh.ndim}-dimensional tensor."
        )
    limit = float(thresh.abs() if thresh.is_complex() else thresh)
    rows, picks = _merge_sorted(a_indices, a_values, b_indices, b_values, lambda v: float(v.abs()) >= limit)
    indices = torch.tensor(rows, dtype=torch.int64).reshape(-1, rank)
    values = torch.stack(picks) if picks else a_values.new_zeros((0,))
    return indices, values


def sparse_reorder(indices: torch.Tensor, values: torch.Tensor, shape: torch.Tensor):
    """The COO tensor ``(indices, values, shape)`` with its coordinates in row-major order (MindSpore's
    ``SparseReorder``); equal coordinates keep their order. Returns ``(y_indices, y_values)``.

    Raises:
        TypeError: ``indices`` or ``shape`` not Int64.
        ValueError: ``indices`` not 2-D, ``values`` / ``shape`` not 1-D or of lengths that do not match it, an
            index outside ``shape``.
    """
    prim = "SparseReorder"
    indices = _need_index(prim, "indices", indices, (torch.int64,))
    shape = _need_index(prim, "shape", shape, (torch.int64,))
    if indices.ndim != 2 or values.ndim != 1 or shape.ndim != 1:
        raise errors.value_error(prim, "indices must be 2-D, values and shape 1-D.")
    if values.shape[0] != indices.shape[0] or shape.shape[0] != indices.shape[1]:
        raise errors.value_error(prim, "the lengths of indices, values and shape do not match.")
    dims = shape.tolist()
    _check_bounds(prim, indices, dims, "indices")
    order = torch.sort(_linear(indices, dims), stable=True).indices
    return indices[order], values[order]


_ADDMM = (
    torch.float32, torch.float64, torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8, torch.uint16,
    torch.uint32, torch.uint64,
)  # fmt: skip


def sparse_addmm(indices, values, shape, x2, x3, alpha, beta) -> torch.Tensor:
    """``alpha * (S @ x2) + beta * x3`` for the ``[Q, P]`` COO matrix ``S = (indices, values, shape)``
    (MindSpore's ``SparseAddmm``); repeated coordinates add up. Integer dtypes are computed in Int64 and wrap
    back to their own, as MindSpore's typed loop does.

    Raises:
        TypeError: ``indices`` / ``shape`` not Int32/Int64, ``values`` of a dtype with no kernel or other than
            ``x2``'s, ``x3``'s, ``alpha``'s and ``beta``'s.
        ValueError: ``shape`` without 2 entries, an index out of bounds, shapes of ``x2`` / ``x3`` that do not fit.
    """
    prim = "SparseAddmm"
    indices = _need_index(prim, "indices", indices)
    shape = _need_index(prim, "sparse_shape", shape)
    if values.dtype not in _ADDMM:
        raise errors.dtype_error(prim, "values", values.dtype, _ADDMM)
    for t in (x2, x3, alpha, beta):
        if t.dtype != values.dtype:
            raise TypeError(_SAME.format(prim))
    dims = [int(d) for d in shape.reshape(-1).tolist()]
    if len(dims) != 2:
        raise errors.value_error(prim, f"the sparse_shape should have 2 elements, but got {len(dims)}.")
    if x2.ndim != 2 or x3.ndim != 2 or x2.shape[0] != dims[1] or tuple(x3.shape) != (dims[0], x2.shape[1]):
        raise errors.value_error(
            prim,
            f"the shapes do not fit: sparse {dims}, x2_dense {list(x2.shape)}, x3_dense {list(x3.shape)}.",
        )
    _check_bounds(prim, indices, dims, "x1")
    wide = values.dtype if values.dtype.is_floating_point else torch.int64
    sp = torch.zeros(dims, dtype=wide, device=values.device)
    if indices.shape[0]:
        sp.index_put_((indices[:, 0].long(), indices[:, 1].long()), values.to(wide), accumulate=True)
    out = alpha.reshape(-1)[0].to(wide) * (sp @ x2.to(wide)) + beta.reshape(-1)[0].to(wide) * x3.to(wide)
    return out.to(values.dtype)


def sparse_sparse_minimum(a_indices, a_values, a_shape, b_indices, b_values, b_shape):
    """The element-wise minimum of two COO tensors of one shape (MindSpore's ``SparseSparseMinimum``): the
    coordinate lists merged in order (each assumed sorted), a coordinate in both keeps the smaller value, one in a
    single list ``min(value, 0)`` (the other tensor's implicit zero). Returns ``(y_indices, y_values)``.

    Raises:
        TypeError: an index or shape Tensor not Int64, values of different dtypes.
        ValueError: the shapes differ, or lengths that do not match.
    """
    prim = "SparseSparseMinimum"
    for name, t in (("x1_indices", a_indices), ("x1_shape", a_shape), ("x2_indices", b_indices),
                    ("x2_shape", b_shape)):  # fmt: skip
        _need_index(prim, name, t, (torch.int64,))
    if a_values.dtype != b_values.dtype:
        raise TypeError(_SAME.format(prim))
    if a_shape.tolist() != b_shape.tolist():
        raise errors.value_error(prim, "x1_shape and x2_shape should be the same.")
    if a_values.shape[0] != a_indices.shape[0] or b_values.shape[0] != b_indices.shape[0]:
        raise errors.value_error(prim, "the first dimension of the indices and values should be the same.")
    zero = a_values.new_zeros(())
    rows, picks = _merge_sorted(
        a_indices, a_values, b_indices, b_values, lambda v: True, torch.minimum, lambda v: torch.minimum(v, zero)
    )
    indices = torch.tensor(rows, dtype=torch.int64).reshape(-1, a_indices.shape[1])
    values = torch.stack(picks) if picks else a_values.new_zeros((0,))
    return indices, values


def sparse_concat(indices: list, values: list, shapes: list, concat_dim: int):
    """Concatenate COO tensors along ``concat_dim`` (``ops.coo_concat``, MindSpore's SparseConcat): each input's
    coordinates offset along ``concat_dim`` by the sizes before it, then all of them put in row-major order (stable:
    equal coordinates keep their input order). Returns Int64 indices, the values and the output shape.

    Raises:
        ValueError: fewer than 2 inputs.
        IndexError: ``concat_dim`` outside ``[-rank, rank)`` (MindSpore's own ``list index out of range``).
        TypeError: indices not Int64, values of different dtypes.
        RuntimeError: shapes that differ outside ``concat_dim``.
    """
    prim = "SparseConcat"
    if len(indices) < 2:
        raise ValueError("For coo_concat, not support COOTensor input number < 2.")
    rank = len(shapes[0])
    if not -rank <= concat_dim < rank:
        raise IndexError("list index out of range")
    dim = concat_dim % rank
    for k, idx in enumerate(indices):
        _need_index(prim, f"indices{k}", idx, (torch.int64,))
    if any(v.dtype != values[0].dtype for v in values):
        raise TypeError(_SAME.format(prim))
    out_shape = list(shapes[0])
    offset, parts = 0, []
    for idx, shp in zip(indices, shapes):
        if len(shp) != rank or any(shp[d] != out_shape[d] for d in range(rank) if d != dim):
            raise RuntimeError(
                f"For op SparseConcatInput concat_dim is error, concat_dim is {rank} but COO tensor shape dim size is "
                f"{rank} concat_dim value must be in range -{rank} to {rank - 1}."
            )
        moved = idx.clone()
        moved[:, dim] += offset
        offset += int(shp[dim])
        parts.append(moved)
    out_shape[dim] = offset
    out_idx = torch.cat(parts)
    out_val = torch.cat(values)
    order = torch.argsort(_linear(out_idx, out_shape), stable=True)
    return out_idx[order], out_val[order], tuple(out_shape)


def sparse_slice(indices: torch.Tensor, values: torch.Tensor, shape: torch.Tensor, start, size):
    """The part of a COO tensor inside the box ``[start, start + size)`` (``ops.SparseSlice``): the coordinates
    inside, moved by ``-start``, in their input order; the output shape ``min(start + size, shape) - start``
    (0 where the box starts past the end). Returns Int64 indices, the values and the Int64 shape.

    Raises:
        TypeError: ``indices``, ``shape``, ``start`` or ``size`` not Int64 (no CPU kernel for them).
        ValueError: ``start`` or ``size`` of another length than ``shape``.
    """
    prim = "SparseSlice"
    if any(t.dtype != torch.int64 for t in (indices, shape, start, size)):
        raise errors.select_fail(prim)
    for name, t in (("start", start), ("size", size)):
        if list(t.shape) != list(shape.shape):
            raise ValueError(
                f"For {prim}, shape.shape must equal to {name}.shape, but got shape.shape = [const vector]"
                f"{{{', '.join(str(d) for d in shape.shape)}}} and {name}.shape = [const vector]"
                f"{{{', '.join(str(d) for d in t.shape)}}}."
            )
    lo = start
    hi = torch.minimum(lo + size, shape)
    inside = ((indices >= lo) & (indices < hi)).all(1)
    return indices[inside] - lo, values[inside], torch.clamp(hi - lo, min=0)


def sparse_segment_mean(x: torch.Tensor, indices: torch.Tensor, segment_ids: torch.Tensor) -> torch.Tensor:
    """``out[s]`` = the mean of the rows ``x[indices[j]]`` with ``segment_ids[j] == s`` (``ops.sparse_segment_mean``);
    ``segment_ids[-1] + 1`` segments, empty ones 0. ``x`` Float16/Float32/Float64; the sums are taken in Float64.

    Raises:
        TypeError: ``x`` not a float dtype; ``indices`` and ``segment_ids`` of different dtypes or not Int32/Int64.
        ValueError: ``indices`` and ``segment_ids`` of different lengths.
        RuntimeError: ``segment_ids`` not sorted, or an index out of range (MindSpore's kernel launch failure).
    """
    prim = "SparseSegmentMean"
    floats = (torch.float16, torch.float32, torch.float64)
    if x.dtype not in floats:
        raise errors.dtype_error(prim, "x", x.dtype, floats)
    if indices.dtype != segment_ids.dtype:
        raise TypeError(_SAME.format(prim))
    indices = _need_index(prim, "indices", indices)
    if indices.shape[0] != segment_ids.shape[0]:
        raise errors.value_error(
            prim,
            "the size of 'indices' and 'segment_ids' must be the same, but got "
            f"{indices.shape[0]} vs {segment_ids.shape[0]}.",
        )
    n = indices.shape[0]
    if n == 0:
        return x.new_zeros((0, *x.shape[1:]))
    unsorted = bool((segment_ids[1:] < segment_ids[:-1]).any()) or int(segment_ids[0]) < 0
    if unsorted or bool(((indices < 0) | (indices >= x.shape[0])).any()):
        raise RuntimeError(f"Launch kernel failed, name:Default/{prim}-op0")
    segs = int(segment_ids[-1]) + 1
    rows = x.index_select(0, indices.long()).double()
    ids = segment_ids.long()
    total = rows.new_zeros((segs, *x.shape[1:])).index_add_(0, ids, rows)
    count = torch.zeros(segs, dtype=torch.float64).index_add_(0, ids, torch.ones(n, dtype=torch.float64))
    count = count.clamp(min=1).reshape(segs, *([1] * (x.ndim - 1)))
    return (total / count).to(x.dtype)


def csr_rows(indptr: torch.Tensor) -> torch.Tensor:
    """The row of each stored value of a CSR matrix with row pointers ``indptr`` (Int64)."""
    counts = (indptr[1:] - indptr[:-1]).long()
    return torch.repeat_interleave(torch.arange(counts.shape[0], device=indptr.device), counts)


def csr_softmax(indptr: torch.Tensor, indices: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    """The softmax of each row's stored values (``ops.csr_softmax``, MindSpore's SparseMatrixSoftmax): the pattern is
    kept and the entries not stored count as absent, not as zeros. ``values`` Float32/Float64.

    Raises:
        TypeError: ``values`` not Float32/Float64.
    """
    if values.dtype not in (torch.float32, torch.float64):
        raise TypeError(f"Only float32 and float64 type data are supported, but got {errors.dtype_name(values.dtype)}")
    if values.numel() == 0:
        return values.clone()
    rows = csr_rows(indptr)
    n = indptr.shape[0] - 1
    big = values.new_full((n,), float("-inf")).scatter_reduce(0, rows, values, reduce="amax")
    e = (values - big[rows]).exp()
    denom = values.new_zeros((n,)).index_add_(0, rows, e)
    return e / denom[rows]


def csr_add(
    a: tuple, b: tuple, alpha: torch.Tensor, beta: torch.Tensor, shape
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """``alpha * a + beta * b`` of two CSR matrices ``(indptr, indices, values)`` (``ops.csr_add``, MindSpore's
    SparseMatrixAdd) of ``a``'s ``shape``: the union of the two patterns, each row's columns ascending; a sum of 0
    stays stored. Returns ``(indptr, indices, values)`` in ``a``'s index dtypes.

    Raises:
        TypeError: values not Float32/Float64/Complex64/Complex128 (the surface promotes both to one dtype first).
    """
    prim = "SparseMatrixAdd"
    ap, ai, av = a
    bp, bi, bv = b
    allowed = (torch.float32, torch.float64, torch.complex64, torch.complex128)
    if av.dtype not in allowed:
        raise errors.dtype_error(prim, "a values", av.dtype, allowed)
    if bv.dtype != av.dtype:
        raise TypeError(_SAME.format(prim))
    rows_n, cols_n = int(shape[0]), int(shape[1])
    lin = torch.cat([csr_rows(ap) * cols_n + ai.long(), csr_rows(bp) * cols_n + bi.long()])
    vals = torch.cat([av * alpha.to(av.dtype), bv * beta.to(av.dtype)])
    uniq, inverse = torch.unique(lin, sorted=True, return_inverse=True)
    out = vals.new_zeros(uniq.shape).index_add_(0, inverse, vals)
    counts = torch.bincount(uniq // cols_n, minlength=rows_n)
    indptr = torch.cat([counts.new_zeros(1), counts.cumsum(0)]).to(ap.dtype)
    return indptr, (uniq % cols_n).to(ai.dtype), out


def dense_to_coo(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """The nonzero entries of a 2-D ``x`` in row-major order: Int32 coordinates ``[N, 2]`` and their values."""
    idx = x.nonzero()
    return idx.to(torch.int32), x[tuple(idx.t())]


def dense_to_csr(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """The nonzero entries of a 2-D ``x`` as Int32 CSR ``(indptr, indices, values)``."""
    idx = x.nonzero()
    counts = torch.bincount(idx[:, 0], minlength=x.shape[0])
    indptr = torch.cat([counts.new_zeros(1), counts.cumsum(0)])
    return indptr.to(torch.int32), idx[:, 1].to(torch.int32), x[tuple(idx.t())]


errors.cover(globals())
