"""`mindspore.dataset.vision.utils`: the enums of the vision transforms (``Inter``, ``Border``, ``ConvertMode``,
...) and the image-size helpers, where MindSpore defines them."""

from ... import _api

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)


def _encode_check(op: str, image, level: int, name: str, lo: int, hi: int):
    """The uint8 ``<H, W>`` / ``<H, W, 1>`` / ``<H, W, 3>`` array of ``image``, with MindSpore's checks."""
    import numpy as np

    from ...common.tensor import Tensor
    from ..engine._parallel import op_error

    if not isinstance(level, int):
        raise TypeError(f"Input {name} is not of type {int}, but got: {type(level)}.")
    if isinstance(image, Tensor):
        image = image.asnumpy()
    elif not isinstance(image, np.ndarray):
        raise TypeError(f"Input image is not of type {np.ndarray} or {Tensor}, but got: {type(image)}.")
    if image.size == 0:
        raise op_error(f"{op}: get an empty tensor with shape {list(image.shape)}")
    if image.dtype != np.uint8:
        raise op_error(f"{op}: The type of the image data should be UINT8, but got {image.dtype}.")
    if image.ndim not in (2, 3):
        raise op_error(
            f"{op}: The image has invalid dimensions. It should have two or three dimensions, but got {image.ndim} "
            "dimensions."
        )
    if image.ndim == 3 and image.shape[2] not in (1, 3):
        raise op_error(
            f"{op}: The image has invalid channels. It should have 1 or 3 channels, but got {image.shape[2]} channels."
        )
    if not lo <= level <= hi:
        label = "quality" if op == "EncodeJpeg" else "compression_level"
        raise op_error(f"{op}: Invalid {label} {level}, should be in range of [{lo}, {hi}].")
    return image[..., 0] if image.ndim == 3 and image.shape[2] == 1 else image


def _encode(image, fmt: str, **options):
    import io

    import numpy as np
    from PIL import Image

    buf = io.BytesIO()
    Image.fromarray(np.ascontiguousarray(image)).save(buf, format=fmt, **options)
    return np.frombuffer(buf.getvalue(), dtype=np.uint8).copy()


def encode_jpeg(image, quality: int = 75):
    """Encode a uint8 image (``<H, W>``, ``<H, W, 1>`` or ``<H, W, 3>``; numpy array or Tensor) as JPEG data at
    ``quality`` (1-100, default 75). Returns the 1-D uint8 numpy array of the JPEG bytes.

    Mirrors ``mindspore.dataset.vision.encode_jpeg`` (2.10) in its checks and errors. Known difference: the bytes
    come from PIL's libjpeg, MindSpore's from its own libjpeg build, so they need not be identical; they decode
    to the same size and close pixels.

    Raises:
        TypeError: ``image`` neither a numpy array nor a Tensor; ``quality`` not an int.
        RuntimeError: a dtype other than uint8, another rank or channel count, or ``quality`` out of range
            (MindSpore's pipeline error).
    """
    image = _encode_check("EncodeJpeg", image, quality, "quality", 1, 100)
    return _encode(image, "JPEG", quality=quality)


def encode_png(image, compression_level: int = 6):
    """Encode a uint8 image (``<H, W>``, ``<H, W, 1>`` or ``<H, W, 3>``; numpy array or Tensor) as PNG data with
    zlib ``compression_level`` (0-9, default 6). Returns the 1-D uint8 numpy array of the PNG bytes (lossless:
    they decode to the image).

    Mirrors ``mindspore.dataset.vision.encode_png`` (2.10) in its checks and errors; the compressed bytes may
    differ from MindSpore's (another PNG writer), the pixels they decode to do not.

    Raises:
        TypeError: ``image`` neither a numpy array nor a Tensor; ``compression_level`` not an int.
        RuntimeError: a dtype other than uint8, another rank or channel count, or ``compression_level`` out of
            range (MindSpore's pipeline error).
    """
    image = _encode_check("EncodePng", image, compression_level, "compression_level", 0, 9)
    return _encode(image, "PNG", compress_level=compression_level)
