"""`mindspore.dataset`: datasets (GeneratorDataset, NumpySlicesDataset, MnistDataset, ...) and pipeline operations."""

from .. import _api
from . import audio, engine, text, transforms, vision  # noqa: F401
from .core import config
from .engine.datasets import *  # noqa: F401,F403
from .engine.datasets_standard_format import *  # noqa: F401,F403
from .engine.datasets_text import *  # noqa: F401,F403
from .engine.datasets_vision import *  # noqa: F401,F403
from .engine.samplers import (
    BuiltinSampler,
    DistributedSampler,
    IterSampler,
    PKSampler,
    RandomSampler,
    Sampler,
    SequentialSampler,
    Shuffle,
    SubsetRandomSampler,
    SubsetSampler,
    WeightedRandomSampler,
)
from .vision.transforms import Border, ImageBatchFormat, Inter
from .engine.cache_client import DatasetCache
from .. import context  # noqa: F401  (MindSpore's dataset package imports it; code reaches mindspore.dataset.context)
from .. import dataset as ds  # noqa: F401  (mindspore.dataset.ds, bound by MindSpore's own imports)

# the dataset classes of the engine modules, the samplers and the vision enums (declared in mindshim._api)
__all__ = _api.names(__name__)
