"""MindSpore's exceptions for the kernels: ``For 'Op', ...`` messages and the translation of torch's errors.

MindSpore words an argument error as ``For 'Conv2d', the 'in_channels' must be ...`` and raises ``TypeError``
for a wrong type or dtype, ``ValueError`` for a wrong value, shape, rank or axis, and ``RuntimeError`` for
what fails inside a kernel. torch raises ``RuntimeError``, ``IndexError``, ``NotImplementedError`` or
``AttributeError`` for the same mistakes; :func:`translated` maps those onto MindSpore's classes so that a
torch exception never reaches the user.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator

__all__ = [
    "op_error",
    "type_error",
    "value_error",
    "runtime_error",
    "translate",
    "translated",
    "type_name",
    "not_tensor_name",
    "dtype_name",
    "call_error",
    "dtype_error",
    "select_fail",
    "broadcast_error",
    "axis_error",
]


def op_error(cls: type[BaseException], op: str, msg: str) -> BaseException:
    """``cls("For 'op', msg")``: an exception worded as MindSpore words an op's argument error."""
    return cls(f"For '{op}', {msg}")


def type_error(op: str, msg: str) -> TypeError:
    """MindSpore's ``TypeError`` for a wrong argument type or dtype: ``For 'op', msg``."""
    return op_error(TypeError, op, msg)


def value_error(op: str, msg: str) -> ValueError:
    """MindSpore's ``ValueError`` for a wrong value, shape, rank or axis: ``For 'op', msg``."""
    return op_error(ValueError, op, msg)


def runtime_error(op: str, msg: str) -> RuntimeError:
    """MindSpore's ``RuntimeError`` for a failure inside a kernel: ``For 'op', msg``."""
    return op_error(RuntimeError, op, msg)


# torch message fragment -> MindSpore exception class (first match wins)
_RULES: tuple[tuple[re.Pattern, type[BaseException]], ...] = tuple(
    (re.compile(p, re.I), cls)
    for p, cls in (
        (
            r"not implemented for|expected scalar type|expected .*dtype|dtype|must have the same dtype|"
            r"result type .* can't be cast|promot",
            TypeError,
        ),
        (
            r"dimension out of range|out of bounds|index .* is out of|invalid dimension|"
            r"size mismatch|shape|must match the size|broadcast|expected .*dim|negative|"
            r"must be (greater|positive|non-negative)|invalid|cannot be|non-empty|number of|"
            r"kernel size can't be greater|too small|padding|stride",
            ValueError,
        ),
    )
)


def translate(op: str, exc: BaseException) -> BaseException:
    """MindSpore's exception for a torch exception ``exc`` raised while running ``op``.

    MindSpore's own exceptions (already worded ``For '...'``) and exceptions of other origins that are not
    torch's (``KeyboardInterrupt``, ``MemoryError``) pass through unchanged. torch's ``IndexError`` (an axis
    out of range) becomes ``ValueError``; a ``RuntimeError``/``NotImplementedError``/``AttributeError`` becomes
    ``TypeError`` or ``ValueError`` by its message, else ``RuntimeError``. The torch message is kept after
    MindSpore's ``For 'op', `` prefix; the torch exception is the new one's ``__cause__``.
    """
    if not isinstance(exc, (RuntimeError, IndexError, NotImplementedError, AttributeError, TypeError, ValueError)):
        return exc
    msg = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    if msg.startswith("For '"):
        return exc
    if isinstance(exc, IndexError):
        cls: type[BaseException] = ValueError
    elif isinstance(exc, (TypeError, ValueError)):
        cls = type(exc)
    else:
        cls = RuntimeError
        for pat, c in _RULES:
            if pat.search(msg):
                cls = c
                break
    new = op_error(cls, op, msg[0].lower() + msg[1:] if msg[:1].isupper() and msg[1:2].islower() else msg)
    new.__cause__ = exc
    return new


@contextlib.contextmanager
def translated(op: str) -> Iterator[None]:
    """Run a block of torch calls for ``op``; a torch exception leaves it as MindSpore's (:func:`translate`)."""
    try:
        yield
    except (RuntimeError, IndexError, NotImplementedError, AttributeError, TypeError, ValueError) as e:
        new = translate(op, e)
        if new is e:
            raise
        raise new from e


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
        if names and all(n == names[0] for n in names):
            return f"{kind}[{names[0]}*{len(names)}]"
        return f"{kind}[{', '.join(names)}]"
    if v is None:
        return "None"
    return "External"


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
    """MindSpore's name (``Float32``) of a torch dtype, or of a torch tensor's dtype."""
    from ..common import dtype as mstype

    return str(mstype._FROM_TORCH[getattr(dt, "dtype", dt)])


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
