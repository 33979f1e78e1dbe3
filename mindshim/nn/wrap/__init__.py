"""`mindspore.nn.wrap`: training and evaluation wrapper cells."""

from ... import _api
from .cell_wrapper import (
    ForwardValueAndGrad,
    GradAccumulationCell,
    MicroBatchInterleaved,
    ParameterUpdate,
    PipelineCell,
    TrainOneStepCell,
    VirtualDatasetCellTriple,
    WithEvalCell,
    WithGradCell,
    WithLossCell,
)
from .grad_reducer import DistributedGradReducer
from .loss_scale import DynamicLossScaleUpdateCell, FixedLossScaleUpdateCell, TrainOneStepWithLossScaleCell

__all__ = _api.names(__name__)
