"""`mindspore.communication`: init/get_rank/get_group_size/groups and collective functions over `torch.distributed`."""

from .. import _api
from . import comm_func, management
from .management import *

__all__ = _api.names(__name__)
