"""`mindspore.mint.nn.layer`: the mint layer families (activation, basic, conv, normalization, padding, pooling)."""

from .... import _api
from . import activation, basic, conv, normalization, padding, pooling  # noqa: F401
from .activation import *  # noqa: F401,F403
from .basic import *  # noqa: F401,F403
from .conv import *  # noqa: F401,F403
from .normalization import *  # noqa: F401,F403
from .padding import *  # noqa: F401,F403
from .pooling import *  # noqa: F401,F403

__all__ = _api.names(__name__)
