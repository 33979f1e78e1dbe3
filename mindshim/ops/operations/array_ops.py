"""Array primitives (`ops.Reshape`, `ops.Concat(axis)`, `ops.Gather`, `ops.Fill`, ...), each forwarding to its functional op."""

from __future__ import annotations

from ... import _api
import torch

from ..._kernels import array as _K_array
from ..._kernels import sorting as _K_sort
from ...common import dtype as mstype
from ..function import array_func as A
from ..function._utils import Tensor, _as_tensor, _wrap
from ..primitive import BACKEND_KERNELS, Primitive
from ._base import define
from ..._kernels import errors as _errors

Reshape = define("Reshape", A.reshape, inputs="input_x, input_shape")
Cast = define("Cast", A.cast, inputs="input_x, type")
Transpose = define("Transpose", A.transpose, inputs="input_x, input_perm")
ExpandDims = define("ExpandDims", A.expand_dims, inputs="input_x, axis")


class TransposeView(Primitive):
    """``ops.TransposeView()(input, input_perm)``: ``input`` with its axes permuted by ``input_perm``, as a view
    sharing ``input``'s storage. Mirrors ``mindspore.ops.TransposeView`` (2.10; ``prim.attrs`` holds
    ``side_effect_mem=True``, as MindSpore's). As in MindSpore, ``ops.Assign`` refuses its output in PyNative
    (RuntimeError ``Check view and inplace failed!``) and writes through it to ``input`` inside ``jit``.

    Raises:
        TypeError: ``input`` not a Tensor or ``input_perm`` not a tuple of int (MindSpore's
            ``Failed calling TransposeView with ...``; a list is refused too).
        ValueError: ``input_perm``'s length is not the rank, an axis is out of range or repeats (``Transpose``'s).
    """

    def __init__(self) -> None:
        Primitive.__init__(self, "TransposeView")
        self.attrs.update(side_effect_mem=True)

    def __call__(self, input: Tensor, input_perm: tuple) -> Tensor:
        ok_perm = isinstance(input_perm, tuple) and all(
            isinstance(d, int) and not isinstance(d, bool) for d in input_perm
        )
        if not isinstance(input, Tensor) or not ok_perm:
            raise _errors.signature_error(
                "TransposeView", {}, {"input": input, "input_perm": input_perm}, {"input_perm": "tuple of int"}
            )
        t = input._data()
        out = _wrap(_K_array.transpose(t, input_perm))
        out._view_info = (tuple(t.shape), t.stride())  # PyNative's Assign refuses a view input, as MindSpore's
        return out


def _squeeze_axis(axis):
    """``ops.Squeeze``'s axis, type-checked as MindSpore's primitive does (no ``None``)."""
    from ..._kernels import array as _K_array

    if axis is not None and not isinstance(axis, (int, tuple, list)):
        raise _errors.type_error(
            "Squeeze",
            f"the type of 'axis' should be one of '[list of int, int, tuple of int]', but got {type(axis)}.",
        )
    _K_array.check_squeeze_axis(axis, none_ok=False, prim=True)
    return axis


Squeeze = define("Squeeze", A.squeeze, (("axis", ()),), lambda p, x: A.squeeze(x, _squeeze_axis(p.axis)),
                 "remove size-1 axes (all, or those in ``axis``).", "input_x")  # fmt: skip
Concat = define("Concat", A.concat, (("axis", 0),), lambda p, x: A.concat(x, p.axis),
                "join a tuple of tensors along ``axis``.", "input_x: tuple[Tensor]")  # fmt: skip
Stack = define("Stack", A.stack, (("axis", 0),), lambda p, x: A.stack(x, p.axis),
               "stack a tuple of tensors along a new ``axis``.", "input_x: tuple[Tensor]")  # fmt: skip
Unstack = define("Unstack", A.unstack, (("axis", 0), ("num", None)), lambda p, x: A.unstack(x, p.axis),
                 "split along ``axis``, removing it.", "input_x")  # fmt: skip


def _split_call(p, x):
    t = _as_tensor(x)
    if not -t.ndim <= p.axis < t.ndim:
        raise A._dim_error(p.axis, t.ndim)
    n = t.shape[p.axis]
    if isinstance(p.output_num, int) and p.output_num <= 0:
        raise _errors.value_error("split", f"output_num must be positive, but got {p.output_num}.")
    if n % p.output_num:
        raise _errors.value_error(
            "Split", f"x_shape[{p.axis}] must be divisible by output_num = {p.output_num}, but got {n}"
        )
    return A.split(x, n // p.output_num, p.axis)


Split = define("Split", A.split, (("axis", 0), ("output_num", 1)), _split_call,
               "split into ``output_num`` equal parts along ``axis``.", "input_x")  # fmt: skip
Unpack = Unstack
Pack = Stack
ParallelConcat = define("ParallelConcat", A.concat, call=lambda p, x: A.concat(x, 0),
                        doc="join a tuple of tensors along axis 0.", inputs="values: tuple[Tensor]")  # fmt: skip


def _split_v(p, x):
    t = _as_tensor(x)
    sizes = list(p.size_splits)
    if -1 in sizes:
        sizes[sizes.index(-1)] = t.shape[p.split_dim] - (sum(sizes) + 1)
    return A.split(x, sizes, p.split_dim)


SplitV = define("SplitV", A.split, (("size_splits", None), ("split_dim", 0), ("num_split", 1)), _split_v,
                "split along ``split_dim`` into pieces of ``size_splits`` (one entry may be -1).\n\n"
                "    Difference: MindSpore 2.10's CPU build has no kernel for it; mindshim computes it.",
                "input_x")  # fmt: skip
Tile = define("Tile", A.tile, inputs="input_x, multiples")
BroadcastTo = define("BroadcastTo", A.broadcast_to, (("shape", None),), lambda p, x: A.broadcast_to(x, p.shape),
                     "broadcast to ``shape``.", "input_x")  # fmt: skip
Gather = define("Gather", A.gather, (("batch_dims", 0),), lambda p, x, idx, axis: A.gather(x, idx, axis, p.batch_dims),
                "slices of ``input_params`` at ``input_indices`` along ``axis``.",
                "input_params, input_indices, axis")  # fmt: skip
GatherV2 = Gather
GatherD = define("GatherD", A.gather_d, inputs="x, dim, index")
GatherNd = define("GatherNd", A.gather_nd, inputs="input_x, indices")
ScatterNd = define("ScatterNd", A.scatter_nd, inputs="indices, updates, shape")
TensorScatterUpdate = define("TensorScatterUpdate", A.tensor_scatter_update, inputs="input_x, indices, updates")
TensorScatterAdd = define("TensorScatterAdd", A.tensor_scatter_add, inputs="input_x, indices, updates")
Zeros = define("Zeros", A.zeros, inputs="size, type")
Ones = define("Ones", A.ones, inputs="shape, type")
ZerosLike = define("ZerosLike", A.zeros_like, inputs="input_x")
OnesLike = define("OnesLike", A.ones_like, inputs="input_x")


def _fill_call(p, type, shape, value):
    if isinstance(shape, (int, list)):  # the primitive takes a tuple or Tensor shape only
        raise _errors.type_error("Fill", "input[1] must be tensor.")
    return A.fill(type, shape, value)


Fill = define("Fill", A.fill, (), _fill_call, inputs="type, shape, value")
Eye = define("Eye", A.eye, inputs="n, m, t")
Range = define("Range", A.range, (("maxlen", 1000000),), lambda p, s, e, d: A.range(s, e, d, p.maxlen),
               "values from ``start`` below ``limit`` by ``delta``.", "start, limit, delta")  # fmt: skip
LinSpace = define("LinSpace", A.linspace, inputs="start, stop, num")
OneHot = define("OneHot", A.one_hot, (("axis", -1),),
                lambda p, i, depth, on, off: A.one_hot(i, depth, on, off, p.axis),
                "one-hot encoding along a new ``axis``.", "indices, depth, on_value, off_value")  # fmt: skip
DType = define("DType", A.dtype, inputs="input_x")
Shape = define("Shape", A.shape, inputs="input_x")
TensorShape = define("TensorShape", A.dyn_shape, inputs="input_x")
Rank = define("Rank", A.rank, inputs="input_x")
Size = define("Size", A.size, inputs="input_x")
Flatten = define("Flatten", A.flatten, call=lambda p, x: A.flatten(x),
                 doc="flatten all but the first axis: ``(N, ...)`` -> ``(N, X)``.", inputs="input_x")  # fmt: skip
Slice = define("Slice", A.slice, inputs="input_x, begin, size")
_SS = (("begin_mask", 0), ("end_mask", 0), ("ellipsis_mask", 0), ("new_axis_mask", 0), ("shrink_axis_mask", 0))
StridedSlice = define(
    "StridedSlice", A.strided_slice, _SS,
    lambda p, x, b, e, s: A.strided_slice(x, b, e, s, p.begin_mask, p.end_mask, p.ellipsis_mask, p.new_axis_mask,
                                          p.shrink_axis_mask),
    "``input_x[begin:end:strides]`` per axis, with TensorFlow-style masks.", "input_x, begin, end, strides",
)  # fmt: skip
MaskedFill = define("MaskedFill", A.masked_fill, inputs="input, mask, value")
MaskedSelect = define("MaskedSelect", A.masked_select, inputs="x, mask")
Unique = define("Unique", A.unique, inputs="input_x")
Identity = define("Identity", A._identity_copy, doc="a new Tensor with the values of ``x``.", inputs="x")
Depend = define("Depend", A.depend, doc="returns ``value`` (the dependency only orders graph execution).",
                inputs="value, expr")  # fmt: skip
ScalarToTensor = define("ScalarToTensor", A.scalar_to_tensor, inputs="input_x, dtype=mindspore.float32")


def _tensor_to_tuple(p, x):
    return _K_array.tensor_to_tuple(x._data() if isinstance(x, Tensor) else x)


TensorToTuple = define(
    "TensorToTuple", _K_array.tensor_to_tuple, call=_tensor_to_tuple, inputs="input_tensor",
    doc="the numbers of a 1-D ``input_tensor`` as a tuple (None for another rank or a non-tensor; a 0-d tensor "
        "raises TypeError). ``mindspore.ops.TensorToTuple`` (of ``ops.operations._sequence_ops``), used by "
        "MindSpore's dynamic-shape test helpers",
)  # fmt: skip


def _tuple_to_array(p, x):
    if len({type(v) for v in x}) > 1:
        raise _errors.type_error("TupleToArray", "all elements of 'input_x' must be have same type.")
    return A.tuple_to_array(x)


TupleToArray = define("TupleToArray", A.tuple_to_array, call=_tuple_to_array,
                      doc="a 1-D tensor of a tuple of numbers of one type.", inputs="input_x")  # fmt: skip
ReverseV2 = define("ReverseV2", A.reverse, (("axis", ()),), lambda p, x: A.reverse(x, p.axis),
                   "reverse along ``axis``.", "input_x")  # fmt: skip
Meshgrid = define("Meshgrid", A.meshgrid, (("indexing", "xy"),), lambda p, x: A._meshgrid(x, p.indexing),
                  "coordinate grids.", "inputs")  # fmt: skip
Diag = define("Diag", A.diag, inputs="input_x")
DiagPart = define("DiagPart", A.diag_part, inputs="input_x")
SearchSorted = define(
    "SearchSorted", A.searchsorted, (("dtype", mstype.int64), ("right", False)),
    lambda p, s, v, sorter=None: A.searchsorted(s, v, out_int32=p.dtype == mstype.int32, right=p.right, sorter=sorter),
    "insertion indices of ``values`` into ``sorted_sequence``.", "sorted_sequence, values",
)  # fmt: skip
Bucketize = define(
    "Bucketize", A.bucketize, (("boundaries", ()),), lambda p, x: A.bucketize(x, p.boundaries, right=True),
    "Int32 bucket index ``i`` of each element, ``boundaries[i-1] <= x < boundaries[i]``.", "input",
)  # fmt: skip
UnsortedSegmentSum = define("UnsortedSegmentSum", A.unsorted_segment_sum, inputs="x, segment_ids, num_segments")
UnsortedSegmentMax = define("UnsortedSegmentMax", A.unsorted_segment_max, inputs="x, segment_ids, num_segments")
UnsortedSegmentMin = define("UnsortedSegmentMin", A.unsorted_segment_min, inputs="x, segment_ids, num_segments")
UnsortedSegmentProd = define("UnsortedSegmentProd", A.unsorted_segment_prod, inputs="x, segment_ids, num_segments")
SegmentSum = define("SegmentSum", A.segment_sum, inputs="input_x, segment_ids")
SegmentMax = define("SegmentMax", A.segment_max, inputs="input_x, segment_ids")
SegmentMin = define("SegmentMin", A.segment_min, inputs="input_x, segment_ids")
SegmentMean = define("SegmentMean", A.segment_mean, inputs="input_x, segment_ids")
SegmentProd = define("SegmentProd", A.segment_prod, inputs="input_x, segment_ids")
MatrixBandPart = define("MatrixBandPart", A.matrix_band_part, inputs="x, lower, upper")
ReverseSequence = define(
    "ReverseSequence", A.reverse_sequence, (("seq_dim", None), ("batch_dim", 0)),
    lambda p, x, lens: A.reverse_sequence(x, lens, p.seq_dim, p.batch_dim),
    "reverse the first ``seq_lengths[b]`` entries along ``seq_dim``.", "x, seq_lengths",
)  # fmt: skip
Roll = define(
    "Roll", A.roll, (("shifts", None), ("dims", None)), lambda p, x: A.roll(x, p.shifts, p.dims),
    "roll entries along ``dims``.", "input",
)  # fmt: skip
_D2S_TYPES = (
    "input[Float32], output[Float32]; input[Float16], output[Float16]; input[Int8], output[Int8]; "
    "input[Int16], output[Int16]; input[Int32], output[Int32]; input[Int64], output[Int64]; "
    "input[UInt8], output[UInt8]; input[UInt16], output[UInt16]; input[UInt32], output[UInt32]; "
    "input[Complex64], output[Complex64]; input[Complex128], output[Complex128]; input[UInt64], output[UInt64];"
)


def _block_input(name: str, x) -> torch.Tensor:
    """The NCHW input of DepthToSpace/SpaceToDepth, with MindSpore's rank and dtype checks."""
    t = _as_tensor(x)
    if t.ndim != 4:
        raise ValueError(f"For primitive[{name}], the x rank must be equal to 4, but got {t.ndim}.")
    if t.dtype in (torch.bool, torch.bfloat16, torch.float64):
        raise TypeError(
            "\n----------------------------------------------------\n- Kernel select failed:\n"
            "----------------------------------------------------\n"
            f"Select CPU operator[{name}] fail! Unsupported data type!\nThe supported data types are {_D2S_TYPES}"
        )
    return t


def _depth_to_space(p, x):
    """``y[n, c, h*b+i, w*b+j] = x[n, (i*b+j)*C' + c, h, w]`` (MindSpore's DCR order, unlike torch's pixel_shuffle)."""
    t = _block_input("DepthToSpace", x)
    b = p.block_size
    n, c, h, w = t.shape
    if c % (b * b):
        raise ValueError(
            f"For primitive[DepthToSpace], the x_shape[1] % (block_size*block_size) must be equal to 0, but got "
            f"{c % (b * b)}."
        )
    oc = c // (b * b)
    y = t.reshape(n, b, b, oc, h, w).permute(0, 3, 4, 1, 5, 2).reshape(n, oc, h * b, w * b)
    return _wrap(y.contiguous())


def _space_to_depth(p, x):
    """``y[n, (i*b+j)*C + c, h, w] = x[n, c, h*b+i, w*b+j]``: the inverse of DepthToSpace."""
    t = _block_input("SpaceToDepth", x)
    b = p.block_size
    n, c, h, w = t.shape
    for axis in (2, 3):
        if t.shape[axis] % b:
            raise ValueError(
                f"For primitive[SpaceToDepth], the x_shape[{axis}] % block_size must be equal to 0, but got "
                f"{t.shape[axis] % b}."
            )
    y = t.reshape(n, c, h // b, b, w // b, b).permute(0, 3, 5, 1, 2, 4).reshape(n, c * b * b, h // b, w // b)
    return _wrap(y.contiguous())


def _block_prim(name: str, call, doc: str) -> type:
    """DepthToSpace/SpaceToDepth: ``block_size`` must be an int >= 2 (checked when the primitive is made)."""
    cls = define(name, A.reshape, (("block_size", None),), call, doc, "x")
    init = cls.__init__

    def __init__(self, block_size: int) -> None:
        from ... import _checkparam as validator

        validator.check_value_type("block_size", block_size, [int], name)
        if block_size < 2:
            if name == "DepthToSpace":
                raise _errors.value_error(name, f"the 'block_size' should be >= : 2, but got {block_size}.")
            raise ValueError(f"The 'block_size' should be >= {name}: 2, but got {block_size}.")
        init(self, block_size)
        self.add_prim_attr("data_format", "NCHW")

    cls.__init__ = __init__
    return cls


DepthToSpace = _block_prim(
    "DepthToSpace", _depth_to_space,
    "move ``block_size**2`` channel blocks into spatial ``block_size x block_size`` tiles (NCHW, DCR order).",
)  # fmt: skip
SpaceToDepth = _block_prim(
    "SpaceToDepth", _space_to_depth, "move spatial ``block_size x block_size`` tiles into channels (NCHW)."
)


def _invert_permutation(p, x):
    out = [0] * len(x)
    for i, v in enumerate(x):
        out[v] = i
    return tuple(out)


InvertPermutation = define("InvertPermutation", A.identity, call=_invert_permutation,
                           doc="the inverse of a permutation given as a tuple (a tuple).", inputs="input_x")  # fmt: skip
InplaceUpdate = define(
    "InplaceUpdate", A.inplace_update, (("indices", None),), lambda p, x, v: A.inplace_update(x, v, p.indices),
    "copy of ``x`` with rows ``indices`` replaced by ``v``.", "x, v",
)  # fmt: skip
InplaceAdd = define(
    "InplaceAdd", A.inplace_add, (("indices", None),), lambda p, x, v: A.inplace_add(x, v, p.indices),
    "copy of ``x`` with ``v`` added to rows ``indices``.", "x, v",
)  # fmt: skip
InplaceSub = define(
    "InplaceSub", A.inplace_sub, (("indices", None),), lambda p, x, v: A.inplace_sub(x, v, p.indices),
    "copy of ``x`` with ``v`` subtracted from rows ``indices``.", "x, v",
)  # fmt: skip
NonZero = define("NonZero", A.nonzero, inputs="x")


Assign = define("Assign", A.assign, inputs="variable, value")
AssignAdd = define("AssignAdd", A.assign_add, inputs="variable, value")
AssignSub = define("AssignSub", A.assign_sub, inputs="variable, value")


def _ref(name: str, fn, locking: bool, doc: str) -> type:
    """A primitive updating its first input in place (MindSpore marks these ``side_effect_mem``)."""
    cls = define(
        name, fn, (("use_locking", locking),), lambda p, x, i, u: fn(x, i, u), doc, "input_x, indices, updates"
    )
    init = cls.__init__

    def __init__(self, *args, **kwargs) -> None:
        init(self, *args, **kwargs)
        self.add_prim_attr("side_effect_mem", True)

    cls.__init__ = __init__
    return cls


ScatterUpdate = _ref(
    "ScatterUpdate", A.scatter_update, True, "write ``updates`` into rows ``indices`` of ``input_x`` in place."
)
ScatterAdd = _ref("ScatterAdd", A.scatter_add, False, "add ``updates`` into rows ``indices`` of ``input_x`` in place.")
ScatterSub = _ref(
    "ScatterSub", A.scatter_sub, False, "subtract ``updates`` from rows ``indices`` of ``input_x`` in place."
)
ScatterMul = _ref(
    "ScatterMul", A.scatter_mul, False, "multiply rows ``indices`` of ``input_x`` by ``updates`` in place."
)
ScatterDiv = _ref("ScatterDiv", A.scatter_div, False, "divide rows ``indices`` of ``input_x`` by ``updates`` in place.")
ScatterMax = _ref(
    "ScatterMax", A.scatter_max, False, "elementwise maximum into rows ``indices`` of ``input_x``, in place."
)
ScatterMin = _ref(
    "ScatterMin", A.scatter_min, False, "elementwise minimum into rows ``indices`` of ``input_x``, in place."
)
ScatterNdUpdate = _ref("ScatterNdUpdate", A.scatter_nd_update, True, "write ``updates`` at N-d ``indices`` in place.")
ScatterNdAdd = _ref("ScatterNdAdd", A.scatter_nd_add, False, "add ``updates`` at N-d ``indices`` in place.")
ScatterNdSub = _ref("ScatterNdSub", A.scatter_nd_sub, False, "subtract ``updates`` at N-d ``indices`` in place.")
ScatterNdMul = _ref("ScatterNdMul", A.scatter_nd_mul, False, "multiply by ``updates`` at N-d ``indices`` in place.")
ScatterNdDiv = _ref("ScatterNdDiv", A.scatter_nd_div, False, "divide by ``updates`` at N-d ``indices`` in place.")
ScatterNdMax = _ref("ScatterNdMax", A.scatter_nd_max, False, "elementwise maximum at N-d ``indices``, in place.")
ScatterNdMin = _ref("ScatterNdMin", A.scatter_nd_min, False, "elementwise minimum at N-d ``indices``, in place.")
TensorScatterSub = define("TensorScatterSub", A.tensor_scatter_sub, inputs="input_x, indices, updates")
TensorScatterMul = define("TensorScatterMul", A.tensor_scatter_mul, inputs="input_x, indices, updates")
TensorScatterDiv = define("TensorScatterDiv", A.tensor_scatter_div, inputs="input_x, indices, updates")
TensorScatterMax = define("TensorScatterMax", A.tensor_scatter_max, inputs="input_x, indices, updates")
TensorScatterMin = define("TensorScatterMin", A.tensor_scatter_min, inputs="input_x, indices, updates")
TensorScatterElements = define(
    "TensorScatterElements", A.tensor_scatter_elements, (("axis", 0), ("reduction", "none")),
    lambda p, x, i, u: A.tensor_scatter_elements(x, i, u, p.axis, p.reduction),
    "write (or add) ``updates`` at ``indices`` along ``axis``.", "data, indices, updates",
)  # fmt: skip
ScatterAddWithAxis = define(
    "ScatterAddWithAxis", A.tensor_scatter_elements, (("axis", 0),),
    lambda p, x, i, u: A.tensor_scatter_elements(x, i, u, p.axis, "add"),
    "add ``updates`` at ``indices`` along ``axis`` (a copy).", "input_x, indices, updates",
)  # fmt: skip
IndexAdd = define(
    "IndexAdd", A.index_add, (("axis", None), ("use_lock", True), ("check_index_bound", True)),
    lambda p, x, i, y: A.index_add(x, i, y, p.axis), "add ``y`` into ``x`` at ``indices`` along ``axis``, in place.",
    "input_x, indices, y",
)  # fmt: skip
IndexFill = define("IndexFill", A.index_fill, inputs="x, dim, index, value")
MaskedScatter = define("MaskedScatter", A.masked_scatter, inputs="x, mask, updates")


def _unique_consecutive3(x, p) -> tuple:
    t = _as_tensor(x)
    out, inv, cnt = _K_sort.unique_consecutive(t, True, True, p.dim)
    zero = _K_array.zeros((), torch.int64, t.device)
    return _wrap(out), _wrap(inv if p.return_inverse else zero), _wrap(cnt if p.return_counts else zero)


UniqueConsecutive = define(
    "UniqueConsecutive", A.unique_consecutive, (("return_inverse", False), ("return_counts", False), ("dim", None)),
    lambda p, x: _unique_consecutive3(x, p), "collapse runs of equal values; always returns ``(output, idx, counts)``"
    " (a 0-d Int64 zero for an output not asked for).", "x",
)  # fmt: skip
LogSpace = define(
    "LogSpace", A.logspace, (("steps", 10), ("base", 10), ("dtype", mstype.float32)),
    lambda p, s, e: A.logspace(s, e, p.steps, p.base, dtype=p.dtype), "``steps`` values ``base ** x``.", "start, end",
)  # fmt: skip
TrilIndices = define(
    "TrilIndices", A.tril_indices, (("row", None), ("col", None), ("offset", 0), ("dtype", mstype.int32)),
    lambda p: A.tril_indices(p.row, p.col, p.offset, dtype=p.dtype), "coordinates of the lower triangle.", "",
)  # fmt: skip
TriuIndices = define(
    "TriuIndices", A.triu_indices, (("row", None), ("col", None), ("offset", 0), ("dtype", mstype.int32)),
    lambda p: A.triu_indices(p.row, p.col, p.offset, dtype=p.dtype), "coordinates of the upper triangle.", "",
)  # fmt: skip
Fills = define("Fills", A.fills, inputs="x, value")
FillV2 = define("FillV2", A.fill, call=lambda p, shape, value: _wrap(_K_array.full(A._shape(shape), value.item(),
                value._data().dtype, None)), doc="a tensor of ``shape`` filled with the 0-d Tensor ``value``.",
                inputs="shape, value")  # fmt: skip
UniqueWithPad = define("UniqueWithPad", A.unique_with_pad, inputs="x, pad_num")


class FillDiagonal(Primitive):
    """``FillDiagonal(fill_value, wrap=False)(input_x)``: a copy of ``input_x`` (at least 2-D; all dims equal when
    more than 2) with its main diagonal set to ``fill_value``; ``wrap`` continues the diagonal of a tall matrix
    ``cols + 1`` rows further down (numpy's rule). Integer inputs take the value truncated and wrapped to their
    dtype. Mirrors ``mindspore.ops.FillDiagonal`` (2.10).

    Raises:
        TypeError: ``fill_value`` not a float or ``wrap`` not a bool (when made); ``input_x`` not a Tensor, or Bool
            or another dtype outside Float16/32/64, Int8/16/32/64, UInt8.
        ValueError: ``input_x`` of fewer than 2 dims, or of more than 2 dims of different sizes.
    """

    def __init__(self, fill_value: float, wrap: bool = False) -> None:
        from ... import _checkparam as validator

        Primitive.__init__(self, "FillDiagonal")
        validator.check_value_type("fill_value", fill_value, [float], self.name)
        self.fill_value = fill_value
        self.add_prim_attr("fill_value", fill_value)
        validator.check_value_type("wrap", wrap, [bool], self.name)
        self.wrap = wrap
        self.add_prim_attr("wrap", wrap)

    def __call__(self, input_x) -> Tensor:
        if not isinstance(input_x, Tensor):
            raise _errors.input_tensor_error(self.name, "input_x", input_x)
        return _wrap(_K_array.fill_diagonal(input_x._data(), self.fill_value, self.wrap))


_DEPRECATED_PRIMS = {"MatrixSetDiagV3": "2.10.0"}


def _align_primitive(name: str, fn, call, doc: str, inputs: str, extra: dict) -> type:
    """A primitive ``name(align="RIGHT_LEFT")`` whose constructor checks ``align`` as MindSpore's does (TypeError
    for a non-str, ValueError outside LEFT_RIGHT/RIGHT_LEFT/LEFT_LEFT/RIGHT_RIGHT); ``extra``: the attributes
    MindSpore's constructor adds after it (``max_length``)."""
    cls = define(name, fn, (("align", "RIGHT_LEFT"),), lambda p, *xs: call(p.align, *xs), doc, inputs)
    base_init = cls.__init__

    def __init__(self, align: str = "RIGHT_LEFT") -> None:
        if name in _DEPRECATED_PRIMS:
            A._deprecated(name, _DEPRECATED_PRIMS[name])
        A._check_align(name, align)
        base_init(self, align)
        self.attrs.update(extra)

    cls.__init__ = __init__
    return cls


MatrixDiagV3 = _align_primitive(
    "MatrixDiagV3", A.matrix_diag, A._matrix_diag_v3,
    "matrices whose ``k`` diagonals hold ``x`` (``ops.matrix_diag``); every input a Tensor.",
    "x, k, num_rows, num_cols, padding_value", {},
)  # fmt: skip
MatrixDiagPartV3 = _align_primitive(
    "MatrixDiagPartV3", A.matrix_diag_part, A._matrix_diag_part_v3,
    "the ``k`` diagonals of the matrices ``x`` (``ops.matrix_diag_part``); every input a Tensor.",
    "x, k, padding_value", {"max_length": 200000000},
)  # fmt: skip
MatrixSetDiagV3 = _align_primitive(
    "MatrixSetDiagV3", A.matrix_set_diag, A._matrix_set_diag_v3,
    "``x`` with its ``k`` diagonals replaced by ``diagonal`` (``ops.matrix_set_diag``); every input a Tensor.",
    "x, diagonal, k", {"max_length": 200000000},
)  # fmt: skip


__all__ = _api.names(__name__)


class SpaceToBatchND(Primitive):
    """``ops.SpaceToBatchND(block_shape, paddings)(input_x)``: zero-pad the last M axes of ``input_x`` by
    ``paddings`` (M rows of ``[before, after]``), divide them into blocks of ``block_shape`` and move the blocks into
    the batch axis: ``(n, c..., w_1..w_M)`` becomes ``(n*prod(block_shape), c..., (w_i+pads_i)//block_shape[i])``.

    Mirrors ``mindspore.ops.SpaceToBatchND`` (2.10); an int ``block_shape`` is repeated M times. Dtypes: Float16/32/64,
    Int8-64, UInt8-64. Computed by ``_kernels.array.space_to_batch_nd``; differentiable.

    Raises:
        TypeError: if ``block_shape`` is not an int/list/tuple, ``paddings`` not a list/tuple, an element not an int;
            for an input that is not a Tensor or has another dtype.
        ValueError: if ``block_shape`` is not 1-D or has an element < 1, or ``paddings`` is not (M, 2) of ints >= 0.
        RuntimeError: if the input rank is not above M, or a padded axis is not a positive multiple of its block.
    """

    def __init__(self, block_shape: int | list | tuple, paddings: list | tuple) -> None:
        Primitive.__init__(self, "SpaceToBatchND")
        self.block_shape = A._space_nd_args("SpaceToBatchND", block_shape, paddings, "paddings")
        self.paddings = paddings
        self.attrs.update(block_shape=self.block_shape, paddings=paddings)

    def __call__(self, input_x):
        t = A._space_input("SpaceToBatchND", "input type", input_x)
        return _wrap(_K_array.space_to_batch_nd(t, self.block_shape, self.paddings))


class BatchToSpaceND(Primitive):
    """``ops.BatchToSpaceND(block_shape, crops)(input_x)``: the inverse of :class:`SpaceToBatchND`: the batch axis of
    ``input_x`` divided into ``prod(block_shape)`` blocks interleaved into the last M axes, then cropped by ``crops``
    (M rows of ``[begin, end]``): ``(n, c..., w_1..w_M)`` becomes
    ``(n//prod(block_shape), c..., w_i*block_shape[i]-crops[i][0]-crops[i][1])``.

    Mirrors ``mindspore.ops.BatchToSpaceND`` (2.10, deprecated in favour of ``ops.batch_to_space_nd``); an int
    ``block_shape`` is repeated M times; ``prim.attrs`` holds ``block_shape`` only, as MindSpore's does. Dtypes:
    Float16/32/64, Int8-64, UInt8-64. Computed by ``_kernels.array.batch_to_space_nd``; differentiable.

    Raises:
        TypeError: if ``block_shape`` is not an int/list/tuple, ``crops`` not a list/tuple, an element not an int;
            for an input that is not a Tensor or has another dtype (BFloat16: no CPU kernel).
        ValueError: if ``block_shape`` is not 1-D or has an element < 1, ``crops`` is not (M, 2) of ints >= 0; if the
            input rank is not above M, its batch is not divisible by ``prod(block_shape)``, or an axis times its
            block is not greater than its crops.
    """

    def __init__(self, block_shape: int | list | tuple, crops: list | tuple) -> None:
        Primitive.__init__(self, "BatchToSpaceND")
        self.block_shape = A._space_nd_args("BatchToSpaceND", block_shape, crops, "crops")
        self.crops = crops
        self.attrs.update(block_shape=self.block_shape)

    def __call__(self, input_x):
        from ...common.tensor import Tensor

        if not isinstance(input_x, Tensor):
            raise TypeError(
                "The primitive[BatchToSpaceND]'s input arguments[x] must be all tensor and those type must be same. "
                "But got input argument[x]:External"
            )
        return _wrap(_K_array.batch_to_space_nd(_as_tensor(input_x), self.block_shape, self.crops))


def _space_4d_args(name: str, block_size, pairs, pairs_name: str) -> None:
    """The 4-D BatchToSpace/SpaceToBatch arguments: an int ``block_size`` >= 2 and a (2, 2) list of ints >= 0."""
    import itertools

    import numpy as np

    from ... import _checkparam as validator

    validator.check_value_type("block_size", block_size, [int], name)
    if block_size < 2:
        where = "" if name == "BatchToSpace" else name
        raise _errors.value_error(name, f"the 'block_size' should be >= {where}: 2, but got {block_size}.")
    if name == "BatchToSpace":
        validator.check_value_type("crops type", pairs, [list, tuple], name)
    shape = np.array(pairs).shape
    if shape != (2, 2):
        head = "The" if name == "BatchToSpace" else _errors.message(name, "the")  # BatchToSpace's check names no op
        raise ValueError(f"{head} {pairs_name} shape should be = {name}: (2, 2), but got {shape}.")
    for elem in itertools.chain(*pairs):
        validator.check_non_negative_int(elem, f"{pairs_name} element", name)
        validator.check_value_type(f"{pairs_name} element", elem, [int], name)


class BatchToSpace(Primitive):
    """``ops.BatchToSpace(block_size, crops)(input_x)``: the 4-D (NCHW) form of :class:`BatchToSpaceND` with one
    ``block_size`` for H and W: ``(n, c, h, w)`` becomes ``(n//block_size**2, c, h*block_size-crops[0][0]-crops[0][1],
    w*block_size-crops[1][0]-crops[1][1])``.

    Mirrors ``mindspore.ops.BatchToSpace`` (2.10, deprecated: it logs that ``BatchToSpaceND`` replaces it). Dtypes:
    numbers and complex. Computed by ``_kernels.array.batch_to_space``.

    Difference: MindSpore 2.10's CPU build has no kernel for it (RuntimeError); mindshim computes it.

    Raises:
        TypeError: if ``block_size`` or a crop is not an int, ``crops`` not a list/tuple; for a Bool input.
        ValueError: if ``block_size`` < 2, ``crops`` is not (2, 2) of ints >= 0; for a rank other than 4, an axis
            times ``block_size`` not above its crops, a batch not divisible by ``block_size**2``.
    """

    def __init__(self, block_size: int, crops: list | tuple) -> None:
        from ...log import warning

        Primitive.__init__(self, "BatchToSpace")
        warning("WARN_DEPRECATED: The usage of BatchToSpace is deprecated. Please use BatchToSpaceND.")
        _space_4d_args("BatchToSpace", block_size, crops, "crops")
        self.block_size, self.crops = block_size, crops
        self.attrs.update(block_size=block_size, crops=crops)

    def __call__(self, input_x):
        t = A._space_input("BatchToSpace", "x", input_x)
        return _wrap(_K_array.batch_to_space(t, self.block_size, self.crops))


class SpaceToBatch(Primitive):
    """``ops.SpaceToBatch(block_size, paddings)(input_x)``: the 4-D (NCHW) form of :class:`SpaceToBatchND` with
    one ``block_size`` for H and W: ``(n, c, h, w)`` becomes ``(n*block_size**2, c,
    (h+paddings[0][0]+paddings[0][1])//block_size, (w+paddings[1][0]+paddings[1][1])//block_size)``.

    Mirrors ``mindspore.ops.SpaceToBatch`` (2.10, deprecated: it logs that ``SpaceToBatchND`` replaces it). Dtypes:
    numbers and Complex64. Computed by ``_kernels.array.space_to_batch``.

    Difference: MindSpore 2.10's CPU build has no kernel for it (RuntimeError); mindshim computes it.

    Raises:
        TypeError: if ``block_size`` or a padding is not an int; for a Bool/Complex128 input.
        ValueError: if ``block_size`` < 2, ``paddings`` is not (2, 2) of ints >= 0; for a rank other than 4 or a
            padded H/W not divisible by ``block_size``.
    """

    def __init__(self, block_size: int, paddings: list | tuple) -> None:
        from ...log import warning

        Primitive.__init__(self, "SpaceToBatch")
        warning("WARN_DEPRECATED: The usage of SpaceToBatch is deprecated. Please use SpaceToBatchND.")
        _space_4d_args("SpaceToBatch", block_size, paddings, "paddings")
        self.block_size, self.paddings = block_size, paddings
        self.attrs.update(block_size=block_size, paddings=paddings)

    def __call__(self, input_x):
        t = A._space_input("SpaceToBatch", "x", input_x)
        return _wrap(_K_array.space_to_batch(t, self.block_size, self.paddings))


from ._array_ext_ops import ListDiff, Tril  # noqa: E402,F401  (mindshim._api)


def _run_shift(prim: Primitive, x, fill_value):
    """A user primitive named ``Shift`` (attributes ``periods``, ``axis``): MindSpore's CPU Shift kernel,
    ``_kernels.array.shift``, on ``x`` with ``fill_value`` (a number or a 0-d Tensor)."""
    fill = _as_tensor(fill_value) if hasattr(fill_value, "asnumpy") else fill_value
    periods, axis = int(prim.attrs.get("periods", 1)), int(prim.attrs.get("axis", -1))
    return _wrap(_K_array.shift(_as_tensor(x), periods, axis, fill))


BACKEND_KERNELS["Shift"] = _run_shift
