"""`mindspore.train.LearningRateScheduler`: change the learning rate after each step with a function."""

from __future__ import annotations

import math
from collections.abc import Callable

from ._callback import Callback, RunContext

__all__ = ["LearningRateScheduler"]


class LearningRateScheduler(Callback):
    """After each step set the optimizer's learning rate to ``learning_rate_function(lr, cur_step_num)``.
    Mirrors ``mindspore.train.LearningRateScheduler`` (needs a fixed, Parameter learning rate)."""

    def __init__(self, learning_rate_function: Callable) -> None:
        super().__init__()
        self.learning_rate_function = learning_rate_function

    def step_end(self, run_context: RunContext) -> None:
        """Apply the function to the current learning rate."""
        cb_params = run_context.original_args()
        lr_param = cb_params.optimizer.learning_rate
        lr = float(lr_param.asnumpy())
        new_lr = self.learning_rate_function(lr, cb_params.cur_step_num)
        if not math.isclose(lr, new_lr, rel_tol=1e-10):
            lr_param._t.data.fill_(float(new_lr))
