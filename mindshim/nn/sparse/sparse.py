"""Sparse layers of `mindspore.nn`: `SparseToDense` and `SparseTensorDenseMatmul`, over the primitives of the same names."""

from __future__ import annotations

from ... import _api
from ... import log as logger
from ...common.sparse_tensor import COOTensor
from ...common.tensor import Tensor
from ...ops.operations.sparse_ops import SparseTensorDenseMatmul as _SparseTensorDenseMatmul
from ...ops.operations.sparse_ops import SparseToDense as _SparseToDense
from ..cell import Cell

__all__ = _api.names(__name__)


class SparseToDense(Cell):
    """``nn.SparseToDense()(coo_tensor)``: the dense Tensor of a COOTensor.

    Mirrors ``mindspore.nn.SparseToDense`` (2.10, deprecated since 2.0: the constructor logs MindSpore's warning):
    ``ops.SparseToDense`` on the COOTensor's indices, values and shape.

    Raises:
        TypeError: ``indices`` not Int32/Int64.
        ValueError: an index out of bounds.
    """

    def __init__(self) -> None:
        logger.warning(
            "'nn.SparseToDense' is deprecated from version 2.0 and will be removed in a future version. "
            "Please use 'COOTensor.to_dense()' instead."
        )
        super().__init__()
        self.sparse_to_dense = _SparseToDense()

    def construct(self, sparse_tensor: COOTensor) -> Tensor:
        return self.sparse_to_dense(sparse_tensor.indices, sparse_tensor.values, sparse_tensor.shape)


class SparseTensorDenseMatmul(Cell):
    """``nn.SparseTensorDenseMatmul(adjoint_st=False, adjoint_dt=False)(indices, values, sparse_shape, dense)``:
    the sparse ``[N, C]`` matrix times ``dense``.

    Mirrors ``mindspore.nn.SparseTensorDenseMatmul`` (2.10): ``ops.SparseTensorDenseMatmul`` with the same
    arguments.

    Raises:
        TypeError: a non-bool ``adjoint_st`` / ``adjoint_dt``, dtypes the primitive refuses.
        ValueError: ``sparse_shape`` without 2 entries, an index out of bounds.
    """

    def __init__(self, adjoint_st: bool = False, adjoint_dt: bool = False) -> None:
        super().__init__()
        self.adj_st = adjoint_st
        self.adj_dt = adjoint_dt
        self.sparse_dense_matmul = _SparseTensorDenseMatmul(adjoint_st=self.adj_st, adjoint_dt=self.adj_dt)

    def construct(self, indices: Tensor, values: Tensor, sparse_shape, dense: Tensor) -> Tensor:
        return self.sparse_dense_matmul(indices, values, sparse_shape, dense)
