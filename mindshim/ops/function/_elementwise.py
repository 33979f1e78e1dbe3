"""The element-wise adapters' shared paths: operands that are not two Tensors, and the binary-op factory."""

from __future__ import annotations

import builtins

import numpy as np
import torch

from ..._kernels import array as _K_array
from ..._kernels import elementwise as _K_elem
from ._utils import Tensor, _as_tensor, _type_name, _wrap

_new = object.__new__

_SCALARS = (bool, int, float)
# torch callables that take a Python number as second operand with the same promotion as a 0-d tensor
_SCALAR_OK = {
    torch.add,
    torch.sub,
    torch.mul,
    torch.true_divide,
    torch.floor_divide,
    torch.remainder,
    torch.pow,
    torch.eq,
    torch.ne,
    torch.lt,
    torch.le,
    torch.gt,
    torch.ge,
    torch.bitwise_and,
    torch.bitwise_or,
    torch.bitwise_xor,
}
_SCALAR_OK_NAMES = ("_remainder", "_floor_div", "_floor_mod", "_sub", "_add_prim", "_sub_prim", "_add_ext")


def scalar_ok(tfn) -> bool:
    """Whether the binary kernel's torch callable ``tfn`` takes a Python number as second operand as is."""
    return tfn in _SCALAR_OK or getattr(tfn, "__name__", "") in _SCALAR_OK_NAMES


def operand(x, op: str, a, b) -> torch.Tensor:
    """Slow path: turn one operand (Tensor, Python number, numpy scalar, list/tuple) into a torch tensor.

    For the ``+``/``-`` operators only (MindSpore's ``AddExt``/``SubExt``), a list/tuple of numbers is accepted
    and takes the other operand's dtype when both are integers or both floats, and a list/tuple of same-shape
    Tensors is stacked into one. A numpy array is refused.
    """
    if isinstance(x, Tensor):
        return x._data()
    if isinstance(x, _SCALARS) or isinstance(x, (np.generic, torch.Tensor)):
        return _as_tensor(x)
    if op.endswith("Ext") and isinstance(x, (list, tuple)) and x:  # only ``x + [..]`` / ``x - [..]`` accept lists
        other = b if x is a else a
        try:
            t = Tensor(x)._data()
        except (TypeError, ValueError):
            t = None
            if builtins.all(isinstance(v, Tensor) for v in x):  # a sequence of Tensors is stacked, as MindSpore does
                try:
                    t = _K_array.stack_any([v._data() for v in x])
                except (RuntimeError, ValueError):  # pieces that do not stack (translated by the kernel)
                    t = None
        if t is not None:
            if isinstance(other, Tensor):
                od = other._data().dtype
                if t.is_floating_point() == od.is_floating_point and od != torch.bool:
                    t = t.to(od)
            return t
    name = op[:-3] if op.endswith("Ext") else op
    raise TypeError(f'Failed calling {name} with "{name}()(input={_type_name(a)}, other={_type_name(b)})".') from None


def binary_slow(k, op: str, scalar_ok: bool, slow: bool, input, other) -> Tensor:
    """The binary adapter's path for what the fast path (two Tensors, torch's call) did not finish: a torch error
    (``slow`` False: the kernel words it), or an operand that is not a Tensor (a number, a numpy scalar, a list).

    It runs outside the fast path's ``except`` clause, so that its errors chain no torch exception.
    """
    if not slow:
        return _wrap(k(input._data(), other._data()))
    if scalar_ok and other.__class__ in _SCALARS and isinstance(input, Tensor):
        return _wrap(k(input._data(), other))
    return _wrap(k(operand(input, op, input, other), operand(other, op, input, other)))


def binary(tfn, op: str, doc: str, name: str, names=("input1", "input2")):
    """Make the functional op ``name(input, other)``: the adapter of the kernel ``_kernels.elementwise.binary(tfn)``,
    for the binary ops not declared as rows (the operators' ``*Ext`` forms, ``ops.remainder``, ...).

    The fast path (two Tensors) is one attribute read per operand; everything else goes to :func:`binary_slow`.
    The kernel owns the dtype rules (dtypes torch lacks are computed wider and cast back) and MindSpore's errors
    (a broadcast failure is its ValueError).
    """
    ok = scalar_ok(tfn)
    k = _K_elem.binary(tfn, op, names)
    fast, no_bool = k._fast, k._no_bool
    _bool = torch.bool

    def fn(input, other):
        try:
            r = fast(input._t, other._t)  # two Tensors: the kernel's torch call, no extra frames
        except (AttributeError, TypeError):
            slow = True
        except RuntimeError:
            slow = False
        else:
            if no_bool and r.dtype is _bool:
                return _wrap(k(input._t, other._t))  # raises the kernel's TypeError
            out = _new(Tensor)  # _wrap(r), inlined: the operators' hot path
            out._t = r
            out._lazy = None
            return out
        return binary_slow(k, op, ok, slow, input, other)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    fn._kernel = k
    return fn
