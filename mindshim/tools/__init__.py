"""Command-line tools of mindshim (``mindshim ckpt show|diff|convert``) and ``mindspore.tools.set_dump``."""

from .. import _api
from ..common.dump import set_dump

__all__ = _api.names(__name__)
