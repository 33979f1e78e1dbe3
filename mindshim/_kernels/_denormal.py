"""Denormal floats flushed to zero on every intra-op CPU thread while a recurrent net's gradient is computed.

A recurrent net's gradient decays step by step back through time; over hundreds of steps it reaches the denormal
range (below 1.2e-38 in float32), where x86 arithmetic runs tens of times slower. MindSpore's model zoo sentiment
LSTM (a loss on the first and last of 500 steps) trains 12x slower in torch for this alone, while MindSpore's own
CPU LSTM does not slow down. mindshim flushes denormals (the x86 FTZ and DAZ bits) only while the backward of a
fused recurrent kernel runs (:func:`flushed_backward`), so every other op keeps MindSpore's results for denormal
values (MindSpore's ``1e-38 * 1e-3`` is ``1e-41``, not 0); what changes is gradient terms below 1.2e-38 becoming
0.

``torch.set_flush_denormal`` sets the bits on the calling thread only; torch's OpenMP workers, which run most of
a large kernel, keep theirs. :func:`flushed` also sets them on the workers, through the OpenMP runtime torch
loaded (one parallel region of ``fesetenv``, about 2 microseconds). Where that runtime or x86's control register
is not there (not Linux on x86-64), only the calling thread is flushed, as far as torch supports it.
"""

from __future__ import annotations

import ctypes
import os
import platform
import sys

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

import torch

__all__ = ["flushed", "flushed_backward", "workers_supported"]

_FTZ_DAZ = 0x8040  # MXCSR: flush-to-zero (bit 15) and denormals-are-zero (bit 6)
_MXCSR = 7  # index of the MXCSR word in glibc's x86-64 fenv_t, read as 32-bit words
_runtime: tuple | None | bool = False  # False: not looked up yet; None: not available


def _find_runtime() -> tuple | None:
    """(GOMP_parallel, fesetenv's address, fegetenv) of the OpenMP runtime torch loaded, or None."""
    if not sys.platform.startswith("linux") or platform.machine() != "x86_64":
        return None
    if "OpenMP" not in torch.__config__.parallel_info():
        return None
    try:
        with open("/proc/self/maps") as maps:
            paths = {line.split()[-1] for line in maps if "libgomp" in line and "/" in line}
        own = {p for p in paths if p.startswith(os.path.dirname(torch.__file__) + os.sep)}
        paths = own or paths  # torch's bundled copy, where another library loaded one of its own too
        if len(paths) != 1:
            return None
        gomp = ctypes.CDLL(paths.pop())
        libm = ctypes.CDLL("libm.so.6")
        parallel = gomp.GOMP_parallel
        parallel.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint, ctypes.c_uint]
        parallel.restype = None
        getenv = libm.fegetenv
        getenv.argtypes = [ctypes.c_void_p]
        getenv.restype = ctypes.c_int
        return parallel, ctypes.cast(libm.fesetenv, ctypes.c_void_p).value, getenv
    except (OSError, AttributeError):
        return None


def _get_runtime() -> tuple | None:
    global _runtime
    if _runtime is False:
        _runtime = _find_runtime()
    return _runtime


def workers_supported() -> bool:
    """Whether :func:`flushed` reaches torch's OpenMP worker threads (Linux on x86-64 with torch's libgomp)."""
    return _get_runtime() is not None


def _set_all(runtime: tuple, env: ctypes.Array, threads: int) -> None:
    parallel, fesetenv, _ = runtime
    parallel(fesetenv, ctypes.addressof(env), threads, 0)  # every thread of the team runs fesetenv(&env)


@contextmanager
def flushed() -> Iterator[None]:
    """Flush denormal floats to zero (FTZ and DAZ) on this thread and torch's intra-op workers inside the block.

    Nothing changes where they are flushed already (``torch.set_flush_denormal(True)``); on leaving, by return or
    exception, the bits are cleared again on the same threads.
    """
    runtime = _get_runtime()
    if runtime is None:  # the calling thread only; its setting is read from a denormal product
        if float(torch.tensor([1e-38]) * 1e-3) == 0.0 or not torch.set_flush_denormal(True):
            yield
            return
        try:
            yield
        finally:
            torch.set_flush_denormal(False)
        return
    env = (ctypes.c_uint32 * 8)()
    runtime[2](env)
    if env[_MXCSR] & _FTZ_DAZ == _FTZ_DAZ:
        yield
        return
    threads = torch.get_num_threads()
    env[_MXCSR] |= _FTZ_DAZ
    _set_all(runtime, env, threads)
    try:
        yield
    finally:
        env[_MXCSR] &= ~_FTZ_DAZ & 0xFFFFFFFF
        _set_all(runtime, env, threads)


class _FlushedBackward(torch.autograd.Function):
    """``fn(*tensors)`` as one autograd node whose backward (the inner graph's) runs under :func:`flushed`."""

    @staticmethod
    def forward(ctx, fn: Callable, *tensors: torch.Tensor) -> tuple:  # type: ignore[override]
        ctx.set_materialize_grads(False)
        with torch.enable_grad():
            leaves = [t.detach().requires_grad_(t.requires_grad) for t in tensors]
            outs = fn(*leaves)
        ctx.leaves, ctx.outs = leaves, outs
        result = tuple(o.detach() for o in outs)
        ctx.mark_non_differentiable(*[r for r, o in zip(result, outs) if not o.requires_grad])
        return result

    @staticmethod
    def backward(ctx, *grads: torch.Tensor | None) -> tuple:  # type: ignore[override]
        pairs = [(o, g) for o, g in zip(ctx.outs, grads) if g is not None and o.requires_grad]
        want = [i for i, leaf in enumerate(ctx.leaves) if leaf.requires_grad]
        result: list = [None] * (1 + len(ctx.leaves))
        if not pairs or not want:
            return tuple(result)
        with flushed():
            got = torch.autograd.grad(
                [o for o, _ in pairs],
                [ctx.leaves[i] for i in want],
                [g for _, g in pairs],
                retain_graph=True,
                create_graph=torch.is_grad_enabled(),
                allow_unused=True,
            )
        for i, g in zip(want, got):
            result[1 + i] = g
        return tuple(result)


def flushed_backward(fn: Callable[..., tuple], tensors: Sequence[torch.Tensor]) -> tuple:
    """``fn(*tensors)`` (a tuple of tensors), with its gradient computed under :func:`flushed`.

    Applies where it matters and is safe: gradient mode on, a CPU floating-point input that requires grad, and not
    while ``torch.compile`` traces (which sees ``fn`` itself). Elsewhere ``fn(*tensors)`` runs as it is. The
    forward values are ``fn``'s own; only gradient terms below the smallest normal float become 0.
    """
    if (
        not torch.is_grad_enabled()
        or torch.compiler.is_compiling()
        or not any(t.requires_grad for t in tensors)
        or tensors[0].device.type != "cpu"
        or not tensors[0].is_floating_point()
    ):
        return fn(*tensors)
    return _FlushedBackward.apply(fn, *tensors)
