"""`mindspore.dataset.vision`: image transforms on HWC numpy arrays (Rescale, Normalize, Resize, crops, flips, ...).

Numpy input goes through MindSpore's C++ arithmetic reproduced in numpy, pixel for pixel where MindSpore's result is
deterministic: Resize (OpenCV's ``cv::resize`` fixed point for NEAREST/LINEAR/CUBIC/AREA, Pillow's bicubic for
PILCUBIC; `_resize`), warps (``warpAffine``/``warpPerspective``), gray conversion, brightness/contrast/saturation/
sharpness (OpenCV's float32 ``convertTo``/``addWeighted``), Normalize (float32 ``(x - mean) / std``). PIL input goes
through Pillow, as MindSpore's Python path (``_pil.py``), and returns a PIL image where MindSpore's does; called
eagerly, its random transforms draw from Python's ``random`` (RandomLighting: ``numpy.random``) in MindSpore's order,
so a seeded call gives MindSpore's image. Numpy random transforms draw from Python's ``random`` module (seeded from
the pipeline seed per row), so their draws differ from MindSpore's C++ ones; every output is one MindSpore can
produce. Known differences are listed on each class (AdjustHue's HSV arithmetic, BICUBIC warps).
"""

from __future__ import annotations

from ... import _api
import math
import numbers
from enum import Enum, IntEnum
from typing import Any

import numpy as np

from ..core.validator_helpers import check_positive, check_value, type_check, type_check_list
from ..transforms.transforms import TensorOperation, _is_pil, _nested, _np
from ..._kernels import stdrandom as _std
from . import _kernels as _k
from . import _pil as _P
from . import _resize as _rz
from . import validators as _v

__all__ = _api.names(__name__)


class Inter(IntEnum):
    """Interpolation modes. Mirrors ``mindspore.dataset.vision.Inter``."""

    NEAREST = 0
    ANTIALIAS = 1
    BILINEAR = LINEAR = 2
    BICUBIC = CUBIC = 3
    AREA = 4
    PILCUBIC = 5


class Border(str, Enum):
    """Padding modes. Mirrors ``mindspore.dataset.vision.Border``."""

    CONSTANT = "constant"
    EDGE = "edge"
    REFLECT = "reflect"
    SYMMETRIC = "symmetric"


class ConvertMode(IntEnum):
    """Colour conversions of :class:`ConvertColor`. Mirrors ``mindspore.dataset.vision.ConvertMode``."""

    COLOR_BGR2BGRA = COLOR_RGB2RGBA = 0
    COLOR_BGRA2BGR = COLOR_RGBA2RGB = 1
    COLOR_BGR2RGBA = COLOR_RGB2BGRA = 2
    COLOR_RGBA2BGR = COLOR_BGRA2RGB = 3
    COLOR_BGR2RGB = COLOR_RGB2BGR = 4
    COLOR_BGRA2RGBA = COLOR_RGBA2BGRA = 5
    COLOR_BGR2GRAY = 6
    COLOR_RGB2GRAY = 7
    COLOR_GRAY2BGR = COLOR_GRAY2RGB = 8
    COLOR_GRAY2BGRA = COLOR_GRAY2RGBA = 9
    COLOR_BGRA2GRAY = 10
    COLOR_RGBA2GRAY = 11


class SliceMode(IntEnum):
    """Mirrors ``mindspore.dataset.vision.SliceMode``."""

    PAD = 0
    DROP = 1


class ImageReadMode(IntEnum):
    """Mirrors ``mindspore.dataset.vision.ImageReadMode``."""

    UNCHANGED = 0
    GRAYSCALE = 1
    COLOR = 2


class ImageBatchFormat(Enum):
    """Batch layouts. Mirrors ``mindspore.dataset.vision.ImageBatchFormat``."""

    NHWC = 0
    NCHW = 1


def _size2(size: Any, name: str) -> tuple:
    if isinstance(size, numbers.Integral):
        if size <= 0:
            raise ValueError(f"Input {name} is not within the required interval of [1, 16777216].")
        return int(size), int(size)
    if isinstance(size, (list, tuple)) and len(size) == 2:
        return int(size[0]), int(size[1])
    raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")


class Rescale(TensorOperation):
    """``image * rescale + shift`` as float32. Mirrors ``vision.Rescale``."""

    def __init__(self, rescale: float, shift: float) -> None:
        self.rescale, self.shift = float(rescale), float(shift)

    def _apply(self, img):
        out = img.astype(np.float32)
        out *= np.float32(self.rescale)
        out += np.float32(self.shift)
        return out


class Normalize(TensorOperation):
    """``(image - mean) / std`` per channel, as float32 (channels last unless ``is_hwc=False``).
    Mirrors ``vision.Normalize``.

    Raises:
        ValueError: if a ``std`` value is not positive or ``mean``/``std`` lengths differ.
    """

    def __init__(self, mean: list, std: list, is_hwc: bool = True) -> None:
        if len(mean) != len(std):
            raise ValueError("Length of mean and std must be equal.")
        for s in std:
            if s <= 0:
                raise ValueError("Input std_value is not within the required interval of (0.0, 16777216.0].")
        self.mean = np.asarray(mean, np.float32)
        self.std = np.asarray(std, np.float32)
        self.is_hwc = is_hwc

    def _apply(self, img):
        out = img.astype(np.float32, order="C")  # a new array: the float32 steps below run in place on it
        if self.is_hwc or out.ndim < 3:
            mean, std = self.mean, self.std
            if out.ndim >= 2 and out.shape[-1] == mean.size > 1:
                # per-channel values tiled along a row: numpy's loops then run over whole rows, not 3 values
                rows = out.reshape(-1, out.shape[-2] * out.shape[-1])
                mean, std = self._tiled(out.shape[-2])
                np.subtract(rows, mean, out=rows)
                np.divide(rows, std, out=rows)
                return out
        else:
            mean, std = self.mean[:, None, None], self.std[:, None, None]
        if np.broadcast_shapes(out.shape, mean.shape) != out.shape:  # broadcasting that changes the shape
            return ((out - mean) / std).astype(np.float32)
        np.subtract(out, mean, out=out)
        np.divide(out, std, out=out)
        return out

    def _tiled(self, width: int) -> tuple:
        """``mean`` and ``std`` repeated ``width`` times (cached per width)."""
        cache = self.__dict__.setdefault("_rows", {})
        pair = cache.get(width)
        if pair is None:
            pair = cache[width] = (np.tile(self.mean, width), np.tile(self.std, width))
        return pair


class HWC2CHW(TensorOperation):
    """Move channels first: (H, W, C) -> (C, H, W); a 2-D image becomes (1, H, W)... as MindSpore, left 2-D.
    Mirrors ``vision.HWC2CHW``."""

    def _apply(self, img):
        if img.ndim == 2:
            return img
        return np.ascontiguousarray(img.transpose(2, 0, 1))


class ToTensor(TensorOperation):
    """HWC image (uint8 0..255) -> CHW ``output_type`` scaled to [0, 1]. Mirrors ``vision.ToTensor``."""

    def __init__(self, output_type: Any = np.float32) -> None:
        from ..transforms.transforms import _np_dtype

        self.output_type = _np_dtype(output_type)

    def _apply(self, img):
        img = np.asarray(img)
        if img.ndim == 2:
            img = img[:, :, None]
        return np.ascontiguousarray((img.astype(np.float32) * np.float32(1 / 255.0)).transpose(2, 0, 1)).astype(
            self.output_type
        )


_PIL_FILTERS = {Inter.NEAREST: 0, Inter.ANTIALIAS: 1, Inter.LINEAR: 2, Inter.CUBIC: 3}  # PIL's NEAREST..BICUBIC


def _pil_filter(interpolation: Inter) -> int:
    """PIL's resampling filter for ``interpolation`` (ANTIALIAS is LANCZOS), MindSpore's ``Inter.to_python_type``.

    Raises:
        RuntimeError: for AREA or PILCUBIC (MindSpore's message).
    """
    f = _PIL_FILTERS.get(interpolation)
    if f is None:
        raise RuntimeError("Unsupported interpolation, only support NEAREST, ANTIALIAS, LINEAR and CUBIC.")
    return f


def _resize(img: np.ndarray, h: int, w: int, interpolation: Inter) -> np.ndarray:
    """Resize an HW/HWC (or NHWC) numpy image to (h, w) as MindSpore's C++ Resize: OpenCV's kernels, or Pillow's
    bicubic for PILCUBIC (3-channel uint8 only)."""
    if img.ndim < 2:
        raise _k.op_error(
            "Resize: the image tensor should have at least two dimensions. You may need to perform Decode first."
        )
    if img.ndim > 3:
        lead = img.shape[:-3]
        flat = img.reshape((-1,) + img.shape[-3:])
        return np.stack([_resize(x, h, w, interpolation) for x in flat]).reshape(lead + (h, w, img.shape[-1]))
    if interpolation == Inter.PILCUBIC:
        if img.ndim != 3 or img.shape[2] != 3:
            shape = ",".join(str(d) for d in img.shape)
            raise _k.op_error(
                f"Resize: Interpolation mode PILCUBIC only supports image with 3 channels, but got: <{shape}>"
            )
        return _rz.resize_pil_cubic(img.astype(np.uint8, copy=False), h, w)
    mode = int(interpolation) if interpolation in (Inter.NEAREST, Inter.CUBIC, Inter.AREA) else int(Inter.LINEAR)
    if img.dtype in (np.uint8, np.float32) or mode == int(Inter.NEAREST):
        return _rz.resize_cv(img, h, w, mode)
    return _k.saturate(_rz.resize_cv(img.astype(np.float32), h, w, mode), img.dtype)


def _check_resize_size(size: Any) -> None:
    """MindSpore's ``check_resize_size``: an int in [1, 16777216] or an (h, w) pair of ints in [1, INT32_MAX]."""
    if isinstance(size, int):  # a bool passes, as in MindSpore
        check_value(size, (1, _v.FLOAT_MAX_INTEGER))
    elif isinstance(size, (tuple, list)) and len(size) == 2:
        for i, v in enumerate(size):
            type_check(v, (int,), f"size at dim {i}")
            check_value(v, (1, 2147483647), f"size at dim {i}")
    else:
        raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")


def _short_edge_size(h: int, w: int, size: int) -> tuple:
    """MindSpore's output (h, w) for an int ``size``: the shorter edge becomes ``size``, the other
    ``floor(float32(long / short) * size)``."""
    if h < w:
        return size, int(np.floor(np.float32(w) / np.float32(h) * np.float32(size)))
    return int(np.floor(np.float32(h) / np.float32(w) * np.float32(size))), size


class Resize(TensorOperation):
    """Resize an image to ``size`` (h, w); an int resizes the shorter edge to it, keeping the aspect ratio.

    Mirrors ``vision.Resize(size, interpolation=Inter.LINEAR)`` (2.10). Numpy input (<H, W>, <H, W, C> or
    <..., H, W, C>) goes through MindSpore's C++ path, reproduced pixel for pixel: OpenCV's ``cv::resize`` for
    NEAREST, LINEAR, CUBIC (uint8 fixed point and rounding as OpenCV's) and AREA, Pillow's bicubic for PILCUBIC
    (3-channel images); an int ``size`` gives ``floor(float32(long / short) * size)`` for the other edge, and an
    image already of the output size is returned as is. PIL input goes through Pillow's ``Image.resize`` (NEAREST,
    LINEAR, CUBIC, ANTIALIAS = LANCZOS) and returns a PIL image, as MindSpore's Python path.

    Raises:
        TypeError/ValueError: bad ``size`` or ``interpolation`` (MindSpore's messages); KeyError for ``None``.
        TypeError: ANTIALIAS with numpy input, AREA/PILCUBIC with PIL input.
        RuntimeError: input of rank < 2, PILCUBIC without 3 channels.
    """

    def __init__(self, size: Any, interpolation: Inter = Inter.LINEAR) -> None:
        if interpolation is None:
            raise KeyError("Interpolation should not be None")
        _check_resize_size(size)
        type_check(interpolation, (Inter,), "interpolation")
        self.size = size
        self.interpolation = interpolation

    def __call__(self, img):
        if _is_pil(img):
            if self.interpolation in (Inter.AREA, Inter.PILCUBIC):
                raise TypeError("Current Interpolation is not supported with PIL input.")
            return _pil_resize(img, self.size, _pil_filter(self.interpolation))
        if self.interpolation == Inter.ANTIALIAS:
            raise TypeError(
                f"img should be PIL image. Got {type(img)}. Use Decode() for encoded data or ToPIL() for decoded data."
            )
        return super().__call__(img)

    def _apply(self, img):
        if img.ndim < 2:
            return _resize(img, 1, 1, self.interpolation)  # raises MindSpore's error
        h0, w0 = img.shape[-3:-1] if img.ndim > 3 else img.shape[:2]
        if isinstance(self.size, int):
            h, w = _short_edge_size(h0, w0, self.size)
        else:
            h, w = int(self.size[0]), int(self.size[1])
        if (h, w) == (h0, w0):
            return img.view()  # MindSpore hands back the same data in a new array
        return _resize(img, h, w, self.interpolation)


def _pil_resize(img: Any, size: Any, resample: int) -> Any:
    """MindSpore's ``py_transforms_util.resize``: an int ``size`` sets the shorter edge (the other
    ``int(size * aspect)``; an image already that size is returned as is), a pair is (h, w)."""
    if isinstance(size, int):
        w0, h0 = img.size
        aspect = w0 / h0
        if (w0 <= h0 and w0 == size) or (h0 <= w0 and h0 == size):
            return img
        if w0 < h0:
            return img.resize((size, int(size / aspect)), resample)
        return img.resize((int(size * aspect), size), resample)
    return img.resize(tuple(size)[::-1], resample)


class CenterCrop(TensorOperation):
    """Crop the centre ``size`` (h, w) (an int: square); pads with zeros when the image is smaller.
    Mirrors ``vision.CenterCrop``."""

    def __init__(self, size: Any) -> None:
        self.size = _size2(size, "size")

    def _apply(self, img):
        ch, cw = self.size
        h, w = img.shape[:2]
        if ch > h or cw > w:
            ph, pw = max(ch - h, 0), max(cw - w, 0)
            pad = [(ph // 2, ph - ph // 2), (pw // 2, pw - pw // 2)] + [(0, 0)] * (img.ndim - 2)
            img = np.pad(img, pad)
            h, w = img.shape[:2]
        top = (h - ch) // 2
        left = (w - cw) // 2
        return np.ascontiguousarray(img[top : top + ch, left : left + cw])


def _pad_sides(padding) -> tuple:
    """``(left, top, right, bottom)`` of a ``padding`` argument: an int, (left/right, top/bottom) or four."""
    if isinstance(padding, numbers.Integral):
        return (int(padding),) * 4
    if len(padding) == 2:
        return padding[0], padding[1], padding[0], padding[1]
    return tuple(padding)


def _pad(img, padding, fill_value=0, padding_mode=Border.CONSTANT):
    left, top, right, bottom = _pad_sides(padding)
    pad = [(top, bottom), (left, right)] + [(0, 0)] * (img.ndim - 2)
    mode = Border(padding_mode).value
    if mode == "constant":
        fill = fill_value if isinstance(fill_value, numbers.Number) else fill_value[0]
        if not isinstance(fill_value, numbers.Number) and img.ndim == 3:
            out = np.stack(
                [np.pad(img[:, :, c], pad[:2], constant_values=fill_value[c]) for c in range(img.shape[2])], 2
            )
            return out
        return np.pad(img, pad, mode="constant", constant_values=fill)
    return np.pad(img, pad, mode=mode)


class Pad(TensorOperation):
    """Pad the borders (``padding``: int, (left/right, top/bottom) or (left, top, right, bottom)).
    Mirrors ``vision.Pad``."""

    def __init__(self, padding: Any, fill_value: Any = 0, padding_mode: Border = Border.CONSTANT) -> None:
        self.padding, self.fill_value, self.padding_mode = padding, fill_value, padding_mode

    def _apply(self, img):
        return _pad(img, self.padding, self.fill_value, self.padding_mode)


class RandomCrop(TensorOperation):
    """Crop a random ``size`` window, after optional ``padding``. Mirrors ``vision.RandomCrop``: the window's left
    then top edge are ``uniform_int_distribution`` draws from the operation's engine, as MindSpore's
    ``RandomCropOp`` draws them."""

    _random = True

    def __init__(
        self,
        size: Any,
        padding: Any = None,
        pad_if_needed: bool = False,
        fill_value: Any = 0,
        padding_mode: Border = Border.CONSTANT,
    ) -> None:
        self.size = _size2(size, "size")
        self.padding, self.pad_if_needed = padding, pad_if_needed
        self.fill_value, self.padding_mode = fill_value, padding_mode

    def _window(self, img, rng=None) -> tuple:
        """The padded image and the crop window's ``(top, left)`` in it, drawn from ``rng`` (default this
        operation's) as MindSpore's ``RandomCropOp`` pads: the ``padding``, then with ``pad_if_needed`` the missing
        height/width added on both sides."""
        if self.padding is not None:
            img = _pad(img, self.padding, self.fill_value, self.padding_mode)
        ch, cw = self.size
        h, w = img.shape[:2]
        if self.pad_if_needed and (h < ch or w < cw):
            img = _pad(img, (max(cw - w, 0), max(ch - h, 0)), self.fill_value, self.padding_mode)
            h, w = img.shape[:2]
        if h < ch or w < cw:
            raise _k.op_error(
                "RandomCrop: invalid crop size, crop size is bigger than the image dimensions, got crop height: "
                f"{ch}, crop width: {cw}",
                "Shape is incorrect.",
            )
        if rng is not None:
            top = rng.randint(0, h - ch)
            left = rng.randint(0, w - cw)
        else:  # MindSpore's RandomCropOp: x, then y, each a uniform_int_distribution<int> draw
            g = self._engine()
            left = _std.uniform_int(g, w - cw)
            top = _std.uniform_int(g, h - ch)
        return img, top, left

    def _apply(self, img):
        img, top, left = self._window(img)
        ch, cw = self.size
        return np.ascontiguousarray(img[top : top + ch, left : left + cw])


class RandomHorizontalFlip(TensorOperation):
    """Flip left-right with probability ``prob`` (one ``bernoulli_distribution`` draw from the operation's engine,
    as MindSpore's C++ operation draws). Mirrors ``vision.RandomHorizontalFlip``."""

    _random = True

    def __init__(self, prob: float = 0.5) -> None:
        if not 0.0 <= prob <= 1.0:
            raise ValueError("Input prob is not within the required interval of [0.0, 1.0].")
        self.prob = prob

    def _apply(self, img):  # MindSpore's RandomHorizontalFlipOp: one bernoulli_distribution(prob) draw
        return _k.flip(img, 1) if _std.bernoulli(self._engine(), float(np.float32(self.prob))) else img


class RandomVerticalFlip(TensorOperation):
    """Flip top-bottom with probability ``prob`` (one ``bernoulli_distribution`` draw from the operation's engine,
    as MindSpore's C++ operation draws). Mirrors ``vision.RandomVerticalFlip``."""

    _random = True

    def __init__(self, prob: float = 0.5) -> None:
        if not 0.0 <= prob <= 1.0:
            raise ValueError("Input prob is not within the required interval of [0.0, 1.0].")
        self.prob = prob

    def _apply(self, img):  # MindSpore's RandomVerticalFlipOp: one bernoulli_distribution(prob) draw
        return _k.flip(img, 0) if _std.bernoulli(self._engine(), float(np.float32(self.prob))) else img


class Grayscale(TensorOperation):
    """A PIL image to gray (Pillow's ``convert('L')``), ``num_output_channels`` 1 or 3 (three equal bands, RGB).
    Mirrors ``vision.Grayscale``, a Python-only transform in MindSpore: PIL input only.

    Raises:
        TypeError: for input that is not a PIL image (MindSpore's message). ValueError: for a channel count other
        than 1 or 3.
    """

    def __init__(self, num_output_channels: int = 1) -> None:
        self.num_output_channels = num_output_channels

    def __call__(self, img):
        return _P.grayscale(_pil_image(img), self.num_output_channels)


class ToType(TensorOperation):
    """Cast to ``data_type``. Mirrors ``vision.ToType``."""

    def __init__(self, data_type: Any) -> None:
        from ..transforms.transforms import _np_dtype

        self._dtype = _np_dtype(data_type)

    def _apply(self, img):
        return np.asarray(img).astype(self._dtype)


class Decode(TensorOperation):
    """Decode encoded image bytes (a 1-D uint8 array: JPEG, PNG, BMP, ...) into an HWC RGB uint8 image
    (``to_pil=True``: a PIL image). Mirrors ``vision.Decode``; decoding uses Pillow (``pip install 'mindshim[vision]'``).

    Raises:
        ImportError: if Pillow is not installed.
        RuntimeError: if the bytes are not an image.
    """

    def __init__(self, to_pil: bool = False) -> None:
        self.to_pil = to_pil

    def __call__(self, img):
        if isinstance(img, bytes):
            img = np.frombuffer(img, dtype=np.uint8)
        if not isinstance(img, np.ndarray):
            raise TypeError(f"The type of the encoded image should be {np.ndarray}, but got {type(img)}.")
        if img.dtype.type is np.str_:
            raise TypeError(f"The data type of the encoded image can not be {img.dtype.type}.")
        if img.ndim != 1:
            raise TypeError(f"The number of array dimensions of the encoded image should be 1, but got {img.ndim}.")
        pil = _decode_pil(img, "Decode")
        return pil if self.to_pil else np.array(pil)  # writable, as MindSpore's


def _decode_pil(data: np.ndarray, name: str):
    """Encoded image bytes -> an RGB PIL image (Pillow), or MindSpore's pipeline RuntimeError ``Decode: image
    decode failed.`` (``name`` names the operation in the ImportError without Pillow)."""
    try:
        from PIL import Image
    except ImportError as e:
        raise ImportError(
            f"{name}: decoding images needs the 'pillow' package: pip install 'mindshim[vision]' "
            "(or: pip install pillow)."
        ) from e
    import io

    try:
        with Image.open(io.BytesIO(data.data if data.flags.c_contiguous else data.tobytes())) as im:
            im.load()
            return im if im.mode == "RGB" else im.convert("RGB")  # convert() to the same mode copies
    except Exception as e:
        raise _k.op_error("Decode: image decode failed.") from e


def _decode(data: np.ndarray, name: str) -> np.ndarray:
    """Encoded image bytes -> an HWC uint8 RGB array."""
    return np.array(_decode_pil(data, name))


# ------------------------------------------------------------------------------------------------ more transforms
def _hwc3(img: np.ndarray, name: str, what: str = "") -> None:
    if img.ndim != 3:
        raise _k.op_error(
            f"{name}: the dimension of image tensor does not match the requirement of operator. Expecting tensor in "
            f"dimension of (3), in shape of <H, W, C>. But got dimension {img.ndim}."
        )


class HorizontalFlip(TensorOperation):
    """Flip an HWC or HW image left-right. Mirrors ``vision.HorizontalFlip`` (2.10)."""

    def _apply(self, img):
        return _k.flip(img, 1)


class VerticalFlip(TensorOperation):
    """Flip an HWC or HW image top-bottom. Mirrors ``vision.VerticalFlip`` (2.10)."""

    def _apply(self, img):
        return _k.flip(img, 0)


class Crop(TensorOperation):
    """Crop ``size`` (h, w; an int: square) at ``coordinates`` (top, left). Mirrors ``vision.Crop``.

    Raises:
        RuntimeError: if the window leaves the image (on call).
    """

    def __init__(self, coordinates: Any, size: Any) -> None:
        self.coordinates = (int(coordinates[0]), int(coordinates[1]))
        self.size = _size2(size, "size")

    def _apply(self, img):
        (top, left), (h, w) = self.coordinates, self.size
        if top + h > img.shape[0]:
            raise _k.op_error(f"Crop: Crop height dimension: {top + h} exceeds image height: {img.shape[0]}")
        if left + w > img.shape[1]:
            raise _k.op_error(f"Crop: Crop width dimension: {left + w} exceeds image width: {img.shape[1]}")
        return np.ascontiguousarray(img[top : top + h, left : left + w])


class ResizedCrop(TensorOperation):
    """Crop (top, left, height, width), then :class:`Resize` to ``size``. Mirrors ``vision.ResizedCrop``."""

    def __init__(self, top: int, left: int, height: int, width: int, size: Any, interpolation: Inter = Inter.BILINEAR):
        self._crop = Crop((top, left), (height, width))
        self._resize = Resize(size, interpolation)

    def _apply(self, img):
        return self._resize._apply(self._crop._apply(img))


class Invert(TensorOperation):
    """``255 - image`` on an HWC image (any dtype, as MindSpore). Mirrors ``vision.Invert``."""

    def _apply(self, img):
        if img.ndim != 3:
            raise _k.op_error(f"Invert: input tensor is not in shape of <H,W,C>, but got rank: {img.ndim}")
        return (
            (255 - img).astype(img.dtype) if img.dtype.kind == "f" else (255 - img.astype(np.int64)).astype(img.dtype)
        )


class Posterize(TensorOperation):
    """Keep the top ``bits`` bits of every uint8 value. Mirrors ``vision.Posterize``."""

    def __init__(self, bits: int) -> None:
        if not 0 <= bits <= 8:
            raise ValueError("Input bits is not within the required interval of [0, 8].")
        self.bits = int(bits)

    def _apply(self, img):
        mask = (0xFF << (8 - self.bits)) & 0xFF
        return (img.astype(np.uint8) & np.uint8(mask)).astype(img.dtype)


class Solarize(TensorOperation):
    """Invert the values at or above ``threshold`` (a pair (lo, hi): the values within it; an equal pair, as a
    single value, the values at or above it). Mirrors ``vision.Solarize``."""

    def __init__(self, threshold: Any) -> None:
        lo, hi = (threshold, 255) if isinstance(threshold, numbers.Number) else tuple(threshold)
        self.threshold = (float(lo), float(hi))

    def _apply(self, img):
        lo, hi = self.threshold

        def select(x):  # MindSpore: an equal pair means [lo, max]
            return (x >= lo) if lo == hi else (x >= lo) & (x <= hi)

        if img.dtype == np.uint8:  # a 256-entry table
            lut = np.arange(256, dtype=np.uint8)
            pick = select(lut)
            lut[pick] = 255 - lut[pick]
            return lut[img]
        return np.where(select(img), 255 - img.astype(np.int64), img).astype(img.dtype)


class AdjustBrightness(TensorOperation):
    """``image * brightness_factor``, saturated to the dtype (OpenCV rounding). Mirrors ``vision.AdjustBrightness``:
    uint8 and float32 images multiply in float32, as OpenCV's ``convertTo`` does (float64 would round some uint8
    pixels the other way)."""

    def __init__(self, brightness_factor: float) -> None:
        if brightness_factor < 0:
            raise ValueError("Input brightness_factor is not within the required interval of [0, 16777216].")
        self.brightness_factor = float(brightness_factor)

    def _apply(self, img):
        _hwc3(img, "AdjustBrightness")
        if img.dtype in (np.uint8, np.float32):
            out = img.astype(np.float32)
            out *= np.float32(self.brightness_factor)
            if img.dtype == np.float32:
                return out
            np.rint(out, out=out)
            return np.clip(out, 0, 255, out=out).astype(np.uint8)
        return _k.saturate(img * self.brightness_factor, img.dtype)


class AdjustContrast(TensorOperation):
    """Blend with the mean of the grayscale image: ``(1 - f) * mean + f * image``. Mirrors
    ``vision.AdjustContrast``: uint8 as MindSpore's OpenCV code, pixel for pixel (the gray mean rounded half up,
    the blend as ``cv2.addWeighted`` with float32 weights ``1.0 - float32(f)`` and ``float32(f)``)."""

    def __init__(self, contrast_factor: float) -> None:
        if contrast_factor < 0:
            raise ValueError("Input contrast_factor is not within the required interval of [0, 16777216].")
        self.contrast_factor = float(contrast_factor)

    def _apply(self, img):
        _hwc3(img, "AdjustContrast")
        alpha = np.float32(self.contrast_factor)
        if img.dtype == np.uint8:
            mean = math.floor(float(_k.rgb_to_gray(img).mean(dtype=np.float64)) + 0.5)
            return _k.add_weighted_u8(np.uint8(min(mean, 255)), 1.0 - float(alpha), img, float(alpha))
        mean = float(_k.rgb_to_gray(img).mean())
        if img.dtype.kind in "iu":
            mean = float(np.rint(mean))
        return _k.saturate(img.astype(np.float32) * alpha + np.float32(mean) * np.float32(1 - float(alpha)), img.dtype)


class AdjustSaturation(TensorOperation):
    """Blend with the grayscale image: ``(1 - f) * gray + f * image``. Mirrors ``vision.AdjustSaturation``: uint8 as
    MindSpore's OpenCV code, pixel for pixel (OpenCV's gray, ``cv2.addWeighted`` with float32 weights)."""

    def __init__(self, saturation_factor: float) -> None:
        if saturation_factor < 0:
            raise ValueError("Input saturation_factor is not within the required interval of [0, 16777216].")
        self.saturation_factor = float(saturation_factor)

    def _apply(self, img):
        _hwc3(img, "AdjustSaturation")
        alpha = np.float32(self.saturation_factor)
        if img.dtype == np.uint8:
            return _k.add_weighted_u8(_k.rgb_to_gray(img)[..., None], 1.0 - float(alpha), img, float(alpha))
        gray = _k.rgb_to_gray(img)[..., None].astype(np.float32)
        return _k.saturate(img.astype(np.float32) * alpha + gray * np.float32(1 - float(alpha)), img.dtype)


class AdjustHue(TensorOperation):
    """Rotate the hue by ``hue_factor`` turns (in [-0.5, 0.5]) through HSV. Mirrors ``vision.AdjustHue``.
    Known difference: HSV arithmetic in float (MindSpore: OpenCV's 8-bit HSV), so uint8 pixels may differ by a few
    levels."""

    def __init__(self, hue_factor: float) -> None:
        if not -0.5 <= hue_factor <= 0.5:
            raise ValueError("Input hue_factor is not within the required interval of [-0.5, 0.5].")
        self.hue_factor = float(hue_factor)

    def _apply(self, img):
        _hwc3(img, "AdjustHue")
        x = img.astype(np.float64) / (255.0 if img.dtype == np.uint8 else 1.0)
        r, g, b = x[..., 0], x[..., 1], x[..., 2]
        mx, mn = x.max(-1), x.min(-1)
        d = mx - mn
        safe = np.where(d == 0, 1, d)
        h = np.where(mx == r, (g - b) / safe % 6, np.where(mx == g, (b - r) / safe + 2, (r - g) / safe + 4)) / 6
        h = np.where(d == 0, 0, h)
        s = np.where(mx == 0, 0, d / np.where(mx == 0, 1, mx))
        h = (h + self.hue_factor) % 1.0
        i = np.floor(h * 6)
        f = h * 6 - i
        p, q, t = mx * (1 - s), mx * (1 - s * f), mx * (1 - s * (1 - f))
        i = i.astype(np.int64) % 6
        choices = [(mx, t, p), (q, mx, p), (p, mx, t), (p, q, mx), (t, p, mx), (mx, p, q)]
        out = np.stack([np.choose(i, [c[k] for c in choices]) for k in range(3)], -1)
        if img.dtype == np.uint8:
            return _k.saturate(out * 255.0, np.uint8)
        return out.astype(img.dtype)


class AdjustGamma(TensorOperation):
    """Gamma correction: uint8 ``floor(255.999 * gain * (image / 255) ** gamma)``; float images (in [0, 1])
    ``(gain * image) ** gamma`` clipped to [0, 1], as MindSpore 2.10 computes them. Mirrors ``vision.AdjustGamma``."""

    def __init__(self, gamma: float, gain: float = 1) -> None:
        if gamma < 0:
            raise ValueError("Input gamma is not within the required interval of [0, 16777216].")
        self.gamma, self.gain = float(gamma), float(gain)

    def _apply(self, img):
        if img.dtype == np.uint8:
            table = np.floor((255 + 1 - 1e-3) * self.gain * np.power(np.arange(256) / 255.0, self.gamma))
            return np.clip(table, 0, 255).astype(np.uint8)[img]
        return np.clip(np.power(self.gain * img.astype(np.float64), self.gamma), 0, 1).astype(img.dtype)


class ConvertColor(TensorOperation):
    """Convert between RGB/BGR/RGBA/BGRA/gray layouts (``cv2.cvtColor`` semantics; alpha added as 255).
    Mirrors ``vision.ConvertColor``."""

    def __init__(self, convert_mode: ConvertMode) -> None:
        self.convert_mode = ConvertMode(convert_mode)

    def _apply(self, img):
        m = ConvertMode(self.convert_mode)
        full = np.iinfo(img.dtype).max if img.dtype.kind in "iu" else 1.0
        if m in (ConvertMode.COLOR_RGB2GRAY, ConvertMode.COLOR_RGBA2GRAY):
            return _k.rgb_to_gray(img[..., :3])
        if m in (ConvertMode.COLOR_BGR2GRAY, ConvertMode.COLOR_BGRA2GRAY):
            return _k.rgb_to_gray(img[..., 2::-1])
        if m in (ConvertMode.COLOR_GRAY2RGB, ConvertMode.COLOR_GRAY2RGBA):
            g = img if img.ndim == 2 else img[..., 0]
            chans = [g, g, g] + ([np.full_like(g, full)] if m == ConvertMode.COLOR_GRAY2RGBA else [])
            return np.stack(chans, -1)
        rgb = img[..., :3]
        if m in (ConvertMode.COLOR_BGR2RGB, ConvertMode.COLOR_BGR2RGBA, ConvertMode.COLOR_RGBA2BGR):
            rgb = rgb[..., ::-1]
        if m == ConvertMode.COLOR_BGRA2RGBA:
            return np.ascontiguousarray(np.concatenate([rgb[..., ::-1], img[..., 3:]], -1))
        if m in (ConvertMode.COLOR_RGB2RGBA, ConvertMode.COLOR_BGR2RGBA):
            alpha = np.full(img.shape[:2] + (1,), full, img.dtype)
            return np.ascontiguousarray(np.concatenate([rgb, alpha], -1))
        return np.ascontiguousarray(rgb)


class NormalizePad(TensorOperation):
    """:class:`Normalize`, then a zero channel appended (HWC -> HW(C+1)), as ``dtype`` ('float32' or 'float16').
    Mirrors ``vision.NormalizePad``. As MindSpore 2.10 does (eagerly and in ``map``), the HWC result is laid out
    channel-planar: its buffer holds the normalized HWC values followed by H*W zeros, viewed as (H, W, C+1)."""

    def __init__(self, mean: list, std: list, dtype: str = "float32", is_hwc: bool = True) -> None:
        self._norm = Normalize(mean, std, is_hwc)
        self.dtype, self.is_hwc = dtype, is_hwc

    def _apply(self, img):
        out = self._norm._apply(img)
        shape = list(out.shape)
        shape[-1 if self.is_hwc else 0] += 1
        flat = np.zeros(int(np.prod(shape)), self.dtype)
        flat[: out.size] = out.reshape(-1)
        return flat.reshape(shape)


class PadToSize(TensorOperation):
    """Pad to ``size`` (h, w), the image placed at ``offset`` (top, left; default centred). Mirrors
    ``vision.PadToSize``."""

    def __init__(
        self, size: Any, offset: Any = None, fill_value: Any = 0, padding_mode: Border = Border.CONSTANT
    ) -> None:
        self.size = _size2(size, "size")
        self.offset = None if offset is None else ((offset, offset) if isinstance(offset, int) else tuple(offset))
        self.fill_value, self.padding_mode = fill_value, padding_mode

    def _apply(self, img):
        (th, tw), (h, w) = self.size, img.shape[:2]
        if th < h or tw < w:
            raise RuntimeError(
                f"PadToSize: the target size to pad should be no less than the original image size, but got target "
                f"size {[th, tw]} and original size {[h, w]}."
            )
        top, left = ((th - h) // 2, (tw - w) // 2) if self.offset is None else self.offset
        return _pad(img, (left, top, tw - w - left, th - h - top), self.fill_value, self.padding_mode)


class Erase(TensorOperation):
    """Fill the (top, left, height, width) window with ``value`` (a number or one per channel). Mirrors
    ``vision.Erase``; like MindSpore, ``inplace=True`` writes into the input array."""

    def __init__(self, top: int, left: int, height: int, width: int, value: Any = 0.0, inplace: bool = False):
        self.top, self.left, self.height, self.width = top, left, height, width
        self.value, self.inplace = value, inplace

    def __call__(self, img):
        arr = _np(img)
        out = arr if self.inplace and arr.flags.writeable else arr.copy()
        val = self.value
        out[self.top : self.top + self.height, self.left : self.left + self.width] = (
            val if isinstance(val, numbers.Number) else np.asarray(val, out.dtype)
        )
        return out


def _rotate(img, degrees, resample, expand, center, fill_value):
    h, w = img.shape[:2]
    f32 = np.float32
    # MindSpore: a float degree and a Point2f centre into cv::getRotationMatrix2D
    degrees = float(f32(degrees))
    cx, cy = ((w - 1) / 2.0, (h - 1) / 2.0) if center is None else center
    cx, cy = float(f32(cx)), float(f32(cy))
    m = _k.rotation_matrix((cx, cy), degrees)
    oh, ow = h, w
    if expand:
        # cv::RotatedRect(centre, size, degrees).boundingRect2f(), in float32 as OpenCV computes it
        ang = degrees * math.pi / 180.0
        b, a = f32(math.cos(ang)) * f32(0.5), f32(math.sin(ang)) * f32(0.5)
        fx, fy, sw, sh = f32(cx), f32(cy), f32(w), f32(h)
        p0 = (fx - a * sh - b * sw, fy + b * sh - a * sw)
        p1 = (fx + a * sh - b * sw, fy - b * sh - a * sw)
        p2 = (f32(2) * fx - p0[0], f32(2) * fy - p0[1])
        p3 = (f32(2) * fx - p1[0], f32(2) * fy - p1[1])
        xs, ys = (p0[0], p1[0], p2[0], p3[0]), (p0[1], p1[1], p2[1], p3[1])
        bw, bh = f32(max(xs)) - f32(min(xs)), f32(max(ys)) - f32(min(ys))
        m[0, 2] += float(bw) / 2.0 - w / 2.0
        m[1, 2] += float(bh) / 2.0 - h / 2.0
        ow, oh = int(np.rint(bw)), int(np.rint(bh))
    # MindSpore hands a per-channel fill to OpenCV in reverse channel order
    fill = fill_value if isinstance(fill_value, numbers.Number) else tuple(fill_value)[::-1]
    return _k.warp_affine(img, m, (oh, ow), Inter(resample) == Inter.NEAREST, fill)


class Rotate(TensorOperation):
    """Rotate counter-clockwise by ``degrees`` about ``center`` (x, y; default the image centre), OpenCV's
    ``warpAffine`` (NEAREST or bilinear, constant ``fill_value``); ``expand`` grows the canvas to hold the whole
    image. Mirrors ``vision.Rotate``. Known difference: BICUBIC/AREA fall back to bilinear."""

    def __init__(
        self,
        degrees: float,
        resample: Inter = Inter.NEAREST,
        expand: bool = False,
        center: Any = None,
        fill_value: Any = 0,
    ) -> None:
        self.degrees, self.resample, self.expand = float(degrees), resample, expand
        self.center, self.fill_value = center, fill_value

    def _apply(self, img):
        return _rotate(img, self.degrees, self.resample, self.expand, self.center, self.fill_value)


class RandomRotation(Rotate):
    """:class:`Rotate` by an angle drawn from ``degrees`` (a number d: [-d, d]; a pair: that range; both
    normalised modulo 360 as MindSpore does). Mirrors ``vision.RandomRotation``: the angle is ``mid + u * half
    range`` in float with ``u`` from ``uniform_real_distribution<float>(-1, 1)`` over the operation's engine, as
    MindSpore's ``RandomRotationOp`` draws it."""

    _random = True

    def __init__(self, degrees: Any, resample=Inter.NEAREST, expand=False, center=None, fill_value=0) -> None:
        if isinstance(degrees, numbers.Number):  # MindSpore's normalisation of the range, modulo 360
            rng = [-(abs(degrees) % 360), abs(degrees) % 360]
        elif degrees[1] - degrees[0] >= 360:
            rng = [-180, 180]
        else:
            rng = [degrees[0] % 360, degrees[1] % 360]
            if rng[0] > rng[1]:
                rng[1] += 360
        super().__init__(0.0, resample, expand, center, fill_value)
        self.degrees_range = tuple(rng)

    def _apply(self, img):
        # MindSpore's RandomRotationOp: u from uniform_real_distribution<float>(-1, 1), the angle mid + u * half range
        f = np.float32
        start, end = f(self.degrees_range[0]), f(self.degrees_range[1])
        u = f(_std.uniform_float(self._engine(), -1.0, 1.0))
        angle = float(f((end + start) / f(2)) + f(u * f((end - start) / f(2))))
        return _rotate(img, angle, self.resample, self.expand, self.center, self.fill_value)


def _affine_matrix(h: int, w: int, degrees: float, translate: Any, scale: float, shear: Any) -> np.ndarray:
    """MindSpore's forward affine matrix T * C * RSS * C^-1 about the pixel centre ((w-1)/2, (h-1)/2), with
    RSS = R(degrees) * S(scale) * SHy(shear_y) * SHx(shear_x) (torchvision's convention); ``translate`` in pixels."""
    import math

    sx, sy = (shear if isinstance(shear, (list, tuple)) else (shear, 0.0))[:2]
    rot, sx, sy = math.radians(degrees), math.radians(sx), math.radians(sy)
    a = math.cos(rot - sy) / math.cos(sy)
    b = -math.cos(rot - sy) * math.tan(sx) / math.cos(sy) - math.sin(rot)
    c = math.sin(rot - sy) / math.cos(sy)
    d = -math.sin(rot - sy) * math.tan(sx) / math.cos(sy) + math.cos(rot)
    a, b, c, d = a * scale, b * scale, c * scale, d * scale
    cx, cy = (w - 1) / 2.0, (h - 1) / 2.0
    tx, ty = translate
    return np.array([[a, b, cx + tx - a * cx - b * cy], [c, d, cy + ty - c * cx - d * cy]], np.float64)


def _affine(img, degrees, translate, scale, shear, resample, fill_value):
    if img.ndim not in (2, 3):
        raise _k.op_error(f"Affine: input tensor is not in shape of <H,W,C> or <H,W>, but got rank: {img.ndim}")
    h, w = img.shape[:2]
    m = _affine_matrix(h, w, degrees, (translate[0] * w, translate[1] * h), scale, shear)
    fill = fill_value if isinstance(fill_value, numbers.Number) else tuple(fill_value)
    return _k.warp_affine(img, m, (h, w), Inter(resample) == Inter.NEAREST, fill)


def _check_affine_fill(fill_value: Any) -> None:
    """An int or a 3-tuple of ints in [0, 255], with MindSpore's messages."""
    if isinstance(fill_value, int):
        type_check(fill_value, (int,), "fill_value")
        check_value(fill_value, (0, 255), "fill_value")
    elif isinstance(fill_value, tuple) and len(fill_value) == 3:
        for i, v in enumerate(fill_value):
            type_check(v, (int,), f"fill_value[{i}]")
            check_value(v, (0, 255), f"fill_value[{i}]")
    else:
        raise TypeError("fill_value should be a single integer or a 3-tuple.")


class Affine(TensorOperation):
    """Rotate by ``degrees`` (clockwise, in [-180, 180]), translate by ``translate`` (fractions of width and
    height, in [-1, 1]), scale by ``scale`` and shear by ``shear`` (degrees; a number shears along x, a pair along
    x and y) about the image centre, with OpenCV's ``warpAffine`` (NEAREST or bilinear; constant ``fill_value``).
    Input: <H, W> or <H, W, C>. Mirrors ``vision.Affine`` (2.10). Known difference: BICUBIC/AREA fall back to
    bilinear.

    Raises:
        TypeError/ValueError: on bad arguments (MindSpore's messages). RuntimeError: for input of another rank.
    """

    def __init__(
        self,
        degrees: float,
        translate: Any,
        scale: float,
        shear: Any,
        resample: Inter = Inter.NEAREST,
        fill_value: Any = 0,
    ) -> None:
        type_check(degrees, (int, float), "degrees")
        check_value(degrees, (-180, 180), "degrees")
        type_check(translate, (list, tuple), "translate")
        if len(translate) != 2:
            raise TypeError("The length of translate should be 2.")
        for i, t in enumerate(translate):
            type_check(t, (int, float), f"translate[{i}]")
            check_value(t, (-1.0, 1.0), f"translate[{i}]")
        type_check(scale, (int, float), "scale")
        check_positive(scale, "scale")
        type_check(shear, (numbers.Number, tuple, list), "shear")
        if isinstance(shear, (list, tuple)):
            if len(shear) != 2:
                raise TypeError("The length of shear should be 2.")
            for i, v in enumerate(shear):
                type_check(v, (int, float), f"shear[{i}]")
                check_value(v, (-180, 180), f"shear[{i}]")
        else:
            check_value(shear, (-180, 180), "shear")
        type_check(resample, (Inter,), "resample")
        _check_affine_fill(fill_value)
        self.degrees, self.translate, self.scale, self.shear = degrees, translate, scale, shear
        self.resample, self.fill_value = resample, fill_value

    def _apply(self, img):
        return _affine(img, self.degrees, self.translate, self.scale, self.shear, self.resample, self.fill_value)


class RandomAffine(TensorOperation):
    """:class:`Affine` with parameters drawn per image: angle from ``degrees`` (d: [-d, d]; or (min, max)),
    translation from ``translate`` ((tx_min, tx_max) or (tx_min, tx_max, ty_min, ty_max), fractions of the size),
    scale from ``scale`` (min, max), shear from ``shear`` (s: x in [-s, s]; (min, max) for x; 4 values for x and y).
    Mirrors ``vision.RandomAffine`` (2.10), drawing the parameters as its C++ operation does (from the operation's
    engine, :meth:`TensorOperation._engine`).

    Raises:
        TypeError/ValueError: on bad arguments (MindSpore's messages).
    """

    _random = True

    def __init__(
        self,
        degrees: Any,
        translate: Any = None,
        scale: Any = None,
        shear: Any = None,
        resample: Inter = Inter.NEAREST,
        fill_value: Any = 0,
    ) -> None:
        type_check(degrees, (int, float, list, tuple), "degrees")
        if isinstance(degrees, (int, float)):
            check_value(degrees, (0, 16777216), "degrees")
            degrees = (-degrees, degrees)
        elif len(degrees) != 2:
            raise TypeError("If degrees is a sequence, the length must be 2.")
        elif degrees[0] > degrees[1]:
            raise ValueError("degrees should be in (min,max) format. Got (max,min).")
        if translate is not None:
            type_check(translate, (list, tuple), "translate")
            if len(translate) not in (2, 4):
                raise TypeError("translate should be a list or tuple of length 2 or 4.")
            for i, t in enumerate(translate):
                type_check(t, (int, float), f"translate[{i}]")
                check_value(t, (-1.0, 1.0), f"translate at {i}")
            translate = list(translate) + [0.0, 0.0] if len(translate) == 2 else list(translate)
        if scale is not None:
            type_check(scale, (tuple, list), "scale")
            if len(scale) != 2:
                raise TypeError("scale should be a list or tuple of length 2.")
            if scale[0] > scale[1]:
                raise ValueError("Input scale[1] must be equal to or greater than scale[0].")
            check_positive(scale[1], "scale[1]")
        if shear is not None:
            type_check(shear, (numbers.Number, tuple, list), "shear")
            if isinstance(shear, numbers.Number):
                check_positive(shear, "shear")
                shear = (-shear, shear, 0.0, 0.0)
            elif len(shear) not in (2, 4):
                raise TypeError("shear must be of length 2 or 4.")
            elif len(shear) == 2:
                if shear[0] > shear[1]:
                    raise ValueError("Input shear[1] must be equal to or greater than shear[0]")
                shear = (shear[0], shear[1], 0.0, 0.0)
            elif shear[0] > shear[1] or shear[2] > shear[3]:
                raise ValueError(
                    "Input shear[1] must be equal to or greater than shear[0] and "
                    "shear[3] must be equal to or greater than shear[2]."
                )
        type_check(resample, (Inter,), "resample")
        _check_affine_fill(fill_value)
        self.degrees = tuple(degrees)
        self.translate = tuple(translate) if translate is not None else (0.0, 0.0, 0.0, 0.0)
        self.scale = tuple(scale) if scale is not None else (1.0, 1.0)
        self.shear = tuple(shear) if shear is not None else (0.0, 0.0, 0.0, 0.0)
        self.resample, self.fill_value = resample, fill_value

    def _apply(self, img):
        # MindSpore's RandomAffineOp: six uniform_real_distribution<float> draws (degrees, x and y translation in
        # pixels, scale, the two shears), the angle taken modulo 360 in float
        f, g = np.float32, self._engine()
        h, w = (img.shape[:2] + (1, 1))[:2] if img.ndim >= 2 else (1, 1)
        t = [f(v) for v in self.translate]
        angle = f(_std.uniform_float(g, *self.degrees))
        tx = _std.uniform_float(g, t[0] * f(w), t[1] * f(w))
        ty = _std.uniform_float(g, t[2] * f(h), t[3] * f(h))
        scale = _std.uniform_float(g, *self.scale)
        shear = (_std.uniform_float(g, *self.shear[:2]), _std.uniform_float(g, *self.shear[2:]))
        angle = float(np.fmod(angle, f(360)))
        return _affine(img, angle, (tx / w, ty / h), scale, shear, self.resample, self.fill_value)


def _round_half_away(x: float) -> int:
    """C++ ``std::round``: halves away from zero."""
    return int(math.floor(x + 0.5)) if x >= 0 else -int(math.floor(-x + 0.5))


def _crop_box(g: _std.MT19937, h: int, w: int, scale: tuple, ratio: tuple, max_attempts: int,
              py_round: bool = False) -> tuple:  # fmt: skip
    """MindSpore's RandomCropAndResize crop window ``(top, left, height, width)`` of an ``h`` x ``w`` image, drawn
    from the engine ``g`` as its ``GetCropBox`` draws: up to ``max_attempts`` times an area fraction from ``scale``
    and a log aspect from ``log(ratio)`` (``uniform_real_distribution<float>`` each), ``width = round(sqrt(h * w *
    scale * exp(log_aspect)))`` (in double), ``height = round(width / aspect)``; a window that fits
    takes ``x`` then ``y`` from ``uniform_int_distribution``; else a centre crop clamped to ``ratio``.
    ``py_round``: the fallback centre as Python's ``round`` (MindSpore's PIL path) instead of C++'s."""
    f32 = np.float32
    lb, ub = f32(ratio[0]), f32(ratio[1])
    log_lb, log_ub = f32(math.log(float(lb))), f32(math.log(float(ub)))
    for _ in range(max_attempts):
        sample_scale = _std.uniform_float(g, scale[0], scale[1])
        sample_aspect = math.exp(_std.uniform_float(g, log_lb, log_ub))
        cw = _round_half_away(math.sqrt(h * w * sample_scale * sample_aspect))
        ch = _round_half_away(cw / sample_aspect)
        cw, ch = max(cw, 1), max(ch, 1)
        if cw <= w and ch <= h:
            left = _std.uniform_int(g, w - cw)
            top = _std.uniform_int(g, h - ch)
            return top, left, ch, cw
    aspect = w / h
    if aspect < lb:
        cw, ch = w, _round_half_away(w / float(lb))
    elif aspect > ub:
        ch, cw = h, _round_half_away(h * float(ub))
    else:
        cw, ch = w, h
    cw, ch = max(cw, 1), max(ch, 1)
    rnd = round if py_round else _round_half_away
    return int(rnd((h - ch) / 2.0)), int(rnd((w - cw) / 2.0)), ch, cw


def _init_random_resized_crop(
    op: Any, size: Any, scale: Any, ratio: Any, interpolation: Any, max_attempts: int
) -> None:
    """Check and keep the arguments :class:`RandomResizedCrop` and :class:`RandomCropDecodeResize` share."""
    _v.check_random_resize_crop(size, scale, ratio, interpolation, max_attempts, Inter)
    op.size = (size, size) if isinstance(size, int) else tuple(size)
    op.scale, op.ratio = tuple(scale), tuple(ratio)
    op.interpolation, op.max_attempts = interpolation, max_attempts


class RandomResizedCrop(TensorOperation):
    """Crop a random window (area fraction from ``scale``, aspect ratio from ``ratio``, at most ``max_attempts``
    tries, then a centre crop) and resize it to ``size`` (int: square; (h, w)) with ``interpolation``.

    Input: <H, W> or <H, W, C> numpy image (OpenCV's resize, as MindSpore's C++ operation), or a PIL image (PIL's
    resize; returns a PIL image). Mirrors ``vision.RandomResizedCrop`` (2.10): the window is computed as
    MindSpore's ``RandomCropAndResizeOp`` computes it, from its engine (:meth:`TensorOperation._engine`), so a
    seeded pipeline crops MindSpore's windows. The PIL path draws from Python's ``random`` as MindSpore's does.

    Raises:
        TypeError/ValueError: on bad arguments (MindSpore's messages). TypeError: ANTIALIAS with numpy input,
        AREA/PILCUBIC with PIL input.
    """

    _random = True

    def __init__(
        self,
        size: Any,
        scale: Any = (0.08, 1.0),
        ratio: Any = (3.0 / 4.0, 4.0 / 3.0),
        interpolation: Inter = Inter.BILINEAR,
        max_attempts: int = 10,
    ) -> None:
        _init_random_resized_crop(self, size, scale, ratio, interpolation, max_attempts)

    def __call__(self, img):
        if _is_pil(img):
            if self.interpolation in (Inter.AREA, Inter.PILCUBIC):
                raise TypeError("Current Interpolation is not supported with PIL input.")
            top, left, ch, cw = _P.random_resized_crop_box(img, self.scale, self.ratio, self.max_attempts)
            img = img.crop((left, top, left + cw, top + ch))
            return img.resize(self.size[::-1], _pil_filter(self.interpolation))
        if self.interpolation == Inter.ANTIALIAS:
            raise TypeError(
                f"img should be PIL image. Got {type(img)}. Use Decode() for encoded data or ToPIL() for decoded data."
            )
        return super().__call__(img)

    def _apply(self, img):
        if img.ndim not in (2, 3):
            raise _k.op_error(
                f"RandomCropAndResize: input tensor is not in shape of <H,W,C> or <H,W>, but got rank: {img.ndim}"
            )
        top, left, ch, cw = _crop_box(self._engine(), *img.shape[:2], self.scale, self.ratio, self.max_attempts)
        return _resize(img[top : top + ch, left : left + cw], *self.size, Inter(self.interpolation))


class RandomCropDecodeResize(TensorOperation):
    """Decode an encoded image (JPEG, PNG, BMP, ...: a 1-D uint8 array), crop a random window and resize it to
    ``size``: :class:`Decode` then :class:`RandomResizedCrop` in one operation, the first step of ImageNet-style
    training pipelines (``RandomCropDecodeResize(224, scale=(0.08, 1.0), ratio=(0.75, 1.333))``).

    Mirrors ``vision.RandomCropDecodeResize(size, scale=(0.08, 1.0), ratio=(3/4, 4/3), interpolation=Inter.BILINEAR,
    max_attempts=10)`` (2.10): output <size_h, size_w, 3> uint8 RGB; ``interpolation`` any of NEAREST, BILINEAR,
    BICUBIC, AREA, PILCUBIC. Decoding uses Pillow; the window is drawn as MindSpore's ``RandomCropAndResizeOp``
    draws it (from the operation's engine). Known difference: MindSpore decodes only the JPEG window (libjpeg's cropped decode), which can differ from a full
    decode by a step in the window's first and last columns when the image's chroma is subsampled (libjpeg
    upsamples the window's chroma without its neighbours).

    Raises:
        TypeError/ValueError: on bad arguments (MindSpore's messages). TypeError: input that is not a 1-D uint8
        numpy array (called directly). RuntimeError: bytes that are not an image.
    """

    _random = True

    def __init__(
        self,
        size: Any,
        scale: Any = (0.08, 1.0),
        ratio: Any = (3.0 / 4.0, 4.0 / 3.0),
        interpolation: Inter = Inter.BILINEAR,
        max_attempts: int = 10,
    ) -> None:
        _init_random_resized_crop(self, size, scale, ratio, interpolation, max_attempts)

    def __call__(self, img):
        if not isinstance(img, np.ndarray):
            raise TypeError(f"Input should be an encoded image in 1-D NumPy format, got {type(img)}.")
        if img.ndim != 1 or img.dtype.type is not np.uint8:
            raise TypeError(
                "Input should be an encoded image with uint8 type in 1-D NumPy format, "
                f"got format:{type(img)}, dtype:{img.dtype.type}."
            )
        return super().__call__(img)

    def _apply(self, data):
        if self.interpolation == Inter.ANTIALIAS:
            raise _k.op_error("RandomCropDecodeResize: Invalid interpolation mode, only support BILINEAR, "
                              "NEAREST, BICUBIC, AREA and PILCUBIC.")  # fmt: skip
        img = _decode(data, "RandomCropDecodeResize")
        top, left, ch, cw = _crop_box(self._engine(), *img.shape[:2], self.scale, self.ratio, self.max_attempts)
        return _resize(img[top : top + ch, left : left + cw], *self.size, Inter(self.interpolation))


class RandomColorAdjust(TensorOperation):
    """Random brightness, contrast, saturation (factors drawn from the given ranges; a number x: [max(0, 1-x),
    1+x]) and hue (a number x: [-x, x]), in that order. Mirrors ``vision.RandomColorAdjust``."""

    _random = True

    def __init__(self, brightness: Any = (1, 1), contrast: Any = (1, 1), saturation: Any = (1, 1), hue: Any = (0, 0)):
        def rng(v, centre):
            if isinstance(v, numbers.Number):
                return (max(0.0, centre - v), centre + v) if centre else (-v, v)
            return tuple(v)

        self.brightness, self.contrast = rng(brightness, 1), rng(contrast, 1)
        self.saturation, self.hue = rng(saturation, 1), rng(hue, 0)

    def _apply(self, img):
        # MindSpore's RandomColorAdjustOp: std::shuffle of the four adjustments, then in that order a
        # uniform_real_distribution<float> factor for each whose range is not the identity
        g = self._engine()
        order = ["brightness", "contrast", "saturation", "hue"]
        _std.shuffle(order, g)
        f32 = np.float32
        kernels = {"brightness": (AdjustBrightness, 1), "contrast": (AdjustContrast, 1),
                   "saturation": (AdjustSaturation, 1), "hue": (AdjustHue, 0)}  # fmt: skip
        for name in order:
            lo, hi = getattr(self, name)
            kernel, identity = kernels[name]
            if f32(lo) == f32(hi) == f32(identity):
                continue
            img = kernel(_std.uniform_float(g, lo, hi))._apply(img)
        return img


class RandomGrayscale(TensorOperation):
    """With probability ``prob``, gray with three equal channels (numpy or PIL input). Mirrors
    ``vision.RandomGrayscale`` (MindSpore takes PIL images only)."""

    _random = True

    def __init__(self, prob: float = 0.1) -> None:
        self.prob = prob

    def __call__(self, img):
        if self._rand().random() >= self.prob:
            return img
        if hasattr(img, "convert"):
            return img.convert("L").convert("RGB")
        g = _k.rgb_to_gray(_np(img))
        return np.repeat(g[..., None], 3, axis=-1)


class RandomInvert(TensorOperation):
    """:class:`Invert` with probability ``prob``. Mirrors ``vision.RandomInvert``."""

    _random = True

    def __init__(self, prob: float = 0.5) -> None:
        self.prob = prob

    def _apply(self, img):
        # MindSpore's RandomInvertOp: one bernoulli_distribution(prob) draw
        return Invert()._apply(img) if _std.bernoulli(self._engine(), float(np.float32(self.prob))) else img


class RandomPosterize(TensorOperation):
    """:class:`Posterize` with a bit count drawn from ``bits`` (a pair, or one number). Mirrors
    ``vision.RandomPosterize``."""

    _random = True

    def __init__(self, bits: Any = (8, 8)) -> None:
        self.bits = (bits, bits) if isinstance(bits, int) else tuple(bits)

    def _apply(self, img):
        # MindSpore's RandomPosterizeOp: a uniform_int_distribution draw unless the range is one value
        lo, hi = self.bits
        return Posterize(lo if lo == hi else lo + _std.uniform_int(self._engine(), hi - lo))._apply(img)


class RandomSolarize(TensorOperation):
    """:class:`Solarize` with a threshold window drawn from ``threshold`` (lo, hi). Mirrors
    ``vision.RandomSolarize``."""

    _random = True

    def __init__(self, threshold: Any = (0, 255)) -> None:
        self.threshold = tuple(threshold)

    def _apply(self, img):
        # MindSpore's RandomSolarizeOp: two uniform_int_distribution draws over the range, the smaller first
        g, (lo, hi) = self._engine(), self.threshold
        a, b = lo + _std.uniform_int(g, hi - lo), lo + _std.uniform_int(g, hi - lo)
        return Solarize((min(a, b), max(a, b)))._apply(img)


class RandomResize(TensorOperation):
    """:class:`Resize` to ``size`` with an interpolation drawn at random. Mirrors ``vision.RandomResize``."""

    _random = True

    def __init__(self, size: Any) -> None:
        self._size = size

    def _apply(self, img):
        mode = self._rand().choice([Inter.NEAREST, Inter.BILINEAR, Inter.BICUBIC, Inter.AREA])
        return Resize(self._size, mode)._apply(img)


class CutOut(TensorOperation):
    """Zero ``num_patches`` random ``length`` x ``length`` squares (clipped at the borders). Mirrors
    ``vision.CutOut``."""

    _random = True

    def __init__(self, length: int, num_patches: int = 1, is_hwc: bool = True) -> None:
        self.length, self.num_patches, self.is_hwc = length, num_patches, is_hwc

    def _apply(self, img):
        out = img.copy()
        view = out if self.is_hwc else np.moveaxis(out, 0, -1)
        h, w = view.shape[:2]
        r = self._rand()
        for _ in range(self.num_patches):
            y, x = r.randint(0, max(h - self.length, 0)), r.randint(0, max(w - self.length, 0))
            view[y : y + self.length, x : x + self.length] = 0
        return out


class RandomErasing(TensorOperation):
    """On a CHW image, with probability ``prob`` erase a random rectangle (area fraction ``scale``, aspect
    ``ratio``) with ``value`` (a number, one per channel, or 'random'). Mirrors ``vision.RandomErasing``."""

    _random = True

    def __init__(self, prob=0.5, scale=(0.02, 0.33), ratio=(0.3, 3.3), value=0, inplace=False, max_attempts=10):
        self.prob, self.scale, self.ratio = prob, tuple(scale), tuple(ratio)
        self.value, self.inplace, self.max_attempts = value, inplace, max_attempts

    def _apply(self, img):
        import math

        r = self._rand()
        if r.random() >= self.prob:
            return img
        c, h, w = img.shape
        for _ in range(self.max_attempts):
            area = h * w * r.uniform(*self.scale)
            aspect = math.exp(r.uniform(math.log(self.ratio[0]), math.log(self.ratio[1])))
            eh, ew = int(round(math.sqrt(area * aspect))), int(round(math.sqrt(area / aspect)))
            if eh < h and ew < w:
                y, x = r.randint(0, h - eh), r.randint(0, w - ew)
                out = img if self.inplace else img.copy()
                if self.value == "random":
                    rs = np.random.RandomState(r.getrandbits(32))
                    out[:, y : y + eh, x : x + ew] = rs.standard_normal((c, eh, ew))
                else:
                    val = np.asarray(self.value, img.dtype).reshape(-1, 1, 1)
                    out[:, y : y + eh, x : x + ew] = val
                return out
        return img


def _check_bboxes(bboxes, height: int, width: int):
    """MindSpore's bounding-box checks (``BoundingBox::ValidateBoundingBoxes``): a float32 ``(N, >=4)`` array of
    ``[x, y, w, h, ...]`` rows inside the image, no negative corner."""
    from ..engine._parallel import op_error

    head = "Unexpected error."
    if bboxes.dtype != np.float32:
        raise op_error("Template type and Tensor type are not compatible")
    if bboxes.ndim < 2:
        raise op_error(
            "BoundingBox: bounding boxes should have to be two-dimensional matrix at least, but got "
            f"{bboxes.ndim} dimension.",
            head,
        )
    if bboxes.shape[1] < 4:
        raise op_error(
            f"BoundingBox: bounding boxes should be have at least 4 features, but got: {bboxes.shape[1]}", head
        )
    for x, y, w, h in bboxes[:, :4]:
        if x + w > width or y + h > height:
            raise op_error(
                "BoundingBox: bounding boxes is out of bounds of the image, as image width: "
                f"{width}, bbox width coordinate: {x + w:f}, and image height: {height}, bbox height coordinate: "
                f"{y + h:f}",
                head,
            )
        if x < 0 or y < 0:
            raise op_error(
                f"BoundingBox: the coordinates of the bounding boxes has negative value, got: ({x:f},{y:f}).", head
            )


def _bbox_out(given, new):
    """The boxes MindSpore hands back: written into the float32 array it was given (its eager call shares that
    array's memory, so the caller's array changes too)."""
    if isinstance(given, np.ndarray) and given.flags.writeable and given.dtype == new.dtype:
        given[...] = new
        return given
    return new


def _bbox_resize(bboxes, w: int, h: int, new_w: int, new_h: int):
    """The boxes of a ``w`` x ``h`` image resized to ``new_w`` x ``new_h`` (``BoundingBox::UpdateBBoxesForResize``:
    x and width scaled by the float32 width ratio, y and height by the height ratio, other columns kept)."""
    new = bboxes.copy()
    new[:, 0] *= np.float32(new_w / w)
    new[:, 2] *= np.float32(new_w / w)
    new[:, 1] *= np.float32(new_h / h)
    new[:, 3] *= np.float32(new_h / h)
    return new


def _bbox_crop(bboxes, x0: int, y0: int, x1: int, y1: int) -> tuple:
    """The boxes of a crop to the window ``[x0, x1] x [y0, y1]`` (``BoundingBox::UpdateBBoxesForCrop``): a box
    with no point in the window (edges included) is dropped, the others are clipped to it and moved to its origin,
    in float32. Returns the new ``(K, C)`` array and the clipped boxes in the rows they came from (MindSpore writes
    those into the boxes it was given)."""
    f = np.float32
    x, y, bw, bh = (bboxes[:, i] for i in range(4))
    xmax, ymax = x + bw, y + bh
    keep = ~((x > x1) | (y > y1) | (xmax < x0) | (ymax < y0))
    nx = np.maximum(x - np.minimum(f(0), x - f(x0)) - f(x0), f(0))
    ny = np.maximum(y - np.minimum(f(0), y - f(y0)) - f(y0), f(0))
    nxmax = np.minimum(xmax - np.maximum(f(0), xmax - f(x1)) - f(x0), f(x1 - x0))
    nymax = np.minimum(ymax - np.maximum(f(0), ymax - f(y1)) - f(y0), f(y1 - y0))
    written = bboxes.copy()
    written[keep, 0], written[keep, 1] = nx[keep], ny[keep]
    written[keep, 2], written[keep, 3] = (nxmax - nx)[keep], (nymax - ny)[keep]
    return np.ascontiguousarray(written[keep]), written


class ResizeWithBBox(TensorOperation):
    """Resize the image as :class:`Resize` does and scale its bounding boxes (float32 ``[x, y, w, h, ...]`` rows;
    the first four columns scaled by the width and height ratios, the rest kept). Mirrors
    ``vision.ResizeWithBBox`` (2.10), whose eager call writes the new boxes into the array it was given.

    Raises:
        TypeError / ValueError: as :class:`Resize` for ``size`` and ``interpolation``.
        RuntimeError: boxes that are not float32, not ``(N, >=4)``, outside the image or negative (MindSpore's
            pipeline errors).
    """

    def __init__(self, size: Any, interpolation: Inter = Inter.LINEAR) -> None:
        self._resize = Resize(size, interpolation)
        self.size, self.interpolation = size, interpolation

    def __call__(self, img, bboxes):
        img, given = _np(img), bboxes
        bb = _np(bboxes)
        h, w = img.shape[0], img.shape[1]
        _check_bboxes(bb, h, w)
        out = _np(self._resize(img))
        return out, _bbox_out(given, _bbox_resize(bb, w, h, out.shape[1], out.shape[0]))


class _RandomFlipWithBBox(TensorOperation):
    _random = True
    _axis = 1

    def __init__(self, prob: float = 0.5) -> None:
        self._flip = (RandomHorizontalFlip if self._axis == 1 else RandomVerticalFlip)(prob)
        self.prob = prob

    def __call__(self, img, bboxes):
        img, given = _np(img), bboxes
        bb = _np(bboxes)
        h, w = img.shape[0], img.shape[1]
        _check_bboxes(bb, h, w)
        if self._rand().random() >= self.prob:
            return img, given
        new = bb.copy()
        if self._axis == 1:
            new[:, 0] = w - bb[:, 0] - bb[:, 2]
        else:
            new[:, 1] = h - bb[:, 1] - bb[:, 3]
        return _k.flip(img, self._axis), _bbox_out(given, new)


class RandomHorizontalFlipWithBBox(_RandomFlipWithBBox):
    """Flip the image left-right with probability ``prob`` (default 0.5) and its bounding boxes with it
    (``x = width - x - w``). Mirrors ``vision.RandomHorizontalFlipWithBBox`` (2.10), whose eager call writes the
    new boxes into the array it was given.

    Raises:
        ValueError / TypeError: ``prob`` outside [0, 1] or not a number.
        RuntimeError: boxes that are not float32, not ``(N, >=4)``, outside the image or negative.
    """

    _axis = 1


class RandomVerticalFlipWithBBox(_RandomFlipWithBBox):
    """Flip the image upside down with probability ``prob`` (default 0.5) and its bounding boxes with it
    (``y = height - y - h``). Mirrors ``vision.RandomVerticalFlipWithBBox`` (2.10), whose eager call writes the
    new boxes into the array it was given.

    Raises:
        ValueError / TypeError: ``prob`` outside [0, 1] or not a number.
        RuntimeError: boxes that are not float32, not ``(N, >=4)``, outside the image or negative.
    """

    _axis = 0


class RandomCropWithBBox(TensorOperation):
    """Crop a random ``size`` window as :class:`RandomCrop` does (after ``padding``, and with ``pad_if_needed`` the
    missing rows/columns) and crop the bounding boxes (float32 ``[x, y, w, h, ...]`` rows) with it: boxes with no
    point in the window are dropped, the others clipped to it and moved to its origin.

    Mirrors ``vision.RandomCropWithBBox(size, padding=None, pad_if_needed=False, fill_value=0,
    padding_mode=Border.CONSTANT)`` (2.10), MindSpore's arithmetic included: the boxes move with ``padding``'s left
    and top but not with the rows/columns ``pad_if_needed`` adds. Known difference: the window is drawn from
    another generator than MindSpore's, so it differs for a given seed.

    Raises:
        TypeError / ValueError: bad ``size``, ``pad_if_needed`` or ``padding_mode``.
        RuntimeError: a window larger than the (padded) image; boxes that are not float32, not ``(N, >=4)``,
            outside the image or negative (MindSpore's pipeline errors).
    """

    _random = True

    def __init__(
        self,
        size: Any,
        padding: Any = None,
        pad_if_needed: bool = False,
        fill_value: Any = 0,
        padding_mode: Border = Border.CONSTANT,
    ) -> None:
        _v.check_crop_size(size)
        type_check(pad_if_needed, (bool,), "pad_if_needed")
        type_check(padding_mode, (Border,), "padding_mode")
        self._crop = RandomCrop(size, padding, pad_if_needed, fill_value, padding_mode)
        self.size, self.padding, self.pad_if_needed = size, padding, pad_if_needed
        self.fill_value, self.padding_mode = fill_value, padding_mode

    def _apply(self, img, bboxes):
        _check_bboxes(bboxes, img.shape[0], img.shape[1])
        padded, top, left = self._crop._window(img, self._rand())
        ch, cw = self._crop.size
        new = bboxes.copy()
        if self.padding is not None:
            pad_left, pad_top = _pad_sides(self.padding)[:2]
            new[:, 0] += np.float32(pad_left)
            new[:, 1] += np.float32(pad_top)
        new = _bbox_crop(new, left, top, left + cw, top + ch)[0]
        return np.ascontiguousarray(padded[top : top + ch, left : left + cw]), new


class RandomResizedCropWithBBox(TensorOperation):
    """Crop a random window as :class:`RandomResizedCrop` does (area fraction from ``scale``, aspect from
    ``ratio``, ``max_attempts`` tries, then a centre crop), resize it to ``size`` and move the bounding boxes
    (float32 ``[x, y, w, h, ...]`` rows) with it: boxes with no point in the window dropped, the others clipped,
    then scaled by the resize's ratios.

    Mirrors ``vision.RandomResizedCropWithBBox(size, scale=(0.08, 1.0), ratio=(3/4, 4/3),
    interpolation=Inter.BILINEAR, max_attempts=10)`` (2.10), whose eager call writes the clipped (not yet
    resized) boxes into the rows of the array it was given. Known difference: the window is drawn from another
    generator than MindSpore's, so it differs for a given seed.

    Raises:
        TypeError / ValueError: as :class:`RandomResizedCrop` for its arguments.
        RuntimeError: boxes that are not float32, not ``(N, >=4)``, outside the image or negative.
    """

    _random = True

    def __init__(
        self,
        size: Any,
        scale: Any = (0.08, 1.0),
        ratio: Any = (3.0 / 4.0, 4.0 / 3.0),
        interpolation: Inter = Inter.BILINEAR,
        max_attempts: int = 10,
    ) -> None:
        _init_random_resized_crop(self, size, scale, ratio, interpolation, max_attempts)

    def __call__(self, img, bboxes):
        img, given = _np(img), bboxes
        bb = _np(bboxes)
        h, w = img.shape[0], img.shape[1]
        _check_bboxes(bb, h, w)
        top, left, ch, cw = _crop_box(self._engine(), h, w, self.scale, self.ratio, self.max_attempts)
        new, written = _bbox_crop(bb, left, top, left + cw, top + ch)
        _bbox_out(given, written)
        new = _bbox_resize(new, cw, ch, self.size[1], self.size[0])
        return _resize(img[top : top + ch, left : left + cw], *self.size, Inter(self.interpolation)), new


class RandomResizeWithBBox(TensorOperation):
    """:class:`ResizeWithBBox` to ``size`` with an interpolation drawn at random (NEAREST, BILINEAR, BICUBIC or
    AREA), the bounding boxes scaled with the image. Mirrors ``vision.RandomResizeWithBBox(size)`` (2.10), whose
    eager call writes the new boxes into the array it was given. Known difference: the interpolation is drawn from
    another generator than MindSpore's.

    Raises:
        TypeError / ValueError: as :class:`Resize` for ``size``.
        RuntimeError: boxes that are not float32, not ``(N, >=4)``, outside the image or negative.
    """

    _random = True

    def __init__(self, size: Any) -> None:
        _check_resize_size(size)
        self.size = size

    def __call__(self, img, bboxes):
        mode = self._rand().choice([Inter.NEAREST, Inter.BILINEAR, Inter.BICUBIC, Inter.AREA])
        return ResizeWithBBox(self.size, mode)(img, bboxes)


class MixUp(TensorOperation):
    """MixUp of a batch of images and one-hot labels, MindSpore's Python implementation (numpy's global random
    generator draws ``lam ~ Beta(alpha, alpha)`` of shape ``(batch_size,)``).

    ``is_single=True`` (default): each image mixed with the next one of the batch (circularly),
    ``lam * x + (1 - lam) * shift(x)``, the labels alike. ``is_single=False``: mixed with the previous call's
    output (the first call keeps the input, ``lam = 1``). The results are float64, broadcast as numpy broadcasts
    (``batch_size=1`` over a batch of 4 mixes every image with the first one). Mirrors ``vision.MixUp`` (2.10).

    Raises:
        TypeError: ``batch_size`` not an int, ``alpha`` not a number, ``is_single`` not a bool.
        ValueError: ``batch_size`` below 1 or ``alpha`` not positive.
    """

    def __init__(self, batch_size: int, alpha: float, is_single: bool = True) -> None:
        type_check(is_single, (bool,), "is_single")
        type_check(batch_size, (int,), "batch_size")
        type_check(alpha, (int, float), "alpha")
        check_value(batch_size, (1, _v.FLOAT_MAX_INTEGER))
        check_positive(alpha, "alpha")
        self.batch_size, self.alpha, self.is_single = batch_size, alpha, is_single
        self.image = 0
        self.label = 0
        self.is_first = True

    def __call__(self, image, label):
        image, label = _np(image), _np(label)
        n = self.batch_size
        lam = np.random.beta(self.alpha, self.alpha, n)
        if self.is_single:
            index = list(range(1, n)) + [0]
            prev_img, prev_label = image[index, ...], label[index, ...]
        else:
            if self.is_first:
                lam = np.ones(n)
                self.is_first = False
            prev_img, prev_label = self.image, self.label
        lam_img = lam.reshape((n, 1, 1, 1))
        mix_img = lam_img * image + (1 - lam_img) * prev_img
        lam_label = lam.reshape((n, 1))
        mix_label = lam_label * label + (1 - lam_label) * prev_label
        if not self.is_single:
            self.image, self.label = mix_img, mix_label
        return mix_img, mix_label


class MixUpBatch(TensorOperation):
    """Mix each batch with a random permutation of itself: ``lam * x + (1 - lam) * x[perm]`` for
    images (NHWC/NCHW) and one-hot labels (NC, or NLC: L labels per row), ``lam ~ Beta(alpha, alpha)``. Mirrors
    ``vision.MixUpBatch`` (2.10); labels of another rank raise its pipeline RuntimeError."""

    _random = True

    def __init__(self, alpha: float = 1.0) -> None:
        if alpha <= 0:
            raise ValueError("Input alpha is not within the required interval of (0, 16777216].")
        self.alpha = alpha

    def _apply(self, images, labels):
        if labels.ndim not in (2, 3):  # MindSpore 2.10 takes one-hot labels as NC or NLC
            from ..engine._parallel import op_error

            raise op_error(
                "MixUpBatch: wrong labels shape. The second column (labels) must have a shape of NC or NLC where N "
                "is the batch size, L is the number of labels in each row, and C is the number of classes. labels "
                f"must be in one-hot format and in a batch, but got rank: {labels.ndim}"
            )
        rs = np.random.RandomState(self._rand().getrandbits(32))
        lam = rs.beta(self.alpha, self.alpha)
        perm = rs.permutation(len(images))
        mixed = lam * images.astype(np.float32) + (1 - lam) * images[perm].astype(np.float32)
        lab = lam * labels.astype(np.float32) + (1 - lam) * labels[perm].astype(np.float32)
        return _k.saturate(mixed, images.dtype), lab.astype(np.float32)


class CutMixBatch(TensorOperation):
    """Paste a random box from a shuffled copy of the batch into each image (with probability ``prob``) and mix the
    one-hot labels (NC or NLC) by the pasted area; box area ~ Beta(alpha, alpha). Mirrors ``vision.CutMixBatch``
    (2.10); labels of another rank raise its pipeline RuntimeError."""

    _random = True

    def __init__(self, image_batch_format: ImageBatchFormat, alpha: float = 1.0, prob: float = 1.0) -> None:
        self.image_batch_format, self.alpha, self.prob = image_batch_format, alpha, prob

    def _apply(self, images, labels):
        if labels.ndim not in (2, 3):  # MindSpore 2.10 takes one-hot labels as <Batch,Class> or <Batch,Row,Class>
            from ..engine._parallel import op_error

            raise op_error(
                "CutMixBatch: input label is not in shape of <Batch,Class> or <Batch,Row,Class>, but got dimension: "
                f"{labels.ndim}"
            )
        rs = np.random.RandomState(self._rand().getrandbits(32))
        nchw = ImageBatchFormat(self.image_batch_format) == ImageBatchFormat.NCHW
        out = images.copy()
        lab = labels.astype(np.float32).copy()
        h, w = (images.shape[2], images.shape[3]) if nchw else (images.shape[1], images.shape[2])
        perm = rs.permutation(len(images))
        for i in range(len(images)):
            if rs.random_sample() >= self.prob:
                continue
            lam = rs.beta(self.alpha, self.alpha)
            ch, cw = int(h * np.sqrt(1 - lam)), int(w * np.sqrt(1 - lam))
            y, x = rs.randint(0, h - ch + 1), rs.randint(0, w - cw + 1)
            j = perm[i]
            if nchw:
                out[i, :, y : y + ch, x : x + cw] = images[j, :, y : y + ch, x : x + cw]
            else:
                out[i, y : y + ch, x : x + cw] = images[j, y : y + ch, x : x + cw]
            frac = ch * cw / (h * w)
            lab[i] = (1 - frac) * labels[i] + frac * labels[j]
        return out, lab


class UniformAugment(TensorOperation):
    """Pick ``num_ops`` of ``transforms`` at random without repetition and apply each picked one with probability
    0.5, in the picked order. Mirrors ``vision.UniformAugment``."""

    _random = True

    def __init__(self, transforms: list, num_ops: int = 2) -> None:
        if num_ops > len(transforms):
            raise ValueError("num_ops is greater than transforms list size.")
        self.transforms, self.num_ops = list(transforms), num_ops

    def __call__(self, img):
        r = self._rand()
        for op in r.sample(self.transforms, self.num_ops):
            if r.random() < 0.5:
                img = op(img)
        return img


class RandomSelectSubpolicy(TensorOperation):
    """Pick one sub-policy (a list of (operation, probability) pairs) at random and apply each of its operations
    with its probability. Mirrors ``vision.RandomSelectSubpolicy``."""

    _random = True

    def __init__(self, policy: list) -> None:
        self.policy = [list(p) for p in policy]

    def __call__(self, img):
        if _is_pil(img):  # a C++ operation in MindSpore: a PIL image goes in as its array
            img = np.asarray(img)
        # MindSpore's RandomSelectSubpolicyOp: a uniform_int_distribution draw picks the sub-policy, then a
        # uniform_real_distribution<double>(0, 1) draw at most its probability applies each operation
        g = self._engine()
        for op, prob in self.policy[_std.uniform_int(g, len(self.policy) - 1)]:
            if _std.canonical_double(g) <= prob:
                with _nested():
                    img = op(img)
        return img


class ToPIL(TensorOperation):
    """An HWC uint8 numpy image -> a PIL image (needs Pillow). Mirrors ``vision.ToPIL``."""

    def __call__(self, img):
        from PIL import Image

        if hasattr(img, "convert"):
            return img
        arr = _np(img)
        return Image.fromarray(arr[:, :, 0] if arr.ndim == 3 and arr.shape[2] == 1 else arr)


class ToNumpy(TensorOperation):
    """A PIL image -> a numpy array. Mirrors ``vision.ToNumpy``."""

    def __call__(self, img):
        return np.asarray(img)


def get_image_num_channels(image: Any) -> int:
    """Channels of an HWC numpy image (1 for HW) or a PIL image. Mirrors ``vision.get_image_num_channels``."""
    if hasattr(image, "getbands"):
        return len(image.getbands())
    arr = _np(image)
    return 1 if arr.ndim == 2 else int(arr.shape[-1])


def get_image_size(image: Any) -> list:
    """``[height, width]`` of a numpy or PIL image. Mirrors ``vision.get_image_size``."""
    if hasattr(image, "size") and not isinstance(image, np.ndarray):
        w, h = image.size
        return [h, w]
    arr = _np(image)
    return [int(arr.shape[0]), int(arr.shape[1])]


# ------------------------------------------------------------------------------------------------ enhance / blur
def _per_channel(img: np.ndarray, fn) -> np.ndarray:
    if img.ndim == 2:
        return fn(img)
    return np.stack([fn(img[:, :, c]) for c in range(img.shape[2])], axis=2)


def _smooth(img: np.ndarray) -> np.ndarray:
    """PIL's SMOOTH filter ([[1,1,1],[1,5,1],[1,1,1]] / 13) on the interior; border pixels keep their values."""
    x = img.astype(np.float32)
    out = x.copy()
    if x.shape[0] > 2 and x.shape[1] > 2:
        acc = np.zeros_like(x[1:-1, 1:-1])
        if img.dtype == np.uint8:  # cv2.filter2D's float32 taps, summed in row-major order
            one, mid = np.float32(1.0 / 13.0), np.float32(5.0 / 13.0)
            for dy in range(3):
                for dx in range(3):
                    acc += x[dy : dy + x.shape[0] - 2, dx : dx + x.shape[1] - 2] * (mid if dy == dx == 1 else one)
            out[1:-1, 1:-1] = acc
            return out
        for dy in range(3):
            for dx in range(3):
                acc += x[dy : dy + x.shape[0] - 2, dx : dx + x.shape[1] - 2] * (5.0 if dy == dx == 1 else 1.0)
        out[1:-1, 1:-1] = acc / 13.0
    return out


class AdjustSharpness(TensorOperation):
    """Blend the image with a smoothed copy: ``factor`` 0 gives the smoothed image, 1 the original, 2 a sharper
    one (the border rows and columns stay as they are). HWC or HW, uint8 or float. Mirrors ``vision.AdjustSharpness``.

    Raises:
        TypeError / ValueError: for a non-number or negative ``sharpness_factor``.
    """

    def __init__(self, sharpness_factor: float) -> None:
        if not isinstance(sharpness_factor, numbers.Number) or isinstance(sharpness_factor, bool):
            raise TypeError(
                f"Argument sharpness_factor with value {sharpness_factor} is not of type [<class 'float'>, "
                f"<class 'int'>], but got {type(sharpness_factor)}."
            )
        if sharpness_factor < 0:
            raise ValueError("Input is not within the required interval of [0, 16777216].")
        self.sharpness_factor = float(sharpness_factor)

    def _apply(self, img):
        f = np.float32(self.sharpness_factor)
        blurred = _smooth(img)
        if img.dtype == np.uint8:
            # MindSpore's SharpnessOp: cv2.filter2D to uint8, borders restored, then cv2.addWeighted
            np.rint(blurred, out=blurred)
            blurred = np.clip(blurred, 0, 255, out=blurred).astype(np.uint8)
            return _k.add_weighted_u8(img, float(f), blurred, 1.0 - float(f))
        out = blurred + f * (img.astype(np.float32) - blurred)
        if img.dtype == np.uint8:
            return np.clip(np.round(out), 0, 255).astype(np.uint8)
        return out.astype(img.dtype)


def _autocontrast_channel(ch: np.ndarray, cutoff: float, ignore: list) -> np.ndarray:
    hist = np.bincount(ch.ravel(), minlength=256).astype(np.int64)
    for v in ignore:
        hist[v] = 0
    if cutoff:
        total = hist.sum()
        cut = int(total * cutoff / 100)
        lo_cut, hi_cut = cut, cut
        for i in range(256):
            take = min(hist[i], lo_cut)
            hist[i] -= take
            lo_cut -= take
            if lo_cut <= 0:
                break
        for i in range(255, -1, -1):
            take = min(hist[i], hi_cut)
            hist[i] -= take
            hi_cut -= take
            if hi_cut <= 0:
                break
    nz = np.flatnonzero(hist)
    if len(nz) == 0:
        return ch
    lo, hi = int(nz[0]), int(nz[-1])
    if hi <= lo:
        return ch
    scale = np.float32(255.0) / np.float32(hi - lo)  # float32, as MindSpore computes it
    offset = np.float32(-lo) * scale
    lut = np.clip(np.arange(256, dtype=np.float32) * scale + offset, 0, 255).astype(np.int64).astype(np.uint8)
    return lut[ch]


class AutoContrast(TensorOperation):
    """Stretch each channel so its darkest value becomes 0 and its brightest 255, after cutting ``cutoff`` percent
    of the pixels at both ends of the histogram; values in ``ignore`` do not count when finding the darkest and
    brightest values (they are mapped like the others, as in MindSpore). uint8 HWC or HW.
    Mirrors ``vision.AutoContrast``.

    Raises:
        ValueError: if ``cutoff`` is outside [0, 50) or an ``ignore`` value outside [0, 255].
    """

    def __init__(self, cutoff: float = 0.0, ignore: int | list | None = None) -> None:
        if not 0 <= cutoff < 50:
            raise ValueError("Input cutoff is not within the required interval of [0, 50).")
        ignore = [] if ignore is None else ([ignore] if isinstance(ignore, int) else list(ignore))
        for v in ignore:
            if not 0 <= v <= 255:
                raise ValueError("Input ignore is not within the required interval of [0, 255].")
        self.cutoff, self.ignore = cutoff, ignore

    def _apply(self, img):
        return _per_channel(img, lambda ch: _autocontrast_channel(ch, self.cutoff, self.ignore))


def _equalize_channel(ch: np.ndarray) -> np.ndarray:
    """``cv2.equalizeHist``: the cumulative histogram, from the first used level, scaled to [0, 255]."""
    hist = np.bincount(ch.ravel(), minlength=256).astype(np.int64)
    total = int(hist.sum())
    i = int(np.flatnonzero(hist)[0]) if total else 0
    if hist[i] == total:
        return np.full_like(ch, i)
    scale = 255.0 / (total - hist[i])
    lut = np.zeros(256, np.int64)
    csum = np.cumsum(hist[i + 1 :])
    lut[i + 1 :] = np.rint(csum * np.float32(scale)).astype(np.int64)
    return np.clip(lut, 0, 255).astype(np.uint8)[ch]


class Equalize(TensorOperation):
    """Histogram equalisation of each channel (OpenCV's ``equalizeHist``). uint8 HWC or HW.
    Mirrors ``vision.Equalize``."""

    def _apply(self, img):
        return _per_channel(img, _equalize_channel)


def _gauss_kernel(size: int, sigma: float) -> np.ndarray:
    """``cv2.getGaussianKernel``: sigma <= 0 means ``0.3 * ((size - 1) * 0.5 - 1) + 0.8``."""
    if sigma <= 0:
        sigma = 0.3 * ((size - 1) * 0.5 - 1) + 0.8
    x = np.arange(size, dtype=np.float64) - (size - 1) / 2
    k = np.exp(-(x * x) / (2 * sigma * sigma))
    return k / k.sum()


def _reflect101(n: int, pad: int) -> np.ndarray:
    idx = np.arange(-pad, n + pad)
    if n == 1:
        return np.zeros_like(idx)
    period = 2 * (n - 1)
    idx = np.abs(idx) % period
    return np.where(idx >= n, period - idx, idx)


class GaussianBlur(TensorOperation):
    """Gaussian blur with ``kernel_size`` (odd int or (w, h)) and ``sigma`` (float or (x, y); None derives it from
    the kernel size as OpenCV does), borders reflected (OpenCV's BORDER_REFLECT_101); uint8 images in OpenCV's
    8-bit fixed point, float images in float32.
    Mirrors ``vision.GaussianBlur``.

    Raises:
        ValueError: if a kernel size is not a positive odd number or a sigma is negative.
    """

    def __init__(self, kernel_size: int | list, sigma: float | list | None = None) -> None:
        ks = [kernel_size, kernel_size] if isinstance(kernel_size, numbers.Integral) else list(kernel_size)
        for k in ks:
            if k <= 0 or k % 2 == 0:
                raise ValueError(
                    "Input kernel_size is not within the required interval of [1, 16777216]."
                    if k <= 0
                    else "Input kernel_size is not an odd value."
                )
        if sigma is None:
            sg = [0.0, 0.0]
        else:
            sg = [float(sigma), float(sigma)] if isinstance(sigma, numbers.Number) else [float(v) for v in sigma]
        for v in sg:
            if v < 0:
                raise ValueError("Input sigma is not within the required interval of [0, 16777216].")
        self.kernel_size, self.sigma = ks, sg

    def _apply(self, img):
        kx = _gauss_kernel(self.kernel_size[0], self.sigma[0])
        ky = _gauss_kernel(self.kernel_size[1], self.sigma[1] if self.sigma[1] > 0 else self.sigma[0])
        h, w = img.shape[:2]
        xi = _reflect101(w, len(kx) // 2)
        yi = _reflect101(h, len(ky) // 2)
        if img.dtype == np.uint8:  # OpenCV's fixed point: 8-bit kernel weights, exact integer sums
            fx, fy = _fixed_kernel(kx).astype(np.int32), _fixed_kernel(ky).astype(np.int32)
            x = np.take(img, xi, axis=1).astype(np.int32)  # reflect-101 border columns, then views per tap
            rows = x[:, :w] * fx[0]
            for j in range(1, len(fx)):
                rows += x[:, j : j + w] * fx[j]
            rows = np.take(rows, yi, axis=0)
            out = rows[:h] * fy[0]
            for j in range(1, len(fy)):
                out += rows[j : j + h] * fy[j]
            out += 1 << 15
            out >>= 16
            return np.clip(out, 0, 255, out=out).astype(np.uint8)
        dt = np.float64 if img.dtype == np.float64 else np.float32
        x = img.astype(dt)
        rows = sum(dt(kx[j]) * x[:, xi[j : j + w]] for j in range(len(kx)))
        out = sum(dt(ky[j]) * rows[yi[j : j + h]] for j in range(len(ky)))
        if img.dtype.kind in "iu":
            return _k.saturate(out, img.dtype)
        return out.astype(img.dtype)


def _fixed_kernel(k: np.ndarray, bits: int = 8) -> np.ndarray:
    """OpenCV's ``getGaussianKernelFixedPoint_ED``: weights in 1/2**bits with error diffusion, summing exactly."""
    n = len(k)
    one = 1 << bits
    out = np.zeros(n, np.int64)
    err = 0.0
    total = 0
    for i in range(n // 2):
        adj = k[i] * one + err
        v = int(np.floor(adj + 0.5))
        err = adj - v
        out[i] = out[n - 1 - i] = v
        total += v
    out[n // 2] = one - 2 * total
    return out


class RandomAdjustSharpness(TensorOperation):
    """:class:`AdjustSharpness` with ``degree`` applied with probability ``prob``.
    Mirrors ``vision.RandomAdjustSharpness``."""

    _random = True

    def __init__(self, degree: float, prob: float = 0.5) -> None:
        self._op = AdjustSharpness(degree)
        if not 0.0 <= prob <= 1.0:
            raise ValueError("Input prob is not within the required interval of [0.0, 1.0].")
        self.degree, self.prob = degree, prob

    def _apply(self, img):
        return self._op._apply(img) if self._rand().random() < self.prob else img


class RandomAutoContrast(TensorOperation):
    """:class:`AutoContrast` with probability ``prob``. Mirrors ``vision.RandomAutoContrast``."""

    _random = True

    def __init__(self, cutoff: float = 0.0, ignore: int | list | None = None, prob: float = 0.5) -> None:
        self._op = AutoContrast(cutoff, ignore)
        if not 0.0 <= prob <= 1.0:
            raise ValueError("Input prob is not within the required interval of [0.0, 1.0].")
        self.prob = prob

    def _apply(self, img):
        return self._op._apply(img) if self._rand().random() < self.prob else img


class RandomEqualize(TensorOperation):
    """:class:`Equalize` with probability ``prob``. Mirrors ``vision.RandomEqualize``."""

    _random = True

    def __init__(self, prob: float = 0.5) -> None:
        if not 0.0 <= prob <= 1.0:
            raise ValueError("Input prob is not within the required interval of [0.0, 1.0].")
        self.prob = prob

    def _apply(self, img):
        return Equalize()._apply(img) if self._rand().random() < self.prob else img


# ------------------------------------------------------------------------------------------------ PIL crops
def _pil_image(img: Any):
    from PIL import Image

    if not isinstance(img, Image.Image):
        raise TypeError(
            f"img should be PIL image. Got {type(img)}. Use Decode() for encoded data or ToPIL() for decoded data."
        )
    return img


def _five_crops(img, size: tuple) -> tuple:
    ch, cw = size
    w, h = img.size
    if ch > h or cw > w:
        raise ValueError(f"Crop size {size} is larger than input image size {(h, w)}.")
    tl = img.crop((0, 0, cw, ch))
    tr = img.crop((w - cw, 0, w, ch))
    bl = img.crop((0, h - ch, cw, h))
    br = img.crop((w - cw, h - ch, w, h))
    top, left = int(round((h - ch) / 2.0)), int(round((w - cw) / 2.0))
    center = img.crop((left, top, left + cw, top + ch))
    return tl, tr, bl, br, center


class FiveCrop(TensorOperation):
    """The four corner crops and the centre crop of ``size`` (int: square; (h, w)) of a PIL image, as a tuple of
    PIL images. Mirrors ``vision.FiveCrop`` (a Python transform: PIL input only).

    Raises:
        TypeError: if the input is not a PIL image.
    """

    def __init__(self, size: int | list) -> None:
        self.size = _size2(size, "size")

    def __call__(self, img):
        return _five_crops(_pil_image(img), self.size)


class TenCrop(TensorOperation):
    """:class:`FiveCrop` of the image and of its mirror image (left-right, or top-bottom with
    ``use_vertical_flip``): a tuple of ten PIL images. Mirrors ``vision.TenCrop``."""

    def __init__(self, size: int | list, use_vertical_flip: bool = False) -> None:
        self.size = _size2(size, "size")
        self.use_vertical_flip = use_vertical_flip

    def __call__(self, img):
        from PIL import Image

        img = _pil_image(img)
        flipped = img.transpose(Image.FLIP_TOP_BOTTOM if self.use_vertical_flip else Image.FLIP_LEFT_RIGHT)
        return _five_crops(img, self.size) + _five_crops(flipped, self.size)


class LinearTransformation(TensorOperation):
    """``(flatten(image) - mean_vector) @ transformation_matrix``, reshaped back (a CHW numpy image, e.g. for
    whitening). Mirrors ``vision.LinearTransformation`` (a Python transform).

    Raises:
        ValueError: if the matrix is not square or does not match the image size or the mean vector.
    """

    def __init__(self, transformation_matrix: np.ndarray, mean_vector: np.ndarray) -> None:
        m, v = np.asarray(transformation_matrix), np.asarray(mean_vector)
        if m.ndim != 2 or m.shape[0] != m.shape[1]:
            raise ValueError(f"transformation_matrix should be a square matrix. Got shape {m.shape} instead.")
        if m.shape[0] != v.shape[0]:
            raise ValueError(
                f"mean_vector length {v.shape[0]} should match either one dimension of the square "
                f"transformation_matrix {m.shape}."
            )
        self.transformation_matrix, self.mean_vector = m, v

    def _apply(self, img):
        flat = img.reshape(1, -1)
        if flat.shape[1] != self.transformation_matrix.shape[0]:
            raise ValueError(
                f"Input image tensor data size {flat.shape[1]} should match the dimension of the transformation "
                f"matrix {self.transformation_matrix.shape[0]}."
            )
        # numpy's result dtype, as MindSpore's np.dot gives it (Float64 for the default float64 matrix)
        return np.dot(flat - self.mean_vector, self.transformation_matrix).reshape(img.shape)


# ------------------------------------------------------------------------------------------------ colour spaces, patches
def _hsv_batch_check(imgs: Any, is_hwc: Any, end: str) -> tuple:
    """MindSpore's checks of RgbToHsv/HsvToRgb input (``end``: what ends its not-numpy message): the images as
    float64 and whether they are a batch."""
    if not isinstance(imgs, np.ndarray):
        raise TypeError(f"img should be NumPy image. Got {type(imgs)}{end}")
    if not isinstance(is_hwc, bool):
        raise TypeError(f"is_hwc should be bool type. Got {type(is_hwc)}.")
    if imgs.ndim not in (3, 4):
        raise TypeError(f"img shape should be (H, W, C)/(N, H, W, C)/(C ,H, W)/(N, C, H, W). Got {imgs.shape}.")
    batched = imgs.ndim == 4
    channels = imgs.shape[-1 if is_hwc else -3]
    if channels != 3:
        raise TypeError(f"img should be 3 channels RGB img. Got {channels} channels.")
    return imgs.astype(np.float64), batched


def _split3(x: np.ndarray, is_hwc: bool) -> tuple:
    return (x[..., 0], x[..., 1], x[..., 2]) if is_hwc else (x[..., 0, :, :], x[..., 1, :, :], x[..., 2, :, :])


class RgbToHsv(TensorOperation):
    """RGB -> HSV with Python's ``colorsys`` formulas (hue and saturation in [0, 1], value in the input's range), on
    one image or a batch: (C, H, W) / (N, C, H, W), or channels last with ``is_hwc=True``. Returns float64.

    Mirrors ``vision.RgbToHsv(is_hwc=False)`` (2.10, a Python transform).

    Raises:
        TypeError: ``is_hwc`` not a bool; input not a numpy array, not of rank 3/4, or without 3 channels.
    """

    def __init__(self, is_hwc: bool = False) -> None:
        type_check(is_hwc, (bool,), "is_hwc")
        self.is_hwc = is_hwc

    def __call__(self, rgb_imgs):
        x, _ = _hsv_batch_check(rgb_imgs, self.is_hwc, "")
        r, g, b = _split3(x, self.is_hwc)
        maxc = np.maximum(np.maximum(r, g), b)
        minc = np.minimum(np.minimum(r, g), b)
        rng = maxc - minc
        gray = rng == 0
        safe = np.where(gray, 1.0, rng)
        s = np.where(gray, 0.0, rng / np.where(maxc == 0, 1.0, maxc))
        rc, gc, bc = (maxc - r) / safe, (maxc - g) / safe, (maxc - b) / safe
        h = np.where(r == maxc, bc - gc, np.where(g == maxc, 2.0 + rc - bc, 4.0 + gc - rc))
        h = np.where(gray, 0.0, np.mod(h / 6.0, 1.0))
        return np.stack((h, s, maxc), axis=-1 if self.is_hwc else -3)


class HsvToRgb(TensorOperation):
    """HSV -> RGB with Python's ``colorsys`` formulas, on one image or a batch: (C, H, W) / (N, C, H, W), or
    channels last with ``is_hwc=True``. Returns float64. Mirrors ``vision.HsvToRgb(is_hwc=False)`` (2.10, a
    Python transform).

    Raises:
        TypeError: ``is_hwc`` not a bool; input not a numpy array, not of rank 3/4, or without 3 channels.
    """

    def __init__(self, is_hwc: bool = False) -> None:
        type_check(is_hwc, (bool,), "is_hwc")
        self.is_hwc = is_hwc

    def __call__(self, hsv_imgs):
        x, _ = _hsv_batch_check(hsv_imgs, self.is_hwc, ".")
        h, s, v = _split3(x, self.is_hwc)
        i = np.trunc(h * 6.0)
        f = h * 6.0 - i
        p, q, t = v * (1.0 - s), v * (1.0 - s * f), v * (1.0 - s * (1.0 - f))
        i = np.mod(i, 6).astype(np.int64)
        r = np.choose(i, [v, q, p, p, t, v])
        g = np.choose(i, [t, v, v, q, p, p])
        b = np.choose(i, [p, p, t, v, v, q])
        grey = s == 0.0
        r, g, b = (np.where(grey, v, c) for c in (r, g, b))
        return np.stack((r, g, b), axis=-1 if self.is_hwc else -3)


class SlicePatches(TensorOperation):
    """Cut an <H, W> or <H, W, C> image into ``num_height`` x ``num_width`` patches (row by row). ``SliceMode.PAD``
    pads the bottom/right with ``fill_value`` up to a multiple of the grid (patches of ``ceil`` size);
    ``SliceMode.DROP`` drops the remainder (patches of ``floor`` size). Returns a tuple of patches (one patch: the
    array itself); in ``map``, give one output column per patch.

    Mirrors ``vision.SlicePatches(num_height=1, num_width=1, slice_mode=SliceMode.PAD, fill_value=0)`` (2.10).

    Raises:
        TypeError/ValueError: bad arguments (MindSpore's messages). RuntimeError: input of rank < 2, or more
        patches than rows/columns.
    """

    def __init__(
        self, num_height: int = 1, num_width: int = 1, slice_mode: SliceMode = SliceMode.PAD, fill_value: int = 0
    ) -> None:
        from ..core.validator_helpers import check_pos_int32

        check_pos_int32(num_height, "num_height")
        check_pos_int32(num_width, "num_width")
        type_check(slice_mode, (SliceMode,), "slice_mode")
        type_check(fill_value, (int,), "fill_value")
        check_value(fill_value, (0, 255), "fill_value")
        self.num_height, self.num_width = num_height, num_width
        self.slice_mode, self.fill_value = slice_mode, fill_value

    def _apply(self, img):
        if img.ndim < 2:
            raise _k.op_error(f"Rank of input data should be greater than 2, but got:{img.ndim}")
        h, w = img.shape[:2]
        for n, size, axis in ((self.num_height, h, "height"), (self.num_width, w, "width")):
            if n > size:
                raise _k.op_error(
                    f"SlicePatches: The number of patches on {axis} axis equals 0 or is greater than {axis}, got "
                    f"number of patches:{n}"
                )
        if self.slice_mode == SliceMode.PAD:
            ph, pw = -(-h // self.num_height), -(-w // self.num_width)
            full = np.full((ph * self.num_height, pw * self.num_width) + img.shape[2:], self.fill_value, img.dtype)
            full[:h, :w] = img
            img = full
        else:
            ph, pw = h // self.num_height, w // self.num_width
        patches = tuple(
            np.ascontiguousarray(img[i * ph : (i + 1) * ph, j * pw : (j + 1) * pw])
            for i in range(self.num_height)
            for j in range(self.num_width)
        )
        return patches[0] if len(patches) == 1 else patches


# ------------------------------------------------------------------------------------------------ random enhancements
def _check_positive_degrees(degrees: Any) -> None:
    """MindSpore's ``check_positive_degrees`` (RandomColor, RandomSharpness)."""
    from ..core.validator_helpers import type_check_list

    if not isinstance(degrees, (list, tuple)):
        raise TypeError("degrees must be either a tuple or a list.")
    type_check_list(degrees, (int, float), "degrees")
    if len(degrees) != 2:
        raise ValueError("degrees must be a sequence with length 2.")
    for d in degrees:
        check_value(d, (0, _v.FLOAT_MAX_INTEGER))
    if degrees[0] > degrees[1]:
        raise ValueError("degrees should be in (min,max) format. Got (max,min).")


def _pil_enhance(img: Any, kind: str, factor: float) -> Any:
    from PIL import ImageEnhance

    return getattr(ImageEnhance, kind)(img).enhance(factor)


class _RandomEnhance(TensorOperation):
    """A random enhancement by a factor drawn uniformly from ``degrees`` (RandomColor, RandomSharpness): a PIL
    image goes through Pillow's ``ImageEnhance.<_ENHANCE>``, numpy through the subclass's ``_apply``."""

    _random = True

    def __init__(self, degrees: Any = (0.1, 1.9)) -> None:
        _check_positive_degrees(degrees)
        self.degrees = tuple(degrees)

    def _factor(self) -> float:
        """The factor as MindSpore's C++ operation draws it from its engine: ``uniform_real_distribution<float>``
        over ``degrees`` (RandomColorOp)."""
        return _std.uniform_float(self._engine(), *self.degrees)

    def __call__(self, img):
        if _is_pil(img):  # MindSpore's Python path: ``random.uniform(*degrees)``
            return _pil_enhance(img, self._ENHANCE, _P.rnd().uniform(*self.degrees))
        return super().__call__(img)


class RandomColor(_RandomEnhance):
    """Blend an RGB image with its grayscale by a factor drawn uniformly from ``degrees`` (0: gray, 1: unchanged,
    above 1: more colour), as :class:`AdjustSaturation` does for one factor. Input: <H, W, 3> numpy (uint8 result
    saturates), or a PIL image (Pillow's ``ImageEnhance.Color``; returns a PIL image).

    Mirrors ``vision.RandomColor(degrees=(0.1, 1.9))`` (2.10), drawing the factor as its C++ operation does.

    Raises:
        TypeError/ValueError: bad ``degrees`` (MindSpore's messages). RuntimeError: numpy input that is not
        <H, W, 3>.
    """

    _ENHANCE = "Color"

    def _apply(self, img):
        if img.ndim != 3 or img.shape[2] != 3:
            shape = ",".join(str(d) for d in img.shape)
            raise _k.op_error(
                "RandomColor: image shape is not <H,W,C> or channel is not 3, got rank: "
                f"{img.ndim}, and shape: <{shape}>"
            )
        t = self._factor()
        if abs(t - 1.0) < 0.00195:  # MindSpore's RandomColorOp: within half a step of 1, the image as it is
            return img
        return AdjustSaturation(t)._apply(img)


class RandomSharpness(_RandomEnhance):
    """Sharpen or blur by a factor drawn uniformly from ``degrees`` (0: PIL's smoothed image, 1: unchanged, above
    1: sharper), as :class:`AdjustSharpness`. Input: <H, W> or <H, W, C> numpy, or a PIL image (Pillow's
    ``ImageEnhance.Sharpness``; returns a PIL image).

    Mirrors ``vision.RandomSharpness(degrees=(0.1, 1.9))`` (2.10), drawing the factor as its C++ operation does.

    Raises:
        TypeError/ValueError: bad ``degrees`` (MindSpore's messages).
    """

    _ENHANCE = "Sharpness"

    def _factor(self) -> float:
        """MindSpore's RandomSharpnessOp: ``mid + u * half range`` in float, ``u`` from
        ``uniform_real_distribution<float>(-1, 1)`` over the engine."""
        f = np.float32
        lo, hi = f(self.degrees[0]), f(self.degrees[1])
        u = f(_std.uniform_float(self._engine(), -1.0, 1.0))
        return float(f((hi + lo) / f(2)) + f(u * f((hi - lo) / f(2))))

    def _apply(self, img):
        return AdjustSharpness(self._factor())._apply(img)


_LIGHTING_TABLE = np.array(
    [
        [55.46 * -0.5675, 4.794 * 0.7192, 1.148 * 0.4009],
        [55.46 * -0.5808, 4.794 * -0.0045, 1.148 * -0.8140],
        [55.46 * -0.5836, 4.794 * -0.6948, 1.148 * 0.4203],
    ]
)  # AlexNet's ImageNet RGB eigenvectors scaled by their eigenvalues, as MindSpore's


class RandomLighting(TensorOperation):
    """AlexNet-style PCA lighting noise: draw ``alpha_rgb ~ Normal(0, alpha)`` (three values) and add
    ``eigvec @ (eigval * alpha_rgb)`` to the R, G, B channels (uint8 results saturate). Input: <H, W, 3> numpy or a
    PIL image (returns a PIL image).

    Mirrors ``vision.RandomLighting(alpha=0.05)`` (2.10). Known difference: the draws come from another generator
    than MindSpore's.

    Raises:
        TypeError/ValueError: ``alpha`` not a non-negative number (MindSpore's messages). RuntimeError: numpy input
        that is not <H, W, 3>.
    """

    _random = True

    def __init__(self, alpha: float = 0.05) -> None:
        type_check(alpha, (float, int), "alpha")
        check_value(alpha, (0, _v.FLOAT_MAX_INTEGER), "alpha")
        self.alpha = alpha

    def _pil_shift(self) -> np.ndarray:
        """MindSpore's Python path draws the three values from ``numpy.random.normal`` (inside ``map``: the row's
        generator)."""
        r = _P.rnd()
        if r is _P.random:
            return _LIGHTING_TABLE @ np.array([np.random.normal(loc=0.0, scale=self.alpha) for _ in range(3)])
        return _LIGHTING_TABLE @ np.array([r.gauss(0.0, self.alpha) for _ in range(3)])

    def _shift(self) -> np.ndarray:
        r = self._rand()
        a = np.array([r.gauss(0.0, self.alpha) for _ in range(3)]) if self.alpha else np.zeros(3)
        return _LIGHTING_TABLE @ a

    def __call__(self, img):
        if _is_pil(img):
            from PIL import Image

            arr = np.asarray(img.convert("RGB")).astype(np.float64) + self._pil_shift()
            return Image.fromarray(np.uint8(np.minimum(np.maximum(arr, 0), 255)))
        return super().__call__(img)

    def _apply(self, img):
        if img.ndim != 3 or img.shape[2] != 3:
            shape = ",".join(str(d) for d in img.shape)
            raise _k.op_error(
                "RandomLighting: input tensor is not in shape of <H,W,C> or channel is not 3, got rank: "
                f"{img.ndim}, and shape: <{shape}>"
            )
        return _k.saturate(img.astype(np.float64) + self._shift(), img.dtype)


# ------------------------------------------------------------------------------------------------ automatic augmentation
class AutoAugmentPolicy(str, Enum):
    """The learned policies of :class:`AutoAugment`. Mirrors ``mindspore.dataset.vision.AutoAugmentPolicy``."""

    IMAGENET = "imagenet"
    CIFAR10 = "cifar10"
    SVHN = "svhn"


# (operation, probability, magnitude bin; -1: none) pairs, as MindSpore's AutoAugmentOp lists them
_AA_POLICIES = {
    "imagenet": [
        (("Posterize", 0.4, 8), ("Rotate", 0.6, 9)), (("Solarize", 0.6, 5), ("AutoContrast", 0.6, -1)),
        (("Equalize", 0.8, -1), ("Equalize", 0.6, -1)), (("Posterize", 0.6, 7), ("Posterize", 0.6, 6)),
        (("Equalize", 0.4, -1), ("Solarize", 0.2, 4)), (("Equalize", 0.4, -1), ("Rotate", 0.8, 8)),
        (("Solarize", 0.6, 3), ("Equalize", 0.6, -1)), (("Posterize", 0.8, 5), ("Equalize", 1.0, -1)),
        (("Rotate", 0.2, 3), ("Solarize", 0.6, 8)), (("Equalize", 0.6, -1), ("Posterize", 0.4, 6)),
        (("Rotate", 0.8, 8), ("Color", 0.4, 0)), (("Rotate", 0.4, 9), ("Equalize", 0.6, -1)),
        (("Equalize", 0.0, -1), ("Equalize", 0.8, -1)), (("Invert", 0.6, -1), ("Equalize", 1.0, -1)),
        (("Color", 0.6, 4), ("Contrast", 1.0, 8)), (("Rotate", 0.8, 8), ("Color", 1.0, 2)),
        (("Color", 0.8, 8), ("Solarize", 0.8, 7)), (("Sharpness", 0.4, 7), ("Invert", 0.6, -1)),
        (("ShearX", 0.6, 5), ("Equalize", 1.0, -1)), (("Color", 0.4, 0), ("Equalize", 0.6, -1)),
        (("Equalize", 0.4, -1), ("Solarize", 0.2, 4)), (("Solarize", 0.6, 5), ("AutoContrast", 0.6, -1)),
        (("Invert", 0.6, -1), ("Equalize", 1.0, -1)), (("Color", 0.6, 4), ("Contrast", 1.0, 8)),
        (("Equalize", 0.8, -1), ("Equalize", 0.6, -1)),
    ],
    "cifar10": [
        (("Invert", 0.1, -1), ("Contrast", 0.2, 6)), (("Rotate", 0.7, 2), ("TranslateX", 0.3, 9)),
        (("Sharpness", 0.8, 1), ("Sharpness", 0.9, 3)), (("ShearY", 0.5, 8), ("TranslateY", 0.7, 9)),
        (("AutoContrast", 0.5, -1), ("Equalize", 0.9, -1)), (("ShearY", 0.2, 7), ("Posterize", 0.3, 7)),
        (("Color", 0.4, 3), ("Brightness", 0.6, 7)), (("Sharpness", 0.3, 9), ("Brightness", 0.7, 9)),
        (("Equalize", 0.6, -1), ("Equalize", 0.5, -1)), (("Contrast", 0.6, 7), ("Sharpness", 0.6, 5)),
        (("Color", 0.7, 7), ("TranslateX", 0.5, 8)), (("Equalize", 0.3, -1), ("AutoContrast", 0.4, -1)),
        (("TranslateY", 0.4, 3), ("Sharpness", 0.2, 6)), (("Brightness", 0.9, 6), ("Color", 0.2, 8)),
        (("Solarize", 0.5, 2), ("Invert", 0.0, -1)), (("Equalize", 0.2, -1), ("AutoContrast", 0.6, -1)),
        (("Equalize", 0.2, -1), ("Equalize", 0.6, -1)), (("Color", 0.9, 9), ("Equalize", 0.6, -1)),
        (("AutoContrast", 0.8, -1), ("Solarize", 0.2, 8)), (("Brightness", 0.1, 3), ("Color", 0.7, 0)),
        (("Solarize", 0.4, 5), ("AutoContrast", 0.9, -1)), (("TranslateY", 0.9, 9), ("TranslateY", 0.7, 9)),
        (("AutoContrast", 0.9, -1), ("Solarize", 0.8, 3)), (("Equalize", 0.8, -1), ("Invert", 0.1, -1)),
        (("TranslateY", 0.7, 9), ("AutoContrast", 0.9, -1)),
    ],
    "svhn": [
        (("ShearX", 0.9, 4), ("Invert", 0.2, -1)), (("ShearY", 0.9, 8), ("Invert", 0.7, -1)),
        (("Equalize", 0.6, -1), ("Solarize", 0.6, 6)), (("Invert", 0.9, -1), ("Equalize", 0.6, -1)),
        (("Equalize", 0.6, -1), ("Rotate", 0.9, 3)), (("ShearX", 0.9, 4), ("AutoContrast", 0.8, -1)),
        (("ShearY", 0.9, 8), ("Invert", 0.4, -1)), (("ShearY", 0.9, 5), ("Solarize", 0.2, 6)),
        (("Invert", 0.9, -1), ("AutoContrast", 0.8, -1)), (("Equalize", 0.6, -1), ("Rotate", 0.9, 3)),
        (("ShearX", 0.9, 4), ("Solarize", 0.3, 3)), (("ShearY", 0.8, 8), ("Invert", 0.7, -1)),
        (("Equalize", 0.9, -1), ("TranslateY", 0.6, 6)), (("Invert", 0.9, -1), ("Equalize", 0.6, -1)),
        (("Contrast", 0.3, 3), ("Rotate", 0.8, 4)), (("Invert", 0.8, -1), ("TranslateY", 0.0, 2)),
        (("ShearY", 0.7, 6), ("Solarize", 0.4, 8)), (("Invert", 0.6, -1), ("Rotate", 0.8, 4)),
        (("ShearY", 0.3, 7), ("TranslateX", 0.9, 3)), (("ShearX", 0.1, 6), ("Invert", 0.6, -1)),
        (("Solarize", 0.7, 2), ("TranslateY", 0.6, 7)), (("ShearY", 0.8, 4), ("Invert", 0.8, -1)),
        (("ShearX", 0.7, 9), ("TranslateY", 0.8, 3)), (("ShearY", 0.8, 5), ("AutoContrast", 0.7, -1)),
        (("ShearX", 0.7, 2), ("Invert", 0.1, -1)),
    ],
}  # fmt: skip


def _linspace(start: float, end: float, n: int, scale: float = 1.0, offset: float = 0.0, rnd: bool = False) -> list:
    """MindSpore's float32 ``Linspace`` of the augmentation spaces: ``(start + i * step) * scale + offset``,
    optionally rounded half to even."""
    f32 = np.float32
    step = f32(0) if n == 1 else f32((f32(end) - f32(start)) / f32(n - 1))
    vals = [(f32(start) + f32(i) * step) * f32(scale) + f32(offset) for i in range(n)]
    return [float(np.rint(v)) if rnd else float(v) for v in vals]


def _augment_space(kind: str, bins: int, h: int, w: int) -> dict:
    """Operation name -> (magnitudes, signed) of AutoAugment/RandAugment ('auto', 'rand') or TrivialAugmentWide
    ('wide'); names in the sorted order of MindSpore's ``std::map``."""
    wide = kind == "wide"
    top = 0.99 if wide else 0.9
    space = {
        "AutoContrast": ([0.0], False),
        "Brightness": (_linspace(0.0, top, bins), True),
        "Color": (_linspace(0.0, top, bins), True),
        "Contrast": (_linspace(0.0, top, bins), True),
        "Equalize": ([0.0], False),
        "Identity": ([0.0], False),
        "Posterize": (_linspace(0.0, bins - 1.0, bins, -(6.0 if wide else 4.0) / (bins - 1.0), 8, True), False),
        "Rotate": (_linspace(0.0, 135.0 if wide else 30.0, bins), True),
        "Sharpness": (_linspace(0.0, top, bins), True),
        "ShearX": (_linspace(0.0, top if wide else 0.3, bins), True),
        "ShearY": (_linspace(0.0, top if wide else 0.3, bins), True),
        "Solarize": (_linspace(256.0 if kind == "auto" else 255.0, 0.0, bins), False),
        "TranslateX": (_linspace(0.0, 32.0 if wide else float(np.float32(150.0 / 331) * np.float32(w)), bins), True),
        "TranslateY": (_linspace(0.0, 32.0 if wide else float(np.float32(150.0 / 331) * np.float32(h)), bins), True),
    }
    if kind == "auto":
        space.pop("Identity")
        space["Invert"] = ([0.0], False)
    return space


def _apply_augment(img: np.ndarray, name: str, magnitude: float, interpolation: Inter, fill: Any) -> np.ndarray:
    """One operation of the automatic augmentations with its magnitude, as MindSpore's ``ApplyAugment``."""
    f32 = np.float32
    if name in ("ShearX", "ShearY"):
        shear = float(f32(float(f32(magnitude) * f32(180)) / math.pi))
        pair = (shear, 0.0) if name == "ShearX" else (0.0, shear)
        h, w = img.shape[:2]
        m = _affine_matrix(h, w, 0.0, (0.0, 0.0), 1.0, pair)
        return _k.warp_affine(img, m, (h, w), Inter(interpolation) == Inter.NEAREST, fill)
    if name in ("TranslateX", "TranslateY"):
        # MindSpore hands the whole pixels to AffineOp, which takes them as fractions of the size: any shift of
        # one pixel or more moves the image out entirely
        t = float(int(magnitude))
        h, w = img.shape[:2]
        m = _affine_matrix(h, w, 0.0, (t * w, 0.0) if name == "TranslateX" else (0.0, t * h), 1.0, (0.0, 0.0))
        return _k.warp_affine(img, m, (h, w), Inter(interpolation) == Inter.NEAREST, fill)
    if name == "Rotate":
        return _rotate(img, magnitude, interpolation, False, None, fill)
    factor = float(f32(1) + f32(magnitude))
    if name == "Brightness":
        return AdjustBrightness(factor)._apply(img)
    if name == "Color":
        return AdjustSaturation(factor)._apply(img)
    if name == "Contrast":
        return AdjustContrast(factor)._apply(img)
    if name == "Sharpness":
        return AdjustSharpness(factor)._apply(img)
    if name == "Posterize":
        return Posterize(int(magnitude))._apply(img)
    if name == "Solarize":
        return Solarize((magnitude, magnitude))._apply(img)
    if name == "AutoContrast":
        return AutoContrast()._apply(img)
    if name == "Equalize":
        return Equalize()._apply(img)
    if name == "Invert":
        return Invert()._apply(img)
    return img  # Identity


def _check_augment_image(img: np.ndarray, name: str) -> None:
    """MindSpore's ``ValidateImage(input, name, {3}, {3}, {3})``: uint8, then rank 3, then 3 channels."""
    head = f"{name}: the {{}} of image tensor does not match the requirement of operator. Expecting tensor in "
    if img.dtype != np.uint8:
        raise _k.op_error(head.format("data type") + f"type of (uint8). But got type {img.dtype}.")
    if img.ndim != 3:
        raise _k.op_error(
            head.format("dimension") + f"dimension of (3), in shape of <H, W, C>. But got dimension {img.ndim}."
        )
    if img.shape[2] != 3:
        raise _k.op_error(head.format("channel") + f"channel of (3). But got channel {img.shape[2]}.")


def _rand_int(rng, n: int) -> int:
    """MindSpore's ``RandInt(0, n)``: a draw from [0, n] inclusive, modulo ``n`` (0 twice as likely)."""
    return rng.randint(0, n) % n


def _check_interpolation_fill(interpolation: Any, fill_value: Any) -> Any:
    type_check(interpolation, (Inter,), "interpolation")
    _check_affine_fill(fill_value)
    return (fill_value,) * 3 if isinstance(fill_value, int) else tuple(fill_value)


class AutoAugment(TensorOperation):
    """Apply one of the learned sub-policies of ``policy`` (two operations, each with its probability and
    magnitude) to a uint8 <H, W, 3> image. Mirrors ``vision.AutoAugment(policy=AutoAugmentPolicy.IMAGENET,
    interpolation=Inter.NEAREST, fill_value=0)`` (2.10): MindSpore's policy tables, magnitude bins (10),
    operations (ShearX/Y and TranslateX/Y through ``Affine``'s warp, Rotate, Brightness/Color/Contrast/Sharpness
    as ``1 + magnitude`` factors, Posterize, Solarize, AutoContrast, Equalize, Invert) and sign draws. Known
    difference: the draws come from another generator than MindSpore's, so the sub-policy picked for a given seed
    differs; every output is one MindSpore can produce.

    Raises:
        TypeError/ValueError: on bad arguments (MindSpore's messages). RuntimeError: input that is not a uint8
        <H, W, 3> image.
    """

    _random = True

    def __init__(
        self, policy: AutoAugmentPolicy = AutoAugmentPolicy.IMAGENET, interpolation: Inter = Inter.NEAREST,
        fill_value: int | tuple = 0,
    ) -> None:  # fmt: skip
        type_check(policy, (AutoAugmentPolicy,), "policy")
        self._fill = _check_interpolation_fill(interpolation, fill_value)
        self.policy, self.interpolation, self.fill_value = policy, interpolation, fill_value

    def _apply(self, img):
        if img.ndim != 3:
            raise _k.op_error(f"AutoAugment: input tensor is not in shape of <H,W,C>, but got rank: {img.ndim}")
        if img.shape[2] != 3:
            raise _k.op_error(f"AutoAugment: channel of input image should be 3, but got: {img.shape[2]}")
        rng = self._rand()
        policies = _AA_POLICIES[self.policy.value]
        pick = policies[rng.randint(0, len(policies) - 1)]
        probs = [float(np.float32(rng.random())) for _ in range(2)]
        signs = [rng.randint(0, 1) for _ in range(2)]
        space = _augment_space("auto", 10, *img.shape[:2])
        for (name, p, bin_), prob, sign in zip(pick, probs, signs):
            if prob <= p:
                mags, signed = space[name]
                magnitude = mags[bin_] if len(mags) != 1 and bin_ != -1 else 0.0
                if signed and sign == 0:
                    magnitude = -magnitude
                img = _apply_augment(img, name, magnitude, self.interpolation, self._fill)
        return img


class RandAugment(TensorOperation):
    """Apply ``num_ops`` operations drawn uniformly from RandAugment's 14 (Identity, ShearX/Y, TranslateX/Y,
    Rotate, Brightness, Color, Contrast, Sharpness, Posterize, Solarize, AutoContrast, Equalize), each at bin
    ``magnitude`` of ``num_magnitude_bins`` with a random sign, to a uint8 <H, W, 3> image. Mirrors
    ``vision.RandAugment(num_ops=2, magnitude=9, num_magnitude_bins=31, interpolation=Inter.NEAREST,
    fill_value=0)`` (2.10), MindSpore's magnitude spaces and its draws' distribution (``RandInt``'s bias to the
    first operation included). Known difference: another generator than MindSpore's.

    Raises:
        TypeError/ValueError: on bad arguments (MindSpore's messages). RuntimeError: input that is not a uint8
        <H, W, 3> image.
    """

    _random = True

    def __init__(
        self, num_ops: int = 2, magnitude: int = 9, num_magnitude_bins: int = 31,
        interpolation: Inter = Inter.NEAREST, fill_value: int | tuple = 0,
    ) -> None:  # fmt: skip
        type_check(num_ops, (int,), "num_ops")
        check_value(num_ops, (0, _v.FLOAT_MAX_INTEGER), "num_ops")
        type_check(num_magnitude_bins, (int,), "num_magnitude_bins")
        check_value(num_magnitude_bins, (2, _v.FLOAT_MAX_INTEGER), "num_magnitude_bins")
        type_check(magnitude, (int,), "magnitude")
        if not 0 <= magnitude < num_magnitude_bins:
            raise ValueError(f"Input magnitude is not within the required interval of [0, {num_magnitude_bins}).")
        self._fill = _check_interpolation_fill(interpolation, fill_value)
        self.num_ops, self.magnitude, self.num_magnitude_bins = num_ops, magnitude, num_magnitude_bins
        self.interpolation, self.fill_value = interpolation, fill_value

    def _apply(self, img):
        _check_augment_image(img, "RandAugment")
        rng = self._rand()
        space = _augment_space("rand", self.num_magnitude_bins, *img.shape[:2])
        names = list(space)
        for _ in range(self.num_ops):
            name = names[_rand_int(rng, len(names))]
            mags, signed = space[name]
            magnitude = mags[self.magnitude] if len(mags) != 1 else 0.0
            if signed and _rand_int(rng, 2):
                magnitude = -magnitude
            img = _apply_augment(img, name, magnitude, self.interpolation, self._fill)
        return img


class TrivialAugmentWide(TensorOperation):
    """Apply one operation drawn uniformly from TrivialAugmentWide's 14 at a random magnitude bin (and sign) to a
    uint8 <H, W, 3> image. Mirrors ``vision.TrivialAugmentWide(num_magnitude_bins=31, interpolation=Inter.NEAREST,
    fill_value=0)`` (2.10): MindSpore's wide magnitude spaces (shear 0.99, translate 32 pixels, rotate 135
    degrees, posterize down to 2 bits) and its draws' distribution. Known difference: another generator than
    MindSpore's.

    Raises:
        TypeError/ValueError: on bad arguments (MindSpore's messages). RuntimeError: input that is not a uint8
        <H, W, 3> image.
    """

    _random = True

    def __init__(
        self, num_magnitude_bins: int = 31, interpolation: Inter = Inter.NEAREST, fill_value: int | tuple = 0
    ) -> None:
        type_check(num_magnitude_bins, (int,), "num_magnitude_bins")
        check_value(num_magnitude_bins, (2, _v.FLOAT_MAX_INTEGER), "num_magnitude_bins")
        self._fill = _check_interpolation_fill(interpolation, fill_value)
        self.num_magnitude_bins, self.interpolation, self.fill_value = num_magnitude_bins, interpolation, fill_value

    def _apply(self, img):
        _check_augment_image(img, "TrivialAugmentWide")
        rng = self._rand()
        space = _augment_space("wide", self.num_magnitude_bins, *img.shape[:2])
        names = list(space)
        name = names[_rand_int(rng, len(names))]
        mags, signed = space[name]
        magnitude = mags[_rand_int(rng, len(mags))] if len(mags) != 1 else 0.0
        if signed and _rand_int(rng, 2):
            magnitude = -magnitude
        return _apply_augment(img, name, magnitude, self.interpolation, self._fill)


# ------------------------------------------------------------------------------------------------ perspective
def _check_points(points: Any, name: str) -> None:
    """MindSpore's ``check_perspective`` for one list of four [x, y] int32 points."""
    type_check_list(points, (list, tuple), name)
    if len(points) != 4:
        raise TypeError(f"{name} should be a list or tuple of length 4.")
    for i, element in enumerate(points):
        type_check(element, (list, tuple), f"{name}[{i}]")
        if len(element) != 2:
            raise TypeError(f"{name}[{i}] should be a list or tuple of length 2.")
        for j in range(2):
            type_check(element[j], (int,), f"{name}[{i}][{j}]")
            check_value(element[j], (-2147483648, 2147483647), f"{name}[{i}][{j}]")


def _pil_perspective(img: Any, start_points: Any, end_points: Any, resample: int) -> Any:
    """MindSpore's ``py_transforms_util.perspective``: Pillow's PERSPECTIVE transform with the coefficients
    taking ``end_points`` back to ``start_points`` (least squares, as MindSpore solves them)."""
    from PIL import Image

    rows = []
    for (ex, ey), (sx, sy) in zip(end_points, start_points):
        rows.append([ex, ey, 1, 0, 0, 0, -sx * ex, -sx * ey])
        rows.append([0, 0, 0, ex, ey, 1, -sy * ex, -sy * ey])
    coeffs = np.linalg.lstsq(np.array(rows, dtype=float), np.array(start_points, dtype=float).reshape(8), rcond=None)
    return img.transform(img.size, Image.PERSPECTIVE, coeffs[0].tolist(), resample)


class Perspective(TensorOperation):
    """Warp the image so that the four ``start_points`` ([x, y]: top-left, top-right, bottom-right, bottom-left)
    land on ``end_points``; the output keeps the input's size, uncovered pixels are 0.

    Mirrors ``vision.Perspective(start_points, end_points, interpolation=Inter.BILINEAR)`` (2.10). Numpy input
    (<H, W> or <H, W, C>) as MindSpore's C++ operation, pixel for pixel for NEAREST, BILINEAR and AREA (OpenCV's
    ``getPerspectiveTransform`` and ``warpPerspective``: its LU solve, float64 coordinates per block rounded to
    1/32 pixel, 15-bit uint8 weights); PIL input through Pillow's PERSPECTIVE transform, returning a PIL image.
    Known difference: BICUBIC on numpy input is computed as BILINEAR.

    Raises:
        TypeError/ValueError: on bad arguments (MindSpore's messages). TypeError: ANTIALIAS with numpy input.
        RuntimeError: input of another rank.
    """

    def __init__(self, start_points: list, end_points: list, interpolation: Inter = Inter.BILINEAR) -> None:
        _check_points(start_points, "start_points")
        _check_points(end_points, "end_points")
        type_check(interpolation, (Inter,), "interpolation")
        self.start_points, self.end_points, self.interpolation = start_points, end_points, interpolation

    def __call__(self, img):
        if _is_pil(img):
            if self.interpolation in (Inter.AREA, Inter.PILCUBIC):
                raise TypeError("Current Interpolation is not supported with PIL input.")
            return _pil_perspective(img, self.start_points, self.end_points, _pil_filter(self.interpolation))
        if self.interpolation == Inter.ANTIALIAS:  # MindSpore runs its Python (PIL-only) path for ANTIALIAS
            raise TypeError(
                f"img should be PIL image. Got {type(img)}. Use Decode() for encoded data or ToPIL() for decoded data."
            )
        return super().__call__(img)

    def _apply(self, img):
        if img.ndim not in (2, 3):
            raise _k.op_error(
                f"Perspective: input tensor is not in shape of <H,W,C> or <H,W>, but got rank: {img.ndim}"
            )
        m = _k.perspective_matrix(self.start_points, self.end_points)
        return _k.warp_perspective(img, m, img.shape[:2], self.interpolation == Inter.NEAREST, 0)


class RandomPerspective(TensorOperation):
    """With probability ``prob``, a :class:`Perspective` of a PIL image whose corners move inwards by up to
    ``distortion_scale`` of half the width/height (drawn as MindSpore draws them). Mirrors
    ``vision.RandomPerspective(distortion_scale=0.5, prob=0.5, interpolation=Inter.BICUBIC)`` (2.10), which takes
    PIL images only. Known difference: the draws come from another generator than MindSpore's (Python's
    ``random``).

    Raises:
        TypeError/ValueError: on bad arguments (MindSpore's messages). ValueError: input that is not a PIL image.
    """

    _random = True

    def __init__(self, distortion_scale: float = 0.5, prob: float = 0.5, interpolation: Inter = Inter.BICUBIC):
        type_check(distortion_scale, (float,), "distortion_scale")
        type_check(prob, (float,), "prob")
        check_value(distortion_scale, (0.0, 1.0), "distortion_scale")
        check_value(prob, (0.0, 1.0), "prob")
        type_check(interpolation, (Inter,), "interpolation")
        self.distortion_scale, self.prob, self.interpolation = distortion_scale, prob, interpolation

    def __call__(self, img):
        if not _is_pil(img):
            raise ValueError("Input image should be a Pillow image.")
        rng = _P.rnd()  # Python's random, as MindSpore's Python implementation draws
        if self.prob > rng.random():
            w, h = img.size
            dw, dh = int(w / 2 * self.distortion_scale), int(h / 2 * self.distortion_scale)
            top_left = (rng.randint(0, dw), rng.randint(0, dh))
            top_right = (rng.randint(w - dw - 1, w - 1), rng.randint(0, dh))
            bottom_right = (rng.randint(w - dw - 1, w - 1), rng.randint(h - dh - 1, h - 1))
            bottom_left = (rng.randint(0, dw), rng.randint(h - dh - 1, h - 1))
            start = [(0, 0), (w - 1, 0), (w - 1, h - 1), (0, h - 1)]
            end = [top_left, top_right, bottom_right, bottom_left]
            return _pil_perspective(img, start, end, _pil_filter(self.interpolation))
        return img


# ---------------------------------------------------------------------------------------------------------------
# PIL input: the operations MindSpore runs through its Python implementation when called on one PIL image (each
# returns a PIL image); the math is in _pil.py.


def _no_area_pilcubic(resample: Inter) -> int:
    if resample in (Inter.AREA, Inter.PILCUBIC):
        raise TypeError("Current Interpolation is not supported with PIL input.")
    return _pil_filter(resample)


def _uint8_triple(fill_value: Any) -> Any:
    return (fill_value,) * 3 if isinstance(fill_value, numbers.Number) else fill_value


AdjustBrightness._pil = lambda self, img: _P.enhance(img, "Brightness", self.brightness_factor)
AdjustContrast._pil = lambda self, img: _P.enhance(img, "Contrast", self.contrast_factor)
AdjustSaturation._pil = lambda self, img: _P.enhance(img, "Color", self.saturation_factor)
AdjustHue._pil = lambda self, img: _P.adjust_hue(img, self.hue_factor)
AdjustGamma._pil = lambda self, img: _P.adjust_gamma(img, self.gamma, self.gain)
AutoContrast._pil = lambda self, img: _P.auto_contrast(img, self.cutoff, self.ignore)
Equalize._pil = lambda self, img: _P.equalize(img)
Invert._pil = lambda self, img: _P.invert(img)
CenterCrop._pil = lambda self, img: _P.center_crop(img, self.size)
Pad._pil = lambda self, img: _P.pad(img, self.padding, self.fill_value, Border(self.padding_mode).value)
RandomCrop._pil = lambda self, img: _P.random_crop(
    img, self.size, self.padding, self.pad_if_needed, self.fill_value, Border(self.padding_mode).value
)
RandomHorizontalFlip._pil = lambda self, img: _P.random_flip(img, self.prob, False)
RandomVerticalFlip._pil = lambda self, img: _P.random_flip(img, self.prob, True)
RandomRotation._pil = lambda self, img: _P.rotate(
    img, _P.rnd().uniform(*self.degrees_range), _no_area_pilcubic(self.resample), self.expand, self.center,
    self.fill_value,
)  # fmt: skip
RandomColorAdjust._pil = lambda self, img: _P.random_color_adjust(
    img, self.brightness, self.contrast, self.saturation, self.hue
)
RandomAffine._pil = lambda self, img: _P.random_affine(
    img, self.degrees, self.translate, self.scale, self.shear, _no_area_pilcubic(self.resample),
    _uint8_triple(self.fill_value),
)  # fmt: skip
ToTensor._pil = lambda self, img: _P.to_tensor(img, self.output_type)


# What MindSpore implements in Python only (its ``implementation`` is PY): a Compose holding one runs MindSpore's
# Python path and returns a tuple. The interpolating ones are Python only with ANTIALIAS.
for _cls in (FiveCrop, TenCrop, Grayscale, HsvToRgb, RgbToHsv, LinearTransformation, RandomErasing, RandomGrayscale,
             RandomPerspective, ToPIL):  # fmt: skip
    _cls._py_impl = True
Decode._py_impl = property(lambda self: bool(self.to_pil))
for _cls in (Resize, RandomResizedCrop, Perspective):
    _cls._py_impl = property(lambda self: self.interpolation == Inter.ANTIALIAS)
for _cls in (RandomRotation, RandomAffine):
    _cls._py_impl = property(lambda self: self.resample == Inter.ANTIALIAS)
del _cls
