"""Automatic differentiation: GradOperation, grad, value_and_grad, vjp, jvp and stop_gradient on torch.autograd."""

from __future__ import annotations

from ... import _api
import contextlib
from typing import Any, Callable

import torch

from ... import _state, _threads
from ..._kernels import creation as _creation
from ..._kernels import dtypes as _dtypes
from ..._state import GRAPH_MODE
from ..._state import BACKWARD_HOOKS_ARMED
from ..._state import GRAD_DEPTH
from ...common.api import is_mutable as _is_mutable
from ...common._saved_tensors import grad_hooks as _grad_hooks
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _wrap
from .hooks import _attach_leaf_hooks, _quiet_backward, _reraise_clean
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


_CPP_STACK_GRAPH_POSITION = (
    "\n\n----------------------------------------------------\n- C++ Call Stack: (For framework developers)\n"
    "----------------------------------------------------\n"
    "mindspore/ccsrc/frontend/operator/composite/grad_operation.cc:102 GenerateFuncGraphByPosition\n"
)

# MindSpore's RuntimeError text ends with the C++ frame that raised it; users who print the message see it too.
_CPP_STACK_GET_INPUT_GRADS = (
    "\n\n----------------------------------------------------\n- C++ Call Stack: (For framework developers)\n"
    "----------------------------------------------------\n"
    "mindspore/ccsrc/pynative/backward/op_grad/func_grad.cc:1374 GetInputGrads\n"
)


def stop_gradient(value: Any) -> Any:
    """Return ``value`` cut from the gradient graph. Mirrors ``mindspore.ops.stop_gradient``.

    Tensors (also inside tuples/lists) are detached; other values pass through unchanged.
    """
    if isinstance(value, Tensor):
        t = value._data().detach()
        t._ms_stop_gradient = True  # Tensor.register_hook refuses it, as MindSpore does
        return _wrap(t)
    if isinstance(value, (tuple, list)):
        return type(value)(stop_gradient(v) for v in value)
    return value


# ---- the core ---------------------------------------------------------------------------------------
def _flatten(out: Any, acc: list) -> list:
    if isinstance(out, Tensor):
        acc.append(out)
    elif isinstance(out, (tuple, list)):
        for o in out:
            _flatten(o, acc)
    elif isinstance(out, dict):
        for o in out.values():
            _flatten(o, acc)
    return acc


# ``weights`` of ``GradOperation(get_by_list=True)(fn)`` given as None: the Parameters the forward pass used.
_USED_PARAMS = object()


def _used_parameters(outputs: list) -> list:
    """The trainable torch Parameters an autograd graph reaches, in the order the forward pass first used them.

    MindSpore differentiates w.r.t. those when ``get_by_list`` is set without ``weights``. The first use is the
    earliest-created graph node consuming the parameter (nodes carry creation sequence numbers).
    """
    first: dict[int, tuple[int, torch.Tensor]] = {}
    for o in outputs:  # a Parameter returned as is
        if o.grad_fn is None and isinstance(o, torch.nn.Parameter) and o.requires_grad and id(o) not in first:
            first[id(o)] = (-1, o)
    seen = set()
    stack = [o.grad_fn for o in outputs if o.grad_fn is not None]
    while stack:
        node = stack.pop()
        if node is None or id(node) in seen:
            continue
        seen.add(id(node))
        seq = node._sequence_nr()
        for nxt, _ in node.next_functions:
            if nxt is None:
                continue
            var = getattr(nxt, "variable", None)
            if var is not None:
                if isinstance(var, torch.nn.Parameter) and var.requires_grad:
                    prev = first.get(id(var))
                    if prev is None or seq < prev[0]:
                        first[id(var)] = (seq, var)
            else:
                stack.append(nxt)
    return [v for _, v in sorted(first.values(), key=lambda e: e[0])]


def _detach_out(out: Any, keep_graph: bool, int_dtype) -> Any:
    if isinstance(out, Tensor):
        t = out._data()
        if int_dtype is not None and t.is_floating_point():
            if _dtypes.through_int_cast(t):  # cast to a float dtype by the function itself: MindSpore's dtype
                return out if keep_graph else _wrap(t.detach())
            t = t.to(int_dtype)
        return out if keep_graph and int_dtype is None else _wrap(t if keep_graph else t.detach())
    if isinstance(out, tuple):
        return tuple(_detach_out(o, keep_graph, int_dtype) for o in out)
    if isinstance(out, list):
        return [_detach_out(o, keep_graph, int_dtype) for o in out]
    return out


def _identity(t: torch.Tensor) -> Any:
    """What makes two inputs "the same tensor" for MindSpore's autograd.

    MindSpore gives every input that is the same tensor (the same object, or ``Tensor(x)`` of it, which shares
    its data) one gradient: the sum over all its uses. Views (``x.view(...)``, slices) and copies are distinct.
    """
    if t._is_view() or t.numel() == 0:
        return id(t)
    return (t.untyped_storage().data_ptr(), t.storage_offset(), tuple(t.shape), t.stride(), t.dtype, t.device)


def _sens_shape_error(expected: tuple, got: tuple) -> None:
    """Raise MindSpore's error for a ``sens`` whose shape differs from its output's."""

    def vec(shape: tuple) -> str:
        return "[const vector]{" + ", ".join(str(d) for d in shape) + "}"

    if not got:  # a 0-d sens for an output with dimensions
        raise RuntimeError(
            "For grad interface or custom function, grad tensor should be broadcast to expected shape, but got "
            f"{vec(got)} vs {vec(expected)}"
        )
    raise ValueError(f"The shape should be {vec(expected)}, but got {vec(got)}, , sens gradient abs AbstractTensor")


def _track_nested(value: Any, leaves: dict, nested: bool) -> Any:
    """Rebuild a tuple/list input with its float Tensors replaced by differentiable leaves (shared by identity)."""
    if isinstance(value, (tuple, list)):
        items = [_track_nested(v, leaves, nested) for v in value]
        if hasattr(value, "_fields"):  # namedtuple
            return type(value)(*items)
        return type(value)(items)
    if isinstance(value, Tensor):
        t = value._data()
        if not t.is_floating_point():
            return value
        key = _identity(t)
        ti = leaves.get(key)
        if ti is None:
            ti = t.view_as(t) if t.requires_grad and nested else t.detach().requires_grad_()
            _attach_leaf_hooks(t, ti)
            leaves[key] = ti
        return _wrap(ti)
    return value


def _mutable_leaves(value: Any, nested: bool, found: list) -> Any:
    """A mutable container input rebuilt with its float Tensors as differentiable leaves, one per element (a Tensor
    held twice gets two gradients, as in MindSpore); each leaf is appended to ``found``."""
    if isinstance(value, dict):
        return type(value)((k, _mutable_leaves(v, nested, found)) for k, v in value.items())
    if isinstance(value, (tuple, list)):
        return type(value)(_mutable_leaves(v, nested, found) for v in value)
    if isinstance(value, Tensor) and value._data().is_floating_point():
        t = value._data()
        leaf = t.view_as(t) if t.requires_grad and nested else t.detach().requires_grad_()
        _attach_leaf_hooks(t, leaf)
        found.append(leaf)
        return _wrap(leaf)
    return value


def _mutable_grads(value: Any, tracked: Any, by_leaf: dict) -> Any:
    """The gradient of a mutable input ``value`` (``tracked``: it as :func:`_mutable_leaves` rebuilt it): the same
    structure as plain tuples / lists / dicts, a Tensor's gradient (zeros where none flows) for each Tensor, 0 or
    0.0 for each number, as MindSpore's GRAPH_MODE gives."""
    if isinstance(value, dict):
        return {k: _mutable_grads(v, tracked[k], by_leaf) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        kind = list if isinstance(value, list) else tuple
        return kind(_mutable_grads(v, t, by_leaf) for v, t in zip(value, tracked))
    if isinstance(value, Tensor):
        src = value._data()
        g = by_leaf.get(id(tracked._data())) if tracked is not value else None
        return _wrap(_creation.zeros_like(src) if g is None else g if g.dtype == src.dtype else g.to(src.dtype))
    return 0.0 if isinstance(value, float) else 0


def _int_weight_leaves(fn: Callable, weights: Any) -> dict:
    """Float leaves standing in for the integer Parameters among ``weights`` during a forward pass.

    MindSpore differentiates integer Parameters too (the gradient comes back in the Parameter's dtype); torch cannot
    track integer tensors, so each one is read as a float32 copy while ``fn`` runs. Returns
    ``{id(param): (param, slots, leaf)}`` (``slots``: where layers hold the Parameter's torch tensor).
    """
    if not weights or weights is _USED_PARAMS:
        return {}
    found = {}
    for w in weights:
        t = getattr(w, "_t", None)
        if t is None or t.dtype in _NO_INT_LEAF or not isinstance(w, Parameter) or id(w) in found:
            continue  # the usual case (float Parameters) stops at the dtype test
        if not w.requires_grad:
            continue
        t = w._data()
        if t.is_floating_point() or t.is_complex() or t.dtype == torch.bool:
            continue
        leaf = t.detach().to(torch.float32).requires_grad_()
        leaf._ms_int_dtype = t.dtype
        found[id(w)] = (w, None, leaf)
    if found:
        slots = _param_slots(fn, [e[0] for e in found.values()])
        found = {k: (w, slots.get(k, ()), leaf) for k, (w, _, leaf) in found.items()}
    return found


def _int_forward_dtype(args: tuple, int_w: dict):
    """The dtype a forward pass over integer Parameters (read as float leaves) really computes in: their promoted
    integer dtype, unless a float Tensor input takes part (then None: the outputs stay as computed)."""
    dt = None
    for a in _flatten(list(args), []):
        t = a._data()
        if t.is_floating_point() or t.is_complex():
            return None
        if t.dtype != torch.bool:
            dt = t.dtype if dt is None else torch.promote_types(dt, t.dtype)
    for _, _, leaf in int_w.values():
        dt = leaf._ms_int_dtype if dt is None else torch.promote_types(dt, leaf._ms_int_dtype)
    return dt


def _leaf_outputs(out: Any, int_w: dict) -> Any:
    if isinstance(out, Parameter) and id(out) in int_w:
        return _wrap(int_w[id(out)][2])
    if isinstance(out, (tuple, list)) and not hasattr(out, "_fields"):
        return type(out)(_leaf_outputs(o, int_w) for o in out)
    return out


@contextlib.contextmanager
def _swapped_weights(int_w: dict):
    """Let the Parameters of ``int_w`` (see :func:`_int_weight_leaves`) hold their float leaves for a while."""
    if not int_w:
        yield
        return
    saved = []
    for w, slots, leaf in int_w.values():
        saved.append((w, w._t, slots))
        w._t = leaf
        for m, name in slots:
            m._parameters[name] = leaf
    try:
        yield
    finally:
        for w, t, slots in saved:
            w._t = t
            for m, name in slots:
                m._parameters[name] = t


# dtypes whose Parameters need no float stand-in leaf (see _int_weight_leaves)
_NO_INT_LEAF = frozenset(
    {torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.complex64, torch.complex128, torch.bool}
)
# torch's autograd engine entry behind torch.autograd.grad (torch >= 2.3): called directly for a first-order
# gradient, it skips grad()'s per-call argument normalisation, which mindshim has already done
_ENGINE_RUN_BACKWARD = getattr(torch.autograd.graph, "_engine_run_backward", None)
_top_saved_hooks = torch._C._autograd._top_saved_tensors_default_hooks  # a user's saved-tensor hooks, if any


def _autograd_grad(outputs: list, inputs: list, grad_outputs: list, nested: bool) -> tuple:
    """``torch.autograd.grad(outputs, inputs, grad_outputs, allow_unused=True)``, keeping the graph (and building
    one for the gradient) when ``nested``. ``grad_outputs`` are tensors of the outputs' shapes and dtypes."""
    if nested or _ENGINE_RUN_BACKWARD is None or torch.compiler.is_compiling():
        return torch.autograd.grad(
            outputs, inputs, grad_outputs, allow_unused=True, create_graph=nested, retain_graph=nested or None
        )
    return _ENGINE_RUN_BACKWARD(
        tuple(outputs), tuple(grad_outputs), False, False, tuple(inputs), True, accumulate_grad=False
    )


_MAX_RECORDS = 2  # forwards kept per Cell for a later gradient (MindSpore keeps the recent ones)


def record_forward(cell: Any, args: tuple) -> Any:
    """``cell(*args)`` called from plain code after ``cell.set_grad()``: MindSpore's PyNative forward then records
    its graph, and the next ``GradOperation`` / ``grad`` / ``value_and_grad`` of that Cell with the very same input
    objects differentiates this forward instead of running ``construct`` again (so ``construct`` runs once per
    forward-and-gradient step, numpy sampling and Python counters inside it included). Each gradient uses up one
    record; at most ``_MAX_RECORDS`` are kept per Cell. Returns the output, detached as a plain forward's is.

    Inputs holding Tensors inside tuples / lists, and keyword inputs, are not recorded (the gradient runs the
    forward again).
    """
    new_args = list(args)
    leaves: dict[int, torch.Tensor] = {}
    for p, a in enumerate(args):
        if isinstance(a, Tensor):
            t = a._data()
            if t.is_floating_point() or t.is_complex():
                ti = t.detach().requires_grad_()
                _attach_leaf_hooks(t, ti)
                leaves[p] = ti
                new_args[p] = _wrap(ti)
    GRAD_DEPTH[0] += 1
    prev_grad = torch.is_grad_enabled()
    torch._C._set_grad_enabled(True)
    try:
        out = cell(*new_args)
    finally:
        torch._C._set_grad_enabled(prev_grad)
        GRAD_DEPTH[0] -= 1
    records = cell.__dict__.setdefault("_ms_forward_records", [])
    records.append((args, leaves, out))
    del records[:-_MAX_RECORDS]
    return _detach_out(out, False, None)


def recordable(cell: Any, args: tuple, kwargs: dict) -> bool:
    """Whether :func:`record_forward` records ``cell(*args, **kwargs)``: positional inputs that are not tuples,
    lists or dicts, and no saved-tensor hooks on the Cell."""
    if kwargs or any(isinstance(a, (tuple, list, dict)) for a in args):
        return False
    return _grad_hooks(cell) is None


def _recorded_forward(fn: Any, args: tuple, kwargs: dict) -> Any:
    """The record :func:`record_forward` kept for ``fn(*args)`` (taken off the Cell), or None."""
    records = getattr(fn, "__dict__", {}).get("_ms_forward_records")
    if not records or kwargs:
        return None
    for i in range(len(records) - 1, -1, -1):
        rec_args = records[i][0]
        if len(rec_args) == len(args) and all(a is b for a, b in zip(args, rec_args)):
            return records.pop(i)
    return None


def _pack_leaf(t: torch.Tensor) -> Any:
    if t.grad_fn is not None:
        return t
    holder = [t]
    _state.STAGED_SAVES[0].setdefault(id(t), []).append(holder)
    return holder


def _unpack_leaf(packed: Any) -> torch.Tensor:
    return packed[0] if type(packed) is list else packed


def _run_forward(fn: Callable, new_args: list, kwargs: dict, int_w: dict) -> Any:
    """``fn(*new_args, **kwargs)`` with gradients recorded, as a differentiation's forward pass.

    In a staged region (``jit``, GRAPH_MODE) the leaves the backward pass saves are held so that an
    ``ops.assign`` to a Parameter later in the forward leaves the earlier uses their value (MindSpore's graph
    orders a Parameter's reads and writes: ``x * w`` before ``assign(w, 2)`` differentiates with the old ``w``).
    """
    GRAD_DEPTH[0] += 1
    prev_grad = torch.is_grad_enabled()
    torch._C._set_grad_enabled(True)  # as torch.enable_grad(), without a context object per call
    hooks = _grad_hooks(fn)  # a Cell's saved-tensor hooks; a function's under jit / GRAPH_MODE; usually None
    prev_saves = _state.STAGED_SAVES[0]
    if (
        hooks is None
        and (_state.STAGED_DEPTH[0] or GRAPH_MODE[0])
        and prev_saves is None
        and _top_saved_hooks(False) is None
    ):
        hooks = torch.autograd.graph.saved_tensors_hooks(_pack_leaf, _unpack_leaf)
        _state.STAGED_SAVES[0] = {}
    try:
        if hooks is not None:
            hooks.__enter__()
        if int_w:
            with _swapped_weights(int_w):
                out = fn(*new_args, **kwargs)
                out = _leaf_outputs(out, int_w)  # an integer Parameter returned as is: the float leaf it held
        else:
            out = fn(*new_args, **kwargs)
    finally:
        if hooks is not None:
            hooks.__exit__(None, None, None)
        _state.STAGED_SAVES[0] = prev_saves
        torch._C._set_grad_enabled(prev_grad)
        GRAD_DEPTH[0] -= 1
    return out


def _resolve_positions(args: tuple, positions: tuple | None) -> tuple[list, bool]:
    """Phase 1: the requested input positions that hold a Tensor (``sel``, sorted, in range) and whether every one
    of them is an integer tensor (``all_int``: then integer inputs are read as float copies)."""
    n = len(args)
    sel = [] if positions is None else sorted({p for p in positions if p < n and isinstance(args[p], Tensor)})
    # Integer inputs are read as a float copy only when every differentiated input is an integer tensor (e.g.
    # ``mul(Tensor(1, int32), Tensor(2, int32))``); mixed with float inputs they are usually labels/indices,
    # which must stay integers: they stay so, and their gradient comes through their casts to a float dtype
    # (``_kernels.dtypes.cast``), as does a Bool input's.
    all_int = bool(sel) and all(not (args[p]._data().is_floating_point() or args[p]._data().is_complex()) for p in sel)
    return sel, all_int


def _int_result_dtype(args: tuple, sel: list, all_int: bool):
    """The promoted integer dtype of the requested inputs when they are all integer tensors (the value is cast
    back to it); None otherwise, or when it is Bool."""
    if not all_int:
        return None
    int_dtype = args[sel[0]]._data().dtype
    for p in sel[1:]:
        int_dtype = torch.promote_types(int_dtype, args[p]._data().dtype)
    return None if int_dtype == torch.bool else int_dtype


class _Tracked:
    """Phase 2's result: the arguments ``fn`` runs with and the differentiable leaves standing in for its inputs.

    ``new_args``: the arguments, tracked inputs replaced; ``targets``: position -> leaf; ``int_views``: integer
    inputs kept integer, whose casts reach their leaf; ``mut``: position -> a mutable container input rebuilt with
    leaves (GRAPH_MODE / jit); ``mut_leaves``: those containers' leaves, in order.
    """

    __slots__ = ("new_args", "targets", "int_views", "mut", "mut_leaves")

    def __init__(self, args: tuple) -> None:
        self.new_args = list(args)
        self.targets: dict[int, torch.Tensor] = {}
        self.int_views: dict[Any, Tensor] = {}
        self.mut: dict[int, Any] = {}
        self.mut_leaves: list = []


def _track_inputs(args: tuple, positions: tuple | None, sel: list, all_int: bool, nested: bool) -> _Tracked:
    """Phase 2: make differentiable leaves of the inputs.

    When differentiating by position, every float input is tracked (as in MindSpore, whose Cell backward hooks then
    see gradients for all of them); only the requested ones are returned. Inputs that are the same tensor share one
    leaf (:func:`_identity`). In GRAPH_MODE / jit a mutable tuple, list, dict or number among the requested inputs
    is differentiated too. ``nested``: an enclosing differentiation runs, so a leaf of an input that requires grad
    stays connected to it.
    """
    n = len(args)
    tr = _Tracked(args)
    new_args, targets, int_views = tr.new_args, tr.targets, tr.int_views
    leaves: dict[Any, torch.Tensor] = {}  # one differentiable leaf per distinct input tensor
    sel_set = set(sel)
    track = range(n) if positions is not None else ()
    if positions is not None and (GRAPH_MODE[0] or _state.STAGED_DEPTH[0]):
        for p in positions:
            if p < n and p not in tr.mut and _is_mutable(args[p]):
                tr.mut[p] = new_args[p] = _mutable_leaves(args[p], nested, tr.mut_leaves)
    for p in track:
        if p in tr.mut:
            continue
        a = args[p]
        if isinstance(a, (tuple, list)) and p not in sel_set:
            # Tensors inside a tuple/list input get no gradient of their own, but one that is also a direct
            # input shares that input's gradient (MindSpore tracks every input tensor).
            new_args[p] = _track_nested(a, leaves, nested)
            continue
        if not isinstance(a, Tensor):
            continue
        t = a._data()
        if p not in sel_set and not t.is_floating_point():
            continue
        key = _identity(t)
        ti = leaves.get(key)
        if ti is None:
            if t.is_floating_point() or t.is_complex():
                if t.requires_grad and nested:
                    ti = t.view_as(t)  # stay connected to the enclosing differentiation
                else:
                    ti = t.detach().requires_grad_()
            elif all_int and t.dtype != torch.bool:
                ti = t.detach().to(torch.float32).requires_grad_()
                ti._ms_int_dtype = t.dtype  # lets a custom bprop see the input in its own dtype
                ti._ms_int_src = t  # a cast to a float dtype takes its exact value from the integer input
            elif p in sel_set:
                # an integer input beside float ones (or a Bool one) stays integer; the gradient reaches it
                # through an explicit cast to a float dtype (the cast kernel connects it to this leaf)
                ti = t.detach().to(torch.float32).requires_grad_()
                view = t.detach()
                view._ms_grad_leaf = ti
                leaves[key] = ti
                targets[p] = ti
                new_args[p] = int_views[key] = _wrap(view)
                continue
            else:
                continue
            _attach_leaf_hooks(t, ti)
            leaves[key] = ti
        targets[p] = ti
        iv = int_views.get(key)
        new_args[p] = _wrap(ti) if iv is None else iv
    return tr


def _forward(fn: Callable, args: tuple, kwargs: dict, tr: _Tracked, int_w: dict, nested: bool) -> tuple[Any, Any]:
    """Phase 3: the forward pass, recorded for the backward one. Returns ``(out, rec)``: ``rec`` is the forward a
    plain call after ``set_grad()`` recorded for these very inputs (:func:`record_forward`), used instead of running
    ``fn`` again (its leaves then replace ``tr.targets``), or None when ``fn`` ran here."""
    rec = None
    if not nested and not int_w and not tr.mut and not tr.int_views:
        rec = _recorded_forward(fn, args, kwargs)
        if rec is not None and not all(p in rec[1] for p in tr.targets):
            rec = None  # a target the recorded forward did not track (an integer input, say): run it again
    if rec is not None:
        for p in tr.targets:
            tr.targets[p] = rec[1][p]
        return rec[2], rec
    return _run_forward(fn, tr.new_args, kwargs, int_w), None


def _split_aux(out: Any, has_aux: bool) -> tuple[Any, tuple]:
    """``(differentiated output, aux outputs)``: with ``has_aux`` the first output is differentiated and the
    others come back cut from the graph.

    Raises:
        ValueError: ``has_aux`` and ``fn`` returned fewer than two outputs.
    """
    if not has_aux:
        return out, ()
    if not isinstance(out, (tuple, list)) or len(out) < 2:
        raise ValueError("When has_aux is True, origin fn requires more than one outputs.")
    return out[0], tuple(stop_gradient(o) for o in out[1:])


def _sens_list(sens: Any, n_outs: int) -> list:
    """The ``sens`` Tensors, one per differentiated output (None each when no ``sens`` is given).

    Raises:
        ValueError: their number differs from the outputs'.
    """
    if sens is None:
        return [None] * n_outs
    sens_list = _flatten(sens, [])
    if len(sens_list) != n_outs:
        raise _errors.value_error(
            "GradOperation", f"the number of 'sens' ({len(sens_list)}) should equal the number of outputs ({n_outs})."
        )
    return sens_list


def _broadcasts(a: torch.Size, b: torch.Size) -> bool:
    """Whether shapes ``a`` and ``b`` broadcast together."""
    try:
        torch.broadcast_shapes(a, b)
    except RuntimeError:
        return False
    return True


def _sum_to(t: torch.Tensor, shape: torch.Size) -> torch.Tensor:
    """``t`` (broadcast from ``shape``) summed back to ``shape``: over its extra leading dims and where ``shape``
    has a 1."""
    lead = t.dim() - len(shape)
    if lead:
        t = t.sum(dim=tuple(range(lead)))
    ones = tuple(i for i, n in enumerate(shape) if n == 1 and t.shape[i] != 1)
    return t.sum(dim=ones, keepdim=True) if ones else t


def _seed_sens(diff_out: Any, sens: Any) -> tuple[list, list]:
    """Phase 4: the outputs to differentiate (those recording a gradient) and the gradient each starts from: its
    ``sens`` in the output's dtype, or ones.

    A 0-d output takes a ``sens`` of any shape, as in MindSpore's PyNative mode: its gradient starts from the sum
    of the ``sens`` (so a loss's ``sens`` of shape ``(1,)``, as the zoo's train cells pass it, works). In
    PyNative mode an output with dimensions takes only a ``sens`` of its own shape. GRAPH_MODE (and ``jit``)
    does not check the shape: the ``sens`` goes through the network's last ops' bprops, and for an elementwise
    last op that broadcasts it, so there an output with dimensions takes any ``sens`` that broadcasts with it,
    and its gradient starts from that broadcast summed back to the output's shape (a ``()`` loss scale for a
    ``(1,)`` loss, as ``TrainOneStepWithLossScaleCell`` passes it). Known difference: where MindSpore's last op
    is a reduction or reshape, it takes one element (or the output's size) only and raises otherwise; mindshim
    takes any broadcastable ``sens`` there too.

    Raises:
        ValueError / RuntimeError: as MindSpore, for a ``sens`` count or shape that does not match the outputs.
    """
    outs = _flatten(diff_out, [])
    o_t, g_t = [], []
    for o, s in zip(outs, _sens_list(sens, len(outs))):
        ot = o._data()
        st = None if s is None else s._data()
        if st is not None and st.shape != ot.shape:
            if not ot.dim():
                st = st.sum()
            elif (GRAPH_MODE[0] or _state.STAGED_DEPTH[0]) and _broadcasts(st.shape, ot.shape):
                st = _sum_to(st.expand(torch.broadcast_shapes(st.shape, ot.shape)), ot.shape)
            else:
                _sens_shape_error(tuple(ot.shape), tuple(st.shape))
        if ot.requires_grad:
            o_t.append(ot)
            g_t.append(_creation.ones_like(ot) if st is None else st.to(ot.dtype))
    return o_t, g_t


def _grad_leaves(sel: list, positions: tuple | None, tr: _Tracked) -> list:
    """Phase 5a: the distinct leaves whose gradients are returned (the requested inputs', the mutable containers'),
    or, when none is requested but inputs are tracked, one of them, so that the backward pass (and the hooks it
    fires) still runs."""
    inputs: list = []
    for p in sel:
        ti = tr.targets.get(p)
        if ti is not None and not any(ti is x for x in inputs):
            inputs.append(ti)
    for ti in tr.mut_leaves:
        if not any(ti is x for x in inputs):
            inputs.append(ti)
    if not inputs and positions is not None and tr.targets:
        inputs = [next(iter(tr.targets.values()))]
    return inputs


def _weight_tensors(weights: Any, int_w: dict, o_t: list) -> list:
    """Phase 5b: the torch tensors of ``weights`` (for ``_USED_PARAMS``, the Parameters the graph reached; an
    integer Parameter's float leaf; a plain Tensor detached, as it is no parameter of the graph: it gets zeros)."""
    if weights is _USED_PARAMS:
        return _used_parameters(o_t)
    return [
        int_w[id(w)][2] if id(w) in int_w else w._data() if isinstance(w, Parameter) else w._data().detach()
        for w in weights or ()
    ]


def _backward(o_t: list, g_t: list, leaves: list, nested: bool) -> tuple:
    """Phase 6: the gradients of ``o_t`` (seeded with ``g_t``) w.r.t. ``leaves`` (None where none flows), the
    warning of torch's Cell backward hooks silenced once one was armed."""
    if not (o_t and leaves):
        return ()
    if BACKWARD_HOOKS_ARMED[0]:
        with _quiet_backward():
            return _autograd_grad(o_t, leaves, g_t, nested)
    return _autograd_grad(o_t, leaves, g_t, nested)


def _check_positions(positions: tuple | None, n: int) -> None:
    """MindSpore's error for a ``grad_position`` beyond the inputs (a function without inputs returns ())."""
    if positions is not None and n:
        for p in positions:
            if p >= n:
                raise RuntimeError(f"Position index {p} is exceed input size.{_CPP_STACK_GET_INPUT_GRADS}")


def _input_grads(args: tuple, positions: tuple | None, tr: _Tracked, by_leaf: dict) -> list:
    """Phase 7a: one gradient per requested position holding a Tensor (or a mutable container), in the input's
    dtype; zeros where no gradient flows."""
    n = len(args)
    input_grads = []
    for p in positions or ():
        if p >= n:
            continue
        a = args[p]
        if p in tr.mut:
            input_grads.append(_mutable_grads(a, tr.mut[p], by_leaf))
            continue
        if not isinstance(a, Tensor):
            continue
        src = a._data()
        ti = tr.targets.get(p)
        g = None if ti is None else by_leaf.get(id(ti))
        if g is None:
            g = _creation.zeros_like(src)
        elif g.dtype != src.dtype:
            g = g.to(src.dtype)
        input_grads.append(_wrap(g))
    return input_grads


def _weight_grads(w_t: list, w_grads_t: dict) -> list:
    """Phase 7b: one gradient per weight, zeros where none flows, an integer Parameter's in its own dtype."""
    weight_grads = []
    for t in w_t:
        g = w_grads_t.get(id(t)) if t.requires_grad else None
        g = _creation.zeros_like(t) if g is None else g
        dt = getattr(t, "_ms_int_dtype", None)
        weight_grads.append(_wrap(g if dt is None else g.to(dt)))
    return weight_grads


def _differentiate(
    fn: Callable,
    args: tuple,
    kwargs: dict,
    positions: tuple | None,
    weights: list | None,
    sens: Any,
    has_aux: bool,
    want_value: bool,
):
    """Run ``fn(*args)`` and differentiate. Returns ``(value, aux, input_grads, weight_grads)``.

    ``input_grads`` follows ``positions``, skipping positions that do not hold a Tensor (Python numbers, None,
    tuples...), as MindSpore does; a Tensor with no gradient flowing gets zeros. ``weight_grads`` follows
    ``weights``. A position beyond the inputs raises RuntimeError after the backward pass.

    The phases: resolve the positions, track the inputs as leaves, run (or reuse) the forward pass, seed the
    outputs' gradients from ``sens``, run the backward pass, assemble the gradients and the value.
    """
    if torch._C._functorch.peek_interpreter_stack() is not None:  # inside vmap / jacrev / jacfwd
        return _differentiate_func(fn, args, kwargs, positions, weights, sens, has_aux, want_value)
    nested = GRAD_DEPTH[0] > 0
    if not nested:  # a training step's boundary: the thread default may follow the machine's load
        _threads.step_boundary()
    sel, all_int = _resolve_positions(args, positions)
    tr = _track_inputs(args, positions, sel, all_int, nested)
    int_w = _int_weight_leaves(fn, weights)
    out, rec = _forward(fn, args, kwargs, tr, int_w, nested)
    diff_out, aux = _split_aux(out, has_aux)
    o_t, g_t = _seed_sens(diff_out, sens)
    inputs = _grad_leaves(sel, positions, tr)
    w_t = _weight_tensors(weights, int_w, o_t)
    w_track = [t for t in w_t if t.requires_grad]
    try:
        grads_all = _backward(o_t, g_t, inputs + w_track, nested)
    except Exception as e:  # user hooks / bprop raise inside the engine: show the user's frames
        if rec is not None and "modified by an inplace operation" in str(e):
            # an input or weight of the recorded forward was written since: differentiate a fresh forward
            return _differentiate(fn, args, kwargs, positions, weights, sens, has_aux, want_value)
        raise _reraise_clean(e) from None
    _check_positions(positions, len(args))
    by_leaf = {id(ti): g for ti, g in zip(inputs, grads_all[: len(inputs)])}
    input_grads = _input_grads(args, positions, tr, by_leaf)
    weight_grads = _weight_grads(w_t, dict(zip(map(id, w_track), grads_all[len(inputs) :])))
    value = None
    if want_value:
        int_dtype = _int_result_dtype(args, sel, all_int)
        if int_w and int_dtype is None:
            int_dtype = _int_forward_dtype(args, int_w)
        value = _detach_out(out, nested, int_dtype)
    return value, aux, input_grads, weight_grads


def _torch_tree(x: Any) -> Any:
    if isinstance(x, Tensor):
        return x._data()
    if isinstance(x, (tuple, list)):
        return type(x)(_torch_tree(v) for v in x)
    return x


def _ms_tree(x: Any) -> Any:
    if isinstance(x, torch.Tensor):
        return _wrap(x)
    if isinstance(x, (tuple, list)):
        return type(x)(_ms_tree(v) for v in x)
    return x


def _param_slots(fn: Any, params: list) -> dict:
    """Where the layers reached from ``fn`` hold each Parameter's torch tensor: ``{id(param): [(module, name)]}``.

    Layers read their weights from their torch module's ``_parameters``; the modules are found from ``fn`` itself
    (a Cell or a bound method of one), its closure and the globals its code names.
    """
    if not params:
        return {}
    roots, f = [], getattr(fn, "__func__", fn)
    for obj in (fn, getattr(fn, "__self__", None)):
        if isinstance(obj, torch.nn.Module):
            roots.append(obj)
    code = getattr(f, "__code__", None)
    if code is not None:
        cells = [c.cell_contents for c in (getattr(f, "__closure__", None) or ()) if c.cell_contents is not None]
        g = getattr(f, "__globals__", {})
        roots += [v for v in cells + [g.get(n) for n in code.co_names] if isinstance(v, torch.nn.Module)]
    want = {id(p._t): id(p) for p in params}
    slots: dict = {}
    seen = set()
    for root in roots:
        for m in root.modules():
            if id(m) in seen:
                continue
            seen.add(id(m))
            for name, t in m._parameters.items():
                if t is not None and id(t) in want:
                    slots.setdefault(want[id(t)], []).append((m, name))
    return slots


def _differentiate_func(fn, args, kwargs, positions, weights, sens, has_aux, want_value):
    """:func:`_differentiate` inside a torch.func transform (``vmap(grad(f))``), where tensors cannot be made
    leaves with ``requires_grad_``: the requested inputs and the weights become the primals of ``torch.func.vjp``
    (a weight's data is swapped for its primal during the call). Same results and layout as the eager path."""
    n = len(args)
    sel, all_int = _resolve_positions(args, positions)
    sel_t = [args[p]._data() for p in sel]
    prim_pos = [
        p for p, t in zip(sel, sel_t) if t.is_floating_point() or t.is_complex() or (all_int and t.dtype != torch.bool)
    ]
    primals = [args[p]._data() for p in prim_pos]
    primals = [t if t.is_floating_point() or t.is_complex() else t.to(torch.float32) for t in primals]
    ws = [] if weights is None or weights is _USED_PARAMS else list(weights)
    w_prim = [w for w in ws if isinstance(w, Parameter) and w._data().is_floating_point()]
    k = len(primals)

    slots = _param_slots(fn, w_prim)

    def call(*prims):
        new_args = list(args)
        for p, t in zip(prim_pos, prims[:k]):
            new_args[p] = _wrap(t)
        saved = [w._t for w in w_prim]
        for w, t in zip(w_prim, prims[k:]):
            w._t = t
            for m, name in slots.get(id(w), ()):
                m._parameters[name] = t
        try:
            out = fn(*new_args, **kwargs)
        finally:
            for w, t in zip(w_prim, saved):
                w._t = t
                for m, name in slots.get(id(w), ()):
                    m._parameters[name] = t
        if has_aux:
            if not isinstance(out, (tuple, list)) or len(out) < 2:
                raise ValueError("When has_aux is True, origin fn requires more than one outputs.")
            diff = out[0]
        else:
            diff = out
        flat = tuple(o._data() for o in _flatten(diff, []))
        return flat, _torch_tree(out)

    flat, vjp_fn, out_t = torch.func.vjp(call, *primals, *[w._data() for w in w_prim], has_aux=True)
    sens_list = _sens_list(sens, len(flat))
    cot = tuple(_creation.ones_like(o) if s is None else s._data().to(o.dtype) for s, o in zip(sens_list, flat))
    grads = vjp_fn(cot) if primals or w_prim else ()
    _check_positions(positions, n)
    by_pos = dict(zip(prim_pos, grads[:k]))
    input_grads = []
    for p in positions or ():
        if p < n and isinstance(args[p], Tensor):
            src = args[p]._data()
            g = by_pos.get(p)
            input_grads.append(_wrap(_creation.zeros_like(src) if g is None else g.to(src.dtype)))
    by_w = dict(zip(map(id, w_prim), grads[k:]))
    weight_grads = [_wrap(by_w.get(id(w), _creation.zeros_like(w._data()))) for w in ws]
    out = _ms_tree(out_t)
    aux = tuple(stop_gradient(o) for o in out[1:]) if has_aux else ()
    return (out if want_value else None), aux, input_grads, weight_grads


# ---- argument checks ------------------------------------------------------------------------------------
def _check_position(grad_position: Any) -> None:
    if grad_position is None:
        return
    items = grad_position if isinstance(grad_position, tuple) else (grad_position,)
    for p in items:
        if isinstance(p, bool) or not isinstance(p, int):
            raise _errors.type_error("F.grad", "the 'grad_position' must be int or tuple.")
        if p < 0:
            raise ValueError("grad_position must be >= 0.")
    if isinstance(grad_position, tuple) and not grad_position:
        raise RuntimeError("grad_position should not be empty when grad by position!")
    if len(set(items)) != len(items):
        raise ValueError("There are duplicate positions in `grad_position`, please check it")


def _weights_list(weights: Any) -> list | None:
    if weights is None:
        return None
    if isinstance(weights, Tensor):
        return [weights]
    if isinstance(weights, (list, tuple)):
        for w in weights:
            if not isinstance(w, Tensor):
                raise _errors.type_error(
                    "grad",
                    f"the 'weights' should be a Parameter, list or ParameterTuple of Parameters, but "
                    f"got an element of type {type(w).__name__}.",
                )
        return list(weights)
    # MindSpore refuses anything else, generators (net.get_parameters()) and dicts included
    if isinstance(weights, bool):
        got = str(weights).lower()
    elif isinstance(weights, dict):  # Parameters show as the Tensors MindSpore converts them to
        got = str({k: _wrap(v._data()) if isinstance(v, Tensor) else v for k, v in weights.items()})
    elif isinstance(weights, (int, float, str)):
        got = str(weights)
    else:
        got = f"PythonObject(type: {type(weights)}, value: {weights})"
    raise TypeError(f"The weights you provided is expected to be a tensor, or a list or tuple. but got {got}")


def _pack(weights, input_grads: list, ids: list | None, weight_grads: list):
    """Shape the gradients as ``mindspore.grad`` returns them.

    ``input_grads`` holds one gradient per requested position that holds a Tensor (``ids`` those positions, None
    when no position was requested). MindSpore returns one such gradient bare, several as a tuple, none as ``()``,
    whether ``grad_position`` was an int or a tuple.
    """
    if ids is not None:
        items = tuple(input_grads)
        ig = items[0] if len(items) == 1 else items
    if weights is not None:
        wg = weight_grads[0] if isinstance(weights, Tensor) else tuple(weight_grads)
    if ids is None:
        return wg
    if weights is None:
        return ig
    return ig, wg


def _combine_with_ids(positions: tuple | None, weights: Any, out: Any) -> tuple:
    """Pair gradients with their positions / parameter names as MindSpore 2.10's ``_combine_with_ids`` does.

    Ported as is, quirks included: with one requested position other than 0 the pair holds the first row of its
    (bare) gradient, as MindSpore indexes the gradient where it expects a tuple.
    """
    res: Any = []
    if positions:
        pos: list = []
        if positions == (0,):
            pos = [0, out[0] if weights is not None else out]
        else:
            src = out[0] if weights is not None else out
            pos = [(index, src[i]) for i, index in enumerate(positions)]
        res = [tuple(pos)] if weights else pos
    if weights is not None:
        if isinstance(weights, (list, tuple)):
            src = out[1] if positions else out
            wt: list = [(w.name, src[i]) for i, w in enumerate(weights)]
        else:
            wt = [weights.name, out[1] if positions else out]
        if positions:
            res.append(tuple(wt))
        else:
            res = wt
    if not res:
        raise ValueError("output tuple should not be a empty tuple.")
    return tuple(res)


def _check_grad_enabled() -> None:
    """PyNative refuses to make a gradient function where gradients are not recorded (inside ``_no_grad``).

    A custom bprop or hook running in a backward pass may differentiate (torch turns recording off there)."""
    if (
        not GRAPH_MODE[0]
        and not torch.is_grad_enabled()
        and not _state.PLAIN_FORWARD[0]  # grad mode off only because a plain Cell forward records nothing
        and torch._C._current_graph_task_id() == -1
    ):
        raise RuntimeError("In no_grad context, you can not calculate gradient")


def _make_grad_fn(fn, grad_position, weights, has_aux, return_ids, with_value: bool, sens_param: bool = False):
    _check_grad_enabled()
    _check_position(grad_position)
    if grad_position is None and weights is None:
        raise ValueError("`grad_position` and `weight` can not be None at the same time.")
    w_list = _weights_list(weights)
    positions = (
        None if grad_position is None else (grad_position if isinstance(grad_position, tuple) else (grad_position,))
    )

    def grad_fn(*args: Any, **kwargs: Any) -> Any:
        sens = None
        if sens_param:  # the last input is the sensitivity (the gradient with respect to the output)
            if not args:
                raise _errors.type_error("grad", "'sens_param' is True but no sens input was given.")
            args, sens = args[:-1], args[-1]
        if positions is not None and GRAPH_MODE[0]:  # graph mode checks positions as it compiles
            for p in positions:
                if p >= len(args):
                    raise IndexError(f"Position index {p} is exceed input size.{_CPP_STACK_GRAPH_POSITION}")
        value, aux, ig, wg = _differentiate(fn, args, kwargs, positions, w_list, sens, has_aux, with_value)
        ids = None
        if positions is not None:
            ids = [p for p in positions if p < len(args) and isinstance(args[p], Tensor)]
        grads = _pack(weights, ig, ids, wg)
        if return_ids and (isinstance(grads, Tensor) or grads):
            grads = _combine_with_ids(positions, weights, grads)
        if with_value:
            return value, grads
        if has_aux:
            return grads, aux
        return grads

    grad_fn.__name__ = "value_and_grad_fn" if with_value else "grad_fn"
    return grad_fn


def grad(
    fn: Callable,
    grad_position: int | tuple | None = 0,
    weights: Any = None,
    has_aux: bool = False,
    return_ids: bool = False,
    sens_param: bool = False,
) -> Callable:
    """Return a function computing the gradient of ``fn``. Mirrors ``mindspore.grad`` (2.10).

    Args:
        fn (Cell | callable): the function to differentiate; it may return a Tensor, a tuple of Tensors
            (gradients sum over all outputs) or Python scalars (zero gradients).
        grad_position (int | tuple[int] | None): which positional inputs to differentiate. An int gives a
            bare Tensor, a tuple a tuple of Tensors, None no input gradients. Default 0.
        weights (Parameter | list | ParameterTuple | None): parameters to differentiate; a single
            Parameter gives a bare Tensor, a list a tuple. Frozen or unused ones get zeros.
        has_aux (bool): ``fn`` returns ``(output, aux...)``; only ``output`` is differentiated and the
            result is ``(grads, (aux...))``.
        return_ids (bool): pair each gradient with its position / parameter name.
        sens_param (bool): the last input of the returned function is the sensitivity (the gradient with
            respect to ``fn``'s output, same structure) instead of ones. Default False.

    Returns:
        A function of ``fn``'s inputs. With both positions and weights it returns
        ``(inputs_grads, weights_grads)``. Gradients w.r.t. integer inputs come back in the input's dtype.
        As in MindSpore, positions holding no Tensor (numbers, None, tuples) are skipped, and the remaining
        gradients come back bare when there is one, as a tuple otherwise, ``()`` when none; a tensor passed at
        several positions (the same object, or ``Tensor(x)`` of it) gets the sum of its gradients at each.

    Raises:
        TypeError: ``grad_position`` is not an int/tuple of ints, or ``weights`` holds non-Parameters.
        ValueError: ``grad_position`` < 0, or both ``grad_position`` and ``weights`` are None.
        RuntimeError: (when called) a position beyond the inputs, raised after the forward and backward ran.

    Difference: an integer input mixed with float inputs (and any Bool input) is differentiated only through
    its casts to a float dtype (``ops.cast``, ``Tensor.astype`` ...), as MindSpore does there; integer
    arithmetic on it gives it a zero gradient, where MindSpore differentiates that too.
    """
    return _make_grad_fn(fn, grad_position, weights, has_aux, return_ids, with_value=False, sens_param=sens_param)


def value_and_grad(
    fn: Callable,
    grad_position: int | tuple | None = 0,
    weights: Any = None,
    has_aux: bool = False,
    return_ids: bool = False,
    sens_param: bool = False,
) -> Callable:
    """Return a function computing ``(value, gradients)`` of ``fn``. Mirrors ``mindspore.value_and_grad`` (2.10).

    Same arguments and gradient structure as :func:`grad`; the value is ``fn``'s full output (with
    ``has_aux`` the tuple ``(output, aux...)``), cut from the graph.

    Raises:
        As :func:`grad`.
    """
    return _make_grad_fn(fn, grad_position, weights, has_aux, return_ids, with_value=True, sens_param=sens_param)


def get_grad(gradients: Any, identifier: int | Parameter) -> Tensor:
    """Pick one gradient out of ``grad(..., return_ids=True)``'s result. Mirrors ``mindspore.get_grad`` (2.10).

    Args:
        gradients: what ``mindspore.grad`` / ``value_and_grad`` returned with ``return_ids=True``: ``(id, grad)``
            pairs, tuples of them, or ``(inputs_pairs, weights_pairs)``.
        identifier (int | Parameter): an input position, or a Parameter (matched by name).

    Raises:
        TypeError: ``identifier`` is neither an int nor a Parameter.
        RuntimeError: no gradient with that identifier.
    """
    if isinstance(identifier, Parameter):
        key = identifier.name
    elif isinstance(identifier, int) and not isinstance(identifier, bool):
        key = identifier
    else:
        raise TypeError(f"For `get_grad`, the `x` should be an integer or a Parameter, but got {identifier}")

    def find(node: Any) -> Any:
        if isinstance(node, tuple):
            if len(node) == 2 and isinstance(node[1], Tensor):
                first = node[0]
                if isinstance(first, Tensor):
                    # bare gradients (no ``return_ids``): MindSpore takes ``first == id`` as a truth value, so a
                    # one-element gradient equal to the id "matches" and more elements raise Tensor's ValueError
                    if isinstance(key, int) and bool(first == key):
                        return node[1]
                elif not isinstance(first, tuple):
                    return node[1] if type(first) is type(key) and first == key else None
            for item in node:
                r = find(item)
                if r is not None:
                    return r
        return None

    found = find(gradients)
    if found is None:
        raise RuntimeError(f"Can not find the gradient for position or Parameter {identifier}")
    return found


class _GradOpFn:
    """The function ``GradOperation(...)(fn, weights)`` returns."""

    __slots__ = ("op", "fn", "weights", "w_list")

    def __init__(self, op: GradOperation, fn: Callable, weights: Any) -> None:
        self.op, self.fn, self.weights = op, fn, weights
        if not op.get_by_list:
            self.w_list = None
        else:
            self.w_list = _USED_PARAMS if weights is None else _weights_list(weights)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        op = self.op
        sens = None
        if op.sens_param and "sens" in kwargs:  # the sensitivity may come as the keyword ``sens``
            kwargs = dict(kwargs)
            sens = kwargs.pop("sens")
        elif op.sens_param:
            if not args:
                raise _errors.type_error("GradOperation", "'sens_param' is True but no sens input was given.")
            args, sens = args[:-1], args[-1]
        if op.get_all:
            positions = tuple(range(len(args)))
        elif op.get_by_list:
            positions = None
        else:
            positions = (0,)
        _, _, ig, wg = _differentiate(self.fn, args, kwargs, positions, self.w_list, sens, False, False)
        if op.get_by_list:
            wg = wg[0] if isinstance(self.weights, Tensor) else tuple(wg)
        if op.get_all and op.get_by_list:
            return tuple(ig), wg
        if op.get_by_list:
            return wg
        if op.get_all:
            return tuple(ig)
        return ig[0] if ig else ()


class GradOperation:
    """A higher-order function making gradient functions. Mirrors ``mindspore.ops.GradOperation`` (2.10).

    ``GradOperation(get_all=False, get_by_list=False, sens_param=False)(fn, weights=None)(*inputs)``:

    - default: the gradient w.r.t. the first input (a bare Tensor);
    - ``get_all=True``: a tuple with the gradient of every input;
    - ``get_by_list=True``: a tuple with the gradient of each of ``weights`` (a ParameterTuple/list);
    - both: ``(inputs_grads, weights_grads)``;
    - ``sens_param=True``: the last input is the output sensitivity (same structure as ``fn``'s output)
      instead of ones.

    Gradients sum over all outputs of ``fn``; unused inputs and frozen parameters get zeros; integer
    inputs get gradients cast to their dtype. Works for nested (higher-order) differentiation.

    Raises:
        TypeError: ``weights`` is not a Parameter / list / ParameterTuple when ``get_by_list`` is True.
        ValueError: ``sens`` does not match the outputs.
    """

    def __init__(self, get_all: bool = False, get_by_list: bool = False, sens_param: bool = False) -> None:
        for name, v in (("get_all", get_all), ("get_by_list", get_by_list), ("sens_param", sens_param)):
            if not isinstance(v, bool):
                raise _errors.type_error("GradOperation", f"the '{name}' should be bool, but got {type(v).__name__}")
        self.get_all = get_all
        self.get_by_list = get_by_list
        self.sens_param = sens_param

    def __call__(self, fn: Callable, weights: Any = None) -> _GradOpFn:
        if not callable(fn):
            raise _errors.type_error(
                "GradOperation", f"the 'fn' should be a function or Cell, but got {type(fn).__name__}."
            )
        _check_grad_enabled()
        return _GradOpFn(self, fn, weights)


# ---- vjp / jvp -------------------------------------------------------------------------------------------
def vjp(fn: Callable, *inputs: Tensor, weights: Any = None, has_aux: bool = False):
    """Return ``(outputs, vjp_fn)``; ``vjp_fn(v)`` gives the vector-Jacobian product. Mirrors ``mindspore.vjp``.

    ``vjp_fn(v)`` returns one Tensor for a single input, else a tuple (with ``weights``:
    ``(inputs_grads, weights_grads)``). With ``has_aux`` the result is ``(outputs, vjp_fn, aux)``.
    """
    w_list = _weights_list(weights)
    value, aux, _, _ = _differentiate(fn, inputs, {}, (), None, None, has_aux, True)
    if has_aux:
        value = value[0]

    def vjp_fn(*v: Any) -> Any:
        sens = v[0] if len(v) == 1 else v
        positions = tuple(range(len(inputs)))
        _, _, ig, wg = _differentiate(fn, inputs, {}, positions, w_list, sens, has_aux, False)
        ig = tuple(ig)
        if w_list is None:
            return ig
        return ig, (wg[0] if isinstance(weights, Parameter) else tuple(wg))

    return (value, vjp_fn, aux[0] if len(aux) == 1 else aux) if has_aux else (value, vjp_fn)


def jvp(fn: Callable, inputs: Any, v: Any, has_aux: bool = False):
    """Return ``(outputs, jvp)``: ``fn``'s value and its Jacobian-vector product with ``v``. Mirrors ``mindspore.jvp``.

    ``inputs``/``v`` are a Tensor or a tuple of Tensors. With ``has_aux`` the result is
    ``(outputs, jvp, aux)``.
    """
    ins = inputs if isinstance(inputs, tuple) else (inputs,)
    vs = v if isinstance(v, tuple) else (v,)
    # inside another differentiation (nested jvp / grad of jvp) the result stays connected to its graph
    nested = GRAD_DEPTH[0] > 0 or any(x._data().requires_grad for x in ins if isinstance(x, Tensor))
    xs = [
        x._data().view_as(x._data()) if nested and x._data().requires_grad else x._data().detach().requires_grad_()
        for x in ins
    ]
    GRAD_DEPTH[0] += 1
    try:
        with torch.enable_grad():
            out = fn(*(_wrap(x) for x in xs))
            aux = ()
            if has_aux:
                out, aux = out[0], out[1:]
            outs = _flatten(out, [])
            o_t = [o._data() for o in outs]
            diff = [i for i, o in enumerate(o_t) if o.requires_grad]
            us = [_creation.zeros_like(o).requires_grad_() for o in o_t]
            g = (
                torch.autograd.grad(
                    [o_t[i] for i in diff], xs, [us[i] for i in diff], allow_unused=True, create_graph=True
                )
                if diff
                else [None] * len(xs)
            )
            pairs = [(gi, vi._data()) for gi, vi in zip(g, vs) if gi is not None and gi.requires_grad]
            if pairs:
                jv = torch.autograd.grad(
                    [p[0] for p in pairs], us, [p[1] for p in pairs], allow_unused=True, create_graph=nested
                )
            else:
                jv = [None] * len(us)
    finally:
        GRAD_DEPTH[0] -= 1
    if nested:
        jv = [_wrap(_creation.zeros_like(o) if j is None else j) for o, j in zip(o_t, jv)]
        value = out
    else:
        jv = [_wrap(_creation.zeros_like(o) if j is None else j.detach()) for o, j in zip(o_t, jv)]
        value = _detach_out(out, False, None)
    res = jv[0] if isinstance(out, Tensor) else tuple(jv)
    if has_aux:
        return value, res, stop_gradient(aux[0] if len(aux) == 1 else aux)
    return value, res


def add_flags(fn: Any = None, **flags: Any) -> Any:
    """Add graph flags to a function or Cell: they are merged into its ``_func_graph_flags`` dict (created on first
    use) and ``fn`` itself is returned; with no ``fn``, a decorator doing that. Mirrors
    ``mindspore.ops.composite.add_flags`` / ``ops.add_flags`` (2.10). The flags steer MindSpore's graph compiler;
    mindshim keeps them and runs the function as it is.
    """

    def deco(fn: Any) -> Any:
        flags_dict = getattr(fn, "_func_graph_flags", None)
        if flags_dict is None:
            fn._func_graph_flags = flags_dict = {}
        flags_dict.update(flags)
        return fn

    return deco(fn) if fn is not None else deco
