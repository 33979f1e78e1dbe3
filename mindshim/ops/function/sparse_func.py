"""`mindspore.ops.function.sparse_func`: the COO/CSR functional ops (`coo_add`, `csr_softmax`, ...) over `_kernels.sparse`."""

from __future__ import annotations

from ... import _api
from ..._kernels import sparse as _SK
from ...common.sparse_tensor import COOTensor, CSRTensor
from ._utils import Tensor, _wrap

__all__ = _api.names(__name__)


def _t(x: Tensor):
    return x._t if x._t is not None else x._data()


def _promoted(x: Tensor, y: Tensor) -> tuple[Tensor, Tensor]:
    """Both value Tensors cast to their promoted dtype (MindSpore's ``promote_binary_dtype`` of two operands)."""
    if x.dtype == y.dtype:
        return x, y
    from .math_func import add

    dt = add(Tensor(0, x.dtype), Tensor(0, y.dtype)).dtype
    return x.astype(dt), y.astype(dt)


def coo_add(x1: COOTensor, x2: COOTensor, thresh: Tensor) -> COOTensor:
    """``ops.coo_add(x1, x2, thresh)``: the sum of two COOTensors; a coordinate present in both keeps its sum only
    when ``|sum| >= thresh``.

    Mirrors ``mindspore.ops.coo_add`` (2.10, SparseAdd): the coordinate lists are merged in order as they are
    stored (MindSpore assumes both sorted and does not sort: unsorted inputs give unsorted, unmerged output);
    the values are promoted to one dtype and ``thresh`` cast to it; the result has Int64 indices and ``x1``'s shape
    (the shapes are not compared).

    Raises:
        TypeError: indices not Int32/Int64.
        ValueError: ``thresh`` not 0-D.
    """
    v1, v2 = _promoted(x1.values, x2.values)
    th = thresh.astype(v1.dtype)
    indices, values = _SK.sparse_add(_t(x1.indices), _t(v1), _t(x2.indices), _t(v2), len(x1.shape), _t(th))
    return COOTensor(_wrap(indices), _wrap(values), x1.shape)


def coo_concat(sp_input, concat_dim: int = 0) -> COOTensor:
    """``ops.coo_concat(sp_input, concat_dim=0)``: COOTensors (or ``(indices, values, shape)`` tuples) joined along
    ``concat_dim``.

    Mirrors ``mindspore.ops.coo_concat`` (2.10, SparseConcat): Int64 indices only; the output coordinates are in
    row-major order, its indices Int64.

    Raises:
        ValueError: fewer than 2 inputs.
        IndexError: ``concat_dim`` outside ``[-rank, rank)``.
        TypeError: indices not Int64, values of different dtypes.
        RuntimeError: shapes that differ outside ``concat_dim``.
    """
    parts = [(e[0], e[1], tuple(e[2])) if isinstance(e, tuple) else (e.indices, e.values, e.shape) for e in sp_input]
    if len(parts) < 2:
        raise ValueError("For coo_concat, not support COOTensor input number < 2.")
    indices, values, shape = _SK.sparse_concat(
        [_t(p[0]) for p in parts], [_t(p[1]) for p in parts], [p[2] for p in parts], concat_dim
    )
    return COOTensor(_wrap(indices), _wrap(values), shape)


def csr_add(a: CSRTensor, b: CSRTensor, alpha: Tensor, beta: Tensor) -> CSRTensor:
    """``ops.csr_add(a, b, alpha, beta)``: ``alpha * a + beta * b`` of two CSRTensors.

    Mirrors ``mindspore.ops.csr_add`` (2.10, SparseMatrixAdd): the result's pattern is the union of both patterns
    (columns ascending in each row; sums of 0 stay stored) with ``a``'s shape and index dtypes; the values are
    promoted to one dtype, Float32/Float64/Complex64/Complex128.

    Raises:
        TypeError: ``a`` or ``b`` not a CSRTensor, ``alpha`` or ``beta`` not a Tensor, integer values.
    """
    if not isinstance(a, CSRTensor) or not isinstance(b, CSRTensor):
        raise TypeError("For functional operator csr_add, both inputs a and b must be type of CSRTensor.")
    if not isinstance(alpha, Tensor) or not isinstance(beta, Tensor):
        raise TypeError("For functional operator csr_add, both inputs alpha and beta must be Tensor.")
    av, bv = _promoted(a.values, b.values)
    indptr, indices, values = _SK.csr_add(
        (_t(a.indptr), _t(a.indices), _t(av)),
        (_t(b.indptr), _t(b.indices), _t(bv)),
        _t(alpha),
        _t(beta),
        a.shape,
    )
    return CSRTensor(_wrap(indptr), _wrap(indices), _wrap(values), a.shape)


def csr_softmax(logits: CSRTensor, dtype) -> CSRTensor:
    """``ops.csr_softmax(logits, dtype)``: the softmax of each row's stored values; the pattern is kept.

    Mirrors ``mindspore.ops.csr_softmax`` (2.10, SparseMatrixSoftmax): Float32/Float64 values; ``dtype`` is taken
    and, as in MindSpore, does not change the result's dtype. Known difference: MindSpore's CPU kernel also writes
    the result into ``logits.values``; here ``logits`` is left as it was.

    Raises:
        TypeError: ``logits`` not a CSRTensor, values not Float32/Float64.
    """
    if not isinstance(logits, CSRTensor):
        raise TypeError("For functional operator sparse_matrix_softmax, logits must be type of CSRTensor.")
    values = _SK.csr_softmax(_t(logits.indptr), _t(logits.indices), _t(logits.values))
    return CSRTensor(logits.indptr, logits.indices, _wrap(values), logits.shape)


def csr_to_coo(tensor: CSRTensor) -> COOTensor:
    """``ops.csr_to_coo(tensor)``: the same 2-D matrix as a COOTensor, coordinates row-major and Int32.

    Mirrors ``mindspore.ops.csr_to_coo`` (2.10).

    Raises:
        TypeError: ``tensor`` not a CSRTensor.
        ValueError: ``tensor`` not 2-D.
    """
    if not isinstance(tensor, CSRTensor):
        raise TypeError("For functional operator csr_to_coo, input argument must be a CSRTensor.")
    if len(tensor.shape) > 2:
        raise ValueError("Currently only support 2-D CSRTensor when converting to COOTensor.")
    return tensor.to_coo()


def csr_to_dense(csr_tensor: CSRTensor) -> Tensor:
    """``ops.csr_to_dense(csr_tensor)``: the dense 2-D Tensor of a CSRTensor. Mirrors ``mindspore.ops.csr_to_dense``.

    Raises:
        TypeError: ``csr_tensor`` not a CSRTensor.
        ValueError: ``csr_tensor`` not 2-D.
    """
    if not isinstance(csr_tensor, CSRTensor):
        raise TypeError("For functional operator csr_to_dense, input argument must be a CSRTensor.")
    if len(csr_tensor.shape) > 2:
        raise ValueError("Currently only support 2-D CSRTensor when converting to COOTensor.")
    return csr_tensor.to_dense()


def dense_to_sparse_coo(tensor: Tensor) -> COOTensor:
    """``ops.dense_to_sparse_coo(tensor)``: the nonzero entries of a 2-D Tensor as a COOTensor (Int32 coordinates,
    row-major). Mirrors ``mindspore.ops.dense_to_sparse_coo`` and ``Tensor.to_coo``.

    Raises:
        TypeError: ``tensor`` not a Tensor.
        ValueError: ``tensor`` of rank above 2.
    """
    if not isinstance(tensor, Tensor):
        raise TypeError("For functional operator dense_to_sparse_coo, input argument must be a Tensor.")
    if tensor.ndim > 2:
        raise ValueError("Currently only support 2-D Tensor when converting to COOTensor.")
    indices, values = _SK.dense_to_coo(_t(tensor))
    return COOTensor(_wrap(indices), _wrap(values), tuple(tensor.shape))


def dense_to_sparse_csr(tensor: Tensor) -> CSRTensor:
    """``ops.dense_to_sparse_csr(tensor)``: the nonzero entries of a 2-D Tensor as a CSRTensor (Int32 ``indptr`` and
    ``indices``). Mirrors ``mindspore.ops.dense_to_sparse_csr`` and ``Tensor.to_csr``.

    Raises:
        TypeError: ``tensor`` not a Tensor.
        ValueError: ``tensor`` of rank above 2.
    """
    if not isinstance(tensor, Tensor):
        raise TypeError("For functional operator dense_to_sparse_csr, input argument must be a Tensor.")
    if tensor.ndim > 2:
        raise ValueError("Currently only support 2-D Tensor when converting to CSRTensor.")
    indptr, indices, values = _SK.dense_to_csr(_t(tensor))
    return CSRTensor(_wrap(indptr), _wrap(indices), _wrap(values), tuple(tensor.shape))


def csr_mv(csr_tensor: CSRTensor, dense: Tensor) -> Tensor:
    """``ops.csr_mv(csr_tensor, dense)``: the product of a CSRTensor and a dense ``[cols, 1]`` Tensor (values
    promoted to one dtype). Mirrors ``mindspore.ops.csr_mv``; MindSpore 2.10's CPU build has no kernel for it."""
    v, d = _promoted(csr_tensor.values, dense)
    return CSRTensor(csr_tensor.indptr, csr_tensor.indices, v, csr_tensor.shape).mv(d)


def csr_reduce_sum(csr_tensor: CSRTensor, axis: int) -> Tensor:
    """``ops.csr_reduce_sum(csr_tensor, axis)``: the sum over ``axis``, kept as a dimension of size 1. Mirrors
    ``mindspore.ops.csr_reduce_sum``; MindSpore 2.10's CPU build has no kernel for it."""
    return csr_tensor.sum(axis)


def csr_mul(x: CSRTensor, y: Tensor) -> CSRTensor:
    """``ops.csr_mul(x, y)``: ``x * y`` at the stored positions, ``y`` broadcast to ``x``'s shape; a scalar ``y``
    gives the dense values Tensor, as MindSpore's ``csr_mul`` does. Mirrors ``mindspore.ops.csr_mul``."""
    if isinstance(y, (int, float, bool)) or (isinstance(y, Tensor) and y.ndim == 0):
        return x.values * y
    return x * y


def csr_div(x: CSRTensor, y: Tensor) -> CSRTensor:
    """``ops.csr_div(x, y)``: ``x / y`` at the stored positions, ``y`` broadcast to ``x``'s shape; a scalar ``y``
    gives the dense values Tensor, as MindSpore's ``csr_div`` does. Mirrors ``mindspore.ops.csr_div``."""
    if isinstance(y, (int, float, bool)) or (isinstance(y, Tensor) and y.ndim == 0):
        return x.values / y
    return x / y


def sparse_segment_mean(x: Tensor, indices: Tensor, segment_ids: Tensor) -> Tensor:
    """``ops.sparse_segment_mean(x, indices, segment_ids)``: row ``s`` of the output is the mean of the rows
    ``x[indices[j]]`` with ``segment_ids[j] == s``; ``segment_ids[-1] + 1`` rows, empty segments 0.

    Mirrors ``mindspore.ops.sparse_segment_mean`` (2.10): ``x`` Float16/Float32/Float64; ``indices`` and
    ``segment_ids`` 1-D, both Int32 or both Int64, ``segment_ids`` sorted.

    Raises:
        TypeError: ``x`` not a float dtype; ``indices`` / ``segment_ids`` of different dtypes or not integers.
        ValueError: ``indices`` and ``segment_ids`` of different lengths.
        RuntimeError: ``segment_ids`` not sorted or an index out of range (the kernel's launch failure).
    """
    return _wrap(_SK.sparse_segment_mean(_t(x), _t(indices), _t(segment_ids)))
