"""MindSpore's exceptions for the kernels: ``For 'Op', ...`` messages and the translation of torch's errors.

MindSpore words an argument error as ``For 'Conv2d', the 'in_channels' must be ...`` and raises ``TypeError``
for a wrong type or dtype, ``ValueError`` for a wrong value, shape, rank or axis, and ``RuntimeError`` for
what fails inside a kernel. torch raises ``RuntimeError``, ``IndexError``, ``NotImplementedError`` or
``AttributeError`` for the same mistakes. :func:`translate` maps those onto MindSpore's classes with a message
of MindSpore's form built from the op's operands (never torch's sentence); :func:`cover`, called at the end of
every kernel module, applies it to every kernel the module exports, and ``with translated(op):`` to a block, so
that no torch text, torch frame or chained torch exception reaches the user. Nothing is done unless an exception
is raised.
"""

from __future__ import annotations

import dis
import functools
import inspect
import os
import re
import sys
import types

import torch

__all__ = [
    "message",
    "subject",
    "value_type_error",
    "number_error",
    "must_be_error",
    "matmul_dims_error",
    "not_one_of_error",
    "choice_error",
    "dim_error",
    "not_tensor_error",
    "float_type_error",
    "same_dtype_error",
    "broadcast_to_error",
    "op_error",
    "type_error",
    "value_error",
    "runtime_error",
    "translate",
    "translated",
    "settled",
    "cover",
    "operands",
    "type_name",
    "not_tensor_name",
    "dtype_name",
    "call_error",
    "dtype_error",
    "select_fail",
    "broadcast_error",
    "axis_error",
    "typeof_name",
    "is_tensor_error",
    "signature_error",
    "input_tensor_error",
    "tensor_only_error",
    "input_count_error",
    "sequence_input_error",
    "value_type_name",
]


def message(op: str, msg: str, sep: str = "', ") -> str:
    """MindSpore's text of a message about ``op``: ``For 'op', msg``, as a string (for a warning, a log line or a
    message built in pieces). ``sep`` is the text between the op's name and ``msg``: by default the closing quote,
    a comma and a space; MindSpore's irregular messages use ``"' "`` (``For 'Conv2D' attr ...``) or ``", "`` (its
    unclosed ``For 'CTCLoss, the ...``)."""
    return f"For '{op}{sep}{msg}"


def subject(op: str | None, word: str = "the") -> str:
    """The opening of MindSpore's validator messages: ``For 'op', the`` when ``op`` is named, else ``The``
    (``_checkparam``'s ``prim_name`` prefix); ``word`` is the word after the op (capitalised when none is named)."""
    if op:
        return f"For '{op}', {word}"
    return word[:1].upper() + word[1:]


def value_type_error(arg: str, value, valid_types, op: str | None = None) -> TypeError:
    """MindSpore's ``Validator.check_value_type`` TypeError: ``For 'op', the type of 'arg' should be one of
    '[int, tuple]', but got type 'float'.`` (``The type of ...`` when no op is named; one type is quoted bare)."""
    names = [t.__name__ if hasattr(t, "__name__") else str(t) for t in valid_types]
    many = len(names) > 1
    return TypeError(
        f"{subject(op)} type of '{arg}' should be {'one of ' if many else ''}'{names if many else names[0]}', "
        f"but got type '{type(value).__name__}'."
    )


def number_error(
    cls: type[BaseException], op: str | None, arg: str | None, value, rel: str, kind: type = int
) -> BaseException:
    """MindSpore's ``Validator.check_int`` / ``check_positive_int`` / ... error (``_check_number``): ``For 'op',
    the 'arg' must be int and must >= 1, but got '0' with type 'int'.`` ``rel`` is the relation's text (``>= 1``,
    ``> 0``); ``arg`` None reads ``input value``, ``op`` None opens with ``The``; ``kind`` the type required."""
    name = f"'{arg}'" if arg else "input value"
    return cls(
        f"{subject(op)} {name} must be {kind.__name__} and must {rel}, but got '{value}' with type "
        f"'{type(value).__name__}'."
    )


def must_be_error(cls: type[BaseException], op: str | None, arg: str | None, requirement: str, got) -> BaseException:
    """MindSpore's error for an argument that is not what it must be: ``For 'op', the 'arg' must be a bool, but got
    int.`` (``requirement``: ``a bool``, ``an int``, ``float``, ``a positive int``, ``a number in range [0, 1]``;
    ``got`` printed as given; ``arg`` None reads ``input value`` and ``op`` None opens with ``The``, as
    ``Validator.check_bool`` words it)."""
    name = f"'{arg}'" if arg else "input value"
    return cls(f"{subject(op)} {name} must be {requirement}, but got {got}.")


def matmul_dims_error(x1_col, x2_row) -> ValueError:
    """MindSpore's ``MatMul`` ValueError for contracted dimensions that differ: ``For 'MatMul' the input dimensions
    must be equal, but got 'x1_col': 3 and 'x2_row': 4.`` (no comma after the op, as MindSpore prints it)."""
    return ValueError(
        f"For 'MatMul' the input dimensions must be equal, but got 'x1_col': {x1_col} and 'x2_row': {x2_row}."
    )


def not_one_of_error(op: str, arg: str, valid: str, got: str) -> TypeError:
    """MindSpore's TypeError for a value outside a list (most often a dtype): ``For 'op', the 'dtype' should be one
    of [mindspore.float16, mindspore.float32], but got 'mindspore.int32'.`` (``valid``, ``got``: their texts)."""
    return TypeError(f"For '{op}', the '{arg}' should be one of [{valid}], but got '{got}'.")


def choice_error(op: str, arg: str, choices: list, value) -> ValueError:
    """MindSpore's ValueError for a string option outside its choices: ``For 'op', the 'reduction' must be in
    ['mean', 'sum', 'none'], but got max.`` (``choices`` printed as the list it is)."""
    return ValueError(f"For '{op}', the '{arg}' must be in {choices}, but got {value}.")


def dim_error(op: str, arg: str, expected: int, got) -> ValueError:
    """MindSpore's ValueError for an input of the wrong rank: ``For 'op', the dimension of 'x' must be 5, but got
    4.``"""
    return ValueError(f"For '{op}', the dimension of '{arg}' must be {expected}, but got {got}.")


def not_tensor_error(op: str, got, arg: str | None = None) -> TypeError:
    """MindSpore's TypeError for a non-Tensor input: ``For 'op', the input must be a Tensor, but got int.`` (``arg``
    named: ``the 'arg' must be a Tensor``); ``got`` is printed as given (MindSpore's ops print either the type or
    its name)."""
    what = f"'{arg}'" if arg else "input"
    return TypeError(f"For '{op}', the {what} must be a Tensor, but got {got}.")


def float_type_error(op: str, arg: str, value) -> TypeError:
    """MindSpore's TypeError for a learning-rate argument that is not a float: ``For 'op', the argument 'min_lr'
    must be type of float, but got 'min_lr' type: <class 'int'>.``"""
    return TypeError(f"For '{op}', the argument '{arg}' must be type of float, but got '{arg}' type: {type(value)}.")


def same_dtype_error(op: str, names: tuple[str, str], a_dtype, b_dtype) -> TypeError:
    """MindSpore's TypeError for two operands of different dtypes (``a_dtype``, ``b_dtype``: torch dtypes or tensors):
    ``For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type Tensor[Float32] and 'x2' with
    type Tensor[Int32].`` (``names``: the two operands, first first)."""
    a, b = names
    return TypeError(
        f"For '{op}', the type of '{b}' should be same as '{a}', but got '{a}' with type "
        f"Tensor[{dtype_name(a_dtype)}] and '{b}' with type Tensor[{dtype_name(b_dtype)}]."
    )


def broadcast_to_error(x_shape, target) -> ValueError:
    """MindSpore's ``BroadcastTo`` ValueError: ``For 'BroadcastTo', in order to broadcast, each dimension pair must be
    equal or input dimension is 1 or target dimension is -1. But got x_shape: (2, 3), target shape: (4,).``
    (``x_shape``, ``target``: printed as given)."""
    return ValueError(
        "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal or input dimension is 1 or "
        f"target dimension is -1. But got x_shape: {x_shape}, target shape: {target}."
    )


def op_error(cls: type[BaseException], op: str, msg: str, sep: str = "', ") -> BaseException:
    """``cls("For 'op', msg")``: an exception worded as MindSpore words an op's argument error (``sep``: see
    :func:`message`)."""
    return cls(f"For '{op}{sep}{msg}")


def type_error(op: str, msg: str, sep: str = "', ") -> TypeError:
    """MindSpore's ``TypeError`` for a wrong argument type or dtype: ``For 'op', msg``."""
    return TypeError(f"For '{op}{sep}{msg}")


def value_error(op: str, msg: str, sep: str = "', ") -> ValueError:
    """MindSpore's ``ValueError`` for a wrong value, shape, rank or axis: ``For 'op', msg``."""
    return ValueError(f"For '{op}{sep}{msg}")


def runtime_error(op: str, msg: str, sep: str = "', ") -> RuntimeError:
    """MindSpore's ``RuntimeError`` for a failure inside a kernel: ``For 'op', msg``."""
    return RuntimeError(f"For '{op}{sep}{msg}")


# torch message fragment -> MindSpore exception class and the family of MindSpore's message (first match wins)
_RULES: tuple[tuple[re.Pattern, type[BaseException], str], ...] = tuple(
    (re.compile(p, re.I), cls, family)
    for p, cls, family in (
        (
            r"not implemented for|expected scalar type|expected .*dtype|dtype|must have the same dtype|"
            r"result type .* can't be cast|promot|can only be|only supports? (floating|integ|complex)|"
            r"must be (int|float|bool|number|tensor|tuple|str)|not (an? )?(int|float|number|tensor)",
            TypeError,
            "dtype",
        ),
        (r"dimension out of range|invalid dimension|duplicate dim|dim.* repeat|appears multiple", ValueError, "axis"),
        (r"index out of range|out of bounds|index .* is out of|out of range", ValueError, "index"),
        (
            r"size mismatch|shape|must match the size|broadcast|expected .*dim|multiplied|number of|non-empty|"
            r"too small|kernel size|padded input|channels|padding|stride|invalid|cannot be|negative|"
            r"must be (greater|positive|non-negative)|size|length|square|dimension|at least|rank|same number",
            ValueError,
            "shape",
        ),
    )
)
# MindSpore's wording of each family; ``{inputs}`` names the operands (see :func:`_describe`)
_WORDING = {
    "dtype": "the data type of {inputs} is not supported.",
    "type": "the type of an argument given with {inputs} is not supported.",
    "axis": "an axis given for {inputs} is out of range or repeated.",
    "index": "an index given for {inputs} is out of range.",
    "shape": "the shapes or values of {inputs} are not supported.",
    None: "the computation failed on {inputs}.",
}
_TORCH_ERRORS = (RuntimeError, IndexError, NotImplementedError, AttributeError, TypeError, ValueError, AssertionError)
_OWN = ("For '", "For primitive[")
_RAISE = {dis.opmap[n] for n in ("RAISE_VARARGS", "RERAISE") if n in dis.opmap}
_TORCH_DIR = os.path.dirname(torch.__file__) + os.sep
_KERNEL_DIR = os.path.dirname(os.path.abspath(__file__)) + os.sep


def _raised_by_mindshim(exc: BaseException) -> bool:
    """Whether ``exc`` was raised by a ``raise`` statement in mindshim's own code (its message is MindSpore's).

    An exception raised inside torch's Python files, or by a C function (torch's operators, numpy, builtins:
    the innermost traceback entry then stops at a call, not at a ``raise``), is not.
    """
    tb, last = exc.__traceback__, None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename.startswith(_TORCH_DIR):
            return False
        last, tb = tb, tb.tb_next
    if last is None:
        return True
    code = last.tb_frame.f_code
    name = code.co_filename
    if name.startswith(_TORCH_DIR) or os.sep + "mindshim" + os.sep not in name:
        return False
    return code.co_code[last.tb_lasti] in _RAISE


def _describe(value, name: str | None = None) -> str:
    """An operand as MindSpore's messages show one: ``'input' (Tensor[Float32], shape [2, 3])``."""
    label = f"'{name}' " if name else ""
    if isinstance(value, torch.Tensor):
        try:
            dt = dtype_name(value.dtype)
        except KeyError:
            dt = str(value.dtype).replace("torch.", "")
        return f"{label}(Tensor[{dt}], shape {list(value.shape)})"
    if isinstance(value, (tuple, list)) and len(value) <= 8 and not any(isinstance(v, torch.Tensor) for v in value):
        return f"{label}({(list(value) if isinstance(value, list) else tuple(value))!r})"  # torch.Size as a tuple
    if isinstance(value, (int, float, bool, str)) or value is None:
        return f"{label}({value!r})"
    return f"{label}({not_tensor_name(value)})"


def _plain(v) -> bool:
    """Whether ``v`` is a number or a short tuple/list of numbers (an axis, a size, a shape), not a flag."""
    if isinstance(v, bool):
        return False
    if isinstance(v, (int, float)):
        return True
    return isinstance(v, (tuple, list)) and len(v) <= 8 and all(_plain(x) for x in v)


def _inputs(fn, args: tuple, kwargs: dict) -> str:
    """The operands of a failed kernel call, by the kernel's own parameter names (Tensors and small values)."""
    try:
        params = list(inspect.signature(fn).parameters)
    except (TypeError, ValueError):
        params = []
    return operands(list(zip(params, args)) + list(kwargs.items()))


def operands(named) -> str:
    """``the inputs 'x' (Tensor[Float32], shape [2, 3]), 'axis' (2)``: the (name, value) pairs ``named`` as
    MindSpore's messages show operands (Tensors first, then numbers and shapes; flags and objects left out)."""
    named = list(named)
    parts = [_describe(v, n) for n, v in named if isinstance(v, torch.Tensor)]
    parts += [_describe(v, n) for n, v in named if _plain(v)]
    if not parts:
        return "the inputs"
    return "the inputs " + ", ".join(parts[:6])


def translate(op: str, exc: BaseException, inputs: str = "the inputs") -> BaseException:
    """MindSpore's exception for an exception ``exc`` raised while running ``op``; torch's text never kept.

    An exception mindshim raised itself (MindSpore's class and wording, :func:`_raised_by_mindshim`) and those of
    other kinds (``KeyboardInterrupt``, ``MemoryError``) are returned unchanged. One raised by torch (or by numpy
    or a builtin under a kernel) becomes MindSpore's class for its family -- ``TypeError`` for a dtype, ``ValueError``
    for an axis, an index, a shape or a value, ``RuntimeError`` otherwise (torch's ``IndexError`` is an axis or
    index: ``ValueError``) -- worded ``For 'op', the data type of the inputs 'x' (Tensor[Bool], shape [2]) is not
    supported.``: MindSpore's form, built from ``inputs`` (the operands by the kernel's parameter names), not
    torch's sentence. The caller raises it ``from None``, so torch's exception is neither its cause nor its shown
    context.
    """
    if not isinstance(exc, _TORCH_ERRORS) or _raised_by_mindshim(exc):
        return exc
    msg = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    if msg.startswith(_OWN):
        return exc
    cls: type[BaseException] = RuntimeError
    family = None
    for pat, c, fam in _RULES:
        if pat.search(msg):
            cls, family = c, fam
            break
    if isinstance(exc, IndexError):
        cls, family = ValueError, family if family in ("axis", "index") else "index"
    elif isinstance(exc, TypeError):  # torch's argument-type errors (``received an invalid combination``)
        cls, family = TypeError, "dtype" if family == "dtype" else "type"
    elif isinstance(exc, ValueError):
        cls = ValueError
    return op_error(cls, op, _WORDING[family].format(inputs=inputs))


def settled(exc: BaseException) -> BaseException:
    """``exc`` with no chained exception shown: its ``__cause__`` cleared and its ``__context__`` suppressed."""
    exc.__cause__ = None
    exc.__suppress_context__ = True
    return exc


class translated:  # used as ``with translated(op):``, like a function
    """``with translated(op):`` runs a block of torch calls for ``op``; an exception leaves it as MindSpore's.

    torch's exceptions become MindSpore's class and wording (:func:`translate`); mindshim's own leave unchanged
    but with no chained torch exception. Entering and leaving the block without an exception costs two method
    calls and no string work.
    """

    __slots__ = ("op",)

    def __init__(self, op: str) -> None:
        self.op = op

    def __enter__(self) -> None:
        return None

    def __exit__(self, typ: type | None, exc: BaseException | None, tb: object) -> bool:
        if exc is None or not isinstance(exc, _TORCH_ERRORS):
            return False
        new = translate(self.op, exc)
        raise settled(new) from None


def _op_name(fn, args: tuple, kwargs: dict) -> str:
    """The MindSpore op a kernel call runs for: its ``prim``/``op``/``mode`` string argument, else the kernel's
    name in MindSpore's CamelCase (``batch_norm`` -> ``BatchNorm``)."""
    for key in ("prim", "op", "name"):
        if isinstance(kwargs.get(key), str):
            return kwargs[key]
    try:
        first = next(iter(inspect.signature(fn).parameters))
    except (TypeError, ValueError, StopIteration):
        first = None
    if args and isinstance(args[0], str) and first in ("prim", "op", "name", "mode", "opname", "op_name"):
        return args[0]
    words = [w for w in fn.__name__.strip("_").split("_") if w and w != "torch"]
    return "".join(w[:1].upper() + w[1:] for w in words)


def _leave(fn, exc: BaseException, args: tuple, kwargs: dict) -> BaseException:
    """The exception a covered kernel call leaves with (:func:`cover`); called on the exception path only."""
    if not isinstance(exc, _TORCH_ERRORS) or _raised_by_mindshim(exc):
        return settled(exc)
    return settled(translate(_op_name(fn, args, kwargs), exc, _inputs(fn, args, kwargs)))


def _covered(fn):
    def kernel(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except _TORCH_ERRORS as e:
            if sys._getframe(1).f_code.co_filename.startswith(_KERNEL_DIR):
                raise  # called by another kernel, which handles torch's error or leaves through its own cover
            raise _leave(fn, e, args, kwargs) from None

    functools.update_wrapper(kernel, fn)
    kernel.__ms_covered__ = True
    return kernel


def cover(namespace: dict, skip: tuple[str, ...] = ()) -> None:
    """Cover every kernel a kernel module exports: each function in its ``__all__`` is replaced, in ``namespace``
    (the module's ``globals()``), by one that translates the exceptions leaving it (:func:`translate`).

    A torch exception raised anywhere inside becomes MindSpore's class and ``For 'Op', ...`` wording, named by the
    kernel's ``prim``/``op`` argument (or its own name in CamelCase) and its operands; mindshim's own exceptions
    leave unchanged with no chained torch exception. The translation happens where the exception leaves the
    kernels for a surface: a kernel called by another kernel lets torch's exception pass unchanged, so the caller
    can still recognise it (a dtype torch lacks, a broadcast failure) and word it with more context. The wrapper is one ``try`` around the call: nothing is done
    unless an exception is raised. Functions named in ``skip`` (those whose torch errors are part of a protocol
    their callers rely on, or that translate inline on a hot path) and non-functions are left as they are.
    Called at the end of each kernel module: ``errors.cover(globals())``.
    """
    mod = namespace.get("__name__")
    namespace["__ms_uncovered__"] = tuple(skip)
    for name in namespace.get("__all__", ()):
        fn = namespace.get(name)
        if (
            name in skip
            or not isinstance(fn, types.FunctionType)
            or fn.__module__ != mod
            or getattr(fn, "__ms_covered__", False)
        ):
            continue
        namespace[name] = _covered(fn)


def not_tensor_name(v) -> str:
    """MindSpore's name of a non-Tensor primitive input in ``the input[i] should be a Tensor, but got Int64``."""
    if isinstance(v, bool):
        return "Bool"
    if isinstance(v, int):
        return "Int64"
    if isinstance(v, float):
        return "Float32"
    if isinstance(v, (tuple, list)):
        kind = "Tuple" if isinstance(v, tuple) else "List"
        names = [not_tensor_name(e) for e in v]
        if len(names) > 1 and all(n == names[0] for n in names):
            return f"{kind}[{names[0]}*{len(names)}]"
        return f"{kind}[{', '.join(names)}]"
    if v is None:
        return "None"
    return "External"


# mindspore.common.dtype.number_type (2.10), in its order, as ``const_utils.check_type_valid`` lists it
NUMBER_TYPE_NAMES = (
    "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32", "float64",
    "bfloat16", "complex64", "complex128", "int4", "float8_e4m3fn", "float8_e5m2", "hifloat8",
)  # fmt: skip


def type_valid_error(arg: str, got: str, valid=NUMBER_TYPE_NAMES) -> TypeError:
    """MindSpore's ``const_utils.check_type_valid`` TypeError: ``The 'input x' doesn't support 'Bool' and expect to
    receive (mindspore.int8, ...).``"""
    names = ", ".join(f"mindspore.{n}" for n in valid)
    return TypeError(f"The '{arg}' doesn't support '{got}' and expect to receive ({names}).")


def failed_calling(name: str, call: str, valid: str) -> TypeError:
    """MindSpore's TypeError for a call whose argument types match no signature of a generated op:
    ``Failed calling ExpandDims with "ExpandDims()(input_x=Tensor, axis=bool)".`` and the valid form."""
    return TypeError(f'Failed calling {name} with "{call}".\nThe valid calling should be: \n"{valid}".')


def type_name(x) -> str:
    """MindSpore's name for the type of an argument in error messages (``Tensor``, ``List<int, int>``, ``string``)."""
    if hasattr(x, "_t") and type(x).__name__ in ("Tensor", "Parameter", "StubTensor"):
        return "Tensor"
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, int):
        return "int"
    if isinstance(x, float):
        return "float"
    if isinstance(x, str):
        return "string"
    if isinstance(x, list):
        return "List<" + ", ".join(type_name(v) for v in x) + ">"
    if isinstance(x, tuple):
        return "Tuple<" + ", ".join(type_name(v) for v in x) + ">"
    if x is None:
        return "None"
    if hasattr(x, "_t"):
        return "Tensor"
    return str(type(x))


def dtype_name(dt) -> str:
    """MindSpore's name (``Float32``) of a torch dtype, or of a torch tensor's dtype.

    The table is ``common.dtype``'s, read through ``_state.PROVIDED`` (``common.dtype`` words its own errors with
    this module, so this module does not import it)."""
    from .. import _state

    return str(_state.PROVIDED["dtype.from_torch"][getattr(dt, "dtype", dt)])


def call_error(prim: str, *args, **kwargs) -> TypeError:
    """MindSpore's TypeError for a primitive called with arguments of the wrong kind (a list or number where a Tensor
    is expected): ``Failed calling ReLU with "ReLU()(input=List<float>)".``"""
    names = ("input",) if len(args) == 1 else ("input", "other", "x3", "x4")[: len(args)]
    parts = [f"{n}={type_name(a)}" for n, a in zip(names, args)] + [f"{k}={type_name(v)}" for k, v in kwargs.items()]
    return TypeError(f'Failed calling {prim} with "{prim}()({", ".join(parts)})".')


def dtype_error(prim: str, arg: str, dt, allowed, tensor: bool = True) -> TypeError:
    """MindSpore's type-check TypeError: ``For primitive[X], the input argument[x] must be a type of {...}, but got
    Tensor[Bool].`` (``allowed``: torch dtypes, listed sorted by name; ``tensor``: names as ``Tensor[...]``)."""
    fmt = "Tensor[{}]" if tensor else "{}"
    names = ", ".join(sorted(fmt.format(dtype_name(a)) for a in allowed))
    return TypeError(
        f"For primitive[{prim}], the input argument[{arg}] must be a type of {{{names}}}, but got "
        f"{fmt.format(dtype_name(dt))}."
    )


def select_fail(prim: str) -> TypeError:
    """MindSpore's CPU error for a dtype no kernel of the primitive ``prim`` is registered for."""
    return TypeError(f"Select CPU operator[{prim}] fail! Unsupported data type!")


def broadcast_error(op: str, sa, sb, names=("input1", "input2")) -> ValueError:
    """MindSpore's ValueError for operands of shapes ``sa`` and ``sb`` that do not broadcast."""
    sa, sb = list(sa), list(sb)
    ia, ib = len(sa), len(sb)
    m = min(ia, ib)
    # MindSpore scans the common trailing dims front to back and prints rank + m + i (i the negative position)
    for i in range(-m, 0):
        da, db = sa[i], sb[i]
        if da != db and da != 1 and db != 1:
            ia, ib = len(sa) + m + i, len(sb) + m + i
            break
    na, nb = names
    return ValueError(
        f"For '{op}', {na}.shape and {nb}.shape need to broadcast. The value of {na}.shape[{ia}] or "
        f"{nb}.shape[{ib}] must be 1 or -1 when they are not the same, but got {na}.shape = {sa} and "
        f"{nb}.shape = {sb}"
    )


def axis_error(prim: str, axis, ndim: int) -> ValueError:
    """MindSpore's ValueError for an axis out of ``[-ndim, ndim)``: ``For primitive[Softmax], the axis must be in
    [-2,2), but got 2.`` (``ndim`` 0 gives ``[0,0)``)."""
    lo = -ndim if ndim else 0
    return ValueError(f"For primitive[{prim}], the axis must be in [{lo},{ndim}), but got {axis}.")


def unsupported_op(prim: str, device: str = "CPU") -> RuntimeError:
    """MindSpore's RuntimeError for a primitive with no kernel on ``device`` ('CPU' or 'GPU'): its message opens with
    a blank line and 'Kernel select failed', as MindSpore prints it."""
    rule = "-" * 52
    return RuntimeError(
        f"\n{rule}\n- Kernel select failed:\n{rule}\nUnsupported op [{prim}] on {device}, Please confirm whether the "
        "device target setting is correct, or refer to 'mindspore.ops' at https://www.mindspore.cn to query the "
        "operator support list."
    )


def resize_failed(prim: str, detail: str = "") -> RuntimeError:
    """MindSpore's RuntimeError for a CPU kernel whose Resize refused its inputs' shapes: its message opens with a
    blank line and 'Framework Unexpected Exception Raised', then 'CPU kernel op [Default/X-op0] resize failed.'
    (MindSpore logs the reason, ``detail``, on its own; here it follows the message)."""
    rule = "-" * 52
    text = (
        f"\n{rule}\n- Framework Unexpected Exception Raised:\n{rule}\nThis exception is caused by framework's "
        "unexpected error. Please create an issue at https://gitee.com/mindspore/mindspore/issues to get help.\n\n"
        f"{rule}\n- Kernel build failed: (For framework developers)\n{rule}\nCPU kernel op [Default/{prim}-op0] "
        "resize failed."
    )
    return RuntimeError(text + (f"\n{message(prim, detail)}" if detail else ""))


def kernel_object_error(prim: str, inputs: int) -> TypeError:
    """MindSpore's TypeError for a primitive called with more inputs than any of its CPU kernels takes: its message
    opens with a blank line and 'Kernel select failed' (``KernelObjectTypeNotSupported``)."""
    rule = "-" * 52
    kinds = ", ".join(["Tensor"] * inputs)
    return TypeError(
        f"\n{rule}\n- Kernel select failed:\n{rule}\nKernelObjectTypeNotSupported: unsupported kernel object type "
        f"for Default/{prim}-op0 with inputs ({kinds}), outputs (Tensor)."
    )


def type_it_error(op: str, arg: str, support: str, data) -> TypeError:
    """MindSpore's TypeError for a primitive attribute of a type its ``type_it`` cast does not take: ``For 'Softmax',
    the type of 'axis' should be one of '[int, tuple of int]', but got <class 'list'>.``"""
    return TypeError(f"For '{op}', the type of '{arg}' should be one of '[{support}]', but got {type(data)}.")


def typeof_name(v) -> str:
    """MindSpore's ``ops.typeof`` name of a non-Tensor value in its messages: ``Bool``, ``Int64``, ``Float32``,
    ``String``, ``None``, ``Tuple[Int64]``, ``List[Int64]``."""
    return "String" if isinstance(v, str) else not_tensor_name(v)


def is_tensor_error(op: str, arg: str, value) -> TypeError:
    """MindSpore's ``_check_is_tensor`` TypeError of its losses: ``For 'huber_loss', the 'target' must be a Tensor,
    but got 'Float32'`` (no closing period, as MindSpore)."""
    return TypeError(f"For '{op}', the '{arg}' must be a Tensor, but got '{typeof_name(value)}'")


def signature_error(prim: str, init: dict, inputs: dict, valid: dict | None = None) -> TypeError:
    """MindSpore's ``Failed calling X with "X(attr=string)(input=Tensor, target=float)".`` TypeError of a generated
    primitive called with an input its signature does not take; ``init``: the primitive's attributes (name ->
    value), ``inputs``: its inputs (name -> value), ``valid``: the kinds an input takes where not ``Tensor``
    (``{"dims": "Tensor, tuple of int"}``) and an attribute where not the type of the value given
    (``{"alpha": "float"}``)."""
    valid = valid or {}
    attrs = ", ".join(f"{k}={type_name(v)}" for k, v in init.items())
    args = ", ".join(f"{k}={type_name(v)}" for k, v in inputs.items())
    want_attrs = ", ".join(f"{k}=<{valid.get(k) or type_name(v)}>" for k, v in init.items())
    want_args = ", ".join(f"{k}=<{valid.get(k, 'Tensor')}>" for k in inputs)
    return failed_calling(prim, f"{prim}({attrs})({args})", f"{prim}({want_attrs})({want_args})")


def tensor_convert_error(prim: str, index: int, value, target: str) -> TypeError:
    """MindSpore's TypeError of a pyboost primitive whose ``index``-th input (counting from 0) takes an int or a
    tuple of int and was given a Tensor it cannot read as one (``target``: ``"int"``: an integer Tensor of one
    element; ``"tuple of int"``: an integer Tensor of rank 0 or 1): ``For ExpandDims, the 1'th input is a Tensor
    whose shape is [2, 3] and dtype is [Float32], which can not be converted to int.``"""
    return TypeError(
        f"For {prim}, the {index}'th input is a Tensor whose shape is {list(value.shape)} and dtype is "
        f"[{value.dtype}], which can not be converted to {target}."
    )


def scalar_attr_error(prim: str, arg: str, value) -> ValueError:
    """MindSpore's ValueError of a generated primitive's scalar attribute given a Tensor of rank >= 1; its two
    arguments print as a tuple: ``("For 'CeLU', the value of 'alpha' is invalid: '[[1. 2.]]'.", 'Only support 0-dim
    tenor to scalar.')``."""
    return ValueError(
        message(prim, f"the value of '{arg}' is invalid: '{value}'."), "Only support 0-dim tenor to scalar."
    )


def implicit_error(prim: str, index: int, name: str, value) -> TypeError:
    """MindSpore's TypeError of a primitive whose signature converts its inputs (``sig_dtype.T``) given an input
    that is not a Tensor or a number: ``For 'Hypot', the 2th input var can not be implicitly converted. Its type is
    Tuple[Int64]. Only support Tensor or Scalar.`` (``index`` counts from 1; ``name`` is the signature's: ``var``
    where MindSpore's signature names none; a list is shown as the tuple MindSpore converts it to; a str is
    ``String``; None and other objects as their Python value)."""
    if isinstance(value, (tuple, list)):
        kind = not_tensor_name(tuple(value))
    elif isinstance(value, str):
        kind = "String"
    elif value is None:
        kind = 'None, value is "None"'
    else:
        kind = f'None, value is "PythonObject(type: {type(value)}, value: {value})"'
    return TypeError(
        f"For '{prim}', the {index}th input {name} can not be implicitly converted. Its type is {kind}. "
        "Only support Tensor or Scalar."
    )


def tensor_input_error(prim: str, input, other, valid_other: str) -> TypeError:
    """MindSpore's TypeError of a primitive whose signature takes ``input`` as a Tensor only (``Less``, ``Equal``)
    called with a number, list or numpy scalar there: ``Failed calling Less with "Less()(input=int, other=Tensor)".``
    and the valid form; inside a graph (a GRAPH_MODE Cell, ``jit``) the compiler's ``Failed calling Less with
    "input=Int64".``"""
    from .._state import STAGED_DEPTH

    if STAGED_DEPTH[0]:
        return TypeError(
            f'Failed calling {prim} with "input={typeof_name(input)}".\nThe valid calling should be: '
            f'"input=<Tensor>, other=<{valid_other}>".'
        )
    call = f"{prim}()(input={type_name(input)}, other={type_name(other)})"
    return failed_calling(prim, call, f"{prim}()(input=<Tensor>, other=<{valid_other}>)")


def _kind_matches(value, kinds: str) -> bool:
    """Whether ``value`` is one of ``kinds`` (``"Number, Tensor, bool"``) as MindSpore's overload parser reads them."""
    name = type_name(value)
    return any(
        (k == "Tensor" and name == "Tensor")
        or (k == "Number" and name in ("int", "float"))
        or (k == "bool" and name == "bool")
        for k in (k.strip() for k in kinds.split(","))
    )


def overload_error(name: str, args: tuple, others: tuple[str, ...]) -> TypeError:
    """MindSpore's TypeError of an overloaded functional op (``ops.less``) whose ``input`` must be a Tensor, called
    with ``args`` that match none of its overloads ``(input=<Tensor>, other=<KINDS>)`` for each of ``others``::

        Failed calling less with "less(int, Tensor)".
        The valid calling should be:
        "less(input=<Tensor>, other=<Number>)"
            match failed because invalid types: (int, Tensor)
                                                 ~~~~~~~~~~~~~

    (each overload's line marks the arguments it does not take)."""
    names = [type_name(a) for a in args]
    got = ", ".join(names)
    lead = "    match failed because invalid types: "
    lines = [f'Failed calling {name} with "{name}({got})".', "The valid calling should be:"]
    for kinds in others:
        wanted = ("Tensor", kinds)
        marks = []
        for i, (arg, want) in enumerate(zip(args, wanted)):
            seg = ("(" if i == 0 else " ") + names[i] + ("," if i < len(args) - 1 else ")")
            marks.append((" " if _kind_matches(arg, want) else "~") * len(seg))
        lines += [
            f'"{name}(input=<Tensor>, other=<{kinds}>)"',
            f"{lead}({got})",
            " " * (len(lead) + 1) + "".join(marks),
        ]
    return TypeError("\n".join(lines))


def input_tensor_error(prim: str, arg: str, value) -> TypeError:
    """MindSpore's TypeError of a primitive given a non-Tensor input: ``For Primitive[MultiMarginLoss], the type of
    input argument[target] must be Tensor but got Tuple[Int64].``"""
    return TypeError(
        f"For Primitive[{prim}], the type of input argument[{arg}] must be Tensor but got {typeof_name(value)}."
    )


_KINDS = re.compile(r"(\w+)=<([^>]*)>")


def tensor_only_error(spec: str, values: dict, shown: dict | None = None, op: str | None = None) -> BaseException:
    """MindSpore's TypeError of an op whose first input must be a Tensor, given something else (a number, bool,
    list, tuple, str or None), worded by ``spec``, one of MindSpore's four forms:

    - ``"Primitive[Sort](inputx)"``: ``For Primitive[Sort], the type of input argument[inputx] must be Tensor but
      got Float32.`` (a primitive's input check; the value named as ``ops.typeof`` names it);
    - a generated primitive's valid calling, ``"ReduceAll(keep_dims=<bool>)(input=<Tensor>, axis=<int>)"``:
      ``Failed calling ReduceAll with "ReduceAll(keep_dims=bool)(input=float, axis=None)".`` and the valid calling,
      each argument shown by the type of its value in ``values`` (the call's arguments by name; the first input
      is the first value where the names differ) or, where given,
      by ``shown`` (the text MindSpore shows for a default it converts first: ``{"axis": "Tuple<>"}``);
    - a Python check's text with ``{cls}`` for the value's class (``"For nansum, input must be a Tensor, but got
      {cls}."``) or ``{typeof}`` for its type as ``ops.typeof`` names it (``"For 'Size', input must be a Tensor, but
      got: {typeof}."``: ``Float32``, ``Tuple[Int64]``), after ``For 'op', `` when ``op`` is given;
    - ``".ndim"`` (an attribute's name after a dot): the AttributeError Python raises where MindSpore's function
      reads that attribute of its input first (``'float' object has no attribute 'ndim'``; ``cov``, ``norm``,
      ``zeros_like``, ``argmin``), returned, not a TypeError.
    """
    shown = shown or {}
    x = next(iter(values.values()), None)
    if spec.startswith("."):
        return AttributeError(f"'{type(x).__name__}' object has no attribute '{spec[1:]}'")
    if spec.startswith("Primitive["):
        prim, _, arg = spec[len("Primitive[") :].partition("](")
        return input_tensor_error(prim, arg.rstrip(")"), x)
    if ")(" in spec:
        prim, _, rest = spec.partition("(")
        attrs, _, inputs = rest.partition(")(")
        first = _KINDS.findall(inputs)[0][0]

        def got(part: str) -> str:
            return ", ".join(
                f"{k}={shown.get(k) or type_name(values.get(k, x if k == first else None))}"
                for k, _ in _KINDS.findall(part)
            )

        return failed_calling(prim, f"{prim}({got(attrs)})({got(inputs)})", spec)
    text = spec.format(cls=type(x), typeof=typeof_name(x) if "{typeof}" in spec else "")
    return TypeError(message(op, text) if op else text)


def input_count_error(prim: str, expected: int, got: int) -> RuntimeError:
    """MindSpore's RuntimeError of a sequence primitive (``TupleGetItem``, ``dict_getitem``, ``tuple_reversed``)
    called with another number of inputs: ``For 'dict_getitem', the number of input should be 2, but got 1``."""
    return RuntimeError(message(prim, f"the number of input should be {expected}, but got {got}"))


def sequence_input_error(prim: str, kind: str, value, index: int = 0) -> TypeError:
    """MindSpore's TypeError of a sequence primitive whose first input is not the ``kind`` it takes (``Sequence``,
    ``Tuple``, ``Dictionary``): ``For 'TupleGetItem', input[0] should be Sequence, but got Tensor[Float32].`` (a
    Tensor by its dtype, other values as ``ops.typeof`` names them); ``index``: which input (``input[1] should be
    Scalar``)."""
    return TypeError(message(prim, f"input[{index}] should be {kind}, but got {value_type_name(value)}."))


def value_type_name(value) -> str:
    """MindSpore's name of an input's type in a primitive's checks: ``Tensor[Float32]`` for a Tensor, else as
    ``ops.typeof`` names it (``Float32``, ``Tuple[Int64]``, ``String``); a dict as ``Dictionary[[1,],[Int64]]``."""
    if hasattr(value, "_t"):
        return f"Tensor[{value.dtype}]"
    if isinstance(value, dict):  # its keys' values, then its values' types
        keys = "".join(f"{k}," for k in value)
        return f"Dictionary[[{keys}],[{','.join(value_type_name(v) for v in value.values())}]]"
    return typeof_name(value)
