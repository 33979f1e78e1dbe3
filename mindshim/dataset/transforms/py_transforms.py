"""`mindspore.dataset.transforms.py_transforms` (1.x path): the same transforms as `mindspore.dataset.transforms`."""

from ... import _api
from .transforms import *  # noqa: F403

__all__ = _api.names(__name__)
