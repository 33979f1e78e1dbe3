"""`mindspore.dataset.transforms.py_transforms` (1.x path): the same transforms as `mindspore.dataset.transforms`."""

from .transforms import *  # noqa: F401,F403
from .transforms import __all__  # noqa: F401
