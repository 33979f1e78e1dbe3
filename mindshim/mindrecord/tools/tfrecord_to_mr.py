"""`mindspore.mindrecord.tools.tfrecord_to_mr`: TFRecordToMR (needs TensorFlow, as in MindSpore)."""

from __future__ import annotations

from ... import _api
from importlib import import_module
from typing import Any

__all__ = _api.names(__name__)


class TFRecordToMR:
    """Converter from TFRecord files to MindRecord, whose ``feature_dict`` holds TensorFlow feature objects
    (``tf.io.FixedLenFeature``). Mirrors ``mindspore.mindrecord.TFRecordToMR`` as far as construction: like
    MindSpore it imports ``tensorflow`` first, so without TensorFlow it raises ``ModuleNotFoundError``.

    Known difference: the conversion itself is not provided; with TensorFlow installed the constructor raises
    RuntimeError. (``mindspore.dataset.TFRecordDataset`` reads TFRecord files without TensorFlow, and its rows can
    be written with ``FileWriter``.)

    Raises:
        ModuleNotFoundError: without TensorFlow. RuntimeError: with it.
    """

    def __init__(self, source: str, destination: str, feature_dict: dict, bytes_fields: Any = None) -> None:
        import_module("tensorflow")
        raise RuntimeError(
            "TFRecordToMR is not supported by mindshim; read the files with mindspore.dataset.TFRecordDataset and "
            "write the rows with mindspore.mindrecord.FileWriter."
        )
