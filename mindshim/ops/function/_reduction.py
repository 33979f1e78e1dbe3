"""The reduction adapters' shared paths: the input and axis checks and the adapter over ``_kernels.reduction``."""

from __future__ import annotations

import torch

from ..._kernels import reduction as _RK
from ..._kernels import errors as _errors
from ..._kernels.errors import type_name
from ._utils import Tensor, _as_tensor, _axis, _tensor_ints, _wrap

__all__ = ["attr_type", "check_axis", "check_unique", "int_tuple", "multi_dim", "prim_check", "reduce", "reduce_input"]


def check_axis(op: str, t: torch.Tensor, dim, unique: bool = True) -> None:
    """MindSpore's ValueError for an axis (an int or a tuple of ints) outside ``[-rank, rank)`` (a 0-d input takes
    -1 and 0), naming the primitive ``op``; with ``unique`` (the reductions), its RuntimeError for an axis named
    twice."""
    nd = max(t.ndim, 1)
    for d in dim if isinstance(dim, tuple) else (dim,):
        if not -nd <= d < nd:
            raise ValueError(f"For primitive[{op}], the axis value must be in [{-nd},{nd}), but got {d}.")
    if unique:
        check_unique(t, dim)


def check_unique(t: torch.Tensor, dim) -> None:
    """MindSpore's RuntimeError for a reduction over an axis named twice (as i, or as i and i - rank); ``dim`` an
    int or a tuple of in-range ints."""
    if isinstance(dim, tuple) and len(dim) > 1:
        nd = max(t.ndim, 1)
        seen = set()
        for d in dim:
            if d % nd in seen:
                raise RuntimeError(f"dim={d % nd} appears multiple times in the list of dims")
            seen.add(d % nd)


# the primitive MindSpore's type error names for a non-Tensor input of a reduction (ops.sum is SumExt, ops.mean is
# the ReduceMean primitive)
_REDUCE_PRIM = {"SumExt": "SumExt", "ReduceSum": "ReduceSum", "MeanExt": "ReduceMean"}


def reduce_input(op: str, x) -> torch.Tensor:
    """The torch tensor of a reduction's input (a Tensor; internal callers pass torch tensors), else MindSpore's
    ``Failed calling <Prim>`` TypeError: its reductions take no lists or numbers."""
    if isinstance(x, Tensor):
        return x._data()
    if isinstance(x, torch.Tensor):
        return x
    prim = _REDUCE_PRIM.get(op, op)
    if prim == "SumExt":
        raise _RK.reduce_error(prim, x, "()", "input=%s, dim=None, keepdim=bool, dtype=mindspore.dtype")
    raise _RK.reduce_error(prim, x)


_AXES = "<list of int, int, Tensor, tuple of int>"
# the valid calling of the primitives whose signature is not ``P(keep_dims=<bool>)(x=<Tensor>, axis=<...>)``
_AXIS_SPEC = {
    "ReduceSum": f"ReduceSum(keep_dims=<bool>, skip_mode=<bool>)(x=<Tensor>, axis={_AXES})",
    "SumExt": f"SumExt()(input=<Tensor>, dim={_AXES}, keepdim=<bool>, dtype=<mindspore.dtype>)",
    "ReduceAll": f"ReduceAll(keep_dims=<bool>)(input=<Tensor>, axis={_AXES})",
}
# the input is a Tensor by then (a torch tensor from internal callers)
_AXIS_SHOWN = {"x": "Tensor", "input": "Tensor", "keep_dims": "bool", "keepdim": "bool", "skip_mode": "bool"}
_AXIS_SHOWN["dtype"] = "mindspore.dtype"


def axis_type(op: str, input, axis) -> None:
    """A reduction's ``axis`` is None, an int, a tuple, a list or a Tensor; another value (a str, a float) raises
    MindSpore's ``Failed calling ReduceMax with "ReduceMax(keep_dims=bool)(x=Tensor, axis=string)".`` and the
    primitive's valid calling."""
    prim = _REDUCE_PRIM.get(op, op)
    if isinstance(axis, Tensor):  # an integer Tensor of rank 0 or 1, else MindSpore's conversion TypeError
        _tensor_ints(prim, 1, axis)
    if axis is None or isinstance(axis, (int, tuple, list, Tensor)):
        return
    spec = _AXIS_SPEC.get(prim) or f"{prim}(keep_dims=<bool>)(x=<Tensor>, axis={_AXES})"
    raise _errors.tensor_only_error(spec, {"axis": axis, "dim": axis}, _AXIS_SHOWN)


def axis_given(prim: str, axis) -> None:
    """The functions that call a reduction primitive with ``axis`` as its input (``reduce_sum``, ``reduce_max``,
    ``reduce_min``, ``reduce_mean``: default ``()``) pass None on to it, which refuses it: ``Failed calling ReduceMax
    with "ReduceMax(keep_dims=bool)(x=Tensor, axis=None)".`` and its valid calling (TypeError)."""
    if axis is None:
        spec = _AXIS_SPEC.get(prim) or f"{prim}(keep_dims=<bool>)(x=<Tensor>, axis={_AXES})"
        raise _errors.tensor_only_error(spec, {"axis": None}, _AXIS_SHOWN)


def reduce(kind: str, op: str, input, axis, keep_dims: bool, dtype=None) -> Tensor:
    """The reduction ``kind`` of :func:`mindshim._kernels.reduction.reduce` over ``axis`` (None: all) of a Tensor
    input (:func:`reduce_input`), the axes checked against its rank; ``dtype``: a torch result dtype."""
    t = reduce_input(op, input)
    axis_type(op, input, axis)
    dim = _axis(axis)
    if dim is not None:
        check_axis(op, t, dim)
    return _wrap(_RK.reduce(kind, t, dim, keep_dims, dtype))


def multi_dim(kind: str, op: str, input, axis, keep_dims: bool) -> Tensor:
    """As :func:`reduce` for ``ops.amax`` / ``amin`` (a Tensor input) and ``ops.all`` / ``any`` (any input
    :func:`_as_tensor` takes: numbers, lists), with the input's own result dtype."""
    t = reduce_input(op, input) if kind in ("amax", "amin") else _as_tensor(input)
    axis_type(op, input, axis)
    dim = _axis(axis)
    if dim is not None:
        check_axis(op, t, dim)
    return _wrap(_RK.reduce(kind, t, dim, keep_dims))


# the Python types of the forms MindSpore's ``type_it`` names (``"int, tuple of int"``)
_FORMS = {"int": int, "tuple of int": tuple, "list of int": list, "Tensor": Tensor}


def attr_type(op: str, arg: str, value, support: str) -> None:
    """A primitive attribute's type check at ``__init__``: ``value`` is None or one of the forms ``support`` lists
    (``"int, tuple of int"``; a bool counts as an int, a tuple's items are not checked, as in MindSpore), else
    MindSpore's ``type_it`` TypeError naming ``op``."""
    types = tuple(_FORMS[f.strip()] for f in support.split(","))
    if value is not None and not isinstance(value, types):
        raise _errors.type_it_error(op, arg, support, value)


def int_tuple(axis) -> tuple:
    """A reduction primitive's ``axis`` attribute as MindSpore stores it: an int ``1`` as ``(1,)``, a list as a
    tuple (``ops.ReduceStd(axis=1).axis`` is ``(1,)``; a bool too, as MindSpore: ``Softmax(True).axis`` is
    ``(True,)``)."""
    if isinstance(axis, int):
        return (axis,)
    return tuple(axis) if isinstance(axis, list) else axis


def prim_check(prim, x, axis, name: str = "x", axis_input: bool = True) -> None:
    """A reduction primitive's own checks before its functional op runs: the input is a Tensor (else MindSpore's
    ``Failed calling ReduceSum with "ReduceSum(keep_dims=bool, skip_mode=bool)(x=List<float>, axis=int)".``, with
    the primitive's attributes and, ``axis_input``, the ``axis`` input's type) and the axes are in range (the
    ValueError naming the primitive, not the functional op's)."""
    if not isinstance(x, Tensor) or (axis_input and axis is None):  # the primitives' axis input takes no None
        attrs = ", ".join(f"{k}={type_name(v)}" for k, v in prim.attrs.items())
        args = f"{name}=%s" + (f", axis={type_name(axis)}" if axis_input else "")
        raise _RK.reduce_error(prim.name, x, f"({attrs})", args)
    dim = _axis(axis)
    if dim is not None:
        check_axis(prim.name, x._data(), dim)
