"""`mindspore.nn.loss`: loss cells."""

from ... import _api
from .loss import *  # noqa: F401,F403

__all__ = _api.names(__name__)
