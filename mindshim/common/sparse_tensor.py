"""`mindspore.COOTensor`, `CSRTensor` and `RowTensor`: sparse tensors as index/value Tensors over torch's sparse layouts."""

from __future__ import annotations

from .. import _api
from .. import log as _log
import warnings
from typing import Any

import numpy as np
import torch

from .._kernels import array as _K_array
from .._kernels import creation as _creation
from .._kernels import indexing as _K_idx
from . import dtype as mstype
from .tensor import Tensor, _wrap
from .._kernels import errors as _errors

__all__ = _api.names(__name__)

_INDEX_TYPES = (torch.int16, torch.int32, torch.int64)


def _quiet_csr(make):
    """Build a torch CSR tensor without torch's 'beta state' UserWarning (noise for a MindSpore user)."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta state")
        return make()


def _part(t: Tensor) -> str:
    """A component Tensor as MindSpore prints it inside a sparse tensor: numpy-style, floats as ``% .8e``."""
    arr = t.asnumpy()
    kind = t.dtype.kind
    digits = 4 if t.dtype is mstype.float16 else 8
    formatter = {"float_kind": lambda v: f"{v: .{digits}e}"} if kind == "float" else None
    body = np.array2string(arr, separator=" ", formatter=formatter, threshold=1000)
    shape = "[" + ", ".join(str(d) for d in arr.shape) + "]"
    return f"Tensor(shape={shape}, dtype={t.dtype}, value=" + ("\n" if arr.ndim > 1 else "") + body + ")"


def _shape_text(shape: tuple) -> str:
    return "[" + ", ".join(str(d) for d in shape) + "]"


def _check_shape(name: str, shape: Any) -> tuple:
    if not isinstance(shape, (tuple, list)) or not all(isinstance(d, int) and d > 0 for d in shape):
        raise TypeError(f"For {name}, 'shape' must be a tuple or list of positive ints, but got {shape}.")
    return tuple(shape)


def _check_index(name: str, what: str, t: Any) -> Tensor:
    if not isinstance(t, Tensor):
        raise TypeError(f"For {name}, '{what}' must be a Tensor, but got {type(t).__name__}.")
    if t._data().dtype not in _INDEX_TYPES:
        raise TypeError(f"For {name}, the type of '{what}' must be one of [int16, int32, int64], but got {t.dtype}.")
    return t


def _values(name: str, t: Any) -> Tensor:
    if not isinstance(t, Tensor):
        raise TypeError(f"For {name}, 'values' must be a Tensor, but got {type(t).__name__}.")
    return t


class _Sparse:
    """What COOTensor and CSRTensor share: the dense shape and the stored values' properties."""

    _shape: tuple
    _values: Tensor

    @property
    def shape(self) -> tuple:
        """The dense shape."""
        return self._shape

    @property
    def dtype(self):
        """The values' dtype."""
        return self._values.dtype

    @property
    def size(self) -> int:
        """The number of stored values."""
        return self._values.size

    @property
    def itemsize(self) -> int:
        """Bytes per value."""
        return self._values.itemsize

    @property
    def ndim(self) -> int:
        """The number of dense dimensions."""
        return len(self._shape)


class COOTensor(_Sparse):
    """A sparse tensor in coordinate format: ``indices`` (int, shape ``[N, ndims]``), ``values`` (shape ``[N]``) and
    a dense ``shape``. Duplicate indices add up in :meth:`to_dense`.

    Mirrors ``mindspore.COOTensor(indices=None, values=None, shape=None, coo_tensor=None)`` (2.10; 2-D shapes, as
    MindSpore checks). Operators: ``-coo``, ``coo * dense`` and ``coo / dense`` (a COOTensor with the dense values
    at the stored positions applied), ``coo + dense`` / ``coo - dense`` (a dense Tensor), ``coo + coo`` (sparse
    addition). Known difference: ``coo * 2`` and ``coo / 2`` scale the values here; MindSpore 2.10 fails on them.

    Raises:
        TypeError: for indices that are not an int Tensor or values that are not a Tensor.
        ValueError: for a shape that is not 2-D or indices/values whose lengths disagree.
    """

    def __init__(
        self, indices: Tensor | None = None, values: Tensor | None = None, shape: Any = None, coo_tensor: Any = None
    ) -> None:
        if coo_tensor is not None:
            indices, values, shape = coo_tensor.indices, coo_tensor.values, coo_tensor.shape
        shape = _check_shape("COOTensor", shape)
        if len(shape) != 2:
            raise ValueError(f"For COOTensor, the length of 'shape' must be 2, but got {shape}.")
        self._indices = _check_index("COOTensor", "indices", indices)
        self._values = _values("COOTensor", values)
        if self._indices.ndim != 2 or self._indices.shape[1] != 2:
            raise ValueError(f"For COOTensor, 'indices' must be a 2-D Tensor of shape [N, 2], but got {indices.shape}.")
        if self._values.ndim != 1 or self._values.shape[0] != self._indices.shape[0]:
            raise ValueError(
                f"For COOTensor, 'values' must be 1-D with as many elements as 'indices' has rows, but got "
                f"{values.shape} and {indices.shape}."
            )
        self._shape = shape

    # ---- properties
    @property
    def indices(self) -> Tensor:
        """The coordinates, an int Tensor of shape ``[N, 2]``."""
        return self._indices

    @property
    def values(self) -> Tensor:
        """The stored values, shape ``[N]``."""
        return self._values

    # ---- conversions
    def _torch(self) -> torch.Tensor:
        return _creation.sparse_coo(self._indices._data(), self._values._data(), self._shape)

    def to_dense(self) -> Tensor:
        """The dense Tensor (duplicate coordinates summed)."""
        return _wrap(self._torch().to_dense())

    def to_tuple(self) -> tuple:
        """``(indices, values, shape)``."""
        return self._indices, self._values, self._shape

    def to_csr(self) -> CSRTensor:
        """The same matrix as a :class:`CSRTensor` (duplicates summed, indices int32 as MindSpore returns them)."""
        csr = _quiet_csr(lambda: self._torch().coalesce().to_sparse_csr())
        return CSRTensor(
            _wrap(csr.crow_indices().to(torch.int32)),
            _wrap(csr.col_indices().to(torch.int32)),
            _wrap(csr.values()),
            self._shape,
        )

    def _need_int64(self, prim: str, arg: str) -> None:
        if self._indices._data().dtype != torch.int64:
            raise TypeError(
                f"For primitive[{prim}], the input argument[{arg}] must be a type of {{Tensor[Int64]}}, but got "
                f"Tensor[{self._indices.dtype}]."
            )

    def coalesce(self) -> COOTensor:
        """Duplicates summed and coordinates sorted (row-major).

        Raises:
            TypeError: unless the indices are int64, as MindSpore requires.
        """
        self._need_int64("Coalesce", "x_indices")
        c = self._torch().coalesce()
        return COOTensor(_wrap(c.indices().t().contiguous()), _wrap(c.values()), self._shape)

    def astype(self, dtype: Any) -> COOTensor:
        """The values cast to ``dtype``."""
        return COOTensor(self._indices, self._values.astype(dtype), self._shape)

    def abs(self) -> COOTensor:
        """Absolute values."""
        return COOTensor(self._indices, _wrap(self._values._data().abs()), self._shape)

    def add(self, other: COOTensor, thresh: Tensor) -> COOTensor:
        """Sparse sum with ``other``; sums whose magnitude is below ``thresh`` are dropped. Mirrors ``COOTensor.add``.

        Raises:
            TypeError: if ``other`` is not a COOTensor, or the indices are not int64 (as MindSpore requires).
            ValueError: if the shapes differ.
        """
        if not isinstance(other, COOTensor):
            raise _errors.type_error("COOTensor.add", f"'other' must be a COOTensor, but got {type(other).__name__}.")
        self._need_int64("SparseAdd", "x1_indices")
        other._need_int64("SparseAdd", "x2_indices")
        if other.shape != self._shape:
            raise _errors.value_error(
                "COOTensor.add", f"the shapes must be equal, but got {self._shape} and {other.shape}."
            )
        # MindSpore's SparseAdd merges the two coordinate lists in order (each assumed sorted, as TensorFlow's
        # SparseAdd does): equal coordinates are summed and kept when |sum| >= thresh, the rest copied as they are.
        ai, av = self._indices.asnumpy(), self._values._data()
        bi, bv = other._indices.asnumpy(), other._values._data()
        limit = float(thresh.asnumpy()) if isinstance(thresh, Tensor) else float(thresh)
        rows, vals = [], []
        i = j = 0
        while i < len(ai) and j < len(bi):
            ka, kb = tuple(ai[i]), tuple(bi[j])
            if ka < kb:
                rows.append(ai[i]), vals.append(av[i])
                i += 1
            elif kb < ka:
                rows.append(bi[j]), vals.append(bv[j])
                j += 1
            else:
                total = av[i] + bv[j]
                if abs(float(total)) >= limit:
                    rows.append(ai[i]), vals.append(total)
                i += 1
                j += 1
        rows += list(ai[i:]) + list(bi[j:])
        vals += list(av[i:]) + list(bv[j:])
        indices = np.array(rows, dtype=np.int64).reshape(-1, 2)
        values = _K_array.stack_any(vals) if vals else av.new_zeros((0,))
        return COOTensor(Tensor(indices), _wrap(values), self._shape)

    # ---- operators
    def _gather(self, dense: Tensor) -> torch.Tensor:
        d = dense._data().broadcast_to(self._shape)
        idx = self._indices._data().long()
        return d[idx[:, 0], idx[:, 1]]

    def __neg__(self) -> COOTensor:
        return COOTensor(self._indices, _wrap(-self._values._data()), self._shape)

    def __mul__(self, other: Any) -> COOTensor:
        if isinstance(other, Tensor):
            return COOTensor(self._indices, _wrap(self._values._data() * self._gather(other)), self._shape)
        return COOTensor(self._indices, _wrap(self._values._data() * other), self._shape)

    def __truediv__(self, other: Any) -> COOTensor:
        if isinstance(other, Tensor):
            return COOTensor(self._indices, _wrap(self._values._data() / self._gather(other)), self._shape)
        return COOTensor(self._indices, _wrap(self._values._data() / other), self._shape)

    __div__ = __truediv__

    def __add__(self, other: Any) -> Tensor | COOTensor:
        if isinstance(other, COOTensor):
            return self.add(other, Tensor(0.0))
        if isinstance(other, Tensor):
            return _wrap(self._torch().to_dense() + other._data())
        raise TypeError(f"COOTensor add with {type(other)} is not supported.")

    def __sub__(self, other: Any) -> Tensor | COOTensor:
        if isinstance(other, COOTensor):
            return self.add(-other, Tensor(0.0))
        if isinstance(other, Tensor):  # computed as -(dense - coo), which gives MindSpore's signed zeros
            return _wrap(-(other._data() - self._torch().to_dense()))
        raise TypeError(f"COOTensor sub with {type(other)} is not supported.")

    def __repr__(self) -> str:
        return (
            f"COOTensor(shape={_shape_text(self._shape)}, dtype={self.dtype}, indices={_part(self._indices)}, "
            f"values={_part(self._values)})"
        )

    __str__ = __repr__


class CSRTensor(_Sparse):
    """A sparse matrix in compressed-row format: ``indptr`` (shape ``[rows + 1]``), ``indices`` (column of each
    value), ``values`` and the dense ``shape``.

    Mirrors ``mindspore.CSRTensor(indptr=None, indices=None, values=None, shape=None, csr_tensor=None)`` (2.10), over
    torch's sparse CSR layout for :meth:`mv`, :meth:`mm` and :meth:`to_dense`. Operators: ``-csr``,
    ``csr + csr`` / ``csr - csr`` (same sparsity pattern, values added), ``csr * dense`` / ``csr / dense`` (dense
    values at the stored positions applied), ``csr * scalar``. Known difference: MindSpore 2.10's CPU build fails
    on ``mv``, ``mm``, ``sum``, ``to_coo`` and ``csr * dense``; here they compute the documented results.

    Raises:
        TypeError: for index arguments that are not int Tensors, or ``csr + dense``.
        ValueError: when ``indptr`` does not have ``shape[0] + 1`` elements, or the lengths of indices and values
            differ.
    """

    def __init__(
        self,
        indptr: Tensor | None = None,
        indices: Tensor | None = None,
        values: Tensor | None = None,
        shape: Any = None,
        csr_tensor: Any = None,
    ) -> None:
        if csr_tensor is not None:
            indptr, indices, values, shape = csr_tensor.indptr, csr_tensor.indices, csr_tensor.values, csr_tensor.shape
        shape = _check_shape("CSRTensor", shape)
        self._indptr = _check_index("CSRTensor", "indptr", indptr)
        self._indices = _check_index("CSRTensor", "indices", indices)
        self._values = _values("CSRTensor", values)
        if self._indptr.ndim != 1 or self._indptr.shape[0] != shape[0] + 1:
            raise ValueError(f"For CSRTensor, indptr must have length (1 + shape[0]), but got: {self._indptr.shape[0]}")
        if self._indices.shape[0] != self._values.shape[0]:
            raise ValueError(
                f"For CSRTensor, indices and values must have the same length, but got {self._indices.shape[0]} "
                f"and {self._values.shape[0]}."
            )
        self._shape = shape

    @property
    def indptr(self) -> Tensor:
        """Row pointers: the values of row ``i`` are ``values[indptr[i]:indptr[i + 1]]``."""
        return self._indptr

    @property
    def indices(self) -> Tensor:
        """The column of each stored value."""
        return self._indices

    @property
    def values(self) -> Tensor:
        """The stored values."""
        return self._values

    def _torch(self) -> torch.Tensor:
        return _quiet_csr(
            lambda: _creation.sparse_csr(self._indptr._data(), self._indices._data(), self._values._data(), self._shape)
        )

    def _rows(self) -> torch.Tensor:
        return _K_idx.csr_rows(self._indptr._data())

    def _like(self, values: torch.Tensor) -> CSRTensor:
        return CSRTensor(self._indptr, self._indices, _wrap(values), self._shape)

    def to_dense(self) -> Tensor:
        """The dense Tensor."""
        return _wrap(self._torch().to_dense())

    def to_tuple(self) -> tuple:
        """``(indptr, indices, values, shape)``."""
        return self._indptr, self._indices, self._values, self._shape

    def to_coo(self) -> COOTensor:
        """The same matrix as a :class:`COOTensor` (int32 coordinates, row-major)."""
        idx = _K_array.stack_any([self._rows(), self._indices._data().long()], 1).to(torch.int32)
        return COOTensor(_wrap(idx), self._values, self._shape)

    def astype(self, dtype: Any) -> CSRTensor:
        """The values cast to ``dtype``."""
        return CSRTensor(self._indptr, self._indices, self._values.astype(dtype), self._shape)

    def abs(self) -> CSRTensor:
        """Absolute values."""
        return self._like(self._values._data().abs())

    def add(self, b: CSRTensor, alpha: Tensor, beta: Tensor) -> CSRTensor:
        """``alpha * self + beta * b`` for two CSRTensors of the same shape. Mirrors ``CSRTensor.add``.

        Raises:
            TypeError: if ``b`` is not a CSRTensor.
        """
        if not isinstance(b, CSRTensor):
            raise _errors.type_error("CSRTensor.add", f"'b' must be a CSRTensor, but got {type(b).__name__}.")
        a_ = alpha._data() if isinstance(alpha, Tensor) else alpha
        b_ = beta._data() if isinstance(beta, Tensor) else beta
        out = _quiet_csr(lambda: (self._torch() * a_ + b._torch() * b_).to_sparse_csr())
        return CSRTensor(
            _wrap(out.crow_indices().to(self._indptr._data().dtype)),
            _wrap(out.col_indices().to(self._indices._data().dtype)),
            _wrap(out.values()),
            self._shape,
        )

    def mv(self, dense_vector: Tensor) -> Tensor:
        """Matrix-vector product with a dense ``[cols, 1]`` Tensor; the result is ``[rows, 1]``."""
        return _wrap(self._torch() @ dense_vector._data())

    def mm(self, matrix: Tensor | CSRTensor) -> Tensor:
        """Matrix product with a dense ``[cols, k]`` Tensor (or another CSRTensor, densified)."""
        other = matrix._torch().to_dense() if isinstance(matrix, CSRTensor) else matrix._data()
        return _wrap(self._torch() @ other)

    def sum(self, axis: int) -> Tensor:
        """Sum over ``axis`` (0 or 1), keeping it as a dimension of size 1, as MindSpore's ``CSRTensor.sum``."""
        return _wrap(self._torch().to_dense().sum(axis, keepdim=True))

    def __neg__(self) -> CSRTensor:
        return self._like(-self._values._data())

    def _gather(self, dense: Tensor) -> torch.Tensor:
        d = dense._data().broadcast_to(self._shape)
        return d[self._rows(), self._indices._data().long()]

    def __mul__(self, other: Any) -> CSRTensor:
        if isinstance(other, Tensor):
            return self._like(self._values._data() * self._gather(other))
        return self._like(self._values._data() * other)

    def __truediv__(self, other: Any) -> CSRTensor:
        if isinstance(other, Tensor):
            return self._like(self._values._data() / self._gather(other))
        return self._like(self._values._data() / other)

    __div__ = __truediv__

    def __add__(self, other: Any) -> CSRTensor:
        if isinstance(other, CSRTensor):
            return self.add(other, Tensor(1.0, self.dtype), Tensor(1.0, self.dtype))
        raise TypeError(f"CSRTensor add with {type(other)} is not supported.")

    def __sub__(self, other: Any) -> CSRTensor:
        if isinstance(other, CSRTensor):
            return self.add(other, Tensor(1.0, self.dtype), Tensor(-1.0, self.dtype))
        raise TypeError(f"CSRTensor sub with {type(other)} is not supported.")

    def __repr__(self) -> str:
        return (
            f"CSRTensor(shape={_shape_text(self._shape)}, dtype={self.dtype}, indptr={_part(self._indptr)}, "
            f"indices={_part(self._indices)}, values={_part(self._values)})"
        )

    __str__ = __repr__


class RowTensor:
    """Rows of a dense tensor: ``values[i]`` is row ``indices[i]`` of a tensor of shape ``dense_shape`` (the form of
    an embedding gradient). Mirrors ``mindspore.RowTensor(indices=None, values=None, shape=None, row_tensor=None)``.
    """

    def __init__(
        self, indices: Tensor | None = None, values: Tensor | None = None, shape: Any = None, row_tensor: Any = None
    ) -> None:
        if row_tensor is not None:
            indices, values, shape = row_tensor.indices, row_tensor.values, row_tensor.dense_shape
        self._indices = _check_index("RowTensor", "indices", indices)
        self._values = _values("RowTensor", values)
        self._shape = tuple(shape)

    @property
    def indices(self) -> Tensor:
        """The row numbers."""
        return self._indices

    @property
    def values(self) -> Tensor:
        """The rows, shape ``[N, *dense_shape[1:]]``."""
        return self._values

    @property
    def dense_shape(self) -> tuple:
        """The dense shape."""
        return self._shape

    def __repr__(self) -> str:
        return (
            f"RowTensor(shape={_shape_text(self._shape)}, dtype={self._values.dtype}, "
            f"indices={_part(self._indices)}, values={_part(self._values)})"
        )

    __str__ = __repr__


class SparseTensor:
    """The 1.x sparse tensor MindSpore 2.10 still exports: ``indices`` (int Tensor ``[N, ndims]``), ``values``
    (Tensor ``[N]``) and a dense ``shape`` (tuple), held as given (MindSpore's ``mindspore.SparseTensor``,
    deprecated since 1.7 for :class:`COOTensor`; each construction logs that warning). Only the three properties:
    no ``dtype``, ``to_dense`` or operators, and not a COOTensor, as in MindSpore 2.10; it prints as a COOTensor.

    Raises:
        TypeError: ``indices`` or ``values`` is not a Tensor, or ``shape`` not a tuple.
    """

    def __init__(self, indices: Tensor, values: Tensor, shape: tuple) -> None:
        _log.warning(
            "'SparseTensor' is deprecated from version 1.7 and will be removed in a future version. "
            "Please use 'COOTensor' instead."
        )
        if not (isinstance(indices, Tensor) and isinstance(values, Tensor) and isinstance(shape, tuple)):
            raise TypeError("Inputs must follow: COOTensor(indices, values, shape).")
        self._indices, self._values, self._shape = indices, values, tuple(shape)
        self._dtype = values.dtype

    @property
    def indices(self) -> Tensor:
        """The indices of the stored values, ``[N, ndims]``."""
        return self._indices

    @property
    def values(self) -> Tensor:
        """The stored values, ``[N]``."""
        return self._values

    @property
    def shape(self) -> tuple:
        """The dense shape."""
        return self._shape

    def __repr__(self) -> str:
        return (
            f"COOTensor(shape={_shape_text(self._shape)}, dtype={self._dtype}, indices={_part(self._indices)}, "
            f"values={_part(self._values)})"
        )

    __str__ = __repr__
