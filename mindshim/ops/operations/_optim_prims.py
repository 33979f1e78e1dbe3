"""The sparse and AMSGrad optimizer primitives (`ops.FusedSparseAdam`, `ops.SparseApplyFtrl`, ...): thin adapters."""

from __future__ import annotations

import torch

from ... import _checkparam as validator
from ..._kernels import errors
from ..._kernels import optim as _K_optim
from ..._kernels import optim_prims as _K
from ..function._utils import Tensor, _wrap
from ..primitive import Primitive, prim_attr_register

_OUT = (
    " Updates the written inputs (Parameters or Tensors) in place, under no gradient; MindSpore never casts them, so"
    " a written input of another dtype than the others raises TypeError."
)


def _unwrap(op: str, names: tuple, args: tuple, written: tuple) -> tuple[list, tuple]:
    """The torch tensors (or Python numbers) of a primitive's inputs and the names of the written ones."""
    if len(args) != len(names):
        raise TypeError(f"{op} inputs number {len(args)} does not match the requires signature size {len(names)}")
    vals = []
    for name, a in zip(names, args, strict=True):
        if isinstance(a, Tensor):
            vals.append(a._t)
        elif name in written:
            raise errors.type_error(op, f"the '{name}' must be a Parameter or Tensor, but got {type(a).__name__}.")
        else:
            vals.append(a)
    return vals, written


def _zeros(t: torch.Tensor) -> Tensor:
    return _wrap(_K_optim.state_like(t))


def _bool(p: Primitive, *names: str) -> None:
    for n in names:
        validator.check_value_type(n, getattr(p, n), [bool], p.name)


class AdamNoUpdateParam(Primitive):
    """``ops.AdamNoUpdateParam(use_locking=False, use_nesterov=False)(m, v, beta1_power, beta2_power, lr, beta1,
    beta2, epsilon, grad)``: Adam's step without the parameter.

    Mirrors ``mindspore.ops.AdamNoUpdateParam`` (2.10, deprecated since 2.8) on CPU: ``m`` and ``v`` (float32, the
    same shape as ``grad``) are updated in place (``m = beta1 m + (1 - beta1) g``, ``v = beta2 v + (1 - beta2)
    g^2``) and the returned Tensor is the step Adam would add to the parameter, ``-lr_t m / (sqrt(v) + epsilon)``
    with ``lr_t = lr sqrt(1 - beta2_power) / (1 - beta1_power)`` (``use_nesterov``: ``m beta1 + (1 - beta1) g`` in
    place of ``m``). The scalars are Tensors or Python numbers.

    Raises:
        TypeError: a flag that is not a bool; ``m``, ``v`` or ``grad`` not float32.
        ValueError: ``v`` or ``grad`` of another shape than ``m``.
    """

    @prim_attr_register
    def __init__(self, use_locking: bool = False, use_nesterov: bool = False) -> None:
        self.use_locking, self.use_nesterov = use_locking, use_nesterov
        self.add_prim_attr("side_effect_mem", True)
        _bool(self, "use_locking", "use_nesterov")

    def __call__(self, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad) -> Tensor:
        names = ("m", "v", "beta1_power", "beta2_power", "lr", "beta1", "beta2", "epsilon", "grad")
        (vals, _) = _unwrap(self.name, names, (m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad),
                            ("m", "v"))  # fmt: skip
        return _wrap(_K.adam_no_update_param(*vals, self.use_nesterov))


class _FusedAdam(Primitive):
    _lazy = False

    @prim_attr_register
    def __init__(self, use_locking: bool = False, use_nesterov: bool = False) -> None:
        self.use_locking, self.use_nesterov = use_locking, use_nesterov
        _bool(self, "use_locking", "use_nesterov")
        self.init_prim_io_names(
            inputs=["var", "m", "v", "beta1_power", "beta2_power", "lr", "beta1", "beta2", "epsilon", "grad",
                    "indices"], outputs=["var", "m", "v"],
        )  # fmt: skip
        self.add_prim_attr("side_effect_mem", True)

    def __call__(self, var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad, indices) -> tuple:
        names = ("var", "m", "v", "beta1_power", "beta2_power", "lr", "beta1", "beta2", "epsilon", "grad", "indices")
        vals, w = _unwrap(self.name, names, (var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad,
                                             indices), ("var", "m", "v"))  # fmt: skip
        _K.fused_sparse_adam(*vals, self.use_nesterov, self._lazy, w)
        return _wrap(vals[0]), _zeros(vals[0]), _zeros(vals[0])


class FusedSparseAdam(_FusedAdam):
    """``ops.FusedSparseAdam(use_locking=False, use_nesterov=False)(var, m, v, beta1_power, beta2_power, lr, beta1,
    beta2, epsilon, grad, indices)``: Adam on the rows ``indices`` of a sparse gradient.

    Mirrors ``mindspore.ops.FusedSparseAdam`` (2.10, deprecated since 2.8) on CPU: the rows of ``grad`` (shape
    ``indices.shape + var.shape[1:]``) with equal indices are summed; ``m`` and ``v`` of every row decay by
    ``beta1``/``beta2``, the indexed rows add ``(1 - beta1) g`` / ``(1 - beta2) g^2``, and every row of ``var``
    moves by ``-lr_t m / (sqrt(v) + epsilon)``. Float32 inputs, int32 ``indices``; indices outside ``[0,
    var.shape[0])`` are ignored, as the CPU kernel drops them.

    Returns:
        ``(var, zeros, zeros)``: the updated ``var`` and two zero Tensors of its shape (MindSpore documents the
        outputs as useless: its CPU kernel leaves them unwritten).

    Raises:
        TypeError: a flag that is not a bool, a dtype other than float32, ``indices`` not int32.
        ValueError: ``grad.shape`` other than ``indices.shape + var.shape[1:]``.
        RuntimeError: ``beta1_power`` equal to 1.
    """


class FusedSparseLazyAdam(_FusedAdam):
    """``ops.FusedSparseLazyAdam(use_locking=False, use_nesterov=False)(var, m, v, beta1_power, beta2_power, lr,
    beta1, beta2, epsilon, grad, indices)``: lazy Adam, only the rows ``indices`` change.

    Mirrors ``mindspore.ops.FusedSparseLazyAdam`` (2.10, deprecated since 2.8) on CPU: the rows of ``grad`` with
    equal indices are summed, then on each indexed row ``m = beta1 m + (1 - beta1) g``, ``v = beta2 v + (1 -
    beta2) g^2``, ``var -= lr_t m / (sqrt(v) + epsilon)``; other rows keep their values. Float32 inputs, int32
    ``indices``.

    Returns:
        ``(var, zeros, zeros)`` (MindSpore's CPU kernel leaves the last two outputs unwritten; here they are zeros).

    Raises:
        TypeError / ValueError / RuntimeError: as :class:`FusedSparseAdam`.
    """

    _lazy = True


class FusedSparseFtrl(Primitive):
    """``ops.FusedSparseFtrl(lr, l1, l2, lr_power, use_locking=False)(var, accum, linear, grad, indices)``: the
    FTRL-proximal step on the rows ``indices``.

    Mirrors ``mindspore.ops.FusedSparseFtrl`` (2.10, deprecated since 2.8) on CPU: the rows of ``grad`` with equal
    indices are summed (indices outside ``[0, var.shape[0])`` ignored), then ``var``, ``accum`` and ``linear`` of
    each indexed row take the FTRL-proximal step (``lr_power = -0.5``: square roots). Float32, int32 ``indices``.

    Returns:
        ``(var, zeros, zeros)`` (MindSpore's CPU kernel leaves the last two outputs unwritten; here they are zeros).

    Raises:
        TypeError: an attribute of the wrong type, a dtype other than float32, ``indices`` not int32.
        ValueError: ``lr <= 0``, ``l1 < 0``, ``l2 < 0``, ``lr_power > 0``; mismatched shapes.
    """

    _outputs = ["output"]

    @prim_attr_register
    def __init__(self, lr: float, l1: float, l2: float, lr_power: float, use_locking: bool = False) -> None:
        self.init_prim_io_names(inputs=["var", "accum", "linear", "grad", "indices"], outputs=self._outputs)
        self.add_prim_attr("side_effect_mem", True)
        for n, x in (("lr", lr), ("l1", l1), ("l2", l2), ("lr_power", lr_power)):
            validator.check_value_type(n, x, [float], self.name)
        self.lr = validator.check_positive_float(lr, "lr", self.name)
        self.l1 = validator.check_non_negative_float(l1, "l1", self.name)
        self.l2 = validator.check_non_negative_float(l2, "l2", self.name)
        self.lr_power = validator.check_number("lr_power", lr_power, 0, validator.LE, self.name)
        self.use_locking = validator.check_value_type("use_locking", use_locking, [bool], self.name)

    def __call__(self, var, accum, linear, grad, indices) -> tuple:
        vals, w = _unwrap(self.name, ("var", "accum", "linear", "grad", "indices"), (var, accum, linear, grad,
                                                                                       indices),
                          ("var", "accum", "linear"))  # fmt: skip
        _K.fused_sparse_ftrl(*vals, self.lr, self.l1, self.l2, self.lr_power, w)
        return _wrap(vals[0]), _zeros(vals[0]), _zeros(vals[0])


class SparseApplyFtrl(FusedSparseFtrl):
    """``ops.SparseApplyFtrl(lr, l1, l2, lr_power, use_locking=False)(var, accum, linear, grad, indices)``: the
    FTRL-proximal step on the rows ``indices``, one row after another.

    Mirrors ``mindspore.ops.SparseApplyFtrl`` (2.10, deprecated since 2.8) on CPU: each row ``i`` of ``grad``
    updates row ``indices[i]`` of ``var``, ``accum`` and ``linear`` in order (a repeated index twice); an index
    outside ``[0, var.shape[0])`` updates nothing (MindSpore logs an error and goes on). Float16 or float32; int32
    or int64 ``indices``.

    Returns:
        ``(var, accum, linear)``, updated.

    Raises:
        TypeError / ValueError: as :class:`FusedSparseFtrl` (float16 allowed, int64 indices allowed).
    """

    _outputs = ["var", "accum", "linear"]

    def __call__(self, var, accum, linear, grad, indices) -> tuple:
        vals, w = _unwrap(self.name, ("var", "accum", "linear", "grad", "indices"), (var, accum, linear, grad,
                                                                                       indices),
                          ("var", "accum", "linear"))  # fmt: skip
        _K.sparse_apply_ftrl(*vals, self.lr, self.l1, self.l2, self.lr_power, w)
        return _wrap(vals[0]), _wrap(vals[1]), _wrap(vals[2])


class FusedSparseProximalAdagrad(Primitive):
    """``ops.FusedSparseProximalAdagrad(use_locking=False)(var, accum, lr, l1, l2, grad, indices)``: proximal
    Adagrad on the rows ``indices``.

    Mirrors ``mindspore.ops.FusedSparseProximalAdagrad`` (2.10, deprecated since 2.8) on CPU: the rows of ``grad``
    with equal indices are summed (indices outside ``[0, var.shape[0])`` ignored); on each indexed row ``accum +=
    g^2`` and ``var`` takes the proximal step with the rate ``lr / sqrt(accum)``. Float32; int32 or int64
    ``indices``; ``lr``, ``l1``, ``l2`` 0-d Tensors or Python numbers.

    Returns:
        ``(var, zeros)`` (the CPU kernel leaves the second output unwritten).

    Raises:
        TypeError: ``use_locking`` not a bool, a dtype other than float32.
        ValueError: mismatched shapes. RuntimeError: ``lr``, ``l1`` or ``l2`` with a dimension.
    """

    @prim_attr_register
    def __init__(self, use_locking: bool = False) -> None:
        self.init_prim_io_names(inputs=["var", "accum", "lr", "l1", "l2", "grad", "indices"], outputs=["output"])
        self.add_prim_attr("side_effect_mem", True)
        self.use_locking = validator.check_value_type("use_locking", use_locking, [bool], self.name)

    def __call__(self, var, accum, lr, l1, l2, grad, indices) -> tuple:
        vals, w = _unwrap(self.name, ("var", "accum", "lr", "l1", "l2", "grad", "indices"),
                          (var, accum, lr, l1, l2, grad, indices), ("var", "accum"))  # fmt: skip
        _K.fused_sparse_proximal_adagrad(*vals, w)
        return _wrap(vals[0]), _zeros(vals[0])


class SparseApplyAdagradV2(Primitive):
    """``ops.SparseApplyAdagradV2(lr, epsilon, use_locking=False, update_slots=True)(var, accum, grad, indices)``:
    Adagrad on the rows ``indices``.

    Mirrors ``mindspore.ops.SparseApplyAdagradV2`` (2.10, deprecated since 2.8) on CPU: each row ``i`` of ``grad``
    updates row ``indices[i]`` in order: ``accum += g^2`` (with ``update_slots``), ``var -= lr g / sqrt(accum +
    epsilon)`` (the CPU kernel takes ``epsilon`` under the square root). Float16 or float32; int32 or int64
    ``indices``.

    Returns:
        ``(var, accum)``, updated.

    Known difference kept: as on MindSpore 2.10, ``prim.use_locking`` holds ``update_slots`` and
    ``prim.update_slots`` holds ``use_locking`` (``prim.attrs`` and the update use the arguments as given).

    Raises:
        TypeError: ``lr``/``epsilon`` not float, flags not bool, an unsupported dtype.
        ValueError: mismatched shapes.
        RuntimeError: an index outside ``[0, var.shape[0])`` (where MindSpore's CPU kernel aborts the process).
    """

    @prim_attr_register
    def __init__(self, lr: float, epsilon: float, use_locking: bool = False, update_slots: bool = True) -> None:
        self.lr = validator.check_value_type("lr", lr, [float], self.name)
        self.epsilon = validator.check_value_type("epsilon", epsilon, [float], self.name)
        # as MindSpore 2.10 does, the two flags' instance attributes come out swapped (``attrs`` keeps them right,
        # and the update follows ``attrs``)
        self.use_locking = validator.check_value_type("update_slots", update_slots, [bool], self.name)
        self.update_slots = validator.check_value_type("use_locking", use_locking, [bool], self.name)
        self.add_prim_attr("side_effect_mem", True)

    def __call__(self, var, accum, grad, indices) -> tuple:
        vals, w = _unwrap(self.name, ("var", "accum", "grad", "indices"), (var, accum, grad, indices),
                          ("var", "accum"))  # fmt: skip
        _K.sparse_apply_adagrad_v2(*vals, self.lr, self.epsilon, self.attrs["update_slots"], w)
        return _wrap(vals[0]), _wrap(vals[1])


class SparseApplyAdagrad(Primitive):
    """``ops.SparseApplyAdagrad(lr, update_slots=True, use_locking=False)(var, accum, grad, indices)``: Adagrad on
    the rows ``indices``.

    Mirrors ``mindspore.ops.SparseApplyAdagrad`` (2.10) on CPU: the rows of ``grad`` with equal indices are summed,
    then on each indexed row ``accum += g^2`` (with ``update_slots``) and ``var -= lr g / sqrt(accum)``. Float16 or
    float32; int32 or int64 ``indices``; computed by ``_kernels.optim_prims.sparse_apply_adagrad_v2``.

    Returns:
        ``(var, accum)``, updated.

    Raises:
        TypeError: ``lr`` not float, flags not bool, an unsupported dtype.
        ValueError: mismatched shapes, an ``indices`` size other than ``grad.shape[0]``.
        RuntimeError: an index outside ``[0, var.shape[0])``.
    """

    @prim_attr_register
    def __init__(self, lr: float, update_slots: bool = True, use_locking: bool = False) -> None:
        self.lr = validator.check_is_float(lr, "lr", self.name)
        self.update_slots = validator.check_value_type("update_slots", update_slots, [bool], self.name)
        self.use_locking = validator.check_value_type("use_locking", use_locking, [bool], self.name)
        self.add_prim_attr("side_effect_mem", True)

    def __call__(self, var, accum, grad, indices) -> tuple:
        vals, w = _unwrap(self.name, ("var", "accum", "grad", "indices"), (var, accum, grad, indices),
                          ("var", "accum"))  # fmt: skip
        _K.sparse_apply_adagrad_v2(*vals, self.lr, 0.0, self.update_slots, w, op=self.name)
        return _wrap(vals[0]), _wrap(vals[1])


class SparseApplyRMSProp(Primitive):
    """``ops.SparseApplyRMSProp(rho, momentum, epsilon, use_locking=False)(var, ms, mom, lr, grad, indices)``:
    RMSProp on the rows ``indices``.

    Mirrors ``mindspore.ops.operations.SparseApplyRMSProp`` (2.10, deprecated since 2.8) on CPU: ``grad`` has
    ``var``'s shape and row ``i`` updates row ``indices[i]``, in float32: ``ms = rho ms + (1 - rho) g^2`` (only
    where ``|g|`` exceeds float32's epsilon), ``mom = momentum mom + lr g / sqrt(ms + epsilon)``, ``var -= mom``.
    Float16 or float32; int32 or int64 ``indices``; ``lr`` a 0-d Tensor or a number.

    Returns:
        ``(var, ms, mom)``, updated.

    Raises:
        TypeError: attributes not float / bool.
        ValueError: ``rho`` outside [0, 1], ``momentum < 0``, ``epsilon <= 0``; ``grad`` not of ``var``'s shape;
            ``lr`` with a dimension.
        RuntimeError: an index outside ``[0, var.shape[0])``.
    """

    @prim_attr_register
    def __init__(self, rho: float, momentum: float, epsilon: float, use_locking: bool = False) -> None:
        for n, x in (("rho", rho), ("momentum", momentum), ("epsilon", epsilon)):
            validator.check_value_type(n, x, [float], self.name)
        self.use_locking = validator.check_value_type("use_locking", use_locking, [bool], self.name)
        self.epsilon = validator.check_number("epsilon", epsilon, 0.0, validator.GT, self.name)
        self.momentum = validator.check_number("momentum", momentum, 0.0, validator.GE, self.name)
        self.rho = validator.check_float_range(rho, 0.0, 1.0, validator.INC_BOTH, "rho", self.name)

    def __call__(self, var, ms, mom, lr, grad, indices) -> tuple:
        vals, w = _unwrap(self.name, ("var", "ms", "mom", "lr", "grad", "indices"), (var, ms, mom, lr, grad, indices),
                          ("var", "ms", "mom"))  # fmt: skip
        _K.sparse_apply_rmsprop(*vals, self.rho, self.momentum, self.epsilon, w)
        return _wrap(vals[0]), _wrap(vals[1]), _wrap(vals[2])


class ApplyAdagradDA(Primitive):
    """``ops.ApplyAdagradDA(use_locking=False)(var, gradient_accumulator, gradient_squared_accumulator, grad, lr,
    l1, l2, global_step)``: Adagrad dual averaging.

    Mirrors ``mindspore.ops.ApplyAdagradDA`` (2.10, deprecated) on CPU: the accumulators add ``g`` and ``g^2`` in
    place and ``var`` is set to ``-lr t / (l2 global_step lr + sqrt(gradient_squared_accumulator))``, ``t`` the
    ``l1``-shrunk gradient accumulator (the CPU kernel's ``sign(acc) max(|acc - l1 global_step|, 0)``). Float16 or
    float32; ``lr``, ``l1``, ``l2`` 0-d Tensors or numbers; ``global_step`` an int32/int64 0-d Tensor or an int.

    Returns:
        ``var`` (a Tensor), updated.

    Raises:
        TypeError: ``use_locking`` not a bool, an unsupported dtype, a non-integer ``global_step``.
        ValueError: mismatched shapes, a scalar input with a dimension.
    """

    @prim_attr_register
    def __init__(self, use_locking: bool = False) -> None:
        self.use_locking = use_locking
        validator.check_value_type("use_locking", use_locking, [bool], self.name)
        self.add_prim_attr("side_effect_mem", True)

    def __call__(self, var, gradient_accumulator, gradient_squared_accumulator, grad, lr, l1, l2, global_step):
        names = ("var", "gradient_accumulator", "gradient_squared_accumulator", "grad", "lr", "l1", "l2",
                 "global_step")  # fmt: skip
        vals, w = _unwrap(self.name, names, (var, gradient_accumulator, gradient_squared_accumulator, grad, lr, l1,
                                             l2, global_step), names[:3])  # fmt: skip
        _K.apply_adagrad_da(*vals, w)
        return _wrap(vals[0])


class ApplyAdamWithAmsgrad(Primitive):
    """``ops.operations.ApplyAdamWithAmsgrad(beta1=0.9, beta2=0.999, epsilon=1e-8, use_locking=False)(var, m, v,
    vhat, beta1_power, beta2_power, lr, grad)``: Adam with the AMSGrad maximum.

    Mirrors ``mindspore.ops.ApplyAdamWithAmsgrad`` (2.10) on CPU: ``m += (g - m)(1 - beta1)``, ``v += (g^2 - v)(1
    - beta2)``, ``vhat = max(vhat, v)``, ``var -= lr_t m / (sqrt(vhat) + epsilon)`` with ``lr_t = lr sqrt(1 -
    beta2_power) / (1 - beta1_power)``, all in place. Float16 or float32; ``beta1_power``, ``beta2_power`` and
    ``lr`` must be Tensors.

    Returns:
        ``(var, m, v, vhat)``, updated.

    Raises:
        TypeError: attributes of the wrong type, an unsupported dtype, a Python number for a scalar input.
        ValueError: ``grad`` not of ``var``'s shape.
    """

    @prim_attr_register
    def __init__(self, beta1: float = 0.9, beta2: float = 0.999, epsilon: float = 1e-8,
                 use_locking: bool = False) -> None:  # fmt: skip
        self.beta1, self.beta2, self.epsilon, self.use_locking = beta1, beta2, epsilon, use_locking
        for n, x in (("beta1", beta1), ("beta2", beta2), ("epsilon", epsilon)):
            validator.check_value_type(n, x, [float], self.name)
        validator.check_value_type("use_locking", use_locking, [bool], self.name)
        self.add_prim_attr("side_effect_mem", True)

    def __call__(self, var, m, v, vhat, beta1_power, beta2_power, lr, grad) -> tuple:
        names = ("var", "m", "v", "vhat", "beta1_power", "beta2_power", "lr", "grad")
        vals, w = _unwrap(self.name, names, (var, m, v, vhat, beta1_power, beta2_power, lr, grad), names[:4])
        var_t, m_t, v_t, vh_t, b1p, b2p, lr_t, g = vals
        _K.apply_adam_with_amsgrad(var_t, m_t, v_t, vh_t, b1p, b2p, lr_t, self.beta1, self.beta2, self.epsilon, g,
                                   False, w)  # fmt: skip
        return tuple(_wrap(t) for t in vals[:4])


class ApplyAdamWithAmsgradV2(Primitive):
    """``ops.ApplyAdamWithAmsgradV2(use_locking=False)(var, m, v, vhat, beta1_power, beta2_power, lr, beta1, beta2,
    epsilon, grad)``: :class:`ApplyAdamWithAmsgrad` with ``beta1``, ``beta2`` and ``epsilon`` as inputs.

    Mirrors ``mindspore.ops.ApplyAdamWithAmsgradV2`` (2.10) on CPU. Float16, float32 or float64; the scalar inputs
    are Tensors or Python numbers of the same dtype group as ``var``.

    Returns:
        ``(var, m, v, vhat)``, updated.

    Raises:
        TypeError: ``use_locking`` not a bool, a written input of another dtype than the group, an unsupported
            dtype.
        ValueError: ``grad`` not of ``var``'s shape.
    """

    @prim_attr_register
    def __init__(self, use_locking: bool = False) -> None:
        self.use_locking = use_locking
        validator.check_value_type("use_locking", use_locking, [bool], self.name)
        self.add_prim_attr("side_effect_mem", True)

    def __call__(self, var, m, v, vhat, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad) -> tuple:
        names = ("var", "m", "v", "vhat", "beta1_power", "beta2_power", "lr", "beta1", "beta2", "epsilon", "grad")
        vals, w = _unwrap(self.name, names, (var, m, v, vhat, beta1_power, beta2_power, lr, beta1, beta2, epsilon,
                                             grad), names[:4])  # fmt: skip
        _K.apply_adam_with_amsgrad(*vals, True, w)
        return tuple(_wrap(t) for t in vals[:4])
