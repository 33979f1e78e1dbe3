"""`mindspore.nn.optim`: the optimizer base class and the optimizers."""

from ... import _api
from .ada_grad import Adagrad
from .adadelta import Adadelta
from .adafactor import AdaFactor
from .adam import Adam, AdamOffload, AdamWeightDecay
from .adamax import AdaMax
from .adasum import AdaSumByDeltaWeightWrapCell, AdaSumByGradWrapCell
from .asgd import ASGD
from .ftrl import FTRL
from .lamb import Lamb
from .lars import LARS
from .lazyadam import LazyAdam
from .momentum import Momentum
from .optimizer import Optimizer
from .proximal_ada_grad import ProximalAdagrad
from .rmsprop import RMSProp
from .rprop import Rprop
from .sgd import SGD
from .thor import thor

__all__ = _api.names(__name__)
