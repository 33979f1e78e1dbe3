"""`mindspore.train.SummaryCollector`: a callback recording loss, learning rate, parameter histograms and input images
as TensorBoard event files through :class:`mindspore.train.summary.SummaryRecord`."""

from __future__ import annotations

import logging
import os
import re
from typing import Any

import numpy as np

from ._callback import Callback
from ..._kernels import errors as _errors

__all__ = ["SummaryCollector"]

_logger = logging.getLogger("mindspore")

_DEFAULT_SPECIFIED_DATA = {
    "collect_metric": True,
    "collect_graph": True,
    "collect_train_lineage": True,
    "collect_eval_lineage": True,
    "collect_input_data": True,
    "collect_dataset_graph": True,
    "histogram_regular": None,
    "collect_landscape": {
        "landscape_size": 40,
        "unit": "step",
        "num_samples": 2048,
        "create_landscape": {"train": True, "result": True},
        "intervals": [[1, 2, 3, 4, 5, 6, 7, 8, 9], [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]],
    },
}


def _check_type(name: str, value: Any, types: tuple) -> None:
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
        names = ", ".join(f"'{t.__name__}'" for t in types)
        raise _errors.type_error(name, f"the type of '{name}' should be {names}, but got '{type(value).__name__}'.")


class SummaryCollector(Callback):
    """Records training data every ``collect_freq`` steps into a TensorBoard event file under ``summary_dir``.

    What is collected (MindSpore's schedule: the first step, then every step whose number is a multiple of
    ``collect_freq``; in training only):

    - ``collect_metric``: the loss (mean of the network output, or of its first element) as scalar ``loss/auto``;
    - ``histogram_regular``: histograms ``<parameter name>/auto`` of the optimizer's parameters whose names match
      this regular expression, or of its first five parameters when it is None;
    - ``collect_input_data``: the first input of the step as image ``input_data/auto`` when it is a 4-D (NCHW)
      Tensor (otherwise a warning and input collection stops);
    - the optimizer's learning rate as scalar ``learning_rate/auto`` whenever ``collect_metric`` is on and the
      learning rate is one value held in a Parameter (not a schedule or per-group rates); this is an addition:
      MindSpore stores the learning rate only in the training lineage.

    Mirrors ``mindspore.train.SummaryCollector`` (2.10); arguments and their checks are MindSpore's. Known
    differences: the file is a TensorBoard event file readable by TensorBoard, not by MindInsight (see
    :class:`~mindspore.train.summary.SummaryRecord`); graphs, lineage, the dataset graph, ``custom_lineage_data``,
    ``collect_tensor_freq`` (tensor summaries) and the loss landscape are not collected (no ``ckpt_dir`` is written);
    ``export_options`` is ignored. Needs the optional ``tensorboard`` package.

    Raises:
        TypeError / ValueError: for bad arguments (``collect_freq`` not a positive int, unknown keys in
            ``collect_specified_data``, an invalid ``histogram_regular``, ...).
        ImportError: if ``tensorboard`` is not installed (``pip install 'mindshim[summary]'``).
    """

    def __init__(
        self,
        summary_dir: str,
        collect_freq: int = 10,
        num_process: int = 32,
        collect_specified_data: dict | None = None,
        keep_default_action: bool = True,
        custom_lineage_data: dict | None = None,
        collect_tensor_freq: int | None = None,
        max_file_size: int | None = None,
        export_options: dict | None = None,
    ) -> None:
        super().__init__()
        if not isinstance(summary_dir, str) or not summary_dir.strip():
            raise ValueError("The summary_dir is invalid, it should be non-blank.")
        self._summary_dir = os.path.realpath(os.path.expanduser(summary_dir))
        os.makedirs(self._summary_dir, exist_ok=True)
        self._check_positive("collect_freq", collect_freq)
        self._collect_freq = collect_freq
        self._check_positive("collect_tensor_freq", collect_tensor_freq, allow_none=True)
        self._collect_tensor_freq = collect_tensor_freq
        self._check_positive("max_file_size", max_file_size, allow_none=True)
        self._max_file_size = max_file_size
        self._export_options = export_options
        _check_type("keep_default_action", keep_default_action, (bool,))
        self._collect_specified_data = self._process_specified_data(collect_specified_data, keep_default_action)
        if custom_lineage_data is not None:
            _check_type("custom_lineage_data", custom_lineage_data, (dict,))
        self._custom_lineage_data = custom_lineage_data
        self._num_process = num_process
        from ..summary.summary_record import _tb

        _tb()  # fail early, with the pip extra to install, when tensorboard is missing
        self._record = None
        self._first_step = True
        self._optimizer: Any = None
        self._is_parse_loss_success = True

    @property
    def summary_dir(self) -> str:
        """The directory the event file is written to."""
        return self._summary_dir

    def _check_positive(self, name: str, value: Any, allow_none: bool = False) -> None:
        if allow_none and value is None:
            return
        _check_type(name, value, (int,))
        if value <= 0:
            raise ValueError(
                f'For "SummaryCollector", the value of `{name}` should be greater than 0, but got `{value}`.'
            )

    def _process_specified_data(self, specified_data: dict | None, action: bool) -> dict:
        if specified_data is not None:
            _check_type("collect_specified_data", specified_data, (dict,))
        if specified_data is None:
            return dict(_DEFAULT_SPECIFIED_DATA) if action else {}
        for key in specified_data:
            _check_type(key, key, (str,))
        unexpected = set(specified_data) - set(_DEFAULT_SPECIFIED_DATA)
        if unexpected:
            raise ValueError(
                f'For "SummaryCollector", the keys {unexpected} of `collect_specified_data` are unsupported, '
                f"expect the follow keys: {list(_DEFAULT_SPECIFIED_DATA.keys())}"
            )
        if "histogram_regular" in specified_data:
            regular = specified_data["histogram_regular"]
            if regular is not None:
                _check_type("histogram_regular", regular, (str,))
                try:
                    re.match(regular, "")
                except re.error as exc:
                    raise ValueError(
                        "For `collect_specified_data`, the value of `histogram_regular` is not a valid regular "
                        f"expression. Detail: {exc}."
                    ) from exc
        for item in set(_DEFAULT_SPECIFIED_DATA) - {"histogram_regular", "collect_landscape"}:
            if item in specified_data:
                _check_type(item, specified_data[item], (bool,))
        if action:
            result = dict(_DEFAULT_SPECIFIED_DATA)
            result.update(specified_data)
            return result
        return dict(specified_data)

    # ------------------------------------------------------------------ callback protocol
    def __enter__(self) -> SummaryCollector:
        from ..summary import SummaryRecord

        self._record = SummaryRecord(
            log_dir=self._summary_dir,
            max_file_size=self._max_file_size,
            raise_exception=False,
            export_options=self._export_options,
        )
        self._first_step = True
        return self

    def __exit__(self, *err: Any) -> None:
        if self._record is not None:
            self._record.close()

    def _ensure_record(self) -> None:
        if self._record is None or self._record._closed:
            self.__enter__()

    def begin(self, run_context: Any) -> None:
        cb_params = run_context.original_args()
        if cb_params.mode not in ("train", "eval"):
            raise ValueError(
                f"Only support `train` (model.train) and `eval` (model.eval) mode, but got `{cb_params.mode}` mode."
            )
        self._ensure_record()
        self._record.set_mode(cb_params.mode)

    def step_end(self, run_context: Any) -> None:
        cb_params = run_context.original_args()
        if cb_params.mode != "train":
            return
        self._collect(cb_params)

    def epoch_end(self, run_context: Any) -> None:
        cb_params = run_context.original_args()
        if cb_params.mode != "train":
            return
        self._collect(cb_params)
        self._record.flush()

    def end(self, run_context: Any) -> None:
        if self._record is not None and not self._record._closed:
            self._record.flush()

    # ------------------------------------------------------------------ collection
    def _collect(self, cb_params: Any) -> None:
        self._ensure_record()
        if self._first_step:
            self._first_step = False
        elif cb_params.cur_step_num % self._collect_freq != 0:
            return
        self._collect_input_data(cb_params)
        self._collect_metric(cb_params)
        self._collect_histogram(cb_params)
        self._record.record(int(cb_params.cur_step_num))

    def _collect_input_data(self, cb_params: Any) -> None:
        if not self._collect_specified_data.get("collect_input_data"):
            return
        data = cb_params.get("train_dataset_element")
        if isinstance(data, (list, tuple)):
            data = data[0] if data else None
        if data is None:
            self._collect_specified_data["collect_input_data"] = False
            return
        try:
            self._record.add_value("image", "input_data/auto", data)
        except (TypeError, ValueError):
            _logger.warning("The input data of network are not image, so will not collect by SummaryCollector.")
            self._collect_specified_data["collect_input_data"] = False

    def _collect_metric(self, cb_params: Any) -> None:
        if not self._collect_specified_data.get("collect_metric"):
            return
        from ...common.tensor import Tensor

        loss = self._get_loss(cb_params)
        if loss is not None:
            self._record.add_value("scalar", "loss/auto", loss)
        opt = self._get_optimizer(cb_params)
        lr = getattr(opt, "learning_rate", None) if opt is not None else None
        if lr is not None and hasattr(lr, "asnumpy"):
            value = np.asarray(lr.asnumpy(), dtype=np.float32)
            if value.size == 1:
                self._record.add_value("scalar", "learning_rate/auto", Tensor(value.reshape(())))

    def _get_loss(self, cb_params: Any) -> Any:
        if not self._is_parse_loss_success:
            return None
        from ...common.tensor import Tensor

        output = cb_params.get("net_outputs")
        if isinstance(output, (list, tuple)) and output:
            output = output[0]
        if output is None or not isinstance(output, (int, float, Tensor)):
            _logger.warning("Can not find the loss in the network output, so SummaryCollector will not collect loss.")
            self._is_parse_loss_success = False
            return None
        value = output.asnumpy() if isinstance(output, Tensor) else np.asarray(output)
        return Tensor(np.asarray(np.mean(value), dtype=np.float32))

    def _get_optimizer(self, cb_params: Any) -> Any:
        if self._optimizer is not None:
            return self._optimizer or None
        from ...nn.optim.optimizer import Optimizer

        opt = cb_params.get("optimizer")
        if opt is None:
            net = cb_params.get("train_network")
            if net is not None:
                for _, cell in net.cells_and_names():
                    if isinstance(cell, Optimizer):
                        opt = cell
                        break
                    cand = getattr(cell, "optimizer", None)
                    if isinstance(cand, Optimizer):
                        opt = cand
                        break
        if not isinstance(opt, Optimizer):
            opt = None
        self._optimizer = opt if opt is not None else False
        return opt

    def _collect_histogram(self, cb_params: Any) -> None:
        if "histogram_regular" not in self._collect_specified_data:
            return
        opt = self._get_optimizer(cb_params)
        if opt is None:
            return
        params = list(opt.parameters)
        regular = self._collect_specified_data.get("histogram_regular")
        if regular is not None:
            params = [p for p in params if re.match(regular, p.name)]
        else:
            params = params[:5]
        for p in params:
            self._record.add_value("histogram", p.name + "/auto", p)
