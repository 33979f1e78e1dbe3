"""`mindspore.train.FlopsUtilizationCollector`: the model's flops per step and their share of the peak."""

from __future__ import annotations

import os
import stat
import time
from math import floor
from typing import Any

from ... import _checkparam as Validator
from ... import _state
from ..._kernels import train as _K
from ._callback import Callback, RunContext

__all__ = ["FlopsUtilizationCollector"]

_GRAPH_ONLY = "FlopsUtilizationCollector now only support graph mode."


def _parallel() -> tuple[bool, int, int]:
    """``(stand-alone, rank, group size)``."""
    from ...context import get_auto_parallel_context

    if get_auto_parallel_context("parallel_mode") == "stand_alone":
        return True, 0, 1
    from ...communication.management import get_group_size, get_rank

    return False, get_rank(), get_group_size()


def _floored_percentage(label: str, val: float, digits: int) -> str:
    val *= 10 ** (digits + 2)
    return label + "{1:.{0}f}%".format(digits, floor(val) / 10**digits)


class FlopsUtilizationCollector(Callback):
    """Count the flops of a training step and print the model and hardware flops utilisation (MFU, HFU) as
    ``Train per step time: T ms mfu:X% hfu:X%`` after each step whose number is not a multiple of ``data_size``.

    At the first step end it prints ``Full model flops is F, Full hardware flops is F, Shard model flops is S, Shard
    hardware flops is S.`` (with ``full_flops=False`` only the shard part); the utilisation is
    ``1000 * flops / computility / step_ms`` floored to two decimals. The flops are those of the matrix products,
    convolutions and attention of the step's forward and backward (two per multiply-add; only the gradients
    computed), counted over the first step (MindSpore counts them in the compiled graph; the numbers agree).
    Stand-alone training counts the same model and hardware flops (nothing recomputed). With
    ``enable_ma_collector`` the flops and step times are written to ``flops_rank_N.txt`` and
    ``time_step_rank_N.txt`` under ``MA_LOG_DIR`` (and nothing is printed when ``computility`` is 1).

    Mirrors ``mindspore.train.FlopsUtilizationCollector(data_size, computility=1, full_flops=True,
    enable_ma_collector=False)`` (2.10).

    Raises:
        TypeError / ValueError: ``data_size`` not a positive int, ``full_flops`` or ``enable_ma_collector`` not a
            bool. ValueError (at the first step end): not in GRAPH_MODE, or a mode other than train and eval.
    """

    def __init__(
        self, data_size: int, computility: float = 1, full_flops: bool = True, enable_ma_collector: bool = False
    ) -> None:
        super().__init__()
        self.step_time = time.time()
        self.computility = computility
        self.full_mfu = 0.0
        self.full_hfu = 0.0
        self.shard_mfu = 0.0
        self.shard_hfu = 0.0
        self.full_model_flops = 0.0
        self.shard_model_flops = 0.0
        self.full_hardware_flops = 0.0
        self.shard_hardware_flops = 0.0
        self.mfu_calculated = False
        self.data_size = data_size
        self.time_step_path = ""
        self.full_flops = full_flops
        self.verbose = not (computility == 1 and enable_ma_collector)
        self.ma = enable_ma_collector
        self.batch_step_size = None
        self._counter = None
        Validator.check_bool(full_flops, "full_flops")
        Validator.check_bool(enable_ma_collector, "enable_ma_collector")
        Validator.check_positive_int(data_size, "data_size")

    def step_begin(self, run_context: RunContext) -> None:
        """Record the step's start time (and, before the first step, start counting its flops)."""
        if self.batch_step_size is None:
            self.batch_step_size = self.data_size
            cb_params = run_context.original_args()
            batch_num = getattr(cb_params, "batch_num", None)
            if isinstance(batch_num, int) and batch_num > 0:
                self.batch_step_size = batch_num
            Validator.check_positive_int(self.batch_step_size)
        if not self.mfu_calculated and self._counter is None:
            self._counter = _K.flop_counter()
            self._counter.__enter__()
        self.step_time = time.time()

    def _check_run_mode_valid(self, run_context: RunContext) -> bool:
        """Whether the flops can be counted here (MindSpore: a compiled train or eval network)."""
        counter, self._counter = self._counter, None
        if counter is not None:
            counter.__exit__(None, None, None)
        cb_params = run_context.original_args()
        problem = None
        if getattr(cb_params, "mode", None) not in ("train", "eval"):
            problem = "FlopsUtilizationCollector only support train and eval mode!"
        elif not _state.GRAPH_MODE[0]:
            problem = _GRAPH_ONLY
        elif counter is None:
            problem = "FlopsUtilizationCollector is not supported because the step was not counted."
        if problem is not None:
            if self.verbose:
                raise ValueError(problem)
            return False
        flops = float(_K.counted_flops(counter))
        self.full_model_flops = self.full_hardware_flops = flops
        self.shard_model_flops = self.shard_hardware_flops = flops
        return True

    def _write_flops(self, rank_id: int) -> None:
        log_dir = os.path.realpath(os.getenv("MA_LOG_DIR", "./"))
        flops_path = os.path.join(log_dir, "flops_rank_" + str(rank_id)) + ".txt"
        self.time_step_path = os.path.join(log_dir, "time_step_rank_" + str(rank_id)) + ".txt"
        stamp = int(round(time.time() * 1000))
        with os.fdopen(os.open(flops_path, os.O_WRONLY | os.O_CREAT, stat.S_IWUSR | stat.S_IRUSR), "w") as f:
            f.write(f'flops{{type="model_flops", rank_id="{rank_id}"}} {self.shard_model_flops} {stamp}\n')
            f.write(f'flops{{type="hardware_flops", rank_id="{rank_id}"}} {self.shard_hardware_flops} {stamp}\n')

    def step_end(self, run_context: RunContext) -> None:
        """Print the flops (first step) and the step's time and utilisation."""
        step_seconds = (time.time() - self.step_time) * 1000
        alone, rank_id, group_size = _parallel()
        if not self.mfu_calculated:
            if not self._check_run_mode_valid(run_context):
                return
            self.full_mfu = self.full_model_flops / self.computility
            self.full_hfu = self.full_hardware_flops / self.computility
            self.shard_mfu = self.shard_model_flops / self.computility
            self.shard_hfu = self.shard_hardware_flops / self.computility
            self.mfu_calculated = True
            if self.ma:
                self._write_flops(rank_id)
            if self.verbose:
                shard = (
                    f"Shard model flops is {self.shard_model_flops}, "
                    f"Shard hardware flops is {self.shard_hardware_flops}."
                )
                if self.full_flops:
                    full_model_flops = self.full_mfu * self.computility
                    full_hardware_flops = self.full_hfu * self.computility
                    if not alone:
                        self.full_mfu = self.full_mfu / group_size
                        self.full_hfu = self.full_hfu / group_size
                    shard = (
                        f"Full model flops is {full_model_flops}, Full hardware flops is {full_hardware_flops}, "
                        + shard
                    )
                print(shard, flush=True)
        cb_params = run_context.original_args()
        if cb_params.dataset_sink_mode:
            step_seconds = step_seconds / self.batch_step_size
        if self.ma:
            stamp = int(round(time.time() * 1000))
            line = f'time_monitor{{type="per_step_time", rank_id="{rank_id}"}} {step_seconds} {stamp}'
            flags, modes = os.O_WRONLY | os.O_CREAT, stat.S_IWUSR | stat.S_IRUSR
            with os.fdopen(os.open(self.time_step_path, flags, modes), "w") as f:
                f.write(line + "\n")
        train_log = "{} per step time: {:5.3f} ms".format(cb_params.mode.title(), step_seconds)
        if self.verbose and cb_params.cur_step_num % self.data_size:
            mfu, hfu = (self.full_mfu, self.full_hfu) if self.full_flops else (self.shard_mfu, self.shard_hfu)
            train_log += _floored_percentage(" mfu:", 1000 * mfu / step_seconds, 2)
            train_log += _floored_percentage(" hfu:", 1000 * hfu / step_seconds, 2)
            print(train_log, flush=True)

    def end(self, run_context: Any) -> None:
        """Stop counting if training ended inside the first step."""
        counter, self._counter = self._counter, None
        if counter is not None:
            counter.__exit__(None, None, None)
