"""`mindspore.dataset.engine`: the dataset pipeline."""

from .datasets import *
from .datasets_standard_format import *
from .datasets_vision import *
from .datasets_text import *
from .samplers import *
from .cache_client import DatasetCache
from ..core import config  # mindspore.dataset.engine.config is the dataset config module there
