"""`mindspore.dataset.engine`: the dataset pipeline."""

from .datasets import *  # noqa: F401,F403
