"""`mindspore.mint.optim`: torch-style optimizers (`Adam`, `AdamW`, `SGD`, `FusedAdamW`) driven by gradient tuples.

They derive from ``mindspore.experimental.optim.Optimizer``, as in MindSpore 2.10.
"""

from ... import _api
from . import adam, adamw, fused_adamw, sgd
from .adam import Adam
from .adamw import AdamW
from .fused_adamw import FusedAdamW
from .sgd import SGD

__all__ = _api.names(__name__)
