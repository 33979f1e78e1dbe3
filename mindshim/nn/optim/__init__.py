"""`mindspore.nn.optim`: the optimizer base class and the optimizers."""

from .ada_grad import Adagrad
from .adam import Adam, AdamWeightDecay
from .lamb import Lamb
from .momentum import Momentum
from .optimizer import Optimizer
from .rmsprop import RMSProp
from .sgd import SGD

__all__ = ["Optimizer", "Momentum", "SGD", "Adam", "AdamWeightDecay", "Adagrad", "RMSProp", "Lamb"]
