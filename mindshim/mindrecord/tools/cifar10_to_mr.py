"""`mindspore.mindrecord.tools.cifar10_to_mr`: Cifar10ToMR, the CIFAR-10 python batches to MindRecord."""

from __future__ import annotations

from ... import _api
import os

import numpy as np

from ..common.exceptions import PathNotExistsError
from ..core.shardutils import SUCCESS, check_filename
from ._cifar import check_fields, encode_jpeg, load_batch, warn_md5, write_set

__all__ = _api.names(__name__)


class Cifar10ToMR:
    """Converts the CIFAR-10 python version (``data_batch_*`` and ``test_batch`` in ``source``) to two MindRecord
    files, ``destination`` (train) and ``destination + "_test"``: schema ``{"id": int64, "label": int64,
    "data": bytes}`` with each image JPEG-encoded; ``transform(fields)`` sets index fields. Batch files are read in
    directory order. Mirrors ``mindspore.mindrecord.Cifar10ToMR``.

    Known difference: MindSpore needs OpenCV (and fails without it); mindshim encodes with OpenCV when installed,
    else with Pillow (other JPEG bytes).

    Raises:
        ParamValueError: for a bad path. PathNotExistsError: without ``data_batch_*`` or ``test_batch``.
    """

    def __init__(self, source: str, destination: str) -> None:
        check_filename(source)
        self.source = source
        files = os.listdir(source)
        if not any(f.startswith("data_batch_") for f in files):
            raise PathNotExistsError("data_batch_*")
        if not any(f.startswith("test_batch") for f in files):
            raise PathNotExistsError("test_batch")
        check_filename(destination)
        self.destination = destination
        self.writer = None

    def _load(self) -> tuple:
        real = os.path.realpath(self.source)
        images, labels, test_images, test_labels = [], [], None, None
        for name in os.listdir(self.source):
            if name.startswith("data_batch_"):
                warn_md5(real, name)
                d = load_batch(os.path.join(real, name))
                images.append(np.asarray(d[b"data"]).reshape([-1, 3, 32, 32]))
                labels += list(d[b"labels"])
            elif name.startswith("test_batch"):
                warn_md5(real, name)
                d = load_batch(os.path.join(real, name))
                test_images = np.asarray(d[b"data"]).reshape([-1, 3, 32, 32])
                test_labels = list(d[b"labels"])
        train = np.concatenate(images).transpose(0, 2, 3, 1)
        return train, labels, test_images.transpose(0, 2, 3, 1), test_labels

    @staticmethod
    def _rows(images, labels) -> list:
        return [{"id": i, "data": encode_jpeg(img), "label": int(labels[i])} for i, img in enumerate(images)]

    @staticmethod
    def _write(file_name: str, rows: list, fields, desc: str) -> None:
        schema = {"id": {"type": "int64"}, "label": {"type": "int64"}, "data": {"type": "bytes"}}
        write_set(file_name, schema, rows, fields, desc)

    def run(self, fields: list | None = None) -> int:
        """Convert; ``fields`` are index fields. Returns SUCCESS.

        Raises:
            ValueError: if ``fields`` is not None or a list.
        """
        check_fields(fields)
        train, labels, test, test_labels = self._load()
        self._write(self.destination, self._rows(train, labels), fields, "img_train")
        self._write(self.destination + "_test", self._rows(test, test_labels), fields, "img_test")
        return SUCCESS

    def transform(self, fields: list | None = None) -> None:
        """Convert (MindSpore runs :meth:`run` in a thread and re-raises its error)."""
        self.run(fields)
