"""Installs Tensor's operators and methods, each reaching the same functional op as `ops.<name>`.

Operators follow MindSpore 2.10: comparisons return Bool Tensors, ``~x`` is a logical NOT (Bool result,
also for integer tensors), augmented assignments (``x += y``) make new Tensors, ``x // y`` and ``x % y``
are floor division/modulo with the divisor's sign.
"""

from __future__ import annotations

import operator
import sys

import numpy as np
import torch

from ... import _api
from ... import _state
from ..._kernels import array as _K_array
from ..._kernels import creation as _creation
from ..._kernels import dtypes as _dtypes
from ..._kernels import reduction as _RK
from ..._version import before
from ...common import dtype as mstype
from ...common.tensor import Tensor
from . import array_func as A
from . import math_func as M
from . import nn_func as N
from ._utils import _as_tensor, _inplace, _named, _wrap
from ..._kernels import errors as _errors


_SCALARS = (bool, int, float)


def _r(fn, pyop=None):
    """The reflected operator (``2 - x``): a Python number goes straight to torch's own reflected operator."""
    if pyop is None:

        def rop(self, other):
            return fn(other, self)

    else:

        def rop(self, other):
            if other.__class__ in _SCALARS:
                try:
                    return _wrap(pyop(other, self._data()))
                except RuntimeError:
                    pass
            return fn(other, self)

    return rop


_COMPARABLE = (Tensor, bool, int, float, np.generic)


def _cmp(fn, default):
    def op(self, other):
        if not isinstance(other, _COMPARABLE):
            return default
        return fn(self, other)

    return op


# Operators (``mindshim._api.TENSOR`` declares which name each one is): the reflected ones and the comparisons
# that give up on foreign operands.
_radd = _r(M._op_add, operator.add)
_rsub = _r(M._op_sub, operator.sub)
_rmul = _r(M.mul, operator.mul)
_rtruediv = _r(M.div, operator.truediv)
_rfloordiv = _r(M._op_floor_div, operator.floordiv)
_rmod = _r(M.floor_mod, M._remainder)
_rpow = _r(M.pow, operator.pow)
_rmatmul = _r(M.matmul)
_rand = _r(M.bitwise_and, operator.and_)
_ror = _r(M.bitwise_or, operator.or_)
_rxor = _r(M.bitwise_xor, operator.xor)
_eq = _cmp(M.equal, False)
_ne = _cmp(M.not_equal, True)


def _pos(self):
    return self


def _shape_args(shape):
    """``reshape(2, 3)`` and ``reshape((2, 3))`` both give ``(2, 3)``."""
    if len(shape) == 1 and not isinstance(shape[0], int):
        return shape[0]
    return shape


def _sum(self, axis=None, dtype=None, keepdims=False, initial=None):
    if isinstance(dtype, bool):  # the ``sum(dim, keepdim)`` overload called positionally: ``x.sum(1, True)``
        dtype, keepdims = None, dtype
    out = M.sum(self, axis, keepdims, dtype=dtype)
    return out if initial is None else M.add(out, initial)


_NUMPY_KW = frozenset(("axis", "keepdims", "initial", "where", "return_indices"))


def _torch_style(args, kwargs) -> bool:
    """MindSpore 2.10 overloads ``Tensor.max/min``: ``x.max(0)`` / ``x.max(dim=0)`` (torch style) give
    ``(values, indices)``; ``x.max()``, ``x.max(axis=0)``, ``x.max(0, keepdims=True)`` (numpy style) give values."""
    if "dim" in kwargs:
        return True
    return bool(args) and isinstance(args[0], int) and not (kwargs.keys() & _NUMPY_KW)


def _np_extremum(x, axis: tuple, keepdims: bool, initial, where, largest: bool):
    """``Tensor.max`` / ``min`` over a tuple of axes: MindSpore's numpy-style ``reduce_`` (a mask of any dtype, a
    higher-rank ``where`` broadcasting ``x``), through the reduction kernel; a repeated axis is its
    ``_check_dup`` ValueError."""
    from ... import _checkparam

    nd = max(x.ndim, 1)
    _checkparam._check_dup(tuple(a % nd if isinstance(a, int) else a for a in axis))
    if initial is None and where is None:
        return (M.amax if largest else M.amin)(x, axis, keepdims)
    if isinstance(initial, Tensor):
        initial = initial._data().item()
    w = None if where is None else (where if where.dtype == mstype.bool_ else where.astype(mstype.bool_))._data()
    t = x._data()
    if axis:
        _RK.check_axes("ReduceMax" if largest else "ReduceMin", t.ndim, axis)
    return _wrap(_RK.np_extremum(t, axis, keepdims, initial, w, largest))


def _reduce_mm(fn):
    def method(self, *args, **kwargs):
        if _torch_style(args, kwargs):
            dim = kwargs.get("dim", args[0] if args else None)
            keepdim = args[1] if len(args) > 1 else kwargs.get("keepdim", False)
            return M._max_dim(fn is M.max, self, dim, keepdim)
        axis = kwargs.get("axis", args[0] if args else None)
        keepdims = kwargs.get("keepdims", args[1] if len(args) > 1 else False)
        initial, where = kwargs.get("initial"), kwargs.get("where", True)
        if not isinstance(where, (bool, Tensor)):
            raise TypeError(f"{fn.__name__}(): argument 'where' must be bool but got {type(where).__name__}.")
        where = where if isinstance(where, Tensor) else None
        if isinstance(axis, (tuple, list)) and not kwargs.get("return_indices", False):  # several axes: values only
            return _np_extremum(self, tuple(axis), keepdims, initial, where, fn is M.max)
        v, i = fn(self, axis, keepdims, initial=initial, where=where)
        return (v, i) if kwargs.get("return_indices", False) else v

    method.__doc__ = (
        f"``Tensor.{fn.__name__}(axis=None, keepdims=False, *, initial=None, where=None, return_indices=False)`` "
        f"(values) or ``Tensor.{fn.__name__}(dim, keepdim=False)`` (``(values, indices)``), as MindSpore 2.10."
    )
    return method


_max = _reduce_mm(M.max)
_min = _reduce_mm(M.min)


def _cumsum(self, axis=None, dtype=None):
    """``Tensor.cumsum``: Bool / int8 / int16 / uint8 are summed as int32, ``axis`` None flattens, and ``dtype``
    casts the result (MindSpore 2.10's tensor method, unlike ``ops.cumsum`` which casts the input)."""
    from ...common import dtype as mstype

    original = self.dtype
    x = self
    if x.dtype in (mstype.bool_, mstype.int8, mstype.int16, mstype.uint8):
        x = x.astype(mstype.int32)
    if axis is None:
        x = x.ravel()
        axis = 0
    out = M.cumsum(x, axis)
    if dtype is not None and original != dtype:
        return out.astype(dtype)
    return out


def _argmax(self, axis=None, keepdims=False):
    return M.argmax(self, axis, keepdims)


def _argmin(self, axis=None, keepdims=False):
    return M.argmin(self, axis, keepdims)


def _transpose(self, *axes, dim0=None, dim1=None):
    """``Tensor.transpose``: MindSpore 2.10's ``transpose(dim0, dim1)`` overload swaps two dims (two ints,
    or the keywords); ``transpose(*axes)`` / ``transpose(axes_tuple)`` permutes; no axes reverses the dims."""
    if dim0 is not None or dim1 is not None:
        if axes or dim0 is None or dim1 is None:
            raise TypeError("Tensor.transpose() takes 'dim0' and 'dim1' together, or the axes alone.")
        return A.swapaxes(self, dim0, dim1)
    if len(axes) == 2 and all(isinstance(a, int) for a in axes):
        return A.swapaxes(self, axes[0], axes[1])
    if not axes or (len(axes) == 1 and axes[0] is None):
        return _wrap(self._data().permute(*reversed(range(self.ndim))))
    return A.transpose(self, _shape_args(axes))


def _expand_dims(self, axis):
    """``Tensor.expand_dims(axis)``: a size-1 axis inserted at ``axis``. MindSpore's Tensor method checks ``axis``
    itself, worded as its validator words it (``The 'axis' must be in range of [-3, 3), but got 3 with type
    'int'.``), before ``ops.expand_dims``."""
    from ... import _checkparam as validator

    validator.check_is_int(axis, "axis")
    validator.check_int_range(axis, -self.ndim - 1, self.ndim + 1, validator.INC_LEFT, "axis")
    return A.expand_dims(self, axis)


def _flatten(self, *args, **kwargs):
    """``Tensor.flatten`` as MindSpore 2.10 overloads it: ``flatten(start_dim=0, end_dim=-1)`` (positional ints) and
    the deprecated ``flatten(order='C', *, start_dim=0, end_dim=-1)`` (a str first, or ``order=``)."""
    if (args and isinstance(args[0], str)) or "order" in kwargs:
        order = args[0] if args else kwargs.pop("order")
        if len(args) > 1:
            raise TypeError(f"flatten() takes from 1 to 2 positional arguments but {len(args) + 1} were given")
        start_dim, end_dim = kwargs.pop("start_dim", 0), kwargs.pop("end_dim", -1)
    else:
        if len(args) > 2:
            raise TypeError(f"flatten() takes from 1 to 3 positional arguments but {len(args) + 1} were given")
        order = "C"
        start_dim = args[0] if args else kwargs.pop("start_dim", 0)
        end_dim = args[1] if len(args) > 1 else kwargs.pop("end_dim", -1)
    if kwargs:
        raise TypeError(f"flatten() got an unexpected keyword argument '{next(iter(kwargs))}'")
    return _wrap(_K_array.flatten_ordered(self._data(), order, start_dim, end_dim))


def _repeat(self, *repeats, **kwargs):
    """``Tensor.repeat``: from MindSpore 2.7 ``repeat(*repeats)`` tiles the whole tensor ``repeats[i]`` times
    along dim ``i`` (torch's ``Tensor.repeat``; ``repeat((2, 3))`` also works, and more repeats than dims add
    leading dims); ``axis=`` raises TypeError as in 2.10. With ``--ms-version`` below 2.7 it is numpy's
    ``repeat(repeats, axis=None)``: each element repeated, the input flattened when ``axis`` is None (documented
    up to 2.5; 2.6 is taken to behave the same).

    Raises:
        RuntimeError: (2.7 on) if there are fewer repeats than dims, or a repeat is negative (torch's text).
        TypeError: (2.7 on) for an ``axis`` or any other keyword.
    """
    if before(2, 7):
        return _repeat_elements(self, *repeats, **kwargs)
    if kwargs:
        raise TypeError(f"repeat() got an unexpected keyword argument '{next(iter(kwargs))}'.")
    if len(repeats) == 1 and isinstance(repeats[0], (list, tuple)):
        repeats = tuple(repeats[0])
    return _wrap(self._data().repeat(*repeats))


def _repeat_elements(self, repeats, axis=None):
    t = self._data()
    if axis is None:
        t = t.reshape(-1)
        axis = 0
    return _wrap(_K_array.repeat_interleave(t, repeats, axis))


def _fill(self, value):
    v = value.item() if isinstance(value, Tensor) else value
    return _wrap(_creation.full_like(self._data(), v))


# the device names Tensor.to's enum takes in MindSpore 2.10 (no 'GPU': MindSpore's Tensor.to has no GPU device)
_TO_DEVICES = ("CPU", "cpu", "Ascend", "npu", "meta")


def _to(self, *args, **kwargs):
    """``Tensor.to(dtype)``, ``to(device=None, dtype=None, non_blocking=False, copy=False)`` or ``to(other)``: a
    copy cast to ``dtype`` (``other``'s) and moved to ``device``. Mirrors ``Tensor.to`` (2.10).

    Devices: 'CPU'/'cpu' (the host); 'Ascend'/'npu' run on CUDA when the context's target is 'Ascend' there,
    otherwise MindSpore's RuntimeError (its CPU build has no such device); a string is always a device, so
    ``to('float16')`` and ``to('GPU')`` are MindSpore's ValueError. Difference: 'meta' keeps the data where it is.
    """
    device, dtype = kwargs.get("device"), kwargs.get("dtype")
    if args:
        first = args[0]
        if isinstance(first, Tensor):
            dtype = first.dtype
        elif isinstance(first, str) or first is None:
            device = first
            if len(args) > 1 and not isinstance(args[1], bool):
                dtype = args[1]
        else:
            dtype = first
    t = self._data()
    if device is not None:
        if device not in _TO_DEVICES:
            raise ValueError(f"Failed to convert the value \"{device}\" of input 'device' of 'to' to enum.")
        if device in ("CPU", "cpu"):
            t = t.cpu()
        elif device != "meta":
            if _state.CONTEXT.values["device_target"] != "Ascend":
                raise RuntimeError(
                    "Create device context failed, please make sure target device:2 is available, error message of "
                    "loading plugins: "
                )
            t = t.to(_state.CONTEXT.device)
    if dtype is not None:
        t = _dtypes.cast(t, mstype.to_torch_dtype(dtype))
    return self if t is self._data() else _wrap(t)


def _caster(torch_dtype):
    def cast(self, memory_format=None):
        return _wrap(_dtypes.cast(self._data(), torch_dtype))

    return cast


def _copy_(self, src, non_blocking=False):
    t = self._data()
    with torch.no_grad():
        t.copy_(_as_tensor(src).to(t.dtype).expand(t.shape))
    return self


def _view(self, *shape, dtype=None):
    if dtype is not None:  # the ``view(dtype)`` overload by keyword
        if shape:
            raise TypeError("Tensor.view() takes a shape or 'dtype', not both.")
        shape = (dtype,)
    shape = _shape_args(shape)
    if isinstance(shape, (mstype.Type,)):
        return _wrap(self._data().view(shape.torch_dtype))
    return A.reshape(self, shape)


def _reshape(self, *shape):
    return A.reshape(self, _shape_args(shape))


def _permute(self, *axis):
    return A.transpose(self, _shape_args(axis))


def _ravel(self):
    return _wrap(self._data().reshape(-1))


def _expand_as(self, other):
    return A.broadcast_to(self, other.shape)


def _reshape_as(self, other):
    return A.reshape(self, other.shape)


def _clone(self):
    return _wrap(self._data().clone())


def _type_as(self, other):
    return _wrap(self._data().to(other._data().dtype))


def _dim(self):
    return self._data().ndim


def _numel(self):
    return self._data().numel()


def _contiguous(self):
    return _wrap(self._data().contiguous())


def _is_contiguous(self):
    return self._data().is_contiguous()


def _is_floating_point(self):
    return self._data().is_floating_point()


def _t(self):
    return _wrap(self._data().t())


def _zero(self):
    return _fill(self, 0)


_float = _caster(torch.float32)
_half = _caster(torch.float16)
_double = _caster(torch.float64)
_int = _caster(torch.int32)
_long = _caster(torch.int64)
_short = _caster(torch.int16)
_bool = _caster(torch.bool)
_byte = _caster(torch.uint8)
_char = _caster(torch.int8)
_bfloat16 = _caster(torch.bfloat16)


def _kw_aliases(fn, aliases: dict, doc: str = ""):
    """``fn`` also taking the keyword names of MindSpore 2.10's other overloads of the method: ``aliases`` maps
    each such name onto ``fn``'s own (``{"dim": "axis", "keepdim": "keep_dims"}``). Giving both names raises
    TypeError, as a duplicate argument does."""
    import inspect

    def method(self, *args, **kwargs):
        for new, old in aliases.items():
            if new in kwargs:
                if old in kwargs:
                    raise TypeError(f"{fn.__name__}() got values for both '{new}' and '{old}'.")
                kwargs[old] = kwargs.pop(new)
        return fn(self, *args, **kwargs)

    try:
        sig = inspect.signature(fn)
        params = [p for p in sig.parameters.values() if p.kind != inspect.Parameter.VAR_KEYWORD]
        extra = [
            inspect.Parameter(n, inspect.Parameter.KEYWORD_ONLY, default=None)
            for n in aliases
            if n not in sig.parameters
        ]
        tail = [p for p in sig.parameters.values() if p.kind == inspect.Parameter.VAR_KEYWORD]
        method.__signature__ = sig.replace(parameters=params + extra + tail)
    except (TypeError, ValueError):
        pass
    method.__name__ = getattr(fn, "__name__", "method")
    method.__doc__ = (fn.__doc__ or "") + (f"\n\n{doc}" if doc else "")
    return method


def _mean(self, axis=None, keep_dims=False, *, dtype=None):
    """``Tensor.mean``: ``mean(axis=None, keep_dims=False)`` or ``mean(dim=None, keepdim=False, *, dtype=None)``
    (``dtype`` casts the input before averaging)."""
    x = self if dtype is None else self.astype(dtype)
    return M.mean(x, axis, keep_dims)


def _prod(self, axis=None, keep_dims=False, dtype=None):
    return M.prod(self, axis, keep_dims, dtype)


def _torch_gather(self, *args, **kwargs):
    """``Tensor.gather``: ``gather(dim, index)`` (torch's, by an int first argument or the keywords) or MindSpore's
    ``gather(input_indices, axis, batch_dims=0)``."""
    if "dim" in kwargs or "index" in kwargs or (args and isinstance(args[0], int) and not isinstance(args[0], bool)):
        names = ("dim", "index")
        vals = dict(zip(names, args))
        vals.update(kwargs)
        return A.gather_elements(self, vals["dim"], vals["index"])
    return A.gather(self, *args, **kwargs)


def _scatter_add(self, *args, **kwargs):
    """``Tensor.scatter_add``: ``scatter_add(dim, index, src)`` or ``scatter_add(indices, updates)`` (the
    ``tensor_scatter_add`` overload, chosen by a Tensor first argument or its keywords)."""
    if "indices" in kwargs or "updates" in kwargs or (args and isinstance(args[0], Tensor)):
        vals = dict(zip(("indices", "updates"), args))
        vals.update(kwargs)
        return A.tensor_scatter_add(self, vals["indices"], vals["updates"])
    return A._torch_scatter_add(self, *args, **kwargs)


def _select(self, *args, **kwargs):
    """``Tensor.select``: ``select(dim, index)`` or ``select(condition, y)`` (elements of ``self`` where
    ``condition`` holds, of ``y`` elsewhere; chosen by a Tensor first argument or its keywords)."""
    if "condition" in kwargs or "y" in kwargs or (args and isinstance(args[0], Tensor)):
        vals = dict(zip(("condition", "y"), args))
        vals.update(kwargs)
        return M.where(vals["condition"], self, vals["y"])
    return A._select(self, *args, **kwargs)


def _diag(self, diagonal=0):
    """``Tensor.diag(diagonal=0)``: MindSpore 2.10 takes only the main diagonal here."""
    if diagonal != 0:
        raise _errors.value_error("Tensor.diag", f"the argument 'diagonal' should be '0', but got {diagonal}.")
    return A.diag(self)


def _sorted(fn):
    def method(self, axis=-1, descending=False, *, dim=None, stable=False):
        """``sort``/``argsort`` with ``dim=`` and ``stable=`` (the sort is always stable)."""
        return fn(self, axis if dim is None else dim, descending)

    method.__name__ = fn.__name__
    return method


def _repeat_interleave(self, repeats, axis=None, *, dim=None, output_size=None):
    return A.repeat_interleave(self, repeats, axis if dim is None else dim)


def _count_nonzero(self, axis=(), keep_dims=False, dtype=mstype.int32, *, dim=None):
    if dim is not None:
        axis = dim
    return A.count_nonzero(self, axis, keep_dims, dtype)


def _std_var(fn):
    def method(self, axis=None, ddof=0, keepdims=False, *, dim=None, correction=None, keepdim=None):
        """``std``/``var(axis=None, ddof=0, keepdims=False)`` or ``(dim=None, *, correction=1, keepdim=False)``; as
        on MindSpore's CPU, ``dim`` without ``correction`` keeps ``ddof`` 0."""
        return fn(
            self,
            axis if dim is None else dim,
            ddof if correction is None else correction,
            keepdims if keepdim is None else keepdim,
        )

    method.__name__ = fn.__name__
    return method


_sort = _sorted(M.sort)
_argsort = _sorted(M.argsort)
_std = _std_var(M.std)
_var = _std_var(M.var)
# MindSpore's own parameter names for these methods
_multiply = _named(M.mul, "input, value", "multiply")
_float_power = _named(M.float_power, "input, other", "float_power")


def _logit(self, eps=None):
    """``Tensor.logit(eps=None)``: MindSpore's method checks that ``eps`` (None: -1.0) is a float first
    (``Validator.check_value_type`` naming ``Tensor.logit``), then runs ``ops.logit``."""
    from ... import _checkparam as validator

    if eps is None:
        eps = -1.0
    validator.check_value_type("eps", eps, (float,), "Tensor.logit")
    return M.logit(self, eps)


_approximate_equal = _named(M.approximate_equal, "input, other, tolerance=1e-05", "approximate_equal")
_softmax = _named(N.softmax, "input, axis=-1, dtype=None", "softmax", "input, axis, dtype=dtype")


def install() -> None:
    """Attach every Tensor method and operator that the registry declares (``mindshim._api.TENSOR``: the name,
    the function taking the Tensor first, ``inplace`` for the ``x.op_()`` form of that function, and the keyword
    names of MindSpore 2.10's other overloads of the method). Idempotent. Methods the registry finds on the
    Tensor class itself (``astype``, ``item``, ``asnumpy`` ...) are the class's own and are left as they are.
    """
    loaded = sys.modules
    for name, (target, inplace, aliases) in _api.tensor_methods().items():
        if target.startswith(_OWN):
            continue
        module, _, attr = target.partition(":")
        fn = getattr(loaded[module], attr) if module in loaded else _api.resolve(target)
        if inplace:
            fn = _inplace(fn)
        if aliases:
            fn = _kw_aliases(fn, aliases)
        try:
            fn._ms_installed = True
        except AttributeError:
            pass
        setattr(Tensor, name, fn)


_OWN = "mindshim.common.tensor:Tensor."
