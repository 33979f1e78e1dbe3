"""CIFAR-10/100 python-version batch loading (restricted unpickling) and JPEG encoding for the converters."""

from __future__ import annotations

import hashlib
import io
import logging
import os
import pickle

import numpy as np

__all__ = ["load_batch", "encode_jpeg", "warn_md5"]

logger = logging.getLogger("mindspore")

_CIFAR10_MD5 = {
    "data_batch_1": "c99cafc152244af753f735de768cd75f",
    "data_batch_2": "d4bba439e000b95fd0a9bffe97cbabec",
    "data_batch_3": "54ebc095f3ab1f0389bbae665268c751",
    "data_batch_4": "634d18415352ddfa80567beed471001a",
    "data_batch_5": "482c414d41f54cd18b22e5b47cb7c3cb",
    "test_batch": "40351d587109b95175f43aff81a1287e",
}


class _RestrictedUnpickler(pickle.Unpickler):
    """Unpickles only numpy arrays and builtin containers (CIFAR batches need no more)."""

    def find_class(self, module, name):
        if module in ("numpy.core.multiarray", "numpy._core.multiarray") and name == "_reconstruct":
            try:
                from numpy._core.multiarray import _reconstruct
            except ImportError:  # numpy < 2
                from numpy.core.multiarray import _reconstruct
            return _reconstruct
        if module == "numpy":
            return getattr(np, name)
        raise pickle.UnpicklingError(f"global '{module}.{name}' is forbidden")


def load_batch(path: str) -> dict:
    """The dict of one CIFAR python batch file (bytes keys).

    Raises:
        RuntimeError: "Not a valid Cifar10 Dataset." when the file is not such a pickle.
    """
    with open(path, "rb") as f:
        data = f.read()
    try:
        return _RestrictedUnpickler(io.BytesIO(data), encoding="bytes").load()
    except (pickle.UnpicklingError, UnicodeDecodeError):
        raise RuntimeError("Not a valid Cifar10 Dataset.") from None
    except Exception:
        raise RuntimeError("Unexpected error while Unpickling Cifar10 Dataset.") from None


def warn_md5(dir_path: str, name: str) -> None:
    """Warn (as MindSpore does) when a CIFAR-10 batch file is not the official one."""
    try:
        with open(os.path.join(dir_path, name), "rb") as f:
            actual = hashlib.md5(f.read()).hexdigest()
    except OSError:
        actual = None
    if actual is None or _CIFAR10_MD5.get(name) != actual:
        logger.warning(
            f"The MD5 value of {name} does not match the official CIFAR10 file.This file may pose a security risk."
        )


def encode_jpeg(rgb: np.ndarray) -> bytes:
    """JPEG bytes of an HxWxC (C = 1 or 3, RGB) image: through OpenCV (as MindSpore, quality 95) when it is
    installed, else through Pillow at the same quality (other bytes, same picture up to JPEG error)."""
    img = np.asarray(rgb)
    if img.dtype != np.uint8:
        img = np.clip(img, 0, 255).astype(np.uint8)
    try:
        import cv2  # type: ignore[import-not-found]

        ok, buf = cv2.imencode(".jpeg", img[..., ::-1] if img.shape[-1] == 3 else img)
        return buf.tobytes()
    except ImportError:
        from PIL import Image

        pil = Image.fromarray(img[..., 0] if img.shape[-1] == 1 else img)
        out = io.BytesIO()
        pil.save(out, format="JPEG", quality=95)
        return out.getvalue()


def write_set(file_name: str, schema: dict, rows: list, fields, desc: str) -> None:
    """Write ``rows`` as one MindRecord file with ``schema`` (described ``desc``), indexing ``fields`` when a list."""
    from ..filewriter import FileWriter

    writer = FileWriter(file_name, 1)
    writer.add_schema(schema, desc)
    if fields and isinstance(fields, list):
        writer.add_index(fields)
    writer.write_raw_data(rows)
    writer.commit()


def check_fields(fields) -> None:
    """The converters' ``fields`` check: None or a list.

    Raises:
        ValueError: otherwise (MindSpore's message).
    """
    if fields and not isinstance(fields, list):
        raise ValueError("The parameter fields should be None or list")
