"""`mindspore.dataset.engine`: the dataset pipeline."""

from .datasets import *  # noqa: F401,F403
from .datasets_standard_format import *  # noqa: F401,F403
from .datasets_vision import *  # noqa: F401,F403
from .datasets_text import *  # noqa: F401,F403
from .samplers import *  # noqa: F401,F403
from .cache_client import DatasetCache  # noqa: F401
from ..core import config  # noqa: F401  (mindspore.dataset.engine.config is the dataset config module there)
