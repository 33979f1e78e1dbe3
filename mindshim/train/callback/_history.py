"""`mindspore.train.History`: records the network output (and eval metrics) of every epoch."""

from __future__ import annotations

import numpy as np

from ._callback import Callback, RunContext

__all__ = ["History"]


class History(Callback):
    """After training, ``history`` is {'net_output': [per-epoch mean loss, ...], <metric>: [...]} and ``epoch`` is
    {'epoch': [1, 2, ...]}. Mirrors ``mindspore.train.History``."""

    def __init__(self) -> None:
        super().__init__()
        self.history: dict = {}
        self.epoch: dict | None = None

    def begin(self, run_context: RunContext) -> None:
        """Start a new epoch list."""
        self.epoch = {"epoch": []}

    def epoch_end(self, run_context: RunContext) -> None:
        """Record this epoch's output and metrics."""
        cb_params = run_context.original_args()
        self.epoch.get("epoch").append(cb_params.get("cur_epoch_num", 1))
        net_output = cb_params.net_outputs
        if isinstance(net_output, (tuple, list)) and hasattr(net_output[0], "asnumpy"):
            net_output = net_output[0]
        if hasattr(net_output, "asnumpy"):
            net_output = np.mean(net_output.asnumpy())
        cur = {"net_output": net_output}
        metrics = cb_params.get("metrics")
        if metrics:
            cur.update(metrics)
        for k, v in cur.items():
            self.history.setdefault(k, []).append(v)
