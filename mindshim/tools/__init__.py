"""Command-line tools of mindshim (``mindshim ckpt show|diff|convert``) and ``mindspore.tools.set_dump``."""

from ..common.dump import set_dump

__all__ = ["set_dump"]
