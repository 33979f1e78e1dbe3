"""Sparse primitives of `mindspore.ops.operations.sparse_ops`: `SparseToDense`, `SparseTensorDenseAdd`,
`SparseTensorDenseMatmul`, `SparseSlice`, over `_kernels.sparse`."""

from __future__ import annotations

from ... import _api
from ...common.tensor import Tensor
from ..primitive import Primitive

__all__ = _api.names(__name__)


def _t(x):
    """The torch tensor behind a Tensor; anything else is handed to the kernel as is, which words its refusal."""
    if isinstance(x, Tensor):
        return x._t if x._t is not None else x._data()
    return x


def _dims(shape) -> tuple:
    """A dense shape given as a tuple/list of ints or a 1-D integer Tensor."""
    return tuple(int(d) for d in (shape.asnumpy().tolist() if isinstance(shape, Tensor) else shape))


class SparseToDense(Primitive):
    """``ops.SparseToDense()(indices, values, sparse_shape)``: the dense Tensor of ``sparse_shape`` holding
    ``values[i]`` at ``indices[i]``, zeros elsewhere.

    Mirrors ``mindspore.ops.SparseToDense`` (2.10): ``indices`` Int32/Int64 ``[N, R]``, ``values`` 1-D ``[N]`` of
    any dtype, ``sparse_shape`` a tuple (or 1-D Tensor) of R ints. A repeated coordinate keeps its last value.
    Computed by ``_kernels.sparse.sparse_to_dense``.

    Raises:
        TypeError: ``indices`` not Int32/Int64.
        ValueError: ``values`` not 1-D or of another length than ``indices``, an index out of bounds.
        RuntimeError: ``sparse_shape`` of another rank than the coordinates.
    """

    def __init__(self) -> None:
        Primitive.__init__(self, "SparseToDense")

    def __call__(self, indices: Tensor, values: Tensor, sparse_shape) -> Tensor:
        from ..._kernels import sparse as _SK
        from ..function._utils import _wrap

        return _wrap(_SK.sparse_to_dense(_t(indices), _t(values), _dims(sparse_shape)))


class SparseTensorDenseAdd(Primitive):
    """``ops.SparseTensorDenseAdd()(x1_indices, x1_values, x1_shape, x2)``: the dense ``x2`` plus the sparse tensor
    ``(x1_indices, x1_values, x1_shape)``; repeated coordinates add up.

    Mirrors ``mindspore.ops.SparseTensorDenseAdd`` (2.10): ``x1_shape`` must be a 1-D Tensor of the dtype of
    ``x1_indices`` (Int32/Int64; a tuple is refused) equal to ``x2``'s shape; ``x1_values`` any number dtype but Bool,
    the dtype of ``x2``. Computed by ``_kernels.sparse.sparse_dense_add``.

    Raises:
        TypeError: ``x1_shape`` not a Tensor, index or value dtypes that differ or are not accepted.
        ValueError: ``x1_values`` of another length than ``x1_indices``, an index out of bounds.
        RuntimeError: ``x1_shape`` other than the shape of ``x2``.
    """

    def __init__(self) -> None:
        Primitive.__init__(self, "SparseTensorDenseAdd")

    def __call__(self, x1_indices: Tensor, x1_values: Tensor, x1_shape: Tensor, x2: Tensor) -> Tensor:
        from ..._kernels import sparse as _SK
        from ..function._utils import _wrap

        return _wrap(_SK.sparse_dense_add(_t(x1_indices), _t(x1_values), _t(x1_shape), _t(x2)))


class SparseTensorDenseMatmul(Primitive):
    """``ops.SparseTensorDenseMatmul(adjoint_st=False, adjoint_dt=False)(indices, values, sparse_shape, dense)``:
    the sparse ``[N, C]`` matrix times the dense matrix; ``adjoint_st`` / ``adjoint_dt`` transpose (conjugate) the
    sparse or the dense operand first.

    Mirrors ``mindspore.ops.SparseTensorDenseMatmul`` (2.10): ``indices`` Int32/Int64 ``[n, 2]``; ``values``
    Float16/Float32/Float64/Int32/Int64/Complex64/Complex128, the dtype of ``dense``; ``sparse_shape`` 2 ints (a
    tuple or a Tensor). Repeated coordinates add up. Computed by ``_kernels.sparse.sparse_dense_matmul``.

    Raises:
        TypeError: a non-bool ``adjoint_st`` / ``adjoint_dt``; an index or value dtype not accepted, or values and
            ``dense`` of different dtypes.
        ValueError: ``sparse_shape`` without 2 entries, an index out of bounds.
    """

    def __init__(self, adjoint_st: bool = False, adjoint_dt: bool = False) -> None:
        from ... import _checkparam as validator

        Primitive.__init__(self, "SparseTensorDenseMatmul")
        validator.check_value_type("adjoint_st", adjoint_st, [bool], self.name)
        validator.check_value_type("adjoint_dt", adjoint_dt, [bool], self.name)
        self.adjoint_st, self.adjoint_dt = adjoint_st, adjoint_dt
        self.attrs.update(adjoint_st=adjoint_st, adjoint_dt=adjoint_dt)

    def __call__(self, indices: Tensor, values: Tensor, sparse_shape, dense: Tensor) -> Tensor:
        from ..._kernels import sparse as _SK
        from ..function._utils import _wrap

        out = _SK.sparse_dense_matmul(
            _t(indices), _t(values), _dims(sparse_shape), _t(dense), self.adjoint_st, self.adjoint_dt
        )
        return _wrap(out)


class SparseSlice(Primitive):
    """``ops.SparseSlice()(indices, values, shape, start, size)``: the part of a sparse tensor inside the box
    ``[start, start + size)``, as ``(y_indices, y_values, y_shape)``.

    Mirrors ``mindspore.ops.SparseSlice`` (2.10): ``indices``, ``shape``, ``start`` and ``size`` Int64 Tensors;
    the kept coordinates are moved by ``-start`` and stay in their input order; ``y_shape`` is
    ``min(start + size, shape) - start``. Computed by ``_kernels.sparse.sparse_slice``.

    Raises:
        TypeError: an index Tensor not Int64 (no CPU kernel).
        ValueError: ``start`` or ``size`` of another length than ``shape``.
    """

    def __init__(self) -> None:
        Primitive.__init__(self, "SparseSlice")

    def __call__(self, indices: Tensor, values: Tensor, shape: Tensor, start: Tensor, size: Tensor) -> tuple:
        from ..._kernels import sparse as _SK
        from ..function._utils import _wrap

        out = _SK.sparse_slice(_t(indices), _t(values), _t(shape), _t(start), _t(size))
        return tuple(_wrap(o) for o in out)


class SparseReorder(Primitive):
    """``SparseReorder()(indices, values, shape)``: the sparse tensor's coordinates in row-major order, as
    ``(y_indices, y_values)``.

    Mirrors ``mindspore.ops.operations.sparse_ops.SparseReorder`` (2.10): ``indices`` Int64 ``[n, d]``, ``values``
    ``[n]`` of any dtype, ``shape`` Int64 ``[d]``; equal coordinates keep their input order. Computed by
    ``_kernels.sparse.sparse_reorder``.

    Raises:
        TypeError: ``indices`` or ``shape`` not Int64.
        ValueError: ranks or lengths that do not match, an index out of bounds.
    """

    def __init__(self) -> None:
        Primitive.__init__(self, "SparseReorder")
        self.init_prim_io_names(inputs=["indices", "values", "shape"], outputs=["y_indices", "y_values"])

    def __call__(self, indices: Tensor, values: Tensor, shape: Tensor) -> tuple:
        from ..._kernels import sparse as _SK
        from ..function._utils import _wrap

        return tuple(_wrap(o) for o in _SK.sparse_reorder(_t(indices), _t(values), _t(shape)))


class SparseAddmm(Primitive):
    """``SparseAddmm()(indices, values, sparse_shape, x2_dense, x3_dense, alpha, beta)``: ``alpha * (S @ x2_dense)
    + beta * x3_dense`` for the sparse ``[Q, P]`` matrix ``S``.

    Mirrors ``mindspore.ops.operations.sparse_ops.SparseAddmm`` (2.10): ``indices`` Int32/Int64 ``[N, 2]``,
    ``values`` ``[N]`` Float32/Float64 or an integer dtype, ``sparse_shape`` an Int32/Int64 Tensor of 2 entries;
    ``x2_dense`` ``[P, M]``, ``x3_dense`` ``[Q, M]``, ``alpha`` and ``beta`` ``[1]``, all of ``values``' dtype.
    Repeated coordinates add up. Computed by ``_kernels.sparse.sparse_addmm``.

    Raises:
        TypeError: index or value dtypes not accepted or that differ.
        ValueError: shapes that do not fit, an index out of bounds.
    """

    def __init__(self) -> None:
        Primitive.__init__(self, "SparseAddmm")
        self.init_prim_io_names(
            inputs=["indices", "values", "sparse_shape", "x2_dense", "x3_dense", "alpha", "beta"], outputs=["output"]
        )

    def __call__(self, indices: Tensor, values: Tensor, sparse_shape: Tensor, x2_dense: Tensor, x3_dense: Tensor,
                 alpha: Tensor, beta: Tensor) -> Tensor:  # fmt: skip
        from ..._kernels import sparse as _SK
        from ..function._utils import _wrap

        args = (indices, values, sparse_shape, x2_dense, x3_dense, alpha, beta)
        return _wrap(_SK.sparse_addmm(*(_t(a) for a in args)))


class SparseSparseMinimum(Primitive):
    """``SparseSparseMinimum()(x1_indices, x1_values, x1_shape, x2_indices, x2_values, x2_shape)``: the element-wise
    minimum of two sparse tensors of one shape, as ``(y_indices, y_values)``.

    Mirrors ``mindspore.ops.operations.sparse_ops.SparseSparseMinimum`` (2.10): Int64 indices and shapes; the
    coordinate lists (each in row-major order) are merged, a coordinate in both keeps the smaller value and one in a
    single input ``min(value, 0)``. Computed by ``_kernels.sparse.sparse_sparse_minimum``.

    Raises:
        TypeError: an index or shape not Int64, values of different dtypes.
        ValueError: different shapes, lengths that do not match.
    """

    def __init__(self) -> None:
        Primitive.__init__(self, "SparseSparseMinimum")
        self.init_prim_io_names(
            inputs=["x1_indices", "x1_values", "x1_shape", "x2_indices", "x2_values", "x2_shape"],
            outputs=["y_indices", "y_values"],
        )

    def __call__(self, x1_indices: Tensor, x1_values: Tensor, x1_shape: Tensor, x2_indices: Tensor,
                 x2_values: Tensor, x2_shape: Tensor) -> tuple:  # fmt: skip
        from ..._kernels import sparse as _SK
        from ..function._utils import _wrap

        args = (x1_indices, x1_values, x1_shape, x2_indices, x2_values, x2_shape)
        return tuple(_wrap(o) for o in _SK.sparse_sparse_minimum(*(_t(a) for a in args)))
