"""Custom autograd functions with a functional form: ``mindspore._Function`` on ``torch.autograd.Function``."""

from __future__ import annotations

import inspect
from typing import Any

import torch

from .tensor import Tensor, _wrap

__all__ = ["_Function"]


def _cpp_stack(where: str) -> str:
    return (
        "\n\n----------------------------------------------------\n- C++ Call Stack: (For framework developers)\n"
        f"----------------------------------------------------\nmindspore/ccsrc/{where}\n"
    )


def _type_text(v: Any) -> str:
    """``<class 'mindspore.common.tensor.Tensor'>``: how MindSpore's C++ checks print a value's type."""
    t = type(v)
    mod = t.__module__
    if mod.startswith("mindshim."):
        mod = "mindspore." + mod[len("mindshim.") :]
    return f"<class '{t.__qualname__}'>" if mod == "builtins" else f"<class '{mod}.{t.__qualname__}'>"


def _vec(shape: tuple) -> str:
    return "[const vector]{" + ", ".join(str(d) for d in shape) + "}"


def _cast_and_reduce(g: torch.Tensor, like: torch.Tensor) -> torch.Tensor:
    """MindSpore's ``AutoCastAndReduce``: a custom gradient takes its input's dtype and is summed down to its
    shape when it has the input's shape broadcast; otherwise RuntimeError."""
    if g.dtype != like.dtype:
        g = g.to(like.dtype)
    shape, gshape = tuple(like.shape), tuple(g.shape)
    if gshape == shape:
        return g
    try:
        ok = tuple(torch.broadcast_shapes(shape, gshape)) == gshape
    except RuntimeError:
        ok = False
    if not ok:
        raise RuntimeError(
            "For grad interface or custom function, grad tensor should be broadcast to expected shape, but got "
            f"{_vec(gshape)} vs {_vec(shape)}" + _cpp_stack("pynative/backward/grad_utils.cc:792 AutoCastAndReduce")
        )
    lead = len(gshape) - len(shape)
    dims = list(range(lead)) + [lead + i for i, d in enumerate(shape) if d == 1 and gshape[lead + i] != 1]
    if dims:
        g = g.sum(dim=dims, keepdim=True)
    return g.reshape(shape)


class _Bridge(torch.autograd.Function):
    """Runs a ``_Function``'s forward without recording, and its user ``backward`` as the torch backward."""

    @staticmethod
    def forward(tctx, state, *targs):
        cls, fctx, args, kwargs = state.cls, state.ctx, state.args, state.kwargs
        fctx.needs_input_grad = tuple(bool(n) for n in tctx.needs_input_grad[1:])
        # inputs a differentiation turned into float copies of integer tensors are shown in their own dtype
        call_args = []
        for a, t in zip(args, targs):
            dt = getattr(t, "_ms_int_dtype", None) if isinstance(t, torch.Tensor) else None
            call_args.append(_wrap(t.detach().to(dt)) if dt is not None else a)
        if state.setup:
            out = cls.forward(*call_args, **kwargs)
            cls.setup_context(fctx, tuple(call_args), out)
        else:
            out = cls.forward(fctx, *call_args)
        state.is_tuple = isinstance(out, tuple)
        outs = out if state.is_tuple else (out,)
        touts = tuple(o._data() if isinstance(o, Tensor) else o for o in outs)
        if any(getattr(t, "_ms_int_dtype", None) is not None for t in targs if isinstance(t, torch.Tensor)):
            # integer inputs differentiated through float copies: integer outputs must carry gradients too
            touts = tuple(
                t.to(torch.float32)
                if isinstance(t, torch.Tensor) and not (t.is_floating_point() or t.is_complex())
                else t
                for t in touts
            )
        state.outs = outs
        ids = {id(t) for t in touts if isinstance(t, torch.Tensor)}
        nondiff = [x._data() for x in getattr(fctx, "non_differentiable", None) or () if isinstance(x, Tensor)]
        nondiff = [t for t in nondiff if id(t) in ids]
        if nondiff:
            tctx.mark_non_differentiable(*nondiff)
        dirty = [x._data() for x in getattr(fctx, "dirty_tensors", None) or () if isinstance(x, Tensor)]
        if dirty:
            tin = {id(t) for t in targs if isinstance(t, torch.Tensor)}
            if any(id(t) not in ids for t in dirty if id(t) in tin):
                raise RuntimeError("The dirty tensors must all be outputs of the forward function.")
            tctx.mark_dirty(*(t for t in dirty if id(t) in tin))
        if not getattr(fctx, "materialize_grads", True):
            tctx.set_materialize_grads(False)
        tctx.state = state
        return touts if state.is_tuple else touts[0]

    @staticmethod
    def backward(tctx, *douts):
        state = tctx.state
        fctx, targs = state.ctx, state.targs
        grads_in = tuple(None if d is None else _wrap(d) for d in douts)
        r = state.cls.backward(fctx, *grads_in)
        grads = r if isinstance(r, tuple) else tuple(r) if isinstance(r, list) else (r,)
        n = len(targs)
        if len(grads) < n:
            raise RuntimeError(
                f"Function backward return a wrong number of gradients, expect: {n}but: {len(grads)}"
                + _cpp_stack("pynative/backward/hook/custom_function.cc:147 CallBackward")
            )
        res = []
        for i, g in enumerate(grads):
            t = targs[i] if i < n else None
            if g is None:
                if i < n:
                    res.append(None)
                continue
            if not isinstance(t, torch.Tensor):
                raise RuntimeError(
                    f"Input is not tensor, but gradient is not none, position: {i} type: {_type_text(g)}"
                    + _cpp_stack("pynative/backward/hook/custom_function.cc:156 CallBackward")
                )
            if not isinstance(g, Tensor):
                raise RuntimeError(
                    f"Gradient should be none or tensor, position: {i} type: {_type_text(g)}"
                    + _cpp_stack("pynative/backward/hook/custom_function.cc:161 CallBackward")
                )
            res.append(_cast_and_reduce(g._data(), t) if (t.is_floating_point() or t.is_complex()) else None)
        return (None, *res)


class _State:
    __slots__ = ("cls", "ctx", "args", "kwargs", "targs", "setup", "is_tuple", "outs")


class _Function:
    """A custom autograd function. Mirrors ``mindspore._Function`` (2.10, ``mindspore.common._grad_function``).

    Subclasses define ``forward(ctx, *args)`` and ``backward(ctx, *grad_outputs)`` as static methods (or
    ``forward(*args)`` plus ``setup_context(ctx, inputs, output)``) and call ``Cls.apply(*args)``. The ``ctx`` is an
    instance of the subclass: ``save_for_backward(*tensors)`` / ``saved_tensors``, ``needs_input_grad`` (one bool
    per input: whether a gradient w.r.t. it is being recorded), ``mark_dirty``, ``mark_non_differentiable`` (those
    outputs carry no gradient: their inputs get zeros) and ``set_materialize_grads(False)`` (``backward`` then gets
    None instead of zeros for outputs the loss does not use). Other attributes set on ``ctx`` reach ``backward``.

    ``backward`` gets one gradient per forward output (None for non-Tensor outputs) and returns one per forward input
    (more is allowed when the extra ones are None). Each gradient is cast to its input's dtype and summed down to its
    shape when it has that shape broadcast.

    Raises:
        NotImplementedError: ``forward``/``backward`` not defined.
        TypeError: ``apply`` given keyword arguments (without ``setup_context``); ``backward`` called with the wrong
            number of gradients (Python's own message).
        RuntimeError: ``backward`` returned fewer gradients than inputs ("Function backward return a wrong number
            of gradients"), a gradient for a non-Tensor input ("Input is not tensor, but gradient is not none"), a
            gradient that is neither None nor a Tensor ("Gradient should be none or tensor"), or one that cannot be
            reduced to its input's shape.

    Difference: views modified in place after the function (MindSpore's view+inplace checks) follow torch's rules.
    """

    _has_setup_context = False

    def __init__(self) -> None:
        self.saved_tensors: tuple = ()
        self.needs_input_grad = None
        self.dirty_tensors = None
        self.non_differentiable = None

    @staticmethod
    def forward(ctx: Any, *args: Any, **kwars: Any) -> Any:
        """The forward computation (to be overridden)."""
        raise NotImplementedError("forward function should be customized.")

    @staticmethod
    def backward(ctx: Any, *grad_outputs: Any) -> Any:
        """The gradients w.r.t. the inputs from those w.r.t. the outputs (to be overridden)."""
        raise NotImplementedError("backward function should be customized.")

    @staticmethod
    def setup_context(ctx: Any, inputs: tuple[Any, ...], output: Any) -> Any:
        """Save context information needed for the backward pass."""
        raise NotImplementedError("setup_context is not implemented.")

    @classmethod
    def apply(cls, *args: Any, **kwargs: Any) -> Any:
        """Apply the custom autograd function to ``args``; returns what ``forward`` returns."""
        cls._has_setup_context = cls.setup_context != _Function.setup_context
        if cls._has_setup_context:
            bound = inspect.signature(cls.forward).bind(*args, **kwargs)
            bound.apply_defaults()
            args, kwargs = bound.args, bound.kwargs
        elif kwargs:
            raise TypeError("apply() takes no keyword arguments")
        state = _State()
        state.cls, state.ctx, state.args, state.kwargs = cls, cls(), args, kwargs
        state.setup = cls._has_setup_context
        state.targs = tuple(a._data() if isinstance(a, Tensor) else a for a in args)
        out = _Bridge.apply(state, *state.targs)
        outs = out if state.is_tuple else (out,)
        res = []
        for o, orig in zip(outs, state.outs):
            if isinstance(o, torch.Tensor):
                res.append(orig if isinstance(orig, Tensor) and orig._data() is o else _wrap(o))
            else:
                res.append(o)
        return tuple(res) if state.is_tuple else res[0]

    def save_for_backward(self, *tensors: Tensor) -> None:
        """Keep ``tensors`` for ``backward`` (as ``ctx.saved_tensors``)."""
        self.saved_tensors = tensors

    def mark_dirty(self, *args: Tensor) -> None:
        """Declare the inputs ``forward`` modified in place."""
        self.dirty_tensors = args

    def mark_non_differentiable(self, *args: Tensor) -> None:
        """Declare outputs that carry no gradient."""
        self.non_differentiable = args

    def set_materialize_grads(self, value: bool) -> None:
        """Whether ``backward`` gets zeros (True, the default) or None for gradients of unused outputs."""
        self.materialize_grads = value
