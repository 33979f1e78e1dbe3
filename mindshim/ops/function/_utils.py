"""Shared helpers of the functional ops: unwrap to torch, wrap back, MindSpore-style argument errors."""

from __future__ import annotations

import importlib

import numpy as np
import torch

from ..._kernels import creation as _creation
from ..._kernels import errors as _errors
from ...common import dtype as mstype
from ...common.tensor import Tensor, _device, _unwrap, _wrap

__all__ = [
    "Tensor",
    "_unwrap",
    "_wrap",
    "_as_tensor",
    "_axis",
    "_check_tensor",
    "_type_name",
    "_prim_attrs",
    "_renamed",
    "_shape_arg",
    "_tensor_arg",
    "_bcast_error",
    "_float_only",
    "_ms_dtype_name",
    "_wrap_tuple",
    "_int_indices",
    "_inplace",
    "_tensor_only",
    "_tensor_int",
    "_tensor_ints",
    "_init_types",
    "_tensor_seq",
    "_tensor_items",
    "_check_elim",
]


def _as_tensor(x) -> torch.Tensor:
    """The torch tensor for ``x``; Python numbers become 0-d tensors (MindSpore's scalar-to-tensor rule).

    ``bool`` -> Bool, ``int`` -> Int64, ``float`` -> Float32; numpy arrays and lists go through ``Tensor``.
    """
    if isinstance(x, Tensor):
        return x._t if x._t is not None else x._data()
    if isinstance(x, torch.Tensor):
        return x
    if isinstance(x, (bool, int, float)):
        return _creation.scalar(x, _device())
    if isinstance(x, np.ndarray):
        return _creation.from_numpy(x, _device())
    return Tensor(x)._t


def _axis(axis):
    """MindSpore axis argument (None, int, tuple, list, ()) -> torch dim argument (None means all)."""
    if axis is None or axis == () or axis == []:
        return None
    if isinstance(axis, list):
        return tuple(axis)
    if isinstance(axis, Tensor):
        v = axis.asnumpy()
        return int(v) if v.ndim == 0 else tuple(int(i) for i in v.reshape(-1))
    return axis


def _check_tensor(op: str, name: str, x) -> torch.Tensor:
    """Return the torch tensor of ``x``, or raise TypeError in MindSpore's words when it is not a Tensor."""
    if isinstance(x, Tensor):
        return x._data()
    raise _errors.type_error(op, f"the input '{name}' must be a Tensor, but got {_type_name(x)}.")


_type_name = _errors.type_name


def _bcast_error(op: str, a, b, names=("input1", "input2")) -> ValueError:
    """MindSpore's ValueError for operands whose shapes do not broadcast."""
    return _errors.broadcast_error(op, getattr(a, "shape", []), getattr(b, "shape", []), names)


_ms_dtype_name = _errors.dtype_name  # MindSpore's dtype name (``Float32``) of a torch tensor or dtype


def _float_only(op: str, t: torch.Tensor) -> torch.Tensor:
    """Raise MindSpore's CPU TypeError when ``t`` is not floating point (or complex); else return ``t``."""
    if t.is_floating_point() or t.is_complex():
        return t
    raise TypeError(f"Select CPU operator[{op}] fail! Unsupported data type!")


def _wrap_tuple(ts) -> tuple:
    """Wrap a sequence of torch tensors as a tuple of Tensors."""
    return tuple(_wrap(t) for t in ts)


def _int_indices(op: str, idx: torch.Tensor, arg: str = "indices type", allowed=(torch.int32, torch.int64)):
    """Return ``idx`` when its dtype is in ``allowed``; else MindSpore's TypeError for an index/label input of the
    primitive ``op`` (``For primitive[OneHot], the input argument[indices] must be a type of {...}``)."""
    if idx.dtype not in allowed:
        names = ", ".join(f"Tensor[{mstype._FROM_TORCH[d]}]" for d in allowed)
        raise TypeError(
            f"For primitive[{op}], the input argument[{arg}] must be a type of {{{names}}}, but got "
            f"Tensor[{_ms_dtype_name(idx)}]."
        )
    return idx


def _inplace(fn):
    """``x.op_(...)``: compute ``fn(x, ...)`` and write it into ``x`` (the shared in-place helper of Tensor)."""

    def op(self, *args, **kwargs):
        out = fn(self, *args, **kwargs)._data()
        t = self._data()
        with torch.no_grad():
            t.copy_(out.to(t.dtype))
        return self

    op.__doc__ = f"In-place ``{getattr(fn, '__name__', 'op')}``: writes the result into the Tensor and returns it."
    return op


def _renamed(fn, name: str):
    """``fn`` under another name: a new function object sharing ``fn``'s code, globals, defaults and attributes,
    whose ``__name__`` / ``__qualname__`` are ``name`` -- an alias MindSpore defines as a function of its own
    (``ops.absolute``, ``ops.arccos``, ``ops.ge``), so that Python's argument errors name it (``absolute() takes 1
    positional argument but 2 were given``), at no cost per call."""
    import types

    rewrap = getattr(fn, "_rewrap", None)
    if rewrap is not None:  # a C fast path (``_elementwise.fast_binary``): rename its Python adapter, then wrap that
        return rewrap(_renamed(fn.__wrapped__, name))
    out = types.FunctionType(fn.__code__, fn.__globals__, name, fn.__defaults__, fn.__closure__)
    out.__kwdefaults__ = fn.__kwdefaults__
    out.__dict__.update(fn.__dict__)
    out.__doc__, out.__module__, out.__annotations__ = fn.__doc__, fn.__module__, fn.__annotations__
    out.__qualname__ = name
    return out


def _named(fn, params: str, name: str | None = None, call: str | None = None):
    """``fn`` under MindSpore's own parameter list ``params`` (Python syntax, e.g. ``"x, y"``).

    Several ``mindspore.ops`` names share one implementation whose parameters are named for another op; MindSpore
    names them per op (``ops.sqrt(x)``, ``ops.pow(input, exponent)``), and scripts pass them by keyword. The
    result is a thin function with exactly those names, positions and defaults, passing the arguments on
    positionally (or as ``call`` writes them). ``name`` defaults to ``fn``'s.
    """
    import ast

    tree = ast.parse(f"def f({params}): pass").body[0].args
    names = [a.arg for a in tree.args]
    name = name or fn.__name__
    ns = {"__fn": fn}
    exec(f"def {name}({params}):\n    return __fn({call or ', '.join(names)})\n", ns)
    out = ns[name]
    out.__doc__ = fn.__doc__
    out.__module__ = fn.__module__
    out.__qualname__ = name
    out.__wrapped_impl__ = fn
    return out


def _prim_input(prim: str, arg: str, x) -> torch.Tensor:
    """The torch tensor of the primitive input ``arg`` of ``prim``; MindSpore's TypeError ``For Primitive[X], the
    type of input argument[arg] must be Tensor but got External.`` when ``x`` is not a Tensor."""
    if not isinstance(x, Tensor):
        raise TypeError(
            f"For Primitive[{prim}], the type of input argument[{arg}] must be Tensor but got "
            f"{_errors.not_tensor_name(x)}."
        )
    return _as_tensor(x)


def _check_is_tensor(param_name: str, input_data, cls_name: str) -> None:
    """MindSpore's ``_check_is_tensor`` of its losses (``huber_loss``, ``l1_loss``, ``cross_entropy``,
    ``multilabel_soft_margin_loss``, ...): None passes, any other non-Tensor raises its TypeError."""
    if input_data is not None and not isinstance(input_data, (Tensor, torch.Tensor)):
        raise _errors.is_tensor_error(cls_name, param_name, input_data)


_ATTR_KINDS = {"float": (float, np.floating), "int": (int, np.integer), "bool": (bool, np.bool_), "string": (str,)}


def _fits(v, kind: str) -> bool:
    if kind == "Tensor":
        return isinstance(v, Tensor)
    if isinstance(v, bool) and kind != "bool":
        return False
    return isinstance(v, _ATTR_KINDS[kind])


def _prim_attrs(prim: str, init: dict, inputs: dict, kinds: dict) -> tuple:
    """The argument handler of a generated MindSpore primitive called as ``Prim(**init)(**inputs)``: returns the
    attributes' values (a 0-d Tensor read as its Python number), or raises MindSpore's errors.

    ``kinds``: each attribute's type, ``"float"`` (an int or a bool does not do), ``"int"`` or ``"bool"``; the
    inputs must be Tensors. An attribute given as a Tensor of rank >= 1 is MindSpore's ValueError
    (:func:`errors.scalar_attr_error`), checked first; any
    argument of another type is its ``Failed calling`` TypeError (:func:`errors.signature_error`).
    """
    vals = dict(init)
    for k, v in init.items():
        if isinstance(v, Tensor):
            if v.ndim:
                raise _errors.scalar_attr_error(prim, k, v)
            vals[k] = v.asnumpy().item()
    if not (all(_fits(v, kinds[k]) for k, v in vals.items()) and all(isinstance(v, Tensor) for v in inputs.values())):
        raise _errors.signature_error(prim, vals, inputs, {k: kinds[k] for k in init})
    return tuple(vals.values())


def _shape_arg(x) -> None:
    """MindSpore's ``shape_(x)`` of a non-Tensor: ``For primitive[Shape], the input argument must be Tensor, but got
    <class 'float'>.`` (TypeError), as its Python functions that read their operands' shapes first raise it."""
    if not isinstance(x, (Tensor, torch.Tensor)):
        raise TypeError(f"For primitive[Shape], the input argument must be Tensor, but got {type(x)}.")


def _tensor_arg(op: str, arg: str, x) -> None:
    """MindSpore's ``_check_is_tensor(arg, x, op)`` of its activations (``leaky_relu``, ``hardtanh``): None fails
    reading ``x.dtype`` (AttributeError), another non-Tensor is :func:`errors.is_tensor_error`."""
    if x is None:
        raise _no_attribute(x, "dtype")
    if not isinstance(x, (Tensor, torch.Tensor)):
        raise _errors.is_tensor_error(op, arg, x)


def _no_attribute(value, attr: str) -> AttributeError:
    """The AttributeError MindSpore's Python code raises when it reads ``value.attr`` (``.ndim``, ``.dtype``) of a
    non-Tensor argument: ``'float' object has no attribute 'ndim'``."""
    return AttributeError(f"'{type(value).__name__}' object has no attribute '{attr}'")


def _tensor_only(spec: str, op: str | None = None, **shown: str):
    """Decorator: the function's first argument must be a Tensor (a Parameter too); anything else raises MindSpore's
    TypeError worded by ``spec`` (:func:`mindshim._kernels.errors.tensor_only_error`: a primitive's ``the type of
    input argument[x] must be Tensor``, a generated primitive's ``Failed calling`` with its valid calling, or a
    Python check's text), before the function converts the value. ``shown``: the text MindSpore's ``Failed
    calling`` shows for a parameter left at its default (or one the function names otherwise). A Tensor goes straight to the function (one
    ``isinstance`` per call). With the attribute form (``".ndim"``: MindSpore's function reads ``input.ndim`` first)
    only a value lacking the attribute is refused, with Python's AttributeError; a numpy array or a torch tensor
    (an internal caller's) goes on to the function."""
    import functools
    import inspect

    attr = spec[1:] if spec.startswith(".") else None

    def deco(fn):
        sig = inspect.signature(fn)
        first = next(iter(sig.parameters))

        @functools.wraps(fn)
        def checked(*args, **kwargs):
            x = args[0] if args else kwargs.get(first)
            if isinstance(x, Tensor) or (attr is not None and hasattr(x, attr)):
                return fn(*args, **kwargs)
            bound = sig.bind_partial(*args, **kwargs)
            bound.apply_defaults()
            values = dict(bound.arguments)
            given = {
                k: v for k, v in shown.items() if k not in sig.parameters or values[k] is sig.parameters[k].default
            }
            raise _errors.tensor_only_error(spec, values, given, op) from None

        return checked

    return deco


def _tensor_int(prim: str, index: int, value):
    """The converter of a pyboost primitive's int input (``ExpandDims``'s ``axis``, ``RandpermV2``'s ``n``): a
    Tensor of an integer (or Bool) dtype and one element becomes its Python int; another Tensor raises MindSpore's
    TypeError (:func:`errors.tensor_convert_error`, ``index`` the input's position from 0). A value that is not a
    Tensor is returned unchanged, for the op's own checks."""
    if not isinstance(value, Tensor):
        return value
    if value.dtype.is_floating_point or value.size != 1:
        raise _errors.tensor_convert_error(prim, index, value, "int")
    return int(value.asnumpy().reshape(-1)[0])


def _tensor_ints(prim: str, index: int, value):
    """The converter of a pyboost primitive's tuple-of-int input (``Reshape``'s ``shape``, a reduction's ``axis``):
    a Tensor of an integer (or Bool) dtype and rank 0 or 1 becomes the tuple of its values; another Tensor raises
    MindSpore's TypeError (:func:`errors.tensor_convert_error`). A value that is not a Tensor is returned
    unchanged."""
    if not isinstance(value, Tensor):
        return value
    if value.dtype.is_floating_point or value.ndim > 1:
        raise _errors.tensor_convert_error(prim, index, value, "tuple of int")
    return tuple(int(v) for v in value.asnumpy().reshape(-1))


def _init_types(prim: str, **attrs):
    """Decorator: the attribute type checks of the primitive ``prim``'s ``__init__`` that MindSpore's function runs
    before the primitive sees its inputs (``ops.sort`` is ``Sort(axis, descending)(input_x)``): each named
    parameter's value must be of the given types (a type, a tuple of types, or ``(attr, types)`` where MindSpore's
    attribute is named otherwise: ``unbind``'s ``dim`` is ``Unstack``'s ``axis``), else MindSpore's
    ``validator.check_value_type`` TypeError naming ``prim``, the attribute, the types and the value's type (a bool is
    no int there). Checked in the order given, before the function runs; a required
    argument left out is left to Python's TypeError."""
    import functools
    import inspect

    def deco(fn):
        params = list(inspect.signature(fn).parameters.values())
        checks = []
        for name, spec in attrs.items():
            attr, types = spec if isinstance(spec, tuple) and isinstance(spec[0], str) else (name, spec)
            types = types if isinstance(types, tuple) else (types,)
            pos = next(i for i, q in enumerate(params) if q.name == name)
            checks.append((pos, name, params[pos].default, attr, types))

        @functools.wraps(fn)
        def checked(*args, **kwargs):
            for pos, name, default, attr, types in checks:
                value = args[pos] if pos < len(args) else kwargs.get(name, default)
                if value is inspect.Parameter.empty:  # a required argument left out: Python's own TypeError
                    break
                if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
                    validator = importlib.import_module("mindshim._checkparam")
                    validator.check_value_type(attr, value, list(types), prim)
            return fn(*args, **kwargs)

        return checked

    return deco


_TENSOR_SEQ = "list of tensor, tuple of Tensor"


def _tensor_seq(prim: str, name: str, seq, init: dict | None = None, kinds: dict | None = None) -> None:
    """The signature check of a primitive taking a sequence of Tensors (``Concat``'s ``tensors``, ``Meshgrid``'s
    ``inputs``): ``seq`` must be a list or tuple of Tensors (a Tensor, a number, a str, None, or a list holding
    another value does not do) and each attribute in ``init`` of its kind in ``kinds`` (``{"axis": "int"}``: a
    bool or a float does not do; a Tensor is left to the op); else MindSpore's ``Failed calling Concat with
    "Concat(axis=int)(tensors=float)".`` TypeError with the valid calling (:func:`errors.signature_error`)."""
    init, kinds = init or {}, kinds or {}
    if isinstance(seq, (list, tuple)) and all(isinstance(t, (Tensor, torch.Tensor)) for t in seq):
        if all(isinstance(v, Tensor) or _fits(v, kinds[k]) for k, v in init.items() if k in kinds):
            return
    raise _errors.signature_error(prim, init, {name: seq}, {name: _TENSOR_SEQ, **kinds})


def _tensor_items(seq, outer: str | None, item: str) -> None:
    """The Python checks of MindSpore's functions that stack a sequence of Tensors (``hstack``, ``vstack``,
    ``dstack``, ``column_stack``, ``atleast_1d``, ``stack``): ``seq`` that is not a list or tuple raises the TypeError
    ``outer`` (``{cls}``: its class), or, with ``outer`` None (the function iterates whatever it is given), Python's
    ``'float' object is not iterable``; an item that is not a Tensor (an internal caller's torch tensor passes) raises
    the TypeError ``item`` (``{cls}``: the item's class; a str is iterated into its characters as Python does)."""
    if outer is not None and not isinstance(seq, (list, tuple)):
        raise TypeError(outer.format(cls=type(seq)))
    try:
        items = iter(seq)
    except TypeError:
        raise TypeError(f"'{type(seq).__name__}' object is not iterable") from None
    for t in items:
        if not isinstance(t, (Tensor, torch.Tensor)):
            raise TypeError(item.format(cls=type(t)))


def _check_elim(prim: str, inputs) -> None:
    """MindSpore's ``check_elim`` of ``AddN`` / ``AccumulateNV2``, run before the op: ``len(inputs)`` (Python's
    ``object of type 'float' has no len()`` for a value without one), and one input that is not a Tensor raises
    ``the type of 'inputs[0]' must be a tensor, but got int, or the length of 'inputs' should not be
    equal to 1, but got (1).`` (TypeError)."""
    if not hasattr(inputs, "__len__"):
        raise TypeError(f"object of type '{type(inputs).__name__}' has no len()")
    if len(inputs) == 1 and not isinstance(inputs[0], (Tensor, torch.Tensor)):
        raise _errors.type_error(
            prim,
            f"the type of 'inputs[0]' must be a tensor, but got {type(inputs[0]).__name__}, "
            "or the length of 'inputs' should not be equal to 1, but got (1).",
        )
