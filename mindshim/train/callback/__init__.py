"""`mindspore.train.callback`: Callback, RunContext and the built-in callbacks (LossMonitor, ModelCheckpoint, ...)."""

from ... import _api
from ._backup_and_restore import BackupAndRestore
from ._callback import (
    Callback,
    CallbackManager,
    InternalCallbackParam,
    RunContext,
    _CallbackManager,
    _InternalCallbackParam,
)
from ._callback import set_cur_net as _set_cur_net  # MindSpore's private re-export
from ._checkpoint import CheckpointConfig, ModelCheckpoint
from ._early_stop import EarlyStopping, ReduceLROnPlateau
from ._flops_collector import FlopsUtilizationCollector
from ._history import History
from ._lambda_callback import LambdaCallback
from ._loss_monitor import LossMonitor
from ._on_request_exit import OnRequestExit
from ._lr_scheduler_callback import LearningRateScheduler
from ._summary import SummaryCollector
from ._time_monitor import TimeMonitor

__all__ = _api.names(__name__)
