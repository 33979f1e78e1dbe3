"""`mindspore.boost`: training accelerations configured by AutoBoost (gradient accumulation on this backend)."""

from __future__ import annotations

from .. import _api
from .adasum import AdaSum
from .base import OptimizerProcess, ParameterProcess
from .boost import AutoBoost
from .boost_cell_wrapper import BoostTrainOneStepCell, BoostTrainOneStepWithLossScaleCell
from .dim_reduce import DimReduce
from .grad_accumulation import GradientAccumulation
from .grad_freeze import FreezeOpt, GradientFreeze, freeze_cell
from .group_loss_scale_manager import GroupLossScaleManager
from .less_batch_normalization import LessBN

__all__ = _api.names(__name__)
