"""`mindspore.train.LossMonitor`: prints the training loss every few steps."""

from __future__ import annotations

import numpy as np

from ._callback import Callback, RunContext, _check_non_negative_int, _handle_loss

__all__ = ["LossMonitor"]


class LossMonitor(Callback):
    """Print ``epoch: E step: S, loss is L`` every ``per_print_times`` steps (S counts within the epoch; L is the
    mean of the loss Tensor as a Python float); under ``Model.fit`` also prints the eval metrics after each epoch.
    ``per_print_times=0`` prints nothing. Mirrors ``mindspore.train.LossMonitor``.

    Raises:
        TypeError/ValueError: if ``per_print_times`` is not a non-negative int.
        ValueError: when the loss is NaN or Inf.
    """

    def __init__(self, per_print_times: int = 1) -> None:
        super().__init__()
        _check_non_negative_int(per_print_times)
        self._per_print_times = per_print_times
        self._last_print_time = 0

    def step_end(self, run_context: RunContext) -> None:
        """Print the loss when due."""
        cb_params = run_context.original_args()
        cur_epoch_num = cb_params.get("cur_epoch_num", 1)
        loss = _handle_loss(cb_params.net_outputs)
        cur_step_in_epoch = (cb_params.cur_step_num - 1) % cb_params.batch_num + 1
        if isinstance(loss, float) and (np.isnan(loss) or np.isinf(loss)):
            raise ValueError(
                f"In epoch: {cur_epoch_num} step: {cur_step_in_epoch}, loss is NAN or INF, training process cannot "
                "continue, terminating training."
            )
        per = self._per_print_times
        if per != 0 and cb_params.cur_step_num <= self._last_print_time:
            while cb_params.cur_step_num <= self._last_print_time:
                self._last_print_time -= max(per, cb_params.batch_num if cb_params.dataset_sink_mode else 1)
        if per != 0 and (cb_params.cur_step_num - self._last_print_time) >= per:
            self._last_print_time = cb_params.cur_step_num
            print(f"epoch: {cur_epoch_num} step: {cur_step_in_epoch}, loss is {loss}", flush=True)

    def on_train_epoch_end(self, run_context: RunContext) -> None:
        """Under ``Model.fit``, print the eval metrics of this epoch."""
        cb_params = run_context.original_args()
        metrics = cb_params.get("metrics")
        if metrics:
            print("Eval result: epoch %d, metrics: %s" % (cb_params.cur_epoch_num, metrics))
