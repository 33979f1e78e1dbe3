"""`mindspore.train.EarlyStopping` and `ReduceLROnPlateau`: react to a monitored value that stops improving."""

from __future__ import annotations

import copy
import logging

import numpy as np

from ... import _checkparam as validator
from ._callback import Callback, RunContext, _handle_loss

__all__ = ["EarlyStopping", "ReduceLROnPlateau"]

_logger = logging.getLogger("mindshim")

_smaller_better_metrics = [
    "hausdorff_distance",
    "mae",
    "mse",
    "loss",
    "perplexity",
    "mean_surface_distance",
    "root_mean_square_distance",
    "eval_loss",
]


class _Monitor(Callback):
    _what = ""

    def _init_mode(self) -> None:
        if self.mode not in ["auto", "min", "max"]:
            raise ValueError("mode should be 'auto', 'min' or 'max', but got %s." % self.mode)
        self._reset_best()

    def _smaller_better(self) -> bool:
        return self.mode == "min" or (self.mode == "auto" and self.monitor in _smaller_better_metrics)

    def _reset_best(self) -> None:
        self.best = np.inf if self._smaller_better() else -np.inf

    def is_improvement(self, a, b):
        if self._smaller_better():
            return np.less(a, b - self.min_delta)
        return np.greater(a, b + self.min_delta)

    def _get_monitor_value(self, cb_params):
        candidates = {}
        if self.monitor == "loss":
            value = _handle_loss(cb_params.get("net_outputs"))
        else:
            candidates = cb_params.get("eval_results", {})
            value = candidates.get(self.monitor)
        if value is None:
            _logger.warning(
                "%s is conditioned on %s, which is not available. Available choices are: %s",
                self._what,
                self.monitor,
                set(["loss"] + list(candidates.keys())),
            )
        if isinstance(value, np.ndarray) and value.shape != ():
            raise ValueError(f"{type(self).__name__} only supports scalar monitor now.")
        return np.array(value) if value else None


class EarlyStopping(_Monitor):
    """Stop training when ``monitor`` ('eval_loss' by default, from ``Model.fit``'s evaluation, or 'loss') has not
    improved by ``min_delta`` for ``patience`` epochs; ``restore_best_weights`` reloads the best parameters.
    Mirrors ``mindspore.train.EarlyStopping``."""

    _what = "Early stopping"

    def __init__(
        self,
        monitor: str = "eval_loss",
        min_delta: float = 0,
        patience: int = 0,
        verbose: bool = False,
        mode: str = "auto",
        baseline: float | None = None,
        restore_best_weights: bool = False,
    ) -> None:
        super().__init__()
        self.monitor = validator.check_value_type("monitor", monitor, str)
        min_delta = validator.check_value_type("min_delta", min_delta, [float, int])
        self.min_delta = abs(min_delta)
        self.patience = validator.check_non_negative_int(patience)
        self.verbose = validator.check_bool(verbose)
        self.mode = validator.check_value_type("mode", mode, str)
        # As in MindSpore 2.10: a given baseline is replaced by 'min_delta'.
        self.baseline = validator.check_value_type("min_delta", min_delta, [float, int]) if baseline else None
        self.restore_best_weights = validator.check_bool(restore_best_weights)
        self.wait = 0
        self.stopped_epoch = 0
        self.best_weights_param_dict = None
        self._init_mode()

    def on_train_begin(self, run_context: RunContext) -> None:
        """Reset the counters."""
        self.wait = 0
        self.stopped_epoch = 0
        self._reset_best()
        self.best_weights_param_dict = None

    def on_train_epoch_end(self, run_context: RunContext) -> None:
        """Check the monitored value; request a stop when patience runs out."""
        cb_params = run_context.original_args()
        current = self._get_monitor_value(cb_params)
        if current is None:
            return
        net = cb_params.train_network
        if self.restore_best_weights and self.best_weights_param_dict is None:
            self.best_weights_param_dict = copy.deepcopy(net.parameters_dict())
        self.wait += 1
        if self.is_improvement(current, self.best):
            self.best = current
            if self.restore_best_weights:
                self.best_weights_param_dict = copy.deepcopy(net.parameters_dict())
            if self.baseline is None or self.is_improvement(current, self.baseline):
                self.wait = 0
        if self.wait >= self.patience:
            self.stopped_epoch = cb_params.get("cur_epoch_num")
            run_context.request_stop()
            if self.restore_best_weights and self.best_weights_param_dict is not None:
                from ..serialization import load_param_into_net

                if self.verbose:
                    print("Restoring model weights from the end of the best epoch.")
                load_param_into_net(net, self.best_weights_param_dict)

    def on_train_end(self, run_context: RunContext) -> None:
        """Say at which epoch training stopped (with ``verbose``)."""
        if self.stopped_epoch > 0 and self.verbose:
            print("Epoch %05d: early stopping" % self.stopped_epoch)


class ReduceLROnPlateau(_Monitor):
    """Multiply the optimizer's (fixed, Parameter) learning rate by ``factor`` when ``monitor`` has not improved for
    ``patience`` epochs, waiting ``cooldown`` epochs after each cut and never going below ``min_lr``.
    Mirrors ``mindspore.train.ReduceLROnPlateau``.

    Raises:
        ValueError: if ``factor`` is not in (0, 1), or (during training) the learning rate is dynamic or grouped.
    """

    _what = "Learning rate reduction"

    def __init__(
        self,
        monitor: str = "eval_loss",
        factor: float = 0.1,
        patience: int = 10,
        verbose: bool = False,
        mode: str = "auto",
        min_delta: float = 1e-4,
        cooldown: int = 0,
        min_lr: float = 0,
    ) -> None:
        super().__init__()
        self.monitor = validator.check_value_type("monitor", monitor, str)
        self.factor = validator.check_float_range(factor, 0.0, 1.0, validator.INC_NEITHER)
        self.patience = validator.check_non_negative_int(patience)
        self.verbose = validator.check_bool(verbose)
        self.mode = validator.check_value_type("mode", mode, str)
        min_delta = validator.check_value_type("min_delta", min_delta, [float, int])
        self.min_delta = abs(min_delta)
        self.cooldown = validator.check_non_negative_int(cooldown)
        self.min_lr = validator.check_value_type("min_lr", min_lr, [float, int])
        self.cooldown_counter = 0
        self.wait = 0
        self._init_mode()

    def on_train_begin(self, run_context: RunContext) -> None:
        """Reset the counters."""
        self.cooldown_counter = 0
        self.wait = 0
        self._reset_best()

    def on_train_epoch_end(self, run_context: RunContext) -> None:
        """Check the monitored value; cut the learning rate when patience runs out."""
        from ...common.parameter import Parameter

        cb_params = run_context.original_args()
        cur_lr = cb_params.optimizer.learning_rate
        if not isinstance(cur_lr, Parameter):
            raise ValueError("ReduceLROnPlateau does not support dynamic learning rate and group learning rate now.")
        current = self._get_monitor_value(cb_params)
        if current is None:
            return
        if self.cooldown_counter > 0:
            self.cooldown_counter -= 1
            self.wait = 0
        if self.is_improvement(current, self.best):
            self.best = current
            self.wait = 0
        elif self.cooldown_counter <= 0:
            self.wait += 1
            if self.wait >= self.patience:
                lr = float(cur_lr.asnumpy())
                if lr > self.min_lr:
                    # as MindSpore: max(Parameter * factor, min_lr), so the message shows the float32 Tensor
                    scaled = cur_lr * self.factor
                    new_lr = self.min_lr if self.min_lr > float(scaled.asnumpy()) else scaled
                    cur_lr._t.data.fill_(float(new_lr))
                    if self.verbose:
                        print(
                            "Epoch %05d: ReduceLROnPlateau reducing learning rate to %s."
                            % (cb_params.cur_epoch_num, new_lr)
                        )
                self.cooldown_counter = self.cooldown
                self.wait = 0
