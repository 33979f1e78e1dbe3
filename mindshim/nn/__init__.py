"""`mindspore.nn`: Cell, layers, losses, optimizers, wrappers and learning-rate schedules."""

from .. import _api
from . import cell, dynamic_lr, grad, layer, learning_rate_schedule, loss, optim, utils, wrap
from .cell import Cell, GraphCell
from .dynamic_lr import *
from .grad import Jvp, Vjp
from .layer import *
from .learning_rate_schedule import *
from .loss import *
from .optim import *
from .utils import *
from .wrap import *

# `mindspore.nn.CosineSimilarity` is the metric (MindSpore imports its metrics after the layers); the layer of
# that name stays `mindspore.nn.layer.CosineSimilarity`.
globals().pop("CosineSimilarity", None)

__all__ = _api.names(__name__)


# Loaded on first use (declared in mindshim._api): the metrics (`mindspore.nn.Accuracy`, ...; importing `nn` does
# not pull in `mindspore.train`) and the `*Ext` layers, which are the `mindspore.mint.nn` classes themselves.
__getattr__, __dir__ = _api.attach(__name__)
