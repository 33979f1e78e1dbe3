"""`mindspore.train.TimeMonitor`: prints epoch and per-step wall time."""

from __future__ import annotations

import time

from ._callback import Callback, RunContext, _check_bool

__all__ = ["TimeMonitor"]


class TimeMonitor(Callback):
    """After each epoch print ``Train epoch time: X ms, per step time: Y ms`` (``Eval ...`` in evaluation);
    with ``data_time=True`` also the mean time spent waiting for data. Mirrors ``mindspore.train.TimeMonitor``.

    Raises:
        TypeError: if ``data_time`` is not a bool. ValueError: if no step count is known.
    """

    def __init__(self, data_size: int | None = None, data_time: bool = False) -> None:
        super().__init__()
        self.data_size = data_size
        self.epoch_time = time.time()
        self.data_time = _check_bool(data_time, "data_time")
        self.data_time_sum = 0.0
        self.data_time_start = 0.0

    def on_train_step_begin(self, run_context: RunContext) -> None:
        """Accumulate the time since the last step ended (data loading)."""
        if self.data_time:
            self.data_time_sum += time.time() - self.data_time_start

    def on_train_step_end(self, run_context: RunContext) -> None:
        """Start the data-wait clock."""
        if self.data_time:
            self.data_time_start = time.time()

    def epoch_begin(self, run_context: RunContext) -> None:
        """Start the epoch clock."""
        self.epoch_time = time.time()
        if self.data_time:
            self.data_time_sum = 0.0
            self.data_time_start = time.time()

    def epoch_end(self, run_context: RunContext) -> None:
        """Print the epoch and per-step times."""
        epoch_ms = (time.time() - self.epoch_time) * 1000
        step_size = self.data_size
        cb_params = run_context.original_args()
        mode = cb_params.get("mode", "")
        batch_num = cb_params.get("batch_num")
        if isinstance(batch_num, int) and batch_num > 0:
            step_size = batch_num
        if not isinstance(step_size, int) or step_size <= 0:
            raise ValueError(f"The input value must be int and must > 0, but got '{step_size}' with type 'int'.")
        log = "{} epoch time: {:5.3f} ms, per step time: {:5.3f} ms".format(
            mode.title(), epoch_ms, epoch_ms / step_size
        )
        if self.data_time:
            log += " (data time: {:5.3f} ms)".format(self.data_time_sum * 1000 / step_size)
        print(log, flush=True)
