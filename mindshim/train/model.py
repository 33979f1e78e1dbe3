"""`mindspore.train.Model`: the high-level train / eval / predict loop with callbacks and metrics."""

from __future__ import annotations

from .. import _api
from collections.abc import Iterable
from typing import Any

import numpy as np

from .. import _checkparam as validator
from ..context import ParallelMode as ParallelMode  # MindSpore's train.model imports it; code reaches it there
from .callback._callback import Callback, CallbackManager, InternalCallbackParam, RunContext
from .metrics import Loss, get_metric_fn, get_metrics
from .._kernels import errors as _errors

__all__ = _api.names(__name__)

_KWARGS = ["loss_scale_manager", "keep_batchnorm_fp32", "boost_config_dict", "acc_level"]


def _transfer_tensor_to_tuple(inputs: Any) -> Any:
    from ..common.tensor import Tensor

    if isinstance(inputs, Tensor):
        return (inputs,)
    return inputs


_positive_int = validator.check_positive_int
_non_negative_int = validator.check_non_negative_int
_check_bool = validator.check_bool


def _plain(value: Any) -> Any:
    """numpy float scalars -> Python floats, so results print as MindSpore's do (under numpy 1)."""
    if isinstance(value, np.floating) and value.dtype == np.float64:
        return float(value)
    return value


def _parameter_broadcast_check(parallel_mode: str, parameter_broadcast: bool) -> None:
    """MindSpore's ``parallel._utils._parameter_broadcast_check``.

    Raises:
        ValueError: ``parameter_broadcast`` in 'stand_alone', 'semi_auto_parallel' or 'auto_parallel' mode.
    """
    if parameter_broadcast is True and parallel_mode in ("stand_alone", "semi_auto_parallel", "auto_parallel"):
        raise ValueError(
            "stand_alone, semi_auto_parallel and auto_parallel do not support parameter broadcast, "
            f"parallel_mode: {parallel_mode}, parameter_broadcast:{parameter_broadcast}"
        )


def _broadcast_parameters(network: Any) -> None:
    """Copy rank 0's value of every parameter of ``network.parameters_broadcast_dict()`` to all ranks (what
    MindSpore's graph compile does under ``parameter_broadcast=True``); nothing in a single process."""
    import torch

    from ..communication import comm_func
    from ..communication.management import _dist, get_group_size

    if _dist() is None or get_group_size() == 1:
        return
    for param in network.parameters_broadcast_dict().values():
        value = comm_func.broadcast(param, 0)._data()
        with torch.no_grad():
            param._data().copy_(value)


def _check_train_args(api: str, word: str, train_dataset: Any, epoch: Any, initial_epoch: Any, sink_size: Any) -> int:
    """The checks ``Model.train`` and ``Model.fit`` share, with MindSpore 2.10's messages (``api`` names the method,
    ``word`` is how its message calls ``sink_size``); returns ``sink_size`` with -1 resolved to the dataset size."""
    if not isinstance(sink_size, int) or isinstance(sink_size, bool):
        raise TypeError(f"The input value must be int, but got '{type(sink_size).__name__}'")
    _positive_int(epoch)
    _non_negative_int(initial_epoch)
    if initial_epoch >= epoch:
        raise _errors.value_error(
            f"Model.{api}",
            "the parameter 'epoch' must bigger than parameter 'initial_epoch', but got the "
            f"parameter 'epoch' is {epoch}, 'initial_epoch' is {initial_epoch}.",
        )
    dataset_size = train_dataset.get_dataset_size()
    if dataset_size == 0:
        raise ValueError("There is no valid data in dataset, please check dataset file firstly.")
    if sink_size == -1:
        sink_size = dataset_size
    if sink_size < -1 or sink_size == 0:
        raise _errors.value_error(
            f"Model.{api}", f"The {word} 'sink_size' must be -1 or positive, but got {sink_size}."
        )
    return sink_size


class Model:
    """High-level training and evaluation around ``network``.

    With ``optimizer`` the train network is ``nn.TrainOneStepCell(nn.WithLossCell(network, loss_fn), optimizer)``
    (``nn.TrainOneStepWithLossScaleCell`` when ``loss_scale_manager`` has an update cell); with only ``loss_fn`` it
    is ``nn.WithLossCell``; otherwise ``network`` itself. ``metrics`` (a set of names such as ``{'acc', 'loss'}`` or
    a dict {name: Metric}) enables :meth:`eval`; the eval network is ``eval_network`` or
    ``nn.WithEvalCell(network, loss_fn)`` whose outputs (loss, logits, label) feed the metrics by ``eval_indexes``.
    ``amp_level`` other than 'O0' applies ``mindspore.amp.auto_mixed_precision``; ``boost_level`` (with the
    ``boost_config_dict`` keyword) configures :class:`mindspore.boost.AutoBoost`, whose network processing runs
    when the level is 'O1'/'O2' and an optimizer and metrics or an eval network are given, and the train network is
    then a ``boost.BoostTrainOneStepCell``. Keyword arguments: ``loss_scale_manager``, ``keep_batchnorm_fp32``, ``boost_config_dict``,
    ``acc_level``. Mirrors ``mindspore.train.Model`` (2.10), including the CPU behaviour of dataset sink mode
    (accepted; the steps run one by one).

    Raises:
        ValueError: for an unknown keyword argument, ``metrics`` without ``loss_fn`` or ``eval_network``,
            ``loss_scale_manager`` without an optimizer, or ``amp_level`` != 'O0' without an optimizer.
        TypeError: if ``network`` is not a Cell.
    """

    def __init__(
        self,
        network: Any,
        loss_fn: Any = None,
        optimizer: Any = None,
        metrics: Any = None,
        eval_network: Any = None,
        eval_indexes: list | None = None,
        amp_level: str = "O0",
        boost_level: str = "O0",
        **kwargs: Any,
    ) -> None:
        self._network = network
        self._loss_fn = loss_fn
        self._optimizer = optimizer
        self._loss_scale_manager = None
        self._loss_scale_manager_set = False
        self._keep_bn_fp32 = None
        for arg in kwargs:
            if arg not in _KWARGS:
                raise ValueError(
                    "The argument in 'kwargs' should be 'loss_scale_manager' or 'keep_batchnorm_fp32' or "
                    f"'boost_config_dict' or 'acc_level', but got '{arg}'."
                )
        self._amp_level = amp_level
        self._boost_level = boost_level
        self._eval_network = eval_network
        if "keep_batchnorm_fp32" in kwargs:
            self._keep_bn_fp32 = kwargs["keep_batchnorm_fp32"]
        if "loss_scale_manager" in kwargs:
            self._loss_scale_manager = kwargs["loss_scale_manager"]
            self._loss_scale_manager_set = True
        from ..context import _get_device_num, get_auto_parallel_context

        self._parallel_mode = get_auto_parallel_context("parallel_mode")
        self._device_number = _get_device_num()
        self._parameter_broadcast = bool(get_auto_parallel_context("parameter_broadcast"))
        self._metrics = metrics
        if optimizer is None and amp_level != "O0":
            raise ValueError(
                "Auto mixed precision will not work because 'optimizer' is None.Please set amp_level='O0' to disable "
                "auto mixed precision or set 'optimizer' not be None to use auto mixed precision."
            )
        self._build_boost_network(kwargs)
        self._train_network = self._build_train_network()
        self._build_eval_network(metrics, self._eval_network, eval_indexes)
        self._predict_network = self._network
        self._current_epoch_num = 0
        self._current_step_num = 0
        self.epoch_iter = 0
        self.batch_num = -1
        self._initial_step = None

    # ---- building
    def _build_boost_network(self, kwargs: dict) -> None:
        """Configure :class:`mindspore.boost.AutoBoost` and let it process the networks (MindSpore's order)."""
        from .. import log as logger
        from ..boost import AutoBoost

        boost_config_dict = kwargs.get("boost_config_dict", "")
        if "acc_level" in kwargs:
            self._boost_level = kwargs["acc_level"]
            logger.warning("Next version acc_level will be removed, please replace with boost_level")
        processor = AutoBoost(self._boost_level, boost_config_dict)
        if processor.level not in ["O1", "O2"]:
            return
        if self._optimizer is None:
            logger.warning("In boost mode, the optimizer must be defined.")
            return
        if self._eval_network is None and self._metrics is None:
            logger.warning("In boost mode, the eval_network and metrics cannot be undefined at the same time.")
            return
        self._network, self._optimizer = processor.network_auto_process_train(self._network, self._optimizer)
        if self._eval_network is not None:
            self._eval_network = processor.network_auto_process_eval(self._eval_network)

    def _build_train_network(self):
        from .. import nn

        network = self._network
        validator.check_value_type("network", network, nn.Cell)
        if self._loss_scale_manager is not None and self._optimizer is None:
            raise ValueError("The argument 'optimizer' can not be None when set 'loss_scale_manager'.")
        if self._optimizer:
            from . import amp

            amp_config = {}
            if self._loss_scale_manager_set:
                amp_config["loss_scale_manager"] = self._loss_scale_manager
            if self._keep_bn_fp32 is not None:
                amp_config["keep_batchnorm_fp32"] = self._keep_bn_fp32
            return amp.build_train_network(
                network,
                self._optimizer,
                self._loss_fn,
                level=self._amp_level,
                boost_level=self._boost_level,
                **amp_config,
            )
        if self._loss_fn:
            return nn.WithLossCell(network, self._loss_fn)
        return network

    def _build_eval_network(self, metrics, eval_network, eval_indexes) -> None:
        from .. import nn

        self._metric_fns = get_metrics(metrics)
        self._eval_indexes = None
        if not self._metric_fns:
            return
        if eval_network is not None:
            if eval_indexes is not None and not (isinstance(eval_indexes, list) and len(eval_indexes) == 3):
                raise ValueError(
                    "The argument 'eval_indexes' must be a list or None. If 'eval_indexes' is a list, length of it "
                    f"must be three. But got 'eval_indexes' {eval_indexes}"
                )
            self._eval_network = eval_network
            self._eval_indexes = eval_indexes
        else:
            if self._loss_fn is None:
                raise ValueError(
                    "If `metrics` is set, `eval_network` must not be None. Do not set `metrics` if you don't want an "
                    "evaluation.\nIf evaluation is required, you need to specify `eval_network`, which will be used "
                    "in the framework to evaluate the model.\nFor the simple scenarios with one data, one label and "
                    "one logits, `eval_network` is optional, and then you can set `eval_network` or `loss_fn`. For "
                    "the latter case, framework will automatically build an evaluation network with `network` and "
                    "`loss_fn`."
                )
            self._eval_network = nn.WithEvalCell(self._network, self._loss_fn, self._amp_level in ["O2", "O3", "auto"])
            self._eval_indexes = [0, 1, 2]

    # ---- metrics
    def _clear_metrics(self) -> None:
        for metric in self._metric_fns.values():
            metric.clear()

    def _update_metrics(self, outputs) -> None:
        from ..common.tensor import Tensor

        if isinstance(outputs, Tensor):
            outputs = (outputs,)
        if isinstance(outputs, list):
            outputs = tuple(outputs)
        if not isinstance(outputs, tuple):
            raise ValueError(f"The argument 'outputs' should be tuple, but got {type(outputs)}.")
        idx = self._eval_indexes
        if idx is not None and len(outputs) < 3:
            raise ValueError(f"The length of 'outputs' must be >= 3, but got {len(outputs)}")
        for metric in self._metric_fns.values():
            if idx is None:
                metric.update(*outputs)
            elif isinstance(metric, Loss):
                metric.update(outputs[idx[0]])
            else:
                metric.update(outputs[idx[1]], outputs[idx[2]])

    def _get_metrics(self) -> dict:
        return {key: _plain(value.eval()) for key, value in self._metric_fns.items()}

    @staticmethod
    def _transform_callbacks(callbacks) -> list:
        if callbacks is None:
            return []
        if isinstance(callbacks, Iterable):
            return list(callbacks)
        return [callbacks]

    # ---- training
    def train(
        self,
        epoch: int,
        train_dataset: Any,
        callbacks: Any = None,
        dataset_sink_mode: bool = False,
        sink_size: int = -1,
        initial_epoch: int = 0,
    ) -> None:
        """Train for ``epoch`` epochs over ``train_dataset`` (each element: the train network's inputs, e.g.
        (data, label)), calling ``callbacks`` (a Callback or a list). ``initial_epoch`` resumes numbering from
        there. ``dataset_sink_mode=True`` runs the same steps one by one (MindSpore's CPU behaviour), with
        ``batch_num`` = ``sink_size`` when positive.

        Raises:
            ValueError: if ``epoch`` <= 0, ``initial_epoch`` >= ``epoch``, the dataset is empty, ``sink_size`` is 0
                or < -1, or (with ``loss_fn``) a dataset element does not have two columns.
        """
        _check_bool(dataset_sink_mode)
        sink_size = _check_train_args("train", "argument", train_dataset, epoch, initial_epoch, sink_size)
        self._train(epoch, train_dataset, callbacks, dataset_sink_mode, sink_size, initial_epoch)

    def fit(
        self,
        epoch: int,
        train_dataset: Any,
        valid_dataset: Any = None,
        valid_frequency: int | list = 1,
        callbacks: Any = None,
        dataset_sink_mode: bool = False,
        valid_dataset_sink_mode: bool = False,
        sink_size: int = -1,
        initial_epoch: int = 0,
    ) -> None:
        """Train like :meth:`train`, evaluating on ``valid_dataset`` every ``valid_frequency`` epochs (an int, or
        a list of epoch numbers). Results reach callbacks as ``cb_params.metrics`` and ``cb_params.eval_results``
        (which adds 'eval_loss') in ``on_train_epoch_end``.

        Raises:
            ValueError: as :meth:`train`, or ``valid_dataset`` without metrics.
            TypeError: if ``valid_frequency`` is not an int or list.
        """
        _check_bool(dataset_sink_mode)
        _check_bool(valid_dataset_sink_mode)
        sink_size = _check_train_args("fit", "parameter", train_dataset, epoch, initial_epoch, sink_size)
        if not isinstance(valid_frequency, (int, list)):
            raise _errors.type_error(
                "Model.fit",
                f"the type of 'valid_frequency' must be a list or an integer, but got type {type(valid_frequency)}.",
            )
        if valid_dataset and not self._metric_fns:
            raise _errors.value_error(
                "Model.fit",
                "if valid_dataset is not None, the model argument 'metrics' can not beNone or "
                "empty, you should set the argument 'metrics' for model.",
            )
        self._train(
            epoch,
            train_dataset,
            callbacks,
            dataset_sink_mode,
            sink_size,
            initial_epoch,
            (valid_dataset, valid_frequency, valid_dataset_sink_mode),
        )

    def _train(self, epoch, train_dataset, callbacks, dataset_sink_mode, sink_size, initial_epoch, valid_infos=None):
        if self._parameter_broadcast:  # MindSpore broadcasts when it compiles the train network (no mode check here)
            self._train_network.set_broadcast_flag()
            _broadcast_parameters(self._train_network)
        cb_params = InternalCallbackParam()
        cb_params.cur_step_num = 0
        cb_params.train_network = self._train_network
        cb_params.epoch_num = epoch - initial_epoch
        if dataset_sink_mode and sink_size > 0:
            cb_params.batch_num = sink_size
        else:
            cb_params.batch_num = train_dataset.get_dataset_size()
        self.batch_num = cb_params.batch_num
        cb_params.mode = "train"
        cb_params.loss_fn = self._loss_fn
        cb_params.optimizer = self._optimizer
        cb_params.parallel_mode = self._parallel_mode
        cb_params.device_number = self._device_number
        cb_params.train_dataset = train_dataset
        cb_params.list_callback = self._transform_callbacks(callbacks)
        cb_params.train_dataset_element = None
        cb_params.network = self._network
        cb_params.last_save_ckpt_step = None
        cb_params.latest_ckpt_file = None
        cb_params.loss_scale_mananger = self._loss_scale_manager  # sic: MindSpore's key
        cb_params.initial_step = self._initial_step
        if valid_infos is None:
            valid_infos = (None, 1, False)
        with CallbackManager(cb_params.list_callback) as list_callback:
            self._check_reuse_dataset(train_dataset)
            self._train_process(epoch, train_dataset, list_callback, cb_params, initial_epoch, valid_infos)

    def _check_reuse_dataset(self, dataset: Any) -> None:
        """Bind ``dataset`` to this Model on its first ``train``/``fit``; a dataset bound to another Model raises.

        MindSpore 2.10 marks the dataset object (not its parents) with ``__model_hash__``; evaluation datasets
        are not marked.

        Raises:
            RuntimeError: if ``dataset`` was trained on by another Model.
        """
        if not hasattr(dataset, "__model_hash__"):
            dataset.__model_hash__ = hash(self)
        if dataset.__model_hash__ != hash(self):
            raise RuntimeError(
                "The dataset object had been used in other model by model.train(...), please create a new dataset."
            )

    def _train_process(self, epoch, train_dataset, list_callback, cb_params, initial_epoch, valid_infos) -> None:
        iterator = train_dataset.create_tuple_iterator(num_epochs=epoch - initial_epoch)
        train_network = self._train_network
        train_network.set_train(True)
        cb_params.dataset_sink_mode = False
        run_context = RunContext(cb_params)
        list_callback.on_train_begin(run_context)
        lsm = self._loss_scale_manager
        check_overflow = lsm is not None and lsm.get_drop_overflow_update()
        for i in range(initial_epoch, epoch):
            cb_params.cur_epoch_num = i + 1
            self._current_epoch_num = cb_params.cur_epoch_num
            self._current_step_num = 0
            list_callback.on_train_epoch_begin(run_context)
            for next_element in iterator:
                len_element = len(next_element)
                next_element = _transfer_tensor_to_tuple(next_element)
                if self._loss_fn and len_element != 2:
                    raise ValueError(
                        "When 'loss_fn' is not None, 'train_dataset' should return two elements, but got "
                        f"{len_element}, please check the number of elements returned by 'train_dataset'"
                    )
                cb_params.cur_step_num += 1
                self._current_step_num = int((cb_params.cur_step_num - 1) % cb_params.batch_num + 1)
                cb_params.train_dataset_element = next_element
                list_callback.on_train_step_begin(run_context)
                outputs = train_network(*next_element)
                cb_params.net_outputs = outputs
                if check_overflow:
                    lsm.update_loss_scale(bool(np.all(outputs[1].asnumpy())))
                list_callback.on_train_step_end(run_context)
                if run_context.get_stop_requested():
                    break
            self._eval_during_train(valid_infos, cb_params, list_callback)
            train_dataset.reset()
            list_callback.on_train_epoch_end(run_context)
            cb_params.pop("metrics", None)
            cb_params.pop("eval_results", None)
            if run_context.get_stop_requested():
                break
        list_callback.on_train_end(run_context)

    @staticmethod
    def _should_eval(epoch: int, validation_freq) -> bool:
        return epoch % validation_freq == 0 if isinstance(validation_freq, int) else epoch in validation_freq

    def _eval_during_train(self, valid_infos, cb_params, list_callback) -> None:
        valid_dataset, valid_frequency, _ = valid_infos
        if not valid_dataset or not self._should_eval(cb_params.cur_epoch_num, valid_frequency):
            return
        saved = (cb_params.cur_step_num, cb_params.batch_num, cb_params.dataset_sink_mode, cb_params.net_outputs)
        eval_callback = [cb for cb in list_callback._callbacks if not _is_internal_non_timer(cb)]
        cb_params.eval_network = self._eval_network
        cb_params.valid_dataset = valid_dataset
        cb_params.batch_num = valid_dataset.get_dataset_size()
        cb_params.mode = "eval"
        cb_params.cur_step_num = 0
        self._clear_metrics()
        with CallbackManager(eval_callback) as eval_list:
            self._eval_process(valid_dataset, eval_list, cb_params, add_eval_loss=True)
        self._train_network.set_train(True)
        cb_params.mode = "train"
        cb_params.cur_step_num, cb_params.batch_num, cb_params.dataset_sink_mode, cb_params.net_outputs = saved

    # ---- evaluation
    def _eval_process(self, valid_dataset, list_callback, cb_params, add_eval_loss: bool = False) -> dict:
        run_context = RunContext(cb_params)
        cb_params.dataset_sink_mode = False
        list_callback.on_eval_begin(run_context)
        eval_network = self._eval_network
        eval_network.set_train(False)
        iterator = valid_dataset.create_tuple_iterator(num_epochs=1)
        list_callback.on_eval_epoch_begin(run_context)
        eval_loss_fn = None
        for next_element in iterator:
            cb_params.cur_step_num += 1
            next_element = _transfer_tensor_to_tuple(next_element)
            cb_params.eval_dataset_element = next_element
            list_callback.on_eval_step_begin(run_context)
            outputs = eval_network(*next_element)
            cb_params.net_outputs = outputs
            list_callback.on_eval_step_end(run_context)
            self._update_metrics(outputs)
            if add_eval_loss:
                # As in MindSpore, the 'eval_loss' metric is re-created every step: it ends up as the last loss.
                eval_loss_fn = get_metric_fn("loss")
                eval_loss_fn.update(outputs[self._eval_indexes[0]])
            if run_context.get_stop_requested():
                break
        list_callback.on_eval_epoch_end(run_context)
        valid_dataset.reset()
        metrics = self._get_metrics()
        cb_params.metrics = metrics
        if add_eval_loss and eval_loss_fn is not None:
            cb_params.eval_results = dict(metrics)
            cb_params.eval_results.update({"eval_loss": _plain(eval_loss_fn.eval())})
        list_callback.on_eval_end(run_context)
        return metrics

    def eval(self, valid_dataset: Any, callbacks: Any = None, dataset_sink_mode: bool = False) -> dict:
        """Evaluate on ``valid_dataset`` and return {metric name: value}.

        Raises:
            ValueError: if the Model has no metrics.
        """
        _check_bool(dataset_sink_mode)
        if not self._metric_fns:
            raise ValueError(
                "For Model.eval, the model argument 'metrics' can not be None or empty, you should set the argument "
                "'metrics' for model."
            )
        cb_params = InternalCallbackParam()
        cb_params.eval_network = self._eval_network
        cb_params.valid_dataset = valid_dataset
        cb_params.batch_num = valid_dataset.get_dataset_size()
        cb_params.mode = "eval"
        cb_params.cur_step_num = 0
        cb_params.list_callback = self._transform_callbacks(callbacks)
        cb_params.network = self._network
        self._clear_metrics()
        with CallbackManager(callbacks) as list_callback:
            result = self._eval_process(valid_dataset, list_callback, cb_params)
        return result

    def predict(self, *predict_data: Any, backend: str | None = None, config: Any = None) -> Any:
        """Run the network in inference mode on ``predict_data`` and return its output.

        Raises:
            ValueError: if ``backend`` is not None or 'lite' (lite falls back to this path), or a Tensor is empty.
            TypeError: for inputs that are not Tensor, None, int, float or str.
        """
        from ..common.tensor import Tensor

        if backend not in ["lite", None]:
            raise ValueError(f"For Model.predict, `backend` should be 'lite' or None, but got {backend}")
        for item in predict_data:
            if item is None:
                continue
            if isinstance(item, Tensor):
                if item.size == 0:
                    raise ValueError("The input data can not be empty.")
                continue
            if not isinstance(item, (int, float, str)):
                cls = "Tensor, None, int, float, str"
                raise TypeError(
                    f"The types of input data must be in the Union({cls}, tuple[{cls}], list[{cls}], dict[{cls}]), "
                    f"but got type {type(item).__name__}."
                )
        self._predict_network.set_train(False)
        return self._predict_network(*predict_data)

    def build(
        self,
        train_dataset: Any = None,
        valid_dataset: Any = None,
        sink_size: int = -1,
        epoch: int = 1,
        sink_mode: bool = True,
    ) -> None:
        """Nothing to compile ahead of time; checks ``epoch`` and, with a ``train_dataset``, that
        ``parameter_broadcast`` goes with a data-parallel mode (ValueError otherwise, as MindSpore's build)."""
        _positive_int(epoch)
        if train_dataset is not None:
            _parameter_broadcast_check(self._parallel_mode, self._parameter_broadcast)

    def infer_train_layout(self, train_dataset: Any, dataset_sink_mode: bool = True, sink_size: int = -1) -> dict:
        """No parallel layouts here: returns an empty dict."""
        return {}

    def infer_predict_layout(self, *predict_data: Any, skip_backend_compile: bool = False) -> dict:
        """No parallel layouts here: returns an empty dict."""
        return {}

    @property
    def train_network(self):
        """The network ``train`` runs (e.g. ``TrainOneStepCell``)."""
        return self._train_network

    @property
    def predict_network(self):
        """The network ``predict`` runs (the original network)."""
        return self._predict_network

    @property
    def eval_network(self):
        """The network ``eval`` runs (e.g. ``WithEvalCell``), or None without metrics."""
        return self._eval_network


def _is_internal_non_timer(cb: Callback) -> bool:
    """MindSpore leaves its own callbacks (by class name), except TimeMonitor, out of the evaluation in ``fit``."""
    from .callback import __all__ as internal_cb_names

    name = cb.__class__.__name__
    return name in internal_cb_names and name != "TimeMonitor"


class _StepSync(Callback):
    """MindSpore 2.10's ``train.model._StepSync``: a callback that waits for the device at each step end
    (``_pynative_executor.sync()``; nothing to wait for on CPU)."""

    @staticmethod
    def step_end(run_context: Any) -> None:
        from ..common.api import _pynative_executor

        _pynative_executor.sync()
