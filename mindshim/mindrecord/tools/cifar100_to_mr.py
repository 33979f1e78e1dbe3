"""`mindspore.mindrecord.tools.cifar100_to_mr`: Cifar100ToMR, the CIFAR-100 python files to MindRecord."""

from __future__ import annotations

from ... import _api
import os

import numpy as np

from ..common.exceptions import PathNotExistsError
from ..core.shardutils import SUCCESS, check_filename
from ._cifar import check_fields, encode_jpeg, load_batch, write_set

__all__ = _api.names(__name__)


class Cifar100ToMR:
    """Converts the CIFAR-100 python version (``train`` and ``test`` in ``source``) to two MindRecord files,
    ``destination`` and ``destination + "_test"``: schema ``{"id": int64, "fine_label": int64, "coarse_label":
    int64, "data": bytes}`` with each image JPEG-encoded; ``transform(fields)`` sets index fields. Mirrors
    ``mindspore.mindrecord.Cifar100ToMR``.

    Known difference: MindSpore needs OpenCV (and fails without it); mindshim encodes with OpenCV when installed,
    else with Pillow (other JPEG bytes).

    Raises:
        ParamValueError: for a bad path. PathNotExistsError: without ``train`` or ``test``.
    """

    def __init__(self, source: str, destination: str) -> None:
        check_filename(source)
        self.source = source
        files = os.listdir(source)
        if "train" not in files:
            raise PathNotExistsError("train")
        if "test" not in files:
            raise PathNotExistsError("test")
        check_filename(destination)
        self.destination = destination
        self.writer = None

    def _part(self, name: str) -> tuple:
        d = load_batch(os.path.join(os.path.realpath(self.source), name))
        images = np.asarray(d[b"data"]).reshape([-1, 3, 32, 32]).transpose(0, 2, 3, 1)
        return images, list(d[b"fine_labels"]), list(d[b"coarse_labels"])

    @staticmethod
    def _write(file_name: str, part: tuple, fields, desc: str) -> None:
        images, fine, coarse = part
        rows = [
            {"id": i, "data": encode_jpeg(img), "fine_label": int(fine[i]), "coarse_label": int(coarse[i])}
            for i, img in enumerate(images)
        ]
        schema = {
            "id": {"type": "int64"},
            "fine_label": {"type": "int64"},
            "coarse_label": {"type": "int64"},
            "data": {"type": "bytes"},
        }
        write_set(file_name, schema, rows, fields, desc)

    def run(self, fields: list | None = None) -> int:
        """Convert; ``fields`` are index fields. Returns SUCCESS.

        Raises:
            ValueError: if ``fields`` is not None or a list.
        """
        check_fields(fields)
        self._write(self.destination, self._part("train"), fields, "img_train")
        self._write(self.destination + "_test", self._part("test"), fields, "img_test")
        return SUCCESS

    def transform(self, fields: list | None = None) -> None:
        """Convert (MindSpore runs :meth:`run` in a thread and re-raises its error)."""
        self.run(fields)
