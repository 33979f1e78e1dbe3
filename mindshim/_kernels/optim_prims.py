"""The sparse and AMSGrad optimizer primitives' updates (``FusedSparseAdam``, ``SparseApplyFtrl``, ...), in place.

Each function here is one MindSpore 2.10 primitive as its CPU kernel computes it: the slot tensors (``var``,
``accum``, ``m``, ...) are updated in place, under ``torch.no_grad``; the dtype rules of the primitive's signature
(:func:`promote`), its shape and dtype checks and its errors live with the update. The inputs arrive as torch tensors
or Python numbers; ``writable`` names the inputs MindSpore marks as written (``RW_WRITE``), which it never casts.

The sparse kernels take a row index per gradient row. The ``FusedSparse*`` kernels first sum the gradient rows of
equal indices (``BucketReduceSparseGradient``) and drop indices outside ``[0, var.shape[0])``; the ``SparseApply*``
kernels apply the rows one after another, so a repeated index is updated twice, in order (:func:`rounds`).
"""

from __future__ import annotations

import torch

from . import errors

__all__ = [
    "promote",
    "rounds",
    "adam_no_update_param",
    "fused_sparse_adam",
    "fused_sparse_ftrl",
    "fused_sparse_proximal_adagrad",
    "sparse_apply_ftrl",
    "sparse_apply_adagrad_v2",
    "sparse_apply_rmsprop",
    "apply_adagrad_da",
    "apply_adam_with_amsgrad",
]

_FLT_EPSILON = 1.1920928955078125e-07
_FLOATS = (torch.float16, torch.float32, torch.float64)
_CONVERSION = (
    "Data type conversion is not supported for a 'Parameter', nor for the input tensor of an in-place operator"
)


def _dtype(dt) -> str:
    return errors.dtype_name(dt)


def _vec(shape) -> str:
    """MindSpore's ``[const vector]{3, 2}`` form of a shape."""
    return "[const vector]{" + ", ".join(str(d) for d in shape) + "}"


def _list(shape) -> str:
    """MindSpore's ``[3,2,]`` form of a shape."""
    return "[" + "".join(f"{d}," for d in shape) + "]"


def promote(op: str, named, writable: tuple = (), style: str = "arg") -> list[torch.Tensor]:
    """The inputs of one dtype group of ``op``'s signature, as tensors of the group's dtype.

    ``named`` is ``((name, value), ...)`` with torch tensors or Python numbers. The group's dtype is the highest of
    its tensors (a Python float lifts an integer group to float32; numbers alone give float32). An input named in
    ``writable`` is never cast: a different dtype raises MindSpore's TypeError (``style`` ``"arg"`` names the
    argument, ``"so"`` only its dtype, as the primitives word it)."""
    tensors = [v for _, v in named if isinstance(v, torch.Tensor)]
    target = None
    for t in tensors:
        target = t.dtype if target is None else torch.promote_types(target, t.dtype)
    if target is None or (
        not target.is_floating_point and any(isinstance(v, float) for _, v in named if not isinstance(v, torch.Tensor))
    ):
        target = torch.float32
    out = []
    for name, v in named:
        if isinstance(v, torch.Tensor):
            if v.dtype != target and name in writable:
                head = (
                    f"the argument[{name}]'s data type of primitive[{op}] is {_dtype(v.dtype)}"
                    if style == "arg"
                    else f"so data type {_dtype(v.dtype)}"
                )
                raise TypeError(f"{_CONVERSION}, {head}, which cannot be converted to data type {_dtype(target)} "
                                "automatically.")  # fmt: skip
            out.append(v if v.dtype == target else v.to(target))
        else:  # a Python number enters as a float32 (or int64) scalar, then takes the group's dtype
            scalar = torch.tensor(v, dtype=torch.float32 if isinstance(v, float) else None)
            out.append(scalar.to(device=tensors[0].device if tensors else None, dtype=target))
    return out


def _scalar(t: torch.Tensor) -> torch.Tensor:
    """A one-element input as a 0-d tensor (MindSpore's kernels read its first element)."""
    return t.reshape(-1)[0]


def rounds(idx: torch.Tensor) -> list[torch.Tensor]:
    """The positions of ``idx`` split into rounds of distinct indices, in order: round ``r`` holds each index's
    ``r``-th occurrence, so applying the rounds one after another is applying the rows in order."""
    n = idx.numel()
    if n == 0:
        return []
    if torch.unique(idx).numel() == n:
        return [torch.arange(n, device=idx.device)]
    sorted_idx, perm = torch.sort(idx, stable=True)
    pos = torch.arange(n, device=idx.device)
    first = torch.ones(n, dtype=torch.bool, device=idx.device)
    first[1:] = sorted_idx[1:] != sorted_idx[:-1]
    start = torch.cummax(torch.where(first, pos, torch.zeros_like(pos)), 0).values
    rank = torch.empty_like(pos)
    rank[perm] = pos - start
    return [torch.nonzero(rank == r).reshape(-1) for r in range(int(rank.max()) + 1)]


def _summed(grad: torch.Tensor, idx: torch.Tensor, rows: int) -> tuple[torch.Tensor, torch.Tensor]:
    """``BucketReduceSparseGradient``: the distinct indices in ``[0, rows)`` and the sum of their gradient rows
    (indices outside are dropped)."""
    keep = (idx >= 0) & (idx < rows)
    idx, grad = idx[keep], grad[keep]
    uniq, inverse = torch.unique(idx, return_inverse=True)
    summed = torch.zeros((uniq.numel(), *grad.shape[1:]), dtype=grad.dtype, device=grad.device)
    summed.index_add_(0, inverse, grad)
    return uniq, summed


def _check_indices(op: str, indices: torch.Tensor, allowed: tuple) -> None:
    if indices.dtype not in allowed:
        raise errors.dtype_error(op, "indices", indices.dtype, allowed)


def _check_rows(op: str, var: torch.Tensor, grad: torch.Tensor, indices: torch.Tensor) -> None:
    """``grad.shape[0] == indices.shape[0]`` and ``grad.shape[1:] == var.shape[1:]``, worded as the sparse
    primitives' shape inference words them."""
    if grad.ndim == 0 or grad.shape[0] != indices.shape[0]:
        got = grad.shape[0] if grad.ndim else 0
        raise ValueError(f"For primitive[{op}], the grad_shape[0] must be equal to indices_shape[0] which is "
                         f"{indices.shape[0]} , but got {got}.")  # fmt: skip
    if tuple(var.shape[1:]) != tuple(grad.shape[1:]):
        raise ValueError(f"For primitive[{op}], the var_shape[1:] must be equal to grad_shape[1:] which is "
                         f"{_vec(grad.shape[1:])} , but got {_vec(var.shape[1:])}.")  # fmt: skip


def _float32_only(op: str, named) -> None:
    for name, t, ref in named:
        if t.dtype != torch.float32:
            raise errors.dtype_error(op, name, t.dtype, (torch.float32,)) if not ref else TypeError(
                f"For primitive[{op}], the input argument[{name}] must be a type of {{Tensor[Float32]}}, but got "
                f"Ref[Tensor[{_dtype(t.dtype)}]]."
            )  # fmt: skip


def _adam_rate(lr: torch.Tensor, beta1_power: torch.Tensor, beta2_power: torch.Tensor) -> float:
    """``lr * sqrt(1 - beta2_power) / (1 - beta1_power)`` in float32, as the CPU kernels compute it."""
    f = torch.float32
    one = torch.tensor(1.0, dtype=f)
    b2 = torch.sqrt(one - beta2_power.to(f).cpu())
    return lr.to(f).cpu() * b2 / (one - beta1_power.to(f).cpu())


def adam_no_update_param(m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad, use_nesterov: bool):
    """``AdamNoUpdateParam``: updates ``m`` and ``v`` in place (``m = beta1 m + (1 - beta1) g``, ``v = beta2 v +
    (1 - beta2) g^2``) and returns the step ``-lr_t m / (sqrt(v) + epsilon)`` that Adam would add to the
    parameter (Nesterov: ``m beta1 + (1 - beta1) g`` in place of ``m``), ``lr_t = lr sqrt(1 - beta2_power) / (1 -
    beta1_power)``. Float32 only."""
    op = "AdamNoUpdateParam"
    f32 = torch.float32
    if not m.dtype == v.dtype == grad.dtype:
        raise TypeError(f"For primitive[{op}], the input type must be same.")
    for name, t in (("grad", grad), ("m", m), ("v", v)):
        if t.dtype != f32:
            raise errors.dtype_error(op, name, t.dtype, (f32,))
    for name, t in (("v", v), ("grad", grad)):
        if t.shape != m.shape:
            raise ValueError(f"For primitive[{op}], the {name}_shape: {_list(t.shape)} must be equal to "
                             f"{_list(m.shape)}")  # fmt: skip
    if m.ndim == 0:
        raise errors.runtime_error(op, "the 'delta' must be at least 1-D, but got empty shape!")
    b1p, b2p, lr_, b1, b2, eps = (_scalar(torch.as_tensor(x, dtype=f32)) for x in
                                  (beta1_power, beta2_power, lr, beta1, beta2, epsilon))  # fmt: skip
    if abs(float(b1p) - 1.0) < _FLT_EPSILON:
        raise errors.runtime_error(op, "the 'beta1_power' can not be 1.")
    lr_t = _adam_rate(lr_, b1p, b2p).to(m.device)
    b1, b2, eps = b1.to(m.device), b2.to(m.device), eps.to(m.device)
    with torch.no_grad():
        m.copy_(m * b1 + (1 - b1) * grad)
        v.copy_(v * b2 + (1 - b2) * grad * grad)
        num = m * b1 + (1 - b1) * grad if use_nesterov else m
        return -lr_t * num / (torch.sqrt(v) + eps)


def fused_sparse_adam(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad, indices,
                      use_nesterov: bool, lazy: bool, writable: tuple = ()) -> None:  # fmt: skip
    """``FusedSparseAdam`` (``lazy`` False) / ``FusedSparseLazyAdam`` (True), in place on ``var``, ``m``, ``v``.

    The gradient rows of equal ``indices`` are summed first (indices outside ``[0, var.shape[0])`` dropped). The
    plain kernel decays ``m`` and ``v`` of every row (``m *= beta1``, ``v *= beta2``), adds ``(1 - beta1) g`` and
    ``(1 - beta2) g^2`` on the indexed rows and moves every row: ``var -= lr_t m / (sqrt(v) + epsilon)``; the lazy
    kernel updates only the indexed rows (``m = beta1 m + (1 - beta1) g``, ...). ``lr_t = lr sqrt(1 - beta2_power) /
    (1 - beta1_power)``; with ``use_nesterov`` the step uses ``m beta1 + (1 - beta1) g``. Float32 only; int32
    indices.

    Raises:
        TypeError: a written input of another dtype than the group, a dtype other than float32, indices not int32.
        ValueError: ``grad.shape`` other than ``indices.shape + var.shape[1:]``.
        RuntimeError: ``beta1_power`` equal to 1.
    """
    op = "FusedSparseLazyAdam" if lazy else "FusedSparseAdam"
    names = ("var", "m", "v", "beta1_power", "beta2_power", "lr", "beta1", "beta2", "epsilon", "grad")
    vals = promote(op, tuple(zip(names, (var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad),
                                 strict=True)), writable)  # fmt: skip
    var, m, v, b1p, b2p, lr_, b1, b2, eps, grad = vals
    _check_indices(op, indices, (torch.int32,))
    _float32_only(op, (("var", var, "var" in writable), ("grad", grad, False)))
    if grad.ndim == 0 or indices.ndim == 0 or grad.shape[0] != indices.shape[0]:
        raise ValueError(
            f"For primitive[{op}], the grad_shape[0] must be equal to indices_shape[0] which is "
            f"{indices.shape[0] if indices.ndim else 0} , but got {grad.shape[0] if grad.ndim else 0}."
        )
    if tuple(grad.shape) != tuple(indices.shape) + tuple(var.shape[1:]):
        raise errors.value_error(op, f"the shape of updates must be [] or grad_shape = indices_shape + "
                                 f"var_shape[1:], but got var_shape: {_vec(var.shape)}, indices_shape: "
                                 f"{_vec(indices.shape)}, grad_shape: {_vec(grad.shape)}.")  # fmt: skip
    b1p, b2p, lr_, b1, b2, eps = (_scalar(t) for t in (b1p, b2p, lr_, b1, b2, eps))
    if abs(float(b1p) - 1.0) <= _FLT_EPSILON:
        raise errors.runtime_error(op, "the 'beta1_power' can not be 1.")
    lr_t = _adam_rate(lr_, b1p, b2p).to(var.device)
    uniq, g = _summed(grad, indices.long(), var.shape[0])
    with torch.no_grad():
        if lazy:
            mr = b1 * m[uniq] + (1 - b1) * g
            vr = b2 * v[uniq] + (1 - b2) * g * g
            num = mr * b1 + (1 - b1) * g if use_nesterov else mr
            var.index_copy_(0, uniq, var[uniq] - lr_t * num / (torch.sqrt(vr) + eps))
            m.index_copy_(0, uniq, mr)
            v.index_copy_(0, uniq, vr)
            return
        m.mul_(b1)
        v.mul_(b2)
        m.index_copy_(0, uniq, m[uniq] + (1 - b1) * g)
        v.index_copy_(0, uniq, v[uniq] + (1 - b2) * g * g)
        num = m
        if use_nesterov:  # the kernel's m_t: set on the indexed rows only (the others move by 0)
            num = torch.zeros_like(m)
            num.index_copy_(0, uniq, m[uniq] * b1 + (1 - b1) * g)
        var.sub_(lr_t * num / (torch.sqrt(v) + eps))


def _ftrl_rows(var, accum, linear, rows, g, lr: float, l1: float, l2: float, lr_power: float) -> None:
    """The FTRL-proximal step of the sparse kernels on the distinct ``rows``: ``linear += g - (y' - y) / lr var``
    with ``y = accum^-lr_power`` (a square root for -0.5), ``var = (sign(linear) l1 - linear) / (y' / lr + 2 l2)``
    where ``|linear| > l1``, else 0."""
    a, lin, w = accum[rows], linear[rows], var[rows]
    a_new = a + g * g
    if abs(lr_power + 0.5) <= _FLT_EPSILON:
        y_new, y_old = torch.sqrt(a_new), torch.sqrt(a)
    else:
        y_new, y_old = torch.pow(a_new, -lr_power), torch.pow(a, -lr_power)
    lin = lin + g
    lin = lin - (y_new - y_old) / lr * w
    x = torch.sign(lin) * l1 - lin
    y = y_new / lr + 2 * l2
    w = torch.where(torch.abs(lin) > l1, x / y, torch.zeros_like(w))
    var.index_copy_(0, rows, w)
    accum.index_copy_(0, rows, a_new)
    linear.index_copy_(0, rows, lin)


def _ftrl_checks(op: str, var, accum, linear, grad, indices, allowed) -> None:
    for name, t in (("accum", accum), ("linear", linear)):
        if t.shape != var.shape:
            raise ValueError(f"For primitive[{op}], the var_shape must be equal to {name}_shape which is "
                             f"{_vec(t.shape)} , but got {_vec(var.shape)}.")  # fmt: skip
    _check_rows(op, var, grad, indices)
    _check_indices(op, indices, allowed)


def fused_sparse_ftrl(var, accum, linear, grad, indices, lr: float, l1: float, l2: float, lr_power: float,
                      writable: tuple = ()) -> None:  # fmt: skip
    """``FusedSparseFtrl``, in place on ``var``, ``accum``, ``linear``: the gradient rows of equal indices are
    summed (indices outside ``[0, var.shape[0])`` dropped), then the FTRL-proximal step on each indexed row.
    Float32 only; int32 indices.

    Raises:
        TypeError: a dtype other than float32, indices not int32.
        ValueError: ``grad.shape[0] != indices.shape[0]`` or ``grad.shape[1:] != var.shape[1:]``.
    """
    op = "FusedSparseFtrl"
    var, accum, linear, grad = promote(op, (("var", var), ("accum", accum), ("linear", linear), ("grad", grad)),
                                       writable)  # fmt: skip
    _ftrl_checks(op, var, accum, linear, grad, indices, (torch.int32,))
    _float32_only(op, (("accum", accum, True), ("linear", linear, True), ("grad", grad, False), ("var", var, True)))
    rows, g = _summed(grad, indices.long(), var.shape[0])
    with torch.no_grad():
        _ftrl_rows(var, accum, linear, rows, g, lr, l1, l2, lr_power)


def sparse_apply_ftrl(var, accum, linear, grad, indices, lr: float, l1: float, l2: float, lr_power: float,
                      writable: tuple = ()) -> None:  # fmt: skip
    """``SparseApplyFtrl``, in place on ``var``, ``accum``, ``linear``: the FTRL-proximal step on each indexed row,
    the rows applied in order (a repeated index twice); an index outside ``[0, var.shape[0])`` updates nothing
    (MindSpore's CPU kernel logs an error and goes on). Float16 or float32; int32 or int64 indices.

    Raises:
        TypeError: a written input of another dtype than the group, a dtype other than float16/float32, indices
            neither int32 nor int64.
        ValueError: ``grad.shape[0] != indices.shape[0]`` or ``grad.shape[1:] != var.shape[1:]``.
    """
    op = "SparseApplyFtrl"
    var, accum, linear, grad = promote(op, (("var", var), ("accum", accum), ("linear", linear), ("grad", grad)),
                                       writable, "so")  # fmt: skip
    _ftrl_checks(op, var, accum, linear, grad, indices, (torch.int32, torch.int64))
    if var.dtype not in (torch.float16, torch.float32):
        raise errors.dtype_error(op, "var", var.dtype, (torch.float16, torch.float32))
    idx = indices.long()
    keep = torch.nonzero((idx >= 0) & (idx < var.shape[0])).reshape(-1)
    idx, grad = idx[keep], grad[keep]
    # the CPU kernel is float32 only: float16 inputs are computed in float32 and written back rounded
    wide = [t.float() for t in (var, accum, linear)]
    with torch.no_grad():
        for pos in rounds(idx):
            _ftrl_rows(*wide, idx[pos], grad[pos].float(), lr, l1, l2, lr_power)
        for t, w in zip((var, accum, linear), wide, strict=True):
            if w is not t:
                t.copy_(w)


def fused_sparse_proximal_adagrad(var, accum, lr, l1, l2, grad, indices, writable: tuple = ()) -> None:
    """``FusedSparseProximalAdagrad``, in place on ``var`` and ``accum``: the gradient rows of equal indices are
    summed (indices outside ``[0, var.shape[0])`` dropped); on each indexed row ``accum += g^2``, ``lr_t = lr /
    sqrt(accum)``, ``prox = var - g lr_t`` and ``var = sign(prox) max(|prox| - lr_t l1, 0) / (1 + l2 lr_t)`` (``l1
    > 0``) or ``prox / (1 + l2 lr_t)``. Float32; int32 or int64 indices.

    Raises:
        TypeError: a written input of another dtype than the group, a dtype other than float32, indices neither
            int32 nor int64.
        ValueError: mismatched shapes of ``grad`` and ``indices``.
        RuntimeError: ``lr`` with a dimension.
    """
    op = "FusedSparseProximalAdagrad"
    names = ("var", "accum", "lr", "l1", "l2", "grad")
    var, accum, lr_, l1_, l2_, grad = promote(op, tuple(zip(names, (var, accum, lr, l1, l2, grad), strict=True)),
                                              writable)  # fmt: skip
    _check_rows(op, var, grad, indices)
    _check_indices(op, indices, (torch.int32, torch.int64))
    _float32_only(op, (("var", var, True), ("grad", grad, False)))
    for name, t in (("lr", lr_), ("l1", l1_), ("l2", l2_)):
        if t.ndim != 0:
            raise errors.runtime_error(op, f"'{name}' must be a scalar,and dimension of '{name}' must be 0,but got "
                                       f"the dimension of '{name}': {_vec(t.shape)}")  # fmt: skip
    rows, g = _summed(grad, indices.long(), var.shape[0])
    with torch.no_grad():
        a = accum[rows] + g * g
        lr_t = lr_ * (1 / torch.sqrt(a))
        prox = var[rows] - g * lr_t
        if float(l1_) > 0:
            w = torch.sign(prox) * torch.clamp(torch.abs(prox) - lr_t * l1_, min=0.0) / (1 + l2_ * lr_t)
        else:
            w = prox / (1 + l2_ * lr_t)
        accum.index_copy_(0, rows, a)
        var.index_copy_(0, rows, w)


def _in_range(op: str, idx: torch.Tensor, rows: int) -> tuple[torch.Tensor, BaseException | None]:
    """The indices before the first one outside ``[0, rows)`` and the RuntimeError for that one (None when all are
    in range): the CPU kernels update the rows before it, then raise."""
    bad = (idx < 0) | (idx >= rows)
    if not bool(bad.any()):
        return idx, None
    first = int(torch.nonzero(bad)[0, 0])
    got = int(idx[first])
    return idx[:first], errors.runtime_error(
        op, f"each element in 'indices' must be in range [0, {rows}), but got {got}"
    )


def sparse_apply_adagrad_v2(var, accum, grad, indices, lr: float, epsilon: float, update_slots: bool,
                            writable: tuple = (), op: str = "SparseApplyAdagradV2") -> None:  # fmt: skip
    """``SparseApplyAdagradV2``, in place on ``var`` and ``accum``, the rows applied in order: ``accum += g^2``
    (when ``update_slots``), ``var -= g lr / sqrt(accum + epsilon)`` (MindSpore's CPU kernel adds ``epsilon``
    under the square root). Float16 or float32; int32 or int64 indices. ``op="SparseApplyAdagrad"`` (with
    ``epsilon`` 0) is that primitive's kernel: the rows of equal indices are summed first, then applied once.

    Raises:
        TypeError: a written input of another dtype than the group, a dtype other than float16/float32, indices
            neither int32 nor int64.
        ValueError: mismatched shapes.
        RuntimeError: an index outside ``[0, var.shape[0])`` (MindSpore's CPU kernel aborts the process there).
    """
    var, accum, grad = promote(op, (("var", var), ("accum", accum), ("grad", grad)), writable, "so")
    if accum.shape != var.shape:
        raise ValueError(f"For primitive[{op}], the var_shape must be equal to accum_shape which is "
                         f"{_vec(accum.shape)} , but got {_vec(var.shape)}.")  # fmt: skip
    if tuple(var.shape[1:]) != tuple(grad.shape[1:]):
        raise ValueError(f"For primitive[{op}], the var_shape[1:] must be equal to grad_shape[1:] which is "
                         f"{_vec(grad.shape[1:])} , but got {_vec(var.shape[1:])}.")  # fmt: skip
    if grad.ndim == 0 or indices.numel() != grad.shape[0]:
        raise errors.value_error(op, f"the indices size must be equal to grad first dimension size. But got indices "
                                 f"size: {indices.numel()}, grad first dimension size: "
                                 f"{grad.shape[0] if grad.ndim else 0}.")  # fmt: skip
    if var.dtype not in (torch.float16, torch.float32):
        raise TypeError(f"For primitive[{op}], the input argument[accum] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32]}}, but got Ref[Tensor[{_dtype(var.dtype)}]].")  # fmt: skip
    _check_indices(op, indices, (torch.int32, torch.int64))
    idx, err = _in_range(op, indices.long().reshape(-1), var.shape[0])
    if op == "SparseApplyAdagrad" and idx.numel():  # MindSpore's BucketReduceSparseGradient: one summed row each
        idx, inverse = torch.unique(idx, return_inverse=True)
        grad = torch.zeros((idx.numel(), *grad.shape[1:]), dtype=torch.float32, device=grad.device).index_add_(
            0, inverse, grad[: inverse.numel()].float()
        )
    with torch.no_grad():
        for pos in rounds(idx):
            rows, g = idx[pos], grad[pos].float()
            a = accum[rows].float()
            if update_slots:
                a = a + g * g
            w = var[rows].float() - g * (lr * (1 / torch.sqrt(a + epsilon)))
            accum.index_copy_(0, rows, a.to(accum.dtype))
            var.index_copy_(0, rows, w.to(var.dtype))
    if err is not None:
        raise err


def sparse_apply_rmsprop(var, ms, mom, lr, grad, indices, rho: float, momentum: float, epsilon: float,
                         writable: tuple = ()) -> None:  # fmt: skip
    """``SparseApplyRMSProp``, in place on ``var``, ``ms``, ``mom``, the rows applied in order, in float32: where
    ``|g| > FLT_EPSILON`` ``ms = ms rho + g^2 (1 - rho)``; ``mom = mom momentum + lr g / sqrt(ms + epsilon)``; ``var
    -= mom``. ``grad`` has ``var``'s shape (one index per row of ``var``). Float16 or float32; int32 or int64
    indices.

    Raises:
        TypeError: a written input of another dtype than the group, indices neither int32 nor int64.
        ValueError: ``grad`` not of ``var``'s shape, ``lr`` with a dimension.
        RuntimeError: an index outside ``[0, var.shape[0])``.
    """
    op = "SparseApplyRMSProp"
    var, ms, mom, grad = promote(op, (("var", var), ("ms", ms), ("mom", mom), ("grad", grad)), writable, "so")
    for t in (ms, mom, grad):
        if t.shape != var.shape:
            raise ValueError(f"For primitive[{op}], the shape of {'grad' if t is grad else 'ms'} : {_list(t.shape)} "
                             f"must be equal to {_list(var.shape)}")  # fmt: skip
    lr = lr if isinstance(lr, torch.Tensor) else torch.tensor(lr, dtype=var.dtype)
    if lr.ndim != 0:
        raise ValueError(f"For primitive[{op}], the size of lr_shape must be equal to 0, but got {lr.ndim}.")
    _check_indices(op, indices, (torch.int32, torch.int64))
    idx, err = _in_range(op, indices.long().reshape(-1), var.shape[0])
    lr_f = float(lr.to(var.dtype))
    with torch.no_grad():
        for pos in rounds(idx):
            rows, g = idx[pos], grad[pos].float()
            msf = ms[rows].float()
            msf = torch.where(torch.abs(g) > _FLT_EPSILON, msf * rho + g * g * (1.0 - rho), msf)
            m_new = (mom[rows].float() * momentum + 1 / torch.sqrt(msf + epsilon) * lr_f * g).to(mom.dtype)
            ms.index_copy_(0, rows, msf.to(ms.dtype))
            mom.index_copy_(0, rows, m_new)
            var.index_copy_(0, rows, var[rows] - m_new)
    if err is not None:
        raise err


def apply_adagrad_da(var, gacc, gsq, grad, lr, l1, l2, global_step, writable: tuple = ()) -> None:
    """``ApplyAdagradDA``, in place on ``var``, ``gradient_accumulator`` and ``gradient_squared_accumulator``:
    ``gacc += g``; ``gsq += g^2``; ``var = -lr t / (l2 global_step lr + sqrt(gsq))`` with ``t = sign(gacc) max(|gacc
    - l1 global_step|, 0)`` when ``l1 > 0`` (MindSpore's CPU kernel subtracts inside the absolute value), else
    ``gacc``. Float16 or float32; ``global_step`` int32 or int64.

    Raises:
        TypeError: a written input of another dtype than the group, a dtype other than float16/float32, a
            ``global_step`` that is not an integer.
        ValueError: mismatched shapes, ``lr``/``l1``/``l2``/``global_step`` with a dimension.
    """
    op = "ApplyAdagradDA"
    var, gacc, gsq, grad = promote(op, (("var", var), ("gradient_accumulator", gacc),
                                        ("gradient_squared_accumulator", gsq), ("grad", grad)), writable, "so")  # fmt: skip
    if var.dtype not in (torch.float16, torch.float32):
        raise errors.dtype_error(op, "grad_type", var.dtype, (torch.float16, torch.float32))
    for t in (gacc, gsq, grad):
        if t.shape != var.shape:
            raise ValueError(f"For primitive[{op}], the var_shape: {_list(var.shape)} must be equal to "
                             f"{_list(t.shape)}")  # fmt: skip
    step = global_step
    if isinstance(step, torch.Tensor) and step.dtype not in (torch.int32, torch.int64) or isinstance(step, float):
        got = f"Tensor[{_dtype(step.dtype)}]" if isinstance(step, torch.Tensor) else "Float32"
        raise TypeError(f"For primitive[{op}], the input argument[global_step_type] must be a type of {{Int32, "
                        f"Int64, Tensor[Int32], Tensor[Int64]}}, but got {got}.")  # fmt: skip
    scal = []
    for name, x in (("lr", lr), ("l1", l1), ("l2", l2), ("global_step", step)):
        if isinstance(x, torch.Tensor):
            if x.ndim != 0:
                raise ValueError(f"For primitive[{op}], the {name}_shape size must be equal to 0, but got {x.ndim}.")
            x = x.item()
        scal.append(x)
    lr_, l1_, l2_, step_ = (torch.tensor(x, dtype=var.dtype, device=var.device) for x in scal)
    with torch.no_grad():
        gacc.add_(grad)
        gsq.add_(grad * grad)
        if float(l1_) > 0:
            tmp = torch.sign(gacc) * torch.clamp(torch.abs(gacc - l1_ * step_), min=0)
        else:
            tmp = gacc
        x = -1 * lr_ * tmp
        y = l2_ * step_ * lr_ + torch.sqrt(gsq)
        var.copy_(x / y)


def apply_adam_with_amsgrad(var, m, v, vhat, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad,
                            v2: bool, writable: tuple = ()) -> None:  # fmt: skip
    """``ApplyAdamWithAmsgrad`` (``v2`` False: ``beta1``/``beta2``/``epsilon`` are the primitive's attributes) /
    ``ApplyAdamWithAmsgradV2`` (True: inputs), in place on ``var``, ``m``, ``v``, ``vhat``: ``m += (g - m)(1 -
    beta1)``; ``v += (g^2 - v)(1 - beta2)``; ``vhat = max(vhat, v)``; ``var -= lr_t m / (sqrt(vhat) + epsilon)``
    with ``lr_t = lr sqrt(1 - beta2_power) / (1 - beta1_power)`` (square roots in double, as the CPU kernel takes
    them). ``beta1_power = 1`` gives infinities, as on MindSpore. Float16 or float32 (V2 also float64).

    Raises:
        TypeError: a written input of another dtype than the group, an unsupported dtype, (V1) a Python number
            for ``beta1_power``, ``beta2_power`` or ``lr``.
        ValueError: ``grad`` not of ``var``'s shape.
    """
    op = "ApplyAdamWithAmsgradV2" if v2 else "ApplyAdamWithAmsgrad"
    slots = (("var", var), ("m", m), ("v", v), ("vhat", vhat))
    if v2:
        vals = promote(op, (*slots, ("beta1_power", beta1_power), ("beta2_power", beta2_power), ("lr", lr),
                            ("beta1", beta1), ("beta2", beta2), ("epsilon", epsilon), ("grad", grad)), writable,
                       "so")  # fmt: skip
        var, m, v, vhat, b1p, b2p, lr_, b1, b2, eps, grad = vals
        allowed = _FLOATS
    else:
        for name, x in (("beta1_power", beta1_power), ("beta2_power", beta2_power), ("lr", lr)):
            if not isinstance(x, torch.Tensor):
                raise TypeError(f"For Primitive[{op}], the type of input argument[{name}_type] must be Tensor but "
                                f"got {'Float32' if isinstance(x, float) else 'Int64'}.")  # fmt: skip
        var, m, v, vhat, grad = promote(op, (*slots, ("grad", grad)), writable, "so")
        b1p, b2p, lr_ = (x.to(var.dtype) for x in (beta1_power, beta2_power, lr))
        b1, b2, eps = (torch.tensor(x, dtype=var.dtype, device=var.device) for x in (beta1, beta2, epsilon))
        allowed = (torch.float16, torch.float32)
    if var.dtype not in allowed:
        raise errors.dtype_error(op, "grad_type", var.dtype, allowed)
    if grad.shape != var.shape:
        raise errors.value_error(op, f"evaluator arg 'grad' and 'var' must have the same shape. But got 'grad' "
                                 f"shape: {tuple(grad.shape)}, 'var' shape: {tuple(var.shape)}.")  # fmt: skip
    for name, t in (("beta1_power", b1p), ("beta2_power", b2p), ("lr", lr_)):
        if t.ndim != 0:
            raise errors.runtime_error(op, f"the shape size of '{name}' must be equal to 'batch_rank', but got the "
                                       f"shape of '{name}': {_vec(t.shape)} and 'batch_rank': 0")  # fmt: skip
    b1p, b2p, lr_, b1, b2, eps = (_scalar(t).to(var.device) for t in (b1p, b2p, lr_, b1, b2, eps))
    one = torch.ones((), dtype=var.dtype, device=var.device)
    lr_t = lr_ * torch.sqrt((one - b2p).double()).to(var.dtype) / (one - b1p)
    with torch.no_grad():
        m.add_((grad - m) * (one - b1))
        v.add_((grad * grad - v) * (one - b2))
        torch.maximum(vhat, v, out=vhat)
        var.sub_(lr_t * m / (torch.sqrt(vhat.double()).to(var.dtype) + eps))


errors.cover(globals())
