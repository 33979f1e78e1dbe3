"""`mindspore.mindrecord.tools.mnist_to_mr`: MnistToMR, the gzipped MNIST idx files to MindRecord."""

from __future__ import annotations

from ... import _api
import gzip
import os

import numpy as np

from ..core.shardutils import SUCCESS, check_filename
from ..filewriter import FileWriter
from ._cifar import encode_jpeg
from .imagenet_to_mr import _write_batches

__all__ = _api.names(__name__)


class MnistToMR:
    """Converts MNIST (``train-images-idx3-ubyte.gz``, ``train-labels-idx1-ubyte.gz``, ``t10k-*`` in ``source``)
    to ``{destination}_train.mindrecord`` and ``{destination}_test.mindrecord`` (``partition_number`` shards
    each): schema ``{"label": int64, "data": bytes}`` with JPEG-encoded images, index field label, header 16MB,
    page 64MB. Mirrors ``mindspore.mindrecord.MnistToMR``.

    Known difference: MindSpore needs OpenCV (and fails without it); mindshim encodes with OpenCV when installed,
    else with Pillow (other JPEG bytes).

    Raises:
        ParamValueError: for a bad path. ValueError: if ``partition_number`` is not an int.
    """

    def __init__(self, source: str, destination: str, partition_number: int = 1) -> None:
        self.image_size = 28
        self.num_channels = 1
        check_filename(source)
        self.source = source
        self.train_data_filename_ = os.path.join(source, "train-images-idx3-ubyte.gz")
        self.train_labels_filename_ = os.path.join(source, "train-labels-idx1-ubyte.gz")
        self.test_data_filename_ = os.path.join(source, "t10k-images-idx3-ubyte.gz")
        self.test_labels_filename_ = os.path.join(source, "t10k-labels-idx1-ubyte.gz")
        for f in (
            self.train_data_filename_,
            self.train_labels_filename_,
            self.test_data_filename_,
            self.test_labels_filename_,
        ):
            check_filename(f)
        check_filename(destination)
        if partition_number is None or not isinstance(partition_number, int):
            raise ValueError("The parameter partition_number must be int")
        self.partition_number = partition_number
        self.writer_train = FileWriter(f"{destination}_train.mindrecord", partition_number)
        self.writer_test = FileWriter(f"{destination}_test.mindrecord", partition_number)
        self.mnist_schema_json = {"label": {"type": "int64"}, "data": {"type": "bytes"}}

    def _images(self, path: str) -> np.ndarray:
        with gzip.open(os.path.realpath(path), "rb") as f:
            f.read(16)
            data = np.frombuffer(f.read(), dtype=np.uint8)
        return data.reshape(-1, self.image_size, self.image_size, self.num_channels)

    @staticmethod
    def _labels(path: str) -> np.ndarray:
        with gzip.open(os.path.realpath(path), "rb") as f:
            f.read(8)
            return np.frombuffer(f.read(), dtype=np.uint8).astype(np.int64)

    def _convert(self, writer: FileWriter, images: str, labels: str) -> None:
        writer.set_header_size(1 << 24)
        writer.set_page_size(1 << 26)
        writer.add_schema(self.mnist_schema_json, "mnist_schema")
        writer.add_index(["label"])
        rows = (
            {"label": int(lab), "data": encode_jpeg(img)}
            for img, lab in zip(self._images(images), self._labels(labels))
        )
        _write_batches(writer, rows)
        writer.commit()

    def run(self) -> int:
        """Convert the train then the test part; returns SUCCESS."""
        self._convert(self.writer_train, self.train_data_filename_, self.train_labels_filename_)
        self._convert(self.writer_test, self.test_data_filename_, self.test_labels_filename_)
        return SUCCESS

    def transform(self) -> None:
        """Convert (MindSpore runs :meth:`run` in a thread and re-raises its error)."""
        self.run()
