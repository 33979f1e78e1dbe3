"""Primitives over the smaller array kernels: `Tril`, `LowerBound`, `UpperBound`, `IdentityN`, `ListDiff`,
`NthElement`, `RaggedRange`, `UnravelIndex`, `DataFormatDimMap`, `DataFormatVecPermute`, `CompareAndBitpack`,
`CheckNumerics`, `SubAndFilter`."""

from __future__ import annotations

from ..._checkparam import (
    check_non_negative_int_sequence,
    check_positive_int,
    check_positive_int_sequence,
    check_value_type,
)
from ..._kernels import array as _AK
from ..._kernels import array_ext as _XK
from ..._kernels import errors as _errors
from ...common import dtype as mstype
from ..function import _array_ext as _F
from ..function._utils import Tensor, _as_tensor, _wrap
from ..primitive import Primitive


def _t(prim: str, arg: str, v):
    if not isinstance(v, Tensor):
        raise TypeError(
            f"For Primitive[{prim}], the type of input argument[{arg}] must be Tensor but got "
            f"{_errors.not_tensor_name(v)}."
        )
    return _as_tensor(v)


class Tril(Primitive):
    """``ops.Tril(diagonal=0)(x)``: the lower triangle (on and below diagonal ``diagonal``) of each matrix of ``x``
    (rank >= 2, any dtype). Mirrors ``mindspore.ops.Tril`` (2.10).

    Raises:
        TypeError: ``diagonal`` not an int. ValueError: rank < 2.
    """

    def __init__(self, diagonal: int = 0) -> None:
        super().__init__("Tril")
        check_value_type("diagonal", diagonal, [int], "Tril")
        self.diagonal = diagonal
        self.add_prim_attr("diagonal", diagonal)

    def __call__(self, x: Tensor) -> Tensor:
        t = _t("Tril", "x", x)
        if t.ndim < 2:
            raise ValueError(f"For primitive[Tril], the x's rank must be greater than or equal to 2, but got {t.ndim}.")
        return _wrap(_AK.tril(t, self.diagonal))


class _Bound(Primitive):
    _right = False

    def __init__(self, out_type=mstype.int32) -> None:
        name = type(self).__name__
        super().__init__(name)
        if out_type not in (mstype.int32, mstype.int64):
            raise _errors.type_error(
                name, f"the 'out_type' should be one of [mindspore.int32, mindspore.int64], but got '{out_type!r}'."
            )
        self.out_type = out_type
        self.add_prim_attr("out_type", out_type)

    def __call__(self, sorted_x: Tensor, values: Tensor) -> Tensor:
        name = type(self).__name__
        s, v = _t(name, "sorted_x", sorted_x), _t(name, "values", values)
        return _wrap(_XK.bound(name, s, v, mstype.to_torch_dtype(self.out_type), self._right))


class LowerBound(_Bound):
    """``ops.LowerBound(out_type=mindspore.int32)(sorted_x, values)``: for each row, the index of the first element
    of ``sorted_x`` (B, N) not less than each value of ``values`` (B, M). Mirrors ``mindspore.ops.LowerBound``
    (2.10).

    Raises:
        TypeError: ``out_type`` not Int32/Int64, dtypes that differ. ValueError: inputs not 2-D, rows that differ.
    """


class UpperBound(_Bound):
    """``ops.UpperBound(out_type=mindspore.int32)(sorted_x, values)``: for each row, the index of the first element
    of ``sorted_x`` (B, N) greater than each value of ``values`` (B, M). Mirrors ``mindspore.ops.UpperBound``
    (2.10).

    Raises:
        TypeError: ``out_type`` not Int32/Int64, dtypes that differ. ValueError: inputs not 2-D, rows that differ.
    """

    _right = True


class IdentityN(Primitive):
    """``ops.IdentityN()(x)``: the tensors of the list or tuple ``x``, as a tuple. Mirrors ``mindspore.ops.IdentityN``
    (2.10).

    Raises:
        TypeError: ``x`` not a list or tuple of Tensors. ValueError: an empty ``x``.
    """

    def __init__(self) -> None:
        super().__init__("IdentityN")

    def __call__(self, x) -> tuple:
        if not isinstance(x, (list, tuple)):
            kind = f"Tensor[{x.dtype}]" if isinstance(x, Tensor) else _errors.not_tensor_name(x)
            raise TypeError(f"For [IdentityN] should have ListTensor or TupleTensor input but get {kind}")
        if not x:
            raise ValueError("For [IdentityN] input list of length should be equal or greater than 1 but get 0 .")
        return tuple(_wrap(_XK.copy(_t("IdentityN", "x", v))) for v in x)


class ListDiff(Primitive):
    """``ops.ListDiff(out_idx=mindspore.int32)(x, y)``: ``(out, idx)``: the elements of 1-D ``x`` missing from
    ``y`` and their positions in ``x``. Mirrors ``mindspore.ops.ListDiff`` (2.10).

    Raises:
        TypeError: ``out_idx`` not Int32/Int64, dtypes that differ. ValueError: inputs not 1-D.
    """

    def __init__(self, out_idx=mstype.int32) -> None:
        super().__init__("ListDiff")
        if out_idx not in (mstype.int32, mstype.int64):
            raise _errors.type_error(
                "ListDiff", f"the 'out_idx' should be in : [mindspore.int32, mindspore.int64], but got {out_idx}."
            )
        self.out_idx = out_idx
        self.add_prim_attr("out_idx", out_idx)

    def __call__(self, x: Tensor, y: Tensor) -> tuple:
        out, idx = _XK.list_diff(_t("ListDiff", "x", x), _t("ListDiff", "y", y), mstype.to_torch_dtype(self.out_idx))
        return _wrap(out), _wrap(idx)


class NthElement(Primitive):
    """``ops.NthElement(reverse=False)(input, n)``: the ``n``-th smallest (``reverse``: largest) value along the
    last axis, which is removed. ``n``: an int or an Int32 scalar Tensor. Mirrors ``mindspore.ops.NthElement``
    (2.10).

    Raises:
        TypeError: ``reverse`` not bool. ValueError: ``n`` outside ``[0, input.shape[-1])``.
    """

    def __init__(self, reverse: bool = False) -> None:
        super().__init__("NthElement")
        check_value_type("reverse", reverse, [bool], "NthElement")
        self.reverse = reverse
        self.add_prim_attr("reverse", reverse)

    def __call__(self, input: Tensor, n) -> Tensor:
        k = int(_as_tensor(n).item()) if isinstance(n, Tensor) else n
        return _wrap(_XK.nth_element(_t("NthElement", "input", input), k, self.reverse))


class RaggedRange(Primitive):
    """``ops.RaggedRange(Tsplits)(starts, limits, deltas)``: ``(rt_nested_splits, rt_dense_values)``: the ranges of
    each ``(start, limit, delta)`` concatenated and the row splits (``Tsplits``, Int32/Int64) delimiting them.
    Mirrors ``mindspore.ops.RaggedRange`` (2.10).

    Raises:
        TypeError: dtypes that differ. ValueError: shapes that differ, a zero delta.
    """

    def __init__(self, Tsplits) -> None:
        super().__init__("RaggedRange")
        self.Tsplits = Tsplits
        self.add_prim_attr("Tsplits", Tsplits)

    def __call__(self, starts: Tensor, limits: Tensor, deltas: Tensor) -> tuple:
        ts = [_t("RaggedRange", n, v) for n, v in (("starts", starts), ("limits", limits), ("deltas", deltas))]
        splits, vals = _XK.ragged_range(*ts, mstype.to_torch_dtype(self.Tsplits))
        return _wrap(splits), _wrap(vals)


class UnravelIndex(Primitive):
    """``ops.UnravelIndex()(indices, dims)``: the coordinates of flat ``indices`` in an array of shape ``dims``
    (Int32/Int64, one dtype). Mirrors ``mindspore.ops.UnravelIndex`` (2.10).

    Raises:
        TypeError: dtypes that differ. ValueError: a negative or out-of-range index.
    """

    def __init__(self) -> None:
        super().__init__("UnravelIndex")

    def __call__(self, indices: Tensor, dims: Tensor) -> Tensor:
        return _wrap(_XK.unravel_index(_t("UnravelIndex", "indices", indices), _t("UnravelIndex", "dims", dims)))


def _formats(prim: Primitive, name: str, src: str, dst: str) -> None:
    if name == "DataFormatDimMap":
        for arg, v in (("src_format", src), ("dst_format", dst)):
            if v not in ("NHWC", "NCHW"):
                raise _errors.value_error(
                    name, f"the '{arg}' must be str and must be in '['NHWC', 'NCHW']', but got '{v}'."
                )
    prim.src_format, prim.dst_format = src, dst
    prim.add_prim_attr("src_format", src)
    prim.add_prim_attr("dst_format", dst)


class DataFormatDimMap(Primitive):
    """``ops.DataFormatDimMap(src_format='NHWC', dst_format='NCHW')(input_x)``: axis indices (in [-4, 4)) of one
    layout mapped to the other (TensorFlow's rule). Mirrors ``mindspore.ops.DataFormatDimMap`` (2.10).

    Raises:
        ValueError: a format other than 'NHWC'/'NCHW'. TypeError: a dtype other than Int32/Int64.
    """

    def __init__(self, src_format: str = "NHWC", dst_format: str = "NCHW") -> None:
        super().__init__("DataFormatDimMap")
        _formats(self, "DataFormatDimMap", src_format, dst_format)

    def __call__(self, input_x: Tensor) -> Tensor:
        t = _t("DataFormatDimMap", "input_x", input_x)
        return _wrap(_XK.data_format_dim_map(t, self.src_format, self.dst_format))


class DataFormatVecPermute(Primitive):
    """``ops.DataFormatVecPermute(src_format='NHWC', dst_format='NCHW')(x)``: a (4,) or (4, 2) vector of per-axis
    values permuted from one layout to the other. Mirrors ``mindspore.ops.DataFormatVecPermute`` (2.10).

    Raises:
        TypeError: a dtype other than Int32/Int64. ValueError: another shape.
    """

    def __init__(self, src_format: str = "NHWC", dst_format: str = "NCHW") -> None:
        super().__init__("DataFormatVecPermute")
        _formats(self, "DataFormatVecPermute", src_format, dst_format)

    def __call__(self, x: Tensor) -> Tensor:
        t = _t("DataFormatVecPermute", "x", x)
        return _wrap(_XK.data_format_vec_permute(t, self.src_format, self.dst_format))


class CompareAndBitpack(Primitive):
    """``ops.CompareAndBitpack()(x, threshold)``: ``x > threshold`` packed into UInt8, eight along the last axis
    (first element in the highest bit). Mirrors ``mindspore.ops.CompareAndBitpack`` (2.10).

    Raises:
        TypeError: dtypes that differ. ValueError: a non-scalar threshold, a last axis not a multiple of 8.
    """

    def __init__(self) -> None:
        super().__init__("CompareAndBitpack")

    def __call__(self, x: Tensor, threshold: Tensor) -> Tensor:
        t, th = _t("CompareAndBitpack", "x", x), _t("CompareAndBitpack", "threshold", threshold)
        return _wrap(_XK.compare_and_bitpack(t, th))


class CheckNumerics(Primitive):
    """``ops.CheckNumerics()(x)``: ``x`` (Float16/32/64) unchanged, or RuntimeError when it holds a NaN or an
    infinity. Mirrors ``mindspore.ops.CheckNumerics`` (2.10)."""

    def __init__(self) -> None:
        super().__init__("CheckNumerics")

    def __call__(self, x: Tensor) -> Tensor:
        return _wrap(_XK.check_numerics(_t("CheckNumerics", "x", x)))


class SubAndFilter(Primitive):
    """``ops.SubAndFilter()(input_x, max_num, offset)``: ``(filter_result, filter_pos)``: ``input_x - offset`` where
    it lies in ``[0, max_num)`` and the flat positions of those elements. Mirrors ``mindspore.ops.SubAndFilter``
    (2.10): Int32/Int64.

    Raises:
        TypeError: another dtype.
    """

    def __init__(self) -> None:
        super().__init__("SubAndFilter")

    def __call__(self, input_x: Tensor, max_num: int, offset: int) -> tuple:
        vals, pos = _XK.sub_and_filter(_t("SubAndFilter", "input_x", input_x), int(max_num), int(offset))
        return _wrap(vals), _wrap(pos)


class IndexPut(Primitive):
    """``ops.IndexPut(accumulate=0)(x1, x2, indices)``: a copy of ``x1`` with ``x1[indices] = x2`` (``accumulate``
    1: added, repeated positions summed); ``indices`` a list or tuple of integer Tensors, at most one per axis.
    Mirrors ``mindspore.ops.IndexPut`` (2.10).

    Raises:
        TypeError: ``accumulate`` not an int, ``x2`` of another dtype. ValueError: more index tensors than axes.
    """

    def __init__(self, accumulate: int = 0) -> None:
        super().__init__("IndexPut")
        check_value_type("accumulate", accumulate, [int], "IndexPut")
        self.accumulate = accumulate
        self.add_prim_attr("accumulate", accumulate)

    def __call__(self, x1: Tensor, x2: Tensor, indices) -> Tensor:
        ts = [_t("IndexPut", "indices", i) for i in indices]
        return _wrap(_XK.index_put(_t("IndexPut", "x1", x1), _t("IndexPut", "x2", x2), ts, self.accumulate))


class InplaceIndexAdd(Primitive):
    """``ops.InplaceIndexAdd(axis)(var, indices, updates)``: ``updates`` added into ``var`` in place at the Int32
    positions ``indices`` of axis ``axis``; returns a Tensor of the updated values. Mirrors ``mindspore.ops.InplaceIndexAdd`` (2.10).

    Raises:
        TypeError: ``axis`` not an int, indices not Int32, ``updates`` of another dtype than ``var``.
        ValueError: an axis out of range or an ``updates`` shape that does not fit.
    """

    def __init__(self, axis: int) -> None:
        super().__init__("InplaceIndexAdd")
        check_value_type("axis", axis, [int], "InplaceIndexAdd")
        self.axis = axis
        self.add_prim_attr("axis", axis)

    def __call__(self, var: Tensor, indices: Tensor, updates: Tensor) -> Tensor:
        return _F.inplace_index_add(var, indices, updates, self.axis)


class Padding(Primitive):
    """``ops.Padding(pad_dim_size=8)(x)``: the last axis (of size 1) of ``x`` (rank >= 2) widened to
    ``pad_dim_size`` with zeros. Mirrors ``mindspore.ops.Padding`` (2.10).

    Raises:
        ValueError: ``pad_dim_size`` not a positive int, rank < 2, a last axis other than 1.
    """

    def __init__(self, pad_dim_size: int = 8) -> None:
        super().__init__("Padding")
        check_positive_int(pad_dim_size, "pad_dim_size", "Padding")
        self.pad_dim_size = pad_dim_size
        self.add_prim_attr("pad_dim_size", pad_dim_size)

    def __call__(self, x: Tensor) -> Tensor:
        return _F.padding(x, self.pad_dim_size)


def _ints2(v) -> tuple:
    return (v, v) if isinstance(v, int) else tuple(v)


class Im2Col(Primitive):
    """``ops.Im2Col(ksizes, strides=1, dilations=1, pads=0)(x)``: the sliding blocks of NCHW ``x`` as
    (N, C, kh * kw, L) (any real dtype). Mirrors ``mindspore.ops.Im2Col`` (2.10).

    Raises:
        ValueError: non-positive sizes, strides or dilations, negative pads; ``x`` not 4-D; no whole block.
    """

    def __init__(self, ksizes, strides=1, dilations=1, pads=0) -> None:
        super().__init__("Im2Col")
        self.ksizes, self.strides = _ints2(ksizes), _ints2(strides)
        self.dilations, self.pads = _ints2(dilations), _ints2(pads)
        for name in ("ksizes", "strides", "dilations"):
            check_positive_int_sequence(getattr(self, name), name, "Im2Col")
        check_non_negative_int_sequence(self.pads, "pads", "Im2Col")
        for name in ("ksizes", "strides", "dilations", "pads"):
            self.add_prim_attr(name, getattr(self, name))
        self.add_prim_attr("padding_mode", "CALCULATED")

    def __call__(self, x: Tensor) -> Tensor:
        return _wrap(_XK.im2col(_t("Im2Col", "x", x), self.ksizes, self.strides, self.dilations, self.pads))


class Col2Im(Primitive):
    """``ops.Col2Im(kernel_size, dilation=1, padding=0, stride=1)(x, output_size)``: the columns (N, C, kh * kw, L)
    summed back into (N, C, *output_size). Mirrors ``mindspore.ops.Col2Im`` (2.10): Float16/32/64.

    Raises:
        ValueError: non-positive sizes, ``x`` not 4-D, an ``L`` other than the number of blocks.
        TypeError: another dtype.
    """

    def __init__(self, kernel_size, dilation=1, padding=0, stride=1) -> None:
        super().__init__("Col2Im")
        self.kernel_size, self.dilation = _ints2(kernel_size), _ints2(dilation)
        self.padding, self.stride = _ints2(padding), _ints2(stride)
        for name in ("kernel_size", "dilation", "stride"):
            check_positive_int_sequence(getattr(self, name), name, "Col2Im")
        check_non_negative_int_sequence(self.padding, "padding", "Col2Im")
        for name in ("kernel_size", "dilation", "padding", "stride"):
            self.add_prim_attr(name, getattr(self, name))

    def __call__(self, x: Tensor, output_size: Tensor) -> Tensor:
        return _F.col2im(x, output_size, self.kernel_size, self.dilation, self.padding, self.stride)


class Coalesce(Primitive):
    """``ops.Coalesce()(x_indices, x_values, x_shape)``: the COO tensor with sorted indices and repeated indices'
    values summed, ``(y_indices, y_values, y_shape)``. Mirrors ``mindspore.ops.Coalesce`` (2.10): Int64 indices and
    shape, Float16/32/64 values.

    Raises:
        TypeError: other dtypes. ValueError: counts that differ, an index beyond ``x_shape``.
    """

    def __init__(self) -> None:
        super().__init__("Coalesce")

    def __call__(self, x_indices: Tensor, x_values: Tensor, x_shape: Tensor) -> tuple:
        return _F.coalesce(x_indices, x_values, x_shape)


class EditDistance(Primitive):
    """``ops.EditDistance(normalize=True)(hypothesis_indices, hypothesis_values, hypothesis_shape, truth_indices,
    truth_values, truth_shape)``: the Levenshtein distances of sparse sequences (the last axis), Float32,
    ``normalize``: divided by the truth lengths. Mirrors ``mindspore.ops.EditDistance`` (2.10).

    Raises:
        TypeError: ``normalize`` not bool, value tensors of different dtypes.
    """

    def __init__(self, normalize: bool = True) -> None:
        super().__init__("EditDistance")
        check_value_type("normalize", normalize, [bool], "EditDistance")
        self.normalize = normalize
        self.add_prim_attr("normalize", normalize)

    def __call__(self, hypothesis_indices, hypothesis_values, hypothesis_shape, truth_indices, truth_values,
                 truth_shape) -> Tensor:  # fmt: skip
        names = ("hypothesis_indices", "hypothesis_values", "hypothesis_shape", "truth_indices", "truth_values",
                 "truth_shape")  # fmt: skip
        vals = (hypothesis_indices, hypothesis_values, hypothesis_shape, truth_indices, truth_values, truth_shape)
        ts = [_t("EditDistance", n, v) for n, v in zip(names, vals)]
        return _wrap(_XK.edit_distance(*ts, self.normalize))


class Betainc(Primitive):
    """``ops.Betainc()(a, b, x)``: the regularised incomplete beta function ``I_x(a, b)`` element-wise (Float32 or
    Float64, one shape); NaN outside its domain. Mirrors ``mindspore.ops.Betainc`` (2.10).

    Raises:
        TypeError: another dtype or dtypes that differ. ValueError: shapes that differ.
    """

    def __init__(self) -> None:
        super().__init__("Betainc")

    def __call__(self, a: Tensor, b: Tensor, x: Tensor) -> Tensor:
        return _wrap(_XK.betainc(_t("Betainc", "a", a), _t("Betainc", "b", b), _t("Betainc", "x", x)))
