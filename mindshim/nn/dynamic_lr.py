"""`mindspore.nn.dynamic_lr`: functions returning per-step learning-rate lists."""

from __future__ import annotations

from .. import _api
import math
from collections.abc import Callable

from .. import _checkparam as validator
from .._kernels import errors as _errors

__all__ = _api.names(__name__)


def piecewise_constant_lr(milestone: list | tuple, learning_rates: list | tuple) -> list:
    """Step-wise constant rates: ``learning_rates[i]`` for steps ``milestone[i-1] <= step < milestone[i]``.

    Mirrors ``mindspore.nn.piecewise_constant_lr`` (2.10). Returns a list of ``milestone[-1]`` floats.

    Raises:
        TypeError: if ``milestone``/``learning_rates`` are not list/tuple or hold wrong types.
        ValueError: if their sizes differ or ``milestone`` is not increasing/positive.
    """
    validator.check_value_type("milestone", milestone, (tuple, list))
    validator.check_value_type("learning_rates", learning_rates, (tuple, list))
    if len(milestone) != len(learning_rates):
        raise _errors.value_error(
            "piecewise_constant_lr",
            "the size of 'milestone' must be same with the size of 'learning_rates', "
            f"but got 'milestone' size: {len(milestone)}, 'learning_rates' size: {len(learning_rates)}.",
        )
    lr = []
    last_item = 0
    for i, item in enumerate(milestone):
        validator.check_positive_int(item, f"milestone[{i}]")
        validator.check_is_float(learning_rates[i], f"learning_rates[{i}]")
        if item < last_item:
            raise _errors.value_error(
                "piecewise_constant_lr",
                f"the value of milestone[{i}] must be greater than milestone[{i - 1}], "
                f"but got milestone[{i}]: {milestone[i]}, milestone[{i - 1}]: {milestone[i - 1]}.",
            )
        lr += [learning_rates[i]] * (item - last_item)
        last_item = item
    return lr


def _check_inputs(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair):
    validator.check_positive_int(total_step, "total_step")
    validator.check_positive_int(step_per_epoch, "step_per_epoch")
    validator.check_positive_int(decay_epoch, "decay_epoch")
    validator.check_positive_float(learning_rate, "learning_rate")
    validator.check_is_float(learning_rate, "learning_rate")
    validator.check_positive_float(decay_rate, "decay_rate")
    validator.check_is_float(decay_rate, "decay_rate")
    validator.check_value_type("is_stair", is_stair, [bool])


def _decay_lr(name: str, summary: str, step_lr: Callable[[float, float, int, int, bool], float]) -> Callable[..., list]:
    """The public schedule ``name(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch,
    is_stair=False)``, its docstring opening with ``summary``: MindSpore's argument checks, then
    ``step_lr(learning_rate, decay_rate, epoch, decay_epoch, is_stair)`` for each step,
    ``epoch = floor(step / step_per_epoch)``."""

    def schedule(
        learning_rate: float,
        decay_rate: float,
        total_step: int,
        step_per_epoch: int,
        decay_epoch: int,
        is_stair: bool = False,
    ) -> list:
        _check_inputs(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
        return [
            step_lr(learning_rate, decay_rate, math.floor(i / step_per_epoch), decay_epoch, is_stair)
            for i in range(total_step)
        ]

    schedule.__name__ = schedule.__qualname__ = name
    schedule.__doc__ = f"""{summary}

    Mirrors ``mindspore.nn.{name}`` (2.10). Returns ``total_step`` floats.

    Raises:
        TypeError/ValueError: for non-positive or wrongly typed arguments (MindSpore's messages).
    """
    return schedule


def _exponential_step(lr: float, rate: float, epoch: int, decay_epoch: int, is_stair: bool) -> float:
    return lr * rate ** (math.floor(epoch / decay_epoch) if is_stair else epoch / decay_epoch)


def _natural_exp_step(lr: float, rate: float, epoch: int, decay_epoch: int, is_stair: bool) -> float:
    if is_stair:
        epoch = math.floor(epoch / decay_epoch) * decay_epoch
    return lr * math.e ** (-rate * epoch)


def _inverse_step(lr: float, rate: float, epoch: int, decay_epoch: int, is_stair: bool) -> float:
    if is_stair:
        return lr / (1 + rate * math.floor(epoch / decay_epoch))
    return lr / (1 + rate * epoch / decay_epoch)


exponential_decay_lr = _decay_lr(
    "exponential_decay_lr",
    "``lr * decay_rate ** (epoch / decay_epoch)`` per step (floored when ``is_stair``).",
    _exponential_step,
)
natural_exp_decay_lr = _decay_lr(
    "natural_exp_decay_lr",
    "``lr * e ** (-decay_rate * epoch)`` per step (epoch rounded down to ``decay_epoch`` when ``is_stair``).",
    _natural_exp_step,
)
inverse_decay_lr = _decay_lr(
    "inverse_decay_lr",
    "``lr / (1 + decay_rate * epoch / decay_epoch)`` per step (floored when ``is_stair``).",
    _inverse_step,
)


def cosine_decay_lr(min_lr: float, max_lr: float, total_step: int, step_per_epoch: int, decay_epoch: int) -> list:
    """Cosine decay from ``max_lr`` to ``min_lr`` over ``decay_epoch`` epochs.

    Mirrors ``mindspore.nn.cosine_decay_lr`` (2.10). Returns ``total_step`` floats.

    Raises:
        TypeError: if ``min_lr`` is not a float. ValueError: if ``min_lr >= max_lr`` or counts are not positive.
    """
    if not isinstance(min_lr, float):
        raise _errors.float_type_error("cosine_decay_lr", "min_lr", min_lr)
    validator.check_non_negative_float(min_lr, "min_lr", None)
    validator.check_positive_float(max_lr, "max_lr")
    validator.check_is_float(max_lr, "max_lr")
    validator.check_positive_int(total_step, "total_step")
    validator.check_positive_int(step_per_epoch, "step_per_epoch")
    validator.check_positive_int(decay_epoch, "decay_epoch")
    if min_lr >= max_lr:
        raise _errors.value_error(
            "cosine_decay_lr",
            "the 'max_lr' must be greater than the 'min_lr', "
            f"but got 'max_lr' value: {max_lr}, 'min_lr' value: {min_lr}.",
        )
    delta = 0.5 * (max_lr - min_lr)
    lr = []
    for i in range(total_step):
        tmp_epoch = min(math.floor(i / step_per_epoch), decay_epoch)
        lr.append(min_lr + delta * (1 + math.cos(math.pi * tmp_epoch / decay_epoch)))
    return lr


def polynomial_decay_lr(
    learning_rate: float,
    end_learning_rate: float,
    total_step: int,
    step_per_epoch: int,
    decay_epoch: int,
    power: float,
    update_decay_epoch: bool = False,
) -> list:
    """``(lr - end_lr) * (1 - epoch / decay_epoch) ** power + end_lr`` per step.

    Mirrors ``mindspore.nn.polynomial_decay_lr`` (2.10); with ``update_decay_epoch`` the decay period grows
    by multiples of ``decay_epoch``. Returns ``total_step`` floats.

    Raises:
        TypeError/ValueError: for non-positive or wrongly typed arguments.
    """
    validator.check_positive_float(learning_rate, "learning_rate")
    validator.check_is_float(learning_rate, "learning_rate")
    if not isinstance(end_learning_rate, float):
        raise _errors.float_type_error("polynomial_decay_lr", "end_learning_rate", end_learning_rate)
    validator.check_non_negative_float(end_learning_rate, "end_learning_rate", None)
    validator.check_positive_float(power, "power")
    validator.check_is_float(power, "power")
    validator.check_positive_int(total_step, "total_step")
    validator.check_positive_int(step_per_epoch, "step_per_epoch")
    validator.check_positive_int(decay_epoch, "decay_epoch")
    validator.check_value_type("update_decay_epoch", update_decay_epoch, [bool])
    origin_decay_epoch = decay_epoch
    lr = []
    delta = learning_rate - end_learning_rate
    for i in range(total_step):
        current_epoch = math.floor(i / step_per_epoch)
        if update_decay_epoch:
            decay_epoch = origin_decay_epoch * max(math.ceil(current_epoch / origin_decay_epoch), 1)
            tmp_epoch = current_epoch
        else:
            tmp_epoch = min(decay_epoch, current_epoch)
        lr.append(delta * (1 - tmp_epoch / decay_epoch) ** power + end_learning_rate)
    return lr


def warmup_lr(learning_rate: float, total_step: int, step_per_epoch: int, warmup_epoch: int) -> list:
    """Linear warm-up: ``lr * min(epoch, warmup_epoch) / warmup_epoch`` per step.

    Mirrors ``mindspore.nn.warmup_lr`` (2.10). Returns ``total_step`` floats.

    Raises:
        TypeError: if ``learning_rate`` is not a float. ValueError: for non-positive counts.
    """
    if not isinstance(learning_rate, float):
        raise _errors.float_type_error("warmup_lr", "learning_rate", learning_rate)
    validator.check_non_negative_float(learning_rate, "learning_rate", None)
    validator.check_positive_int(warmup_epoch, "warmup_epoch")
    validator.check_positive_int(total_step, "total_step")
    validator.check_positive_int(step_per_epoch, "step_per_epoch")
    lr = []
    for i in range(total_step):
        tmp_epoch = min(warmup_epoch, math.floor(i / step_per_epoch))
        lr.append(learning_rate * tmp_epoch / warmup_epoch)
    return lr
