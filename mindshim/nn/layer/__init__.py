"""`mindspore.nn.layer`: the layers of `mindspore.nn` (dense, convolution, pooling, activation, normalization, containers)."""

from ... import _api
from . import (
    activation,
    basic,
    channel_shuffle,
    combined,
    container,
    conv,
    dense,
    embedding,
    image,
    math,
    normalization,
    padding,
    pooling,
    rnn_cells,
    rnns,
    thor_layer,
    timedistributed,
    transformer,
)
from .activation import *
from .basic import *
from .channel_shuffle import *
from .combined import *
from .container import *
from .conv import *
from .dense import *
from .embedding import *
from .image import *
from .math import *
from .normalization import *
from .padding import *
from .pooling import *
from .rnn_cells import *
from .rnns import *
from .thor_layer import *
from .timedistributed import *
from .transformer import *

__all__ = _api.names(__name__)
