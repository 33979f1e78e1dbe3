"""`mindspore.dataset`: datasets (GeneratorDataset, NumpySlicesDataset, MnistDataset, ...) and pipeline operations."""

from .. import _api
from . import audio, engine, text, transforms, vision
from .core import config
from .engine.datasets import *
from .engine.datasets_standard_format import *
from .engine.datasets_text import *
from .engine.datasets_vision import *
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
from .. import context  # MindSpore's dataset package imports it; code reaches mindspore.dataset.context
from .. import dataset as ds  # mindspore.dataset.ds, bound by MindSpore's own imports

# the dataset classes of the engine modules, the samplers and the vision enums (declared in mindshim._api)
__all__ = _api.names(__name__)
# names resolved on first use (DSCallback and WaitedDSCallback, whose module imports mindspore.train)
__getattr__, __dir__ = _api.attach(__name__)
