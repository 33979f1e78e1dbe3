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
from .activation import *  # noqa: F401,F403
from .basic import *  # noqa: F401,F403
from .channel_shuffle import *  # noqa: F401,F403
from .combined import *  # noqa: F401,F403
from .container import *  # noqa: F401,F403
from .conv import *  # noqa: F401,F403
from .dense import *  # noqa: F401,F403
from .embedding import *  # noqa: F401,F403
from .image import *  # noqa: F401,F403
from .math import *  # noqa: F401,F403
from .normalization import *  # noqa: F401,F403
from .padding import *  # noqa: F401,F403
from .pooling import *  # noqa: F401,F403
from .rnn_cells import *  # noqa: F401,F403
from .rnns import *  # noqa: F401,F403
from .thor_layer import *  # noqa: F401,F403
from .timedistributed import *  # noqa: F401,F403
from .transformer import *  # noqa: F401,F403

__all__ = _api.names(__name__)
