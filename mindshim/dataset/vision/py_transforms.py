"""`mindspore.dataset.vision.py_transforms` (1.x path): the same transforms as `mindspore.dataset.vision`."""

from .transforms import *  # noqa: F401,F403
from .transforms import __all__  # noqa: F401
