"""The Cell's slow call path: its hooks, custom ``bprop``, ``to_float`` cast and GRAPH_MODE staging, in order."""

from __future__ import annotations

import warnings
from typing import Any, Callable

import torch

from .. import _state
from .. import runtime as _runtime
from .._state import GRAPH_MODE
from .._state import PARAM_HOOK_CELLS
from .._state import STAGED_DEPTH
from .._version import before
from ..common.api import _enter_graph, _exit_graph, _freeze_attributes, _graph_output, _thaw_attributes
from ..common.tensor import Tensor, _wrap
from ..ops.composite.hooks import _run_bprop, arm_backward_hooks, hook_outputs

__all__ = ["call_cell_slow"]


def call_cell_slow(cell, args: tuple, kwargs: dict) -> Any:
    """Call ``cell`` with its hooks and custom ``bprop`` (the path ``Cell.__call__`` takes when any is present).

    Order, as in MindSpore 2.10 PyNative (``Cell._run_construct``): forward pre-hooks (their changes fall outside
    the backward-hook range), backward-hook input capture, ``construct`` (or the custom-bprop function when a
    gradient is being recorded), forward hooks (inside the range), backward-hook output capture; then a device
    synchronisation when ``launch_blocking`` is on. If anything raises, forward hooks registered with
    ``always_call=True`` that have not run yet are called (with the output so far, or None) before the error
    propagates; an error they raise then is turned into a warning.
    """
    if GRAPH_MODE[0] and not STAGED_DEPTH[0]:  # a top-level Cell call in GRAPH_MODE: a staged region
        from ..common._graph_syntax import graph_construct

        _enter_graph(cell, None, args)
        swapped = False
        changed = _freeze_attributes(cell, type(cell).construct, args, phase=True)
        try:
            swapped = graph_construct(cell)
            return _graph_output(call_cell_slow(cell, args, kwargs), args, cell.construct)
        finally:
            if swapped:
                cell.__dict__.pop("construct", None)
            if changed is not None:
                _thaw_attributes(changed)
            _exit_graph()
    if cell.__dict__.get("_ms_param_hooks_on") and (not PARAM_HOOK_CELLS or PARAM_HOOK_CELLS[-1] is not cell):
        PARAM_HOOK_CELLS.append(cell)  # its parameter forward hooks apply to reads in a staged region while it runs
        try:
            return call_cell_slow(cell, args, kwargs)
        finally:
            PARAM_HOOK_CELLS.pop()
    if not cell.__dict__["_ms_slow"]:  # here only for GRAPH_MODE / launch_blocking
        out = cell.construct(*args, **kwargs)
        if _state.LAUNCH_BLOCKING[0]:
            _runtime._sync_if_blocking()
        return out
    if STAGED_DEPTH[0] and before(2, 3):
        # MindSpore up to 2.2 documents that Cell hooks "do not work in graph mode or on Cells decorated with
        # jit/ms_function" (2.3+ runs them there too, as 2.10 does): run the cell without its hooks.
        return _run_unhooked(cell, args, kwargs)
    fwd = cell.__dict__["_ms_forward_hooks"]
    called: set = set()
    state = [args, kwargs, None]
    try:
        out = _run_hooked(cell, state, called)
    except Exception:
        for hid, (fn, with_kwargs, key, always) in tuple(fwd.items()):
            if not always or hid in called:
                continue
            try:
                a, k, o = state
                r = fn(key, a, k, o) if with_kwargs else fn(key, a, o)
                if r is not None:
                    state[2] = r
            except Exception as e:  # MindSpore silences it: the forward error wins
                warnings.warn(
                    "cell forward hook with ``always_call=True`` raised an exception that was silenced because "
                    f"another error was already raised in forward: {e}",
                    stacklevel=2,
                )
        raise
    if _state.LAUNCH_BLOCKING[0]:
        _runtime._sync_if_blocking()
    return out


def _run_unhooked(cell, args: tuple, kwargs: dict) -> Any:
    cast = cell.__dict__["_ms_cast"]
    run = _run_bprop if _has_bprop(cell) else _construct
    out = run(cell, args, kwargs) if cast is None else _run_cast(cell, cast, run, args, kwargs)
    if _state.LAUNCH_BLOCKING[0]:
        _runtime._sync_if_blocking()
    return out


def _run_hooked(cell, state: list, called: set) -> Any:
    d = cell.__dict__
    pre, fwd = d["_ms_forward_pre_hooks"], d["_ms_forward_hooks"]
    args, kwargs = state[0], state[1]
    for fn, with_kwargs, key, _ in tuple(pre.values()):
        if with_kwargs:
            r = fn(key, args, kwargs)
            if r is not None:
                if not (isinstance(r, tuple) and len(r) == 2):
                    raise RuntimeError(
                        "forward pre hook with kwargs must return None or a tuple of (new_args, new_kwargs), "
                        f"but got {r}"
                    )
                args, kwargs = r
        else:
            r = fn(key, args)
            if r is not None:
                args = r if isinstance(r, tuple) else (r,)
        state[0], state[1] = args, kwargs
    bw = None
    if (d["_ms_backward_hooks"] or d["_ms_backward_pre_hooks"]) and torch.is_grad_enabled():
        bw, args = arm_backward_hooks(cell, args)
    cast = d["_ms_cast"]
    if _has_bprop(cell):
        # MindSpore 2.10 does not register forward hooks on a Cell that defines its own bprop.
        out = _run_bprop(cell, args, kwargs) if cast is None else _run_cast(cell, cast, _run_bprop, args, kwargs)
    else:
        if cast is None:
            out = cell.construct(*args, **kwargs)
        else:
            out = _run_cast(cell, cast, _construct, args, kwargs)
        state[2] = out
        for hid, (fn, with_kwargs, key, always) in tuple(fwd.items()):
            if always:
                called.add(hid)
            r = fn(key, args, kwargs, out) if with_kwargs else fn(key, args, out)
            if r is not None:
                out = r
                state[2] = out
    if bw is not None:
        out = hook_outputs(bw, out)
    return out


def _construct(cell, args: tuple, kwargs: dict) -> Any:
    return cell.construct(*args, **kwargs)


def _cast_value(x: Any, dtype: torch.dtype) -> Any:
    if isinstance(x, Tensor):
        t = x._data()
        return _wrap(t.to(dtype)) if t.is_floating_point() and t.dtype != dtype else x
    if isinstance(x, (tuple, list)) and not hasattr(x, "_fields"):
        return type(x)(_cast_value(v, dtype) for v in x)
    return x


def _run_cast(cell, dtype: torch.dtype, run: Callable, args: tuple, kwargs: dict) -> Any:
    """Run ``cell`` as MindSpore runs a cell after ``to_float(dtype)``: float inputs and the cell's own float
    Parameters enter ``construct`` cast to ``dtype`` (the cast is differentiable, so gradients reach the
    Parameters in their own dtype); the Parameters are restored afterwards, taking over in-place updates made
    to their cast copies (BatchNorm statistics) and new values given to them (``set_data``). A cell whose class
    sets ``_ms_cast_keeps_params`` (BatchNorm,
    InstanceNorm) gets its inputs cast and its Parameters as they are: MindSpore casts no Parameter that its op
    writes (``sig_rw.RW_WRITE``: every Parameter input of BatchNorm and InstanceNorm)."""
    args = tuple(_cast_value(a, dtype) for a in args)
    kwargs = {k: _cast_value(v, dtype) for k, v in kwargs.items()}
    swapped = []
    torch_params = cell._parameters  # what layers read; mirrors _params (same keys)
    own = () if getattr(type(cell), "_ms_cast_keeps_params", False) else cell.__dict__["_params"].items()
    for name, p in own:
        if p is None:
            continue
        t = p._t
        if t.is_floating_point() and t.dtype != dtype:
            low = t.to(dtype)
            swapped.append((name, p, t, low, low._version, low.data_ptr()))
            p._t = low
            if torch_params.get(name) is t:
                torch_params[name] = low
    try:
        return run(cell, args, kwargs)
    finally:
        for name, p, t, low, version, ptr in swapped:
            p._t = t
            if name in torch_params:
                torch_params[name] = t
            # updated in place (BatchNorm statistics) or given a new value (set_data, ``self.param = value``, as
            # THOR's layers record their statistics): keep it, in the Parameter's dtype
            if low._version != version or low.data_ptr() != ptr:
                with torch.no_grad():
                    if low.shape == t.shape:
                        t.copy_(low)
                    else:
                        t.data = low.to(t.dtype)


def _has_bprop(cell) -> bool:
    return getattr(type(cell), "bprop", None) is not None
