"""`mindspore.mindrecord.tools`: converters from common dataset formats to MindRecord."""

from .csv_to_mr import CsvToMR
from .imagenet_to_mr import ImageNetToMR

__all__ = ["CsvToMR", "ImageNetToMR"]
