"""`mindspore.Parameter`, `ParameterTuple` and `_Buffer`: named, trainable Tensors backed by torch.nn.Parameter."""

from __future__ import annotations

from .. import _api
from typing import Any

import numpy as np
import torch

from .. import _state
from .._state import PARAMETER_NAMES
from .._kernels import creation as _creation
from . import dtype as mstype
from .tensor import Tensor, _device
from .._kernels import errors as _errors

__all__ = _api.names(__name__)

# Unnamed Parameters are numbered by mindshim._state.PARAMETER_NAMES (MindSpore 2.10 starts at "Parameter#2").
_reset_name_counter = _state.reset_parameter_names  # as in a new process (used by test fixtures)


PARAMETER_NAME_DEFAULT = "Parameter"


def _is_auto_name(name: str) -> bool:
    return name == PARAMETER_NAME_DEFAULT or name.startswith(PARAMETER_NAME_DEFAULT + "#")


class Parameter(Tensor):
    """A named Tensor that a Cell owns and optimizers update. Mirrors ``mindspore.Parameter`` (2.10).

    ``Parameter(default_input, name=None, requires_grad=True, layerwise_parallel=False,
    parallel_optimizer=True, storage_format='')``.

    Args:
        default_input (Tensor | numpy.ndarray | list | int | float | Initializer): the initial value. A Tensor is
            copied; a Python int makes an Int32 scalar, a float a Float32 one.
        name (str): the name; unnamed parameters are called ``Parameter#N`` until a Cell names them
            after the attribute they are assigned to.
        requires_grad (bool): whether gradients are taken for it. Default True.
        device (str): None, 'CPU' or 'Remote' (MindSpore's values); the data goes to the context's device.

    Backed by a ``torch.nn.Parameter`` (``param._t``), so a Cell's parameters are its torch module's
    parameters. Integer parameters may carry ``requires_grad=True`` as in MindSpore; torch then does not
    track them (their gradients are zeros).

    Raises:
        ValueError: if ``default_input`` is a bool, or ``device`` is another name ('Ascend', 'GPU' ...).
        TypeError: if ``default_input`` is of an unsupported type (a tuple, a numpy scalar, a string, None).
    """

    __slots__ = (
        "name",
        "_requires_grad",
        "layerwise_parallel",
        "parallel_optimizer",
        "is_init",
        "_cast_type",
        "_cache_enable",
        "_cache_shape",
    )

    def __init__(
        self,
        default_input: Any = None,
        name: str | None = None,
        requires_grad: bool = True,
        layerwise_parallel: bool = False,
        parallel_optimizer: bool = True,
        storage_format: str = "",
        device: Any = None,
    ) -> None:
        from .initializer import Initializer, _make

        if isinstance(default_input, bool):
            raise ValueError("Parameter data can not be `bool`")
        if isinstance(default_input, Tensor):
            # MindSpore copies a Tensor that is referenced elsewhere (always, as far as a program can tell).
            data = default_input._data().detach().clone()
        elif isinstance(default_input, Initializer):
            data = _make(default_input, default_input.shape, default_input.dtype)
        elif isinstance(default_input, (np.ndarray, list)):
            data = Tensor(default_input)._t
        elif isinstance(default_input, int):
            data = Tensor(default_input, mstype.int32)._t
        elif isinstance(default_input, float):
            data = Tensor(default_input, mstype.float32)._t
        elif isinstance(default_input, torch.Tensor):
            data = default_input.detach()
        elif isinstance(default_input, str) or default_input is None:  # the Tensor constructor's TypeError
            raise _errors.type_error(
                "Tensor",
                "the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarray', 'str_', "
                f"'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type "
                f"'{type(default_input).__name__}'.",
            )
        else:
            raise TypeError(
                "The type of the argument 'default_input' must be in ['Tensor', 'int', 'float', 'numpy.ndarray', "
                f"'list']. But got type {type(default_input)}."
            )
        if device is not None and device not in ("CPU", "Remote"):  # MindSpore's check, in every build
            raise ValueError(f"Only 'CPU' and 'Remote' is supported for device, but got ${device}.")
        dev = _device()
        if data.device != dev:
            data = data.to(dev)
        self._lazy = None
        self._t = torch.nn.Parameter(data, requires_grad=bool(requires_grad) and _trackable(data))
        self.name = name if name is not None else f"{PARAMETER_NAME_DEFAULT}#{next(PARAMETER_NAMES[0])}"
        self._requires_grad = bool(requires_grad)
        self.layerwise_parallel = layerwise_parallel
        self.parallel_optimizer = parallel_optimizer
        self.is_init = False
        self._cast_type = None
        self._cache_enable = False
        self._cache_shape: list = []

    @property
    def requires_grad(self) -> bool:
        """Whether gradients are taken for this parameter (optimizers and ``trainable_params`` use it)."""
        return self._requires_grad

    @requires_grad.setter
    def requires_grad(self, value: bool) -> None:
        self._requires_grad = bool(value)
        self._t.requires_grad_(bool(value) and _trackable(self._t))

    @property
    def data(self) -> Tensor:
        """A new Tensor (not a Parameter) sharing the parameter's current storage. Mirrors ``Parameter.data`` (2.10).

        In-place writes through it (``p.data[0] = 5.0``) reach the parameter; after ``set_data`` the parameter has
        new storage and an earlier ``p.data`` keeps the old values, as in MindSpore. It is cut from the gradient graph.
        """
        from .tensor import _wrap

        return _wrap(self._t.detach())

    @data.setter
    def data(self, value: Tensor) -> None:
        """``p.data = value``: take over ``value``'s storage, shape and dtype (not cast, unlike ``set_data``), as
        MindSpore 2.10 does.

        Raises:
            TypeError: if ``value`` is not a Tensor.
        """
        self._t.requires_grad_(False)  # torch refuses an integer value under a parameter that requires grad
        try:
            Tensor.data.fset(self, value)
        finally:
            self._t.requires_grad_(self._requires_grad and _trackable(self._t))

    @property
    def sliced(self) -> bool:
        """Whether the parameter is marked as sliced across devices: False until set (mindshim never slices;
        MindSpore's ``Parameter.sliced``, a settable flag)."""
        return self.__dict__.get("_sliced", False)

    @sliced.setter
    def sliced(self, sliced_: bool) -> None:
        self.__dict__["_sliced"] = sliced_

    @property
    def unique(self) -> bool:
        """Whether the parameter is marked unique: False until set (MindSpore's ``Parameter.unique``, a settable
        flag)."""
        return self.__dict__.get("_unique", False)

    @unique.setter
    def unique(self, unique_: bool) -> None:
        self.__dict__["_unique"] = unique_

    @property
    def cache_enable(self) -> bool:
        """Whether the parameter is marked for the embedding cache (default False). Mirrors
        ``Parameter.cache_enable``: mindshim keeps every parameter on its device, so it is only a flag here.

        Raises:
            TypeError: when set to something other than a bool.
        """
        return self._cache_enable

    @cache_enable.setter
    def cache_enable(self, value: bool = True) -> None:
        if not isinstance(value, bool):
            raise TypeError("The argument `cache_enable` must be bool type.")
        self._cache_enable = value

    @property
    def cache_shape(self) -> list:
        """The cache shape set for the parameter (default ``[]``; a tuple is kept as a list). Mirrors
        ``Parameter.cache_shape``.

        Raises:
            TypeError: when set to something other than a tuple or list.
        """
        return self._cache_shape

    @cache_shape.setter
    def cache_shape(self, value: tuple | list) -> None:
        if not isinstance(value, (tuple, list)):
            raise TypeError("The argument `cache_shape` must be tuple or list type.")
        self._cache_shape = list(value)

    @property
    def param_info(self) -> Any:
        """A view of the parameter's metadata (``name``, ``requires_grad``, ``layerwise_parallel``...)."""
        import types

        return types.SimpleNamespace(
            name=self.name,
            requires_grad=self._requires_grad,
            layerwise_parallel=self.layerwise_parallel,
            parallel_optimizer=self.parallel_optimizer,
            cache_enable=self._cache_enable,
            cache_shape=self._cache_shape,
        )

    def copy(self) -> Parameter:
        """A new Parameter with a copy of the value, the same name and flags. Mirrors ``Parameter.copy``."""
        return self.clone()

    @property
    def inited_param(self):
        """Always None: mindshim parameters are initialised when created."""
        return None

    def set_data(self, data: Any, slice_shape: bool = False) -> Parameter:
        """Replace the value (identity, name and optimizer links are kept). Mirrors ``Parameter.set_data``.

        ``data`` may be a Tensor, numpy array or number of any shape; it is cast to the parameter's dtype. As in
        MindSpore, a Tensor of the parameter's dtype has its storage taken over, not copied: later in-place changes of
        either are seen by both (pass ``t.copy()`` for an independent value).

        Raises:
            TypeError: for an unsupported ``data`` type.
        """
        if isinstance(data, Tensor):
            new = data._data().detach()
        elif isinstance(data, (np.ndarray, np.generic, bool, int, float, list, tuple)):
            new = Tensor(data)._t
        elif isinstance(data, torch.Tensor):
            new = data.detach()
        else:
            raise _errors.type_error(
                "Parameter.set_data", f"the argument 'data' should be Tensor, but got {type(data).__name__}."
            )
        with torch.no_grad():
            new = new.to(device=self._t.device, dtype=self._t.dtype)
            self._t.data = new
            self._t.requires_grad_(self._requires_grad and _trackable(new))
        return self

    def set_dtype(self, dtype: Any) -> Any:
        """Cast the stored value to ``dtype`` in place; returns ``dtype``, as ``Parameter.set_dtype`` (2.10) does."""
        with torch.no_grad():
            self._t.data = self._t.data.to(mstype.to_torch_dtype(dtype))
        return dtype

    def init_data(self, layout: Any = None, set_sliced: bool = False) -> Parameter:
        """Return the parameter (already initialised in mindshim)."""
        return self

    def value(self) -> Tensor:
        """Return the current value as a Tensor sharing the parameter's data."""
        from .tensor import _wrap

        return _wrap(self._t)

    def clone(self, init: Any = "same") -> Parameter:
        """Return a new Parameter with a copy of the value (or ``init``'s), named like this one.

        Mirrors ``Parameter.clone``.
        """
        if init == "same":
            value = Tensor(self._t.detach().clone())
        else:
            from .initializer import initializer

            value = initializer(init, self.shape, self.dtype)
        new = Parameter(value, name=self.name, requires_grad=self._requires_grad)
        new._cache_enable, new._cache_shape = self._cache_enable, list(self._cache_shape)
        return new

    def __str__(self) -> str:
        return (
            f"Parameter (name={self.name}, shape={tuple(self._t.shape)}, dtype={self.dtype}, "
            f"requires_grad={self._requires_grad})"
        )

    __repr__ = __str__

    def __deepcopy__(self, memo) -> Parameter:
        new = Parameter(self._t.detach().clone(), name=self.name, requires_grad=self._requires_grad)
        return new

    def __reduce__(self):
        return (_rebuild_parameter, (self.asnumpy(), self.dtype.short, self.name, self._requires_grad))


def _rebuild_parameter(value, dtype_short, name, requires_grad):
    t = _creation.share_numpy(np.array(value)).to(mstype._FROM_STR[dtype_short].torch_dtype)
    return Parameter(t, name=name, requires_grad=requires_grad)


def _trackable(t: torch.Tensor) -> bool:
    return t.is_floating_point() or t.is_complex()


class ParameterTuple(tuple):
    """A tuple of Parameters, as optimizers and ``GradOperation(get_by_list=True)`` take them.

    Mirrors ``mindspore.ParameterTuple``.

    Raises:
        TypeError: if an element is not a Parameter.
        ValueError: if two different Parameters have the same name (one Parameter may appear several times).
    """

    def __new__(cls, iterable=()):
        data = tuple(iterable)
        ids, names = set(), set()
        for x in data:
            if not isinstance(x, Parameter):
                raise TypeError(
                    "For ParameterTuple initialization, ParameterTuple input should be 'Parameter' collection, but "
                    f"got a {type(iterable)}. "
                )
            if id(x) not in ids:
                if x.name in names:
                    raise ValueError(
                        f"The value {x} , its name '{x.name}' already exists. Please set a unique name for the "
                        "parameter."
                    )
                names.add(x.name)
                ids.add(id(x))
        return super().__new__(cls, data)

    def clone(self, prefix: str, init: Any = "same") -> ParameterTuple:
        """Return copies of the parameters named ``prefix + '.' + name``. Mirrors ``ParameterTuple.clone``."""
        out = []
        for p in self:
            c = p.clone(init)
            c.name = prefix + "." + p.name
            out.append(c)
        return ParameterTuple(out)


class _Buffer(Tensor):
    """A Tensor a Cell keeps as state but not as a parameter (a running mean...). Mirrors
    ``mindspore.common.parameter._Buffer`` (2.10).

    ``_Buffer(data, *, persistent=True)`` is ``data`` cut from the gradient (it shares ``data``'s memory);
    assigned to a Cell attribute it is registered as that Cell's buffer (``cell.register_buffer(name, value)``), so
    it shows in ``buffers()``, ``named_buffers()`` and ``state_dict()``. ``persistent`` is kept as an attribute.

    Raises:
        ValueError: ``data`` is None. TypeError: ``data`` is not a Tensor.

    Known difference: MindSpore flags the tensor itself (``_is_buffer``), so a plain Tensor once passed to
    ``register_buffer`` also counts as a ``_Buffer``; here only ``_Buffer`` objects do.
    """

    __slots__ = ("persistent",)

    def __new__(cls, data: Tensor, *, persistent: bool = True) -> _Buffer:
        if data is None:
            raise ValueError("For create Buffer, input data should not be None")
        if not isinstance(data, Tensor):
            raise TypeError("For create Buffer, type of input data should be Tensor")
        obj = object.__new__(cls)
        obj._t = data._data().detach()
        obj._lazy = None
        obj.persistent = persistent
        return obj

    def __init__(self, data: Tensor, *, persistent: bool = True) -> None:
        pass

    @property
    def _is_buffer(self) -> bool:
        return True
