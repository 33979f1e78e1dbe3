"""Function transforms over torch.func: `vmap` (in_axes/out_axes), `jacfwd` and `jacrev`."""

from __future__ import annotations

from ... import _api
from typing import Any, Callable

import torch

from ..._kernels import array as _K_array
from ..._kernels import transform as _K_transform
from ...common.tensor import Tensor, _wrap
from .base import _check_position, stop_gradient
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


def _unwrap(x: Any) -> Any:
    if isinstance(x, Tensor):
        return x._data()
    if isinstance(x, (tuple, list)):
        return type(x)(_unwrap(v) for v in x)
    if isinstance(x, dict):
        return {k: _unwrap(v) for k, v in x.items()}
    return x


def _rewrap(x: Any) -> Any:
    if isinstance(x, torch.Tensor):
        return _wrap(x)
    if isinstance(x, (tuple, list)):
        return type(x)(_rewrap(v) for v in x)
    if isinstance(x, dict):
        return {k: _rewrap(v) for k, v in x.items()}
    return x


def _axes(axes: Any) -> Any:
    """MindSpore's in_axes/out_axes (int, None, nested tuple/list) as torch.func's in_dims/out_dims (tuples)."""
    if isinstance(axes, (tuple, list)):
        return tuple(_axes(a) for a in axes)
    if axes is None or (isinstance(axes, int) and not isinstance(axes, bool)):
        return axes
    raise TypeError(
        f"The axis in vmap`s 'in_axes' and 'out_axes' should be a None or a scalar of type Int, but got {axes!r}."
    )


def _axis_sizes(arg: Any, axes: Any, out: list) -> None:
    if axes is None:
        return
    if isinstance(arg, Tensor):
        if isinstance(axes, tuple):
            raise ValueError("vmap: a tuple in_axes was given for a Tensor argument.")
        nd = arg.ndim
        if not -nd <= axes < nd:
            raise ValueError(f"The axis in vmap's 'in_axes' should be in range [-{nd}, {nd}), but got {axes}.")
        out.append(arg.shape[axes])
    elif isinstance(arg, (tuple, list)):
        for i, a in enumerate(arg):
            _axis_sizes(a, axes[i] if isinstance(axes, tuple) else axes, out)


def vmap(fn: Callable, in_axes: Any = 0, out_axes: Any = 0) -> Callable:
    """Vectorize ``fn`` over a batch axis. Mirrors ``mindspore.vmap`` / ``ops.vmap`` (2.10), via ``torch.func.vmap``.

    Args:
        fn (callable | Cell): the function of one example; it sees each argument without its mapped axis.
        in_axes (int | None | tuple | list): the mapped axis of each argument (None: not mapped, the same value
            for every example); a tuple/list has one entry per argument and may nest for tuple arguments.
            Default 0.
        out_axes (int | None | tuple | list): where the batch axis goes in each output. Default 0.

    Returns:
        A function of the batched arguments; outputs are Tensors (or tuples of them) with the batch axis.

    Raises:
        RuntimeError: a tuple ``in_axes`` whose length differs from the number of arguments, or mapped axes of
            different sizes (MindSpore's messages).

    Differences: random ops draw different values per example (``torch.func.vmap(randomness='different')``);
    ops that leave torch (``asnumpy``, ``item``) cannot run inside, as in MindSpore's graph-compiled vmap.
    """
    in_dims = _axes(in_axes)
    out_dims = _axes(out_axes)
    if type(fn).__name__ == "CellList" or (
        isinstance(fn, (list, tuple)) and fn and all(isinstance(c, torch.nn.Module) for c in fn)
    ):
        return _ensemble(list(fn), in_dims, out_dims)

    def inner(*targs: Any) -> Any:
        return _unwrap(fn(*_rewrap(targs)))

    def vmapped(*args: Any) -> Any:
        if isinstance(in_dims, tuple) and len(in_dims) != len(args):
            raise RuntimeError(
                "When vmap`s 'in_axes' is a tuple or list, and its size must be equal to the number of arguments of "
                f"'fn': {len(args)}, but got size: {len(in_dims)}."
            )
        sizes: list = []
        for i, a in enumerate(args):
            _axis_sizes(a, in_dims[i] if isinstance(in_dims, tuple) else in_dims, sizes)
        if not sizes:
            raise RuntimeError("There are no arguments mapped by vmap: at least one 'in_axes' must not be None.")
        for s in sizes[1:]:
            if s != sizes[0]:
                raise RuntimeError(
                    f"The 'axis_size' of each argument in the scope of 'vmap' should be equal, but got {sizes[0]} "
                    f"and {s}."
                )
        params: list = []
        _parameters(args, params, _K_transform.in_transform())
        saved = _K_transform.snapshot(params)
        try:
            res = torch.func.vmap(inner, in_dims=in_dims, out_dims=out_dims, randomness="different")(*_unwrap(args))
        except Exception:  # an op without a batching rule here: example by example, as a loop
            _K_transform.restore(saved)
            return _loop(fn, args, in_dims, out_dims, sizes[0])
        return _rewrap(res)

    return vmapped


def _take(arg: Any, axes: Any, i: int) -> Any:
    """Example ``i`` of ``arg`` along its mapped axis (``axes`` None: the whole argument)."""
    if axes is None:
        return arg
    if isinstance(arg, Tensor):
        return _rewrap(arg._data().select(axes, i))
    if isinstance(arg, (tuple, list)):
        return type(arg)(_take(a, axes[k] if isinstance(axes, tuple) else axes, i) for k, a in enumerate(arg))
    return arg


def _parameters(arg: Any, out: list, nested: bool) -> None:
    """The torch data of the Parameters among ``arg`` (nested tuples, lists): what an in-place op may write; under
    an outer ``vmap`` (``nested``) every Tensor, as each may be a batched view of the outer call's Parameters."""
    if isinstance(arg, Tensor):
        if nested or type(arg).__name__ == "Parameter":
            out.append(arg._data())
    elif isinstance(arg, (tuple, list)):
        for a in arg:
            _parameters(a, out, nested)


def _loop(fn: Callable, args: tuple, in_dims: Any, out_dims: Any, size: int) -> Any:
    """``vmap``'s general rule: ``fn`` on each example of the mapped arguments in turn, the outputs stacked along
    ``out_dims``. Used where an op inside ``fn`` has no batching rule (it reads values, writes in place, or takes a
    gradient by itself), as MindSpore falls back to a loop over the batch for primitives without a vmap rule; an
    error of ``fn`` itself is raised from the first example it occurs in."""
    outs = []
    for i in range(size):
        outs.append(
            fn(*(_take(a, in_dims[k] if isinstance(in_dims, tuple) else in_dims, i) for k, a in enumerate(args)))
        )
    return _stack(outs, out_dims)


def _stack(outs: list, axes: Any) -> Any:
    """The per-model outputs ``outs`` stacked along ``axes`` (None: the first model's output)."""
    first = outs[0]
    if isinstance(first, (tuple, list)):
        return type(first)(
            _stack([o[k] for o in outs], axes[k] if isinstance(axes, tuple) else axes) for k in range(len(first))
        )
    if axes is None or not isinstance(first, Tensor):
        return first
    return _rewrap(_K_array.stack_any([o._data() for o in outs], axes))


def _ensemble(cells: list, in_dims: Any, out_dims: Any) -> Callable:
    """``vmap`` over a CellList (model ensembling): model ``i`` runs on example ``i`` of the mapped arguments (all of
    each unmapped one); the outputs are stacked along ``out_axes``. The number of models is the axis size."""

    def vmapped(*args: Any) -> Any:
        if isinstance(in_dims, tuple) and len(in_dims) != len(args):
            raise RuntimeError(
                "When vmap`s 'in_axes' is a tuple or list, and its size must be equal to the number of arguments of "
                f"'fn': {len(args)}, but got size: {len(in_dims)}."
            )
        sizes: list = [len(cells)]
        for i, a in enumerate(args):
            _axis_sizes(a, in_dims[i] if isinstance(in_dims, tuple) else in_dims, sizes)
        for n in sizes[1:]:
            if n != sizes[0]:
                raise RuntimeError(
                    f"The 'axis_size' of each argument in the scope of 'vmap' should be equal, but got {sizes[0]} "
                    f"and {n}."
                )
        outs = []
        for i, cell in enumerate(cells):
            outs.append(
                cell(*(_take(a, in_dims[k] if isinstance(in_dims, tuple) else in_dims, i) for k, a in enumerate(args)))
            )
        return _stack(outs, out_dims)

    return vmapped


def _jac(kind: str, fn: Callable, grad_position: Any, has_aux: bool) -> Callable:
    _check_position(grad_position)
    argnums = grad_position
    transform = torch.func.jacfwd if kind == "jacfwd" else torch.func.jacrev

    def inner(*targs: Any) -> Any:
        out = fn(*_rewrap(targs))
        if not has_aux:
            return _unwrap(out)
        if not isinstance(out, tuple) or len(out) < 2:
            raise _errors.value_error(kind, "when 'has_aux' is True, 'fn' must return a tuple of (output, aux...).")
        aux = out[1] if len(out) == 2 else out[1:]
        return _unwrap(out[0]), _unwrap(stop_gradient(aux))

    def jac_fn(*args: Any) -> Any:
        n = len(args)
        for p in argnums if isinstance(argnums, tuple) else (argnums,):
            if p >= n:
                raise RuntimeError(f"Position index {p} is exceed input size.")
        with torch.enable_grad():
            res = transform(inner, argnums=argnums, has_aux=has_aux)(*_unwrap(args))
        if kind == "jacfwd":  # MindSpore's entries for zero tangents are +0, torch's forward mode keeps the sign
            res = (_pos_zero(res[0]), res[1]) if has_aux else _pos_zero(res)
        return _rewrap(res)

    return jac_fn


def _pos_zero(x: Any) -> Any:
    if isinstance(x, torch.Tensor):
        return x + 0.0 if x.is_floating_point() else x
    if isinstance(x, (tuple, list)):
        return type(x)(_pos_zero(v) for v in x)
    return x


def jacfwd(fn: Callable, grad_position: int | tuple = 0, has_aux: bool = False) -> Callable:
    """The Jacobian of ``fn`` by forward-mode AD. Mirrors ``mindspore.jacfwd`` (2.10), via ``torch.func.jacfwd``.

    The Jacobian of an output of shape ``O`` w.r.t. an input of shape ``I`` has shape ``O + I``. ``grad_position``
    (int or tuple of ints, default 0) picks the inputs: a tuple gives one Jacobian per input. A function with
    several outputs gives one Jacobian (or tuple) per output. With ``has_aux=True``, ``fn`` returns
    ``(output, aux...)`` and the result is ``(jacobian, aux)``.

    Raises:
        TypeError / ValueError: a bad ``grad_position`` (as :func:`mindspore.grad`).
        RuntimeError: (when called) a position beyond the inputs.

    Difference: ops mindshim maps onto custom autograd functions (``HookBackward``, Cells with ``bprop``) have no
    forward-mode rule; use :func:`jacrev` there.
    """
    return _jac("jacfwd", fn, grad_position, has_aux)


def jacrev(fn: Callable, grad_position: int | tuple = 0, has_aux: bool = False) -> Callable:
    """The Jacobian of ``fn`` by reverse-mode AD. Mirrors ``mindspore.jacrev`` (2.10), via ``torch.func.jacrev``.

    Same arguments and result layout as :func:`jacfwd`.
    """
    return _jac("jacrev", fn, grad_position, has_aux)
