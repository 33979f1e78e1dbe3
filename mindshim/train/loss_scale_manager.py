"""`mindspore.train.LossScaleManager` family: fixed and dynamic loss scaling policies used by `Model`."""

from __future__ import annotations

from .. import _api
from typing import Any
from .._kernels import errors as _errors

__all__ = _api.names(__name__)


class LossScaleManager:
    """Base class of loss-scale policies. Mirrors ``mindspore.train.LossScaleManager``."""

    def get_loss_scale(self) -> Any:
        """The current loss scale."""

    def update_loss_scale(self, overflow: bool) -> None:
        """Adjust the scale after a step (``overflow``: whether gradients overflowed)."""

    def get_update_cell(self) -> Any:
        """The Cell that updates the scale inside the train network, or None."""


class FixedLossScaleManager(LossScaleManager):
    """A constant ``loss_scale``; with ``drop_overflow_update=True`` steps whose gradients overflow are skipped.
    Mirrors ``mindspore.train.FixedLossScaleManager``.

    Raises:
        ValueError: if ``loss_scale`` < 1.
    """

    def __init__(self, loss_scale: float = 128.0, drop_overflow_update: bool = True) -> None:
        if loss_scale < 1:
            raise ValueError(f"The argument 'loss_scale' must be >= 1, but got {loss_scale}")
        self._loss_scale = loss_scale
        self._drop_overflow_update = drop_overflow_update

    def get_loss_scale(self) -> float:
        """The fixed scale."""
        return self._loss_scale

    def get_drop_overflow_update(self) -> bool:
        """Whether overflowing steps are skipped."""
        return self._drop_overflow_update

    def update_loss_scale(self, overflow: bool) -> None:
        """Nothing changes for a fixed scale."""

    def get_update_cell(self) -> Any:
        """``nn.FixedLossScaleUpdateCell(loss_scale)``, or None when overflow steps are not dropped."""
        if not self._drop_overflow_update:
            return None
        from .. import nn

        return nn.FixedLossScaleUpdateCell(self._loss_scale)


class DynamicLossScaleManager(LossScaleManager):
    """Start at ``init_loss_scale``; divide by ``scale_factor`` on overflow, multiply by it after ``scale_window``
    clean steps. Mirrors ``mindspore.train.DynamicLossScaleManager``.

    Raises:
        ValueError: if ``init_loss_scale`` < 1, ``scale_factor`` <= 0 or ``scale_window`` is not a positive int.
        RuntimeError: from ``update_loss_scale`` after more than 1000 overflowing steps in a row.
    """

    def __init__(self, init_loss_scale: float = 2**24, scale_factor: int = 2, scale_window: int = 2000) -> None:
        if init_loss_scale < 1.0:
            raise ValueError(f"The argument 'init_loss_scale' must be > 1, but got {init_loss_scale}")
        self.loss_scale = init_loss_scale
        if not isinstance(scale_window, int) or isinstance(scale_window, bool) or scale_window <= 0:
            raise _errors.value_error(
                "DynamicLossScaleManager", f"the 'scale_window' must be positive int, but got {scale_window}."
            )
        self.scale_window = scale_window
        if scale_factor <= 0:
            raise ValueError(f"The argument 'scale_factor' must be > 0, but got {scale_factor}")
        self.scale_factor = scale_factor
        self.increase_ratio = scale_factor
        self.decrease_ratio = 1 / scale_factor
        self.cur_iter = 1
        self.last_overflow_iter = 0
        self.bad_step_max = 1000
        self.bad_step = 0

    def get_loss_scale(self) -> float:
        """The current scale."""
        return self.loss_scale

    def update_loss_scale(self, overflow: bool) -> None:
        """Shrink on overflow, grow after ``scale_window`` clean steps."""
        if overflow:
            self.loss_scale = max(self.loss_scale * self.decrease_ratio, 1)
            self.last_overflow_iter = self.cur_iter
            self.bad_step += 1
        else:
            if (self.cur_iter - self.last_overflow_iter) % self.scale_window == 0:
                self.loss_scale *= self.increase_ratio
            self.bad_step = 0
        if self.bad_step > self.bad_step_max:
            raise RuntimeError(
                "Dynamic loss scale Continuous overflow ", self.bad_step, " times, has exceeded maximum threshold."
            )
        self.cur_iter += 1

    def get_drop_overflow_update(self) -> bool:
        """Always True."""
        return True

    def get_update_cell(self) -> Any:
        """``nn.DynamicLossScaleUpdateCell(loss_scale, scale_factor, scale_window)``."""
        from .. import nn

        return nn.DynamicLossScaleUpdateCell(self.loss_scale, self.scale_factor, self.scale_window)
