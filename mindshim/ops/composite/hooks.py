"""Gradient and Cell hooks (HookBackward, Tensor.register_hook, Cell forward/backward hooks, custom bprop) on torch autograd."""

from __future__ import annotations

from ... import _api
import contextlib
import itertools
import os
import types
import warnings
import weakref
from typing import Any, Callable

import torch
from torch.utils.hooks import BackwardHook

from ... import _state
from ..._version import before
from ..._state import BACKWARD_HOOKS_ARMED
from ..._state import GRAD_DEPTH
from ..._state import STAGED_DEPTH
from ..._c_expression import Cell_
from ...common.api import _enter_graph, _exit_graph
from ...common._grad_function import _cast_and_reduce
from ..._kernels import creation as _creation
from ...common.tensor import Tensor, _wrap
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

_ids = itertools.count()

# torch warns when a module backward hook fires with no input requiring grad; MindSpore then simply passes
# None for those inputs, which is what the hook receives here too. Set once a Cell backward hook was armed,
# so that differentiation silences that warning only then.
_BW_HOOK_WARNING = "Full backward hook is firing when gradients are computed"


@contextlib.contextmanager
def _quiet_backward():
    """A context silencing torch's no-input-requires-grad backward-hook warning."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=_BW_HOOK_WARNING)
        yield


_TORCH_DIR = os.path.dirname(torch.__file__) + os.sep
_SHIM_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))) + os.sep
_INTERNAL = (_TORCH_DIR, _SHIM_DIR)


# ---- tracebacks ---------------------------------------------------------------------------------
def _user_traceback(tb: types.TracebackType | None) -> types.TracebackType | None:
    """Drop torch's and mindshim's own frames from ``tb`` so the user's lines are what a traceback shows."""
    kept = []
    while tb is not None:
        if not tb.tb_frame.f_code.co_filename.startswith(_INTERNAL):
            kept.append(tb)
        tb = tb.tb_next
    new = None
    for entry in reversed(kept):
        new = types.TracebackType(new, entry.tb_frame, entry.tb_lasti, entry.tb_lineno)
    return new


def _reraise_clean(exc: BaseException) -> BaseException:
    """Return ``exc`` with a traceback holding only user frames (used where autograd runs user hooks/bprop)."""
    return exc.with_traceback(_user_traceback(exc.__traceback__))


# ---- helpers ------------------------------------------------------------------------------------
def _wrap_any(x: Any) -> Any:
    if isinstance(x, torch.Tensor):
        return _wrap(x)
    if isinstance(x, tuple):
        return tuple(_wrap_any(y) for y in x)
    if isinstance(x, list):
        return [_wrap_any(y) for y in x]
    return x


def _unwrap_any(x: Any) -> Any:
    if isinstance(x, Tensor):
        return x._data()
    if isinstance(x, tuple):
        return tuple(_unwrap_any(y) for y in x)
    if isinstance(x, list):
        return [_unwrap_any(y) for y in x]
    return x


def _as_tuple(r: Any) -> tuple:
    return r if isinstance(r, tuple) else tuple(r) if isinstance(r, list) else (r,)


def check_hook_fn(hook_fn: Any) -> None:
    """MindSpore's check on a hook function (``_checkparam.check_hook_fn``).

    Raises:
        TypeError: ``hook_fn`` is not callable, or is a ``@jit`` function.
    """
    if not callable(hook_fn):
        raise TypeError(f"Expected a callable hook function, but got {type(hook_fn).__name__}.")
    if getattr(hook_fn, "__mindshim_jit__", False):
        raise TypeError(f"Decorating hook function {hook_fn.__name__} with '@jit' is not supported.")


def _no_hook_error(line: int) -> RuntimeError:
    return RuntimeError(
        "The tensor requires grad is false, which can not register tensor hook"
        "\n\n----------------------------------------------------\n- C++ Call Stack: (For framework developers)\n"
        "----------------------------------------------------\n"
        f"mindspore/ccsrc/pynative/backward/hook/hook_py.cc:{line} BuildAutoGradMeta\n"
    )


# ---- Tensor.register_hook ------------------------------------------------------------------------
class _TensorHookHandle:
    """Handle returned by ``Tensor.register_hook``; ``remove()`` unregisters the hook (idempotent)."""

    __slots__ = ("_torch_handle", "_table", "_key")

    def __init__(self, torch_handle=None, table: dict | None = None, key: int | None = None) -> None:
        self._torch_handle, self._table, self._key = torch_handle, table, key

    def remove(self) -> None:
        """Unregister the hook."""
        if self._torch_handle is not None:
            self._torch_handle.remove()
            self._torch_handle = None
        if self._table is not None:
            self._table.pop(self._key, None)
            self._table = None


def _grad_hook(hook: Callable) -> Callable:
    """Adapt ``hook(Tensor) -> Tensor | None`` to a torch tensor hook."""

    def fn(g: torch.Tensor):
        r = hook(_wrap(g))
        if r is None:
            return None
        r = r._data() if isinstance(r, Tensor) else _creation.as_tensor(r, g.dtype, g.device)
        return r.to(g.dtype) if r.dtype != g.dtype else r

    return fn


def tensor_register_hook(tensor: Tensor, hook: Callable) -> _TensorHookHandle:
    """Implement ``Tensor.register_hook(hook)``: ``hook(grad: Tensor) -> Tensor | None``.

    On a tensor already tracked by autograd (an intermediate inside a differentiated function, a
    Parameter) the hook goes on the torch tensor. On a user-created leaf it is kept on the tensor and
    attached to the differentiable copy that ``grad``/``value_and_grad``/``GradOperation`` make of it.

    Raises:
        TypeError: if ``hook`` is not callable.
    """
    check_hook_fn(hook)
    t = tensor._data()
    if t.requires_grad:
        return _TensorHookHandle(torch_handle=t.register_hook(_grad_hook(hook)))
    if getattr(tensor, "requires_grad", True) is False:  # a Parameter that is not trained
        raise _no_hook_error(43)
    if t.__dict__.get("_ms_stop_gradient"):  # the result of stop_gradient
        raise _no_hook_error(58)
    table = t.__dict__.get("_ms_hooks")
    if table is None:
        table = {}
        t._ms_hooks = table
    key = next(_ids)
    table[key] = hook
    return _TensorHookHandle(table=table, key=key)


def _attach_leaf_hooks(src: torch.Tensor, dst: torch.Tensor) -> None:
    """Attach hooks stored on user leaf ``src`` (see :func:`tensor_register_hook`) to its differentiable copy."""
    table = src.__dict__.get("_ms_hooks")
    if table:
        for hook in list(table.values()):
            dst.register_hook(_grad_hook(hook))


# ---- HookBackward ------------------------------------------------------------------------------------
class _HookFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, hook, *ts):
        ctx.hook = hook
        return tuple(t.view_as(t) for t in ts)

    @staticmethod
    def backward(ctx, *grads):
        r = ctx.hook(tuple(_wrap(g) for g in grads))
        if r is None:
            return (None, *grads)
        r = _check_hook_result(ctx.hook, r, len(grads))
        return (None, *(x._data().to(g.dtype) for x, g in zip(r, grads)))


def _hook_cpp_stack(line: int) -> str:
    return (
        "\n\n----------------------------------------------------\n- C++ Call Stack: (For framework developers)\n"
        "----------------------------------------------------\n"
        f"mindspore/ccsrc/frontend/operator/primitive_py.cc:{line} CheckHookConsistency\n"
    )


def _check_hook_result(hook: Callable, r: Any, n: int) -> tuple:
    """MindSpore's checks (``CheckHookConsistency``) on what a HookBackward hook returned for ``n`` gradients."""
    if isinstance(r, tuple) and len(r) == 1:
        r = r[0]
    if n > 1:
        if not isinstance(r, tuple):
            raise TypeError("The output gradient should be a tuple!" + _hook_cpp_stack(178))
        if len(r) != n:
            raise ValueError(
                f"The tuple size of output gradient should be {n}, but it is {len(r)}" + _hook_cpp_stack(183)
            )
    else:
        r = (r,)
    for x in r:
        if not isinstance(x, Tensor):
            name = getattr(hook, "__name__", type(hook).__name__)
            raise TypeError(
                f"The output type of function: {name} should be a tensor but got {type(x).__name__}."
                + _hook_cpp_stack(193)
            )
    return r


def _ms_type_text(v: Any) -> str:
    """How MindSpore's type checks name a non-Tensor value: Float32 / Int64 / Bool / String, else type 'tuple'."""
    if isinstance(v, bool):
        return "Bool"
    if isinstance(v, int):
        return "Int64"
    if isinstance(v, float):
        return "Float32"
    if isinstance(v, str):
        return "String"
    return f"type '{type(v).__name__}'"


class HookBackward:
    """Identity in the forward pass that shows (and may replace) the gradient in the backward pass.

    Mirrors ``mindspore.ops.HookBackward(hook_fn, cell_id="")`` (2.10). Calling it with Tensors returns
    them unchanged (one Tensor for one input, a tuple otherwise). When a gradient flows back through it,
    ``hook_fn(grads)`` is called with the tuple of gradients (one per input); a returned tuple of the same
    length replaces them, ``None`` keeps them.

    Args:
        hook_fn (callable): ``hook_fn(grad: tuple[Tensor]) -> tuple[Tensor] | None``.
        cell_id (str): accepted for compatibility. Default "".

    Raises:
        TypeError: if ``hook_fn`` is not a function, or an input is not a Tensor.
        TypeError / ValueError: (in the backward pass) if the hook returns something other than None, a Tensor
            (one input) or a tuple of one Tensor per input (MindSpore's messages).
    """

    def __init__(self, hook_fn: Callable, cell_id: str = "") -> None:
        check_hook_fn(hook_fn)
        self.hook_fn = hook_fn
        self.cell_id = cell_id

    def __call__(self, *args: Tensor) -> Tensor | tuple:
        ts = []
        for a in args:
            if not isinstance(a, Tensor):
                raise _errors.type_error(
                    "HookBackward",
                    f"the element of 'input' must be Tensor, but got {_ms_type_text(a)}.The "
                    "supported data types depend on the hardware that executes the operator, for more details, "
                    "please refer to the MindSpore official website to get more information about the data type.",
                )
            ts.append(a._data())
        if torch.is_grad_enabled() and any(t.requires_grad for t in ts):
            outs = _HookFunction.apply(self.hook_fn, *ts)
            res = tuple(_wrap(o) for o in outs)
        else:
            res = tuple(args)
        return res[0] if len(res) == 1 else res


# ---- Cell hooks ----------------------------------------------------------------------------------
class HookHandle:
    """A removable Cell-hook handle, as ``register_*_hook`` return. Mirrors ``mindspore.common.hook_handle.HookHandle``.

    ``handle_id`` is a process-wide counter; ``remove()`` unregisters the hook (calling it again does nothing).
    The handle holds the Cell weakly, as MindSpore's holds its hook table.
    """

    unique_id = 0

    def __init__(self, cell=None, table: str | None = None, key: int | None = None) -> None:
        self.hook_dict_ref = None
        self.extra_dict_ref = None
        if cell is not None:
            self.hook_dict_ref = weakref.ref(cell)
            self._table, self._key = table, key
            self.handle_id = HookHandle.unique_id
            HookHandle.unique_id += 1

    def remove(self) -> None:
        """Unregister the hook (idempotent)."""
        cell = self.hook_dict_ref() if self.hook_dict_ref is not None else None
        if cell is None:
            return
        getattr(cell, self._table).pop(self._key, None)
        cell._update_slow_flag()


def register_cell_hook(
    cell, table: str, hook_fn: Callable, with_kwargs: bool = False, prepend: bool = False, always_call: bool = False
) -> HookHandle:
    """Add ``hook_fn`` to one of ``cell``'s hook tables and switch its calls to the slow (hooked) path.

    ``prepend`` puts it before the hooks already there; ``always_call`` (forward hooks) runs it even when the
    forward pass raises.

    Raises:
        TypeError: if ``hook_fn`` is not callable.
    """
    check_hook_fn(hook_fn)
    key = next(_ids)
    # The first hook argument (the Cell, or its id string when emulating MindSpore < 2.3) is fixed now,
    # so calls pay nothing for it.
    hooks = getattr(cell, table)
    hooks[key] = (hook_fn, with_kwargs, _cell_key(cell), always_call)
    if prepend:
        hooks.move_to_end(key, last=False)
    cell._update_slow_flag()
    return HookHandle(cell, table, key)


def _cell_key(cell) -> Any:
    """What a Cell hook receives first: the Cell (2.3+) or, emulating older MindSpore, a cell-id string."""
    if before(2, 3):
        return f"{type(cell).__name__}({id(cell)})"
    return cell


def _staged(fn: Callable) -> Callable:
    """Run ``fn`` as part of a staged region: a backward hook of a Cell called inside jit / GRAPH_MODE runs in
    MindSpore's compiled backward graph, so its ``print`` uses the graph format there."""

    def run(*args):
        _enter_graph()
        try:
            return fn(*args)
        finally:
            _exit_graph()

    return run


def _backward_hook_adapter(fn: Callable, key: Any, tensor_idx: tuple) -> Callable:
    # MindSpore's grad_input has one entry per Tensor input (None where no gradient flows); torch's has one
    # per positional argument, so non-Tensor positions are dropped here and restored on the way back.
    if STAGED_DEPTH[0]:
        fn = _staged(fn)

    def hook(module, grad_input, grad_output):
        gi = tuple(_wrap_any(grad_input[i]) for i in tensor_idx)
        if all(g is None for g in gi):  # no gradient reaches any input: MindSpore passes a single None
            fn(key, (None,), _wrap_any(tuple(grad_output)))
            return None
        r = fn(key, gi, _wrap_any(tuple(grad_output)))
        if r is None:
            return None
        r = _unwrap_any(r if isinstance(r, tuple) else (r,))
        if len(r) != len(tensor_idx):
            raise TypeError(
                f"The backward hook return value size is {len(r)} not equal to expect grad input size {len(tensor_idx)}"
            )
        _check_tensors(r, "hook_backward_grad")
        full = list(grad_input)
        for i, g in zip(tensor_idx, r):
            full[i] = g
        return tuple(full)

    return hook


def _check_tensors(r: tuple, name: str) -> None:
    for x in r:
        if x is not None and not isinstance(x, torch.Tensor):
            raise TypeError(
                f"The output type of function: {name} should be a tensor but got {type(x).__name__}."
                + _hook_cpp_stack(193)
            )


def _backward_pre_hook_adapter(fn: Callable, key: Any) -> Callable:
    if STAGED_DEPTH[0]:
        fn = _staged(fn)

    def hook(module, grad_output):
        r = fn(key, _wrap_any(tuple(grad_output)))
        if r is None:
            return None
        r = _unwrap_any(r if isinstance(r, tuple) else (r,))
        if len(r) != len(grad_output):
            raise TypeError(
                f"The backward pre hook return value size is {len(r)} not equal to expect output size "
                f"{len(grad_output)}"
            )
        _check_tensors(r, "hook_backward_pre_grad")
        return r

    return hook


class _BpropFunction(torch.autograd.Function):
    """Runs a Cell's ``construct`` forward and its user ``bprop(*inputs, out, dout)`` backward.

    The inputs are saved for the backward pass, so when an enclosing differentiation builds a graph
    (higher-order gradients) the ops of ``bprop`` are differentiated too.
    """

    @staticmethod
    def forward(ctx, cell, kwargs, params, given, *args):
        # The last ``len(params)`` arguments are the Cell's ``internal_params`` (whose gradients bprop may give).
        # ``given``: None, or a 1-tuple holding the output construct already gave (``call_custom_bprop``).
        ctx.params = params
        if params:
            args = args[: len(args) - len(params)]
        if given is not None:
            out = given[0]
        else:
            # Integer inputs that a differentiation turned into float copies are handed to construct/bprop in
            # their own dtype again, as MindSpore does.
            wrapped = tuple(_wrap(_orig_dtype(a).detach()) if isinstance(a, torch.Tensor) else a for a in args)
            out = cell.construct(*wrapped, **kwargs)
        ctx.cell, ctx.out = cell, out
        ctx.args = tuple(None if isinstance(a, torch.Tensor) else a for a in args)
        ctx.save_for_backward(*(a for a in args if isinstance(a, torch.Tensor)))
        ctx.in_dtypes = tuple(a.dtype if isinstance(a, torch.Tensor) else None for a in args)
        ctx.is_tuple = isinstance(out, (tuple, list))
        if ctx.is_tuple:
            return tuple(_float_out(o._data(), given) if isinstance(o, Tensor) else o for o in out)
        return _float_out(out._data(), given) if isinstance(out, Tensor) else out

    @staticmethod
    def backward(ctx, *douts):
        outs = ctx.out if ctx.is_tuple else (ctx.out,)
        douts = tuple(
            _wrap(d.to(o._t.dtype)) if isinstance(o, Tensor) and d.dtype != o._t.dtype else _wrap(d)
            for d, o in zip(douts, outs)
        )
        dout = douts if ctx.is_tuple else douts[0]
        saved = iter(ctx.saved_tensors)
        inputs = tuple(_wrap(_orig_dtype(next(saved))) if a is None else a for a in ctx.args)
        r = ctx.cell.bprop(*inputs, ctx.out, dout)
        params = ctx.params
        param_grads: list = [None] * len(params)
        need = len(inputs)
        if isinstance(r, tuple) and len(r) == 2 and isinstance(r[1], dict):
            # (input gradients, {Parameter: gradient}) for the Parameters listed in ``internal_params``
            grads = _as_tuple(r[0])
            param_grads = [r[1].get(p) for p in params]
        else:
            grads = _as_tuple(r)
            if params:  # the gradients of ``internal_params`` follow those of the inputs
                need += len(params)
                param_grads = list(grads[len(inputs) : need])
        if len(grads) < need:
            raise RuntimeError(
                f"Grad size should lager than forward inputs, but got {len(grads)} vs {need}"
                "\n\n----------------------------------------------------\n- C++ Call Stack: (For framework developers)\n"
                "----------------------------------------------------\n"
                "mindspore/ccsrc/pynative/backward/grad_utils.cc:775 AutoCastAndReduce\n"
            )
        res = []
        saved = iter(ctx.saved_tensors)
        for g, dt in zip(grads, ctx.in_dtypes):
            like = next(saved) if dt is not None else None
            if dt is not None and isinstance(g, (int, float)) and not isinstance(g, bool):
                g = Tensor(g)  # a number is taken as a scalar gradient
            if dt is not None and isinstance(g, Tensor) and (dt.is_floating_point or dt.is_complex):
                res.append(_cast_and_reduce(g._data(), like))  # cast to the input's dtype, sum to its shape
            else:
                res.append(None)
        for p, g in zip(params, param_grads):
            res.append(_cast_and_reduce(g._data(), p._data()) if isinstance(g, Tensor) else None)
        return (None, None, None, None, *res)


def _orig_dtype(t: torch.Tensor) -> torch.Tensor:
    dt = getattr(t, "_ms_int_dtype", None)
    return t if dt is None else t.to(dt)


def _float_out(t: torch.Tensor, given: Any = None) -> torch.Tensor:
    # autograd.Function outputs must be floating to carry gradients; an output computed before the Function ran
    # is returned as a new alias of its data (it may be a view of an input)
    if given is not None:
        t = t.detach()
    return t if t.is_floating_point() or t.is_complex() else t.to(torch.float32)


def _run_bprop(cell, args: tuple, kwargs: dict) -> Any:
    targs = tuple(a._data() if isinstance(a, Tensor) else a for a in args)
    if not (torch.is_grad_enabled() and any(isinstance(t, torch.Tensor) and t.requires_grad for t in targs)):
        out = cell.construct(*args, **kwargs)
        if cell.__dict__.get("requires_grad"):
            # after set_grad() the Cell runs as a custom op: an input returned as is comes back as a new Tensor
            ids = {id(a) for a in args if isinstance(a, Tensor)}
            if isinstance(out, tuple):
                return tuple(_wrap(o._data()) if id(o) in ids else o for o in out)
            if id(out) in ids:
                return _wrap(out._data())
        return out
    if getattr(type(cell).bprop, "__mindshim_jit__", False):
        raise RuntimeError(
            "Decorating bprop with '@jit' is not supported."
            "\n\n----------------------------------------------------\n- C++ Call Stack: (For framework developers)\n"
            "----------------------------------------------------\n"
            "mindspore/ccsrc/pynative/backward/grad.cc:268 CheckBpropWithJit\n"
        )
    params = _bprop_params(cell)
    out = _BpropFunction.apply(cell, kwargs, params, None, *targs, *(p._data() for p in params))
    return _wrap_any(out)


def _bprop_params(cell) -> tuple:
    """The Parameters of ``cell.internal_params`` that require grad (their gradients the cell's bprop may give)."""
    return tuple(
        p for p in getattr(cell, "internal_params", None) or () if isinstance(p, Tensor) and p._data().requires_grad
    )


def call_custom_bprop(cell, output: Any, args: tuple, kwargs: dict) -> Any:
    """Make ``cell.bprop`` the backward of ``output``, the result ``cell.construct(*args, **kwargs)`` gave without
    recording: MindSpore 2.10's ``_pynative_executor.call_custom_bprop`` (``Cell._call_custom_bprop``). The same
    machinery as a Cell call with a custom bprop (``_BpropFunction``), here with the output already computed.

    Returns ``output`` itself (a Tensor, or the same tuple of Tensors), its Tensors now carrying the gradient
    record; unchanged when no input requires grad (nothing is being differentiated).

    Raises:
        RuntimeError: ``cell`` not a Cell or other ``Cell_`` ("For custom bprop, obj should be Cell"; MindNLP's
            ``mindtorch.autograd.Function`` is a ``Cell_`` of its own).
        AttributeError: a Cell without ``bprop``.
    """
    if not isinstance(cell, Cell_):
        raise RuntimeError(
            "For custom bprop, obj should be Cell"
            "\n\n----------------------------------------------------\n- C++ Call Stack: (For framework developers)\n"
            "----------------------------------------------------\n"
            "mindspore/ccsrc/pynative/backward/grad.cc:1025 CallCustomBprop\n"
        )
    getattr(cell, "bprop")  # MindSpore's AttributeError for a Cell without one
    targs = tuple(a._data() if isinstance(a, Tensor) else a for a in args)
    if not (torch.is_grad_enabled() and any(isinstance(t, torch.Tensor) and t.requires_grad for t in targs)):
        return output
    params = _bprop_params(cell)
    outs = output if isinstance(output, (tuple, list)) else (output,)
    res = _BpropFunction.apply(cell, kwargs, params, (output,), *targs, *(p._data() for p in params))
    for o, t in zip(outs, res if isinstance(output, (tuple, list)) else (res,)):
        if isinstance(o, Tensor) and isinstance(t, torch.Tensor):
            o._t = t if t.dtype == o._t.dtype else t.to(o._t.dtype)
    return output


PARAM_HOOK_CELLS = _state.PARAM_HOOK_CELLS  # the running Cells with parameter forward hooks, innermost last
#: ``{id(Parameter): (weakref to it, hook)}``: the hooks ``register_parameter_forward_hook`` put on parameters
_PARAM_HOOKS: dict = {}


def register_parameter_forward_hook(net, hook) -> None:
    """MindSpore's ``mindspore.graph.api._register_parameter_forward_hook`` for a Cell: ``hook`` a callable is the
    network-wide hook (``net.__parameter_forward_hook__``), a list of ``{"params": [...], "hook": fn}`` puts
    ``fn`` on each listed Parameter (a later one replaces it); either way the Cell's parameter hooks are
    enabled.

    Raises:
        TypeError: a list item that is not a dict, a hook that is not callable, a ``params`` entry that is not a
            Parameter, or ``hook`` neither a callable nor a list (MindSpore's words).
        ValueError: a dict without both ``params`` and ``hook``.
    """
    from ...common.parameter import Parameter

    if isinstance(hook, list):
        for item in hook:
            if not isinstance(item, dict):
                raise TypeError(f"Each item in the hook list must be a dictionary, but got {type(item)}.")
            if not ("params" in item and "hook" in item):
                raise ValueError("Each dictionary in the hook list must contain both params and hook keys.")
            forward_hook = item["hook"]
            if not callable(forward_hook):
                raise TypeError(f"The hook value must be callable, but got {type(forward_hook)}.")
            for param in item["params"]:
                if not isinstance(param, Parameter):
                    raise TypeError(f"All items in params must be of type 'Parameter', but got {type(param)}.")
                _PARAM_HOOKS[id(param)] = (weakref.ref(param), forward_hook)
    elif callable(hook):
        net.__dict__["__parameter_forward_hook__"] = hook
    else:
        raise TypeError(f"Hook must be a callable function or a list of dictionaries, but got {type(hook)}.")
    net.__dict__["_ms_param_hooks_on"] = True
    net._update_slow_flag()


def hooked_parameter(param):
    """The value a staged region reads for ``param`` while parameter-hooked Cells run: its own hook's result, else
    the innermost running Cell's network-wide hook's, else ``param`` itself (always itself outside a staged
    region: MindSpore's PyNative calls no parameter hook)."""
    if param is None or not STAGED_DEPTH[0]:
        return param
    own = _PARAM_HOOKS.get(id(param))
    if own is not None and own[0]() is param:
        return own[1](param)
    for cell in reversed(PARAM_HOOK_CELLS):
        fn = cell.__dict__.get("__parameter_forward_hook__")
        if fn is not None:
            return fn(param)
    return param


def arm_backward_hooks(cell, args: tuple) -> tuple:
    """Set up ``cell``'s backward hooks and backward pre-hooks for one call with inputs ``args``.

    Returns ``(bw, args)``: torch's ``BackwardHook`` driving MindSpore's hook signatures, and ``args`` with
    each Tensor input replaced by the one whose gradient the hooks see. Pass the call's output through
    :func:`hook_outputs` with ``bw``. When a gradient flows to one of the inputs, MindSpore's backward hook
    reports one for every float Tensor input, also for those no requested gradient reaches (labels,
    constants), so such inputs are made to require a gradient here.
    """
    d = cell.__dict__
    BACKWARD_HOOKS_ARMED[0] = True
    tensor_idx = tuple(i for i, a in enumerate(args) if isinstance(a, Tensor))
    bw = BackwardHook(
        cell,
        [_backward_hook_adapter(fn, key, tensor_idx) for fn, _, key, _ in d["_ms_backward_hooks"].values()],
        [_backward_pre_hook_adapter(fn, key) for fn, _, key, _ in d["_ms_backward_pre_hooks"].values()],
    )
    targs = tuple(a._data() if isinstance(a, Tensor) else a for a in args)
    if _differentiating() and any(isinstance(t, torch.Tensor) and t.requires_grad for t in targs):
        targs = tuple(
            t.detach().requires_grad_()
            if isinstance(t, torch.Tensor) and t.is_floating_point() and not t.requires_grad
            else t
            for t in targs
        )
    targs = bw.setup_input_hook(targs)
    return bw, tuple(_wrap(t) if isinstance(a, Tensor) else a for a, t in zip(args, targs))


def hook_outputs(bw: BackwardHook, out: Any) -> Any:
    """The output of a call whose inputs went through :func:`arm_backward_hooks`, with ``bw``'s output hooks."""
    return _wrap_any(bw.setup_output_hook(_unwrap_any(out)))


def _differentiating() -> bool:
    return GRAD_DEPTH[0] > 0


_state.PROVIDED["tensor_register_hook"] = tensor_register_hook  # Tensor.register_hook calls it
