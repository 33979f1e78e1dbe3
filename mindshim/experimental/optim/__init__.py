"""`mindspore.experimental.optim`: MindSpore 2.x's torch-style optimizers and learning-rate schedulers.

The optimizers take parameter groups (``param_groups``, each with its own ``lr`` Parameter) and are called with
the gradients of ``optimizer.parameters``: ``optimizer(grads)`` updates the parameters in place (with torch's
``_foreach`` kernels, in MindSpore's float32 arithmetic) and returns True. ``lr_scheduler`` changes the groups'
learning rates in place.
"""

from __future__ import annotations

from ... import _api
from . import lr_scheduler
from .adadelta import Adadelta
from .adagrad import Adagrad
from .adam import Adam
from .adamax import Adamax
from .adamw import AdamW
from .asgd import ASGD
from .nadam import NAdam
from .optimizer import Optimizer
from .radam import RAdam
from .rmsprop import RMSprop
from .rprop import Rprop
from .sgd import SGD

__all__ = _api.names(__name__)
