"""`mindspore.train.train_thor`: converting a network and a Model for THOR, the second-order optimizer."""

from ... import _api
from .convert_utils import ConvertModelUtils, ConvertNetUtils

__all__ = _api.names(__name__)
