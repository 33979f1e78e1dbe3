"""`mindspore.Tensor`: a thin Python handle around one torch.Tensor, with MindSpore's dtypes, printing and methods."""

from __future__ import annotations

from .. import _api
import abc
import contextlib
import numbers
import weakref
from typing import Any

import numpy as np
import torch

from .. import _state
from .._state import CONTEXT
from .._state import CPU as _CPU
from .._state import CONST_TRACKER
from . import dtype as mstype
from .._kernels import array as _K_array
from .._kernels import creation as _creation
from .._kernels import dtypes as _dtypes
from .._kernels.creation import copy_numpy as _copy_numpy
from .np_dtype import bfloat16 as _NP_BF16
from .._kernels.creation import copy_numpy_plain as _copy_numpy_plain
from ._format import numpy_backed_repr, tensor_repr, tensor_str
from .._kernels import errors as _errors

__all__ = _api.names(__name__)


def _device():
    """The torch.device new Tensors go to (``set_context(device_target=...)``)."""
    return CONTEXT.device


def _infer_dtype(data) -> mstype.Type:
    """MindSpore's dtype inference for Python data: bool -> Bool, int -> Int64, float -> Float32."""
    if isinstance(data, bool):
        return mstype.bool_
    if isinstance(data, int):
        return mstype.int64
    if isinstance(data, float):
        return mstype.float32
    if isinstance(data, complex):
        return mstype.complex64
    raise TypeError


def _python_to_torch(data, dtype: mstype.Type | None) -> torch.Tensor:
    """Convert a Python scalar / nested list / tuple (possibly holding Tensors or numpy values) to torch."""
    if isinstance(data, (list, tuple)):
        flat: list = []
        kinds = set()

        def walk(x, depth):
            if isinstance(x, (list, tuple)):
                for y in x:
                    walk(y, depth + 1)
                return
            if isinstance(x, Tensor):
                x = x.asnumpy()
                if x.ndim:
                    raise ValueError
                x = x.item()
            if isinstance(x, np.generic):
                x = x.item()
            if isinstance(x, bool):
                kinds.add("bool")
            elif isinstance(x, int):
                kinds.add("int")
            elif isinstance(x, float):
                kinds.add("float")
            elif isinstance(x, complex):
                kinds.add("complex")
            else:
                raise ValueError
            flat.append(x)

        try:
            walk(data, 0)
            arr = np.array(_to_plain(data))
            if arr.dtype == object:
                raise ValueError
        except (ValueError, TypeError):
            raise TypeError(f"For Tensor, the input_data is {data} that contain unsupported element.") from None
        if dtype is None:
            if "complex" in kinds:
                dtype = mstype.complex64
            elif "float" in kinds:
                dtype = mstype.float32
            elif "int" in kinds:
                dtype = mstype.int64
            elif "bool" in kinds:
                dtype = mstype.bool_
            else:
                dtype = mstype.float32  # empty list
        return _creation.as_tensor(arr.astype(dtype.np_dtype) if dtype.np_dtype else arr, dtype.torch_dtype)
    if dtype is None:
        dtype = _infer_dtype(data)
    return _creation.tensor(data, dtype.torch_dtype)


def _to_plain(x):
    if isinstance(x, (list, tuple)):
        return [_to_plain(y) for y in x]
    if isinstance(x, Tensor):
        return x.asnumpy().item()
    return x


_PY_SCALARS = (int, float, bool)


class _TensorMeta(abc.ABCMeta):
    """MindSpore 2.10's metaclass of Tensor (an ``abc.ABCMeta``), for libraries that derive metaclasses of their
    Tensor subclasses from it (``class TypedTensorMeta(_TensorMeta)`` then ``class LongTensor(Tensor,
    metaclass=TypedTensorMeta)``, as MindNLP does).

    Known difference: mindshim's ``Tensor`` itself keeps ``type`` as its metaclass (``type(Tensor)`` is ``type``, not
    ``_TensorMeta``), so that ``isinstance(x, Tensor)``, which every op runs, keeps type's fast check; subclasses
    made with a ``_TensorMeta``-derived metaclass behave as under MindSpore.
    """


class Tensor:
    """A MindSpore tensor, backed by one ``torch.Tensor`` (``tensor._t``).

    Mirrors ``mindspore.Tensor`` (2.10): ``Tensor(input_data=None, dtype=None, shape=None, init=None,
    const_arg=False, device=None)``.

    Args:
        input_data: a Tensor, numpy array or scalar, Python bool/int/float/complex, or a (nested)
            list/tuple of those. Python data follows MindSpore's inference: ``bool`` -> Bool,
            ``int`` -> Int64, ``float`` -> Float32 (also inside lists); numpy data keeps its dtype.
        dtype (mindspore.dtype): the data type to convert to. Default: inferred.
        shape (tuple[int]): with ``init``, the shape of a lazily initialised tensor.
        init (Initializer | str): an initializer; the data is made by :meth:`init_data`.
        const_arg: accepted for compatibility.
        device (str): None, 'CPU' or 'meta' (MindSpore's only values, on every build); the data goes to the
            context's device either way.

    Raises:
        TypeError: for data MindSpore cannot hold (a ``str``, ragged lists) or an unknown dtype.
        ValueError: for ``init`` without ``shape``/``dtype``, or another ``device`` ('Ascend', 'GPU', 'cpu' ...).

    Differences: the data lives in a torch tensor on the context's device (CPU, or CUDA for GPU/Ascend
    targets when available); ``asnumpy()`` copies it to the host.
    """

    __slots__ = ("_t", "_lazy", "__weakref__", "__dict__")  # MindSpore Tensors take user attributes

    def __init__(
        self,
        input_data: Any = None,
        dtype: Any = None,
        shape: Any = None,
        init: Any = None,
        internal: bool = False,
        const_arg: bool = False,
        device: Any = None,
    ) -> None:
        if type(input_data) is np.ndarray and dtype is None and shape is None and init is None and device is None:
            # the common case first: Tensor(array), a copy in the array's dtype
            t = _copy_numpy_plain(input_data)
            if t is not None and CONST_TRACKER[0] is None:
                dev = CONTEXT.device
                self._lazy = None
                self._t = t if dev is _CPU else t.to(dev)  # numpy's data is on the CPU
                return
        if device is not None and device not in ("CPU", "meta"):  # MindSpore's check, in every build
            raise ValueError(f"Only ('CPU', 'meta') is supported for device, but got {device}.")
        if device == "meta":
            self.__dict__["_is_meta"] = True
        self._lazy = None
        ms_dtype = mstype.to_ms_dtype(dtype) if dtype is not None else None
        if init is not None and input_data is None:
            if shape is None or dtype is None:
                raise _errors.value_error("Tensor", "'shape' and 'dtype' must be set when 'init' is given.")
            shape = (shape,) if isinstance(shape, int) else tuple(shape)
            self._t = None
            self._lazy = (init, shape, ms_dtype)
            return
        if input_data is None:
            if shape is not None and dtype is not None:
                shape = (shape,) if isinstance(shape, int) else tuple(shape)
                if any(not isinstance(d, int) or d < 0 for d in shape):  # dynamic (set_inputs, jit): None, Symbol
                    self._t = None
                    self._lazy = (None, tuple(d if isinstance(d, int) else -1 for d in shape), ms_dtype)
                    return
                self._t = _K_array.zeros(shape, ms_dtype.torch_dtype, _device())
                return
            if shape is None and dtype is not None:  # a dynamic-rank placeholder: shape (-2,)
                self._t = None
                self._lazy = (None, (-2,), ms_dtype)
                return
            raise _errors.type_error(
                "Tensor",
                "the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarray', "
                "'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type 'NoneType'.",
            )
        if type(input_data) in _PY_SCALARS:  # Tensor(1, ms.int32): the common scalar case first
            t = _python_to_torch(input_data, ms_dtype)
        elif isinstance(input_data, Tensor):
            t = input_data._data()
            t = t.detach() if ms_dtype is None else t.detach().to(ms_dtype.torch_dtype)
        elif isinstance(input_data, np.ndarray):
            if input_data.dtype == object or (input_data.dtype.kind in "USV" and input_data.dtype != _NP_BF16):
                raise _errors.type_error(
                    "Tensor", f"the numpy dtype '{input_data.dtype}' is not supported; use numeric data."
                )
            arr = input_data if input_data.flags.c_contiguous else np.ascontiguousarray(input_data)
            if ms_dtype is not None and ms_dtype is not mstype.bfloat16:
                with np.errstate(over="ignore", invalid="ignore"):  # MindSpore casts out-of-range values silently
                    arr = arr.astype(ms_dtype.np_dtype, copy=False)
            # an array numpy just made (contiguous copy or cast) is the Tensor's own: shared, not copied again
            t = _creation.share_numpy(arr) if arr is not input_data and arr.flags.writeable else _copy_numpy(arr)
            if ms_dtype is not None:
                t = t.to(ms_dtype.torch_dtype)
        elif isinstance(input_data, np.generic):
            t = _creation.share_numpy(np.asarray(input_data).copy())
            if ms_dtype is not None:
                t = t.to(ms_dtype.torch_dtype)
        elif isinstance(input_data, (bool, numbers.Number, list, tuple)):
            t = _python_to_torch(input_data, ms_dtype)
        elif isinstance(input_data, torch.Tensor):
            t = input_data.detach() if ms_dtype is None else input_data.detach().to(ms_dtype.torch_dtype)
        else:
            raise _errors.type_error(
                "Tensor",
                "the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarray', "
                "'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type "
                f"'{type(input_data).__name__}'.",
            )
        if shape is not None:
            t = t.reshape(tuple(shape) if not isinstance(shape, int) else (shape,))
        dev = _device()
        if t.device != dev:
            t = t.to(dev)
        if CONST_TRACKER[0] is not None and not isinstance(input_data, (Tensor, torch.Tensor)):
            # built from Python / numpy data inside a staged region: a graph constant (see common/api.py)
            t._ms_const = True
        self._t = t

    # ---- internals -------------------------------------------------------------------------------
    def _data(self) -> torch.Tensor:
        t = self._t
        if t is None:
            self.init_data()
            t = self._t
        return t

    # ---- basic properties ------------------------------------------------------------------------
    @property
    def shape(self) -> tuple:
        """The shape, as a tuple of ints (``(2, 3)``)."""
        if self._t is None:
            return self._lazy[1]
        return tuple(self._t.shape)

    @property
    def dtype(self) -> mstype.Type:
        """The MindSpore data type (``mindspore.float32``)."""
        if self._t is None:
            return self._lazy[2]
        return mstype._FROM_TORCH[self._t.dtype]

    @property
    def ndim(self) -> int:
        """The number of dimensions."""
        return len(self.shape)

    @property
    def size(self) -> int:
        """The number of elements."""
        return int(np.prod(self.shape)) if self.shape else 1

    @property
    def itemsize(self) -> int:
        """Bytes per element."""
        return self._data().element_size()

    @property
    def nbytes(self) -> int:
        """Total bytes of the data."""
        return self.itemsize * self.size

    @property
    def strides(self) -> tuple:
        """Strides in bytes, as numpy reports them."""
        t = self._data()
        return tuple(s * t.element_size() for s in t.stride())

    @property
    def T(self) -> Tensor:
        """The transpose (all axes reversed)."""
        t = self._data()
        return _wrap(t.permute(*reversed(range(t.ndim))))

    @property
    def device(self) -> str:
        """The device the data lives on, MindSpore-style ('CPU' or 'GPU:0')."""
        d = self._data().device
        return "CPU" if d.type == "cpu" else f"GPU:{d.index or 0}"

    @property
    def has_init(self) -> bool:
        """True while the tensor waits for :meth:`init_data`."""
        return self._t is None

    @property
    def is_meta(self) -> bool:
        """True for a Tensor made with ``device='meta'`` (MindSpore's ``Tensor.is_meta``). Known difference: the
        data is kept (on the context's device), where MindSpore holds none."""
        return self.__dict__.get("_is_meta", False)

    def is_init(self) -> bool:
        """The init flag :meth:`set_init_flag` sets, False until then (MindSpore's ``Tensor.is_init``; a Tensor
        made with ``init=`` reads False too, as there)."""
        return self.__dict__.get("_init_flag", False)

    def set_init_flag(self, flag: bool) -> None:
        """Set the flag :meth:`is_init` reads (any truthy ``flag`` sets it; MindSpore's ``Tensor.set_init_flag``)."""
        self.__dict__["_init_flag"] = bool(flag)

    def is_shared(self) -> bool:
        """False: a Tensor's data is not in memory shared between processes (MindSpore's ``Tensor.is_shared``)."""
        return False

    def offload(self, file_path: str) -> bool:
        """Write the data, raw, to ``file_path`` and return True (MindSpore's ``Tensor.offload``);
        :meth:`offload_file_path` answers the path. Known difference: the Tensor keeps its data, where MindSpore
        releases it (the Tensor then prints ``<uninitialized>``).

        Raises:
            TypeError: ``file_path`` is not a str (MindSpore's binding's words).
        """
        if not isinstance(file_path, str):
            raise TypeError(f"argument 1 must be str, not {type(file_path).__name__}")
        self.asnumpy().tofile(file_path)
        self.__dict__["_offload_path"] = file_path
        return True

    def offload_file_path(self) -> str:
        """The file :meth:`offload` last wrote, ``''`` before (MindSpore's ``Tensor.offload_file_path``)."""
        return self.__dict__.get("_offload_path", "")

    # ---- conversion ------------------------------------------------------------------------------
    def asnumpy(self) -> np.ndarray:
        """Return the value as a numpy array (a host copy; BFloat16 gives a numpy ``bfloat16`` array,
        ``mindspore.common.np_dtype.bfloat16``, as MindSpore 2.10).

        Mirrors ``mindspore.Tensor.asnumpy``.
        """
        t = self._data().detach()
        if t.device.type != "cpu":
            t = t.cpu()
        return _creation.to_numpy(t)

    numpy = asnumpy

    def item(self, index: Any = None) -> Any:
        """Return one element as a Python number (the only one when ``index`` is None).

        Raises:
            ValueError: if ``index`` is None and the tensor has more than one element.
        """
        arr = self.asnumpy()
        if index is None:
            if arr.size != 1:
                raise ValueError("The tensor should have only one element, but got %d." % arr.size)
            return arr.reshape(()).item()
        return arr.item(index)

    def tolist(self) -> Any:
        """Return the value as nested Python lists."""
        return self.asnumpy().tolist()

    def astype(self, dtype: Any, copy: bool = True) -> Tensor:
        """Return a copy cast to ``dtype``: a MindSpore type, a numpy type, a name in any case (``'float32'``,
        ``'Int32'``) or a Python type, where ``float``/``'float'`` mean Float64 and ``int``/``'int'`` Int64
        (MindSpore's numpy rules; the names as :func:`mindshim._kernels.dtypes.astype_name` reads them).
        Mirrors ``Tensor.astype``.

        Raises:
            TypeError: if ``dtype`` names no tensor data type. NotImplementedError: for the names ``'complex64'``,
                ``'complex128'`` and ``'bfloat16'``, which MindSpore refuses.
        """
        if isinstance(dtype, str):
            return _wrap(_dtypes.cast(self._data(), _dtypes.astype_name(dtype)))
        if dtype is float:
            dtype = mstype.float64
        if dtype is None:
            raise TypeError("For Tensor.astype, the input type must be a MindSpore dtype, but got None.")
        return _wrap(_dtypes.cast(self._data(), mstype.to_torch_dtype(dtype)))

    def type(self, dtype: Any = None) -> str | Tensor:
        """Without ``dtype``: the dtype's name (``'Float32'``); with it: a copy cast to ``dtype``.
        Mirrors ``Tensor.type`` (2.x)."""
        if dtype is None:
            return str(self.dtype)
        return self.astype(dtype)

    def stride(self, dim: int | None = None) -> list | int:
        """The strides in elements: a list, or one int for ``dim``. Mirrors ``Tensor.stride``."""
        t = self._data()
        return list(t.stride()) if dim is None else t.stride(dim)

    def storage_offset(self) -> int:
        """The offset of the first element in the underlying storage, in elements."""
        return self._data().storage_offset()

    def data_ptr(self) -> int:
        """The address of the first element."""
        return self._data().data_ptr()

    def is_signed(self) -> bool:
        """True for signed types (signed ints, floats, complex); False for bool and unsigned ints."""
        return self._data().is_signed()

    def is_pinned(self) -> bool:
        """Whether the data sits in page-locked host memory (False unless :meth:`pin_memory` made it so)."""
        t = self._data()
        return t.device.type == "cpu" and torch.cuda.is_available() and t.is_pinned()

    def pin_memory(self) -> Tensor:
        """A copy in page-locked host memory where CUDA is available, else the tensor itself."""
        t = self._data()
        return _wrap(t.pin_memory()) if torch.cuda.is_available() and t.device.type == "cpu" else self

    def move_to(self, to: str, blocking: bool = True) -> Tensor:
        """A copy on device ``to``: 'CPU', or the context's device target ('GPU' / 'Ascend' mean its CUDA device).
        Mirrors ``Tensor.move_to``.

        Raises:
            ValueError: for a name other than 'Ascend', 'GPU', 'CPU'.
            RuntimeError: for 'GPU' / 'Ascend' when it is not the context's device target (as on MindSpore's CPU
                build, where the target stays 'CPU').
        """
        if to not in ("Ascend", "GPU", "CPU"):
            raise ValueError(f"The value of 'to' must be one of ['Ascend', 'GPU', 'CPU'], but got {to}")
        target = CONTEXT.values["device_target"]
        if to != "CPU" and to != target:
            raise RuntimeError(
                f"The value of arg 'to' of method 'move_to' should be same with device target, bug got to:{to}, "
                f"device target: {target}"
            )
        dev = _device() if to != "CPU" else torch.device("cpu")
        return _wrap(self._data().to(dev, non_blocking=not blocking))

    def requires_grad_(self, requires_grad: bool = True) -> None:
        """Mark the Tensor as a leaf whose gradient the backward engine (``_c_expression.run_backward``) accumulates
        into ``_grad`` (``requires_grad=False`` unmarks it); ``grad`` / ``GradOperation`` need no mark (they take
        ``grad_position``). Returns None, as MindSpore 2.10 does. Mirrors ``Tensor.requires_grad_`` (2.10)."""
        self._requires_grad = requires_grad
        return None

    @property
    def _requires_grad(self) -> bool:
        """Whether this Tensor requires grad in the PyNative backward engine: set by :meth:`requires_grad_`, True for
        the results of ops on Tensors that require it (MindSpore 2.10's ``Tensor._requires_grad``)."""
        t = self._data()
        if t.is_floating_point() or t.is_complex():
            return t.requires_grad
        return bool(self.__dict__.get("_ms_requires_grad", False))

    @_requires_grad.setter
    def _requires_grad(self, value: bool) -> None:
        t = self._data()
        if not (t.is_floating_point() or t.is_complex()):
            self.__dict__["_ms_requires_grad"] = bool(value)  # torch keeps no gradient for integer tensors
        elif t.is_leaf:
            t.requires_grad_(bool(value))

    @property
    def _grad(self) -> Tensor | None:
        """The gradient ``_c_expression.run_backward`` accumulated into this leaf (None before any). Assigning None
        clears it; assigning a Tensor replaces it (MindSpore 2.10's ``Tensor._grad``).

        Raises:
            RuntimeError: an assigned Tensor whose dtype or shape differs from this Tensor's.
        """
        g = self._data().grad
        return None if g is None else _wrap(g)

    @_grad.setter
    def _grad(self, value: Tensor | None) -> None:
        t = self._data()
        if value is None:
            t.grad = None
            return
        g = value._data()
        if g.dtype != t.dtype or g.shape != t.shape:
            raise RuntimeError(
                f"The grad dtype and shape should be same as source tensor but got dtype: {value.dtype} vs "
                f"{self.dtype} shape: [const vector]{{{', '.join(map(str, g.shape))}}} vs "
                f"[const vector]{{{', '.join(map(str, t.shape))}}}"
            )
        t.grad = g.detach()

    @property
    def data(self) -> Tensor:
        """A new Tensor object sharing this tensor's data. Mirrors ``Tensor.data``."""
        return _wrap(self._data())

    @data.setter
    def data(self, value: Tensor) -> None:
        """``t.data = value``: take over ``value``'s storage, shape and dtype (later writes to either are seen by both),
        as MindSpore 2.10 does.

        Raises:
            TypeError: if ``value`` is not a Tensor (MindSpore 2.10 crashes there).
        """
        if not isinstance(value, Tensor):
            raise _errors.type_error("Tensor.data", f"the value should be Tensor, but got {type(value).__name__}.")
        new = value._data().detach()
        if isinstance(self._t, torch.nn.Parameter):
            with torch.no_grad():
                self._t.data = new.to(self._t.device)
        else:
            self._t = new.to(_device())
            self._lazy = None

    def value(self) -> Tensor:
        """The value as a Tensor sharing this tensor's data. Mirrors ``Tensor.value``."""
        return _wrap(self._data())

    def assign_value(self, value: Tensor) -> Tensor:
        """Replace the data with ``value``'s (shape and dtype follow ``value``) and return self.

        Raises:
            TypeError: if ``value`` is not a Tensor.
        """
        if not isinstance(value, Tensor):
            raise _errors.type_error(
                "assign_value", f"the type of 'value' should be Tensor, but got {type(value).__name__}."
            )
        new = value._data().detach()
        if self._t is not None and isinstance(self._t, torch.nn.Parameter):
            with torch.no_grad():
                self._t.data = new.to(self._t.device).clone()
        else:
            self._t = new.to(_device()).clone()
            self._lazy = None
        return self

    def set_dtype(self, dtype: Any) -> Any:
        """Cast the data to ``dtype`` in place and return ``dtype``, as ``Tensor.set_dtype`` (2.10) does."""
        new = self._data().detach().to(mstype.to_torch_dtype(dtype))
        if isinstance(self._t, torch.nn.Parameter):
            with torch.no_grad():
                self._t.data = new
        else:
            self._t = new
        return dtype

    @property
    def mT(self) -> Tensor:
        """The last two axes swapped (a batch of matrices transposed)."""
        return _wrap(self._data().mT)

    @property
    def mH(self) -> Tensor:
        """The conjugate of :attr:`mT`."""
        return _wrap(self._data().mH.resolve_conj())

    @property
    def H(self) -> Tensor:
        """The conjugate transpose of a 2-D tensor."""
        t = self._data()
        return _wrap(t.permute(*reversed(range(t.ndim))).conj().resolve_conj())

    @property
    def init_flag(self) -> bool:
        """False: the data already lives on the device (MindSpore's flag for tensors not yet synced)."""
        return False

    @property
    def init(self) -> Any:
        """The pending initializer of a lazily initialised tensor; None once materialised (or never lazy)."""
        return self._lazy[0] if self._t is None and self._lazy is not None else None

    def flush_from_cache(self) -> None:
        """Flush embedding-cache data to the host: nothing to do (mindshim keeps no device cache); returns None.
        Mirrors ``Tensor.flush_from_cache`` (deprecated in MindSpore 2.10)."""
        return None

    def init_data(self, slice_index: Any = None, shape: Any = None, opt_shard_group: Any = None) -> Tensor:
        """Materialise a lazily initialised tensor (``Tensor(shape=..., dtype=..., init=...)``) and return it."""
        if self._t is None:
            _make = _state.PROVIDED["initializer._make"]  # common.initializer registers it (it imports this module)
            init, shape_, dtype = self._lazy
            if init is None:  # a dynamic-shape placeholder has no data
                raise ValueError("negative dimensions are not allowed")
            self._t = _make(init, shape_, dtype).to(_device())
            self._lazy = None
        return self

    def __array__(self, dtype=None, copy=None):
        arr = self.asnumpy()
        return arr.astype(dtype) if dtype is not None else arr

    def __dlpack__(self, *args, **kwargs):
        return self._data().detach().__dlpack__(*args, **kwargs)

    def __dlpack_device__(self):
        return self._data().__dlpack_device__()

    @staticmethod
    def from_numpy(array: np.ndarray) -> Tensor:
        """Make a Tensor sharing memory with ``array`` where torch allows (CPU). Mirrors ``Tensor.from_numpy``."""
        t = _creation.share_numpy(array)
        dev = _device()
        return _numpy_backed(t if t.device == dev else t.to(dev))

    # ---- text ------------------------------------------------------------------------------------
    def __str__(self) -> str:
        if self._t is None:  # MindSpore: the header, then <uninitialized> (on its own line from 2-D up)
            if self._lazy[0] is None:  # a dynamic-shape placeholder: MindSpore's asnumpy() fails
                raise ValueError("negative dimensions are not allowed")
            shape = self._lazy[1]
            dims = ", ".join(str(d) for d in shape)
            sep = "\n" if len(shape) > 1 else ""
            return f"Tensor(shape=[{dims}], dtype={self._lazy[2]}, value={sep}<uninitialized>)"
        return tensor_str(self.asnumpy(), self.dtype)

    def __repr__(self) -> str:
        if self._t is None:  # MindSpore shows the not-yet-initialised buffer: zeros
            init, shape, dtype = self._lazy
            if init is None:  # a dynamic-shape placeholder: the header and no value
                dims = ", ".join(str(d) for d in shape)
                return f"Tensor(shape=[{dims}], dtype={dtype}, value=" + ("\n)" if len(shape) > 1 else " )")
            return tensor_repr(np.zeros(self._lazy[1], dtype=mstype.dtype_to_nptype(dtype)), dtype)
        if getattr(self._t, "_ms_numpy_backed", False):  # its buffer is a numpy array's: numpy's text
            return numpy_backed_repr(self.asnumpy(), self.dtype)
        return tensor_repr(self.asnumpy(), self.dtype)

    def __format__(self, spec: str) -> str:
        if spec and self._t is not None and self._t.ndim == 0:
            return format(self.item(), spec)
        return format(str(self), spec)

    # ---- Python protocol -------------------------------------------------------------------------
    __hash__ = object.__hash__

    def __bool__(self) -> bool:
        t = self._data()
        if t.numel() != 1:
            raise ValueError(
                f"The tensor should have only one element, but got {t.numel()}, more than one element is ambiguous."
            )
        return bool(t)

    def __int__(self) -> int:
        t = self._data()
        if t.numel() != 1:
            raise ValueError("Only one element tensors can be converted to Python scalars")
        return int(t.item())

    def __float__(self) -> float:
        t = self._data()
        if t.numel() != 1:
            raise ValueError("Only one element tensors can be converted to Python scalars")
        return float(t.item())

    def __index__(self) -> int:
        t = self._data()
        # (an integer input being differentiated is held as a float copy that remembers its integer dtype)
        if (t.is_floating_point() and getattr(t, "_ms_int_dtype", None) is None) or t.numel() != 1:
            raise TypeError("Only integer tensors of a single element can be converted to an index.")
        return int(t)

    def __complex__(self) -> complex:
        return complex(self._data())

    def __len__(self) -> int:
        shape = self.shape
        if not shape:
            raise TypeError("len() of unsized object")
        return shape[0]

    def __iter__(self):
        t = self._data()
        if t.ndim == 0:
            raise TypeError("iteration over a 0-d tensor")
        return (_wrap(t[i]) for i in range(t.shape[0]))

    def __contains__(self, item) -> bool:
        return bool((self._data() == _unwrap(item)).any())

    def __getitem__(self, index) -> Tensor:
        t = self._data()
        _check_index(index)
        try:
            return _wrap(_get_item(t, _index(index)))
        except IndexError as e:
            raise _index_error(e, index, "get") from None

    def __setitem__(self, index, value) -> None:
        t = self._data()
        _check_index(index, "set")
        v = _set_value(value, t)
        idx = _index(index)
        try:
            target = tuple(_get_item(t, idx).shape)
        except IndexError as e:
            raise _index_error(e, index, "set", isinstance(v, torch.Tensor)) from None
        if isinstance(v, torch.Tensor):
            v = v.to(t.dtype)
            if index is Ellipsis:  # ``x[...] = v`` drops v's leading 1s (numpy's rule); other indices refuse them
                while v.ndim > len(target) and v.shape[0] == 1:
                    v = v[0]
            if v.ndim > len(target):
                raise ValueError(
                    "For primitive [BroadcastTo]: input's rank should be less equal to the number of proposed_shape, "
                    f"but got {v.ndim} and {len(target)}"
                )
            if any(a not in (1, b) for a, b in zip(reversed(v.shape), reversed(target), strict=False)):
                raise _errors.broadcast_to_error(_shape_text(v.shape), _shape_text(target))
        if (
            torch.is_grad_enabled()
            and (t.requires_grad or (isinstance(v, torch.Tensor) and v.requires_grad))
            and _differentiating()
        ):
            if t.requires_grad and t.is_leaf:
                t = t.data  # a Parameter / differentiated input: written as data, as MindSpore's RefTensor is
            else:
                self._t = _functional_setitem(self, t, idx, v, index)
                return
        with torch.no_grad() if t.requires_grad and t.is_leaf else contextlib.nullcontext():
            try:
                t[idx] = v
            except ValueError:  # a negative slice step: assign into the flipped copy, then write it back
                f, idx, dims = _flip_neg_steps(t, idx)
                f[idx] = v
                t.copy_(f.flip(dims))
            except IndexError as e:
                raise _index_error(e, index, "set") from None
            except RuntimeError as e:
                if "expanded size" not in str(e) and "shape mismatch" not in str(e):
                    raise
                raise _errors.broadcast_to_error(_shape_text(v.shape), _shape_text(t[idx].shape)) from None

    def __copy__(self) -> Tensor:
        return _wrap(self._data().clone())

    def __deepcopy__(self, memo) -> Tensor:
        new = type(self).__new__(type(self))
        if self._t is None and self._lazy is not None and self._lazy[0] is None:
            # a dynamic-shape placeholder (no data): another placeholder, as in MindSpore (``copy.copy`` of one
            # raises, as it does there)
            new._lazy, new._t = self._lazy, None
            return new
        new._lazy = None
        new._t = self._data().detach().clone()
        return new

    def __getstate__(self):
        return {"value": self.asnumpy(), "dtype": self.dtype.short}

    def __reduce__(self):
        # rebuilt through a mindshim function, so a pickle never depends on the class's displayed module
        return (_rebuild_tensor, (self.__getstate__(),))

    def __setstate__(self, state):
        self._lazy = None
        self._t = _creation.share_numpy(np.array(state["value"])).to(mstype._FROM_STR[state["dtype"]].torch_dtype)

    # ---- autograd hooks --------------------------------------------------------------------------
    def register_hook(self, hook):
        """Register ``hook(grad) -> Tensor | None`` on this tensor's gradient. Mirrors ``Tensor.register_hook`` (2.x).

        The hook receives the gradient as a Tensor; a returned Tensor replaces it. Returns a handle with
        ``remove()``. A leaf Tensor created by the user is made to track gradients so that the hook fires
        when a later ``grad``/``value_and_grad`` differentiates with respect to it.
        """
        return _state.PROVIDED["tensor_register_hook"](self, hook)  # ops.composite.hooks registers it


_state.PROVIDED["Tensor"] = Tensor


def _rebuild_tensor(state: dict) -> Tensor:
    out = Tensor.__new__(Tensor)
    out.__setstate__(state)
    return out


def _wrap(t: torch.Tensor) -> Tensor:
    """Wrap a torch tensor as a mindshim Tensor without copying (the hot path of every op)."""
    obj = object.__new__(Tensor)
    obj._t = t
    obj._lazy = None
    return obj


def _numpy_backed(t: torch.Tensor) -> Tensor:
    """Wrap ``t``, made from a numpy array's buffer, as a Tensor whose ``repr`` is numpy's text of the array, as
    MindSpore's ``Tensor.from_numpy`` Tensors (and dataset rows) show it; the mark stays with the buffer through
    in-place writes, and the results of ops are ordinary Tensors."""
    t._ms_numpy_backed = True
    return _wrap(t)


def _unwrap(x):
    """The torch tensor behind a Tensor/Parameter; numpy arrays become tensors; anything else passes through."""
    if isinstance(x, Tensor):
        return x._t if x._t is not None else x._data()
    if isinstance(x, np.ndarray):
        return _creation.share_numpy(x).to(_device())
    return x


def _shape_text(shape) -> str:
    return "(" + ", ".join(str(int(d)) for d in shape) + ")"


def _consumed(i) -> int:
    """How many input dims one index entry uses (None/bool use none, a bool tensor its rank)."""
    if i is None or isinstance(i, bool):
        return 0
    if isinstance(i, torch.Tensor) and i.dtype == torch.bool:
        return i.ndim
    return 1


def _flip_neg_steps(t: torch.Tensor, idx):
    """``(flipped t, index, dims)``: slices with a negative step become positive-step slices of ``t.flip(dims)``."""
    items = idx if isinstance(idx, tuple) else (idx,)
    used = sum(_consumed(i) for i in items if i is not Ellipsis)
    dim, out, dims = 0, [], []
    for i in items:
        if i is Ellipsis:
            dim += t.ndim - used
        elif isinstance(i, slice) and i.step is not None and i.step < 0:
            n = t.shape[dim]
            r = range(*i.indices(n))
            if len(r):
                dims.append(dim)
                i = slice(n - 1 - r[0], n - r[-1], -i.step)
            else:
                i = slice(0, 0)
        out.append(i)
        dim += 0 if i is Ellipsis else _consumed(i)
    return (t.flip(dims) if dims else t), tuple(out), dims


_INDEX_TYPES = (int, float, bool, slice, type(Ellipsis), type(None), list, tuple, np.ndarray, np.number, np.bool_)


def _check_index(index, mode: str = "get") -> None:
    """MindSpore's IndexErrors raised before indexing: an entry of an unsupported type, more than one Ellipsis
    (torch accepts them), and (when reading) a ``False`` inside a tuple index."""
    items = index if isinstance(index, tuple) else (index,)
    for i in items:
        if not isinstance(i, (*_INDEX_TYPES, Tensor)):
            raise IndexError(
                f"Unsupported Python object type received: {type(i)}. Supported types for tensor indexing are: list, "
                f"int, float, tuple, slice, ellipsis, None, array, bool, or Tensor. Received value: {i!r}"
            )
    if isinstance(index, tuple):
        if sum(i is Ellipsis for i in index) > 1:
            raise IndexError("An index can only have a single ellipsis('...')")
        if mode == "get" and any(i is False for i in index):
            raise IndexError("Bool element of tuple index must be 'True', but got 'False'.")


def _get_item(t: torch.Tensor, idx) -> torch.Tensor:
    """``t[idx]`` for a translated index; slices may have a negative step (MindSpore's), which torch lacks."""
    try:
        return t[idx]
    except ValueError:
        f, i, _ = _flip_neg_steps(t, idx)
        return f[i]


def _set_value(value, t: torch.Tensor):
    """The value of ``x[index] = value`` as a torch tensor or number: a tuple/list (of numbers and Tensors) is
    stacked along a new first axis, its entries broadcast to one shape first (MindSpore's tuple values)."""
    if not isinstance(value, (list, tuple)):
        return _unwrap(value)
    if not any(isinstance(v, (Tensor, list, tuple, np.ndarray)) for v in value):
        return _creation.tensor(value, None, t.device)
    parts = [_set_value(v, t) for v in value]
    parts = [p if isinstance(p, torch.Tensor) else _creation.tensor(p, None, t.device) for p in parts]
    return _K_array.stack_any([p.to(t.dtype) for p in _K_array.broadcast_tensors(parts)])


def _broadcast_shapes_error(shapes: list, mode: str) -> ValueError | None:
    """MindSpore's ValueError for index tensors whose shapes do not broadcast (checked pairwise, left to right)."""
    x = list(shapes[0])
    for y in shapes[1:]:
        n = max(len(x), len(y))
        for k in range(n):
            xi, yi = k - (n - len(x)), k - (n - len(y))
            if xi < 0 or yi < 0 or x[xi] == y[yi] or 1 in (x[xi], y[yi]):
                continue
            return _errors.value_error(
                f"tensor {mode}item",
                f"x.shape and y.shape need to broadcast. The value of x.shape[{xi}] or "
                f"y.shape[{yi}] must be 1 or -1 when they are not the same, but got x.shape = [const vector]"
                f"{{{', '.join(map(str, x))}}} and y.shape = [const vector]{{{', '.join(map(str, y))}}}",
            )
        x = list(torch.broadcast_shapes(tuple(x), tuple(y)))
    return None


def _index_error(e: IndexError, index, mode: str, tensor_value: bool = True) -> IndexError | ValueError:
    """MindSpore's error for a failed ``x[index]`` (``mode`` 'get') or ``x[index] = v`` ('set'): an IndexError for
    an out-of-range or wrongly typed index, a ValueError for index tensors or a bool mask of mismatching shapes."""
    import re

    m = re.match(r"shape mismatch: indexing tensors could not be broadcast together with shapes (.*)", str(e))
    if m:
        shapes = [[int(d) for d in s.split(",") if d.strip()] for s in re.findall(r"\[([^\]]*)\]", m.group(1))]
        err = _broadcast_shapes_error(shapes, mode)
        if err is not None:
            return err
    m = re.match(r"too many indices for tensor of dimension (\d+)", str(e))
    if m:
        nd = int(m.group(1))
        for i in index if isinstance(index, tuple) else (index,):
            if isinstance(i, Tensor) and i.dtype == mstype.bool_ and i.ndim > nd:
                if mode == "set":
                    return ValueError(f"Can not pad [const vector]{{{', '.join(map(str, i.shape))}}} to length {nd}")
                return IndexError(
                    f"The dim of index cannot be greater than indexed data, but got dim of index:{i.ndim}, dim of "
                    f"data:{nd}"
                )
        return IndexError(f"too many indices for tensor of dimension{nd}")
    m = re.match(r"The shape of the mask \[([^\]]*)\] at index (\d+) does not match the shape of the indexed tensor "
                 r"\[([^\]]*)\]", str(e))  # fmt: skip
    if m:
        mask = [int(d) for d in m.group(1).split(",") if d.strip()]
        data = [int(d) for d in m.group(3).split(",") if d.strip()]
        if mode == "set":
            x = mask + [1] * (len(data) - len(mask))
            if not tensor_value:  # a number is broadcast by numpy first
                return ValueError(
                    "operands could not be broadcast together with remapped shapes [original->remapped]: "
                    f"({','.join(map(str, x))})  and requested shape ({','.join(map(str, data))})"
                )
            return _errors.broadcast_to_error(_shape_text(x), _shape_text(data))
        return ValueError(
            f"The shape of index [const vector]{{{', '.join(map(str, mask))}}}does not match the shape of the indexed "
            f"data [const vector]{{{', '.join(map(str, data))}}} at dim index{m.group(2)}"
        )
    m = re.match(r"index (-?\d+) is out of bounds for dimension (\d+) with size (\d+)", str(e))
    items = index if isinstance(index, tuple) else (index,)
    if m:
        v, size = m.group(1), m.group(3)
        if mode == "set" and isinstance(index, int):
            return IndexError(f"Index {v} is out of bounds for axis {m.group(2)} with size {size}")
        # an int index says "is out of bounds"; a value taken from a list or Tensor index just "out of bounds"
        if any(type(i) is int and i == int(v) for i in items):
            return IndexError(f"index {v} is out of bounds for dimension with size {size}")
        return IndexError(f"index {v} out of bounds for dimension with size {size}")
    for i in items:
        if isinstance(i, float):
            return IndexError(
                "Only support integers, slices(`:`), ellipsis(`...`), None, bool, tensor, int, list and tuple as "
                f"index, but got {i} with type {type(i)}"
            )
        if isinstance(i, Tensor) and (i._data().is_floating_point() or i._data().is_complex()):
            return IndexError(f"The tensor index must be int or bool type, but got {i}")
    return e


def _index(index):
    """Translate a MindSpore index (may hold Tensors) to a torch index."""
    if isinstance(index, Tensor):
        t = index._data()
        return t
    if isinstance(index, tuple):
        out = tuple(_index(i) for i in index)
        # numpy (and MindSpore) count ints as advanced indices once an array index is present, so an int and an
        # array split by a slice put the broadcast dims first; torch treats ints (and 0-d tensors) as basic.
        # A one-element 1-D tensor in place of each int gives torch's indexing numpy's placement.
        if any(isinstance(i, (list, tuple, np.ndarray)) or (isinstance(i, torch.Tensor) and i.ndim) for i in out):
            out = tuple(_as_index_array(i) for i in out)
        return out
    if isinstance(index, list):
        if any(isinstance(i, (list, tuple, slice)) or i is None or i is Ellipsis for i in index):
            return _index(tuple(index))  # a list holding sequences or slices indexes like a tuple (as in MindSpore)
        if any(isinstance(i, Tensor) for i in index):
            return [_index(i) for i in index]
    return index


def _as_index_array(i):
    """An int or a 0-d integer tensor as a 1-element 1-D index tensor; anything else unchanged."""
    if isinstance(i, int) and not isinstance(i, bool):
        return _creation.tensor([i], None, _device())
    if isinstance(i, torch.Tensor) and i.ndim == 0 and i.dtype != torch.bool:
        return i.reshape(1)
    return i


def _from_numpy(array: np.ndarray) -> Tensor:
    """A Tensor sharing memory with the numpy array ``array`` (on the CPU). Mirrors ``mindspore.from_numpy``."""
    return Tensor.from_numpy(array)


def frombuffer(buffer: Any, dtype: Any, count: int = -1, offset: int = 0) -> Tensor:
    """A 1-D Tensor of ``dtype`` sharing the memory of ``buffer`` (``bytearray``, ``bytes``, a numpy array, any
    object with the buffer protocol): ``count`` items (-1: all that fit) from byte ``offset``. Mirrors
    ``mindspore.frombuffer`` (2.10); on a CUDA target the data stays on the CPU, as shared memory must.

    Raises:
        RuntimeError: no buffer protocol, an empty buffer or ``count`` 0, ``count`` below -1, ``offset`` outside
            ``[0, len - 1]``, a remainder that is not a multiple of the item size, or too few bytes for ``count``.
    """
    return Tensor(_creation.from_buffer(buffer, mstype.to_ms_dtype(dtype).torch_dtype, count, offset))


def tensor(
    input_data: Any = None,
    dtype: Any = None,
    shape: Any = None,
    init: Any = None,
    const_arg: bool = False,
    device: Any = None,
) -> Tensor:
    """Make a Tensor: the same as ``Tensor(input_data, dtype, shape, init, ...)``. Mirrors ``mindspore.tensor`` (2.x)."""
    return Tensor(input_data, dtype, shape, init, const_arg=const_arg, device=device)


def swap_tensors(t1: Tensor, t2: Tensor) -> None:
    """Exchange the contents of two Tensors (data, dtype, shape; for two Parameters also name and flags), so each
    object now holds what the other held. Mirrors ``mindspore.swap_tensors`` (2.x).

    Raises:
        TypeError: if either argument is not a Tensor, or only one of them is a Parameter.
    """
    if not isinstance(t1, Tensor) or not isinstance(t2, Tensor):
        raise _errors.type_error("swap_tensors", f"both inputs must be Tensors, but got {type(t1)} and {type(t2)}.")
    if type(t1) is not type(t2):
        raise _errors.type_error(
            "swap_tensors", f"both inputs must be of the same type, but got {type(t1)} and {type(t2)}."
        )
    slots = [
        s for cls in type(t1).__mro__ for s in getattr(cls, "__slots__", ()) if s not in ("__weakref__", "__dict__")
    ]
    for name in slots:
        a, b = getattr(t1, name, None), getattr(t2, name, None)
        setattr(t1, name, b)
        setattr(t2, name, a)


def _differentiating() -> bool:
    """Whether a ``grad`` / ``GradOperation`` / ``value_and_grad`` is recording the running function."""
    return _state.GRAD_DEPTH[0] > 0


def _functional_setitem(owner: Tensor, t: torch.Tensor, idx, v, index) -> torch.Tensor:
    """``t[idx] = v`` while a gradient is recorded, as MindSpore's PyNative autograd does it: the write is a
    differentiable op producing the Tensor's new value (no "modified by an inplace operation" error), and the
    Tensor's previous torch tensor is switched to the new data, as MindSpore's ``assign_value`` swaps a Tensor's
    data: earlier ops that saved the Tensor itself see the new values when their gradients run, while views
    taken of it before the write (``y[0]``) keep the old ones. These are the gradients MindSpore 2.10 computes."""
    new = t.clone()
    try:
        new[idx] = v
    except ValueError:  # a negative slice step: assign into the flipped copy
        f, fidx, dims = _flip_neg_steps(new, idx)
        f[fidx] = v
        new = f.flip(dims)
    except IndexError as e:
        raise _index_error(e, index, "set") from None
    # the Tensor's earlier torch tensors now hold the new data (no version bump); views of them do not
    data = new.detach()
    earlier = [r for r in owner.__dict__.get("_ms_earlier", ()) if r() is not None] + [weakref.ref(t)]
    for r in earlier:
        x = r()
        if x is not None:
            x.data = data
    owner.__dict__["_ms_earlier"] = earlier
    return new
