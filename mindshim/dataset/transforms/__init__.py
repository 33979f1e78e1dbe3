"""`mindspore.dataset.transforms`: general data transforms, plus the 1.x module paths ``c_transforms``/``py_transforms``."""

from .transforms import *  # noqa: F401,F403
from .transforms import __all__  # noqa: F401
