"""`mindspore.dataset.transforms`: type-agnostic data transforms (TypeCast, OneHot, Compose, ...) over numpy."""

from __future__ import annotations

from ... import _api
import random as _pyrandom
import sys
from collections.abc import Callable, Sequence
from enum import IntEnum
from typing import Any

import numpy as np

from ..._kernels import stdrandom as _std
from ..core import config as _config

__all__ = _api.names(__name__)


def _np(x: Any) -> np.ndarray:
    if isinstance(x, np.ndarray):
        return x
    asnumpy = getattr(x, "asnumpy", None)
    return asnumpy() if asnumpy is not None else np.asarray(x)


def _np_dtype(data_type: Any) -> np.dtype:
    """numpy dtype of a MindSpore type (``mindspore.float32``), a numpy dtype or a type name."""
    from ...common import dtype as mstype

    if isinstance(data_type, mstype.Type):
        return np.dtype(mstype.dtype_to_nptype(data_type))
    return np.dtype(data_type)


_LONG_AS = {"l": np.dtype(np.longlong), "L": np.dtype(np.ulonglong)} if np.dtype("l").itemsize == 8 else {}


def _ms_numpy(a: Any) -> Any:
    """``a`` as MindSpore hands numpy data out: 64-bit integers as ``long long`` (their repr names the dtype,
    ``array([1, 2], dtype=int64)``; a view, no copy), strings and bytes as wide as their longest element (at least
    1); other values unchanged."""
    if isinstance(a, dict):  # a dictionary column is handed out as it is (its leaves plain numpy arrays)
        return a
    if isinstance(a, np.ndarray):
        kind = a.dtype.kind
        if kind in "US":
            width = int(np.char.str_len(a).max()) if a.size else 1
            width = max(width, 1)
            if width != a.dtype.itemsize // (4 if kind == "U" else 1):
                return a.astype(f"{kind}{width}")
            return a
        to = _LONG_AS.get(a.dtype.char)
        if to is not None:
            return a.view(to)
    return a


def _is_pil(img: Any) -> bool:
    """Whether ``img`` is a PIL image, without importing Pillow when it is not loaded. A map worker thread may be
    importing ``PIL.Image`` (Decode loads it on first use) while another checks: that half-initialised module has
    no ``Image`` class yet, and no image of it can exist, so the answer is then False."""
    cls = getattr(sys.modules.get("PIL.Image"), "Image", None)
    return isinstance(cls, type) and isinstance(img, cls)


class Implementation(IntEnum):
    """Which implementation an operation runs: the engine's (C) or Python's (PY). Mirrors
    ``mindspore.dataset.transforms.py_transforms_util.Implementation`` (2.10)."""

    C = 0
    PY = 1


class TensorOperation:
    """Base of the data transforms: a callable on numpy arrays (Tensors are converted with ``asnumpy``).

    Random operations set ``_random = True``. Those whose MindSpore C++ operation mindshim reproduces draw from
    :meth:`_engine` (MindSpore's own numbers for a seeded pipeline); the others draw from :meth:`_rand`: inside
    ``map`` that is the current row's generator (seeded from the pipeline seed, the row's position and the epoch, so
    results do not depend on the worker count); called directly under a seed (``ds.config.set_seed`` or
    ``mindspore.set_seed``) it is a generator seeded with it anew for every call, so every call draws alike, as
    MindSpore's eager calls do; without a seed, the operation's own generator.
    """

    _random = False
    _own_rng: _pyrandom.Random | None = None
    _own_engine: _std.MT19937 | None = None
    _pil = None  # a vision operation with MindSpore's Python (PIL) implementation sets it: called on one PIL image
    _py_impl = False  # True for what MindSpore implements in Python only (ToPIL, Grayscale, RandomOrder, ...)

    def __call__(self, *input_tensor_list):
        if len(input_tensor_list) == 1 and getattr(self, "_pil", None) is not None:
            if _is_pil(input_tensor_list[0]):
                return self._pil(input_tensor_list[0])  # MindSpore's Python implementation: a PIL image back
        arrays = [_np(x) for x in input_tensor_list]
        out = self._apply(*arrays)
        if isinstance(out, tuple):
            return tuple(_ms_numpy(o) for o in out)
        return _ms_numpy(out)

    def _apply(self, *arrays):
        # An operation written against MindSpore's API (MindNLP's Lookup, BasicTokenizer): its Python
        # implementation when ``implementation`` is Implementation.PY, else the engine operation ``parse()`` gives.
        if getattr(self, "implementation", None) == Implementation.PY:
            return self._execute_py(*arrays)
        return self.parse()._apply(*arrays)

    def parse(self):
        """The engine operation (``mindspore._c_dataengine``) this operation runs; an operation defined outside
        mindshim implements it (MindSpore's NotImplementedError otherwise)."""
        raise NotImplementedError("TensorOperation has to implement parse() method.")

    def _engine(self) -> _std.MT19937:
        """The ``std::mt19937`` this operation draws from as MindSpore's C++ operation does (its
        ``random_generator_``): inside a seeded ``map``, this operation's engine of the row's worker (seeded with the
        pipeline seed plus the worker index, going on from row to row and epoch to epoch of one iterator); called
        directly under a seed, a new engine seeded with it (every call draws alike, as MindSpore builds a new
        operation per eager call); else one seeded from this row's generator or from system entropy. The
        operations inside RandomApply, RandomChoice and RandomSelectSubpolicy (run under :func:`_nested`) are
        seeded with the pipeline seed alone, as MindSpore builds them."""
        engines = getattr(_config._LOCAL, "engines", None)
        if engines is not None:
            table, seed, base = engines
            if getattr(_config._LOCAL, "nested", 0):  # inside RandomApply & co.: built with the pipeline seed
                seed = base
            g = table.get(id(self))
            if g is None:
                g = table[id(self)] = _std.MT19937(seed)
            return g
        rng = getattr(_config._LOCAL, "rng", None)
        if rng is not None:
            return _std.MT19937(rng.getrandbits(32))
        seed = _config._seed()
        if seed is not None:
            return _std.MT19937(seed)
        g = self._own_engine
        if g is None:
            g = self._own_engine = _std.MT19937(_config._seed32())
        return g

    def _rand(self) -> _pyrandom.Random:
        rng = getattr(_config._LOCAL, "rng", None)
        if rng is None:
            seed = _config._seed()
            if seed is not None:  # MindSpore seeds a new C++ operation per eager call: every call draws alike
                return _pyrandom.Random(seed)
            rng = self._own_rng
            if rng is None:
                rng = self._own_rng = _config._new_random()
        return rng


class _nested:
    """Context in which an operation runs the operations it holds (RandomApply, RandomChoice,
    RandomSelectSubpolicy): their engines are seeded with the pipeline seed, without the worker index."""

    def __enter__(self) -> None:
        _config._LOCAL.nested = getattr(_config._LOCAL, "nested", 0) + 1

    def __exit__(self, *exc: Any) -> None:
        _config._LOCAL.nested -= 1


def _any_random(ops: Sequence[Callable]) -> bool:
    """Whether any of ``ops`` draws random numbers (so ``map`` must give each row its own generator)."""
    return any(getattr(op, "_random", False) for op in ops)


PyTensorOperation = TensorOperation


class Compose(TensorOperation):
    """Run ``transforms`` in order, each on the previous one's output. Mirrors ``transforms.Compose``.

    Raises:
        TypeError: if ``transforms`` is not a list of callables. ValueError: if it is empty.
    """

    def __init__(self, transforms: Sequence[Callable]) -> None:
        if not isinstance(transforms, (list, tuple)):
            raise TypeError(
                f"transforms with value {transforms} is not of type [<class 'list'>], but got {type(transforms)}."
            )
        if not transforms:
            raise ValueError("transforms list can not be empty.")
        for t in transforms:
            if not callable(t):
                raise TypeError(
                    f"transforms[{transforms.index(t)}] is neither a transforms op (TensorOperation) nor a callable pyfunc."
                )
        self.transforms = list(transforms)
        self._random = _any_random(self.transforms)

    def __call__(self, *args):
        # MindSpore runs its Python path when a transform is a Python one (ToPIL, Grayscale, ...) or the input is one
        # PIL image; that path hands back the outputs as a tuple, even a single one
        py = (len(args) == 1 and _is_pil(args[0])) or any(getattr(t, "_py_impl", False) for t in self.transforms)
        out = self._chain(*args)
        if py:
            return out if isinstance(out, tuple) else (out,)
        return out

    def _chain(self, *args):
        """The transforms applied in order: one output as it is, several as a tuple."""
        vals = args
        for t in self.transforms:
            out = t(*vals)
            vals = out if isinstance(out, tuple) else (out,)
        return vals[0] if len(vals) == 1 else vals


class TypeCast(TensorOperation):
    """Cast to ``data_type`` (a MindSpore type such as ``mindspore.int32`` or a numpy dtype).
    Mirrors ``transforms.TypeCast``."""

    def __init__(self, data_type: Any) -> None:
        self.data_type = data_type
        self._dtype = _np_dtype(data_type)

    def _apply(self, x):
        if _is_python(x):
            from ..engine._parallel import op_error

            raise op_error(
                "TypeCast: Typecast does not support input with type python, supported datatype: [bool, int8, uint8, "
                "int16, uint16, int32, uint32, int64, uint64, float16, float32, float64]."
            )
        return x.astype(self._dtype)


class OneHot(TensorOperation):
    """One-hot encode integer labels into ``num_classes`` columns (same integer dtype as the input; float32
    when ``smoothing_rate`` > 0, with labels smoothed). Mirrors ``transforms.OneHot`` (2.10): size-1 dims are
    dropped first (``(3, 1)`` labels give ``(3, C)``); what is left must be a scalar or 1-D.

    Raises:
        TypeError: if ``num_classes`` is not an int. ValueError: if ``smoothing_rate`` is outside [0, 1].
    """

    def __init__(self, num_classes: int, smoothing_rate: float = 0.0) -> None:
        if not isinstance(num_classes, int) or isinstance(num_classes, bool):
            raise TypeError(
                f"Argument num_classes with value {num_classes} is not of type [<class 'int'>], but got {type(num_classes)}."
            )
        if not 0.0 <= smoothing_rate <= 1.0:
            raise ValueError("Input smoothing_rate is not within the required interval of [0.0, 1.0].")
        self.num_classes = num_classes
        self.smoothing_rate = smoothing_rate

    def _apply(self, x):
        if _is_python(x):
            from ..engine._parallel import op_error

            raise op_error("OneHot: Only support input of int type, but got: python")
        x = np.asarray(x)
        x = x.reshape([d for d in x.shape if d != 1])  # MindSpore 2.10 drops size-1 dims: (3, 1) -> (3, C)
        if x.ndim > 1:
            from ..engine._parallel import op_error

            raise op_error(f"OneHot: Only support scalar or 1D input, got rank: {x.ndim}")
        if x.size and int(x.max()) >= self.num_classes:
            from ..engine._parallel import op_error

            raise op_error(
                f"OneHot: index values should not bigger than num classes: {self.num_classes}, but got: {int(x.max())}"
            )
        out = np.eye(self.num_classes, dtype=x.dtype)[x.astype(np.int64)]
        if self.smoothing_rate:
            out = out.astype(np.float32) * (1 - self.smoothing_rate) + self.smoothing_rate / self.num_classes
        return out


class Duplicate(TensorOperation):
    """Return the input and a copy of it (two columns). Mirrors ``transforms.Duplicate``."""

    def _apply(self, x):
        return x, x.copy()


_SCALAR_TYPES = (str, float, bool, int, bytes)


def _dtype_name(dt: np.dtype) -> str:
    """MindSpore's name of a data type in the pipeline's messages: ``string``, ``bytes``, ``int64``, ``bool``..."""
    return {"U": "string", "S": "bytes"}.get(dt.kind, dt.name)


def _scalar_array(value: Any) -> np.ndarray:
    """``np.array(value)`` as MindSpore's ``cde.Tensor(np.array(value))`` builds it from a scalar argument.

    Raises:
        RuntimeError: an int too large for int64 (numpy's object array), with MindSpore's pipeline message.
    """
    from ..engine._parallel import op_error

    arr = np.array(value)
    if arr.dtype.kind == "O":
        raise op_error("Failed to create tensor from numpy array, data type is unknown.")
    return arr


def _cast_scalar(value: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """A numeric scalar cast to ``dtype`` as MindSpore's C++ casts it (floats truncated, ints wrapped)."""
    with np.errstate(all="ignore"):
        return value.astype(dtype)


def _is_python(x: Any) -> bool:
    """Whether a column value is MindSpore's ``python`` type (a dict column)."""
    if isinstance(x, np.ndarray) and x.dtype == object and x.ndim == 0:
        x = x.item()
    return isinstance(x, dict)


def _is_text(dt: np.dtype) -> bool:
    return dt.kind in "US"


class Fill(TensorOperation):
    """An array shaped like the input, every element ``fill_value``. Mirrors ``transforms.Fill`` (MindSpore 2.10).

    A number or bool is cast to the input's dtype as C++ casts (``Fill(-3)`` on uint8 gives 253, ``Fill(2.7)`` on
    int32 gives 2); a str fills a str input and bytes a bytes input, the output as wide as ``fill_value``.

    Raises:
        TypeError: ``fill_value`` not a str, float, bool, int or bytes (MindSpore's ``Argument fill_value ...``).
        RuntimeError: MindSpore's pipeline errors when called: text and numbers mixed, or str and bytes mixed
            (``fill_value and the input tensor must be of the same data type ...``), and a float16 input (MindSpore
            2.10's ``Template type and Tensor type are not compatible``).
    """

    def __init__(self, fill_value: str | bytes | int | float | bool) -> None:
        from ..core.validator_helpers import type_check

        type_check(fill_value, _SCALAR_TYPES, "fill_value")
        self.fill_value = fill_value
        self._value = _scalar_array(fill_value)

    def _apply(self, x):
        from ..engine._parallel import op_error

        value = self._value
        if _is_python(x):
            raise op_error("Fill: invalid data type, filling values into tensors of type python is not supported.")
        if (_is_text(value.dtype) or _is_text(x.dtype)) and value.dtype.kind != x.dtype.kind:
            raise op_error(
                "Fill: fill_value and the input tensor must be of the same data type when involving strings or "
                f"bytes, but got fill_value data type {_dtype_name(value.dtype)} and input tensor data type "
                f"{_dtype_name(x.dtype)}"
            )
        if _is_text(x.dtype):
            return np.full(x.shape, value, dtype=value.dtype)
        if x.dtype == np.float16:
            raise op_error("Template type and Tensor type are not compatible")
        return np.full(x.shape, _cast_scalar(value, x.dtype), dtype=x.dtype)


class Concatenate(TensorOperation):
    """Concatenate ``prepend``, the input and ``append`` along ``axis``. Mirrors ``transforms.Concatenate``."""

    def __init__(self, axis: int = 0, prepend: Any = None, append: Any = None) -> None:
        self.axis, self.prepend, self.append = axis, prepend, append

    def _apply(self, *xs):
        parts = ([_np(self.prepend)] if self.prepend is not None else []) + list(xs)
        parts += [_np(self.append)] if self.append is not None else []
        return np.concatenate(parts, axis=self.axis)


_SLICE_TYPES = (
    "[<class 'int'>, <class 'list'>, <class 'slice'>, <class 'bool'>, <class 'ellipsis'>, "
    "<class 'mindspore.dataset.transforms.transforms._SliceOption'>]"
)


class _SliceOption:
    """One dimension's option of :class:`Slice` (``transforms._SliceOption``): an int becomes ``[int]`` (the
    dimension is kept), ``None``/``Ellipsis`` become ``True`` (the whole dimension); lists of ints, slices and bools
    are kept.

    Raises:
        TypeError: ``slice_option`` of another type, or a list holding a non-int, with MindSpore's messages.
    """

    def __init__(self, slice_option: Any) -> None:
        from ..core.validator_helpers import type_check_list

        if isinstance(slice_option, _SliceOption):
            slice_option = slice_option.slice_option
        elif slice_option is not None:
            if not isinstance(slice_option, (int, list, slice, type(Ellipsis))):
                raise TypeError(
                    f"Argument slice_option with value {slice_option} is not of type {_SLICE_TYPES}, "
                    f"but got {type(slice_option)}."
                )
            if isinstance(slice_option, list):
                type_check_list(slice_option, (int,), "slice_option")
        if isinstance(slice_option, int) and not isinstance(slice_option, bool):
            slice_option = [slice_option]
        elif slice_option is None or slice_option is Ellipsis:
            slice_option = True
        self.slice_option = slice_option


class Slice(TensorOperation):
    """Slice the input, one option per leading dimension. Mirrors ``transforms.Slice`` (MindSpore 2.10).

    Each option indexes its dimension on its own (an outer product, never numpy's broadcast fancy indexing): an int
    or a list of ints picks those indices (negative ones count from the end; the dimension is kept, so ``Slice(0)``
    of a ``(5,)`` input has shape ``(1,)``), a ``slice`` is clamped to the dimension as Python clamps it, ``True``,
    ``None`` and ``Ellipsis`` keep the whole dimension. Dimensions after the options are kept whole. The input keeps
    its dtype (strings included).

    Raises:
        TypeError: an option of another type (``Argument slice with value ...``), or a list of lists holding a
            non-int (``Argument slice_option[0] with value ...``).
        RuntimeError: MindSpore's pipeline error when called: ``Index i is out of bounds.``, ``Both indices and
            slices can not be empty.`` (an empty list or ``False``) or ``Invalid shape, should be greater than slices
            index.`` (more options than dimensions).
    """

    def __init__(self, *slices: Any) -> None:
        from ..core.validator_helpers import type_check_list

        for s in slices:
            if s is None:
                continue
            if not isinstance(s, (int, list, slice, type(Ellipsis), _SliceOption)):
                raise TypeError(f"Argument slice with value {s} is not of type {_SLICE_TYPES}, but got {type(s)}.")
            if isinstance(s, list) and s and isinstance(s[0], int):
                type_check_list(s, (int,), "slice")
        self.slice_input_ = [_SliceOption(s) for s in slices]

    def _apply(self, x):
        from ..engine._parallel import op_error

        options = [o.slice_option for o in self.slice_input_]
        if len(options) > x.ndim:
            raise op_error("Invalid shape, should be greater than slices index.")
        index = []
        for dim, opt in enumerate(options):
            n = x.shape[dim]
            if opt is True:
                index.append(np.arange(n))
            elif opt is False or (isinstance(opt, list) and not opt):
                raise op_error("Both indices and slices can not be empty.")
            elif isinstance(opt, slice):
                index.append(np.arange(n)[opt])
            else:
                picked = []
                for i in opt:
                    j = i + n if i < 0 else i
                    if not 0 <= j < n:
                        raise op_error(f"Index {j} is out of bounds.")
                    picked.append(j)
                index.append(np.asarray(picked, dtype=np.int64))
        if not index:
            return x.copy()
        return x[np.ix_(*index)] if len(index) > 1 else x[index[0]]


class Unique(TensorOperation):
    """The distinct elements of a batched tensor, in order of first appearance. Mirrors ``transforms.Unique`` (2.10).

    The input (rank >= 2, numeric) is flattened; returns three arrays: the unique values (input dtype), the index
    of each input element in them (int32, one per input element) and each unique value's count (int32).

    Raises:
        RuntimeError: MindSpore's pipeline error for an input of rank < 2, a string or bool input, an empty input,
            or more than one input.
    """

    def __call__(self, *input_tensor_list):
        from ..engine._parallel import op_error

        if len(input_tensor_list) != 1:
            raise op_error(f"Unique: only support 1D input, got rank: {len(input_tensor_list)}")
        x = _np(input_tensor_list[0])
        if x.size == 0:
            raise op_error("Input Tensor has no data.")
        if x.dtype.kind in "USO":
            raise op_error("Unique: only support numeric datatype of input, got string.")
        if x.ndim < 2:
            raise op_error(f"Unique: input must be at least 2-D in order to do unique op, got rank:{x.ndim}")
        if x.dtype.kind == "b":
            raise op_error("Unique: Unique op only supports numeric input.")
        return super().__call__(x)

    def _apply(self, x):
        values, first, inverse, counts = np.unique(
            x.reshape(-1), return_index=True, return_inverse=True, return_counts=True
        )
        order = np.argsort(first, kind="stable")  # sorted order -> order of first appearance
        rank = np.empty_like(order)
        rank[order] = np.arange(order.size)
        return values[order], rank[inverse].astype(np.int32), counts[order].astype(np.int32)


class Relational(IntEnum):
    """The comparisons of :class:`Mask`. Mirrors ``transforms.Relational`` (an ``IntEnum``)."""

    EQ = 0
    NE = 1
    GT = 2
    GE = 3
    LT = 4
    LE = 5


_REL = {
    Relational.EQ: np.equal,
    Relational.NE: np.not_equal,
    Relational.GT: np.greater,
    Relational.GE: np.greater_equal,
    Relational.LT: np.less,
    Relational.LE: np.less_equal,
}


class Mask(TensorOperation):
    """The elementwise mask ``input <operator> constant``, of type ``dtype``. Mirrors ``transforms.Mask`` (2.10).

    A numeric ``constant`` is first cast to the input's dtype as C++ casts (``Mask(EQ, 3.5)`` on int64 compares with
    3); str/bytes constants compare with text inputs. The mask is bool, or cast to the numeric ``dtype`` given.

    Raises:
        TypeError: ``operator`` not a :class:`Relational`, ``constant`` not a str, float, bool, int or bytes, or
            ``dtype`` not a MindSpore type, with MindSpore's messages.
        RuntimeError: MindSpore's pipeline errors when called: a text input with a numeric constant or the reverse
            (``input datatype does not match the value datatype ...``), a string ``dtype``.
    """

    def __init__(self, operator: Relational, constant: str | bytes | int | float | bool, dtype: Any = None) -> None:
        from ...common import dtype as mstype
        from ..core.validator_helpers import type_check

        if dtype is None:
            dtype = mstype.bool_
        type_check(operator, (Relational,), "operator")
        type_check(constant, _SCALAR_TYPES, "constant")
        if not isinstance(dtype, mstype.Type):
            raise TypeError(
                f"Argument dtype with value {dtype} is not of type [<class 'mindspore._c_expression.typing.Type'>], "
                f"but got {type(dtype)}."
            )
        self.operator = operator
        self.constant = constant
        self.dtype = dtype
        self._value = _scalar_array(constant)

    def _apply(self, x):
        from ...common import dtype as mstype
        from ..engine._parallel import op_error

        if self.dtype == mstype.string:
            raise op_error("Mask: Only supports bool or numeric datatype for generated mask type, but got:string")
        value = self._value
        if _is_text(value.dtype) != _is_text(x.dtype):
            raise op_error(
                "Mask: input datatype does not match the value datatype, both should be numeric or non-numerical in "
                "the same time."
            )
        if not _is_text(x.dtype):
            value = _cast_scalar(value, x.dtype)
        return _REL[self.operator](x, value).astype(_np_dtype(self.dtype))


class PadEnd(TensorOperation):
    """Pad (or cut) the end of each axis to ``pad_shape`` with ``pad_value``. Mirrors ``transforms.PadEnd`` (2.10).

    ``pad_value`` defaults to 0 for numbers and the empty string for text;
    a number is cast to the input's dtype as C++ casts; text output is as wide as its widest element.

    Raises:
        TypeError: ``pad_shape`` not a list, an item of it neither None nor an int (``a value in the list is not an
            integer.``), ``pad_value`` not a str, float, bool, int or bytes.
        ValueError: an item of ``pad_shape`` below 1.
        RuntimeError: MindSpore's pipeline errors when called: text and numbers mixed (``can not pad numeric and
            string tensors together``), a ``pad_shape`` of another rank than the input, and ``None`` in ``pad_shape``
            (MindSpore 2.10 documents it as "keep that axis" but fails: ``tensor shape is unknown``).
    """

    def __init__(self, pad_shape: list, pad_value: str | bytes | int | float | bool | None = None) -> None:
        from ..core.validator_helpers import type_check

        if pad_value is not None:
            type_check(pad_value, _SCALAR_TYPES, "pad_value")
        type_check(pad_shape, (list,), "pad_shape")
        for dim in pad_shape:
            if dim is None:
                continue
            if not isinstance(dim, int):
                raise TypeError("a value in the list is not an integer.")
            if not 1 <= dim <= 9223372036854775807:
                raise ValueError("Input is not within the required interval of [1, 9223372036854775807].")
        self.pad_shape = list(pad_shape)
        self.pad_value = pad_value
        self._value = _scalar_array(pad_value) if pad_value is not None else None

    def _apply(self, x):
        from ..engine._parallel import op_error

        value = self._value
        if value is not None and _is_text(value.dtype) != _is_text(x.dtype):
            raise op_error(
                f"PadEnd: can not pad numeric and string tensors together, but got: {_dtype_name(value.dtype)} and "
                f"{_dtype_name(x.dtype)}."
            )
        if len(self.pad_shape) != x.ndim:
            raise op_error(
                f"PadEnd: invalid pad shape, as rank of input is: {x.ndim}, and rank of pad value: "
                f"{len(self.pad_shape)}"
            )
        if None in self.pad_shape:  # MindSpore 2.10 documents None as "keep the axis", but fails on it
            raise op_error("Failed to create empty tensor, tensor shape is unknown.")
        shape = tuple(self.pad_shape)
        if _is_text(x.dtype):
            fill = value if value is not None else np.array("" if x.dtype.kind == "U" else b"")
            out = np.full(shape, fill, dtype=np.result_type(x.dtype, fill.dtype))
        else:
            fill = _cast_scalar(value, x.dtype) if value is not None else 0
            out = np.full(shape, fill, dtype=x.dtype)
        sl = tuple(slice(0, min(a, b)) for a, b in zip(x.shape, shape))
        out[sl] = x[sl]
        return out


class RandomApply(TensorOperation):
    """Apply all ``transforms`` with probability ``prob``. Mirrors ``transforms.RandomApply``."""

    _random = True

    def __init__(self, transforms: Sequence[Callable], prob: float = 0.5) -> None:
        self.transforms, self.prob = Compose(list(transforms)), prob

    def __call__(self, *args):
        # MindSpore's RandomApplyOp: a uniform_real_distribution<double>(0, 1) draw at most prob applies them
        if _std.canonical_double(self._engine()) <= self.prob:
            with _nested():
                return self.transforms._chain(*args)
        return args[0] if len(args) == 1 else args


class RandomChoice(TensorOperation):
    """Apply one of ``transforms``, chosen at random. Mirrors ``transforms.RandomChoice``."""

    _random = True

    def __init__(self, transforms: Sequence[Callable]) -> None:
        self.transforms = list(transforms)

    def __call__(self, *args):
        # MindSpore's RandomChoiceOp: one uniform_int_distribution draw over the transforms
        op = self.transforms[_std.uniform_int(self._engine(), len(self.transforms) - 1)]
        with _nested():
            return op(*args)


class RandomOrder(TensorOperation):
    """Apply all ``transforms`` in a random order. Mirrors ``transforms.RandomOrder``."""

    _random = True

    _py_impl = True

    def __init__(self, transforms: Sequence[Callable]) -> None:
        self.transforms = list(transforms)

    def __call__(self, *args):
        order = list(self.transforms)
        self._rand().shuffle(order)
        return Compose(order)._chain(*args)
