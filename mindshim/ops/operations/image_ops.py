"""Image primitives of `mindspore.ops.operations.image_ops`: `RGBToHSV`, `HSVToRGB`, `CropAndResize` and the resize
primitives."""

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
        from ..._kernels import image as _K_img
        from ..function._utils import _wrap

        return _wrap(_K_img.rgb_to_hsv(_image_input(self.name, "type of input 'images'", images)))


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
        from ..._kernels import image as _K_img
        from ..function._utils import _wrap

        return _wrap(_K_img.hsv_to_rgb(_image_input(self.name, "x", x)))


def _crop_size(prim: str, crop_size: object) -> tuple:
    """MindSpore 2.10's checks of CropAndResize's ``crop_size``: a tuple of two positive ints."""
    from ..._kernels.errors import not_tensor_name

    if not isinstance(crop_size, tuple):
        raise TypeError(
            f"For primitive[{prim}], the [crop_size] is must be a Tuple with two Int elements, but got "
            f"{not_tensor_name(crop_size)}"
        )
    if len(crop_size) != 2:
        raise ValueError(f"For primitive[{prim}], the [crop_size] length must be equal to 2, but got {len(crop_size)}.")
    for v in crop_size:
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(
                f"For primitive[{prim}], the [crop_size] must be a tuple with two Int elements, but got "
                f"{not_tensor_name(v)}."
            )
    for what, v in zip(("height", "width"), crop_size):
        if v <= 0:
            raise ValueError(f"For primitive[{prim}], the [crop] {what} must be greater than 0, but got {v}.")
    return crop_size


class CropAndResize(Primitive):
    """``ops.CropAndResize(method='bilinear', extrapolation_value=0.0)(x, boxes, box_index, crop_size)``: Float32
    ``(num_boxes, crop_h, crop_w, depth)`` crops of the NHWC images ``x`` at the normalised boxes ``(y1, x1, y2,
    x2)`` of ``boxes`` (Float32), box ``i`` taken from image ``box_index[i]`` (Int32), resized to ``crop_size``.

    Mirrors ``mindspore.ops.CropAndResize`` (2.10) on CPU (TensorFlow's sampling: box edges map to pixel centres,
    samples outside the image take ``extrapolation_value``; ``method`` 'bilinear', 'nearest' or MindSpore's
    'bilinear_v2'). ``x`` may be Int8/Int16/Int32/Int64/UInt8/UInt16/Float16/Float32/Float64. Gradients flow to
    ``x`` and ``boxes`` for 'bilinear' only; the other methods give zeros, as MindSpore's backward does. Computed
    by ``_kernels.detection.crop_and_resize``.

    Raises:
        TypeError: ``method`` not a str, ``extrapolation_value`` not a float; an input not a Tensor or of another
            dtype; ``crop_size`` not a tuple of two ints.
        ValueError: ``method`` not one of the three; ``x`` not 4-D, ``boxes`` not (num_boxes, 4), ``box_index`` not
            (num_boxes,); a crop size not positive; an index of ``box_index`` outside ``[0, batch)``.
    """

    def __init__(self, method: str = "bilinear", extrapolation_value: float = 0.0) -> None:
        from ... import _checkparam as validator

        Primitive.__init__(self, "CropAndResize")
        validator.check_value_type("method", method, [str], self.name)
        validator.check_string(method, ["bilinear", "nearest", "bilinear_v2"], "method", self.name)
        validator.check_value_type("extrapolation_value", extrapolation_value, [float], self.name)
        self.method, self.extrapolation_value = method, extrapolation_value
        self.attrs.update(method=method, extrapolation_value=extrapolation_value)

    def __call__(self, x: Tensor, boxes: Tensor, box_index: Tensor, crop_size: tuple) -> Tensor:
        from ..._kernels import detection as _K_det
        from ..function._utils import _prim_input, _wrap

        name = self.name
        image = _prim_input(name, "x", x)
        b = _prim_input(name, "boxes", boxes)
        bi = _prim_input(name, "box_index", box_index)
        if image.ndim != 4:
            raise ValueError(f"For primitive[{name}], the [x] rank must be equal to 4, but got {image.ndim}.")
        _K_det.crop_and_resize_dtypes(image, b, bi)
        if b.ndim != 2:
            raise ValueError(f"For primitive[{name}], the [boxes] rank must be equal to 2, but got {b.ndim}.")
        if b.shape[1] != 4:
            raise ValueError(f"For primitive[{name}], the [boxes] dim_1 must be equal to 4, but got {b.shape[1]}.")
        if bi.ndim != 1:
            raise ValueError(f"For primitive[{name}], the [box_index] rank must be equal to 1, but got {bi.ndim}.")
        if b.shape[0] != bi.shape[0]:
            raise ValueError(
                f"For primitive[{name}], the [boxes] dim_0 must be equal to [box_index] dim_0, but got "
                f"{b.shape[0]} vs {bi.shape[0]}."
            )
        size = _crop_size(name, crop_size)
        return _wrap(_K_det.crop_and_resize(image, b, bi, size, self.method, self.extrapolation_value))


class AdjustHue(Primitive):
    """``ops.AdjustHue()(image, delta)``: RGB images (rank >= 3, last axis 3) with their hue turned by ``delta``
    (a 0-D Float32 Tensor, in turns: 1.0 is a full turn), same shape and dtype.

    Mirrors ``mindspore.ops.AdjustHue`` (2.10) on CPU: each pixel keeps its min and max channel; Float16/Float32/
    Float64 images, computed in float32 by ``_kernels.image_adjust.adjust_hue``.

    Raises:
        TypeError: an input not a Tensor; ``image`` not Float16/32/64; ``delta`` not Float32.
        ValueError: ``image`` of rank < 3 or a last axis not 3; ``delta`` not 0-D.
    """

    def __init__(self) -> None:
        Primitive.__init__(self, "AdjustHue")
        self.init_prim_io_names(inputs=["images", "delta"], outputs=["y"])

    def __call__(self, image: Tensor, delta: Tensor) -> Tensor:
        from ..._kernels import image_adjust as _K
        from ..function._utils import _prim_input, _wrap

        x = _prim_input(self.name, "images", image)
        return _wrap(_K.adjust_hue(x, _prim_input(self.name, "delta", delta)))


def _tensor_inputs(prim: str, *args: object) -> list:
    """The torch tensors of ``args``; MindSpore's ``For primitive[X], the input[i] should be a Tensor, but got
    Float32.`` for the first that is not a Tensor."""
    from ..._kernels.errors import not_tensor_name
    from ..function._utils import _as_tensor

    for i, a in enumerate(args):
        if not isinstance(a, Tensor):
            raise TypeError(f"For primitive[{prim}], the input[{i}] should be a Tensor, but got {not_tensor_name(a)}.")
    return [_as_tensor(a) for a in args]


class AdjustSaturation(Primitive):
    """``ops.AdjustSaturation()(image, scale)``: RGB images (rank >= 3, last axis 3) with their HSV saturation
    multiplied by ``scale`` (a 0-D Float32 Tensor) and clipped to [0, 1], same shape and dtype.

    Mirrors ``mindspore.ops.AdjustSaturation`` (2.10) on CPU: Float16/Float32/Float64 images, computed in float32
    by ``_kernels.image_adjust.adjust_saturation``.

    Raises:
        TypeError: an input not a Tensor; ``image`` not Float16/32/64; ``scale`` not Float32.
        ValueError: ``image`` of rank < 3 or a last axis not 3; ``scale`` not 0-D.
    """

    def __init__(self) -> None:
        Primitive.__init__(self, "AdjustSaturation")
        self.init_prim_io_names(inputs=["images", "scale"], outputs=["y"])

    def __call__(self, image: Tensor, scale: Tensor) -> Tensor:
        from ..._kernels import image_adjust as _K
        from ..function._utils import _wrap

        return _wrap(_K.adjust_saturation(*_tensor_inputs(self.name, image, scale)))


class ResizeArea(Primitive):
    """``ops.ResizeArea(align_corners=False)(images, size)``: NHWC ``images`` resized to ``size`` (a 1-D Int32
    Tensor ``[new_height, new_width]``) by area averaging, Float32 ``(batch, new_height, new_width, channels)``.

    Mirrors ``mindspore.ops.ResizeArea`` (2.10, deprecated since 2.8.0: the constructor logs MindSpore's
    once-per-name warning) on CPU: images Int8/16/32/64, UInt8/16, Float16/32/64. Computed by
    ``_kernels.image_adjust.resize_area``.

    Raises:
        TypeError: ``align_corners`` not a bool; an input not a Tensor or of another dtype (``size`` not Int32).
        ValueError: ``images`` not 4-D; ``size`` not 1-D of 2 elements or not positive.
    """

    def __init__(self, align_corners: bool = False) -> None:
        from ... import _checkparam as validator
        from ..function.array_func import _deprecated

        _deprecated("ResizeArea", "2.8.0", "ops.interpolate")
        Primitive.__init__(self, "ResizeArea")
        self.init_prim_io_names(inputs=["images", "size"], outputs=["y"])
        validator.check_value_type("align_corners", align_corners, [bool], self.name)
        self.align_corners = align_corners
        self.attrs.update(align_corners=align_corners)

    def __call__(self, images: Tensor, size: Tensor) -> Tensor:
        import torch

        from ..._kernels import errors as _errors
        from ..._kernels import image_adjust as _K
        from ..function._utils import _prim_input, _wrap

        name = self.name
        x = _prim_input(name, "images", images)
        s = _prim_input(name, "size", size)
        if s.dtype != torch.int32:
            raise _errors.dtype_error(name, "size", s.dtype, (torch.int32,))
        if x.dtype in _K._AREA_DTYPES and x.ndim != 4:
            raise ValueError(f"For primitive[{name}], the images dimension must be equal to 4, but got {x.ndim}.")
        if s.ndim != 1:
            raise ValueError(f"For primitive[{name}], the size dimension must be equal to 1, but got {s.ndim}.")
        if s.shape[0] != 2:
            raise ValueError(f"For primitive[{name}], the input1 num must be equal to 2, but got {s.shape[0]}.")
        hw = s.tolist()
        if min(hw) <= 0:
            raise _errors.value_error(name, "'size' should only contain positive number.")
        return _wrap(_K.resize_area(x, hw, self.align_corners))


class ScaleAndTranslate(Primitive):
    """``ops.ScaleAndTranslate(kernel_type='lanczos3', antialias=True)(images, size, scale, translation)``: NHWC
    ``images`` scaled by ``scale`` and shifted by ``translation`` (1-D Float32 Tensors ``[row, col]``) onto an
    output of ``size`` (1-D Int32 ``[height, width]``) with the sampling kernel ``kernel_type``; Float32 out.

    Mirrors ``mindspore.ops.ScaleAndTranslate`` (2.10, deprecated since 2.8.0: the constructor logs MindSpore's
    once-per-name warning) on CPU: images Int8/16/32/64 or Float16/32/64; kernels 'lanczos1', 'lanczos3',
    'lanczos5', 'gaussian', 'box', 'triangle', 'keyscubic', 'mitchellcubic'. Computed by
    ``_kernels.image_adjust.scale_and_translate``.

    Raises:
        TypeError: ``kernel_type`` not a str, ``antialias`` not a bool; an input not a Tensor or of another dtype.
        ValueError: ``kernel_type`` not one of the eight; ``images`` not 4-D; ``size``, ``scale`` or
            ``translation`` not of 2 elements; ``size`` or ``scale`` not positive.
    """

    def __init__(self, kernel_type: str = "lanczos3", antialias: bool = True) -> None:
        from ... import _checkparam as validator
        from ..._kernels.image_adjust import _SAMPLING
        from ..function.array_func import _deprecated

        _deprecated("ScaleAndTranslate", "2.8.0")
        Primitive.__init__(self, "ScaleAndTranslate")
        validator.check_value_type("kernel_type", kernel_type, [str], self.name)
        validator.check_string(kernel_type, list(_SAMPLING), "kernel_type", self.name)
        validator.check_value_type("antialias", antialias, [bool], self.name)
        self.kernel_type, self.antialias = kernel_type, antialias
        self.attrs.update(kernel_type=kernel_type, antialias=antialias)

    def __call__(self, images: Tensor, size: Tensor, scale: Tensor, translation: Tensor) -> Tensor:
        import torch

        from ..._kernels import errors as _errors
        from ..._kernels import image_adjust as _K
        from ..function._utils import _prim_input, _wrap

        name = self.name
        x = _prim_input(name, "images", images)
        args = [_prim_input(name, n, v) for n, v in (("size", size), ("scale", scale), ("translation", translation))]
        for n, t, dt in zip(("size", "scale", "translation"), args, (torch.int32, torch.float32, torch.float32)):
            if t.dtype != dt:
                raise _errors.dtype_error(name, n, t.dtype, (dt,))
        for n, t in zip(("size", "scale", "translation"), args):
            if t.numel() != 2:
                raise ValueError(f"For primitive[{name}], the {n}'s elements' must be equal to 2, but got {t.numel()}.")
        s, sc, tr = (t.reshape(-1).tolist() for t in args)
        return _wrap(_K.scale_and_translate(x, s, sc, tr, self.kernel_type, self.antialias))


def _tensors_named(prim: str, names: tuple, values: tuple) -> None:
    """MindSpore's check that the inputs ``names`` are Tensors: ``The primitive[X]'s input arguments[a, b] must be
    all tensor and those type must be same. But got input argument[a]:External``."""
    from ..._kernels.errors import not_tensor_name

    for n, v in zip(names, values):
        if not isinstance(v, Tensor):
            raise TypeError(
                f"The primitive[{prim}]'s input arguments[{', '.join(names)}] must be all tensor and those type must "
                f"be same. But got input argument[{n}]:{not_tensor_name(v)}"
            )


class NonMaxSuppressionWithOverlaps(Primitive):
    """``ops.NonMaxSuppressionWithOverlaps()(overlaps, scores, max_output_size, overlap_threshold,
    score_threshold)``: Int32 indices of the boxes kept by greedy non-maximum suppression over the ``(n, n)``
    overlap matrix ``overlaps`` and the ``(n,)`` ``scores``, at most ``max_output_size`` (0-D Int32), boxes scoring
    at most ``score_threshold`` skipped, a box dropped when its overlap with a kept one is >= ``overlap_threshold``.

    Mirrors ``mindspore.ops.NonMaxSuppressionWithOverlaps`` (2.10) on CPU: ``overlaps``/``scores`` one dtype of
    Float16/32/64, the thresholds 0-D of one float dtype; computed in float32 by
    ``_kernels.decode.nms_with_overlaps``.

    Raises:
        TypeError: an input not a Tensor; ``overlaps`` and ``scores`` (or the two thresholds) of different dtypes;
            ``max_output_size`` not Int32.
        ValueError: the shapes above not met; ``max_output_size`` negative.
    """

    def __init__(self) -> None:
        Primitive.__init__(self, "NonMaxSuppressionWithOverlaps")
        self.init_prim_io_names(
            inputs=["overlaps", "scores", "max_output_size", "overlap_threshold", "score_threshold"],
            outputs=["selected_indices"],
        )

    def __call__(
        self, overlaps: Tensor, scores: Tensor, max_output_size: Tensor, overlap_threshold, score_threshold
    ) -> Tensor:
        import torch

        from ..._kernels import decode as _K
        from ..._kernels import errors as _errors
        from ..function._utils import _as_tensor, _wrap

        name = self.name
        _tensors_named(name, ("overlaps", "scores"), (overlaps, scores))
        _tensors_named(name, ("max_output_size",), (max_output_size,))
        ov, sc, mx = _as_tensor(overlaps), _as_tensor(scores), _as_tensor(max_output_size)
        floats = (torch.float16, torch.float32, torch.float64)
        thr = (overlap_threshold, score_threshold)
        if all(isinstance(t, Tensor) for t in thr):
            thr = tuple(_as_tensor(t) for t in thr)
            same = thr[0].dtype == thr[1].dtype and thr[0].dtype in floats
        else:
            same = all(isinstance(t, float) for t in thr)
        if ov.dtype != sc.dtype or not same:
            raise TypeError(f"For primitive[{name}], the input type must be same.")
        if ov.dtype not in floats:
            raise _errors.dtype_error(name, "overlaps", ov.dtype, floats)
        if mx.dtype != torch.int32:
            raise _errors.dtype_error(name, "max_output_size", mx.dtype, (torch.int32,))

        def rank(what: str, t, want: int) -> None:
            got = t.ndim if isinstance(t, torch.Tensor) else 0
            if got != want:
                raise ValueError(f"For primitive[{name}], the rank of {what} must be equal to {want}, but got {got}.")

        rank("scores", sc, 1)
        rank("overlaps", ov, 2)
        if ov.shape[1] != ov.shape[0]:
            raise ValueError(
                f"For primitive[{name}], the size of the second dimension of overlaps must be equal to "
                f"{ov.shape[0]}, but got {ov.shape[1]}."
            )
        if sc.shape[0] != ov.shape[0]:
            raise ValueError(
                f"For primitive[{name}], the length of scores must be equal to {ov.shape[0]}, but got {sc.shape[0]}."
            )
        rank("max_output_size", mx, 0)
        rank("overlap_threshold", thr[0], 0)
        rank("score_threshold", thr[1], 0)
        vals = [float(t) if not isinstance(t, torch.Tensor) else float(t.to(torch.float32)) for t in thr]
        return _wrap(_K.nms_with_overlaps(ov, sc, int(mx), vals[0], vals[1]))


class CombinedNonMaxSuppression(Primitive):
    """``ops.CombinedNonMaxSuppression(pad_per_class=False, clip_boxes=True)(boxes, scores,
    max_output_size_per_class, max_total_size, iou_threshold, score_threshold)``: per-class non-maximum
    suppression over a batch. ``boxes`` ``(batch, num_boxes, q, 4)`` (q 1: shared by the classes, or
    num_classes), ``scores`` ``(batch, num_boxes, num_classes)``, both Float32; the sizes 0-D Int32, the
    thresholds 0-D Float32. Returns ``(nmsed_boxes, nmsed_scores, nmsed_classes, valid_detections)``.

    Mirrors ``mindspore.ops.CombinedNonMaxSuppression`` (2.10) on CPU. Computed by
    ``_kernels.decode.combined_nms``.

    Raises:
        TypeError: ``pad_per_class``/``clip_boxes`` not bools; an input not a Tensor or of another dtype.
        ValueError: the shapes above not met; ``iou_threshold`` outside [0, 1]; a negative ``score_threshold``
            with per-class boxes; a size not positive.
    """

    def __init__(self, pad_per_class: bool = False, clip_boxes: bool = True) -> None:
        from ... import _checkparam as validator

        Primitive.__init__(self, "CombinedNonMaxSuppression")
        self.pad_per_class = validator.check_value_type("pad_per_class", pad_per_class, [bool], self.name)
        self.clip_boxes = validator.check_value_type("clip_boxes", clip_boxes, [bool], self.name)
        self.attrs.update(pad_per_class=pad_per_class, clip_boxes=clip_boxes)

    def __call__(
        self,
        boxes: Tensor,
        scores: Tensor,
        max_output_size_per_class: Tensor,
        max_total_size: Tensor,
        iou_threshold: Tensor,
        score_threshold: Tensor,
    ) -> tuple:
        import torch

        from ..._kernels import decode as _K
        from ..._kernels import errors as _errors
        from ..function._utils import _as_tensor, _wrap

        name = self.name
        args = (boxes, scores, max_output_size_per_class, max_total_size, iou_threshold, score_threshold)
        names = ("boxes", "scores", "max_output_size_per_class", "max_total_size", "iou_threshold", "score_threshold")
        for i, a in enumerate(args):
            if not isinstance(a, Tensor):
                raise TypeError(f"For {name} input{i} only support tensor!")
        t = [_as_tensor(a) for a in args]
        dims = ("boxes dim", "scores dim", "max_output_size_per_class dim", "max_total_size dim", "iou_threshold")
        for what, x, want in zip(dims + ("score_threshold",), t, (4, 3, 0, 0, 0, 0)):
            if x.ndim != want:
                raise ValueError(f"For primitive[{name}], the {what} must be equal to {want}, but got {x.ndim}.")
        bs, ss = t[0].shape, t[1].shape
        if bs[0] != ss[0]:
            raise ValueError(
                f"For {name}, the boxes's 1st dim must be same with the scores's 1st dim, but got{bs[0]} and {ss[0]}."
            )
        if bs[1] != ss[1]:
            raise ValueError(
                f"For {name}, the boxes's 2nd dim must be same with the scores's 2nd dim, but got{bs[1]} and {ss[1]}."
            )
        if bs[2] != ss[2] and bs[2] != 1:
            raise ValueError(
                f"For {name}, the boxes's 3rd dim is must be same with the scores's 3rd dim or 1, but got {bs[2]}."
            )
        if bs[3] != 4:
            raise ValueError(f"For {name}, the boxes's 4th dim must be equal to 4, but got{bs[3]}.")
        for n, x, dt in zip(names, t, (torch.float32,) * 2 + (torch.int32,) * 2 + (torch.float32,) * 2):
            if x.dtype != dt:
                raise _errors.dtype_error(name, n, x.dtype, (dt,))
        iou, score = float(t[4]), float(t[5])
        if iou < 0 or iou > 1:
            raise ValueError(f"For {name}, iou_threshold must be in [0,1], but got {iou:g}.")
        if score < 0 and bs[2] == ss[2]:
            raise ValueError(
                f"For {name}, it is temporarily unsupported when boxes's 2'nd dim is not 1 and score_threshold is "
                "less than 1."
            )
        per, total = int(t[2]), int(t[3])
        for what, v in (("max_total_size", total), ("max_output_size_per_clas", per)):
            if v <= 0:
                raise ValueError(f"For primitive[{name}], the {what} must be greater than 0, but got {v}.")
        out = _K.combined_nms(t[0], t[1], per, total, iou, score, self.pad_per_class, self.clip_boxes)
        return tuple(_wrap(x) for x in out)


__getattr__, __dir__ = _api.attach(__name__)
