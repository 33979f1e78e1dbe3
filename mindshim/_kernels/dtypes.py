"""dtype fallbacks of the math ops: a dtype torch's CPU kernels lack is computed in a wider one and cast back.

MindSpore's CPU kernels accept UInt16/UInt32/UInt64 (and Bool for some ops) where torch's CPU kernels raise
``"add_stub" not implemented for 'UInt16'``. Every functional op runs its torch kernel first (no cost on the
common path); only when torch refuses the dtype is the call repeated here:

* UInt16 runs as Int32 and UInt32 as Int64 (exact), UInt64 as the same bits in Int64, so the modular
  arithmetic (``+ - * ~ neg``) wraps exactly like MindSpore's unsigned kernels when the result is cast back;
* ``order=True`` (comparisons, minimum/maximum, amax/amin, argmax, max/min, topk, cummax) flips UInt64's
  sign bit so that the signed order of the Int64 bits is the unsigned order;
* Bool runs as UInt8.

Integer results are cast back to the operand's unsigned dtype (wrapping as MindSpore does); Bool, float and
index results are kept. :data:`REFUSED` lists the dtypes MindSpore's CPU kernels refuse among these, raising
its TypeError instead.

Known differences: division, floor division and remainder of UInt64 values of 2**63 and above are computed on
their Int64 bits; a Python int beside an unsigned tensor takes the tensor's dtype where MindSpore's ``+``,
``-`` and comparisons refuse the implicit conversion; BFloat16, which many MindSpore CPU kernels refuse, is
computed.

:func:`cast` is the one dtype conversion of the surfaces (``ops.cast``, ``Tensor.astype`` ...): it carries a
gradient through the cast of an integer input, as MindSpore's autograd does.
"""

from __future__ import annotations

import torch

from .._state import GRAD_DEPTH
from .. import _dtype as mstype
from .errors import select_fail  # re-exported: kernels call it as dtypes.select_fail too
from . import errors as _errors

__all__ = [
    "WIDE",
    "REFUSED",
    "unsupported",
    "widen",
    "narrow",
    "binary",
    "call",
    "seq_cumsum",
    "select_fail",
    "refuse",
    "cast",
    "through_int_cast",
    "integer_input",
    "astype_name",
]

# dtype torch lacks -> dtype it is computed in
WIDE = {
    torch.uint16: torch.int32,
    torch.uint32: torch.int64,
    torch.uint64: torch.int64,
    torch.bool: torch.uint8,
}
_SIGN = torch.iinfo(torch.int64).min
_INTS = (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8, torch.uint16, torch.uint32, torch.uint64)


def unsupported(e: BaseException) -> bool:
    """Whether a torch error says that a kernel has no implementation for an operand's dtype."""
    msg = str(e)
    return (
        "not implemented for 'UInt" in msg
        or "not implemented for 'Bool'" in msg
        or "Promotion for uint16, uint32, uint64" in msg
        or "does not support bool" in msg
        or "with two bool tensors" in msg
    )


def widen(t: torch.Tensor, order: bool = False) -> torch.Tensor:
    """``t`` in the dtype torch computes it in (:data:`WIDE`); other dtypes are returned unchanged.

    UInt64 keeps its bits as Int64; with ``order`` its sign bit is flipped so that Int64 comparisons order it.
    """
    w = WIDE.get(t.dtype)
    if w is None:
        return t
    if t.dtype == torch.uint64:
        v = t.view(torch.int64)
        return v ^ _SIGN if order else v
    return t.to(w)


def narrow(r, dtype: torch.dtype, order: bool = False):
    """Cast an integer result ``r`` computed by :func:`widen`'s dtype back to ``dtype`` (wrapping); Bool and float
    results, and any result when ``dtype`` is not a widened one, are returned unchanged."""
    if not isinstance(r, torch.Tensor) or dtype not in WIDE or r.dtype not in _INTS:
        return r
    if dtype == torch.uint64:
        r = r.to(torch.int64)
        return (r ^ _SIGN if order else r).view(torch.uint64)
    if dtype == torch.bool:
        return r != 0
    return r.to(dtype)


def _source(ts) -> torch.dtype | None:
    """The widened dtype among the tensors ``ts`` that decides the result dtype (unsigned first, then Bool)."""
    found = None
    for t in ts:
        if t.dtype in WIDE:
            if t.dtype != torch.bool:
                return t.dtype
            found = t.dtype
    return found


def binary(tfn, a, b, order: bool = False, err: BaseException | None = None, op: str | None = None):
    """``tfn(a, b)`` for operands of a dtype torch lacks: computed on widened operands, cast back.

    A Python number beside an unsigned tensor takes the tensor's dtype (as torch does for UInt8); two tensors of
    the same unsigned dtype keep it; any other mix keeps the widened result dtype. ``op`` (the MindSpore
    primitive) raises MindSpore's error for the dtypes its CPU kernel refuses (:data:`REFUSED`).
    """
    ts = [x for x in (a, b) if isinstance(x, torch.Tensor)]
    src = _source(ts)
    if src is None:
        if err is not None:
            raise err
        return tfn(a, b)
    if op is not None:
        refuse(op, src)
    if src != torch.bool:  # Python ints and 0-d integer tensors (scalars) take the unsigned dtype
        a, b = (
            torch.tensor(x, device=ts[0].device).to(src)
            if isinstance(x, int)
            else x.to(src)
            if isinstance(x, torch.Tensor) and x.ndim == 0 and x.dtype in _INTS
            else x
            for x in (a, b)
        )
    same = all(t.dtype == src or (t.ndim == 0 and t.dtype in _INTS) for t in ts)
    r = tfn(*(widen(x, order) if isinstance(x, torch.Tensor) else x for x in (a, b)))
    return narrow(r, src, order) if same else r


def call(tfn, *args, order: bool = False, cast=None, op: str | None = None, **kwargs):
    """``tfn(*args, **kwargs)``; if torch has no kernel for a tensor argument's dtype, the tensors are widened
    (:func:`widen`) and the results cast back (:func:`narrow`).

    Args:
        cast: which outputs to cast back: None for every output, or a tuple of positions in a tuple result
            (``()`` for index outputs such as argmax's).
        op: the MindSpore primitive, whose CPU refusals (:data:`REFUSED`) raise MindSpore's TypeError.
    """
    try:
        return tfn(*args, **kwargs)
    except RuntimeError as e:  # NotImplementedError is a RuntimeError
        if not unsupported(e):
            raise
        src = _source([a for a in args if isinstance(a, torch.Tensor)])
        if src is None:
            raise
    if op is not None:
        refuse(op, src)
    r = tfn(*(widen(a, order) if isinstance(a, torch.Tensor) else a for a in args), **kwargs)
    if isinstance(r, tuple):  # (values, indices) pairs come back as a plain tuple
        keep = range(len(r)) if cast is None else cast
        return tuple(narrow(v, src, order) if i in keep else v for i, v in enumerate(r))
    return r if cast == () else narrow(r, src, order)


def seq_cumsum(t: torch.Tensor, dim: int, reverse: bool = False) -> torch.Tensor:
    """Cumulative sum of a Float16/BFloat16 tensor accumulated step by step in its own dtype, as MindSpore's CPU
    kernel (and numpy) do; torch accumulates these in Float32 and rounds once."""
    n = t.shape[dim] if t.ndim else 1
    if t.ndim == 0 or n <= 1:
        return t.clone()
    x = t.movedim(dim, 0)
    out = torch.empty_like(x)
    idx = range(n - 1, -1, -1) if reverse else range(n)
    acc = None
    for i in idx:
        acc = x[i].clone() if acc is None else acc + x[i]
        out[i] = acc
    return out.movedim(0, dim)


_U = (torch.uint16, torch.uint32, torch.uint64)


def _select(op: str, name: str) -> str:
    return f"Select CPU operator[{op}] fail! Unsupported data type!"


def _sort_msg(op: str, name: str) -> str:
    return (
        "For primitive[Sort], the input argument[inputx] must be a type of {Tensor[Bool], Tensor[Float16], "
        "Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], "
        f"Tensor[UInt8]}}, but got Tensor[{name}]."
    )


def _sign_msg(op: str, name: str) -> str:
    return (
        "For Primitive Sign, the type of input must be in {Bool, Int32, Int64, Float16, Float32, Float64, BFloat16, "
        f"Complex64, Complex128}}, but got {name}."
    )


def _topk_msg(op: str, name: str) -> str:
    return (
        "For primitive[TopK], the input argument[input_x] must be a type of {Tensor[BFloat16], Tensor[Float16], "
        "Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], "
        f"Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}}, but got Tensor[{name}]."
    )


def _floormod_msg(op: str, name: str) -> str:
    return _errors.message("FloorMod", f"the input type Tensor[{name}] is invalid.")


# MindSpore primitive -> (dtypes its CPU kernels refuse among those torch lacks, message); checked only on the
# widening path, so it costs nothing for the dtypes torch computes itself
REFUSED = {
    "Sub": ((torch.uint32, torch.uint64), _select),
    "FloorMod": (_U, _floormod_msg),
    "Maximum": ((torch.uint16,), _select),
    "Abs": (_U, _select),
    "Sign": (_U, _sign_msg),
    "Sort": (_U, _sort_msg),
    "Pow": ((torch.bool,), _select),
    "Square": ((torch.bool,), _select),
    "Argmax": ((torch.bool,), _select),
    "Argmin": ((torch.bool,), _select),
    "TopK": ((torch.bool,), _topk_msg),
}


def refuse(op: str, dtype: torch.dtype) -> None:
    """Raise MindSpore's TypeError when the CPU kernel of the primitive ``op`` refuses ``dtype`` (:data:`REFUSED`)."""
    entry = REFUSED.get(op)
    if entry is not None and dtype in entry[0]:
        raise TypeError(entry[1](op, str(mstype._FROM_TORCH[dtype])))


class _IntCast(torch.autograd.Function):
    """The cast of an integer (or Bool) input that a gradient is being taken for, to a float dtype: the value is
    ``src.to(dtype)`` (exact), the gradient flows to the float ``leaf`` that stands for ``src``."""

    @staticmethod
    def forward(ctx, leaf: torch.Tensor, src: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
        ctx.leaf_dtype = leaf.dtype
        return src.to(dtype)

    @staticmethod
    def backward(ctx, g: torch.Tensor):
        return (g.real if g.is_complex() else g).to(ctx.leaf_dtype), None, None


def cast(t: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """``t`` converted to ``dtype`` (``ops.cast``, ``ops.Cast``, ``Tensor.astype`` / ``to`` / ``float`` ...).

    MindSpore differentiates through a cast of an integer or Bool input to a float dtype: the gradient comes back
    to the input, cast to its dtype (``grad(lambda x: cast(x, float32) * 2)(Tensor([1, 2], int32))`` is Int32
    ``[2 2]``; a Bool input gets ``True`` where the gradient is nonzero). ``GradOperation`` marks such an input
    with ``_ms_grad_leaf``, the float leaf it differentiates; an input read as that float leaf itself carries
    ``_ms_int_src``, the integer tensor, instead. The cast then connects its result to the leaf. A cast to
    another integer dtype keeps the mark, so a later cast to float still reaches the input.
    """
    src = getattr(t, "_ms_int_src", None)
    leaf = t if src is not None else getattr(t, "_ms_grad_leaf", None)
    if leaf is None or not GRAD_DEPTH[0] or not torch.is_grad_enabled():  # marks live only while differentiating
        return t.to(dtype)
    if src is None:
        src = t
    if dtype.is_floating_point or dtype.is_complex:
        return _IntCast.apply(leaf, src, dtype)
    out = src.to(dtype)  # integer to integer: still the input, a later cast to float reaches the leaf
    if out is src:
        out = src.detach()
    out._ms_grad_leaf = leaf
    return out


def through_int_cast(t: torch.Tensor) -> bool:
    """Whether ``t``'s autograd graph holds a :func:`cast` of a differentiated integer input to a float dtype (its
    float dtype is then MindSpore's, not an artefact of reading the integer input as a float leaf)."""
    stack, seen = [t.grad_fn], set()
    while stack:
        node = stack.pop()
        if node is None or id(node) in seen:
            continue
        if type(node) is _IntCast._backward_cls:
            return True
        seen.add(id(node))
        stack.extend(n for n, _ in node.next_functions)
    return False


def integer_input(t: torch.Tensor) -> torch.Tensor:
    """The integer tensor ``t`` stands for when ``GradOperation`` reads an all-integer input as a float leaf
    (``_ms_int_src``), else ``t``: an op argument that must be an integer tensor (sparse coordinates, say) takes
    it, as it is no differentiable value in MindSpore either."""
    return getattr(t, "_ms_int_src", t)


# Tensor.astype's string names: MindSpore's ``mstype.__dtype__`` and "int", "float", "bool", compared in lower case
_ASTYPE_NAMES = [
    "bool_", "int8", "byte", "int16", "short", "int32", "intc", "int64", "long", "intp", "uint8", "ubyte", "uint16",
    "ushort", "uint32", "uintc", "uint64", "uintp", "float16", "half", "float32", "single", "float64", "double",
    "complex64", "cfloat", "complex128", "cdouble", "qint4x2", "bfloat16", "float8_e4m3fn", "float8_e5m2",
    "hifloat8", "int_", "uint", "float_", "list_", "tuple_", "string", "number", "tensor_type", "type_none",
    "_null", "TensorType", "Type", "Int", "int", "float", "bool",
]  # fmt: skip
# what numpy (1.x, as MindSpore 2.10 ships with) makes of each name that is a numpy dtype
_ASTYPE_TORCH = {
    **dict.fromkeys(("bool_", "bool"), torch.bool),
    **dict.fromkeys(("int8", "byte"), torch.int8),
    **dict.fromkeys(("int16", "short"), torch.int16),
    **dict.fromkeys(("int32", "intc"), torch.int32),
    **dict.fromkeys(("int64", "long", "intp", "int_", "int"), torch.int64),
    **dict.fromkeys(("uint8", "ubyte"), torch.uint8),
    **dict.fromkeys(("uint16", "ushort"), torch.uint16),
    **dict.fromkeys(("uint32", "uintc"), torch.uint32),
    **dict.fromkeys(("uint64", "uintp", "uint"), torch.uint64),
    **dict.fromkeys(("float16", "half"), torch.float16),
    **dict.fromkeys(("float32", "single"), torch.float32),
    **dict.fromkeys(("float64", "double", "float_", "float"), torch.float64),
}
# numpy types MindSpore's converter refuses (NotImplementedError)
_ASTYPE_REFUSED = {
    "complex64": "numpy.complex64",
    **dict.fromkeys(("cfloat", "complex128", "cdouble"), "numpy.complex128"),
    "bfloat16": "bfloat16",
}


def astype_name(name: str) -> torch.dtype:
    """The dtype ``Tensor.astype`` gives a string ``name``, as MindSpore 2.10's ``_check_astype_and_convert``:
    the name in any case (``'Int32'``, ``'INT32'``, ``'int32'``), read as numpy reads it (``'int'``/``'long'`` Int64,
    ``'float'``/``'double'`` Float64, ``'half'`` Float16, ``'uint'`` UInt64).

    Raises:
        TypeError: a name outside MindSpore's list (``For Tensor.astype, the string input type must be one of
            [...]``), or one of the list numpy does not know (``data type 'number' not understood``).
        NotImplementedError: complex and bfloat16 names, which MindSpore's numpy-type converter refuses.
    """
    low = name.lower()
    if low not in _ASTYPE_NAMES:
        raise TypeError(f"For Tensor.astype, the string input type must be one of {_ASTYPE_NAMES}, but got '{name}'.")
    dtype = _ASTYPE_TORCH.get(low)
    if dtype is not None:
        return dtype
    refused = _ASTYPE_REFUSED.get(low)
    if refused is not None:
        raise NotImplementedError(f"The python type <class '{refused}'> cannot be converted to MindSpore type.")
    raise TypeError(f"data type '{low}' not understood")
