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

__all__ = ["op_error", "type_error", "value_error", "runtime_error", "translate", "translated"]


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
