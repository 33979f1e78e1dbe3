"""The element-wise adapters' shared paths: operands that are not two Tensors, and the binary-op factory."""

from __future__ import annotations

import builtins
import numbers
import os
from typing import Callable

import numpy as np
import torch

from ..._kernels import array as _K_array
from ..._kernels import elementwise as _K_elem
from ..._kernels import errors as _errors
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
    if op.endswith("Ext"):
        name = op[:-3]
        raise TypeError(
            f'Failed calling {name} with "{name}()(input={_type_name(a)}, other={_type_name(b)})".'
        ) from None
    raise signature_error(op, a, b) from None


# MindSpore's generated binary primitives whose signatures differ from ``(input=<Number, Tensor>, other=<Number,
# Tensor>)``: (input names, the kinds each takes, the Python scalars each takes); the bitwise ops convert their
# inputs by ``sig_dtype.T`` (``can not be implicitly converted``)
_B = (bool,)
_SIGNATURES = {
    "LogicalAnd": (("x", "y"), ("bool, Tensor", "bool, Tensor"), (_B, _B)),
    "LogicalOr": (("x", "y"), ("bool, Tensor", "bool, Tensor"), (_B, _B)),
    "LogicalXor": (("input", "other"), ("bool, Tensor", "bool, Tensor"), (_B, _B)),
    "Equal": (("input", "other"), ("Tensor", "Number, Tensor"), ((), _SCALARS)),
    "LessEqual": (("input", "other"), ("bool, Number, Tensor", "bool, Number, Tensor"), (_SCALARS, _SCALARS)),
    "Pow": (("input", "exponent"), ("Number, Tensor", "Number, Tensor"), (_SCALARS, _SCALARS)),
    "Xlogy": (("input", "other"), ("Tensor", "Tensor"), (_SCALARS, _SCALARS)),
}
_DEFAULT_SIGNATURE = (("input", "other"), ("Number, Tensor", "Number, Tensor"), (_SCALARS, _SCALARS))
_IMPLICIT = ("BitwiseAnd", "BitwiseOr", "BitwiseXor")


def signature_error(op: str, a, b) -> TypeError:
    """MindSpore's TypeError of the binary primitive ``op`` called with operands ``a``, ``b`` its signature does
    not take: ``Failed calling Add with "Add()(input=Tensor, other=None)".`` and the valid calling (the bitwise
    ops: the first operand that is not a Tensor or a number is ``can not be implicitly converted``)."""
    if op in _IMPLICIT:
        i = 0 if not isinstance(a, (Tensor, *_SCALARS, np.generic)) else 1
        return _errors.implicit_error(op, i + 1, "var", (a, b)[i])
    (na, nb), (ka, kb), _ = _SIGNATURES.get(op, _DEFAULT_SIGNATURE)
    return _errors.signature_error(op, {}, {na: a, nb: b}, {na: ka, nb: kb})


def _check_scalars(op: str, a, b) -> None:
    """The ops of :data:`_SIGNATURES` refuse the Python scalars their signatures do not list (a float for
    ``LogicalAnd``, a number as ``Equal``'s first input)."""
    sig = _SIGNATURES.get(op)
    if sig is None:
        return
    for x, ok in zip((a, b), sig[2]):
        if x.__class__ in _SCALARS and x.__class__ not in ok:
            raise signature_error(op, a, b)


def binary_slow(k, op: str, scalar_ok: bool, slow: bool, input, other) -> Tensor:
    """The binary adapter's path for what the fast path (two Tensors, torch's call) did not finish: a torch error
    (``slow`` False: the kernel words it), or an operand that is not a Tensor (a number, a numpy scalar, a list).

    It runs outside the fast path's ``except`` clause, so that its errors chain no torch exception.
    """
    if not slow:
        return _wrap(k(input._data(), other._data()))
    _check_scalars(op, input, other)
    if scalar_ok and other.__class__ in _SCALARS and isinstance(input, Tensor):
        return _wrap(k(input._data(), other))
    return _wrap(k(operand(input, op, input, other), operand(other, op, input, other)))


def _load_cbinary():
    """The module mindshim._cbinary, or None: not built (no C compiler at install time), or turned off
    with ``MINDSHIM_CBINARY=0``."""
    if os.environ.get("MINDSHIM_CBINARY", "1") == "0":
        return None
    try:
        from ... import _cbinary
    except ImportError:
        return None
    return _cbinary


_cbinary = _load_cbinary()
_FastBinary = _cbinary.FastBinary if _cbinary is not None else None


def fast_binary(fn: Callable, torch_fn: Callable, no_bool: bool, skip: int = 0) -> Callable:
    """``fn``, a binary adapter whose two-Tensor fast path is ``torch_fn(input._t, other._t)`` (a Bool result going
    to its general path when ``no_bool``), with that fast path run in C (``mindshim._cbinary``), or ``fn`` itself
    where the extension is not built.

    The C object computes exactly what ``fn``'s fast path computes and hands every other call, and every error, to
    ``fn`` with the same arguments, so results and errors are ``fn``'s. ``skip`` leading arguments are passed over
    (1 for a primitive's ``__call__``). It carries ``fn``'s ``__name__``, ``__qualname__``, ``__module__``,
    ``__doc__``, attributes and ``__wrapped__`` (``inspect.signature`` shows ``fn``'s), binds as a method, and is
    copied and pickled as a function is (by reference).
    """
    if _FastBinary is None:
        return fn
    out = _FastBinary(torch_fn, fn, Tensor, torch.bool if no_bool else None, skip)
    out.__dict__.update(getattr(fn, "__dict__", {}))
    for attr in ("__module__", "__name__", "__qualname__", "__doc__"):
        out.__dict__[attr] = getattr(fn, attr)
    out.__wrapped__ = fn
    out._rewrap = lambda other: fast_binary(other, torch_fn, no_bool, skip)  # for ``_utils._renamed``'s aliases
    return out


def fast_call(cls: type, torch_fn: Callable, no_bool: bool) -> None:
    """A primitive class's ``__call__(self, input, other)`` with the two-Tensor fast path of :func:`fast_binary` in
    C, and its instances called without a bound-method round trip (``mindshim._cbinary.install_call``); nothing
    changes where the extension is not built."""
    if _FastBinary is None:
        return
    cls.__call__ = fast_binary(cls.__dict__["__call__"], torch_fn, no_bool, 1)
    _cbinary.install_call(cls)


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
    return fast_binary(fn, fast, no_bool)


_SIG_OK = (Tensor, bool, int, float, np.generic)


def _signature(prim: str, names: tuple[str, ...]):
    """A primitive whose signature converts its inputs (``sig_dtype.T``): a Tensor or a number each, else
    :func:`errors.implicit_error` for the first one that is not."""

    def check(*xs):
        for i, x in enumerate(xs):
            if not isinstance(x, _SIG_OK):
                raise _errors.implicit_error(prim, i + 1, names[i], x)
        return tuple(_as_tensor(x) for x in xs)

    return check


def _number(prim: str, names: tuple[str, ...]):
    """``ops.float_power``'s checks: one operand at least a Tensor, each a Tensor or a Python number."""
    a_name, b_name = names

    def check(a, b):
        if not (isinstance(a, Tensor) or isinstance(b, Tensor)):
            raise TypeError(
                f"At least one of the types of inputs must be tensor, but the type of '{a_name}' got is {type(a)}, "
                f"and the type of '{b_name}' is {type(b)}."
            )
        for name, x in ((a_name, a), (b_name, b)):
            if not isinstance(x, (Tensor, numbers.Number)):
                raise TypeError(f"The type of '{name}' must be Tensor or Number, but got {type(x)}.")
        return _as_tensor(a), _as_tensor(b)

    return check


def _copysign(prim: str, names: tuple[str, ...]):
    """``ops.copysign``'s checks: ``x`` a Tensor, ``other`` a Tensor, an int or a float."""

    def check(a, b):
        if not isinstance(a, Tensor):
            raise TypeError(f"Tensor is expected, but got {type(a)}")
        if not isinstance(b, (int, float, Tensor)):
            raise TypeError(f"integer, float or Tensor is expected, but got {type(b)}")
        return _as_tensor(a), _as_tensor(b)

    return check


_NT = "Number, Tensor"


def _ldexp(prim: str, names: tuple[str, ...]):
    """``ops.ldexp`` computes ``x * pow(2.0, other)``: ``Pow``'s then ``Mul``'s signature checks (a Tensor or a
    number each)."""

    def check(a, b):
        if not isinstance(b, _SIG_OK):
            raise _errors.signature_error("Pow", {}, {"input": 2.0, "exponent": b}, {"input": _NT, "exponent": _NT})
        if not isinstance(a, _SIG_OK):  # Mul's second input is the Tensor ``pow(2.0, other)``
            raise _errors.signature_error(
                "Mul", {}, {"input": a, "other": _wrap(_as_tensor(b))}, {"input": _NT, "other": _NT}
            )
        return _as_tensor(a), _as_tensor(b)

    return check


def _divmod(prim: str, names: tuple[str, ...]):
    """``ops.fmod`` is ``DivMod(input, other, rounding_mode="trunc")``: its signature takes a Tensor or a number
    each."""

    def check(a, b):
        if not (isinstance(a, _SIG_OK) and isinstance(b, _SIG_OK)):
            inputs = {"input": a, "other": b, "rounding_mode": "trunc"}
            raise _errors.signature_error("DivMod", {}, inputs, {"input": _NT, "other": _NT, "rounding_mode": "string"})
        return _as_tensor(a), _as_tensor(b)

    return check


def _any(prim: str, names: tuple[str, ...]):
    """No check: numbers, lists and numpy arrays become tensors (``_as_tensor``)."""
    return lambda *xs: tuple(_as_tensor(x) for x in xs)


_OPERAND_RULES = {
    "signature": _signature,
    "number": _number,
    "copysign": _copysign,
    "ldexp": _ldexp,
    "divmod": _divmod,
    "": _any,
}


def operand_check(prim: str, rule: str, params: tuple[str, ...]):
    """The operand converter of an ``operands="any"`` row (its ``operand_check`` field): a function of the row's
    operands returning their torch tensors, or raising MindSpore's TypeError for an operand of a type the op does
    not take, in MindSpore's order of checks.

    ``rule``: ``""`` (anything ``_as_tensor`` takes), ``"signature(var, var)"`` (a primitive whose signature converts
    its inputs, with the signature's input names: :func:`errors.implicit_error`), ``"number"``
    (``ops.float_power``), ``"copysign"``, ``"ldexp"``, ``"divmod"`` (``ops.fmod``) (their functional checks); ``params``: the op's parameter names.
    """
    kind, _, names = rule.partition("(")
    sig = tuple(n.strip() for n in names.rstrip(")").split(",")) if names else params
    return _OPERAND_RULES[kind](prim, sig)
