"""`mindspore.jit` / `ms_function` (1.x): staged execution, mapped to eager torch (optionally torch.compile)."""

from __future__ import annotations

import functools
import os
import sys
from typing import Any, Callable

__all__ = ["jit", "ms_function", "jit_class", "ms_class", "JitConfig", "mutable", "in_jit"]

_DEPTH = [0]  # > 0 while a jit-decorated function runs (Cell hooks are skipped there, as in MindSpore)


def in_jit() -> bool:
    """True while running inside a ``jit``/``ms_function``-decorated function."""
    return _DEPTH[0] > 0


def _compile_requested(options: dict) -> bool:
    mode = os.environ.get("MINDSHIM_JIT", "").lower()
    if mode in ("eager", "off", "0"):
        return False
    if mode in ("compile", "inductor", "1"):
        return True
    return options.get("backend") in ("inductor", "torch.compile")


class _Compiled:
    """torch.compile of a function over torch tensors, built on first use; falls back to eager on failure."""

    def __init__(self, fn: Callable) -> None:
        self.fn = fn
        self.compiled = None
        self.failed = False

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self.failed:
            return self.fn(*args, **kwargs)
        try:
            import torch

            if self.compiled is None:
                self.compiled = torch.compile(self.fn, dynamic=False)
            return self.compiled(*args, **kwargs)
        except Exception as e:  # JIT Fallback: run the Python function as is
            self.failed = True
            sys.stderr.write(f"[mindshim] jit: torch.compile failed ({type(e).__name__}); running eagerly.\n")
            return self.fn(*args, **kwargs)


def jit(function: Callable | None = None, *args: Any, **kwargs: Any) -> Callable:
    """Decorate a function or Cell method for staged ("graph") execution. Mirrors ``mindspore.jit`` (2.x).

    Accepts both the 2.10 form ``jit(function=None, *, capture_mode='ast', jit_level='O0', dynamic=0,
    fullgraph=False, backend='', **options)`` and the older ``jit(fn, mode='PSJit', input_signature=None,
    hash_args=None, jit_config=None, compile_once=False)``.

    mindshim runs the function eagerly on torch by default, with the same numbers as PyNative mode:
    on CPU, ``torch.compile`` of a LeNet step costs ~12 s cold and runs slower than eager (measured,
    see docs/benchmarks.md), so compiling every call would make scripts slower. Set
    ``MINDSHIM_JIT=compile`` (or ``backend='inductor'``) to compile with ``torch.compile``; a function
    it cannot compile runs eagerly ("JIT Fallback"). Inside a jit function, Cell hooks are skipped, as
    MindSpore documents.

    Returns:
        the wrapped function (or a decorator when called without ``function``).
    """
    if function is None or not callable(function):
        return lambda fn: jit(fn, **kwargs)
    compiled = _Compiled(function) if _compile_requested(kwargs) else None

    @functools.wraps(function)
    def staged(*a: Any, **k: Any) -> Any:
        _DEPTH[0] += 1
        try:
            if compiled is not None:
                return compiled(*a, **k)
            return function(*a, **k)
        finally:
            _DEPTH[0] -= 1

    staged.__mindshim_jit__ = True
    return staged


def ms_function(fn: Callable | None = None, input_signature: Any = None, hash_args: Any = None, jit_config: Any = None):
    """The MindSpore 1.x name of :func:`jit` (removed in MindSpore 2.x; mindshim keeps it working)."""
    return jit(fn, input_signature=input_signature, hash_args=hash_args, jit_config=jit_config)


def jit_class(cls: type) -> type:
    """Mark a class as usable inside ``jit`` functions. Mirrors ``mindspore.jit_class``; returns ``cls`` unchanged."""
    if not isinstance(cls, type):
        raise TypeError(f"Decorator jit_class can only be used for class type, but got {cls}.")
    cls.__ms_class__ = True
    return cls


ms_class = jit_class


class JitConfig:
    """Compilation options for a Cell or jit function. Mirrors ``mindspore.JitConfig`` (2.x).

    Args:
        jit_level (str): 'O0', 'O1' or 'O2'. Default ''. exc_mode (str): default 'auto'.
        jit_syntax_level (str), debug_level (str), infer_boost (str), backend (str): stored as given.
    Stored in ``jit_config_dict``; mindshim's execution is eager unless ``MINDSHIM_JIT=compile``.
    """

    def __init__(
        self,
        jit_level: str = "",
        exc_mode: str = "auto",
        jit_syntax_level: str = "",
        debug_level: str = "",
        infer_boost: str = "off",
        **kwargs: Any,
    ) -> None:
        if jit_level not in ("", "O0", "O1", "O2"):
            raise ValueError(f"For 'jit_level' must be one of ['O0', 'O1', 'O2'], but got {jit_level}.")
        self.jit_config_dict = dict(
            jit_level=jit_level,
            exc_mode=exc_mode,
            jit_syntax_level=jit_syntax_level,
            debug_level=debug_level,
            infer_boost=infer_boost,
            **kwargs,
        )


def mutable(input_data: Any, dynamic_len: bool = False) -> Any:
    """Mark a value as variable for graph compilation. Mirrors ``mindspore.mutable``; returns ``input_data``."""
    return input_data
