"""`mindspore.mindrecord.tools.imagenet_to_mr`: ImageNetToMR, ImageNet-style image folders to MindRecord."""

from __future__ import annotations

from ... import _api
import logging
import os

from ..common.exceptions import PathNotExistsError
from ..core.shardutils import check_filename
from ..filewriter import FileWriter

__all__ = _api.names(__name__)

logger = logging.getLogger("mindspore")


class ImageNetToMR:
    """Converts ImageNet-style data to MindRecord: ``map_file`` lines ``<dir name> <label>``, images (``*.JPEG`` /
    ``*.jpg``) in ``image_dir/<dir name>/``. Schema ``{"label": int32, "image": bytes, "file_name": string}``,
    index fields label and file_name, header 16MB, page 64MB, rows written 256 at a time. Mirrors
    ``mindspore.mindrecord.ImageNetToMR``.

    Raises:
        ParamValueError: for a bad path. ValueError: if ``partition_number`` is not an int.
    """

    def __init__(self, map_file: str, image_dir: str, destination: str, partition_number: int = 1) -> None:
        check_filename(map_file)
        self.map_file = map_file
        check_filename(image_dir)
        self.image_dir = image_dir
        check_filename(destination)
        self.destination = destination
        if partition_number is None or not isinstance(partition_number, int):
            raise ValueError("The parameter partition_number must be int")
        self.partition_number = partition_number
        self.writer = FileWriter(self.destination, self.partition_number)

    def _get_imagenet_as_dict(self):
        real = os.path.realpath(self.map_file)
        if not os.path.exists(real):
            raise IOError(f"map file {self.map_file} not exists")
        label_dict = {}
        with open(real) as fp:
            for line in fp:
                labels = line.split(" ")
                label_dict[labels[1]] = labels[0]
        dir_paths = {}
        for item, name in label_dict.items():
            path = os.path.join(self.image_dir, name)
            if not os.path.isdir(path):
                logger.warning(f"{path} dir is not exist")
                continue
            dir_paths[item] = path
        if not dir_paths:
            raise PathNotExistsError(f"not valid image dir in {self.image_dir}")
        for label, path in dir_paths.items():
            for item in os.listdir(path):
                file_name = os.path.join(path, item)
                if not item.endswith("JPEG") and not item.endswith("jpg"):
                    logger.warning(f"{file_name} file is not suffix with JPEG/jpg, skip it.")
                    continue
                with open(os.path.realpath(file_name), "rb") as f:
                    image_bytes = f.read()
                if not image_bytes:
                    logger.warning(f"The image file: {file_name} is invalid.")
                    continue
                yield {"file_name": str(file_name), "label": int(label), "image": image_bytes}

    def run(self) -> int:
        """Convert; returns 0."""
        schema = {"label": {"type": "int32"}, "image": {"type": "bytes"}, "file_name": {"type": "string"}}
        self.writer.set_header_size(1 << 24)
        self.writer.set_page_size(1 << 26)
        self.writer.add_schema(schema, "imagenet_schema")
        self.writer.add_index(["label", "file_name"])
        _write_batches(self.writer, self._get_imagenet_as_dict())
        self.writer.commit()
        return 0

    def transform(self) -> None:
        """Convert (MindSpore runs :meth:`run` in a thread and re-raises its error).

        Raises:
            IOError: if the map file is missing. PathNotExistsError: if no image directory exists.
            MRMOpenError: if the destination exists.
        """
        self.run()


def _write_batches(writer: FileWriter, rows, batch_size: int = 256) -> None:
    batch = []
    for row in rows:
        batch.append(row)
        if len(batch) == batch_size:
            writer.write_raw_data(batch)
            batch = []
    if batch:
        writer.write_raw_data(batch)
