"""Image primitives of `mindspore.ops.operations.image_ops`: `RGBToHSV`, `HSVToRGB` and the resize primitives."""

from __future__ import annotations

from ... import _api
from ...common.tensor import Tensor
from ..primitive import Primitive

__all__ = _api.names(__name__)


def _image_input(prim: str, arg: str, x: object) -> object:
    from ..._kernels.errors import not_tensor_name
    from ..function._utils import _as_tensor

    if not isinstance(x, Tensor):
        raise TypeError(
            f"For Primitive[{prim}], the type of input argument[{arg}] must be Tensor but got {not_tensor_name(x)}."
        )
    return _as_tensor(x)


class RGBToHSV(Primitive):
    """``ops.RGBToHSV()(images)``: RGB images (last axis of size 3, values in [0, 1]) converted to HSV, same shape
    and dtype.

    Mirrors ``mindspore.ops.operations.image_ops.RGBToHSV`` (2.10, deprecated since 2.8.0: the constructor logs
    MindSpore's once-per-name warning): Float16/Float32/Float64 of rank >= 1. Computed by
    ``_kernels.image.rgb_to_hsv``, including the saturations MindSpore's Float16 kernel gives.

    Raises:
        TypeError: ``images`` not a Tensor or not of a float dtype.
        ValueError: a last axis not of size 3.
    """

    def __init__(self) -> None:
        from ..function.array_func import _deprecated

        _deprecated("RGBToHSV", "2.8.0")
        Primitive.__init__(self, "RGBToHSV")

    def __call__(self, images: Tensor) -> Tensor:
        from ..._kernels import image as _KI
        from ..function._utils import _wrap

        return _wrap(_KI.rgb_to_hsv(_image_input(self.name, "type of input 'images'", images)))


class HSVToRGB(Primitive):
    """``ops.HSVToRGB()(x)``: 4-D NHWC HSV images (channel 3, values in [0, 1]) converted to RGB, same shape and
    dtype.

    Mirrors ``mindspore.ops.operations.image_ops.HSVToRGB`` (2.10, deprecated since 2.8.0: the constructor logs
    MindSpore's once-per-name warning): Float16/Float32/Float64. Hues outside [0, 1) give ``(c, 0, 0) + m`` as
    MindSpore's kernel does. Computed by ``_kernels.image.hsv_to_rgb``.

    Raises:
        TypeError: ``x`` not a Tensor or not of a float dtype.
        ValueError: ``x`` not 4-D or its last axis not of size 3.
    """

    def __init__(self) -> None:
        from ..function.array_func import _deprecated

        _deprecated("HSVToRGB", "2.8.0")
        Primitive.__init__(self, "HSVToRGB")

    def __call__(self, x: Tensor) -> Tensor:
        from ..._kernels import image as _KI
        from ..function._utils import _wrap

        return _wrap(_KI.hsv_to_rgb(_image_input(self.name, "x", x)))


__getattr__, __dir__ = _api.attach(__name__)
