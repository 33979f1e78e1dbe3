"""`mindspore.experimental.optim.lr_scheduler`: schedulers that change an optimizer's per-group learning rates.

Each scheduler writes the optimizer's ``learning_rate_group_<i>`` Parameters in place (as MindSpore's
``ops.assign`` does), so the next ``optimizer(grads)`` uses the new rates. The arithmetic follows MindSpore's
float32 tensor expressions (``last_epoch`` is a Float32 Parameter) on host ``numpy.float32`` scalars, so a
step costs no device round trip. ``get_last_lr()`` returns a list of scalar Float32 Tensors, as in MindSpore.
"""

from __future__ import annotations

from ... import _api
import math
from bisect import bisect_right
from collections import Counter
from typing import Any, Callable

import numpy as np
import torch

from ... import _checkparam as Validator
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _wrap
from .optimizer import F32, Optimizer, _scalar_of
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

_PI = F32(math.pi)
_ONE = F32(1)


def _f32(value: Any) -> np.float32:
    """A Python number, numpy scalar or scalar Tensor as float32 (MindSpore's cast to the tensor dtype)."""
    if isinstance(value, Tensor):
        return F32(value._data().detach().item())
    return F32(float(value))


def _is_optimizer(obj: Any) -> bool:
    """Whether ``obj`` is an ``experimental.optim.Optimizer`` (``mint.optim``'s optimizers derive from it too)."""
    return isinstance(obj, Optimizer)


def _snapshot(param: Tensor) -> Tensor:
    """``param.value()`` as MindSpore returns it: a Tensor holding the current value, not aliasing it."""
    return _wrap(param._data().detach().clone())


class LRScheduler:
    """Base of the epoch-driven schedulers. Mirrors ``mindspore.experimental.optim.lr_scheduler.LRScheduler``.

    ``LRScheduler(optimizer, last_epoch=-1)``: records each group's ``initial_lr`` (a snapshot Tensor of its
    ``lr``), ``base_lrs``, ``_last_lr`` (the optimizer's ``lr`` Parameters themselves) and ``last_epoch`` (a
    Float32 Parameter ``last_epoch_<ClassName>``), then takes the first ``step()``. Subclasses implement
    ``get_lr()`` (a list with one value per group, computed from ``self.last_epoch``, ``self._last_lr`` and
    ``self.base_lrs``); ``step()`` adds one to ``last_epoch`` and writes those values into the groups' ``lr``.

    Raises:
        TypeError: ``optimizer`` is not a ``mindspore.experimental.optim.Optimizer``, ``last_epoch`` not an int.
        ValueError: ``last_epoch < -1``.
        KeyError: resuming (``last_epoch >= 0``) with a group that has no ``initial_lr``.
        NotImplementedError: ``get_lr`` of the base class.
    """

    def __init__(self, optimizer: Optimizer, last_epoch: int = -1) -> None:
        if not _is_optimizer(optimizer):
            raise TypeError(f"{type(optimizer).__name__} is not an Optimizer")
        Validator.check_value_type("last_epoch", last_epoch, [int])
        if last_epoch < -1:
            raise ValueError(f"Invalid last_epoch: {last_epoch}")
        if last_epoch == -1:
            for group in optimizer.param_groups:
                if "initial_lr" not in group:
                    group["initial_lr"] = _snapshot(group["lr"])
        else:
            for i, group in enumerate(optimizer.param_groups):
                if "initial_lr" not in group:
                    raise KeyError(
                        f"param 'initial_lr' is not specified in param_groups[{i}] when resuming an optimizer"
                    )
        self.base_lrs = [group["initial_lr"] for group in optimizer.param_groups]
        self.optimizer = optimizer
        self._last_lr = list(optimizer.lrs)
        self.groups_num = len(optimizer.param_groups)
        self.last_epoch = Parameter(Tensor(last_epoch, mstype.float32), name="last_epoch_" + type(self).__name__)
        self.increase_tensor = Tensor(1, mstype.int32)
        self.step()

    @staticmethod
    def get_lr():
        """The learning rates for the current ``last_epoch`` (one per group); subclasses implement it."""
        raise NotImplementedError

    def get_last_lr(self) -> list:
        """The groups' current learning rates: a list of scalar Float32 Tensors (copies)."""
        return [_snapshot(lr) for lr in self._last_lr]

    def step(self, epoch: int | None = None) -> bool:
        """Advance ``last_epoch`` by one (or set it to ``epoch``, using the closed form where the scheduler has
        one) and write the new learning rates into the optimizer's groups. Returns True."""
        ep = _scalar_of(self, self.last_epoch)
        if epoch is None:
            ep.set(ep.get() + _ONE)
            values = self._values()
        else:
            ep.set(_f32(epoch))
            closed = getattr(type(self), "_get_closed_form_lr", None)
            if closed in _NATIVE:
                values = self._closed()
            elif closed is not None:
                values = self._get_closed_form_lr()
            else:
                values = self._values()
        for i in range(self.groups_num):
            self._write(self._last_lr[i], values[i])
        return True

    # ---- helpers: host float32 values of the scheduler's inputs, and writes into the lr Parameters --------------
    def _values(self) -> list:
        """The next learning rates: the built-in float32 arithmetic, or a subclass's ``get_lr()``."""
        if type(self).get_lr in _NATIVE:
            return self._compute()
        return self.get_lr()

    def _epoch(self) -> np.float32:
        return _scalar_of(self, self.last_epoch).get()

    def _lrs(self) -> list:
        return [_scalar_of(self.optimizer, lr).get() for lr in self._last_lr]

    def _bases(self) -> list:
        key = [id(b) for b in self.base_lrs]
        cached = self.__dict__.get("_base_values")
        if cached is None or cached[0] != key:
            cached = self._base_values = (key, [_f32(b) for b in self.base_lrs])
        return cached[1]

    def _write(self, param: Parameter, value: Any) -> None:
        if isinstance(value, Tensor):
            with torch.no_grad():
                param._data().copy_(value._data())
        else:
            _scalar_of(self.optimizer, param).set(value)

    def _as_tensors(self, values: list) -> list:
        return [v if isinstance(v, Tensor) else Tensor(_f32(v)) for v in values]


def _native(cls: type) -> type:
    """Give ``cls`` its own ``get_lr`` (and ``_get_closed_form_lr``, where ``_closed`` implements it): its host
    ``_compute``/``_closed`` values as scalar Float32 Tensors, marked so that ``step`` calls those directly."""

    def get_lr(self) -> list:
        """The learning rates for the current ``last_epoch``: scalar Float32 Tensors, one per group."""
        return self._as_tensors(self._compute())

    def _get_closed_form_lr(self) -> list:
        """The learning rates ``step(epoch)`` sets, from ``base_lrs`` and ``last_epoch`` directly."""
        return self._as_tensors(self._closed())

    for fn in (get_lr, _get_closed_form_lr) if "_closed" in cls.__dict__ else (get_lr,):
        fn.__qualname__ = f"{cls.__qualname__}.{fn.__name__}"
        setattr(cls, fn.__name__, fn)
        _NATIVE.add(fn)
    return cls


_NATIVE: set = set()


@_native
class StepLR(LRScheduler):
    """Multiply the learning rates by ``gamma`` every ``step_size`` epochs.

    Mirrors ``mindspore.experimental.optim.lr_scheduler.StepLR(optimizer, step_size, gamma=0.1, last_epoch=-1)``.

    Raises:
        TypeError: ``step_size`` not an int, ``gamma`` not a float.
    """

    def __init__(self, optimizer: Optimizer, step_size: int, gamma: float = 0.1, last_epoch: int = -1) -> None:
        if not isinstance(step_size, int) and not isinstance(step_size, bool):
            raise _errors.must_be_error(TypeError, "StepLR", "step_size", "int", type(step_size))
        if not isinstance(gamma, float):
            raise _errors.must_be_error(TypeError, "StepLR", "gamma", "float", type(gamma))
        self.step_size = step_size
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def _compute(self) -> list:
        e = self._epoch()
        if e == 0 or e % F32(self.step_size) != 0:
            return [lr * _ONE for lr in self._lrs()]
        return [lr * F32(self.gamma) for lr in self._lrs()]

    def _closed(self) -> list:
        k = np.floor(self._epoch() / F32(self.step_size))
        return [b * F32(self.gamma) ** k for b in self._bases()]


@_native
class LinearLR(LRScheduler):
    """Scale the learning rates linearly from ``start_factor`` to ``end_factor`` over ``total_iters`` epochs.

    Mirrors ``mindspore.experimental.optim.lr_scheduler.LinearLR(optimizer, start_factor=1/3, end_factor=1.0,
    total_iters=5, last_epoch=-1)`` (each step multiplies the current rate, as MindSpore does).

    Raises:
        ValueError: ``start_factor`` outside (0, 1] or ``end_factor`` outside [0, 1].
        TypeError: ``total_iters`` not an int.
    """

    def __init__(
        self,
        optimizer: Optimizer,
        start_factor: float = 1.0 / 3,
        end_factor: float = 1.0,
        total_iters: int = 5,
        last_epoch: int = -1,
    ) -> None:
        if start_factor > 1.0 or start_factor <= 0:
            raise ValueError(
                "Starting multiplicative factor expected to be greater than 0 and less than or equal to 1."
            )
        if end_factor > 1.0 or end_factor < 0:
            raise ValueError("Ending multiplicative factor expected to be between 0 and 1.")
        if not isinstance(total_iters, int):
            raise _errors.type_error("LinearLR", f"the type of total_iters must be int, but got {type(total_iters)}.")
        self.start_factor = start_factor
        self.end_factor = end_factor
        self.total_iters = total_iters
        super().__init__(optimizer, last_epoch)

    def _compute(self) -> list:
        e = self._epoch()
        if e == 0:
            return [lr * F32(self.start_factor) for lr in self._lrs()]
        if e > self.total_iters:
            return [lr * _ONE for lr in self._lrs()]
        delta = F32(self.end_factor - self.start_factor)
        factor = _ONE + delta / (F32(self.total_iters * self.start_factor) + (e - _ONE) * delta)
        return [lr * factor for lr in self._lrs()]

    def _closed(self) -> list:
        e = self._epoch()
        if e < self.total_iters:  # Python's min() picks the Float32 epoch: float32 arithmetic
            f = F32(self.start_factor) + F32(self.end_factor - self.start_factor) * e / F32(self.total_iters)
        else:  # it picks the int: the factor is computed in double, then cast
            f = F32(self.start_factor + (self.end_factor - self.start_factor) * self.total_iters / self.total_iters)
        return [b * f for b in self._bases()]


@_native
class ExponentialLR(LRScheduler):
    """Multiply the learning rates by ``gamma`` every epoch.

    Mirrors ``mindspore.experimental.optim.lr_scheduler.ExponentialLR(optimizer, gamma, last_epoch=-1)``.

    Raises:
        TypeError: ``gamma`` not a float.
    """

    def __init__(self, optimizer: Optimizer, gamma: float, last_epoch: int = -1) -> None:
        if not isinstance(gamma, float):
            raise _errors.must_be_error(TypeError, "ExponentialLR", "gamma", "float", type(gamma))
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def _compute(self) -> list:
        g = _ONE if self._epoch() == 0 else F32(self.gamma)
        return [lr * g for lr in self._lrs()]

    def _closed(self) -> list:
        e = self._epoch()
        return [b * F32(self.gamma) ** e for b in self._bases()]


@_native
class PolynomialLR(LRScheduler):
    """Decay the learning rates by ``(1 - t / total_iters) ** power`` until ``total_iters``.

    Mirrors ``mindspore.experimental.optim.lr_scheduler.PolynomialLR(optimizer, total_iters=5, power=1.0,
    last_epoch=-1)``.

    Raises:
        TypeError: ``power`` not a float or ``total_iters`` not an int.
        ValueError: ``power`` below 0.
    """

    def __init__(self, optimizer: Optimizer, total_iters: int = 5, power: float = 1.0, last_epoch: int = -1) -> None:
        if not isinstance(power, float):
            raise _errors.must_be_error(TypeError, "PolynomialLR", "power", "float", type(power))
        if power < 0:
            raise _errors.value_error("PolynomialLR", f"the 'power' must be >= 0, but got {power}.")
        if not isinstance(total_iters, int):
            raise _errors.type_error(
                "PolynomialLR", f"the type of total_iters must be int, but got {type(total_iters)}."
            )
        self.total_iters = total_iters
        self.power = power
        super().__init__(optimizer, last_epoch)

    def _compute(self) -> list:
        e = self._epoch()
        if e == 0 or e > self.total_iters:
            return [lr * _ONE for lr in self._lrs()]
        n = F32(self.total_iters)
        factor = ((_ONE - e / n) / (_ONE - (e - _ONE) / n)) ** F32(self.power)
        return [lr * factor for lr in self._lrs()]

    def _closed(self) -> list:
        n = F32(self.total_iters)
        factor = (_ONE - min(n, self._epoch()) / n) ** F32(self.power)
        return [b * factor for b in self._bases()]


def _lr_lambdas(optimizer: Optimizer, lr_lambda: Callable | list) -> list:
    """``LambdaLR``/``MultiplicativeLR``'s ``lr_lambda``: one function per group (a single one repeated).

    Raises:
        ValueError: a list or tuple whose length is not the number of groups.
    """
    n = len(optimizer.param_groups)
    if isinstance(lr_lambda, (list, tuple)):
        if len(lr_lambda) != n:
            raise ValueError(f"Expected {n} lr_lambdas, but got {len(lr_lambda)}")
        return list(lr_lambda)
    return [lr_lambda] * n


@_native
class LambdaLR(LRScheduler):
    """Set each learning rate to ``initial_lr * lr_lambda(last_epoch)``.

    Mirrors ``mindspore.experimental.optim.lr_scheduler.LambdaLR(optimizer, lr_lambda, last_epoch=-1)``;
    ``lr_lambda`` (one function, or one per group) receives ``last_epoch``, a Float32 Parameter.

    Raises:
        ValueError: a list of ``lr_lambda`` whose length is not the number of groups.
    """

    def __init__(self, optimizer: Optimizer, lr_lambda: Callable | list, last_epoch: int = -1) -> None:
        self.lr_lambdas = _lr_lambdas(optimizer, lr_lambda)
        super().__init__(optimizer, last_epoch)

    def _compute(self) -> list:
        return [b * _f32(fn(self.last_epoch)) for fn, b in zip(self.lr_lambdas, self._bases())]


@_native
class MultiplicativeLR(LRScheduler):
    """Multiply each learning rate by ``lr_lambda(last_epoch)`` every epoch after the first.

    Mirrors ``mindspore.experimental.optim.lr_scheduler.MultiplicativeLR(optimizer, lr_lambda, last_epoch=-1)``.

    Raises:
        ValueError: a list of ``lr_lambda`` whose length is not the number of groups.
    """

    def __init__(self, optimizer: Optimizer, lr_lambda: Callable | list, last_epoch: int = -1) -> None:
        self.lr_lambdas = _lr_lambdas(optimizer, lr_lambda)
        super().__init__(optimizer, last_epoch)

    def _compute(self) -> list:
        if self._epoch() > 0:
            return [lr * _f32(fn(self.last_epoch)) for fn, lr in zip(self.lr_lambdas, self._lrs())]
        return [lr * _ONE for lr in self._lrs()]


@_native
class MultiStepLR(LRScheduler):
    """Multiply the learning rates by ``gamma`` at each milestone epoch (repeated milestones multiply again).

    Mirrors ``mindspore.experimental.optim.lr_scheduler.MultiStepLR(optimizer, milestones, gamma=0.1,
    last_epoch=-1)``. As in MindSpore 2.10, ``step(epoch)`` fails with AttributeError (its closed form reads a
    missing ``step_size``).

    Raises:
        TypeError: ``milestones`` not a list of ints or ``gamma`` not a float/int.
    """

    def __init__(self, optimizer: Optimizer, milestones: list, gamma: float = 0.1, last_epoch: int = -1) -> None:
        Validator.check_value_type("milestones", milestones, [list])
        for milestone in milestones:
            if not isinstance(milestone, int) and not isinstance(milestone, bool):
                raise _errors.type_error(
                    "MultiStepLR",
                    "elements of the 'milestones' must be type of int, but got one element of "
                    f"'milestones' type: {type(milestone)}.",
                )
        Validator.check_value_type("gamma", gamma, [float, int])
        self.milestones = Counter(milestones)
        self.milestones_keys = list(self.milestones.keys())
        self.milestones_values = list(self.milestones.values())
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def _compute(self) -> list:
        lrs = self._lrs()
        count = self.milestones.get(int(self._epoch()))
        if count:
            factor = F32(self.gamma**count)
            return [lr * factor for lr in lrs]
        return lrs

    def _get_closed_form_lr(self) -> list:
        return [b * self.gamma ** (self.last_epoch // self.step_size) for b in self.base_lrs]


@_native
class ConstantLR(LRScheduler):
    """Multiply the learning rates by ``factor`` until epoch ``total_iters``, then restore them.

    Mirrors ``mindspore.experimental.optim.lr_scheduler.ConstantLR(optimizer, factor=1/3, total_iters=5,
    last_epoch=-1)``.

    Raises:
        ValueError: ``factor`` outside [0, 1].
        TypeError: ``total_iters`` not an int.
    """

    def __init__(
        self, optimizer: Optimizer, factor: float = 1.0 / 3, total_iters: int = 5, last_epoch: int = -1
    ) -> None:
        if factor > 1.0 or factor < 0:
            raise ValueError("Constant multiplicative factor expected to be between 0 and 1.")
        if not isinstance(total_iters, int):
            raise _errors.type_error("ConstantLR", f"the type of total_iters must be int, but got {type(total_iters)}.")
        self.factor = factor
        self.total_iters = total_iters
        super().__init__(optimizer, last_epoch)

    def _compute(self) -> list:
        e = self._epoch()
        if e == 0:
            return [lr * F32(self.factor) for lr in self._lrs()]
        if e != self.total_iters:
            return [lr * _ONE for lr in self._lrs()]
        return [lr / F32(self.factor) for lr in self._lrs()]

    def _closed(self) -> list:
        f = F32(self.factor) + F32(self._epoch() >= self.total_iters) * F32(1 - self.factor)
        return [b * f for b in self._bases()]


class SequentialLR:
    """Run several schedulers one after another, switching at the ``milestones`` epochs.

    Mirrors ``mindspore.experimental.optim.lr_scheduler.SequentialLR(optimizer, schedulers, milestones,
    last_epoch=-1)``: resets the groups' ``lr`` to ``initial_lr``, steps every scheduler's ``last_epoch`` back by
    one and re-takes the first scheduler's initial step; at a milestone the next scheduler starts with
    ``step(0)``.

    Raises:
        ValueError: a scheduler of another optimizer, or not one milestone fewer than schedulers.
    """

    def __init__(self, optimizer: Optimizer, schedulers: list, milestones: list, last_epoch: int = -1) -> None:
        for idx in range(len(schedulers)):
            if schedulers[idx].optimizer is not optimizer:
                raise ValueError(
                    "Sequential Schedulers expects all schedulers to belong to the same optimizer, but got "
                    f"scheduler at index {idx} is different from the optimizer passed in."
                )
            if schedulers[idx].optimizer is not schedulers[0].optimizer:
                raise ValueError(
                    "Sequential Schedulers expects all schedulers to belong to the same optimizer, but got "
                    f"schedulers at index 0 and {idx} are different."
                )
        if len(milestones) != len(schedulers) - 1:
            raise ValueError(
                "Sequential Schedulers expects number of schedulers provided to be one more than the number of "
                f"milestone points, but got number of schedulers {len(schedulers)} and the number of milestones "
                f"{len(milestones)}"
            )
        self._schedulers = schedulers
        self.milestones = milestones
        self.milestones_len = len(milestones)
        self.last_epoch = Parameter(Tensor(last_epoch + 1, mstype.float32), name="last_epoch_SequentialLR")
        self.increase_tensor = Tensor(1, mstype.int32)
        self.optimizer = optimizer
        for group in optimizer.param_groups:
            with torch.no_grad():
                group["lr"]._data().copy_(group["initial_lr"]._data())
        for scheduler in schedulers:
            ep = _scalar_of(scheduler, scheduler.last_epoch)
            ep.set(ep.get() - _ONE)
        schedulers[0].step()
        self._last_lr = schedulers[0]._last_lr

    def step(self) -> None:
        """Advance one epoch, stepping the scheduler whose milestone range holds it."""
        ep = _scalar_of(self, self.last_epoch)
        ep.set(ep.get() + _ONE)
        epoch = int(ep.get())
        idx = bisect_right(self.milestones, epoch)
        scheduler = self._schedulers[idx]
        if idx > 0 and self.milestones[idx - 1] == epoch:
            scheduler.step(0)
        else:
            scheduler.step()

    def get_last_lr(self) -> list:
        """The groups' current learning rates: a list of scalar Float32 Tensors (copies)."""
        return [_snapshot(lr) for lr in self._last_lr]


class ReduceLROnPlateau:
    """Reduce the learning rates by ``factor`` when a metric has stopped improving for ``patience`` steps.

    Mirrors ``mindspore.experimental.optim.lr_scheduler.ReduceLROnPlateau(optimizer, mode='min', factor=0.1,
    patience=10, threshold=1e-4, threshold_mode='rel', cooldown=0, min_lr=0, eps=1e-8)``; ``step(metrics)``
    takes a number or scalar Tensor. Its state is in Parameters: ``last_epoch`` (Int32), ``best``, ``wait`` and
    ``cooldown_counter`` (Float32).

    Raises:
        ValueError: ``factor >= 1``, a ``min_lr`` list of the wrong length, ``mode`` not 'min'/'max' or
            ``threshold_mode`` not 'rel'/'abs'.
        TypeError: ``optimizer`` is not an Optimizer.
    """

    def __init__(
        self,
        optimizer: Optimizer,
        mode: str = "min",
        factor: float = 0.1,
        patience: int = 10,
        threshold: float = 1e-4,
        threshold_mode: str = "rel",
        cooldown: int = 0,
        min_lr: Any = 0,
        eps: float = 1e-8,
    ) -> None:
        if factor >= 1.0:
            raise ValueError("The lr factor should be less than 1.0.")
        self.factor = factor
        if not _is_optimizer(optimizer):
            raise TypeError(f"Expected an `Optimizer`, but got type {type(optimizer).__name__}")
        self.optimizer = optimizer
        n = len(optimizer.param_groups)
        if isinstance(min_lr, (list, tuple)):
            if len(min_lr) != n:
                raise ValueError(f"Expected {n} min_lrs, got {len(min_lr)}")
            self.min_lrs = [Tensor(lr, mstype.float32) for lr in min_lr]
        else:
            self.min_lrs = [Tensor(min_lr, mstype.float32)] * n
        self._min_lrs = [F32(lr) for lr in (min_lr if isinstance(min_lr, (list, tuple)) else [min_lr] * n)]
        self.mode = mode
        self.patience = patience
        self.threshold = threshold
        self.threshold_mode = threshold_mode
        self.cooldown = cooldown
        self.eps = eps
        self.mode_worse = None
        self.last_epoch = Parameter(Tensor(0, mstype.int32), name="last_epoch_" + type(self).__name__)
        if self.mode not in {"min", "max"}:
            raise ValueError(f"`mode` should be 'min' or 'max', but got {self.mode}.")
        if self.threshold_mode not in {"rel", "abs"}:
            raise ValueError(f"`threshold mode` should be 'rel' or 'abs', but got {self.threshold_mode}.")
        self.mode_worse = float("inf") if self.mode == "min" else float("-inf")
        self.best = Parameter(Tensor(self.mode_worse, mstype.float32), name="best")
        self.cooldown_counter = Parameter(Tensor(0, mstype.float32), name="cooldown_counter")
        self.wait = Parameter(Tensor(0, mstype.float32), name="wait")
        self.increase_tensor = Tensor(1, mstype.int32)
        self._last_lr = [group["lr"] for group in optimizer.param_groups]

    def step(self, metrics: Any) -> bool:
        """Record ``metrics`` for one epoch; reduce the learning rates when it has not improved for longer than
        ``patience`` epochs (outside a cooldown). Returns True."""
        epoch, best = _scalar_of(self, self.last_epoch), _scalar_of(self, self.best)
        wait, cooldown = _scalar_of(self, self.wait), _scalar_of(self, self.cooldown_counter)
        current = _f32(metrics)
        epoch.set(epoch.get() + 1)
        if self._is_improvement(current, best.get()):
            best.set(current)
            wait.set(0)
        else:
            wait.set(wait.get() + _ONE)
        if self.in_cooldown():
            cooldown.set(cooldown.get() - _ONE)
            wait.set(0)
        if wait.get() > self.patience:
            self._reduce_lr(epoch.get())
            cooldown.set(self.cooldown)
            wait.set(0)
        return True

    def _reduce_lr(self, epoch: Any) -> bool:
        for i, lr in enumerate(self._last_lr):
            s = _scalar_of(self.optimizer, lr)
            old_lr = s.get()
            new_lr = max(old_lr * F32(self.factor), self._min_lrs[i])
            if old_lr > new_lr + F32(self.eps):
                s.set(new_lr)
        return True

    def in_cooldown(self) -> bool:
        """Whether a cooldown after a reduction is still running."""
        return bool(_scalar_of(self, self.cooldown_counter).get() > 0)

    def _is_improvement(self, current: Any, best: Any) -> bool:
        current, best = _f32(current), _f32(best)
        if self.mode == "min" and self.threshold_mode == "rel":
            return bool(current < best * F32(1.0 - self.threshold))
        if self.mode == "min" and self.threshold_mode == "abs":
            return bool(current < best - F32(self.threshold))
        if self.mode == "max" and self.threshold_mode == "rel":
            return bool(current > best * F32(self.threshold + 1.0))
        return bool(current > best + F32(self.threshold))

    def get_last_lr(self) -> list:
        """The groups' current learning rates: a list of scalar Float32 Tensors (copies)."""
        return [_snapshot(lr) for lr in self._last_lr]


@_native
class CyclicLR(LRScheduler):
    """Cycle the learning rates between ``base_lr`` and ``max_lr`` (Smith's cyclical learning rates).

    Mirrors ``mindspore.experimental.optim.lr_scheduler.CyclicLR(optimizer, base_lr, max_lr, step_size_up=2000,
    step_size_down=None, mode='triangular', gamma=1.0, scale_fn=None, scale_mode='cycle', last_epoch=-1)``;
    modes 'triangular', 'triangular2' and 'exp_range', or a custom ``scale_fn`` called with the cycle number
    or ``last_epoch`` (``scale_mode``). Sets the groups' ``lr`` to ``base_lr`` first.

    Raises:
        ValueError: a ``base_lr``/``max_lr`` list of the wrong length, or an unknown ``mode`` without ``scale_fn``.
    """

    def __init__(
        self,
        optimizer: Optimizer,
        base_lr: Any,
        max_lr: Any,
        step_size_up: int = 2000,
        step_size_down: int | None = None,
        mode: str = "triangular",
        gamma: float = 1.0,
        scale_fn: Callable | None = None,
        scale_mode: str = "cycle",
        last_epoch: int = -1,
    ) -> None:
        base_lrs = self._preprocess_input_param(optimizer, base_lr, "base_lr")
        if last_epoch == -1:
            for lr, group in zip(base_lrs, optimizer.param_groups):
                _scalar_of(optimizer, group["lr"]).set(_f32(lr))
        self.max_lrs = self._preprocess_input_param(optimizer, max_lr, "max_lr")
        self.max_lrs = [Tensor(lr) for lr in self.max_lrs]
        self._max = [_f32(lr) for lr in self.max_lrs]
        step_size_up = float(step_size_up)
        step_size_down = step_size_up if step_size_down is None else float(step_size_down)
        self.total_step_size = step_size_up + step_size_down
        self.step_up_ratio = step_size_up / self.total_step_size
        if mode not in ["triangular", "triangular2", "exp_range"] and scale_fn is None:
            raise ValueError("mode is invalid and scale_fn is None")
        self.mode = mode
        self.gamma = gamma
        self._scale_fn_ref = None
        self._scale_fn_custom = scale_fn
        self.scale_mode = scale_mode
        self._init_scale_fn()
        super().__init__(optimizer, last_epoch)
        self.base_lrs = [Tensor(lr) for lr in base_lrs]

    def _init_scale_fn(self) -> None:
        if self._scale_fn_custom is not None:
            return
        if self.mode == "triangular":
            self._scale_fn_ref = self._triangular_scale_fn
            self.scale_mode = "cycle"
        elif self.mode == "triangular2":
            self._scale_fn_ref = self._triangular2_scale_fn
            self.scale_mode = "cycle"
        elif self.mode == "exp_range":
            self._scale_fn_ref = self._exp_range_scale_fn
            self.scale_mode = "iterations"

    @staticmethod
    def _preprocess_input_param(optimizer: Optimizer, param: Any, name: str) -> list:
        if isinstance(param, (list, tuple)):
            if len(param) != len(optimizer.param_groups):
                raise ValueError(f"Expected {len(optimizer.param_groups)} values for {name}, got {len(param)}")
            return param
        return [param] * len(optimizer.param_groups)

    def scale_fn(self, x: Any) -> Any:
        """The amplitude scale for cycle (or iteration) ``x``: the mode's, or the custom ``scale_fn``."""
        if self._scale_fn_custom is None:
            return self._scale_fn_ref(x)
        return self._scale_fn_custom(x)

    def _triangular_scale_fn(self, x: Any) -> np.float32:
        return _ONE

    def _exp_range_scale_fn(self, x: Any) -> np.float32:
        return F32(self.gamma) ** _f32(x)

    def _triangular2_scale_fn(self, x: Any) -> np.float32:
        return _ONE / F32(2) ** (_f32(x) - _ONE)

    def _compute(self) -> list:
        e = self._epoch()
        total = F32(self.total_step_size)
        cycle = np.floor(_ONE + e / total)
        x = _ONE + e / total - cycle
        ratio = F32(self.step_up_ratio)
        scale_factor = x / ratio if x <= ratio else (x - _ONE) / F32(self.step_up_ratio - 1)
        arg = cycle if self.scale_mode == "cycle" else e
        if self._scale_fn_custom is None:
            scale = self._scale_fn_ref(arg)
        else:
            scale = _f32(self._scale_fn_custom(Tensor(arg)))
        return [b + (m - b) * scale_factor * scale for b, m in zip(self._bases(), self._max)]


@_native
class CosineAnnealingWarmRestarts(LRScheduler):
    """Cosine annealing with warm restarts (SGDR): the period starts at ``T_0`` epochs and is multiplied by
    ``T_mult`` after each restart.

    Mirrors ``mindspore.experimental.optim.lr_scheduler.CosineAnnealingWarmRestarts(optimizer, T_0, T_mult=1,
    eta_min=0, last_epoch=-1)``; ``T_0``, ``T_i`` and ``T_cur`` are Float32 Parameters. As in MindSpore 2.10,
    ``step(epoch)`` with ``epoch >= T_0`` and ``T_mult > 1`` raises TypeError.

    Raises:
        ValueError: ``T_0`` not a positive int, ``T_mult`` not an int >= 1, ``step`` with a negative epoch.
        TypeError: ``eta_min`` not a float/int.
    """

    def __init__(
        self, optimizer: Optimizer, T_0: int, T_mult: int = 1, eta_min: float = 0, last_epoch: int = -1
    ) -> None:
        if T_0 <= 0 or not isinstance(T_0, int):
            raise ValueError(f"T_0 should be an integer and equal or greater than 0, but got {T_0}")
        if T_mult < 1 or not isinstance(T_mult, int):
            raise ValueError(f"T_mult should be an integer and equal or greater than 1, but got {T_mult}")
        self.T_0 = Parameter(Tensor(T_0, mstype.float32), name="T_0")
        self.T_i = Parameter(Tensor(T_0, mstype.float32), name="T_i")
        self.T_mult = T_mult
        Validator.check_value_type("eta_min", eta_min, [float, int])
        self.eta_min = Tensor(eta_min)
        self._eta_min = F32(eta_min)
        self.T_cur = Parameter(Tensor(last_epoch, mstype.float32), name="T_cur")
        self.increase_tensor = Tensor(1, mstype.int32)
        self.zero_tensor = Tensor(0, mstype.int32)
        self.math_pi = math.pi
        self._last_lr = [group["lr"] for group in optimizer.param_groups]
        super().__init__(optimizer, last_epoch)

    def _compute(self) -> list:
        pct = _PI * _scalar_of(self, self.T_cur).get() / _scalar_of(self, self.T_i).get()
        eta_min = self._eta_min
        return [eta_min + (b - eta_min) * (_ONE + np.cos(pct)) / F32(2) for b in self._bases()]

    def step(self, epoch: Any = None) -> None:
        """Advance one epoch (restarting the cosine when ``T_cur`` reaches ``T_i``), or jump to ``epoch``."""
        last, t_cur, t_i = (_scalar_of(self, p) for p in (self.last_epoch, self.T_cur, self.T_i))
        if epoch is None and last.get() < 0:
            epoch = 0
        if epoch is None:
            value = last.get() + _ONE
            t_cur.set(t_cur.get() + _ONE)
            if t_cur.get() >= t_i.get():
                t_cur.set(t_cur.get() - t_i.get())
                t_i.set(t_i.get() * F32(self.T_mult))
        else:
            if epoch < 0:
                raise ValueError(f"epoch should be a non-negative integer, but got {epoch}")
            value = _f32(epoch)
            t_0 = _scalar_of(self, self.T_0).get()
            if value >= t_0:
                if self.T_mult == 1:
                    t_cur.set(value % t_0)
                else:  # MindSpore 2.10 calls ops.Log with two arguments here
                    raise TypeError("Log.__call__() takes 2 positional arguments but 3 were given")
            else:
                t_i.set(t_0)
                t_cur.set(value)
        last.set(np.floor(value))
        for i, lr in enumerate(self._compute()):
            self._write(self.optimizer.param_groups[i]["lr"], lr)


@_native
class CosineAnnealingLR(LRScheduler):
    """Anneal the learning rates along a cosine from their initial values to ``eta_min`` over ``T_max`` epochs
    (and back up over the next ``T_max``, as the recursive form does).

    Mirrors ``mindspore.experimental.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max, eta_min=0.0,
    last_epoch=-1)``.

    Raises:
        TypeError: ``eta_min`` not a float/int or ``T_max`` not an int.
    """

    def __init__(self, optimizer: Optimizer, T_max: int, eta_min: float = 0.0, last_epoch: int = -1) -> None:
        if not isinstance(eta_min, (float, int)):
            raise _errors.type_error(
                "CosineAnnealingLR", f"the 'eta_min' must be float or int, but got {type(eta_min)}."
            )
        if not isinstance(T_max, int) and not isinstance(T_max, bool):
            raise _errors.must_be_error(TypeError, "CosineAnnealingLR", "T_max", "int", type(eta_min))
        self.T_max = T_max
        self.eta_min = eta_min
        self.math_pi = math.pi
        super().__init__(optimizer, last_epoch)

    def _compute(self) -> list:
        e = self._epoch()
        lrs = self._lrs()
        if e == 0:
            return [lr * _ONE for lr in lrs]
        t_max, eta_min = F32(self.T_max), F32(self.eta_min)
        if (e - _ONE - t_max) % F32(2 * self.T_max) == 0:
            pct_pi = F32(self.math_pi / self.T_max)
            return [lr + (b - eta_min) * (_ONE - np.cos(pct_pi)) / F32(2) for b, lr in zip(self._bases(), lrs)]
        ratio = (_ONE + np.cos(_PI * e / t_max)) / (_ONE + np.cos(_PI * (e - _ONE) / t_max))
        return [ratio * (lr - eta_min) + eta_min for lr in lrs]

    def _closed(self) -> list:
        e = self._epoch()
        eta_min = F32(self.eta_min)
        c = (_ONE + np.cos(_PI * e / F32(self.T_max))) / F32(2)
        return [eta_min + (b - eta_min) * c for b in self._bases()]
