"""`mindspore.mindrecord`: write (FileWriter) and read (FileReader, MindDataset) MindRecord files, the on-disk format
of MindSpore 2.10, plus converters (Cifar10ToMR, Cifar100ToMR, CsvToMR, ImageNetToMR, MnistToMR)."""

from .. import _api
from .common.exceptions import *
from .config import set_dec_mode, set_enc_key, set_enc_mode
from .core.shardutils import FAILED, SUCCESS
from .filereader import FileReader
from .filewriter import FileWriter
from .mindpage import MindPage
from .tools import Cifar10ToMR, Cifar100ToMR, CsvToMR, ImageNetToMR, MnistToMR, TFRecordToMR

__all__ = _api.names(__name__)
