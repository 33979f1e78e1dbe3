"""Primitives over the smaller array kernels: `Tril`, `LowerBound`, `UpperBound`, `IdentityN`, `ListDiff`,
`NthElement`, `RaggedRange`, `UnravelIndex`, `DataFormatDimMap`, `DataFormatVecPermute`, `CompareAndBitpack`,
`CheckNumerics`, `SubAndFilter`."""

from __future__ import annotations

from ..._checkparam import check_value_type
from ..._kernels import array as _AK
from ..._kernels import array_ext as _XK
from ..._kernels import errors as _errors
from ...common import dtype as mstype
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

    def __call__(self, input: Tensor, n) -> Tensor:  # noqa: A002
        k = int(_as_tensor(n).item()) if isinstance(n, Tensor) else n
        return _wrap(_XK.nth_element(_t("NthElement", "input", input), k, self.reverse))


class RaggedRange(Primitive):
    """``ops.RaggedRange(Tsplits)(starts, limits, deltas)``: ``(rt_nested_splits, rt_dense_values)``: the ranges of
    each ``(start, limit, delta)`` concatenated and the row splits (``Tsplits``, Int32/Int64) delimiting them.
    Mirrors ``mindspore.ops.RaggedRange`` (2.10).

    Raises:
        TypeError: dtypes that differ. ValueError: shapes that differ, a zero delta.
    """

    def __init__(self, Tsplits) -> None:  # noqa: N803
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
