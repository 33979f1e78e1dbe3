"""`mindspore.mindrecord.tools`: converters from common dataset formats to MindRecord."""

from ... import _api
from .cifar10_to_mr import Cifar10ToMR
from .cifar100_to_mr import Cifar100ToMR
from .csv_to_mr import CsvToMR
from .imagenet_to_mr import ImageNetToMR
from .mnist_to_mr import MnistToMR
from .tfrecord_to_mr import TFRecordToMR

__all__ = _api.names(__name__)
