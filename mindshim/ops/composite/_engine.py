"""The PyNative backward engine behind ``mindspore._c_expression.run_backward``, on torch autograd."""

from __future__ import annotations

import warnings
from typing import Any

import torch

from ..._kernels import creation as _creation
from ..._kernels import errors as _errors
from ...common.tensor import Tensor, _wrap

_NO_GRAD = (
    "The output tensor you provided doesn't requires grad and not have a grad_fn. Please check the output tensor!."
)
_TWICE = "Failure info [Try to backward the graph twice,  Specify retain_graph=True, if you want call again]."


def _tensor_tuple(value: Any, what: str) -> None:
    """``value`` must be a tuple of Tensors (MindSpore's words for ``what``, the output or input tensors)."""
    if not isinstance(value, tuple):
        raise RuntimeError(f"{what} should be tuple{'! but' if what[0] == 'O' else ' or none! but'} got {value}")
    for t in value:
        if not isinstance(t, Tensor):
            raise RuntimeError(f"Elements of tuple should be tensor or GradientEdge, but got {t}")


def _check(tensors: Any, grad_tensors: Any, inputs: Any) -> None:
    """MindSpore 2.10's checks on ``run_backward``'s arguments, in its order and words."""
    _tensor_tuple(tensors, "Output tensors")
    if grad_tensors is not None:
        if not isinstance(grad_tensors, tuple):
            raise RuntimeError(f"grad_tensors should be tuple or none! but got {grad_tensors}")
        for g in grad_tensors:
            if not isinstance(g, Tensor):
                raise RuntimeError(f"Elements of tuple should be tensor, but got{g}")
        if len(grad_tensors) != len(tensors):
            raise RuntimeError("Failure info [Grad output size should be same as outputs].")
    if inputs is not None:
        _tensor_tuple(inputs, "input tensors")


def run_backward(
    tensors: tuple,
    grad_tensors: tuple | None,
    keep_graph: bool | None,
    create_graph: bool,
    inputs: tuple | None,
    allow_unreachable: bool = True,
    *,
    accumulate_grad: bool = True,
) -> tuple | None:
    """Backpropagate from ``tensors`` through the graph their PyNative ops recorded. Mirrors
    ``mindspore._c_expression.run_backward`` (2.10).

    Args:
        tensors (tuple[Tensor]): the outputs to differentiate.
        grad_tensors (tuple[Tensor] | None): one gradient per output; None: ones of each output's shape (for
            any shape, as MindSpore fills them; a Tensor is cast to its output's dtype).
        keep_graph (bool | None): keep the graph for a later backward (False/None: a second backward raises).
        create_graph (bool): record the backward pass too, so the gradients can be differentiated again.
        inputs (tuple[Tensor] | None): the leaves to differentiate for (None: every leaf that requires grad).
        allow_unreachable (bool): with ``accumulate_grad=False``, an input the outputs do not reach gets None;
            False: that raises. Default True.
        accumulate_grad (bool): True (default): add the gradients to each leaf's ``_grad`` and return None;
            False: return the tuple of ``inputs``' gradients (``()`` without ``inputs``), leaving ``_grad`` as is.

    Returns:
        None, or the tuple of gradients (Tensor or None) when ``accumulate_grad`` is False.

    Raises:
        RuntimeError: ``tensors`` / ``grad_tensors`` / ``inputs`` not tuples (or None), an element that is not a
            Tensor, a count of ``grad_tensors`` other than the outputs', no output requiring grad ("The output tensor
            you provided doesn't requires grad ..."), a second backward of a graph not kept ("Try to backward the
            graph twice"), an unreachable input with ``allow_unreachable=False``.

    Known difference: MindSpore records a graph only while ``_pynative_executor``'s grad flag is set; mindshim
    records whenever an input requires grad, so the flag need not be set first.
    """
    _check(tensors, grad_tensors, inputs)
    outs, grads = [], []
    for i, t in enumerate(tensors):
        o = t._data()
        if not o.requires_grad:
            continue
        outs.append(o)
        g = grad_tensors[i]._data() if grad_tensors is not None else None
        grads.append(_creation.ones_like(o) if g is None else g.to(o.dtype))
    if not outs:
        raise RuntimeError(_NO_GRAD)
    retain = bool(keep_graph) or bool(create_graph)
    leaves = [t._data() for t in inputs] if inputs is not None else None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # torch's note on create_graph's reference cycle
            if accumulate_grad:
                torch.autograd.backward(
                    outs, grads, retain_graph=retain, create_graph=bool(create_graph), inputs=leaves or None
                )
                return None
            if not leaves:
                return ()
            res = torch.autograd.grad(
                outs, leaves, grads, retain_graph=retain, create_graph=bool(create_graph), allow_unused=True
            )
    except RuntimeError as e:
        if "second time" in str(e):
            raise RuntimeError(_TWICE) from None
        raise _errors.translate("run_backward", e) from None
    if not allow_unreachable and any(g is None for g in res):
        raise RuntimeError(
            "One of the input Tensor's grad is None. Set allow_unused=True if this behavior meets expectations."
        )
    return tuple(None if g is None else _wrap(g) for g in res)
