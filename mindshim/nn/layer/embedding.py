"""Embedding layers: `nn.Embedding`, `nn.EmbeddingLookup`, `nn.MultiFieldEmbeddingLookup`."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ... import _checkparam as validator
from ..._kernels import embedding as _K_emb
from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _wrap
from ..cell import Cell
from . import _validators as V
from ..._kernels import errors as _errors

_ID_DTYPES = (torch.int32, torch.int64)
_GATHER_TYPES = (
    "UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Int32", "Int64", "Float16", "Float32", "Float64", "Bool",
    "Complex64", "Complex128",
)  # fmt: skip


def _gather_dtype_error(table: torch.Tensor, ids: torch.Tensor) -> TypeError:
    """MindSpore 2.10's CPU kernel-selection TypeError for a Gather (embedding lookup) with non-integer ids."""
    supported = "".join(f"input[{d} Int32 Int64 Int64], output[{d}]; " for d in _GATHER_TYPES)
    td, idd = mstype._FROM_TORCH[table.dtype], mstype._FROM_TORCH[ids.dtype]
    return TypeError(
        "\n----------------------------------------------------\n"
        "- Kernel select failed:\n"
        "----------------------------------------------------\n"
        "Select CPU operator[Gather] fail! Unsupported data type!\n"
        f"The supported data types are {supported}, but get input[{td} {idd} Int64 Int64 ] and output[{td} ]"
    )


__all__ = _api.names(__name__)


class Embedding(Cell):
    r"""Look up rows of an embedding table. Mirrors ``mindspore.nn.Embedding`` (2.10).

    ``Embedding(vocab_size, embedding_size, use_one_hot=False, embedding_table='normal', dtype=mstype.float32,
    padding_idx=None)``

    Args:
        vocab_size (int): number of rows.
        embedding_size (int): row length.
        use_one_hot (bool): MindSpore computes by one-hot matmul when True; the result is the same lookup.
        embedding_table (Tensor | str | Initializer | numbers.Number): init of the ``embedding_table`` parameter
            (shape ``[vocab_size, embedding_size]``). Default 'normal' (``Normal(0.01)``).
        dtype (mindspore.dtype): kept for the repr (the table is float32 as in MindSpore).
        padding_idx (int): this row is zeroed at initialisation (it still receives gradients, as in MindSpore).

    Inputs:
        ids (Tensor): integer indices of any shape, values in ``[0, vocab_size)``.

    Outputs:
        Tensor of shape ``ids.shape + (embedding_size,)``.

    Raises:
        TypeError: if ``vocab_size``/``embedding_size`` is not an int or ``use_one_hot`` not a bool.
        ValueError: if ``padding_idx`` is outside ``[0, vocab_size)``.
    """

    def __init__(
        self,
        vocab_size: int,
        embedding_size: int,
        use_one_hot: bool = False,
        embedding_table: Any = "normal",
        dtype: Any = mstype.float32,
        padding_idx: int | None = None,
    ) -> None:
        super().__init__()
        name = type(self).__name__
        self.vocab_size = V.check_value_type("vocab_size", vocab_size, [int], name)
        self.embedding_size = V.check_value_type("embedding_size", embedding_size, [int], name)
        V.check_value_type("use_one_hot", use_one_hot, [bool], name)
        self.use_one_hot = use_one_hot
        self.dtype = dtype
        init_tensor = initializer(embedding_table, [vocab_size, embedding_size])
        self.padding_idx = padding_idx
        if padding_idx is not None:
            if not isinstance(padding_idx, int) or not 0 <= padding_idx < vocab_size:
                raise _errors.value_error(
                    name, f"the 'padding_idx' must be in range [0, {vocab_size}), but got {padding_idx}."
                )
            data = init_tensor._data().clone()
            data[padding_idx] = 0
            init_tensor = Tensor(data)
        self.embedding_table = Parameter(init_tensor, name="embedding_table")
        from ... import ops  # MindSpore's primitive attributes, for subclasses that override construct

        self.expand = ops.ExpandDims()
        self.reshape_flat = ops.Reshape()
        self.shp_flat = (-1,)
        self.gather = ops.Gather()
        self.one_hot = ops.OneHot()
        self.on_value = Tensor(1.0, self.dtype)
        self.off_value = Tensor(0.0, self.dtype)
        self.array_mul = ops.MatMul()
        self.reshape = ops.Reshape()
        self.get_shp = ops.Shape()
        self.concat = ops.Concat()

    def construct(self, ids: Tensor) -> Tensor:
        t = ids._data()
        if t.dtype not in _ID_DTYPES:
            raise _gather_dtype_error(self._parameters["embedding_table"], t)
        return _wrap(_K_emb.embedding(t, self._parameters["embedding_table"], wrap=True))

    def extend_repr(self) -> str:
        return (
            f"vocab_size={self.vocab_size}, embedding_size={self.embedding_size}, use_one_hot={self.use_one_hot}, "
            f"embedding_table={self.embedding_table}, dtype={self.dtype}, padding_idx={self.padding_idx}"
        )


_clip_rows = _K_emb.clip_rows


class EmbeddingLookup(Cell):
    r"""Look up rows of ``embedding_table``. Mirrors ``mindspore.nn.EmbeddingLookup`` (2.10).

    ``EmbeddingLookup(vocab_size, embedding_size, param_init='normal', target='CPU', slice_mode='batch_slice',
    manual_shapes=None, max_norm=None, sparse=True, dtype=mstype.float32)``. With ``target='CPU'`` ids outside
    ``[0, vocab_size)`` give zero rows (MindSpore's CPU ``EmbeddingLookup``, also ``ops.EmbeddingLookup``); with
    'DEVICE' the lookup is a plain gather. ``max_norm`` rescales every looked-up vector to an L2 norm of at most
    ``max_norm``. ``slice_mode``/``manual_shapes`` only matter for MindSpore's auto-parallel modes and are ignored.

    Differences: the gradient of ``embedding_table`` is dense (MindSpore returns a sparse row gradient);
    with ``max_norm`` MindSpore 2.10's CPU ``ClipByNorm`` kernel scales rows by other rows' norms, mindshim clips
    each row by its own norm as documented.

    Inputs:
        indices (Tensor): Int32/Int64 ids of any shape.

    Outputs:
        Tensor ``indices.shape + (embedding_size,)``.

    Raises:
        TypeError: if ``sparse`` is not a bool.
        ValueError: if ``vocab_size``/``embedding_size`` is not a positive int, ``target`` is not 'CPU'/'DEVICE',
            ``sparse`` is False with 'CPU', or ``max_norm`` is not a positive float.
    """

    BATCH_SLICE = "batch_slice"
    FIELD_SLICE = "field_slice"
    TABLE_ROW_SLICE = "table_row_slice"
    TABLE_COLUMN_SLICE = "table_column_slice"

    def __init__(
        self,
        vocab_size: int,
        embedding_size: int,
        param_init: Any = "normal",
        target: str = "CPU",
        slice_mode: str = "batch_slice",
        manual_shapes: tuple | None = None,
        max_norm: float | None = None,
        sparse: bool = True,
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__()
        name = self.cls_name
        validator.check_value_type("sparse", sparse, [bool], name)
        self.vocab_size = validator.check_positive_int(vocab_size, "vocab_size")
        self.target = target
        self.sparse = sparse
        self.forward_unique = False
        validator.check_string(target, ["CPU", "DEVICE"], "target", name)
        if not sparse and target == "CPU":
            raise _errors.value_error(
                name,
                f"'sparse' must be True when 'target' is \"CPU\", but got 'sparse': {sparse} and 'target': {target}",
            )
        self.embedding_size = validator.check_positive_int(embedding_size, "embedding_size", name)
        self.embedding_table = Parameter(
            initializer(param_init, [self.vocab_size, self.embedding_size], dtype=dtype), name="embedding_table"
        )
        self.max_norm = max_norm
        if max_norm is not None:
            self.max_norm = validator.check_positive_float(max_norm, "max_norm", name)

    def _lookup(self, indices: Tensor) -> torch.Tensor:
        table = self._parameters["embedding_table"]
        if self.target == "CPU":
            out = _K_emb.embedding_lookup(table, indices._data())
        else:
            out = _K_emb.embedding(indices._t.long(), table)
        return out if self.max_norm is None else _clip_rows(out, self.max_norm)

    def construct(self, indices: Tensor) -> Tensor:
        return _wrap(self._lookup(indices))


def _check_2d(t: torch.Tensor, param_name: str, name: str) -> None:
    if t.dim() != 2:
        raise _errors.value_error(name, f"the dimension of '{param_name}' must be 2d, but got {t.dim()}")


class MultiFieldEmbeddingLookup(EmbeddingLookup):
    r"""Weighted embedding lookups merged per field. Mirrors ``mindspore.nn.MultiFieldEmbeddingLookup`` (2.10).

    ``MultiFieldEmbeddingLookup(vocab_size, embedding_size, field_size, param_init='normal', target='CPU',
    slice_mode='batch_slice', feature_num_list=None, max_norm=None, sparse=True, operator='SUM',
    dtype=mstype.float32)``. For each sample, the vectors of ``input_indices`` times ``input_values`` are merged into
    the field ``field_ids`` names: 'SUM', 'MEAN' (divided by the sum of ``|input_values|`` of the field, 0 for an
    empty field) or 'MAX' (ids with value 0 are left out; an empty field gives zeros). Lookups as
    :class:`EmbeddingLookup`.

    Inputs:
        input_indices (Tensor): ``(batch, n)`` Int32/Int64. input_values (Tensor): ``(batch, n)`` Float32.
        field_ids (Tensor): ``(batch, n)`` Int32 in ``[0, field_size)``.

    Outputs:
        Tensor ``(batch, field_size, embedding_size)``.

    Raises:
        ValueError: as :class:`EmbeddingLookup`; if ``field_size`` is not a positive int, ``operator`` is not
            'SUM'/'MEAN'/'MAX', or an input is not 2-D (on call).
        TypeError: for inputs of other dtypes (on call).
    """

    OPERATOR_SUM = "SUM"
    OPERATOR_MEAN = "MEAN"
    OPERATOR_MAX = "MAX"

    def __init__(
        self,
        vocab_size: int,
        embedding_size: int,
        field_size: int,
        param_init: Any = "normal",
        target: str = "CPU",
        slice_mode: str = "batch_slice",
        feature_num_list: tuple | None = None,
        max_norm: float | None = None,
        sparse: bool = True,
        operator: str = "SUM",
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__(
            vocab_size, embedding_size, param_init, target, slice_mode, feature_num_list, max_norm, sparse, dtype=dtype
        )
        name = self.cls_name
        self.field_size = validator.check_positive_int(field_size, "field_size", name)
        self.operator = operator
        validator.check_string(operator, ["SUM", "MAX", "MEAN"], "operator", name)

    def construct(self, input_indices: Tensor, input_values: Tensor, field_ids: Tensor) -> Tensor:
        from ...common.dtype import _FROM_TORCH
        from ...ops.function.array_func import unsorted_segment_max, unsorted_segment_sum

        name = self.cls_name
        ind, val, fid = input_indices._t, input_values._t, field_ids._t
        _check_2d(ind, "input_indices", name)
        _check_2d(val, "input_values", name)
        _check_2d(fid, "field_ids", name)
        validator.check_type_name("input_indices", _FROM_TORCH[ind.dtype], [mstype.int32, mstype.int64], name)
        validator.check_type_name("input_values", _FROM_TORCH[val.dtype], [mstype.float32], name)
        validator.check_type_name("field_ids", _FROM_TORCH[fid.dtype], [mstype.int32], name)
        batch = ind.shape[0]
        segments = batch * self.field_size
        seg = _K_emb.field_segments(fid, batch, self.field_size)
        weights = val.reshape(batch, ind.shape[1], 1)
        emb = weights * self._lookup(input_indices)
        if self.operator == "MAX":
            # padded ids (value 0) must not win the maximum
            emb = (emb + (weights == 0).float() * -3.402823466e38).reshape(-1, self.embedding_size)
            merged = unsorted_segment_max(emb, seg.reshape(-1), segments)._t
            count = unsorted_segment_sum(val.abs().reshape(-1), seg.reshape(-1), segments)._t
            merged = merged * (count != 0).float().unsqueeze(-1)
        else:
            merged = unsorted_segment_sum(emb, seg, segments)._t
            if self.operator == "MEAN":
                count = unsorted_segment_sum(val.abs(), seg, segments)._t.unsqueeze(-1)
                merged = _K_emb.segment_mean(merged, count)
        return _wrap(merged.reshape(batch, self.field_size, -1))
